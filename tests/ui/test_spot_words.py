"""Follower spots are named in plain words (`ui.text.spot_labels`): never a location code such as "(NNE)", and a
place on the tile ("at the top right", "oben rechts") only where two spots of one kind share the tile."""

from __future__ import annotations

import re

import pytest

from carcassonne.geometry import feature_kind, oriented
from carcassonne.tiles import TILE_TYPES
from ui import i18n, text

CODES = re.compile(r"\b(?:N|E|S|W|NNE|NNW|ENE|ESE|SSE|SSW|WSW|WNW|C|G|I)\b|[()]")


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def tile_spots(tile_id: str, rot: int, kind: str = "normal") -> list[tuple[str, str, str]]:
    """(kind, feature, location) of every segment of the tile as it lies, as the controller builds them."""
    o = oriented(tile_id, rot)
    return [(kind, seg.kind, seg.name) for seg in o.segments]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_tile_names_its_spots_apart_without_codes(lang):
    i18n.set_language(lang)
    try:
        for tile_id in TILE_TYPES:
            for rot in (0, 90, 180, 270):
                for kind in ("normal", "big"):
                    spots = tile_spots(tile_id, rot, kind)
                    labels = text.spot_labels(tile_id, rot, spots)
                    assert len(set(labels)) == len(labels), (tile_id, rot, labels)
                    assert not any(CODES.search(label) for label in labels), (tile_id, rot, labels)
    finally:
        i18n.set_language("en")


def test_a_place_is_said_only_where_two_spots_of_a_kind_share_the_tile():
    # E: a city cap (north) and one field: nothing to tell apart
    assert text.spot_labels("E", 0, tile_spots("E", 0)) == ["Knight in the city", "Farmer in the field"]
    # D: a straight road between a city cap and a field on each side of the road
    labels = text.spot_labels("D", 0, tile_spots("D", 0))
    assert "Thief on the road" in labels and "Knight in the city" in labels
    fields = sorted(label for label in labels if label.startswith("Farmer"))
    assert len(fields) == 2 and all(label != "Farmer in the field" for label in fields), labels
    # the places follow the tile as it lies: turned half round, top and bottom swap
    swap = {"top": "bottom", "bottom": "top", "left": "right", "right": "left"}
    half_turned = sorted(re.sub(r"top|bottom|left|right", lambda m: swap[m.group()], label) for label in fields)
    turned = text.spot_labels("D", 180, tile_spots("D", 180))
    assert sorted(label for label in turned if label.startswith("Farmer")) == half_turned
    assert text.spot_label("abbot", "monastery") == "Abbot in the monastery"
    assert text.spot_phrase("Farmer in the field at the top right") == "farmer in the field at the top right"


def test_crossroads_roads_read_top_right_bottom_left(german):
    labels = text.spot_labels("X", 0, [(k, f, loc) for k, f, loc in tile_spots("X", 0) if f == "road"])
    assert sorted(labels) == sorted(["Wegelagerer auf der Straße oben", "Wegelagerer auf der Straße rechts",
                                     "Wegelagerer auf der Straße unten", "Wegelagerer auf der Straße links"])
    assert feature_kind("X", 0, "N") == "road"
    assert text.spot_label("normal", "field", "top right") == "Bauer auf der Wiese oben rechts"
