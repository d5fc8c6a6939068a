"""The engine's modules import one another without a cycle (issue 10: `carcassonne.game` imported the expansion
registry, whose modules imported the package that held the registry back through a function-level import).

The graph is read from the source (every import, at module level or inside a function, except those under
``if TYPE_CHECKING:``, which never run), and each module is also imported first in a fresh interpreter."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PY = Path(__file__).resolve().parent.parent / "py"
ENGINE = PY / "carcassonne"


def module_name(path: Path) -> str:
    parts = path.relative_to(PY).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def runtime_imports(path: Path) -> set[str]:
    """Engine modules this file imports when it runs (relative imports resolved)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and is_type_checking(child):
                for sub in child.orelse:
                    visit(sub)
                continue
            if isinstance(child, ast.Import):
                found.update(a.name for a in child.names)
            elif isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package.split(".")
                    base = base[:len(base) - (child.level - 1)]
                    target = ".".join(base + ([child.module] if child.module else []))
                else:
                    target = child.module or ""
                found.add(target)
                for alias in child.names:  # `from . import river` imports a module
                    found.add(f"{target}.{alias.name}")
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


def graph() -> dict[str, set[str]]:
    modules = {module_name(p): p for p in ENGINE.rglob("*.py")}
    edges = {}
    for name, path in modules.items():
        targets = set()
        for target in runtime_imports(path):
            # `from .x import Name` names a module (x) or, failing that, the package it comes from
            # (the implicit import of a module's own parent packages is not an edge: only explicit ones are)
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                targets.add(target)
        edges[name] = targets
    return edges


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def walk(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state and (cycle := walk(nxt)):
                return cycle
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(edges):
        if node not in state and (cycle := walk(node)):
            return cycle
    return None


def test_the_checker_sees_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_engine_imports_have_no_cycle():
    edges = graph()
    assert "carcassonne.expansions" in edges["carcassonne.game"]  # the graph is really read
    assert find_cycle(edges) is None, " -> ".join(find_cycle(edges))


def test_expansions_never_import_the_game():
    edges = graph()
    for name, targets in edges.items():
        if name.startswith("carcassonne.expansions"):
            assert "carcassonne.game" not in targets, name
            assert "carcassonne" not in targets, name


@pytest.mark.subprocess
@pytest.mark.parametrize("name", sorted(graph()))
def test_each_engine_module_imports_first_in_a_fresh_interpreter(name):
    done = subprocess.run([sys.executable, "-c", f"import {name}"], cwd=PY, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
