"""The game's link to the rules page ("?" in the panel head): it names what is in play in the game on screen, so
the page marks those sections "In this game" (static/rules.js reads ``play=``).  Pure: CPython tests it."""

from __future__ import annotations

from urllib.parse import quote

from .dom import found, q

RULES_PAGE = "./rules.html"


def rules_href(rules) -> str:
    """``./rules.html?play=farmers,abbot`` for a game with farmers and the Abbot (``rules``: `carcassonne.Rules`);
    the page ignores a name it has no section for."""
    parts = (["farmers"] if rules.farmers else []) + list(rules.expansions)
    if not parts:
        return RULES_PAGE
    return f"{RULES_PAGE}?play={quote(','.join(parts), safe=',')}"


def point_rules_link(root, rules) -> None:
    """Set the game's "?" link (data-testid ``game-rules``) under ``root`` to the rules of this game."""
    link = q(root, '[data-testid="game-rules"]')
    if found(link):
        link.setAttribute("href", rules_href(rules))
