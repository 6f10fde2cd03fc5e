"""The table: one seat's view of the hand, its actions on keys and mouse, bots thinking.

The screen renders ``session.view(seat)`` for the seat whose hand may be on
screen (``shown``) and nothing else: in hot-seat play the curtain screen
comes up before another human's hand is drawn, and the hand row is emptied
first, so no one's cards are ever on screen out of turn.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.timer import Timer
from textual.widgets import Button, Static
from textual.worker import Worker, WorkerState

from engine import CARD_STR, IllegalAction
from engine.bots.hints import Hint, table_hint
from engine.view import PlayerView

from ..i18n import _
from ..keys import N_
from ..widgets.card import CardView
from ..widgets.fitline import FitLine
from ..widgets.footer import KeysFooter
from ..widgets.hand import HandView, display_order
from ..widgets.panels import LastTrickPanel, PlayedPanel, SeatPanel, StockPanel, TrickPanel
from ..widgets.settext import set_text
from .base import AppScreen
from .curtain import CurtainScreen
from .dialogs import ConfirmScreen
from .move_log import LogEntry, kept, trick_ends
from .table_text import away_seats, play_order, seat_role, sits_out, status_text, table_gone, title_variants
from .wording import ACTION_LABELS, action_words, asked_first, hint_sentence, word_refusal

if TYPE_CHECKING:
    from ..table_session import TableSession
    from .scoring import ScoringScreen

MESSAGE_COLOURS = {False: "#9ccc65", True: "#ff8c66"}  # by whether the message is a refusal
NEWS_COLOUR = "#ffd866"
NEWS_S = 10.0
"""How long the message line tells news: a LAN seat's, a saved match kept (a toast had lasted as long)."""

# Non-card actions: (engine action, key); their buttons read wording.ACTION_LABELS.
ACTION_KEYS = (("draw", "enter"), ("exchange", "x"), ("close", "c"), ("declare", "d"), ("pass", "p"))


class ActionButton(Button, can_focus=False):
    """A table action for the mouse; the keyboard has its letter, so the button never
    takes focus (a focused button would swallow Enter, the draw key).  ``keyed`` is its
    label with the key, ``plain`` without, for a row too narrow for all the keys."""

    def __init__(self, plain: Text, key: str, name: str) -> None:
        self.key = key
        self.relabel(plain)
        super().__init__(self.keyed, name=name, classes="act", compact=True)

    def relabel(self, plain: Text) -> None:
        """Its words (another language, other card letters); shown at the next draw."""
        self.plain = plain
        self.keyed = plain + Text(f" [{self.key}]")

    def width_with(self, label: Text) -> int:
        """The cells the button takes in its row with ``label``: its padding and margin too."""
        # 2: what Button.get_content_width adds to its label (Textual 8).
        return label.cell_len + 2 + self.styles.gutter.width + self.styles.margin.width


# From this screen size (columns, rows) the cards are drawn big (app.tcss, TableScreen.big):
# ten cards of nine columns in hand, and four more rows than the table needs at 80×24.
BIG_TABLE = (96, 30)

_LEAVE_JOINED = N_(
    "Leave the table? A computer plays your seat until someone joins with the code: you or another player."
)


class TableScreen(AppScreen[str]):
    """Dismissed with "lobby" when the player leaves the table."""

    BINDINGS = [
        *(Binding(str(k), f"card({(k - 1) % 10})", show=False) for k in range(10)),
        Binding("m", "marriage", N_("Marriage")),
        Binding("x", "act('exchange')", N_("Exchange"), show=False),
        Binding("c", "act('close')", N_("Close"), show=False),
        Binding("enter,space", "act('draw')", N_("Draw"), show=False),
        Binding("d", "act('declare')", N_("Declare"), show=False),
        Binding("p", "act('pass')", N_("Pass"), show=False),
        Binding("h", "hint", N_("Hint")),
        Binding("b", "bot_now", N_("Computer takes over"), show=False),
        Binding("u", "undo", N_("Undo")),
        # Where undo is not offered (another person plays here), u says so: it did nothing.
        Binding("u", "undo_refused", show=False),
        Binding("question_mark,f1", "help", N_("Rules")),
        Binding("s", "settings", N_("Settings")),
        Binding("q,escape", "leave", N_("Leave")),
    ]

    def __init__(self, session: TableSession, news: str | None = None) -> None:
        """``news``: said on the message line as the table opens (``_tell``)."""
        super().__init__()
        self.session = session
        self._first_news = news
        self.shown: int | None = None  # the seat whose hand is on screen
        self.message = ""
        self._message_colour = MESSAGE_COLOURS[False]
        self.news: list[str] = []  # news on the message line (``_tell``): of a LAN seat, a match kept
        self._news_timer: Timer | None = None
        self.events: list[LogEntry] = []
        self._look: tuple[object, ...] = ()  # the language and card style the log's moves are in
        self.choosing_marriage = False
        self._turn = 0  # bumped on every change: a bot's late answer for an old position is dropped
        self._thinking_since = 0.0
        self._scored = len(session.score_sheet)  # hands whose score was shown
        self._told_gone = False  # that the LAN table went away, said over the score screen
        self._last_update: object = None
        self._scoring_due = False

    # ------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        yield FitLine(id="table-title")
        yield Horizontal(id="seats")
        yield Static(id="big-gap")  # only on a big screen (app.tcss)
        with Horizontal(id="middle"):
            yield StockPanel()
            with Vertical(id="trick-box"):
                yield TrickPanel()
            yield LastTrickPanel()
        yield Static(id="status")
        yield Static(id="message")
        yield PlayedPanel()
        with Horizontal(id="hand-row"):
            yield HandView(id="hand")
        yield Horizontal(*self._action_buttons(), id="actions")
        yield KeysFooter(show_command_palette=False)  # the table's own keys fill 80 columns; ctrl+p still works

    def on_mount(self) -> None:
        if not self.session.drives_bots:  # a LAN seat: the host's updates drive the screen
            # The feed calls from the network task: the screen draws in its own message
            # loop, where an error is the app's to report rather than a silent end of the
            # connection (the table would just stop changing).
            self.session.on_change = lambda session: self.call_later(self._remote_change, session.latest)
            self.session.on_problem = lambda text: self.call_later(self.say, text, True)  # type: ignore[attr-defined]
            # News of a seat goes on the message line, not in a toast: at 80 columns a toast
            # covered the card the computer in that seat led at once, for as long as it lasted.
            self.session.listen_for_notices(lambda text: self.call_later(self._tell, text))  # type: ignore[attr-defined]
            self.set_interval(1.0, self._tick)
        self.query_one("#seats", Horizontal).mount(*(SeatPanel() for _ in range(self.session.rules.players - 1)))
        self.events = self._recent_moves()  # a resumed match: who led, as before it was left
        self._look = self._look_now()
        self.advance()
        if self._first_news:  # a toast, 8 s over the opponents' panels as the match began
            self.call_after_refresh(self._tell, self._first_news)

    def on_screen_resume(self) -> None:
        super().on_screen_resume()
        # Back from the settings, say, with other card letters or another language: the
        # log's moves are said again in them, and the table drawn again.
        if self._look != self._look_now():
            self._look = self._look_now()
            self.events = self._recent_moves()
            buttons = self.query("#actions Button.act").results(ActionButton)
            for button, (_action, plain, _key) in zip(buttons, self._action_labels(), strict=True):
                button.relabel(plain)
        self.render_table()

    def on_resize(self) -> None:
        self.set_class(self.size.width >= BIG_TABLE[0] and self.size.height >= BIG_TABLE[1], "big")
        if self._look:  # mounted: a wider screen may leave room for whole names
            self.render_table()

    def _look_now(self) -> tuple[object, ...]:
        st = self.sixtysix.settings
        return (st.language, st.card_style, st.four_colour)

    def _recent_moves(self, view: PlayerView | None = None) -> list[LogEntry]:
        """The log line's last moves, from the hand's history (in ``view``, else the seat's
        view now), in the current language."""
        s = self.session
        view = view if view is not None else s.view(s.viewer())
        style = self.sixtysix.card_style
        moves = [entry.partition(" ") for entry in view.history]
        ends = trick_ends(view)
        return [
            LogEntry(action_words(s.names[int(seat)], action, style, view.trump), end)
            for (seat, _sp, action), end in list(zip(moves, ends, strict=True))[-kept(view) :]
        ]

    def _anchor(self) -> int:
        """The seat drawn at the bottom: the lone human, else the one whose turn it is."""
        humans = self.session.humans
        return humans[0] if len(humans) == 1 else self.session.viewer()

    # ------------------------------------------------------------- flow
    def advance(self) -> None:
        """Decide what comes next after any change: a curtain, a bot's move, the score."""
        self._turn += 1
        s = self.session
        self._scored = min(self._scored, len(s.score_sheet))  # a new match at a LAN table starts a new sheet
        if len(s.score_sheet) > self._scored and not self._scoring_due:
            # A hand ended (over the LAN the next one may already be dealt): its score
            # comes up after the pause that lets everyone see the last trick.
            self._scoring_due = True
            self.set_timer(self.sixtysix.settings.pause_ms / 1000 + 0.01, self._show_scoring)
        if s.hand_over:
            self.shown = self.shown if self.shown is not None else s.viewer()
            self.render_table()
            return
        if s.bot_to_move:
            if self.shown is None:
                self.shown = s.viewer() if len(s.humans) <= 1 else None
            self.render_table()
            if s.drives_bots:
                self._thinking_since = time.monotonic()
                self.think(self._turn)
            return  # over the LAN the host moves the others; their moves arrive as updates
        seat = s.to_move
        assert seat is not None
        if len(s.humans) > 1 and seat != self.shown:
            self.shown = None
            self.render_table()  # the previous player's hand goes before the curtain comes
            self._curtain(seat)
            return
        self.shown = seat
        if s.pass_is_forced:
            self._apply("pass")
            self.say(_("No exchange: you do not hold the card to exchange."))
            return
        self.render_table()

    def _remote_change(self, latest: Any) -> None:
        """After an update at a LAN seat; ``latest`` is the seat's state at that moment."""
        if not self.is_attached or not self.is_mounted:
            return  # updates that come while the screen is still being built or already gone
        if latest is not None and latest is not self._last_update:
            self._last_update = latest
            if latest.view is not None:
                # The update's own view, not the session's: updates come in bursts, and by
                # the time this one is handled the session may hold a later one.
                self.events = self._recent_moves(latest.view)
            if any(event.kind == "action" for event in latest.events):
                self.message = ""  # as a local move clears it: "Wait for your turn" is past
        scoring = self._score_screen()
        if scoring is not None:
            if self._dealt_under(scoring):
                return  # the score screen's answer goes on to the new hand
            self._gone_under()
        self.advance()

    def _score_screen(self) -> ScoringScreen | None:
        """This table's score screen, if it is the one on top (it covers the table)."""
        from .scoring import ScoringScreen

        scoring = self.app.screen
        return scoring if isinstance(scoring, ScoringScreen) and scoring.session is self.session else None

    def _gone_under(self) -> None:
        """The table's line says that the LAN table went away, but the score screen covers
        it: a player reading the score learnt it only on pressing Enter.  Said once."""
        closed = self.session.closed
        if closed is None or self._told_gone:
            return
        self._told_gone = True
        self.app.notify(table_gone(closed), severity="warning", timeout=15)

    def _dealt_under(self, scoring: ScoringScreen) -> bool:
        """A LAN table deals the next hand without a player still reading the score once it
        has waited long enough; the score screen stayed up over a hand where it might be
        that player's move.  It goes, with a word why."""
        if not scoring.over_when_shown or self.session.hand_over:
            return False  # still the hand scored, or a score put up over the new hand: it is read
        self.app.notify(_("The next hand was dealt while you read the score: the table waited no longer."), timeout=15)
        scoring.dismiss("next")
        return True

    def _tick(self) -> None:
        """Once a second over the LAN: the connection line counts down."""
        if self.app.screen is self and getattr(self.session, "latest", None) is not None:
            self.render_table()

    def _curtain(self, seat: int) -> None:
        """The curtain before ``seat``'s turn; leaving from it asks first, as the table
        does, and staying brings the curtain back (nobody's hand was shown)."""

        def lifted(ready: bool | None) -> None:
            if ready:
                self._reveal(seat)
            else:
                self._ask_to_leave(on_stay=lambda: self._curtain(seat))

        self.app.push_screen(CurtainScreen(self.session.names[seat]), lifted)

    def _reveal(self, seat: int) -> None:
        self.shown = seat
        self.render_table()

    def _show_scoring(self) -> None:
        from .scoring import ScoringScreen

        self._scoring_due = False
        if len(self.session.score_sheet) <= self._scored:
            return
        if self.app.screen is not self:  # a curtain or a dialog: score once it is gone
            self._scoring_due = True
            self.set_timer(0.2, self._show_scoring)
            return
        self._scored = len(self.session.score_sheet)
        self.app.push_screen(ScoringScreen(self.session), self._after_scoring)

    def _after_scoring(self, choice: str | None) -> None:
        s = self.session
        if choice == "undo":  # the hand's result goes with its last move (advance lowers _scored)
            self.action_undo()
            return
        if choice != "next" and not s.drives_bots and not s.match_over and s.closed is None:
            # Leaving a LAN table mid-match closes it (the host) or gives the seat up:
            # asked as at the table, and staying goes back to the score.
            self._ask_to_leave(on_stay=self._score_again)
            return
        if choice == "next":
            if s.match_over and s.hosting:
                s.new_match()  # type: ignore[attr-defined]  # the LAN host: another match
            elif s.hand_over and not s.match_over:
                s.next_hand()
            self.events.clear()
            self.message = ""
            self.shown = None if len(self.session.humans) > 1 else self.shown
            self.advance()
        else:
            self.dismiss("again" if choice == "again" else "lobby")

    @work(thread=True, group="bot", exit_on_error=False)  # said at the table (on_worker_state_changed)
    def think(self, turn: int) -> tuple[int, str]:
        """The bot's choice, off the UI thread.  Not exclusive: a thread cannot be
        stopped, so an answer for an old position (after undo or leaving) is simply
        dropped by its ``turn``."""
        return turn, self.session.bot_action()

    @work(thread=True, group="hint", exclusive=True, exit_on_error=False)
    def find_hint(self, turn: int, view: PlayerView) -> tuple[int, Hint]:
        """The hint's search, off the UI thread, from a view taken on it (so a move made
        meanwhile cannot change what the search reads); a hint for an old position is
        dropped by its ``turn``, as a bot's late answer is."""
        return turn, table_hint(view)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        group, state = event.worker.group, event.state
        if group == "bot" and state == WorkerState.SUCCESS:
            turn, action = event.worker.result  # type: ignore[misc]
            self._bot_answered(turn, action)
        elif group == "bot" and state == WorkerState.ERROR:
            self.say(_("The computer player failed: {error}", error=str(event.worker.error)), error=True)
        elif group == "hint" and state == WorkerState.SUCCESS:
            turn, hint = event.worker.result  # type: ignore[misc]
            if turn == self._turn and self._my_turn():
                self.say(hint_sentence(hint, self.sixtysix.card_style, self.sixtysix.show_points(self.session.rules)))
        elif group == "hint" and state == WorkerState.ERROR:
            self.say(_("No hint: {error}", error=str(event.worker.error)), error=True)

    def _bot_answered(self, turn: int, action: str) -> None:
        if turn != self._turn:
            return
        pause = self.sixtysix.settings.pause_ms / 1000 - (time.monotonic() - self._thinking_since)
        if pause > 0:
            self.set_timer(pause, lambda: self._bot_plays(turn, action))
        else:
            self._bot_plays(turn, action)

    def _bot_plays(self, turn: int, action: str) -> None:
        if turn == self._turn:
            self._apply(action)

    def _apply(self, action: str) -> bool:
        s = self.session
        seat = s.to_move
        assert seat is not None
        try:
            s.apply(action)
        except IllegalAction as e:
            self.say(word_refusal(e.refusal, self.sixtysix.card_style), error=True)
            return False
        if s.drives_bots:  # over the LAN the host's update logs it, once it is applied
            # A local hand ends without the next one dealt (the score screen deals it), so
            # the hand's history still holds the move.
            self.events = self._recent_moves()
        self.message = ""
        self.choosing_marriage = False
        self.advance()
        return True

    # ---------------------------------------------------------- drawing
    def render_table(self) -> None:
        s = self.session
        style = self.sixtysix.card_style
        seat = self.shown if self.shown is not None else self._anchor()
        view = s.view(seat)
        names = s.names
        self.query_one("#table-title", FitLine).show(title_variants(s))
        show_points = self.sixtysix.show_points(s.rules)
        # The others, clockwise from the seat drawn at the bottom: in hot-seat that seat
        # changes, and nobody should find their own panel up there.
        n = s.rules.players
        away = away_seats(s)
        for k, panel in enumerate(self.query(SeatPanel), start=1):
            p = (seat + k) % n
            role = seat_role(view, seat, p, s.computer_level(p), p in away)
            panel.show(view, p, names[p], style, show_points, role)
        self.query_one(StockPanel).show(view, style, names, self.size.width)
        order = play_order(view)
        self.query_one(TrickPanel).show(view, order, names, style, self.size.width)
        self.query_one(LastTrickPanel).show(view, names, style)
        played = self.query_one(PlayedPanel)
        played.display = self.sixtysix.settings.played_cards
        if played.display:
            played.show(view, style)
        status = status_text(s, view, seat, self.shown, self.events, style, show_points)
        set_text(self.query_one("#status", Static), status)
        self._draw_message()
        self._draw_hand(view)
        self._draw_actions(view)
        self.refresh_bindings()  # undo, hint, marriage may have changed: KeysFooter redraws only if so

    def _draw_hand(self, view: PlayerView) -> None:
        hand = self.query_one(HandView)
        if self.shown is None:
            hand.show([], (), self.sixtysix.card_style, False)
            return
        my_turn = view.to_move == self.shown and view.result is None and self.session.human_to_move
        legal = [int(i) for i in _legal_cards(view)] if my_turn else []
        hand.show(display_order(view.hand, view.trump), legal, self.sixtysix.card_style, my_turn)

    def _draw_actions(self, view: PlayerView) -> None:
        mine = (
            self.shown is not None and view.to_move == self.shown and self.session.human_to_move and view.result is None
        )
        legal = set(view.legal_actions) if mine else set()
        buttons = list(self.query("#actions Button.act").results(ActionButton))
        shown = [b for b in buttons if b.name in legal]
        for button in buttons:
            button.display = button in shown
        # Both marriages, the exchange, the close and the claim at once pass 80 columns with
        # their keys (94 cells in Russian): then the keys go, which the footer and help give.
        row = self.query_one("#actions")
        room = self.size.width - row.styles.gutter.width
        keyed = sum(b.width_with(b.keyed) for b in shown) <= room
        for button in shown:
            label = button.keyed if keyed else button.plain
            if str(button.label) != label.plain:
                button.label = label
                button.refresh(layout=True)  # Button's label is not a layout reactive

    def _action_buttons(self) -> list[ActionButton]:
        """Every non-card action's button, made once; ``_draw_actions`` shows the legal ones."""
        buttons = [ActionButton(plain, key, name=action) for action, plain, key in self._action_labels()]
        for b in buttons:
            b.display = False
        return buttons

    def _action_labels(self) -> list[tuple[str, Text, str]]:
        """(action, label, key) of each button, in the language and card letters now."""
        style = self.sixtysix.card_style
        labels = []
        for suit in range(4):
            label = Text(_("Marriage") + " ")
            label.append_text(style.suit_text(suit))
            # With two marriages, m asks which (its king's or queen's key).
            labels.append(("announce " + "CDHS"[suit], label, "m"))
        for action, key in ACTION_KEYS:
            labels.append((action, Text(_(ACTION_LABELS[action])), "Enter" if key == "enter" else key))
        return labels

    def say(self, message: str, error: bool = False) -> None:
        self.message = message
        self._message_colour = MESSAGE_COLOURS[error]
        if message and self.news:  # the message takes the line: the news would go unseen
            self._news_to_toast()
            return
        self._draw_message()

    def _tell(self, news: str) -> None:
        """News on the message line for ``NEWS_S``, after the news still told there (a seat
        given to the computer, then its join code): two pieces, the line's two rows; an
        older piece goes to a toast.  Under another screen (the score, a curtain), a toast:
        the line would be out of sight all its time.  Not ``is_current``, which is true
        for the screen under the one on top too."""
        if self.app.screen is not self or self.message:  # out of sight, or a message on the line
            self.app.notify(news, timeout=NEWS_S)
            return
        if self._news_timer is not None:
            self._news_timer.stop()
        self.news = [*self.news, news]
        if len(self.news) > 2:  # two seats given up at once: each with its join code
            self.app.notify(self.news.pop(0), timeout=NEWS_S)
        self._news_timer = self.set_timer(NEWS_S, self._news_told)
        self._draw_message()

    def _news_told(self) -> None:
        if self._news_timer is not None:  # ended early: its firing would wipe later news
            self._news_timer.stop()
        self.news = []
        self._news_timer = None
        self._draw_message()

    def on_screen_suspend(self) -> None:
        # The score screen or a curtain comes over the line: news still told there would
        # run out unseen behind it.
        if self.news:
            self._news_to_toast()

    def _news_to_toast(self) -> None:
        """The news still told, moved off a line it would not be seen on."""
        self.app.notify(" ".join(self.news), timeout=NEWS_S)
        self._news_told()

    def _draw_message(self) -> None:
        """The message of the last move or key, else the seat news: a move clears the
        message, and the news stays its time under it."""
        if self.message:
            line = Text(self.message, style=f"bold {self._message_colour}")
        else:
            line = Text(" ".join(self.news), style=f"bold {NEWS_COLOUR}")
        set_text(self.query_one("#message", Static), line)

    # ---------------------------------------------------------- actions
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not super().check_action(action, parameters):
            return False
        if action in ("undo", "hint", "marriage") and self._resting():
            return False  # a dealer who sits out has nothing to do until the next hand
        if action == "undo":  # hidden where there is never any; where there is, it says why not yet
            return self.session.undo_offered
        if action == "hint":
            return True if self.sixtysix.settings.hints and self._my_turn() else None
        if action == "marriage":
            # Hidden where the rules have no marriages; else always on, even without a
            # marriage or a turn, so m says why not (as x does).
            return self.session.rules.marriages_allowed
        return True

    def _resting(self) -> bool:
        s = self.session
        return self.shown is not None and not s.hand_over and sits_out(s.view(self.shown), self.shown)

    def _my_turn(self) -> bool:
        s = self.session
        return not s.hand_over and s.human_to_move and s.to_move == self.shown

    def _legal(self) -> tuple[str, ...]:
        if not self._my_turn():
            return ()
        return self.session.view(self.shown).legal_actions  # type: ignore[arg-type]

    def action_card(self, index: int) -> None:
        if not self._my_turn():
            self.say(_("Wait for your turn."), error=True)
            return
        cards = self.query_one(HandView).cards
        if index >= len(cards):
            self.say(_("You have no card numbered {n}.", n=index + 1), error=True)
            return
        self._card_chosen(cards[index])

    @on(CardView.Chosen)
    def _card_clicked(self, event: CardView.Chosen) -> None:
        if event.card in self.query_one(HandView).cards and self._my_turn():
            self._card_chosen(event.card)

    def _card_chosen(self, c: int) -> None:
        if self.choosing_marriage:
            suit = "CDHS"[c >> 3]
            if f"announce {suit}" in self._legal():
                self._apply(f"announce {suit}")
                return
            self.choosing_marriage = False
        self._apply(f"play {CARD_STR[c]}")

    def action_marriage(self) -> None:
        announces = [a for a in self._legal() if a.startswith("announce")]
        if not announces:
            self.say(self._no_marriage_reason(), error=True)
        elif len(announces) == 1:
            self._apply(announces[0])
        else:
            self.choosing_marriage = True
            self.say(_("Which marriage? Press the key of its king or queen."))

    def _no_marriage_reason(self) -> str:
        if not self._my_turn():
            return _("Wait for your turn.")
        # Every condition but the cards is the same for each suit, so one suit's refusal
        # tells it, unless the cards are what is missing.
        refusal = self.session.refusal("announce C")
        if refusal.code == "marriage_cards":  # asked of one suit: no suit has the pair
            return _("You hold no king and queen of one suit.")
        return word_refusal(refusal, self.sixtysix.card_style)

    @on(Button.Pressed, ".act")
    def _button(self, event: Button.Pressed) -> None:
        action = event.button.name or ""
        if action.startswith("announce "):
            if action in self._legal():
                self._apply(action)
        else:
            self.action_act(action)

    def action_act(self, action: str) -> None:
        if not self._my_turn():
            return
        if action not in self._legal():
            if action == "draw":
                return  # Enter outside a draw does nothing: no scolding for a habit key
            self.say(word_refusal(self.session.refusal(action), self.sixtysix.card_style), error=True)
            return
        view = self.session.view(self.shown)  # type: ignore[arg-type]
        shown = self.sixtysix.show_points(self.session.rules)
        asked = asked_first(view, action, self.session.names, shown)
        if asked is not None:
            yes = _("Close") if action == "close" else _("Declare")
            # A wrong claim loses the hand at once, so Enter (a habit key) keeps playing and
            # y claims; a player counting without shown points misclaimed with d and Enter.
            dialog = ConfirmScreen("\n".join(asked), yes, _("Keep playing"), action == "close")
            self.app.push_screen(dialog, self._confirmed(action))
            return
        self._apply(action)

    def _confirmed(self, action: str) -> Callable[[bool | None], None]:
        def answer(yes: bool | None) -> None:
            if yes and self._my_turn() and action in self._legal():
                self._apply(action)
            elif not yes:  # said, since Enter on the question keeps playing without a word
                self.say(_("Not closed: play on.") if action == "close" else _("Not declared: play on."))

        return answer

    def action_hint(self) -> None:
        if not (self.sixtysix.settings.hints and self._my_turn()):
            return
        self.say(_("Looking for a hint…"))
        self.find_hint(self._turn, self.session.view(self.shown))  # type: ignore[arg-type]

    def action_bot_now(self) -> None:
        """The host lets a computer player take the seat of someone who dropped."""
        replace = getattr(self.session, "replace_now", None)
        if replace is not None and getattr(self.session, "can_replace", False):
            replace()

    def action_undo_refused(self) -> None:
        if not self.session.undo_offered:  # else undo is only resting (a dealer sitting out)
            self.say(_("Moves are not taken back at a table where other people play too."), error=True)

    def action_undo(self) -> None:
        s = self.session
        if not s.can_undo:
            if s.undo_offered and s.match_over:  # kept as it ended (its score on its way)
                self.say(_("The match is over: its moves stay as they were played."), error=True)
            elif s.undo_offered:  # the key is there: say why it does nothing now
                self.say(_("Nothing to undo: undo goes back as far as this hand's deal."), error=True)
            else:
                self.say(_("Nothing to undo."), error=True)
            return
        s.undo()
        # The log as it stood before the move taken back: its last moves, not a word
        # that would sit among them as if it were one.
        self.events = self._recent_moves()
        self.choosing_marriage = False
        self.advance()
        self.say(_("Undone."))

    def action_help(self) -> None:
        from .help import HelpScreen

        self.app.push_screen(HelpScreen(self.session.rules))

    def action_settings(self) -> None:
        from .settings import SettingsScreen

        self.app.push_screen(SettingsScreen())  # the table draws itself again when it is back on top

    def _score_again(self) -> None:
        self._scored -= 1
        self._show_scoring()

    def action_leave(self) -> None:
        self._ask_to_leave()

    def _ask_to_leave(self, on_stay: Callable[[], object] | None = None) -> None:
        s = self.session
        if s.closed is not None:  # the table is gone: nothing to ask
            self._leave_confirmed(True)
            return
        if s.drives_bots:  # a match on this machine, saved after every move
            question, leave = _("Leave the table? The match is saved: resume it from the lobby."), _("Leave")
        elif s.hosting:  # the LAN host: leaving closes the table
            question, leave = _("Close the table? The match ends for everybody at it."), _("Close the table")
        else:  # a joined player: the seat's token goes, the seat opens (``Table.vacate``)
            question, leave = _(_LEAVE_JOINED), _("Leave")
        # At a LAN table the safe answer comes first: q then Enter had ended the match for all.
        self.app.push_screen(
            ConfirmScreen(question, leave, _("Stay"), default_yes=s.drives_bots),
            partial(self._leave_confirmed, on_stay=on_stay),
        )

    def _leave_confirmed(self, yes: bool | None, on_stay: Callable[[], object] | None = None) -> None:
        if yes:
            self._turn += 1  # a bot still thinking must not play into a closed table
            self.dismiss("lobby")
        elif on_stay is not None:
            on_stay()


def _legal_cards(view: PlayerView) -> list[int]:
    return [CARD_STR.index(a[5:]) for a in view.legal_actions if a.startswith("play ")]
