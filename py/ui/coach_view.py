"""The coach on screen: the Hint button (and the H key) asks the worker for the move the hard level would make,
shows it on the board (the cell, the tile's turn, the follower's spot) with its reasons in plain words
(`hint_text`), and "Play the hint" puts that move in the person's hand to confirm.  Hints can be switched off
(a setting); another setting lets the expert level's search find the move (slower, stronger); the reasons are
the same kind of sentences either way.  The session counts the hints taken, which the save's meta records.
"""

from __future__ import annotations

from . import render
from .controller import DEPLOY, PLACE
from .dom import found, make, q
from .hint_text import hint_lines
from .i18n import t


class CoachView:
    def __init__(self, view, brain) -> None:
        self.view = view
        self.brain = brain
        self.enabled = True
        self.level = "hard"  # "expert" when the player lets hints use expert's search (Settings)
        self.box = q(view.root, '[data-testid="hint-box"]')
        self.button = q(view.root, '[data-testid="hint"]')
        self.found = None  # (session, turns played, Turn, reasons) of the hint on screen
        self.asked = None  # (session, turns played) of the hint being worked out
        view.callbacks.on(view.root, "keydown", self.on_key)

    def available(self, session) -> bool:
        return (self.enabled and session is not None and not session.viewing and not session.game.over
                and session.turn.phase in (PLACE, DEPLOY))

    def update(self, session) -> None:
        """Show the button on a person's turn; drop a hint that belongs to an earlier position."""
        if found(self.button):
            self.button.hidden = not self.enabled
            self.button.disabled = not self.available(session)
        if self.found is not None and not self._current(self.found[:2]):
            self.clear()

    def _current(self, key) -> bool:
        session = self.view.session
        return key[0] is session and session is not None and key[1] == len(session.game.turns)

    def on_key(self, ev) -> None:
        tag = str(getattr(ev.target, "tagName", "") or "").lower()
        if ev.key in ("h", "H") and not (ev.ctrlKey or ev.metaKey or ev.altKey) and tag not in ("input", "select",
                                                                                               "textarea"):
            ev.preventDefault()
            self.ask()

    def ask(self) -> None:
        session = self.view.session
        if not self.available(session):
            return
        key = (session, len(session.game.turns))
        if self.asked == key or (self.found is not None and self.found[:2] == key):
            return
        from carcassonne import record

        from .worker_ai import seed_of

        self.asked = key
        session.hints += 1
        self.show_text([t("Thinking…")], busy=True)
        if found(self.box):
            self.box.dataset.level = self.level  # whose search the hint on show comes from (tests read it)
        self.brain.hint(record.save_json(session.game), seed_of(session.game), self.view.auto.budget_ms or 0,
                        lambda answer: self.answered(key, answer), level=self.level)

    def answered(self, key, answer: dict) -> None:
        if self.asked == key:
            self.asked = None
        if not self._current(key):
            return
        from carcassonne import Turn

        session = key[0]
        turn = Turn.parse(answer["turn"])
        self.found = (*key, turn, answer)
        colour = session.game.players[session.game.current_player].color
        self.view.board.layer("hint").innerHTML = render.hint_layer(turn, colour)
        self.show_text(hint_lines(answer, session.names), busy=False)
        self.view.notices.announce(t("Hint: {reasons}", reasons="; ".join(hint_lines(answer, session.names))))

    def play(self) -> None:
        """Put the hinted move in the person's hand (placed, follower chosen); they confirm it."""
        if self.found is None or not self._current(self.found[:2]):
            return
        turn_state, turn = self.view.session.turn, self.found[2]
        if turn_state.phase == DEPLOY:
            turn_state.undo()
        p = turn.placement
        turn_state.place(p.cell, p.rot)
        turn_state.choose(turn.deploy)
        turn_state.choose_recall(turn.recall)
        if turn.gingerbread is not None:
            turn_state.choose_city(turn.gingerbread)
        self.view.refresh_turn()
        self.view.board.focus_cell(p.cell)

    def clear(self) -> None:
        self.found = None
        self.view.board.layer("hint").innerHTML = ""
        if found(self.box):
            self.box.hidden = True

    def show_text(self, lines: list[str], busy: bool) -> None:
        if not found(self.box):
            return
        items = q(self.box, "ul")
        items.textContent = ""
        for line in lines:
            items.appendChild(make("li", "", line))
        q(self.box, '[data-testid="hint-play"]').hidden = busy
        self.box.classList.toggle("busy", busy)
        self.box.hidden = False
