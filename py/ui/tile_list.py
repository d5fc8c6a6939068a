"""The tile list: a dialog with the game's tile types and how many of each are still in the bag."""

from __future__ import annotations

from collections import Counter

from . import render, text
from .dom import ModalDialog, q


def tile_groups(game) -> list[tuple[str, list[tuple[str, int, bool]]]]:
    """Per tile set of the game: its label and (tile id, left in the bag, provisional shape) per type.
    The drawn tile is out of the bag."""
    from carcassonne.tiles import TILE_TYPES

    left = Counter(game.bag[game.bag_pos:])
    groups = []
    for set_name in game.rules.tile_sets:
        entries = [(t, left[t], tt.provisional) for t, tt in TILE_TYPES.items() if tt.set == set_name]
        if entries:
            groups.append((text.set_label(set_name), entries))
    return groups


class TileList(ModalDialog):
    """The `<dialog data-testid="tile-list">`."""

    def fill(self, game) -> None:
        self.update(game)

    def update(self, game) -> None:
        groups = tile_groups(game)
        q(self.dialog, "#tiles-summary").textContent = text.tiles_summary(game.tiles_left, game.drawn)
        q(self.dialog, '[data-testid="provisional-note"]').hidden = not any(
            p for _, entries in groups for _, _, p in entries)
        q(self.dialog, ".tile-groups").innerHTML = render.tile_list_html(groups)
