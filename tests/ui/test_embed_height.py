"""The embed in a frame of any size: the height it asks its parent for (ui.embed_fit).  The pan that keeps a tile
just put down out from under the zoom buttons is `ui.camera.pan_clear` (tests/ui/test_camera.py)."""

import pytest

from ui.embed_fit import STACKED, WIDE, Measured, natural_height


def stacked(**kw) -> Measured:
    values = dict(layout=STACKED, around=40.0, gap=6.0, board=228.0, text=300.0, parts=(36.0, 110.0, 30.0),
                  width=320.0, least=360.0)
    return Measured(**{**values, **kw})


def test_stacked_the_height_holds_the_board_at_its_natural_size_and_every_text_unscrolled():
    # 40 around + board 228 + gap + texts 300 + three parts 176 with a gap before each
    assert natural_height(stacked()) == 40 + 228 + 6 + 300 + 176 + 3 * 6


def test_hidden_parts_take_no_room_and_no_gap():
    full = natural_height(stacked())
    assert natural_height(stacked(parts=(36.0, 0.0, 30.0))) == full - 110 - 6
    assert natural_height(stacked(parts=(0.0, 0.0, 0.0))) == full - 176 - 3 * 6


def test_never_less_than_the_page_least_height():
    assert natural_height(stacked(board=50.0, text=20.0, parts=())) == 360


def test_beside_the_board_the_taller_of_board_and_controls_counts_and_the_frame_stays_wide():
    short_texts = Measured(layout=WIDE, around=40.0, gap=6.0, board=420.0, text=100.0, parts=(38.0, 120.0, 30.0),
                           width=720.0)
    assert natural_height(short_texts) == 40 + 420, "the board is the taller: it sets the height"
    long_texts = Measured(layout=WIDE, around=40.0, gap=6.0, board=420.0, text=400.0, parts=(38.0, 120.0, 30.0),
                          width=720.0)
    assert natural_height(long_texts) == 40 + 400 + 188 + 3 * 6
    very_long = Measured(layout=WIDE, around=40.0, gap=6.0, board=420.0, text=2000.0, parts=(38.0,), width=720.0)
    assert natural_height(very_long) == 720, "a taller frame would stack the parts: the texts scroll instead"


@pytest.mark.parametrize("exact, asked", [(500.0, 500), (500.004, 500), (500.2, 501)])
def test_a_rounding_error_in_the_layout_asks_for_no_extra_pixel(exact, asked):
    assert natural_height(stacked(around=exact - (228 + 6 + 300 + 176 + 18), least=0.0)) == asked
