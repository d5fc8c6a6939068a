"""Records: the versioned save format and the public scenario format.

A save is the game record itself (players, rules, seed, start, turns); loading it replays every turn, so a save
can never hold a state that the rules could not reach.  A scenario (`shared/spec/scenario-format.md`) is the same
idea in the public interchange format: turns name their tiles, and tile counts are not enforced.

Everything that reads a document raises `RecordError` and nothing else, with a message naming the key or turn
and the reason and quoting at most a short excerpt of the input; nothing is partially applied, because a game is
only handed back once every turn has replayed.  A document is measured (size, nesting depth: `untrusted`) before
it is parsed, and every value is checked for its type and range: versions and whole numbers are JSON integers
(not ``true``, not ``1.0``), colours come from the game's palette, texts have a length limit.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from .errors import CarcassonneError, RecordError, TurnPlace, quote
from .game import DEFAULT_COLORS, EXPANSIONS, MAX_SEED, Game, Player, Rules
from .geometry import oriented
from .moves import MAX_COORDINATE, MAX_TILE_ID, CityChoice, Deployment, Placement, Turn
from .tiles import TILE_TYPES
from .untrusted import check_value, load_json

SAVE_FORMAT, SAVE_VERSION = "carcassonne-save", 1
SCENARIO_FORMAT, SCENARIO_VERSION = "carcassonne-scenario", 1

_SCENARIO_KEYS = {"format", "version", "title", "description", "players", "rules", "start", "turns", "end", "expect",
                  "task", "tasks", "next", "lang", "i18n"}
_TURN_KEYS = {"player", "tile", "x", "y", "rot", "meeple", "recall", "gingerbread", "note"}


# --- small readers that name what is wrong ---------------------------------------------------------------

MAX_NAME = 40  # characters of a player's name (the new-game form allows 40)
MAX_TITLE = 200  # characters of a scenario's title
MAX_DESCRIPTION = 20_000  # characters of a scenario's description
MAX_TURNS = 1_000  # turns of one document (a game with every expansion has under 150)
MAX_BAG = 500  # tiles of a stacked bag
MAX_SCORE = 100_000
_SAVE_KEYS = {"format", "version", "meta", "players", "rules", "seed", "free", "start", "bag", "length", "turns",
              "finished"}


def _document(source: str | bytes | dict, what: str, fmt: str, version: int) -> dict:
    """Measure, parse and check format and version of a document; ``what`` names it ("save", "scenario")."""
    if isinstance(source, (str, bytes, bytearray)):
        doc = load_json(source, f"the {what}")
    elif isinstance(source, dict):
        check_value(source, f"the {what}")
        doc = source
    else:
        raise RecordError(f"the {what} must be JSON text or an object, not {quote(source)}", "not-document",
                          what=f"the {what}", value=quote(source))  # `null` as JSON writes it, no Python type name
    _need(isinstance(doc, dict), f"the {what} must be a JSON object", "not-object", where=f"the {what}")
    _need(doc.get("format") == fmt, f"format must be {fmt!r}, not {quote(doc.get('format'))}",  # type: ignore
          "wrong-format", want=repr(fmt), value=quote(doc.get("format")))  # type: ignore[union-attr]
    found = doc.get("version")  # type: ignore[union-attr]
    _need(type(found) is int and found == version,
          f"{what} version {quote(found)} is not supported (this reads version {version})", "wrong-version",
          what=f"the {what}", value=quote(found), want=version)
    return doc  # type: ignore[return-value]


def _need(cond: bool, message: str, code: str, **params: object) -> None:
    """Refuse the document unless ``cond``: the English ``message``, and the same as ``code`` and ``params``."""
    if not cond:
        raise RecordError(message, code, **params)


def _int(value: object, where: str, low: int = -MAX_COORDINATE, high: int = MAX_COORDINATE) -> int:
    """A JSON integer within [low, high]: not a boolean, not 1.0, not a number of a thousand digits."""
    _need(type(value) is int, f"{where} must be a whole number, not {quote(value)}", "not-whole-number",
          where=where, value=quote(value))
    _need(low <= value <= high, f"{where} must be between {low} and {high}, not {quote(value)}",  # type: ignore
          "out-of-range", where=where, low=low, high=high, value=quote(value))
    return value  # type: ignore[return-value]


def _str(value: object, where: str, longest: int = MAX_NAME) -> str:
    _need(isinstance(value, str) and value != "", f"{where} must be a non-empty string, not {quote(value)}",
          "empty-text", where=where, value=quote(value))
    _too_long(value, where, longest)  # type: ignore[arg-type]
    return value  # type: ignore[return-value]


def _text(value: object, where: str, longest: int) -> str:
    """Optional plain text (title, description): a string of at most ``longest`` characters."""
    _need(isinstance(value, str), f"{where} must be a string, not {quote(value)}", "not-text", where=where,
          value=quote(value))
    _too_long(value, where, longest)  # type: ignore[arg-type]
    return value  # type: ignore[return-value]


def _too_long(value: str, where: str, longest: int) -> None:
    _need(len(value) <= longest, f"{where} is too long: {len(value)} characters (at most {longest})",
          "text-too-long", where=where, length=len(value), limit=longest)


def _bool(value: object, where: str) -> bool:
    _need(isinstance(value, bool), f"{where} must be true or false, not {quote(value)}", "not-bool", where=where,
          value=quote(value))
    return value  # type: ignore[return-value]


def _list(value: object, where: str, longest: int, what: str = "a list") -> list:
    _need(isinstance(value, list), f"{where} must be {what}, not {quote(value)}", "not-list", where=where,
          value=quote(value))
    _need(len(value) <= longest, f"{where} is too long: {len(value)} entries (at most {longest})",  # type: ignore
          "too-many", where=where, count=len(value), limit=longest)  # type: ignore[arg-type]
    return value  # type: ignore[return-value]


def _keys(obj: dict, allowed: set[str], where: str) -> None:
    unknown = sorted(set(obj) - allowed)
    if unknown:
        _need(False, f"{where}: unknown key {quote(unknown[0])}", "unknown-key", where=where, key=quote(unknown[0]))


def _rules(value: object, where: str = "rules") -> Rules:
    if value is None:
        return Rules()
    _need(isinstance(value, dict), f"{where} must be an object", "not-object", where=where)
    _keys(value, {"farmers", "expansions"}, where)  # type: ignore[arg-type]
    farmers = _bool(value.get("farmers", True), f"{where}.farmers")  # type: ignore[union-attr]
    expansions = _list(value.get("expansions", []), f"{where}.expansions", len(EXPANSIONS))  # type: ignore
    for name in expansions:
        _need(isinstance(name, str) and name in EXPANSIONS,
              f"{where}.expansions: {quote(name)} is not one of {', '.join(EXPANSIONS)}", "not-one-of",
              where=f"{where}.expansions", value=quote(name), choices=EXPANSIONS)
    twice = next((name for i, name in enumerate(expansions) if name in expansions[:i]), None)
    _need(twice is None, f"{where}.expansions: the expansion {quote(twice)} is named twice", "expansion-twice",
          where=f"{where}.expansions", value=quote(twice))
    try:
        return Rules(farmers, tuple(expansions))
    except CarcassonneError as exc:
        raise RecordError(f"{where}.expansions: {exc}", "refused", where=f"{where}.expansions", cause=exc) from None


def _color(value: object, where: str) -> str:
    _need(isinstance(value, str) and value in DEFAULT_COLORS,
          f"{where} {quote(value)} is not one of the game's colours ({', '.join(DEFAULT_COLORS)})", "not-colour",
          where=where, value=quote(value), choices=DEFAULT_COLORS)
    return value  # type: ignore[return-value]


def _players(value: object, rules: Rules) -> tuple[Player, ...]:
    most = rules.max_players
    _need(isinstance(value, list) and 2 <= len(value) <= most,
          f"players must be a list of 2 to {most} names" + (" (6 only with inns-cathedrals)" if most == 5 else ""),
          "player-count" if most != 5 else "player-count-inns", most=most)
    out = []
    for i, p in enumerate(value):  # type: ignore[arg-type]
        if isinstance(p, dict):
            _keys(p, {"name", "color"}, f"players[{i}]")
            out.append(Player(_str(p.get("name"), f"players[{i}].name"),
                              _color(p.get("color", DEFAULT_COLORS[i]), f"players[{i}].color")))
        else:
            out.append(Player(_str(p, f"players[{i}]"), DEFAULT_COLORS[i]))
    names = [p.name for p in out]
    _need(len(set(names)) == len(names), f"players: two players are called the same ({quote(names)})",
          "same-names", names=quote(names))
    return tuple(out)


def _tile(value: object, where: str) -> str:
    _need(isinstance(value, str) and value in TILE_TYPES, f"{where} {quote(value)} is not a tile id", "not-tile",
          where=where, value=quote(value))
    return value  # type: ignore[return-value]


def _tile_name(value: object, where: str) -> str:
    """A tile id's shape (whether the catalogue has it is the game's to say, naming the placement)."""
    _need(isinstance(value, str) and 0 < len(value) <= MAX_TILE_ID and value.isascii() and value.isalnum(),
          f"{where} {quote(value)} is not a tile id", "not-tile", where=where, value=quote(value))
    return value  # type: ignore[return-value]


def _at(where: str, key: str) -> str:
    """The place of ``key`` inside ``where`` ("start: x"; inside a turn, a `TurnPlace` that keeps its number)."""
    return where.inside(key) if isinstance(where, TurnPlace) else f"{where}: {key}"


def _placement(obj: dict, where: str) -> Placement:
    tile = _tile_name(obj.get("tile"), _at(where, "tile"))
    x, y = _int(obj.get("x"), _at(where, "x")), _int(obj.get("y"), _at(where, "y"))
    rot = obj.get("rot", 0)
    _need(type(rot) is int and rot in (0, 90, 180, 270), f"{where}: rot must be 0, 90, 180 or 270, not {quote(rot)}",
          "not-rotation", where=_at(where, "rot"), value=quote(rot))
    return Placement(tile, x, y, rot)


def _placement_json(p: Placement) -> dict:
    return {"tile": p.tile, "x": p.x, "y": p.y, "rot": p.rot}


# --- teaching keys (a turn's note, task, lang, i18n): the texts and question of a lesson -----------------

LANGUAGES = ("en", "de")
_PARTIAL_KEYS = {"x", "y", "rot", "meeple"}
_TASK_KEYS = {"prompt", "player", "tile", "right", "success", "hint", "wrong"}
_TASK_TEXT_KEYS = ("prompt", "success", "hint")
_LOCAL_KEYS = {"title", "description", "notes", "task", "tasks"}
#: The longest `next` URL read (a relative path to the following lesson).
MAX_NEXT = 1000
#: The most tasks one scenario asks (each is judged by trying every legal turn: keep loading cheap).
MAX_TASKS = 20
#: The most expected mistakes one task names.
MAX_WRONG = 20
_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


@dataclass(frozen=True, slots=True)
class TaskTexts:
    """The words of a task in one language ("" where there are none)."""

    prompt: str = ""
    success: str = ""
    hint: str = ""
    wrong: tuple[str, ...] = ()  # the `say` of each `wrong` entry, in order ("" where not translated)

    def over(self, base: "TaskTexts") -> "TaskTexts":
        wrong = tuple((self.wrong[i] if i < len(self.wrong) else "") or theirs for i, theirs in enumerate(base.wrong))
        return TaskTexts(self.prompt or base.prompt, self.success or base.success, self.hint or base.hint, wrong)


@dataclass(frozen=True, slots=True)
class LocalTexts:
    """Every text of a scenario in one language: what a viewer shows beside the board."""

    title: str = ""
    description: str = ""
    notes: tuple[str | None, ...] = ()
    task: TaskTexts = TaskTexts()  # the first task's texts (the only one of a scenario with `task`)
    tasks: tuple[TaskTexts, ...] = ()  # every task's texts, in order (empty: as `task`, when there is one)

    def all_tasks(self) -> tuple[TaskTexts, ...]:
        return self.tasks or ((self.task,) if self.task != TaskTexts() else ())

    def over(self, base: "LocalTexts") -> "LocalTexts":
        """These texts where given, the base's elsewhere (a missing translation shows the original)."""
        notes = tuple(mine if mine is not None else theirs
                      for mine, theirs in zip(self.notes or (None,) * len(base.notes), base.notes))
        mine = self.all_tasks()
        tasks = tuple((mine[i] if i < len(mine) else TaskTexts()).over(theirs)
                      for i, theirs in enumerate(base.all_tasks()))
        return LocalTexts(self.title or base.title, self.description or base.description, notes,
                          tasks[0] if tasks else self.task.over(base.task), tasks)


@dataclass(frozen=True, slots=True)
class PartialTurn:
    """One right answer of a task: the keys it names must match the learner's turn; the others match anything."""

    x: int | None = None
    y: int | None = None
    rot: int | None = None
    deploy: Deployment | None = None

    def matches(self, turn: Turn) -> bool:
        p = turn.placement
        return ((self.x is None or self.x == p.x) and (self.y is None or self.y == p.y)
                and (self.rot is None or self.rot == p.rot)
                and (self.deploy is None or _same_spot(p, self.deploy, turn.deploy)))

    def to_json(self) -> dict:
        out: dict = {k: v for k, v in (("x", self.x), ("y", self.y), ("rot", self.rot)) if v is not None}
        if self.deploy is not None:
            out["meeple"] = _meeple_json(self.deploy)
        return out


def _same_spot(placement: Placement, want: Deployment, got: Deployment | None) -> bool:
    """Two follower spots are the same when they name one segment of the placed tile (S and SSW of a road
    tile are different; N and NNW of a field-only tile are not), with the same kind of follower."""
    if got is None or got.kind != want.kind:
        return False
    if got.location == want.location:
        return True
    locations = oriented(placement.tile, placement.rot).locations if placement.tile in TILE_TYPES else {}
    segment = locations.get(want.location)
    return segment is not None and segment >= 0 and locations.get(got.location) == segment


@dataclass(frozen=True, slots=True)
class WrongAnswer:
    """An expected mistake (scenario format 1.1, `task.wrong`): the learner's turn that matches it gets `say`
    before the engine's own verdict (its reason, or what the move would score)."""

    turn: PartialTurn
    say: str

    def to_json(self) -> dict:
        return {**self.turn.to_json(), "say": self.say}


@dataclass(frozen=True, slots=True)
class Task:
    """A question after the last turn: which tile the learner places, as which player, and the right answers."""

    prompt: str
    player: int
    tile: str
    right: tuple[PartialTurn, ...]
    success: str = ""
    hint: str = ""
    wrong: tuple[WrongAnswer, ...] = ()

    @property
    def texts(self) -> TaskTexts:
        return TaskTexts(self.prompt, self.success, self.hint, tuple(w.say for w in self.wrong))

    def mistake(self, turn: Turn) -> int | None:
        """The index of the first `wrong` entry the turn matches (None: it matches none)."""
        return next((i for i, w in enumerate(self.wrong) if w.turn.matches(turn)), None)


def _meeple_json(d: Deployment) -> str | dict:
    return d.location if d.kind == "normal" else {"at": d.location, "kind": d.kind}


def _deployment(meeple: object, where: str) -> Deployment:
    try:
        if isinstance(meeple, str):
            return Deployment(meeple)
        _need(isinstance(meeple, dict), f"{where} must be a location or an object with 'at' and 'kind'",
              "not-meeple", where=where)
        _keys(meeple, {"at", "kind"}, where)  # type: ignore[arg-type]
        return Deployment(_str(meeple.get("at"), f"{where}.at"), meeple.get("kind", "normal"))  # type: ignore
    except RecordError:
        raise
    except CarcassonneError as exc:
        raise RecordError(f"{where}: {exc}", "refused", where=where, cause=exc) from None


def _turn_notes(turns: list) -> tuple[str | None, ...]:
    """Each turn's `note` (None where it has none); a note that is not text is refused by turn number."""
    return tuple(_text(t["note"], TurnPlace(n, "note"), MAX_DESCRIPTION) if isinstance(t, dict) and "note" in t else None
                 for n, t in enumerate(turns, 1))


def _partial_turn(value: object, where: str, extra: frozenset[str] = frozenset()) -> PartialTurn:
    _need(isinstance(value, dict), f"{where} must be an object with any of x, y, rot, meeple", "object-with-any",
          where=where, keys=("x", "y", "rot", "meeple", *sorted(extra)))
    _keys(value, _PARTIAL_KEYS | extra, where)  # type: ignore[arg-type]
    x = _int(value["x"], f"{where}.x") if "x" in value else None  # type: ignore[operator,index]
    y = _int(value["y"], f"{where}.y") if "y" in value else None  # type: ignore[operator,index]
    rot = value.get("rot")  # type: ignore[union-attr]
    _need(rot is None or (rot in (0, 90, 180, 270) and not isinstance(rot, bool)),
          f"{where}.rot must be 0, 90, 180 or 270, not {quote(rot)}", "not-rotation", where=f"{where}.rot",
          value=quote(rot))
    deploy = _deployment(value["meeple"], f"{where}.meeple") if "meeple" in value else None  # type: ignore
    return PartialTurn(x, y, rot, deploy)


def _wrong(value: object, where: str) -> tuple[WrongAnswer, ...]:
    """A task's `wrong` list: partial turns, each with the text to `say` when the learner's turn matches it."""
    entries = _list(value, where, MAX_WRONG)
    out = []
    for i, entry in enumerate(entries):
        here = f"{where}[{i}]"
        turn = _partial_turn(entry, here, frozenset({"say"}))
        out.append(WrongAnswer(turn, _str(entry.get("say"), f"{here}.say", MAX_DESCRIPTION)))
    return tuple(out)


def _task(value: object, names: list[str], default_player: int, tile_sets: tuple[str, ...],
          where: str = "task") -> Task:
    _need(isinstance(value, dict), f"{where} must be an object with prompt, tile and right", "object-with",
          where=where, keys=("prompt", "tile", "right"))
    _keys(value, _TASK_KEYS, where)  # type: ignore[arg-type]
    prompt = _str(value.get("prompt"), f"{where}.prompt", MAX_DESCRIPTION)  # type: ignore[union-attr]
    player = default_player
    if "player" in value:  # type: ignore[operator]
        name = value["player"]  # type: ignore[index]
        _need(name in names, f"{where}.player {quote(name)} is not one of {', '.join(names)}", "not-one-of",
              where=f"{where}.player", value=quote(name), choices=tuple(names))
        player = names.index(name)
    tile = _str(value.get("tile"), f"{where}.tile")  # type: ignore[union-attr]
    _need(tile in TILE_TYPES, f"{where}.tile {quote(tile)} is not a tile id", "not-tile", where=f"{where}.tile",
          value=quote(tile))
    _need(TILE_TYPES[tile].set in tile_sets, f"{where}.tile {tile} is not in this game's tile sets",
          "tile-not-in-sets", where=f"{where}.tile", value=tile)
    right = value.get("right")  # type: ignore[union-attr]
    _need(isinstance(right, list) and len(right) > 0, f"{where}.right must be a non-empty list of partial turns",
          "no-answers", where=f"{where}.right")
    answers = tuple(_partial_turn(r, f"{where}.right[{i}]") for i, r in enumerate(right))  # type: ignore[arg-type]
    success = _text(value.get("success", ""), f"{where}.success", MAX_DESCRIPTION)  # type: ignore[union-attr]
    hint = _text(value.get("hint", ""), f"{where}.hint", MAX_DESCRIPTION)  # type: ignore[union-attr]
    wrong = _wrong(value["wrong"], f"{where}.wrong") if "wrong" in value else ()  # type: ignore[operator,index]
    return Task(prompt, player, tile, answers, success, hint, wrong)


def _tasks(doc: dict, game: Game, default_player: int, tile_sets: tuple[str, ...]) -> tuple[Task, ...]:
    """`task` or (1.1) `tasks`, each checked to have a legal right answer on the position after the last turn."""
    if "task" in doc:
        raw, wheres = [doc["task"]], ["task"]
    else:
        raw = _list(doc["tasks"], "tasks", MAX_TASKS)
        _need(len(raw) > 0, "tasks must be a list of tasks that is not empty", "tasks-empty", where="tasks")
        wheres = [f"tasks[{i}]" for i in range(len(raw))]
    out = []
    for value, where in zip(raw, wheres):
        task = _task(value, game.names, default_player, tile_sets, where)
        _need(right_turn(game, task) is not None,
              f"{where}: no legal turn matches any of its right answers, so it cannot be answered",
              "task-no-legal-answer", where=where)
        out.append(task)
    return tuple(out)


def _next(value: object) -> str:
    """`next` (1.1): a relative URL (no scheme, no host, no backslash), resolved by the viewer against the file."""
    url = _str(value, "next", MAX_NEXT)
    bad = (_SCHEME.match(url) or url.startswith("//") or "\\" in url
           or any(ord(c) < 32 or ord(c) == 127 for c in url))
    _need(not bad, f"next must be a relative URL (the lesson's file beside this one), not {quote(url)}",
          "next-not-relative", where="next", value=quote(url))
    return url


def _task_texts(raw: object, where: str, wrongs: int) -> TaskTexts:
    _need(isinstance(raw, dict), f"{where} must be an object with any of prompt, success, hint, wrong",
          "object-with-any", where=where, keys=(*_TASK_TEXT_KEYS, "wrong"))
    _keys(raw, {*_TASK_TEXT_KEYS, "wrong"}, where)  # type: ignore[arg-type]
    texts = [_text(raw.get(k, ""), f"{where}.{k}", MAX_DESCRIPTION) for k in _TASK_TEXT_KEYS]  # type: ignore
    wrong: tuple[str, ...] = ()
    if "wrong" in raw:  # type: ignore[operator]
        said = raw["wrong"]  # type: ignore[index]
        _need(isinstance(said, list) and len(said) == wrongs,
              f"{where}.wrong must be a list of one text per wrong answer: {wrongs}", "texts-per-wrong",
              where=f"{where}.wrong", count=wrongs)
        wrong = tuple(_text(w, f"{where}.wrong[{i}]", MAX_DESCRIPTION) for i, w in enumerate(said))
    return TaskTexts(*texts, wrong)


def _local_texts(value: object, where: str, turns: int, shape: tuple[str, tuple[int, ...]]) -> LocalTexts:
    """One language's texts; ``shape``: which key holds the tasks ("task", "tasks" or "") and how many `wrong`
    entries each task has (the translation must give one text per entry)."""
    _need(isinstance(value, dict), f"{where} must be an object with any of title, description, notes, task",
          "object-with-any", where=where, keys=("title", "description", "notes", "task", "tasks"))
    _keys(value, _LOCAL_KEYS, where)  # type: ignore[arg-type]
    title = _text(value.get("title", ""), f"{where}.title", MAX_TITLE)  # type: ignore[union-attr]
    description = _text(value.get("description", ""), f"{where}.description", MAX_DESCRIPTION)  # type: ignore[union-attr]
    notes: tuple[str | None, ...] = ()
    if "notes" in value:  # type: ignore[operator]
        raw = value["notes"]  # type: ignore[index]
        _need(isinstance(raw, list) and len(raw) == turns,
              f"{where}.notes must be a list of one text (or null) per turn: {turns}", "notes-per-turn",
              where=f"{where}.notes", count=turns)
        notes = tuple(None if n is None else _text(n, f"{where}.notes[{i}]", MAX_DESCRIPTION) for i, n in enumerate(raw))
    key, wrongs = shape
    tasks: tuple[TaskTexts, ...] = ()
    if "task" in value:  # type: ignore[operator]
        _need(key == "task", f"{where}.task: the scenario has no task", "task-without-task", where=f"{where}.task")
        tasks = (_task_texts(value["task"], f"{where}.task", wrongs[0]),)  # type: ignore[index]
    if "tasks" in value:  # type: ignore[operator]
        raw = value["tasks"]  # type: ignore[index]
        _need(key == "tasks", f"{where}.tasks: the scenario has no tasks list", "tasks-without-tasks",
              where=f"{where}.tasks")
        _need(isinstance(raw, list) and len(raw) == len(wrongs),
              f"{where}.tasks must be a list of one object per task: {len(wrongs)}", "texts-per-task",
              where=f"{where}.tasks", count=len(wrongs))
        tasks = tuple(_task_texts(r, f"{where}.tasks[{i}]", wrongs[i]) for i, r in enumerate(raw))
    return LocalTexts(title, description, notes, tasks[0] if tasks else TaskTexts(), tasks)


def _lang(value: object) -> str:
    _need(value in LANGUAGES, f"lang must be one of {', '.join(LANGUAGES)}, not {quote(value)}", "not-one-of",
          where="lang", value=quote(value), choices=LANGUAGES)
    return value  # type: ignore[return-value]


def _i18n(value: object, turns: int, shape: tuple[str, tuple[int, ...]]) -> dict[str, LocalTexts]:
    _need(isinstance(value, dict), "i18n must be an object of language to texts, e.g. {\"de\": {...}}",
          "not-i18n", where="i18n")
    for lang in value:  # type: ignore[union-attr]
        _need(lang in LANGUAGES, f"i18n: language {quote(lang)} is not one of {', '.join(LANGUAGES)}", "not-one-of",
              where="i18n", value=quote(lang), choices=LANGUAGES)
    return {lang: _local_texts(texts, f"i18n.{lang}", turns, shape)
            for lang, texts in value.items()}  # type: ignore[union-attr]


def _local_json(texts: LocalTexts) -> dict:
    out: dict = {}
    if texts.title:
        out["title"] = texts.title
    if texts.description:
        out["description"] = texts.description
    if any(n is not None for n in texts.notes):
        out["notes"] = list(texts.notes)
    tasks = [_task_texts_json(one) for one in texts.all_tasks()]
    if len(tasks) > 1:
        out["tasks"] = tasks
    elif tasks and tasks[0]:
        out["task"] = tasks[0]
    return out


def _task_texts_json(texts: TaskTexts) -> dict:
    out = {k: getattr(texts, k) for k in _TASK_TEXT_KEYS if getattr(texts, k)}
    if any(texts.wrong):
        out["wrong"] = list(texts.wrong)
    return out


def task_json(task: Task, names: list[str]) -> dict:
    """One task as the format writes it (its texts in the file's own language)."""
    return {"prompt": task.prompt, "player": names[task.player], "tile": task.tile,
            "right": [r.to_json() for r in task.right],
            **({"success": task.success} if task.success else {}),
            **({"hint": task.hint} if task.hint else {}),
            **({"wrong": [w.to_json() for w in task.wrong]} if task.wrong else {})}


def teaching_json(scenario: "Scenario") -> dict:
    """The scenario's top-level teaching keys (task or tasks, next, lang, i18n) as JSON; notes go on the turns.
    One task is written as `task` (readable by a 1.0 viewer), several as `tasks`."""
    out: dict = {}
    tasks = [task_json(task, scenario.game.names) for task in scenario.tasks]
    if len(tasks) > 1:
        out["tasks"] = tasks
    elif tasks:
        out["task"] = tasks[0]
    if scenario.next:
        out["next"] = scenario.next
    if scenario.lang != "en" or scenario.i18n:
        out["lang"] = scenario.lang
    if scenario.i18n:
        out["i18n"] = {lang: _local_json(texts) for lang, texts in scenario.i18n.items()}
    return out


def right_turn(game: Game, task: Task) -> Turn | None:
    """A legal whole turn that one of the task's right answers matches (the first found), or None: then no answer
    of the learner can be right, and "Show answer" would have nothing to show, so the scenario is refused.

    A turn that must choose where the gingerbread man goes takes the first city offered.  Tried on copies.
    """
    for right in task.right:
        for placement in game.legal_placements(task.tile):
            candidate = Turn(placement, right.deploy)
            if not right.matches(candidate):
                continue
            ginger = (game.turn_choices(placement).get("gingerbread") or [None])[0]
            candidate = Turn(placement, right.deploy, gingerbread=ginger)
            try:
                game.copy().play(candidate, task.player)
            except CarcassonneError:
                continue
            return candidate
    return None


# --- scenario format -------------------------------------------------------------------------------------

@dataclass
class Scenario:
    """A replayed scenario: the game it built and what it expects of it."""

    game: Game
    title: str = ""
    description: str = ""
    end: bool = False
    expect_scores: dict[str, int] | None = None
    document: dict = field(default_factory=dict)
    notes: tuple[str | None, ...] = ()  # one per turn: the caption shown at that step (None: none)
    task: Task | None = None  # the first task (the only one of a 1.0 lesson)
    lang: str = "en"
    i18n: dict[str, LocalTexts] = field(default_factory=dict)
    tasks: tuple[Task, ...] = ()  # every task, asked in order (1.1 `tasks`; `task` alone makes one)
    next: str = ""  # 1.1: the URL of the following lesson, relative to this file ("" for none)

    def __post_init__(self) -> None:
        if self.task is not None and not self.tasks:
            self.tasks = (self.task,)
        elif self.tasks and self.task is None:
            self.task = self.tasks[0]

    def texts(self, lang: str | None = None) -> LocalTexts:
        """Title, description, notes and task texts in a language, each falling back to the file's own text."""
        mine = tuple(task.texts for task in self.tasks)
        own = LocalTexts(self.title, self.description, self.notes, mine[0] if mine else TaskTexts(), mine)
        other = None if lang is None or lang == self.lang else self.i18n.get(lang)
        return own if other is None else other.over(own)

    @property
    def scores(self) -> dict[str, int]:
        return dict(zip(self.game.names, self.game.scores))

    def failures(self) -> list[str]:
        """What of `expect` does not hold (empty: it all holds)."""
        if self.expect_scores is None:
            return []
        actual = self.scores
        return [f"{name}: expected {want}, got {actual.get(name)}"
                for name, want in self.expect_scores.items() if actual.get(name) != want]


def _scenario_turn(obj: object, number: int, players: tuple[Player, ...], previous: int) -> tuple[int, Turn]:
    where = TurnPlace(number)
    _need(isinstance(obj, dict), f"{where}: a turn must be an object", "not-object", where=where)
    _keys(obj, _TURN_KEYS, where)  # type: ignore[arg-type]
    names = [p.name for p in players]
    if "player" in obj:  # type: ignore[operator]
        name = obj["player"]  # type: ignore[index]
        _need(isinstance(name, str) and name in names,
              f"{where}: player {quote(name)} is not one of {', '.join(names)}", "not-one-of", where=where.inside("player"), value=quote(name), choices=tuple(names))
        player = names.index(name)
    else:
        player = (previous + 1) % len(players)
    placement = _placement(obj, where)  # type: ignore[arg-type]
    meeple = obj.get("meeple")  # type: ignore[union-attr]
    deploy = None
    try:
        if isinstance(meeple, str):
            deploy = Deployment(meeple)
        elif isinstance(meeple, dict):
            _keys(meeple, {"at", "kind"}, where.inside("meeple"))
            deploy = Deployment(_str(meeple.get("at"), "meeple.at"), meeple.get("kind", "normal"))
        else:
            _need(meeple is None, f"{where}: meeple must be a location or an object with 'at' and 'kind'",
                  "not-meeple", where=where.inside("meeple"))
    except RecordError:
        raise
    except CarcassonneError as exc:
        raise RecordError(f"{where}: meeple: {exc}", "refused", where=where.inside("meeple"), cause=exc) from None
    recall = obj.get("recall")  # type: ignore[union-attr]
    if recall is not None:
        _need(isinstance(recall, list) and len(recall) == 2, f"{where}: recall must be [x, y]", "not-point",
              where=where.inside("recall"))
        recall = (_int(recall[0], where.inside("recall x")), _int(recall[1], where.inside("recall y")))
    ginger = obj.get("gingerbread")  # type: ignore[union-attr]
    if ginger is not None:
        _need(isinstance(ginger, dict), f"{where}: gingerbread must be an object with x, y and at", "object-with",
              where=where.inside("gingerbread"), keys=("x", "y", "at"))
        _keys(ginger, {"x", "y", "at"}, where.inside("gingerbread"))
        at = ginger.get("at")
        _need(isinstance(at, str) and at in ("N", "E", "S", "W"),
              f"{where}: gingerbread.at must be an edge N, E, S or W, not {quote(at)}", "not-edge",
              where=where.inside("gingerbread.at"), value=quote(at))
        ginger = CityChoice(_int(ginger.get("x"), where.inside("gingerbread.x")),
                            _int(ginger.get("y"), where.inside("gingerbread.y")), at)
    return player, Turn(placement, deploy, recall, ginger)


def load_scenario(source: str | bytes | dict) -> Scenario:
    """Read and replay a scenario document (JSON text or parsed); raise RecordError naming what is wrong."""
    doc = _document(source, "scenario", SCENARIO_FORMAT, SCENARIO_VERSION)
    _keys(doc, _SCENARIO_KEYS, "scenario")
    title = _text(doc.get("title", ""), "title", MAX_TITLE)
    description = _text(doc.get("description", ""), "description", MAX_DESCRIPTION)
    rules = _rules(doc.get("rules"))
    players = _players(doc.get("players"), rules)
    start = None
    if doc.get("start") is not None:
        _need(isinstance(doc["start"], dict), "start must be an object with tile, x, y and rot", "object-with",
              where="start", keys=("tile", "x", "y", "rot"))
        _keys(doc["start"], {"tile", "x", "y", "rot"}, "start")
        start = _placement(doc["start"], "start")
    turns = _list(doc.get("turns", []), "turns", MAX_TURNS)
    end = _bool(doc.get("end", False), "end")
    expect = doc.get("expect")
    expect_scores = None
    if expect is not None:
        _need(isinstance(expect, dict), "expect must be an object", "not-object", where="expect")
        _keys(expect, {"scores"}, "expect")
        if "scores" in expect:
            scores = expect["scores"]
            _need(isinstance(scores, dict), "expect.scores must be an object of player name to score", "not-scores",
                  where="expect.scores")
            for name, value in scores.items():
                _need(name in [p.name for p in players], f"expect.scores: {quote(name)} is not a player",
                      "not-a-player", where="expect.scores", value=quote(name))
                _int(value, f"expect.scores.{name}", -MAX_SCORE, MAX_SCORE)
            expect_scores = dict(scores)
    notes = _turn_notes(turns)
    lang = _lang(doc.get("lang", "en"))
    _need(not ("task" in doc and "tasks" in doc), "a scenario has task or tasks, not both", "task-and-tasks",
          where="tasks")
    asks = "task" if "task" in doc else "tasks" if "tasks" in doc else ""
    _need(not (end and asks), f"{asks}: a scenario that ends the game cannot ask for another turn",
          "task-after-end")
    follow = _next(doc["next"]) if "next" in doc else ""
    try:
        game = Game(players, seed=0, rules=rules, free=True, start=start)
    except CarcassonneError as exc:
        raise RecordError(str(exc), "game-refused", cause=exc) from None
    previous = -1
    for number, obj in enumerate(turns, 1):
        player, turn = _scenario_turn(obj, number, players, previous)
        try:
            game.play(turn, player)
        except CarcassonneError as exc:
            raise RecordError(f"turn {number}: {exc}", "refused", where=TurnPlace(number), cause=exc) from None
        previous = player
    tasks = _tasks(doc, game, (previous + 1) % len(players), rules.tile_sets) if asks else ()
    shape = (asks, tuple(len(task.wrong) for task in tasks))
    i18n = _i18n(doc["i18n"], len(turns), shape) if "i18n" in doc else {}
    if end:
        game.finish()
    return Scenario(game, title, description, end, expect_scores, doc, notes, tasks[0] if tasks else None, lang,
                    i18n, tasks, follow)


def scenario_turn_json(player: Player, turn: Turn) -> dict:
    out: dict = {"player": player.name, **_placement_json(turn.placement)}
    if turn.deploy:
        d = turn.deploy
        out["meeple"] = d.location if d.kind == "normal" else {"at": d.location, "kind": d.kind}
    if turn.recall:
        out["recall"] = list(turn.recall)
    if turn.gingerbread:
        g = turn.gingerbread
        out["gingerbread"] = {"x": g.x, "y": g.y, "at": g.at}
    return out


def dump_lesson(scenario: Scenario) -> dict:
    """A replayed scenario written back with its texts: notes on the turns, then task, lang and i18n."""
    return dump_scenario(scenario.game, scenario.title, scenario.description, scenario.expect_scores is not None,
                         notes=scenario.notes, teaching=teaching_json(scenario))


def dump_scenario(game: Game, title: str = "", description: str = "", expect: bool = True, *,
                  notes: tuple[str | None, ...] = (), teaching: dict | None = None) -> dict:
    """The game as a scenario document: it replays (in free mode) to the same board and scores.

    ``notes`` (one per turn, None for none) and ``teaching`` (from `teaching_json`) carry a lesson's texts.
    """
    doc: dict = {"format": SCENARIO_FORMAT, "version": SCENARIO_VERSION}
    if title:
        doc["title"] = title
    if description:
        doc["description"] = description
    doc["players"] = [{"name": p.name, "color": p.color} for p in game.players]
    doc["rules"] = {"farmers": game.rules.farmers, "expansions": list(game.rules.expansions)}
    doc["start"] = _placement_json(game.start)
    doc["turns"] = [scenario_turn_json(game.players[p], t) for p, t in game.turns]
    for turn_doc, note in zip(doc["turns"], notes):
        if note is not None:
            turn_doc["note"] = note
    doc["end"] = game.over
    if expect:
        doc["expect"] = {"scores": dict(zip(game.names, game.scores))}
    doc.update(teaching or {})
    return doc


# --- saves -----------------------------------------------------------------------------------------------

def dump_save(game: Game, **meta: object) -> dict:
    """The game record as a save document (JSON-ready).  ``meta`` (e.g. a saved-at time) is kept as is.

    It stores what replays the game, never the order of the tiles still in the bag: the seed, a game ``length``
    (a number), the turns.  Only a game built on an explicitly stacked bag (lessons, tests) stores that bag.
    ``finished`` is whether the game is over, kept across saves (a free game only ends when it is finished).
    """
    return {
        "format": SAVE_FORMAT, "version": SAVE_VERSION, **({"meta": meta} if meta else {}),
        "players": [{"name": p.name, "color": p.color} for p in game.players],
        "rules": {"farmers": game.rules.farmers, "expansions": list(game.rules.expansions)},
        "seed": game.seed, "free": game.free, "start": _placement_json(game.start),
        **({"bag": list(game.bag)} if game.stacked else {}),
        **({"length": game.length} if game.length is not None else {}),
        "turns": [{"player": p, "turn": str(t)} for p, t in game.turns],
        "finished": game.over,
    }


def _save_game(doc: dict, players: tuple[Player, ...], rules: Rules) -> Game:
    """The game a save starts from (before its turns): seed, mode, start tile, and a stacked bag or a length."""
    seed = _int(doc.get("seed"), "seed", -MAX_SEED, MAX_SEED)
    free = _bool(doc.get("free", False), "free")
    start_doc = doc.get("start")
    _need(isinstance(start_doc, dict), "start must be an object with tile, x, y and rot", "object-with",
          where="start", keys=("tile", "x", "y", "rot"))
    _keys(start_doc, {"tile", "x", "y", "rot"}, "start")  # type: ignore[arg-type]
    start = _placement(start_doc, "start")  # type: ignore[arg-type]
    bag = doc.get("bag")
    if bag is not None:
        for i, tile in enumerate(_list(bag, "bag", MAX_BAG, "a list of tile ids")):
            _tile(tile, f"bag[{i}]")
    length = doc.get("length")
    if length is not None:
        length = _int(length, "length", 1, MAX_BAG)
    try:
        game = Game(players, seed=seed, rules=rules, free=free, start=start, bag=bag, length=length)
    except CarcassonneError as exc:
        raise RecordError(str(exc), "game-refused", cause=exc) from None
    _need(free or game.drawn is not None,
          "bag: no tile of it can be placed, so the game could not go on" if bag else "bag: it is empty",
          "bag-stuck" if bag else "bag-empty")
    return game


def load_save(source: str | bytes | dict) -> Game:
    """Replay a save document; raise RecordError naming what is wrong (the save itself is not touched)."""
    doc = _document(source, "save", SAVE_FORMAT, SAVE_VERSION)
    _keys(doc, _SAVE_KEYS, "save")
    _need(isinstance(doc.get("meta", {}), dict), f"meta must be an object, not {quote(doc.get('meta'))}",
          "not-object", where="meta")
    rules = _rules(doc.get("rules"))
    players = _players(doc.get("players"), rules)
    turns = _list(doc.get("turns"), "turns", MAX_TURNS)
    finished = _bool(doc.get("finished", False), "finished")
    game = _save_game(doc, players, rules)
    for number, entry in enumerate(turns, 1):
        _need(isinstance(entry, dict) and isinstance(entry.get("turn"), str),
              f"turn {number}: must be an object with a 'turn' text", "not-save-turn", where=TurnPlace(number))
        _keys(entry, {"player", "turn"}, TurnPlace(number))
        player = _int(entry.get("player"), TurnPlace(number, "player"), 0, len(players) - 1)
        try:
            game.play(Turn.parse(entry["turn"]), player)
        except CarcassonneError as exc:
            raise RecordError(f"turn {number}: {exc}", "refused", where=TurnPlace(number), cause=exc) from None
    if finished and not game.over:
        game.finish()  # a game ended by hand (a free game, or one stopped early) stays ended
    return game


def save_json(game: Game, **meta: object) -> str:
    return json.dumps(dump_save(game, **meta), separators=(",", ":"))


@dataclass(frozen=True)
class SaveSummary:
    """What the saved-games list shows, recomputed by replaying the save (never the file's claimed scores).

    ``tiles_left`` and ``bag_size`` count the tiles of the bag (not the start tile; both 0 in a free game);
    ``meta`` is the file's own, kept for the page (`imported` reads its mark)."""

    names: tuple[str, ...]
    colors: tuple[str, ...]
    scores: tuple[int, ...]
    turns: int
    over: bool
    meta: dict = field(default_factory=dict, compare=False)
    expansions: tuple[str, ...] = ()
    farmers: bool = True
    free: bool = False
    tiles_left: int = 0
    bag_size: int = 0

    @property
    def imported(self) -> bool:
        """Whether the save was made by importing a file (``meta.imported``; saves from before say nothing)."""
        return self.meta.get("imported") is True


def save_summary(source: str | bytes | dict) -> SaveSummary:
    """Replay a save and sum it up for a list; RecordError exactly as `load_save`."""
    doc = _document(source, "save", SAVE_FORMAT, SAVE_VERSION)
    game = load_save(doc)
    meta = doc.get("meta", {})
    return SaveSummary(tuple(game.names), tuple(p.color for p in game.players), tuple(game.scores),
                       len(game.turns), game.over, dict(meta), expansions=tuple(game.rules.expansions),
                       farmers=game.rules.farmers, free=game.free, tiles_left=game.tiles_left,
                       bag_size=len(game.bag))
