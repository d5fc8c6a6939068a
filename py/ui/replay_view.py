"""The replay's controls on the game screen: the scenario viewer's counter and first/previous/next/last buttons
(`step_viewer.StepViewer`), plus a slider over the turns, autoplay at a chosen speed, the keys Home/←/→/End and
"Play on from here".

The game view draws the board, scores and turn report of the step (the turn's explanation: what was placed,
what scored and why); this only moves the step (`game_view.GameView.goto`) and shows where it is.  Autoplay is a
chain of timer tasks, one step each; a tick that finds another session on screen, or the replay paused, stops.
"""

from __future__ import annotations

from .dom import found, js, make, q
from .i18n import t
from .player_names import SEAT_KINDS
from .step_viewer import StepViewer

KEYS = {"Home": "first", "ArrowLeft": "prev", "ArrowRight": "next", "End": "last"}
SPEEDS = {"slow": 2000, "normal": 1000, "fast": 400}  # autoplay's pause between turns, in ms
DEFAULT_SPEED = "normal"


def speed_ms(name: str) -> int:
    """Autoplay's pause for a speed's name (the default for an unknown one)."""
    return SPEEDS.get(name, SPEEDS[DEFAULT_SPEED])


class ReplayViewer(StepViewer):
    """``root``: the replay box (data-testid ``replay``); ``view``: the `game_view.GameView` it steps."""

    COUNTER = "replay-turn"

    def __init__(self, root, view, callbacks) -> None:
        super().__init__(root)
        self.view = view
        self.callbacks = callbacks
        self.slider = q(root, '[data-testid="replay-slider"]')
        self.play_button = q(root, '[data-testid="replay-play"]')
        self.speed = q(root, '[data-testid="replay-speed"]')
        self.play_on = q(root, '[data-testid="replay-play-on"]')
        self.playing = None  # the session being played on (None: paused)
        self.ticket = 0  # the live autoplay chain's number: a tick of an earlier chain does nothing
        self.slid: int | None = None  # a slider move waits for the next frame: a fast drag shows one step a frame
        callbacks.on(self.slider, "input", lambda _ev: self.slide())
        callbacks.on(self.play_button, "click", lambda _ev: self.toggle())
        what = q(root, '[data-testid="replay-what"]')
        if found(what):  # the turn in short, cut to three lines: a tap shows all of it (again: three lines)
            callbacks.on(what, "click", lambda _ev: self.expand(what))
        callbacks.on(js.document, "keydown", self.on_key, capture=True)
        seats = q(root, ".replay-seat-list")
        if found(seats):
            callbacks.on(seats, "change", lambda _ev: self.warm_computer())

    # --- showing ------------------------------------------------------------------------------------

    def open(self, session) -> None:
        self.playing = None
        self.slider.max = str(session.steps())
        self.build_seats(session)
        self.show(True)
        self.warm_computer()

    def warm_computer(self) -> None:
        """A computer holds a seat of "play on from here": its worker starts now and boots while the game is
        watched (as on the menu when a computer seat is chosen), so the new game's first computer turn does not
        wait for it.  It starts once; a worker already running or given up is left as it is."""
        computers, _ = self.chosen_seats()
        auto = getattr(self.view, "auto", None)
        if computers and auto is not None:
            auto.brain.start()

    def build_seats(self, session) -> None:
        """Who plays each seat when the game goes on: the saved game's seats by default (``replay-seat-{i}``)."""
        box = q(self.root, ".replay-seat-list")
        if not found(box):
            return
        box.textContent = ""
        for i, name in enumerate(session.names):
            label = make("label", "field")
            label.appendChild(make("span", "", name))
            select = make("select", "", data_testid=f"replay-seat-{i}", data_seat=i)
            chosen = session.seat_levels.get(i, "medium") if i in session.seats else "human"
            for value, msgid in SEAT_KINDS:
                option = make("option", "", t(msgid), value=value, data_label=msgid)
                select.appendChild(option)
            select.value = chosen
            label.appendChild(select)
            box.appendChild(label)

    def chosen_seats(self) -> tuple[list[int], dict[int, str]]:
        """The computer seats and their levels as chosen in the seat list."""
        computers, levels = [], {}
        for select in self.root.querySelectorAll("select[data-seat]"):
            kind = str(select.value)
            if kind != "human":
                seat = int(select.dataset.seat)
                computers.append(seat)
                levels[seat] = kind
        return computers, levels

    def show(self, visible: bool) -> None:
        if not visible:
            self.playing = None
        super().show(visible)

    def update(self, session) -> None:
        super().update(session)
        self.slider.value = str(session.view_step)
        self.slider.setAttribute("aria-valuetext", t("Turn {step} of {count}", step=session.view_step,
                                                      count=session.steps()))
        self.play_on.disabled = not session.can_play_on()
        playing = self.playing is session
        self.play_button.textContent = t("Pause") if playing else t("Play")
        self.play_button.setAttribute("aria-pressed", "true" if playing else "false")
        what = q(self.root, '[data-testid="replay-what"]')
        if found(what):  # the turn in short (on a phone, where the turn report is behind "Log")
            report = session.report()
            heading, lines = session.entry(report) if report is not None else (
                t("Before the first turn"), [t("The start tile: nothing has been scored yet.")])
            what.textContent = ""  # the heading in bold, so it reads as one even where it ends in no full stop
            what.appendChild(make("strong", "", heading))
            what.appendChild(js.document.createTextNode(" ".join(["", *lines])))
        for option in self.root.querySelectorAll("option[data-label]"):  # again after a switch of language
            option.textContent = t(str(option.dataset.label))

    @staticmethod
    def expand(what) -> None:
        """The turn in short shows all its lines, or three again (kept while stepping: the reader chose it)."""
        opened = str(what.getAttribute("aria-expanded")) == "true"
        what.setAttribute("aria-expanded", "false" if opened else "true")

    # --- moving -------------------------------------------------------------------------------------

    def slide(self) -> None:
        if self.slid is None:
            js.requestAnimationFrame(self.callbacks.once(lambda *_: self.slid_to()))
        self.slid = int(self.slider.value)

    def slid_to(self) -> None:
        step, self.slid = self.slid, None
        if step is not None:
            self.go(step)

    def go(self, step: int) -> None:
        session = self.view.session
        if getattr(session, "replay", False):
            self.view.goto(step)

    def on_key(self, ev) -> None:
        """Home/←/→/End step through the game wherever the focus is, but in a field (the slider moves itself)."""
        where = KEYS.get(str(ev.key))
        session = self.view.session
        if where is None or self.root.hidden or not getattr(session, "replay", False):
            return
        if ev.ctrlKey or ev.metaKey or ev.altKey or ev.defaultPrevented:
            return
        target = ev.target
        tag = str(target.tagName).lower() if found(getattr(target, "tagName", None)) else ""
        if tag in ("input", "select", "textarea") or found(js.document.querySelector("dialog[open]")):
            return
        ev.preventDefault()
        ev.stopPropagation()  # the board would pan on an arrow
        self.view.step(where)

    def toggle(self) -> None:
        """Play (from the start when at the end) or pause."""
        session = self.view.session
        if not getattr(session, "replay", False):
            return
        if self.playing is session:
            self.playing = None
            self.update(session)
            return
        self.playing = session
        if session.view_step >= session.steps():
            self.view.goto(0)
        else:
            self.update(session)
        self.ticket += 1
        self.schedule()

    def schedule(self) -> None:
        ticket = self.ticket
        self.callbacks.later(lambda: self.tick(ticket), self.pause_ms())

    def tick(self, ticket: int) -> None:
        session = self.view.session
        if ticket != self.ticket or self.playing is None or self.playing is not session or self.root.hidden:
            return
        self.view.goto(session.view_step + 1)
        if session.view_step >= session.steps():
            self.playing = None
            self.update(session)
            return
        self.schedule()

    def pause_ms(self) -> int:
        return speed_ms(str(self.speed.value) if found(self.speed) else DEFAULT_SPEED)
