"""Art pass 42: a far roof (below 56 px a tile) steps in off the board's open rim, on the turns where its box with
its shadow comes within `RIM` of a tile edge that has no neighbour.

Why (the judge after pass 41, ask 2): pass 41's `fit_rim` cleared the playing zoom's rim, but the far view has
roofs of its own (`far_kinds`), and three of them still sat on the board's dark frame with no paving between
(desktop-board-far (642,577), board-far (443,597), phone-board-far (369,616)).  A tile's art is drawn once for every
copy and cannot know where the board ends; the board tells each placed tile's `<use>` which of its own edges
(rotation 0) have a neighbour (``data-nb``), so a roof moves only where that edge is open and keeps today's spot
where the next tile's paving runs on, as `fit_rim` does at the playing zoom.

Each far roof (`far_kinds.far_kinds`' spots, the large one with its larger box) is measured on each turn (its
upright box with the shadow, `town_mini.FAR_BOX` or `far_kinds.BOXES`); where it comes nearer the screen side of
edge e than `RIM`, it takes for that turn and each set of its open edges the first move of `_candidates` (its size,
then down to 0.8 about its spot, each with the least inward step on a quarter-unit grid) that keeps the far plan's
rules (`far_kinds.fits`: the walls, the other roofs as they stand, the wells, the streets, the fir, the gates,
the icons, the towers, the followers' room).  A shrink about its spot with no step keeps every rule it kept (its
box only shrinks), so it is taken where no step does; a roof none of them clears is not drawn there (`DROP`).

Drawn: the roof taken out of its town's far path (`hf`, one marker a vertex) into a path of its own inside
class `hv<n>` (n its pattern's index in `patterns()`), moved by custom properties its `<use>` sets
(`rim_css`: ``use[data-nb][data-rot=R]:not([data-nb~=e])``), so a tile off the board (no data-nb) keeps its art.
A roof keeps its colour: a vertex that was not its path's first takes the second colour (``hfo``, whose
`marker-start` is the path's `marker-mid`), and a large last roof its `marker-end` only (``hfn``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .geometry import Pt, _turn
from .layout import _layout
from .rim_style import step_rules

TURNS = (0, 90, 180, 270)
#: How near (units, on the screen) a far roof's box with its shadow may come to an open edge: 1 px of paving at
#: 49 px a tile (2.04 units) and half a pixel more, as the rim's edge falls anywhere in a pixel.
RIM = 2.8
#: Each tile edge's inward normal in the tile's frame (rotation 0: 0 top, 1 right, 2 bottom, 3 left).
INWARD: tuple[Pt, ...] = ((0.0, 1.0), (-1.0, 0.0), (0.0, -1.0), (1.0, 0.0))
SHRINK = (1.0, 0.95, 0.9, 0.85, 0.8)
Move = tuple[float, float, float]
#: A rule: (turn, open edges, dx, dy, f), as `fit_rim.Rule`; f 0: not drawn (`DROP`).
Rule = tuple[int, tuple[int, ...], float, float, float]
DROP: Move = (0.0, 0.0, 0.0)
#: How far (units) a stepped roof's middle may come to its town's wall line where it was farther: its box's half
#: size, the wall's half width and its dark shade row (art pass 43).
WALL_ROOM = 14.0
#: Roof x turn x open edges that `_shade_kept` lets step yet whose cap still meets its wall line in the pictures
#: (art pass 44, the judge after pass 43: IC04's top-right roof on turn 180 with its top edge open steps 2.25 up
#: the screen and its cap's top row lands on the wall's slanted line at desktop-board-far (642,577) and
#: phone-board-fit (307,601)).  `_shade_kept` measures the roof's middle, while the cap's top meets a slanted wall
#: sooner; 0.8 with its 1.75 step gains under half a pixel there.  (tile, roof, turn, edges): dropped (`DROP`).
WALL_DROPS: frozenset[tuple[str, int, int, tuple[int, ...]]] = frozenset({("IC04", 0, 180, (0,))})


@lru_cache(maxsize=None)
def _boxes(tile_id: str) -> list[tuple[Pt, tuple, tuple, tuple]]:
    """Each far roof's spot and its boxes (drawn with the shadow, its body, as the gates see it)."""
    from .far_kinds import BIG, BOXES, far_kinds
    from .town_mini import FAR_BODY, FAR_BOX, FAR_GATE_BOX
    spots, kind, first = far_kinds(tile_id)
    out = []
    for i, p in enumerate(spots):
        big = (i == 0 and first) or (kind is not None and i == len(spots) - 1)
        out.append((p, *(BOXES[BIG] if big else (FAR_BOX, FAR_BODY, FAR_GATE_BOX))))
    return out


def _scaled(b: tuple, f: float) -> tuple:
    return tuple(v * f for v in b)


def edge_gap(p: Pt, box: tuple, rot: int, e: int) -> float:
    """The gap of upright `box` about `p` to the tile's own edge `e` (rotation 0) as it shows turned `rot`."""
    x, y = _turn(p, rot)
    sides = (y + box[2], 100 - (x + box[1]), 100 - (y + box[3]), x + box[0])
    return sides[(e + rot // 90) % 4]


def _needs(tile_id: str, rot: int) -> dict[int, tuple[int, ...]]:
    """{roof: the edges it comes within `RIM` of} on turn `rot`."""
    out = {}
    for i, (p, box, _, _) in enumerate(_boxes(tile_id)):
        edges = tuple(e for e in range(4) if edge_gap(p, box, rot, e) < RIM - 1e-9)
        if edges:
            out[i] = edges
    return out


def _subsets(edges: tuple[int, ...]) -> list[tuple[int, ...]]:
    return [tuple(e for k, e in enumerate(edges) if mask >> k & 1) for mask in range(1, 1 << len(edges))]


def _candidates(p: Pt, box: tuple, rot: int, edges: tuple[int, ...]) -> list[Move]:
    """Each size of `SHRINK` with the least inward step (quarter units) that keeps `RIM` off each of `edges`."""
    out: list[Move] = []
    for f in SHRINK:
        d = [0.0, 0.0]
        for e in edges:
            step = max(0.0, -(-(RIM - edge_gap(p, _scaled(box, f), rot, e)) // 0.25) * 0.25)
            d[0] += INWARD[e][0] * step
            d[1] += INWARD[e][1] * step
        out.append((round(d[0], 2) + 0.0, round(d[1], 2) + 0.0, f))
    return out


def _shade_kept(tile_id: str, i: int, move: Move) -> bool:
    """Whether roof `i` moved so keeps the wall's shade row it had (art pass 43, the judge after pass 42: steps
    toward a wall put roofs on its line): its middle as far off its town's wall lines as before, less what the
    shrink takes off its box's far side, or `WALL_ROOM`.  A shrink about its spot keeps it."""
    from .far_kinds import _town_of
    from .town_plan import _wall_gap
    dx, dy, f = move
    if (dx, dy) == (0.0, 0.0):
        return True
    p, box = _boxes(tile_id)[i][0], _boxes(tile_id)[i][1]
    town = _town_of(tile_id, p)
    if town is None:
        return False
    city = _layout(tile_id).cities[town]
    gained = (1 - f) * max(abs(v) for v in box)
    return _wall_gap((p[0] + dx, p[1] + dy), city) + gained >= min(_wall_gap(p, city), WALL_ROOM) - 1e-9


def _keeps(tile_id: str, i: int, move: Move) -> bool:
    """Whether roof `i` moved so keeps the far plan's rules (`far_kinds.fits`) against the tile's other roofs, or,
    for a roof whose spot already breaks one (a roof on a cap's edge, `town_mini`'s rim rows), keeps what it kept
    (`_no_worse`); a shrink about its spot with no step always does (its box only shrinks)."""
    dx, dy, f = move
    if (dx, dy) == (0.0, 0.0):
        return True
    return _fits(tile_id, i, dx, dy, f) or (not _fits(tile_id, i, 0.0, 0.0, 1.0) and _no_worse(tile_id, i, move))


@lru_cache(maxsize=None)
def _fits(tile_id: str, i: int, dx: float, dy: float, f: float) -> bool:
    from .far_kinds import _town_of, fits
    rows = _boxes(tile_id)
    p, box, body, gate = rows[i]
    town = _town_of(tile_id, p)
    others = [(o, b) for j, (o, b, _, _) in enumerate(rows) if j != i]
    return town is not None and fits(tile_id, town, (p[0] + dx, p[1] + dy), _scaled(box, f), _scaled(body, f),
                                     _scaled(gate, f), others)


def _no_worse(tile_id: str, i: int, move: Move) -> bool:
    """Whether the moved roof stays in its town, as far off its walls as it was (or `FAR_WALL_GAP`), and off the
    tile's other roofs by `FAR_BLOB_GAP` (or as far as it was)."""
    from .far_kinds import _town_of
    from .geometry import _inside
    from .layout import _layout
    from .town import boxes_clear
    from .town_mini import FAR_BLOB_GAP, FAR_WALL_GAP
    from .town_plan import _wall_gap
    rows = _boxes(tile_id)
    p, box = rows[i][0], rows[i][1]
    q, moved = (p[0] + move[0], p[1] + move[1]), _scaled(box, move[2])
    town = _town_of(tile_id, p)
    if town is None:
        return False
    city = _layout(tile_id).cities[town]
    if not _inside(q, city.poly) or _wall_gap(q, city) < min(_wall_gap(p, city), FAR_WALL_GAP) - 1e-9:
        return False
    return all(boxes_clear(q, moved, o, b, FAR_BLOB_GAP) or boxes_clear(q, moved, o, b, 0.0)
               and not boxes_clear(p, box, o, b, FAR_BLOB_GAP) for j, (o, b, _, _) in enumerate(rows) if j != i)


@lru_cache(maxsize=None)
def plan(tile_id: str) -> tuple[tuple[int, tuple[Rule, ...]], ...]:
    """The tile's far roofs that step in off an open edge on some turn: (index in `far_kinds`' spots, rules)."""
    rows = _boxes(tile_id)
    found: dict[int, list[Rule]] = {}
    for rot in TURNS:
        for i, edges in sorted(_needs(tile_id, rot).items()):
            p, box = rows[i][0], rows[i][1]
            for subset in _subsets(edges):
                move = DROP if (tile_id, i, rot, subset) in WALL_DROPS else next(
                    (m for m in _candidates(p, box, rot, subset)
                     if _keeps(tile_id, i, m) and _shade_kept(tile_id, i, m)), DROP)
                found.setdefault(i, []).append((rot, subset, *move))
    return tuple((i, tuple(sorted(r))) for i, r in sorted(found.items()))


@lru_cache(maxsize=None)
def patterns() -> tuple[tuple[Pt, tuple[Rule, ...]], ...]:
    """Every tile's distinct (spot, rules), in tile order (the `.hv<n>` numbers)."""
    from carcassonne.tiles import TILE_TYPES
    out: dict[tuple[Pt, tuple[Rule, ...]], None] = {}
    for tile_id in sorted(TILE_TYPES):
        rows = _boxes(tile_id)
        for i, rules in plan(tile_id):
            out.setdefault((rows[i][0], rules), None)
    return tuple(out)


_PATH = re.compile(r'<path class="(hf(?: [^"]*)?)" d="M([^"z]*)(z?)" fill="none"/>')


def rim_markup(tile_id: str, markup: str) -> str:
    """`far_kinds.houses_far_kinds`' path with each roof of `plan` in a path of its own in its pattern's group."""
    from .town import _num
    rows = _boxes(tile_id)
    for i, rules in plan(tile_id):
        x, y = rows[i][0]
        markup = _split(markup, f"{_num(x)},{_num(y)}", patterns().index(((x, y), rules)))
    return markup


def _split(markup: str, vertex: str, n: int) -> str:
    """`markup` with the roof at `vertex` in a path of its own in the group of pattern `n`, each roof in the colour
    and size it had: the path's first vertex keeps its `marker-start` (and `hfL`), a middle one takes the second
    colour (``hfo``), an open path's last its large `marker-end` only (``hfn``); the path left behind starts in the
    second colour where its first left (``hfo``) and closes where its large last left."""
    m = _PATH.search(markup)
    if m is None:
        return markup
    cls, pts, closed = m.group(1).split(), m.group(2).split("L"), m.group(3)
    if vertex not in pts:
        return markup
    k = pts.index(vertex)
    last_big = not closed and "hfl" in cls and k == len(pts) - 1
    if k == 0:
        own = [c for c in cls if c != "hfl"]
    elif last_big:
        own = ["hf", "hfl", "hfn"]
    else:
        own = ["hf", "hfo"]
    left = pts[:k] + pts[k + 1:]
    if not left:  # a lone roof keeps its path, which takes the group's class (no element added)
        return f"{markup[:m.end(1)]} hv{n}{markup[m.end(1):]}"
    mine = f'<path class="{" ".join(own)} hv{n}" d="M{vertex}z"/>'
    rest = [c for c in cls if not (k == 0 and c == "hfL") and not (last_big and c == "hfl")]
    if k == 0 and "hfo" not in rest:
        rest.append("hfo")
    tail = "z" if closed or last_big else ""
    kept = f'<path class="{" ".join(rest)}" d="M{"L".join(left)}{tail}" fill="none"/>'
    return markup[:m.start()] + mine + kept + markup[m.end():]  # (the town's path stays its last `hf`)


def rim_css(only: frozenset[int] | None = None) -> str:
    """The rules that move a far roof of pattern n (`.hv<n>`) by its `<use>`'s turn and open edges (static/
    tileart.css's last block, and `shown_css` a picture's), and the colour classes `_split` gives."""
    keep = [(n, pat) for n, pat in enumerate(patterns()) if only is None or n in only]
    colours = "svg .hf.hfo{marker-start:var(--hfm,url(#ta-fr1r0))}svg .hf.hfn{marker-start:none}"
    return (colours if only is None else "") + step_rules(keep, "hv", "--ta-v", "var(--ta-blob,inline)")


def shown_css(symbol_contents: list[str]) -> str:
    """`rim_css` of only the patterns the given tile drawings use (a picture's style), with the colour classes."""
    found = {int(n) for text in symbol_contents for n in re.findall(r'\bhv(\d+)\b', text)}
    if not found:
        return ""
    return "svg .hf.hfo{marker-start:var(--hfm,url(#ta-fr1r0))}svg .hf.hfn{marker-start:none}" \
        + rim_css(only=frozenset(found))
