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
