"""Art pass 26, the towns at the playing zoom (docs/art-reviews.md, "After pass 25", ask 3): pass 25 made 17 usual
roofs small (32 % of the singles at desktop-fit, 19 % before) and the fit towns lost 4.7 % of their roof.  No share
of small cottages is forced now (`mini_kinds.SMALL_SHARE`), and a usual cottage grows roomy where that keeps
`WALL_TOUCH` (`mini_kinds._grow_back`); the walls' fix holds.

One test loops over the judge's board and the catalogue and collects failures."""

from __future__ import annotations

from ui.tileart.mini_kinds import PAIR, SMALL, WALL_TOUCH, mid_pieces, wall_gap_ok

from test_tileart_pass25_towns import _drawn_clear  # (tests/ui is on the path)

#: Pass 25's figures (main 6703406): the small singles' share, the summed roof area (a piece's scale squared, a
#: pair its two cottages'), and the pieces within `WALL_TOUCH` of their wall.
PASS25 = {"catalogue": (38 / 90, 98.6, 6), "compact_game": (32 / 71, 77.9, 3)}


def test_fewer_small_cottages_more_roof_and_the_walls_fix_holds():
    from tileart_boards import city_tile_boards, mini_piece_scale
    boards, area = city_tile_boards(), mini_piece_scale()
    failures = []
    for name, tids in boards.items():
        pieces = [(tid, p, k) for tid in tids for p, k in mid_pieces(tid)]
        singles = [k for *_, k in pieces if k != PAIR]
        small = singles.count(SMALL) / len(singles)
        roof = sum(area[k] ** 2 for *_, k in pieces)
        on = sum(not wall_gap_ok(tid, p, k, WALL_TOUCH) and not _drawn_clear(tid, p, k)
                 for tid, p, k in pieces)  # (art pass 28: a usual one as drawn, `outline_fit`)
        was_small, was_roof, was_on = PASS25[name]
        if small > was_small - 0.05 or roof < was_roof * 1.03 or on > was_on:
            failures.append((name, round(small, 2), round(roof, 1), on))
    assert not failures, failures
