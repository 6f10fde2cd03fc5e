"""The app's screens: lobby, table, curtain, scoring, help, settings and dialogs."""
