"""Small frozen value types for what a player does, each with a compact text form and a `parse`.

Text forms (space-separated parts of one turn)::

    E@0,-1r180            place tile E at (0, -1) rotated 180 degrees
    E@0,-1r180 +S         … and deploy a normal follower on the segment at S
    E@0,-1r180 +C:abbot   … or an abbot (``big`` for the big follower)
    E@0,-1r180 ^2,3       … or take the abbot back from the tile at (2, 3)
    E@0,-1r180 ~4,-1:N    … and move the gingerbread man to the city at (4, -1), edge N
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import ParseError, quote
from .geometry import ROTATIONS

FOLLOWER_KINDS = ("normal", "big", "abbot")
LOCATION_NAMES = ("N", "E", "S", "W", "NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW", "C", "G", "I")
EDGES = ("N", "E", "S", "W")
MAX_COORDINATE = 10_000  # a board of every tile of every expansion stays within ±200
MAX_TILE_ID = 8  # characters of a tile id ("IC01", "GB1", ...)
MAX_TURN_TEXT = 200  # characters of one turn's text; the longest real one is under 40

_PLACEMENT = re.compile(r"^([A-Za-z0-9]+)@(-?\d+),(-?\d+)r(\d+)$")
_POINT = re.compile(r"^(-?\d+),(-?\d+)$")


def _rotation(value: object, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value not in ROTATIONS:
        raise ParseError(f"{where}: rotation {quote(value)} is not one of 0, 90, 180, 270", "move-rotation",
                         value=quote(value))
    return value


def _coordinate(value: object, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ParseError(f"{where}: coordinate {quote(value)} is not a whole number", "move-coordinate",
                         value=quote(value))
    if not -MAX_COORDINATE <= value <= MAX_COORDINATE:
        raise ParseError(f"{where}: coordinate {quote(value)} is off the table (at most ±{MAX_COORDINATE})",
                         "move-off-table", value=quote(value), limit=MAX_COORDINATE)
    return value


def _digits(text: str, where: str) -> int:
    """A whole number read from a move text, refused before `int()` when far too long (no 4 300-digit ints)."""
    if len(text.lstrip("-")) > 6:
        raise ParseError(f"{where}: number {quote(text, 20)} is off the table (at most ±{MAX_COORDINATE})",
                         "move-off-table", value=quote(text, 20), limit=MAX_COORDINATE)
    return int(text)


def _tile_id(value: object, where: str) -> str:
    if not (isinstance(value, str) and 0 < len(value) <= MAX_TILE_ID and value.isascii() and value.isalnum()):
        raise ParseError(f"{where}: tile {quote(value)} is not a tile id (letters and digits, e.g. 'E' or 'IC01')",
                         "move-tile-id", value=quote(value))
    return value


def _text(value: object, what: str) -> str:
    """Move texts are strings of bounded length; anything else is a ParseError naming its type."""
    if not isinstance(value, str):
        raise ParseError(f"{what} must be text, not {quote(value, 40)}", "move-not-text", value=quote(value, 40))
    if len(value) > MAX_TURN_TEXT:
        raise ParseError(f"{what} {quote(value, 40)} is too long ({len(value)} characters, at most {MAX_TURN_TEXT})",
                         "move-too-long", value=quote(value, 40), length=len(value), limit=MAX_TURN_TEXT)
    return value


@dataclass(frozen=True, slots=True)
class Placement:
    """A tile put on the board: which tile, where, and how far turned clockwise."""

    tile: str
    x: int
    y: int
    rot: int = 0

    def __post_init__(self) -> None:
        _tile_id(self.tile, "placement")
        _coordinate(self.x, "placement")
        _coordinate(self.y, "placement")
        _rotation(self.rot, "placement")

    def __str__(self) -> str:
        return f"{self.tile}@{self.x},{self.y}r{self.rot}"

    @classmethod
    def parse(cls, text: str) -> "Placement":
        """Read ``TILE@X,YrROT``; ParseError (quoting the text) for anything else, including non-text."""
        m = _PLACEMENT.match(_text(text, "placement").strip())
        if not m:
            raise ParseError(f"placement {quote(text)} is not of the form TILE@X,YrROT (e.g. 'E@0,-1r180')",
                             "move-placement", value=quote(text))
        where = f"placement {quote(text)}"
        return cls(_tile_id(m[1], where), _digits(m[2], where), _digits(m[3], where), _rotation(_digits(m[4], where), where))

    @property
    def cell(self) -> tuple[int, int]:
        return (self.x, self.y)

    def describe(self) -> str:
        return f"tile {self.tile} at ({self.x}, {self.y}) rotation {self.rot}"


@dataclass(frozen=True, slots=True)
class Deployment:
    """A follower put on the tile just placed: a location name (scenario format) and a follower kind."""

    location: str
    kind: str = "normal"

    def __post_init__(self) -> None:
        if not isinstance(self.location, str) or self.location not in LOCATION_NAMES:
            raise ParseError(f"location {quote(self.location)} is not one of {' '.join(LOCATION_NAMES)}",
                             "move-location", value=quote(self.location), choices=LOCATION_NAMES)
        if not isinstance(self.kind, str) or self.kind not in FOLLOWER_KINDS:
            raise ParseError(f"follower kind {quote(self.kind)} is not one of {', '.join(FOLLOWER_KINDS)}",
                             "move-follower-kind", value=quote(self.kind), choices=FOLLOWER_KINDS)

    def __str__(self) -> str:
        return f"+{self.location}" + ("" if self.kind == "normal" else f":{self.kind}")

    @classmethod
    def parse(cls, text: str) -> "Deployment":
        body = _text(text, "deployment").strip()
        if not body.startswith("+"):
            raise ParseError(f"deployment {quote(text)} does not start with '+' (e.g. '+S' or '+C:abbot')",
                             "move-deployment", value=quote(text))
        location, _, kind = body[1:].partition(":")
        return cls(location, kind or "normal")


@dataclass(frozen=True, slots=True)
class CityChoice:
    """Where the gingerbread man goes: any tile and edge of the target city."""

    x: int
    y: int
    at: str

    def __post_init__(self) -> None:
        _coordinate(self.x, "gingerbread move")
        _coordinate(self.y, "gingerbread move")
        if not isinstance(self.at, str) or self.at not in EDGES:
            raise ParseError(f"gingerbread move: edge {quote(self.at)} is not one of N, E, S, W", "move-edge",
                             value=quote(self.at))

    def __str__(self) -> str:
        return f"~{self.x},{self.y}:{self.at}"


@dataclass(frozen=True, slots=True)
class Turn:
    """One whole turn: place, then deploy or recall (at most one), then the gingerbread move if any."""

    placement: Placement
    deploy: Deployment | None = None
    recall: tuple[int, int] | None = None
    gingerbread: CityChoice | None = None

    def __post_init__(self) -> None:
        """Only well-typed turns exist, so the game never meets a value it cannot read."""
        if not isinstance(self.placement, Placement):
            raise ParseError(f"a turn's placement must be a Placement, not {type(self.placement).__name__}",
                             "move-value", type=type(self.placement).__name__)
        if self.deploy is not None and not isinstance(self.deploy, Deployment):
            raise ParseError(f"a turn's deployment must be a Deployment, not {type(self.deploy).__name__}",
                             "move-value", type=type(self.deploy).__name__)
        if self.gingerbread is not None and not isinstance(self.gingerbread, CityChoice):
            raise ParseError(f"a turn's gingerbread move must be a CityChoice, not {type(self.gingerbread).__name__}",
                             "move-value", type=type(self.gingerbread).__name__)
        if self.recall is not None:
            if not (isinstance(self.recall, tuple) and len(self.recall) == 2):
                raise ParseError(f"a turn's recall must be a tile's (x, y), not {quote(self.recall)}", "move-value",
                                 type=type(self.recall).__name__)
            _coordinate(self.recall[0], "recall")
            _coordinate(self.recall[1], "recall")

    def __str__(self) -> str:
        parts = [str(self.placement)]
        if self.deploy:
            parts.append(str(self.deploy))
        if self.recall:
            parts.append(f"^{self.recall[0]},{self.recall[1]}")
        if self.gingerbread:
            parts.append(str(self.gingerbread))
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> "Turn":
        """Read a turn's text (see the module docstring); ParseError quoting a short excerpt otherwise."""
        parts = _text(text, "a turn").split()
        if not parts:
            raise ParseError(f"turn {quote(text)} is empty", "move-empty")
        placement = Placement.parse(parts[0])
        deploy = recall = ginger = None
        for part in parts[1:]:
            if part.startswith("+") and deploy is None:
                deploy = Deployment.parse(part)
            elif part.startswith("^") and recall is None and (m := _POINT.match(part[1:])):
                recall = (_digits(m[1], "recall"), _digits(m[2], "recall"))
            elif part.startswith("~") and ginger is None:
                point, _, at = part[1:].partition(":")
                m = _POINT.match(point)
                if not m or at not in EDGES:
                    raise ParseError(f"gingerbread move {quote(part)} is not of the form ~X,Y:EDGE", "move-gingerbread",
                                     value=quote(part))
                ginger = CityChoice(_digits(m[1], "gingerbread move"), _digits(m[2], "gingerbread move"), at)
            else:
                raise ParseError(f"turn {quote(text)}: cannot read {quote(part)}", "move-unreadable", value=quote(part))
        return cls(placement, deploy, recall, ginger)


_new = object.__new__
_set = object.__setattr__


def engine_turn(tile: str, x: int, y: int, rot: int, deploy: Deployment | None = None,
                gingerbread: CityChoice | None = None) -> Turn:
    """A turn built without the constructors' checks: only for values the engine itself produced (a tile id
    from the bag, a cell and rotation from the board's frontier, a deployment from `legal_deployments`, a
    gingerbread move from `turn_choices`).  Playouts build one per move, and the checks cost more than the
    move's bookkeeping."""
    placement = _new(Placement)
    _set(placement, "tile", tile)
    _set(placement, "x", x)
    _set(placement, "y", y)
    _set(placement, "rot", rot)
    turn = _new(Turn)
    _set(turn, "placement", placement)
    _set(turn, "deploy", deploy)
    _set(turn, "recall", None)
    _set(turn, "gingerbread", gingerbread)
    return turn
