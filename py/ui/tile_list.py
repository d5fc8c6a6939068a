"""The tile list: a dialog with the game's tile types and how many of each are still in the bag."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from . import text
from .dom import ModalDialog, q
from .i18n import N_, t
from .render import esc
from .tile_words import tile_phrase
from .tileart import tile_svg


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
        q(self.dialog, ".tile-groups").innerHTML = tile_list_html(groups)


@lru_cache(maxsize=128)
def tile_thumb(tile_id: str) -> str:
    return tile_svg(tile_id, 0, 56).replace("<svg ", '<svg aria-hidden="true" ', 1)


#: Why a tile is marked provisional (the entry's tooltip; the dialog's note says it at length).
PROVISIONAL_WHY = N_("Provisional shape: this tile's printed shape is not documented in our sources, so the real tile may differ.")


def provisional_note() -> str:
    """The mark of a provisional tile: a badge over the thumbnail's corner (a sign, the same in every language)
    and the words under it, so the six gingerbread tiles stand out among the others at a glance."""
    return (f'<span class="prov-mark" aria-hidden="true">?</span>'
            f'<span class="prov">{esc(t("provisional shape"))}</span>')


def tile_list_html(groups: list[tuple[str, list[tuple[str, int, bool]]]]) -> str:
    """HTML of the tile list: per set, a heading and one entry per tile type (thumbnail, what it shows, how many are
    left in the bag, "provisional shape" when the catalogue says so).  ``groups``: (set label, [(tile id, left,
    provisional)])."""
    out = []
    for label, entries in groups:
        out.append(f'<section class="tile-group"><h3>{esc(label)}</h3><ul>')
        for tile_id, left, provisional in entries:
            cls = "tile-entry" + (" gone" if not left else "") + (" provisional" if provisional else "")
            note = provisional_note() if provisional else ""
            why = f' title="{esc(t(PROVISIONAL_WHY))}"' if provisional else ""
            out.append(f'<li class="{cls}" data-tile="{esc(tile_id)}" data-left="{left}"{why}>{tile_thumb(tile_id)}'
                       f'<span class="tile-id">{esc(tile_phrase(tile_id))}</span>'
                       f'<span class="left">{esc(text.tiles_left_short(left))}</span>{note}</li>')
        out.append("</ul></section>")
    return "".join(out)
