"""Carcassonne rules engine: pure standard-library Python for CPython 3.11+ and Pyodide.

Start with `Game`; moves are `Turn` (a `Placement` plus an optional `Deployment`); records are in `record`.
"""

from .errors import CarcassonneError, IllegalMoveError, ParseError, RecordError
from .features import Meeple
from .game import Game, Player, Rules, TurnReport
from .moves import CityChoice, Deployment, Placement, Turn
from .scoring import ScoreItem

__all__ = [
    "CarcassonneError", "CityChoice", "Deployment", "Game", "IllegalMoveError", "Meeple", "ParseError",
    "Placement", "Player", "RecordError", "Rules", "ScoreItem", "Turn", "TurnReport",
]
__version__ = "0.1.0"
