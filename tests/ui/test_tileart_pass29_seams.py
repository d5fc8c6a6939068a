"""Art pass 29: two mini roofs side by side across a seam keep apart in colour where they stand close
(`ui.tileart.seam_colours`): the board swaps a later tile's two roof colours where that leaves fewer such pairs."""

from __future__ import annotations

from pathlib import Path

from carcassonne.tiles import TILE_TYPES
from tileart_boards import compact_game
from ui.render import tiles_layer
from ui.tileart.seam_colours import OCHRE_KEEP, _clashes, _colours, _ochre, seam_roofs, swap_css_rules, swapped_cells
from ui.tileart.square_cottages import _plaza


class _Board:
    """A board of two tiles side by side: `tiles` and `order` as the engine's board gives them."""

    def __init__(self, left: tuple[str, int], right: tuple[str, int]) -> None:
        from types import SimpleNamespace as NS
        self.tiles = {(0, 0): [NS(id=left[0], rot=left[1])], (1, 0): [NS(id=right[0], rot=right[1])]}
        self.order = [(0, 0), (1, 0)]


def test_every_tile_types_roofs_are_its_pieces():
    """Each tile type without a plaza lists each of its pieces once, the first in the start colour where it has two
    or more."""
    from ui.tileart.mini_kinds import mid_pieces
    failures = []
    for tid in TILE_TYPES:
        roofs, pieces = seam_roofs(tid), mid_pieces(tid)
        want = 0 if _plaza(tid) is not None else len(pieces)
        slots = [r[3] for r in roofs]
        if len(roofs) != want or (want > 1 and slots != [0] + [1] * (want - 1)) or (want == 1 and slots != [1]):
            failures.append((tid, roofs))
    assert not failures


def test_no_close_same_coloured_roofs_across_a_seam_where_a_swap_helps():
    """On every pair of tile types side by side (each of a few turns), the right tile's roofs never clash with the
    left's where its colours the other way round would not (the rule the board keeps, cell by cell)."""
    failures = []
    ids = [t for t in TILE_TYPES if seam_roofs(t)]
    for a in ids:
        for b in ids:
            for ra, rb in ((0, 0), (90, 270), (180, 0)):
                board = _Board((a, ra), (b, rb))
                sw = swapped_cells(board)
                left = _colours((0, 0), a, ra, False)
                mine = _colours((1, 0), b, rb, (1, 0) in sw)
                other = _colours((1, 0), b, rb, (1, 0) not in sw)
                if _clashes(mine, left) > _clashes(other, left) and _ochre(other) >= OCHRE_KEEP * _ochre(mine):
                    failures.append((a, ra, b, rb))
    assert not failures


def test_the_judges_board_keeps_no_close_same_coloured_pair_and_marks_the_swaps():
    """The e2e board (`compact_game`): the two same-coloured pairs of roofs side by side under `SEAM_GAP` apart the
    judge found on main (the heart's two brick ones, two ochre ones) differ, and each swapped cell's `<use>` says so."""
    board = compact_game(76)[0].board
    sw = swapped_cells(board)
    roofs = {c: _colours(c, board.tiles[c][0].id, board.tiles[c][0].rot, c in sw) for c in board.order}
    judged = ((-3, 0), (-2, 0)), ((-3, 3), (-2, 3))  # (the heart's two brick roofs and the two ochre ones)
    clashes = [c for c, d in judged if _clashes(roofs[c], roofs[d])]
    assert not clashes
    assert sw and tiles_layer(board).count('data-sw=""') == len(sw)


def test_the_swap_rules_are_in_the_stylesheet():
    css = (Path(__file__).resolve().parents[2] / "static" / "tileart.css").read_text()
    assert [line for line in swap_css_rules() if line not in css] == []
