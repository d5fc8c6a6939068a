"""The pure parts of the UI components: the turn panel's sentences, the new-game form's checks, the saves list's
reading of a save's meta, the scenario steps, the final table's columns, the tile list's groups."""

import json
import random

import pytest

from carcassonne import Game, Rules
from carcassonne.expansions import EXPANSIONS
from carcassonne.tiles import TILE_TYPES
from ui import text, turn_text
from ui.controller import DEPLOY
from ui.final_table import categories
from ui.new_game_form import UI_EXPANSIONS, new_game, parse_options, player_row, renamed_for_kind
from ui.saves_list import computers_of, damaged_reason, summarise, summary_bits
from ui.session import GameSession
from ui.step_viewer import step_target
from ui.tile_list import tile_groups
from ui.tile_words import tile_phrase


def form(players=(("Anna", "red", "human"), ("Ben", "blue", "medium")), **kw):
    values = {"players": list(players), "farmers": True, "expansions": [], "seed": "", "length": ""}
    values.update(kw)
    return values


# --- turn panel -------------------------------------------------------------------------------------------

def test_the_turn_line_follows_the_turn():
    session = GameSession(Game(["Anna", "Ben"], seed=3))
    assert turn_text.turn_line(session) == "Anna: place the tile. Drag it onto a highlighted cell, or tap one."
    assert turn_text.confirm_label(session.turn) == "Confirm the turn"
    turn = session.turn
    cell, rots = next(iter(sorted(turn.options.items())))
    turn.place(cell, rots[0])
    assert turn.phase == DEPLOY
    if turn.spots():
        spot = turn.spots()[0]
        turn.choose(spot.deployment)
        phrase = spot.label.split(" (")[0].lower()
        assert turn_text.turn_line(session) == f"Anna: {phrase}. Confirm, or pick another spot."
        assert turn_text.confirm_label(turn) == f"Confirm the turn: {phrase}"
        turn.choose(None)
    assert turn_text.confirm_label(turn) == "Confirm the turn with no follower"
    assert "Anna: " in turn_text.turn_line(session) and "confirm" in turn_text.turn_line(session).lower()


def test_the_turn_line_of_a_computer_seat_and_of_an_ended_game():
    session = GameSession(Game(["Computer", "Anna"], seed=4), computers=[0])
    assert turn_text.turn_line(session) == text.computer_thinking("Computer")
    session.computer_warming = True  # its worker still boots: it is not thinking yet
    assert turn_text.turn_line(session) == text.computer_getting_ready("Computer") != text.computer_thinking("Computer")
    session.computer_warming = False
    p = session.computer_turn()
    assert turn_text.turn_line(session) == text.computer_plays("Computer", p.tile)
    assert turn_text.tray_label(session.turn) == (f"The drawn tile, {tile_phrase(session.turn.tile)}, played by "
                                                  "the computer.")
    over = Game(["Anna", "Ben"], seed=4)
    over.finish()
    line = turn_text.turn_line(GameSession(over))
    assert line.startswith("The game is over. ") and "Anna and Ben" in line  # nothing scored: a tie, both named


def test_supply_line_counts_followers_and_says_which_are_in_play():
    supply = {"normal": [7, 1], "big": [1, 0], "abbot": [0, 1]}
    assert text.supply_line(supply, 0) == "7 followers + large follower · abbot in play"
    assert text.supply_line(supply, 1) == "1 follower · large follower in play + abbot"


# --- new-game form ------------------------------------------------------------------------------------------

def test_parse_options_tidies_names_and_reads_the_seats():
    options = parse_options(form(players=[("  Anna   Lee ", "red", "human"), ("", "blue", "hard")],
                                 expansions=["river", "nonsense"], seed=" -12 ", length="30"))
    assert options == {"players": [("Anna Lee", "red"), ("Player 2", "blue")], "farmers": True,
                       "expansions": ["river"], "seed": -12, "tiles": 30, "computers": [1], "levels": {1: "hard"}}
    assert parse_options(form())["seed"] is None and parse_options(form())["tiles"] is None


@pytest.mark.parametrize("values, words", [
    (form(players=[("Anna", "red", "human"), (" Anna", "blue", "human")]), "same name"),
    (form(players=[("Anna", "red", "human"), ("Ben", "red", "human")]), "same colour"),
    (form(players=[("Anna", "red", "human"), ("Ben", "blue", "genius")]), "who plays must be one of"),
    (form(seed="12a"), "whole number"),
])
def test_parse_options_says_what_is_wrong(values, words):
    with pytest.raises(ValueError, match=words):
        parse_options(values)


def test_a_seats_default_name_follows_who_plays_it():
    assert renamed_for_kind("Player 2", 1, computer=True) == "Computer 2"
    assert renamed_for_kind("Computer 2", 1, computer=False) == "Player 2"
    assert renamed_for_kind("Anna", 1, computer=True) == "Anna"
    assert renamed_for_kind("Player 3", 1, computer=True) == "Player 3"  # another seat's default stays


def test_player_rows_carry_the_test_hooks_and_only_the_first_two_show():
    rows = [player_row(i) for i in range(6)]
    assert all(f'data-testid="player-name-{i}"' in r and f'data-testid="player-kind-{i}"' in r
               for i, r in enumerate(rows))
    assert [" hidden" in r.split(">", 1)[0] for r in rows] == [False, False, True, True, True, True]


def test_a_short_game_keeps_the_river_and_cuts_the_rest():
    options = parse_options(form(expansions=["river"], seed="9", length="4"))
    game = new_game(options)
    river = [t for t in game.bag if TILE_TYPES[t].set == "river"]
    others = [t for t in game.bag if TILE_TYPES[t].set != "river"]
    assert river and len(others) == 4
    full = Game(game.players, seed=9, rules=game.rules)
    assert list(game.bag) == [t for t in full.bag if TILE_TYPES[t].set == "river"] + [
        t for t in full.bag if TILE_TYPES[t].set != "river"][:4]
    assert game.length == 4 and not game.stacked  # the save stores the length, not a bag


def test_the_form_offers_every_expansion_the_engine_has():
    assert UI_EXPANSIONS == EXPANSIONS  # kept apart so the menu loads without the engine


# --- saves list ---------------------------------------------------------------------------------------------

def test_computers_of_reads_only_valid_seats():
    assert computers_of({"computers": [2, 0, 0, True, -1, 5, "1"]}, 3) == [0, 2]
    assert computers_of({"computers": "all"}, 3) == [] and computers_of(None, 3) == []


def test_the_list_shows_scores_recomputed_from_the_turns_not_the_claimed_ones():
    from carcassonne import ai, record

    game = Game(["Anna", "Ben"], seed=5)
    rng = random.Random(5)
    while sum(game.scores) == 0 or len(game.turns) < 6:
        game.play(ai.choose_turn(game, rng))
    doc = record.dump_save(game, scores=[999, 999], turn=70, over=True)
    cache: dict = {}
    summary, why = summarise(json.dumps(doc), cache)
    assert why is None and summary.scores == tuple(game.scores) != (999, 999)
    assert summary_bits(summary) == [f"turn {len(game.turns) + 1}"]
    assert summarise(json.dumps(doc), cache)[0] is summary, "kept per entry text"
    doc["players"][0]["color"] = "url(http://example.com/x)"
    summary, why = summarise(json.dumps(doc), cache)
    assert summary is None and "colo" in str(why)
    assert damaged_reason("not JSON") == "Not JSON. It is left as it is."
    assert damaged_reason("not JSON") == "Not JSON. It is left as it is."


# --- scenario steps, final table, tile list -----------------------------------------------------------------

def test_step_buttons_lead_to_clamped_steps():
    assert [step_target(w, 2, 5) for w in ("first", "prev", "next", "last")] == [0, 1, 3, 5]
    assert step_target("prev", 0, 5) == 0 and step_target("next", 5, 5) == 5


def test_final_table_columns_follow_the_rules():
    assert categories(Rules()) == ["road", "city", "monastery", "field"]
    assert categories(Rules(farmers=False, expansions=("gingerbread",))) == [
        "road", "city", "monastery", "gingerbread"]
    assert categories(Rules(expansions=("abbot",))) == ["road", "city", "monastery", "garden", "field"]


def test_tile_groups_count_what_is_left_in_the_bag():
    game = Game(["Anna", "Ben"], seed=6, rules=Rules(expansions=("gingerbread",)))
    groups = dict(tile_groups(game))
    assert list(groups) == [text.SET_LABELS[s] for s in game.rules.tile_sets]
    left = sum(n for entries in groups.values() for _, n, _ in entries)
    assert left == game.tiles_left
    ginger = groups[text.SET_LABELS["gingerbread"]]
    assert ginger and all(provisional for _, _, provisional in ginger)


def test_a_part_the_page_lacks_does_nothing():
    from ui.game_view import Absent, part

    missing = part(step_target, None)  # no element: whatever the component, nothing is made
    assert isinstance(missing, Absent)
    assert missing.update("session") is None and missing.show(True) is None
    assert part(lambda node, extra: (node, extra), "root", 1) == ("root", 1)
