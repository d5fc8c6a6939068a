"""Plane geometry the tile-art tests measure with, written apart from the modules they check (so a test does not
grade the art with the art's own helpers): a quarter turn on the screen, a cottage's drawn outline and shadow, the
distance to a segment, and whether a point lies inside a polygon."""

from __future__ import annotations

import math

Pt = tuple[float, float]


def screen(p: Pt, rot: int) -> Pt:
    """A tile-frame point on the screen with the tile turned `rot` clockwise (y down)."""
    x, y = p
    for _ in range(rot // 90):
        x, y = 100 - y, x
    return x, y


def drawn(p: Pt, scale: float, rot: int, outline, shadow: Pt) -> list[list[Pt]]:
    """The outline and its shadow (offset `shadow`) of a cottage at tile-frame `p`, on the screen (closed polygons)."""
    x, y = screen(p, rot)
    return [[(x + u * scale + dx, y + v * scale + dy) for u, v in outline] for dx, dy in ((0, 0), shadow)]


def seg_dist(p: Pt, a: Pt, b: Pt) -> float:
    """The distance from `p` to the segment `a`-`b`."""
    ax, ay, bx, by = *a, *b
    t = max(0.0, min(1.0, ((p[0] - ax) * (bx - ax) + (p[1] - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2 or 1)))
    return math.hypot(p[0] - ax - t * (bx - ax), p[1] - ay - t * (by - ay))


def inside(p: Pt, poly: list[Pt]) -> bool:
    """Whether `p` lies inside the polygon (even-odd)."""
    x, y = p
    hit = False
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1]):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
    return hit
