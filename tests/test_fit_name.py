"""Names cut to fit the table: never wider than asked, and seats stay told apart."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from rich.cells import cell_len

from tui.widgets.panels import fit_name

# Names reach the table through clean_name, which drops control characters.
_NAMES = st.text(st.characters(exclude_categories=("Cc", "Cs")), max_size=40)


@given(_NAMES, st.integers(min_value=2, max_value=30))
def test_a_cut_name_is_never_wider_than_asked(name: str, width: int) -> None:
    shown = str(fit_name(name, width))
    assert cell_len(shown) <= width
    if cell_len(name) <= width:
        assert shown == name


def test_the_seat_number_of_a_long_name_is_kept() -> None:
    assert str(fit_name("Алехандро Гонсалес Рамирес 2", 12)) == "Алехандро… 2"
    assert str(fit_name("Алехандро Гонсалес", 10)) == "Алехандро…"  # a long last word is not a number


def test_a_computer_seats_own_name_is_abbreviated_in_its_language() -> None:
    # «Компьют… 2» had been cut mid-word at 80 columns (two QA players).
    assert str(fit_name("Компьютер 2", 10)) == "Комп. 2"
    assert str(fit_name("Комп’ютер 4", 10)) == "Комп. 4"
    assert str(fit_name("Computer 2", 10)) == "Computer 2"  # it fits
    assert str(fit_name("Computer 2", 8)) == "Comp. 2"
    assert str(fit_name("Компьютер 2", 6)) == "Ком… 2"  # no room even for the abbreviation
    assert str(fit_name("Алехандро Гонсалес ²", 12)) == "Алехандро… ²"  # a digit int() refuses had crashed the table
