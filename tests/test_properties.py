"""Properties over many seeded random games (hypothesis picks seeds, player counts, farmers on/off)."""

import random

import pytest
from hypothesis import HealthCheck, Phase, given, settings, strategies as st

from carcassonne import Deployment, Game, IllegalMoveError, Placement, Rules, Turn
from carcassonne.geometry import OPEN, STEPS, oriented
from carcassonne.moves import LOCATION_NAMES
from carcassonne.record import load_save, save_json
from carcassonne.sim import random_turn
from carcassonne.tiles import TILE_TYPES, tiles_of

from support import IN_PYODIDE, allowed_deployments, examples, flood_features, flood_fields, state

GAMES = settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
seeds = st.integers(min_value=0, max_value=2**31 - 1)
player_counts = st.integers(min_value=2, max_value=5)
expansion_sets = st.sampled_from([(), ("river",), ("abbot",), ("gingerbread",), ("inns-cathedrals",),
                                  ("river", "abbot"), ("river", "abbot", "inns-cathedrals", "gingerbread")])
SUPPLY = {"normal": 7, "abbot": 1, "big": 1}
ALL_EXPANSIONS = ("river", "abbot", "inns-cathedrals", "gingerbread")
#: Whole games whose every offered deployment is checked: enough on CPython to meet a move offered once in
#: 20 000 several times over (each game offers some 10 000); a few inside Pyodide, which is slower.
#: No shrinking: the input is a seed, and shrinking whole games takes minutes without making them clearer.
DEPLOYMENT_GAMES = settings(GAMES, max_examples=3 if IN_PYODIDE else 12,
                            phases=(Phase.explicit, Phase.reuse, Phase.generate))


def play_checked(seed: int, players: int, farmers: bool, expansions: tuple = ()):
    """Play a random game, checking the per-turn invariants; yield the game after every turn."""
    game = Game(players, seed=seed, rules=Rules(farmers=farmers, expansions=expansions))
    rng = random.Random(seed)
    total = len(game.bag) + 1
    assert total == len(tiles_of(*game.rules.tile_sets)) - ("river" in expansions)  # the start D stays in the box
    while not game.over:
        before = list(game.scores)
        game.play(random_turn(game, rng))
        assert all(a >= b for a, b in zip(game.scores, before)), "scores never decrease"
        for kind, counts in game.supply.items():
            on_board = [0] * players
            for m in game.meeples.values():
                on_board[m.player] += m.kind == kind
            assert [s + b for s, b in zip(counts, on_board)] == [SUPPLY[kind]] * players, f"{kind} conserved"
        assert len(game.board) + game.tiles_left + len(game.set_aside) + (game.drawn is not None) == total
        if not farmers:
            assert all(m.location not in ("NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW")
                       for m in game.meeples.values())
        yield game


@GAMES
@given(seeds, player_counts, st.booleans(), expansion_sets)
def test_invariants_hold_every_turn(seed, players, farmers, expansions):
    for i, game in enumerate(play_checked(seed, players, farmers, expansions)):
        if i % 10 == 0 and not game.over:  # ending the game here sends every follower home, noting where it stood
            ended = game.copy()
            ended.finish()
            assert ended.final_positions == game.meeples and ended.meeples == {}
            assert all(counts == [SUPPLY[kind]] * players for kind, counts in ended.supply.items())
    assert game.over and game.drawn is None
    assert game.meeples == {}, "after the final scoring every follower is back in supply"
    assert sum(game.scores) == sum(p for item in game.score_items for _, p in item.awards)


@GAMES
@given(seeds, expansion_sets)
def test_every_placed_tile_matches_its_neighbours(seed, expansions):
    *_, game = play_checked(seed, 2, True, expansions)
    tiles = game.board.tiles
    for (x, y), (o, _) in tiles.items():
        for d, (dx, dy) in enumerate(STEPS):
            neighbour = tiles.get((x + dx, y + dy))
            if neighbour:
                assert o.edges[d] == neighbour[0].edges[(d + 2) % 4]
    for (x, y), pattern in game.board.frontier.items():
        assert (x, y) not in tiles
        for d, (dx, dy) in enumerate(STEPS):
            neighbour = tiles.get((x + dx, y + dy))
            assert pattern[d] == (neighbour[0].edges[(d + 2) % 4] if neighbour else OPEN)


@GAMES
@given(seeds, player_counts, expansion_sets)
def test_incremental_features_agree_with_a_flood_fill(seed, players, expansions):
    *_, game = play_checked(seed, players, True, expansions)
    graph, board = game.board.graph, game.board
    for feature in flood_features(game):
        roots = {graph.find(board.node(*cell, s)) for cell, s in feature["members"]}
        assert len(roots) == 1
        root = roots.pop()
        assert graph.tiles[root] == frozenset(feature["tiles"])
        assert graph.open[root] == feature["open"]
        assert graph.pennants[root] == feature["pennants"]
    for members in flood_fields(game):
        assert len({graph.find(board.node(*cell, s)) for cell, s in members}) == 1


@GAMES
@given(seeds, player_counts, expansion_sets)
def test_replaying_the_record_reproduces_the_state(seed, players, expansions):
    for i, game in enumerate(play_checked(seed, players, True, expansions)):
        if i % 20 == 0 or game.over:
            assert state(game.replay(game.turns)) == state(game)
    assert state(load_save(save_json(game))) == state(game)


@settings(max_examples=examples(10), deadline=None)
@given(seeds, expansion_sets)
def test_undo_then_redo_reproduces_the_state(seed, expansions):
    snapshots = [None]
    game = Game(2, seed=seed, rules=Rules(expansions=expansions))
    rng = random.Random(seed)
    for _ in range(12):
        snapshots[-1] = state(game)
        game.play(random_turn(game, rng))
        snapshots.append(None)
    redo = list(game.turns)
    for i in range(len(redo) - 1, -1, -1):
        game.undo()
        assert state(game) == snapshots[i]
    for p, turn in redo:
        game.play(turn, p)
    assert len(game.turns) == 12


@GAMES
@given(seeds, st.data())
def test_random_illegal_turns_are_refused_without_change(seed, data):
    game = Game(3, seed=seed)
    rng = random.Random(seed)
    for _ in range(25):
        legal = {(p.x, p.y, p.rot) for p in game.legal_placements()}
        tile = data.draw(st.sampled_from([game.drawn, game.drawn, *TILE_TYPES]))
        x, y = data.draw(st.integers(-3, 3)), data.draw(st.integers(-3, 3))
        rot = data.draw(st.sampled_from([0, 90, 180, 270]))
        location = data.draw(st.none() | st.sampled_from(LOCATION_NAMES))
        turn = Turn(Placement(tile, x, y, rot), Deployment(location) if location else None)
        before = state(game)
        try:
            game.play(turn)
        except IllegalMoveError:
            assert state(game) == before
            assert tile != game.drawn or (x, y, rot) not in legal or location is not None
        else:
            assert tile == before[6] and (x, y, rot) in legal
            continue
        if game.over:
            break
        game.play(random_turn(game, rng))


@GAMES
@given(seeds, expansion_sets)
def test_the_river_runs_first_without_u_turns_and_ends_in_the_lake(seed, expansions):
    if "river" not in expansions:
        expansions = ("river", *expansions)
    game = Game(2, seed=seed, rules=Rules(expansions=expansions))
    assert game.board.tiles[(0, 0)][0].id == "RA"
    assert [t[0] for t in game.bag[:11]] == ["R"] * 11 and game.bag[10] == "RL"
    rng = random.Random(seed)
    bends = []
    for _ in range(11):
        report = game.play(random_turn(game, rng))
        o = game.board.tiles[report.turn.placement.cell][0]
        x, y = report.turn.placement.cell
        rivers = [d for d in range(4) if o.edges[d] == "W"]
        inflow = [d for d in rivers if (x + STEPS[d][0], y + STEPS[d][1]) in game.board.tiles]
        assert inflow, "a river tile continues the river"
        if len(rivers) == 2:
            outflow = next(d for d in rivers if d != inflow[0])
            turn = (outflow - (inflow[0] + 2)) % 4
            if turn:
                bends.append(turn)
    assert all(a != b for a, b in zip(bends, bends[1:])), f"bends alternate: {bends}"
    assert "RL" in {o.id for o, _ in game.board.tiles.values()} or "RL" in game.set_aside


@GAMES
@given(seeds, st.sampled_from([("gingerbread",), ("river", "gingerbread")]))
def test_the_gingerbread_man_is_always_in_an_unfinished_city_or_off_the_board(seed, expansions):
    from carcassonne.expansions.gingerbread import WAITING, Gingerbread
    for game in play_checked(seed, 3, True, expansions):
        where = game.ext["gingerbread"]
        if where is None or where == WAITING:
            continue
        graph = game.board.graph
        assert graph.kind[where.node] == "city"
        assert graph.open[graph.find(where.node)] > 0
        assert game.feature_at(where.x, where.y, where.at) == graph.find(where.node)
        assert Gingerbread.position(game) == where
    gingerbread_points = sum(p for item in game.score_items if item.reason == "gingerbread" for _, p in item.awards)
    assert game.score_table()[0]["gingerbread"] + game.score_table()[1]["gingerbread"] + \
        game.score_table()[2]["gingerbread"] == gingerbread_points


def sparing_turn(game: Game, rng: random.Random) -> Turn:
    """A random turn that deploys only about a third of the time, so followers last and are offered all game."""
    if rng.random() < 0.35:
        return random_turn(game, rng)
    placement = rng.choice(game.legal_placements())
    extra = {name: rng.choice(values) for name, values in game.turn_choices(placement).items() if values}
    return Turn(placement, **extra)


@pytest.fixture(scope="module")
def deployments_checked(request):
    """Counts the offered deployments checked against the oracle, and prints the total after the module."""
    count = {"offered": 0, "placements": 0, "games": 0}
    yield count
    line = (f"deployments checked against the flood-fill oracle: {count['offered']} offered, "
            f"over {count['placements']} placements in {count['games']} games")
    capture = request.config.pluginmanager.get_plugin("capturemanager")
    if capture is None:
        print(line)
        return
    with capture.global_and_fixture_disabled():  # shown even when pytest captures output
        print(f"\n{line}", flush=True)


@DEPLOYMENT_GAMES
@given(seeds, st.integers(min_value=2, max_value=6), st.booleans())
def test_every_offered_deployment_is_what_the_rules_allow(deployments_checked, seed, players, farmers):
    """Every turn, every legal placement: the engine offers exactly the followers the flood-fill oracle allows
    (features as merged by the placement, occupied no matter how far away), and `play` refuses the others."""
    game = Game(players, seed=seed, rules=Rules(farmers=farmers, expansions=ALL_EXPANSIONS))
    rng = random.Random(seed)
    while not game.over:
        p = game.current_player
        for placement in game.legal_placements():
            offered = game.legal_deployments(placement)
            assert len(set(offered)) == len(offered), f"{placement}: a deployment offered twice"
            assert set(offered) == allowed_deployments(game, placement, p), f"turn {len(game.turns) + 1}: {placement}"
            deployments_checked["offered"] += len(offered)
            deployments_checked["placements"] += 1
        turn = sparing_turn(game, rng)
        allowed = allowed_deployments(game, turn.placement, p)
        o = oriented(turn.placement.tile, turn.placement.rot)
        for location in LOCATION_NAMES:
            segment = o.locations.get(location, -1)
            canonical = o.segments[segment].name if segment >= 0 else location
            for kind in game.supply:
                if Deployment(canonical, kind) not in allowed:
                    with pytest.raises(IllegalMoveError, match=f"meeple at {location}"):
                        game.play(Turn(turn.placement, Deployment(location, kind), None, turn.gingerbread))
        game.play(turn)
    deployments_checked["games"] += 1
