"""LAN discovery: advert parsing (untrusted input) and, in real network namespaces,
a table advertised on one machine and listed on another."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st
from netns import lan

from net.discovery import TableAd, ad_from_txt, clean_text, discovery_enabled


def test_discovery_is_off_under_the_test_suite_and_by_flag(monkeypatch: pytest.MonkeyPatch) -> None:
    assert not discovery_enabled()  # conftest sets SIXTYSIX_DISCOVERY=off
    monkeypatch.setenv("SIXTYSIX_DISCOVERY", "on")
    assert discovery_enabled()
    assert not discovery_enabled(no_discovery=True)


def test_an_advert_round_trips_through_its_txt() -> None:
    ad = TableAd("Маша's table", "a1b2", "three", 2, 7766)
    txt = {k.encode(): v.encode() for k, v in ad.txt().items()}
    back = ad_from_txt(txt, "10.66.0.1", 7766)
    assert back == TableAd("Маша's table", "a1b2", "three", 2, 7766, address="10.66.0.1")


def test_names_from_the_network_lose_control_characters_and_are_capped() -> None:
    txt = {b"v": b"1", b"id": b"x", b"free": b"1", b"name": b"\x1b[31mEvil\x07[@click=app.quit]" + b"A" * 200}
    ad = ad_from_txt(txt, "10.66.0.1", 7766)
    assert ad is not None
    assert "\x1b" not in ad.name and "\x07" not in ad.name
    assert len(ad.name) <= 40
    assert clean_text(b"\xff\xfe ok") == "\ufffd\ufffd ok"


@pytest.mark.parametrize(
    "txt, port",
    [
        ({b"v": b"x", b"id": b"a", b"free": b"1"}, 7766),
        ({b"v": b"1", b"id": b"", b"free": b"1"}, 7766),
        ({b"v": b"1", b"id": b"a", b"free": b"9"}, 7766),
        ({b"v": b"1", b"id": b"a", b"free": b"1"}, 0),
        ({b"v": b"0", b"id": b"a", b"free": b"1"}, 7766),
        ({b"id": b"a", b"free": b"1"}, 7766),
    ],
)
def test_malformed_adverts_are_dropped(txt: dict[bytes, bytes], port: int) -> None:
    assert ad_from_txt(txt, "10.66.0.1", port) is None


@given(
    st.dictionaries(st.binary(max_size=20), st.one_of(st.none(), st.binary(max_size=80)), max_size=8),
    st.integers(min_value=-5, max_value=70000),
)
def test_fuzz_any_txt_gives_an_advert_or_none(txt: dict[bytes, bytes | None], port: int) -> None:
    ad = ad_from_txt(txt, "10.66.0.1", port)
    if ad is not None:
        assert all(ch.isprintable() for ch in ad.name + ad.table_id + ad.preset)
        assert 0 <= ad.free_seats <= 4 and 0 < ad.port < 65536


def _json_lines(text: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in text.splitlines() if line.startswith("{")]


def test_a_table_advertised_on_one_machine_is_listed_on_another() -> None:
    with lan(2) as net:
        host = net.run(
            0,
            [
                "-m",
                "net.discovery",
                "advertise",
                "--interface",
                net.addrs[0],
                "--name",
                "Кухня\x1b[2J",
                "--table-id",
                "k1",
                "--free",
                "2",
                "--port",
                "7766",
                "--seconds",
                "6",
            ],
        )
        browser = net.run(1, ["-m", "net.discovery", "browse", "--interface", net.addrs[1], "--seconds", "3"])
        out, err = browser.communicate(timeout=20)
        assert browser.returncode == 0, err
        found = [t for t in _json_lines(out) if t["table_id"] == "k1"]
        assert len(found) == 1, (out, err)
        table = found[0]
        assert table["name"] == "Кухня[2J"
        assert table["address"] == net.addrs[0] and table["port"] == 7766 and table["free_seats"] == 2
        host.kill()
