"""How a town's moved cottages are spaced (art passes 12-13): a gap between them, no line of more than three,
a seeded jitter, and spreading round the ring before the middle.  Apart from `town_plan` (which plans the towns)
so that the village planner (`village`) uses the same rules."""

from __future__ import annotations

import zlib

from .geometry import Pt, _dist
from .town import _apart

#: Moved cottages (art pass 13): their footprints this far apart (3 px at 96 px a tile; the drawn eaves are further
#: apart still), at most this many in a row or column, and their jitter about the 3-unit grid (+-2 px across, +-3
#: px up and down, seeded by the tile type).
MOVED_GAP, MAX_IN_LINE, JITTER = 3.6, 3, (2.1, 3.1)


def _thinned(spots: list[Pt], half: float) -> list[Pt]:
    """`spots` in order, each kept if it stands `MOVED_GAP` clear of those kept and makes no line longer than
    `MAX_IN_LINE` (a refilled town's plan: the terraces along its walls stood touching, five in a row)."""
    out: list[Pt] = []
    for q in spots:
        if all(_apart(q, o, 2 * half + MOVED_GAP) for o in out) and _in_line(q, out, half) <= MAX_IN_LINE:
            out.append(q)
    return out


def _jittered(q: Pt, seed: int) -> Pt:
    """`q` moved by a seeded offset within `JITTER` (the same for a tile type on every build)."""
    h = zlib.crc32(f"{seed}/{q[0]:.0f}/{q[1]:.0f}".encode())
    jx, jy = JITTER
    return (q[0] + ((h & 0xFF) / 255 * 2 - 1) * jx, q[1] + (((h >> 8) & 0xFF) / 255 * 2 - 1) * jy)


def _in_line(q: Pt, spots: list[Pt], half: float) -> int:
    """How many cottages the longest row or column through `q` holds with `q` in it: neighbours within 4 units
    across and a cottage and 8 units along, chained."""
    most = 1
    for along, across in ((0, 1), (1, 0)):
        run, todo = {q}, [q]
        while todo:
            a = todo.pop()
            for b in spots:
                if b not in run and abs(a[across] - b[across]) <= 4 and abs(a[along] - b[along]) <= 2 * half + 8:
                    run.add(b)
                    todo.append(b)
        most = max(most, len(run))
    return most


def _spread(spots: list[Pt], pool: list[tuple[int, Pt]], half: float, floor: int) -> list[Pt]:
    """`spots` and spots of `pool` (tier, spot: the ring inside the wall is tier 0) up to `floor`: each time the
    spot of the lowest tier farthest from every cottage kept, `MOVED_GAP` clear of them and making no line longer
    than `MAX_IN_LINE`, so the moved cottages spread round the ring before they fill the middle."""
    while len(spots) < floor:
        ok = [(t, q) for t, q in pool if all(_apart(q, o, 2 * half + MOVED_GAP) for o in spots)
              and _in_line(q, spots, half) <= MAX_IN_LINE]
        if not ok:
            break
        tier = min(t for t, _ in ok)
        spots.append(max((q for t, q in ok if t == tier), key=lambda q: min((_dist(q, o) for o in spots), default=0)))
    return spots
