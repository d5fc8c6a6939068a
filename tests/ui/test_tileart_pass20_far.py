"""Art pass 20, the far (49 px a tile) and playing (56-72 px) zooms' streets (docs/art-reviews.md, "After pass
19"): streets that look grown, not wired.  On the boards the screenshots show (bench_ui's full board, the e2e
board of test_tile_art) and a dozen more, the far streets the board shows (each piece under its switches as
static/tileart.css shows it, turned and placed as the board places its tile) meet with no right-angle L, no
four-way crossing and no two streets crossing, at most one T a tile, and never run straight for more than 1.5
tiles."""

from __future__ import annotations

import math

import pytest

from ui.tileart.far_curves import flat
from ui.tileart.far_streets import far_cap_lines, far_pieces
from ui.tileart.geometry import _turn

from test_tileart_pass17_far import compact_board  # noqa: E402  (tests/ui is on the path)

#: A corner sharper than this between two streets' ways out of one point is an L (a smooth join is 180).
CORNER = 135.0
#: The longest straight run allowed (units: 1.5 tiles), and how far a run may stray from its chord to count as
#: straight (0.75 px at 49 px a tile: the eye sees a line).
LONGEST, STRAY = 150.0, 1.5


def _shown(cls: str, st: set[str], ln: set[str]) -> bool:
    """Whether static/tileart.css shows a far street piece of class `cls` on a `<use>` with these data-st, data-ln."""
    if not cls:
        return True
    if cls.startswith("ta-xs"):  # (art pass 21: "no street to edge e", nested round a piece)
        return cls[-1] not in st
    if cls.startswith("ta-k"):
        return cls[-1] not in st and cls[-1] not in ln
    if cls.startswith("ta-le"):
        return st == {cls[-1]}
    if cls.startswith("ta-p"):
        a, b = cls[-2], cls[-1]
        if (int(a) - int(b)) % 2 == 0 and st - {a, b}:
            return False
        return {a, b} <= st
    if cls.startswith("ta-s"):
        return cls[-1] in st
    if cls.startswith("ta-j"):
        return cls[-1] in st or cls[-1] in ln
    raise AssertionError(cls)


def shown_streets(board) -> list[tuple[tuple[int, int], tuple]]:
    """(cell, polyline in board units) of every far street piece the board shows."""
    from ui.board_walls import town_marks
    marks = town_marks(board)
    out = []
    for cell, (placed, *_) in board.tiles.items():
        st = set(marks.streets.get(cell, "").split())
        ln = set(marks.joints.get(cell, "").split())
        tid, rot = placed.tile.id, placed.rot
        pieces = [(cls, flat(c)) for cls, c in far_pieces(tid)]  # (art pass 21: all of a piece's switches)
        pieces += [((cls,), pts) for cls, pts in far_cap_lines(tid)]
        for cls, pts in pieces:
            if all(_shown(c, st, ln) for c in cls):
                out.append((cell, tuple((cell[0] * 100 + x, cell[1] * 100 + y) for x, y in (_turn(p, rot) for p in pts))))
    return out


def _unit(a, b):
    size = math.dist(a, b) or 1.0
    return ((b[0] - a[0]) / size, (b[1] - a[1]) / size)


def _angle(u, v) -> float:
    return math.degrees(math.acos(max(-1.0, min(1.0, u[0] * v[0] + u[1] * v[1]))))


def _seg_dist(p, a, b) -> tuple[float, float]:
    dx, dy = b[0] - a[0], b[1] - a[1]
    size = dx * dx + dy * dy
    t = 0.0 if size == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / size))
    return math.dist(p, (a[0] + t * dx, a[1] + t * dy)), t


def junctions(streets) -> list[tuple[tuple[float, float], list, set]]:
    """Each point where streets meet: (point, the distinct ways out of it as unit vectors, the cells whose pieces
    meet there).  An end on another piece's middle (a fork) counts that piece's two ways on."""
    ends = []
    for n, (cell, pts) in enumerate(streets):
        ends.append((pts[0], _unit(pts[0], pts[1]), cell, n))
        ends.append((pts[-1], _unit(pts[-1], pts[-2]), cell, n))
    groups: list[list] = []
    for e in ends:
        for g in groups:
            if math.dist(g[0][0], e[0]) < 0.75:
                g.append(e)
                break
        else:
            groups.append([e])
    out = []
    for g in groups:
        p = g[0][0]
        ways = [w for _, w, _, _ in g]
        cells = {c for _, _, c, _ in g}
        pieces = {n for *_, n in g}
        for m, (cell, pts) in enumerate(streets):
            if m in pieces or not _overlap(_box(pts), (p[0] - 1, p[0] + 1, p[1] - 1, p[1] + 1)):
                continue
            for i, (a, b) in enumerate(zip(pts, pts[1:])):
                gap, t = _seg_dist(p, a, b)
                inner = (i > 0 or t > 0.05) and (i < len(pts) - 2 or t < 0.95)
                if gap < 1.0 and inner:
                    ways += [_unit(a, b), _unit(b, a)]
                    cells.add(cell)
                    break
        distinct: list = []
        for w in ways:
            if all(_angle(w, v) > 12 for v in distinct):
                distinct.append(w)
        if len(distinct) >= 2:
            out.append((p, distinct, cells))
    return out


def corners(streets) -> list:
    """Points where exactly two streets meet at a corner (their ways out under `CORNER` degrees apart)."""
    return [(p, round(_angle(*ways))) for p, ways, _ in junctions(streets) if len(ways) == 2 and _angle(*ways) < CORNER]


def four_ways(streets) -> list:
    """Points where four or more ways meet, and points where two pieces cross (away from their ends)."""
    out = [p for p, ways, _ in junctions(streets) if len(ways) >= 4]
    boxes = [_box(pts) for _, pts in streets]
    for n, (_, one) in enumerate(streets):
        for m in range(n + 1, len(streets)):
            other = streets[m][1]
            if not _overlap(boxes[n], boxes[m]):
                continue
            for a, b in zip(one, one[1:]):
                for c, d in zip(other, other[1:]):
                    hit = _crossing(a, b, c, d)
                    if hit and min(math.dist(hit, q) for q in (one[0], one[-1], other[0], other[-1])) > 3:
                        out.append(hit)
    return out


def _box(pts):
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return min(xs), max(xs), min(ys), max(ys)


def _overlap(a, b) -> bool:
    return a[0] <= b[1] and b[0] <= a[1] and a[2] <= b[3] and b[2] <= a[3]


def _crossing(a, b, c, d):
    def side(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    s1, s2, s3, s4 = side(a, b, c), side(a, b, d), side(c, d, a), side(c, d, b)
    if s1 * s2 < 0 and s3 * s4 < 0:
        t = s3 / (s3 - s4)
        return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
    return None


def ts_by_tile(streets) -> dict:
    """T junctions (three ways, two about opposite and the third 60 degrees or more off both) by cell."""
    out: dict = {}
    for p, ways, cells in junctions(streets):
        if len(ways) != 3:
            continue
        for k in range(3):
            a, b = [w for j, w in enumerate(ways) if j != k]
            if _angle(a, b) >= 150 and min(_angle(ways[k], a), _angle(ways[k], b)) >= 60:
                cell = (math.floor(p[0] / 100), math.floor(p[1] / 100))
                out.setdefault(cell, []).append(p)
                break
    return out


def straight_runs(streets) -> list:
    """Runs longer than `LONGEST` that stray under `STRAY` from their chord, along chains of pieces joined end to
    end about straight on (a seam, a smooth hub)."""
    chains = _chains(streets)
    out = []
    for pts in chains:
        i = 0
        while i < len(pts) - 1:
            j = i + 1
            while j + 1 < len(pts) and all(_seg_dist(q, pts[i], pts[j + 1])[0] <= STRAY for q in pts[i + 1:j + 1]):
                j += 1
            if math.dist(pts[i], pts[j]) > LONGEST:
                out.append((pts[i], pts[j]))
            i = j
    return out


def _chains(streets) -> list[list]:
    """The pieces joined into polylines where exactly two ends meet about straight on (within 15 degrees)."""
    lines = [list(pts) for _, pts in streets]
    merged = True
    while merged:
        merged = False
        for i in range(len(lines)):
            for j in range(len(lines)):
                if i == j or not lines[i] or not lines[j]:
                    continue
                a, b = lines[i], lines[j]
                for a2 in (a, a[::-1]):
                    for b2 in (b, b[::-1]):
                        if math.dist(a2[-1], b2[0]) < 0.75 and _angle(_unit(a2[-2], a2[-1]), _unit(b2[0], b2[1])) < 15:
                            lines[i], lines[j] = a2 + b2[1:], []
                            merged = True
                            break
                    if merged:
                        break
                if merged:
                    break
            if merged:
                break
    return [ln for ln in lines if ln]


# --- the rules can fail ---------------------------------------------------------------------------------------

def test_the_rules_find_pass_19s_l_crossing_and_straight_lane():
    """Pass 19's shapes, by hand: two straight streets to a hub at right angles (R's L), four into one hub (S),
    and one lane straight across three tiles (F, F, F)."""
    ell = [((0, 0), ((50, 0), (50, 46))), ((0, 0), ((100, 50), (50, 46)))]
    assert corners(ell) and not four_ways(ell)
    plus = [((0, 0), (p, (50, 46))) for p in ((50, 0), (100, 50), (50, 100), (0, 50))]
    assert four_ways(plus)
    tee = plus[:3]
    assert ts_by_tile(tee) == {(0, 0): [(50, 46)]}
    lane = [((x, 0), ((x * 100 + a, 50), (x * 100 + 50, 50))) for x in range(3) for a in (0, 100)]
    assert straight_runs(lane)
    cross = [((0, 0), ((0, 50), (100, 50))), ((0, 0), ((50, 0), (50, 100)))]
    assert four_ways(cross)


# --- the boards ---------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def boards():
    from carcassonne.game import EXPANSIONS
    out = {"bench": compact_board(24, 118, EXPANSIONS, deploy=True),
           "e2e": compact_board(900, 76, ("abbot", "inns-cathedrals"))}
    out.update({f"seed{s}": compact_board(s, 90, EXPANSIONS) for s in range(4)})
    return out


def test_no_right_angle_l_between_far_streets(boards):
    found = {name: corners(shown_streets(b)) for name, b in boards.items()}
    assert {k: v for k, v in found.items() if v} == {}


def test_no_four_way_crossing_and_no_streets_crossing(boards):
    found = {name: four_ways(shown_streets(b)) for name, b in boards.items()}
    assert {k: v for k, v in found.items() if v} == {}


def test_at_most_one_t_a_tile(boards):
    found = {name: {c: ps for c, ps in ts_by_tile(shown_streets(b)).items() if len(ps) > 1} for name, b in boards.items()}
    assert {k: v for k, v in found.items() if v} == {}


def test_no_far_street_runs_straight_over_one_and_a_half_tiles(boards):
    found = {name: straight_runs(shown_streets(b)) for name, b in boards.items()}
    assert {k: v for k, v in found.items() if v} == {}


def test_the_boards_show_streets(boards):
    """The rules above would pass on boards with no streets: each board shows at least 20 pieces, some curved."""
    for name, b in boards.items():
        streets = shown_streets(b)
        assert len(streets) >= 20, name
        assert sum(len(pts) > 2 for _, pts in streets) >= 10, name
