"""Texts of the page (index.html) and of `ui/text.py` not yet wired to `ui.i18n`, marked so the extractor, the
.pot and the German catalogue already hold them.

Wiring a text means: call `t`/`nt`/`pt` with the same msgid where it is shown, and delete it here.  When this
module is empty it goes away.  Nothing imports it at run time.
"""

from __future__ import annotations

from .i18n import N_, NN_, NP_

INDEX_HTML = (
    N_("Loading Carcassonne…"), N_("This game runs in your browser and needs JavaScript."),
    N_("Winter"),
    N_("For 2–5 players on one device (6 with Inns & Cathedrals), against each other or the computer. Build a "
       "snowy landscape of cities, roads and monasteries."),
    N_("New game"), N_("Players"), N_("Names and colours"), N_("Rules"), N_("Farmers"),
    N_("— switch off for a first game, as the rulebook suggests"),
    N_("— start with the river tiles"), N_("— one abbot each for monasteries and gardens"),
    N_("— inns, cathedrals, a big follower each, up to 6 players"),
    N_("— six gingerbread tiles (provisional shapes); he pays knights as he leaves their city"),
    N_("More options"), N_("Game length"), N_("Seed"), N_("(optional: the same seed deals the same tiles)"),
    N_("random"), N_("Start game"), N_("Saved games"), N_("No saved games yet. Every turn is saved as you play."),
    N_("Import a game or scenario (JSON)…"),
    N_("game board"), N_("Board"),
    N_("Arrow keys move the cursor over the cells where the tile fits, R turns the tile, Enter puts it down. Then "
       "Tab reaches the follower spots (B switches to the big follower) and, when the gingerbread man moves, the "
       "cities he may go to; Enter picks one. Enter on the board confirms the turn and Escape takes the tile back. "
       "Plus and minus zoom, 0 fits the board."),
    N_("Zoom"), N_("Zoom in"), N_("Zoom in (+)"), N_("Zoom out"), N_("Zoom out (−)"), N_("Fit the board"),
    N_("Fit the board (0)"), N_("Tiles in the bag"), N_("Menu"), N_("Game"), N_("☰ Menu"), N_("Export"),
    N_("Save file (JSON)"), N_("Scenario (JSON)"), N_("Scores"), N_("See the tiles"),
    N_("Rotate the tile (R)"), N_("Rotate (R)"), N_("Rotate"), N_("Undo: take the tile back (Esc)"),
    N_("Take the tile back (Esc)"), N_("Undo"), N_("End the turn without a follower"), N_("No follower"),
    N_("Confirm (Enter)"), N_("Confirm turn"), N_("Show the whole board"), N_("Step through the turns"),
    N_("First turn"), N_("Previous turn"), N_("Next turn"), N_("Last turn"), N_("Final scores"), N_("Game log"),
    N_("↶ Take back the last confirmed turn"), N_("Tiles"), N_("Close the tile list"),
    N_("The Gingerbread Man's six tiles (GB1–GB6) are drawn with provisional shapes: their printed shapes are not "
       "documented in our sources, so the real tiles may differ."),
    N_("How the final scoring went"), N_("View the board"), N_("Language"),
)

ROLES = (
    NP_("role", "knight"), NP_("role", "thief"), NP_("role", "monk"), NP_("role", "farmer"), NP_("role", "abbot"),
    NP_("role", "follower"), NP_("role", "big knight"), NP_("role", "big thief"), NP_("role", "big monk"),
    NP_("role", "big farmer"), NP_("role", "big follower"),
)

SPOT_LABELS = (
    N_("Knight in the city ({location})"), N_("Thief on the road ({location})"),
    N_("Monk in the monastery ({location})"), N_("Farmer in the field ({location})"),
    N_("Abbot in the monastery ({location})"), N_("Abbot in the garden ({location})"),
    N_("Big knight in the city ({location})"), N_("Big thief on the road ({location})"),
    N_("Big farmer in the field ({location})"), N_("Big monk in the monastery ({location})"),
)

CATEGORY_LABELS = (
    NP_("category", "Roads"), NP_("category", "Cities"), NP_("category", "Monasteries"),
    NP_("category", "Gardens"), NP_("category", "Fields"), NP_("category", "Gingerbread"),
    NP_("category", "Total"),
)

EXPANSION_LABELS = (
    N_("The River"), N_("The Abbot"), N_("Inns & Cathedrals"), N_("The Gingerbread Man"), N_("Base game"),
    N_("Winter animals"), N_("The Gingerbread Man (provisional shapes)"),
)

LOCATION_WORDS = (
    NP_("location", "north"), NP_("location", "east"), NP_("location", "south"), NP_("location", "west"),
    NP_("location", "north-west"), NP_("location", "north-east"), NP_("location", "east-north"),
    NP_("location", "east-south"), NP_("location", "south-east"), NP_("location", "south-west"),
    NP_("location", "west-south"), NP_("location", "west-north"), NP_("location", "centre"),
    NP_("location", "garden"), NP_("location", "inner"),
)

TEXT_PY = (
    N_("The gingerbread man, in the city at ({x}, {y}) {where}"),
    N_("{player}'s knight"), NN_("{player}'s {n} knight", "{player}'s {n} knights"),
    NN_("{n} tile, {knights}", "{n} tiles, {knights}"), N_("no knights"),
    N_("Gingerbread man to the city at ({x}, {y}) {where}: {city}"),
    N_("The big follower counts as two followers (B)"), N_("Only your big follower can go here"),
    N_("Using the big follower ✓"), N_("Use the big follower"),
    N_("First pick the city the gingerbread man moves to: one of the highlighted cities."),
    N_("{player}: choose a follower spot, or none, and a city for the gingerbread man; then confirm."),
    N_("{player}: choose a city for the gingerbread man, then confirm."),
    NN_("Move the gingerbread man: pick the {n} highlighted city on the board.",
        "Move the gingerbread man: pick one of the {n} highlighted cities on the board."),
    N_("The gingerbread man moves to the only city open to him ({city})."),
    N_("The gingerbread man moves to the chosen city ({city}). Pick another one to change it."),
    N_("none left"), NN_("{n} left", "{n} left"),
    NN_("{n} tile in the bag.", "{n} tiles in the bag."),
    NN_("{n} tile in the bag; {tile} is in play now.", "{n} tiles in the bag; {tile} is in play now."),
    N_("{player} (computer)"), N_("computer"),
    NN_("The computer's last turn", "The computer's last {n} turns"),
    N_("{player} is thinking…"), N_("{player} puts the tile at ({x}, {y})."),
    N_("The tile can't go there: {reason}."), N_("Turn {number}: {player}"),
    NN_("{player} wins with {points} point!", "{player} wins with {points} points!"),
    NN_("A tie: {players} share the win with {points} point. The rules call for another game!",
        "A tie: {players} share the win with {points} points. The rules call for another game!"),
)
