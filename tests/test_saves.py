"""The autosave slot (tui/saves.py): where files go, atomic writes, resuming, damaged
saves moved aside with one sentence, and file system trouble reported, never raised."""

from __future__ import annotations

import errno
import json
import os
import random
from pathlib import Path
from typing import Any

import pytest
from session_helpers import advance, fingerprint, new_session, play_hand, play_match, step

from engine.replay import replay
from tui import saves
from tui.saves import (
    SAVE_KEY,
    LoadResult,
    as_record_file,
    config_dir,
    data_dir,
    delete_save,
    has_save,
    load_save,
    save_path,
    save_summary,
    write_save,
)
from tui.session import GameSession, SaveError


def _mid_match(seed: int = 5, kinds: str = "hb", name: str = "classic") -> GameSession:
    s = new_session(name, kinds, seed=seed)
    rng = random.Random(seed)
    play_hand(s, rng)
    assert not s.match_over
    s.next_hand()
    advance(s, rng, 3)
    assert not s.hand_over
    return s


def _corrupt_files() -> list[Path]:
    return sorted(data_dir().glob("current.corrupt-*.json"))


def _one_sentence(message: str | None) -> str:
    assert message is not None
    assert message[0].isupper() and message.endswith(".") and "\n" not in message
    assert "Traceback" not in message
    return message


# --------------------------------------------------------------------------- directories


def test_tests_never_touch_the_real_home(tmp_path):
    """The autouse fixture in conftest sends every test's files to its tmp dir."""
    assert data_dir() == tmp_path / "data" and config_dir() == tmp_path / "config"
    assert save_path() == tmp_path / "data" / "current.json"


def test_xdg_dirs(monkeypatch, tmp_path):
    monkeypatch.delenv("SIXTYSIX_DATA_DIR")
    monkeypatch.delenv("SIXTYSIX_CONFIG_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xd"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xc"))
    assert data_dir() == tmp_path / "xd" / "sixtysix"
    assert config_dir() == tmp_path / "xc" / "sixtysix"


def test_home_dirs_without_xdg(monkeypatch, tmp_path):
    monkeypatch.delenv("SIXTYSIX_DATA_DIR")
    monkeypatch.delenv("SIXTYSIX_CONFIG_DIR")
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", "relative/dir")  # invalid by the XDG spec: ignored
    assert data_dir() == tmp_path / ".local" / "share" / "sixtysix"
    assert config_dir() == tmp_path / ".config" / "sixtysix"


def test_own_variable_beats_xdg(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xd"))
    monkeypatch.setenv("SIXTYSIX_DATA_DIR", str(tmp_path / "mine"))
    assert data_dir() == tmp_path / "mine"


# --------------------------------------------------------------------------- round trips


def test_nothing_saved():
    assert not has_save()
    assert load_save() == LoadResult()
    assert save_summary() is None
    assert delete_save() is None


@pytest.mark.parametrize(("name", "kinds"), [("classic", "hb"), ("three", "hbb"), ("four", "hbhb")])
def test_save_and_resume_mid_hand(name, kinds):
    s = _mid_match(kinds=kinds, name=name)
    assert write_save(s) is None and has_save()
    loaded = load_save()
    assert loaded.message is None and loaded.session is not None
    assert fingerprint(loaded.session) == fingerprint(s)
    # The same moves from here give the same match, deals included.
    ra, rb = random.Random(9), random.Random(9)
    for _ in range(3):
        while not s.hand_over:
            assert step(s, ra) == step(loaded.session, rb)
        if s.match_over:
            break
        s.next_hand()
        loaded.session.next_hand()
        assert fingerprint(loaded.session) == fingerprint(s)
    assert has_save()  # resuming keeps the file until the next write replaces it


def test_save_and_resume_between_hands():
    s = _mid_match()
    play_hand(s, random.Random(2))
    assert s.hand_over and not s.match_over
    write_save(s)
    resumed = load_save().session
    assert resumed is not None
    s.next_hand()  # the resumed session starts at the next deal
    assert fingerprint(resumed) == fingerprint(s)


def test_autosave_after_every_action_and_gone_at_the_end():
    s = new_session("classic", "hb", seed=8)
    s.on_change = write_save
    rng = random.Random(3)
    for _ in range(80):
        while not s.hand_over:
            step(s, rng)
            if not s.match_over:
                assert json.loads(save_path().read_text(encoding="utf-8")) == as_record_file(s.to_save())
        if s.match_over:
            break
        s.next_hand()
        assert json.loads(save_path().read_text(encoding="utf-8")) == as_record_file(s.to_save())
    assert s.match_over and not has_save()  # a finished match leaves no save
    assert list(data_dir().iterdir()) == []  # and no temp files


def test_undo_is_saved_too():
    s = new_session("classic", "hb", seed=8)
    s.on_change = write_save
    while s.bot_to_move:
        s.apply(s.bot_action())
    before = as_record_file(s.to_save())
    step(s, random.Random(0), claims=False)
    s.undo()
    after = json.loads(save_path().read_text(encoding="utf-8"))
    assert after[SAVE_KEY].pop("takebacks") == 1 and before[SAVE_KEY].pop("takebacks") == 0  # counted...
    assert after == before  # ... and otherwise the save from before the move
    assert load_save().session.takebacks == 1  # type: ignore[union-attr]


@pytest.mark.parametrize("count", [-1, 1.5, "2", True, None])
def test_a_save_with_a_bad_count_of_moves_taken_back_is_refused_in_a_sentence(count: object) -> None:
    save = new_session("classic", "hb", seed=8).to_save()
    save["takebacks"] = count
    with pytest.raises(
        SaveError,
        match=r"^The save cannot be resumed because its count of moves taken back is not a whole number of 0 or more\.",
    ):
        GameSession.from_save(save)
    del save["takebacks"]  # a save from before they were counted
    assert GameSession.from_save(save).takebacks == 0


def test_save_summary():
    s = _mid_match(kinds="hbb", name="three")
    write_save(s)
    summary = save_summary()
    assert summary is not None
    assert summary.names == ("Ann", "Bob (bot)", "Cid (bot)")
    assert summary.preset == "three"
    assert summary.score == tuple(s.match.score) and summary.hand_number == 1
    assert summary.target == s.rules.match_target


def test_save_summary_of_a_partnership_match_names_the_sides():
    """The lobby shows two sides and their two scores, as the table does, not four seats."""
    s = _mid_match(kinds="hbbb", name="four")
    write_save(s)
    summary = save_summary()
    assert summary is not None
    assert summary.names == ("Ann & Cid (bot)", "Bob (bot) & Dee (bot)")
    assert summary.score == tuple(s.match.score[:2]) and len(summary.score) == 2


def test_delete_save():
    write_save(_mid_match())
    assert delete_save() is None and not has_save()
    assert delete_save() is None  # twice is fine


def test_the_file_is_json_a_person_can_read():
    write_save(_mid_match())
    text = save_path().read_text(encoding="utf-8")
    data = json.loads(text)
    assert data["format"] == "sixtysix-match/1" and data[SAVE_KEY]["format"] == "sixtysix-save"


def test_the_save_is_a_match_record_that_replays():
    # notation.md: "Save files and autosaves use it" (the match record format).
    s = _mid_match()
    write_save(s)
    outcome = replay(json.loads(save_path().read_text(encoding="utf-8")))
    assert outcome.score == s.match.score and len(outcome.hands) == len(s.match.finished) + 1
    assert outcome.hands[-1].result is None  # the hand in play


def test_a_save_written_before_the_save_was_a_record_still_resumes():
    s = _mid_match()
    save_path().parent.mkdir(parents=True, exist_ok=True)
    save_path().write_text(json.dumps(s.to_save()), encoding="utf-8")  # the record inside the save
    resumed = load_save().session
    assert resumed is not None and fingerprint(resumed) == fingerprint(s)


# --------------------------------------------------------------------------- damaged saves


def _valid_text() -> str:
    return json.dumps(as_record_file(_mid_match().to_save()))


def _edit(change) -> str:
    data = json.loads(_valid_text())
    change(data)
    return json.dumps(data)


def _first_action(data: dict[str, Any], action: str) -> None:
    actions = data["hands"][0]["actions"]
    actions[0] = actions[0].split()[0] + " " + action


DAMAGED: dict[str, Any] = {
    "empty file": b"",
    "not JSON": b"this is not a save\n",
    "binary": bytes(range(256)),
    "truncated": lambda: _valid_text()[: len(_valid_text()) // 2].encode(),
    "cut at the end": lambda: _valid_text()[:-1].encode(),
    "deep nesting": b"[" * 100_000,
    "a list": b"[1, 2, 3]",
    "wrong types": lambda: _edit(lambda d: d[SAVE_KEY].update(seed="seven", seats="Ann and Bob")).encode(),
    "bad action in record": lambda: _edit(lambda d: _first_action(d, "play ZZ")).encode(),
    "illegal action in record": lambda: _edit(lambda d: _first_action(d, "close")).encode(),
    "wrong score": lambda: _edit(lambda d: d.update(score=[5, 5])).encode(),
    "unknown bot": lambda: _edit(lambda d: d[SAVE_KEY]["seats"][1].update(level="wizard")).encode(),
    "newer version": lambda: _edit(lambda d: d[SAVE_KEY].update(version=2)).encode(),
    "rng damaged": lambda: _edit(lambda d: d[SAVE_KEY].update(rng=[3, [1, 2], None])).encode(),
    "save part not an object": lambda: _edit(lambda d: d.update({SAVE_KEY: [1]})).encode(),
}


@pytest.mark.parametrize("case", list(DAMAGED))
def test_damaged_save_is_moved_aside_with_one_sentence(case):
    content = DAMAGED[case]
    raw = content() if callable(content) else content
    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    assert save_summary() is None and path.exists()  # the lobby's look moves nothing
    result = load_save()
    assert result.session is None
    message = _one_sentence(result.message)
    moved = _corrupt_files()
    assert len(moved) == 1 and str(moved[0]) in message
    assert moved[0].read_bytes() == raw  # kept exactly as it was
    assert not path.exists() and not has_save()
    assert load_save() == LoadResult()  # the next start is clean


def test_two_damaged_saves_in_one_second_are_both_kept(monkeypatch):
    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for text in (b"first", b"second"):
        path.write_bytes(text)
        assert load_save().message
    kept = sorted(p.read_bytes() for p in _corrupt_files())
    assert kept == [b"first", b"second"]


def test_a_directory_where_the_save_belongs():
    save_path().mkdir(parents=True)
    result = load_save()
    assert result.session is None
    _one_sentence(result.message)
    assert _corrupt_files() and not save_path().exists()


def test_unreadable_save(monkeypatch):
    write_save(_mid_match())

    def refuse(self: Path, *args: object, **kwargs: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied", str(self))

    monkeypatch.setattr(Path, "open", refuse)
    result = load_save()
    assert result.session is None and "permission denied" in _one_sentence(result.message)
    assert len(_corrupt_files()) == 1


def test_damaged_save_that_cannot_be_moved(monkeypatch):
    path = save_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{")

    def refuse(src: Any, dst: Any) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(saves.os, "rename", refuse)
    result = load_save()
    assert result.session is None and "could not be moved aside" in _one_sentence(result.message)
    assert path.read_bytes() == b"{"  # still there, untouched


def test_a_bug_while_loading_still_keeps_the_file(monkeypatch):
    write_save(_mid_match())

    def broken(data: Any) -> GameSession:
        raise RuntimeError("a bug")

    monkeypatch.setattr(GameSession, "from_save", staticmethod(broken))
    result = load_save()
    assert result.session is None
    _one_sentence(result.message)
    assert len(_corrupt_files()) == 1


# --------------------------------------------------------------------------- write trouble


def test_disk_full_keeps_the_old_save(monkeypatch):
    s = _mid_match()
    write_save(s)
    old = save_path().read_bytes()
    step(s, random.Random(1))

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(saves.os, "fsync", full)
    message = _one_sentence(write_save(s))
    assert "no space left on device" in message and str(save_path()) in message
    assert save_path().read_bytes() == old  # the last good save survives
    assert [p.name for p in data_dir().iterdir()] == ["current.json"]  # no temp file left


def test_data_dir_cannot_be_made(monkeypatch, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("SIXTYSIX_DATA_DIR", str(blocker / "sub"))
    s = _mid_match()
    _one_sentence(write_save(s))
    assert not has_save()
    assert load_save() == LoadResult()


def test_delete_refused(monkeypatch):
    write_save(_mid_match())

    def refuse(self: Path, missing_ok: bool = False) -> None:
        raise PermissionError(errno.EACCES, "Permission denied", str(self))

    monkeypatch.setattr(Path, "unlink", refuse)
    assert "permission denied" in _one_sentence(delete_save())


def test_write_of_a_finished_match_deletes_the_slot():
    s = new_session("classic", "hb", seed=4)
    write_save(s)
    play_match(s, random.Random(0))
    assert write_save(s) is None and not has_save()


def test_saves_are_private():
    write_save(_mid_match())
    assert os.stat(save_path()).st_mode & 0o077 == 0  # the temp file's 0600 carries over


def test_a_damaged_save_is_explained_in_the_players_language():
    from tui.i18n import set_language

    save_path().parent.mkdir(parents=True, exist_ok=True)
    save_path().write_bytes(b'{"format": "sixtysix-save"')
    set_language("uk")
    message = load_save().message
    assert message is not None
    assert message.startswith("Збережену партію перенесено в ") and message.endswith(
        ", бо файл не читається як JSON (можливо, його обрізано)."
    )


def test_a_damaged_record_in_a_save_says_its_english_detail_is_for_a_bug_report():
    from tui.i18n import set_language

    save_path().parent.mkdir(parents=True, exist_ok=True)
    save_path().write_bytes(DAMAGED["wrong score"]())
    set_language("ru")
    message = load_save().message
    assert message is not None
    assert message.endswith(
        ", потому что запись партии повреждена (для отчёта об ошибке:"
        " the saved score [5, 5] does not match the hands ([0, 2]))."
    )
