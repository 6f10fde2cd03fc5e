"""The game's words in the player's language: suits, ranks, cards, actions, results.

Suits and ranks need grammatical cases in Russian and Ukrainian («король
червей», «сыграть короля червей», «ходить королём»), so they come from the
tables here rather than from the message catalogs.  ``Inflected`` carries
every case of a word into a catalog sentence, which picks one with a format
spec: ``"Сыграть {card:acc}"``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.actions import ANNOUNCE, PLAY, ActionError, parse_action
from engine.bots.hints import percents
from engine.result import HandResult
from engine.rules import Rules
from engine.view import PlayerView

from . import N_, _, _n, get_language

CASES = ("nom", "gen", "acc", "ins")


@dataclass(frozen=True)
class Inflected:
    """A word in every case; ``format(word, "acc")`` is its accusative."""

    forms: Mapping[str, str]

    def __format__(self, spec: str) -> str:
        case = spec or "nom"
        if case not in self.forms:
            raise ValueError(f"no {case!r} form of {self.forms['nom']!r}")
        return self.forms[case]

    def __str__(self) -> str:
        return self.forms["nom"]


def _cases(*forms: str) -> dict[str, str]:
    return dict(zip(CASES, forms))


# Ranks in engine order A T K Q J 9 8 7: nominative, genitive, accusative, instrumental.
_RANKS: dict[str, tuple[dict[str, str], ...]] = {
    "en": tuple(_cases(w, w, w, w) for w in ("ace", "ten", "king", "queen", "jack", "nine", "eight", "seven")),
    "ru": (
        _cases("туз", "туза", "туза", "тузом"),
        _cases("десятка", "десятки", "десятку", "десяткой"),
        _cases("король", "короля", "короля", "королём"),
        _cases("дама", "дамы", "даму", "дамой"),
        _cases("валет", "валета", "валета", "валетом"),
        _cases("девятка", "девятки", "девятку", "девяткой"),
        _cases("восьмёрка", "восьмёрки", "восьмёрку", "восьмёркой"),
        _cases("семёрка", "семёрки", "семёрку", "семёркой"),
    ),
    "uk": (
        _cases("туз", "туза", "туза", "тузом"),
        _cases("десятка", "десятки", "десятку", "десяткою"),
        _cases("король", "короля", "короля", "королем"),
        _cases("дама", "дами", "даму", "дамою"),
        _cases("валет", "валета", "валета", "валетом"),
        _cases("дев’ятка", "дев’ятки", "дев’ятку", "дев’яткою"),
        _cases("вісімка", "вісімки", "вісімку", "вісімкою"),
        _cases("сімка", "сімки", "сімку", "сімкою"),
    ),
}

# Suits in engine order C D H S: the plural name and its genitive («король червей»).
_SUITS: dict[str, tuple[dict[str, str], ...]] = {
    "en": tuple({"nom": w, "gen": w} for w in ("clubs", "diamonds", "hearts", "spades")),
    "ru": (
        {"nom": "трефы", "gen": "треф"},
        {"nom": "бубны", "gen": "бубен"},
        {"nom": "черви", "gen": "червей"},
        {"nom": "пики", "gen": "пик"},
    ),
    "uk": (
        {"nom": "трефи", "gen": "треф"},
        {"nom": "бубни", "gen": "бубон"},
        {"nom": "чирви", "gen": "чирв"},
        {"nom": "піки", "gen": "пік"},
    ),
}

# The card swapped for the turned-up trump card: the trump nine, or the trump jack (Schnapsen).
_EXCHANGE_CARD: dict[str, dict[str, dict[str, str]]] = {
    "en": {"9": _cases(*["nine of trumps"] * 4), "J": _cases(*["jack of trumps"] * 4)},
    "ru": {
        "9": _cases("козырная девятка", "козырной девятки", "козырную девятку", "козырной девяткой"),
        "J": _cases("козырный валет", "козырного валета", "козырного валета", "козырным валетом"),
    },
    "uk": {
        "9": _cases("козирна дев’ятка", "козирної дев’ятки", "козирну дев’ятку", "козирною дев’яткою"),
        "J": _cases("козирний валет", "козирного валета", "козирного валета", "козирним валетом"),
    },
}


def _lang(lang: str | None) -> str:
    code = lang or get_language()
    return code if code in _RANKS else "en"


def rank_word(rank_index: int, lang: str | None = None) -> Inflected:
    return Inflected(_RANKS[_lang(lang)][rank_index])


def suit_word(suit_index: int, lang: str | None = None) -> Inflected:
    return Inflected(_SUITS[_lang(lang)][suit_index])


def rank_name(rank_index: int, lang: str | None = None, case: str = "nom") -> str:
    """``rank_index`` as in engine.cards (0 ace .. 7 seven): "king", «король»."""
    return format(rank_word(rank_index, lang), case)


def suit_name(suit_index: int, lang: str | None = None, case: str = "nom") -> str:
    """``suit_index`` 0-3 (C D H S): "hearts", «черви»; case "gen": «червей», «чирв»."""
    return format(suit_word(suit_index, lang), case)


def card_word(card_int: int, lang: str | None = None) -> Inflected:
    code = _lang(lang)
    rank = _RANKS[code][card_int & 7]
    suit = _SUITS[code][card_int >> 3]["gen"]
    if code == "en":
        return Inflected({c: f"{rank[c]} of {suit}" for c in CASES})
    return Inflected({c: f"{rank[c]} {suit}" for c in CASES})


def card_name(card_int: int, lang: str | None = None, case: str = "nom") -> str:
    """The card's name: "king of hearts", «король червей», «король чирв»; case "acc": «короля червей»."""
    return format(card_word(card_int, lang), case)


def exchange_card_word(exchange_card: str = "9", lang: str | None = None) -> Inflected:
    """The trump nine (or jack, ``Rules.exchange_card``) in every case."""
    return Inflected(_EXCHANGE_CARD[_lang(lang)][exchange_card])


# ---------------------------------------------------------------- counts
def points_text(n: int, lang: str | None = None) -> str:
    """Card points: "5 points", «5 очков», «5 очок»."""
    return _n("{n} point", "{n} points", n, lang=lang)


def game_points_text(n: int, lang: str | None = None) -> str:
    """Game points, the 1-3 a hand is worth: «2 партийных очка»."""
    return _n("{n} game point", "{n} game points", n, lang=lang)


def game_points_fraction(x: float, lang: str | None = None) -> str:
    """An average of game points, to one decimal: "0.4 game points", «0,4 партийного очка»
    (a fraction takes the genitive singular in Russian and Ukrainian)."""
    number = f"{math.floor(x * 10 + 0.5) / 10:.1f}"  # 0.25 is 0.3, as a person rounds (format gives 0.2)
    if (lang or get_language()) != "en":
        number = number.replace(".", ",")
    return _("{x} game points", x=number, lang=lang)


def chances_text(a: float, b: float, lang: str | None = None) -> tuple[str, str]:
    """Two chances of winning, as ``hints.percents`` gives them, with the language's
    decimal mark: «64,3%»."""
    pair = percents(a, b)
    return pair if (lang or get_language()) == "en" else (pair[0].replace(".", ","), pair[1].replace(".", ","))


def possible_deals_text(n: int, lang: str | None = None) -> str:
    """What a search looked at: "150 possible deals", «150 возможных раскладов»."""
    return _n("{n} possible deal", "{n} possible deals", n, lang=lang)


def tricks_text(n: int, lang: str | None = None) -> str:
    return _n("{n} trick", "{n} tricks", n, lang=lang)


def tricks_label(n: int, partnerships: bool) -> str:
    """A seat's line of tricks taken: a partnership's are both partners' (the scoring
    counts them so), which the words say, or every seat of four reads the same count."""
    if partnerships:
        return _("side's tricks: {n}", n=n)
    return _("tricks: {n}", n=n)


def cards_text(n: int, lang: str | None = None) -> str:
    return _n("{n} card", "{n} cards", n, lang=lang)


# ---------------------------------------------------------------- actions
_ACTIONS = {
    "exchange": N_("Exchange the {card}"),
    "close": N_("Close the stock"),
    "draw": N_("Draw from the stock"),
    "pass": N_("Keep my cards"),
    "declare": N_("Declare 66"),
}


def action_label(action: str, lang: str | None = None, trump: int | None = None, exchange_card: str = "9") -> str:
    """A notation action (``"play KH"``, ``"announce H"``, ``"close"``...) as a button says it.

    With ``trump`` (a suit index) a marriage shows its value, 20 or 40; ``exchange_card``
    is ``Rules.exchange_card``.  Text that is not an action comes back unchanged.
    """
    try:
        kind, arg = parse_action(action)
    except ActionError:
        return action
    if kind == PLAY:
        return _("Play the {card}", lang=lang, card=card_word(arg, lang))
    if kind == ANNOUNCE:
        suit = suit_word(arg, lang)
        if trump is None:
            return _("Announce the marriage in {suit}", lang=lang, suit=suit)
        if arg == trump:
            return _("Announce the marriage in {suit}: 40", lang=lang, suit=suit)
        return _("Announce the marriage in {suit}: 20", lang=lang, suit=suit)
    name = action.strip().lower()
    return _(_ACTIONS[name], lang=lang, card=exchange_card_word(exchange_card, lang))


# ---------------------------------------------------------------- bots and presets
_LEVELS = {
    "random": N_("Random"),
    "easy": N_("Easy"),
    "medium": N_("Medium"),
    "hard": N_("Hard"),  # as --vs hard and the README name it
    "expert": N_("Expert"),
}

_PRESET_TITLES = {
    "classic": N_("Classic"),
    "zone": N_("Modern online"),
    "russian": N_("Old Russian"),
    "ukrainian": N_("Ukrainian"),
    "three": N_("Three players"),
    "three_sitout": N_("Three players, dealer sits out"),
    "four": N_("Four players, 32 cards"),
    "four24": N_("Four players, 24 cards"),
    "schnapsen": N_("Schnapsen"),
    "santase": N_("Santase"),
}

_PRESET_SOURCES = {
    "classic": N_("The usual modern rules: Pagat and the Russian and English rule books where they agree."),
    "zone": N_("The modern Russian rules of the cardgames.zone page, as written there."),
    "russian": N_("The old Russian rule books: a match to 8, 66 ends the hand at once."),
    "ukrainian": N_("The Ukrainian rules for two players: a match to 8, a close worth 3 (2 if beaten to 66)."),
    "three": N_("The Ukrainian «66 на трьох»: everyone plays, 8 cards each, no stock."),
    "three_sitout": N_("Pagat's three-player form: the dealer sits out each hand (a reconstruction)."),
    "four": N_("Hoyle and Bicycle «Four-Hand Sixty-Six»: two against two with 32 cards."),
    "four24": N_("The Russian «двое на двое»: two against two with the 24-card pack."),
    "schnapsen": N_("The Austrian Schnapsen: 20 cards, the trump jack is exchanged."),
    "santase": N_("The Bulgarian Santase: a match to 11."),
}


def level_name(level: str, lang: str | None = None) -> str:
    """A bot level (random, easy, medium, hard, expert) by its name on screen."""
    text = _LEVELS.get(level.split(":")[0])
    return level if text is None else _(text, lang=lang)


def preset_title(name: str, lang: str | None = None) -> str:
    text = _PRESET_TITLES.get(name)
    return name if text is None else _(text, lang=lang)


def preset_source(name: str, lang: str | None = None) -> str:
    """One line: which rules the preset follows (rules.md §10)."""
    text = _PRESET_SOURCES.get(name)
    return "" if text is None else _(text, lang=lang)


# ---------------------------------------------------------------- hand results
_CAUSES = {
    "declared": N_("66 declared"),
    "wrong_declaration": N_("A wrong declaration: fewer than 66 points"),
    "played_out": N_("All the cards are played"),
    "closed_success": N_("The stock was closed and the closer made 66"),
    "closed_failure": N_("The stock was closed and the closer did not make 66"),
    "beaten_closer": N_("The stock was closed, but the other side made 66 first"),
    "renege": N_("A renege: a card played against the rules"),
}
# Who closed, where the caller knows: a player who closed and lost had read "the other
# side made 66 first" as being about the computer.
_CLOSED_BY = {
    "closed_success": N_("The stock was closed by {closer}, who made 66"),
    "closed_failure": N_("The stock was closed by {closer}, who did not make 66"),
    "beaten_closer": N_("The stock was closed by {closer}, but the other side made 66 first"),
}
# Who declared, where the caller knows, and with how many points: in three hands, or for
# a reader of the record, "a wrong declaration" alone did not say whose it was.
_WRONG_BY = N_("A wrong declaration by {claimer}, with {points}")
_REACHED = N_("66 reached")  # "declared" where the rules end the hand at 66 by themselves
# A hand played out that its winner did not win on points alone (rules §2.10, E14): a
# player with 92 who reads "All the cards are played: Boris (78) wins" needs the rule.
_LAST_TRICK_DECIDES = N_("All the cards are played, and the last trick decides")
# Two sides (two players, or two partnerships), or three players: (last trick, higher
# total, neither told apart).
_OVER_66 = {
    False: (
        N_("All the cards are played; both sides have 66 or more, and the last trick decides"),
        N_("All the cards are played; both sides have 66 or more, and the one with more points wins"),
        N_("All the cards are played, and both sides have 66 or more"),
    ),
    True: (
        N_("All the cards are played; more than one player has 66 or more, and the last trick decides"),
        N_("All the cards are played; more than one player has 66 or more, and the one with more points wins"),
        N_("All the cards are played, and more than one player has 66 or more"),
    ),
}
_SHOW_POINTS = ("declared", "played_out", "closed_success", "beaten_closer")


def join_names(names: Sequence[str], lang: str | None = None) -> str:
    """Names as a list says them: "Ann", "Ann and Bob", "Ann, Bob and Cy"."""
    if len(names) < 2:
        return "".join(names)
    return _("{first} and {second}", lang=lang, first=", ".join(names[:-1]), second=names[-1])


def trump_holder(view: PlayerView, names: Sequence[str]) -> str | None:
    """Who holds the turned trump card where there is no stock ("held by Anna", "in your
    hand"), while the dealer still does; None otherwise."""
    if not view.dealer_holds_trump_card:
        return None
    return _("in your hand") if view.dealer == view.seat else _("held by {name}", name=names[view.dealer])


def match_won_text(names: Sequence[str], winner: int, partnerships: bool) -> str:
    """The match's end in words: "Ann wins the match!", or for a partnership (``winner``
    its lower seat) "Ann and Cy win the match!", in the plural as the hand's result."""
    if partnerships:
        return _("{who} win the match!", who=join_names([names[winner % 2], names[winner % 2 + 2]]))
    return _("{name} wins the match!", name=names[winner])


def automatic_66(rules: Rules) -> bool:
    """Whether 66 ends a hand by itself under ``rules``: its result is then "66 reached",
    as nobody declared anything."""
    return rules.declaration_mode == "automatic"


def _played_out_cause(result: HandResult, rules: Rules) -> str:
    """Why a hand played out went to its winner: the points, or the rule that decided
    (``scoring.played_out``), where the result alone tells which: a winner with fewer
    points than another side past 66 took the last trick, one with more won on them."""
    if rules.played_out_resolution == "last_trick_wins":
        return _LAST_TRICK_DECIDES
    winners = {i for i, s in enumerate(result.scores) if s > 0} | {result.winner}
    others = [pts for i, pts in enumerate(result.points) if i not in winners and pts >= 66]
    if not others:
        return _CAUSES["played_out"]
    last_trick, more_points, neither = _OVER_66[rules.players == 3]
    mine = result.points[result.winner]
    if rules.both_66_at_end == "last_trick_winner" and mine < max(others):
        return last_trick
    if rules.both_66_at_end == "higher_total" and mine > max(others):
        return more_points
    # Equal totals (the last trick, or the lower seat, breaks the tie), or a winner with
    # more points where the last trick may have decided as well.
    return neither


def reason_text(
    result: HandResult,
    names: Sequence[str],
    lang: str | None = None,
    automatic: bool = False,
    rules: Rules | None = None,
    closer: int | None = None,
    claimer: int | None = None,
) -> str:
    """One sentence: why the hand ended and what it was worth (names by seat).
    ``automatic``: 66 ends the hand by itself under these rules, so nobody declared it.
    ``rules``: the hand's, which say how a hand played out with two sides past 66 (or
    with the last trick deciding) went to its winner.  ``closer``: the seat that closed
    the stock (the hand's ``closer``), named where the hand ended on the close.
    ``claimer``: the seat that declared 66, named where the declaration was wrong."""
    reason = result.reason
    if reason == "unfinished":
        return _("The hand was not finished, and nobody scores.", lang=lang)
    if result.winner is None:
        if any(p >= 66 for p in result.points):
            said = _("Both sides have 66 or more: the hand is replayed, and nobody scores.", lang=lang)
        else:
            said = _("A drawn hand: nobody made 66, and nobody scores.", lang=lang)
        if rules is not None and rules.drawn_hand_carry != "none":
            said += " " + _("The side that wins the next hand gets 1 game point more for it.", lang=lang)
        return said
    seats = [i for i, s in enumerate(result.scores) if s > 0] or [result.winner]
    who = join_names([names[i] for i in seats], lang)
    gain = game_points_text(result.game_points, lang)
    if reason in _SHOW_POINTS:
        who = _("{who} ({points})", lang=lang, who=who, points=points_text(result.points[result.winner], lang))
    if len(seats) == 1:
        outcome = _("{who} wins {gain}", lang=lang, who=who, gain=gain)
    elif len(result.scores) == 4:
        outcome = _("{who} win {gain}", lang=lang, who=who, gain=gain)
    else:
        outcome = _("{who} win {gain} each", lang=lang, who=who, gain=gain)
    cause = _REACHED if automatic and reason == "declared" else _CAUSES.get(reason)
    if reason == "played_out" and rules is not None:
        cause = _played_out_cause(result, rules)
    if cause is None:
        return _("{outcome}.", lang=lang, outcome=outcome)
    if reason in _CLOSED_BY and closer is not None and 0 <= closer < len(names):
        said = _(_CLOSED_BY[reason], lang=lang, closer=names[closer])
    elif reason == "wrong_declaration" and claimer is not None and 0 <= claimer < len(names):
        points = points_text(result.points[claimer], lang)
        said = _(_WRONG_BY, lang=lang, claimer=names[claimer], points=points)
    else:
        said = _(cause, lang=lang)
    return _("{cause}: {outcome}.", lang=lang, cause=said, outcome=outcome)


def hand_ending(
    result: HandResult, names: Sequence[str], rules: Rules, closer: int | None, history: Sequence[str] = ()
) -> str:
    """``reason_text`` for a hand played under ``rules`` whose stock ``closer`` closed
    (-1 or None: nobody), its moves ``history`` (the engine's, "1 declare"): the score
    screen's, the plain-text game's, the match story's."""
    automatic = automatic_66(rules)
    return reason_text(result, names, automatic=automatic, rules=rules, closer=closer, claimer=declarer(history))


def declarer(history: Sequence[str]) -> int | None:
    """The seat whose declaration ended a hand of these moves; None if none did."""
    if not history:
        return None
    seat, _sep, action = history[-1].partition(" ")
    return int(seat) if action == "declare" and seat.isdigit() else None


__all__ = [
    "Inflected",
    "action_label",
    "automatic_66",
    "card_name",
    "card_word",
    "cards_text",
    "chances_text",
    "exchange_card_word",
    "game_points_text",
    "hand_ending",
    "join_names",
    "level_name",
    "points_text",
    "preset_source",
    "preset_title",
    "rank_name",
    "rank_word",
    "reason_text",
    "suit_name",
    "suit_word",
    "tricks_label",
    "tricks_text",
]
