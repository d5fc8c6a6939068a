"""Random legal games: for property tests, the `simulate` command and the benchmark."""

from __future__ import annotations

import random

from .game import Game, Rules
from .geometry import FITS
from .moves import Deployment, Placement, Turn, engine_turn


def random_turn(game: Game, rng: random.Random) -> Turn:
    """A uniformly random placement, then a random deployment, recall or nothing (each option equally likely)."""
    x, y, rot = rng.choice(game.placement_options(game.drawn))  # type: ignore[arg-type]
    placement = Placement(game.drawn, x, y, rot)  # type: ignore[arg-type]
    options: list = game.legal_deployments(placement)
    recalls = game.legal_recalls()
    extra = {name: rng.choice(values) for name, values in game.turn_choices(placement).items() if values}
    pick = rng.randrange(len(options) + len(recalls) + 1)
    if pick < len(options):
        return Turn(placement, options[pick], **extra)
    if pick < len(options) + len(recalls):
        return Turn(placement, recall=recalls[pick - len(options)], **extra)
    return Turn(placement, **extra)


def random_game(seed: int, players: int = 2, rules: Rules | None = None, stop_after: int | None = None) -> Game:
    """Play a whole random game (or ``stop_after`` turns of one) from a seed; the same seed, the same game."""
    game = Game(players, seed=seed, rules=rules)
    rng = random.Random(seed * 7919 + 1)
    while not game.over and (stop_after is None or len(game.turns) < stop_after):
        game.play(random_turn(game, rng))
    return game



def compact_game(tiles: int = 118, seed: int = 24) -> Game:
    """A 2-player game with every expansion, its tiles laid compactly (each where it touches the most tiles, as
    people build; ties by a seeded draw), a follower now and then, until ``tiles`` lie on the board and the next
    is drawn: the biggest board a game reaches (120 tiles in all), for the benchmarks and the art's pictures.
    The same arguments, the same game; ValueError when no seed from ``seed`` on gets that far."""
    from .game import EXPANSIONS

    near = ((1, 0), (-1, 0), (0, 1), (0, -1))
    for attempt in range(30):
        game = Game(["Anna", "Ben"], seed=seed + attempt, rules=Rules(expansions=EXPANSIONS))
        rng = random.Random(seed + attempt)
        while len(game.board.tiles) < tiles and not game.over:
            x, y, rot = max(game.placement_options(game.drawn),
                            key=lambda o: (sum((o[0] + dx, o[1] + dy) in game.board.tiles for dx, dy in near),
                                           rng.random()))
            placement = Placement(game.drawn, x, y, rot)
            extra = {k: rng.choice(v) for k, v in game.turn_choices(placement).items() if v}
            deployments = game.legal_deployments(placement)
            deploy = rng.choice(deployments) if deployments and rng.random() < 0.12 else None
            game.play(Turn(placement, deploy, **extra))
        if not game.over and game.drawn and len(game.board.tiles) >= tiles - 4:
            return game
    raise ValueError(f"no seed from {seed} gave a board of {tiles} tiles")

def quick_random_turn(game: Game, rng: random.Random) -> Turn:
    """Like `random_turn` but cheaper: a follower is considered on one turn in three (playouts, not tests)."""
    x, y, rot = quick_placement(game, rng)
    if not game.expansions:
        deploy = None
        if rng.random() < 1 / 3:
            deploy = quick_deployment(game, engine_turn(game.drawn, x, y, rot).placement, rng)
        return engine_turn(game.drawn, x, y, rot, deploy)  # type: ignore[arg-type]
    placement = engine_turn(game.drawn, x, y, rot).placement  # type: ignore[arg-type]
    extra = {name: rng.choice(values) for name, values in game.turn_choices(placement).items() if values}
    if rng.random() < 1 / 3:
        deploy = quick_deployment(game, placement, rng)
        if deploy is not None:
            return engine_turn(game.drawn, x, y, rot, deploy, **extra)  # type: ignore[arg-type]
    return engine_turn(game.drawn, x, y, rot, **extra)  # type: ignore[arg-type]


def quick_deployment(game: Game, placement: Placement, rng: random.Random) -> Deployment | None:
    """A random legal normal follower on the tile (through `legal_deployments`, so rule changes there hold)."""
    if game.supply["normal"][game.current_player] <= 0:
        return None
    options = [d for d in game.legal_deployments(placement) if d.kind == "normal"]
    return options[int(rng.random() * len(options))] if options else None


def quick_placement(game: Game, rng: random.Random, tries: int = 16) -> tuple[int, int, int]:
    """A uniformly random legal (x, y, rot) by rejection: draw a frontier cell and a rotation until one fits.

    Every (cell, rotation) pair is equally likely to be drawn, so the accepted one is uniform over the legal
    placements; after ``tries`` misses (a tile that fits few cells) it lists them all instead.
    """
    tile = game.drawn
    checks = game._placement_checks
    if not checks or not any(e.checks_tile(tile) for e in checks):
        frontier = game.board.frontier
        patterns = list(frontier.values())
        pairs = 4 * len(patterns)
        random = rng.random
        fits = FITS[tile]
        for _ in range(tries):
            k = int(random() * pairs)  # one draw picks the cell (k // 4) and the rotation (k % 4)
            rots = fits.get(patterns[k >> 2])
            rot = 90 * (k & 3)
            if rots is not None and rot in rots:
                x, y = list(frontier)[k >> 2]
                return (x, y, rot)
    return rng.choice(game.placement_options(tile))  # type: ignore[arg-type]


def playout(game: Game, rng: random.Random) -> list[int]:
    """Play a copy of the game to its end with quick random turns (trusted: the engine made them); its scores.

    The copy is a `Game.playout_copy`: it adds up points without building turn reports or score items.  Without
    expansions no `Turn` is built either: the same draws as `quick_random_turn`, handed to the game as values.
    """
    game = game.playout_copy()
    if game.expansions:
        while not game.over:
            game.play(quick_random_turn(game, rng), trusted=True)
        return game.scores
    random = rng.random
    take_turn = game._take_turn
    while not game.over:
        tile = game.drawn
        x, y, rot = quick_placement(game, rng)
        deploy = None
        if random() < 1 / 3:
            deploy = quick_deployment(game, engine_turn(tile, x, y, rot).placement, rng)  # type: ignore[arg-type]
        take_turn(game.current_player, tile, x, y, rot, deploy, None)  # type: ignore[arg-type]
    return game.scores


def checked_playout(game: Game, rng: random.Random) -> list[int]:
    """The same playout through the checked path and full random turns (what a playout cost before)."""
    game = game.copy()
    while not game.over:
        game.play(random_turn(game, rng))
    return game.scores
