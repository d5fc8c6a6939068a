"""A board of tiles for the tile-art tests (shared by test_tileart_pass10/12/13 so the helper lives once)."""

from __future__ import annotations

from carcassonne.board import Board
from carcassonne.geometry import oriented


def tile_board(tiles: list[tuple[int, int, str, int]]) -> Board:
    """A board with each (x, y, tile type, rotation) of `tiles` placed in turn."""
    board = Board()
    for x, y, tid, rot in tiles:
        board.place(x, y, oriented(tid, rot))
    return board


def board_cities(board) -> dict[int, dict[tuple[int, int], int]]:
    """Each city of a board (by its root in the board's feature graph): its cells and the city segment on each."""
    find = board.graph.find
    out: dict[int, dict[tuple[int, int], int]] = {}
    for cell in board.order:
        o, base = board.tiles[cell]
        for i, seg in enumerate(o.segments):
            if seg.kind == "city":
                out.setdefault(find(base + i), {})[cell] = i
    return out


def compact_game(tiles: int = 76, expansions: tuple[str, ...] = ("abbot", "inns-cathedrals"), seed: int = 900):
    """A 2-player game played until `tiles` are down (each tile on the cell with the most neighbours, as people
    build), the first seed from `seed` that gives such a board with a winter tile on it: (the game, that winter
    tile's cell).  The e2e tile-art board (e2e/test_tile_art.py `big_board_save`, the judge's desktop-near) and
    test_tileart_pass20_near's `heart_board` are this one game (imported here: the file's head is shared)."""
    import random

    from carcassonne import Game, Placement, Rules, Turn

    rules = Rules(expansions=expansions)
    for attempt in range(60):
        game = Game(["Anna", "Ben"], seed=seed + attempt, rules=rules)
        rng = random.Random(attempt)
        while len(game.board.tiles) < tiles and not game.over:
            options = game.placement_options(game.drawn)
            x, y, rot = max(options, key=lambda o: (sum((o[0] + dx, o[1] + dy) in game.board.tiles
                                                        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))),
                                                    rng.random()))
            game.play(Turn(Placement(game.drawn, x, y, rot), None))
        winter = [cell for cell, (o, *_) in game.board.tiles.items() if o.id.startswith("WE")]
        if len(game.board.tiles) >= tiles and not game.over and game.drawn and winter:
            return game, winter[0]
    raise AssertionError(f"no seed gave a {tiles}-tile board with a winter tile")


def city_tile_boards() -> dict[str, list[str]]:
    """The towns' tests' two boards (art passes 26-27): every city tile type of the catalogue once, and the city
    tiles of `compact_game`'s board (the judge's desktop-fit), a type as often as it lies there."""
    from carcassonne.tiles import TILE_TYPES

    game, _ = compact_game()
    on_board = [game.board.tiles[c][0].id for c in game.board.order]
    return {"catalogue": [t for t in TILE_TYPES if TILE_TYPES[t].cities],
            "compact_game": [t for t in on_board if TILE_TYPES[t].cities]}


def mini_piece_scale() -> dict[str, float]:
    """Each playing-zoom piece kind's linear scale (`mini_kinds.SCALE`; a row-house pair's from its two
    cottages'), so a piece's roof area is its scale squared."""
    from ui.tileart.mini_kinds import PAIR, PAIR_LEFT, PAIR_RIGHT, SCALE

    return dict(SCALE, **{PAIR: (PAIR_LEFT ** 2 + PAIR_RIGHT ** 2) ** 0.5})


def full_board_game(tiles: int = 118, seed: int = 24):
    """The game of e2e `bench_ui.full_board_save` (`carcassonne.sim.compact_game`), the board of e2e/art_shots.py's
    board-far, board-mid and board-near (the judge's board-far): art pass 28's far roofs are checked on it."""
    from carcassonne.sim import compact_game

    return compact_game(tiles, seed)


def judged_boards():
    """(name, board) pairs the street-run tests walk: every 6th turn of the judged pictures' board (seed 24, as
    `full_board_game`) and the last turn of three other 118-tile games (seeds 3, 11, 40)."""
    from carcassonne.sim import compact_game

    game = compact_game(118, 24)
    for n in range(6, len(game.board.order) + 1, 6):
        b = Board()
        for cell in game.board.order[:n]:
            b.place(cell[0], cell[1], game.board.tiles[cell][0])
        yield f"24@{n}", b
    for seed in (3, 11, 40):
        yield str(seed), compact_game(118, seed).board
