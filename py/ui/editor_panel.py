"""The scenario editor's markup and its turn box.  The markup functions are pure (fixed, translated and escaped
text only: nothing a teacher typed ever goes into them; names and notes are set with ``value``/``textContent``
by `editor.EditorScreen`).  `EditorTurnBox` stands in for the game's turn panel inside the game view: the tray
shows the tile picked in the editor, the line says whose turn the editor chose.
"""

from __future__ import annotations

from . import render
from .controller import DEPLOY, PLACE
from .dom import q
from .i18n import N_, t
from .render import esc
from .editor_texts import note_html, preview_html, task_html, texts_html
from .new_game_form import COLOURS, UI_EXPANSIONS

EXPANSION_LABELS = {"river": N_("The River"), "abbot": N_("The Abbot"), "inns-cathedrals": N_("Inns & Cathedrals"),
                    "gingerbread": N_("The Gingerbread Man")}
SET_LABELS = {"base": N_("Base game"), "winter": N_("Winter animals"), "river": N_("The River"),
              "inns-cathedrals": N_("Inns & Cathedrals"),
              "gingerbread": N_("The Gingerbread Man (provisional shapes)")}
INTRO = N_("Build a position turn by turn: any tile, any player, followers, a note per turn, and a task for the "
           "learner. Then export it or embed it in a page.")
SRC_ADVICE = N_("Put the exported file on your own site (https, and allowing this page to fetch it), then replace "
                "the address after src= (your-site.example) with the file’s address.")


def setup_html() -> str:
    """The first card: players and rules of the scenario, or a scenario file to open."""
    count = "".join(f'<option value="{n}"{" selected" if n == 2 else ""}>{n}</option>' for n in range(2, 7))
    names = "".join(
        f'<li class="player-row" data-color="{COLOURS[i]}"{" hidden" if i >= 2 else ""}>'
        f'<span class="swatch" aria-hidden="true"></span>'
        f'<input data-testid="editor-name-{i}" maxlength="40" autocomplete="off" spellcheck="false" '
        f'aria-label="{esc(t("Name of player {n}", n=i + 1))}"></li>' for i in range(6))
    expansions = "".join(
        f'<label class="check"><input type="checkbox" value="{x}" data-testid="editor-expansion-{x}" />'
        f'<span>{esc(t(EXPANSION_LABELS[x]))}</span></label>' for x in UI_EXPANSIONS)
    return (
        f'<form class="card editor-setup" data-testid="editor-setup" novalidate>'
        f'<h2>{esc(t("Scenario editor"))}</h2>'
        f'<p class="muted">{esc(t(INTRO))}</p>'
        f'<label class="field"><span>{esc(t("Players"))}</span>'
        f'<select data-testid="editor-count">{count}</select></label>'
        f'<ol class="player-rows">{names}</ol>'
        f'<fieldset class="rules"><legend>{esc(t("Rules"))}</legend>'
        f'<label class="check"><input type="checkbox" data-testid="editor-farmers" checked />'
        f'<span>{esc(t("Farmers"))}</span></label>{expansions}</fieldset>'
        f'<p class="message" role="alert" data-testid="editor-setup-error" hidden></p>'
        f'<div class="actions"><button type="submit" class="primary" data-testid="editor-start">'
        f'{esc(t("Start editing"))}</button>'
        f'<button type="button" class="quiet" data-editor="menu">{esc(t("Back to the menu"))}</button></div>'
        f'<label class="import button quiet"><input type="file" data-testid="editor-open" '
        f'accept=".json,application/json" /><span>{esc(t("Open a scenario (JSON)…"))}</span></label>'
        f'</form>')


def board_html() -> str:
    """The board, its zoom buttons, the dragged tile's ghost, the toast: what `board_view.BoardView` finds."""
    layers = '<g class="editor-answers-layer"></g>'  # the view puts its own layers (`board_view.LAYERS`) below it
    return (
        f'<div class="board-wrap"><svg id="board" class="board" data-testid="board" tabindex="0" role="application"'
        f' aria-label="{esc(t("Board"))}"><defs></defs><g id="camera">{layers}</g></svg>'
        f'<div class="board-tools" role="toolbar" aria-label="{esc(t("Zoom"))}">'
        f'<button type="button" data-action="zoom-in" aria-label="{esc(t("Zoom in"))}">+</button>'
        f'<button type="button" data-action="zoom-out" aria-label="{esc(t("Zoom out"))}">−</button>'
        f'<button type="button" data-action="fit" aria-label="{esc(t("Fit the board"))}">⤢</button></div>'
        f'<p class="info" data-testid="feature-info" aria-live="polite" hidden></p>'
        f'<p class="toast" data-testid="toast" role="alert" hidden></p></div>'
        f'<div class="ghost" aria-hidden="true" hidden><svg viewBox="0 0 100 100">'
        f'<use width="100" height="100"></use></svg></div>')


def answers_layer(task) -> str:
    """The shown task's answers on the board: the learner's tile, faded, framed where each right answer puts it,
    and marked apart where each expected mistake does (nothing for an answer that names no cell)."""
    if task is None:
        return ""
    out = []
    for answer in task.right:
        if answer.x is not None and answer.y is not None:
            out.append(render.tile_use(task.tile, answer.rot or 0, answer.x, answer.y, cls="answer-tile",
                                       testid="editor-answer") + _frame(answer, "answer-mark"))
    for wrong in task.wrong:
        answer = wrong.turn
        if answer.x is not None and answer.y is not None:
            out.append(render.tile_use(task.tile, answer.rot or 0, answer.x, answer.y, cls="wrong-tile",
                                       testid="editor-wrong-answer") + _frame(answer, "wrong-mark"))
    return "".join(out)


def _frame(answer, cls: str) -> str:
    tile = render.TILE
    return (f'<rect class="{cls}" x="{answer.x * tile + 3}" y="{answer.y * tile + 3}" width="{tile - 6}" '
            f'height="{tile - 6}" rx="4"/>')


def picker_html(groups: list[tuple[str, list[str]]]) -> str:
    """Per tile set (``groups``: set name, tile ids), a heading and one button per tile type with its picture
    (a `<use>` of the board's symbol)."""
    out = [f'<aside class="editor-picker" aria-label="{esc(t("Tiles"))}"><h2>{esc(t("Tiles"))}</h2>'
           f'<div data-testid="editor-tiles">']
    for set_name, ids in groups:
        out.append(f'<h3>{esc(t(SET_LABELS.get(set_name, set_name)))}</h3><ul>')
        out += [f'<li><button type="button" class="editor-tile" data-testid="editor-tile-{esc(tid)}" '
                f'data-editor="tile" data-tile="{esc(tid)}" aria-pressed="false" title="{esc(tid)}">'
                f'<svg viewBox="0 0 100 100" aria-hidden="true"><use href="#tile-{esc(tid)}" width="100" '
                f'height="100"></use></svg><span>{esc(tid)}</span></button></li>' for tid in ids]
        out.append("</ul>")
    out.append("</div></aside>")
    return "".join(out)


def panel_html() -> str:
    """The editor's side panel: the turn, its note, undo, the texts, the task, export and embed."""
    return (
        f'<aside class="panel editor-panel" aria-label="{esc(t("Scenario editor"))}">'
        f'<header class="panel-head"><button type="button" class="quiet" data-editor="menu" '
        f'data-testid="editor-menu">{esc(t("☰ Menu"))}</button>'
        f'<span class="panel-title">{esc(t("Scenario editor"))}</span>'
        f'<button type="button" class="quiet" data-editor="restart" data-testid="editor-restart">'
        f'{esc(t("New scenario"))}</button></header>'
        f'<p class="message" role="alert" data-testid="editor-error" hidden></p>'
        f'<section class="editor-turn">'
        f'<label class="field"><span>{esc(t("Who plays this turn"))}</span>'
        f'<select data-testid="editor-player"></select></label>'
        f'<div class="hand"><div class="tray" data-testid="current-tile" role="img" tabindex="-1">'
        f'<svg viewBox="0 0 100 100" aria-hidden="true"><use width="100" height="100"></use></svg></div>'
        f'<p class="turn-line" data-testid="editor-turn-line"></p></div>'
        f'<div class="actions">'
        f'<button type="button" data-action="rotate" data-testid="rotate">⟳ {esc(t("Rotate"))}</button>'
        f'<button type="button" data-action="undo-turn" data-testid="undo-turn">↶ {esc(t("Take the tile back"))}</button>'
        f'<button type="button" data-action="big-toggle" data-testid="big-toggle" hidden>'
        f'{esc(t("Large follower"))}</button>'
        f'<button type="button" data-action="skip-deploy" data-testid="skip-deploy">{esc(t("No follower"))}</button>'
        f'<button type="button" class="primary" data-action="confirm-turn" data-testid="confirm-turn">'
        f'{esc(t("Place"))}</button></div>'
        f'{note_html()}'
        f'<button type="button" class="quiet" data-editor="undo" data-testid="editor-undo">'
        f'{esc(t("↶ Take back the last turn"))}</button></section>'
        f'<p class="muted" data-testid="editor-scores"></p>'
        f'<details class="editor-turns"><summary>{esc(t("Turns"))}</summary><ol data-testid="editor-turns"></ol></details>'
        f'{texts_html()}'
        f'{task_html()}'
        f'<section class="editor-export"><div class="actions">'
        f'<button type="button" class="primary" data-editor="export" data-testid="editor-export">'
        f'{esc(t("Export the scenario (JSON)"))}</button>'
        f'<button type="button" data-editor="snippet" data-testid="editor-snippet-show">'
        f'{esc(t("Embed snippet"))}</button>'
        f'<button type="button" data-editor="picture" data-testid="editor-picture">'
        f'{esc(t("Download picture"))}</button>'
        f'</div>'
        f'<div class="editor-snippets" hidden>'
        f'<label class="field"><span>{esc(t("The scenario inside the link"))}</span>'
        f'<textarea data-testid="editor-snippet" rows="3" readonly></textarea></label>'
        f'<label class="field"><span>{esc(t("The exported file on your own site"))}</span>'
        f'<textarea data-testid="editor-snippet-src" rows="2" readonly></textarea></label>'
        f'<p class="muted">{esc(t(SRC_ADVICE))}</p></div>{preview_html()}</section>'
        f'</aside>')


class EditorTurnBox:
    """The game view's turn panel in the editor: the tray (the picked tile, or the task's tile while answers are
    placed), a line saying what to do, and the turn's buttons enabled when they can act."""

    def __init__(self, root) -> None:
        self.root = root
        self.tray = q(root, '[data-testid="current-tile"]')
        self.tray_use = q(self.tray, "use")
        self.line = q(root, '[data-testid="editor-turn-line"]')

    def show(self, visible: bool) -> None:
        pass

    def update(self, session) -> None:
        self.update_tray(session)
        turn = session.turn
        deploy, place = turn.phase == DEPLOY, turn.phase == PLACE
        self.button("rotate").disabled = not (place or (deploy and len(turn.rotations(turn.placement.cell)) > 1))
        self.button("undo-turn").disabled = not deploy
        self.button("skip-deploy").disabled = not turn.ready
        confirm = self.button("confirm-turn")
        confirm.disabled = not turn.ready
        confirm.textContent = t("Record the answer") if session.answering else t("Place")
        big = self.button("big-toggle")
        big.hidden = not (deploy and turn.has_big)
        if deploy and turn.has_big:
            big.setAttribute("aria-pressed", "true" if turn.big_mode else "false")
        self.line.textContent = turn_line(session)

    def button(self, testid: str):
        return q(self.root, f'[data-testid="{testid}"]')

    def update_tray(self, session) -> None:
        turn = session.turn
        tray = self.tray
        tray.hidden = turn.tile is None or turn.phase not in (PLACE, DEPLOY)
        if tray.hidden:
            return
        rot = turn.rot_pref if turn.phase == PLACE else turn.placement.rot
        self.tray_use.setAttribute("href", f"#tile-{turn.tile}")
        self.tray_use.setAttribute("transform", f"rotate({rot} 50 50)")
        self.tray_use.setAttribute("data-rot", str(rot))  # static/tileart.css: buildings and houses stay upright
        tray.dataset.tile = turn.tile
        tray.dataset.rot = str(rot)
        tray.classList.toggle("placed", turn.phase == DEPLOY)


def turn_line(session) -> str:
    """What the teacher is to do now, in one sentence."""
    turn = session.turn
    name = session.names[turn.player]
    if session.game.over:
        return t("The scenario ends the game: take a turn back to go on.")
    if turn.tile is None:
        return t("Pick a tile from the list of tiles.")
    if session.answering:
        if turn.phase == PLACE and session.recording == "wrong":
            return t("Place an expected mistake of {player}: drag the tile onto the board.", player=name)
        if turn.phase == PLACE:
            return t("Place a right answer for {player}: drag the tile onto the board.", player=name)
        return t("Pick a follower if the answer needs one, then press Place to record it.")
    if turn.phase == PLACE:
        return t("{player} places tile {tile}: drag it onto a highlighted cell.", player=name, tile=turn.tile)
    return t("{player}: pick a follower spot or none, then press Place.", player=name)
