"""Short sounds for a tile put down, a scoring and the end of the game, synthesised with the Web Audio API.

Nothing is downloaded: each sound is a few notes (`Note`) played by oscillators through a gain envelope, so the
page needs no audio file (no precache entry, nothing for the CSP to allow) and works offline.  They are quiet
(`VOLUME`) and short (under a second), as on Board Game Arena, and on by default; Settings switches them off.

Browsers let a page make sound only after a person's gesture: the `AudioContext` is made (or resumed) on the
first pointer or key press in the page (`Sounds.unlock`); a sound asked for before that is skipped, never
queued.  Each sound started is counted on ``<html>`` (``data-sounds-played``, ``data-sound-last``), which the
browser tests read to see that one was really started.
"""

from __future__ import annotations

from dataclasses import dataclass

VOLUME = 0.18  # the master gain: quiet beside a video or music playing on the same device


@dataclass(frozen=True)
class Note:
    """One tone: ``freq`` Hz (gliding to ``to_freq`` when set), from ``at`` seconds for ``length`` seconds."""

    freq: float
    at: float
    length: float
    wave: str = "sine"
    level: float = 1.0
    to_freq: float | None = None

    @property
    def end(self) -> float:
        return self.at + self.length


# a wooden "tock" for a tile put down; a two-note chime for points; a rising arpeggio for the end of the game
SOUNDS: dict[str, tuple[Note, ...]] = {
    "place": (Note(330, 0, 0.09, "triangle", 1.0, to_freq=160), Note(1200, 0, 0.025, "sine", 0.25)),
    "score": (Note(784, 0, 0.16, "sine", 0.7), Note(1175, 0.11, 0.26, "sine", 0.6)),
    "end": (Note(523, 0, 0.18, "triangle", 0.7), Note(659, 0.14, 0.18, "triangle", 0.7),
            Note(784, 0.28, 0.18, "triangle", 0.7), Note(1047, 0.42, 0.45, "sine", 0.6)),
}


def duration(name: str) -> float:
    """How long a sound lasts, in seconds."""
    return max(note.end for note in SOUNDS[name])


class Sounds:
    """The page's sounds; ``enabled`` is the player's setting.  Every call is guarded: no sound is worth an error."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self.context = None  # the AudioContext, made on the first gesture

    def listen(self, document, callbacks) -> None:
        """Unlock audio on the page's first gestures (pointer or key); cheap: nothing is made before that."""
        for kind in ("pointerdown", "keydown"):
            callbacks.on(document, kind, self.unlock, capture=True)

    def unlock(self, _ev=None) -> None:
        """Make or resume the AudioContext (allowed now: this runs inside a person's gesture)."""
        if not self.enabled:
            return
        try:
            import js

            if self.context is None:
                factory = getattr(js.window, "AudioContext", None) or getattr(js.window, "webkitAudioContext", None)
                if factory is None:
                    return
                self.context = factory.new()
            if str(self.context.state) == "suspended":
                self.context.resume()
            js.document.documentElement.dataset.audio = str(self.context.state)
        except Exception:  # noqa: BLE001 - no audio on this device
            self.context = None

    def play(self, name: str) -> bool:
        """Start a sound now (True), unless sounds are off or no gesture has unlocked audio yet (False)."""
        if not self.enabled or name not in SOUNDS or self.context is None:
            return False
        try:
            ctx = self.context
            if str(ctx.state) != "running":
                return False
            master = ctx.createGain()
            master.gain.value = VOLUME
            master.connect(ctx.destination)
            now = float(ctx.currentTime)
            for note in SOUNDS[name]:
                self._note(ctx, master, note, now)
            self._count(name)
            return True
        except Exception:  # noqa: BLE001
            return False

    def turn_played(self, session, report, callbacks) -> None:
        """After a confirmed turn: a computer's tile lands with the same sound as a person's (whose sound came
        when it was put down); then a chime when it scored, or the end of the game."""
        if report.player in session.computers:
            self.play("place")
        follow = "end" if session.game.over else ("score" if any(i.awards for i in report.scored) else None)
        if follow:
            callbacks.later(lambda: self.play(follow), 140)

    @staticmethod
    def _note(ctx, master, note: Note, now: float) -> None:
        start, end = now + note.at, now + note.end
        osc = ctx.createOscillator()
        osc.type = note.wave
        osc.frequency.setValueAtTime(note.freq, start)
        if note.to_freq:
            osc.frequency.exponentialRampToValueAtTime(note.to_freq, end)
        env = ctx.createGain()
        env.gain.setValueAtTime(0.0001, start)
        env.gain.exponentialRampToValueAtTime(note.level, start + min(0.012, note.length / 4))
        env.gain.exponentialRampToValueAtTime(0.0001, end)
        osc.connect(env)
        env.connect(master)
        osc.start(start)
        osc.stop(end + 0.02)

    @staticmethod
    def _count(name: str) -> None:
        import js

        data = js.document.documentElement.dataset
        played = getattr(data, "soundsPlayed", None)
        count = int(str(played)) if played is not None and str(played).isdigit() else 0
        data.soundsPlayed = str(count + 1)
        data.soundLast = name
