"""`carcassonne.untrusted`: documents are measured before they are parsed, and refused with a RecordError."""

import pytest

from carcassonne import RecordError
from carcassonne.untrusted import check_json_text, check_value, load_json


def test_brackets_inside_strings_do_not_count_as_nesting():
    text = '{"a": "[[[[[[[[[[", "b": "\\\\\\"{{{{{{{{", "c": [[["]]]"]]]}'
    check_json_text(text, "the file", max_depth=4)
    assert load_json(text, "the file", max_depth=4)["c"] == [[["]]]"]]]


@pytest.mark.parametrize("text,message", [
    ("[" * 33 + "]" * 33, "the file is nested too deeply: more than 32 levels of lists and objects"),
    ('{"a": ' * 40 + "1" + "}" * 40, "the file is nested too deeply: more than 32 levels of lists and objects"),
    ("[" + "1," * 600_000 + "1]", "the file is too large: 1200003 bytes (at most 1000000)"),
    ('["' + "é" * 400_000 + '"]', "the file is too large: 800004 bytes (at most 500000)"),
    ("[1, 2", "the file is not valid JSON: Expecting ',' delimiter at line 1, column 6"),
    ("[Infinity]", "the file is not valid JSON: Infinity is not a JSON number"),
    ("[" + "7" * 21 + "]", "the file is not valid JSON: a number of 21 digits is too large (at most 20 digits)"),
    (b"\xef\xbb\xbf[1]\xff", "the file is not UTF-8 text (byte 6 cannot be read)"),
])
def test_text_over_the_limits_is_refused(text, message):
    limit = 500_000 if "é" in str(text) else 1_000_000
    with pytest.raises(RecordError) as info:
        load_json(text, "the file", max_bytes=limit)
    assert str(info.value).startswith(message)


def test_a_byte_order_mark_is_allowed():
    assert load_json(b"\xef\xbb\xbf[1]", "the file") == [1]


@pytest.mark.parametrize("value,message", [
    ({1: "a"}, "the message: an object key must be text, not 1"),
    ({"a": {1, 2}}, "the message: set is not JSON data"),
    ([float("nan")], "the message: nan is not a JSON number"),
    ([10**20], "the message: the number 100000000000000000000 is too large"),
    (["x" * 2_000], "the message is too large: more than 1000 characters of text"),
    ([[]] * 20, "the message is too large: more than 10 values"),
])
def test_parsed_values_over_the_limits_are_refused(value, message):
    with pytest.raises(RecordError) as info:
        check_value(value, "the message", max_items=10 if len(value) == 20 else 100, max_chars=1000)
    assert str(info.value) == message


def test_plain_json_data_passes():
    check_value({"a": [1, 2.5, None, True, "x", {"b": [10**19]}], "c": ()}, "the message")


# --- round 2: the guard is linear, and agrees with a plain state machine and with json.loads ------------------

import json
import signal
import time

from hypothesis import given, settings
from hypothesis import strategies as st

from carcassonne.untrusted import json_depth

from support import examples

#: The shapes that cost the most: an escaped quote that never closes (quadratic before: 50 min for 1 MB), runs of
#: backslashes, of opening brackets, of digits, of unicode escapes, and brackets inside one long string.
WORST_SHAPES = {
    "escaped quotes": lambda n: '"' + '\\"' * (n // 2),
    "backslashes": lambda n: '["' + "\\" * n,
    "brackets": lambda n: "[" * n,
    "digits": lambda n: "[" + "1" * n,
    "unicode escapes": lambda n: '["' + "\\u0041" * (n // 6),
    "brackets in a string": lambda n: '"' + "[{" * (n // 2),
    "quote and backslash": lambda n: '"\\' * (n // 2),
}


def _fastest(fn, text: str, repeat: int = 5) -> float:
    """The least CPU time of ``repeat`` runs: the process's own time, so other processes on a loaded box (which
    cut a long run into slices far more often than a short one) do not skew the ratio."""
    best = float("inf")
    for _ in range(repeat):
        started = time.process_time()
        fn(text)
        best = min(best, time.process_time() - started)
    return best


def _on_timeout(_signum, _frame):
    raise TimeoutError("the guard did not finish in 60 s: it is not linear")


@pytest.mark.parametrize("shape", sorted(WORST_SHAPES))
def test_the_guard_is_linear_on_a_megabyte_of_the_worst_shapes(shape):
    """1 MB costs about 16 times what 64 kB costs (a quadratic guard: 256 times); the factor is generous so that
    a loaded machine does not fail it.  An alarm stops the old, quadratic guard (it would run for an hour)."""
    make = WORST_SHAPES[shape]
    small, large = make(1 << 16), make(1 << 20)
    guard = lambda text: check_json_text(text, "the file", max_bytes=1 << 22, max_depth=1 << 21)  # noqa: E731
    alarm = hasattr(signal, "alarm") and hasattr(signal, "SIGALRM")  # (not in Pyodide)
    old = signal.signal(signal.SIGALRM, _on_timeout) if alarm else None
    if alarm:
        signal.alarm(60)
    try:
        scaled = 16 * _fastest(guard, small)
        whole = _fastest(guard, large, repeat=3)
    finally:
        if alarm:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, old)
    reference = _fastest(lambda text: sum(1 for _ in text), large, repeat=1)  # a plain Python pass over 1 MB
    assert whole < 6 * scaled + 0.002, f"{shape}: {whole:.4f} s for 1 MB, {scaled:.4f} s scaled from 64 kB"
    assert whole < 10 * reference, f"{shape}: {whole:.4f} s, against {reference:.4f} s for one Python pass"


def _reference_depth(text: str) -> int:
    """The specification of `json_depth`, character by character: inside a string a backslash escapes the next
    character and a quote ends it; outside, brackets count.  It stops at a backslash outside a string (where
    `json.loads` stops with a syntax error); None then (json_depth may count more after it, never less)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch == "\\":
            return -deepest - 1  # stopped: the depth so far, marked
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


@settings(max_examples=examples(400), deadline=None)
@given(st.text(alphabet='[]{}"\\u0a,: ', max_size=60))
def test_the_guard_counts_as_a_plain_state_machine_on_any_text(text):
    reference = _reference_depth(text)
    if reference >= 0:
        assert json_depth(text) == reference
    else:  # after a backslash outside a string: never less than what json.loads could reach
        assert json_depth(text) >= -reference - 1


def _depth_of(value) -> int:
    if isinstance(value, dict):
        return 1 + max(map(_depth_of, value.values()), default=0)
    if isinstance(value, list):
        return 1 + max(map(_depth_of, value), default=0)
    return 0


_TEXTS = st.text(alphabet='ab"\\[]{}\u00e9\n', max_size=6)
_VALUES = st.recursive(st.none() | st.booleans() | st.integers(-10**6, 10**6) | _TEXTS,
                       lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_TEXTS, inner, max_size=3),
                       max_leaves=12)


@settings(max_examples=examples(300), deadline=None)
@given(_VALUES, st.integers(0, 6), st.booleans())
def test_the_guard_and_json_loads_agree_on_what_nests_too_deeply(value, limit, ascii_only):
    """Any JSON document (strings full of quotes, backslashes and brackets): the guard refuses it exactly when
    the value `json.loads` makes of it nests deeper than the limit."""
    text = json.dumps(value, ensure_ascii=ascii_only)
    too_deep = _depth_of(json.loads(text)) > limit
    if too_deep:
        with pytest.raises(RecordError) as info:
            check_json_text(text, "the file", max_depth=limit)
        assert info.value.code == "too-deep"
    else:
        check_json_text(text, "the file", max_depth=limit)


# --- round 2: duplicate keys, numbers quoted as written, no Python type names -------------------------------

from carcassonne.record import load_save, load_scenario  # noqa: E402

SCENARIO_HEAD = '{"format": "carcassonne-scenario", "version": 1, "players": ["A", "B"]'


@pytest.mark.parametrize("text,key", [
    ('{"a": 1, "a": 2}', "'a'"),
    ('[{"b": {"c": [], "c": []}}]', "'c'"),
    ('{"\\u0061": 1, "a": 2}', "'a'"),  # the same key written two ways
    (SCENARIO_HEAD + ', "players": ["C", "D"]}', "'players'"),
])
def test_a_key_given_twice_in_one_object_is_refused(text, key):
    with pytest.raises(RecordError) as info:
        load_json(text, "the file")
    assert info.value.code == "key-twice" and info.value.params == {"what": "the file", "key": key}
    assert str(info.value) == f"the file: the key {key} is given twice in one object"


def test_the_same_key_in_two_objects_is_fine():
    assert load_json('[{"a": 1}, {"a": 2}, {"b": {"a": 3}}]', "the file") == [{"a": 1}, {"a": 2}, {"b": {"a": 3}}]


@pytest.mark.parametrize("number", ["0." + "9" * 5000, "1e-400", "1.50", "-0.0", "1E+0"])
def test_a_refusal_quotes_a_number_as_the_file_writes_it(number):
    """0.999… (5 000 digits) is 1.0 as a float, 1e-400 is 0.0: neither is in the file, so neither is shown."""
    with pytest.raises(RecordError) as info:
        load_scenario('{"format": "carcassonne-scenario", "version": ' + number + "}")
    shown = info.value.params["value"]
    assert shown.rstrip("…") and number.startswith(shown.rstrip("…")) and len(shown) <= 80
    assert shown in str(info.value)


@pytest.mark.parametrize("where,value", [("x", "0." + "9" * 400), ("rot", "90.000"), ("y", "-1e-999")])
def test_a_fraction_where_a_whole_number_belongs_is_quoted_as_written(where, value):
    turn = {"x": 1, "y": 0, "rot": 0}
    text = (SCENARIO_HEAD + ', "turns": [{"tile": "E", ' +
            ", ".join(f'"{k}": {value if k == where else v}' for k, v in turn.items()) + "}]}")
    with pytest.raises(RecordError) as info:
        load_scenario(text)
    assert info.value.params["value"].rstrip("…") in value


@pytest.mark.parametrize("source,shown", [(None, "null"), (5, "5"), (True, "true"), ([1], "[1]"), (2.5, "2.5")])
def test_a_document_that_is_not_text_or_an_object_is_named_as_json_writes_it(source, shown):
    for reader in (load_scenario, load_save):
        with pytest.raises(RecordError) as info:
            reader(source)
        assert info.value.code == "not-document" and info.value.params["value"] == shown
        assert str(info.value).endswith(f"must be JSON text or an object, not {shown}")
        assert "NoneType" not in str(info.value) and "int" not in str(info.value).split()
    with pytest.raises(RecordError) as info:
        check_json_text(source, "the file")
    assert info.value.params["value"] == shown and "NoneType" not in str(info.value)


def test_an_expansion_named_twice_is_refused():
    with pytest.raises(RecordError) as info:
        load_scenario(SCENARIO_HEAD + ', "rules": {"expansions": ["abbot", "river", "abbot"]}}')
    assert info.value.code == "expansion-twice"
    assert info.value.params == {"where": "rules.expansions", "value": "'abbot'"}
    assert str(info.value) == "rules.expansions: the expansion 'abbot' is named twice"
