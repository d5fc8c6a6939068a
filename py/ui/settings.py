"""The player's settings, kept in the store's settings object (``localStorage``, one JSON object; see `storage`).

* ``speed``: the computer's pauses (slow, normal, fast: `computer.SPEEDS`);
* ``hints``: the coach's Hint button on or off;
* ``expert_hints``: the Hint uses the expert level's search instead of hard's (off by default: slower);
* ``sound``: short sounds (`sound.Sounds`), on by default, quiet;
* ``marks``: colour-blind help, a shape per seat on the followers (`player_marks`), off by default;
* ``motion``: the page's animations, normal, quick (twice as fast) or off.  Not stored: it follows the device
  (``prefers-reduced-motion: reduce`` means off) until the player picks one.

`Preferences` reads and checks the stored values (anything unreadable falls back to the default) and is pure;
`apply_page` puts what the page shows at once on ``<html>`` (``player-marks`` class, ``data-motion``), at boot,
before the game screen exists.  `SettingsPanel` wires the game screen's Settings.
"""

from __future__ import annotations

from dataclasses import dataclass

from .player_marks import HTML_CLASS as MARKS_CLASS

MOTIONS = ("normal", "quick", "off")
SPEEDS = ("slow", "normal", "fast")  # the keys of `computer.SPEEDS` (not imported here: read at every boot)
DEFAULT_SPEED = "normal"  # `computer.DEFAULT_SPEED`
CONTROLS = {"ai-speed": "speed", "hints-on": "hints", "motion": "motion", "sound-on": "sound",
            "player-marks": "marks", "hint-expert": "expert_hints"}  # the Settings controls' data-testid -> the setting
QUICK_RATE = 2.0  # "quick" plays every animation of the page this many times as fast


@dataclass(frozen=True)
class Preferences:
    speed: str = "normal"
    hints: bool = True
    sound: bool = True
    marks: bool = False
    motion: str | None = None  # None: follow the device
    expert_hints: bool = False  # the Hint asks expert's search (slower) instead of hard's

    @classmethod
    def read(cls, stored: dict) -> "Preferences":
        def flag(name: str, default: bool) -> bool:
            value = stored.get(name)
            return value if isinstance(value, bool) else default

        speed = stored.get("speed")
        motion = stored.get("motion")
        return cls(speed=speed if speed in SPEEDS else DEFAULT_SPEED, hints=flag("hints", True),
                   sound=flag("sound", True), marks=flag("marks", False),
                   motion=motion if motion in MOTIONS else None, expert_hints=flag("expert_hints", False))

    def motion_on(self, device_reduces: bool) -> str:
        """The motion the page uses: the player's choice, else off when the device asks for reduced motion."""
        if self.motion is not None:
            return self.motion
        return "off" if device_reduces else "normal"


def device_reduces_motion(window) -> bool:
    try:
        return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    except Exception:  # noqa: BLE001 - an old browser: it does not ask
        return False


def apply_page(root, prefs: Preferences, window) -> None:
    """Show the colour-blind shapes or not, and set ``data-motion`` (static/app.css reads both)."""
    root.classList.toggle(MARKS_CLASS, prefs.marks)
    root.dataset.motion = prefs.motion_on(device_reduces_motion(window))


class MotionSpeed:
    """"Quick" motion: every CSS animation and transition the page starts runs at `QUICK_RATE` (the Web Animations
    API's playback rate, so each keeps its own timing and shape); looping ones (a "thinking" marker) are left.
    It listens only from the first time the page is quick (`follow`): no work per animation otherwise."""

    def __init__(self, document, callbacks) -> None:
        self.document, self.callbacks = document, callbacks
        self.root = document.documentElement
        self.listening = False

    def follow(self) -> None:
        """Call after ``data-motion`` changed."""
        if self.listening or str(getattr(self.root.dataset, "motion", "")) != "quick":
            return
        self.listening = True
        for kind in ("animationstart", "transitionrun"):
            self.callbacks.on(self.document, kind, self.started, capture=True)

    def started(self, ev) -> None:
        if str(getattr(self.root.dataset, "motion", "")) != "quick":
            return
        try:
            for animation in ev.target.getAnimations():
                timing = animation.effect.getComputedTiming()
                if float(timing.iterations) != float("inf") and float(animation.playbackRate) == 1:
                    animation.playbackRate = QUICK_RATE
        except Exception:  # noqa: BLE001 - a browser without getAnimations: normal speed
            pass


def start_settings(document, window, store, sounds, callbacks) -> MotionSpeed:
    """At boot: sounds on or off (unlocked by the first gesture), the shapes and the motion on ``<html>``, and the
    device's reduced-motion switch followed while the player has not chosen; returns the page's `MotionSpeed`."""
    root = document.documentElement
    prefs = Preferences.read(store.settings())
    sounds.enabled = prefs.sound
    sounds.listen(document, callbacks)
    apply_page(root, prefs, window)
    motion = MotionSpeed(document, callbacks)
    motion.follow()
    try:
        query = window.matchMedia("(prefers-reduced-motion: reduce)")
        callbacks.on(query, "change", lambda _ev: apply_page(root, Preferences.read(store.settings()), window))
    except Exception:  # noqa: BLE001 - an old browser without it
        pass
    return motion


class SettingsPanel:
    """The game screen's Settings: computer speed, hints, animations, sounds, shapes on followers."""

    def __init__(self, root, store, view, sounds, motion: MotionSpeed, callbacks) -> None:
        import js

        from .dom import found, q

        self.store, self.view, self.sounds, self.motion, self.window = store, view, sounds, motion, js.window
        self.prefs = Preferences.read(store.settings())
        self.controls = {name: q(root, f'[data-testid="{testid}"]') for testid, name in CONTROLS.items()}
        view.auto.set_speed(self.prefs.speed)
        view.coach.enabled = self.prefs.hints
        view.coach.level = "expert" if self.prefs.expert_hints else "hard"
        sounds.enabled = self.prefs.sound
        apply_page(js.document.documentElement, self.prefs, js.window)
        self.show()
        for node in self.controls.values():
            if found(node):
                callbacks.on(node, "change", self.changed)

    def show(self) -> None:
        """The controls as the settings are (the motion select shows what the page uses now)."""
        from .dom import found

        p, c = self.prefs, self.controls
        values = {"speed": p.speed, "motion": p.motion_on(device_reduces_motion(self.window))}
        for name, value in values.items():
            if found(c[name]):
                c[name].value = value
        for name, on in (("hints", p.hints), ("sound", p.sound), ("marks", p.marks), ("expert_hints", p.expert_hints)):
            if found(c[name]):
                c[name].checked = on

    def changed(self, ev) -> None:
        import js

        node = ev.target
        name = CONTROLS.get(str(node.getAttribute("data-testid")))
        if name is None:
            return
        value = str(node.value) if name in ("speed", "motion") else bool(node.checked)
        self.prefs = Preferences.read({**self.store.settings(), name: value})
        self.store.set_setting(name, getattr(self.prefs, name))
        self.view.auto.set_speed(self.prefs.speed)
        self.sounds.enabled = self.prefs.sound
        if name == "sound" and self.prefs.sound:
            self.sounds.unlock()  # this change is a gesture: audio may start now
            self.sounds.play("place")  # and the player hears how loud it is
        apply_page(js.document.documentElement, self.prefs, js.window)
        self.motion.follow()
        if name in ("hints", "expert_hints"):
            self.hints_changed()

    def hints_changed(self) -> None:
        coach = self.view.coach
        coach.enabled = self.prefs.hints
        coach.level = "expert" if self.prefs.expert_hints else "hard"
        if not coach.enabled or coach.found is not None:
            coach.clear()
        if self.view.session is not None:
            coach.update(self.view.session)
