"""Plain words on the page: every tile named by what it shows (English and German), no tile id or coordinates in the
log, the live lines or the embed's answers; the computers' run of tiles, the final walk's order and totals, and the
"+N" and returning followers of a scored feature."""

from __future__ import annotations

import random
import re

import pytest

from carcassonne import Game, Rules, Turn
from carcassonne.sim import random_turn
from carcassonne.tiles import TILE_TYPES, TILES
from ui import embed_session, i18n, render, text
from ui.board_marks import computer_run, pointed_cell, turn_marks
from ui.final_walk import start_totals, walk_items
from ui.session import GameSession, log_entry
from ui.tile_words import PHRASES, shape_key, tile_phrase

COORDINATES = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)|-?\d+\s*,\s*-?\d+\s*:")
LONG_IDS = re.compile(r"\b(?:WE\d\d|IC\d\d|GB\d|R[A-L]|[A-X]g)\b")


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def plain(sentence: str, tile_ids=()) -> bool:
    """No coordinates, no multi-letter tile id, and no id of the given tiles as a word of its own."""
    words = set(re.findall(r"[\w']+", sentence))
    return not COORDINATES.search(sentence) and not LONG_IDS.search(sentence) and not (set(tile_ids) & words - {"A"})


def test_every_catalogue_tile_has_a_phrase_of_its_shape():
    keys = {tile.id: shape_key(tile) for tile in TILES}
    assert set(keys.values()) <= set(PHRASES), sorted(set(keys.values()) - set(PHRASES))
    assert set(PHRASES) <= set(keys.values())  # no phrase for a shape the catalogue lacks
    assert tile_phrase("U") == "a straight road" and tile_phrase("V") == "a road curve"
    assert tile_phrase("A") == "a monastery with a road" and tile_phrase("M") == "a city corner with a banner"
    assert tile_phrase("RG") == "a river bend" and tile_phrase("WE09") == "two road curves"
    assert tile_phrase("no such tile") == "a land tile"  # an id is never shown


def _shape(tile_type, quarter_turns: int, mirrored: bool) -> tuple:
    """A tile type's edges, cities and roads as they lie after turning it (and flipping it left to right)."""
    flip = {"N": "N", "S": "S", "E": "W", "W": "E"} if mirrored else {e: e for e in "NESW"}
    turn = {e: "NESW"[("NESW".index(flip[e]) + quarter_turns) % 4] for e in "NESW"}
    edges = {turn[e]: kind for e, kind in zip("NESW", tile_type.edges)}
    return ("".join(edges[e] for e in "NESW"),
            sorted(sorted(turn[e] for e in c.edges) for c in tile_type.cities),
            sorted((sorted(turn[e] for e in r.edges), r.ends_at) for r in tile_type.roads))


def _same_up_to_turning(a, b) -> bool:
    return any(_shape(a, 0, False) == _shape(b, q, False) for q in range(4))


def test_winter_copies_share_a_phrase_and_mirror_images_and_other_shapes_do_not():
    assert shape_key(TILE_TYPES["J"]) == shape_key(TILE_TYPES["WE07"]) != shape_key(TILE_TYPES["K"])
    assert shape_key(TILE_TYPES["K"]) == shape_key(TILE_TYPES["WE12"])
    assert shape_key(TILE_TYPES["E"]) != shape_key(TILE_TYPES["Eg"]) != shape_key(TILE_TYPES["D"])
    assert shape_key(TILE_TYPES["H"]) != shape_key(TILE_TYPES["I"])  # opposite and neighbouring caps
    assert tile_phrase("J") == "a city cap with a road curving to the right"  # the curve on the right, city on top
    assert tile_phrase("K") == "a city cap with a road curving to the left"
    assert tile_phrase("WE02") == "a city cap with a road from the left to its gate"
    assert tile_phrase("WE10") == "a city corner with a road from the right to its gate"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_tiles_of_one_name_have_one_shape(lang):
    """Two tile types with the same name (the tile list shows both) are the same up to turning them (their
    followers' spots, pennants and animals aside): a mirror image gets words of its own."""
    i18n.set_language(lang)
    try:
        by_name: dict[str, list] = {}
        for tile in TILES:
            by_name.setdefault(tile_phrase(tile.id), []).append(tile)
    finally:
        i18n.set_language("en")
    mixed = {name: [t.id for t in tiles] for name, tiles in by_name.items()
             if not all(_same_up_to_turning(tiles[0], t) for t in tiles[1:])}
    assert mixed == {}


def test_german_phrases_read_the_same_as_subject_and_object(german):
    """Every German phrase starts with a form that is both nominative and accusative (no masculine head)."""
    heads = ("eine ", "ein ", "die ", "zwei ", "drei ", "vier ")
    german_phrases = {tile.id: tile_phrase(tile.id) for tile in TILES}
    assert all(p.startswith(heads) for p in german_phrases.values()), german_phrases
    neuter = {"Kloster", "gerades"}  # "ein" heads only neuter nouns (or their adjectives) here
    assert all(p.split()[1] in neuter for p in german_phrases.values() if p.startswith("ein ")), german_phrases
    assert german_phrases["V"] == "eine Straßenkurve" and german_phrases["B"] == "ein Kloster"
    after_ein = [p.split(" ein ")[1].split()[0] for p in german_phrases.values() if " ein " in p]
    assert set(after_ein) <= {"gerades"}, after_ein  # no "und ein Garten": it would be "einen" as an object
    assert german_phrases["Ig"] == "zwei Stadtkappen an benachbarten Seiten mit einem Garten"
    assert len(set(german_phrases.values())) == len(PHRASES)  # every shape said differently


def test_the_log_of_whole_games_names_tiles_by_what_they_show_in_both_languages():
    for seed in (5, 11):
        game = Game(["Anna", "Ben", "Cy"], seed=seed,
                    rules=Rules(expansions=("river", "abbot", "inns-cathedrals", "gingerbread")))
        rng = random.Random(seed)
        reports = []
        while not game.over:
            reports.append(game.play(random_turn(game, rng)))
        placed_ids = {r.turn.placement.tile for r in reports if r.number}
        assert len(placed_ids) > 20
        for lang in ("en", "de"):
            i18n.set_language(lang)
            try:
                for report in reports:
                    heading, lines = log_entry(report, game.names)
                    assert plain(heading, placed_ids) and all(plain(line, placed_ids) for line in lines), heading
                    if report.number:
                        assert tile_phrase(report.turn.placement.tile) in heading
            finally:
                i18n.set_language("en")


def test_live_lines_and_labels_say_no_coordinates(german):
    for lang in ("de", "en"):
        i18n.set_language(lang)
        lines = [text.computer_plays("Ben", "WE09"), text.tile_placed("IC13", 2), text.tile_placed("B", 0),
                 text.cursor_cell([tile_phrase("A"), tile_phrase("U")], [0, 90]), text.cursor_cell([], [180]),
                 text.recall_label("garden", (3, -2), 4), text.recall_label("monastery", (1, 1), 1),
                 text.gingerbread_label(3), text.city_choice_label(2, [("Anna", 1)]), text.tiles_summary(12, "RK")]
        assert all(plain(line, ["WE09", "IC13", "B", "A", "U", "RK"]) for line in lines), lines
    assert text.computer_plays("Ben", "WE09") == "Ben (computer) puts two road curves on the board."
    assert text.tile_placed("V", 2) == "You put a road curve on the board. 2 follower spots."


def test_the_embed_answer_shows_the_move_without_its_cell(german):
    shown = embed_session.answer_shown_text(Turn.parse("M@2,-3r90 +N"))
    assert shown.startswith("Eine richtige Antwort: eine Stadtecke mit Wappen, gedreht um 90°.")
    assert plain(shown, ["M"]) and "Ritter in der Stadt" in shown


def test_the_computers_run_counts_their_tiles_since_the_persons_turn():
    game = Game(["Anna", "Bot 1", "Bot 2"], seed=4)
    session = GameSession(game, computers=(1, 2))
    cells = []
    for _ in range(5):  # Anna, Bot 1, Bot 2, Anna, Bot 1
        turn = game.legal_turns()[0]
        game.play(turn)
        cells.append(turn.placement.cell)
    assert computer_run(session) == [cells[4]]
    game.play(game.legal_turns()[0])
    assert computer_run(session) == [cells[4], game.turns[-1][1].placement.cell]
    game.play(game.legal_turns()[0])  # Anna again: nothing to number
    assert computer_run(session) == []
    assert computer_run(GameSession(game, computers=(0, 1, 2))) == []  # nobody to show it to
    marks = turn_marks([(0, 1), (-1, 1)])
    assert re.findall(r'data-n="(\d)" data-x="(-?\d)" data-y="(-?\d)"', marks) == [("1", "0", "1"), ("2", "-1", "1")]
    assert 'data-testid="pointed-cell" data-x="2" data-y="-1"' in pointed_cell((2, -1)) and pointed_cell(None) == ""


def finished_game(seed: int = 8) -> Game:
    game = Game(["Anna", "Ben"], seed=seed)
    rng = random.Random(seed)
    while not game.over:
        turns = game.legal_turns()
        with_follower = [t for t in turns if t.deploy is not None]
        game.play(rng.choice(with_follower if with_follower and rng.random() < 0.7 else turns))  # followers left
    return game


def test_the_final_walk_goes_through_what_pays_and_counts_up_to_the_final_scores():
    game = finished_game()
    report = game.reports[-1]
    items = walk_items(report)
    assert items and all(any(n for _, n in item.awards) for item in items)
    assert len(items) == sum(1 for item in report.final if any(n for _, n in item.awards))
    totals = start_totals(game.scores, items)
    for item in items:
        for player, points in item.awards:
            totals[player] += points
    assert totals == list(game.scores)
    assert start_totals(game.scores, items) != list(game.scores)


def test_a_scored_feature_flashes_in_the_scorers_colour_and_its_followers_go_home():
    game = finished_game()
    for item in walk_items(game.reports[-1]):
        markup = render.score_flash(game, item, "final-pop")
        awards = [(p, n) for p, n in item.awards if n]
        assert f'data-testid="final-pop" data-player="{awards[0][0]}"' in markup
        assert f">+{max(n for _, n in awards)}</text>" in markup
        assert f"player-{game.players[awards[0][0]].color}" in markup
        assert markup.count('data-testid="returning"') == len(item.returned)
        assert 'class="flash' in markup
