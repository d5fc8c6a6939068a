"""SVG layers as strings (ui.render) and the wording (ui.text): test hooks, escaping, spots, highlights."""

import re
from xml.dom import minidom

from carcassonne import Game, Player, Turn
from carcassonne.sim import random_game
from ui import highlights, render, text
from ui.controller import TurnState


def parse(markup: str):
    """The markup must be well-formed XML (it goes into innerHTML of an SVG <g>)."""
    return minidom.parseString(f'<g xmlns="http://www.w3.org/2000/svg">{markup}</g>').documentElement


def hooks(markup: str, testid: str) -> list[dict]:
    root = parse(markup)
    return [{k: v for k, v in el.attributes.items()} for el in root.getElementsByTagName("*")
            if el.getAttribute("data-testid") == testid]


def test_tiles_layer_lists_every_placed_tile_with_its_hooks_and_marks_the_last():
    game = random_game(5, stop_after=20)
    markup = render.tiles_layer(game.board)
    tiles = hooks(markup, "placed-tile")
    assert len(tiles) == len(game.board.tiles) == 21
    for t in tiles:
        o = game.board.tiles[(int(t["data-x"]), int(t["data-y"]))][0]
        assert (t["data-tile"], int(t["data-rot"])) == (o.id, o.rot)
        assert t["href"] == f"#tile-{o.id}"
    (last,) = hooks(markup, "last-tile")
    assert (int(last["data-x"]), int(last["data-y"])) == game.board.order[-1]


def test_rotation_turns_the_tile_about_its_cell_centre():
    markup = render.tile_use("E", 90, 2, -1)
    assert 'transform="rotate(90 250 -50)"' in markup
    assert "transform" not in render.tile_use("E", 0, 2, -1)


def test_meeples_are_drawn_in_player_colours_farmers_lying_and_names_escaped():
    evil = "<img src=x onerror=alert(1)>"
    game = Game([Player(evil, "green"), Player("Ben & Co", "black")], seed=4)
    turns = 0
    while len(game.meeples) < 4 and turns < 40:
        placements = game.legal_placements()
        deployed = False
        for p in placements:
            deps = game.legal_deployments(p)
            if deps:
                game.play(Turn(p, deps[-1]))  # the last one is a field when there is one: a farmer
                deployed = True
                break
        if not deployed:
            game.play(Turn(placements[0]))
        turns += 1
    markup = render.meeples_layer(game)
    assert "<img" not in markup and "&lt;img src=x onerror=alert(1)&gt;" in markup
    figures = hooks(markup, "meeple")
    assert len(figures) == len(game.meeples)
    lying = markup.count("meeple-lying")
    farmers = sum(1 for (x, y), m in game.meeples.items()
                  if render.is_farmer(game.board.tiles[(x, y)][0].id, game.board.tiles[(x, y)][0].rot, m.location))
    assert lying == farmers


def test_legal_cells_tentative_tile_and_spots():
    ts = TurnState(Game(["Anna", "Ben"], seed=7))
    cells = hooks(render.cells_layer(ts.options), "legal-cell")
    assert {(int(c["data-x"]), int(c["data-y"])) for c in cells} == set(ts.options)
    cell = next(iter(ts.options))
    ts.place(cell)
    tentative = hooks(render.tentative_layer(ts.placement), "placed-tile")
    assert tentative[0]["data-tentative"] == "true"
    spots_markup = render.spots_layer(ts.placement, ts.spots(), ts.spots()[0].deployment, "red")
    spots = hooks(spots_markup, "meeple-spot")
    assert [(s["data-location"], s["data-kind"]) for s in spots] == [(s.location, s.kind) for s in ts.spots()]
    assert all(s["role"] == "button" and s["tabindex"] == "0" and s["aria-label"] for s in spots)
    assert [s["aria-pressed"] for s in spots].count("true") == 1


def test_spots_take_the_player_colour_from_a_class_not_a_style_attribute():
    ts = TurnState(Game(["Anna", "Ben"], seed=7))
    ts.place(next(iter(ts.options)))
    for colour in ("red", "pink"):
        root = parse(render.spots_layer(ts.placement, ts.spots(), None, colour))
        rings = [el for el in root.getElementsByTagName("circle") if "spot-ring" in el.getAttribute("class")]
        assert rings and all(el.getAttribute("class") == f"spot-ring player-{colour}" for el in rings)
        assert not [el for el in root.getElementsByTagName("*") if el.hasAttribute("style")]
    assert render.colour_class("url(http://x)") == ""


def test_the_board_of_an_ended_game_shows_where_the_followers_stood():
    game = random_game(11)
    assert game.over and not game.meeples and game.final_positions
    figures = hooks(render.meeples_layer(game), "meeple")
    stood = {(int(f["data-x"]), int(f["data-y"]), f["data-location"], int(f["data-player"])) for f in figures}
    assert stood == {(x, y, m.location, m.player) for (x, y), m in game.final_positions.items()}


def test_spots_sharing_a_location_are_spread_apart():
    from carcassonne import Deployment
    from ui.controller import Spot

    spots = [Spot(Deployment("C", "normal"), "monastery", "Monk"), Spot(Deployment("C", "abbot"), "monastery", "Abbot"),
             Spot(Deployment("S", "normal"), "road", "Thief")]
    offsets = render.spot_offsets(spots)
    assert offsets[0] != offsets[1] and offsets[2] == (0.0, 0.0)


def test_feature_highlight_covers_every_tile_of_the_feature():
    game = random_game(9, stop_after=30)
    (x, y), meeple = next((c, m) for c, m in game.meeples.items() if m.location not in ("C", "G"))
    pieces = highlights.feature_pieces(game, x, y, meeple.location)
    root = game.feature_at(x, y, meeple.location)
    assert len(pieces) == len(game.board.feature_cells(root))
    markup = highlights.highlight_layer(pieces)
    assert markup.count('class="hl"') == len(pieces)
    parse(markup)


def test_hit_layer_names_every_location_of_a_tile():
    markup = render.hit_layer("A", 0, 1, 2)
    names = [el.getAttribute("data-location") for el in parse(markup).getElementsByTagName("path")]
    assert set(names) == {"S", "NNW", "C"}
    assert names[-1] == "C", "the monastery is on top, the field under everything"


def test_board_bounds_include_the_frontier():
    game = Game(2, seed=1)
    assert render.board_bounds(game.board) == (-1, -1, 1, 1)
    assert render.board_bounds(game.board, margin_cells=False) == (0, 0, 0, 0)


def test_wording():
    assert text.spot_label("normal", "city") == "Knight in the city"
    assert text.spot_label("normal", "field", "top right") == "Farmer in the field at the top right"
    assert text.spot_label("abbot", "garden") == "Abbot in the garden"
    assert text.role("big", "road") == "large thief"  # the rulebook's word (Inns & Cathedrals)
    game = random_game(9, stop_after=30)
    (x, y), meeple = next((c, m) for c, m in game.meeples.items())
    summary = text.feature_summary(game.preview(x, y, meeple.location), game.names)
    assert game.names[meeple.player] in summary and re.search(r"\d", summary)
    assert text.winners_line([0], ["A", "B"], 30) == "A wins with 30 points!"
    assert "tie" in text.winners_line([0, 1], ["A", "B"], 30).lower()


def test_the_gingerbread_man_and_the_cities_he_may_go_to():
    from carcassonne import Deployment, Placement, Rules
    from carcassonne.expansions.gingerbread import Gingerbread

    game = Game(["Anna", "Ben"], seed=93, rules=Rules(expansions=("gingerbread",)))
    game.play(Turn(Placement("M", 0, -1, 180), Deployment("E")))
    where = Gingerbread.position(game)
    (man,) = hooks(render.gingerbread_layer(game, where), "gingerbread-man")
    assert (int(man["data-x"]), int(man["data-y"]), man["data-at"]) == (where.x, where.y, where.at)
    assert man["aria-label"].startswith("The gingerbread man, in a city of ")
    assert render.gingerbread_layer(game, None) == ""

    ts = TurnState(game)
    ts.place((0, 1), 180)
    areas, badges = render.city_choice_layers(ts.tentative, ts.cities(), ts.cities()[0], ts.placement, ts.spots(),
                                              game.names)
    assert len(parse(areas).getElementsByTagName("path")) >= 3
    found = hooks(badges, "gingerbread-city")
    assert [(int(b["data-x"]), int(b["data-y"]), b["data-at"]) for b in found] == [(c.x, c.y, c.at) for c in ts.cities()]
    assert [b["aria-pressed"] for b in found] == ["true", "false", "false"]
    assert all(b["role"] == "button" and b["tabindex"] == "0" for b in found)
    assert found[0]["aria-label"].startswith("Gingerbread man to this city: ")
    assert not any(re.search(r"\(-?\d+, -?\d+\)", b["aria-label"]) for b in found)
    # badges on the tentative tile step aside from the knight spots of the same cities
    spots = [tuple(map(float, re.findall(r"translate\(([-\d.]+) ([-\d.]+)\)", render.spots_layer(
        ts.placement, [s], None, "red"))[0])) for s in ts.spots()]
    for b in found:
        bx, by = map(float, re.findall(r"translate\(([-\d.]+) ([-\d.]+)\)", b["transform"])[0])
        assert all(abs(bx - sx) + abs(by - sy) > 15 for sx, sy in spots)
