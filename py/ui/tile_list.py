"""The tile list: a dialog with the game's tile types and how many of each are still in the bag."""

from __future__ import annotations

from collections import Counter
from typing import Callable, Iterable

from . import text
from .dom import ModalDialog, q
from .i18n import N_, t
from .render import esc
from .tile_words import tile_phrase


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
    """The `<dialog data-testid="tile-list">`.  ``ensure_defs`` puts tile types' symbols into the page's
    `<defs>` (the board's `board_view.BoardView.ensure_defs`): the thumbnails are `<use>`s of them."""

    def __init__(self, dialog, ensure_defs: Callable[[Iterable[str]], None]) -> None:
        super().__init__(dialog)
        self.ensure_defs = ensure_defs

    def fill(self, game) -> None:
        self.update(game)

    def update(self, game) -> None:
        groups = tile_groups(game)
        self.ensure_defs(tile_id for _, entries in groups for tile_id, _, _ in entries)
        q(self.dialog, "#tiles-summary").textContent = text.tiles_summary(game.tiles_left, game.drawn)
        q(self.dialog, '[data-testid="provisional-note"]').hidden = not any(
            p for _, entries in groups for _, _, p in entries)
        q(self.dialog, ".tile-groups").innerHTML = tile_list_html(groups)


def tile_thumb(tile_id: str) -> str:
    """A `<use>` of the type's symbol, the board's own drawing of a lone tile seen near: the symbol comes from
    the table the build worked out (`tileart.built`), where a standalone drawing (`tileart.tile_svg`) plans the
    town again on the page's main thread, about half a second a type (a list of 79 froze the page for 44 s)."""
    tid = esc(tile_id)
    return (f'<svg class="tile-art" data-tile="{tid}" width="56" height="56" viewBox="0 0 100 100" '
            f'aria-hidden="true"><use href="#tile-{tid}" width="100" height="100"/></svg>')


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
