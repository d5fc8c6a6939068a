"""A game watched again, turn by turn, without the screen (pure Python: CPython tests it).

A `ReplaySession` is a `session.GameSession` in viewing mode whose scenario is a saved game: its record (players,
rules, seed, turns) is the input, and every step is the record's first turns replayed.  Replaying from the start
on every step cost a long task on a long game in the browser, so the states are kept: a copy every
`CHECKPOINT` turns (made as the steps pass them), and a step goes on from the nearest kept state or from the one
on screen, whichever is closer, playing at most a few turns.  The record was checked when the save was read, so
those turns are replayed as trusted.

"Play on from here" (`play_on_game`) is the record's prefix replayed from the seed: a new game that goes on with
the same tiles to come, the same players and seats; the saved game itself is not touched.
"""

from __future__ import annotations

import time

from carcassonne.record import Scenario

from .controller import AUTO, VIEW, TurnState
from .i18n import join_names, t
from .session import LOG_KEEP, GameSession

CHECKPOINT = 8  # turns between kept states (memory: a board copy each; a step plays fewer than this many turns)


class ReplaySession(GameSession):
    """A saved game stepped through: ``game`` is the whole game as loaded; ``computers`` and ``levels`` are its
    seats (kept for "play on from here", nobody plays here); ``save_id`` names the save it came from."""

    replay = True

    def __init__(self, game, computers=(), levels=None, save_id: str | None = None, step: int | None = None) -> None:
        self.whole = game
        super().__init__(game.copy(), scenario=Scenario(game, end=game.over))
        self.source_id = save_id  # the save watched (never written: a replay saves nothing)
        self.seats = tuple(sorted(computers))
        self.seat_levels = dict(levels or {})
        self.kept: dict[int, object] = {0: game.replay([])}
        self.goto_step(self.steps() if step is None else step)

    @property
    def names(self) -> list[str]:
        """The players' own names, as in the game."""
        return list(self.whole.names)

    def title(self) -> str:
        return t("Game of {players}", players=join_names(self.names))

    def goto_step(self, step: int) -> int:
        """Show the game after its first ``step`` turns (clamped); the last step is the game as saved, with its
        final scoring when it is over."""
        turns = self.whole.turns
        step = max(0, min(len(turns), step))
        self.game = self.state(step)
        self.view_step = step
        # the log's entries are the whole game's reports (the same objects on every step): a step back drops
        # one entry from the log on screen instead of writing 60 again (`log_panel.log_change`)
        reports = self.whole.reports if step == len(turns) else self.whole.reports[:step]
        self.log_reports = list(reports[-LOG_KEEP:])
        self.new_turn()
        return step

    def new_turn(self) -> None:
        """Nobody plays in a replay: the turn only shows the position (no legal cells to work out and draw; every
        seat counted a computer's skips that search, and no computer is asked: `computers` stays empty)."""
        self.turn = TurnState(self.game, range(len(self.game.players)))
        if self.turn.phase == AUTO:
            self.turn.phase = VIEW

    def state(self, step: int):
        """The game after ``step`` turns, from the nearest kept state (or the one on screen) onwards."""
        if step == len(self.whole.turns):
            return self.whole.copy()
        base = max(k for k in self.kept if k <= step)
        start = self.kept[base]
        shown = self.view_step
        if base < shown <= step and not self.game.over:
            base, start = shown, self.game
        game = start.copy()
        for number in range(base, step):
            player, turn = self.whole.turns[number]
            game.play(turn, player, trusted=True)
            if (number + 1) % CHECKPOINT == 0 and number + 1 not in self.kept:
                self.kept[number + 1] = game.copy()
        return game

    def export_game(self):
        """The game an exported save holds: the whole game watched, whatever step is on screen."""
        return self.whole

    def save_meta(self, now_ms: int | None = None) -> dict:
        """An exported save's meta: the whole game's, with its seats (a replay itself is never saved)."""
        game = self.whole
        return {"id": self.source_id, "saved": int(time.time() * 1000) if now_ms is None else now_ms,
                "turn": len(game.turns), "scores": list(game.scores), "over": game.over,
                "tiles_left": game.tiles_left, "computers": list(self.seats),
                **({"levels": {str(s): lv for s, lv in sorted(self.seat_levels.items())}} if self.seat_levels else {})}

    def report(self):
        """The turn the step shows (None at the start)."""
        return self.game.reports[-1] if self.game.reports else None

    def can_play_on(self) -> bool:
        """A position the game can go on from: not the end of a game that is over."""
        return not (self.view_step == len(self.whole.turns) and self.whole.over)

    def play_on_game(self):
        """A new game at the step shown: the record's first turns replayed from the seed (raises `ValueError` at
        the end of a finished game)."""
        if not self.can_play_on():
            raise ValueError("the game is over: there is nothing to play on")
        return self.whole.replay(self.whole.turns[:self.view_step])

    def play_on_meta(self, computers=None, levels=None) -> dict:
        """The seats of the new game: those chosen, else the saved game's computers and their levels."""
        if computers is None:
            computers, levels = self.seats, self.seat_levels
        seats = sorted(s for s in set(computers) if 0 <= s < len(self.whole.players))
        return {"computers": seats, "levels": {str(s): (levels or {}).get(s, "medium") for s in seats}}
