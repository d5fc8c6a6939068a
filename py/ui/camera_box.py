"""Where the board's camera is applied: a CSS transform of an HTML box, or, in WebKit, the SVG transform.

Why: on the app's page the board's layers sit in an HTML box in a ``<foreignObject>`` (index.html) whose CSS
transform shows the camera, so a zoom lays out none of the board's ~8 000 SVG elements again (docs/performance.md,
"Session 14: the drop").  WebKit (Safari, and every browser on an iPhone or iPad) has long drawn HTML inside a
``<foreignObject>`` in the wrong place or scale once transforms, positions or opacity are involved (WebKit bug
23113 and the workarounds projects ship for it), and it cannot be tried on this project's machines.  There the
camera group goes back into the board's own ``<svg>`` and keeps the SVG transform it always had: slower zooms, the
same pictures.
"""

from __future__ import annotations

from .dom import found, js, q

#: Tokens of the engines that draw a foreignObject's HTML box right; WebKit's user agents carry none of them (iOS
#: browsers all run WebKit: CriOS, FxiOS and EdgiOS say "AppleWebKit" without "Chrome/").
BLINK_OR_GECKO = ("Chrome/", "Chromium/", "Edg/", "Firefox/")


def webkit_only(user_agent: str) -> bool:
    """Whether a user agent string is WebKit's own engine (Safari, any iOS browser), not Blink's or Gecko's."""
    return "AppleWebKit" in user_agent and not any(token in user_agent for token in BLINK_OR_GECKO)


def camera_box(svg, camera_group):
    """The HTML box the camera moves (``.camera-move``), or None where the camera is the group's SVG transform:
    a board without the box (the embed, the editor), or WebKit, where the group is taken out of the box first."""
    box = q(svg, ".camera-box")
    if not found(box):
        return None
    if webkit_only(str(js.navigator.userAgent)):
        svg.insertBefore(camera_group, box)
        box.remove()
        return None
    move = q(box, ".camera-move")
    return move if found(move) else None
