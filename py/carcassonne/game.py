"""A game of Carcassonne: turns, the bag, followers, scores, undo.

The record (players, rules, seed, turns) is the source of truth: replaying it reproduces any state exactly, which
is also how `undo()` works.  `play()` checks everything before it changes anything, so an illegal turn raises
`IllegalMoveError` and leaves the game as it was.

Two modes:

* normal: tiles come from a seeded shuffled bag, the players take turns in seat order, and the game ends (with
  the final scoring) when the bag is empty;
* free (``free=True``, used by scenarios and lessons): each turn names its tile and player, tile counts are not
  enforced, and the game ends when `finish()` is called.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .board import NEIGHBOURHOOD, Board, Cell
from .expansions import EXPANSIONS, Expansion, registry
from .errors import IllegalMoveError, Problem, quote, refused
from .features import Meeple
from .geometry import CITY, FIELD, FITS, ORIENTED, ROAD, Oriented, fits_any, oriented
from .moves import Deployment, Placement, Turn
from .scoring import (COMPLETED, FINAL, ScoreItem, cloister_item, cloister_worth, feature_item, feature_worth,
                      field_item, field_worth, majority)
from .tiles import EDGE_NAMES, START_TILE, TILE_TYPES, tiles_of

DEFAULT_COLORS = ("red", "blue", "green", "yellow", "black", "pink")
EXPANSION_REGISTRY: dict[str, Expansion] = registry()
SUPPORTED_EXPANSIONS: tuple[str, ...] = tuple(EXPANSION_REGISTRY)
BASE_SETS = ("base", "winter")
FOLLOWERS = 7
CLOISTER_LOCATIONS = ("C", "G")
HERE_AND_AROUND = ((0, 0),) + NEIGHBOURHOOD
#: Parts of a turn that only an expansion gives meaning to: (how to name it, why it is refused without it).
EXPANSION_TURN_FIELDS = {
    "recall": ("recall", Problem("needs-abbot")),
    "gingerbread": ("gingerbread move", Problem("no-gingerbread")),
}
SCORE_CATEGORIES = ("road", "city", "monastery", "garden", "field", "gingerbread", "total")


@dataclass(frozen=True, slots=True)
class Player:
    name: str
    color: str


@dataclass(frozen=True, slots=True)
class Rules:
    """Switches of one game: farmers on or off, and the expansions in play."""

    farmers: bool = True
    expansions: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for name in self.expansions:
            if name not in EXPANSIONS:
                raise IllegalMoveError(f"expansion {name!r} is not one of {', '.join(EXPANSIONS)}", "game-expansion",
                                       value=quote(name), choices=EXPANSIONS)
            if name not in SUPPORTED_EXPANSIONS:
                raise IllegalMoveError(f"expansion {name!r} is not supported yet", "game-expansion-unsupported",
                                       value=quote(name))
        object.__setattr__(self, "expansions", tuple(e for e in EXPANSIONS if e in self.expansions))

    @property
    def tile_sets(self) -> tuple[str, ...]:
        return BASE_SETS + tuple(s for e in self.expansions for s in EXPANSION_REGISTRY[e].tile_sets)

    @property
    def max_players(self) -> int:
        return 6 if "inns-cathedrals" in self.expansions else 5


@dataclass(frozen=True, slots=True)
class TurnReport:
    """What one `play()` did, in order: the scoring of what it completed, tiles then set aside, final scoring."""

    number: int  # 1-based
    player: int
    turn: Turn
    scored: tuple[ScoreItem, ...] = ()
    set_aside: tuple[str, ...] = ()
    final: tuple[ScoreItem, ...] = ()

    @property
    def items(self) -> tuple[ScoreItem, ...]:
        return self.scored + self.final

    def events(self, names: list[str] | tuple[str, ...]) -> list[str]:
        """Plain sentences for the turn log."""
        lines = [item.explain(names) for item in self.scored]
        lines += [f"Tile {t} fits nowhere on the board: it is set aside and another is drawn." for t in self.set_aside]
        if self.final:
            lines.append("The bag is empty: final scoring.")
            lines += [item.explain(names) for item in self.final]
        return lines


def _players(players: int | list | tuple) -> tuple[Player, ...]:
    if isinstance(players, int):
        players = [f"Player {i + 1}" for i in range(players)]
    out = []
    for i, p in enumerate(players):
        if isinstance(p, Player):
            out.append(p)
        elif isinstance(p, str):
            out.append(Player(p, DEFAULT_COLORS[i % len(DEFAULT_COLORS)]))
        else:
            raise IllegalMoveError(f"player {p!r} is not a name", "game-player", value=quote(p))
    return tuple(out)


MAX_SEED = 2**63 - 1  # seeds are whole numbers within ±MAX_SEED (a save stores the seed, not the draw order)


def _check_seed_and_length(seed: object, length: object, free: bool, bag: object) -> None:
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or abs(seed) > MAX_SEED):
        raise IllegalMoveError(f"seed {quote(seed)} is not a whole number within ±{MAX_SEED}", "game-seed",
                               value=quote(seed), limit=MAX_SEED)
    if length is None:
        return
    if isinstance(length, bool) or not isinstance(length, int) or length < 1:
        raise IllegalMoveError(f"game length {quote(length)} is not a whole number of tiles, 1 or more", "game-length",
                               value=quote(length))
    if free or bag is not None:
        raise IllegalMoveError("a game length needs the seeded bag (not free mode, not a stacked bag)",
                               "game-length-bag")


def _shorten(bag: list[str], length: int) -> list[str]:
    """The river's tiles (all, in their arranged order), then the first ``length`` tiles of the rest."""
    river = [t for t in bag if TILE_TYPES[t].set == "river"]
    rest = [t for t in bag if TILE_TYPES[t].set != "river"]
    if length > len(rest):
        raise IllegalMoveError(f"game length {length}: this game has only {len(rest)} tiles", "game-length-tiles",
                               length=length, count=len(rest))
    return river + rest[:length]


class Game:
    """One game.  Read `scores`, `board`, `meeples`, `supply`; change it only through `play`, `undo`, `finish`."""

    def __init__(self, players: int | list | tuple = 2, *, seed: int | None = None, rules: Rules | None = None,
                 free: bool = False, start: Placement | None = None, bag: list[str] | None = None,
                 length: int | None = None) -> None:
        """``length``: a shorter game, the seeded shuffle cut to that many tiles (a river is kept whole, first)."""
        _check_seed_and_length(seed, length, free, bag)
        self.length = length
        self.rules = rules or Rules()
        self.players = _players(players)
        if not 2 <= len(self.players) <= self.rules.max_players:
            raise IllegalMoveError(f"{len(self.players)} players: a game needs 2 to {self.rules.max_players}",
                                   "game-player-count", count=len(self.players), most=self.rules.max_players)
        names = [p.name for p in self.players]
        if len(set(names)) != len(names):
            raise IllegalMoveError(f"players {names!r}: two players have the same name", "same-names",
                                   names=quote(names))
        self.seed = random.SystemRandom().randrange(2**31) if seed is None else seed
        self.free = free
        self.expansions: tuple[Expansion, ...] = tuple(EXPANSION_REGISTRY[e] for e in self.rules.expansions)
        self._placement_checks = tuple(e for e in self.expansions if e.checks_placements)
        self.ext: dict[str, object] = {}  # per-expansion state, immutable values only
        default_start = next((s for e in self.expansions if (s := e.default_start())), None)
        self.start = start or default_start or Placement(START_TILE, 0, 0, 0)
        if self.start.tile not in TILE_TYPES:
            raise IllegalMoveError(f"start tile {self.start.tile!r} is not a tile id", "game-start-tile",
                                   value=quote(self.start.tile))
        self.board = Board()
        self.meeples: dict[Cell, Meeple] = {}
        self.supply: dict[str, list[int]] = {"normal": [FOLLOWERS] * len(self.players)}
        for expansion in self.expansions:
            for kind, count in expansion.supply.items():
                self.supply[kind] = [count] * len(self.players)
        self.scores = [0] * len(self.players)
        self.current_player = 0
        self.turns: list[tuple[int, Turn]] = []
        self.reports: list[TurnReport] = []
        self.set_aside: list[str] = []
        self.over = False
        self._records = True  # False in a `playout_copy`: scores only, no turn reports or score items
        self.board.place(self.start.x, self.start.y, oriented(self.start.tile, self.start.rot))
        self.stacked = bag is not None
        if bag is not None:  # a stacked bag in a fixed order (lessons and tests); it is part of the record
            unknown = [t for t in bag if t not in TILE_TYPES]
            if unknown:
                raise IllegalMoveError(f"bag: {unknown[0]!r} is not a tile id", "not-tile", where="bag",
                                       value=quote(unknown[0]))
            bag = list(bag)
        elif not free:
            bag = tiles_of(*self.rules.tile_sets)
            bag.remove(START_TILE)  # the box's start tile is on the table, or back in the box (The River)
            if self.start.tile != START_TILE and self.start.tile in bag:
                bag.remove(self.start.tile)
            rng = random.Random(self.seed)
            rng.shuffle(bag)
            for expansion in self.expansions:
                bag = expansion.arrange_bag(bag, rng)
            if length is not None:
                bag = _shorten(bag, length)
        self.bag: tuple[str, ...] = tuple(bag or ())
        self.bag_pos = 0
        self.drawn: str | None = None
        for expansion in self.expansions:
            expansion.setup(self)
        self._draw()  # tiles set aside before the first turn are in `set_aside` (none fit nowhere in practice)

    # --- reading -----------------------------------------------------------------------------------------

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    @property
    def tiles_left(self) -> int:
        return len(self.bag) - self.bag_pos

    @property
    def score_items(self) -> list[ScoreItem]:
        return [item for report in self.reports for item in report.items]

    @property
    def final_positions(self) -> dict[Cell, Meeple]:
        """Where the followers stood when the game ended (the final scoring sent them back to supply)."""
        final = self.reports[-1].final if self.over and self.reports else ()
        return {(m.x, m.y): m for item in final for m in item.returned}

    def legal_placements(self, tile: str | None = None) -> list[Placement]:
        """Every legal placement of a tile (default: the one drawn this turn), all fitting rotations listed."""
        tile = self._tile_for(tile)
        return [Placement(tile, x, y, rot) for x, y, rot in self.placement_options(tile)]

    def placement_options(self, tile: str) -> list[tuple[int, int, int]]:
        """(x, y, rot) of every legal placement: edges fit, and every expansion's placement rule holds."""
        found = self.board.placements(tile)
        if any(e.checks_tile(tile) for e in self._placement_checks):
            found = [(x, y, rot) for x, y, rot in found if self._placement_problem(oriented(tile, rot), x, y) is None]
        return found

    def placement_problem(self, placement: Placement) -> Problem | None:
        """Why this placement is illegal now (a `Problem`: its code, params and English), or None when it is legal.

        Tile identity is not checked here (any tile id of the catalogue may be asked about).
        """
        if placement.tile not in TILE_TYPES:
            return Problem("unknown-tile", tile=placement.tile)
        return self.board.misfit(placement.tile, placement.x, placement.y, placement.rot) or \
            self._placement_problem(oriented(placement.tile, placement.rot), placement.x, placement.y)

    def _placement_problem(self, o: Oriented, x: int, y: int) -> Problem | None:
        for expansion in self._placement_checks:
            why = expansion.checks_tile(o.id) and expansion.placement_problem(self, o, x, y)
            if why:
                return why
        return None

    def legal_deployments(self, placement: Placement, player: int | None = None) -> list[Deployment]:
        """Every follower the player may put on the tile if it is placed there (not deploying is also legal)."""
        p = self.current_player if player is None else player
        o = oriented(placement.tile, placement.rot)
        x, y = placement.x, placement.y
        out = []
        occupied: list[bool] = []  # filled once per placement by the first check that needs it
        for kind, counts in self.supply.items():
            if counts[p] <= 0:
                continue
            for location in self._locations(o):
                dep = Deployment(location, kind)
                if self._deploy_problem(p, o, x, y, dep, occupied) is None:
                    out.append(dep)
        return out

    def legal_recalls(self, player: int | None = None) -> list[Cell]:
        """Tiles from which the player may take a follower back instead of deploying (The Abbot)."""
        p = self.current_player if player is None else player
        return [cell for e in self.expansions for cell in e.recalls(self, p)]

    def turn_choices(self, placement: Placement) -> dict[str, list]:
        """Further choices of a turn with this placement, by `Turn` field: e.g. {"gingerbread": [CityChoice …]}.

        A field with several options must be chosen; with one, it may be left out.
        """
        out: dict[str, list] = {}
        for expansion in self.expansions:
            out.update(expansion.choices(self, placement))
        return out

    def legal_turns(self) -> list[Turn]:
        """Every whole turn available now (placements × deployments or recalls); for tests and simple players."""
        out = []
        recalls = self.legal_recalls()
        for placement in self.legal_placements():
            out.append(Turn(placement))
            out += [Turn(placement, dep) for dep in self.legal_deployments(placement)]
            out += [Turn(placement, recall=cell) for cell in recalls]
        return out

    def preview(self, x: int, y: int, location: str) -> ScoreItem | None:
        """What the feature at a location of a placed tile is worth now, explained (None: nothing there).

        A completed feature shows what it scored; an open one what it would score if the game ended now.
        """
        board, graph = self.board, self.board.graph
        placed = board.tiles.get((x, y))
        if placed is None or location not in placed[0].locations:
            return None
        if location in CLOISTER_LOCATIONS:
            kind = board.cloisters[(x, y)]
            around = board.surrounding(x, y)
            meeple = self.meeples.get((x, y))
            reason = COMPLETED if len(around) == 8 else FINAL
            if meeple is None or meeple.location not in CLOISTER_LOCATIONS:
                return ScoreItem.of_rule(kind, reason, ((x, y), *sorted(around)), "around-1", 1 + len(around))
            return cloister_item(kind, reason, (x, y), around, meeple)
        root = self.feature_at(x, y, location)
        if graph.kind[root] == FIELD:
            cities = {graph.find(c) for c in graph.cities[root]}
            return field_item(graph.followers[root], [graph.tiles[c] for c in sorted(cities) if graph.open[c] == 0])
        reason = COMPLETED if graph.open[root] == 0 else FINAL
        return feature_item(graph.kind[root], reason, graph.tiles[root], graph.pennants[root], graph.flags[root],
                            graph.followers[root])

    def with_tile(self, placement: Placement) -> "Game":
        """A copy with the tile put down and nothing else done (for previews: which feature a spot would join)."""
        other = self.copy()
        other.board.place(placement.x, placement.y, oriented(placement.tile, placement.rot))
        return other

    def score_table(self) -> list[dict[str, int]]:
        """Points per player and category (road, city, monastery, garden, field, gingerbread, total)."""
        table = [dict.fromkeys(SCORE_CATEGORIES, 0) for _ in self.players]
        for item in self.score_items:
            category = "gingerbread" if item.reason == "gingerbread" else item.feature
            for p, points in item.awards:
                table[p][category] += points
                table[p]["total"] += points
        return table

    @property
    def winners(self) -> list[int]:
        """Players with the highest score (several on a tie; the rules call for another game)."""
        best = max(self.scores)
        return [p for p, s in enumerate(self.scores) if s == best]

    def feature_at(self, x: int, y: int, location: str) -> int | None:
        """The root node of the road, city or field at a location of a placed tile (None: none there)."""
        placed = self.board.tiles.get((x, y))
        seg = placed[0].locations.get(location, -1) if placed else -1
        return None if seg < 0 else self.board.graph.find(placed[1] + seg)

    # --- playing -----------------------------------------------------------------------------------------

    def play(self, turn: Turn | str, player: int | None = None, *, trusted: bool = False) -> TurnReport:
        """Play one whole turn for the current player (free mode: for ``player``).

        A turn that cannot be read (not a `Turn` nor its text) raises ParseError; a player who is not in the
        game, IllegalMoveError; either way nothing changes.  ``trusted=True`` skips the legality check: only for
        turns the engine itself generated from `legal_placements`/`legal_deployments`/`turn_choices` (the
        computer's search and playouts).
        """
        if not isinstance(turn, Turn):
            turn = Turn.parse(turn)  # ParseError for bad text and for anything that is not text
        if trusted:
            return self._apply(turn, self.current_player if player is None else player)
        if player is not None and (isinstance(player, bool) or not isinstance(player, int)
                                   or not 0 <= player < len(self.players)):
            raise refused(Problem("no-player", player=quote(player)), str(turn))
        p = self._check(turn, player)
        return self._apply(turn, p)

    def finish(self) -> tuple[ScoreItem, ...]:
        """End the game now and run the final scoring (free mode; normal games end by themselves)."""
        if self.over:
            raise refused(Problem("game-already-over"))
        final = self._final_scoring()
        if self.reports:
            last = self.reports[-1]
            self.reports[-1] = TurnReport(last.number, last.player, last.turn, last.scored, last.set_aside, final)
        else:
            self.reports.append(TurnReport(0, 0, Turn(self.start), (), (), final))
        return final

    def undo(self) -> Turn:
        """Take back the last turn: the state is rebuilt by replaying the record without it."""
        if not self.turns:
            raise refused(Problem("nothing-to-undo"))
        last = self.turns[-1][1]
        self.__dict__.update(self.replay(self.turns[:-1]).__dict__)
        return last

    def replay(self, turns: list[tuple[int, Turn]]) -> "Game":
        """A new game with the same players, rules, seed and start, with these turns played."""
        game = Game(self.players, seed=self.seed, rules=self.rules, free=self.free, start=self.start,
                    bag=list(self.bag) if self.stacked else None, length=self.length)
        for p, turn in turns:
            game.play(turn, p)
        return game

    def play_on(self, bag: list[str], player: int) -> "Game":
        """A copy that goes on from this position as a normal game: ``bag`` holds the tiles to come in order and
        ``player`` draws first; a tile that fits nowhere is set aside, as in any game.

        For a position laid out in free mode (a scenario) that a learner plays on, or answers a task from.
        """
        unknown = [t for t in bag if t not in TILE_TYPES]
        if unknown:
            raise refused(Problem("bag-unknown-tile", tile=unknown[0]))
        if not 0 <= player < len(self.players):
            raise refused(Problem("player-out-of-range", player=player, last=len(self.players) - 1))
        if self.over:
            raise refused(Problem("play-on-over"))
        game = self.copy()
        game.free, game.stacked = False, True
        game.bag, game.bag_pos = tuple(bag), 0
        game.current_player = player
        game._draw()
        return game

    def playout_copy(self) -> "Game":
        """A copy that keeps the score but no account of it: its turns make no `TurnReport` and its scorings no
        `ScoreItem` (`play` returns None), the same points added up as numbers.  For playouts, whose games
        nobody reads but their scores."""
        other = self.copy()
        other._records = False
        other.board.reach = None  # only the computer's outlook reads it, and it values no playout
        return other

    def copy(self) -> "Game":
        other = Game.__new__(Game)
        other.__dict__.update(self.__dict__)
        other.board = self.board.copy()
        other.meeples = dict(self.meeples)
        other.supply = {k: list(v) for k, v in self.supply.items()}
        other.scores = list(self.scores)
        other.turns = list(self.turns)
        other.reports = list(self.reports)
        other.set_aside = list(self.set_aside)
        other.ext = dict(self.ext)
        return other

    # --- checking ----------------------------------------------------------------------------------------

    def _tile_for(self, tile: str | None) -> str:
        if tile is None:
            if self.drawn is None:
                raise refused(Problem("no-tile-drawn-free" if self.free else "no-tile-drawn"))
            return self.drawn
        if tile not in TILE_TYPES:
            raise refused(Problem("tile-unknown", tile=tile))
        return tile

    def _check(self, turn: Turn, player: int | None) -> int:
        """Raise IllegalMoveError naming what is wrong with the turn; return the player who plays it."""
        why = self._turn_problem(turn, player)
        if why is not None:
            pl = turn.placement
            raise refused(*why, cell=(pl.x, pl.y), rot=pl.rot)
        return self.current_player if player is None else player

    def _turn_problem(self, turn: Turn, player: int | None) -> tuple[Problem, str | None] | None:
        """What is wrong with the turn and where (a turn, a placement, a follower; None: said by the problem)."""
        if self.over:
            return Problem("game-over"), str(turn)
        if player is None:
            player = self.current_player
        if not 0 <= player < len(self.players):
            return Problem("no-player", player=player), str(turn)
        if not self.free and player != self.current_player:
            return Problem("not-your-turn", player=self.players[self.current_player].name,
                           other=self.players[player].name), str(turn)
        pl = turn.placement
        if pl.tile not in TILE_TYPES:
            return Problem("unknown-tile", tile=pl.tile), pl.describe()
        if self.free:
            if TILE_TYPES[pl.tile].set not in self.rules.tile_sets:
                return Problem("tile-not-in-game", tile=pl.tile), pl.describe()
        elif pl.tile != self.drawn:
            return Problem("wrong-tile", drawn=self.drawn, tile=pl.tile), pl.describe()
        why = self.placement_problem(pl)
        if why:
            return why, pl.describe()
        if turn.deploy is not None:
            why = self._deploy_problem(player, oriented(pl.tile, pl.rot), pl.x, pl.y, turn.deploy)
            if why:
                return why, f"meeple at {turn.deploy.location}"
        handled = {name for e in self.expansions for name in e.turn_fields}
        for name, (label, why) in EXPANSION_TURN_FIELDS.items():
            value = getattr(turn, name)
            if value is not None and name not in handled:
                return why, f"{label} {value}"
        for expansion in self.expansions:
            why = expansion.turn_problem(self, turn, player)
            if why:
                return why, None
        return None

    @staticmethod
    def _locations(o: Oriented) -> list[str]:
        names = [seg.name for seg in o.segments]
        return names + [loc for loc in CLOISTER_LOCATIONS if loc in o.locations]

    def _occupied_segments(self, o: Oriented, x: int, y: int) -> list[bool]:
        """Per segment of the tile placed there: does the feature it will be part of already hold a follower?

        Decided on the features as merged by the placement (`Board.merged_roots`), so a segment linked to an
        occupied feature through another segment of the same tile counts as occupied too.
        """
        followers = self.board.graph.followers
        out = []
        for roots in self.board.merged_roots(x, y, o):
            taken = False
            for root in roots:
                if followers[root]:
                    taken = True
                    break
            out.append(taken)
        return out

    def _deploy_problem(self, p: int, o: Oriented, x: int, y: int, dep: Deployment,
                        occupied: list[bool] | None = None) -> Problem | None:
        """Why this follower may not go there (a `Problem`), or None.

        ``occupied``: a list shared by the checks of one placement; left empty, it is filled with
        `_occupied_segments` the first time a check needs it (so checking every spot costs one merge).
        """
        counts = self.supply.get(dep.kind)
        kind = dep.kind
        if counts is None:
            return Problem("no-abbot" if kind == "abbot" else "no-big-follower" if kind == "big"
                           else "no-normal-follower", kind=kind)
        if counts[p] <= 0:
            return Problem("none-left-abbot" if kind == "abbot" else "none-left-big" if kind == "big"
                           else "none-left-normal", player=self.players[p].name, kind=kind)
        seg_index = o.locations.get(dep.location)
        if seg_index is None and dep.location in EDGE_NAMES and o.edges[EDGE_NAMES.index(dep.location)] == "W":
            return Problem("river-spot", location=dep.location)
        if seg_index is None:
            return Problem("no-spot", tile=o.id, rot=o.rot, location=dep.location)
        if seg_index < 0:
            if dep.location == "G" and kind != "abbot":
                return Problem("garden-abbot-only", kind=kind)
            return None
        if kind == "abbot":
            return Problem("abbot-cloister-only", location=dep.location)
        seg = o.segments[seg_index]
        if seg.kind == FIELD and not self.rules.farmers:
            return Problem("no-farmers", location=dep.location)
        if occupied is None:
            occupied = []
        if not occupied:
            occupied += self._occupied_segments(o, x, y)
        if occupied[seg_index]:
            return Problem("occupied-city" if seg.kind == CITY else "occupied-road" if seg.kind == ROAD
                           else "occupied-field", feature=seg.kind, location=dep.location)
        return None

    # --- changing ----------------------------------------------------------------------------------------

    def _apply(self, turn: Turn, p: int) -> TurnReport:
        pl = turn.placement
        scored, set_aside, final = self._take_turn(p, pl.tile, pl.x, pl.y, pl.rot, turn.deploy, turn)
        if not self._records:
            return None  # type: ignore[return-value]
        report = TurnReport(len(self.turns), p, turn, tuple(scored), set_aside, final)
        self.reports.append(report)
        return report

    def _take_turn(self, p: int, tile: str, x: int, y: int, rot: int, deploy: Deployment | None,
                   turn: Turn | None) -> tuple[list[ScoreItem], tuple[str, ...], tuple[ScoreItem, ...]]:
        """Place, deploy, score, pass on and draw: a turn's effect, its scorings, the tiles set aside and the final
        scoring.  ``turn`` (what the expansions read, and the record) is None only for `sim.playout` on a
        `playout_copy` without expansions, whose turns nobody reads."""
        o = ORIENTED[tile][rot // 90]
        board = self.board
        roots = board.place(x, y, o)
        if deploy is not None:
            self._deploy(p, o, x, y, deploy)
        expansions = self.expansions
        scored: list[ScoreItem] = []
        if expansions:
            for expansion in expansions:
                expansion.after_place(self, turn, p, o)
            for expansion in expansions:
                scored += expansion.before_scoring(self, turn, p)
        completed = roots
        if roots:
            open_ends = board.graph.open
            completed = [root for root in roots if not open_ends[root]]
            if len(completed) > 1:
                completed = list(dict.fromkeys(completed))  # one feature may hold two of the tile's segments
        if completed or (x, y) in board.cloisters_near:
            scored += self._score_completed(x, y, completed)
        if expansions:
            for expansion in expansions:
                scored += expansion.after_scoring(self, turn, p, completed)
        if turn is not None:
            self.turns.append((p, turn))
        self.current_player = (p + 1) % len(self.players)
        set_aside = self._draw()
        final: tuple[ScoreItem, ...] = ()
        if self.drawn is None and not self.free:
            final = self._final_scoring()  # the bag is empty: the game ends after this turn
        return scored, set_aside, final

    def _deploy(self, p: int, o: Oriented, x: int, y: int, dep: Deployment) -> None:
        seg_index = o.locations[dep.location]
        name = o.segments[seg_index].name if seg_index >= 0 else dep.location
        meeple = Meeple(p, dep.kind, x, y, name)
        self.supply[dep.kind][p] -= 1
        self.meeples[(x, y)] = meeple
        if seg_index >= 0:
            graph = self.board.graph
            root = graph.find(self.board.node(x, y, seg_index))
            graph.followers[root] = graph.followers[root] + (meeple,)

    def _award(self, item: ScoreItem) -> ScoreItem:
        for p, points in item.awards:
            self.scores[p] += points
        return item

    def _add_points(self, players: tuple[int, ...], points: int) -> None:
        """What `_award` adds, without the item (a `playout_copy`)."""
        scores = self.scores
        for p in players:
            scores[p] += points

    def _award_feature(self, root: int, reason: str) -> ScoreItem | None:
        """Score the road or city at ``root`` for its followers' majority: the item, or None in a playout copy
        (which only adds the points)."""
        graph = self.board.graph
        kind, tiles, pennants, flags, followers = (graph.kind[root], graph.tiles[root], graph.pennants[root],
                                                   graph.flags[root], graph.followers[root])
        if self._records:
            return self._award(feature_item(kind, reason, tiles, pennants, flags, followers))
        if followers:
            self._add_points(majority(followers)[1], feature_worth(kind, reason, len(tiles), pennants, flags))
        return None

    def _award_cloister(self, kind: str, reason: str, cell: Cell, around: list[Cell],
                        meeple: Meeple) -> ScoreItem | None:
        if self._records:
            return self._award(cloister_item(kind, reason, cell, around, meeple))
        self.scores[meeple.player] += cloister_worth(around)
        return None

    def _return(self, meeples: tuple[Meeple, ...]) -> None:
        for m in meeples:
            del self.meeples[(m.x, m.y)]
            self.supply[m.kind][m.player] += 1

    def _score_completed(self, x: int, y: int, completed: list[int]) -> list[ScoreItem]:
        """Score roads and cities the tile completed, then monasteries/gardens it surrounded; free followers."""
        graph = self.board.graph
        items: list[ScoreItem] = []
        for root in completed:
            for expansion in self.expansions:
                items += expansion.before_feature(self, root)
            followers = graph.followers[root]
            item = self._award_feature(root, COMPLETED)
            if item is not None:
                items.append(item)
            if followers:
                graph.followers[root] = ()
                self._return(followers)
        near = self.board.cloisters_near.get((x, y))
        if near is not None:
            items += self._score_cloisters(x, y, near)
        return items

    def _score_cloisters(self, x: int, y: int, near: tuple[Cell, ...]) -> list[ScoreItem]:
        """The monasteries and gardens ``near`` (x, y) (`Board.cloisters_near`) with a follower on them that are
        now surrounded, in `HERE_AND_AROUND` order."""
        meeples = self.meeples
        guarded = []
        for cell in near:
            meeple = meeples.get(cell)
            if meeple is not None and meeple.location in CLOISTER_LOCATIONS:
                guarded.append(cell)
        if not guarded:
            return []
        if len(guarded) > 1:
            guarded.sort(key=lambda cell: HERE_AND_AROUND.index((cell[0] - x, cell[1] - y)))
        items = []
        board = self.board
        cloisters = board.cloisters
        for cell in guarded:
            around = board.surrounding(*cell)
            if len(around) == 8:
                meeple = meeples[cell]
                item = self._award_cloister(cloisters[cell], COMPLETED, cell, around, meeple)
                if item is not None:
                    items.append(item)
                self._return((meeple,))
        return items

    def _draw(self) -> tuple[str, ...]:
        """Draw the next tile that fits somewhere; tiles that fit nowhere are set aside (and returned)."""
        bag, pos = self.bag, self.bag_pos
        if pos < len(bag) and not self._placement_checks:  # the common case, read inline: the next tile fits
            tile = bag[pos]
            table = FITS[tile]
            for pattern in reversed(self.board.frontier.values()):  # newest cells first: fewer sides to match
                if pattern in table:
                    self.drawn, self.bag_pos = tile, pos + 1
                    return ()
        first = pos
        while pos < len(bag):
            tile = bag[pos]
            pos += 1
            if self._fits_somewhere(tile):
                self.drawn, self.bag_pos = tile, pos
                return () if pos == first + 1 else bag[first:pos - 1]
            self.set_aside.append(tile)
        self.drawn, self.bag_pos = None, pos
        return bag[first:pos]

    def _fits_somewhere(self, tile: str) -> bool:
        if self._placement_checks and any(e.checks_tile(tile) for e in self._placement_checks):
            return bool(self.placement_options(tile))
        return fits_any(tile, reversed(self.board.frontier.values()))  # newest cells first: fewer sides to match

    def _final_scoring(self) -> tuple[ScoreItem, ...]:
        """Unfinished roads, cities, monasteries and gardens, then fields; then every follower goes home.

        Each item lists the followers it scored (`ScoreItem.returned`): every follower on the board is in one,
        so `final_positions` can still tell where they stood.
        """
        self.over = True
        board, graph = self.board, self.board.graph
        items: list[ScoreItem] = []
        fields: list[int] = []
        seen: set[int] = set()
        placed = board.tiles  # a tile's first node grows with the order of placing: the followers in board order
        meeples = self.meeples
        for cell in sorted(meeples, key=lambda cell: placed[cell][1]):
            meeple = meeples[cell]
            if meeple.location in CLOISTER_LOCATIONS:
                item = self._award_cloister(board.cloisters[cell], FINAL, cell, board.surrounding(*cell), meeple)
                if item is not None:
                    items.append(item)
                continue
            root = self.feature_at(meeple.x, meeple.y, meeple.location)
            if root in seen:
                continue
            seen.add(root)
            if graph.kind[root] == FIELD:
                fields.append(root)
            else:
                item = self._award_feature(root, FINAL)
                if item is not None:
                    items.append(item)
        if self.rules.farmers:
            for root in fields:
                cities = {graph.find(c) for c in graph.cities[root]}
                finished = [graph.tiles[c] for c in sorted(cities) if graph.open[c] == 0]
                if self._records:
                    items.append(self._award(field_item(graph.followers[root], finished)))
                elif finished:
                    self._add_points(majority(graph.followers[root])[1], field_worth(len(finished)))
        supply = self.supply
        for m in self.meeples.values():  # every one of them is in an item's `returned`
            supply[m.kind][m.player] += 1
        self.meeples = {}
        for root in seen:
            graph.followers[root] = ()
        return tuple(items)
