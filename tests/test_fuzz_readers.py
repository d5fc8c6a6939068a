"""Fuzzing every reader of outside input: only the documented errors come out, with short messages.

Saves and scenarios (`load_save`, `load_scenario`, `save_summary`) raise `RecordError` and nothing else; move
texts (`Turn.parse`) raise `ParseError`; `Game.play` raises `ParseError` or `IllegalMoveError` and leaves the game
as it was.  Inputs: structured mutations of valid documents (a value anywhere replaced by a hostile one, a key
dropped or added, a list shortened), random JSON, and the JSON text itself cut or spliced.

Runs in CPython and inside Pyodide (where a too-deep document used to be a fatal WebAssembly stack overflow).
Examples per test: ``FUZZ_EXAMPLES`` (default 150, inside Pyodide 50: `support.examples`; e.g. ``FUZZ_EXAMPLES=5000 pytest tests/test_fuzz_readers.py
-s`` for a long run).  Each test prints how many inputs were accepted and refused (shown with ``-s`` or ``-rP``).
"""

from __future__ import annotations

import copy
import json
import os
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from carcassonne import Game, IllegalMoveError, ParseError, RecordError, Rules
from carcassonne.record import dump_save, dump_scenario, load_save, load_scenario, save_summary
from carcassonne.sim import random_game
from carcassonne.untrusted import check_value, load_json

from support import examples, state

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", examples(150)))
MESSAGE_LIMIT = 400  # characters: a message names the problem and quotes at most a short excerpt
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
HERE = Path(__file__).resolve().parent


def _saves() -> list[dict]:
    docs = [json.loads(p.read_text()) for p in sorted((HERE / "data" / "saves").glob("v1-*.json"))]
    docs.append(dump_save(random_game(3, 2, Rules(True, ("river", "gingerbread")), stop_after=20)))
    docs.append(dump_save(Game(2, seed=9, length=5)))
    return docs


def _scenarios() -> list[dict]:
    docs = [json.loads(p.read_text()) for p in sorted((HERE / "scenarios").rglob("*.json"))[:12]]
    docs.append(dump_scenario(random_game(4, 3, Rules(True, ("abbot", "inns-cathedrals")), stop_after=15), "t"))
    return docs


SAVES, SCENARIOS = _saves(), _scenarios()

# Values json.dumps cannot write (or that are too big to build as objects): placeholders replaced in the text.
RAW = {"@raw-bigint@": "9" * 5000, "@raw-negint@": "-" + "1" * 4400, "@raw-deep@": "[" * 100_000 + "]" * 100_000,
       "@raw-float@": "1e999", "@raw-nan@": "NaN",
       # round 2: a fraction that rounds to 1.0 (a refusal must quote it, not 1.0), a tiny one (0.0), and a string
       # of escaped quotes and backslashes (the guard was quadratic on them)
       "@raw-nines@": "0." + "9" * 5000, "@raw-tiny@": "1e-400", "@raw-quotes@": '"' + '\\"' * 20_000 + '"',
       "@raw-backslashes@": '"' + "\\\\" * 20_000 + '"'}

HOSTILE = st.one_of(
    st.none(), st.booleans(), st.floats(allow_nan=True, allow_infinity=True),
    st.integers(), st.integers(min_value=10**18, max_value=10**40), st.sampled_from(list(RAW)),
    st.sampled_from([0, 1, -1, 90, 90.0, 1.0, 2, 6, 270, 10**6]),
    st.text(max_size=20), st.sampled_from(["", "url(http://other-host/x)", "red", "E", "E@0,-1r180", "S",
                                           "\ud800", "x" * 5000, "<img src=x onerror=alert(1)>"]),
    st.lists(st.integers(-3, 3), max_size=3), st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
    st.builds(lambda n: _nested(n), st.integers(1, 200)),
)


def _nested(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def _paths(value: object, prefix: tuple = ()) -> list[tuple]:
    """Every path (keys and indexes) into a document, the root included."""
    out = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            out += _paths(child, prefix + (key,))
    elif isinstance(value, list):
        for i, child in enumerate(value):
            out += _paths(child, prefix + (i,))
    return out


@st.composite
def mutated(draw, bases: list[dict]) -> str:
    """A valid document with one to three structured changes, as JSON text (sometimes also cut or spliced)."""
    doc = copy.deepcopy(draw(st.sampled_from(bases)))
    for _ in range(draw(st.integers(0, 3))):
        paths = [p for p in _paths(doc) if p]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = doc
        for step in path[:-1]:
            parent = parent[step]
        key = path[-1]
        action = draw(st.sampled_from(["replace", "replace", "replace", "drop", "add", "truncate"]))
        if action == "replace":
            parent[key] = draw(HOSTILE)
        elif action == "drop":
            del parent[key]
        elif action == "add" and isinstance(parent, dict):
            parent[draw(st.sampled_from(["extra", "meta", "length", "bag", "finished", "note"]))] = draw(HOSTILE)
        elif action == "truncate" and isinstance(parent[key], list):
            parent[key] = parent[key][: draw(st.integers(0, 3))]
    text = json.dumps(doc)
    for placeholder, raw in RAW.items():
        text = text.replace(json.dumps(placeholder), raw)
    cut = draw(st.sampled_from(["none", "none", "none", "cut", "splice"]))
    if cut == "cut":
        text = text[: draw(st.integers(0, len(text)))]
    elif cut == "splice":
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.sampled_from(["[", "{", "]", "}", ",", "\"", "\\", "9" * 30, "[" * 50,
                                                 '"\\"\\"\\"' * 1000, '"format": 1, ', '"players": [], '])) + text[at:]
    return text


RANDOM_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(
        st.sampled_from(["format", "version", "players", "turns", "seed", "start", "rules", "bag", "x", "tile"]),
        children, max_size=5),
    max_leaves=30,
).map(lambda v: json.dumps(v))


def _read(reader, text: str, counts: Counter) -> None:
    """Run a document reader; anything but success or a short RecordError fails the test."""
    try:
        reader(text)
    except RecordError as exc:
        message = str(exc)
        assert 0 < len(message) <= MESSAGE_LIMIT, message[:MESSAGE_LIMIT] + "…"
        assert not any(name in message for name in ("NoneType", "JsonFloat", "<class")), message  # no Python names
        assert "1.0" not in message or "1.0" in str(text), message  # a number is quoted as the file writes it
        counts["refused"] += 1
    else:
        counts["accepted"] += 1


def _fuzz_documents(name: str, reader, strategy) -> Counter:
    counts: Counter = Counter()

    @FUZZ
    @given(strategy)
    def run(text):
        _read(reader, text, counts)
        if counts["accepted"] + counts["refused"] < 3:  # also as bytes and as a parsed object
            _read(reader, text.encode("utf-8", "surrogatepass"), Counter())

    run()
    print(f"fuzz {name}: {dict(counts)} (FUZZ_EXAMPLES={EXAMPLES})")
    return counts


def test_fuzzed_saves_raise_only_short_record_errors():
    counts = _fuzz_documents("saves", load_save, mutated(SAVES))
    assert counts["refused"] > 0


def test_fuzzed_save_summaries_raise_only_short_record_errors():
    counts = _fuzz_documents("save summaries", save_summary, mutated(SAVES))
    assert counts["refused"] > 0


def test_fuzzed_scenarios_raise_only_short_record_errors():
    counts = _fuzz_documents("scenarios", load_scenario, mutated(SCENARIOS))
    assert counts["refused"] > 0


def test_random_json_is_refused_as_a_record_error():
    for reader in (load_save, load_scenario):
        counts = _fuzz_documents(f"random JSON ({reader.__name__})", reader, RANDOM_JSON)
        assert counts["accepted"] == 0  # random JSON is never a whole save or scenario


def test_parsed_documents_from_outside_are_checked_like_text():
    counts: Counter = Counter()

    @FUZZ
    @given(mutated(SAVES + SCENARIOS))
    def run(text):
        try:
            doc = load_json(text, "the message")
        except RecordError:
            counts["refused as text"] += 1
            return
        reader = load_save if isinstance(doc, dict) and doc.get("format") == "carcassonne-save" else load_scenario
        _read(reader, doc, counts)
        if isinstance(doc, (dict, list)):
            check_value(doc, "the message")

    run()
    print(f"fuzz parsed objects: {dict(counts)} (FUZZ_EXAMPLES={EXAMPLES})")
    assert counts["accepted"] + counts["refused"] > 0


MOVE_TOKENS = st.sampled_from(["E", "U", "RK", "IC01", "@", ",", "r", "0", "-1", "90", "270", "45", "9" * 5000,
                               "+", "S", "C", ":", "abbot", "big", "^", "~", "N", " ", "\t", "\x00", "é", "x" * 300])
NUMBER = st.one_of(st.integers(-12, 12).map(str), st.sampled_from(["9" * 5000, "-0", "00", "1" * 7, "+1", "1.5"]))
WELL_FORMED = st.builds(
    lambda tile, x, y, rot, extra: f"{tile}@{x},{y}r{rot}{extra}",
    st.sampled_from(["E", "U", "K", "D", "RK", "IC01", "GB1", "ZZ", "a" * 9]), NUMBER, NUMBER,
    st.sampled_from(["0", "90", "180", "270", "45", "360", "9" * 5000]),
    st.lists(st.sampled_from([" +S", " +N", " +C:abbot", " +E:big", " +Q", " +S:giant", " ^0,0", " ^1,x",
                              " ~1,-1:N", " ~1,1:Q", " +W +E"]), max_size=2).map("".join))
MOVE_TEXTS = st.one_of(st.text(max_size=40), st.lists(MOVE_TOKENS, max_size=12).map("".join), WELL_FORMED)


def test_fuzzed_move_texts_raise_only_short_parse_errors():
    counts: Counter = Counter()

    @FUZZ
    @given(MOVE_TEXTS)
    def run(text):
        from carcassonne import Turn
        try:
            turn = Turn.parse(text)
        except ParseError as exc:
            assert 0 < len(str(exc)) <= MESSAGE_LIMIT
            counts["refused"] += 1
        else:
            assert Turn.parse(str(turn)) == turn
            counts["accepted"] += 1

    run()
    print(f"fuzz move texts: {dict(counts)} (FUZZ_EXAMPLES={EXAMPLES})")
    assert counts["refused"] > 0 and counts["accepted"] > 0


def test_fuzzed_turns_given_to_play_raise_documented_errors_and_change_nothing():
    counts: Counter = Counter()
    game = random_game(6, 2, Rules(True, ("abbot", "gingerbread")), stop_after=12)
    before = state(game)
    legal = [str(t) for t in game.legal_turns()[:20]]

    @FUZZ
    @example(legal[0], None)  # each outcome at least once, whatever the examples drawn: played,
    @example(legal[0], 1 - game.current_player)  # refused (not this player's turn)
    @example(legal[0] + " ~", None)  # and unreadable
    @given(st.one_of(MOVE_TEXTS, HOSTILE, st.sampled_from(legal), st.sampled_from(legal).map(lambda t: t + " ~1,1:E")),
           st.one_of(st.none(), st.integers(-3, 3), st.just(True), st.just("0"), st.just(10**5000)))
    def run(turn, player):
        try:
            game.copy().play(turn, player)
        except (ParseError, IllegalMoveError) as exc:
            assert 0 < len(str(exc)) <= MESSAGE_LIMIT
            counts[type(exc).__name__] += 1
        else:
            counts["played"] += 1
        assert state(game) == before

    run()
    print(f"fuzz play(): {dict(counts)} (FUZZ_EXAMPLES={EXAMPLES})")
    assert counts["ParseError"] > 0 and counts["IllegalMoveError"] > 0 and counts["played"] > 0
