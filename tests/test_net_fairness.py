"""Provably fair deals (net/fairness.py): the deck from seed and contributions, checked by
every client after the reveal; a host that deals another deck is caught."""

from __future__ import annotations

import random
import types

from net_helpers import fairness_reports, join, remote_table, running_host

from engine import Match, preset
from engine.cards import CARD_STR, bits, pack_mask
from net import fairness, table

SEED = bytes(range(32))
MINE = bytes([1]) * 32
# The example of PROTOCOL.md, for implementations in other languages to check against.
VECTOR = "KC QH 9D TD KD JS QD KH JD AC TC QS JC 9S TS KS JH QC AH 9C AS TH AD 9H"


def test_the_documented_test_vector():
    rules = preset("classic")
    assert fairness.commitment(SEED) == "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"
    assert fairness.deck_key(SEED, [MINE, None]).hex().startswith("c6f5b205")
    assert " ".join(CARD_STR[c] for c in fairness.derive_deck(rules, SEED, [MINE, None])) == VECTOR


def test_the_deck_is_a_permutation_that_every_input_changes():
    for name in ("classic", "schnapsen", "four"):
        rules = preset(name)
        deck = fairness.derive_deck(rules, SEED, [MINE, None])
        assert sorted(deck) == list(bits(pack_mask(rules.pack)))
        assert deck == fairness.derive_deck(rules, SEED, [MINE, None])
        assert deck == fairness.derive_deck(rules, SEED, [MINE, b""])  # empty and absent are the same
        assert deck != fairness.derive_deck(rules, SEED, [bytes([2]) * 32, None])
        assert deck != fairness.derive_deck(rules, bytes(32), [MINE, None])


def test_top_cards_are_spread_evenly():
    rules = preset("classic")
    counts = [0] * 32
    for i in range(2400):
        counts[fairness.derive_deck(rules, i.to_bytes(32, "big"), [])[0]] += 1
    seen = [counts[c] for c in bits(pack_mask(24))]
    assert min(seen) > 50 and max(seen) < 160  # 100 expected for each card


def _played(rules, deck, seed=1):
    m = Match(rules, seed=seed)
    m.deal(deck)
    first = [m.hand.view(s) for s in range(rules.players)]
    rng = random.Random(seed)
    while not m.hand.is_over:
        m.apply(rng.choice(m.hand.legal_actions()))
    return m, first


def test_verify_accepts_the_honest_deal_and_names_each_kind_of_cheat():
    rules = preset("classic")
    contributions = [MINE, None]
    m, first = _played(rules, fairness.derive_deck(rules, SEED, contributions))
    commit = fairness.commitment(SEED)
    args = (m.hand.dealer, 0, MINE, first[0], m.hand.view(0))
    assert fairness.verify(rules, commit, SEED, contributions, *args).ok
    bad_seed = fairness.verify(rules, commit, bytes(32), contributions, *args)
    assert not bad_seed.ok and "commitment" in bad_seed.detail and bad_seed.problem == "seed"
    other = fairness.verify(rules, commit, SEED, [bytes([9]) * 32, None], *args)
    assert not other.ok and "contribution" in other.detail and other.problem == "contribution"
    # a host that dealt another deck than the seeds give
    cheat, cheat_first = _played(rules, list(reversed(fairness.derive_deck(rules, SEED, contributions))))
    verdict = fairness.verify(rules, commit, SEED, contributions, cheat.hand.dealer, 0, MINE, cheat_first[0], None)
    assert not verdict.ok and verdict.problem == "hand"
    late = fairness.verify(rules, commit, SEED, contributions, cheat.hand.dealer, 0, MINE, None, cheat.hand.view(0))
    assert not late.ok and late.problem in ("turn", "action", "shown")  # the actions give the cheat away


def test_a_late_contribution_is_noted_not_called_a_cheat():
    rules = preset("classic")
    m, first = _played(rules, fairness.derive_deck(rules, SEED, [None, None]))
    v = fairness.verify(rules, fairness.commitment(SEED), SEED, [None, None], m.hand.dealer, 0, MINE, first[0], None)
    assert v.ok and "too late" in v.detail and v.problem == ""


async def test_clients_catch_a_host_that_deals_another_deck(monkeypatch):
    def rigged(rules, seed, contributions):
        deck = fairness.derive_deck(rules, seed, contributions)
        return deck[1:] + deck[:1]

    monkeypatch.setattr(
        table,
        "fairness",
        types.SimpleNamespace(new_seed=fairness.new_seed, commitment=fairness.commitment, derive_deck=rigged),
    )
    async with running_host() as host:
        t = remote_table(host)
        clients = [await join(host, t, f"B{i}") for i in range(2)]
        reports = await fairness_reports(clients, 2)
        assert not any(r.ok for r in reports), reports
        assert all(r.problem in fairness.PROBLEMS for r in reports), reports
