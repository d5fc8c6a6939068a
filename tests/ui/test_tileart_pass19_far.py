"""Art pass 19, the far (49 px a tile) and playing (56-72 px) zooms' streets (docs/art-reviews.md, "After pass
18"): no far lane through a landmark (the judge's cathedral "crosshair"), and no far lane ending in bare paving
(the judge's loose "L" brackets and slashes): each end is at a gate, an edge's middle, another street, the square's
round patch or a far well."""

from __future__ import annotations

import math
import pytest

from carcassonne.tiles import TILE_TYPES
from ui.tileart.far_streets import (FIR_HALF, LANDMARK_CLEAR, STREET_CLEAR, WELL_SOLID_R, _landmark_boxes, _point_seg,
                                    _seg_box_gap,
                                    far_cap_lines, far_ends, far_street_lines, far_streets, landmark_gap, well_spots)
from ui.tileart.far_square import far_squares, fir_spots
from ui.tileart.geometry import _turn
from ui.tileart.layout import _layout
from ui.tileart.town_mini import FAR_BODY, MINI_BODY, far_plan, mid_plan
from ui.tileart.town_plan import _EDGE_PORT, _flatten

FAR_PX = 0.49
STREET_TILES = [t for t in TILE_TYPES if far_street_lines(t) or far_cap_lines(t)]


def all_far(tid: str):
    return far_street_lines(tid) + far_cap_lines(tid)
TURNS = (0, 90, 180, 270)


def test_the_clearance_is_3_px_past_the_kerb_at_49_px():
    assert (LANDMARK_CLEAR - 3.8) * FAR_PX == pytest.approx(3.0)


@pytest.mark.parametrize("tid", [t for t in TILE_TYPES if _landmark_boxes(t)])
def test_no_far_lane_within_3_px_of_a_landmark_icon_on_any_turn(tid):
    """Cathedral, abbey and garden icons (upright, as `draw._icon` places them): every far street's drawn edge
    keeps 3 px at 49 px from the icon's box on every turn of the tile."""
    for _, pts in all_far(tid):
        for a, b in zip(pts, pts[1:]):
            assert landmark_gap(tid, a, b) >= LANDMARK_CLEAR - 1e-9, (tid, a, b)


def test_the_cathedral_town_keeps_its_streets_short_of_the_cathedral():
    """IC01: the judge's four lanes meeting inside the cathedral are now four short streets in from the edges."""
    lines = far_street_lines("IC01")
    assert len(lines) == 4
    (x, y), box = _landmark_boxes("IC01")[0]
    for cls, pts in lines:
        assert pts[0] == _EDGE_PORT[int(cls[-1])]
        assert not (x + box[0] <= pts[-1][0] <= x + box[1] and y + box[2] <= pts[-1][1] <= y + box[3])
    assert "L50,50" not in far_streets("IC01")


def _near_landmark(tid: str, p) -> bool:
    return landmark_gap(tid, p, p) < LANDMARK_CLEAR + 1


@pytest.mark.parametrize("tid", STREET_TILES)
def test_every_far_lane_end_meets_something(tid):
    """Each end: an edge's middle (the neighbour's street goes on), a gate (a road's end on the wall, or a path's),
    another street's line, the square (a round patch where the board shows it, else a far well), a far well, or a
    stop short of a landmark."""
    lay = _layout(tid)
    gates = {r.gate[0] for r in lay.roads if r.gate}
    gates |= {_flatten(ops)[0][-1] for ops in lay.paths}  # (a crossing's path to a cap's gate, IC05)
    ends = far_ends(tid)
    lines = all_far(tid)
    for n, (cls, pts) in enumerate(lines):
        start, end = pts[0], pts[-1]
        assert start in _EDGE_PORT or start in gates
        others = [q for m, (_, q) in enumerate(lines) if m != n]
        kinds = {k for k, p, _ in ends if math.dist(p, end) < 1e-6}
        assert (end in _EDGE_PORT or end in gates or "well" in kinds or "square" in kinds or _near_landmark(tid, end)
                or any(_point_seg(end, a, b) < 1 for q in others for a, b in zip(q, q[1:]))), (tid, cls, end)


@pytest.mark.parametrize("tid", STREET_TILES)
def test_a_hub_end_has_a_well_under_each_of_its_streets_switches(tid):
    """A hub with no square where one street alone ends: a well under its switch, or always shown for a gate's
    street; where several meet, none (session 9: the judge after pass 19 saw those wells as beads on a street that
    runs on through the hub); a square hub has the patch (`ta-sq<i>`, where the board shows the square) and a well
    (`ta-nq<i>`, where it does not)."""
    wells = {(p, c) for k, p, c in far_ends(tid) if k == "well"}
    squares = {p for k, p, _ in far_ends(tid) if k == "square"}
    gates = {r.gate[0] for r in _layout(tid).roads if r.gate}  # (art pass 24: a street led on to its gate ends there)
    ending: dict = {}
    lines = all_far(tid)
    for n, (cls, pts) in enumerate(lines):
        hub = pts[-1]
        # (art pass 20: a street that forks off another ends on that one's line, not at a hub)
        fork = any(_point_seg(hub, a, b) < 1 for m, (_, q) in enumerate(lines) if m != n and q[-1] != hub
                   for a, b in zip(q, q[1:]))
        if not (_near_landmark(tid, hub) or hub in squares or hub in _EDGE_PORT or hub in gates or fork):
            ending.setdefault(hub, []).append(cls)
    for hub, classes in ending.items():
        at_hub = {c for p, c in wells if p == hub}
        if len(classes) == 1:
            assert at_hub == {(classes[0],) if classes[0] else ()}, (tid, hub, classes, at_hub)
        else:  # art pass 21: where several meet, a well only while one alone ends there (another's "off" switch)
            assert all(any(c.startswith(("ta-xs", "ta-k")) for c in cond) for cond in at_hub), (tid, hub, at_hub)
    for p in squares:
        assert any(q == p and c and c[0].startswith("ta-nf") for q, c in wells)  # (art pass 31: nq -> nf)


@pytest.mark.parametrize("tid", STREET_TILES)
def test_the_wells_and_patches_are_drawn_under_their_switches(tid):
    """(Art pass 22: a solid well, the square as an upright fir, and no well by a gate block: `well_spots`; art pass
    29: those `drawn_wells` keeps, none by an edge its lane runs on across.)"""
    from ui.tileart.far_streets import drawn_wells
    markup = far_streets(tid)
    for (x, y), classes in drawn_wells(tid):
        dot = f'<circle cx="{round(x, 1):g}" cy="{round(y, 1):g}" r="{WELL_SOLID_R:g}"'
        assert (dot + (f' class="{classes[0]}"/>' if classes else "/>")) in markup, (tid, classes)
    for _, (x, y), classes in fir_spots(tid):  # (art pass 23: the square's fir beside its hub, over the tint)
        squares = far_squares(tid)
        assert f'<path d="M{round(x, 1):g},{round(y - 6, 1):g}L' in squares, (tid, classes)
        assert all(f'<g class="{c}">' in squares for c in classes), (tid, classes)


def test_every_cap_with_a_lane_gets_it_at_far_with_its_well():
    """The judge's tree town (a square ringed by caps): the caps' lanes (`cap_lines`) at far too, under `ta-s<e>`,
    each ending at a far well."""
    from ui.tileart.lane_cottages import cap_lines
    capped = [t for t in TILE_TYPES if any(cap_lines(t))]
    assert len(capped) >= 20
    for tid in capped:
        want = {(f"ta-s{e}", line) for lines in cap_lines(tid) for e, line in lines.items()}
        assert want <= set(far_cap_lines(tid)), tid
        for cls, (_, end) in want:
            assert ("well", end, (cls,)) in far_ends(tid)


@pytest.mark.parametrize("tid", [t for t in TILE_TYPES if far_cap_lines(t)])
def test_roofs_stand_beside_a_caps_far_lane_at_most_a_fifth_of_a_unit_on_its_kerb(tid):
    """The caps' far lanes are not planned around (`far_cap_lines`): a far roof or mini cottage beside one keeps
    within 0.25 units of the kerb's outer edge (0.15 px at 61 px), never on its light middle."""
    for plan, body in ((far_plan(tid), FAR_BODY), (mid_plan(tid), MINI_BODY)):
        for p in plan:
            for _, (a, b) in far_cap_lines(tid):
                for rot in TURNS:
                    x, y = _turn(p, rot)
                    box = (x + body[0], x + body[1], y + body[2], y + body[3])
                    assert _seg_box_gap(_turn(a, rot), _turn(b, rot), box) >= 3.8 - 0.25, (tid, p, rot)


def test_the_well_stays_inside_the_roofs_clearance():
    """It sits on a street's line, so the roofs keeping `STREET_CLEAR` from every line keep off it (art pass 22: a
    solid disc 2.7 px across at 49 px a tile; the square's fir, wider, is checked against the roofs below)."""
    assert WELL_SOLID_R + 1 <= STREET_CLEAR
    assert 2.5 <= 2 * WELL_SOLID_R * FAR_PX <= 4


@pytest.mark.parametrize("tid", STREET_TILES)
def test_roofs_keep_off_the_far_wells_and_patches(tid):
    """No far roof or mini cottage body (upright, on any turn) within 0.8 units of a far well (pass 19-21: of its
    rim's outer edge, the same 3.6 from its middle) or 1 unit of a square's fir."""
    for plan, body in ((far_plan(tid), FAR_BODY), (mid_plan(tid), MINI_BODY)):
        for p in plan:
            for kind, q, _ in well_spots(tid):
                for rot in TURNS:
                    x, y = _turn(p, rot)
                    box = (x + body[0], x + body[1], y + body[2], y + body[3])
                    if kind == "well":
                        assert _seg_box_gap(_turn(q, rot), _turn(q, rot), box) >= WELL_SOLID_R + .8, (tid, p, q, rot)
                    else:  # (art pass 22: the upright fir, 11 units square about the hub, and 1 unit more)
                        qx, qy = _turn(q, rot)
                        dx = max(box[0] - (qx + FIR_HALF), (qx - FIR_HALF) - box[1], 0)
                        dy = max(box[2] - (qy + 5.5), (qy - 5.5) - box[3], 0)
                        assert max(dx, dy) >= 1, (tid, p, q, rot)


def test_no_far_street_markup_draws_a_bare_polyline_into_a_landmark():
    """The page's own markup: no far street's point lies in a landmark icon's box on the turn drawn (0)."""
    for tid in TILE_TYPES:
        for p, box in _landmark_boxes(tid):
            for _, pts in all_far(tid):
                for q in pts:
                    assert not (p[0] + box[0] - 1 <= q[0] <= p[0] + box[1] + 1
                                and p[1] + box[2] - 1 <= q[1] <= p[1] + box[3] + 1), (tid, q)
