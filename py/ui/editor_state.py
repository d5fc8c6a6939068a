"""The scenario editor's state, without the screen: a free-mode game a teacher builds turn by turn, the texts of
the lesson in English and German side by side (title, description, a note per turn), the tasks whose right and
wrong answers are placed on the board but never played into the position, and the following lesson (`next`).
Pure Python (no ``js``): the editor screen drives it, CPython tests it.

It is a `session.GameSession`, so the game view (board, drag and drop, follower spots) shows and plays it as it
does a game: the only differences are that each turn names its tile and player (chosen in the editor), and that
confirming a turn while answers are being recorded adds an answer instead of playing.

Texts are kept per language (`LANGS`); the file's own language (`lang`, English for a new lesson) is written at
the top level and the other one under ``i18n`` (scenario format 1.1), so an opened file comes back with every
field it held.  Export goes through the engine's own writer (`record.dump_lesson`) and is read back with
`record.load_scenario` before it is offered, so a file the editor hands out always loads and replays to the
position on screen.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from carcassonne import CarcassonneError, Game, Rules
from carcassonne.errors import RecordError
from carcassonne.record import (LANGUAGES, MAX_DESCRIPTION, MAX_TITLE, LocalTexts, PartialTurn, Scenario, Task,
                                TaskTexts, WrongAnswer, dump_lesson, load_scenario, right_turn)
from carcassonne.tiles import TILE_TYPES

from .controller import DEPLOY, TurnState
from .editor_export import embed_snippets, file_name, next_problem
from .i18n import t
from .session import GameSession

LANGS: tuple[str, ...] = LANGUAGES  # the languages a teacher writes side by side: English, German
RIGHT, WRONG = "right", "wrong"  # what placing a move on the board records while answers are recorded


def words(en: str = "", de: str = "") -> dict[str, str]:
    """One text in every language ("" where it is not written)."""
    return {"en": en, "de": de}


@dataclass
class WrongDraft:
    """An expected mistake: the move (as a partial turn) and what the learner is told, per language."""

    turn: PartialTurn
    say: dict[str, str] = field(default_factory=words)
    placed: PartialTurn | None = None  # the move as placed on the board (None: as opened), for `match`


@dataclass
class TaskDraft:
    """A task being written: the learner's tile and seat, its texts per language, the answers placed so far."""

    tile: str
    player: int
    prompt: dict[str, str] = field(default_factory=words)
    hint: dict[str, str] = field(default_factory=words)
    success: dict[str, str] = field(default_factory=words)
    right: list[PartialTurn] = field(default_factory=list)
    wrong: list[WrongDraft] = field(default_factory=list)

    def texts(self, lang: str) -> TaskTexts:
        return TaskTexts(self.prompt[lang].strip(), self.success[lang].strip(), self.hint[lang].strip(),
                         tuple(w.say[lang].strip() for w in self.wrong))


class EditorSession(GameSession):
    """A scenario being built: the position (a free game), its texts, the tile and seat of the next turn."""

    def __init__(self, game: Game, lang: str = "en") -> None:
        if not game.free:
            raise ValueError("the editor builds free-mode games only")
        self.tile: str | None = None  # the tile of the next turn (None: none picked yet)
        self.player = game.current_player  # who plays the next turn (any seat)
        self.recording = ""  # RIGHT or WRONG while answers are placed instead of turns
        self.note = words()  # the note of the turn being placed (the editor's note fields)
        super().__init__(game)
        self.lang = lang  # the file's own language (the other one is written under i18n)
        self.title = words()
        self.description = words()
        self.notes: list[dict[str, str]] = [words() for _ in game.turns]
        self.tasks: list[TaskDraft] = []
        self.current = 0  # the task shown in the task fields
        self.next = ""  # the following lesson's URL, relative to this file
        self.expect: tuple[str, ...] | None = tuple(game.names)  # whose scores `expect` names (None: no expect)
        self.new_turn()

    # --- making -------------------------------------------------------------------------------------------

    @classmethod
    def new(cls, names, farmers: bool = True, expansions=()) -> "EditorSession":
        """An empty position (only the start tile) for these players and rules; IllegalMoveError when they
        cannot play together (too many players, two of the same name, an unknown expansion)."""
        return cls(Game(list(names), seed=0, rules=Rules(farmers, tuple(expansions)), free=True))

    @classmethod
    def from_scenario(cls, scenario: Scenario) -> "EditorSession":
        """An existing scenario, to go on editing it: every text in both languages, every task with its right
        and wrong answers, `next`, and whether (and for whom) it expects scores."""
        s = cls(scenario.game, scenario.lang)
        s.next = scenario.next
        s.expect = None if scenario.expect_scores is None else tuple(
            name for name in scenario.game.names if name in scenario.expect_scores)
        s.tasks = [TaskDraft(k.tile, k.player, right=list(k.right), wrong=[WrongDraft(w.turn) for w in k.wrong])
                   for k in scenario.tasks]
        for lang in LANGS:
            own = lang == scenario.lang
            if not own and lang not in scenario.i18n:
                continue
            texts = scenario.texts(None) if own else scenario.i18n[lang]
            s.title[lang], s.description[lang] = texts.title, texts.description
            for note, given in zip(s.notes, texts.notes):
                note[lang] = given or ""
            for draft, given in zip(s.tasks, texts.all_tasks()):
                draft.prompt[lang], draft.success[lang], draft.hint[lang] = given.prompt, given.success, given.hint
                for wrong, say in zip(draft.wrong, given.wrong):
                    wrong.say[lang] = say
        return s

    # --- the next turn --------------------------------------------------------------------------------------

    def tile_ids(self) -> list[str]:
        """Every tile type the chosen sets hold, in catalogue order (what the tile picker lists)."""
        sets = self.game.rules.tile_sets
        return [tid for tid, tt in TILE_TYPES.items() if tt.set in sets]

    def tile_groups(self) -> list[tuple[str, list[str]]]:
        """The picker's tile types by set, in the order of the game's sets."""
        ids = self.tile_ids()
        return [(name, [tid for tid in ids if TILE_TYPES[tid].set == name]) for name in self.game.rules.tile_sets]

    @property
    def answering(self) -> bool:
        """Whether a move placed on the board is recorded as an answer (right or wrong) instead of played."""
        return bool(self.recording)

    @property
    def task(self) -> TaskDraft | None:
        """The task shown in the task fields (None: the lesson asks nothing)."""
        return self.tasks[self.current] if self.tasks else None

    def new_turn(self) -> None:
        task = self.task
        if self.answering and task is not None:
            self.turn = TurnState(self.game, (), task.tile, task.player)
        else:
            self.turn = TurnState(self.game, (), self.tile, self.player)

    def choose_tile(self, tile: str) -> None:
        self._check_tile(tile)
        self.tile = tile
        self.new_turn()

    def choose_player(self, player: int) -> None:
        self._check_player(player)
        self.player = player
        self.new_turn()

    def _check_tile(self, tile: str) -> None:
        if tile not in self.tile_ids():
            raise ValueError(t("Tile {tile} is not in the chosen sets.", tile=tile))

    def _check_player(self, player: int) -> None:
        if not 0 <= player < len(self.game.players):
            raise ValueError(f"there is no player {player}")

    def confirm(self, auto: bool = False):
        """Play the tile as placed (with its follower, if any) for the chosen player, with `note`; while answers
        are recorded, add the placement as a right (or wrong) answer instead (the position does not change).

        Raises ``IllegalMoveError`` (the turn is kept), a `CarcassonneError` without code when the move is
        already the other kind of answer (the game view says it as it is, and keeps the turn), and ``ValueError``
        when no tile is placed."""
        turn = self.turn
        if auto or turn.phase != DEPLOY:
            raise ValueError("there is no turn to confirm")
        if self.answering:
            return self._record_answer()
        report = turn.confirm()
        self.notes.append({lang: text.strip() for lang, text in self.note.items()})
        self.note = words()
        self.player = (report.player + 1) % len(self.game.players)
        self.new_turn()
        return report

    def _record_answer(self):
        task, move = self.task, self.turn.turn()
        report = self.game.copy().play(move, task.player)  # legal, or IllegalMoveError and nothing recorded
        p = move.placement
        answer = PartialTurn(p.x, p.y, p.rot, move.deploy)
        wrongs = [w.turn for w in task.wrong]
        if self.recording == RIGHT:
            if answer in wrongs:
                raise CarcassonneError(t("That move is already a wrong answer of this task."))
            if answer not in task.right:
                task.right.append(answer)
        else:
            if answer in task.right:
                raise CarcassonneError(t("That move is already a right answer of this task."))
            if answer not in wrongs:
                task.wrong.append(WrongDraft(answer, placed=answer))
        self.new_turn()
        return report

    def undo(self) -> dict[str, str] | None:
        """Take back the last answer (while recording them) or the last turn; returns that turn's notes
        (so the fields can show them again).  ValueError when there is nothing to take back."""
        if self.answering:
            answers = self.task.right if self.recording == RIGHT else self.task.wrong
            if not answers:
                raise ValueError(t("There is no answer to take back."))
            answers.pop()
            self.new_turn()
            return None
        if not self.game.turns:
            raise ValueError(t("There is no turn to take back."))
        player = self.game.turns[-1][0]
        self.game.undo()
        self.note = self.notes.pop() if self.notes else words()
        self.player = player
        self.new_turn()
        return self.note

    # --- the tasks ----------------------------------------------------------------------------------------

    def set_task(self, tile: str, player: int, prompt: str = "", hint: str = "", success: str = "") -> TaskDraft:
        """Start the first task or change the learner's tile and seat of the one shown (texts given in English
        are set); answers already placed stay when the tile and seat are the same."""
        self._check_tile(tile)
        self._check_player(player)
        task = self.task
        if task is None:
            task = TaskDraft(tile, player)
            self.tasks, self.current = [task], 0
        elif (task.tile, task.player) != (tile, player):
            task.tile, task.player, task.right, task.wrong = tile, player, [], []
        for name, text in (("prompt", prompt), ("hint", hint), ("success", success)):
            if text:
                getattr(task, name)["en"] = text
        if self.answering:
            self.new_turn()
        return task

    def add_task(self, tile: str, player: int) -> TaskDraft:
        """Another task on the same position, asked after the others; it becomes the one shown."""
        self._check_tile(tile)
        self._check_player(player)
        self.tasks.append(TaskDraft(tile, player))
        self.choose_task(len(self.tasks) - 1)
        return self.tasks[-1]

    def choose_task(self, index: int) -> None:
        if not 0 <= index < len(self.tasks):
            raise ValueError(f"there is no task {index + 1}")
        self.current = index
        self.new_turn()

    def remove_task(self) -> None:
        """Drop the task shown (the one before it is shown then)."""
        if self.tasks:
            del self.tasks[self.current]
            self.current = max(0, self.current - 1)
        if not self.tasks:
            self.stop_answers()
        self.new_turn()

    def add_any_wrong(self) -> WrongDraft:
        """A mistake that matches any move the learner makes that is not right (what to say to every other
        try); one per task."""
        task = self.task
        if task is None:
            raise ValueError(t("Choose the learner's tile first."))
        anything = next((w for w in task.wrong if w.turn == PartialTurn()), None)
        if anything is None:
            anything = WrongDraft(PartialTurn())
            task.wrong.append(anything)
        return anything

    def match(self, index: int, key: str, on: bool) -> None:
        """Whether mistake ``index`` of the shown task asks for its cell (``key`` "cell"), its rotation ("rot")
        or its follower ("meeple") as placed; off, any value matches (a partial turn of the format)."""
        wrong = self.task.wrong[index]
        full, now = wrong.placed or wrong.turn, wrong.turn
        x, y, rot, deploy = now.x, now.y, now.rot, now.deploy
        if key == "cell":
            x, y = (full.x, full.y) if on else (None, None)
        elif key == "rot":
            rot = full.rot if on else None
        elif key == "meeple":
            deploy = full.deploy if on else None
        else:
            raise ValueError(f"no part {key!r} of a move")
        turn = PartialTurn(x, y, rot, deploy)
        if any(w.turn == turn for i, w in enumerate(self.task.wrong) if i != index):
            raise ValueError(t("Another wrong answer of this task already matches those moves."))
        wrong.turn = turn

    def start_answers(self, kind: str = RIGHT) -> None:
        if self.task is None:
            raise ValueError(t("Choose the learner's tile first."))
        self.recording = kind
        self.new_turn()

    def stop_answers(self) -> None:
        self.recording = ""
        self.new_turn()

    def drop_task(self) -> None:
        """No task at all (the lesson only shows its turns)."""
        self.tasks, self.current = [], 0
        self.stop_answers()

    # --- export -----------------------------------------------------------------------------------------------

    def own_lang(self) -> str:
        """The language written at the top level: the file's, unless nothing is written in it and something is
        in the other one (a teacher who writes only German gets a German file)."""
        other = next(lang for lang in LANGS if lang != self.lang)
        return other if not self._written(self.lang) and self._written(other) else self.lang

    def _written(self, lang: str) -> bool:
        """Whether any text of the lesson is written in ``lang``."""
        local = self._local(lang)
        return bool(local.title or local.description or any(local.notes)
                    or any(k.prompt or k.success or k.hint or any(k.wrong) for k in local.tasks))

    def _local(self, lang: str) -> LocalTexts:
        tasks = tuple(k.texts(lang) for k in self.tasks)
        notes = tuple(n[lang].strip() or None for n in self.notes[:len(self.game.turns)])
        return LocalTexts(self.title[lang].strip(), self.description[lang].strip(), notes,
                          tasks[0] if tasks else TaskTexts(), tasks)

    def problems(self) -> list[str]:
        """What keeps the scenario from being exported (empty: it can be), each naming the task it is about."""
        out = []
        lang = self.own_lang()
        if any(len(self.title[k]) > MAX_TITLE for k in LANGS):
            out.append(t("The title is too long: at most {n} characters.", n=MAX_TITLE))
        if any(len(self.description[k]) > MAX_DESCRIPTION for k in LANGS):
            out.append(t("The description is too long: at most {n} characters.", n=MAX_DESCRIPTION))
        if self.tasks and self.game.over:
            out.append(t("A scenario that ends the game cannot have a task."))
        for number, task in enumerate(self.tasks, 1):
            out += self._task_problems(number, task, lang)
        problem = next_problem(self.next.strip())
        if problem:
            out.append(problem)
        return out

    def _task_problems(self, number: int, task: TaskDraft, lang: str) -> list[str]:
        out = []
        if not task.prompt[lang].strip():
            out.append(t("Task {n} needs a prompt.", n=number))
        if not task.right:
            out.append(t("Task {n} needs at least one right answer: place it on the board.", n=number))
        elif not self.game.over and right_turn(self.game, self._task(task, lang)) is None:
            out.append(t("No right answer of task {n} can be played any more (the turns after them changed "
                         "the board): take the answers back and place them again.", n=number))
        if any(not w.say[lang].strip() for w in task.wrong):
            out.append(t("Every wrong answer of task {n} needs a text.", n=number))
        return out

    @staticmethod
    def _task(k: TaskDraft, lang: str) -> Task:
        texts = k.texts(lang)
        wrong = tuple(WrongAnswer(w.turn, say) for w, say in zip(k.wrong, texts.wrong))
        return Task(texts.prompt, k.player, k.tile, tuple(k.right), texts.success, texts.hint, wrong)

    def to_scenario(self) -> Scenario:
        """The scenario as it stands (texts in the file's language, the other language under i18n)."""
        lang = self.own_lang()
        own = self._local(lang)
        tasks = tuple(self._task(k, lang) for k in self.tasks)
        i18n = {other: self._local(other) for other in LANGS if other != lang and self._written(other)}
        expect = None if self.expect is None else {name: score for name, score in zip(self.game.names,
                                                                                      self.game.scores)
                                                   if name in self.expect}
        return Scenario(self.game, own.title, own.description, self.game.over, expect, notes=own.notes,
                        lang=lang, i18n=i18n, tasks=tasks, next=self.next.strip())

    def preview(self, lang: str) -> LocalTexts:
        """Every text of the lesson as a viewer in ``lang`` shows it (the other language where none is given)."""
        return self.to_scenario().texts(lang)

    def document(self) -> dict:
        """The scenario document; ValueError listing what is missing; read back with the engine before it is
        handed out (a RecordError there is a bug, and is raised as it is)."""
        problems = self.problems()
        if problems:
            raise ValueError(" ".join(problems))
        scenario = self.to_scenario()
        doc = dump_lesson(scenario)
        if scenario.expect_scores is not None:
            doc["expect"] = {"scores": scenario.expect_scores}  # only the players the opened file named
        load_scenario(doc)
        return doc

    def export_text(self) -> str:
        return json.dumps(self.document(), indent=1, ensure_ascii=False)


def open_scenario(text: str) -> EditorSession:
    """An editor for a scenario file's text (measured, parsed and replayed by the engine); RecordError
    (a `CarcassonneError`) names what is wrong with the file."""
    from carcassonne.untrusted import load_json

    return EditorSession.from_scenario(load_scenario(load_json(text, "the scenario")))


__all__ = ["EditorSession", "LANGS", "RecordError", "TaskDraft", "WrongDraft", "embed_snippets", "file_name",
           "open_scenario", "words"]
