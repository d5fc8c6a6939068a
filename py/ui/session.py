"""A game on screen, without the screen: the game, its turn in progress, the computer seats, the log, and (when a
scenario is viewed) the step shown.  Pure Python (no ``js``), so the app and the embed drive the same object and
CPython tests it.

The views read it and call its methods; it never touches the page.  Timers are the caller's: `computer_due` says
whether a computer seat is to play, `computer_turn` picks its move, `token` tells a stale timer from a live one.
"""

from __future__ import annotations

import time

from . import explain
from .i18n import N_, join_names, t
from .controller import AUTO, DEPLOY, PLACE, TurnState
from .player_names import shown_names
from .tile_words import tile_phrase

LOG_KEEP = 60  # log entries kept on screen


class GameSession:
    """One game (or one scenario being stepped through) as the page plays it."""

    def __init__(self, game, computers=(), scenario=None, save_id: str | None = None, levels=None,
                 hints: int = 0, imported: bool = False, saved_at: int | None = None) -> None:
        self.scenario = scenario  # a `record.Scenario` being viewed (then nothing is saved, nobody is a computer)
        self.save_id = save_id
        self.frozen = False  # read-only: another tab changed its save (no computer step, nothing saved)
        self.computers: frozenset[int] = frozenset() if scenario is not None else frozenset(computers)
        self.levels: dict[int, str] = {seat: (levels or {}).get(seat, "medium") for seat in self.computers}
        self.hints = hints  # hints the person took in this game (the save's meta counts them)
        self.imported = imported  # the save came from an imported file (the saves list says so: ``meta.imported``)
        # an imported copy keeps the time its file was saved until a turn changes it (not the time of the import)
        self.saved_at = saved_at if isinstance(saved_at, int) and not isinstance(saved_at, bool) and saved_at > 0 \
            else None
        self.token = 0  # bumped whenever the position changes under a pending computer step
        self.game = game
        self.view_step = len(scenario.game.turns) if scenario is not None else len(game.turns)
        self.turn = TurnState(game, self.computers)
        reports = game.reports if scenario is not None else game.reports[-12:]
        self.log_reports = list(reports)  # the log's turns; their text is made when shown, in the page's language
        # while the final scoring is walked on the board: how many of its items are said so far (None: all, the
        # result may show); the turn line, report and log keep the rest back so the walk does not give it away
        self.final_shown: int | None = None
        # the computer's worker is still booting (its first turn waits for it): the turn line says it gets ready
        self.computer_warming = False

    # --- reading ------------------------------------------------------------------------------------------

    @property
    def names(self) -> list[str]:
        """The players' names as shown: in a scenario, a seat named after its colour ("Red") reads in the page's
        language (`player_names`); a game's names are the players' own."""
        if self.scenario is None:
            return list(self.game.names)
        return shown_names(self.game.players)

    @property
    def log(self) -> list[tuple[str, list[str]]]:
        """The log's entries (heading, sentences) in the current language."""
        return [self.entry(r) for r in self.log_reports]

    @property
    def walking(self) -> bool:
        """The final scoring is being walked: the result is not shown yet."""
        return self.final_shown is not None

    def entry(self, report) -> tuple[str, list[str]]:
        """A report's log entry; during the final walk, the final scoring only as far as the walk has gone."""
        return log_entry(report, self.names, self.final_shown if report.final else None)

    @property
    def viewing(self) -> bool:
        """A scenario is stepped through (no play, no save)."""
        return self.scenario is not None

    @property
    def active(self) -> bool:
        """Someone is to play (a person or a computer seat)."""
        return self.turn.phase in (PLACE, DEPLOY, AUTO)

    def humans(self) -> list[int]:
        return [p for p in range(len(self.game.players)) if p not in self.computers]

    def can_take_back(self) -> bool:
        return not self.viewing and bool(self.game.turns) and bool(self.humans())

    def taken_back_player(self) -> int | None:
        """The person whose turn `take_back` gives back (the computers' answers after it go too), or None."""
        if not self.can_take_back():
            return None
        humans = self.humans()
        for player, *_ in reversed(self.game.turns):
            if player in humans:
                return player
        return self.game.turns[-1][0]

    def last_report(self):
        return self.game.reports[-1] if self.game.reports else None

    def reports_to_show(self, report) -> list:
        """The turn report's turns: this one, and when a person plays after computer turns, each of those."""
        reports = [report]
        if report is None or report.player not in self.computers or not self.humans() or self.viewing:
            return reports
        game = self.game
        earlier = game.reports[:-1] if game.reports and game.reports[-1] is report else []
        for previous in reversed(earlier):
            if previous.player not in self.computers or not previous.number:
                break
            reports.insert(0, previous)
        return reports

    def river_left(self) -> int | None:
        """River tiles left while a river tile is in hand (None outside the river phase)."""
        game = self.game
        if "river" not in game.rules.expansions or game.over or game.drawn is None:
            return None
        from carcassonne.expansions.river import River
        from carcassonne.tiles import TILE_TYPES

        if TILE_TYPES[game.drawn].set != "river":
            return None
        return River.tiles_left(game)

    def save_meta(self, now_ms: int | None = None) -> dict:
        game = self.game
        if self.saved_at is not None:
            now_ms = self.saved_at
        return {"id": self.save_id, "saved": int(time.time() * 1000) if now_ms is None else now_ms,
                "turn": len(game.turns), "scores": list(game.scores), "over": game.over,
                "tiles_left": game.tiles_left, "computers": sorted(self.computers),
                **({"levels": {str(s): lv for s, lv in sorted(self.levels.items())}} if self.levels else {}),
                **({"hints": self.hints} if self.hints else {}),
                **({"imported": True} if self.imported else {})}

    def title(self) -> str:
        """The title an exported scenario gets."""
        if self.scenario is not None:
            return self.scenario.title
        return t("Game of {players}", players=join_names(self.names))

    # --- changing -----------------------------------------------------------------------------------------

    def new_turn(self) -> None:
        self.turn = TurnState(self.game, self.computers)

    def stop_computer(self) -> None:
        """A pending computer step (a timer) will now do nothing."""
        self.token += 1

    def confirm(self, auto: bool = False):
        """Play the turn in progress (a person's, or with ``auto`` the computer's); returns its report.

        Raises ``IllegalMoveError`` (the turn is kept) and ``ValueError`` when this is not the moment."""
        turn = self.turn
        if turn.phase != (AUTO if auto else DEPLOY):
            raise ValueError("there is no turn to confirm")
        report = turn.confirm()
        self.saved_at = None  # the game has changed: saved now
        self.log_reports.append(report)
        del self.log_reports[:-LOG_KEEP]
        return report

    def take_back(self) -> bool:
        """Take back the last confirmed turn; against the computer, its answers too (back to a person's turn)."""
        game = self.game
        if not self.can_take_back():
            return False
        self.stop_computer()
        self.saved_at = None
        while True:
            player = game.turns[-1][0]
            game.undo()
            if self.log_reports:
                self.log_reports.pop()
            if player not in self.computers or not game.turns or not self.humans():
                break
        self.new_turn()
        return True

    def computer_due(self) -> bool:
        return not self.viewing and not self.frozen and self.turn.auto

    def computer_level(self) -> str:
        return self.levels.get(self.game.current_player, "medium")

    def computer_turn(self, budget_ms: float | None = None):
        """The computer's move for the current turn, chosen here and loaded into the turn (seeded: a replayed turn
        is the same).  The page asks its worker instead (`computer.Brain`) and calls `load_computer_turn`."""
        from .worker_ai import choose_on, seed_of

        self.turn.load(choose_on(self.game, self.computer_level(), seed_of(self.game), budget_ms))
        return self.turn.placement

    def load_computer_turn(self, turn_text: str):
        """Load the computer's move (turn text from the worker) into the turn; its placement."""
        from carcassonne import Turn

        self.turn.load(Turn.parse(turn_text))
        return self.turn.placement

    def goto_step(self, step: int) -> int:
        """Show the scenario after its first ``step`` turns (clamped; the last step includes its final scoring)."""
        sc = self.scenario
        turns = sc.game.turns
        step = max(0, min(len(turns), step))
        self.view_step = step
        game = sc.game.replay(turns[:step])
        if step == len(turns) and sc.end:
            game.finish()
        self.game = game
        self.new_turn()
        return step

    def steps(self) -> int:
        return len(self.scenario.game.turns) if self.scenario is not None else len(self.game.turns)


def log_entry(report, names: list[str], final_shown: int | None = None) -> tuple[str, list[str]]:
    """A log line: the turn's heading (who placed what where, what they did) and its scoring sentences
    (``final_shown``: only the first items of the final scoring, see `GameSession.final_shown`)."""
    from carcassonne.geometry import feature_kind

    turn = report.turn
    if not report.number:
        return t("Final scoring"), events(report, names, final_shown)
    o = turn.placement
    parts = [t("Turn {number}: {player} placed {tile}.", number=report.number, player=names[report.player],
               tile=tile_phrase(o.tile))]
    if turn.deploy:
        feature = feature_kind(o.tile, o.rot, turn.deploy.location)
        parts.append(t(DEPLOYED.get((turn.deploy.kind, feature), DEPLOYED[("normal", "city")])))
    if turn.recall:
        parts.append(t("Took the abbot back."))
    if turn.gingerbread:
        parts.append(t("Moved the gingerbread man to another city."))
    return " ".join(parts), events(report, names, final_shown)


DEPLOYED = {
    ("normal", "city"): N_("A knight in the city."), ("normal", "road"): N_("A thief on the road."),
    ("normal", "monastery"): N_("A monk in the monastery."), ("normal", "field"): N_("A farmer in the field."),
    ("abbot", "monastery"): N_("The abbot in the monastery."), ("abbot", "garden"): N_("The abbot in the garden."),
    ("big", "city"): N_("The large follower as a knight in the city."),
    ("big", "road"): N_("The large follower as a thief on the road."),
    ("big", "monastery"): N_("The large follower as a monk in the monastery."),
    ("big", "field"): N_("The large follower as a farmer in the field."),
}


def events(report, names: list[str], final_shown: int | None = None) -> list[str]:
    """A turn's scoring sentences in the page's language (`Report.events` is the engine's English); of the final
    scoring only the first ``final_shown`` items when given."""
    lines = [explain.explain(item, names) for item in report.scored]
    lines += [t("The drawn tile, {tile}, fits nowhere on the board: it is set aside and another is drawn.",
                tile=tile_phrase(tile))
              for tile in report.set_aside]
    if report.final:
        lines.append(t("The bag is empty: final scoring."))
        final = report.final if final_shown is None else report.final[:final_shown]
        lines += [explain.explain(item, names) for item in final]
    return lines
