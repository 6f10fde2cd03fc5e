"""The Textual app: settings, the screens' flow, autosave, the command palette."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING, Any

from textual import work
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.events import Event, Key, Resize
from textual.screen import Screen
from textual.widgets import Input, TextArea

from .i18n import N_, _, set_language
from .keys import latin_key, localize_bindings
from .paths import save_path
from .settings import BOT_LEVEL_NAMES, Settings, load_settings, save_settings, show_running_points
from .widgets.cardface import CardStyle
from .widgets.notice import MIN_SIZE, TooSmallNotice

if TYPE_CHECKING:
    from engine.rules import Rules

    from .archive import PastMatch
    from .session import GameSession, SeatSpec
    from .slot import Said

MIN_WIDTH, MIN_HEIGHT = MIN_SIZE


def _level_kept(seat: SeatSpec) -> str:
    """The level a seat is remembered by for the next new game: a computer's ("hard" for
    ``hard:ms=500``), "" for a person."""
    if seat.kind != "bot":
        return ""
    level = seat.bot_spec.partition(":")[0]
    return level if level in BOT_LEVEL_NAMES else "medium"


@dataclass(frozen=True)
class StartSpec:
    """``sixtysix play ...``: go straight to the table with these seats."""

    rules: Rules
    seats: tuple[SeatSpec, ...]
    preset_name: str
    seed: int | None = None


class SixtySixApp(App[None]):
    CSS_PATH = "app.tcss"
    TITLE = "Sixty-Six"
    BINDINGS = [
        Binding("ctrl+q", "quit", "Quit", show=False, priority=True),
        # Textual's own palette key, with words that follow the language (see keys.py).
        Binding(
            "ctrl+p",
            "command_palette",
            N_("commands"),
            show=False,
            priority=True,
            tooltip=N_("Hint, undo, rules, settings and more"),
        ),
    ]

    def __init__(
        self,
        settings: Settings | None = None,
        start: StartSpec | None = None,
        autosave: bool = True,
        no_discovery: bool = False,
        lan: str | None = None,
        notice: str | None = None,
        resume: bool = False,
    ) -> None:
        super().__init__()
        self.notice = notice  # a sentence for the player once the lobby is up (settings set aside)
        self.settings = settings if settings is not None else load_settings()
        set_language(self.settings.language)
        localize_bindings(self)
        self.start = start
        self.autosave = autosave
        self.no_discovery = no_discovery  # with SIXTYSIX_DISCOVERY=off: never look for or announce tables
        self.start_lan = lan  # "host" or "resume": ``sixtysix host [--resume]`` starts there
        self.start_saved = resume  # ``sixtysix play --resume``: straight to the saved match
        # The rules of the match this run started last (``offered_preset``).
        self.start_preset = start.preset_name if start else ""
        self.start_names: list[str] = []
        self.session: GameSession | None = None
        from .slot import Autosave, SlotLock

        self._saver = Autosave()  # saves every change, keeps the finished match (slot.py)
        self._slot = SlotLock()  # held while a local match is at its table
        self.hosted: Any = None  # the LAN table this app hosts, if any

    # ------------------------------------------------------------ settings
    @property
    def card_style(self) -> CardStyle:
        st = self.settings
        return CardStyle(st.language, st.card_style == "symbols", st.four_colour)

    def show_points(self, rules: Rules) -> bool:
        return show_running_points(self.settings, rules)

    def apply_settings(self, settings: Settings) -> None:
        self.settings = settings
        set_language(settings.language)
        localize_bindings(self)
        if settings.theme != self.theme and settings.theme in self.available_themes:
            self.theme = settings.theme
        problem = save_settings(settings)
        if problem:
            self.notify(problem, severity="warning")

    def remember_name(self, name: str) -> None:
        """The name a player typed for themselves, offered again next time."""
        if name and name != self.settings.player_name:
            self._remember(replace(self.settings, player_name=name))

    def remember_host(self, address: str) -> None:
        """The LAN table last joined ("host:port"), offered again by the join form."""
        if address != self.settings.last_host:
            self._remember(replace(self.settings, last_host=address))

    def _remember(self, settings: Settings) -> None:
        self.settings = settings
        problem = save_settings(settings)
        if problem:
            self.notify(problem, severity="warning")

    # ---------------------------------------------------------------- flow
    def on_mount(self) -> None:
        if self.settings.theme != self.theme and self.settings.theme in self.available_themes:
            self.theme = self.settings.theme
        from .screens.lobby import LobbyScreen

        self.push_screen(LobbyScreen())
        if self.notice:
            self.notify(self.notice, severity="warning", timeout=15)
        self._report_bad_save()
        if self.start is not None:
            self._start_asked(self.start)
        elif self.start_saved:
            self.resume_match()
        elif self.start_lan == "resume":
            self.resume_hosted()
        elif self.start_lan == "host":
            from .screens.new_game import NewGameScreen

            self.push_screen(NewGameScreen("host"))
        self.check_size()

    def on_unmount(self) -> None:
        # The program ends here, which would drop the locks anyway; a test's app does not.
        self._slot.release()
        if self.hosted is not None and self.hosted.lock is not None:
            self.hosted.lock.release()

    def _report_bad_save(self) -> None:
        if not save_path().exists():
            return
        from . import saves

        loaded = saves.load_save()
        if loaded.message:
            self.notify(loaded.message, severity="error", timeout=15)

    def start_match(self, rules: Rules, seats: list[SeatSpec], preset_name: str, seed: int | None = None) -> None:
        from .session import GameSession

        self.start_names = [s.name for s in seats]
        self.start_preset = preset_name
        try:  # before the saved match makes room: a match that cannot start leaves it be
            session = GameSession(rules, seats, seed=seed, preset_name=preset_name)
        except ValueError as e:
            self.notify(_("The match cannot start: {error}", error=e), severity="error", timeout=15)
            self._slot.release()  # held if `sixtysix play` asked first; no table holds it now
            return
        news = None
        if self.autosave:
            if not self._hold_the_slot():
                return
            news = self._keep_the_saved_match().notice
        self._remember_new_game(preset_name, [_level_kept(s) for s in seats])
        self._open_table(session, news)

    def offered_preset(self) -> str:
        """The rules a new game, or the lobby's rules pages, begin with: the last match's
        of this run, else of the last run (the settings keep them), else classic."""
        from engine.rules import PRESETS  # only now: the first screen does without the engine

        for name in (self.start_preset, self.settings.last_preset):
            if name in PRESETS:
                return name
        return "classic"

    def _remember_new_game(self, preset_name: str, levels: list[str] | None = None) -> None:
        """The rules (and, for a local match, the computer levels) of a match that started,
        offered again by the next New game."""
        levels = self.settings.last_levels if levels is None else levels
        if (preset_name, levels) != (self.settings.last_preset, self.settings.last_levels):
            self._remember(replace(self.settings, last_preset=preset_name, last_levels=levels))

    def _start_asked(self, spec: StartSpec) -> None:
        """``sixtysix play``: the match, after asking, as the New game form asks, whether it
        may take the place of a saved match that is not finished; no leaves the lobby,
        whose Resume goes on with that one."""
        from .slot import replacing_question

        def start() -> None:
            self.start_match(spec.rules, list(spec.seats), spec.preset_name, spec.seed)

        if self.autosave and not self._hold_the_slot():
            return  # played in another window: said, and nothing to ask
        self._ask_for_the_slot(replacing_question() if self.autosave else None, _("Start the new match"), start)

    def _ask_for_the_slot(self, question: str | None, take: str, go: Callable[[], None]) -> None:
        """``go`` at once, or once ``question`` (whether a match may take the place of the
        one saved) is answered ``take``; Back lets the slot go, the saved match staying in
        it (the lobby's Resume goes on with it; meanwhile another window may)."""
        from .screens.dialogs import ConfirmScreen

        if question is None:
            go()
            return

        def answered(yes: bool | None) -> None:
            if yes:
                go()
            else:
                self._slot.release()

        self.push_screen(ConfirmScreen(question, take, _("Back"), default_yes=False), answered)

    def resume_kept(self, match: PastMatch) -> None:
        """An unfinished match from Past matches, back at the table and in the save slot;
        a match saved there is kept under Past matches first, after a question, as a new
        match keeps it.  Its file goes once the slot holds it."""
        from .archive import resume_kept
        from .session import SaveError
        from .slot import replacing_question

        if not self._hold_the_slot():
            return
        try:
            session = resume_kept(match)
        except SaveError as e:
            self.notify(_("This match cannot be resumed because {reason}.", reason=e.reason), severity="error")
            self._slot.release()
            return

        def resume() -> None:
            from . import saves

            news = None
            if self.autosave:
                said = self._keep_the_saved_match()
                kept, news = said.kept, said.notice
                problem = saves.write_save(session)
                if problem:  # not in the slot: its record stays where it is, and the saved one
                    if kept is not None:  # in the slot, kept once: not also under Past matches
                        with contextlib.suppress(OSError):
                            kept.unlink(missing_ok=True)
                    self.notify(problem, severity="error", timeout=15)
                    self._slot.release()
                    return
                try:
                    match.path.unlink(missing_ok=True)
                except OSError as e:
                    error = saves.os_reason(e)
                    self.notify(_("Its record could not be taken off Past matches: {error}.", error=error))
            self._open_table(session, news)

        question = replacing_question(resuming=True) if self.autosave else None
        self._ask_for_the_slot(question, _("Resume this match"), resume)

    def _keep_the_saved_match(self) -> Said:
        """A new match takes the one save slot: the match in it is kept under Past matches,
        unfinished, rather than overwritten (``slot.make_room``).  A problem is said here;
        the notice that all went well is the new table's to say."""
        from .slot import make_room

        said = make_room()
        if said.problem:
            self.notify(said.problem, severity="error", timeout=15)
        return said

    def _hold_the_slot(self) -> bool:
        """False, said to the player, while another program plays a match in the slot."""
        problem = self._slot.take()
        if problem:
            self.notify(problem, severity="error", timeout=15)
        return problem is None

    def resume_match(self) -> None:
        from . import saves

        if self.autosave and not self._hold_the_slot():
            self.reopen_lobby()
            return
        loaded = saves.load_save()
        if loaded.message:
            self.notify(loaded.message, severity="error", timeout=15)
        if loaded.session is None:
            self._slot.release()
            self.reopen_lobby()
            return
        self._open_table(loaded.session)

    def _open_table(self, session: GameSession, news: str | None = None) -> None:
        """The table of ``session``, saved as it goes; ``news`` on its message line."""
        from .screens.table import TableScreen

        self.session = session
        if self.autosave:
            session.on_change = self._autosave
            self._autosave(session)
        self.push_screen(TableScreen(session, news), self._table_closed)

    # ------------------------------------------------------------------ LAN
    @work(exclusive=True, group="lan")
    async def host_table(self, rules: Rules, seats: list[SeatSpec], preset_name: str) -> None:
        from net.discovery import discovery_enabled

        from . import lan

        title = _("{name}'s table", name=seats[0].name)
        try:
            hosted = await lan.host_table(rules, seats, preset_name, title, discovery_enabled(self.no_discovery))
        except lan.TableBusy as e:
            self.notify(str(e), severity="error", timeout=15)
            return
        except OSError as e:
            from .saves import os_reason

            self.notify(_("Cannot open a LAN table: {error}", error=os_reason(e)) + ".", severity="error")
            return
        self.start_preset = preset_name
        self._remember_new_game(preset_name)
        self._hosted_ready(hosted)

    @work(exclusive=True, group="lan")
    async def resume_hosted(self) -> None:
        """``sixtysix host --resume``: the table this app hosted before it stopped."""
        from net.discovery import discovery_enabled

        from . import lan
        from .screens.lan_screens import resume_problem_sentence

        try:
            hosted = await lan.resume_hosted(discovery_enabled(self.no_discovery))
        except lan.ResumeProblem as e:
            self.notify(resume_problem_sentence(e), severity="error", timeout=15)
            self.reopen_lobby()  # without the offer, if the save was moved aside or is gone
            return
        self._hosted_ready(hosted)

    def _hosted_ready(self, hosted: Any) -> None:
        from . import lan
        from .net_session import HostControl, NetSession
        from .screens.lan_screens import WaitingRoomScreen

        self.hosted = hosted
        preset_name = hosted.advert.ad.preset if hosted.advert else hosted.table.rules.preset
        if self.autosave:
            hosted.host.on_match_over = lambda table, _result: self._keep_lan_match(table, preset_name)

        def start() -> NetSession:
            control = HostControl(hosted.host, hosted.table, lan.REPLACE_AFTER)
            return NetSession(hosted.player, preset_name, control)

        def close() -> Any:
            if self.autosave:
                self._keep_unfinished_lan_match(hosted.table, preset_name)
            return hosted.close()

        def done(session: NetSession | None) -> None:
            if session is not None:
                self._open_net_table(session, close)
            else:
                self.run_worker(hosted.close(), group="lan-close")

        if hosted.player.feed.view is not None:  # resumed mid-match
            done(start())
        else:
            self.push_screen(WaitingRoomScreen(hosted, start), done)

    def _keep_lan_match(self, table: Any, preset_name: str, record: dict[str, Any] | None = None) -> None:
        """The host keeps a finished LAN match as a local one is kept (``record``: another
        record of it than the whole match's)."""
        from .lan import kept_players
        from .net_session import shown_name

        seats = table.seats
        names = [shown_name(i, s.info()) for i, s in enumerate(seats)]
        players = kept_players(names, [s.kind for s in seats], 0, [s.level for s in seats])
        self._keep_record(record or table.match.to_record(), preset_name, players)

    def _keep_unfinished_lan_match(self, table: Any, preset_name: str) -> None:
        """The host closes the table before the match is over: the hands played to their
        end are kept, as a match left unfinished (it had been lost), as each joined seat
        keeps them.  Not the hand in play: its cards were never shown to the players."""
        match = table.match
        if match is None or match.is_over or not match.finished:
            return
        self._keep_lan_match(table, preset_name, match.to_record(hand_in_play=False))

    def _keep_record(self, record: dict[str, Any], preset_name: str, players: list[Any]) -> None:
        from .archive import keep_record

        problem = keep_record(record, preset_name, players)
        if problem:  # said from the app's own loop, not from the network task that got here
            self.call_later(self.notify, problem, severity="error")

    def await_first_deal(self, client: Any) -> None:
        """A joined client: to the table as soon as its first deal is there."""
        from .lan import leave_table
        from .net_session import NetSession
        from .screens.lan_screens import WaitingForDealScreen

        def leave(session: NetSession | None = None) -> Any:
            if session is not None:
                session.keep_unfinished()  # kept only where this seat saw every hand's deal
            return leave_table(client)

        def ready(session: NetSession | None) -> None:
            if session is not None:
                if self.autosave:
                    session.on_match_record = lambda record: self._keep_joined_match(session, record)
                self._open_net_table(session, partial(leave, session))
            else:
                self.run_worker(leave(), group="lan-close")

        if client.feed.view is not None:
            ready(NetSession(client))
        else:
            self.push_screen(WaitingForDealScreen(client.feed, lambda: NetSession(client)), ready)

    def _keep_joined_match(self, session: Any, record: dict[str, Any]) -> None:
        """A joined seat keeps a LAN match too, rebuilt from the deals the host revealed."""
        from .lan import kept_players

        infos = session.seat_infos
        players = kept_players(session.names, [i.kind for i in infos], session.seat, [i.level for i in infos])
        self._keep_record(record, session.preset_name, players)

    def _open_net_table(self, session: Any, closer: Any) -> None:
        from .screens.table import TableScreen

        def closed(_result: str | None) -> None:
            self.run_worker(closer(), group="lan-close")
            self.reopen_lobby()

        self.push_screen(TableScreen(session), closed)

    def _autosave(self, session: GameSession) -> None:
        problem = self._saver(session)
        if problem:
            self.notify(problem, severity="error")
        if session.match_over:
            # Kept under Past matches, and the slot emptied: nothing more of this match is
            # saved, so another window may start one while the score is read (the plain-text
            # game had been refused).  Nor may this session write to the slot again, which
            # would be over that window's match.
            session.on_change = None
            self._slot.release()

    def _table_closed(self, result: str | None) -> None:
        session, self.session = self.session, None
        if result == "again" and session is not None:  # a finished match: the same seats again
            # Over the lobby (not the New game form the match may have started from), which
            # Back or a refusal leaves: asked as a new game asks, since a match may have been
            # saved in the slot meanwhile.
            self.reopen_lobby()
            # From the app's own queue: this runs as the result of the screen that pushed the
            # table, which reopen_lobby has just removed, and the next table's result and
            # the question's answer would go back to it, never to be heard.
            self.call_next(self._start_asked, StartSpec(session.rules, tuple(session.seats), session.preset_name))
            return
        self._slot.release()  # the match is saved: another program may go on with it
        self.reopen_lobby()

    def reopen_lobby(self) -> None:
        """A fresh lobby (after a match, or in a new language)."""
        from .screens.lobby import LobbyScreen

        while len(self.screen_stack) > 1 and not isinstance(self.screen, LobbyScreen):
            self.pop_screen()
        if isinstance(self.screen, LobbyScreen):
            self.switch_screen(LobbyScreen())
        else:
            self.push_screen(LobbyScreen())

    async def action_quit(self) -> None:
        """Quitting mid-match asks first; the match is saved either way."""
        from .screens.dialogs import ConfirmScreen

        if isinstance(self.screen, ConfirmScreen):
            self._exit_keeping()
            return
        question = self._quit_question()
        if question is None:
            self._exit_keeping()
            return
        self.push_screen(ConfirmScreen(question, _("Quit"), _("Keep playing")), self._quit_confirmed)

    def _exit_keeping(self) -> None:
        """Exit; a joined LAN match whose host closed the table is kept first, unfinished,
        as leaving its table keeps it (quitting had skipped that)."""
        lan = self._lan_session()
        if lan is not None and lan.closed is not None:
            lan.keep_unfinished()
        self.exit()

    def _lan_session(self) -> Any | None:
        """The session of the LAN table on the screen stack (a ``NetSession``), if any."""
        from .screens.table import TableScreen

        tables = (s.session for s in self.screen_stack if isinstance(s, TableScreen))
        return next((t for t in tables if not t.drives_bots), None)

    def _quit_question(self) -> str | None:
        """What quitting now leaves behind, or None when nothing is in play."""
        lan = self._lan_session()
        if lan is not None and lan.closed is None:
            if lan.hosting:  # the host: its save stays
                return _("Quit the game? The table is saved: resume it from the lobby next time.")
            return _("Quit the game? Your seat is kept: join the table again to take it back.")
        session = self.session
        if session is None or session.match_over:
            return None
        return _("Quit the game? The match is saved: resume it from the lobby next time.")

    def _quit_confirmed(self, yes: bool | None) -> None:
        if yes:
            self._exit_keeping()

    # ------------------------------------------------------- small window
    async def on_event(self, event: Event) -> None:
        if isinstance(event, Key) and not event.is_forwarded:
            if self.too_small:
                # Under the "enlarge the window" notice no key may act on what cannot be
                # seen: the screens refused their own keys, but Enter still pressed the
                # focused button (a saved match resumed unseen) and q asked its question.
                # Ctrl+Q alone quits, without its question, which could not be seen: the
                # match, or the LAN table or seat, is kept as quitting keeps it.
                if event.key == "ctrl+q":
                    self._exit_keeping()
                return
            event = self._with_latin_key(event)
        await super().on_event(event)

    def _with_latin_key(self, event: Key) -> Key:
        """A key pressed with a Russian or Ukrainian layout switched on, as its Latin
        letter ("р" is h, the hint), since every binding is one; typing into a text
        field keeps the Cyrillic letter (a name), and so does a yes-or-no question."""
        latin = latin_key(event.character or "")
        if latin is None or isinstance(self.focused, (Input, TextArea)):
            return event
        from .screens.dialogs import ConfirmScreen

        if isinstance(self.screen, ConfirmScreen):
            return event  # «н», on the key of y, reads as «нет»: a question takes no twin
        return Key(latin, latin)

    def on_resize(self, event: Resize) -> None:
        self.check_size((event.size.width, event.size.height))

    def check_size(self, size: tuple[int, int] | None = None) -> None:
        """While the terminal is too small, every screen is covered by its "enlarge the
        window" notice (see ``AppScreen``) and takes no keys."""
        width, height = size or self.size
        small = width < MIN_WIDTH or height < MIN_HEIGHT
        changed = small != self.too_small
        self.set_class(small, "-too-small")
        for notice in self.screen.query(TooSmallNotice):
            notice.refresh()
        if changed:  # the footer shows the keys that act: none, then all again
            self.screen.refresh_bindings()

    @property
    def too_small(self) -> bool:
        return self.has_class("-too-small")

    # ------------------------------------------------------ command palette
    def action_command_palette(self) -> None:
        """Textual's palette, in the player's language."""
        from .widgets.palette import Palette

        # Textual's is_open looks at the top screen only; ctrl+q from the palette asks
        # first, over it, and a second palette there, with the first one's id, crashed.
        if self.use_command_palette and not any(isinstance(s, Palette) for s in self.screen_stack):
            self.push_screen(Palette())

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """This app's commands in the player's language.  Textual's own (Keys, Maximize,
        Screenshot, Theme, Quit) were in English whatever the language: the Footer shows
        the keys, Settings has the theme, and Quit is here in the player's words."""
        from .screens.table import TableScreen

        if isinstance(screen, TableScreen):
            yield SystemCommand(_("Hint"), _("Suggest a move"), partial(screen.action_hint))
            if screen.session.undo_offered:  # a LAN or hot-seat table has none: not "nothing to undo"
                yield SystemCommand(_("Undo"), _("Take back your last move"), partial(screen.action_undo))
            yield SystemCommand(_("Rules"), _("The rules of this game"), partial(screen.action_help))
            yield SystemCommand(_("Leave the table"), _("Back to the lobby"), partial(screen.action_leave))
        yield SystemCommand(_("Settings"), _("Language, cards, assists, theme"), self._open_settings)
        yield SystemCommand(_("Quit"), _("Close the app (during a match it asks first)"), self.action_quit)

    def _open_settings(self) -> None:
        from .screens.settings import SettingsScreen

        self.push_screen(SettingsScreen())


__all__ = ["MIN_HEIGHT", "MIN_WIDTH", "SixtySixApp", "StartSpec"]
