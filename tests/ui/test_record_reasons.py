"""`ui.record_reasons`: why a save, a scenario or an `s` is refused, in English and German, from the engine's codes.

Three checks: every code's message renders in both languages with its params filled in; every raise site of the
readers gives a code the table knows (read from the engine's source); and a corpus of damaged documents (the
saves and scenarios of the tests and lessons, each value in turn replaced by a hostile one, keys dropped and
added, turn texts garbled, the JSON text cut, nested, mis-encoded) fed to every reader only ever meets refusals
the page words itself, never the English fallback.
"""

from __future__ import annotations

import ast
import copy
import json
import re
import zlib
from collections import Counter
from pathlib import Path

import pytest

from carcassonne import CarcassonneError, IllegalMoveError, ParseError, RecordError
from carcassonne.errors import TurnPlace
from carcassonne import Game, Player
from carcassonne.record import load_save, load_scenario, save_json, save_summary
from carcassonne.teaching import decode_s, encode_s
from carcassonne.untrusted import check_value, load_json
from ui import i18n
from ui.record_reasons import DOCUMENTS, LITERALS, REASONS, WRAPPERS, is_known, place_text
from ui.record_reasons import document_error_text as reason_text

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "py" / "carcassonne"
PLACEHOLDER = re.compile(r"\{(\w+)\}")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def both(error) -> tuple[str, str]:
    i18n.set_language("en")
    english = reason_text(error)
    i18n.set_language("de")
    return english, reason_text(error)


# --- every code, in both languages ------------------------------------------------------------------------

def _example_params(code: str) -> dict:
    """Params for a code's message: each placeholder a recognisable value (a count of 3 for plurals)."""
    wording = REASONS[code]
    names = set(PLACEHOLDER.findall(" ".join(wording) if isinstance(wording, tuple) else wording))
    params: dict = {}
    for name in names - set(LITERALS):
        if name in ("what", "where"):
            params[name] = "players[7].qq"
        elif name == "reason":
            params["cause"] = RecordError("the number 'Q77' is too large", "number-too-large", value="'Q77'")
        elif name in ("choices", "keys"):
            params[name] = ("aa1", "bb2", "cc3")
        elif name == "problem":
            params[name] = "Expecting value"
        else:
            params[name] = 3 if name == "count" else f"<{name}9>"
    return params


@pytest.mark.parametrize("code", sorted(REASONS))
def test_every_code_renders_in_english_and_german_with_its_params(code):
    params = _example_params(code)
    error = RecordError("the engine's English", code, **params)
    english, german = both(error)
    assert english != "the engine's English", "the table words it, not the engine's message"
    for text in (english, german):
        assert not PLACEHOLDER.search(text), text  # every placeholder filled
        for name, value in params.items():
            if name == "cause":
                assert "Q77" in text
            elif name in ("choices", "keys"):
                assert all(v in text for v in value)
            elif name not in ("what", "where", "problem"):
                assert str(value) in text, (name, text)
    if "where" in params or "what" in params:
        assert "players[7].qq" in english and "players[7].qq" in german
    assert english != german
    assert is_known(error)


def test_places_and_json_problems_are_worded_in_german():
    i18n.set_language("de")
    assert place_text("the save") == "der Spielstand"
    assert place_text(TurnPlace(3)) == "Zug 3"
    assert place_text(TurnPlace(12).inside("gingerbread").inside("at")) == "Zug 12: gingerbread.at"
    assert place_text("task.right[0].rot") == "task.right[0].rot", "a key path is the format's own name"
    assert all(place_text(where) != msgid for where, msgid in DOCUMENTS.items())
    error = RecordError("", "json-syntax", what="the file", problem="Expecting ',' delimiter", line=2, column=5)
    assert reason_text(error) == "die Datei ist kein gültiges JSON: ein „,“ fehlt in Zeile 2, Spalte 5"


def test_a_damaged_turn_is_named_by_the_number_the_engine_gives_as_data():
    """The turn and the key inside it come as data (`TurnPlace`), not read back from the English with a pattern."""
    save = json.loads(save_json(Game([Player("Ann", "red"), Player("Ben", "blue")], seed=3)))
    save["turns"] = [{"player": 0, "turn": "nonsense"}, {"player": 0, "turn": "x"}]
    with pytest.raises(RecordError) as caught:
        load_save(save)
    where = caught.value.params["where"]
    assert (where.turn, where.key) == (1, "") and str(caught.value).startswith("turn 1: ")
    save["turns"] = [{"player": 9, "turn": "x"}]
    with pytest.raises(RecordError) as caught:
        load_save(save)
    where = caught.value.params["where"]
    assert (where.turn, where.key) == (1, "player") and str(caught.value).startswith("turn 1: player must be")
    i18n.set_language("de")
    assert reason_text(caught.value).startswith("Zug 1: player ")
    scenario = {"format": "carcassonne-scenario", "version": 1, "players": ["A", "B"],
                "turns": [{"tile": "U", "x": 1, "y": 0, "rot": 0, "gingerbread": {"x": 0, "y": 0, "at": "Q"}}]}
    with pytest.raises(RecordError) as caught:
        load_scenario(scenario)
    where = caught.value.params["where"]
    assert (where.turn, where.key) == (1, "gingerbread.at") and str(where) == "turn 1: gingerbread.at"
    assert reason_text(caught.value).startswith("Zug 1: gingerbread.at ")
    assert copy.deepcopy(where) == where and copy.deepcopy(where).turn == 1
    source = (ROOT / "py" / "ui" / "record_reasons.py").read_text(encoding="utf-8")
    assert "import re" not in source and "re.compile" not in source


def test_a_refused_move_inside_a_save_is_worded_by_the_rules_refusals():
    move = IllegalMoveError("tile E at (0, -1) rotation 90: its south edge (field) meets a city", "edge-mismatch",
                            edge="south", have="field", want="city")
    error = RecordError(f"turn 4: {move}", "refused", where=TurnPlace(4), cause=move)
    assert both(error) == ("turn 4: its south edge (field) meets a city",
                           "Zug 4: ihre Südkante (Wiese) trifft auf eine Stadt")


def test_an_error_without_a_known_code_falls_back_to_the_engine_and_says_so():
    for error in (RecordError("something new"), RecordError("something new", "no-such-code"),
                  RecordError("x", "refused", where=TurnPlace(1), cause=RecordError("something new")),
                  RecordError("x", "json-syntax", what="the file", problem="Something new", line=1, column=1)):
        assert not is_known(error)
    assert reason_text(RecordError("something new")) == "something new"


# --- every raise site has a code the table knows ------------------------------------------------------------

READERS = ("record.py", "untrusted.py", "teaching.py", "moves.py", "game.py")


def _raise_sites():
    """(file:line, code expression) of every RecordError/ParseError made and every `_need` in the readers, and of
    the IllegalMoveErrors given a code (the rules' own refusals are `ui.explain`'s, read from their text)."""
    for name in READERS:
        tree = ast.parse((ENGINE / name).read_text(encoding="utf-8"))
        forwarding = {id(node) for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) and f.name == "_need"
                      for node in ast.walk(f)}  # `_need` raises the code it was given: its callers are checked
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)) or id(node) in forwarding:
                continue
            called, where = node.func.id, f"{name}:{node.lineno}"
            if called in ("RecordError", "ParseError"):
                yield where, node.args[1] if len(node.args) > 1 else None
            elif called == "_need":
                yield where, node.args[2] if len(node.args) > 2 else None
            elif called == "IllegalMoveError" and len(node.args) > 1:
                yield where, node.args[1]


def _codes(expr) -> list:
    if isinstance(expr, ast.Constant):
        return [expr.value]
    if isinstance(expr, ast.IfExp):
        return _codes(expr.body) + _codes(expr.orelse)
    return [None]


def test_every_raise_site_of_the_readers_gives_a_code_the_page_words():
    sites = list(_raise_sites())
    assert len(sites) > 100
    missing = [(where, code) for where, expr in sites for code in _codes(expr)
               if code not in REASONS and code not in WRAPPERS]
    assert missing == []


# --- a corpus of damaged documents ----------------------------------------------------------------------------

HOSTILE = (None, True, 0, -1, 1.5, 10**30, "", "<b>x</b>", "ZZ9", [], [1, 2], {}, {"at": "Q"}, "x" * 300,
           {"x": 0, "y": 0, "at": "Q"})
TURN_TEXTS = ("", " ", "E", "E@0", "E@0,1r45", "ZZ9@0,1r0", "ABCDEFGHIJ@0,1r0", "E@0,99999999r0", "E@0,1r0 +Q",
              "E@0,1r0 +N:giant", "E@0,1r0 N", "E@0,1r0 ~1,2", "E@0,1r0 ^1", "E@5,5r0", "E@0,1r0 +N +S", "x" * 300)


def _documents() -> list[tuple[str, dict]]:
    saves = [("save", json.loads(p.read_text())) for p in sorted((ROOT / "tests/data/saves").glob("v1-*.json"))]
    lessons = [("scenario", json.loads(p.read_text())) for p in sorted((ROOT / "static/lessons").glob("*.json"))]
    scenarios = [("scenario", json.loads(p.read_text()))
                 for p in sorted((ROOT / "tests/scenarios").rglob("*.json"))]
    teaching = [doc for doc in lessons if "task" in doc[1] and "i18n" in doc[1]][:1]
    ginger = [doc for doc in lessons if any("gingerbread" in t for t in doc[1].get("turns", []))][:1]
    return saves[:1] + teaching + ginger + scenarios[:1]


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _paths(child, path + (key,))
    elif isinstance(value, list):
        for i, child in enumerate(value[:3]):
            yield from _paths(child, path + (i,))


def _replaced(doc, path, new):
    out = copy.deepcopy(doc)
    target = out
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = new
    return out


def _dropped(doc, path):
    out = copy.deepcopy(doc)
    target = out
    for step in path[:-1]:
        target = target[step]
    del target[path[-1]]
    return out


def _mutations(kind: str, doc: dict):
    """Hostile values everywhere, keys dropped and added, a save's turn texts garbled, the JSON text damaged."""
    for n, path in enumerate(list(_paths(doc))[1:]):
        for bad in HOSTILE[n % 3::3]:  # a third of them per value (the corpus stays quick), all of them overall
            yield _replaced(doc, path, bad)
        yield _dropped(doc, path)
        parent = path[:-1]
        holder = doc
        for step in parent:
            holder = holder[step]
        if isinstance(holder, dict):
            yield _replaced(doc, parent + ("zz",), 1)
    if kind == "save":
        for i in range(min(3, len(doc.get("turns", [])))):
            for text in TURN_TEXTS:
                yield _replaced(doc, ("turns", i, "turn"), text)
        yield _replaced(doc, ("seed",), 2**64)
        yield {**doc, "free": True, "length": 3}
        yield {**doc, "length": 400}
        yield {**doc, "bag": ["Q"]}
        yield {**doc, "bag": []}
        yield {**doc, "bag": ["C"], "turns": [], "start": {"tile": "RA", "x": 0, "y": 0, "rot": 0}}
        yield {**doc, "start": {"tile": "ZZ9", "x": 0, "y": 0, "rot": 0}}
        yield {**doc, "turns": [{}] * 1001}
    else:
        yield {**doc, "turns": [{"tile": "E", "x": 0, "y": 1, "gingerbread": {"x": 0, "y": 0, "at": "Q"}}]}
        if "task" in doc:
            yield _replaced(doc, ("task", "tile"), "RA")
        yield {**doc, "i18n": {"de": {"notes": []}}}
        yield {**doc, "end": True, "task": {"prompt": "?", "tile": "E", "right": [{}]}}
        yield {**doc, "rules": {"expansions": ["river", "river"]}}
    yield {**doc, "players": ["A"]}
    yield {**doc, "players": ["A"], "rules": {"expansions": ["inns-cathedrals"]}}
    text = json.dumps(doc)
    for cut in (1, 2, len(text) // 3, len(text) // 2, len(text) - 1):
        yield text[:cut]
    yield text + "x"
    yield text.replace(":", "=", 1)
    yield text.replace('"', "'", 2)
    yield text[:-1] + ",}"
    yield "\ufeff" + text
    yield text.replace('"format"', '"for\\qmat"', 1)
    yield text.replace('"format"', '"for\\u12mat"', 1)
    yield text.replace('"format"', '"for\nmat"', 1)
    yield text.replace("1", "1" * 40, 1)
    yield text.replace("1", "1e999", 1)
    yield text.replace("1", "NaN", 1)
    yield text.replace('"format"', '"format": 0, "format"', 1)
    yield "[" * 40 + "]" * 40
    yield text.encode("utf-8")[:-3] + b"\xff\xfe"
    yield text + " " * 1_000_001
    yield 42


def _refusals():
    """Every refusal the readers give to the corpus (a reader meeting its own document type and the other's)."""
    for kind, doc in _documents():
        readers = (load_save, save_summary) if kind == "save" else (load_scenario,)
        for mutated in _mutations(kind, doc):
            for reader in readers:
                try:
                    reader(mutated)
                except CarcassonneError as exc:
                    yield exc
            break_scenario = load_scenario if kind == "save" else load_save
            if not isinstance(mutated, dict):
                try:
                    break_scenario(mutated)
                except CarcassonneError as exc:
                    yield exc
    for value in ({1: 2}, {"a": float("nan")}, {"a": 10**40}, {"a": object()}, [[[[[]]]]], {"a": "x" * 50},
                  list(range(30))):
        try:
            check_value(value, "the scenario", max_depth=3, max_items=20, max_chars=20)
        except CarcassonneError as exc:
            yield exc
    yield from _task_refusals()
    try:
        load_json(b"x" * 30, "the file", max_bytes=20)
    except CarcassonneError as exc:
        yield exc
    good = encode_s(json.dumps({"format": "carcassonne-scenario", "version": 1, "players": ["A", "B"]}))
    raw = zlib.compressobj(9, zlib.DEFLATED, -15)
    bomb = raw.compress(b" " * 3_000_000) + raw.flush()
    for s in ("", "a" * 300_000, "ab!c", "abcde", good[:-4], good + "AAAA", "////", "gA",
              _b64(b"\xff\xfe"), _b64(bomb), _deflated_b64(b"\xff\xfe")):
        try:
            decode_s(s)
        except CarcassonneError as exc:
            yield exc


def _format_11_refusals():
    """A 1.1 lesson (tasks, wrong, next) damaged where only 1.1 keys are read, and a task asked that it lacks."""
    from carcassonne import teaching

    doc = json.loads((ROOT / "tests/scenarios/teaching/two-tasks-with-mistakes.json").read_text())
    damages = [("task", doc["tasks"][0]), ("tasks", []), ("next", "https://example.com/a.json")]
    for key, value in damages:
        yield {**doc, key: value}
    german = doc["i18n"]["de"]
    yield {**doc, "i18n": {"de": {**german, "tasks": german["tasks"][:1]}}}
    yield {**doc, "i18n": {"de": {**german, "tasks": [{**german["tasks"][0], "wrong": []}, german["tasks"][1]]}}}
    one = {k: v for k, v in doc.items() if k != "tasks"}
    yield {**one, "task": doc["tasks"][0]}
    try:
        teaching.check_answer(load_scenario(doc), "E@0,-1r180", index=5)
    except CarcassonneError as exc:
        yield exc


def _task_refusals():
    """A lesson asked for its answer without a task, or with right answers no legal turn matches."""
    from carcassonne import teaching

    for damaged in _format_11_refusals():
        if isinstance(damaged, CarcassonneError):
            yield damaged
            continue
        try:
            load_scenario(damaged)
        except CarcassonneError as exc:
            yield exc

    doc = json.loads((ROOT / "static/lessons/roads.json").read_text())
    without = {k: v for k, v in doc.items() if k not in ("task", "tasks", "i18n")}
    impossible = copy.deepcopy(doc)
    if "task" in impossible:
        impossible["task"]["right"] = [{"x": 50, "y": 50}]
    for task in impossible.get("tasks", []):
        task["right"] = [{"x": 50, "y": 50}]
    try:
        teaching.answer_turn(load_scenario(without))
    except CarcassonneError as exc:
        yield exc
    try:  # refused when it is loaded: "Show answer" can never fail
        load_scenario(impossible)
    except CarcassonneError as exc:
        yield exc


def _b64(data: bytes) -> str:
    import base64

    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _deflated_b64(data: bytes) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return _b64(packer.compress(data) + packer.flush())


@pytest.fixture(scope="module")
def refusals() -> list[CarcassonneError]:
    return list(_refusals())


def test_every_refusal_of_a_damaged_document_has_a_code_the_page_words(refusals):
    unknown = Counter(f"{type(e).__name__} {getattr(e, 'code', None)}: {str(e)[:90]}"
                      for e in refusals if not is_known(e))
    assert unknown == Counter()
    assert all(isinstance(e, RecordError) for e in refusals), "readers raise RecordError only"


def test_the_corpus_reaches_most_codes_and_is_worded_in_german(refusals):
    def codes(error):
        params = getattr(error, "params", {}) or {}
        inner = codes(params["cause"]) if "cause" in params else set()
        return {error.code} | inner if error.code else inner

    reached = set().union(*(codes(e) for e in refusals))
    print(f"{len(refusals)} refusals, {len(reached)} of {len(REASONS)} codes")
    # refusals no document reaches: a reader checks first (the game's own checks), or only a program's call does
    programmatic = {"move-not-text", "move-value", "move-coordinate", "move-deployment", "move-edge", "not-document",
                    "not-json-text", "json-other", "game-player", "game-seed", "game-length", "game-player-count",
                    "game-expansion-unsupported", "game-expansion", "same-names", "s-not-base64",
                    "no-right-answer"}  # (a task changed after loading: a loaded one always has an answer)
    assert set(REASONS) - reached <= programmatic, sorted(set(REASONS) - reached - programmatic)
    i18n.set_language("de")
    sample = {e.code: e for e in refusals}
    for error in sample.values():
        german = reason_text(error)
        i18n.set_language("en")
        english = reason_text(error)
        i18n.set_language("de")
        assert german != english, (error.code, german)
        assert "<" not in german or "<b>" in str(error) or "<a whole number" in str(error)


def test_the_english_message_of_the_engine_is_unchanged(refusals):
    """The code is beside the message: str() is what it always was (the CLI, the tests, the spec quote it)."""
    deep = next(e for e in refusals if e.code == "too-deep")
    assert str(deep).endswith("is nested too deeply: more than 32 levels of lists and objects")
    turn = next(e for e in refusals if e.code == "refused" and isinstance(e.params["cause"], ParseError))
    assert str(turn) == f"{turn.params['where']}: {turn.params['cause']}"
    assert all(str(e) and "{" not in str(e)[:1] for e in refusals)


def test_the_hostile_text_stays_a_quote(refusals):
    quoted = [reason_text(e) for e in refusals if "<b>x</b>" in str(e)]
    assert quoted and all("'<b>x</b>'" in text for text in quoted)

