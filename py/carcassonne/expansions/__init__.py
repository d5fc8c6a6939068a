"""Expansions as switchable capabilities.

The core game knows nothing about any expansion: it calls the hooks of the `Expansion` objects its rules switch
on, at fixed points of a turn.  An expansion keeps its per-game state in ``game.ext[name]`` as immutable values, so
`Game.copy()` stays a shallow copy.  Adding one is adding a module here and a line in `registry`.

Imports go one way: `carcassonne.game` imports this package; the expansion modules import the base class from
`.base` and the engine's leaf modules (geometry, moves, scoring, tiles), never `carcassonne.game`.
"""

from __future__ import annotations

from .abbot import Abbot
from .base import Expansion
from .gingerbread import Gingerbread
from .inns_cathedrals import InnsCathedrals
from .river import River

__all__ = ["EXPANSIONS", "Expansion", "registry"]


def registry() -> dict[str, Expansion]:
    """One instance of every expansion, by name, in the order rules list them."""
    return {e.name: e for e in (River(), Abbot(), InnsCathedrals(), Gingerbread())}


EXPANSIONS: tuple[str, ...] = tuple(registry())  # every expansion's name, in canonical order
