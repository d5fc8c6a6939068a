"""SVG markup of the board's layers, as strings: pure functions of the game and the turn state.

The page keeps one `<g>` per layer and swaps a layer's markup in (``innerHTML``) when it changes; during a drag
only the dragged element moves.  Tiles are `<use href="#tile-ID">` of the symbols `tileart.tile_defs()` puts in
the board's `<defs>` once, turned about the cell's centre.  Board units: a tile is 100, cell (x, y) spans
x·100 … x·100+100.  Every interpolated text (player names in labels) is escaped.
"""

from __future__ import annotations

from functools import lru_cache
from html import escape

from carcassonne.geometry import feature_kind, oriented

from . import text
from . import i18n
from .controller import Recall, Spot, is_field
from .player_marks import mark_svg
from .tileart.town import cell_variant
from .tileart.far_seams import far_swapped_cells
from .tileart.seam_colours import swapped_cells
from .board_walls import TownMarks, bastions, town_marks
from .tileart import MEEPLE_COLOURS, gingerbread_svg, location_anchor, meeple_svg, segment_path
from .highlights import _item_pieces, feature_pieces, highlight_layer

TILE = 100
MEEPLE_SCALE = 1.35
SPOT_RADIUS = 12.0
SPOT_HIT = 15.0  # a spot's tap target radius: 30 units, 45 px on a tile shown at 150 px
GINGER_SCALE = 1.3
BADGE_RADIUS = 12.5
ASIDE = 28.0  # how far a figure steps aside when its anchor is taken (a follower, a spot)
_EDGE_MID = ((50.0, 0.0), (100.0, 50.0), (50.0, 100.0), (0.0, 50.0))


def esc(value: object) -> str:
    return escape(str(value), quote=True)


def colour(name: str) -> str:
    return MEEPLE_COLOURS.get(name, name)


def colour_class(name: str) -> str:
    """The CSS class that sets ``--player`` to a palette colour (static/app.css), so the board's markup needs no
    style attribute (the page's CSP allows none); '' for a name outside the palette."""
    return f"player-{name}" if name in MEEPLE_COLOURS else ""


def _rotate(rot: int, x: int, y: int) -> str:
    return f' transform="rotate({rot} {x * TILE + 50} {y * TILE + 50})"' if rot else ""


def tile_use(tile_id: str, rot: int, x: int, y: int, cls: str = "tile", testid: str = "placed-tile",
             extra: str = "", sq: str = "", ln: str = "", st: str = "", sw: bool = False,
             cw: str = "", fw: bool = False, nb: str | None = None) -> str:
    """One placed tile: a `<use>` of its symbol, with the test hooks the e2e tests read; ``sq``: the city
    segments whose square this copy shows (`town_squares.square_cells`); ``nb``: its edges with a neighbour
    (`board_walls.neighbour_edges`; None, not '', for a tile not on the board: no ``data-nb`` at all)."""
    t = esc(tile_id)
    hooks = f' data-testid="{testid}" data-x="{x}" data-y="{y}" data-tile="{t}"' if testid else ""
    # data-rot turns the animals and houses upright, data-v picks the houses' variant (static/tileart.css)
    v = cell_variant(x, y)
    hooks += f' data-rot="{rot}"' if testid or rot else ""
    hooks += f' data-v="{v}"' if v else ""
    hooks += f' data-sq="{esc(sq)}"' if sq else ""
    hooks += f' data-ln="{esc(ln)}"' if ln else ""  # the edges where its lanes meet the neighbour's (`board_walls`)
    hooks += f' data-st="{esc(st)}"' if st else ""  # the edges its town's streets run across (`town_squares`)
    hooks += f' data-cw="{esc(cw)}"' if cw else ""  # the edges whose seam well shows (`lane_ends`, art pass 30)
    hooks += f' data-nb="{nb}"' if nb is not None else ""  # its edges with a neighbour (art pass 39)
    hooks += ' data-sw=""' if sw else ""  # its two mini roof colours swapped (`tileart.seam_colours`)
    hooks += ' data-fw=""' if fw else ""  # its two far roof colours swapped (`tileart.far_seams`)
    return (f'<use href="#tile-{t}" x="{x * TILE}" y="{y * TILE}" width="{TILE}" height="{TILE}"'
            f'{_rotate(rot, x, y)} class="{cls}"{hooks}{extra}/>')


def tiles_layer(board, mark_last: bool = True, marks: TownMarks | None = None) -> str:
    """Every placed tile in placement order, then a frame round the last placed one."""
    shadow_d, uses, last = tiles_layer_parts(board, mark_last, marks)
    return (tile_shadow(shadow_d) if shadow_d else "") + "".join(uses) + last


def tiles_layer_parts(board, mark_last: bool = True, marks: TownMarks | None = None) -> tuple[str, list[str], str]:
    """`tiles_layer` in its parts, so a turn can add its tile to the page's layer without redrawing the others
    (`BoardView.draw_tiles`): the shadow's path data ('' for no tile), each tile's `<use>` in placement order,
    then the corner bastions over them all (`board_walls.bastions`) and the last tile's frame ('' when neither).
    `marks`: the board's `board_walls.town_marks` if the caller has them (computed once a drop)."""
    tiles = board.tiles
    # one compound path under every tile: the tiles' shadow on the table
    shadow_d = "".join(f"M{x * TILE + 4},{y * TILE + 5}h{TILE}v{TILE}h-{TILE}z" for x, y in board.order)
    uses = []
    squares, joints, streets, wells, nbs = town_marks(board) if marks is None else marks
    swapped, far_swapped = swapped_cells(board), far_swapped_cells(board)
    for cell in board.order:
        o = tiles[cell][0]
        uses.append(tile_use(o.id, o.rot, cell[0], cell[1], sq=squares.get(cell, ""), ln=joints.get(cell, ""),
                             st=streets.get(cell, ""), sw=cell in swapped, cw=wells.get(cell, ""),
                             fw=cell in far_swapped, nb=nbs.get(cell, "")))
    last = bastions(board)  # over every tile, so no neighbour cuts them
    if mark_last and len(board.order) > 1:
        x, y = board.order[-1]
        last += (f'<rect class="last-tile" data-testid="last-tile" data-x="{x}" data-y="{y}" x="{x * TILE + 2}" '
                 f'y="{y * TILE + 2}" width="{TILE - 4}" height="{TILE - 4}" rx="3"/>')
    return shadow_d, uses, last


def tile_shadow(d: str) -> str:
    return f'<path class="tile-shadow" d="{d}"/>'


@lru_cache(maxsize=256)
def meeple_figure(kind: str, colour_name: str, lying: bool, scale: float = MEEPLE_SCALE) -> str:
    return meeple_svg(kind, colour_name, lying=lying, scale=scale)


def meeple_at(kind: str, colour_name: str, lying: bool, px: float, py: float, scale: float = MEEPLE_SCALE,
              seat: int | None = None) -> str:
    """A follower at a board point; with ``seat``, its colour-blind shape too (`player_marks`, shown on demand)."""
    mark = mark_svg(seat, scale * (1.35 if kind == "big" else 1.0)) if seat is not None else ""
    return f'<g transform="translate({px:.1f} {py:.1f})">{meeple_figure(kind, colour_name, lying, scale)}{mark}</g>'


def anchor(tile_id: str, rot: int, x: int, y: int, location: str) -> tuple[float, float]:
    ax, ay = location_anchor(tile_id, rot, location)
    return x * TILE + ax, y * TILE + ay


def meeples_layer(game, names: list[str] | None = None) -> str:
    """The followers on the board in their players' colours; farmers lie down.  After the game, where they stood
    when it ended (the final scoring sends them home, but the last board should still show who held what)."""
    names = names or game.names
    tiles = game.board.tiles
    out = []
    standing = game.final_positions if game.over else game.meeples
    for (x, y), m in standing.items():
        o = tiles[(x, y)][0]
        px, py = anchor(o.id, o.rot, x, y, m.location)
        feature = feature_kind(o.id, o.rot, m.location)
        label = i18n.t("{player}: {spot}", player=names[m.player],
                  spot=text.spot_phrase(text.spot_label(m.kind, feature)))
        out.append(f'<g class="placed-meeple" data-testid="meeple" data-x="{x}" data-y="{y}" '
                   f'data-location="{esc(m.location)}" data-kind="{esc(m.kind)}" data-player="{m.player}" '
                   f'role="img" aria-label="{esc(label)}">'
                   f'{meeple_at(m.kind, game.players[m.player].color, feature == "field", px, py, seat=m.player)}</g>')
    return "".join(out)


def cells_layer(options) -> str:
    """The cells where the drawn tile fits (test hook ``legal-cell``)."""
    return "".join(
        f'<rect class="legal-cell" data-testid="legal-cell" data-x="{x}" data-y="{y}" x="{x * TILE + 3}" '
        f'y="{y * TILE + 3}" width="{TILE - 6}" height="{TILE - 6}" rx="8"/>'
        for x, y in options)


def spot_offsets(spots: list[Spot]) -> list[tuple[float, float]]:
    """Spread spots that share a location (a monk and an abbot on one monastery) side by side."""
    seen: dict[str, int] = {}
    count: dict[str, int] = {}
    for s in spots:
        count[s.location] = count.get(s.location, 0) + 1
    out = []
    for s in spots:
        i = seen.get(s.location, 0)
        seen[s.location] = i + 1
        n = count[s.location]
        out.append(((i - (n - 1) / 2) * (SPOT_RADIUS * 2 + 2), 0.0))
    return out


def tentative_layer(placement) -> str:
    """The tile put down this turn, not confirmed yet."""
    p = placement
    return (tile_use(p.tile, p.rot, p.x, p.y, cls="tile tentative", extra=' data-tentative="true"')
            + f'<rect class="tentative-frame" x="{p.x * TILE + 1}" y="{p.y * TILE + 1}" width="{TILE - 2}" '
              f'height="{TILE - 2}" rx="3"/>')


def spots_layer(placement, spots: list[Spot], choice, player_colour: str, seat: int | None = None) -> str:
    """The follower spots of the tentative tile; the chosen one shows the follower.  With ``seat``, each spot's
    figure carries the seat's colour-blind shape too (shown on demand, `player_marks`)."""
    p = placement
    out = []
    ring = f"spot-ring {colour_class(player_colour)}".rstrip()
    points = [(ax + dx, ay + dy) for (ax, ay), (dx, dy) in
              zip((anchor(p.tile, p.rot, p.x, p.y, s.location) for s in spots), spot_offsets(spots))]
    for spot, (px, py), hit in zip(spots, points, _hit_radii(points)):
        chosen = choice == spot.deployment
        lying = spot.feature == "field"
        scale = 0.9 if chosen else 0.6
        figure = meeple_figure(spot.kind, player_colour, lying, scale)
        if seat is not None:
            figure += mark_svg(seat, scale * (1.35 if spot.kind == "big" else 1.0))
        out.append(
            f'<g class="spot{" chosen" if chosen else ""}" data-testid="meeple-spot" '
            f'data-location="{esc(spot.location)}" data-kind="{esc(spot.kind)}" data-feature="{esc(spot.feature)}" '
            f'tabindex="0" role="button" aria-pressed="{"true" if chosen else "false"}" '
            f'aria-label="{esc(spot.label)}" transform="translate({px:.1f} {py:.1f})">'
            f'<title>{esc(spot.label)}</title><circle class="spot-hit" r="{hit:.1f}"/>'
            f'<circle class="{ring}" r="{SPOT_RADIUS * (1.2 if spot.kind == "big" else 1)}"/>'
            f'<g class="spot-figure">{figure}</g></g>')
    return "".join(out)


def _hit_radii(points: list[tuple[float, float]]) -> list[float]:
    """Each spot's tap target: SPOT_HIT (44 px and more on a phone, where a tile just put down is shown at
    150 px or more), shrunk to half the way to the nearest other spot so targets never overlap, never
    under the visible ring."""
    out = []
    for i, (x, y) in enumerate(points):
        near = min((((x - u) ** 2 + (y - v) ** 2) ** 0.5 for j, (u, v) in enumerate(points) if j != i), default=1e9)
        out.append(max(SPOT_RADIUS * 1.2, min(SPOT_HIT, near / 2)))
    return out


def chosen_follower(placement, deployment, player_colour: str, seat: int | None = None) -> str:
    """The follower a computer seat puts on its tile, shown (not a button) before its turn is confirmed."""
    if deployment is None:
        return ""
    p = placement
    px, py = anchor(p.tile, p.rot, p.x, p.y, deployment.location)
    lying = feature_kind(p.tile, p.rot, deployment.location) == "field"
    return f'<g class="auto-follower">{meeple_at(deployment.kind, player_colour, lying, px, py, seat=seat)}</g>'


def recall_marks(recalls: list[Recall], chosen) -> str:
    """Rings round the abbots the player may take back this turn."""
    out = []
    for r in recalls:
        x, y = r.cell
        cls = "recall-mark chosen" if chosen == r.cell else "recall-mark"
        out.append(f'<rect class="{cls}" x="{x * TILE + 6}" y="{y * TILE + 6}" width="{TILE - 12}" '
                   f'height="{TILE - 12}" rx="10"/>')
    return "".join(out)


def preview_use(tile_id: str, rot: int, x: int, y: int, fits: bool = True) -> str:
    """The drawn tile shown over a cell before it is put down (keyboard cursor)."""
    cls = "preview fits" if fits else "preview nofit"
    return (tile_use(tile_id, rot, x, y, cls=cls, testid="")
            + f'<rect class="cursor" data-testid="cursor" data-x="{x}" data-y="{y}" x="{x * TILE}" y="{y * TILE}" '
              f'width="{TILE}" height="{TILE}" rx="4"/>')


def hit_layer(tile_id: str, rot: int, x: int, y: int) -> str:
    """Invisible shapes of one tile's features, each naming its location: what the pointer is over."""
    o = oriented(tile_id, rot)
    order = {"field": 0, "road": 1, "city": 2}
    segs = sorted(o.segments, key=lambda s: order.get(s.kind, 3))
    names = [s.name for s in segs] + [loc for loc in ("C", "G") if o.locations.get(loc) == -1]
    return "".join(
        f'<path class="hit" data-location="{esc(name)}" data-x="{x}" data-y="{y}" d="{segment_path(tile_id, rot, name)}" '
        f'transform="translate({x * TILE} {y * TILE})"/>'
        for name in names)


def board_bounds(board, margin_cells: bool = True) -> tuple[int, int, int, int]:
    """Cells spanned by the placed tiles (plus the frontier, so legal cells are in view)."""
    cells = list(board.tiles)
    if margin_cells:
        cells += list(board.frontier)
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    return min(xs), min(ys), max(xs), max(ys)


def tray_svg(tile_id: str | None, rot: int) -> str:
    """The drawn tile for the tray (a `<use>` of the board's symbol, so it needs the defs on the page)."""
    if tile_id is None:
        return ""
    t = esc(tile_id)
    tr = f' transform="rotate({rot} 50 50)"' if rot else ""
    return f'<use href="#tile-{t}" width="100" height="100"{tr}/>'


def supply_icon(kind: str, colour_name: str, seat: int | None = None) -> str:
    """A small follower figure for the scoreboard (an inline `<svg>`), with the seat's shape when given."""
    mark = mark_svg(seat, 1.35 if kind == "big" else 1.0) if seat is not None else ""
    return (f'<svg class="supply-icon" viewBox="-12 -12 24 24" width="18" height="18" aria-hidden="true">'
            f'{meeple_figure(kind, colour_name, False, 1.0)}{mark}</svg>')


def is_farmer(tile_id: str, rot: int, location: str) -> bool:
    return is_field(tile_id, rot, location)


# --- the gingerbread man ---------------------------------------------------------------------------------

def _segment(tile_id: str, rot: int, location: str) -> int | None:
    return oriented(tile_id, rot).locations.get(location)


def aside(tile_id: str, rot: int, location: str) -> tuple[float, float]:
    """A point in the tile box next to a location's anchor, still on its feature: where a second figure
    goes when the anchor is taken.  Along the edge for a city or road on one edge, else across the line
    to the tile's centre."""
    ax, ay = location_anchor(tile_id, rot, location)
    index = _segment(tile_id, rot, location)
    edges = oriented(tile_id, rot).segments[index].edges if index is not None and index >= 0 else ()
    if len(edges) == 1:
        mx, my = _EDGE_MID[edges[0]]
        dx, dy = (1.0, 0.0) if edges[0] in (0, 2) else (0.0, 1.0)
        toward = (mx - ax) * dx + (my - ay) * dy
        sign = 1.0 if toward >= 0 else -1.0
    else:
        vx, vy = 50 - ax, 50 - ay
        norm = (vx * vx + vy * vy) ** 0.5
        dx, dy, sign = ((-vy / norm, vx / norm, 1.0) if norm > 5 else (1.0, 0.0, 1.0))
    px, py = ax + sign * dx * ASIDE, ay + sign * dy * ASIDE
    return min(90.0, max(10.0, px)), min(90.0, max(10.0, py))


def _taken(game, x: int, y: int, location: str, spots: list[Spot] = (), placement=None) -> bool:
    """Whether a follower (or a follower spot of the tentative tile) stands on this tile's segment."""
    o = game.board.tiles[(x, y)][0] if (x, y) in game.board.tiles else None
    if o is None and placement is not None and (x, y) == placement.cell:
        tile_id, rot = placement.tile, placement.rot
    elif o is not None:
        tile_id, rot = o.id, o.rot
    else:
        return False
    index = _segment(tile_id, rot, location)
    m = game.meeples.get((x, y))
    if m is not None and _segment(tile_id, rot, m.location) == index:
        return True
    return (placement is not None and (x, y) == placement.cell
            and any(_segment(tile_id, rot, s.location) == index for s in spots))


def figure_point(game, x: int, y: int, location: str, spots: list[Spot] = (), placement=None) -> tuple[float, float]:
    """Board point for the gingerbread man (or a badge) on a location of a tile: its anchor, or beside it."""
    placed = game.board.tiles.get((x, y))
    o = placed[0] if placed else None
    tile_id, rot = (o.id, o.rot) if o is not None else (placement.tile, placement.rot)
    if _taken(game, x, y, location, spots, placement):
        px, py = aside(tile_id, rot, location)
    else:
        px, py = location_anchor(tile_id, rot, location)
    return x * TILE + px, y * TILE + py


def gingerbread_layer(game, position) -> str:
    """The gingerbread man where he stands (nothing while he is off the board)."""
    if position is None:
        return ""
    x, y, at = position.x, position.y, position.at
    px, py = figure_point(game, x, y, at)
    item = game.preview(x, y, at)
    label = text.gingerbread_label(len(item.tiles) if item is not None else 1)
    return (f'<g class="gingerbread-man" data-testid="gingerbread-man" data-x="{x}" data-y="{y}" data-at="{esc(at)}" '
            f'role="img" aria-label="{esc(label)}"><title>{esc(label)}</title>'
            f'{gingerbread_svg(round(px, 1), round(py, 1), GINGER_SCALE)}</g>')


def city_choice_layers(tentative, cities, chosen, placement, spots: list[Spot],
                       names: list[str]) -> tuple[str, str]:
    """The cities the gingerbread man may go to: (highlighted areas, one focusable badge per city).

    Both are clickable and carry ``data-city="x,y,at"``; the badge is the button (test hook
    ``gingerbread-city``, accessible name saying where and who has knights there)."""
    areas, badges = [], []
    for c in cities:
        key = f"{c.x},{c.y},{c.at}"
        cls = " chosen" if c == chosen else ""
        pieces = feature_pieces(tentative, c.x, c.y, c.at)
        areas.append(f'<g class="city-choice{cls}" data-city="{key}">{highlight_layer(pieces, "gb")}</g>')
        item = tentative.preview(c.x, c.y, c.at)
        knights = [(names[p], n) for p, n in item.strength] if item is not None else []
        tiles = len(item.tiles) if item is not None else len(pieces)
        label = text.city_choice_label(tiles, knights)
        px, py = figure_point(tentative, c.x, c.y, c.at, spots, placement)
        badges.append(
            f'<g class="city-badge{cls}" data-testid="gingerbread-city" data-city="{key}" data-x="{c.x}" '
            f'data-y="{c.y}" data-at="{esc(c.at)}" tabindex="0" role="button" '
            f'aria-pressed="{"true" if c == chosen else "false"}" aria-label="{esc(label)}" '
            f'transform="translate({px:.1f} {py:.1f})"><title>{esc(label)}</title>'
            f'<circle class="badge-ring" r="{BADGE_RADIUS}"/>'
            f'<g class="badge-figure">{gingerbread_svg(0, 0.6, 1.0 if c == chosen else 0.85)}</g></g>')
    return "".join(areas), "".join(badges)


# --- the computer's moves and the coach's hint, shown so a person can follow -----------------------------------

def hint_layer(turn, player_colour: str) -> str:
    """The coach's suggested move: the tile faintly over its cell, and a ring where its follower would go."""
    p = turn.placement
    out = [tile_use(p.tile, p.rot, p.x, p.y, cls="tile hint-tile", testid=""),
           f'<rect class="hint-cell" data-testid="hint-cell" data-x="{p.x}" data-y="{p.y}" data-rot="{p.rot}" '
           f'x="{p.x * TILE + 2}" y="{p.y * TILE + 2}" width="{TILE - 4}" height="{TILE - 4}" rx="6"/>']
    if turn.deploy is not None:
        px, py = anchor(p.tile, p.rot, p.x, p.y, turn.deploy.location)
        out.append(f'<circle class="hint-spot {colour_class(player_colour)}" data-testid="hint-spot" '
                   f'data-location="{esc(turn.deploy.location)}" cx="{px:.1f}" cy="{py:.1f}" r="{SPOT_RADIUS * 1.3}"/>')
    return "".join(out)


def flash_layer(game, report) -> str:
    """What a turn scored during play: each feature flashes and a "+N" rises from its middle, in the colour of
    the (first) player it paid; the followers it sent home go back towards their supply (`returning`)."""
    out = []
    for item in report.scored if report is not None else ():
        if item.reason != "final":
            out.append(score_flash(game, item))
    return "".join(out)


def score_flash(game, item, testid: str = "score-pop") -> str:
    """One scored feature: highlighted, "+N" in the scorer's colour, its followers on their way home ('' when it
    paid nobody)."""
    awards = [(p, n) for p, n in item.awards if n]
    pieces = scored_item_pieces(game, item)
    if not awards or not pieces:
        return ""
    cells = {(x, y) for _, _, x, y, _ in pieces}
    cx = sum(x for x, _ in cells) / len(cells) * TILE + TILE / 2
    cy = sum(y for _, y in cells) / len(cells) * TILE + TILE / 2
    scorer = colour_class(game.players[awards[0][0]].color)
    return (highlight_layer(pieces, "flash")
            + f'<text class="score-pop {scorer}" data-testid="{testid}" data-player="{awards[0][0]}" '
              f'x="{cx:.0f}" y="{cy:.0f}">+{max(n for _, n in awards)}</text>'
            + returning_followers(game, item))


def scored_item_pieces(game, item) -> list[tuple[str, int, int, int, str]]:
    """The pieces of a scored feature: found from a follower it sent home (fields, whose tiles are the cities they
    border), else from its tiles."""
    for m in getattr(item, "returned", ()):
        if (m.x, m.y) in game.board.tiles:
            pieces = feature_pieces(game, m.x, m.y, m.location)
            if pieces:
                return pieces
    return _item_pieces(game, item)


def returning_followers(game, item) -> str:
    """The followers a scored feature sends back, drawn where they stood; the page moves each towards its
    player's supply (CSS ``--to-x``/``--to-y``, set from the scoreboard's place; no movement with reduced
    motion)."""
    out = []
    for m in getattr(item, "returned", ()):
        placed = game.board.tiles.get((m.x, m.y))
        if placed is None:
            continue
        o = placed[0]
        px, py = anchor(o.id, o.rot, m.x, m.y, m.location)
        lying = feature_kind(o.id, o.rot, m.location) == "field"
        out.append(f'<g class="returning" data-testid="returning" data-player="{m.player}">'
                   f'{meeple_at(m.kind, game.players[m.player].color, lying, px, py)}</g>')
    return "".join(out)
