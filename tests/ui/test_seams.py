"""Seams the design review of issue 21 asked to keep closed, read from the sources (AST): the page words the engine's
codes without reading its English, a real bug in the game view is not taken for a refused move, and the catalogue
module does not import the tools built on it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parents[2] / "py" / "ui"


def tree(name: str) -> ast.Module:
    path = UI / name
    if not path.exists():
        pytest.skip(f"{path} is not here")
    return ast.parse(path.read_text(encoding="utf-8"))


def imported(node: ast.AST) -> set[str]:
    """The modules imported anywhere under ``node`` (relative ones by their last name)."""
    names: set[str] = set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Import):
            names.update(a.name for a in sub.names)
        elif isinstance(sub, ast.ImportFrom):
            names.update(a.name for a in sub.names if not sub.module)
            if sub.module:
                names.add(sub.module)
    return names


def is_main_guard(node: ast.stmt) -> bool:
    return isinstance(node, ast.If) and "__main__" in ast.unparse(node.test)


def test_the_refusals_and_score_rules_are_worded_from_codes_without_regular_expressions():
    assert "re" not in imported(tree("explain.py"))


def test_the_game_view_catches_the_rules_errors_only():
    """A bug's exception must reach `report_error`, not show as a refused move (``except Exception`` would eat it)."""
    caught = [ast.unparse(h.type) if h.type else "" for h in ast.walk(tree("game_view.py"))
              if isinstance(h, ast.ExceptHandler)]
    assert caught, "the view catches the engine's refusals somewhere"
    assert not [c for c in caught if c in ("", "Exception", "BaseException")], caught


def test_the_catalogue_module_does_not_import_its_tools():
    """`ui.po` reads and writes catalogues; the extractor and the command line import it, never the other way
    (but for its ``__main__`` hand-over to `ui.po_tool`, which runs only from the command line)."""
    body = [node for node in tree("po.py").body if not is_main_guard(node)]
    names = set().union(*(imported(node) for node in body))
    assert not {n for n in names if n.rsplit(".", 1)[-1] in ("po_extract", "po_tool")}, names


def resolves(dotted: str) -> bool:
    """A ``ui.x`` / ``carcassonne.x`` name is a module under py/ (or a name inside one: ``ui.record_reasons.f``)."""
    parts = dotted.split(".")
    for end in range(len(parts), 1, -1):  # the package alone (`ui`) is not enough
        base = UI.parent.joinpath(*parts[:end])
        if base.with_suffix(".py").exists() or (base / "__init__.py").exists():
            return True
    return False


def test_the_error_classes_name_modules_that_exist():
    import re

    text = (UI.parent / "carcassonne" / "errors.py").read_text(encoding="utf-8")
    named = set(re.findall(r"`((?:ui|carcassonne)\.[\w.]+)`", text))
    assert named, "errors.py says which modules word its codes"
    assert [n for n in named if not resolves(n)] == []


def test_the_ai_package_exports_the_levels_not_a_value_function():
    import carcassonne.ai as ai

    assert {"LEVELS", "DEFAULT_LEVEL", "choose_turn", "hint"} <= set(ai.__all__)
    assert "evaluate" not in ai.__all__


def test_the_embed_keeps_its_session_in_one_place():
    """`Embed.session` reads the view's session: the embed never stores a second reference that could go stale."""
    embed = next(n for n in tree("embed.py").body if isinstance(n, ast.ClassDef) and n.name == "Embed")
    stores = [ast.unparse(t) for node in ast.walk(embed) if isinstance(node, (ast.Assign, ast.AnnAssign))
              for t in (node.targets if isinstance(node, ast.Assign) else [node.target])]
    assert "self.session" not in stores, stores
    assert any(isinstance(n, ast.FunctionDef) and n.name == "session" for n in embed.body)
