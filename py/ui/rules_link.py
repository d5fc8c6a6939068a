"""The game's link to the rules page ("?" in the panel head): it names what is in play in the game on screen, so
the page marks those sections "In this game" (static/rules.js reads ``play=``).  Pure: CPython tests it."""

from __future__ import annotations

from .dom import found, q

RULES_PAGE = "./rules.html"

#: What a query value may carry as it is; anything else is percent-encoded (RFC 3986's unreserved and the comma).
_PLAIN = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~,")


def _query_value(text: str) -> str:
    """``text`` percent-encoded for a query: what `urllib.parse.quote(text, safe=",")` gives.  Written out because
    importing `urllib.parse` in Pyodide takes 60-95 ms (it pulls in `ipaddress`), all of it on the main thread in
    the menu's warm-up, for a link whose words are the game's own ASCII names."""
    return "".join(ch if ch in _PLAIN else "".join(f"%{b:02X}" for b in ch.encode()) for ch in text)


def rules_href(rules) -> str:
    """``./rules.html?play=farmers,abbot`` for a game with farmers and the Abbot (``rules``: `carcassonne.Rules`);
    the page ignores a name it has no section for."""
    parts = (["farmers"] if rules.farmers else []) + list(rules.expansions)
    if not parts:
        return RULES_PAGE
    return f"{RULES_PAGE}?play={_query_value(','.join(parts))}"


def point_rules_link(root, rules) -> None:
    """Set the game's "?" link (data-testid ``game-rules``) under ``root`` to the rules of this game."""
    link = q(root, '[data-testid="game-rules"]')
    if found(link):
        link.setAttribute("href", rules_href(rules))
