"""The Footer is rebuilt only when the keys it shows change (tui/widgets/footer.py)."""

from __future__ import annotations

from dataclasses import replace

from app_helpers import SIZE, footer_text, settle, table, table_app, until
from textual.widgets._footer import FooterKey

from tui.widgets.footer import KeysFooter


async def test_the_footer_keeps_its_keys_until_one_changes() -> None:
    app = table_app("classic", "hb", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)
        await settle(pilot)
        footer = t.query_one(KeysFooter)
        await until(pilot, lambda: "h Hint" in footer_text(app), "the keys")
        keys = list(footer.query(FooterKey))
        # Asked to look again with nothing changed (as focus moving, a screen pushed over
        # it and popped, or the table's own redraw ask it): the same key widgets stay.
        t.refresh_bindings()
        await pilot.pause()
        await pilot.pause()
        assert list(footer.query(FooterKey)) == keys
        # Hints switched off: the hint key is now greyed out, so the keys are drawn anew.
        app.settings = replace(app.settings, hints=False)
        t.refresh_bindings()
        await until(pilot, lambda: list(footer.query(FooterKey)) != keys, "the keys drawn anew")
        hint = next(key for key in footer.query(FooterKey) if key.action == "hint")
        assert hint.has_class("-disabled")
