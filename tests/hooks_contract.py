"""The test hooks as a public contract: what docs/testing-hooks.md lists, and what the sources write.

Shared by tests/test_docs_contract.py (every ``data-testid`` the pages and UI modules write is listed) and
e2e/test_hooks_live.py (every listed hook exists on the page where the doc says).  No tests here.

The doc lists hooks in markdown tables whose first column is the hook in backticks (a pattern such as
``player-name-{i}`` stands for every hook it can make).  An HTML comment ``<!-- hooks: STATE -->`` before a table
says where the live test finds its hooks (one of ``STATES``: the menu, a game's first turn, the editor, the
recovery screen, the embed, the lessons gallery);
``<!-- hooks: elsewhere -->`` marks hooks seen only in other states, which an e2e test file must use.  A marker
holds until the next heading; tables without one (URL switches, attributes) list no hooks.

What counts as writing a hook (a hook read by a selector, ``[data-testid="x"]``, is not a write):
- pages, Python strings and JS text: ``data-testid="x"`` (or ``'x'``, or unquoted) not right after ``[``;
- Python: ``make(..., data_testid="x")``, a ``testid="x"`` argument or parameter default, ``node.dataset.testid =
  "x"``, a ``*_TESTID = "x"`` constant;
- JS: ``node.dataset.testid = "x"``, ``"data-testid": "x"`` in an attribute object.
A write whose value is a variable must be one of ``VARIABLE_SITES``, which say where its values come from.
"""

from __future__ import annotations

import ast
import fnmatch
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "testing-hooks.md"
PAGES = ("index.html", "embed.html", "lessons.html", "rules.html")
STATES = ("menu", "placing", "deploying", "scored", "editor-setup", "editor", "recovery", "embed", "lessons",
          "elsewhere")

# Where a variable's testids come from: (file, the variable's name) -> a regex over that file whose group 1 is each
# value.  A new write from a variable fails the scan until it is added here.
VARIABLE_SITES: dict[tuple[str, str], str] = {
    ("py/ui/saves_list.py", "testid"): r'\(N_\("[^"]*"\), "\w+", "([a-z0-9-]+)", "\w+"\)',
    ("py/ui/save_notice.py", "testid"): r'^[A-Z_]+ = \("[a-z-]+", "([a-z0-9-]+)", N_\(',
    ("py/ui/render.py", "testid"): r'testid: str = "([a-z0-9-]+)"',
    ("py/ui/final_walk.py", "POP_TESTID"): r'^POP_TESTID = "([a-z0-9-]+)"',
    ("static/recovery.js", "testid"): r'button\((?:T|NT)\((?:"[^"]*"(?:, )?)+(?:, [a-z.]+)?\), "([a-z0-9-]+)"',
    ("static/lessons.js", "testid"): r'snippetBox\(.*, "([a-z0-9-]+)"\),?$',
    ("py/ui/editor_texts.py", "testid"): r'"(editor-(?:note|title|description|task-prompt|task-hint|task-success)'
                                         r'(?:-de)?)"',
}

_PLACEHOLDER = re.compile(r"\$?\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}")
_HTML_WRITE = re.compile(r"""(?<!\[)data-testid=(?:"([^"]*)"|'([^']*)'|([a-z0-9{}$-]+))""")


@dataclass(frozen=True)
class Hook:
    """A hook the doc lists: its name (maybe a pattern), the state where it is found, the doc's line."""
    name: str
    state: str
    line: int


@dataclass(frozen=True)
class Write:
    """A hook a source writes: its name (``*`` for a placeholder) and where."""
    name: str
    where: str


def pattern(name: str) -> str:
    """``player-name-{i}`` and ``editor-tile-${id}`` -> ``player-name-*``, for matching."""
    return _PLACEHOLDER.sub("*", name)


def doc_hooks(text: str | None = None) -> list[Hook]:
    """Every hook the doc's tables list, with the state of the ``<!-- hooks: … -->`` comment before its table."""
    text = DOC.read_text(encoding="utf-8") if text is None else text
    hooks, state = [], None
    for n, line in enumerate(text.splitlines(), 1):
        marker = re.fullmatch(r"\s*<!-- hooks: ([a-z-]+) -->\s*", line)
        if marker:
            state = marker[1]
            if state not in STATES:
                raise ValueError(f"{DOC.name}:{n}: unknown hook state {state!r} (one of {', '.join(STATES)})")
            continue
        if line.startswith("#"):  # a marker holds until the next heading
            state = None
        cell = re.match(r"\|([^|]*)\|", line)
        if cell and state is not None:
            hooks += [Hook(name, state, n) for name in re.findall(r"`([^`]+)`", cell[1])]
    return hooks


def listed(name: str, hooks: list[Hook]) -> bool:
    """Whether a written hook (maybe a pattern) is in the doc: the same name or pattern, or matched by a pattern."""
    want = pattern(name)
    return any(pattern(h.name) == want or ("*" not in want and fnmatch.fnmatchcase(want, pattern(h.name)))
               for h in hooks)


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def _line_of(text: str, index: int) -> int:
    return text.count("\n", 0, index) + 1


def html_writes(text: str, where: str, offset_line: int = 0) -> list[Write]:
    out = []
    for m in _HTML_WRITE.finditer(text):
        value = next(v for v in m.groups() if v is not None)
        out.append(Write(pattern(value), f"{where}:{offset_line + _line_of(text, m.start())}"))
    return out


def _string_text(node: ast.AST) -> str | None:
    """A str constant's text, or an f-string's with each placeholder as ``{…}``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{…}" for v in node.values)
    return None


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                ids.add(id(first.value))
    return ids


def python_writes(path: Path) -> tuple[list[Write], list[tuple[str, str]]]:
    """(the hooks a module writes, the variable sites (file:line, name) it writes from)."""
    where = _rel(path)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    writes, variables = [], []

    def value(node: ast.AST, line: int, name: str) -> None:
        text = _string_text(node)
        if text is not None:
            if text:
                writes.append(Write(pattern(text), f"{where}:{line}"))
        elif isinstance(node, ast.Name):
            variables.append((f"{where}:{line}", node.id))
        else:
            variables.append((f"{where}:{line}", ast.unparse(node)))

    inner_f = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            inner_f.update(id(v) for v in node.values)
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg in ("data_testid", "testid"):
            value(node.value, node.value.lineno, node.arg)
        elif isinstance(node, ast.arguments):
            positional = node.posonlyargs + node.args
            for arg, default in zip(positional[len(positional) - len(node.defaults):], node.defaults):
                if arg.arg == "testid":
                    value(default, default.lineno, arg.arg)
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Attribute) and target.attr == "testid":
                    value(node.value, node.lineno, "dataset.testid")
                elif isinstance(target, ast.Name) and target.id.endswith("TESTID"):
                    variables.append((f"{where}:{node.lineno}", target.id))
        if id(node) in docs or id(node) in inner_f:
            continue
        text = _string_text(node)
        if text is not None and "data-testid" in text:
            for w in html_writes(text, where, node.lineno - 1):
                if w.name == "*":  # data-testid="{testid}": the value comes from a parameter (see VARIABLE_SITES)
                    variables.append((w.where, "testid"))
                else:
                    writes.append(w)
    return writes, variables


_JS_WRITES = (
    re.compile(r"""dataset\.testid\s*=\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`|([A-Za-z_$][\w$]*))"""),
    re.compile(r"""["']data-testid["']\s*:\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`|([A-Za-z_$][\w$]*))"""),
)


def js_writes(path: Path) -> tuple[list[Write], list[tuple[str, str]]]:
    where = _rel(path)
    text = path.read_text(encoding="utf-8")
    writes, variables = html_writes(text, where), []
    for regex in _JS_WRITES:
        for m in regex.finditer(text):
            at = f"{where}:{_line_of(text, m.start())}"
            literal = next((v for v in m.groups()[:3] if v is not None), None)
            if literal is not None:
                writes.append(Write(pattern(literal), at))
            else:
                variables.append((at, m[4]))
    return writes, variables


def sources() -> list[Path]:
    """The pages, the UI modules and the page scripts that write hooks (the build's own scripts, in py/sitebuild/,
    are not served)."""
    found = [ROOT / p for p in PAGES]
    found += sorted((ROOT / "py" / "ui").rglob("*.py"))
    return found + sorted((ROOT / "static").glob("*.js")) + sorted((ROOT / "static").glob("*.py"))


def written() -> tuple[list[Write], list[str]]:
    """Every hook the sources write, and the problems of the scan (a variable site nobody explained)."""
    writes, problems = [], []
    for path in sources():
        if path.suffix == ".html":
            writes += html_writes(path.read_text(encoding="utf-8"), _rel(path))
            continue
        found, variables = python_writes(path) if path.suffix == ".py" else js_writes(path)
        writes += found
        rel = _rel(path)
        for at, name in variables:
            regex = VARIABLE_SITES.get((rel, name))
            if regex is None:
                problems.append(f"{at} writes a data-testid from `{name}`: add where its values come from to "
                                f"VARIABLE_SITES in tests/hooks_contract.py")
                continue
            values = re.findall(regex, path.read_text(encoding="utf-8"), flags=re.M)
            if not values:
                problems.append(f"{at}: VARIABLE_SITES' pattern for `{name}` finds no value in {rel}")
            writes += [Write(pattern(v), at) for v in values]
    return writes, problems
