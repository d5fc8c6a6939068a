"""Art pass 27 (docs/art-reviews.md, "After pass 26", ask 3): warmer large far roofs without more alike neighbours.

The judge found board-far's six far roofs of 11 px or more all slate: variants 1 and 3's large first roofs
(`far_kinds.BIG_COLOURS`).  A variant's large roofs meet every other variant's across a seam or a corner, so warming
every slate slot would leave about half the close pairs of large roofs alike (two warm colours); the new table
warms variant 3's first roof and recolours the warm ones so that close pairs are alike no more often.  Here
static/tileart.css is read as the browser cascades it (`test_tileart_pass26_far.big_markers`):

1. every variant and turn: the large roofs take `BIG_COLOURS`' colours (markers the defs ship for that turn),
   a tile's two differ, and at most one slot in eight is slate;
2. on the judge's desktop board (`compact_game`, 76 tiles) with each large roof where the board draws it (its
   spot turned with its tile): at least 80 % of the large roofs warm (pass 26: 12 of 17), and the pairs of close
   large roofs (under 50 units apart, in different tiles) of one colour no more than pass 26's table gave there.
"""

from __future__ import annotations

import math
from pathlib import Path

from ui.tileart.far_kinds import BIG, big_colours, far_css_overrides, far_defs, far_id, far_kinds
from ui.tileart.far_roofs import COLOURS, TURNS
from ui.tileart.town import cell_variant

from test_tileart_pass26_far import big_markers  # noqa: E402  (tests/ui is on the path)
from tileart_boards import compact_game

CSS = Path(__file__).resolve().parents[2] / "static" / "tileart.css"
SLATE = COLOURS.index("roof_far_slate")
#: Pass 26's table (variant: first, end), the reference for how often close large roofs were alike.
PASS26 = {0: (0, 2), 1: (1, 2), 2: (2, 0), 3: (1, 0)}
CLOSE = 50.0


def _cascade() -> dict[tuple[int, int], tuple[int, int]]:
    """Each (variant, turn): the colour indices (first, end) of the markers the CSS cascade gives its large roofs."""
    colour_of = {far_id(BIG, k, r): (k, r) for k in range(len(COLOURS)) for r in TURNS}
    out = {}
    for v in range(4):
        for rot in TURNS:
            picked = big_markers(v, rot)
            out[v, rot] = tuple(colour_of.get(picked[k], (None, None)) for k in ("L", "l"))
    return out


def test_the_css_gives_the_large_roofs_the_tables_colours_mostly_warm():
    """Every variant and turn: both large roofs in `BIG_COLOURS`' colours (since pass 28 a few turns in
    `BIG_TURNS`', `big_colours`), turned for the turn, shipped in the
    defs, the two different; at most one slot in eight slate; the generated lines in the CSS, after pass 26's."""
    css, defs = CSS.read_text(), far_defs()
    failures = [line for line in far_css_overrides() if line not in css]
    slate, slots = 0, 0
    for (v, rot), picked in _cascade().items():
        cols = tuple(k for k, _ in picked)
        if cols != big_colours(v, rot) or any(r != rot or f'id="{far_id(BIG, k, r)}"' not in defs for k, r in picked):
            failures.append((v, rot, picked))
        if cols[0] == cols[1]:
            failures.append((v, rot, "alike", cols))
        slate, slots = slate + cols.count(SLATE), slots + 2
    assert not failures, failures[:6]
    assert slots == 32 and slate * 8 <= slots, (slate, slots)


def _turn(p: tuple[float, float], rot: int) -> tuple[float, float]:
    """A point of a tile (units) turned `rot` degrees clockwise about its middle, as the board's `<use>`."""
    a = math.radians(rot)
    dx, dy = p[0] - 50, p[1] - 50
    return 50 + dx * math.cos(a) - dy * math.sin(a), 50 + dx * math.sin(a) + dy * math.cos(a)


def _large_roofs(board) -> list[tuple[tuple[int, int], int, int, int, tuple[float, float]]]:
    """Each large far roof on `board`: (cell, variant, turn, slot 0 first / 1 end, board point in units)."""
    out = []
    for (x, y), (o, *_) in board.tiles.items():
        spots, last, first = far_kinds(o.id)
        for slot, spot in ((0, spots[0] if first else None), (1, spots[-1] if last else None)):
            if spot:
                px, py = _turn(spot, o.rot)
                out.append(((x, y), cell_variant(x, y), o.rot, slot, (px + 100 * x, py + 100 * y)))
    return out


def _alike(roofs, colour) -> int:
    """How many pairs of large roofs in different tiles, under `CLOSE` units apart, share a colour."""
    return sum(colour(a) == colour(b) for i, a in enumerate(roofs) for b in roofs[i + 1:]
               if a[0] != b[0] and math.dist(a[4], b[4]) < CLOSE)


def test_the_boards_large_far_roofs_are_warm_and_no_more_often_alike():
    """On the judge's desktop board: 80 % or more of the large roofs warm by the CSS, and close pairs alike no
    more often than with pass 26's table."""
    cascade = _cascade()
    failures = []
    for tiles, seed in ((76, 900),):
        game, _ = compact_game(tiles, seed=seed)
        roofs = _large_roofs(game.board)
        now = [cascade[r[1], r[2]][r[3]][0] for r in roofs]
        warm = sum(k != SLATE for k in now)
        if not roofs or warm < 0.8 * len(roofs):
            failures.append((tiles, seed, "warm", warm, len(roofs)))
        alike = _alike(roofs, lambda r: cascade[r[1], r[2]][r[3]][0])
        before = _alike(roofs, lambda r: PASS26[r[1]][r[3]])
        if alike > before:
            failures.append((tiles, seed, "alike", alike, before))
    assert not failures, failures
