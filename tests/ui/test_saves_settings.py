"""The pure parts of the saved-games list's entries, the settings, the colour-blind shapes and the sounds
(issue 13, items 7 and 9); the page itself is e2e/test_saves_and_settings.py."""

from xml.dom import minidom

from carcassonne import Game, Rules
from carcassonne.record import dump_save, save_summary
from carcassonne.sim import random_game
from ui import player_marks, render, sound
from ui.saves_list import length_bit, rules_line
from ui.session import GameSession
from ui.settings import MOTIONS, Preferences


def parse(markup: str):
    return minidom.parseString(f'<g xmlns="http://www.w3.org/2000/svg">{markup}</g>').documentElement


# --- saves list -----------------------------------------------------------------------------------------------

def test_an_entry_says_how_many_tiles_are_left_and_which_rules():
    game = Game(["Ann", "Bob"], seed=4, rules=Rules(farmers=False, expansions=("inns-cathedrals", "river")))
    game.play(game.legal_turns()[0])
    summary = save_summary(dump_save(game))
    assert length_bit(summary) == f"{game.tiles_left} tiles left of {len(game.bag)}"
    assert rules_line(summary) == "The River · Inns & Cathedrals · no farmers"
    assert rules_line(save_summary(dump_save(Game(["Ann", "Bob"], seed=4)))) == "Base game"


def test_a_finished_or_free_game_shows_no_tiles_left():
    assert length_bit(save_summary(dump_save(random_game(6)))) is None
    assert length_bit(save_summary(dump_save(Game(["Ann", "Bob"], free=True)))) is None


def test_an_imported_game_keeps_its_mark_in_every_later_save():
    game = Game(["Ann", "Bob"], seed=4)
    assert "imported" not in GameSession(game, save_id="a").save_meta()
    meta = GameSession(game, save_id="b", imported=True).save_meta()
    assert meta["imported"] is True and save_summary(dump_save(game, **meta)).imported


# --- settings ---------------------------------------------------------------------------------------------------

def test_settings_fall_back_to_the_defaults_on_anything_unreadable():
    assert Preferences.read({}) == Preferences("normal", True, True, False, None)
    odd = Preferences.read({"speed": "warp", "hints": "no", "sound": 0, "marks": None, "motion": "jumpy"})
    assert odd == Preferences.read({})
    chosen = Preferences.read({"speed": "fast", "hints": False, "sound": False, "marks": True, "motion": "quick"})
    assert (chosen.speed, chosen.hints, chosen.sound, chosen.marks, chosen.motion) == ("fast", False, False, True,
                                                                                        "quick")


def test_hints_from_the_expert_are_a_setting_off_by_default():
    assert Preferences.read({}).expert_hints is False
    assert Preferences.read({"expert_hints": True}).expert_hints is True
    assert Preferences.read({"expert_hints": "yes"}).expert_hints is False  # only a real true switches it on


def test_motion_follows_the_device_until_the_player_chooses():
    assert Preferences().motion_on(device_reduces=True) == "off"
    assert Preferences().motion_on(device_reduces=False) == "normal"
    for motion in MOTIONS:
        assert Preferences(motion=motion).motion_on(device_reduces=True) == motion


# --- colour-blind shapes ---------------------------------------------------------------------------------------

def test_every_seat_has_its_own_shape():
    names = [player_marks.mark_name(seat) for seat in range(6)]
    assert len(set(names)) == 6
    for seat in range(6):
        mark = parse(player_marks.mark_svg(seat)).getElementsByTagName("g")[0]
        assert mark.getAttribute("data-mark") == names[seat] and mark.getAttribute("class") == "player-mark"


def test_each_follower_on_the_board_carries_its_players_shape():
    game = random_game(9, 3, stop_after=30)
    assert game.meeples
    root = parse(render.meeples_layer(game))
    figures = [el for el in root.getElementsByTagName("g") if el.getAttribute("data-testid") == "meeple"]
    assert len(figures) == len(game.meeples)
    for figure in figures:
        marks = [g for g in figure.getElementsByTagName("g") if g.getAttribute("class") == "player-mark"]
        assert [m.getAttribute("data-mark") for m in marks] == \
            [player_marks.mark_name(int(figure.getAttribute("data-player")))]


def test_the_scoreboard_icon_carries_the_shape_only_when_given_a_seat():
    assert 'data-mark="square"' in render.supply_icon("normal", "red", 2)
    assert "player-mark" not in render.supply_icon("normal", "red")


# --- sounds ------------------------------------------------------------------------------------------------------

def test_sounds_are_short_and_quiet():
    assert set(sound.SOUNDS) == {"place", "score", "end"}
    assert sound.duration("place") < 0.2 and sound.duration("end") < 1.0
    assert 0 < sound.VOLUME <= 0.25
    for notes in sound.SOUNDS.values():
        assert all(20 <= n.freq <= 5000 and 0 < n.level <= 1 and n.length > 0 for n in notes)


def test_no_sound_before_a_gesture_or_when_switched_off():
    assert sound.Sounds(enabled=True).play("place") is False  # no AudioContext yet: skipped, not queued
    off = sound.Sounds(enabled=False)
    off.unlock()
    assert off.context is None and off.play("place") is False


class Heard(sound.Sounds):
    """The sounds asked for, in order (the page's `play` needs an AudioContext; its choice of sound is tested)."""

    def __init__(self) -> None:
        super().__init__()
        self.heard: list[str] = []

    def play(self, name: str) -> bool:
        self.heard.append(name)
        return True


class Later:
    def later(self, fn, ms: int = 0):
        fn()


def test_a_turn_sounds_a_chime_when_it_scores_and_a_computer_tile_lands_audibly():
    from carcassonne import ai
    import random

    game = Game(["Ann", "Bob"], seed=8)
    session = GameSession(game, computers=[1])
    rng = random.Random(8)
    kinds = set()
    while len(kinds) < 3 and not game.over:
        player = game.current_player
        game.play(ai.choose_turn(game, rng))
        report = game.reports[-1]
        heard = Heard()
        heard.turn_played(session, report, Later())
        scored = any(i.awards for i in report.scored)
        expected = (["place"] if player == 1 else []) + (["score"] if scored else [])
        assert heard.heard == expected
        kinds.add((player == 1, scored))
    assert len(kinds) == 3
