"""A reference opponent for the lab and the arena (``--b uct``), never a level the page offers: plain UCT Monte
Carlo tree search with random playouts, after Ameneyro, Galván and Kuri-Morales, "Playing Carcassonne with
Monte Carlo Tree Search" (2020).

Each iteration deals a fresh determinization (the public bag shuffled, as every level sees it), walks the tree
from the root choosing children by UCB1 among the turns legal in that deal (a node's statistics are kept per
turn text, so the same turn with the same tile meets the same node), adds one new node, plays the rest of the
game with the engine's quick random turns (`sim.playout`) and backs up 1 for a win, 1/2 for a shared first place
and 0 for a loss, each node counting it for the player who made the node's turn.  No evaluation, no knowledge of
Carcassonne beyond the rules: the anchor outside this project's own levels.  The move played is the root child
visited most.  Budget: the wall clock (the expert's by default: equal time per move), or ``iterations``.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from ..game import Game
from ..moves import Turn
from ..sim import playout
from .candidates import candidates, determinize
from .search import Clock

#: UCB1's exploration constant for rewards in [0, 1] (the textbook's square root of two).
EXPLORATION = math.sqrt(2.0)


@dataclass
class Node:
    player: int = -1  # who made the turn leading here (-1 at the root)
    turn: Turn | None = None
    visits: int = 0
    reward: float = 0.0
    children: dict[str, "Node"] = field(default_factory=dict)


def uct_turn(game: Game, rng: random.Random, clock: Clock, iterations: int | None = None) -> Turn:
    """The root turn visited most after the iterations the clock (or ``iterations``) allows (at least one)."""
    root = Node()
    first = candidates(game)  # the root's turns do not depend on the deal (its tile is drawn)
    done = 0
    while done == 0 or (iterations is None and not clock.expired()) or (iterations is not None and done < iterations):
        _iterate(root, determinize(game, rng), rng, first)
        done += 1
        if iterations is not None and clock.expired():
            break
    best = max(root.children.values(), key=lambda n: (n.visits, n.reward))
    return best.turn  # type: ignore[return-value]


def _iterate(root: Node, state: Game, rng: random.Random, first: list[Turn]) -> None:
    path = [root]
    node = root
    while not state.over:
        options = first if node is root else candidates(state)
        fresh = [t for t in options if str(t) not in node.children]
        if fresh:
            turn = fresh[int(rng.random() * len(fresh))]
            child = node.children[str(turn)] = Node(state.current_player, turn)
            state.play(turn, trusted=True)
            path.append(child)
            break
        node = _select(node, [node.children[str(t)] for t in options])
        state.play(node.turn, trusted=True)  # type: ignore[arg-type]
        path.append(node)
    scores = state.scores if state.over else playout(state, rng)
    top = max(scores)
    winners = [p for p, s in enumerate(scores) if s == top]
    for n in path:
        n.visits += 1
        if n.player in winners:
            n.reward += 1.0 if len(winners) == 1 else 0.5


def _select(node: Node, children: list[Node]) -> Node:
    """UCB1 over the children legal in this deal (each visited at least once here)."""
    log_n = math.log(max(1, node.visits))
    return max(children, key=lambda c: c.reward / c.visits + EXPLORATION * math.sqrt(log_n / c.visits))
