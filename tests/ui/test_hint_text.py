"""The coach's reasons in words (ui.hint_text): what the tile builds, blocks or keeps back, and the plural forms
(issue 22: "with 1 tiles around"), in English and German."""

import pytest

from ui import i18n
from ui.hint_text import hint_reason_text as reason_text


@pytest.mark.parametrize("reason, english, german", [
    ({"kind": "cloister", "points": 2, "feature": "monastery", "numbers": {"around": 1}},
     "monk on a monastery with 1 tile around: about +2", "Mönch in einem Kloster mit 1 Karte ringsum: etwa +2"),
    ({"kind": "cloister", "points": 6, "feature": "garden", "numbers": {"around": 4}},
     "abbot on a garden with 4 tiles around: about +6", "Abt in einem Garten mit 4 Karten ringsum: etwa +6"),
    ({"kind": "builds", "points": 0, "feature": "city", "numbers": {"tiles": 4, "chance": 35}},
     "adds to your city: now 4 tiles, 35% chance to finish it",
     "baut deine Stadt aus: jetzt 4 Karten, 35 % Chance, dass sie fertig wird"),
    ({"kind": "blocks", "points": 0, "feature": "road", "numbers": {"player": 1, "before": 70, "after": 20}},
     "makes Ben's road harder to finish: 70% chance before, 20% after",
     "macht es schwerer, die Straße von Ben fertigzustellen: vorher 70 % Chance, danach 20 %"),
    ({"kind": "keeps", "points": 0, "numbers": {"supply": 1}},
     "keeps your follower back for later: 1 in your supply", "hält deinen Gefolgsmann für später zurück: 1 in deinem Vorrat"),
    ({"kind": "keeps", "points": 0, "numbers": {"supply": 5}},
     "keeps your followers back for later: 5 in your supply", "hält deine Gefolgsleute für später zurück: 5 in deinem Vorrat"),
    ({"kind": "no_followers", "points": 0}, "no follower left in your supply to place",
     "kein Gefolgsmann mehr in deinem Vorrat zum Einsetzen"),
])
def test_what_the_tile_does_reads_as_a_sentence(reason, english, german):
    names = ["Anna", "Ben"]
    assert reason_text(reason, names) == english
    try:
        i18n.set_language("de")
        assert reason_text(reason, names) == german
    finally:
        i18n.set_language("en")
