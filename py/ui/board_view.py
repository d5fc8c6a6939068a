"""The board on screen: its SVG layers, the tile symbols, the camera, the gestures (`drag.BoardGestures`) and keys
(`board_keys.BoardKeys`).

The view knows no rules: it draws a `session.GameSession` (placed tiles, followers, the turn in progress) as
markup strings from `render`, one ``innerHTML`` per changed layer, and hands every gesture to its ``play`` object
(`game_view.GameView`).  It finds its elements inside the root it is given, so the app and the embed each have one.
"""

from __future__ import annotations

from . import highlights, render, tileart
from .board_tiles import BoardTiles
from .camera import Camera, badge_factor, pan_clear, pan_inside
from .camera_box import camera_box
from .controller import AUTO, DEPLOY, PLACE
from .dom import Callbacks, found, js, q
from .board_keys import BoardKeys
from .board_lod import LocalDetail
from .drag import BoardGestures, Gesture

#: The board's SVG layers, bottom to top: the view makes each ``<g id="layer-<name>">`` in its camera group (the
#: pages carry the group empty; embed.html's first picture makes them from the build's copy of this list).  The
#: last four are written by others, through `BoardView.layer`: the coach's hint (`coach_view`), the scoring flash
#: (`autoplay`), the computers' turn numbers and the tile a log line points at (`board_marks`).
LAYERS = ("tiles", "hit", "tentative", "highlight", "cities", "cells", "meeples", "gingerbread", "recall", "spots",
          "badges", "hint", "preview", "marks", "pointed", "flash")
UNSPOKEN = ("marks", "pointed", "flash")  # layers a screen reader skips (what they show is said elsewhere)
NEAR_LAYERS = ("tentative", "hint", "preview")  # layers of single tiles a drop's focus shows near (`near_here`)
FAR_BELOW_PX, NEAR_ABOVE_PX = 72, 80  # tile art's level of detail: far under 72 px a tile, near again over 80
MID_ABOVE_PX, BLOBS_BELOW_PX = 56, 52  # inside the far view, the playing zoom's mini cottages from 56 px, blobs under 52
FOCUS_CELL_PX = 150  # a tile just put down is shown at least this big, so its follower spots are easy to hit
# A board under NARROW_PX on its smaller side (a phone) whose whole fit makes tiles smaller than PLAY_CELL_PX
# opens, and follows the turns, at PLAY_CELL_PX about the action (`BoardView.fit`): a finger needs ~44 px
PLAY_CELL_PX, NARROW_PX = 56, 560


class BoardView(BoardGestures, BoardKeys, BoardTiles):
    def __init__(self, play, root, callbacks: Callbacks) -> None:
        self.play = play
        self.root = root
        self.callbacks = callbacks
        self.svg = q(root, '[data-testid="board"]')
        self.defs = q(self.svg, "defs")
        self.cam_g = q(self.svg, "#camera")
        self.cam_move = camera_box(self.svg, self.cam_g)  # the HTML box the camera moves, or None (`apply_camera`)
        self.layers = build_layers(self.cam_g)
        self.ghost = q(root, ".ghost")
        self.ghost_use = q(self.ghost, "use")
        self.drawn_defs: set[str] = set()
        self.camera = Camera()
        self.far = False  # the board shows the tile art's far level of detail (class lod-far on the svg)
        self.mid = False  # ... at the playing zoom, with mini cottages (class lod-mid too, static/tileart.css)
        self.auto_fit = True
        self.action_view = False  # the page lets a phone open a big board about the action (the app does)
        self.overview = False  # the person asked for the whole board (the fit button or key) since the game opened
        self.saved_camera: tuple | None = None  # the camera before focusing on a tile just put down
        self.rect = (0.0, 0.0, 800.0, 600.0)
        self.gesture = Gesture()
        self.layer_cache: dict[str, str] = {}
        self.tiles_drawn: list | None = None  # (cell, tile, rot) of the tiles layer's tiles, in order (`draw_tiles`)
        # the tiles layer's marks by cell, data-sq, -ln, -st, -cw (`board_walls.town_marks`, `board_tiles`)
        self.squares_drawn: dict | None = {}
        self.joints_drawn: dict | None = {}
        self.streets_drawn: dict | None = {}
        # while focused on a drop: the tiles in view shown near on a far board (`board_lod`)
        self.detail = LocalDetail(callbacks, self.layers["tiles"], [self.layers[n] for n in NEAR_LAYERS])
        self._frame = callbacks.proxy(self.frame)
        for name, handler in (("pointerdown", self.on_down), ("pointermove", self.on_move),
                              ("pointerup", self.on_up), ("pointercancel", self.on_cancel),
                              ("keydown", self.on_key), ("click", self.on_click),
                              ("pointerleave", self.on_leave), ("focusin", self.on_focus)):
            callbacks.on(root, name, handler)
        callbacks.on(root, "wheel", self.on_wheel, passive=False)
        self.tools = q(root, ".board-tools")
        self.tools_box = (0.0, 0.0, 0.0, 0.0)  # the zoom buttons over the board, relative to it (measured with it)
        if hasattr(js, "ResizeObserver"):  # the board's own size: a turned phone, a panel that changes width
            js.ResizeObserver.new(callbacks.proxy(self.on_resize)).observe(self.svg)
        else:
            callbacks.on(js.window, "resize", self.on_resize)

    # --- tile symbols ------------------------------------------------------------------------------------

    def ensure_defs(self, tile_ids) -> None:
        """Put the symbols of these tile types into the board's <defs> (each drawn once, on first need)."""
        missing = [t for t in dict.fromkeys(tile_ids) if t and t not in self.drawn_defs]
        if not missing:
            return
        self.defs.insertAdjacentHTML("beforeend", tile_defs(missing, icons=not self.drawn_defs))
        self.drawn_defs.update(missing)

    # --- layers --------------------------------------------------------------------------------------

    def layer(self, name: str):
        """The ``<g>`` of one of `LAYERS` (for the parts that draw on the board themselves: coach, flash, marks)."""
        return self.layers[name]

    def set_layer(self, name: str, markup: str) -> None:
        if self.layer_cache.get(name) != markup:
            self.layer_cache[name] = markup
            self.layers[name].innerHTML = markup
            if name == "tiles":
                self.tiles_drawn = None
                self.squares_drawn = self.joints_drawn = self.streets_drawn = None  # drawn from markup `draw_tiles`
                self.wells_drawn = self.neighbours_drawn = None  # did not see: unknown
                if self.detail.active:  # new tile elements: show those in view near again
                    self.near_here()

    def clear_layers(self) -> None:
        """Empty the layers this view draws (the others' owners clear their own, and remember what they show)."""
        for name in list(self.layer_cache):
            self.set_layer(name, "")

    def draw(self, session) -> None:
        """Every layer from the session: the board as it is, then the turn in progress."""
        game = session.game
        self.ensure_defs([o.id for o, _ in game.board.tiles.values()] + [game.drawn])
        self.draw_tiles(game.board)
        for name in BOARD_LAYERS[1:]:
            self.set_layer(name, board_layer(session, name))
        self.set_layer("highlight", "")
        self.set_layer("hit", "")
        self.gesture.forget_hover()
        self.set_layer("preview", "")
        self.draw_turn(session)

    def draw_turn(self, session) -> None:
        """The layers of the turn in progress: legal cells (placing) or the tentative tile (deploying)."""
        r = render
        turn = session.turn
        if turn.phase != DEPLOY:
            self.set_layer("cities", "")
            self.set_layer("badges", "")
        if turn.phase == PLACE:
            self.set_layer("cells", r.cells_layer(turn.options))
            self.set_layer("tentative", "")
            self.set_layer("spots", "")
            self.set_layer("recall", "")
            self.draw_cursor(session)
        elif turn.phase == DEPLOY:
            self.set_layer("cells", "")
            self.set_layer("preview", "")
            colour = session.game.players[turn.player].color
            self.set_layer("tentative", r.tentative_layer(turn.placement))
            self.set_layer("spots", r.spots_layer(turn.placement, turn.spots(), turn.choice, colour,
                                                       turn.player))
            self.set_layer("recall", r.recall_marks(turn.recalls(), turn.recall))
            areas = badges = ""
            if turn.cities():
                areas, badges = r.city_choice_layers(turn.tentative, turn.cities(), turn.city, turn.placement,
                                                     turn.spots(), session.names)
            self.set_layer("cities", areas)
            self.set_layer("badges", badges)
        elif turn.phase == AUTO and turn.placement is not None:
            self.set_layer("cells", "")
            self.set_layer("preview", "")
            colour = session.game.players[turn.player].color
            self.set_layer("tentative", r.tentative_layer(turn.placement))
            self.set_layer("spots", r.chosen_follower(turn.placement, turn.choice, colour, turn.player))
            self.set_layer("recall", r.recall_marks([rc for rc in turn.recalls() if rc.cell == turn.recall],
                                                    turn.recall))
        else:
            for name in ("tentative", "spots", "recall"):
                self.set_layer(name, "")
            self.set_layer("cells", scored_layer(session))

    def draw_cursor(self, session) -> None:
        turn = session.turn
        if turn.cursor is None or turn.phase != PLACE:
            self.set_layer("preview", "")
            return
        self.set_layer("preview", render.preview_use(turn.tile, turn.fitting(turn.cursor), *turn.cursor))

    def highlight(self, game, x: int, y: int, location: str) -> None:
        self.set_layer("highlight", highlights.highlight_layer(highlights.feature_pieces(game, x, y, location)))

    # --- camera --------------------------------------------------------------------------------------

    def measure(self) -> None:
        r = self.svg.getBoundingClientRect()
        if r.width <= 0 or r.height <= 0:
            return  # hidden (the menu is shown): keep the last size, which the board comes back to
        self.rect = (r.left, r.top, r.width, r.height)
        tools = self.tools.getBoundingClientRect() if found(self.tools) else None
        self.tools_box = ((tools.left - r.left, tools.top - r.top, tools.width, tools.height) if tools
                          else (0.0, 0.0, 0.0, 0.0))

    def apply_camera(self, focus: bool = False) -> None:
        """Show the camera.  ``focus``: a zoom onto a tile just put down, which shows only the tiles in view at the
        near level of detail if it crosses the threshold (`near_here`), not the whole board.  The HTML box's CSS
        transform shows it where there is one (`camera_box`: an SVG scale lays out ~8 000 elements again)."""
        self.cam_g.setAttribute("transform", self.camera.transform())
        if self.cam_move is not None:
            self.cam_move.style.transform = self.camera.css_transform()
        for name, value in self.camera.marks(self.rect[2], self.rect[3]).items():  # test hooks: camera.marks
            self.svg.setAttribute(name, value)
        # the gingerbread man's city badges keep a finger's size on a touch screen (CSS scales them by this); set
        # on their layer, not on the svg: a custom property set there is recalculated in every tile's copy
        badge = f"{badge_factor(self.camera.scale, render.BADGE_RADIUS):.2f}"
        if badge != getattr(self, "badge_k", None):  # a pan leaves it alone: no style change to recalculate
            self.badge_k = badge
            self.layers["badges"].style.setProperty("--badge-k", badge)
        far = lod_far(self.camera.cell_size, self.far)
        mid = far and lod_mid(self.camera.cell_size, self.mid)
        if focus and self.far and not far:
            self.near_here()
            return
        self.far_again()
        if (far, mid) != (self.far, self.mid):  # only when the zoom crosses a threshold: static CSS does the rest
            self.far, self.mid = far, mid
            # one change of the class attribute (one style recalculation of the board), whichever classes change
            tokens = [t for t in str(self.svg.getAttribute("class") or "").split() if t not in ("lod-far", "lod-mid")]
            self.svg.setAttribute("class", " ".join(tokens + ["lod-far"] * far + ["lod-mid"] * mid))

    def near_here(self) -> None:
        """The tiles in view at the near level of detail while the board's svg stays far (`board_lod`): the
        tile just put down and its neighbours with this frame, the others in the frames after."""
        cam, (_, _, w, h) = self.camera, self.rect
        (x0, y0), (x1, y1) = cam.cell_at(0, 0), cam.cell_at(w, h)
        game, turn = self.play.game, self.play.turn
        placement = getattr(turn, "placement", None)
        focus = placement.cell if placement is not None else cam.cell_at(w / 2, h / 2)
        self.detail.show(game.board.tiles if game is not None else {}, (x0, y0, x1, y1), focus)

    def far_again(self) -> None:
        """Undo `near_here`: the board's class decides for every tile again."""
        if self.detail.active:
            self.detail.clear()

    def fit(self, force: bool = False, measure: bool = True, whole: bool = False) -> None:
        """Fit the board in view (``measure``: read the board's size first; after a turn the size the resize
        observer keeps is used, as reading it would force a layout in the middle of the turn's redraw).

        On a phone (`action_view`) a board whose whole fit would be too small to play on is shown at
        `PLAY_CELL_PX` about the last tile and the cells near it instead, unless the person asked for the whole
        board (``whole``: the fit button, the 0 key) since the game opened (`open_view`)."""
        game = self.play.game
        if game is None:
            return
        self.auto_fit, self.overview = self.auto_fit or force, self.overview or whole
        if measure or self.rect[2] <= 0:
            self.measure()
        _, _, w, h = self.rect
        board = game.board  # every tile and every cell beside one is kept clear of the zoom buttons (`Camera.fit`)
        self.camera.fit(render.board_bounds(board), w, h, 0.15, 1.5, self.tools_box, [*board.tiles, *board.frontier])
        if self.playing_close(w, h) and game.board.order:
            turn = getattr(self.play, "turn", None)
            options = getattr(turn, "options", None) or {}
            left, _, tools_w, _ = self.tools_box  # the zoom buttons down the right side cover part of the board
            self.camera.show_action(game.board.order[-1], options, left if tools_w and left > w / 2 else w, h,
                                    PLAY_CELL_PX)
        self.apply_camera()

    def playing_close(self, w: float, h: float) -> bool:
        """Whether the board shows the action at `PLAY_CELL_PX` rather than the whole board (see `fit`)."""
        return (self.action_view and not self.overview and 0 < min(w, h) < NARROW_PX
                and self.camera.cell_size < PLAY_CELL_PX)

    def open_view(self) -> None:
        """The camera of a game just opened: fitted (on a phone, about the action: `fit`)."""
        self.overview = False
        self.fit(force=True)

    def keep_in_view(self) -> None:
        """After a turn, refit if the board has grown out of view and the player has not moved the camera."""
        if self.auto_fit:
            self.fit(measure=False)

    def zoom(self, factor: float, px: float | None = None, py: float | None = None) -> None:
        self.measure()
        if px is not None and py is not None:
            self.camera.zoom_at(factor, px, py)
        else:  # a button or key: framed on the board (`Camera.zoom_framed`)
            self.camera.zoom_framed(factor, self.play.game and render.board_bounds(self.play.game.board), self.rect[2:])
        self.user_moved()
        self.apply_camera()

    def pan_by(self, dx: float, dy: float) -> None:
        self.camera.pan(dx, dy)
        self.user_moved()
        self.apply_camera()

    def user_moved(self) -> None:
        self.auto_fit = False
        self.saved_camera = None

    def focus_cell(self, cell) -> None:
        """Zoom in about a tile just put down if it is small on screen, and keep it clear of the board's edges and
        of the zoom buttons (the camera is restored afterwards).

        Uses the board's rect cached at the start of the gesture: measuring here would force a layout."""
        _, _, w, h = self.rect
        target = min(FOCUS_CELL_PX, min(w, h) / 2.6)
        cam = self.camera
        if cam.cell_size < target * 0.95:
            self.save_camera()
            ox, oy = cam.cell_origin(*cell)
            half = cam.cell_size / 2
            cam.zoom_at(target / cam.cell_size, ox + half, oy + half)
        self.clear_cell(cell)
        self.apply_camera(focus=True)

    def focus_turn(self, turn, cell) -> None:
        """The tile just put down in focus; when the gingerbread man's choice opens, every candidate city too."""
        self.focus_cell(cell)
        if getattr(turn, "needs_city", False):
            self.show_cells([cell] + [(c.x, c.y) for c in turn.cities()])

    def show_cells(self, cells) -> None:
        """Fit the view to these cells for the rest of the turn (the camera is restored afterwards, as after
        `focus_cell`): the gingerbread man's candidate cities all on screen when his choice opens."""
        _, _, w, h = self.rect
        if w <= 0 or h <= 0:
            return
        self.save_camera()
        self.camera.fit_cells(cells, w, h)
        self.apply_camera(focus=True)

    def save_camera(self) -> None:
        """Remember the camera before a tile just put down moves it (`unfocus` goes back)."""
        if self.saved_camera is None:
            cam = self.camera
            self.saved_camera = (cam.tx, cam.ty, cam.scale, self.auto_fit)

    def clear_cell(self, cell) -> None:
        """Pan the tile just put down well inside the board (its spots near no edge) and out from under the zoom
        buttons."""
        _, _, w, h = self.rect
        cam = self.camera
        s = cam.cell_size
        ox, oy = cam.cell_origin(*cell)
        dx, dy = pan_inside((ox, oy, s, s), w, h, max(12.0, 0.3 * s))
        dx2, dy2 = pan_clear((ox + dx, oy + dy, s, s), self.tools_box, w, h)
        if dx + dx2 or dy + dy2:
            self.save_camera()
            cam.pan(dx + dx2, dy + dy2)

    def unfocus(self) -> None:
        if self.saved_camera is not None:
            cam = self.camera
            cam.tx, cam.ty, cam.scale, self.auto_fit = self.saved_camera
            self.saved_camera = None
            self.apply_camera()

    def on_resize(self, *_args) -> None:
        """The board changed size (a phone turned, a window resized): fitted again unless the person zoomed or
        panned by hand, then its middle stays in the middle.  A tile just put down stays in focus."""
        if self.play.game is None:
            return
        _, _, old_w, old_h = self.rect
        self.measure()
        _, _, w, h = self.rect
        if abs(w - old_w) < 1 and abs(h - old_h) < 1:
            return
        focused = self.saved_camera is not None
        if focused:
            cam = self.camera
            cam.tx, cam.ty, cam.scale, self.auto_fit = self.saved_camera
            self.saved_camera = None
        if self.auto_fit:
            self.fit()
        else:
            self.camera.pan((w - old_w) / 2, (h - old_h) / 2)
            self.apply_camera()
        turn = getattr(self.play, "turn", None)
        placement = getattr(turn, "placement", None) if focused else None
        if placement is not None:
            self.focus_turn(turn, (placement.x, placement.y))

    def ensure_cell_visible(self, cell) -> None:
        _, _, w, h = self.rect
        ox, oy = self.camera.cell_origin(*cell)
        s = self.camera.cell_size
        dx = dy = 0.0
        if ox < 0:
            dx = -ox + s * 0.3
        elif ox + s > w:
            dx = w - (ox + s) - s * 0.3
        if oy < 0:
            dy = -oy + s * 0.3
        elif oy + s > h:
            dy = h - (oy + s) - s * 0.3
        if dx or dy:
            self.camera.pan(dx, dy)
            self.apply_camera()


def layers_markup(names=LAYERS) -> str:
    """The empty ``<g>`` of these layers, in `LAYERS` order."""
    hidden = ' aria-hidden="true"'
    return "".join(f'<g id="layer-{name}"{hidden if name in UNSPOKEN else ""}></g>' for name in LAYERS if name in names)


def build_layers(camera) -> dict:
    """Make the camera group's missing layers and put all of them, in `LAYERS` order, before anything else it holds
    (the editor's answers); the layers already there keep what they show (embed.html's first picture)."""
    missing = [name for name in LAYERS if not found(q(camera, f"#layer-{name}"))]
    if missing:
        camera.insertAdjacentHTML("afterbegin", layers_markup(missing))
    layers = {name: q(camera, f"#layer-{name}") for name in LAYERS}
    ids = [getattr(child, "id", None) for child in list(camera.children)[:len(LAYERS)]]
    if ids != [f"layer-{name}" for name in LAYERS]:
        for name in reversed(LAYERS):
            camera.insertBefore(layers[name], camera.firstChild)
    return layers


def lod_far(cell_px: float, far_now: bool) -> bool:
    """Whether tiles this many pixels wide get the far level of detail; the gap between the two thresholds
    keeps a zoom that hovers about one from flickering."""
    return cell_px < (NEAR_ABOVE_PX if far_now else FAR_BELOW_PX)


def lod_mid(cell_px: float, mid_now: bool) -> bool:
    """Whether a far board this zoomed shows the playing zoom's mini cottages rather than the far view's blobs
    (a gap between the thresholds, as `lod_far`)."""
    return cell_px >= (BLOBS_BELOW_PX if mid_now else MID_ABOVE_PX)


def gingerbread_position(game):
    if "gingerbread" not in game.rules.expansions:
        return None
    from carcassonne.expansions.gingerbread import Gingerbread

    return Gingerbread.position(game)


# --- the markup of a board nobody plays on (also the build's, for embed.html's first picture: `embed_views`) ---

BOARD_LAYERS = ("tiles", "meeples", "gingerbread")  # the tiles first (`BoardView.draw_tiles`)


def board_layer(session, name: str) -> str:
    """One of `BOARD_LAYERS`: the board as it is, whatever the turn in progress."""
    game = session.game
    if name == "tiles":
        return render.tiles_layer(game.board)
    if name == "meeples":
        return render.meeples_layer(game, session.names)
    return render.gingerbread_layer(game, gingerbread_position(game))


def scored_layer(session) -> str:
    """A scenario's step with no turn in progress: the features its turn scored, marked (the turn report explains
    them); empty in a game."""
    scored = highlights.scored_pieces(session.game, session.last_report()) if session.viewing else []
    return highlights.highlight_layer(scored) if scored else ""


def still_layers(session) -> dict[str, str]:
    """The non-empty layers `BoardView.draw` sets for a session with no turn in progress (a scenario's step)."""
    layers = {name: board_layer(session, name) for name in BOARD_LAYERS}
    layers["cells"] = scored_layer(session)
    return {name: markup for name, markup in layers.items() if markup}


def tile_defs(tile_ids, icons: bool) -> str:
    """The ``<defs>`` markup of these tile types' symbols (and first the far view's icons, once per board)."""
    markup = tileart.icon_defs() if icons else ""
    return markup + "".join(f'<symbol id="tile-{render.esc(t)}" viewBox="0 0 100 100" width="100" height="100">'
                            f'{tileart.symbol_content(t)}</symbol>' for t in tile_ids)
