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

from .errors import ParseError
from .geometry import ROTATIONS

FOLLOWER_KINDS = ("normal", "big", "abbot")
LOCATION_NAMES = ("N", "E", "S", "W", "NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW", "C", "G", "I")

_PLACEMENT = re.compile(r"^([A-Za-z0-9]+)@(-?\d+),(-?\d+)r(\d+)$")
_POINT = re.compile(r"^(-?\d+),(-?\d+)$")


def _rotation(value: object, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value not in ROTATIONS:
        raise ParseError(f"{where}: rotation {value!r} is not one of 0, 90, 180, 270")
    return value


def _coordinate(value: object, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ParseError(f"{where}: coordinate {value!r} is not a whole number")
    return value


@dataclass(frozen=True, slots=True)
class Placement:
    """A tile put on the board: which tile, where, and how far turned clockwise."""

    tile: str
    x: int
    y: int
    rot: int = 0

    def __post_init__(self) -> None:
        _coordinate(self.x, "placement")
        _coordinate(self.y, "placement")
        _rotation(self.rot, "placement")

    def __str__(self) -> str:
        return f"{self.tile}@{self.x},{self.y}r{self.rot}"

    @classmethod
    def parse(cls, text: str) -> "Placement":
        m = _PLACEMENT.match(text.strip())
        if not m:
            raise ParseError(f"placement {text!r} is not of the form TILE@X,YrROT (e.g. 'E@0,-1r180')")
        return cls(m[1], int(m[2]), int(m[3]), _rotation(int(m[4]), f"placement {text!r}"))

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
        if self.location not in LOCATION_NAMES:
            raise ParseError(f"location {self.location!r} is not one of {' '.join(LOCATION_NAMES)}")
        if self.kind not in FOLLOWER_KINDS:
            raise ParseError(f"follower kind {self.kind!r} is not one of {', '.join(FOLLOWER_KINDS)}")

    def __str__(self) -> str:
        return f"+{self.location}" + ("" if self.kind == "normal" else f":{self.kind}")

    @classmethod
    def parse(cls, text: str) -> "Deployment":
        body = text.strip()
        if not body.startswith("+"):
            raise ParseError(f"deployment {text!r} does not start with '+' (e.g. '+S' or '+C:abbot')")
        location, _, kind = body[1:].partition(":")
        return cls(location, kind or "normal")


@dataclass(frozen=True, slots=True)
class CityChoice:
    """Where the gingerbread man goes: any tile and edge of the target city."""

    x: int
    y: int
    at: str

    def __str__(self) -> str:
        return f"~{self.x},{self.y}:{self.at}"


@dataclass(frozen=True, slots=True)
class Turn:
    """One whole turn: place, then deploy or recall (at most one), then the gingerbread move if any."""

    placement: Placement
    deploy: Deployment | None = None
    recall: tuple[int, int] | None = None
    gingerbread: CityChoice | None = None

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
        parts = text.split()
        if not parts:
            raise ParseError(f"turn {text!r} is empty")
        placement = Placement.parse(parts[0])
        deploy = recall = ginger = None
        for part in parts[1:]:
            if part.startswith("+") and deploy is None:
                deploy = Deployment.parse(part)
            elif part.startswith("^") and recall is None and (m := _POINT.match(part[1:])):
                recall = (int(m[1]), int(m[2]))
            elif part.startswith("~") and ginger is None:
                point, _, at = part[1:].partition(":")
                m = _POINT.match(point)
                if not m or at not in ("N", "E", "S", "W"):
                    raise ParseError(f"gingerbread move {part!r} is not of the form ~X,Y:EDGE")
                ginger = CityChoice(int(m[1]), int(m[2]), at)
            else:
                raise ParseError(f"turn {text!r}: cannot read {part!r}")
        return cls(placement, deploy, recall, ginger)
