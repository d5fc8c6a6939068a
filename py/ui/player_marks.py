"""Colour-blind help: each seat's followers also carry a shape of their own (circle, triangle, square, …).

The shape is drawn on every follower on the board and in the scoreboard, white with a dark edge so it reads on
any player colour; it is in the markup always and shown only while ``<html>`` has the class ``player-marks``
(Settings, `settings.SettingsPanel`), so switching needs no redraw.  The shape goes by seat, not by colour: six
seats, six shapes, distinct in every game whatever colours were picked.
"""

from __future__ import annotations

HTML_CLASS = "player-marks"

# (name, path) centred on (0, 0), about 7 units across: the body of a follower at scale 1 is about 19 units tall
MARKS: tuple[tuple[str, str], ...] = (
    ("circle", "M3.4,0A3.4,3.4 0 1 1 -3.4,0A3.4,3.4 0 1 1 3.4,0Z"),
    ("triangle", "M0,-3.9L3.9,3.1H-3.9Z"),
    ("square", "M-3,-3H3V3H-3Z"),
    ("diamond", "M0,-4.2L4.2,0L0,4.2L-4.2,0Z"),
    ("star", "M0,-4.3L1.2,-1.3L4.1,-1.3L1.8,0.6L2.6,3.6L0,1.9L-2.6,3.6L-1.8,0.6L-4.1,-1.3L-1.2,-1.3Z"),
    ("cross", "M-1.3,-4H1.3V-1.3H4V1.3H1.3V4H-1.3V1.3H-4V-1.3H-1.3Z"),
)


def mark_name(seat: int) -> str:
    return MARKS[seat % len(MARKS)][0]


def mark_svg(seat: int, scale: float = 1.0, y: float = 1.0) -> str:
    """The seat's shape as an SVG `<g>` (hidden unless the help is on), centred on the follower's body."""
    name, path = MARKS[seat % len(MARKS)]
    return (f'<g class="player-mark" data-mark="{name}" transform="translate(0 {y * scale:.1f}) scale({scale:g})" '
            f'aria-hidden="true"><path d="{path}" fill="#fff" stroke="#1c1a18" stroke-width="1" '
            f'stroke-linejoin="round"/></g>')
