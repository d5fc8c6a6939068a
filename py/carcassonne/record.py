"""Records: the versioned save format and the public scenario format.

A save is the game record itself (players, rules, seed, start, turns); loading it replays every turn, so a save
can never hold a state that the rules could not reach.  A scenario (`shared/spec/scenario-format.md`) is the same
idea in the public interchange format: turns name their tiles, and tile counts are not enforced.

Everything that reads a document raises `RecordError` with a message naming the key or turn and the reason;
nothing is partially applied, because a game is only handed back once every turn has replayed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from .errors import CarcassonneError, RecordError
from .game import DEFAULT_COLORS, EXPANSIONS, Game, Player, Rules
from .geometry import oriented
from .moves import CityChoice, Deployment, Placement, Turn
from .tiles import TILE_TYPES

SAVE_FORMAT, SAVE_VERSION = "carcassonne-save", 1
SCENARIO_FORMAT, SCENARIO_VERSION = "carcassonne-scenario", 1

_SCENARIO_KEYS = {"format", "version", "title", "description", "players", "rules", "start", "turns", "end", "expect",
                  "task", "lang", "i18n"}
_TURN_KEYS = {"player", "tile", "x", "y", "rot", "meeple", "recall", "gingerbread", "note"}


# --- small readers that name what is wrong ---------------------------------------------------------------

def _loads(text: str | bytes, what: str) -> object:
    try:
        return json.loads(text)
    except (ValueError, UnicodeDecodeError) as exc:
        raise RecordError(f"{what} is not valid JSON: {exc}") from None


def _document(source: str | bytes | dict, what: str, fmt: str, version: int) -> dict:
    """Parse a document and check its format and version; ``what`` names it in messages ("save", "scenario")."""
    doc = _loads(source, f"the {what}") if isinstance(source, (str, bytes)) else source
    _need(isinstance(doc, dict), f"the {what} must be a JSON object")
    _need(doc.get("format") == fmt, f"format must be {fmt!r}, not {doc.get('format')!r}")  # type: ignore[union-attr]
    _need(doc.get("version") == version,  # type: ignore[union-attr]
          f"{what} version {doc.get('version')!r} is not supported (this reads version {version})")  # type: ignore
    return doc  # type: ignore[return-value]


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise RecordError(message)


def _int(value: object, where: str) -> int:
    _need(isinstance(value, int) and not isinstance(value, bool), f"{where} must be a whole number, not {value!r}")
    return value  # type: ignore[return-value]


def _str(value: object, where: str) -> str:
    _need(isinstance(value, str) and value != "", f"{where} must be a non-empty string, not {value!r}")
    return value  # type: ignore[return-value]


def _keys(obj: dict, allowed: set[str], where: str) -> None:
    unknown = sorted(set(obj) - allowed)
    _need(not unknown, f"{where}: unknown key {unknown[0]!r}" if unknown else "")


def _rules(value: object, where: str = "rules") -> Rules:
    if value is None:
        return Rules()
    _need(isinstance(value, dict), f"{where} must be an object")
    _keys(value, {"farmers", "expansions"}, where)
    farmers = value.get("farmers", True)
    _need(isinstance(farmers, bool), f"{where}.farmers must be true or false, not {farmers!r}")
    expansions = value.get("expansions", [])
    _need(isinstance(expansions, list), f"{where}.expansions must be a list")
    for name in expansions:
        _need(name in EXPANSIONS, f"{where}.expansions: {name!r} is not one of {', '.join(EXPANSIONS)}")
    try:
        return Rules(farmers, tuple(expansions))
    except CarcassonneError as exc:
        raise RecordError(f"{where}.expansions: {exc}") from None


def _players(value: object, rules: Rules) -> tuple[Player, ...]:
    most = rules.max_players
    _need(isinstance(value, list) and 2 <= len(value) <= most,
          f"players must be a list of 2 to {most} names" + (" (6 only with inns-cathedrals)" if most == 5 else ""))
    out = []
    for i, p in enumerate(value):  # type: ignore[arg-type]
        if isinstance(p, dict):
            _keys(p, {"name", "color"}, f"players[{i}]")
            out.append(Player(_str(p.get("name"), f"players[{i}].name"),
                              _str(p.get("color", DEFAULT_COLORS[i]), f"players[{i}].color")))
        else:
            out.append(Player(_str(p, f"players[{i}]"), DEFAULT_COLORS[i]))
    names = [p.name for p in out]
    _need(len(set(names)) == len(names), f"players: two players are called the same ({names!r})")
    return tuple(out)


def _placement(obj: dict, where: str) -> Placement:
    tile = _str(obj.get("tile"), f"{where}: tile")
    x, y = _int(obj.get("x"), f"{where}: x"), _int(obj.get("y"), f"{where}: y")
    rot = obj.get("rot", 0)
    _need(rot in (0, 90, 180, 270) and not isinstance(rot, bool), f"{where}: rot must be 0, 90, 180 or 270, not {rot!r}")
    return Placement(tile, x, y, rot)


def _placement_json(p: Placement) -> dict:
    return {"tile": p.tile, "x": p.x, "y": p.y, "rot": p.rot}


# --- teaching keys (a turn's note, task, lang, i18n): the texts and question of a lesson -----------------

LANGUAGES = ("en", "de")
_PARTIAL_KEYS = {"x", "y", "rot", "meeple"}
_TASK_KEYS = {"prompt", "player", "tile", "right", "success", "hint"}
_TASK_TEXT_KEYS = ("prompt", "success", "hint")
_LOCAL_KEYS = {"title", "description", "notes", "task"}


@dataclass(frozen=True, slots=True)
class TaskTexts:
    """The words of a task in one language ("" where there are none)."""

    prompt: str = ""
    success: str = ""
    hint: str = ""

    def over(self, base: "TaskTexts") -> "TaskTexts":
        return TaskTexts(self.prompt or base.prompt, self.success or base.success, self.hint or base.hint)


@dataclass(frozen=True, slots=True)
class LocalTexts:
    """Every text of a scenario in one language: what a viewer shows beside the board."""

    title: str = ""
    description: str = ""
    notes: tuple[str | None, ...] = ()
    task: TaskTexts = TaskTexts()

    def over(self, base: "LocalTexts") -> "LocalTexts":
        """These texts where given, the base's elsewhere (a missing translation shows the original)."""
        notes = tuple(mine if mine is not None else theirs
                      for mine, theirs in zip(self.notes or (None,) * len(base.notes), base.notes))
        return LocalTexts(self.title or base.title, self.description or base.description, notes,
                          self.task.over(base.task))


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
class Task:
    """A question after the last turn: which tile the learner places, as which player, and the right answers."""

    prompt: str
    player: int
    tile: str
    right: tuple[PartialTurn, ...]
    success: str = ""
    hint: str = ""

    @property
    def texts(self) -> TaskTexts:
        return TaskTexts(self.prompt, self.success, self.hint)


def _meeple_json(d: Deployment) -> str | dict:
    return d.location if d.kind == "normal" else {"at": d.location, "kind": d.kind}


def _deployment(meeple: object, where: str) -> Deployment:
    try:
        if isinstance(meeple, str):
            return Deployment(meeple)
        _need(isinstance(meeple, dict), f"{where} must be a location or an object with 'at' and 'kind'")
        _keys(meeple, {"at", "kind"}, where)  # type: ignore[arg-type]
        return Deployment(_str(meeple.get("at"), f"{where}.at"), meeple.get("kind", "normal"))  # type: ignore
    except RecordError:
        raise
    except CarcassonneError as exc:
        raise RecordError(f"{where}: {exc}") from None


def _text(value: object, where: str) -> str:
    _need(isinstance(value, str), f"{where} must be a string, not {type(value).__name__}")
    return value  # type: ignore[return-value]


def _turn_notes(turns: list) -> tuple[str | None, ...]:
    """Each turn's `note` (None where it has none); a note that is not text is refused by turn number."""
    return tuple(_text(t["note"], f"turn {n}: note") if isinstance(t, dict) and "note" in t else None
                 for n, t in enumerate(turns, 1))


def _partial_turn(value: object, where: str) -> PartialTurn:
    _need(isinstance(value, dict), f"{where} must be an object with any of x, y, rot, meeple")
    _keys(value, _PARTIAL_KEYS, where)  # type: ignore[arg-type]
    x = _int(value["x"], f"{where}.x") if "x" in value else None  # type: ignore[operator,index]
    y = _int(value["y"], f"{where}.y") if "y" in value else None  # type: ignore[operator,index]
    rot = value.get("rot")  # type: ignore[union-attr]
    _need(rot is None or (rot in (0, 90, 180, 270) and not isinstance(rot, bool)),
          f"{where}.rot must be 0, 90, 180 or 270, not {rot!r}")
    deploy = _deployment(value["meeple"], f"{where}.meeple") if "meeple" in value else None  # type: ignore
    return PartialTurn(x, y, rot, deploy)


def _task(value: object, names: list[str], default_player: int, tile_sets: tuple[str, ...]) -> Task:
    _need(isinstance(value, dict), "task must be an object with prompt, tile and right")
    _keys(value, _TASK_KEYS, "task")  # type: ignore[arg-type]
    prompt = _str(value.get("prompt"), "task.prompt")  # type: ignore[union-attr]
    player = default_player
    if "player" in value:  # type: ignore[operator]
        name = value["player"]  # type: ignore[index]
        _need(name in names, f"task.player {name!r} is not one of {', '.join(names)}")
        player = names.index(name)
    tile = _str(value.get("tile"), "task.tile")  # type: ignore[union-attr]
    _need(tile in TILE_TYPES, f"task.tile {tile!r} is not a tile id")
    _need(TILE_TYPES[tile].set in tile_sets, f"task.tile {tile} is not in this game's tile sets")
    right = value.get("right")  # type: ignore[union-attr]
    _need(isinstance(right, list) and len(right) > 0, "task.right must be a non-empty list of partial turns")
    answers = tuple(_partial_turn(r, f"task.right[{i}]") for i, r in enumerate(right))  # type: ignore[arg-type]
    success = _text(value.get("success", ""), "task.success")  # type: ignore[union-attr]
    hint = _text(value.get("hint", ""), "task.hint")  # type: ignore[union-attr]
    return Task(prompt, player, tile, answers, success, hint)


def _local_texts(value: object, where: str, turns: int, has_task: bool) -> LocalTexts:
    _need(isinstance(value, dict), f"{where} must be an object with any of title, description, notes, task")
    _keys(value, _LOCAL_KEYS, where)  # type: ignore[arg-type]
    title = _text(value.get("title", ""), f"{where}.title")  # type: ignore[union-attr]
    description = _text(value.get("description", ""), f"{where}.description")  # type: ignore[union-attr]
    notes: tuple[str | None, ...] = ()
    if "notes" in value:  # type: ignore[operator]
        raw = value["notes"]  # type: ignore[index]
        _need(isinstance(raw, list) and len(raw) == turns,
              f"{where}.notes must be a list of one text (or null) per turn: {turns}")
        notes = tuple(None if n is None else _text(n, f"{where}.notes[{i}]") for i, n in enumerate(raw))
    task = TaskTexts()
    if "task" in value:  # type: ignore[operator]
        raw = value["task"]  # type: ignore[index]
        _need(has_task, f"{where}.task: the scenario has no task")
        _need(isinstance(raw, dict), f"{where}.task must be an object with any of prompt, success, hint")
        _keys(raw, set(_TASK_TEXT_KEYS), f"{where}.task")
        task = TaskTexts(*(_text(raw.get(k, ""), f"{where}.task.{k}") for k in _TASK_TEXT_KEYS))
    return LocalTexts(title, description, notes, task)


def _lang(value: object) -> str:
    _need(value in LANGUAGES, f"lang must be one of {', '.join(LANGUAGES)}, not {value!r}")
    return value  # type: ignore[return-value]


def _i18n(value: object, turns: int, has_task: bool) -> dict[str, LocalTexts]:
    _need(isinstance(value, dict), "i18n must be an object of language to texts, e.g. {\"de\": {...}}")
    for lang in value:  # type: ignore[union-attr]
        _need(lang in LANGUAGES, f"i18n: language {lang!r} is not one of {', '.join(LANGUAGES)}")
    return {lang: _local_texts(texts, f"i18n.{lang}", turns, has_task)
            for lang, texts in value.items()}  # type: ignore[union-attr]


def _local_json(texts: LocalTexts) -> dict:
    out: dict = {}
    if texts.title:
        out["title"] = texts.title
    if texts.description:
        out["description"] = texts.description
    if any(n is not None for n in texts.notes):
        out["notes"] = list(texts.notes)
    task = {k: getattr(texts.task, k) for k in _TASK_TEXT_KEYS if getattr(texts.task, k)}
    if task:
        out["task"] = task
    return out


def teaching_json(scenario: "Scenario") -> dict:
    """The scenario's top-level teaching keys (task, lang, i18n) as JSON; notes go on the turns."""
    out: dict = {}
    task = scenario.task
    if task is not None:
        out["task"] = {"prompt": task.prompt, "player": scenario.game.names[task.player], "tile": task.tile,
                       "right": [r.to_json() for r in task.right],
                       **({"success": task.success} if task.success else {}),
                       **({"hint": task.hint} if task.hint else {})}
    if scenario.lang != "en" or scenario.i18n:
        out["lang"] = scenario.lang
    if scenario.i18n:
        out["i18n"] = {lang: _local_json(texts) for lang, texts in scenario.i18n.items()}
    return out


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
    task: Task | None = None
    lang: str = "en"
    i18n: dict[str, LocalTexts] = field(default_factory=dict)

    def texts(self, lang: str | None = None) -> LocalTexts:
        """Title, description, notes and task texts in a language, each falling back to the file's own text."""
        own = LocalTexts(self.title, self.description, self.notes, self.task.texts if self.task else TaskTexts())
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
    where = f"turn {number}"
    _need(isinstance(obj, dict), f"{where}: a turn must be an object")
    _keys(obj, _TURN_KEYS, where)  # type: ignore[arg-type]
    names = [p.name for p in players]
    if "player" in obj:  # type: ignore[operator]
        name = obj["player"]  # type: ignore[index]
        _need(name in names, f"{where}: player {name!r} is not one of {', '.join(names)}")
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
            _keys(meeple, {"at", "kind"}, f"{where}: meeple")
            deploy = Deployment(_str(meeple.get("at"), f"{where}: meeple.at"), meeple.get("kind", "normal"))
        else:
            _need(meeple is None, f"{where}: meeple must be a location or an object with 'at' and 'kind'")
    except CarcassonneError as exc:
        raise RecordError(f"{where}: meeple: {exc}") from None
    recall = obj.get("recall")  # type: ignore[union-attr]
    if recall is not None:
        _need(isinstance(recall, list) and len(recall) == 2, f"{where}: recall must be [x, y]")
        recall = (_int(recall[0], f"{where}: recall x"), _int(recall[1], f"{where}: recall y"))
    ginger = obj.get("gingerbread")  # type: ignore[union-attr]
    if ginger is not None:
        _need(isinstance(ginger, dict), f"{where}: gingerbread must be an object with x, y and at")
        _keys(ginger, {"x", "y", "at"}, f"{where}: gingerbread")
        at = ginger.get("at")
        _need(at in ("N", "E", "S", "W"), f"{where}: gingerbread.at must be an edge N, E, S or W, not {at!r}")
        ginger = CityChoice(_int(ginger.get("x"), f"{where}: gingerbread.x"),
                            _int(ginger.get("y"), f"{where}: gingerbread.y"), at)
    return player, Turn(placement, deploy, recall, ginger)


def load_scenario(source: str | bytes | dict) -> Scenario:
    """Read and replay a scenario document (JSON text or parsed); raise RecordError naming what is wrong."""
    doc = _document(source, "scenario", SCENARIO_FORMAT, SCENARIO_VERSION)
    _keys(doc, _SCENARIO_KEYS, "scenario")
    title = doc.get("title", "")
    description = doc.get("description", "")
    _need(isinstance(title, str), "title must be a string")
    _need(isinstance(description, str), "description must be a string")
    rules = _rules(doc.get("rules"))
    players = _players(doc.get("players"), rules)
    start = None
    if doc.get("start") is not None:
        _need(isinstance(doc["start"], dict), "start must be an object with tile, x, y and rot")
        _keys(doc["start"], {"tile", "x", "y", "rot"}, "start")
        start = _placement(doc["start"], "start")
    turns = doc.get("turns", [])
    _need(isinstance(turns, list), "turns must be a list")
    end = doc.get("end", False)
    _need(isinstance(end, bool), f"end must be true or false, not {end!r}")
    expect = doc.get("expect")
    expect_scores = None
    if expect is not None:
        _need(isinstance(expect, dict), "expect must be an object")
        _keys(expect, {"scores"}, "expect")
        if "scores" in expect:
            scores = expect["scores"]
            _need(isinstance(scores, dict), "expect.scores must be an object of player name to score")
            for name, value in scores.items():
                _need(name in [p.name for p in players], f"expect.scores: {name!r} is not a player")
                _int(value, f"expect.scores.{name}")
            expect_scores = dict(scores)
    notes = _turn_notes(turns)
    lang = _lang(doc.get("lang", "en"))
    i18n = _i18n(doc["i18n"], len(turns), "task" in doc) if "i18n" in doc else {}
    _need(not (end and "task" in doc), "task: a scenario that ends the game cannot ask for another turn")
    try:
        game = Game(players, seed=0, rules=rules, free=True, start=start)
    except CarcassonneError as exc:
        raise RecordError(str(exc)) from None
    previous = -1
    for number, obj in enumerate(turns, 1):
        player, turn = _scenario_turn(obj, number, players, previous)
        try:
            game.play(turn, player)
        except CarcassonneError as exc:
            raise RecordError(f"turn {number}: {exc}") from None
        previous = player
    task = None
    if "task" in doc:
        task = _task(doc["task"], game.names, (previous + 1) % len(players), rules.tile_sets)
    if end:
        game.finish()
    return Scenario(game, title, description, end, expect_scores, doc, notes, task, lang, i18n)


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
    """The game record as a save document (JSON-ready).  ``meta`` (e.g. a saved-at time) is kept as is."""
    return {
        "format": SAVE_FORMAT, "version": SAVE_VERSION, **({"meta": meta} if meta else {}),
        "players": [{"name": p.name, "color": p.color} for p in game.players],
        "rules": {"farmers": game.rules.farmers, "expansions": list(game.rules.expansions)},
        "seed": game.seed, "free": game.free, "start": _placement_json(game.start),
        **({"bag": list(game.bag)} if game.stacked else {}),
        "turns": [{"player": p, "turn": str(t)} for p, t in game.turns],
        "finished": game.free and game.over,
    }


def load_save(source: str | bytes | dict) -> Game:
    """Replay a save document; raise RecordError naming what is wrong (the save itself is not touched)."""
    doc = _document(source, "save", SAVE_FORMAT, SAVE_VERSION)
    rules = _rules(doc.get("rules"))
    players = _players(doc.get("players"), rules)
    seed = _int(doc.get("seed"), "seed")
    free = doc.get("free", False)
    _need(isinstance(free, bool), "free must be true or false")
    start_doc = doc.get("start")
    _need(isinstance(start_doc, dict), "start must be an object with tile, x, y and rot")
    start = _placement(start_doc, "start")  # type: ignore[arg-type]
    turns = doc.get("turns")
    _need(isinstance(turns, list), "turns must be a list")
    bag = doc.get("bag")
    _need(bag is None or (isinstance(bag, list) and all(isinstance(t, str) for t in bag)),
          "bag must be a list of tile ids")
    try:
        game = Game(players, seed=seed, rules=rules, free=free, start=start, bag=bag)
    except CarcassonneError as exc:
        raise RecordError(str(exc)) from None
    for number, entry in enumerate(turns, 1):  # type: ignore[arg-type]
        _need(isinstance(entry, dict) and isinstance(entry.get("turn"), str),
              f"turn {number}: must be an object with a 'turn' text")
        player = _int(entry.get("player"), f"turn {number}: player")
        try:
            game.play(Turn.parse(entry["turn"]), player)
        except CarcassonneError as exc:
            raise RecordError(f"turn {number}: {exc}") from None
    if doc.get("finished") and not game.over:
        game.finish()
    return game


def save_json(game: Game, **meta: object) -> str:
    return json.dumps(dump_save(game, **meta), separators=(",", ":"))
