"""Art pass 31, the towns at the playing zoom (docs/art-reviews.md, "After pass 30", ask 2, asked twice):
desktop-fit's ochre twins (285,514)/(300,514), J's lone roof 4 px from P's, part in colour, and more roofs of 13 px
or more at fit.

A tile of one mini roof swaps its two colours to part a same-coloured roof across a seam whatever its ochre
(`seam_colours.keeps_ochre`), and a usual or roomy cottage grows grand (`fit_grow`, 1.19) where its box keeps the
rules `outline_fit._box_ok` asks and its outline the walls' and streets' gaps.  The tests loop over every tile type
(or every cell of the judge's board) and collect failures."""

from __future__ import annotations

from carcassonne.tiles import TILE_TYPES
from tileart_boards import compact_game
from ui.tileart.fit_grow import GRAND, GRAND_SCALE
from ui.tileart.mini_kinds import SCALE, _town_of, box, houses_mini_kinds, mid_pieces
from ui.tileart.outline_fit import OUTLINE_WALL, _box_ok, outline_clear
from ui.tileart.seam_colours import _clashes, _colours, keeps_ochre, swapped_cells
from ui.tileart.town import boxes_clear
from ui.tileart.town_mini import MINI_SPACE

#: The judge's twins: J's lone roof (cell (-5, 2)) and P's corner cottage on its right (-4, 2).
TWINS = ((-5, 2), (-4, 2))


def test_the_judges_ochre_twins_part_and_no_close_pair_is_left_where_a_swap_helps():
    board = compact_game(76)[0].board
    sw = swapped_cells(board)
    roofs = {c: _colours(c, board.tiles[c][0].id, board.tiles[c][0].rot, c in sw) for c in board.order}
    failures = [TWINS] if _clashes(roofs[TWINS[0]], roofs[TWINS[1]]) else []
    for n, cell in enumerate(board.order):  # (every later cell against the neighbours placed before it)
        before = set(board.order[:n])
        near = [r for d in (-1, 1) for c in [(cell[0] + d, cell[1])] if c in before for r in roofs[c]]
        o = board.tiles[cell][0]
        other = _colours(cell, o.id, o.rot, cell not in sw)
        if near and _clashes(other, near) < _clashes(roofs[cell], near) and keeps_ochre(other, roofs[cell]):
            failures.append(cell)
    assert not failures, failures


def test_a_lone_roof_may_give_its_ochre_and_a_tile_of_more_keeps_it():
    one, two = ((0.0, 0.0, 8.4, 0),), ((0.0, 0.0, 8.4, 0), (30.0, 0.0, 8.4, 0))
    assert keeps_ochre(((0.0, 0.0, 8.4, 1),), one)
    assert not keeps_ochre(((0.0, 0.0, 8.4, 1), (30.0, 0.0, 8.4, 1)), two)


def test_grand_cottages_keep_every_rule_on_every_tile_type():
    """Each grand cottage keeps `_box_ok` (tile edge, other cottages, fir, wells, followers' room, gate blocks, queues)
    against its tile's pieces, its outline `OUTLINE_WALL` off the walls and the far streets' gap, and is drawn at its
    scale.  (Pass 32: no type finds room for one any more, `fit_grow.ROOMY_WALL`; see the wall test below.)"""
    failures = []
    for tid in TILE_TYPES:
        pieces = mid_pieces(tid)
        listed = [[p, k, _town_of(tid, p)] for p, k in pieces]
        for i, (p, k, t) in enumerate(listed):
            if k != GRAND:
                continue
            others = [(q, j) for n, (q, j, _) in enumerate(listed) if n != i]
            if t is None or not outline_clear(tid, t, p, GRAND_SCALE) \
                    or not all(boxes_clear(p, box(GRAND), q, box(j), MINI_SPACE) for q, j in others):
                failures.append((tid, p, "breaks a rule"))
        if any(k == GRAND for _, k in pieces) and f'stroke-width="{SCALE[GRAND]:g}"' not in houses_mini_kinds(pieces):
            failures.append((tid, "not drawn at its scale"))
    assert OUTLINE_WALL > 3.5 and GRAND_SCALE > SCALE["n"]
    assert not failures, failures


def test_the_box_rules_are_asked_of_the_grown_size():
    """`_box_ok` measures the grown cottage's own box: an F cottage grown grand and moved onto its neighbour fails,
    where at its own spot it passes."""
    listed = [[p, k, _town_of("F", p)] for p, k in mid_pieces("F")]
    i, j = (n for n, q in enumerate(listed) if q[1] in ("h", "n"))  # (the two cottages on the right: pass 32)
    assert _box_ok("F", listed, i, listed[i][0], listed[i][1])
    assert not _box_ok("F", listed, i, listed[j][0], GRAND)


def test_a_grand_cottage_keeps_off_its_wall_roomily_and_f_grows_only_hearty():
    """Pass 32 (the judge after pass 31: F's grand cottages' shadows met the wall's inner band): a grand cottage on
    any tile type keeps its outline `ROOMY_WALL` and its shadow `ROOMY_SHADOW` off the wall under every turn (its
    usual self nearer than that asks only no nearer); F's lower right cottage, grand in pass 31 with its shadow 4.2
    units off the wall's middle line, grows hearty instead, no nearer the wall than its usual self at its spot."""
    from ui.tileart.fit_grow import HEARTY, ROOMY_SHADOW, ROOMY_WALL, wall_gaps
    failures = []
    for tid in TILE_TYPES:
        for p, k in mid_pieces(tid):
            t = _town_of(tid, p)
            if k == GRAND and t is not None and any(
                    a < ROOMY_WALL - 1e-9 or b < ROOMY_SHADOW - 1e-9 for a, b in wall_gaps(tid, t, p, GRAND_SCALE)):
                failures.append((tid, p))
    lower = next((p, k) for p, k in mid_pieces("F") if p[0] > 50 and p[1] > 50)
    usual = wall_gaps("F", 0, (87.3, 72.4), SCALE["m"])
    grown = wall_gaps("F", 0, lower[0], SCALE[lower[1]])
    if lower[1] != HEARTY or any(g[0] < u[0] or g[1] < u[1] for g, u in zip(grown, usual)):
        failures.append(("F", lower, grown, usual))
    assert not failures, failures
