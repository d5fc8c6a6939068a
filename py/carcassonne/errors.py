"""Error classes, and `quote` for citing bad input in their messages.

Every message names what is wrong and quotes at most a short excerpt of the input (`quote`), so a hostile
document of megabytes never makes a message of megabytes.  Which class comes out of which reader:

* documents (saves, scenarios, any JSON text or object from outside): `RecordError`, always;
* move texts and move values (`Turn.parse`, `Placement(...)`, a non-turn given to `Game.play`): `ParseError`;
* a well-formed move the rules do not allow here (and a player who is not in the game): `IllegalMoveError`.

A rule's refusal of a move is first a `Problem` (a code and its params; `PROBLEMS` holds each code's English), which
the checks return (`Board.misfit`, `Game.placement_problem`, the expansions' hooks) and `refused` turns into the
`IllegalMoveError` a move raises.  The page words the codes itself: `ui.record_reasons` (documents) and
`ui.explain` (the rules' refusals).
"""

from __future__ import annotations

import reprlib
from operator import itemgetter

EXCERPT_CHARS = 80  # the longest quote of input a message carries (ellipsis included)


class CarcassonneError(ValueError):
    """Base class of every error the engine raises on bad input.

    ``str()`` is the English message (the CLI, the tests and the specs quote it); ``code`` and ``params`` say the
    same as data, so a page can word it in its own language (`ui.record_reasons`, `ui.explain`): the code names the kind of problem
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


class TurnPlace(str):
    """A place inside one of a document's turns, as a `RecordError`'s ``where`` param names it.

    ``str()`` is the English the message quotes ("turn 3", "turn 3: player"); ``turn`` (counted from 1) and ``key``
    (the key inside the turn, "" for the turn itself) say the same as data, so a page words it without reading
    the English back (`ui.record_reasons.place_text`).
    """

    turn: int
    key: str

    def __new__(cls, turn: int, key: str = "") -> "TurnPlace":
        place = super().__new__(cls, f"turn {turn}: {key}" if key else f"turn {turn}")
        place.turn, place.key = turn, key
        return place

    def __getnewargs__(self) -> tuple[int, str]:  # a copy or a pickle makes it again from its data
        return self.turn, self.key

    def inside(self, key: str) -> "TurnPlace":
        """The place of ``key`` in this one ("turn 3" -> "turn 3: meeple"; "turn 3: meeple" -> "turn 3: meeple.at")."""
        return TurnPlace(self.turn, f"{self.key}.{key}" if self.key else key)


#: Each refusal of a move by the rules: its code -> its English (a fragment; the placeholders are its params).
PROBLEMS = {
    # placing the tile (Board.misfit, Game.placement_problem, The River)
    "cell-taken": "there is already a tile there",
    "no-neighbour": "it touches no placed tile along an edge",
    "edge-mismatch": "its {edge} edge ({have}) meets a {want}",
    "edges-mismatch": "its edges do not match",
    "unknown-tile": "{tile!r} is not a tile id",
    "river-continue": "a river tile must continue the river",
    "river-u-turn-right": "the river may not turn right twice in a row (a U-turn)",
    "river-u-turn-left": "the river may not turn left twice in a row (a U-turn)",
    # putting a follower down (Game._deploy_problem)
    "no-normal-follower": "there is no {kind} follower in this game",
    "no-big-follower": "there is no {kind} follower in this game",
    "no-abbot": "there is no {kind} follower in this game",
    "none-left-normal": "{player} has no {kind} follower left",
    "none-left-big": "{player} has no {kind} follower left",
    "none-left-abbot": "{player} has no {kind} follower left",
    "river-spot": "followers may not stand on the river",
    "no-spot": "tile {tile} at rotation {rot} has no road, city, field, monastery or garden at {location}",
    "garden-abbot-only": "a garden can only take an abbot",
    "abbot-cloister-only": "an abbot can only go on a monastery or a garden",
    "no-farmers": "farmers are not in play in this game",
    "occupied-road": "that road is already occupied",
    "occupied-city": "that city is already occupied",
    "occupied-field": "that field is already occupied",
    # the abbot taken back (The Abbot)
    "recall-with-follower": "recall from ({x}, {y}): the abbot can only be taken back on a turn with no follower "
                            "deployed",
    "no-abbot-there": "recall from ({x}, {y}): {player} has no abbot on that tile",
    # the gingerbread man (The Gingerbread Man)
    "gingerbread-choose": "gingerbread: choose the unfinished city the gingerbread man moves to",
    "gingerbread-stays": "gingerbread move to ({x}, {y}) {at}: the gingerbread man does not move this turn",
    "gingerbread-no-city": "gingerbread move to ({x}, {y}) {at}: there is no city there",
    "gingerbread-city-finished": "gingerbread move to ({x}, {y}) {at}: that city is finished",
    "gingerbread-same-city": "gingerbread move to ({x}, {y}) {at}: he is already in that city",
    # the turn as a whole (Game)
    "game-over": "the game is over",
    "game-already-over": "the game is already over",
    "play-on-over": "the game is over: there is nothing to play on",
    "nothing-to-undo": "there is no turn to undo",
    "no-tile-drawn": "no tile is drawn",
    "no-tile-drawn-free": "no tile is drawn (free mode: name the tile)",
    "tile-unknown": "tile {tile!r} is not a tile id",
    "not-your-turn": "it is {player}'s turn, not {other}'s",
    "wrong-tile": "the tile drawn this turn is {drawn}, not {tile}",
    "tile-not-in-game": "tile {tile} is not in this game's tile sets",
    "no-player": "there is no player {player}",
    "player-out-of-range": "player {player!r}: the game has players 0 to {last}",
    "bag-unknown-tile": "bag: {tile!r} is not a tile id",
    "needs-abbot": "taking an abbot back needs The Abbot expansion",
    "no-gingerbread": "the Gingerbread Man is not in this game",
    # a lesson's task (teaching.check_answer)
    "task-tile": "the tile of this task is {task}, not {tile}",
}


class Problem(tuple):
    """Why the rules refuse a move, as data: a code of `PROBLEMS` and its params (cell, rotation, edge, player...).

    Frozen (a tuple: cheap to make, as the legal moves are listed by asking for problems).  ``str()`` is the
    English fragment the engine has always written (the CLI and the tests quote it); a page words the code in its
    own language instead.  Always true: a check returns a Problem or None.  Every code a `Problem(...)` of the
    engine names is in `PROBLEMS` (tests/ui/test_move_refusals.py reads them from the source).
    """

    __slots__ = ()

    def __new__(cls, code: str, **params: object) -> "Problem":
        return tuple.__new__(cls, (code, params))

    code = property(itemgetter(0), doc="what kind of problem: a key of `PROBLEMS`")
    params = property(itemgetter(1), doc="its details, by the names of the English's placeholders (and more)")

    def __str__(self) -> str:
        return PROBLEMS[self[0]].format(**self[1])

    def __repr__(self) -> str:
        return f"Problem({self[0]!r}, {self[1]!r})"

    def __hash__(self) -> int:
        return hash(self[0])


def refused(problem: Problem, where: str | None = None, **context: object) -> IllegalMoveError:
    """The error a move raises for a problem: the English says where (a placement, a turn) and why; ``code`` is
    the problem's, ``params`` its params and the ``context`` (the turn's cell and rotation) beside them."""
    message = str(problem) if where is None else f"{where}: {problem}"
    return IllegalMoveError(message, problem.code, **{**context, **problem.params})


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
