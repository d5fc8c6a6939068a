"""The last step of the board's tile markup: the same drawing written in fewer, more repetitive bytes.

Why (session 19): the board's `<defs>` hold every tile type's symbol, and their gzip size has a budget (40 000 B)
that each art pass spends.  The painters write their numbers in several ways (`l3.1,-9.4` and `l3.1 -9.4`,
`0.8` and `.8`, `l0,5` for `v5`), and gzip finds fewer repeats in text written several ways; here every path's
numbers are written one way, the shortest SVG allows, and a group left with nothing in it is dropped.  Nothing
is rounded: each number parses to exactly the value it had, so the pictures stay the same to the pixel.

It runs once per tile type on the build's CPython (`symbols.symbol_content` is worked out ahead, `built`), so
the page pays nothing for it: a few regular-expression passes over all a symbol's paths' data at once, each led
by a literal so the engine skips ahead (6 ms for all 79 types on CPython).  The shared defs (`tileart.icon_defs`,
made in the page) are left as drawn.
"""

from __future__ import annotations

import re

#: The `d` of a path; in it, what `path_data` rewrites (each rewrite gives a parser the same numbers).
_PATH = re.compile(r' d="([^"]*)"')
_END = '"'  # what ends a path's data in the run of every path's data that `compact` rewrites at once
_NUM = r"-?(?:\d+(?:\.\d*)?|\.\d+)"
_H = re.compile(rf'l({_NUM}) 0(?=[A-Za-z"]|$)')  # a relative line along x, its two numbers all its data
_V = re.compile(rf'l0 ({_NUM})(?=[A-Za-z"]|$)')  # (and along y)
_BEFORE_MINUS = re.compile(r" (?=-)")  # a minus sign starts a number: no space needed before it
_SECOND_POINT = re.compile(r"(\.\d+) (?=\.)")  # `1.5 .5` -> `1.5.5`: a number holds one point
#: A leading zero before the point (`0.8` -> `.8`), anywhere in the markup (no name holds a point).
_LEAD_ZERO = re.compile(r"0\.(?<![\d.]0\.)(?=\d)")
#: A group with no id and nothing inside (a painter's wrapper left empty on some tile): it draws nothing.
_EMPTY_GROUP = re.compile(r'<g(?: (?!id=)[a-zA-Z-]+="[^"]*")*></g>')


def path_data(d: str) -> str:
    """Paths' `d` written shortest and one way: a space between numbers (never a comma) and only where a parser
    needs it, no leading zeros, a relative line along an axis as `h`/`v` (`l0,5` -> `v5`).  ``d`` may be the data
    of several paths, each ended by a double quote."""
    d = d.replace(",", " ")
    d = _V.sub(r"v\1", _H.sub(r"h\1", d))
    d = _BEFORE_MINUS.sub("", _LEAD_ZERO.sub(".", d))
    return _SECOND_POINT.sub(r"\1", d)


def compact(markup: str) -> str:
    """The same drawing in fewer bytes: every path's data (`path_data`, all paths in one run), every other number
    without its leading zero, and no empty groups."""
    parts = _PATH.split(markup)  # outside, d, outside, d, ..., outside
    paths = path_data(_END.join(parts[1::2])).split(_END) if len(parts) > 1 else []
    out = [parts[0]]
    for d, after in zip(paths, parts[2::2]):
        out += (' d="', d, '"', after)
    markup = _LEAD_ZERO.sub(".", "".join(out))
    while True:
        shorter = _EMPTY_GROUP.sub("", markup)
        if shorter == markup:
            return markup
        markup = shorter


#: The tile types in the order their symbols go in the defs (`tileart.tile_defs`) and the build's table
#: (`sitebuild.build.tileart_table_file`): deflate finds repeats only in the last 32 KB, about six symbols, so
#: like tiles (the same roads, the same town shapes) side by side compress to far less (session 19: 38.8 -> 33.2
#: KB gzip) than the catalogue's order, which parts each base tile from its expansions' look-alikes.  Chosen
#: greedily (each next the symbol adding least); a type missing here goes last, in the order it was asked.
GZIP_ORDER = (
    "B", "U", "Ug", "IC15", "A", "V", "Vg", "IC16", "IC02", "W", "X", "IC14", "WE04", "WE06", "WE01", "IC17",
    "WE09", "WE11", "RD", "RF", "RL", "RA", "RG", "RI", "RJ", "E", "Eg", "D", "J", "K", "H", "Hg", "GB1", "IC08",
    "WE08", "WE07", "IC05", "GB5", "L", "GB6", "WE12", "WE03", "IC12", "N", "P", "M", "O", "IC13", "Ng", "Mg",
    "IC09", "WE10", "IC11", "WE05", "IC07", "I", "GB2", "Ig", "IC04", "GB3", "IC03", "GB4", "IC06", "RC", "RE",
    "RB", "RK", "WE02", "IC01", "RH", "T", "S", "Q", "R", "Rg", "G", "F", "IC10", "C",
)


def gzip_order(tile_ids) -> list[str]:
    """These tile types in `GZIP_ORDER`, any it lacks after them as given."""
    wanted = list(tile_ids)
    rank = {tid: i for i, tid in enumerate(GZIP_ORDER)}
    return sorted(wanted, key=lambda tid: (rank.get(tid, len(rank)), wanted.index(tid)))
