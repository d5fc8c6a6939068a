"""The rules' refusals of a move carry a code the page words in English and German (issue 21).

Two checks: every place in the engine that refuses a move (read from the source: each `Problem(...)` made and each
`IllegalMoveError(...)` raised) names a code with an English sentence (`carcassonne.errors.PROBLEMS`, or
`ui.record_reasons.REASONS` for the game's set-up) and a German one in the catalogue; and random games with every
expansion, whose legal turns are bent into illegal ones (another cell, rotation, spot, follower, tile, player, an
abbot or a gingerbread man that may not move), meet only refusals with a code and a German sentence without an
English word of the catalogue left in it.
"""

from __future__ import annotations

import ast
import random
import re
from collections import Counter
from pathlib import Path

import pytest

from carcassonne import Game, IllegalMoveError, Rules
from carcassonne.errors import PROBLEMS
from carcassonne.moves import CityChoice, Deployment, Placement, Turn
from carcassonne.sim import random_turn
from ui import i18n, po
from ui.explain import REFUSALS, move_refusal_text, refusal_of
from ui.record_reasons import REASONS

ENGINE = Path(__file__).resolve().parents[2] / "py" / "carcassonne"
ALL = ("river", "abbot", "inns-cathedrals", "gingerbread")
NAMES = ["Anna", "Jonas", "Lea"]  # no English word among them
#: The checks that answer with a `Problem` (or None), never with English text.
CHECKS = ("misfit", "placement_problem", "_placement_problem", "_deploy_problem", "_turn_problem", "turn_problem")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


# --- every site in the engine -----------------------------------------------------------------------------------

def _called(node: ast.Call) -> str | None:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def _codes(expr: ast.expr | None) -> list:
    """The codes an expression can give: a constant, or either side of `a if c else b` (None: not a literal)."""
    if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
        return [expr.value]
    if isinstance(expr, ast.IfExp):
        return _codes(expr.body) + _codes(expr.orelse)
    return [None]


def engine_sites() -> list[tuple[str, str, str | None]]:
    """(kind, file:line, code) of every Problem made and IllegalMoveError raised in the engine's sources."""
    sites = []
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        forwarding = {id(node) for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) and f.name == "refused"
                      for node in ast.walk(f)}  # `refused` raises its problem's code: its problems are checked
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or id(node) in forwarding:
                continue
            where = f"{path.relative_to(ENGINE)}:{node.lineno}"
            if _called(node) == "Problem":
                sites += [("problem", where, code) for code in _codes(node.args[0] if node.args else None)]
            elif _called(node) == "IllegalMoveError":
                sites += [("error", where, code) for code in _codes(node.args[1] if len(node.args) > 1 else None)]
    return sites


def _german(msgid: str | tuple[str, str]) -> str:
    catalogue = i18n.catalogue("de")
    if isinstance(msgid, tuple):
        return catalogue.ngettext(*msgid, 2)
    return catalogue.gettext(msgid)


def test_every_refusal_site_of_the_engine_has_a_code_with_english_and_german():
    sites = engine_sites()
    assert len(sites) > 50
    uncoded = [(kind, where) for kind, where, code in sites if code is None]
    assert uncoded == [], "a refusal without a literal code"
    for kind, where, code in sites:
        english = PROBLEMS.get(code) if kind == "problem" else REASONS.get(code)
        assert english, (where, code)
        msgid = REFUSALS.get(code) if kind == "problem" else REASONS[code]
        assert msgid is not None, (where, code, "the page has no sentence for it")
        assert _german(msgid) != msgid, (where, code, "no German sentence")
    assert {code for kind, _, code in sites if kind == "problem"} == set(PROBLEMS), "a code no site gives"


def test_the_checks_answer_with_problems_never_with_english():
    for path in sorted(ENGINE.rglob("*.py")):
        for f in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(f, ast.FunctionDef) and f.name in CHECKS:
                for node in ast.walk(f):
                    value = node.value if isinstance(node, ast.Return) else None
                    text = isinstance(value, ast.JoinedStr) or (isinstance(value, ast.Constant)
                                                               and isinstance(value.value, str))
                    assert not text, f"{path.name}:{node.lineno}: {f.name} returns text"


# --- random games, bent into illegal turns ------------------------------------------------------------------------

def _bent(game: Game, rng: random.Random) -> list[tuple[Turn, int | None]]:
    """Illegal variants of the position's legal turns: (turn, the player who tries it; None: whose turn it is)."""
    placements = game.legal_placements()
    if not placements:
        return []
    pl = rng.choice(placements)
    out: list[tuple[Turn, int | None]] = []
    for dx, dy in ((0, 0), (1, 0), (0, 1), (-1, 0), (0, -1), (2, 0), (5, 5)):  # another cell (or the same)
        for rot in (0, 90, 180, 270):  # another rotation
            out.append((Turn(Placement(pl.tile, pl.x + dx, pl.y + dy, rot)), None))
    other = next(t for t in ("E", "RK", "D", "A") if t != pl.tile)
    out.append((Turn(Placement(other, pl.x, pl.y, pl.rot)), None))  # another tile
    for location in ("N", "E", "S", "W", "NNE", "SSW", "C", "G"):  # another spot, another follower
        for kind in ("normal", "big", "abbot"):
            out.append((Turn(pl, Deployment(location, kind)), None))
    out.append((Turn(pl, Deployment("N"), recall=(0, 0)), None))  # an abbot taken back with a follower put down
    out.append((Turn(pl, recall=(pl.x + 40, pl.y)), None))  # no abbot there
    for cell in ((0, 0), (pl.x, pl.y), (30, 30)):  # the gingerbread man where he may not go
        for at in ("N", "E", "S", "W"):
            out.append((Turn(pl, gingerbread=CityChoice(cell[0], cell[1], at)), None))
    out.append((Turn(pl), (game.current_player + 1) % len(game.players)))  # not their turn
    out.append((Turn(pl), 9))  # no such player
    return out


def _refusals(game: Game, rng: random.Random) -> list[IllegalMoveError]:
    found = []
    for turn, player in _bent(game, rng):
        try:
            game.copy().play(turn, player)
        except IllegalMoveError as exc:
            found.append(exc)
    return found


def _played_refusals() -> list[IllegalMoveError]:
    """Refusals met in a few seeded games with every expansion (and one base game with farmers off)."""
    found = []
    for seed, rules in ((3, Rules(expansions=ALL)), (4, Rules(expansions=ALL)), (5, Rules(farmers=False))):
        rng = random.Random(seed)
        game = Game(NAMES, seed=seed, rules=rules)
        while not game.over:
            if len(game.turns) % 6 == 0:
                found += _refusals(game, rng)
            game.play(random_turn(game, rng))
        for action in (lambda: game.play("E@0,1r0"), game.finish, lambda: game.play_on(["E"], 0)):
            try:
                action()
            except IllegalMoveError as exc:
                found.append(exc)
    fresh = Game(NAMES[:2], seed=1)
    for action in (fresh.undo, lambda: fresh.play_on(["ZZ9"], 0), lambda: fresh.play_on(["E"], 5),
                   lambda: fresh.legal_placements("ZZ9"), lambda: Game(NAMES[:2], free=True).legal_placements()):
        try:
            action()
        except IllegalMoveError as exc:
            found.append(exc)
    free = Game(NAMES[:2], free=True)
    for text in ("GB1@0,1r0", "ZZ@0,1r0"):
        try:
            free.play(text, 0)
        except IllegalMoveError as exc:
            found.append(exc)
    return found


@pytest.fixture(scope="module")
def played() -> list[IllegalMoveError]:
    return _played_refusals()


@pytest.fixture(scope="module")
def english_only() -> frozenset[str]:
    entries = po.parse_po((po.PY_DIR / "locale/de/LC_MESSAGES/carcassonne.po").read_text(encoding="utf-8"))
    return po.english_only_words(entries)


def test_every_refusal_met_in_play_has_a_code_and_its_params(played):
    assert len(played) > 500
    uncoded = Counter(str(e) for e in played if refusal_of(e) is None)
    assert uncoded == Counter()
    placed = [e for e in played if e.code in ("cell-taken", "no-neighbour", "edge-mismatch", "occupied-city")]
    assert placed and all(isinstance(e.params["cell"], tuple) and e.params["rot"] in (0, 90, 180, 270)
                          for e in placed), "a refused turn says where"
    reached = Counter(e.code for e in played)
    print(f"{len(played)} refusals, {len(reached)} of {len(REFUSALS)} codes: {sorted(reached)}")
    assert len(reached) >= 30, sorted(set(REFUSALS) - set(reached))
    edge = next(e for e in played if e.code == "edge-mismatch")
    assert set(edge.params) == {"edge", "have", "want", "cell", "rot"}
    assert str(edge).endswith(f"its {edge.params['edge']} edge ({edge.params['have']}) meets a "
                              f"{edge.params['want']}"), "the English is as it was"


def test_every_refusal_met_in_play_is_worded_in_german_without_english(played, english_only):
    words = re.compile(r"[^\W\d_]{4,}")
    seen = {}
    for error in played:
        seen.setdefault((error.code, tuple(sorted(error.params))), error)
    for error in seen.values():
        i18n.set_language("de")
        german = move_refusal_text(error)
        i18n.set_language("en")
        english = move_refusal_text(error)
        assert german != english, (error.code, german)
        left = {w.lower() for w in words.findall(german)} & english_only
        assert not left, (error.code, german, left)
        assert "{" not in german and str(error) != german
