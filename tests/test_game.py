"""The Game API: turns, the bag, followers, errors that change nothing, undo and copy."""

import pytest

from carcassonne import Deployment, Game, IllegalMoveError, Placement, Rules, Turn
from carcassonne.features import Meeple
from carcassonne.tiles import tiles_of

from support import state


def test_new_game_has_the_start_tile_and_a_drawn_tile():
    game = Game(["Ann", "Bob"], seed=7)
    assert list(game.board.tiles) == [(0, 0)]
    assert game.board.tiles[(0, 0)][0].id == "D"
    assert game.drawn is not None and game.tiles_left == 82
    assert game.supply == {"normal": [7, 7]}
    assert len(game.bag) == 83 and sorted(game.bag + ("D",)) == sorted(tiles_of("base", "winter"))


def test_same_seed_same_bag_other_seed_other_bag():
    assert Game(2, seed=3).bag == Game(2, seed=3).bag
    assert Game(2, seed=3).bag != Game(2, seed=4).bag


def test_legal_placements_all_fit_and_touch():
    game = Game(2, seed=11)
    placements = game.legal_placements()
    assert placements
    for p in placements:
        assert game.board.misfit(p.tile, p.x, p.y, p.rot) is None
        assert abs(p.x) + abs(p.y) == 1


def test_playing_a_turn_moves_to_the_next_player_and_draws():
    game = Game(2, seed=5)
    first = game.drawn
    placement = game.legal_placements()[0]
    report = game.play(Turn(placement))
    assert report.player == 0 and report.number == 1
    assert game.current_player == 1
    assert game.board.tiles[placement.cell][0].id == first
    assert game.tiles_left == 81


@pytest.mark.parametrize("bad", [
    "Z@1,0r0", "U@0,0r0", "U@9,9r0",
])
def test_illegal_turns_raise_and_change_nothing(bad):
    game = Game(2, seed=1)
    before = state(game)
    with pytest.raises(IllegalMoveError):
        game.play(bad)
    assert state(game) == before


def test_wrong_tile_is_refused_naming_the_drawn_tile():
    game = Game(2, seed=1, bag=["U", "E"])
    with pytest.raises(IllegalMoveError, match="the tile drawn this turn is U, not E"):
        game.play("E@0,-1r180")


def test_playing_out_of_turn_is_refused():
    game = Game(["Ann", "Bob"], seed=1, bag=["U", "E"])
    with pytest.raises(IllegalMoveError, match="it is Ann's turn, not Bob's"):
        game.play("U@1,0r0", player=1)


def test_completed_city_scores_and_returns_the_knight():
    game = Game(2, seed=1, bag=["E", "U"])
    report = game.play("E@0,-1r180 +S")
    assert game.scores == [4, 0]
    assert game.supply["normal"] == [7, 7]
    assert game.meeples == {}
    [item] = report.scored
    assert (item.feature, item.reason, item.winners, item.awards) == ("city", "completed", (0,), ((0, 4),))
    assert sorted(item.tiles) == [(0, -1), (0, 0)]


def test_a_follower_on_an_unfinished_feature_stays_out_of_supply():
    game = Game(2, seed=1, bag=["U", "E", "E"])
    game.play("U@1,0r0 +E")
    assert game.supply["normal"] == [6, 7]
    assert game.meeples[(1, 0)].location == "E"


def test_running_out_of_followers():
    game = Game(2, seed=1, bag=["X"] * 16)
    for i in range(14):  # crossroads east and west of the start: each north road is a road of its own
        x = 1 + i // 2 if i % 2 == 0 else -1 - i // 2
        game.play(f"X@{x},0r0 +N")
    assert game.supply["normal"] == [0, 0]
    assert len(game.meeples) == 14
    assert game.legal_deployments(Placement("X", 8, 0, 0)) == []
    with pytest.raises(IllegalMoveError, match="Player 1 has no normal follower left"):
        game.play("X@8,0r0 +N")


def test_tile_that_fits_nowhere_is_set_aside_and_reported():
    game = Game(2, seed=1, bag=["E", "C", "U"])
    report = game.play("E@0,-1r180")
    assert report.set_aside == ("C",)
    assert game.set_aside == ["C"]
    assert game.drawn == "U"
    assert any("Tile C fits nowhere" in line for line in report.events(game.names))


def test_game_ends_when_the_bag_is_empty_with_final_scoring():
    game = Game(2, seed=1, bag=["U"])
    report = game.play("U@1,0r0 +E")
    assert game.over and game.drawn is None
    assert [(i.feature, i.reason, i.awards) for i in report.final] == [("road", "final", ((0, 2),))]
    assert game.scores == [2, 0]
    with pytest.raises(IllegalMoveError, match="the game is over"):
        game.play("U@2,0r0")


def test_followers_go_home_after_the_final_scoring_and_where_they_stood_is_kept():
    game = Game(["Ann", "Bob"], seed=1, bag=["U", "B", "U"])
    game.play("U@1,0r0 +E")  # Ann's thief on the road through the start tile
    game.play("B@0,1r0 +C")  # Bob's monk
    standing = dict(game.meeples)
    assert game.final_positions == {} and game.supply["normal"] == [6, 6]
    report = game.play("U@-1,0r0 +NNW")  # Ann's farmer; the bag is empty: final scoring
    assert game.over
    assert [(i.feature, i.awards) for i in report.final] == [("road", ((0, 3),)), ("monastery", ((1, 4),)),
                                                             ("field", ())]
    assert game.meeples == {} and game.supply["normal"] == [7, 7]
    assert game.final_positions == {**standing, (-1, 0): Meeple(0, "normal", -1, 0, "NNW")}
    road = game.preview(1, 0, "E")
    assert road.strength == () and road.awards == ()  # nobody stands on the road any more
    assert game.score_table()[0]["total"] == 3 and game.scores == [3, 4]


def test_finishing_a_free_game_sends_the_followers_home_too():
    game = Game(2, free=True)
    game.play("U@1,0r0 +E", 0)
    game.play("E@0,-1r180 +NNW", 1)  # finishes the start tile's city: Bob's farmer borders it
    final = game.finish()
    assert [(i.feature, i.awards) for i in final] == [("road", ((0, 2),)), ("field", ((1, 3),))]
    assert game.meeples == {} and game.supply["normal"] == [7, 7]
    assert set(game.final_positions) == {(1, 0), (0, -1)}
    assert [m.player for _, m in sorted(game.final_positions.items())] == [1, 0]


def test_undo_restores_the_state_exactly_and_redo_reproduces():
    game = Game(2, seed=9)
    turns = []
    for _ in range(6):
        placement = game.legal_placements()[0]
        deps = game.legal_deployments(placement)
        turn = Turn(placement, deps[0] if deps else None)
        before = state(game)
        game.play(turn)
        turns.append((before, turn, state(game)))
    for before, turn, after in reversed(turns):
        assert game.undo() == turn
        assert state(game) == before
    for before, turn, after in turns:
        game.play(turn)
        assert state(game) == after
    with pytest.raises(IllegalMoveError):
        Game(2, seed=1).undo()


def test_copy_is_independent():
    game = Game(2, seed=2)
    twin = game.copy()
    game.play(Turn(game.legal_placements()[0], None))
    assert state(twin) != state(game)
    twin.play(Turn(twin.legal_placements()[0], None))
    assert state(twin) == state(game)


def test_legal_deployments_match_what_play_accepts():
    game = Game(2, seed=4)
    for _ in range(20):
        placement = game.legal_placements()[-1]
        legal = set(game.legal_deployments(placement))
        for loc in ("N", "E", "S", "W", "NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW", "C", "G"):
            probe = game.copy()
            try:
                probe.play(Turn(placement, Deployment(loc)))
                accepted = True
            except IllegalMoveError:
                accepted = False
            assert accepted == any(
                d.kind == "normal" and game.board.misfit(placement.tile, *placement.cell, placement.rot) is None
                and loc in _names(placement, d.location) for d in legal), (placement, loc)
        game.play(Turn(placement, next(iter(legal), None)))


def _names(placement, location):
    from carcassonne.geometry import oriented
    o = oriented(placement.tile, placement.rot)
    index = o.locations[location]
    return o.segments[index].names if index >= 0 else (location,)


def test_rules_and_players_are_checked():
    with pytest.raises(IllegalMoveError, match="1 players: a game needs 2 to 5"):
        Game(1)
    with pytest.raises(IllegalMoveError, match="6 players: a game needs 2 to 5"):
        Game(6)
    with pytest.raises(IllegalMoveError, match="'dragons' is not one of"):
        Rules(expansions=("dragons",))
    with pytest.raises(IllegalMoveError, match="two players have the same name"):
        Game(["A", "A"])


def test_breakdown_sentences_name_players_and_counts():
    game = Game(["Ann", "Bob"], seed=1, bag=["F", "E"])
    game.play("F@0,-1r90 +N")
    report = game.play("E@0,-2r180")
    assert report.events(game.names) == [
        "Ann scores 8 for a completed city: 3 tiles, 1 pennant (2 per tile + 2 per pennant)."]
    assert report.scored[0].to_json()["awards"] == {"0": 8}


def test_preview_explains_what_a_feature_is_worth_now():
    game = Game(["Ann", "Bob"], seed=1, bag=["F", "U", "E"])
    game.play("F@0,-1r90 +N")
    item = game.preview(0, 0, "N")
    assert (item.feature, item.reason, item.base_points, item.winners) == ("city", "final", 3, (0,))
    game.play("U@1,0r0 +NNW")
    field = game.preview(1, 0, "WNW")
    assert (field.feature, field.base_points, field.winners) == ("field", 0, (1,))
    assert game.preview(0, 0, "C") is None and game.preview(5, 5, "N") is None


def test_with_tile_shows_joins_without_changing_the_game():
    game = Game(2, seed=1, bag=["E", "U"])
    before = state(game)
    tentative = game.with_tile(Placement("E", 0, -1, 180))
    assert tentative.preview(0, -1, "S").reason == "completed"
    assert state(game) == before


def test_score_table_sums_categories_to_the_scores():
    from carcassonne.sim import random_game
    game = random_game(12, 3)
    table = game.score_table()
    assert [row["total"] for row in table] == game.scores
    assert all(row["total"] == sum(v for k, v in row.items() if k != "total") for row in table)
    assert game.winners == [p for p, s in enumerate(game.scores) if s == max(game.scores)]


def test_gingerbread_man_moves_with_the_turn_and_offers_choices():
    from carcassonne import CityChoice
    from carcassonne.expansions.gingerbread import Gingerbread
    game = Game(["Ann", "Bob"], seed=1, rules=Rules(expansions=("gingerbread",)), bag=["G", "GB5", "U"])
    assert Gingerbread.position(game).node == 0  # the start tile's city
    game.play("G@0,-1r90 +N")
    choices = game.turn_choices(Placement("GB5", 1, 0, 0))["gingerbread"]
    assert sorted((c.x, c.y, c.at) for c in choices) == [(1, 0, "N"), (1, 0, "S")]
    before = state(game)
    with pytest.raises(IllegalMoveError, match="choose the unfinished city"):
        game.play("GB5@1,0r0")
    assert state(game) == before
    report = game.play(Turn(Placement("GB5", 1, 0, 0), gingerbread=CityChoice(1, 0, "S")))
    assert [(i.reason, i.awards) for i in report.scored] == [("gingerbread", ((0, 2),))]
    assert (Gingerbread.position(game).x, Gingerbread.position(game).at) == (1, "S")
    assert game.turn_choices(Placement("U", -1, 0, 0)) == {"gingerbread": []}


def test_placement_problem_says_why_or_none():
    game = Game(2, seed=1, bag=["E", "U"], rules=Rules(expansions=("river",)))
    assert game.placement_problem(Placement("RD", 1, 0, 0)) is None
    river = game.placement_problem(Placement("RD", 0, -1, 0))
    assert (river.code, str(river)) == ("river-continue", "a river tile must continue the river")
    taken = game.placement_problem(Placement("RD", 0, 0, 0))
    assert (taken.code, taken.params, str(taken)) == ("cell-taken", {"x": 0, "y": 0}, "there is already a tile there")
    unknown = game.placement_problem(Placement("ZZ", 1, 0, 0))
    assert (unknown.code, unknown.params, str(unknown)) == ("unknown-tile", {"tile": "ZZ"}, "'ZZ' is not a tile id")


def test_feature_kind_at_a_location():
    from carcassonne.geometry import feature_kind
    assert [feature_kind("D", 0, loc) for loc in ("N", "E", "NNW", "SSE", "C")] == [
        "city", "road", None, "field", None]
    assert feature_kind("A", 90, "C") == "monastery" and feature_kind("Eg", 0, "G") == "garden"
    assert feature_kind("RK", 0, "N") is None and feature_kind("IC03", 0, "I") == "field"


def test_play_on_continues_a_free_position_as_a_normal_game_and_refuses_bad_input():
    """A scenario's free layout played on: the given bag in order, the given player first, the original untouched."""
    from carcassonne.game import Game
    from carcassonne.errors import IllegalMoveError
    from carcassonne.moves import Placement, Turn

    free = Game(["A", "B"], free=True)
    free.play(Turn(Placement("D", 1, 0, 0)), 0)
    game = free.play_on(["E", "V"], 1)
    assert (game.free, game.current_player, game.drawn, game.tiles_left) == (False, 1, "E", 1)
    assert free.free and free.drawn is None
    turn = game.legal_turns()[0]
    game.play(turn)
    assert (game.current_player, game.drawn) == (0, "V")
    for bag, player, words in ((["nope"], 0, "'nope' is not a tile id"), (["E"], 2, "players 0 to 1")):
        try:
            free.play_on(bag, player)
        except IllegalMoveError as exc:
            assert words in str(exc)
        else:
            raise AssertionError("refused")
