"""Saves written by earlier versions still open: tests/data/saves/ keeps files made by the code of the day.

Each kept file (version 1 of the save format, written at commit 84e43dc: expansions, a short game with a stacked
bag, a free game, finished and unfinished games) must load and replay to the outcome recorded beside it in
`expected.json`.  Add a file here whenever the format changes; never edit one.
"""

import json
from pathlib import Path

import pytest

from carcassonne.record import dump_save, load_save, save_summary

SAVES = Path(__file__).resolve().parent / "data" / "saves"
EXPECTED = json.loads((SAVES / "expected.json").read_text())["saves"]


def test_every_kept_save_has_its_expected_outcome():
    assert sorted(p.name for p in SAVES.glob("v1-*.json")) == sorted(EXPECTED)
    assert len(EXPECTED) >= 5


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_kept_save_opens_and_replays_to_the_recorded_outcome(name):
    text = (SAVES / name).read_text()
    game = load_save(text)
    want = EXPECTED[name]
    assert dict(zip(game.names, game.scores)) == want["scores"]
    assert (game.over, len(game.turns), game.tiles_left, game.drawn) == \
        (want["over"], want["turns"], want["tiles_left"], want["drawn"])
    meta_scores = json.loads(text).get("meta", {}).get("scores")
    if meta_scores is not None:
        assert meta_scores == list(game.scores)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_kept_save_saved_again_by_this_version_opens_the_same(name):
    game = load_save((SAVES / name).read_text())
    again = load_save(json.dumps(dump_save(game)))
    assert (again.scores, again.turns, again.over, again.drawn, again.bag) == \
        (game.scores, game.turns, game.over, game.drawn, game.bag)
    assert save_summary(json.dumps(dump_save(game))).scores == tuple(EXPECTED[name]["scores"].values())


def test_a_version_1_short_game_keeps_its_stacked_bag():
    doc = json.loads((SAVES / "v1-taster-midgame.json").read_text())
    game = load_save(doc)
    assert game.stacked and list(game.bag) == doc["bag"]
    assert "bag" in dump_save(game) and "length" not in dump_save(game)
