"""Board camera (ui.camera): hit-testing a pointer to a cell, zooming about a point, fitting the board."""

import pytest

from ui.camera import MAX_SCALE, MIN_SCALE, Camera


def test_cell_under_a_pointer_is_arithmetic_on_the_transform():
    cam = Camera(tx=400, ty=300, scale=0.5)
    assert cam.cell_at(400, 300) == (0, 0)
    assert cam.cell_at(449.9, 349.9) == (0, 0)
    assert cam.cell_at(450, 350) == (1, 1)
    assert cam.cell_at(399, 299) == (-1, -1)
    assert cam.cell_origin(-2, 3) == (300, 450)
    assert cam.cell_size == 50


@pytest.mark.parametrize("factor", [0.5, 1.3, 4.0])
def test_zoom_keeps_the_point_under_the_pointer(factor):
    cam = Camera(tx=120, ty=-40, scale=0.8)
    before = cam.to_board(333, 222)
    cam.zoom_at(factor, 333, 222)
    after = cam.to_board(333, 222)
    assert after == pytest.approx(before)
    assert MIN_SCALE <= cam.scale <= MAX_SCALE


def test_fit_centres_the_board_and_respects_the_zoom_limit():
    cam = Camera()
    cam.fit((-2, -1, 2, 1), 1000, 600, margin=0.5)
    assert cam.visible((-2, -1, 2, 1), 1000, 600)
    cx, cy = cam.to_screen(50, 50)  # the centre of cell (0, 0) is the board's centre
    assert (cx, cy) == pytest.approx((500, 300))
    cam.fit((0, 0, 0, 0), 1000, 600, max_scale=1.0)
    assert cam.scale == 1.0
    cam.pan(5000, 0)
    assert not cam.visible((0, 0, 0, 0), 1000, 600)
    assert "scale(1.0000)" in cam.transform()


def test_a_tile_dragged_near_an_edge_pans_toward_that_edge():
    from ui.camera import EDGE_SPEED, edge_push

    rect = (100.0, 50.0, 800.0, 600.0)
    assert edge_push(500, 350, rect) == (0.0, 0.0)  # the middle
    assert edge_push(50, 350, rect) == (0.0, 0.0)  # outside the board
    dx, dy = edge_push(101, 350, rect)
    assert dx > 0.9 * EDGE_SPEED and dy == 0  # at the left edge: the content moves right, showing the left
    slow, _ = edge_push(130, 350, rect)
    assert 0 < slow < dx
    assert edge_push(899, 649, rect)[0] < 0 and edge_push(899, 649, rect)[1] < 0


def test_a_tile_just_put_down_is_panned_inside_the_view_and_clear_of_the_zoom_buttons():
    from ui.camera import pan_clear, pan_inside

    # at the bottom edge of a 544 x 390 board (a phone held sideways): lifted to 40 px inside
    assert pan_inside((200, 300, 150, 150), 544, 390, 40) == (0, 390 - 40 - 450)
    assert pan_inside((200, 100, 150, 150), 544, 390, 40) == (0, 0)  # well inside: stays
    assert pan_inside((-50, 0, 500, 150), 544, 390, 40) == (22 + 50, 40)  # too wide for the margins: centred
    tools = (12, 238, 42, 140)  # the +, -, fit column at the bottom left
    dx, dy = pan_clear((30, 200, 150, 150), tools, 544, 390)
    assert (dx, dy) == (12 + 42 + 8 - 30, 0)  # the shortest way out: to the right
    assert pan_clear((100, 50, 150, 150), tools, 544, 390) == (0, 0)  # not under the buttons




# A phone in portrait: the board's area 390 x 636, the tool buttons (Fit, Tiles, Menu, Log) down its top right.
PHONE_VIEW, PHONE_TOOLS = (390, 636), (334.0, 6.0, 48.0, 270.0)


def every_cell(bounds):
    return [(x, y) for x in range(bounds[0], bounds[2] + 1) for y in range(bounds[1], bounds[3] + 1)]


def test_a_fit_keeps_the_cells_clear_of_the_tool_buttons_at_the_same_size():
    wide = (-4, -2, 3, 4)  # 8 x 7 cells: as wide as the view allows, with room to spare below the buttons
    plain, clear = Camera(), Camera()
    plain.fit(wide, *PHONE_VIEW, margin=0.15, max_scale=1.5)
    clear.fit(wide, *PHONE_VIEW, margin=0.15, max_scale=1.5, clear_of=PHONE_TOOLS, cells=every_cell(wide))
    assert plain.covers(every_cell(wide), PHONE_TOOLS)  # what the phone showed: the "Log" button over the top right cells
    assert not clear.covers(every_cell(wide), PHONE_TOOLS)
    assert clear.scale == pytest.approx(plain.scale)  # moved below the buttons, not shrunk
    assert clear.visible(wide, *PHONE_VIEW)
    left, top = clear.to_screen(-4 * 100, -2 * 100)
    assert top >= PHONE_TOOLS[1] + PHONE_TOOLS[3] and left == pytest.approx(plain.to_screen(-400, -200)[0])


def test_a_fit_shrinks_a_little_to_clear_the_buttons_but_not_much():
    tall = (0, 0, 4, 8)  # 5 x 9 cells fill the phone's height: only the room left of the buttons is free of them
    cam = Camera()
    cam.fit(tall, *PHONE_VIEW, margin=0.15, clear_of=PHONE_TOOLS, cells=every_cell(tall))
    plain = Camera()
    plain.fit(tall, *PHONE_VIEW, margin=0.15)
    assert not cam.covers(every_cell(tall), PHONE_TOOLS) and 0.85 <= cam.scale / plain.scale < 1
    wide_tools = (100.0, 0.0, 290.0, 600.0)  # a box over most of the view: clearing it would shrink the board
    cam.fit(tall, *PHONE_VIEW, margin=0.15, clear_of=wide_tools, cells=every_cell(tall))
    assert (cam.tx, cam.ty, cam.scale) == (plain.tx, plain.ty, plain.scale)


def test_only_a_drawn_cell_under_the_buttons_moves_the_board():
    """The board's box may reach under the buttons where no tile and no cell beside one is drawn (an empty
    corner): the fit stays as it is; a drawn cell there moves it."""
    wide = (-4, -2, 3, 4)
    plain = Camera()
    plain.fit(wide, *PHONE_VIEW, margin=0.15, max_scale=1.5)
    corner = (3, -2)  # the top right cell, under the buttons
    drawn = [cell for cell in every_cell(wide) if cell != corner and not plain.covers([cell], PHONE_TOOLS)]
    cam = Camera()
    cam.fit(wide, *PHONE_VIEW, margin=0.15, max_scale=1.5, clear_of=PHONE_TOOLS, cells=drawn)
    assert (cam.tx, cam.ty, cam.scale) == (plain.tx, plain.ty, plain.scale)
    cam.fit(wide, *PHONE_VIEW, margin=0.15, max_scale=1.5, clear_of=PHONE_TOOLS, cells=drawn + [corner])
    assert (cam.tx, cam.ty) != (plain.tx, plain.ty) and not cam.covers(drawn + [corner], PHONE_TOOLS)


def test_a_fit_already_clear_of_the_buttons_is_the_plain_fit():
    small = (0, 0, 1, 1)
    cam, plain = Camera(), Camera()
    cam.fit(small, *PHONE_VIEW, margin=0.15, clear_of=PHONE_TOOLS, cells=every_cell(small))
    plain.fit(small, *PHONE_VIEW, margin=0.15)
    assert not plain.covers(every_cell(small), PHONE_TOOLS)
    assert (cam.tx, cam.ty, cam.scale) == (plain.tx, plain.ty, plain.scale)


def test_fit_cells_shows_every_cell_given():
    from ui.camera import Camera

    cam = Camera()
    cam.fit_cells([(0, -1), (-1, 0), (2, 0)], 390, 580)
    assert cam.visible((-1, -1, 2, 0), 390, 580)


def test_a_badge_grows_to_a_fingers_size_only_when_small():
    from ui.camera import badge_factor

    assert badge_factor(2.0, 12.5) == 1.0  # 50 px across already
    assert badge_factor(0.5, 12.5) * 2 * 12.5 * 0.5 == 44.0


def test_marks_count_every_showing_and_name_the_size_it_was_laid_out_for():
    """The board's test hooks (docs/testing-hooks.md): a test waits for the next move or for a resize to be taken
    in; the count is no part of the camera's value."""
    from ui.camera import Camera

    cam = Camera()
    assert cam.marks(390.25, 700) == {"data-camera-moves": "1", "data-camera-size": "390.2x700.0"}
    cam.pan(5, 0)
    assert cam.marks(844, 390)["data-camera-moves"] == "2"
    assert cam.marks(844, 390)["data-camera-size"] == "844.0x390.0"
    assert cam == Camera(tx=5.0) and "moves" not in repr(cam)


def test_show_action_is_playable_and_keeps_the_last_tile_and_the_options_near_it_on_screen():
    cam = Camera()
    last, near, far = (10, 4), [(11, 4), (12, 6), (8, 2)], [(-20, 0), (40, 30)]
    cam.show_action(last, near + far, 390, 560, 56)
    assert cam.cell_size == pytest.approx(56)
    for x, y in [last] + near:
        ox, oy = cam.cell_origin(x, y)
        assert 0 <= ox and ox + 56 <= 390 and 0 <= oy and oy + 56 <= 560, (x, y)
    ox, _ = cam.cell_origin(*far[0])
    assert ox < 0, "options far away do not pull the view off the action"


def test_show_action_without_options_centres_the_last_tile():
    cam = Camera()
    cam.show_action((3, -2), {}, 400, 600, 50)
    assert cam.cell_origin(3, -2) == pytest.approx((175, 275))


def test_a_zoom_button_grows_a_board_fitted_below_the_buttons_into_its_room():
    """Zoomed about the view's centre, the phone's board (fitted below its buttons) lost its lower edge while wood
    showed above it; framed (`zoom_framed`), both its edges reach the view's edges together."""
    wide = (-4, -2, 3, 4)
    cam = Camera()
    cam.fit(wide, *PHONE_VIEW, margin=0.15, max_scale=1.5, clear_of=PHONE_TOOLS, cells=every_cell(wide))
    _, top, _, bottom = cam.screen_box(wide)
    assert top > PHONE_VIEW[1] - bottom + 100  # the board lies low in the view
    for _ in range(3):
        cam.zoom_framed(1.1, wide, PHONE_VIEW)
    _, top2, _, bottom2 = cam.screen_box(wide)
    assert bottom2 - top2 == pytest.approx((bottom - top) * 1.1 ** 3)
    assert 0 <= top2 and bottom2 <= PHONE_VIEW[1]  # grown, and still whole in the view
    assert top2 / (PHONE_VIEW[1] - bottom2) == pytest.approx(top / (PHONE_VIEW[1] - bottom))  # into its room


@pytest.mark.parametrize("moved", [0, 30, -200])
def test_a_zoom_button_keeps_the_middle_of_a_board_smaller_than_the_view_in_view(moved):
    """Zoomed in far, a board that was smaller than the view (the phone's, fitted below its buttons; moved down by
    the person; moved half out of view) covers the view, no wood, with its middle at the view's middle: zoomed
    about the point from which it filled its room all the way, it ended on its lower edge."""
    wide = (-4, -2, 3, 4)
    cam = Camera()
    cam.fit(wide, *PHONE_VIEW, margin=0.15, max_scale=1.5, clear_of=PHONE_TOOLS, cells=every_cell(wide))
    cam.pan(0, moved)
    for _ in range(6):
        cam.zoom_framed(1.25, wide, PHONE_VIEW)
    left, top, right, bottom = cam.screen_box(wide)
    assert left <= 0 and top <= 0 and right >= PHONE_VIEW[0] and bottom >= PHONE_VIEW[1]  # no wood
    assert cam.to_screen(0, 150) == pytest.approx((PHONE_VIEW[0] / 2, PHONE_VIEW[1] / 2))  # the board's middle


def test_a_zoom_button_zooms_about_the_centre_of_a_centred_or_larger_board():
    cam = Camera()
    cam.fit((-2, -1, 2, 1), 1000, 600, margin=0.5)
    before = Camera(cam.tx, cam.ty, cam.scale)
    cam.zoom_framed(1.5, (-2, -1, 2, 1), (1000, 600))
    before.zoom_at(1.5, 500, 300)
    assert (cam.tx, cam.ty, cam.scale) == pytest.approx((before.tx, before.ty, before.scale))
    cam.zoom_at(4, 500, 300)  # now larger than the view
    cam.pan(150, -40)  # the person looks at the board's rim
    before = Camera(cam.tx, cam.ty, cam.scale)
    cam.zoom_framed(0.8, (-2, -1, 2, 1), (1000, 600))
    before.zoom_at(0.8, 500, 300)  # about the view's centre, nothing moved back
    assert (cam.tx, cam.ty, cam.scale) == pytest.approx((before.tx, before.ty, before.scale))
    empty = Camera()
    empty.zoom_framed(2, None, (1000, 600))  # no game
    assert empty.to_screen(*Camera().to_board(500, 300)) == pytest.approx((500, 300))
