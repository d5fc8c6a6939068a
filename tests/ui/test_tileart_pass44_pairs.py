"""Art pass 44: no playing-zoom cottage drawn on its wall line (the judge after pass 43, ask 2).

WE03's only cottage stands in the tip of its thin cap town, within 0.5 units of the wall arc on every turn
(desktop-fit (350,178), board-mid (440,482)); no spot 6.41 units off the arc is free but the middle its well and
shield hold.  `fit_turns._last` now drops a cottage on its wall line where no spot clears it even where it is the
tile's only one, so it is drawn at stroke width 0 on every turn (and grows no more, `fit_nb`).

Measured here over every tile type and turn from points turned independently (`art_geometry`, as pass 43's wall
test): every usual town cottage drawn at the playing zoom keeps more than 1 px at fit (`fit_band.FIT_PX`) between
its outline or shadow and every wall line.  Main fails it: WE03's cottage on its four turns (0.0-0.35 units)."""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))

from carcassonne.tiles import TILE_TYPES  # noqa: E402
from ui.tileart import fit_band, fit_nb, fit_turns  # noqa: E402
from ui.tileart.mini_kinds import USUAL, mid_pieces  # noqa: E402
from test_tileart_pass43_wall import TURNS, _as_drawn, _gap  # noqa: E402


def test_no_drawn_usual_cottage_on_a_wall_line():
    bad = []
    for tile in sorted(TILE_TYPES):
        for rot, i, k, town, q, s in _as_drawn(tile):
            if k == USUAL and town is not None and s > 0 and _gap(tile, q, s, rot) < fit_band.FIT_PX - 1e-9:
                bad.append((tile, rot, i, round(_gap(tile, q, s, rot), 2), s))
    assert not bad, bad


def test_we03s_cottage_is_dropped_on_every_turn_and_grows_no_more():
    """desktop-fit (350,178) and board-mid (440,482): WE03's cottage is not drawn on any turn (stroke width 0)."""
    assert len(mid_pieces("WE03")) == 1
    found = {(rot, i): s for rot, i, k, town, q, s in _as_drawn("WE03")}
    assert all(found[(rot, 0)] == 0 for rot in TURNS), found
    assert not fit_nb.plan("WE03")
    moves = dict(fit_turns.plan("WE03"))
    assert moves[0] in fit_turns.PATTERNS and "ta-f" in fit_turns.turn_markup("WE03", mid_pieces("WE03"))
    n = fit_turns.PATTERNS.index(moves[0])
    assert f"var(--ta-fw{n},0)" in fit_turns.fit_css()
