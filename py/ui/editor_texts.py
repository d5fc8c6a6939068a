"""The editor's markup for the lesson's words (issue 23): every text in English and German side by side, the
tasks (several, each with its right and wrong answers), the following lesson, and the preview in either language.

Pure functions of fixed, translated, escaped text: nothing a teacher typed goes into them (`editor.EditorScreen`
sets ``value`` and ``textContent``).  Each pair of fields carries ``data-lang`` (which language it holds) and
``data-text`` (which text: title, description, note, prompt, hint, success).
"""

from __future__ import annotations

from .i18n import N_, t
from .render import esc

LANG_NAMES = {"en": N_("English"), "de": N_("German")}


def lang_field(testid: str, lang: str, text: str, rows: int, longest: int) -> str:
    """One language's field of a text: an input (``rows`` 1) or a text area, labelled with the language."""
    attrs = (f'data-testid="{testid}" data-text="{text}" data-lang="{lang}" lang="{lang}" maxlength="{longest}" '
             f'spellcheck="true"')
    box = (f'<input {attrs} autocomplete="off" />' if rows == 1 else f'<textarea {attrs} rows="{rows}"></textarea>')
    return f'<label class="field"><span>{esc(t(LANG_NAMES[lang]))}</span>{box}</label>'


def pair(label: str, en: str, de: str, rows: int = 1, longest: int = 2000) -> str:
    """A text in both languages side by side (``en``/``de``: their testids; the text's name is the first one's
    last word after ``editor-``), under one legend."""
    text = en.removeprefix("editor-").removeprefix("task-")
    return (f'<fieldset class="lang-pair"><legend>{esc(label)}</legend>'
            f'{lang_field(en, "en", text, rows, longest)}{lang_field(de, "de", text, rows, longest)}</fieldset>')


def note_html() -> str:
    return pair(t("Note for this turn (shown at this step)"), "editor-note", "editor-note-de", rows=2)


def texts_html() -> str:
    """Title and description in both languages, and the following lesson."""
    return (
        f'<section class="editor-texts">'
        f'{pair(t("Title"), "editor-title", "editor-title-de", longest=200)}'
        f'{pair(t("Description"), "editor-description", "editor-description-de", rows=3, longest=20000)}'
        f'<label class="field"><span>{esc(t("The next lesson (the address of its file, beside this one)"))}</span>'
        f'<input data-testid="editor-next" maxlength="1000" autocomplete="off" spellcheck="false" '
        f'placeholder="roads.json" /></label></section>')


def task_html() -> str:
    """The tasks: on or off, which one is shown, its texts in both languages, seat and tile, its answers."""
    return (
        f'<section class="editor-task"><label class="check"><input type="checkbox" data-testid="editor-task-on" />'
        f'<span>{esc(t("Ask the learner a task after the last turn"))}</span></label>'
        f'<div class="editor-task-fields" hidden>'
        f'<div class="editor-task-bar"><label class="field"><span>{esc(t("Task shown"))}</span>'
        f'<select data-testid="editor-task-pick"></select></label>'
        f'<button type="button" data-editor="add-task" data-testid="editor-task-add">{esc(t("Add a task"))}</button>'
        f'<button type="button" class="quiet" data-editor="remove-task" data-testid="editor-task-remove">'
        f'{esc(t("Remove this task"))}</button></div>'
        f'{pair(t("Task"), "editor-task-prompt", "editor-task-prompt-de", rows=2)}'
        f'{pair(t("Hint"), "editor-task-hint", "editor-task-hint-de")}'
        f'{pair(t("Said when the answer is right"), "editor-task-success", "editor-task-success-de")}'
        f'<div class="editor-task-who"><label class="field"><span>{esc(t("The learner plays"))}</span>'
        f'<select data-testid="editor-task-player"></select></label>'
        f'<label class="field"><span>{esc(t("with the tile"))}</span>'
        f'<select data-testid="editor-task-tile"></select></label></div>'
        f'<button type="button" data-editor="answers" data-testid="editor-task-answers"></button>'
        f'<ol class="editor-answers" data-testid="editor-task-right"></ol>'
        f'<p class="muted">{esc(t("Expected mistakes: place each on the board, then write what the learner is told."))}'
        f'</p><button type="button" data-editor="wrongs" data-testid="editor-task-wrongs"></button>'
        f'<ol class="editor-answers editor-wrongs" data-testid="editor-task-wrong"></ol>'
        f'<button type="button" class="quiet" data-editor="wrong-any" data-testid="editor-task-wrong-any">'
        f'{esc(t("Add a text for any other wrong move"))}</button></div></section>')


def wrong_label(number: int) -> str:
    return t("Said for mistake {n}", n=number)


def preview_html() -> str:
    """The lesson's words as a viewer in the chosen language shows them (filled in by the screen)."""
    options = "".join(f'<option value="{lang}">{esc(t(name))}</option>' for lang, name in LANG_NAMES.items())
    return (
        f'<details class="editor-preview"><summary>{esc(t("Preview the lesson’s texts"))}</summary>'
        f'<label class="field"><span>{esc(t("Language of the preview"))}</span>'
        f'<select data-testid="editor-preview-lang">{options}</select></label>'
        f'<div class="editor-preview-body" data-testid="editor-preview" aria-live="polite"></div></details>')
