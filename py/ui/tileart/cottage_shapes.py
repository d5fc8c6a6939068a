"""The near cottages' drawings as data: each shape's pieces in local units, its size, and its roof's lit and
shaded sides (art pass 17).  Apart from `town` (which draws them, `town.houses`) because that module had grown past
500 lines; `town` imports every name here, so its readers keep them there."""

from __future__ import annotations

Poly = tuple[tuple[float, float], ...]

#: The cottages, upright and seen from the front a little from above (as the monastery is drawn), in local
#: units (u to the right, v down, the spot at 0,0): (front wall, roof, the roof's snow cap over its top
#: ~60 % with a wavy lower edge, the ridge or barge boards as a line, the blue shadow under the eaves, lit or
#: dark windows, a door, a chimney or none).  A long cottage, a cottage gabled to the street, a long
#: cottage with a chimney, a tall house under a hipped roof.
_SHAPES: tuple[dict[str, tuple[Poly, ...]], ...] = (
    {"wall": (((-7.5, 0), (7.5, 0), (7.5, 7.6), (-7.5, 7.6)),),
     "roof": (((-9, 1), (-6.5, -6.5), (6.5, -6.5), (9, 1)),),
     "snow": (((-7, -7.3), (7, -7.3), (8.1, -1.7), (5.6, -2.8), (3.2, -1.5), (.6, -2.6), (-2.3, -1.4), (-5, -2.7), (-8.1, -1.7)),),
     "ridge": (((-6.5, -6.8), (6.5, -6.8)),),
     "eave": (((-7.5, 1), (7.5, 1), (7.5, 2.6), (-7.5, 2.6)),),
     "window": (((2.2, 3.4), (5.2, 3.4), (5.2, 6), (2.2, 6)),),
     "door": (((-5, 3.6), (-2.4, 3.6), (-2.4, 7.6), (-5, 7.6)),),
     "chimney": ()},
    {"wall": (((-6, -.5), (6, -.5), (6, 7.6), (-6, 7.6)),),
     "roof": (((-7.8, .4), (0, -8.6), (7.8, .4)),),
     "snow": (((0, -9.4), (5.5, -3.1), (3.1, -2.1), (.8, -3.5), (-2.2, -2.2), (-5.5, -3.1)),),
     "ridge": (((0, -8.6), (-7.8, .4), (0, -8.6), (7.8, .4)),),
     "eave": (((-6, .4), (6, .4), (6, 2), (-6, 2)),),
     "window": (((-1.5, 2.6), (1.5, 2.6), (1.5, 5.4), (-1.5, 5.4)),),
     "door": (),
     "chimney": ()},
    {"wall": (((-7, 0), (7, 0), (7, 7.6), (-7, 7.6)),),
     "roof": (((-8.6, 1), (-6, -6), (6, -6), (8.6, 1)),),
     "snow": (((-6.5, -6.8), (6.5, -6.8), (7.7, -1.4), (4.8, -2.6), (1.6, -1.2), (-1.5, -2.5), (-4.3, -1.3), (-7.7, -1.6)),),
     "ridge": (((-6, -6.3), (6, -6.3)),),
     "eave": (((-7, 1), (7, 1), (7, 2.6), (-7, 2.6)),),
     "window": (((-5, 3.4), (-2, 3.4), (-2, 6), (-5, 6)),),
     "door": (((1.6, 3.6), (4.2, 3.6), (4.2, 7.6), (1.6, 7.6)),),
     "chimney": (((3, -9.2), (5.6, -9.2), (5.6, -4.6), (3, -4.6)),)},
    {"wall": (((-5.8, -1.8), (5.8, -1.8), (5.8, 7.6), (-5.8, 7.6)),),
     "roof": (((-7.4, -.8), (-2.6, -8.6), (2.6, -8.6), (7.4, -.8)),),
     "snow": (((-3, -9.3), (3, -9.3), (6.2, -4), (3.6, -4.4), (1, -3.4), (-1.8, -4.5), (-6.2, -4)),),
     "ridge": (((-2.6, -8.9), (2.6, -8.9)),),
     "eave": (((-5.8, -.8), (5.8, -.8), (5.8, .8), (-5.8, .8)),),
     "window": (((-4.3, 1.8), (-1.5, 1.8), (-1.5, 4.4), (-4.3, 4.4)), ((1.5, 1.8), (4.3, 1.8), (4.3, 4.4), (1.5, 4.4))),
     "door": (),
     "chimney": (((-5, -7.4), (-2.8, -7.4), (-2.8, -3.6), (-5, -3.6)),)},
)


#: Art pass 17: each shape's lit and shaded roof sides (lit from the top left as everything on the board): the
#: left slope or end under `ROOF_LIGHT` (white at that opacity), the right end under `ROOF_SHADE` (#3b2b20 at that
#: opacity), drawn over the roof and under its snow cap, so that a roof has a lit and a shaded side at 1x (the
#: judge, pass 16: the towns were flat).
ROOF_SIDES: tuple[tuple[Poly, Poly], ...] = (
    (((-9, 1), (-6.5, -6.5), (-2.6, -6.5), (-3.8, 1)), ((9, 1), (6.5, -6.5), (4.6, -6.5), (5.8, 1))),
    (((-7.8, .4), (0, -8.6), (0, .4)), ((7.8, .4), (0, -8.6), (3.2, .4))),
    (((-8.6, 1), (-6, -6), (-2, -6), (-3.2, 1)), ((8.6, 1), (6, -6), (4.2, -6), (5.4, 1))),
    (((-7.4, -.8), (-2.6, -8.6), (-1, -8.6), (-2.8, -.8)), ((7.4, -.8), (2.6, -8.6), (1.4, -8.6), (4.4, -.8))),
)
ROOF_LIGHT, ROOF_SHADE, ROOF_DARK = .34, .2, "#3b2b20"


#: Each shape's size against its footprint: the long cottages full size, the gabled one and the tall house smaller,
#: so a town's roofs are of three sizes (about 15, 17 and 21-22 px at 96 px a tile), not one stamp; never bigger
#: than the footprint, so cottages never overlap.
SHAPE_SCALE = (1.0, .92, 1.0, .85)
