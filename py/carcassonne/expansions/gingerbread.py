"""The Gingerbread Man (Winter Edition mini expansion).

He starts in the start tile's city (with The River: in the first city placed).  After the normal turn of a
gingerbread tile (its scoring included), its player moves him to a different unfinished city.  When he leaves a
city, every player scores 1 point per tile of that city for each of their knights there (pennants count nothing,
the knights stay).  When his city is completed: gingerbread scoring first, then the normal city scoring, then the
player who completed it moves him to an unfinished city.  With no unfinished city to go to he stays; if his city
was just completed he leaves the board until the next gingerbread tile.

The choice of city is part of the turn (`Turn.gingerbread`, a `CityChoice` naming any tile and edge of the city);
it may be left out when there is exactly one candidate.  State: ``game.ext["gingerbread"]`` is a `Position`, or
None while he is off the board, or `WAITING` until the first city of a River game.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import Problem
from ..geometry import CITY, EDGE_INDEX, oriented
from ..moves import CityChoice, Placement
from ..scoring import GINGERBREAD, ScoreItem
from ..tiles import TILE_TYPES
from .base import Expansion

WAITING = "waiting for the first city"


@dataclass(frozen=True, slots=True)
class Position:
    """Where he stands: a city node, and a tile/edge of that city to draw him on."""

    node: int
    x: int
    y: int
    at: str


def _first_city(game, x: int, y: int) -> Position | None:
    o, base = game.board.tiles[(x, y)]
    for i, seg in enumerate(o.segments):
        if seg.kind == CITY:
            return Position(base + i, x, y, seg.name)
    return None


def _city_node(game, choice: CityChoice) -> int | None:
    placed = game.board.tiles.get((choice.x, choice.y))
    if placed is None:
        return None
    o, base = placed
    seg = o.edge_segment[EDGE_INDEX[choice.at]]
    if seg < 0 or o.segments[seg].kind != CITY:
        return None
    return base + seg


def unfinished_cities(game, exclude: int | None = None) -> list[Position]:
    """One position per unfinished city on the board (its first segment in placement order), minus one root."""
    graph = game.board.graph
    find, open_ends = graph.find, graph.open
    seen: set[int] = set() if exclude is None else {exclude}
    out = []
    tiles = game.board.tiles
    for cell in game.board.order:
        o, base = tiles[cell]
        for i in range(o.plan.cities):  # a tile's cities are its first segments
            root = find(base + i)
            if root not in seen and open_ends[root] > 0:
                seen.add(root)
                out.append(Position(base + i, cell[0], cell[1], o.segments[i].name))
    return out


class Gingerbread(Expansion):
    name = "gingerbread"
    turn_fields = ("gingerbread",)
    tile_sets = ("gingerbread",)

    def setup(self, game) -> None:
        start = game.start
        game.ext["gingerbread"] = _first_city(game, start.x, start.y) or WAITING

    # --- what a turn does with him ---------------------------------------------------------------------

    @staticmethod
    def _plan(game, tile_id: str) -> tuple[bool, bool, list[Position]]:
        """On a game whose tile is down (not yet scored): (he moves, his city was completed, candidates)."""
        where = game.ext.get("gingerbread")
        graph = game.board.graph
        root = graph.find(where.node) if isinstance(where, Position) else None
        completed = root is not None and graph.open[root] == 0
        moves = completed or TILE_TYPES[tile_id].gingerbread
        return moves, completed, unfinished_cities(game, exclude=root) if moves else []

    def choices(self, game, placement: Placement) -> dict[str, list]:
        """Cities he may be moved to if the tile goes there, one `CityChoice` each (none: no move, or none open)."""
        if not self._may_move(game, placement):
            return {"gingerbread": []}
        tentative = game.with_tile(placement)
        self.after_place(tentative, None, None, None, placement)
        return {"gingerbread": [CityChoice(c.x, c.y, c.at) for c in self._plan(tentative, placement.tile)[2]]}

    @staticmethod
    def _may_move(game, placement: Placement) -> bool:
        """Cheap pre-check: only a gingerbread tile, or a tile touching his city (it may complete it), moves him."""
        where = game.ext.get("gingerbread")
        if TILE_TYPES[placement.tile].gingerbread or not isinstance(where, Position):
            return True
        root = game.board.graph.find(where.node)
        o = oriented(placement.tile, placement.rot)
        return any(root in game.board.joined_roots(placement.x, placement.y, o, i)
                   for i, seg in enumerate(o.segments) if seg.kind == CITY)

    def turn_problem(self, game, turn, player) -> Problem | None:
        if turn.gingerbread is None and not self._may_move(game, turn.placement):
            return None
        tentative = game.with_tile(turn.placement)
        self.after_place(tentative, turn, player, None)
        moves, _, candidates = self._plan(tentative, turn.placement.tile)
        choice = turn.gingerbread
        if choice is None:
            if len(candidates) > 1:
                return Problem("gingerbread-choose", count=len(candidates))
            return None
        where = {"x": choice.x, "y": choice.y, "at": choice.at}
        if not moves:
            return Problem("gingerbread-stays", **where)
        node = _city_node(tentative, choice)
        if node is None:
            return Problem("gingerbread-no-city", **where)
        graph = tentative.board.graph
        root = graph.find(node)
        if graph.open[root] == 0:
            return Problem("gingerbread-city-finished", **where)
        if all(graph.find(c.node) != root for c in candidates):
            return Problem("gingerbread-same-city", **where)
        return None

    def after_place(self, game, turn, player, o, placement: Placement | None = None) -> None:
        placement = placement or turn.placement
        if game.ext.get("gingerbread") == WAITING:
            game.ext["gingerbread"] = _first_city(game, placement.x, placement.y) or WAITING

    def before_feature(self, game, root: int) -> list[ScoreItem]:
        where = game.ext.get("gingerbread")
        if isinstance(where, Position) and game.board.graph.find(where.node) == root:
            return [game._award(self._score(game, root, "gingerbread-before"))]
        return []

    def after_scoring(self, game, turn, player, completed) -> list[ScoreItem]:
        moves, city_done, candidates = self._plan(game, turn.placement.tile)
        if not moves:
            return []
        if not candidates:
            if city_done:
                game.ext["gingerbread"] = None  # off the board until the next gingerbread tile
            return []
        target = candidates[0]  # the only one, unless the turn chose (turn_problem checked the choice)
        choice = turn.gingerbread
        if choice is not None:
            target = Position(_city_node(game, choice), choice.x, choice.y, choice.at)  # type: ignore[arg-type]
        items = []
        where = game.ext.get("gingerbread")
        if isinstance(where, Position) and not city_done:
            items.append(game._award(self._score(game, game.board.graph.find(where.node), "gingerbread-leaves")))
        game.ext["gingerbread"] = target
        return items

    @staticmethod
    def _score(game, root: int, rule: str) -> ScoreItem:
        """1 point per tile of his city for each knight there, to every player with knights in it."""
        graph = game.board.graph
        tiles = graph.tiles[root]
        knights: dict[int, int] = {}
        for m in graph.followers[root]:
            knights[m.player] = knights.get(m.player, 0) + 1
        strength = tuple(sorted(knights.items()))
        return ScoreItem.of_rule("city", GINGERBREAD, tuple(sorted(tiles)), rule, len(tiles), strength, (),
                                 tuple((p, n * len(tiles)) for p, n in strength if n))

    @staticmethod
    def position(game) -> Position | None:
        where = game.ext.get("gingerbread")
        return where if isinstance(where, Position) else None
