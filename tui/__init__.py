"""Textual app and command line (depends on engine and net)."""
