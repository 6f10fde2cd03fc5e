"""What a LAN seat tells its player when the host refuses a move or a deal fails its
fairness check: in the player's language, from the protocol's codes; a code this app does
not know keeps the host's (or the check's) own words."""

from __future__ import annotations

from engine import preset
from net.codec import rules_to_wire
from net.feed import ActionRefused, FairnessReport, SeatFeed
from net.messages import Welcome
from tui.i18n import set_language
from tui.net_session import NetSession, fairness_sentence, refused_sentence


def test_a_failed_check_is_said_in_the_players_language() -> None:
    seed = FairnessReport(3, False, "the revealed seed does not match the host's commitment", problem="seed")
    assert fairness_sentence(seed) == (
        "Deal 3 failed its fairness check: the host revealed another seed than the one it committed to."
    )
    set_language("ru")
    assert fairness_sentence(seed).startswith("Раздача 3 не прошла проверку честности: хозяин стола раскрыл")
    newer = FairnessReport(4, False, "a check this app does not know", problem="something_new")
    assert fairness_sentence(newer) == "Раздача 4 не прошла проверку честности: a check this app does not know."


def test_a_move_the_host_refused_is_said_in_the_players_language() -> None:
    stale = ActionRefused("stale", "the game moved on since the state this action answers")
    assert refused_sentence(stale) == "The table moved on before your move arrived: look again and play."
    set_language("uk")
    assert refused_sentence(stale).startswith("Гра пішла вперед")
    assert refused_sentence(ActionRefused("illegal:new_rule", "a newer host's words")) == "a newer host's words"


async def test_a_move_lost_on_the_way_is_said_in_words_not_as_an_exception_name() -> None:
    """A move the host never answered (a timeout) or that the connection took down."""

    class Player:
        feed = SeatFeed()
        error: Exception = TimeoutError()

        async def act(self, action: str) -> None:
            raise self.error

        def ready(self) -> None: ...

    seats = [
        {"name": n, "kind": "remote", "connected": True, "bot": False, "level": None, "waited": False} for n in "AB"
    ]
    Player.feed.welcome(Welcome(2, "t", 0, "", 1, rules_to_wire(preset("classic")), seats))
    session = NetSession(Player())
    said: list[str] = []
    session.on_problem = said.append
    await session._send("play AH")
    Player.error = ConnectionResetError()
    await session._send("play AH")
    assert said == [
        "The host did not answer your move in time: if it is not on the table, play it again.",
        "The connection to the host is gone.",
    ]
