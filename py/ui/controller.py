"""The turn as the page plays it: place (tentatively), deploy or recall or nothing, move the gingerbread man if
the turn moves him, then confirm.

The board view knows no rules: this module asks the engine what is legal and answers the view's questions
("which rotations fit on this cell?", "why not there?", "which follower spots?").  Only `confirm()` changes the
game (one `Game.play`), so undoing before confirming is just forgetting the tentative choices.  Pure Python (no
``js``): tested on CPython.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from carcassonne import CityChoice, Deployment, Game, Placement, Turn, TurnReport
from carcassonne.geometry import feature_kind

from . import explain, text
from .i18n import t

PLACE, DEPLOY, OVER, VIEW = "place", "deploy", "over", "view"
AUTO = "auto"  # a computer seat's turn: the page shows it and takes no input
Cell = tuple[int, int]
# Arrow keys: the direction a cursor moves in (y grows to the south).
DIRECTIONS = {"ArrowUp": (0, -1), "ArrowDown": (0, 1), "ArrowLeft": (-1, 0), "ArrowRight": (1, 0)}


def is_field(tile_id: str, rot: int, location: str) -> bool:
    return feature_kind(tile_id, rot, location) == "field"


class PlaceRefused(ValueError):
    """The drawn tile may not go where it was put (`TurnState.place`): the reason, in the page's language.  Its own
    class, so the board shows it and a bug's ValueError still reaches the page's error report."""


@dataclass(frozen=True)
class Spot:
    """A follower the player may deploy on the tentative tile."""

    deployment: Deployment
    feature: str
    label: str

    @property
    def location(self) -> str:
        return self.deployment.location

    @property
    def kind(self) -> str:
        return self.deployment.kind


@dataclass(frozen=True)
class Recall:
    """An abbot the player may take back this turn instead of deploying, and what it scores."""

    cell: Cell
    points: int
    feature: str


class TurnState:
    """The current turn of a game in the page."""

    def __init__(self, game: Game, computers=(), tile: str | None = None, player: int | None = None) -> None:
        """``tile``/``player``: a free-mode turn (the scenario editor) names its tile and who plays it."""
        self.game = game
        self.computers = frozenset(computers)  # seats the computer plays
        self.chosen_tile = tile
        self.chosen_player = player
        self.rot_pref = 0  # the rotation of the tile in the tray
        self.begin()

    # --- phases ------------------------------------------------------------------------------------------

    def begin(self) -> None:
        """Start (or restart) the turn: nothing chosen, the legal cells listed."""
        g = self.game
        self.placement: Placement | None = None
        self.choice: Deployment | None = None
        self.recall: Cell | None = None
        self.city: CityChoice | None = None  # where the gingerbread man goes (when the turn moves him)
        self.big = False  # Inns & Cathedrals: the spots offer the big follower instead of a normal one
        self._tentative: Game | None = None
        self._spots: list[Spot] | None = None
        self._recalls: list[Recall] | None = None
        self._cities: list[CityChoice] | None = None
        self.options: dict[Cell, tuple[int, ...]] = {}
        if g.over:
            self.phase = OVER
        elif self.tile is None or (g.free and self.chosen_tile is None):
            self.phase = VIEW
        elif self.player in self.computers:
            self.phase = AUTO
        else:
            found: dict[Cell, list[int]] = {}
            for x, y, rot in g.placement_options(self.tile):
                found.setdefault((x, y), []).append(rot)
            self.options = {cell: tuple(sorted(rots)) for cell, rots in found.items()}
            self.phase = PLACE
        self.cursor: Cell | None = None

    @property
    def tile(self) -> str | None:
        return self.chosen_tile if self.chosen_tile is not None else self.game.drawn

    @property
    def player(self) -> int:
        return self.chosen_player if self.chosen_player is not None else self.game.current_player

    # --- placing -----------------------------------------------------------------------------------------

    def rotations(self, cell: Cell) -> tuple[int, ...]:
        return self.options.get(cell, ())

    def fitting(self, cell: Cell, prefer: int | None = None) -> int | None:
        """The rotation shown over a cell: the preferred one if it fits, else the next fitting clockwise."""
        rots = self.rotations(cell)
        if not rots:
            return None
        prefer = self.rot_pref if prefer is None else prefer
        for step in range(4):
            rot = (prefer + 90 * step) % 360
            if rot in rots:
                return rot
        return rots[0]  # pragma: no cover - rots is never empty here

    def next_rotation(self, cell: Cell | None, current: int, step: int = 1) -> int:
        """The next rotation clockwise (step -1: anticlockwise) that fits on cell; all four when cell is None
        or nothing fits there."""
        rots = self.rotations(cell) if cell is not None else ()
        for i in range(1, 5):
            rot = (current + 90 * step * i) % 360
            if not rots or rot in rots:
                return rot
        return current  # pragma: no cover

    def rotate(self, cell: Cell | None = None, step: int = 1) -> int:
        """Rotate: the tentative tile among its fitting rotations, else the tray tile (fitting on ``cell`` when
        given).  Returns the new rotation."""
        if self.phase == DEPLOY and self.placement is not None:
            p = self.placement
            rot = self.next_rotation(p.cell, p.rot, step)
            if rot != p.rot:
                self._set_placement(Placement(p.tile, p.x, p.y, rot))
            self.rot_pref = rot
            return rot
        self.rot_pref = self.next_rotation(cell, self.fitting(cell) if cell and cell in self.options
                                           else self.rot_pref, step)
        return self.rot_pref

    def why_not(self, cell: Cell, rot: int | None = None) -> str:
        """Why the drawn tile may not go on a cell (a sentence fragment for the player, in the page's language)."""
        if self.phase != PLACE or self.tile is None:
            return t("it is not the time to place a tile")
        rot = self.rot_pref if rot is None else rot
        if cell in self.options:
            return t("it does not fit there turned {rot}°; turn it to {rotations}", rot=rot,
                     rotations=", ".join(f"{r}°" for r in self.options[cell]))
        problem = self.game.placement_problem(Placement(self.tile, cell[0], cell[1], rot))
        if not problem:
            return t("the rules forbid it")
        why = explain.move_refusal_text(problem)
        if problem.code in ("edge-mismatch", "edges-mismatch") and not self.rotations(cell):
            why = t("{reason} (no rotation fits there)", reason=why)
        return why

    def place(self, cell: Cell, rot: int | None = None) -> Placement:
        """Put the tile down tentatively (phase DEPLOY); raises `PlaceRefused` with the reason if it may not go there."""
        if self.phase not in (PLACE, DEPLOY) or self.tile is None:
            raise PlaceRefused(t("it is not the time to place a tile"))
        rot = self.fitting(cell, rot)
        if rot is None:
            raise PlaceRefused(self.why_not(cell))
        self.phase = DEPLOY
        self.rot_pref = rot
        self._set_placement(Placement(self.tile, cell[0], cell[1], rot))
        return self.placement  # type: ignore[return-value]

    def _set_placement(self, placement: Placement) -> None:
        self.placement = placement
        self.choice = None
        self.recall = None
        self._tentative = None
        self._spots = None
        self._recalls = None
        self._cities = None
        cities = self.cities()
        self.city = cities[0] if len(cities) == 1 else None  # the only city he can go to: no choice to make

    def undo(self) -> None:
        """Back to the start of the turn: the tile returns to the tray (its rotation is kept)."""
        if self.phase == DEPLOY:
            self.begin()

    # --- deploying ---------------------------------------------------------------------------------------

    @property
    def tentative(self) -> Game:
        """The game with the tentative tile down (nothing scored): what spots and previews are about."""
        if self._tentative is None:
            assert self.placement is not None
            self._tentative = self.game.with_tile(self.placement)
        return self._tentative

    def relabel(self) -> None:
        """The spots' names again, in the page's language (after a switch; the choices stay)."""
        if self._spots:
            self._spots = [replace(s, label=label) for s, label in zip(self._spots, self._labels(self._spots))]

    def all_spots(self) -> list[Spot]:
        """Every follower the player may put on the tentative tile (each kind separately)."""
        if self._spots is None:
            p = self.placement
            if p is None:
                return []
            spots = [Spot(dep, feature_kind(p.tile, p.rot, dep.location), "")
                     for dep in self.game.legal_deployments(p, self.player)]
            self._spots = [replace(s, label=label) for s, label in zip(spots, self._labels(spots))]
        return self._spots

    def _labels(self, spots: list[Spot]) -> list[str]:
        """The spots' names: where on the tile only when two of a kind share it (`text.spot_labels`)."""
        p = self.placement
        return text.spot_labels(p.tile, p.rot, [(s.deployment.kind, s.feature, s.deployment.location)
                                                for s in spots])

    @property
    def has_big(self) -> bool:
        """Whether the big follower may go on this tile (so the page offers the big-follower toggle)."""
        return any(s.kind == "big" for s in self.all_spots())

    @property
    def big_mode(self) -> bool:
        """The spots offer the big follower: toggled on, or no normal follower can go there."""
        spots = self.all_spots()
        return self.has_big and (self.big or not any(s.kind == "normal" for s in spots))

    @property
    def big_forced(self) -> bool:
        """Only the big follower can go on this tile (no normal follower left, say): no toggling."""
        return self.has_big and not any(s.kind == "normal" for s in self.all_spots())

    def spots(self) -> list[Spot]:
        """The spots shown: normal followers (or, toggled, the big one at the same places) and abbots."""
        spots = self.all_spots()
        if not self.has_big:
            return spots
        shown = "big" if self.big_mode else "normal"
        return [s for s in spots if s.kind in (shown, "abbot")]

    def toggle_big(self) -> bool:
        """Offer the big follower instead of a normal one (or back); a chosen spot keeps its place if it can."""
        self.big = not self.big_mode
        if self.choice is not None and self.choice.kind in ("normal", "big"):
            swapped = Deployment(self.choice.location, "big" if self.big else "normal")
            self.choice = swapped if swapped in [s.deployment for s in self.spots()] else None
        return self.big

    def recalls(self) -> list[Recall]:
        """Abbots the player may take back instead of deploying: 1 + the tiles around, the new tile counted."""
        if self._recalls is None:
            if self.placement is None:
                return []
            cells = self.game.legal_recalls(self.player)
            board = self.tentative.board if cells else None
            self._recalls = [Recall(cell, 1 + len(board.surrounding(*cell)), board.cloisters.get(cell, "monastery"))
                             for cell in cells] if board else []
        return self._recalls

    def choose(self, deployment: Deployment | None) -> None:
        """Select a follower spot (None, or the selected one again: no follower)."""
        if deployment is not None and deployment not in [s.deployment for s in self.all_spots()]:
            raise ValueError(f"no {deployment.kind} follower may go to {deployment.location} on this tile")
        self.choice = None if deployment == self.choice else deployment
        if self.choice is not None:
            self.recall = None

    def choose_recall(self, cell: Cell | None) -> None:
        if cell is not None and cell not in [r.cell for r in self.recalls()]:
            raise ValueError(f"there is no abbot of yours to take back at {cell}")
        self.recall = None if cell == self.recall else cell
        if self.recall is not None:
            self.choice = None

    # --- the gingerbread man ------------------------------------------------------------------------------

    def cities(self) -> list[CityChoice]:
        """The cities the gingerbread man may be moved to if this placement is confirmed (one entry per city;
        empty: he does not move this turn)."""
        if self._cities is None:
            p = self.placement
            self._cities = list(self.game.turn_choices(p).get("gingerbread", [])) if p is not None else []
        return self._cities

    @property
    def needs_city(self) -> bool:
        """The turn moves him, there is more than one city to go to, and none is chosen yet."""
        return self.phase == DEPLOY and self.city is None and len(self.cities()) > 1

    def choose_city(self, choice: CityChoice) -> None:
        """Pick his city: any tile and edge of one of the candidate cities (the candidate itself is stored)."""
        target = self.city_of(choice)
        if target is None:
            raise ValueError(f"the gingerbread man cannot go to the city at ({choice.x}, {choice.y}) {choice.at}")
        self.city = target

    def city_of(self, choice: CityChoice) -> CityChoice | None:
        """The candidate that is the same city as ``choice`` (None: not a candidate)."""
        game = self.tentative
        root = game.feature_at(choice.x, choice.y, choice.at)
        if root is None:
            return None
        return next((c for c in self.cities() if game.feature_at(c.x, c.y, c.at) == root), None)

    @property
    def ready(self) -> bool:
        """Whether the turn can be confirmed as it stands."""
        return self.phase == DEPLOY and not self.needs_city

    def turn(self) -> Turn:
        assert self.placement is not None
        return Turn(self.placement, self.choice, self.recall, self.city if self.cities() else None)

    # --- a computer's turn -------------------------------------------------------------------------------

    @property
    def auto(self) -> bool:
        return self.phase == AUTO

    def load(self, turn: Turn) -> None:
        """A computer seat's whole turn (from `carcassonne.ai`), shown before `confirm()` plays it."""
        if self.phase != AUTO:
            raise ValueError("only a computer's turn is loaded whole")
        self._set_placement(turn.placement)
        self.choice = turn.deploy
        self.recall = turn.recall
        self.city = turn.gingerbread or self.city

    def confirm(self) -> TurnReport:
        """Play the turn (the only change to the game) and start the next one."""
        if self.phase not in (DEPLOY, AUTO) or self.placement is None:
            raise ValueError(t("place the tile first"))
        if self.needs_city:
            raise ValueError(t("choose the city the gingerbread man moves to first"))
        report = self.game.play(self.turn(), self.chosen_player)
        self.begin()
        return report

    # --- keyboard cursor ---------------------------------------------------------------------------------

    def start_cursor(self, near: Cell = (0, 0)) -> Cell | None:
        """Put the cursor on the legal cell nearest to ``near`` (None: no legal cell)."""
        if not self.options:
            self.cursor = None
            return None
        self.cursor = min(self.options, key=lambda c: (abs(c[0] - near[0]) + abs(c[1] - near[1]), c[1], c[0]))
        return self.cursor

    def move_cursor(self, dx: int, dy: int) -> Cell | None:
        """Move the cursor to the nearest legal cell in a direction (the cursor stays if there is none)."""
        if self.cursor is None or self.cursor not in self.options:
            return self.start_cursor()
        cx, cy = self.cursor
        best, best_cost = None, None
        for x, y in self.options:
            ahead = (x - cx) * dx + (y - cy) * dy
            if ahead <= 0:
                continue
            side = abs((x - cx) * dy) + abs((y - cy) * dx)
            if side > ahead * 2:
                continue
            cost = (ahead + 2 * side, side, y, x)
            if best_cost is None or cost < best_cost:
                best, best_cost = (x, y), cost
        if best is not None:
            self.cursor = best
        return self.cursor

    def cycle_cursor(self, step: int = 1) -> Cell | None:
        """Next legal cell in reading order (Tab-like cycling for keyboards)."""
        cells = sorted(self.options, key=lambda c: (c[1], c[0]))
        if not cells:
            return None
        if self.cursor not in cells:
            self.cursor = cells[0]
        else:
            self.cursor = cells[(cells.index(self.cursor) + step) % len(cells)]
        return self.cursor
