"""The Abbot: each player has one abbot, placed instead of a follower on a monastery or garden just placed.

Ordinary followers may not stand on gardens (the follower rules in `game.FOLLOWER_PLACES` say so).  On a turn in
which a player deploys nothing, they may take their abbot back from an unfinished monastery or garden and score
it at once as at game end: 1 + the tiles around it.  At the end abbots score like monks (the core's final scoring
treats every follower on a monastery or garden alike).
"""

from __future__ import annotations

from ..errors import Problem
from ..scoring import RECALL, cloister_item
from .base import Expansion


class Abbot(Expansion):
    name = "abbot"
    turn_fields = ("recall",)
    supply = {"abbot": 1}

    def turn_problem(self, game, turn, player) -> Problem | None:
        if turn.recall is None:
            return None
        x, y = turn.recall
        if turn.deploy is not None:
            return Problem("recall-with-follower", x=x, y=y)
        meeple = game.meeples.get((x, y))
        if meeple is None or meeple.kind != "abbot" or meeple.player != player:
            return Problem("no-abbot-there", x=x, y=y, player=game.players[player].name)
        return None

    def before_scoring(self, game, turn, player):
        if turn.recall is None:
            return []
        cell = turn.recall
        meeple = game.meeples[cell]
        item = cloister_item(game.board.cloisters[cell], RECALL, cell, game.board.surrounding(*cell), meeple)
        game._return((meeple,))
        return [game._award(item)]

    def recalls(self, game, player: int) -> list[tuple[int, int]]:
        return [cell for cell, m in game.meeples.items() if m.kind == "abbot" and m.player == player]
