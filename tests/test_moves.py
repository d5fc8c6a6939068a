"""Value types: text form, parse, and errors that quote the input."""

import pytest

from carcassonne import CityChoice, Deployment, ParseError, Placement, Turn


@pytest.mark.parametrize("text", ["E@0,-1r180", "E@0,-1r180 +S", "IC01@-3,12r270 +C:abbot",
                                  "U@1,0r0 +NNW:big", "RJ@2,2r90 ^1,-1", "GB1@0,-1r0 +N ~4,-1:E"])
def test_turn_text_round_trips(text):
    turn = Turn.parse(text)
    assert str(turn) == text
    assert Turn.parse(str(turn)) == turn


def test_parts_are_read_into_values():
    turn = Turn.parse("E@0,-1r180 +S:big ~2,3:N")
    assert turn.placement == Placement("E", 0, -1, 180)
    assert turn.deploy == Deployment("S", "big")
    assert turn.gingerbread == CityChoice(2, 3, "N")


@pytest.mark.parametrize("text,fragment", [
    ("", "is empty"), ("E@0,-1", "'E@0,-1' is not of the form TILE@X,YrROT"), ("E@0,-1r45", "rotation 45"),
    ("E@0,-1r90 +Q", "location 'Q'"), ("E@0,-1r90 +S:giant", "follower kind 'giant'"),
    ("E@0,-1r90 S", "cannot read 'S'"), ("E@0,-1r90 +S +N", "cannot read '+N'"),
    ("E@0,-1r90 ~1,2:X", "gingerbread move '~1,2:X'"),
])
def test_bad_text_is_refused_quoting_it(text, fragment):
    with pytest.raises(ParseError) as info:
        Turn.parse(text)
    assert fragment in str(info.value)


def test_values_are_frozen_and_hashable():
    p = Placement("E", 0, -1, 180)
    with pytest.raises(AttributeError):
        p.x = 3  # type: ignore[misc]
    assert len({p, Placement("E", 0, -1, 180)}) == 1
    with pytest.raises(ParseError):
        Placement("E", 0, 0, 45)
