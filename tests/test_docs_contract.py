"""The documents outside users rely on stay true: docs/testing-hooks.md lists every test hook the pages write, and
the README's example test and commands are the ones the suite runs.

The hooks listed under a screen are checked on the live pages by e2e/test_hooks_live.py.
"""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys

import pytest

import hooks_contract as contract

ROOT = contract.ROOT
README = ROOT / "README.md"
EXAMPLE = ROOT / "e2e" / "test_readme_example.py"

pytestmark = pytest.mark.skipif(sys.platform == "emscripten",
                                reason="reads README, docs/ and e2e/, which the Pyodide run does not copy")


def code_blocks(text: str, lang: str) -> list[str]:
    return re.findall(rf"^```{lang}\n(.*?)^```", text, flags=re.M | re.S)


def test_every_test_hook_the_pages_write_is_in_the_doc():
    listed = contract.doc_hooks()
    writes, problems = contract.written()
    assert problems == []
    missing: dict[str, list[str]] = {}
    for w in writes:
        if not contract.listed(w.name, listed):
            missing.setdefault(w.name, []).append(w.where)
    assert not missing, "\n".join(
        f"data-testid `{name}` (written at {', '.join(sorted(set(where)))}) is not listed in docs/testing-hooks.md: "
        f"add a row for it under the screen where it appears" for name, where in sorted(missing.items()))


def test_every_hook_in_the_doc_is_still_written_somewhere():
    names = {w.name for w in contract.written()[0]}
    stale = [h for h in contract.doc_hooks() if not any(contract.listed(n, [h]) for n in names)]
    assert not stale, "\n".join(f"docs/testing-hooks.md:{h.line} lists `{h.name}`, which no page or UI module "
                                f"writes any more" for h in stale)


def test_the_doc_lists_each_screen_the_live_test_checks():
    states = {h.state for h in contract.doc_hooks()}
    assert states == set(contract.STATES)


def _used_in(name: str, texts: dict[str, str]) -> list[str]:
    """The files that use a hook: its name quoted or as a selector value; a pattern by its fixed start."""
    fixed = contract.pattern(name).split("*")[0]
    tail = r"" if "*" in contract.pattern(name) else r"(?![\w-])"
    regex = re.compile(rf"(?<![\w-]){re.escape(fixed)}{tail}")
    return [file for file, text in texts.items() if regex.search(text)]


def test_hooks_seen_only_in_other_moments_are_used_by_a_test():
    """The live test visits a few screens; a hook listed as seen elsewhere must be exercised by some other test."""
    files = [p for p in (ROOT / "e2e").glob("test_*.py") if p.name != "test_hooks_live.py"]
    files += list((ROOT / "tests" / "ui").glob("test_*.py"))
    texts = {p.relative_to(ROOT).as_posix(): p.read_text(encoding="utf-8") for p in files}
    unused = [h for h in contract.doc_hooks() if h.state == "elsewhere" and not _used_in(h.name, texts)]
    assert not unused, "\n".join(f"docs/testing-hooks.md:{h.line}: `{h.name}` is listed as seen elsewhere, but no "
                                 f"test in e2e/ or tests/ui/ uses it" for h in unused)


def test_the_readme_example_is_the_e2e_test_the_suite_runs():
    blocks = [b.strip() for b in code_blocks(README.read_text(encoding="utf-8"), "python")]
    assert EXAMPLE.read_text(encoding="utf-8").strip() in blocks, (
        "README.md's Playwright example must be e2e/test_readme_example.py, verbatim")


def _readme_commands() -> list[str]:
    lines = []
    for block in code_blocks(README.read_text(encoding="utf-8"), "sh"):
        command = ""
        for line in block.splitlines():
            line = line.split("  #")[0].rstrip()
            if line.endswith("\\"):
                command += line[:-1] + " "
                continue
            command += line
            if command.strip():
                lines.append(command.strip())
            command = ""
    return lines


def _make_targets() -> set[str]:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    return set(re.findall(r"^([a-z][\w-]*):", makefile, flags=re.M))


def test_the_readme_commands_exist():
    """Each shell line of the README: a make target that exists, a file that exists, a CLI command (run below)."""
    targets, wrong = _make_targets(), []
    for command in _readme_commands():
        words = shlex.split(command)
        if words[0] == "make":
            wrong += [f"{command}: no make target {w}" for w in words[1:] if "=" not in w and w not in targets]
        elif words[:3] == ["python3", "-m", "pytest"]:
            wrong += [f"{command}: no {w}" for w in words[3:]
                      if not w.startswith("-") and not (ROOT / w.split("::")[0]).exists()]
        elif words[0] == "python3" and words[1].endswith(".py"):
            wrong += [f"{command}: no {words[1]}"] if not (ROOT / words[1]).is_file() else []
        elif not command.startswith("PYTHONPATH=py python3 -m carcassonne"):
            wrong.append(f"{command}: a README command this test does not know how to check")
    assert wrong == []


CLI_COMMANDS = ([c for c in _readme_commands() if c.startswith("PYTHONPATH=py python3 -m carcassonne")]
                if README.is_file() else [])


@pytest.mark.subprocess
@pytest.mark.parametrize("command", CLI_COMMANDS)
def test_the_readme_cli_commands_run(command):
    words = shlex.split(command)[1:]  # without PYTHONPATH=py, set below
    done = subprocess.run([sys.executable, *words[1:]], cwd=ROOT, env={"PYTHONPATH": "py", "PATH": ""},
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, f"{command}\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}"
    if words[3] == "bench":  # its figures, as JSON
        figures = json.loads(done.stdout)
        assert figures["random_game_2p_median_ms"] > 0 and figures["copy_80_tiles_median_ms"] > 0, figures


def test_the_readme_engine_example_runs():
    """The Develop section's engine example, run as it stands (with `py/` on the path, as tests/ has it)."""
    blocks = [b for b in code_blocks(README.read_text(encoding="utf-8"), "python")
              if b.startswith("from carcassonne import Game")]
    assert len(blocks) == 1
    scope: dict = {}
    exec(compile(blocks[0], "README.md (engine example)", "exec"), scope)
    assert scope["game"].drawn == scope["placement"].tile  # undo() took the played turn back
    assert scope["found"].turn is not None and scope["turn"].placement.tile == scope["placement"].tile


def slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path) -> set[str]:
    return {slug(h) for h in re.findall(r"^#+ (.+)$", path.read_text(encoding="utf-8"), flags=re.M)}


DOCS = ["README.md", "README.de.md", *sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "docs").glob("*.md"))] \
    if (ROOT / "docs").is_dir() else []


SHARED = ROOT.parent / "shared"


@pytest.mark.parametrize("name", DOCS)
def test_every_link_of_the_docs_leads_somewhere(name):
    """Relative links point at files that exist (shared/ lies beside the checkout), and #anchors at headings."""
    doc = ROOT / name
    broken = []
    for target, anchor in re.findall(r"\]\((?!https?:)([^)#\s]*)(?:#([^)\s]+))?\)", doc.read_text(encoding="utf-8")):
        path = (doc.parent / target).resolve() if target else doc
        if not path.is_relative_to(ROOT) and not SHARED.is_dir():
            continue  # the specs in shared/ beside the checkout: absent where the repo stands alone
        if not path.exists():
            broken.append(f"{target}: no such file")
        elif anchor and path.suffix == ".md" and anchor not in anchors(path):
            broken.append(f"{target}#{anchor}: no such heading")
    assert broken == []


def test_the_readme_hooks_table_names_hooks_of_the_doc():
    """The README's short table of hooks is a subset of docs/testing-hooks.md, so it cannot name a stale hook."""
    text = README.read_text(encoding="utf-8")
    section = text.split("## Test it with Playwright", 1)[1].split("\n## ", 1)[0]
    names = [n for row in re.findall(r"^\|([^|]*)\|", section, flags=re.M)
             for n in re.findall(r"`([a-z0-9{}-]+)`", row)]
    assert len(names) > 20
    listed = contract.doc_hooks()
    assert [n for n in names if not contract.listed(n, listed)] == []
