"""`ui.embed_params`: embed.md 1.1's `theme`, `layout`, `hint` and `answer` read from the query string, a value the
spec does not define named and replaced by its default; and static/embed-params.js reads the same table."""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import parse_qs

import pytest

from ui.embed_params import CHOICES, EmbedLooks, read_looks

SCRIPT = Path(__file__).resolve().parents[2] / "static" / "embed-params.js"


def looks(query: str) -> EmbedLooks:
    values = parse_qs(query, keep_blank_values=True)
    return read_looks(lambda name: values[name][0] if name in values else None)


def test_without_parameters_every_default():
    assert looks("src=static/lessons/roads.json") == EmbedLooks("light", "full", True, True, ())


@pytest.mark.parametrize("query, expected", [
    ("theme=dark", EmbedLooks(theme="dark")),
    ("theme=auto", EmbedLooks(theme="auto")),
    ("theme=light&layout=board", EmbedLooks(layout="board")),
    ("hint=0", EmbedLooks(hint=False)),
    ("answer=0&hint=1", EmbedLooks(answer=False)),
    ("hint=0&answer=0&layout=full", EmbedLooks(hint=False, answer=False)),
])
def test_every_value_the_spec_defines(query, expected):
    assert looks(query) == expected


@pytest.mark.parametrize("query, unknown", [
    ("theme=Dark", ("theme", "Dark")),  # the spec's values, exactly
    ("theme=blue", ("theme", "blue")),
    ("layout=minimal", ("layout", "minimal")),
    ("hint=no", ("hint", "no")),
    ("answer=", ("answer", "")),
    ("hint=true", ("hint", "true")),
])
def test_a_value_not_understood_is_named_and_its_default_used(query, unknown):
    got = looks(query + "&theme=dark" if not query.startswith("theme") else query)
    assert got.unknown == (unknown,)
    assert (got.layout, got.hint, got.answer) == ("full", True, True)
    assert got.theme == ("light" if unknown[0] == "theme" else "dark")  # the others still read


def test_the_first_of_repeated_values_counts_as_the_browser_reads_it():
    assert looks("theme=dark&theme=light").theme == "dark"


def test_the_page_script_reads_the_same_values_and_defaults():
    """static/embed-params.js styles the frame before Python runs: its table must be this one."""
    source = SCRIPT.read_text(encoding="utf-8")
    table = re.search(r"const CHOICES = \{(.*?)\};", source, re.S).group(1)
    found = {name: tuple(json.loads(values.replace("'", '"')))
             for name, values in re.findall(r"(\w+): (\[[^\]]*\])", table)}
    assert found == CHOICES
