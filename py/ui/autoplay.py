"""Computer seats on screen: each of their turns is asked of the `computer.Brain` (a worker) and then shown so a
person can follow it: a "thinking" marker on the seat, the tile sliding in from the tray, the follower dropping,
and after the confirm the scored features flashing with "+N" (`render.flash_layer`).  A game of computers only
can be paused and stepped (the turn panel's Pause and Step buttons).  Pause takes effect at once: a turn under
way stops at its next stage (thinking, showing, confirming) and goes on from there with Step or Resume.

Timers only: nothing here runs inside an event handler for long, and nothing waits on the worker synchronously.
Every answer is checked against the session's token (a take-back or a new game makes it stale).
"""

from __future__ import annotations

from . import ai_transport, render, text
from .i18n import N_, t
from .board_marks import BoardMarks
from .computer import Brain, speed_delays
from .dom import found, q
from .final_walk import FinalWalk

FLASH_MS = 1600  # how long the "+N" labels stay (their CSS animation fades them before)
#: What the turn box says when the computer's worker let a game down (`ai_transport` events).
NOTES = {
    ai_transport.RESTARTED: N_("The computer stopped answering, so it was restarted; the game goes on."),
    ai_transport.MAIN_THREAD: N_("The computer stopped answering, so it now thinks on this page: more briefly, "
                                 "and the page may pause for a moment on its turns."),
    ai_transport.NO_START: N_("The computer could not start in the background, so it thinks on this page: more "
                              "briefly, and the page may pause for a moment on its turns."),
}


class AutoPlay:
    def __init__(self, view) -> None:
        self.view = view  # the `game_view.GameView`
        self.brain = Brain(view.notices.error, self.note, self.worker_ready)
        self.noted: str | None = None  # the last `ai_transport` event, said in the turn box (`NOTES`)
        self.delays = speed_delays("normal")
        self.budget_ms: float | None = None  # None: each level's own cap (``?ai_budget=`` sets it for tests)
        self.paused = False
        self.stepping = False  # Step was pressed: one turn goes through while paused
        self.held = None  # the next stage of a turn stopped by Pause (a callable), run by Step or Resume
        self.in_flight = None  # (session, token, turns played) of the computer turn under way: never two at once
        self.flash_timer = None
        self.controls = q(view.root, '[data-testid="watch-controls"]')
        self.marks = BoardMarks(view)  # the computers' tiles numbered since the person's turn; log lines pointed at
        self.walk = FinalWalk(view, self)  # the final scoring, feature by feature

    # --- the page around ------------------------------------------------------------------------------------

    def opened(self, session) -> None:
        """A session is on screen: start the worker if a computer plays in it (it boots while the person plays)."""
        self.paused = self.stepping = False
        self.set_held(None)
        if self.noted == ai_transport.RESTARTED:
            self.noted = None  # said once, in the game it happened in
        if session.computers and not session.viewing:
            self.brain.start()
        self.update(session)

    def worker_ready(self) -> None:
        """The worker has booted: a turn line that said the computer gets ready now says it thinks."""
        session = self.view.session
        if session is not None and session.computer_warming:
            session.computer_warming = False
            self.view.panel.update(session)

    def update(self, session) -> None:
        """The pause/step controls (shown while a game of computers only goes on) and the computers' marks."""
        self.marks.update(session)
        self.show_note()
        if not found(self.controls):
            return
        watching = session is not None and not session.viewing and not session.humans() and not session.game.over
        self.controls.hidden = not watching
        pause = q(self.controls, '[data-testid="ai-pause"]')
        pause.textContent = t("Resume") if self.paused else t("Pause")
        pause.setAttribute("aria-pressed", "true" if self.paused else "false")
        q(self.controls, '[data-testid="ai-step"]').disabled = not self.paused

    def note(self, event: str) -> None:
        """The brain tells what happened to its worker: said in the turn box (until the page is left)."""
        self.noted = event
        self.show_note()

    def show_note(self) -> None:
        node = q(self.view.root, '[data-testid="ai-note"]')
        if not found(node):
            return
        words = NOTES.get(self.noted)
        node.textContent = t(words) if words else ""
        node.hidden = words is None

    def set_speed(self, speed: str) -> None:
        self.delays = speed_delays(speed)

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self.update(self.view.session)
        if not self.paused:
            self.go_on()

    def step(self) -> None:
        if self.paused:
            self.stepping = True
            self.go_on()

    def go_on(self) -> None:
        """Run the stage a pause stopped, or start the next turn."""
        held = self.held
        self.set_held(None)
        if held is not None:
            held()
        else:
            self.schedule()

    def hold(self, session, stage) -> bool:
        """While paused (and not stepping) a game of computers keeps ``stage`` for later; True if it did."""
        if self.paused and not self.stepping and not session.humans():
            self.set_held(stage)
            return True
        return False

    def set_held(self, stage) -> None:
        """Keep (or drop) the stopped stage; ``data-held`` on the controls tells a test that play has stopped."""
        self.held = stage
        if found(self.controls):
            if stage is None:
                self.controls.removeAttribute("data-held")
            else:
                self.controls.setAttribute("data-held", "true")

    # --- a computer's turn ----------------------------------------------------------------------------------

    def schedule(self) -> None:
        """If a computer seat is to play, think in the worker after a pause (never inside an event handler)."""
        session = self.view.session
        self.update(session)
        if session is None or not session.computer_due():
            return
        if self.paused and not self.stepping and not session.humans():
            if self.held is None:  # (a stage already stopped stays the one to run)
                self.set_held(self.schedule)  # Resume or Step schedules the turn again
            return
        token = session.token
        key = (session, token, len(session.game.turns))
        if self.in_flight == key:
            return  # this turn is being played already (Step pressed while it was under way)
        self.in_flight = key
        self.view.callbacks.later(lambda: self.think(session, token), 0 if self.stepping else self.delays[0])

    def stale(self, session, token: int) -> bool:
        return session is not self.view.session or token != session.token or not session.computer_due()

    def think(self, session, token: int) -> None:
        """Mark the seat, then (a task of its own) send the position to the brain."""
        if self.stale(session, token) or self.hold(session, lambda: self.think(session, token)):
            return
        self.mark_thinking(session.game.current_player)
        if self.brain.booting and not session.computer_warming:
            session.computer_warming = True
            self.view.panel.update(session)
        self.view.callbacks.later(lambda: self.ask(session, token), 0)

    def ask(self, session, token: int) -> None:
        if self.stale(session, token):
            self.mark_thinking(None)
            return
        from carcassonne import record

        from .worker_ai import seed_of

        game = session.game
        self.brain.choose(record.save_json(game), session.computer_level(), seed_of(game), self.budget_ms or 0,
                          lambda turn_text: self.chosen(session, token, turn_text))

    def chosen(self, session, token: int, turn_text: str) -> None:
        """The answer is in: unmark the seat, then (a task of its own) show the move."""
        self.mark_thinking(None)
        self.view.callbacks.later(lambda: self.show(session, token, turn_text), 0)

    def show(self, session, token: int, turn_text: str) -> None:
        if self.stale(session, token) or self.hold(session, lambda: self.show(session, token, turn_text)):
            return
        view = self.view
        p = session.load_computer_turn(turn_text)
        view.refresh_turn()
        self.arrive()
        view.notices.announce(text.computer_plays(session.names[session.game.current_player], p.tile))
        view.callbacks.later(lambda: self.confirm(session, token), 0 if self.stepping else self.delays[1])

    def confirm(self, session, token: int) -> None:
        if self.stale(session, token) or self.hold(session, lambda: self.confirm(session, token)):
            return
        self.stepping = False  # the stepped turn ends here; the next one waits for another Step
        self.view.confirm(auto=True)

    # --- showing it -------------------------------------------------------------------------------------------

    def mark_thinking(self, seat: int | None) -> None:
        """The "thinking" marker on the seat's scoreboard line (and the turn box) while its move is worked out."""
        root = self.view.root
        for li in root.querySelectorAll("#scoreboard li.thinking"):
            li.classList.remove("thinking")
        if seat is not None:
            li = q(root, f'#scoreboard li[data-player="{seat}"]')
            if found(li):
                li.classList.add("thinking")
        box = q(root, ".turn-box")
        if found(box):
            box.classList.toggle("thinking", seat is not None)

    def arrive(self) -> None:
        """The computer's tile slides in from the tray, its follower drops (CSS; none with reduced motion)."""
        board = self.view.board
        layer, spots = board.layer("tentative"), board.layer("spots")
        tray = q(self.view.root, '[data-testid="current-tile"]')
        turn = self.view.session.turn
        dx = dy = 0.0
        if found(tray) and turn.placement is not None:
            box, scale = tray.getBoundingClientRect(), board.camera.scale
            left, top = board.rect[0], board.rect[1]
            tx, ty = board.camera.to_board(box.left + box.width / 2 - left, box.top + box.height / 2 - top)
            dx, dy = tx - (turn.placement.x * 100 + 50), ty - (turn.placement.y * 100 + 50)
            if scale <= 0:
                dx = dy = 0.0
        layer.style.setProperty("--from-x", f"{dx:.0f}px")
        layer.style.setProperty("--from-y", f"{dy:.0f}px")
        for node, cls in ((layer, "arrive"), (spots, "drop")):
            node.classList.remove(cls)
            node.getBoundingClientRect()  # restart the animation
            node.classList.add(cls)

    def flash(self, session, report) -> None:
        """The features a turn just scored (a person's or a computer's) flash, with "+N" in the scorer's colour at
        each, and their followers go home (cleared after a moment)."""
        self.show_flash(render.flash_layer(session.game, report), FLASH_MS)

    def show_flash(self, markup: str, ms: int) -> None:
        """Put scoring markup into the flash layer, send its followers home, and clear it after ``ms``.  A turn that
        scored nothing leaves the last "+N" to fade on its own (a computer's quiet answer does not wipe the
        person's score off the board)."""
        import js

        layer = self.view.board.layer("flash")
        if not markup:
            return
        layer.innerHTML = markup
        self.send_home(layer)
        if self.flash_timer is not None:
            js.clearTimeout(self.flash_timer)
        self.flash_timer = self.view.callbacks.later(lambda: setattr(layer, "innerHTML", ""), ms)

    def send_home(self, layer) -> None:
        """Each returning follower moves from its spot to its player's line of the scoreboard (CSS animation;
        with reduced motion it only fades)."""
        board = self.view.board
        scale = board.camera.scale
        for node in layer.querySelectorAll('[data-testid="returning"]'):
            li = q(self.view.root, f'#scoreboard li[data-player="{node.dataset.player}"]')
            if not found(li) or scale <= 0:
                continue
            box, own = li.getBoundingClientRect(), node.getBoundingClientRect()
            dx = (box.left + box.width / 2 - (own.left + own.width / 2)) / scale
            dy = (box.top + box.height / 2 - (own.top + own.height / 2)) / scale
            node.style.setProperty("--to-x", f"{dx:.0f}px")
            node.style.setProperty("--to-y", f"{dy:.0f}px")
            node.classList.add("go")
