"""A plain-text game against computer players, until the Textual app lands."""

from __future__ import annotations

import random

from engine import Match, PlayerView, preset
from engine.bots import make_bot
from engine.cards import CARD_STR, SUITS

HUMAN = 0


def _show(view: PlayerView, names: list[str]) -> None:
    trump = f"trump {view.trump_card}" if view.bottom_in_stock else f"trumps {SUITS[view.trump]}"
    stock = "closed" if view.closed else f"stock {view.stock_size}"
    print(f"\n{trump}, {stock}; your points {view.points()}")
    if view.table:
        print("on the table: " + ", ".join(f"{names[p]} {CARD_STR[c]}" for p, c in view.table))
    print("your hand: " + " ".join(view.hand_cards))


def _trick_line(trick: tuple[tuple[int, int], ...], winner: int, names: list[str]) -> str:
    cards = ", ".join(f"{names[p]} {CARD_STR[c]}" for p, c in trick)
    return f"  trick: {cards} -> {names[winner]}"


def _ask(view: PlayerView) -> str | None:
    legal = list(view.legal_actions)
    for i, a in enumerate(legal, 1):
        print(f"  {i}. {a}")
    while True:
        try:
            text = input("your move (number or action): ").strip()
        except EOFError:
            return None
        if text.isdigit() and 1 <= int(text) <= len(legal):
            return legal[int(text) - 1]
        if text in legal:
            return text
        print("not a legal choice; pick a number from the list")


def play_text(preset_name: str, seed: int | None, bot_spec: str = "medium") -> int:
    rules = preset(preset_name)
    bot = make_bot(bot_spec)
    rng = random.Random(seed)
    names = ["You"] + [f"Computer {i}" for i in range(1, rules.players)]
    match = Match(rules, seed=rng.randrange(1 << 30), seats=names)
    print(f"Sixty-Six, preset {preset_name}: first to {rules.match_target} game points.")
    while True:
        hand = match.hand
        while not hand.is_over:
            seat = hand.to_move
            if seat == HUMAN:
                view = hand.view(HUMAN)
                _show(view, names)
                action = _ask(view)
                if action is None:
                    print("\nbye")
                    return 0
            else:
                action = bot.choose(hand.view(seat), rng)
                print(f"{names[seat]}: {action}")
            tricks = len(hand.completed)
            match.apply(action)
            if len(hand.completed) > tricks:
                print(_trick_line(hand.completed[-1], hand.last_winner, names))
        result = hand.result
        assert result is not None
        if result.winner is None:
            print(f"\nDrawn hand ({result.reason}).")
        else:
            print(
                f"\n{names[result.winner]} win{'s' if result.winner else ''} {result.game_points} "
                f"({result.reason}); card points {list(result.points)}"
            )
        print("Score: " + ", ".join(f"{n} {s}" for n, s in zip(names, match.score, strict=True)))
        if match.is_over:
            print(f"{names[match.winner or 0]} won the match.")
            return 0
        match.next_hand()
