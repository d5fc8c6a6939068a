"""Browser UI of the game (runs in Pyodide via PyScript; may import ``js`` and ``pyscript``).

Parts, each owning the elements under a root it is given (so two pages can compose them):

- `app`: index.html's page; wiring only (menu, new game, saves, autosave, export around a `game_view.GameView`).
- `openers`: a game opened from elsewhere: an imported file, a save watched again (`replay`), play on from a turn.
- `game_view`: the game on screen, around one `session.GameSession`; tells its page what happened (`GameHost`).
- `session`: the game, the turn in progress, the computer seats, the log, a scenario's step (no ``js``).
- `board_view` (+ `drag`: its gestures, `board_keys`: its keys, `camera`, `render`, `tileart`): the board.
- `turn_panel` (+ `turn_text`), `scoreboard`, `log_panel`, `step_viewer`, `final_table`, `tile_list`.
- `autoplay` (+ `board_marks`, `final_walk`): computer turns shown step by step, their tiles numbered since the
  person's turn, log lines that ring their tile, scored features with "+N", the final scoring feature by feature.
- `new_game_form`, `saves_list` (+ `storage`): the menu screen, loaded at startup; the engine is imported only
  when there are saves to read and list (each measured, then replayed for its scores).
- `save_notice`: the game screen's line about saving (full, denied, another tab) and the read-only state.
- `editor` (+ `editor_panel`: its markup and turn box, `editor_state`: the pure `EditorSession`): the scenario
  editor screen, a `game_view.GameView` over a free-mode game whose turns name their tile and player;
  `editor_texts` (markup) and `editor_words` (wiring): every text in English and German, the tasks and their
  expected mistakes, `next`, the preview; `editor_export`: the file's name and the embed snippets.
- `dom`: lookups, element building, guarded callbacks, toasts; `text` (+ `explain`, `tile_words`: a tile named by
  what it shows, never by id or cell): the sentences shown, through
  `i18n` (English, German); `page_lang`: the language at boot, the `lang-switch` selects, the pages' `data-i18n`
  static texts.
"""
