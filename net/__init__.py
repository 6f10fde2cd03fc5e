"""LAN play: wire protocol, host, client, discovery (depends on engine only)."""
