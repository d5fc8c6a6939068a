"""The height the embed asks its parent for (`carcassonne:height`), from what the page measured.  Pure Python.

The embed fits any frame (static/embed.css): the board gives way and the texts scroll.  A parent that sizes its
frame from the height message should get the lesson at ease instead: the board at its natural size and every
text unscrolled.  That height is reckoned from sizes that do not depend on the frame's current height (the
board's natural size comes from the frame's width, the texts' from their content), so a parent that follows it
lands on it at once, with no loop of resizes.

Beside the board (the wide layout, chosen by CSS for a frame at least as wide as tall) the height asked for is at
most the frame's width: a taller frame would switch to the stacked layout, whose height would be another.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

STACKED, WIDE = "stacked", "wide"


@dataclass(frozen=True, slots=True)
class Measured:
    """What the embed measured, in CSS pixels."""

    layout: str  # STACKED: every part under the one before; WIDE: the controls and texts beside the board
    around: float  # the page outside the board-and-controls area: its padding, the title, an error line
    gap: float  # between the parts of that area
    board: float  # the board's natural height
    text: float  # the texts' whole height (unscrolled), at least their box's least height
    parts: tuple[float, ...]  # the other parts shown in that area: steps, turn box, scores (0: hidden)
    width: float  # the frame's width
    least: float = 0.0  # the page's least height (below it the page scrolls)


def natural_height(m: Measured) -> int:
    """The frame height at which the board has its natural size and no text scrolls (see the module's doc)."""
    parts = [p for p in m.parts if p > 0]
    controls = sum(parts) + m.text + m.gap * len(parts)  # the texts and the parts shown, with the gaps between
    main = max(m.board, controls) if m.layout == WIDE else m.board + m.gap + controls
    height = max(m.around + main, m.least)
    if m.layout == WIDE:
        height = min(height, m.width)
    return math.ceil(height - 0.01)  # a rounding error in the layout must not ask for one more pixel
