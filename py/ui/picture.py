"""A step of a scenario as a standalone SVG file: the `picture` message of embed.md 1.1, and "Download picture".

Why a picture of its own and not the board's `<svg>`: the board's markup leans on the page (its tile symbols are
`<use>` copies whose house variants and level of detail are switched by static CSS custom properties, its
colours are classes of app.css), and a handout must open alone, in a browser or in Inkscape, years later.
So the picture takes the very layers the board shows at that step (`board_view.still_layers`: tiles, the
features the turn scored, followers, the gingerbread man) and bakes what the page's CSS decided:

* each tile type shown becomes one `<symbol>` per house variant and turn it needs, its far-view group dropped,
  its roofs' colours fixed and only the cottages of its turn kept (`baked_symbol`), so no custom property is
  needed to draw it (the cottages are markers in the shared defs, `town.cottage_defs`);
* the symbols draw unclipped (``overflow="visible"``, as static/tileart.css makes the page's): a symbol's own
  clip is anti-aliased and shows a hairline between two tiles' snow;
* the few classes the layers use get a small embedded `<style>`; the only thing left to CSS is turning
  animals and buildings upright on turned tiles, which a viewer without CSS variables shows turned with
  their tile;
* references are fragment-only (``#id``), as `xlink:href` too, for SVG 1.1 viewers.

The picture is returned in three parts (`PictureParts`) so the build can ship the parts of every step of a
shipped lesson once (`embed_views`) and the page's first picture join them without Python (static/embed-first.js:
the declaration, ``open``, the defs and symbols, ``body``); `assemble` is that join.  Pure Python: CPython builds, Pyodide answers messages.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import render
from .board_view import LAYERS, still_layers
from .tileart import symbol_content
from .tileart.draw import FAR_GROUP
from .tileart.cap_turns import turn_css
from .tileart.fit_nb import grow_css
from .tileart.fit_turns import fit_css
from .tileart.fit_rim import shown_css
from .tileart.road_stops import arm_css, flip_css
from .tileart.town import HOUSE_KINDS, marker_id, town_defs

PAD = 12  # board units round the tiles: room for their shadow and a follower standing on an edge
SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"

#: What the layers' classes need (static/app.css and static/tileart.css, in SVG 1.1 colour syntax).
STYLE = (
    ".tile-shadow{fill:#1e0f05;fill-opacity:.38}"
    ".last-tile{fill:none;stroke:#f0a020;stroke-width:4;stroke-dasharray:10 6}"
    ".hl{fill:#f0a020;fill-opacity:.32;stroke:#e08a00;stroke-width:2.5;stroke-linejoin:round}"
    ".hl-area{fill:#f0a020;fill-opacity:.08;stroke:#e08a00;stroke-width:2;stroke-dasharray:6 5}"
    ".player-mark{display:none}"
    "symbol{overflow:visible}"
    'use[data-rot="90"]{--ta-turn:-90deg}use[data-rot="180"]{--ta-turn:-180deg}'
    'use[data-rot="270"]{--ta-turn:-270deg}'
    ".ta-up{transform:rotate(var(--ta-turn,0deg));transform-box:fill-box;transform-origin:center}"
    # one town square a city, on the tile the board picks (`town_squares`: the <use>'s data-sq)
    '.ta-sq0{display:var(--ta-sq0,none)}.ta-sq1{display:var(--ta-sq1,none)}'
    'use[data-sq~="0"]{--ta-sq0:inline}use[data-sq~="1"]{--ta-sq1:inline}'
    # a lane's last piece to an edge only where the neighbour's lane meets it (`board_walls`: data-ln); the
    # bastions' far view hidden
    + "".join(f'.ta-j{e}{{display:var(--ta-j{e},none)}}use[data-ln~="{e}"]{{--ta-j{e}:inline}}' for e in range(4))
    + ".bastion-far{display:none}"
    # the cottages in the way of the square's spokes hide where the square shows
    + '.ta-ns0{display:var(--ta-ns0,inline)}.ta-ns1{display:var(--ta-ns1,inline)}'
    + 'use[data-sq~="0"]{--ta-ns0:none}use[data-sq~="1"]{--ta-ns1:none}'
    # art pass 14: the streets where the board's data-st runs them, and a big town's cottages of the tile's turn
    + "".join(f'.ta-s{e}{{display:var(--ta-s{e},none)}}.ta-xs{e}{{display:var(--ta-xs{e},inline)}}'
              f'use[data-st~="{e}"]{{--ta-s{e}:inline;--ta-j{e}:inline;--ta-xs{e}:none}}' for e in range(4))
    + ".ta-r0{display:var(--ta-r0,inline)}"
    + "".join(f'.ta-r{r}{{display:var(--ta-r{r},none)}}use[data-rot="{r}"]{{--ta-r0:none;--ta-r{r}:inline}}'
              for r in (90, 180, 270))
    + '.ta-nq0{display:var(--ta-nq0,inline)}.ta-nq1{display:var(--ta-nq1,inline)}'
    + 'use[data-sq~="0"]{--ta-nq0:none}use[data-sq~="1"]{--ta-nq1:none}'
    # art pass 31: the near junction well also hides where the board names its city in data-cw (`lane_ends`)
    + '.ta-nw0{display:var(--ta-nw0,inline)}.ta-nw1{display:var(--ta-nw1,inline)}'
    + 'use[data-sq~="0"],use[data-cw~="n0"]{--ta-nw0:none}use[data-sq~="1"],use[data-cw~="n1"]{--ta-nw1:none}'
    + '.ta-nf0{display:var(--ta-nf0,inline)}.ta-nf1{display:var(--ta-nf1,inline)}'
    + 'use[data-sq~="0"],use[data-cw~="fn0"]{--ta-nf0:none}use[data-sq~="1"],use[data-cw~="fn1"]{--ta-nf1:none}'
    # art pass 16: a lone gate street's end hides where a lane or street goes on across its edge
    + "".join(f'.ta-k{e}{{display:var(--ta-k{e},inline)}}use[data-ln~="{e}"],use[data-st~="{e}"]{{--ta-k{e}:none}}'
              for e in range(4))
    # art pass 17: a lone gate street ends at a well, a woodpile or nothing by the cell's variant; a town's lane
    # that ends in a tile's middle (data-st names that one edge only) at a well
    + '.ta-pw0{display:var(--ta-pw0,inline)}.ta-pw2{display:var(--ta-pw2,none)}'
    + 'use[data-v="1"],use[data-v="3"]{--ta-pw0:none}use[data-v="2"]{--ta-pw0:none;--ta-pw2:inline}'
    + 'use[data-v="1"],use[data-v="3"]{--ta-pw2:inline}'  # art pass 20: no lone street ends in bare paving
    + "".join(f'.ta-le{e}{{display:var(--ta-le{e},none)}}use[data-st="{e}"]{{--ta-le{e}:inline}}' for e in range(4))
    # art pass 30: a well by the seam where the board names its edge (`lane_ends`: data-cw)
    + "".join(f'.ta-cw{e}{{display:var(--ta-cw{e},none)}}use[data-cw~="{e}"]{{--ta-cw{e}:inline}}'
              f'.ta-cf{e}{{display:var(--ta-cf{e},none)}}use[data-cw~="f{e}"]{{--ta-cf{e}:inline}}' for e in range(4))
    # art pass 32: a junction's marker, the well or the kind the board names in data-cw (`road_stops`)
    + '.ta-h0{display:var(--ta-h0,inline)}.ta-h1{display:var(--ta-h1,none)}.ta-h2{display:var(--ta-h2,none)}'
    + 'use[data-cw~="h1"]{--ta-h0:none;--ta-h1:inline}use[data-cw~="h2"]{--ta-h0:none;--ta-h2:inline}'
    # art pass 33: the signpost's arms darker at far (`road_stops.arm_css`)
    + arm_css()
    # art pass 34: a signpost arm turned about its post to point along a road (`road_stops.flip_css`)
    + flip_css()
    # (art passes 35-36: the per-turn cottages' rules are the picture's own, `turn_style`)
    # art pass 27: the plaza's cottages' displaced ones where no street ends at it alone (`square_cottages`)
    + "".join(f'.ta-nl{e}{{display:var(--ta-nl{e},inline)}}use[data-st="{e}"]{{--ta-nl{e}:none}}' for e in range(4))
)
XML_DECL = '<?xml version="1.0" encoding="UTF-8"?>\n'

_USE = re.compile(r'<use href="#tile-([^"]+)"([^>]*)/>')
_VARIANT = re.compile(r'\bdata-v="(\d)"')
_ROT = re.compile(r'\bdata-rot="(\d+)"')
_COTTAGES = re.compile(r'class="hm(\d)"')


@dataclass(frozen=True)
class PictureParts:
    """A picture in pieces: ``open`` (the `<svg>` start tag, its title and style), ``symbols`` (the ids of the
    tile symbols it uses, in order) and ``body`` (the board's layers and the closing tag)."""
    open: str
    symbols: tuple[str, ...]
    body: str


def has_houses(tile_id: str) -> bool:
    return 'class="hm' in symbol_content(tile_id)


def symbol_id(tile_id: str, variant: int, rot: int = 0) -> str:
    """The id of a baked tile symbol: one per tile type, or per house variant and turn where the tile has houses."""
    return f"tile-{tile_id}-v{variant}r{rot % 360}" if has_houses(tile_id) else f"tile-{tile_id}"


def baked_content(tile_id: str, variant: int, rot: int = 0) -> str:
    """A tile type's drawing with what CSS would choose fixed: no far view, each cottage path given the
    marker of its shape (`town.cottage_defs`) upright for the turn `rot`, with the roofs' colour of the
    variant (as static/tileart.css and `town.house_kind`)."""
    body = symbol_content(tile_id)
    cut = body.find(FAR_GROUP)
    if cut >= 0:  # the far view is the drawing's last element
        body = body[:cut]
    def marked(m: re.Match) -> str:
        shape = int(m.group(1))
        ref = f"url(#{marker_id(shape, (shape + variant) % HOUSE_KINDS, rot % 360)})"
        return f'marker-start="{ref}" marker-mid="{ref}"'
    return _COTTAGES.sub(marked, body)


def baked_symbol(key: str) -> str:
    """The `<symbol>` of a symbol id made by `symbol_id`."""
    tile_id, variant, rot = _split_key(key)
    return (f'<symbol id="{render.esc(key)}" viewBox="0 0 100 100" width="100" height="100" overflow="visible">'
            f'{baked_content(tile_id, variant, rot)}</symbol>')


def _split_key(key: str) -> tuple[str, int, int]:
    name = key[len("tile-"):]
    match = re.fullmatch(r"(.+)-v(\d)r(\d+)", name)
    if match and has_houses(match.group(1)):
        return match.group(1), int(match.group(2)), int(match.group(3))
    return name, 0, 0


def _tiles(markup: str, used: dict[str, None]) -> str:
    """The tiles layer with each `<use>` pointing at its baked symbol (noted in ``used``)."""
    def one(m: re.Match) -> str:
        tile_id, attrs = m.group(1), m.group(2)
        found, turned = _VARIANT.search(attrs), _ROT.search(attrs)
        key = symbol_id(tile_id, int(found.group(1)) if found else 0,  # (tile ids are letters and digits)
                        int(turned.group(1)) if turned else 0)
        used[key] = None
        ref = render.esc(key)
        return f'<use href="#{ref}" xlink:href="#{ref}"{attrs}/>'
    return _USE.sub(one, markup)


_TURNED = re.compile(r'\bta-([ofg])(\d+)\b')


def turn_style(symbol_ids) -> str:
    """The per-turn rules of the cottages the picture's tiles draw: a stepped-aside cottage's group (`.ta-o<n>`,
    `cap_turns.turn_css`), a fit cottage moved on some turns (`.ta-f<n>`, `fit_turns.fit_css`) and one grown where
    the board has a neighbour (`.ta-g<n>`, `fit_nb.grow_css`, art pass 40).  Only the
    patterns shown: every pattern's rules in every step of a view file cost 3.4 KB a step."""
    found: dict[str, set[int]] = {"o": set(), "f": set(), "g": set()}
    for tile_id in {_split_key(key)[0] for key in symbol_ids}:
        for kind, n in _TURNED.findall(symbol_content(tile_id)):
            found[kind].add(int(n))
    return ((turn_css(only=frozenset(found["o"])) if found["o"] else "")
            + (fit_css(only=frozenset(found["f"])) if found["f"] else "")
            + (grow_css(only=frozenset(found["g"])) if found["g"] else "")
            + shown_css([symbol_content(t) for t in {_split_key(key)[0] for key in symbol_ids}]))
    # (no far rim rules, `far_rim.rim_css`: a picture's baked symbols leave the far view out, `baked_content`)


def picture_parts(session, title: str = "") -> PictureParts:
    """The picture of the session's board as shown now (a scenario's step: no turn in progress)."""
    layers = still_layers(session)
    used: dict[str, None] = {}
    body = [f'<g class="layer-{name}">{_tiles(layers[name], used) if name == "tiles" else layers[name]}</g>'
            for name in LAYERS if layers.get(name)]  # stacked as the board stacks them
    x0, y0, x1, y1 = render.board_bounds(session.game.board, margin_cells=False)
    x, y = x0 * render.TILE - PAD, y0 * render.TILE - PAD
    w, h = (x1 - x0 + 1) * render.TILE + 2 * PAD, (y1 - y0 + 1) * render.TILE + 2 * PAD
    head = (f'<svg xmlns="{SVG_NS}" xmlns:xlink="{XLINK_NS}" version="1.1" viewBox="{x} {y} {w} {h}" '
            f'width="{w}" height="{h}">')
    if title:
        head += f"<title>{render.esc(title)}</title>"
    head += f"<style>{STYLE}{turn_style(used)}</style>"
    return PictureParts(head, tuple(used), "".join(body) + "</svg>")


def assemble(parts: PictureParts, symbols: dict[str, str] | None = None) -> str:
    """The SVG file's text: the parts joined with the shared defs (`town_defs`: the snow pattern) and the symbols
    they use (``symbols``: their markup by id, as the view file carries it; made here when not given).
    static/embed-first.js joins them the same way."""
    defs = "".join((symbols or {}).get(key) or baked_symbol(key) for key in parts.symbols)
    return f'{XML_DECL}{parts.open}<defs>{town_defs()}{defs}</defs>{parts.body}\n'


def step_picture(session, title: str = "") -> str:
    """The standalone SVG of the session's shown step (what `carcassonne:picture` answers)."""
    return assemble(picture_parts(session, title))
