"""Teaching: judge a learner's answer to a scenario's task, and the compact `s` form of a scenario.

A lesson (`shared/spec/scenario-format.md`) may end with a task: place this tile, as this player, so that it
matches one of the right answers.  The engine is the judge: an illegal move gets the engine's own reason, a legal
move that is not asked for gets what it would score (so the learner sees why it is not the point), a right one
gets the lesson's success text.  Nothing here changes the scenario's game: every try is played on a copy.

The `s` parameter of `embed.html` (`shared/spec/embed.md`) carries a scenario inline: its UTF-8 JSON, raw
DEFLATE, base64url without padding.  Decoding refuses what is not that, and stops at a size limit so that a
small string cannot expand into a huge one (a "zip bomb").
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from dataclasses import dataclass

from .errors import CarcassonneError, IllegalMoveError, Problem, RecordError, refused
from .moves import Turn
from .record import Scenario, right_turn
from .scoring import ScoreItem

RIGHT, NOT_ASKED, ILLEGAL = "right", "not-asked", "illegal"
#: The largest scenario JSON an `s` string may expand to, in bytes (the biggest lesson is a few kilobytes).
MAX_S_JSON_BYTES = 256 * 1024
#: The longest `s` string read (about what DEFLATE makes of the largest JSON allowed).
MAX_S_CHARS = 128 * 1024
_BASE64URL = re.compile(r"^[A-Za-z0-9_-]*$")


@dataclass(frozen=True, slots=True)
class Answer:
    """The verdict on one try: right or not, why, the move as text, and what it would score."""

    correct: bool
    kind: str  # "right", "not-asked" or "illegal"
    message: str
    move: str
    items: tuple[ScoreItem, ...] = ()
    refusal: IllegalMoveError | None = None  # an illegal move: the rules' refusal, its code for a page to word
    said: str = ""  # the `say` of the task's `wrong` entry this move matches (in the language asked), or ""
    task: int = 0  # which of the scenario's tasks was answered

    def to_message(self) -> dict:
        """The `carcassonne:answer` message of embed.md, sent to the embedding page (plain data only)."""
        return {"type": "carcassonne:answer", "correct": self.correct, "move": self.move, "message": self.message}


def _task(scenario: Scenario, index: int = 0):
    if not scenario.tasks:
        raise RecordError("this scenario has no task", "no-task")
    if not 0 <= index < len(scenario.tasks):
        raise RecordError(f"this scenario has {len(scenario.tasks)} tasks: there is no task {index + 1}",
                          "no-such-task", number=index + 1, count=len(scenario.tasks))
    return scenario.tasks[index]


def _texts(scenario: Scenario, lang: str | None, index: int):
    return scenario.texts(lang).all_tasks()[index]


def check_answer(scenario: Scenario, turn: Turn | str, lang: str | None = None, index: int = 0) -> Answer:
    """Judge a learner's turn against the scenario's task number ``index`` (0: the first; the scenario's game is
    left as it was).  A turn that is not right and matches one of the task's `wrong` entries gets that entry's
    text first, then the engine's verdict: its reason for an illegal move, or what a legal one would score."""
    task = _task(scenario, index)
    texts = _texts(scenario, lang, index)
    try:
        turn = Turn.parse(turn) if isinstance(turn, str) else turn
    except CarcassonneError as exc:
        return Answer(False, ILLEGAL, f"Not a move: {exc}", str(turn), task=index)
    move = str(turn)
    # An expected mistake is looked for before the rules judge the move: a right answer's keys only describe legal
    # moves (an illegal rotation on the right cell is a mistake), and a legal right move never gets it (below).
    mistake = task.mistake(turn) if turn.placement.tile == task.tile else None
    said = texts.wrong[mistake] if mistake is not None else ""
    lead = said + " " if said else ""
    trial = scenario.game.copy()
    try:
        if turn.placement.tile != task.tile:
            raise refused(Problem("task-tile", task=task.tile, tile=turn.placement.tile))
        report = trial.play(turn, task.player)
    except IllegalMoveError as exc:
        return Answer(False, ILLEGAL, f"{lead}Not allowed: {exc}.", move, refusal=exc, said=said, task=index)
    except CarcassonneError as exc:
        return Answer(False, ILLEGAL, f"{lead}Not allowed: {exc}.", move, said=said, task=index)
    items = report.scored
    if any(right.matches(turn) for right in task.right):
        return Answer(True, RIGHT, texts.success or "Right.", move, items, task=index)
    return Answer(False, NOT_ASKED, lead + "Legal, but not what the task asks. " + _would_score(items, trial.names),
                  move, items, said=said, task=index)


def _would_score(items: tuple[ScoreItem, ...], names: list[str]) -> str:
    scoring = [item.explain(names) for item in items if item.awards]
    if not scoring:
        return "This move would score nothing now."
    return "This move would score: " + " ".join(scoring)


def hint_text(scenario: Scenario, lang: str | None = None, index: int = 0) -> str:
    """The task's hint in a language (falling back to the file's own), or a plain one naming the tile."""
    task = _task(scenario, index)
    hint = _texts(scenario, lang, index).hint
    if hint:
        return hint
    places = len(scenario.game.legal_placements(task.tile))
    return f"Tile {task.tile} fits in {places} place{'s' if places != 1 else ''} (counting each rotation)."


def task_turns(scenario: Scenario, index: int = 0) -> list[Turn]:
    """Every legal whole turn the task's player could make with the task's tile (right or not).

    A turn that must choose where the gingerbread man goes takes the first city offered.
    """
    task = _task(scenario, index)
    game = scenario.game
    recalls = game.legal_recalls(task.player)
    out = []
    for placement in game.legal_placements(task.tile):
        ginger = (game.turn_choices(placement).get("gingerbread") or [None])[0]
        options = [None, *game.legal_deployments(placement, task.player)]
        out += [Turn(placement, deploy, gingerbread=ginger) for deploy in options]
        out += [Turn(placement, recall=cell, gingerbread=ginger) for cell in recalls]
    return out


def answer_turn(scenario: Scenario, index: int = 0) -> Turn:
    """A right turn to show: the first right entry that a legal whole turn matches, completed with that turn.

    A scenario whose task has none is refused when it is loaded (`record.right_turn`), so this always finds one
    for a loaded scenario; the error stays for a task changed after loading."""
    turn = right_turn(scenario.game, _task(scenario, index))
    if turn is None:
        raise RecordError("task: no legal turn matches any of its right answers", "no-right-answer")
    return turn


# --- the `s` form ---------------------------------------------------------------------------------------

def encode_s(json_text: str) -> str:
    """A scenario's JSON text as the `s` parameter: UTF-8, raw DEFLATE level 9, base64url without padding."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = packer.compress(json_text.encode("utf-8")) + packer.flush()
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def decode_s(s: str) -> str:
    """The JSON text an `s` parameter carries; RecordError when it is not base64url DEFLATE of UTF-8, or too big."""
    if not isinstance(s, str) or not s:
        raise RecordError("s is empty: it must be the scenario, compressed and in base64url", "s-empty")
    if len(s) > MAX_S_CHARS:
        raise RecordError(f"s is {len(s)} characters long: at most {MAX_S_CHARS} are read", "s-too-long",
                          length=len(s), limit=MAX_S_CHARS)
    if not _BASE64URL.match(s) or len(s) % 4 == 1:
        bad = next((c for c in s if not (c.isascii() and (c.isalnum() or c in "-_"))), None)
        if bad:
            raise RecordError(f"s is not base64url without padding: it contains {bad!r}", "s-bad-character",
                              value=repr(bad))
        raise RecordError("s is not base64url without padding: its length is not possible", "s-bad-length")
    try:
        raw = base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))
    except (binascii.Error, ValueError) as exc:
        raise RecordError(f"s is not base64url: {exc}", "s-not-base64", detail=str(exc)) from None
    unpacker = zlib.decompressobj(-15)
    try:
        data = unpacker.decompress(raw, MAX_S_JSON_BYTES + 1)
    except zlib.error as exc:
        raise RecordError(f"s is not raw DEFLATE data: {exc}", "s-not-deflate", detail=str(exc)) from None
    if len(data) > MAX_S_JSON_BYTES or unpacker.unconsumed_tail:
        raise RecordError(f"s expands to more than {MAX_S_JSON_BYTES} bytes: refused", "s-too-large",
                          limit=MAX_S_JSON_BYTES)
    if not unpacker.eof:
        raise RecordError("s is cut short: its DEFLATE data does not end", "s-cut-short")
    if unpacker.unused_data:
        raise RecordError("s has bytes after the end of its DEFLATE data", "s-trailing-data")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"s does not hold UTF-8 text: byte {exc.start} is not valid", "s-not-utf8",
                          byte=exc.start) from None
