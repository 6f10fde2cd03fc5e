"""What every screen of the app shares: Footer keys in the player's language, and the app."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from textual.screen import ModalScreen, Screen

from ..keys import localize_bindings

if TYPE_CHECKING:
    from ..app import SixtySixApp

ResultT = TypeVar("ResultT")


class AppScreen(Screen[ResultT]):
    def __init__(self) -> None:
        super().__init__()
        localize_bindings(self)

    @property
    def sixtysix(self) -> SixtySixApp:
        return self.app  # type: ignore[return-value]


class AppModal(ModalScreen[ResultT]):
    def __init__(self) -> None:
        super().__init__()
        localize_bindings(self)
