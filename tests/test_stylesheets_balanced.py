"""Every stylesheet's blocks are closed: a rule block left open (as a merge once left one) silently swallows every
rule after it, which no browser reports.  Counts braces outside comments and strings, line by line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

STATIC = Path(__file__).resolve().parent.parent / "static"
SHEETS = sorted(STATIC.glob("*.css"))


def open_blocks(css: str) -> list[int]:
    """The line numbers of the blocks never closed (empty: balanced); raises on a `}` with no block open."""
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), css, flags=re.S)
    text = re.sub(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', '""', text)
    stack: list[int] = []
    for number, line in enumerate(text.splitlines(), 1):
        for ch in line:
            if ch == "{":
                stack.append(number)
            elif ch == "}":
                if not stack:
                    raise ValueError(f"line {number}: '}}' closes no block")
                stack.pop()
    return stack


def test_the_check_finds_a_block_left_open():
    assert open_blocks("a { b: c; }\n@media (x) {\n  d { e: f; }\n") == [2]
    assert open_blocks('a { content: "}"; }  /* { */') == []


@pytest.mark.skipif(not SHEETS, reason="the stylesheets are not copied here")
@pytest.mark.parametrize("sheet", SHEETS, ids=[p.name for p in SHEETS])
def test_every_block_of_a_stylesheet_is_closed(sheet):
    assert open_blocks(sheet.read_text(encoding="utf-8")) == [], f"{sheet.name}: blocks opened on these lines stay open"
