"""Art pass 33, a signpost that reads as a post at the far and playing zooms (the judge after pass 32).

The judge: the signpost (`tileart.road_stops.signpost_body`, a junction's marker where the board names ``h1``)
had about half the dark pixels of a well at every zoom, and at far read as brown flecks inside the junction's
ring (board-far: 5-9 dark pixels against the shrine's 12).  Rules checked here, on every junction tile type at
every turn where the board shows its marker:

- the post is a dark stroke at least 4 units broad (main: 2.8), in the gate's dark wood;
- the arms take the far wood (`ARM_FAR`, mean RGB under 110) under the class lod-far, in both style sheets
  (static/tileart.css and `picture.STYLE`), and the near wood otherwise;
- the signpost draws no more elements than before (5), so a junction's copy costs no more to draw.
"""

from __future__ import annotations

import re
from pathlib import Path

from carcassonne.tiles import TILE_TYPES
from ui.picture import STYLE
from ui.road_stops import has_stop
from ui.tileart import tile_content
from ui.tileart.palette import PALETTE
from ui.tileart.road_stops import ARM_FAR, ARM_NEAR, signpost_body, stop_defs

CSS = (Path(__file__).resolve().parents[2] / "static" / "tileart.css").read_text()


def _mean(colour: str) -> float:
    """The mean of a #rrggbb colour's channels (the judge's dark pixel: under 110)."""
    return sum(int(colour[i:i + 2], 16) for i in (1, 3, 5)) / 3


def _post_width(body: str) -> float:
    """The width of the signpost's post: its first path, a rectangle drawn M x,y V .. h W V .. z."""
    d = re.search(r'<path d="M(-?[\d.]+),[-\d.]+V[-\d.]+h([\d.]+)V', body)
    assert d, body[:200]
    return float(d.group(2))


def test_every_junction_turn_shows_the_bold_signpost():
    """Every junction tile type at every turn draws the shared marker, whose signpost has a post at least 4 units
    broad in the gate's dark wood and arms with the far wood's class (main: 2.8 units, no class)."""
    bad, seen = [], 0
    defs = stop_defs()
    body = signpost_body()
    assert body in defs
    for tid in TILE_TYPES:
        if not has_stop(tid):
            continue
        for rot in (0, 90, 180, 270):
            seen += 1
            art = tile_content(tid, rot) if _takes_rot() else tile_content(tid)
            if art.count('href="#ta-stop"') != 1:
                bad.append((tid, rot, "no shared marker"))
    post = re.search(r'<path d="M-?[\d.]+,[-\d.]+V[-\d.]+h[\d.]+V[^>]*>', body).group(0)
    if _post_width(body) < 4:
        bad.append(("post width", _post_width(body)))
    if _mean(re.search(r'fill="(#[0-9a-f]{6})"', post).group(1)) >= 110:
        bad.append(("post colour", post))
    if not re.search(r'class="ta-aw[ "]', body):  # (art pass 34: each arm also carries its turn's class)
        bad.append(("arms without the far wood's class", body))
    assert seen >= 8 * 4, seen
    assert not bad, bad


def _takes_rot() -> bool:
    """Whether `tile_content` takes a turn (the board's tiles are drawn once and turned by the <use>)."""
    import inspect
    return len(inspect.signature(tile_content).parameters) > 1


def test_far_arms_are_dark_in_both_style_sheets():
    """The arms' wood is the near timber by default and `ARM_FAR` (dark: mean under 110) under lod-far, in the
    app's style sheet and in the pictures' (main: no such rule)."""
    assert _mean(ARM_FAR) < 110 <= _mean(PALETTE["timber"]) + 20
    css = re.sub(r"\s+", "", CSS).replace(";}", "}")
    for name, sheet in (("tileart.css", css), ("picture.STYLE", STYLE)):
        # (art pass 35: the near arms in the eaves' timber, `ARM_NEAR`, so the signpost weighs as the well at near)
        assert f'.ta-aw{{fill:var(--ta-aw,{ARM_NEAR})}}' in sheet, name
        assert f".lod-far{{--ta-aw:{ARM_FAR}}}" in sheet, name


def test_signpost_draws_no_more_elements():
    """Five elements, as in pass 32: the shadow, the post, the arms, the arms' snow, the post's cap with its heap.
    (Art pass 34: six, each arm its own element so the board can turn it, `road_stops.flip_css`; the shrine draws
    one fewer, so the shared marker every junction copies keeps pass 32's 23.)"""
    shapes = r"<(?:path|ellipse|circle|rect|g|use)\b"
    assert len(re.findall(shapes, signpost_body())) <= 6
    assert len(re.findall(shapes, stop_defs())) <= 23
