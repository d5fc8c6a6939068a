"""Art pass 29 (the judge after pass 28, ask 3): the far towns' warm roofs.

1. board-far's large far roofs (`far_kinds.BIG_TURNS`, read as the browser cascades static/tileart.css,
   `test_tileart_pass27_far._cascade`): pass 28 had turned two ochre large roofs brown (ochre 10, brown 12,
   slate 3 of board-far's 25); now at least as many ochre as brown, no more slate, nothing pass 28 drew warm slate,
   and the 12 px slate at cell (-1, -7) (IC07 turned 90; its shadow on the wall band above a tower) warm.
2. The plaza house (`far_square._house`): a one-vertex path showed only its `marker-start`, the tile's first
   colour, slate on variants 1 and 3 (every-tile-type-far (304,157), beside a slate roof).  For every type with a
   plaza house and every variant, the marker drawn last (the mid where `--hfp` is set, `far_square.PLAZA_CSS`) is
   warm, and the CSS carries the lines.
"""

from __future__ import annotations

import re
from pathlib import Path

from ui.tileart.far_roofs import COLOURS, PAIRS
from ui.tileart.far_roofs import TURNS, far_id
from ui.tileart.far_square import far_squares, plaza_css

from test_tileart_pass27_far import _cascade, _large_roofs  # noqa: E402  (tests/ui is on the path)
from tileart_boards import full_board_game

CSS = Path(__file__).resolve().parents[2] / "static" / "tileart.css"
OCHRE, SLATE, BROWN = (COLOURS.index(k) for k in ("roof_far_ochre", "roof_far_slate", "roof_far_brown"))
#: Pass 28's table (variant, turn: first, end) where it differed from pass 27's, the reference for "turned slate".
PASS28 = {(0, 90): (0, 1), (1, 0): (2, 0), (1, 90): (1, 2), (1, 180): (1, 2)}
PASS27 = {0: (2, 0), 1: (1, 0), 2: (2, 0), 3: (0, 2)}
TOWER_SLATE = (-1, -7)


def test_board_far_large_roofs_as_much_ochre_as_brown():
    """board-far: ochre >= brown among the large roofs, slate no more than pass 28's and none where pass 28 was
    warm, the roof by the tower at (-1, -7) warm."""
    cascade, failures = _cascade(), []
    roofs = _large_roofs(full_board_game().board)
    now = [cascade[v, rot][slot][0] for _, v, rot, slot, _ in roofs]
    was = [PASS28.get((v, rot), PASS27[v])[slot] for _, v, rot, slot, _ in roofs]
    failures += [(r[0], r[3], "slate now") for r, n, w in zip(roofs, now, was) if n == SLATE != w]
    if now.count(OCHRE) < now.count(BROWN) or now.count(SLATE) > was.count(SLATE):
        failures.append(("counts", now.count(OCHRE), now.count(BROWN), now.count(SLATE)))
    failures += [(r[0], "tower roof slate") for r, n in zip(roofs, now) if r[0] == TOWER_SLATE and n == SLATE]
    assert not failures, failures


def test_plaza_house_warm_on_every_variant():
    """Every type with a plaza house: its path's three vertices at one spot, class `hfp`; on every variant and
    turn the marker drawn on top (the mid where a rule of the CSS sets `--hfp` for the cell, the one for its turn,
    else the start, the tile's first colour) warm; `plaza_css` in the CSS."""
    from carcassonne.tiles import TILE_TYPES
    css = CSS.read_text()
    failures = [line for line in plaza_css() if line not in css]
    mid = {}  # (variant, turn) -> the --hfp marker (a rule naming the turn outranks one without)
    for sel, ref in re.findall(r"^([^{]+)\{ --hfp: url\(#([\w-]+)\); \}$", css, re.M):
        for one in sel.split(","):
            v, r = re.search(r'data-v="(\d)"', one), re.search(r'data-rot="(\d+)"', one)
            for rot in ([int(r.group(1))] if r else [t for t in TURNS if (int(v.group(1)), t) not in mid]):
                mid[int(v.group(1)), rot] = ref
    seen = 0
    for tid in TILE_TYPES:
        for cls, d in re.findall(r'<path class="(hf[^"]*)" d="([^"]+)"', far_squares(tid)):
            seen += 1
            pts = re.findall(r"[ML]([-\d.]+,[-\d.]+)", d)
            if "hfp" not in cls.split() or len(pts) != 3 or len(set(pts)) != 1:
                failures.append((tid, cls, d))
    for v, (first, _) in PAIRS.items():
        for rot in TURNS:
            top = next((k for k in range(len(COLOURS)) if far_id(k, rot) == mid.get((v, rot))), first)
            if top == SLATE or ((v, rot) in mid and mid[v, rot] not in {far_id(k, rot) for k in range(3)}):
                failures.append(("variant", v, rot, mid.get((v, rot))))
    assert seen and not failures, failures
