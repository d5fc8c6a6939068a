"""Limits for documents from outside (imports, browser storage, embeds, messages), checked before parsing.

`json.loads` and the conversion of a JS object both recurse once per nesting level: a file like ``[[[[…]]]]``
100 000 levels deep overflows the stack (in Pyodide the WebAssembly stack, a fatal error Python cannot catch).
So every untrusted document is measured first, by scans that do not recurse:

* `check_json_text(text, what, …)`: size, then nesting depth (`json_depth`: a few linear passes, no
  backtracking pattern), all before `json.loads` sees the text;
* `load_json(text, what, …)`: that check, then `json.loads` with numbers of more than `MAX_NUMBER_DIGITS`
  digits, ``NaN``/``Infinity`` and a key given twice in one object refused (Python itself refuses integers
  over 4 300 digits, with a plain `ValueError`), and fractions kept with their text (`JsonFloat`: a refusal
  quotes what the file says);
* `check_value(obj, what, …)`: depth, item count and text size of an already parsed object (e.g. a message
  from another page converted from JS), walked with an explicit stack.

Each raises `RecordError` naming ``what`` ("the save", "the scenario", …) and the limit.  Pure standard library.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate

from .errors import RecordError, quote

MAX_DOCUMENT_BYTES = 1_000_000  # a save of a whole game is ~10 kB; a scenario with two languages well under 100 kB
MAX_DEPTH = 32  # our formats nest 5 levels deep; the rest is room for a page's own `meta`
MAX_ITEMS = 100_000  # values (objects, lists, strings, numbers) in one parsed document
MAX_NUMBER_DIGITS = 20  # a seed is at most 19 digits; every other number is far smaller

_NOT_BRACKET = re.compile(r"[^\[\]{}]+")  # one character class: each character is looked at once
_STEP = {"[": 1, "]": -1}
_SQUARE = str.maketrans("{}", "[]")


def decode(data: bytes | bytearray, what: str) -> str:
    """UTF-8 bytes (a leading byte-order mark allowed) as text, or RecordError."""
    data = bytes(data)
    skip = 3 if data.startswith(b"\xef\xbb\xbf") else 0
    try:
        return data[skip:].decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"{what} is not UTF-8 text (byte {exc.start + skip} cannot be read)", "not-utf8",
                          what=what, byte=exc.start + skip) from None


def check_json_text(text: str, what: str, max_bytes: int = MAX_DOCUMENT_BYTES, max_depth: int = MAX_DEPTH) -> None:
    """Refuse JSON text that is too large or nested too deeply, without parsing it (linear time, no recursion)."""
    if not isinstance(text, str):
        raise RecordError(f"{what} must be JSON text, not {quote(text)}", "not-json-text", what=what,
                          value=quote(text))  # `null`, `5`, as JSON writes them: no Python type name
    size = len(text) if len(text) * 4 <= max_bytes else len(text.encode("utf-8", "surrogatepass"))
    if size > max_bytes:
        raise RecordError(f"{what} is too large: {size} bytes (at most {max_bytes})", "too-large", what=what,
                          limit=max_bytes)
    brackets = _brackets(text)
    if "[" * (max_depth + 1) in brackets or _depth(brackets) > max_depth:  # a long run of openers: found at once
        raise RecordError(f"{what} is nested too deeply: more than {max_depth} levels of lists and objects",
                          "too-deep", what=what, limit=max_depth)


def json_depth(text: str) -> int:
    r"""How deeply the lists and objects of JSON text nest (brackets inside strings do not count), in linear time.

    Once the escapes are gone, JSON's strings are easy to find, so the text goes through passes that each look at
    every character once, all in C (a character-by-character loop in Python is ~30 times slower, in Pyodide
    more): ``\\`` pairs are dropped (left to right, as JSON pairs them; a run of backslashes never crosses a
    quote), then every backslash left escapes the character after it, so each ``\"`` is dropped; now every
    ``"`` opens or closes a string, and splitting at them leaves the text outside strings at the even places
    (an unterminated string runs to the end, as for the parser).  A running sum over the brackets left is the
    depth.  A backslash outside a string is a syntax error where `json.loads` stops, so whatever is counted after
    it can only make the depth larger, never let a deeper document through (tests/test_untrusted.py holds it to a
    plain state machine and to `json.loads`).

    The guard before blanked strings with one regular expression, which on ``"\"\"\"…`` (an escaped quote that
    never closes) restarted at every quote and ran to the end each time: quadratic, 50 minutes for 1 MB.
    """
    return _depth(_brackets(text))


def _brackets(text: str) -> str:
    """The brackets of JSON text outside its strings, in order, ``{`` read as ``[``, ``}`` as ``]`` (`json_depth`)."""
    unescaped = text.replace("\\\\", "").replace('\\"', "")
    outside = "".join(unescaped.split('"')[0::2])
    return _NOT_BRACKET.sub("", outside).translate(_SQUARE)


def _depth(brackets: str) -> int:
    return max(0, max(accumulate(map(_STEP.__getitem__, brackets)), default=0))


def _whole(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise RecordError(f"a number of {len(digits.lstrip('-'))} digits is too large "
                          f"(at most {MAX_NUMBER_DIGITS} digits): {quote(digits, 30)}", "number-too-long",
                          digits=len(digits.lstrip("-")), limit=MAX_NUMBER_DIGITS, value=quote(digits, 30))
    return int(digits)


class JsonFloat(float):
    """A number with a fraction or exponent, as read, that remembers its text: a refusal quotes what the file says
    (``0.999…`` of 5 000 digits), never the float it rounds to (``1.0``, which is not in the file)."""

    __slots__ = ("source",)

    def __new__(cls, text: str | float) -> "JsonFloat":
        value = super().__new__(cls, text)
        value.source = text if isinstance(text, str) else repr(float(text))  # (a copy is made from the float)
        return value


def _finite(text: str) -> float:
    value = JsonFloat(text)
    if value in (float("inf"), float("-inf")):
        raise RecordError(f"the number {quote(text, 30)} is too large", "number-too-large", value=quote(text, 30))
    return value


def _object(what: str):
    """The object hook of `load_json`: a key given twice is refused (the parser would keep the last silently, so
    two readers of the same file could see different documents)."""
    def build(pairs: list[tuple[str, object]]) -> dict:
        obj = dict(pairs)
        if len(obj) < len(pairs):
            seen: set[str] = set()
            for key, _value in pairs:
                if key in seen:
                    raise RecordError(f"{what}: the key {quote(key)} is given twice in one object", "key-twice",
                                      what=what, key=quote(key))
                seen.add(key)
        return obj
    return build


def _constant(name: str) -> object:
    raise RecordError(f"{name} is not a JSON number", "not-a-number", value=name)


def load_json(text: str | bytes | bytearray, what: str, max_bytes: int = MAX_DOCUMENT_BYTES,
              max_depth: int = MAX_DEPTH) -> object:
    """Parse untrusted JSON text (or UTF-8 bytes) within the limits; RecordError naming ``what`` otherwise."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > max_bytes:
            raise RecordError(f"{what} is too large: more than {max_bytes} bytes", "too-large", what=what,
                              limit=max_bytes)
        text = decode(text, what)
    check_json_text(text, what, max_bytes, max_depth)
    try:
        return json.loads(text, parse_int=_whole, parse_float=_finite, parse_constant=_constant,
                          object_pairs_hook=_object(what))
    except RecordError as exc:
        if exc.code == "key-twice":
            raise
        raise RecordError(f"{what} is not valid JSON: {exc}", "not-json", what=what, cause=exc) from None
    except (ValueError, RecursionError) as exc:  # JSONDecodeError; RecursionError cannot pass the depth check
        raise _syntax_error(exc, what) from None


def _syntax_error(exc: BaseException, what: str) -> RecordError:
    """JSON the parser refused: its own words (``problem``, e.g. "Expecting value"), line and column."""
    if isinstance(exc, json.JSONDecodeError):
        return RecordError(f"{what} is not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}",
                           "json-syntax", what=what, problem=exc.msg, line=exc.lineno, column=exc.colno)
    detail = quote(str(exc), 120)
    return RecordError(f"{what} is not valid JSON: {detail}", "json-other", what=what, detail=detail)


def check_value(obj: object, what: str, max_depth: int = MAX_DEPTH, max_items: int = MAX_ITEMS,
                max_chars: int = MAX_DOCUMENT_BYTES) -> None:
    """Refuse a parsed value that is not plain JSON data or exceeds the limits (walked without recursion).

    Plain JSON data: dicts with string keys, lists (tuples too), strings, booleans, None, finite floats, and
    integers of at most `MAX_NUMBER_DIGITS` digits.  ``max_chars`` bounds all strings and keys together.
    """
    stack: list[tuple[object, int]] = [(obj, 1)]
    items = chars = 0
    while stack:
        value, depth = stack.pop()
        items += 1
        if items > max_items:
            raise RecordError(f"{what} is too large: more than {max_items} values", "too-many-values", what=what,
                              limit=max_items)
        if isinstance(value, str):
            chars += len(value)
        elif isinstance(value, (dict, list, tuple)):
            if depth > max_depth:
                raise RecordError(f"{what} is nested too deeply: more than {max_depth} levels of lists and objects",
                                  "too-deep", what=what, limit=max_depth)
            if isinstance(value, dict):
                for key in value:
                    if not isinstance(key, str):
                        raise RecordError(f"{what}: an object key must be text, not {quote(key)}", "key-not-text",
                                          what=what, value=quote(key))
                    chars += len(key)
                children = value.values()
            else:
                children = value
            stack.extend((child, depth + 1) for child in children)
        elif isinstance(value, bool) or value is None:
            pass
        elif isinstance(value, int):
            if abs(value) >= 10**MAX_NUMBER_DIGITS:  # as `load_json`: more than MAX_NUMBER_DIGITS digits
                raise RecordError(f"{what}: the number {quote(value)} is too large", "value-too-large", what=what,
                                  value=quote(value))
        elif isinstance(value, float):
            if value != value or value in (float("inf"), float("-inf")):
                raise RecordError(f"{what}: {value} is not a JSON number", "value-not-a-number", what=what,
                                  value=str(value))
        else:
            raise RecordError(f"{what}: {type(value).__name__} is not JSON data", "not-json-data", what=what,
                              type=type(value).__name__)
        if chars > max_chars:
            raise RecordError(f"{what} is too large: more than {max_chars} characters of text", "too-much-text",
                              what=what, limit=max_chars)
