"""The embed's game, without the page: a scenario stepped through, and at its last step, in `task` or `play` mode,
a tile to place.  Pure Python (no ``js``), so CPython tests it; `embed` wires it to the page.

A scenario's game is a free game (each turn names its tile and player, so nobody has a tile in hand).  To ask
for a move the embed makes a copy that deals: in a task, exactly the task's tile to the task's player; in play,
the tiles of the box not on the board yet, shuffled, to the next seat.  The copy never touches the scenario.
A task's answer is judged by `carcassonne.teaching.check_answer` (on another copy), never played on the copy,
so that no final scoring runs when that one-tile bag is empty.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from . import explain
from .i18n import ENGLISH, language, t
from .session import GameSession
from .tile_words import tile_phrase

VIEW, PLAY, TASK = "view", "play", "task"
MODES = (VIEW, PLAY, TASK)


@dataclass(frozen=True, slots=True)
class Options:
    """What the URL (or a `carcassonne:load` message) asks of the embed; None: the default."""

    step: int | None = None
    mode: str | None = None
    controls: bool = True
    scores: bool = True


def read_options(get) -> Options:
    """The options from a query string's values (``get(name)`` -> text or None); anything unreadable is ignored."""
    return Options(step=read_step(get("step")), mode=read_mode(get("mode")),
                   controls=get("controls") != "0", scores=get("scores") != "0")


def read_step(value: object) -> int | None:
    """A step from a URL text or a message's number: a whole number >= 0 (None for anything else)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 6:
        value = int(value)
    return value if isinstance(value, int) and 0 <= value <= 1_000_000 else None


def read_goto(value: object) -> int | None:
    """The step of a `goto` message: any whole number, clamped at 0 (the top is clamped by the session, as the URL's
    `step` is); None for anything else."""
    if isinstance(value, float) and value.is_integer() and abs(value) <= 1_000_000:
        value = int(value)
    if isinstance(value, int) and not isinstance(value, bool) and value < 0:
        return 0
    return read_step(value)


def read_mode(value: object) -> str | None:
    return value if isinstance(value, str) and value in MODES else None


def mode_for(scenario, asked: str | None) -> str:
    """The mode shown: the one asked for (a task only when the scenario has one), else task when it has one."""
    if asked == TASK and scenario.task is None or asked == PLAY and nothing_to_play(scenario):
        return VIEW
    if asked is not None:
        return asked
    return TASK if scenario.task is not None else VIEW


def nothing_to_play(scenario) -> bool:
    """The scenario's game has ended (its final scoring ran): `play` shows it as `view` and says so."""
    return bool(scenario.game.over)


def play_over_text() -> str:
    """What `play` says on a scenario whose game has ended (shown instead of a tile to place)."""
    return t("This game has ended: there is nothing left to play. Step through it to see how it went.")


def shown_step(options: Options, mode: str, steps: int) -> int:
    """The step first shown: the one asked for (clamped), else the last; a task without step buttons is asked at
    its position, the last step, whatever `step` says (else nothing could ever answer it)."""
    if options.step is None or mode == TASK and not options.controls:
        return steps
    return min(options.step, steps)


def dealing_game(scenario, bag, player: int):
    """The scenario's position played on as a normal game (`Game.play_on`): ``player`` holds the first tile of
    ``bag`` that fits, the rest follow seat after seat, with the engine's checks, drawing and end of the bag."""
    return scenario.game.play_on(list(bag), player)


def next_seat(scenario) -> int:
    turns = scenario.game.turns
    return (turns[-1][0] + 1) % len(scenario.game.players) if turns else 0


def box_left(scenario) -> list[str]:
    """The tiles of the game's sets not on the board (a scenario may place more copies than the box has)."""
    from carcassonne.tiles import tiles_of

    game = scenario.game
    placed = Counter(o.id for o, _ in game.board.tiles.values())
    left = []
    for tile in tiles_of(*game.rules.tile_sets):
        if placed[tile]:
            placed[tile] -= 1
        else:
            left.append(tile)
    return left


def task_game(scenario, index: int = 0):
    """The position with task ``index``'s tile in its player's hand (1.1: each task has its own)."""
    task = scenario.tasks[index]
    return dealing_game(scenario, [task.tile], task.player)


#: The URL parameters the next lesson's embed keeps (how the teacher set the frame up); `lang` is the one shown.
KEPT_PARAMETERS = ("controls", "scores", "hint", "answer", "theme", "layout")


def next_lesson_url(next_url: str, source: str | None, page: str, keep: dict[str, str] | None = None) -> str | None:
    """The address of the embed showing the lesson a scenario's `next` names (scenario format 1.1), or None.

    `next` is relative to the scenario's file: with `src=` it resolves against that file (``source``, already
    resolved against the page); a lesson given inline (`s=`) has no file, so it resolves against the page.  Only
    what stays on the same scheme as the page is offered (`next` itself was checked to be relative at load).
    ``keep``: parameters the next frame keeps (its language, theme, …), written before `src`, whose own address
    may hold a query."""
    from urllib.parse import quote, urlencode, urljoin, urlsplit

    if not next_url:
        return None
    target = urljoin(source or page, next_url)
    if urlsplit(target).scheme != urlsplit(page).scheme:
        return None
    kept = urlencode(list((keep or {}).items()))
    return urljoin(page, "embed.html?" + (kept + "&" if kept else "") + "src=" + quote(target, safe=":/?=&%#.,-_~"))


def play_game(scenario, seed: int = 0):
    bag = box_left(scenario)
    random.Random(seed).shuffle(bag)
    return dealing_game(scenario, bag, next_seat(scenario))


class EmbedSession(GameSession):
    """A scenario on screen; at its last step a task or a game to play on (``live``)."""

    def __init__(self, scenario, mode: str = VIEW, seed: int = 0) -> None:
        super().__init__(scenario.game, scenario=scenario)
        self.mode = mode
        self.seed = seed
        self.played_on = None  # play mode: the game played on from the last step (kept while stepping)
        self.answered = None  # task mode: the last `teaching.Answer`
        self.task_index = 0  # task mode: which of the scenario's tasks is asked (1.1 `tasks`: one after another)
        self.solved: set[int] = set()  # the tasks answered right (the learner's progress in this lesson)
        self.tried: set[int] = set()  # the tasks answered (or revealed) at least once
        self.first_right: set[int] = set()  # the tasks answered right at the first try (`carcassonne:done`)

    @property
    def task(self):
        """The task asked now (None: the scenario has none)."""
        tasks = self.scenario.tasks
        return tasks[self.task_index] if tasks else None

    @property
    def task_count(self) -> int:
        return len(self.scenario.tasks)

    def record(self, answer) -> None:
        """A verdict on the task asked now: a right one counts it solved."""
        self.answered = answer
        if self.task_index not in self.tried and answer.correct:
            self.first_right.add(self.task_index)
        self.tried.add(self.task_index)
        if answer.correct:
            self.solved.add(self.task_index)

    def revealed(self) -> None:
        """The learner asked for the answer: a right move confirmed after it is not right at the first try."""
        self.tried.add(self.task_index)

    @property
    def can_go_on(self) -> bool:
        """The task asked now is solved and another follows (the page offers "Next task")."""
        return self.task_index in self.solved and self.task_index + 1 < self.task_count

    @property
    def all_done(self) -> bool:
        """Every task is solved (the page offers the following lesson, when the scenario names one)."""
        return self.task_count > 0 and len(self.solved) == self.task_count

    def next_task(self) -> bool:
        """Ask the following task on the same position (False, nothing changed: there is none)."""
        if self.task_index + 1 >= self.task_count:
            return False
        self.task_index += 1
        if self.live:
            self.deal()
        return True

    @property
    def played(self) -> int:
        """Play mode: how many turns were played on from the scenario's last step (0 elsewhere)."""
        if self.mode != PLAY or not self.live:
            return 0
        return len(self.game.turns) - len(self.scenario.game.turns)

    @property
    def live(self) -> bool:
        """A tile is to be placed here: the last step of a task or of play mode."""
        return self.mode in (PLAY, TASK) and self.view_step == self.steps()

    def goto_step(self, step: int) -> int:
        if self.mode == PLAY and self.live and self.game is not self.scenario.game:
            self.played_on = self.game
        step = super().goto_step(step)
        if self.live:
            self.deal()
        return step

    def deal(self) -> None:
        """The position of the last step with a tile in hand (a fresh try of the task, or play on)."""
        scenario = self.scenario
        if self.mode == TASK:
            self.game = task_game(scenario, self.task_index)
            self.answered = None
        else:
            self.game = self.played_on or play_game(scenario, self.seed)
        self.new_turn()

    def put_answer(self, turn) -> None:
        """A fresh try with this turn's tile put down and its follower (and city) chosen, ready to confirm."""
        self.deal()
        self.turn.place(turn.placement.cell, turn.placement.rot)
        if turn.deploy is not None:
            self.turn.choose(turn.deploy)
        if turn.gingerbread is not None:
            self.turn.choose_city(turn.gingerbread)

    def show_answer_result(self, turn) -> None:
        """The scenario's position with a right answer played (free mode: nobody holds a tile after it)."""
        game = self.scenario.game.copy()
        game.play(turn, self.task.player)
        self.game = game
        self.new_turn()


# --- what a step says -----------------------------------------------------------------------------------------

def step_note(scenario, step: int, lang: str | None) -> str:
    """The turn's `note` in a language (empty at step 0 and for a turn without one)."""
    notes = scenario.texts(lang).notes
    return (notes[step - 1] or "") if 0 < step <= len(notes) else ""


def step_explanation(game, names) -> list[str]:
    """What the last turn on the board scored and why (and the final scoring when it ran), one sentence each."""
    if not game.reports:
        return [t("The start tile: nothing has been scored yet.")]
    report = game.reports[-1]
    lines = [t("Turn {number}: {player} placed {tile}.", number=report.number, player=names[report.player],
               tile=tile_phrase(report.turn.placement.tile))] if report.number else []
    lines += [explain.explain(item, names) for item in report.scored]
    if report.final:
        lines.append(t("The game ends: the final scoring."))
        lines += [explain.explain(item, names) for item in report.final]
    if not report.scored and not report.final:
        lines.append(t("Nothing was scored this turn."))
    return lines


def counter_text(step: int, steps: int, played: int = 0) -> str:
    """"5 / 8", and in play mode "8 / 8 + 3" once 3 turns were played on from the last step."""
    return f"{step} / {steps}" + (f" + {played}" if played else "")


# --- a task's answer in the page's language --------------------------------------------------------------------

def answer_text(answer, names) -> str:
    """The verdict of `teaching.check_answer` in the current language: the lesson's success text, the engine's
    reason for an illegal move, or what a legal move that is not asked for would score."""
    from carcassonne.teaching import ILLEGAL, RIGHT

    if answer.kind == RIGHT:
        return answer.message
    said = getattr(answer, "said", "")  # the lesson's own words for this expected mistake (already in language)
    lead = said + " " if said else ""
    if answer.kind == ILLEGAL:
        refusal = getattr(answer, "refusal", None)
        if language() != ENGLISH and explain.refusal_of(refusal) is not None:  # English: the engine's own words
            return lead + t("Not allowed: {reason}.", reason=explain.move_refusal_text(refusal))
        return answer.message
    scoring = [explain.explain(item, names) for item in answer.items if item.awards]
    would = (t("This move would score: {what}", what=" ".join(scoring)) if scoring
             else t("This move would score nothing now."))
    return lead + t("Legal, but not what the task asks.") + " " + would


def task_progress_text(index: int, count: int) -> str:
    """"Task 2 of 3" above the prompt of a lesson with several tasks ("" for a single task)."""
    return t("Task {number} of {count}", number=index + 1, count=count) if count > 1 else ""


def answer_shown_text(turn) -> str:
    """The answer is shown on the board (the tile on its cell, the follower on its spot): the words name the tile
    by what it shows and the follower by its role, never a cell or a location code."""
    from carcassonne.geometry import feature_kind

    from . import text

    p = turn.placement
    what = t("One right answer: {tile}, turned {rot}°.", tile=tile_phrase(p.tile), rot=p.rot)
    if turn.deploy is None:
        return what + " " + t("It is shown on the board; confirm it to check it.")
    feature = feature_kind(p.tile, p.rot, turn.deploy.location)
    spot = text.spot_phrase(text.spot_label(turn.deploy.kind, feature))
    return what + " " + t("It is shown on the board (follower: {spot}); confirm it to check it.", spot=spot)

