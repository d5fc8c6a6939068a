"""The board's SVG layers come from one list (`board_view.LAYERS`): the view makes them in its camera group, in that
order, keeping any the page already drew (embed.html's first picture), and the parts that draw on the board
themselves (the coach's hint, the scoring flash, the computers' marks) ask the view for their layer."""

from __future__ import annotations

import sys
import types
from pathlib import Path
from xml.dom import minidom

import pytest

from ui import board_view
from ui.autoplay import AutoPlay
from ui.board_marks import BoardMarks
from ui.coach_view import CoachView

ROOT = Path(__file__).resolve().parents[2]


class Node:
    """A stand-in element: its id and attributes, its children, and the few DOM calls the view makes."""

    def __init__(self, tag: str = "g", **attrs: str) -> None:
        self.tagName, self.attrs, self.kids, self.parent = tag, dict(attrs), [], None
        self.innerHTML = ""

    @property
    def id(self) -> str:
        return self.attrs.get("id", "")

    @property
    def children(self) -> list:
        return list(self.kids)

    @property
    def firstChild(self):  # noqa: N802 - the DOM's name
        return self.kids[0] if self.kids else None

    def getAttribute(self, name: str):  # noqa: N802
        return self.attrs.get(name)

    def append(self, *nodes: Node) -> Node:
        for node in nodes:
            self.insertBefore(node, None)
        return self

    def insertBefore(self, node: Node, ref) -> None:  # noqa: N802
        if node.parent is not None:
            node.parent.kids.remove(node)
        node.parent = self
        self.kids.insert(len(self.kids) if ref is None else self.kids.index(ref), node)

    def insertAdjacentHTML(self, where: str, markup: str) -> None:  # noqa: N802
        parsed = minidom.parseString(f"<r>{markup}</r>").documentElement.childNodes
        made = [Node(e.tagName, **dict(e.attributes.items())) for e in parsed]
        for i, node in enumerate(made):
            self.insertBefore(node, self.kids[i] if where == "afterbegin" and i < len(self.kids) else None)

    def matches(self, selector: str) -> bool:
        if selector.startswith("#"):
            return self.id == selector[1:]
        if selector.startswith("."):
            return selector[1:] in self.attrs.get("class", "").split()
        if selector.startswith("["):
            name, _, value = selector.strip("[]").partition("=")
            return self.attrs.get(name) == value.strip('"')
        return self.tagName == selector

    def querySelector(self, selector: str):  # noqa: N802
        for kid in self.kids:
            if kid.matches(selector):
                return kid
            deeper = kid.querySelector(selector)
            if deeper is not None:
                return deeper
        return None

    def querySelectorAll(self, selector: str) -> list:  # noqa: N802
        return []


class Callbacks:
    def on(self, *_args, **_kw) -> None:
        pass

    def proxy(self, fn):
        return fn

    def later(self, fn, ms: int = 0):
        return ms


def board_root(*in_camera: Node) -> tuple[Node, Node]:
    """The markup `BoardView` finds (the board's svg, its empty camera group or one holding these, the ghost)."""
    camera = Node("g", id="camera").append(*in_camera)
    svg = Node("svg", id="board", **{"data-testid": "board"}).append(Node("defs"), camera)
    ghost = Node("div", **{"class": "ghost"}).append(Node("use"))
    return Node("div").append(svg, ghost), camera


@pytest.fixture
def view(monkeypatch):
    monkeypatch.setattr(board_view, "js", types.SimpleNamespace(window=None))  # no ResizeObserver: a resize listener
    root, _ = board_root()
    return board_view.BoardView(types.SimpleNamespace(), root, Callbacks())


def ids(camera: Node) -> list[str]:
    return [kid.id or kid.attrs.get("class", "") for kid in camera.kids]


def test_the_view_makes_every_layer_in_order_in_the_empty_camera_group(view):
    camera = view.cam_g
    assert ids(camera) == [f"layer-{name}" for name in board_view.LAYERS]
    assert {"hint", "flash"} <= set(board_view.LAYERS)
    assert [name for name in board_view.LAYERS if view.layer(name).getAttribute("aria-hidden") == "true"] == \
        list(board_view.UNSPOKEN)
    assert all(view.layer(name) is camera.kids[i] for i, name in enumerate(board_view.LAYERS))


def test_layers_the_page_drew_keep_their_markup_and_others_stay_above(monkeypatch):
    monkeypatch.setattr(board_view, "js", types.SimpleNamespace(window=None))
    tiles, answers = Node("g", id="layer-tiles"), Node("g", **{"class": "editor-answers-layer"})
    tiles.innerHTML = "<use/>"
    root, camera = board_root(answers, tiles)  # out of order, and the editor's group of its own
    view = board_view.BoardView(types.SimpleNamespace(), root, Callbacks())
    assert ids(camera) == [f"layer-{name}" for name in board_view.LAYERS] + ["editor-answers-layer"]
    assert view.layer("tiles") is tiles and tiles.innerHTML == "<use/>"


def test_embed_first_picture_gets_the_same_layers_from_the_build():
    """embed.html's first picture (static/embed-first.js) fills its camera group from the view file's
    ``layer_groups``: the layers the view would make, so Python takes them over as they are."""
    camera = Node("g", id="camera")
    camera.insertAdjacentHTML("beforeend", board_view.layers_markup())
    assert ids(camera) == [f"layer-{name}" for name in board_view.LAYERS]
    script = (ROOT / "static" / "embed-first.js").read_text(encoding="utf-8")
    assert "view.layer_groups" in script and '"preview"' not in script, "no second list of the layers in JS"
    for page in ("index.html", "embed.html"):
        text = (ROOT / page).read_text(encoding="utf-8")
        assert '<g id="camera"></g>' in text and 'id="layer-' not in text, page


def test_clearing_the_board_leaves_the_layers_others_draw(view):
    view.set_layer("tiles", "<use/>")
    view.layer("flash").innerHTML = "+3"
    view.clear_layers()
    assert view.layer("tiles").innerHTML == "" and view.layer("flash").innerHTML == "+3"


def game_view(board) -> types.SimpleNamespace:
    root = Node("div")
    return types.SimpleNamespace(root=root, board=board, callbacks=Callbacks(), session=None)


class Asking:
    """A board that answers `layer` with stand-ins and records which layers were asked for."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.layers: dict[str, Node] = {}
        self.camera = types.SimpleNamespace(scale=1.0)

    def layer(self, name: str) -> Node:
        self.asked.append(name)
        return self.layers.setdefault(name, Node("g", id=f"layer-{name}"))


def test_the_coach_and_the_marks_get_their_layers_from_the_view():
    board = Asking()
    coach = CoachView(game_view(board), brain=None)
    board.layer("hint").innerHTML = "<circle/>"
    coach.clear()
    assert board.layers["hint"].innerHTML == ""
    marks = BoardMarks(game_view(board))
    marks.put("pointed", "<rect/>")
    assert board.layers["pointed"].innerHTML == "<rect/>"
    assert set(board.asked) == {"hint", "pointed"}


def test_the_scoring_flash_goes_into_the_views_flash_layer(monkeypatch):
    monkeypatch.setitem(sys.modules, "js", types.SimpleNamespace(clearTimeout=lambda _t: None))
    board = Asking()
    auto = AutoPlay.__new__(AutoPlay)
    auto.view, auto.flash_timer = game_view(board), None
    auto.show_flash('<g data-testid="returning"></g>', 1600)
    assert board.asked == ["flash"] and board.layers["flash"].innerHTML == '<g data-testid="returning"></g>'
    assert auto.flash_timer == 1600
