"""The scenario editor's state, without the screen: a free-mode game a teacher builds turn by turn, the texts of
the lesson (title, description, a note per turn) and an optional task whose right answers are placed on the board
but never played into the position.  Pure Python (no ``js``): the editor screen drives it, CPython tests it.

It is a `session.GameSession`, so the game view (board, drag and drop, follower spots) shows and plays it as it
does a game: the only differences are that each turn names its tile and player (chosen in the editor), and that
confirming a turn while answers are being recorded adds an answer instead of playing.

Export goes through the engine's own writer (`record.dump_lesson`) and is read back with `record.load_scenario`
before it is offered, so a file the editor hands out always loads and replays to the position on screen.
"""

from __future__ import annotations

import html
import json
import unicodedata
from dataclasses import dataclass, field
from urllib.parse import quote as url_quote

from carcassonne import Game, Rules
from carcassonne.record import (MAX_DESCRIPTION, MAX_TITLE, LocalTexts, PartialTurn, Scenario, Task, dump_lesson,
                                load_scenario)
from carcassonne.teaching import encode_s
from carcassonne.tiles import TILE_TYPES

from .controller import DEPLOY, TurnState
from .i18n import t
from .session import GameSession


@dataclass
class TaskDraft:
    """The task being written: its texts, the learner's tile and seat, and the right answers placed so far."""

    tile: str
    player: int
    prompt: str = ""
    hint: str = ""
    success: str = ""
    right: list[PartialTurn] = field(default_factory=list)


class EditorSession(GameSession):
    """A scenario being built: the position (a free game), its texts, the tile and seat of the next turn."""

    def __init__(self, game: Game, title: str = "", description: str = "", notes=(), task: TaskDraft | None = None,
                 lang: str = "en", i18n: dict[str, LocalTexts] | None = None) -> None:
        if not game.free:
            raise ValueError("the editor builds free-mode games only")
        self.tile: str | None = None  # the tile of the next turn (None: none picked yet)
        self.player = game.current_player  # who plays the next turn (any seat)
        self.answering = False  # placing the task's right answers instead of turns
        self.note = ""  # the note of the turn being placed (the editor's note field)
        super().__init__(game)
        self.title = title
        self.description = description
        self.notes: list[str | None] = list(notes) + [None] * (len(game.turns) - len(notes))
        self.task = task
        self.lang = lang
        self.i18n = dict(i18n or {})
        self.new_turn()

    # --- making -------------------------------------------------------------------------------------------

    @classmethod
    def new(cls, names, farmers: bool = True, expansions=()) -> "EditorSession":
        """An empty position (only the start tile) for these players and rules; IllegalMoveError when they
        cannot play together (too many players, two of the same name, an unknown expansion)."""
        return cls(Game(list(names), seed=0, rules=Rules(farmers, tuple(expansions)), free=True))

    @classmethod
    def from_scenario(cls, scenario: Scenario) -> "EditorSession":
        """An existing scenario, to go on editing it (its texts, notes and task come along)."""
        task = None
        if scenario.task is not None:
            k = scenario.task
            task = TaskDraft(k.tile, k.player, k.prompt, k.hint, k.success, list(k.right))
        return cls(scenario.game, scenario.title, scenario.description, scenario.notes, task, scenario.lang,
                   scenario.i18n)

    # --- the next turn --------------------------------------------------------------------------------------

    def tile_ids(self) -> list[str]:
        """Every tile type the chosen sets hold, in catalogue order (what the tile picker lists)."""
        sets = self.game.rules.tile_sets
        return [tid for tid, tt in TILE_TYPES.items() if tt.set in sets]

    def tile_groups(self) -> list[tuple[str, list[str]]]:
        """The picker's tile types by set, in the order of the game's sets."""
        ids = self.tile_ids()
        return [(name, [tid for tid in ids if TILE_TYPES[tid].set == name]) for name in self.game.rules.tile_sets]

    def new_turn(self) -> None:
        if self.answering and self.task is not None:
            self.turn = TurnState(self.game, (), self.task.tile, self.task.player)
        else:
            self.turn = TurnState(self.game, (), self.tile, self.player)

    def choose_tile(self, tile: str) -> None:
        if tile not in self.tile_ids():
            raise ValueError(t("Tile {tile} is not in the chosen sets.", tile=tile))
        self.tile = tile
        self.new_turn()

    def choose_player(self, player: int) -> None:
        if not 0 <= player < len(self.game.players):
            raise ValueError(f"there is no player {player}")
        self.player = player
        self.new_turn()

    def confirm(self, auto: bool = False):
        """Play the tile as placed (with its follower, if any) for the chosen player, with `note`; while answers
        are recorded, add the placement as a right answer instead (the position does not change).

        Raises ``IllegalMoveError`` (the turn is kept) and ``ValueError`` when no tile is placed."""
        turn = self.turn
        if auto or turn.phase != DEPLOY:
            raise ValueError("there is no turn to confirm")
        if self.answering:
            return self._record_answer()
        report = turn.confirm()
        self.notes.append(self.note.strip() or None)
        self.note = ""
        self.player = (report.player + 1) % len(self.game.players)
        self.new_turn()
        return report

    def _record_answer(self):
        task, move = self.task, self.turn.turn()
        report = self.game.copy().play(move, task.player)  # legal, or IllegalMoveError and nothing recorded
        p = move.placement
        answer = PartialTurn(p.x, p.y, p.rot, move.deploy)
        if answer not in task.right:
            task.right.append(answer)
        self.new_turn()
        return report

    def undo(self) -> str | None:
        """Take back the last right answer (while recording them) or the last turn; returns that turn's note
        (so the field can show it again).  ValueError when there is nothing to take back."""
        if self.answering:
            if not self.task.right:
                raise ValueError(t("There is no answer to take back."))
            self.task.right.pop()
            self.new_turn()
            return None
        if not self.game.turns:
            raise ValueError(t("There is no turn to take back."))
        player = self.game.turns[-1][0]
        self.game.undo()
        note = self.notes.pop() if self.notes else None
        self.note = note or ""
        self.player = player
        self.new_turn()
        return note

    # --- the task -----------------------------------------------------------------------------------------

    def set_task(self, tile: str, player: int, prompt: str = "", hint: str = "", success: str = "") -> TaskDraft:
        """Start (or change) the task: the learner's tile and seat and its texts; answers already placed stay
        when the tile and seat are the same."""
        if tile not in self.tile_ids():
            raise ValueError(t("Tile {tile} is not in the chosen sets.", tile=tile))
        if not 0 <= player < len(self.game.players):
            raise ValueError(f"there is no player {player}")
        old = self.task
        keep = old.right if old is not None and (old.tile, old.player) == (tile, player) else []
        self.task = TaskDraft(tile, player, prompt, hint, success, keep)
        return self.task

    def start_answers(self) -> None:
        if self.task is None:
            raise ValueError(t("Choose the learner's tile first."))
        self.answering = True
        self.new_turn()

    def stop_answers(self) -> None:
        self.answering = False
        self.new_turn()

    def drop_task(self) -> None:
        self.task = None
        self.stop_answers()

    # --- export -----------------------------------------------------------------------------------------------

    def problems(self) -> list[str]:
        """What keeps the scenario from being exported (empty: it can be)."""
        out = []
        if len(self.title) > MAX_TITLE:
            out.append(t("The title is too long: at most {n} characters.", n=MAX_TITLE))
        if len(self.description) > MAX_DESCRIPTION:
            out.append(t("The description is too long: at most {n} characters.", n=MAX_DESCRIPTION))
        task = self.task
        if task is not None:
            if self.game.over:
                out.append(t("A scenario that ends the game cannot have a task."))
            if not task.prompt.strip():
                out.append(t("The task needs a prompt."))
            if not task.right:
                out.append(t("The task needs at least one right answer: place it on the board."))
            elif not self.game.over and not self._answerable():
                out.append(t("No right answer of the task can be played any more (the turns after them changed "
                             "the board): take the answers back and place them again."))
        return out

    def _answerable(self) -> bool:
        """Whether a legal turn matches one of the task's right answers now (a file whose task has none is
        refused when it is loaded, so export says so first, in words)."""
        from carcassonne.record import right_turn

        k = self.task
        return right_turn(self.game, Task(k.prompt, k.player, k.tile, tuple(k.right))) is not None

    def to_scenario(self) -> Scenario:
        task = None
        if self.task is not None:
            k = self.task
            task = Task(k.prompt.strip(), k.player, k.tile, tuple(k.right), k.success.strip(), k.hint.strip())
        turns = len(self.game.turns)
        notes = tuple(self.notes[:turns])
        i18n = {lang: _fit_texts(texts, turns, task is not None) for lang, texts in self.i18n.items()}
        return Scenario(self.game, self.title.strip(), self.description.strip(), self.game.over,
                        dict(zip(self.game.names, self.game.scores)), notes=notes, task=task, lang=self.lang,
                        i18n=i18n)

    def document(self) -> dict:
        """The scenario document; ValueError listing what is missing; read back with the engine before it is
        handed out (a RecordError there is a bug, and is raised as it is)."""
        problems = self.problems()
        if problems:
            raise ValueError(" ".join(problems))
        doc = dump_lesson(self.to_scenario())
        load_scenario(doc)
        return doc

    def export_text(self) -> str:
        return json.dumps(self.document(), indent=1, ensure_ascii=False)


def _fit_texts(texts: LocalTexts, turns: int, has_task: bool) -> LocalTexts:
    """A translation kept from an opened file, cut or padded to the turns there are now (and without task
    texts once the task is gone), so the file still reads."""
    notes = tuple(texts.notes[:turns]) + (None,) * (turns - len(texts.notes)) if texts.notes else ()
    return LocalTexts(texts.title, texts.description, notes, texts.task if has_task else type(texts.task)())


def open_scenario(text: str) -> EditorSession:
    """An editor for a scenario file's text (measured, parsed and replayed by the engine); RecordError
    (a `CarcassonneError`) names what is wrong with the file."""
    from carcassonne.untrusted import load_json

    return EditorSession.from_scenario(load_scenario(load_json(text, "the scenario")))


def file_name(title: str) -> str:
    """The exported file's name: the title in lower case, its ASCII letters and digits (accents dropped) joined by
    hyphens."""
    plain = unicodedata.normalize("NFKD", title.replace("ß", "ss"))
    words = "".join(c.lower() if c.isalnum() and c.isascii() else ("" if unicodedata.combining(c) else " ")
                    for c in plain).split()
    return ("-".join(words)[:60].strip("-") or "scenario") + ".json"


def embed_snippets(doc_text: str, embed_url: str, filename: str) -> tuple[str, str]:
    """The two `<iframe>` forms of embed.md: the scenario inline (`s=`) and a file next to the page (`src=`).
    Every part is escaped for an HTML attribute (the snippet is shown as text, and pasted by the teacher)."""
    inline = f"{embed_url}?s={encode_s(doc_text)}"
    by_file = f"{embed_url}?src={url_quote(filename)}"
    return _iframe(inline), _iframe(by_file)


def _iframe(src: str) -> str:
    return (f'<iframe src="{html.escape(src)}" style="width:100%;border:0" height="480" '
            f'title="Carcassonne lesson"></iframe>')


__all__ = ["EditorSession", "TaskDraft", "embed_snippets", "file_name", "open_scenario"]
