"""Every hint says what the move does in words (issue 22): besides the overall margin there is always a reason
of its own - what it finishes, builds, blocks, or that it keeps the followers back."""

import random

from carcassonne import Rules
from carcassonne.ai.coach import explain_turn
from carcassonne.game import Game
from carcassonne.moves import Turn


def test_no_turn_is_explained_by_the_overall_margin_alone():
    rng = random.Random(4)
    game = Game(["Anna", "Ben"], seed=11, rules=Rules(farmers=True, expansions=("abbot",)))
    seen = set()
    for _ in range(40):
        turns = game.legal_turns()
        for turn in rng.sample(turns, min(3, len(turns))):
            kinds = [r.kind for r in explain_turn(game, turn)]
            assert kinds[-1] == "overall" and len(kinds) >= 2, (turn, kinds)
            seen.update(kinds)
        game.play(rng.choice(turns))
    assert {"keeps", "builds"} <= seen, seen


def test_a_tile_that_extends_the_players_city_says_so():
    game = Game(["Ann", "Bob"], seed=1, bag=["F", "U", "E", "U"])
    game.play("F@0,-1r90 +N")  # Ann's knight in an open city
    game.play("U@1,0r0")
    reasons = explain_turn(game, Turn.parse("E@0,-2r180"))
    kinds = [r.kind for r in reasons]
    assert "keeps" in kinds
    texts = [r.text(game.names) for r in reasons]
    assert any(t.startswith(("finishes your city", "adds to your city")) for t in texts), texts
