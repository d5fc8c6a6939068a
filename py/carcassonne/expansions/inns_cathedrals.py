"""Inns & Cathedrals: 18 tiles, one big follower per player, a 6th player.

The scoring of inns (a finished road with an inn: 2 per tile; unfinished: 0) and cathedrals (a finished city
with one: 3 per tile and pennant; unfinished: 0) lives with the other values in `scoring.py`, driven by the tile
data's flags; the big follower counts twice in every majority (`Meeple.strength`).  Six players are allowed when
this expansion is on (`Rules.max_players`).
"""

from __future__ import annotations

from .base import Expansion


class InnsCathedrals(Expansion):
    name = "inns-cathedrals"
    tile_sets = ("inns-cathedrals",)
    supply = {"big": 1}
