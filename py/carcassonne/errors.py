"""Error classes.  Every message quotes the input it refuses and says what is wrong with it."""

from __future__ import annotations


class CarcassonneError(ValueError):
    """Base class of every error the engine raises on bad input."""


class ParseError(CarcassonneError):
    """A move, location or record could not be read at all."""


class IllegalMoveError(CarcassonneError):
    """A well-formed move that the rules do not allow here.  The game is left unchanged."""


class RecordError(CarcassonneError):
    """A save or scenario that is not valid JSON, not our format, or not legal play."""
