"""What every screen of the app shares: Footer keys in the player's language, the app,
and the "enlarge the window" notice that covers it while the terminal is too small."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from textual import events
from textual.message import Message
from textual.screen import ModalScreen, Screen

from ..i18n import get_language
from ..keys import localize_bindings
from ..widgets.notice import TooSmallNotice

if TYPE_CHECKING:
    from ..app import SixtySixApp

ResultT = TypeVar("ResultT")

_STARTING = (events.Mount, events.ScreenResume)


class _LetGoUnstarted:
    """Mixed into both base screens: a screen that the app, quitting, no longer holds (the
    player quit as a hand ended, say) is not started.  Textual then mounts none or only
    some of its widgets but still sends it Mount and ScreenResume, and the screens'
    handlers, which look for their widgets, failed with a traceback on the way out; a
    screen about to go has nothing to start either (the join screen would look for tables
    on the network).  Held back in Textual's ``_dispatch_message``, one place for all of
    the screens' handlers (Textual is pinned exactly in pyproject.toml)."""

    async def _dispatch_message(self, message: Message) -> None:
        if isinstance(message, _STARTING) and not self.is_attached:  # type: ignore[attr-defined]
            return
        await super()._dispatch_message(message)  # type: ignore[misc]


class AppScreen(_LetGoUnstarted, Screen[ResultT]):
    def __init__(self) -> None:
        super().__init__()
        localize_bindings(self)
        self._language = get_language()  # the Footer's, to say its keys again after a change

    @property
    def sixtysix(self) -> SixtySixApp:
        return self.app  # type: ignore[return-value]

    def on_screen_resume(self) -> None:
        if not self.query(TooSmallNotice):
            self.mount(TooSmallNotice())
        check = getattr(self.app, "check_size", None)
        if check is not None:
            check()
        if self._language != get_language():  # changed in the settings over this screen
            self._language = get_language()
            localize_bindings(self)
            self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Under the notice no key may act on what cannot be seen.
        return not getattr(self.app, "too_small", False)


class AppModal(_LetGoUnstarted, ModalScreen[ResultT]):
    def __init__(self) -> None:
        super().__init__()
        localize_bindings(self)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return not getattr(self.app, "too_small", False)
