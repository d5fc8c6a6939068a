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
from .moves import CityChoice, Deployment, Placement, Turn

SAVE_FORMAT, SAVE_VERSION = "carcassonne-save", 1
SCENARIO_FORMAT, SCENARIO_VERSION = "carcassonne-scenario", 1

_SCENARIO_KEYS = {"format", "version", "title", "description", "players", "rules", "start", "turns", "end", "expect"}
_TURN_KEYS = {"player", "tile", "x", "y", "rot", "meeple", "recall", "gingerbread"}


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
    if end:
        game.finish()
    return Scenario(game, title, description, end, expect_scores, doc)


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


def dump_scenario(game: Game, title: str = "", description: str = "", expect: bool = True) -> dict:
    """The game as a scenario document: it replays (in free mode) to the same board and scores."""
    doc: dict = {"format": SCENARIO_FORMAT, "version": SCENARIO_VERSION}
    if title:
        doc["title"] = title
    if description:
        doc["description"] = description
    doc["players"] = [{"name": p.name, "color": p.color} for p in game.players]
    doc["rules"] = {"farmers": game.rules.farmers, "expansions": list(game.rules.expansions)}
    doc["start"] = _placement_json(game.start)
    doc["turns"] = [scenario_turn_json(game.players[p], t) for p, t in game.turns]
    doc["end"] = game.over
    if expect:
        doc["expect"] = {"scores": dict(zip(game.names, game.scores))}
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
