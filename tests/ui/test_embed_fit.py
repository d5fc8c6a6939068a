"""The embed in a frame of any size: the height it asks its parent for (ui.embed_fit), and the pan that keeps a
tile just put down out from under the zoom buttons (ui.camera.clear_of)."""

import pytest

from ui.camera import clear_of
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


# --- clear_of -------------------------------------------------------------------------------------------------

BUTTONS = (250.0, 90.0, 350.0, 124.0)  # a row of zoom buttons in the bottom-right corner of a 356 x 130 board


def test_a_tile_clear_of_the_buttons_stays_where_it_is():
    assert clear_of((20.0, 20.0, 54.0), BUTTONS, 356, 130) == (0.0, 0.0)
    assert clear_of((196.0, 70.0, 54.0), BUTTONS, 356, 130) == (0.0, 0.0), "touching the edge is not covered"


def test_a_covered_tile_moves_the_shortest_way_that_keeps_it_on_the_board():
    dx, dy = clear_of((260.0, 60.0, 54.0), BUTTONS, 356, 130)
    # up: 60 + 54 - 90 + 6 = 30 px; left: 260 + 54 - 250 + 6 = 70 px; right and down leave the board
    assert (dx, dy) == (0.0, -30.0)
    x, y = 260 + dx, 60 + dy
    assert y + 54 <= BUTTONS[1] and 0 <= y


def test_when_up_is_off_the_board_it_moves_sideways():
    dx, dy = clear_of((270.0, 20.0, 100.0), BUTTONS, 356, 130)
    assert dy == 0 and 270 + dx + 100 <= BUTTONS[0]


def test_no_pan_when_the_tile_cannot_be_clear_of_them_on_this_board():
    assert clear_of((0.0, 0.0, 130.0), (0.0, 0.0, 356.0, 130.0), 356, 130) == (0.0, 0.0)
