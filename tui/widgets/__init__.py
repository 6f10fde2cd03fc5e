"""Reusable widgets of the table: cards, hands, seats, the trick."""
