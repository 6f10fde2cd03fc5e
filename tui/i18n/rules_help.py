"""The in-game rules, written for players, from the switch values of a ``Rules``.

``rules_help(rules, lang)`` returns Markdown for Textual's Markdown widget.
Every sentence about a switch comes from ``switches.describe``, so the page
is right for every preset and for any custom override, and the closing
sections list what differs from classic (and from the chosen preset).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.cards import RANK_VALUES
from engine.rules import PRESETS, Rules

from . import N_, _, _n
from .switches import SWITCH_TITLES, applies, can_marry, describe, marriage_may_wait
from .terms import exchange_card_word, preset_source, preset_title, rank_name

_NOTES: dict[str, tuple[str, ...]] = {
    "classic": (
        N_(
            "Three details follow Pagat's description of the game: closing before the draw, the exchange when the"
            " opponent closes, and the 2 game points for beating a closer."
        ),
    ),
    "zone": (
        N_("The cardgames.zone computer game also offers a match to 5; you can set it in the custom rules."),
        N_(
            "A wrong declaration costs 3 game points if the declarer had not won a trick yet, as the page literally"
            " says."
        ),
    ),
    "russian": (
        N_(
            "The old rule books contradict each other on when the stock may be closed: with fewer than five cards"
            " in it, or with no fewer than five. This preset follows «fewer than five»."
        ),
    ),
    "ukrainian": (
        N_("The source plays to 8 game points, sometimes to 7 by agreement; you can set 7 in the custom rules."),
        N_("The source does not say what a loser with exactly 33 points gives; here it is 1 game point."),
    ),
    "three": (
        N_(
            "The source leaves several points open. Here the deal passes to the left, the cards are dealt 3, 2"
            " and 3, the player on the dealer's left leads, the last trick is worth 10, a wrong declaration gives"
            " each opponent 2, and the winner scores the smaller value against the two opponents."
        ),
    ),
    "three_sitout": (N_("This form is a reconstruction: no full original text of it was available."),),
    "four": (N_("The sources do not say whether you must under-trump when you cannot over-trump; here you must."),),
    "four24": (
        N_(
            "The «двое на двое» source gives no rules for partners; this preset plays like the 32-card game for"
            " four, with 24 cards and with marriages."
        ),
    ),
    "schnapsen": (
        N_("The match is a race to 7 game points, the same as the Austrian «Bummerl» that counts down from 7."),
    ),
    "santase": (N_("Bulgarian sources differ on a failed close, 2 or 3 game points; this preset always gives 3."),),
}

_FORM = ("players", "dealer_sits_out")


def _section(title: str, items: Iterable[str], intro: str | None = None) -> str:
    lines = [f"## {title}", ""]
    if intro:
        lines += [intro, ""]
    lines += [f"- {item}" for item in items]
    return "\n".join(lines)


def _sentences(r: Rules, lang: str, *names: str) -> list[str]:
    return [describe(r, name, lang) for name in names if applies(r, name)]


def _object(r: Rules, lang: str) -> str:
    items = [describe(r, "players", lang)]
    if can_marry(r):
        items.append(
            _(
                "The aim of each hand is to collect 66 card points or more, from the cards in the tricks you win and"
                " from marriages.",
                lang=lang,
            )
        )
    else:
        items.append(
            _(
                "The aim of each hand is to collect 66 card points or more from the cards in the tricks you win.",
                lang=lang,
            )
        )
    if r.partnerships:
        worth = _("Each hand won brings game points: 1, 2 or 3, depending on how the losing side did.", lang=lang)
    elif r.players == 3 and not r.dealer_sits_out:
        worth = _("Each hand won brings game points: 1, 2 or 3, depending on how the two opponents did.", lang=lang)
    else:
        worth = _("Each hand won brings game points: 1, 2 or 3, depending on how the loser did.", lang=lang)
    items.append(worth)
    return _section(_("Object of the game", lang=lang), items)


def _cards(r: Rules, lang: str) -> str:
    ranks = {20: 5, 24: 6, 32: 8}[r.pack]
    table = [f"| {_('Card', lang=lang)} | {_('Points', lang=lang)} |", "|---|---|"]
    table += [f"| {rank_name(i, lang).capitalize()} | {RANK_VALUES[i]} |" for i in range(ranks)]
    items = [
        describe(r, "pack", lang),
        _("The ten ranks just below the ace, above the king.", lang=lang),
        _("In all, the cards are worth 120 points.", lang=lang),
        _(
            "The suit of the turned-up trump card is trumps. A trump beats any card of another suit; otherwise the"
            " higher card of the suit led wins, and a card of another suit never wins.",
            lang=lang,
        ),
    ]
    return _section(_("Cards", lang=lang), items) + "\n\n" + "\n".join(table)


def _deal(r: Rules, lang: str) -> str:
    items = [describe(r, "first_dealer", lang), describe(r, "deal_pattern", lang)]
    if r.has_stock:
        n = r.pack - 2 * r.hand_size - 1
        items.append(
            _n(
                "The remaining {n} card is laid face down across the trump card, which stays partly visible: together"
                " they make up the stock.",
                "The remaining {n} cards are laid face down across the trump card, which stays partly visible:"
                " together they make up the stock.",
                n,
                lang=lang,
            )
        )
    if r.dealer_sits_out:
        items.append(_("The dealer deals only to the other two players and sits the hand out.", lang=lang))
    if r.has_stock and not r.dealer_sits_out:
        items.append(
            _("The non-dealer leads to the first trick; after that, whoever wins a trick leads to the next.", lang=lang)
        )
    else:
        items.append(
            _(
                "The player on the dealer's left leads to the first trick; after that, whoever wins a trick leads to"
                " the next.",
                lang=lang,
            )
        )
    items.append(describe(r, "next_dealer", lang))
    return _section(_("The deal", lang=lang), items)


def _play(r: Rules, lang: str) -> list[str]:
    neither = _("If you have neither the suit led nor a trump, play any card.", lang=lang)
    if not r.has_stock:
        items = [
            _(
                "There is no stock: nobody draws, closes or exchanges, and the strict rules apply from the first"
                " trick.",
                lang=lang,
            ),
            describe(r, "phase2_must_head", lang),
            *_sentences(r, lang, "must_undertrump"),
        ]
        if r.partnerships and r.phase2_must_head:
            items.append(_("You must win the trick if you can, even when your partner is winning it.", lang=lang))
        items += [neither, describe(r, "illegal_move_policy", lang)]
        return [_section(_("Playing the tricks", lang=lang), items)]
    stock_open = [
        _("While the stock is open you may play any card: there is no need to follow suit or to trump.", lang=lang),
        _n(
            "After each trick its winner draws the top card of the stock, then the other player draws, so that both"
            " again hold {n} card.",
            "After each trick its winner draws the top card of the stock, then the other player draws, so that both"
            " again hold {n} cards.",
            r.hand_size,
            lang=lang,
        ),
        _(
            "The face-up trump card is the last card of the stock: the player who draws second at the end takes it.",
            lang=lang,
        ),
    ]
    strict = [describe(r, "phase2_must_head", lang), neither, describe(r, "illegal_move_policy", lang)]
    intro = _("Nobody draws any more, and these strict rules apply:", lang=lang)
    return [
        _section(_("While the stock is open", lang=lang), stock_open),
        _section(_("When the stock is closed or exhausted", lang=lang), strict, intro),
    ]


def _marriages(r: Rules, lang: str) -> str | None:
    if not r.marriages_allowed:
        return None
    if not can_marry(r):
        return _section(_("Marriages", lang=lang), [describe(r, "marriage_in_phase2", lang)])
    items = [
        _("A king and a queen of the same suit make a marriage: 20 points, or 40 in trumps.", lang=lang),
        _(
            "Only the player on lead may announce a marriage, before leading: show both cards, then lead one of"
            " them. One marriage per lead.",
            lang=lang,
        ),
        # Without a stock, "on any lead" would only repeat the sentence on the first lead.
        *_sentences(r, lang, "marriage_on_opening_lead", *(("marriage_in_phase2",) if r.has_stock else ())),
        *_sentences(r, lang, "marriage_requires_trick"),
        *_sentences(r, lang, "claim_after_marriage"),
        _("A king or a queen played without announcing loses that marriage for good.", lang=lang),
    ]
    return _section(_("Marriages", lang=lang), items)


def _exchange(r: Rules, lang: str) -> str:
    card = exchange_card_word(r.exchange_card, lang)
    items = [
        _(
            "The holder of the {card} may exchange it for the face-up trump card when on lead, before leading.",
            lang=lang,
            card=card,
        ),
        *_sentences(r, lang, "exchange_requires_trick", "exchange_min_stock", "exchange_on_opponent_close"),
        _("If the turned-up trump card is itself the {card}, there is nothing to exchange.", lang=lang, card=card),
        _("You may exchange and then announce a marriage or close, all on the same lead.", lang=lang),
    ]
    return _section(_("Exchanging the {card}", lang=lang, card=card), items)


def _closing(r: Rules, lang: str) -> str:
    items = [
        _(
            "The player on lead may close the stock: the trump card is turned face down, nobody draws any more,"
            " and the strict rules apply from then on.",
            lang=lang,
        ),
        _("Whoever closes undertakes to make 66 with the cards still to be played.", lang=lang),
        *_sentences(r, lang, "close_before_draw", "close_on_opening_lead", "close_stock_limits"),
        _(
            "If all the cards are played after a close, the closer wins with 66 or more and has failed otherwise.",
            lang=lang,
        ),
        *_sentences(r, lang, "closed_success_basis", "closed_fail"),
    ]
    if r.closer_no_trick_penalty != "off":
        items.append(describe(r, "closer_no_trick_penalty", lang))
    items += _sentences(r, lang, "beaten_closer")
    if r.declaration_mode == "explicit":
        items.append(
            _("A closer who declares 66 wrongly pays as for a failed close, and at least 2 game points.", lang=lang)
        )
    return _section(_("Closing the stock", lang=lang), items)


def _declaring(r: Rules, lang: str, points_shown: bool | None) -> str:
    items = [describe(r, "declaration_mode", lang)]
    if r.declaration_mode == "explicit":
        items += [
            _(
                "You may also play on with 66 or more, for example to win more game points, but whoever declares"
                " first wins the hand.",
                lang=lang,
            ),
            _("A declaration ends the hand at once; the cards not yet played do not count.", lang=lang),
        ]
        if applies(r, "wrong_declaration"):
            items.append(describe(r, "wrong_declaration", lang))
        else:
            items.append(
                _(
                    "Declaring with fewer than 66 points loses the hand: each of the other two players scores 2 game"
                    " points.",
                    lang=lang,
                )
            )
        if marriage_may_wait(r) and r.marriage_requires_trick:
            items.append(_("Marriage points still waiting for a trick do not count towards 66.", lang=lang))
    running = describe(r, "show_running_points", lang)
    if points_shown is not None and points_shown != (r.show_running_points == "shown"):
        # The player's settings overrule the rule on this screen; the help must not deny it.
        if points_shown:
            running += " " + _("Your settings show the running points all the same.", lang=lang)
        else:
            running += " " + _("Your settings hide the running points all the same.", lang=lang)
    items.append(running)
    return _section(_("Declaring 66", lang=lang), items)


def _played_out(r: Rules, lang: str) -> str:
    items = _sentences(
        r, lang, "last_trick_bonus", "played_out_resolution", "played_out_points", "both_66_at_end", "drawn_hand_carry"
    )
    return _section(_("When all the cards are played", lang=lang), items)


def _game_points(r: Rules, lang: str) -> str:
    items = [
        describe(r, "schwarz_basis", lang),
        describe(r, "four_hand_schneider" if r.partnerships else "schneider_threshold", lang),
        _("**1** otherwise.", lang=lang),
    ]
    if applies(r, "schneider_threshold"):
        items.append(
            _n(
                "A loser with exactly {n} point gives only 1.",
                "A loser with exactly {n} points gives only 1.",
                r.schneider_threshold,
                lang=lang,
            )
        )
    items += _sentences(r, lang, "count_marriages_for_schneider")
    if r.partnerships:  # "the loser" below is then the losing side
        intro = _("The side that wins a hand scores game points according to how the losing side did:", lang=lang)
    elif r.players == 3 and not r.dealer_sits_out:  # worked out against each opponent ("Three players")
        intro = _("Against each of the two opponents, the winner's game points depend on how that one did:", lang=lang)
    else:
        intro = _("The winner of a hand scores game points according to how the loser did:", lang=lang)
    return _section(_("Game points", lang=lang), items, intro)


def _form(r: Rules, lang: str) -> str | None:
    if r.players == 3 and r.dealer_sits_out:
        items = [
            _("The two who play follow the two-player rules on this page.", lang=lang),
            describe(r, "idle_dealer_scores", lang),
        ]
        return _section(_("Three players", lang=lang), items)
    if r.players == 3:
        items = [
            _("Everyone knows that the dealer holds the trump card.", lang=lang),
            describe(r, "three_player_points", lang),
            _("130 points are shared by three, so hands where nobody makes 66 are common.", lang=lang),
        ]
        return _section(_("Three players", lang=lang), items)
    if r.partnerships:
        items = [
            _("Partners pool their tricks and points and score together.", lang=lang),
            describe(r, "four_hand_marriages", lang),
        ]
        return _section(_("Four players", lang=lang), items)
    return None


def _match(r: Rules, lang: str) -> str:
    items = [describe(r, "match_target", lang)]
    if r.players == 3 and not r.dealer_sits_out:
        items.append(
            _(
                "If several players reach the target in the same hand, the one with more game points wins; if they"
                " are level, another hand is played.",
                lang=lang,
            )
        )
    return _section(_("The match", lang=lang), items)


def _differences(r: Rules, base: Rules, lang: str) -> list[str]:
    """A line per topic, for every switch that matters here and differs from ``base``."""
    lines: list[tuple[str, str]] = []
    for name, title in SWITCH_TITLES.items():
        if name == "players":
            differs = any(getattr(r, n) != getattr(base, n) for n in _FORM)
        elif name == "four_hand_marriages":
            differs = r.marriages_allowed != base.marriages_allowed
        elif name in ("must_undertrump", "three_player_points"):
            # Rules a two-player game never meets: new to anyone coming from classic.
            differs = base.players == 2 or getattr(r, name) != getattr(base, name)
        else:
            differs = getattr(r, name) != getattr(base, name)
        if not (differs and applies(r, name)):
            continue
        sentence = describe(r, name, lang)
        if lines and lines[-1][0] == title:
            lines[-1] = (title, f"{lines[-1][1]} {sentence}")
        else:
            lines.append((title, sentence))
    return [f"**{_(title, lang=lang)}:** {text}" for title, text in lines]


def own_changes(r: Rules, lang: str) -> list[str]:
    """A line per topic where ``r`` differs from its own preset (``"Match: …"``); none for
    the preset as it is."""
    own = PRESETS.get(r.preset)
    if own is None or r == own:
        return []
    return [line.replace("**", "") for line in _differences(r, own, lang)]


def is_own(r: Rules) -> bool:
    """Whether ``r`` differs from its preset in a rule that applies: what the star after a
    preset's name marks, at the table, in Past matches and here alike."""
    return bool(own_changes(r, "en"))


def _compare(r: Rules, lang: str) -> list[str]:
    classic = PRESETS["classic"]
    if r == classic:
        lines = [_("These are the classic rules.", lang=lang)]
    else:
        lines = _differences(r, classic, lang) or [
            _("Nothing that matters in this form differs from the classic rules.", lang=lang)
        ]
    blocks = [_section(_("How this preset differs from classic", lang=lang), lines)]
    own = PRESETS.get(r.preset)
    if r.preset != "classic" and own is not None and r != own:
        title = _("Your changes to the preset «{name}»", lang=lang, name=preset_title(r.preset, lang))
        changed = _differences(r, own, lang) or [_("None that matter in this form.", lang=lang)]
        blocks.append(_section(title, changed))
    return blocks


def rules_help(rules: Rules, lang: str, points_shown: bool | None = None) -> str:
    """The rules of the game as ``rules`` sets them, in Markdown, in language ``lang``;
    ``points_shown``: whether the player's settings show the running points (None: not
    said), where that is not what the rules say."""
    r = rules
    title = _("Sixty-Six: {title}", lang=lang, title=preset_title(r.preset, lang))
    own = is_own(r)
    head = f"# {title}" + ("\\*" if own else "")
    source = preset_source(r.preset, lang)
    if source:
        head += f"\n\n{source}"
    if own:  # the table's title marks own rules so, and nothing at the table said why
        said = _(
            "Own rules: how they differ from «{name}» is said at the end.", lang=lang, name=preset_title(r.preset, lang)
        )
        head += "\n\n\\* " + said
    blocks = [head, _object(r, lang), _cards(r, lang), _deal(r, lang), *_play(r, lang)]
    marriages = _marriages(r, lang)
    if marriages:
        blocks.append(marriages)
    if r.has_stock:
        blocks += [_exchange(r, lang), _closing(r, lang)]
    blocks += [_declaring(r, lang, points_shown), _played_out(r, lang), _game_points(r, lang)]
    form = _form(r, lang)
    if form:
        blocks.append(form)
    blocks.append(_match(r, lang))
    notes = _NOTES.get(r.preset, ())
    if notes:
        blocks.append(_section(_("Notes on these rules", lang=lang), [_(n, lang=lang) for n in notes]))
    blocks += _compare(r, lang)
    return "\n\n".join(blocks) + "\n"
