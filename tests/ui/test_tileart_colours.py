"""Seat colours that can be told apart (issue 24): on a board seen from afar a follower is a dozen pixels, so
its colour must differ from every other seat's, blue from black most of all, and black followers from the
winter tiles' dark animals.  The page's CSS repeats the same values by hand; they must agree."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from ui.tileart import MEEPLE_COLOURS
from ui.tileart.animals import KINDS as ANIMALS


def linear(c: str) -> tuple[float, float, float]:
    def one(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4
    return one(int(c[1:3], 16)), one(int(c[3:5], 16)), one(int(c[5:7], 16))


def luminance(c: str) -> float:
    r, g, b = linear(c)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def lab(c: str) -> tuple[float, float, float]:
    r, g, b = linear(c)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def test_every_seat_colour_is_far_from_every_other():
    for (na, a), (nb, b) in itertools.combinations(MEEPLE_COLOURS.items(), 2):
        distance = sum((p - q) ** 2 for p, q in zip(lab(a), lab(b))) ** 0.5
        assert distance > 30, (na, nb, round(distance))


def test_blue_and_black_differ_in_lightness_not_only_in_hue():
    """Hue is the first thing lost on a small or dim screen: blue must be clearly lighter than black."""
    assert contrast(MEEPLE_COLOURS["blue"], MEEPLE_COLOURS["black"]) > 3.5


def test_black_followers_stand_apart_from_the_animals():
    fills = [body[0] for body in ANIMALS.values()]
    assert fills
    for fill in fills:
        assert contrast(fill, MEEPLE_COLOURS["black"]) > 2, fill


def test_the_page_css_uses_the_same_seat_colours():
    css_path = Path(__file__).resolve().parents[2] / "static" / "app.css"
    if not css_path.is_file():
        pytest.skip("static/app.css is not copied here")
    css = css_path.read_text()
    for name, colour in MEEPLE_COLOURS.items():
        assert re.search(rf"\.player-{name} \{{ --player: {colour}; \}}", css), name
        assert re.search(rf'\.player-row\[data-color="{name}"\] \{{ --c: {colour}; \}}', css), name
