"""Error classes, and `quote` for citing bad input in their messages.

Every message names what is wrong and quotes at most a short excerpt of the input (`quote`), so a hostile
document of megabytes never makes a message of megabytes.  Which class comes out of which reader:

* documents (saves, scenarios, any JSON text or object from outside): `RecordError`, always;
* move texts and move values (`Turn.parse`, `Placement(...)`, a non-turn given to `Game.play`): `ParseError`;
* a well-formed move the rules do not allow here (and a player who is not in the game): `IllegalMoveError`.
"""

from __future__ import annotations

import reprlib

EXCERPT_CHARS = 80  # the longest quote of input a message carries (ellipsis included)


class CarcassonneError(ValueError):
    """Base class of every error the engine raises on bad input.

    ``str()`` is the English message (the CLI, the tests and the specs quote it); ``code`` and ``params`` say the
    same as data, so a page can word it in its own language (`ui.refusals`): the code names the kind of problem
    (``too-deep``, ``wrong-type``, ...), the params its details (a key path, a limit, a quoted excerpt, and
    ``cause``: the error a reader wrapped, e.g. the refused move of a save's turn).  None: not given a code.
    """

    def __init__(self, message: str = "", code: str | None = None, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class ParseError(CarcassonneError):
    """A move, location or record could not be read at all."""


class IllegalMoveError(CarcassonneError):
    """A well-formed move that the rules do not allow here.  The game is left unchanged."""


class RecordError(CarcassonneError):
    """A save or scenario that is not valid JSON, not our format, or not legal play."""


_SHORT = reprlib.Repr()
_SHORT.maxlevel, _SHORT.maxlist, _SHORT.maxtuple, _SHORT.maxdict = 2, 4, 4, 3
_SHORT.maxstring, _SHORT.maxother = EXCERPT_CHARS, EXCERPT_CHARS


def quote(value: object, limit: int = EXCERPT_CHARS) -> str:
    """A short printable excerpt of any value (its repr, cut to ``limit`` characters with an ellipsis).

    Safe on anything: huge strings are cut before they are printed, containers are shown a few items and two
    levels deep, and integers too long to print (Python refuses over 4 300 digits) are described instead.
    """
    if isinstance(value, bool) or value is None:
        text = {True: "true", False: "false", None: "null"}[value]  # as JSON writes them: messages are about JSON
    elif isinstance(value, float) and isinstance(getattr(value, "source", None), str):
        text = value.source  # a number as the file writes it (`untrusted.JsonFloat`), not as it rounds
    elif isinstance(value, int) and value.bit_length() > 200:
        text = f"<a whole number of about {int(value.bit_length() * 0.30103) + 1} digits>"
    elif isinstance(value, str):
        text = repr(value[: limit + 1])
        if len(value) > limit + 1:
            text = text[:-1]  # drop the closing quote: the text goes on
    else:
        try:
            text = _SHORT.repr(value)
        except Exception:  # noqa: BLE001 - a hostile object's __repr__; nothing of it is needed
            text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"
