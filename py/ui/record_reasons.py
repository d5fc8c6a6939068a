"""Why a document is refused (a save, a scenario, an embed's `s`, an imported file), in the page's language.

The engine's readers raise `RecordError` (and, inside a save's turns, `ParseError` or `IllegalMoveError`) with an
English message for the CLI and the tests, and the same as data: ``code`` and ``params`` (`carcassonne.errors`).
This module words a code in the current language: `REASONS` holds one whole message per code, its placeholders
the params' names.  What a param holds is shown as it is (a quoted excerpt of the input is text, never HTML),
except three kinds that are words themselves: ``what``/``where`` (the document or the key path: "the save",
"turn 3: x"), ``choices``/``keys`` (joined in the language), and ``cause`` (the error a reader wrapped, e.g. the
refused move of a save's turn: worded here, or by `ui.explain` for the rules' refusals).

An error without a code this module knows is shown as the engine wrote it; `is_known` says whether that can
happen, and a test feeds damaged documents to every reader so that it never does.  Pure Python.
"""

from __future__ import annotations

from carcassonne.errors import TurnPlace

from . import explain
from .i18n import N_, NN_, join_names, nt, t

#: code -> message (a `NN_` pair is counted by the ``count`` param).
REASONS: dict[str, str | tuple[str, str]] = {
    # measuring and parsing (carcassonne.untrusted)
    "not-utf8": N_("{what} is not UTF-8 text (byte {byte} cannot be read)"),
    "not-json-text": N_("{what} must be JSON text, not {value}"),
    "too-large": N_("{what} is too large: more than {limit} bytes"),
    "too-deep": N_("{what} is nested too deeply: more than {limit} levels of lists and objects"),
    "too-many-values": N_("{what} is too large: more than {limit} values"),
    "too-much-text": N_("{what} is too large: more than {limit} characters of text"),
    "number-too-long": N_("a number of {digits} digits is too large (at most {limit} digits): {value}"),
    "number-too-large": N_("the number {value} is too large"),
    "not-a-number": N_("{value} is not a JSON number"),
    "not-json": N_("{what} is not valid JSON: {reason}"),
    "json-syntax": N_("{what} is not valid JSON: {problem} at line {line}, column {column}"),
    "json-other": N_("{what} is not valid JSON: {detail}"),
    "key-twice": N_("{what}: the key {key} is given twice in one object"),
    "key-not-text": N_("{what}: an object key must be text, not {value}"),
    "value-too-large": N_("{what}: the number {value} is too large"),
    "value-not-a-number": N_("{what}: {value} is not a JSON number"),
    "not-json-data": N_("{what}: {type} is not JSON data"),
    # the formats (carcassonne.record)
    "not-document": N_("{what} must be JSON text or an object, not {value}"),
    "not-object": N_("{where} must be a JSON object"),
    "wrong-format": N_("this is not a Carcassonne document: {format} must be {want}, not {value}"),
    "wrong-version": N_("{what} has version {value}, which this page does not read (it reads version {want})"),
    "not-whole-number": N_("{where} must be a whole number, not {value}"),
    "out-of-range": N_("{where} must be between {low} and {high}, not {value}"),
    "empty-text": N_("{where} must be a text that is not empty, not {value}"),
    "not-text": N_("{where} must be a text, not {value}"),
    "text-too-long": N_("{where} is too long: {length} characters (at most {limit})"),
    "not-bool": N_("{where} must be {true} or {false}, not {value}"),
    "not-list": N_("{where} must be a list, not {value}"),
    "too-many": N_("{where} is too long: {count} entries (at most {limit})"),
    "unknown-key": N_("{where}: unknown key {key}"),
    "not-one-of": N_("{where}: {value} is not one of {choices}"),
    "expansion-twice": N_("{where}: the expansion {value} is named twice"),
    "not-colour": N_("{where}: {value} is not one of the game's colours ({choices})"),
    "player-count": N_("{players} must be a list of 2 to {most} names"),
    "player-count-inns": N_("{players} must be a list of 2 to {most} names (6 only with Inns & Cathedrals)"),
    "same-names": N_("two players have the same name ({names})"),
    "not-tile": N_("{where}: {value} is not a tile"),
    "tile-not-in-sets": N_("{where}: tile {value} is not in this game's tile sets"),
    "not-rotation": N_("{where} must be 0, 90, 180 or 270, not {value}"),
    "not-edge": N_("{where} must be an edge N, E, S or W, not {value}"),
    "not-point": N_("{where} must be [x, y]"),
    "not-meeple": N_("{where} must be a location or an object with “{at}” and “{kind}”"),
    "object-with": N_("{where} must be an object with {keys}"),
    "object-with-any": N_("{where} must be an object with any of {keys}"),
    "not-save-turn": N_("{where} must be an object with a “{turn}” text"),
    "not-scores": N_("{where} must be an object of player names to scores"),
    "not-a-player": N_("{where}: {value} is not a player"),
    "not-i18n": N_("{where} must be an object of languages to texts"),
    "notes-per-turn": NN_("{where} must be a list of one text (or {null}) per turn: {count} text",
                          "{where} must be a list of one text (or {null}) per turn: {count} texts"),
    "task-without-task": N_("{where}: the scenario has no task"),
    "no-answers": N_("{where} must be a list of right answers that is not empty"),
    "task-after-end": N_("{task}: a scenario that ends the game cannot ask for another turn"),
    "bag-stuck": N_("{bag}: no tile of it can be placed, so the game could not go on"),
    "bag-empty": N_("{bag}: it is empty"),
    "refused": N_("{where}: {reason}"),
    # a lesson's task, the `s` form (carcassonne.teaching)
    "no-task": N_("this scenario has no task"),
    "no-right-answer": N_("{task}: no legal turn matches any of its right answers"),
    "task-no-legal-answer": N_("{where}: no legal turn matches any of its right answers, so it cannot be answered"),
    # scenario format 1.1: several tasks, expected mistakes, the following lesson
    "task-and-tasks": N_("the scenario has {task} and {tasks}: it may have one of them, not both"),
    "tasks-empty": N_("{where} must be a list of tasks that is not empty"),
    "tasks-without-tasks": N_("{where}: the scenario has no list of {tasks}"),
    "texts-per-task": NN_("{where} must be a list of one object per task: {count} object",
                          "{where} must be a list of one object per task: {count} objects"),
    "texts-per-wrong": NN_("{where} must be a list of one text per expected mistake: {count} text",
                           "{where} must be a list of one text per expected mistake: {count} texts"),
    "next-not-relative": N_("{where} must be the address of a lesson beside this one (a relative URL), not {value}"),
    "no-such-task": NN_("there is no task {number}: this scenario has {count} task",
                        "there is no task {number}: this scenario has {count} tasks"),
    "s-empty": N_("s is empty: it must be the scenario, compressed and in base64url"),
    "s-too-long": N_("s is {length} characters long: at most {limit} are read"),
    "s-bad-character": N_("s is not base64url without padding: it contains {value}"),
    "s-bad-length": N_("s is not base64url without padding: its length is not possible"),
    "s-not-base64": N_("s is not base64url: {detail}"),
    # (not zlib's own English words, e.g. "invalid stored block lengths", inside a German sentence: issue 23)
    "s-not-deflate": N_("s is not raw DEFLATE data: some of its characters were changed or lost"),
    "s-too-large": N_("s expands to more than {limit} bytes"),
    "s-cut-short": N_("s is cut short: its DEFLATE data does not end"),
    "s-trailing-data": N_("s has bytes after the end of its DEFLATE data"),
    "s-not-utf8": N_("s does not hold UTF-8 text: byte {byte} is not valid"),
    # a move's text or value (carcassonne.moves)
    "move-rotation": N_("rotation {value} is not one of 0, 90, 180, 270"),
    "move-coordinate": N_("coordinate {value} is not a whole number"),
    "move-off-table": N_("the number {value} is off the table (at most ±{limit})"),
    "move-tile-id": N_("{value} is not a tile id (letters and digits, e.g. 'E' or 'IC01')"),
    "move-not-text": N_("a move must be text, not {value}"),
    "move-too-long": N_("the move {value} is too long ({length} characters, at most {limit})"),
    "move-placement": N_("placement {value} is not of the form TILE@X,YrROT (e.g. 'E@0,-1r180')"),
    "move-location": N_("location {value} is not one of {choices}"),
    "move-follower-kind": N_("follower kind {value} is not one of {choices}"),
    "move-deployment": N_("follower {value} does not start with '+' (e.g. {example})"),
    "move-edge": N_("gingerbread move: edge {value} is not one of N, E, S, W"),
    "move-gingerbread": N_("gingerbread move {value} is not of the form ~X,Y:EDGE"),
    "move-value": N_("a turn is made of a placement and its moves, not {type}"),
    "move-empty": N_("the turn is empty"),
    "move-unreadable": N_("{value} cannot be read"),
    # the game a document sets up (carcassonne.game)
    "game-expansion": N_("expansion {value} is not one of {choices}"),
    "game-expansion-unsupported": N_("expansion {value} is not supported yet"),
    "game-player": N_("player {value} is not a name"),
    "game-seed": N_("seed {value} is not a whole number within ±{limit}"),
    "game-length": N_("game length {value} is not a whole number of tiles, 1 or more"),
    "game-length-bag": N_("a game length needs the seeded bag (not free mode, not a stacked bag)"),
    "game-length-tiles": NN_("game length {length}: this game has only {count} tile",
                             "game length {length}: this game has only {count} tiles"),
    "game-player-count": N_("{count} players: a game needs 2 to {most}"),
    "game-start-tile": N_("start tile {value} is not a tile"),
}

#: The format's own words a message quotes (keys, JSON literals, a move's text): the same in every language, so
#: they are placeholders, never words of a translation.
LITERALS = {"true": "true", "false": "false", "null": "null", "format": "format", "players": "players",
            "task": "task", "tasks": "tasks", "bag": "bag", "turn": "turn", "at": "at", "kind": "kind",
            "example": "'+S', '+C:abbot'"}

#: Codes of an error that only wraps another (the game a document sets up refused it): its cause's words.
WRAPPERS = ("game-refused",)

#: The documents a reader names (``what``, and ``where`` for the whole document).
DOCUMENTS = {"the save": N_("the save"), "the scenario": N_("the scenario"), "the entry": N_("the entry"),
             "the settings": N_("the settings entry"), "the file": N_("the file")}

#: Python's JSON parser's words (``problem``; each the start of its message) -> ours.
JSON_PROBLEMS = {
    "Expecting value": N_("a value is missing"),
    "Expecting property name enclosed in double quotes": N_("a key in double quotes is missing"),
    "Expecting ':' delimiter": N_("a “:” is missing"),
    "Expecting ',' delimiter": N_("a “,” is missing"),
    "Unterminated string starting at": N_("a text does not end"),
    "Invalid control character": N_("a control character inside a text"),
    "Invalid \\escape": N_("an unknown escape with “\\”"),
    "Invalid \\uXXXX escape": N_("an unknown escape with “\\u”"),
    "Extra data": N_("more data after the end"),
    "Illegal trailing comma": N_("a comma before the end of a list or object"),
    "Unexpected UTF-8 BOM": N_("a byte-order mark at the start"),
}

def place_text(where) -> str:
    """A document or key path in the current language: "the save", "turn 3: x" (a `TurnPlace`: its number and key
    are data); a key path itself ("players[0]", "task.right[1].rot") is the format's own name and stays as it is."""
    if isinstance(where, TurnPlace):
        if not where.key:
            return t("turn {number}", number=where.turn)
        return t("turn {number}: {key}", number=where.turn, key=where.key)
    where = str(where)
    return t(DOCUMENTS[where]) if where in DOCUMENTS else where


def json_problem(problem: str) -> str | None:
    """The JSON parser's complaint in the current language (None: a complaint this table does not know)."""
    for start, msgid in sorted(JSON_PROBLEMS.items(), key=lambda item: -len(item[0])):
        if problem.startswith(start):
            return t(msgid)
    return None


def _words(params: dict) -> dict:
    """The params as the message shows them: places, lists and wrapped errors in words, the rest as text (and the
    format's literal words)."""
    out = dict(LITERALS)
    for name, value in params.items():
        if name in ("what", "where"):
            out[name] = place_text(value)
        elif name == "choices":
            out[name] = ", ".join(str(v) for v in value)
        elif name == "keys":
            out[name] = join_names(str(v) for v in value)
        elif name == "cause":
            out["reason"] = document_error_text(value)
        elif name == "problem":
            out[name] = json_problem(str(value)) or str(value)
        else:
            out[name] = str(value)
    return out


def document_error_text(error) -> str:
    """Why the engine refused a document (or a move inside it), in the current language; an error without a
    known code as the engine wrote it."""
    code = getattr(error, "code", None)
    params = getattr(error, "params", None) or {}
    if code in WRAPPERS and "cause" in params:
        return document_error_text(params["cause"])
    if code in REASONS:
        wording = REASONS[code]
        if isinstance(wording, tuple):
            return nt(*wording, int(params["count"]), **_words(params))
        return t(wording, **_words(params))
    refusal = explain.refusal_of(error)  # a rule of play (a save's turn that is not legal)
    return str(error) if refusal is None else explain.refusal_text(refusal)


def is_known(error) -> bool:
    """Whether `document_error_text` words this error (and every error it wraps) itself, never falling back to English."""
    code = getattr(error, "code", None)
    params = getattr(error, "params", None) or {}
    if code in WRAPPERS and "cause" in params:
        return is_known(params["cause"])
    if code not in REASONS:
        return explain.refusal_of(error) is not None
    if "problem" in params and json_problem(str(params["problem"])) is None:
        return False
    return "cause" not in params or is_known(params["cause"])


__all__ = ["DOCUMENTS", "JSON_PROBLEMS", "LITERALS", "REASONS", "WRAPPERS", "is_known", "document_error_text", "place_text"]
