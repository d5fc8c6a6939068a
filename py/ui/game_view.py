"""The game on screen: the board, the turn panel, the scoreboard, the turn report and log, the scenario viewer,
composed around one `session.GameSession`.  Both pages use it: the app adds its menu, forms and saves around it
(through a `GameHost`), the embed its own messages.

Every change goes the same way: the session changes, then the parts that show it are redrawn from it
(`refresh`, or only the turn's parts while a turn is being made).  A computer seat thinks in a worker and plays
in timer steps (`autoplay.AutoPlay`), through the same confirm path as a person; the coach's hint is `coach_view`.
"""

from __future__ import annotations

from carcassonne.errors import CarcassonneError

from . import explain, text, turn_text
from .autoplay import AutoPlay
from .board_view import BoardView
from .coach_view import CoachView
from .controller import AUTO, DEPLOY, PLACE, PlaceRefused
from .dom import Callbacks, Notices, found, js, js_object, q
from .i18n import t
from .log_panel import LogPanel, step_of
from .menus import keep_clear
from .scoreboard import BagLine, Scoreboard
from .step_viewer import StepViewer, step_target
from .stopwatch import Stopwatch
from .replay_view import ReplayViewer
from .rules_link import point_rules_link
from .turn_panel import TurnPanel


class GameHost:
    """What the page around a `GameView` is told (the defaults do nothing)."""

    def played(self, session, report) -> None:
        """A turn was confirmed (or taken back: ``report`` is None); the app saves here."""

    def game_over(self, session) -> None:
        """The game has just ended, or an ended game was opened."""

    def action(self, name: str, button) -> None:
        """A ``data-action`` button the game view does not handle itself (menu, export, dialogs …)."""

    def changed(self, session) -> None:
        """The position on screen was redrawn (the embed reports its height and step here)."""

    def mid_turn(self, session, placed: bool) -> None:
        """A tile was put down (True) or taken back (False) before the turn was confirmed."""


class GameView:
    def __init__(self, root, notices: Notices, callbacks: Callbacks, host: GameHost | None = None) -> None:
        self.root = root
        self.notices = notices
        self.callbacks = callbacks
        self.host = host or GameHost()
        self.session = None
        self.board = BoardView(self, root, callbacks)
        # every part but the board is optional: a page without its element gets a part that does nothing
        self.panel = part(TurnPanel, q(root, ".turn-box"))
        self.scores = part(Scoreboard, q(root, '[data-testid="scoreboard"]'))
        self.scores.later = callbacks.later
        self.bag = part(BagLine, q(root, '[data-testid="tiles-left"]'), root)
        self.log = part(LogPanel, q(root, '[data-testid="turn-report"]'), q(root, "details.log"))
        log_root = q(root, "details.log")
        if found(log_root):  # in a replay a log line is a way back to its turn
            callbacks.on(log_root, "click", self.log_jump)
            callbacks.on(log_root, "keydown", self.log_jump)
        self.steps = part(StepViewer, q(root, ".scenario-box"))
        self.replay = part(ReplayViewer, q(root, ".replay-box"), self, callbacks)  # a saved game watched again
        self.info = q(root, '[data-testid="feature-info"]')
        self.tiles = None  # the app's tile list (a `tile_list.TileList`), kept current while open
        self.auto = AutoPlay(self)  # computer seats: the worker, pauses, showing their moves
        self.coach = CoachView(self, self.auto.brain)
        callbacks.on(js.document, "keydown", self.on_page_key)
        notices.after_toast = lambda node: keep_clear(node, self.root)

    def on_page_key(self, ev) -> None:
        """Shortcuts for mouse and touch players: a key pressed with the focus outside the game (on the page's body
        after a pointer drag) goes to the board while the game is on screen and no text field or dialog has it."""
        target = ev.target
        if ev.defaultPrevented or self.session is None or self.root.contains(target):
            return
        if found(self.root.closest("[hidden]")) or not self.root.getClientRects().length:
            return
        if found(target.closest("input, select, textarea, dialog, details, [contenteditable]")):
            return
        if found(js.document.querySelector("dialog[open]")):
            return
        self.board.on_key(ev)
        if not ev.defaultPrevented:
            self.coach.on_key(ev)

    # --- what the board reads ------------------------------------------------------------------------

    @property
    def game(self):
        return self.session.game if self.session is not None else None

    @property
    def turn(self):
        return self.session.turn if self.session is not None else None

    # --- opening and redrawing -----------------------------------------------------------------------

    def open(self, session, tile_ids=()) -> None:
        """Show a session (the root must be visible: the board is measured); ``tile_ids``: symbols to draw now."""
        if self.session is not None:
            self.session.stop_computer()
        self.session = session
        self.coach.clear()
        self.auto.opened(session)
        self.board.ensure_defs(tile_ids)
        self.scores.build(session)
        point_rules_link(self.root, session.game.rules)  # the rules page marks what is in play in this game
        self.panel.show(not session.viewing)
        replay = getattr(session, "replay", False)
        self.steps.show(session.viewing and not replay)
        self.replay.show(replay)
        if replay:
            self.replay.open(session)
        elif session.viewing:
            self.steps.open(session.scenario)
        self.board.clear_layers()
        self.board.measure()
        self.refresh()
        self.board.open_view()
        if session.game.over and not session.viewing:
            self.host.game_over(session)
        self.schedule_computer()

    def close(self) -> None:
        if self.session is not None:
            self.session.stop_computer()
        self.session = None

    def refresh(self) -> None:
        """Everything from the session: board, scores, bag, turn panel, report and log, scenario step."""
        session = self.session
        self.board.draw(session)
        self.scores.update(session)
        self.bag.update(session)
        if self.tiles is not None and self.tiles.open:
            self.tiles.update(session.game)
        self.panel.update(session)
        self.log.update(session)
        if session.viewing:
            (self.replay if getattr(session, "replay", False) else self.steps).update(session)
        self.coach.update(session)
        self.auto.update(session)
        self.host.changed(session)

    def refresh_turn(self) -> None:
        """Only the turn in progress: its board layers and the turn panel (the quick path while deciding)."""
        self.board.draw_turn(self.session)
        self.panel.update(self.session)
        self.coach.update(self.session)

    # --- actions (buttons with data-action, one click listener on the root) ----------------------------

    def action(self, name: str, button) -> None:
        if self.session is None and name not in ("zoom-in", "zoom-out", "fit"):
            self.host.action(name, button)
            return
        simple = {"rotate": self.rotate, "undo-turn": self.undo_turn, "skip-deploy": self.skip,
                  "confirm-turn": self.confirm, "big-toggle": self.toggle_big, "undo-last": self.ask_take_back,
                  "take-back": self.ask_take_back, "take-back-confirm": self.take_back,
                  "take-back-cancel": self.hide_take_back,
                  "zoom-in": lambda: self.board.zoom(1.25), "zoom-out": lambda: self.board.zoom(0.8),
                  "fit": lambda: self.board.fit(force=True, whole=True), "hint": self.coach.ask, "hint-play": self.coach.play,
                  "ai-pause": self.auto.toggle_pause, "ai-step": self.auto.step}
        if name in simple:
            simple[name]()
        elif name == "recall":
            self.choose_recall((int(button.dataset.x), int(button.dataset.y)))
        elif name.startswith("step-") and name[5:] in ("first", "prev", "next", "last"):
            self.step(name[5:])
        else:
            self.host.action(name, button)

    def step(self, where: str) -> None:
        session = self.session
        if session.viewing:
            self.goto(step_target(where, session.view_step, session.steps()))

    def goto(self, step: int) -> None:
        """Show a viewed scenario or replay after its first ``step`` turns (the replay's slider and autoplay)."""
        session = self.session
        if session is None or not session.viewing:
            return
        start = js.performance.now()
        session.goto_step(step)
        self.refresh()
        self.board.keep_in_view()
        js.performance.measure("carcassonne-step", js_object(start=start))  # read by e2e/bench_replay.py

    def log_jump(self, ev) -> None:
        """A click, Enter or Space on a replay's log line shows the game after that turn; the log is then
        rebuilt, so the focus goes to its newest line (the one chosen)."""
        if str(getattr(ev, "type", "")) == "keydown" and str(ev.key) not in ("Enter", " "):
            return
        step = step_of(ev.target)
        if step is None or self.session is None or not self.session.viewing:
            return
        ev.preventDefault()
        self.goto(step)
        newest = q(self.root, "details.log ol > li[data-step]")
        if str(ev.type) == "keydown" and found(newest):
            newest.tabIndex = 0
            newest.focus()

    # --- making a turn (called by the board's gestures and the buttons) --------------------------------

    def drag_started(self) -> None:
        self.notices.hide_toast()
        self.hover(None)

    def drag_ended(self) -> None:
        pass

    def drop(self, cell, rot) -> None:
        """The tile is put down on a legal cell: show it and its follower spots (the ≤ 50 ms path)."""
        turn = self.turn
        watch = Stopwatch("drop")
        try:
            turn.place(cell, rot)
            turn.spots()
        except PlaceRefused as exc:  # the reason in the page's words (a bug's error reaches report_error)
            self.notices.toast(text.illegal_drop(str(exc)))
            return
        watch.lap("engine")
        self.host.mid_turn(self.session, True)
        watch.lap("host")
        self.board.set_layer("preview", "")
        self.board.draw_turn(self.session)
        watch.lap("layers")
        self.board.focus_turn(turn, cell)  # with the gingerbread man's candidate cities when his choice opens
        watch.lap("camera")
        self.panel.update(self.session)
        watch.lap("panel")
        self.notices.announce(text.tile_placed(turn.tile, len(turn.spots())))
        watch.lap("announce")
        watch.done()

    def refuse(self, cell) -> None:
        self.notices.toast(text.illegal_drop(self.turn.why_not(cell)))

    def rotate(self, step: int = 1, cell=None) -> None:
        turn = self.turn
        if turn is None:
            return
        if turn.phase == DEPLOY:
            turn.rotate(step=step)
            self.refresh_turn()
        elif turn.phase == PLACE:
            turn.rotate(cell, step)
            self.panel.update_tray(self.session)
            self.board.draw_cursor(self.session)

    def move_cursor(self, dx: int, dy: int) -> None:
        turn = self.turn
        if turn.cursor is None:
            cell = turn.start_cursor(self.game.board.order[-1])
        else:
            cell = turn.move_cursor(dx, dy)
        self.after_cursor(cell)

    def cycle_cursor(self, step: int) -> None:
        self.after_cursor(self.turn.cycle_cursor(step))

    def after_cursor(self, cell) -> None:
        self.board.draw_cursor(self.session)
        if cell is not None:
            self.board.measure()
            self.board.ensure_cell_visible(cell)
            self.notices.announce(text.cursor_cell(neighbour_words(self.game, cell), self.turn.rotations(cell)))

    def place_at_cursor(self) -> None:
        turn = self.turn
        if turn.cursor is None:
            self.move_cursor(0, 0)
            return
        self.board.measure()
        self.drop(turn.cursor, turn.fitting(turn.cursor))

    def choose_spot(self, location: str, kind: str) -> None:
        from carcassonne import Deployment

        turn = self.turn
        if turn is None or turn.phase != DEPLOY:
            return
        turn.choose(Deployment(location, kind))
        self.refresh_turn()
        spot = q(self.board.svg, f'[data-testid="meeple-spot"][data-location="{location}"][data-kind="{kind}"]')
        if found(spot):
            spot.focus()

    def choose_city(self, key: str) -> None:
        """The player picked a city for the gingerbread man (``key``: "x,y,at" of the badge or area)."""
        from carcassonne import CityChoice

        turn = self.turn
        if turn is None or turn.phase != DEPLOY:
            return
        x, y, at = key.split(",")
        turn.choose_city(CityChoice(int(x), int(y), at))
        self.refresh_turn()
        self.notices.announce(text.gingerbread_step(len(turn.cities()),
                                                    turn_text.city_summary(self.session, turn.city)))
        badge = q(self.board.svg, '[data-testid="gingerbread-city"][aria-pressed="true"]')
        if found(badge):
            badge.focus()

    def toggle_big(self) -> None:
        turn = self.turn
        if turn is None or turn.phase != DEPLOY or not turn.has_big:
            return
        big = turn.toggle_big()
        self.refresh_turn()
        self.notices.announce(text.big_toggle_label(big, turn.big_forced) + ".")

    def choose_recall(self, cell) -> None:
        self.turn.choose_recall(cell)
        self.refresh_turn()

    def undo_turn(self) -> None:
        self.turn.undo()
        self.host.mid_turn(self.session, False)
        self.board.unfocus()
        self.hover(None)
        self.refresh_turn()
        self.notices.announce(t("Back to the start of the turn: the tile is in your hand again."))

    def skip(self) -> None:
        turn = self.turn
        turn.choice = None
        turn.recall = None
        self.confirm()

    def confirm(self, auto: bool = False) -> None:
        session = self.session
        turn = self.turn
        if turn is None or turn.phase != (AUTO if auto else DEPLOY):
            return
        if turn.needs_city:
            self.notices.toast(text.pick_city_first())
            return
        try:
            report = session.confirm(auto)
        except CarcassonneError as exc:  # the rules refused the turn: say why, keep it (a bug reaches report_error)
            self.notices.toast(explain.move_refusal_text(exc), error=True)
            return
        self.notices.hide_toast()  # a toast about the turn before is stale now
        self.hover(None)
        self.board.unfocus()
        if session.game.over:  # the final walk shows the result; until then nothing on screen says it
            self.auto.walk.hide(session, report)
        self.refresh()
        self.board.keep_in_view()
        self.auto.flash(session, report)
        self.host.played(session, report)
        events = [explain.explain(item, session.names) for item in report.scored if item.awards]
        if events and not session.game.over:
            self.notices.toast(" ".join(events))
        if session.game.over:  # the final scoring walks over the board feature by feature, then the table
            self.auto.walk.start(session, report, lambda: self.host.game_over(session))
        self.schedule_computer()

    def ask_take_back(self) -> None:
        """Taking back a confirmed turn is asked first (it cannot be redone), naming whose turn it was."""
        session = self.session
        player = session.taken_back_player()
        if player is None:
            self.notices.toast(t("There is no confirmed turn to take back."))
            return
        if len(session.humans()) > 1:
            question = t("Take back {name}'s last turn? It will be {name}'s turn again.", name=session.names[player])
        elif session.computers:
            question = t("Take back your last turn? The computer's turns after it are taken back too.")
        else:
            question = t("Take back your last turn?")
        ask = getattr(self.panel, "ask_take_back", None)  # the editor's turn box has its own take-back
        if ask is not None:
            ask(question)

    def hide_take_back(self) -> None:
        hide = getattr(self.panel, "hide_take_back", None)
        if hide is not None:
            hide()

    def take_back(self) -> None:
        """Take back the last confirmed turn (against the computer, its answers too)."""
        self.hide_take_back()
        session = self.session
        if not session.can_take_back():
            self.notices.toast(t("There is no confirmed turn to take back."))
            return
        self.board.unfocus()
        self.notices.hide_toast()
        session.take_back()
        self.refresh()
        self.host.played(session, None)
        self.notices.announce(t("The last turn was taken back."))
        self.schedule_computer()

    # --- computer seats ----------------------------------------------------------------------------------

    def schedule_computer(self) -> None:
        """If a computer seat is to play, it thinks (in the worker) and plays after a pause: `AutoPlay`."""
        self.auto.schedule()

    # --- understanding -----------------------------------------------------------------------------------

    def hover(self, key) -> None:
        """Highlight the feature under the pointer (or a spot's) and say who holds it and what it is worth."""
        self.hovered = key  # said again after a switch of language
        info = self.info if found(self.info) else Absent()
        session = self.session
        if key is None or session is None:
            self.board.set_layer("highlight", "")
            info.hidden = True
            return
        if key[0] == "spot":
            turn = session.turn
            if turn.placement is None:
                return
            _, location, kind = key
            game = turn.tentative
            x, y = turn.placement.x, turn.placement.y
            spot = next((s for s in turn.spots() if s.location == location and s.kind == kind), None)
            prefix = f"{spot.label}. " if spot else ""
        else:
            _, x, y, location = key
            game = session.game
            prefix = holder_prefix(game, x, y, location, session.names)
        self.board.highlight(game, x, y, location)
        item = game.preview(x, y, location)
        if item is None:
            info.hidden = True
            return
        info.textContent = prefix + self.feature_text(item, session.names)
        info.hidden = False
        keep_clear(info, self.root)

    def feature_text(self, item, names) -> str:
        """What the hovered feature is worth (the embed says it in the page's language)."""
        return text.feature_summary(item, names)


class Absent:
    """A part the page does not have: reading or calling anything on it does nothing."""

    def __getattr__(self, name: str):
        return lambda *args, **kwargs: None


def part(cls, node, *args):
    """The component ``cls(node, *args)``, or `Absent` when the page has no such element."""
    return cls(node, *args) if found(node) else Absent()


def neighbour_words(game, cell) -> list[str]:
    """The tiles beside a cell, named by what they show (what the keyboard cursor's announcement says instead of
    coordinates)."""
    from .tile_words import tile_phrase

    x, y = cell
    near = [game.board.tiles.get(c) for c in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y))]
    return list(dict.fromkeys(tile_phrase(placed[0].id) for placed in near if placed))


def holder_prefix(game, x: int, y: int, location: str, names: list[str]) -> str:
    """'Anna's knight. ' when a follower stands on that very spot, else ''."""
    meeple = game.meeples.get((x, y))
    if meeple is None or meeple.location != location:
        return ""
    from carcassonne.geometry import feature_kind

    o = game.board.tiles[(x, y)][0]
    return t("{player}'s {follower}.", player=names[meeple.player],
             follower=text.role(meeple.kind, feature_kind(o.id, o.rot, location))) + " "
