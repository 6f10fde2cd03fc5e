"""Translations: the API, card words and plurals, hand results, the rules help, catalog completeness."""

from __future__ import annotations

import ast
import dataclasses
import random
import re
import string
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len
from session_helpers import new_session

from engine.bots import BOT_LEVELS
from engine.cards import ACE, KING, NINE, QUEEN, TEN, card
from engine.result import REASONS, HandResult
from engine.rules import _CHOICES, PRESETS, Rules, make_rules, preset
from tui import i18n
from tui.i18n import LANGUAGES, _, _n, collect_missing, detect_language, plural_index, ru, uk
from tui.i18n.rules_help import rules_help
from tui.i18n.switches import SWITCH_TITLES, applies, describe
from tui.i18n.terms import (
    CASES,
    action_label,
    automatic_66,
    card_name,
    cards_text,
    declarer,
    game_points_fraction,
    game_points_text,
    hand_ending,
    level_name,
    points_text,
    preset_source,
    preset_title,
    rank_name,
    reason_text,
    suit_name,
    tricks_text,
)

TUI = Path(__file__).resolve().parent.parent / "tui"
SLAVIC = ("ru", "uk")
HEARTS, SPADES, CLUBS, DIAMONDS = 2, 3, 0, 1


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _translated(lang: str, fn: Any, *args: Any, **kwargs: Any) -> Any:
    """``fn(*args)``, asserting that nothing fell back to English."""
    with collect_missing() as missing:
        out = fn(*args, **kwargs)
    assert not missing, f"{lang}: untranslated {missing}"
    return out


# ------------------------------------------------------------------ the API
def test_languages() -> None:
    assert LANGUAGES == {"ru": "Русский", "uk": "Українська", "en": "English"}


def test_set_and_get_language() -> None:
    assert i18n.get_language() == "en"
    i18n.set_language("ru")
    assert i18n.get_language() == "ru"
    assert _("Close the stock") == "Закрыть колоду"
    assert _("Close the stock", lang="uk") == "Закрити колоду"
    i18n.set_language("ua")  # the usual mistake for Ukrainian
    assert i18n.get_language() == "uk"
    with pytest.raises(ValueError):
        i18n.set_language("de")


def test_fallback_to_english_and_format() -> None:
    i18n.set_language("ru")
    with collect_missing() as missing:
        assert _("No such text {x} here", x=5) == "No such text 5 here"
        assert _n("{n} widget", "{n} widgets", 2) == "2 widgets"
        assert _n("{n} widget", "{n} widgets", 1) == "1 widget"
    assert missing == [("ru", "No such text {x} here"), ("ru", "{n} widget"), ("ru", "{n} widget")]
    assert _("Sixty-Six: {title}", title="X") == "Шестьдесят шесть: X"
    assert _("Sixty-Six: {title}", lang="en", title="X") == "Sixty-Six: X"
    assert _("{n} to win") == "партия до {n}"  # no kwargs: no formatting


def test_detect_language() -> None:
    assert detect_language({"LANG": "uk_UA.UTF-8"}) == "uk"
    assert detect_language({"LC_ALL": "ru_RU.UTF-8", "LANG": "en_US.UTF-8"}) == "ru"
    assert detect_language({"LANGUAGE": "de:ru", "LANG": "en_US.UTF-8"}) == "ru"
    assert detect_language({"LANG": "C.UTF-8"}) == "en"
    assert detect_language({}) == "en"


@pytest.mark.parametrize(
    ("n", "form"),
    [(0, 2), (1, 0), (2, 1), (4, 1), (5, 2), (11, 2), (12, 2), (14, 2), (21, 0), (22, 1), (25, 2), (101, 0), (111, 2)],
)
def test_plural_index(n: int, form: int) -> None:
    assert plural_index(n) == form


# ------------------------------------------------------------------ card words and plurals
def test_card_names() -> None:
    kh, ts, nine_c, qd = card(KING, HEARTS), card(TEN, SPADES), card(NINE, CLUBS), card(QUEEN, DIAMONDS)
    assert card_name(kh, "en") == "king of hearts"
    assert card_name(kh, "ru") == "король червей"
    assert card_name(kh, "uk") == "король чирв"
    assert card_name(ts, "ru") == "десятка пик"
    assert card_name(ts, "uk") == "десятка пік"
    assert card_name(nine_c, "ru", "acc") == "девятку треф"
    assert card_name(qd, "ru", "acc") == "даму бубен"
    assert card_name(qd, "uk", "acc") == "даму бубон"
    assert card_name(card(ACE, SPADES), "ru", "ins") == "тузом пик"
    assert card_name(card(7, HEARTS), "uk") == "сімка чирв"
    assert suit_name(HEARTS, "ru") == "черви"
    assert suit_name(HEARTS, "uk", "gen") == "чирв"
    assert rank_name(NINE, "uk") == "дев’ятка"
    i18n.set_language("ru")
    assert card_name(kh) == "король червей"  # the current language by default


COUNTS = {
    "en": {
        points_text: ["1 point", "2 points", "5 points", "11 points", "21 points", "22 points"],
        game_points_text: [
            "1 game point",
            "2 game points",
            "5 game points",
            "11 game points",
            "21 game points",
            "22 game points",
        ],
    },
    "ru": {
        points_text: ["1 очко", "2 очка", "5 очков", "11 очков", "21 очко", "22 очка"],
        game_points_text: [
            "1 партийное очко",
            "2 партийных очка",
            "5 партийных очков",
            "11 партийных очков",
            "21 партийное очко",
            "22 партийных очка",
        ],
        tricks_text: ["1 взятка", "2 взятки", "5 взяток", "11 взяток", "21 взятка", "22 взятки"],
        cards_text: ["1 карта", "2 карты", "5 карт", "11 карт", "21 карта", "22 карты"],
    },
    "uk": {
        points_text: ["1 очко", "2 очки", "5 очок", "11 очок", "21 очко", "22 очки"],
        game_points_text: [
            "1 партійне очко",
            "2 партійні очки",
            "5 партійних очок",
            "11 партійних очок",
            "21 партійне очко",
            "22 партійні очки",
        ],
        tricks_text: ["1 взятка", "2 взятки", "5 взяток", "11 взяток", "21 взятка", "22 взятки"],
        cards_text: ["1 карта", "2 карти", "5 карт", "11 карт", "21 карта", "22 карти"],
    },
}


@pytest.mark.parametrize("lang", list(COUNTS))
def test_counted_words(lang: str) -> None:
    for fn, expected in COUNTS[lang].items():
        assert [fn(n, lang) for n in (1, 2, 5, 11, 21, 22)] == expected


@pytest.mark.parametrize(
    ("lang", "target", "words"),
    [
        ("ru", 1, "1 партийное очко"),
        ("ru", 2, "2 партийных очка"),
        ("ru", 7, "7 партийных очков"),
        ("ru", 11, "11 партийных очков"),
        ("ru", 21, "21 партийное очко"),
        ("ru", 22, "22 партийных очка"),
        ("uk", 1, "1 партійне очко"),
        ("uk", 22, "22 партійні очки"),
        ("uk", 8, "8 партійних очок"),
        ("en", 1, "1 game point "),
        ("en", 11, "11 game points"),
    ],
)
def test_match_target_is_counted(lang: str, target: int, words: str) -> None:
    text = rules_help(preset("classic", match_target=target), lang)
    assert words in text


# ------------------------------------------------------------------ actions, levels, presets
@pytest.mark.parametrize(
    ("action", "kwargs", "en", "ru_text", "uk_text"),
    [
        ("play KH", {}, "Play the king of hearts", "Сыграть короля червей", "Зіграти короля чирв"),
        ("play 9S", {}, "Play the nine of spades", "Сыграть девятку пик", "Зіграти дев’ятку пік"),
        (
            "announce H",
            {"trump": HEARTS},
            "Announce the marriage in hearts: 40",
            "Объявить марьяж червей: 40",
            "Оголосити мар’яж чирв: 40",
        ),
        (
            "announce D",
            {"trump": HEARTS},
            "Announce the marriage in diamonds: 20",
            "Объявить марьяж бубен: 20",
            "Оголосити мар’яж бубон: 20",
        ),
        ("announce C", {}, "Announce the marriage in clubs", "Объявить марьяж треф", "Оголосити мар’яж треф"),
        ("exchange", {}, "Exchange the nine of trumps", "Обменять козырную девятку", "Обміняти козирну дев’ятку"),
        (
            "exchange",
            {"exchange_card": "J"},
            "Exchange the jack of trumps",
            "Обменять козырного валета",
            "Обміняти козирного валета",
        ),
        ("close", {}, "Close the stock", "Закрыть колоду", "Закрити колоду"),
        ("draw", {}, "Draw from the stock", "Добрать из колоды", "Добрати з колоди"),
        ("pass", {}, "Keep my cards", "Не менять", "Не міняти"),
        ("declare", {}, "Declare 66", "Объявить 66", "Оголосити 66"),
    ],
)
def test_action_labels(action: str, kwargs: dict[str, Any], en: str, ru_text: str, uk_text: str) -> None:
    assert action_label(action, "en", **kwargs) == en
    assert _translated("ru", action_label, action, "ru", **kwargs) == ru_text
    assert _translated("uk", action_label, action, "uk", **kwargs) == uk_text


def test_action_label_passes_unknown_text_through() -> None:
    assert action_label("dance", "ru") == "dance"


@pytest.mark.parametrize("lang", SLAVIC)
def test_levels_and_presets_are_translated(lang: str) -> None:
    for level in BOT_LEVELS:
        assert _translated(lang, level_name, level, lang) != level_name(level, "en")
    assert level_name("hard:samples=80", "en") == "Hard"
    for name in PRESETS:
        assert _translated(lang, preset_title, name, lang)
        assert _translated(lang, preset_source, name, lang)
        assert preset_source(name, "en") != preset_source(name, lang)
        # The game is named in the player's language first (an English title may follow).
        assert re.match(r"«?[А-ЯЁІЇЄҐ]", preset_source(name, lang)), preset_source(name, lang)
    assert preset_title("no-such-preset", lang) == "no-such-preset"


# ------------------------------------------------------------------ hand results
def _result(reason: str, winner: int | None, gp: int, scores: tuple[int, ...], points: tuple[int, ...]) -> HandResult:
    return HandResult(winner, gp, reason, scores, points)


RESULTS = {
    "declared": _result("declared", 1, 2, (0, 2), (28, 68)),
    "wrong_declaration": _result("wrong_declaration", 0, 2, (2, 0), (40, 50)),
    "played_out": _result("played_out", 0, 1, (1, 0), (70, 60)),
    "closed_success": _result("closed_success", 1, 3, (0, 3), (0, 71)),
    "closed_failure": _result("closed_failure", 0, 3, (3, 0), (20, 55)),
    "beaten_closer": _result("beaten_closer", 0, 2, (2, 0), (66, 40)),
    "draw": _result("draw", None, 0, (0, 0), (65, 65)),
    "unfinished": _result("unfinished", None, 0, (0, 0), (12, 30)),
    "renege": _result("renege", 1, 2, (0, 2), (20, 30)),
}


def test_every_reason_has_a_result() -> None:
    assert set(RESULTS) == set(REASONS)


@pytest.mark.parametrize("reason", REASONS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_reason_text(reason: str, lang: str) -> None:
    result = RESULTS[reason]
    text = _translated(lang, reason_text, result, ["Anna", "Boris"], lang)
    assert text.endswith(".") and "{" not in text
    if result.winner is not None:
        assert ["Anna", "Boris"][result.winner] in text
        assert game_points_text(result.game_points, lang) in text


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "A wrong declaration by Boris, with 50 points: Anna wins 2 game points."),
        ("ru", "Ошибочное объявление (Борис, 50 очков) — Анна получает 2 партийных очка."),
        ("uk", "Помилкове оголошення (Борис, 50 очок) — Анна отримує 2 партійні очки."),
    ],
)
def test_a_wrong_declaration_names_who_declared_and_with_how_many_points(lang: str, said: str) -> None:
    names = {"en": ["Anna", "Boris"], "ru": ["Анна", "Борис"], "uk": ["Анна", "Борис"]}[lang]
    history = ("0 play QS", "1 play AS", "1 declare")
    result, classic = RESULTS["wrong_declaration"], preset("classic")
    i18n.set_language(lang)
    try:
        assert _translated(lang, hand_ending, result, names, classic, -1, history) == said
        # Without the moves (a LAN score over the next hand's view) the sentence is as before.
        assert "50" not in hand_ending(result, names, classic, -1)
    finally:
        i18n.set_language("en")


def test_the_declarer_is_read_from_the_last_move_only() -> None:
    assert declarer(("0 play QS", "1 play AS", "1 declare")) == 1
    assert declarer(("0 declare", "0 play KH")) is None  # a right claim in mid-hand is not the end
    assert declarer(()) is None


def test_reason_text_sentences() -> None:
    names = ["Аня", "Борис"]
    assert reason_text(RESULTS["declared"], names, "ru") == (
        "Объявлено 66 — Борис (68 очков) получает 2 партийных очка."
    )
    assert reason_text(RESULTS["closed_failure"], names, "uk") == (
        "Колоду закрито, але той, хто закрив, не набрав 66 — Аня отримує 3 партійні очки."
    )
    # The closer named: who did what, in the present as the outcome after it, and in no
    # gender («Колода закрыта (Борис), и закрывший набрал 66» read badly, a QA player said).
    assert reason_text(RESULTS["closed_failure"], names, "ru", closer=1) == (
        "Борис закрывает колоду, но не набирает 66 — Аня получает 3 партийных очка."
    )
    assert reason_text(RESULTS["closed_failure"], names, "uk", closer=1) == (
        "Борис закриває колоду, але не набирає 66 — Аня отримує 3 партійні очки."
    )
    assert reason_text(RESULTS["draw"], names, "en") == "A drawn hand: nobody made 66, and nobody scores."
    replay = _result("draw", None, 0, (0, 0), (70, 80))
    assert "replayed" in reason_text(replay, names, "en")


@pytest.mark.parametrize("name", ["classic", "three_sitout"])
def test_a_closed_hands_ending_names_who_closed(name: str) -> None:
    """Real closed hands, two and three seats (three with one sitting out): the closer is
    the hand's, whoever won it."""
    names = ["Ann", "Bob", "Cy"][: PRESETS[name].players]
    seen = set()
    for seed in range(300):
        hand = new_session(name, "b" * len(names), seed=seed, level="random").hand
        rng = random.Random(seed)
        while not hand.is_over:
            legal = hand.legal_actions()
            hand.apply("close" if "close" in legal else rng.choice(legal))  # at the first chance
        result = hand.result
        assert result is not None
        if result.reason not in ("closed_success", "closed_failure", "beaten_closer"):
            continue
        seen.add(result.reason)
        cause = hand_ending(result, names, hand.rules, hand.closer).split(": ")[0]
        assert cause.startswith(f"The stock was closed by {names[hand.closer]}"), cause
    assert seen == {"closed_success", "closed_failure", "beaten_closer"}


def test_where_66_ends_the_hand_by_itself_nobody_is_said_to_have_declared() -> None:
    # The ukrainian and russian presets' results had said "Оголошено 66", where the rules
    # screen says that nothing need be declared.
    names = ["Аня", "Борис"]
    assert reason_text(RESULTS["declared"], names, "uk", automatic=True) == (
        "Набрано 66 — Борис (68 очок) отримує 2 партійні очки."
    )
    assert reason_text(RESULTS["declared"], names, "ru", automatic=True).startswith("Набрано 66 — Борис")
    assert reason_text(RESULTS["closed_failure"], names, "ru", automatic=True) == reason_text(
        RESULTS["closed_failure"], names, "ru"
    )
    assert automatic_66(preset("ukrainian")) and automatic_66(preset("russian")) and not automatic_66(preset("classic"))


def test_reason_text_for_several_winners() -> None:
    three = _result("wrong_declaration", 1, 2, (2, 0, 2), (40, 50, 30))
    assert reason_text(three, ["A", "B", "C"], "ru").endswith("A и C получают по 2 партийных очка.")
    team = _result("declared", 0, 1, (1, 0, 1, 0), (70, 60, 70, 60))
    assert reason_text(team, ["N", "E", "S", "W"], "en") == "66 declared: N and S (70 points) win 1 game point."


# ------------------------------------------------------------------ the rules help
def _narrative(text: str) -> str:
    return text.split("\n## ")[0] + "".join(
        "\n## " + part for part in text.split("\n## ")[1:] if not part.startswith(("How", "Your changes"))
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_says_where_the_settings_overrule_the_running_points_rule(lang: str) -> None:
    """The help had told a player who shows the points in the settings that they are hidden."""
    hidden, shown = PRESETS["classic"], preset("classic", show_running_points="shown")
    plain = _translated(lang, rules_help, hidden, lang)
    overruled = _translated(lang, rules_help, hidden, lang, True)
    assert _("Your settings show the running points all the same.", lang=lang) in overruled
    assert _("Your settings show the running points all the same.", lang=lang) not in plain
    assert _translated(lang, rules_help, hidden, lang, False) == plain  # as the rule says: nothing more
    hid = _translated(lang, rules_help, shown, lang, False)
    assert _("Your settings hide the running points all the same.", lang=lang) in hid


@pytest.mark.parametrize("name", list(PRESETS))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_renders_for_every_preset(name: str, lang: str) -> None:
    rules = PRESETS[name]
    text = _translated(lang, rules_help, rules, lang)
    assert text.startswith("# ") and "\n## " in text
    assert not re.search(r"\[\w+ = ", text)  # no switch without its sentence
    assert "{" not in text and "}" not in text
    assert game_points_text(rules.match_target, lang) in text
    if not (rules.partnerships and rules.four_hand_schneider == "winners_gt_100"):
        assert str(rules.schneider_threshold) in text
    assert preset_title(name, lang) in text


FACTS = {
    ("russian", "ru"): ["8 партийных очков", "4 карты или меньше", "даже если колода была закрыта"],
    ("russian", "en"): ["8 game points", "4 cards or fewer", "Nobody needs to declare"],
    ("ukrainian", "uk"): ["8 партійних очок", "завжди отримує 3", "немає жодного очка"],
    ("zone", "ru"): ["Сдают по очереди", "выигрывает взявший последнюю взятку"],
    ("santase", "en"): ["11 game points", "only after you have won a trick", "more than 2 cards"],
    ("schnapsen", "ru"): ["20 карт", "козырный валет", "только 1 партийное очко", "только с полной рукой"],
    ("schnapsen", "uk"): ["козирного валета", "Обмін козирного валета"],
    ("three", "uk"): ["кожному по 8", "хай і молодший", "менше з двох значень"],
    ("three_sitout", "en"): ["the dealer sits out", "reconstruction"],
    ("four", "en"): ["32 cards", "even when your partner is winning it", "No marriages are played"],
    ("four24", "ru"): ["Марьяжи есть", "пара на пару"],
    ("classic", "en"): ["These are the classic rules.", "unless the stock was closed", "fewer than 33 points"],
}


@pytest.mark.parametrize(("name", "lang"), list(FACTS))
def test_help_states_preset_facts(name: str, lang: str) -> None:
    text = rules_help(PRESETS[name], lang)
    for fact in FACTS[name, lang]:
        assert fact in text, fact


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_four_player_game_points_are_said_of_the_losing_side(lang: str) -> None:
    # A QA player read «3 — если проигравший не взял ни одной взятки» among partners.
    text = rules_help(PRESETS["four"], lang).split(i18n._("Game points", lang=lang))[-1]
    side = {"ru": "проигравш", "uk": "що програла", "en": "the losing side"}[lang]
    one = {"ru": "проигравший", "uk": "той, хто програв", "en": "the loser "}[lang]
    assert text.count(side) >= 3 and one not in text
    assert one in rules_help(PRESETS["classic"], lang)  # two players: one loser


def test_help_differences_from_classic() -> None:
    text = rules_help(PRESETS["russian"], "en")
    diff = text.split("## How this preset differs from classic")[1]
    assert "**Match:** The first player to reach 8 game points" in diff
    assert "**Declaring 66:** Nobody needs to declare" in diff
    assert "**Next dealer:**" not in diff  # the same as classic


def test_help_says_the_stock_may_be_closed_at_the_opening_lead_only_where_it_may() -> None:
    # The russian preset's rules said the non-dealer may close before the first trick, then
    # that the stock may be closed with four cards or fewer: twelve lie there at the start.
    opening = "The non-dealer may close even before the first trick."
    assert opening in rules_help(PRESETS["classic"], "en")
    assert opening not in rules_help(PRESETS["russian"], "en")
    assert "4 cards or fewer" in rules_help(PRESETS["russian"], "en")
    assert opening not in rules_help(preset("classic", close_stock_limits=(2, 4)), "en")
    assert opening in rules_help(preset("classic", close_stock_limits=(6, 12)), "en")


def test_help_lists_custom_changes() -> None:
    text = rules_help(preset("zone", match_target=5, schneider_threshold=30), "ru")
    assert "5 партийных очков" in text and "меньше 30 очков" in text
    changes = text.split("## Ваши изменения в правилах «Современные (онлайн)»")[1]
    assert "**Партия:**" in changes and "**Два партийных очка:**" in changes
    own = rules_help(preset("classic", last_trick_bonus="none"), "en")
    assert "Your changes" not in own  # classic's own changes are its differences
    assert "**Last trick:** There is no bonus for the last trick." in own


def test_help_explains_the_star_that_marks_own_rules() -> None:
    # The table's title reads «Втроём*» for own rules, and nothing at the table said why.
    text = rules_help(preset("three", match_target=11), "ru")
    assert text.startswith("# Шестьдесят шесть: Втроём\\*\n")
    assert "\\* Свои правила: чем они отличаются от правил «Втроём», сказано в конце." in text
    assert "*" not in rules_help(PRESETS["three"], "ru").split("\n")[0]


def test_help_takes_its_language_argument() -> None:
    i18n.set_language("uk")
    assert rules_help(PRESETS["classic"], "ru").startswith("# Шестьдесят шесть: Классика")
    assert rules_help(PRESETS["classic"], "en").startswith("# Sixty-Six: Classic")


# Every documented value of every switch, in a form where the switch matters.
_BASE = {
    "must_undertrump": "three",
    "three_player_points": "three",
    "idle_dealer_scores": "three_sitout",
    "four_hand_marriages": "four",
    "four_hand_schneider": "four24",
    "played_out_points": "zone",
}
_FORM_FIELDS = ("players", "dealer_sits_out", "pack", "deal_pattern")


def _values(f: dataclasses.Field[Any]) -> tuple[Any, ...]:
    if f.name == "match_target":
        return (1, 2, 5, 7, 8, 11, 21, 22, 99)
    if f.name == "schneider_threshold":
        return (1, 21, 30, 33, 66)
    if f.type == "bool":
        return (True, False)
    return _CHOICES[f.name]


SWITCHES = [f for f in dataclasses.fields(Rules) if f.name not in ("preset", *_FORM_FIELDS)]


def test_every_switch_has_a_title() -> None:
    names = {f.name for f in dataclasses.fields(Rules)} - {"preset", "dealer_sits_out"}
    assert names == set(SWITCH_TITLES)


@pytest.mark.parametrize("field", SWITCHES, ids=lambda f: f.name)
def test_every_switch_value_has_a_sentence(field: dataclasses.Field[Any]) -> None:
    base = PRESETS[_BASE.get(field.name, "classic")]
    sentences: dict[str, set[str]] = {lang: set() for lang in LANGUAGES}
    values = _values(field)
    for value in values:
        rules = make_rules(base, {field.name: value})
        assert applies(rules, field.name)
        for lang in LANGUAGES:
            text = _translated(lang, describe, rules, field.name, lang)
            assert text and not text.startswith("["), (field.name, value, lang)
            sentences[lang].add(text)
        narrative = _narrative(rules_help(rules, "en"))
        if value != getattr(base, field.name):
            assert narrative != _narrative(rules_help(base, "en")), (field.name, value)
    for lang in LANGUAGES:
        assert len(sentences[lang]) == len(values), (field.name, lang)


def test_switch_sentences_in_every_preset() -> None:
    for rules in PRESETS.values():
        for name in SWITCH_TITLES:
            if applies(rules, name):
                for lang in LANGUAGES:
                    assert not _translated(lang, describe, rules, name, lang).startswith("[")


def test_form_sentences() -> None:
    texts = {name: describe(PRESETS[name], "players", "en") for name in ("classic", "three", "three_sitout", "four")}
    assert len(set(texts.values())) == 4
    packs = {describe(PRESETS[name], "pack", "uk") for name in ("classic", "schnapsen", "four")}
    assert len(packs) == 3
    deals = {
        describe(make_rules(PRESETS["classic"], {"deal_pattern": d}), "deal_pattern", "ru")
        for d in ("3_trump_3", "3_3_trump", "one_by_one_then_trump")
    }
    deals |= {describe(PRESETS[name], "deal_pattern", "ru") for name in ("schnapsen", "three", "four24")}
    assert len(deals) == 6


# ------------------------------------------------------------------ catalog completeness
def _calls() -> dict[str, dict[str, str]]:
    """Every literal first argument of ``_``, ``N_`` and ``_n`` in tui/, with where it is."""
    found: dict[str, dict[str, str]] = {"_": {}, "N_": {}, "_n": {}}
    for path in sorted(TUI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in found):
                continue
            if node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                found[node.func.id].setdefault(node.args[0].value, f"{path.relative_to(TUI.parent)}:{node.lineno}")
    return found


def _fields(text: str) -> set[str]:
    return {
        field.split(".")[0].split("[")[0]
        for _lit, field, _spec, _conv in string.Formatter().parse(text)
        if field is not None
    }


def _specs(text: str) -> set[str]:
    return {spec for _lit, field, spec, _conv in string.Formatter().parse(text) if field is not None and spec}


@pytest.mark.parametrize("lang", SLAVIC)
def test_catalog_has_every_string(lang: str) -> None:
    catalog = {"ru": ru, "uk": uk}[lang]
    calls = _calls()
    assert calls["_"] and calls["_n"]
    missing = [
        f"{where}: {text!r}"
        for kind in ("_", "N_")
        for text, where in calls[kind].items()
        if text not in catalog.MESSAGES
    ]
    missing += [f"{where}: {text!r}" for text, where in calls["_n"].items() if text not in catalog.PLURALS]
    assert not missing, f"{len(missing)} strings without a {lang} translation:\n" + "\n".join(missing)


@pytest.mark.parametrize("lang", SLAVIC)
def test_catalog_placeholders_match(lang: str) -> None:
    catalog = {"ru": ru, "uk": uk}[lang]
    bad = [key for key, value in catalog.MESSAGES.items() if _fields(key) != _fields(value)]
    bad += [key for key, forms in catalog.PLURALS.items() for form in forms if _fields(form) != _fields(key)]
    assert not bad, bad
    specs = set().union(*(_specs(v) for v in catalog.MESSAGES.values()))
    assert specs <= set(CASES)


def test_ukrainian_apostrophe() -> None:
    # One apostrophe throughout, the typographic ’ («комп’ютер»): neither ASCII ' nor ʼ.
    values = list(uk.MESSAGES.values()) + [form for forms in uk.PLURALS.values() for form in forms]
    assert not [v for v in values if "'" in v or "ʼ" in v]


def test_no_catalog_repeats_a_message() -> None:
    """A message given twice in one dict loses its first translation without a word (it
    happened: "drawn" for a drawn hand and for cards drawn)."""
    repeats = []
    for path in sorted((TUI / "i18n").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict):
                keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
                repeats += [f"{path.name}: {k!r}" for k in set(keys) if keys.count(k) > 1]
    assert repeats == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_score_sheets_reasons_are_all_in_lower_case(lang: str) -> None:
    """The sheet's last column read «Объявлено 66» among «доиграна до конца» and the rest:
    the capital belongs to the sentence the same words begin elsewhere."""
    from tui.screens.scoring import _SHORT

    for short in _SHORT.values():
        shown = _(short, lang=lang)
        assert shown[0].islower() or shown[0].isdigit(), shown


@pytest.mark.parametrize(
    ("x", "lang", "words"),
    [
        (0.25, "en", "0.3 game points"),  # the play check's threshold read "0.2" (format rounds half to even)
        (0.35, "ru", "0,4 партийного очка"),
        (0.24, "en", "0.2 game points"),
        (1.0, "uk", "1,0 партійного очка"),
    ],
)
def test_a_fraction_of_game_points_is_rounded_as_a_person_rounds(x: float, lang: str, words: str) -> None:
    assert game_points_fraction(x, lang) == words


@pytest.mark.parametrize("language", ["en", "ru", "uk"])
def test_every_hands_end_on_the_score_sheet_fits_beside_three_names(language: str) -> None:
    # At 80 columns the sheet's other columns leave its last one 17 cells with three
    # players named «Компьютер 2» and the like; «ошибочное объявление» was cut to «…объявлен».
    from tui.screens.scoring import _SHORT

    i18n.set_language(language)
    assert max(cell_len(i18n._(words)) for words in _SHORT.values()) <= 17


@pytest.mark.parametrize(
    "name, says",
    [
        ("classic", "depending on how the loser did"),
        ("three", "depending on how the two opponents did"),
        ("three_sitout", "depending on how the loser did"),
        ("four", "depending on how the losing side did"),
        ("four24", "depending on how the losing side did"),
    ],
)
def test_the_rules_name_the_losers_as_the_form_has_them(name: str, says: str) -> None:
    # "How the loser did" had been said of three players and of partnerships too.
    text = rules_help(preset(name), "en")
    assert says in text
    if says != "depending on how the loser did":
        assert "how the loser did" not in text
    if name == "four24":
        assert "the side that won the last trick wins" in text
    # Without a stock the marriage section had said both "even on the first lead" and "on any lead".
    assert text.count("A marriage may be announced on any lead.") <= 1


def test_a_hand_played_out_says_which_rule_gave_it_to_a_winner_with_fewer_points() -> None:
    # A player with 92 read "All the cards are played: Boris (78) wins 1 game point".
    names = ["Аня", "Борис"]
    classic = preset("classic")
    fewer = _result("played_out", 1, 1, (0, 1), (92, 78))
    assert reason_text(fewer, names, "ru", rules=classic) == (
        "Все карты сыграны; у обеих сторон по 66 или больше, решает последняя взятка"
        " — Борис (78 очков) получает 1 партийное очко."
    )
    assert reason_text(fewer, names, "ru") == "Все карты сыграны — Борис (78 очков) получает 1 партийное очко."
    more = _result("played_out", 0, 1, (1, 0), (92, 78))  # the last trick, or the points: not told apart
    assert reason_text(more, names, "en", rules=classic).startswith(
        "All the cards are played, and both sides have 66 or more: Аня (92"
    )
    higher = preset("classic", both_66_at_end="higher_total")
    assert "and the one with more points wins: Аня (92" in reason_text(more, names, "en", rules=higher)
    tied = _result("played_out", 0, 1, (1, 0), (80, 80))  # the tie broken by the last trick
    assert reason_text(tied, names, "en", rules=higher).startswith(
        "All the cards are played, and both sides have 66 or more: "
    )
    assert reason_text(tied, names, "en", rules=classic) == reason_text(tied, names, "en", rules=higher)
    alone = RESULTS["played_out"]  # (70, 60): the points alone decide
    assert reason_text(alone, names, "uk", rules=classic) == reason_text(alone, names, "uk")
    last = _result("played_out", 0, 1, (1, 0), (40, 80))
    assert reason_text(last, names, "uk", rules=preset("zone")).startswith(
        "Усі карти зіграно, вирішує остання взятка — Аня (40"
    )
    partners = _result("played_out", 1, 1, (0, 1, 0, 1), (70, 72, 70, 72))  # side totals, seat by seat
    assert reason_text(partners, ["A", "B", "C", "D"], "en", rules=preset("four24")).startswith(
        "All the cards are played, and both sides have 66 or more: B and D (72"
    )


def test_with_three_players_a_hand_played_out_is_not_said_to_be_between_both_sides() -> None:
    three = preset("three_sitout")
    names = ["A", "B", "C"]
    # A and B tied at 68 and C took the last trick: the lower seat won the tie.
    tie = _result("played_out", 0, 1, (1, 0, 0), (68, 68, 34))
    assert reason_text(tie, names, "en", rules=three).startswith(
        "All the cards are played, and more than one player has 66 or more: A (68"
    )
    fewer = _result("played_out", 2, 1, (0, 0, 1), (0, 80, 70))
    assert _translated("ru", reason_text, fewer, names, "ru", rules=three).startswith(
        "Все карты сыграны; 66 или больше у нескольких игроков, решает последняя взятка — C (70"
    )


def test_waiting_marriages_are_told_of_only_where_one_can_wait() -> None:
    # Santase bars marriages on the opening lead, the only lead made before one's side has
    # a trick; its help told of marriages waiting for a trick all the same.
    waiting = "Marriage points count only once you have won a trick"
    assert waiting in rules_help(PRESETS["classic"], "en")
    assert waiting not in rules_help(PRESETS["santase"], "en")
    assert "waiting for a trick" not in rules_help(PRESETS["santase"], "en")
    assert not applies(PRESETS["santase"], "marriage_requires_trick")
    assert applies(make_rules(PRESETS["santase"], {"marriage_on_opening_lead": True}), "marriage_requires_trick")
