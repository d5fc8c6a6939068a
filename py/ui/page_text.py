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
    N_("Import a game or scenario (JSON)…"), N_("Scenario editor"),
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

COLOURS = (
    NP_("colour", "Red"), NP_("colour", "Blue"), NP_("colour", "Green"), NP_("colour", "Yellow"),
    NP_("colour", "Black"), NP_("colour", "Pink"),
)

#: Proposed whole sentences for what ui/app.py, ui/controller.py and ui/storage.py build from pieces today.
APP_PY = (
    N_("Full game (all tiles)"), N_("Quick game (30 tiles)"), N_("Short game (12 tiles)"), N_("Taster (4 tiles)"),
    N_("Name of player {n}"), N_("Colour of player {n}"), N_("Who plays player {n}"), N_("Human"), N_("Computer"),
    N_("Player {n}"), N_("Computer {n}"),
    N_("Two players have the same name: give everyone a different one."),
    N_("Two players have the same colour: pick a different one for each."),
    N_("The seed must be a whole number (or empty for a random game)."),
    N_("Something went wrong: {error}"), N_("Resume"), N_("Delete"), N_("Really delete?"),
    N_("Unreadable entry “{key}”"), N_("{reason}. It is left as it is."),
    N_("That save cannot be opened: {reason}."), N_("That save cannot be opened: {reason}. It is left as it is."),
    N_("“{filename}” is not a game file: it is not valid JSON ({error})."),
    N_("“{filename}” is neither a saved game nor a scenario (format {format})."),
    N_("“{filename}” cannot be opened: {reason}."),
    N_("Game of {players}"), N_("Turn {step} of {count}"),
    N_("Drawn tile {tile}, turned {rot}°. Drag it onto the board, or focus the board and use the arrow keys and "
       "Enter."),
    N_("Drawn tile {tile}, played by the computer."), N_("The game is over."),
    N_("{player}: place the tile. Drag it onto a highlighted cell."),
    N_("{player}: {spot}. Confirm, or pick another spot."),
    N_("{player}: the abbot comes back and scores. Confirm, or pick something else."),
    N_("{player}: choose a follower spot, or none; then confirm."),
    N_("{player}: choose a follower spot or take your abbot back, or none; then confirm."),
    N_("{player}: no follower can go on this tile. Confirm the turn."),
    N_("Confirm the turn (first pick the gingerbread man's city)"), N_("Confirm the turn: {spot}"),
    N_("Confirm the turn: take the abbot back"), N_("Confirm the turn with no follower"), N_("Confirm the turn"),
    NN_("Take the abbot back from the monastery at ({x}, {y}) (+{points} point)",
        "Take the abbot back from the monastery at ({x}, {y}) (+{points} points)"),
    NN_("Take the abbot back from the garden at ({x}, {y}) (+{points} point)",
        "Take the abbot back from the garden at ({x}, {y}) (+{points} points)"),
    NN_("Tile placed at {x}, {y}. {n} follower spot.", "Tile placed at {x}, {y}. {n} follower spots."),
    N_("Tile placed at {x}, {y}. No follower spot."),
    N_("Cell {x}, {y}: fits turned {rotations}. Enter places."),
    N_("Back to the start of the turn: the tile is in your hand again."),
    N_("There is no confirmed turn to take back."), N_("The last turn was taken back."),
    N_("Turn {number}: {player} placed {tile} at ({x}, {y})."),
    N_("A knight in the city."), N_("A thief on the road."), N_("A monk in the monastery."),
    N_("A farmer in the field."), N_("The abbot in the monastery."), N_("The abbot in the garden."),
    N_("The big follower as a knight in the city."), N_("The big follower as a thief on the road."),
    N_("The big follower as a monk in the monastery."), N_("The big follower as a farmer in the field."),
    N_("Took the abbot back from ({x}, {y})."), N_("Moved the gingerbread man to the city at ({x}, {y})."),
    N_("Final scoring"), N_("No points this turn."), N_("Nothing was left to score at the end."), N_("Player"),
    NN_("{n} tile in the bag", "{n} tiles in the bag"), N_("Last river tile: the lake ends the river"),
    NN_("River phase: {n} river tile left", "River phase: {n} river tiles left"),
    N_("it is not the time to place a tile"), N_("it does not fit there turned {rot}°; turn it to {rotations}"),
    N_("{reason} (no rotation fits there)"), N_("the rules forbid it"), N_("place the tile first"),
    N_("choose the city the gingerbread man moves to first"),
    N_("The browser's storage for this site is full, so this game could not be saved. Delete old saved games or "
       "export this one to a file."),
    N_("This browser does not let the page store anything, so games cannot be saved here."),
    N_("the entry is empty"), N_("it is not valid JSON (damaged)"), N_("it is not a saved game"),
    N_("it is not a Carcassonne save (format {format})"),
    N_("it is a save of version {version}, which this page does not read"), N_("its players are damaged"),
    N_("The game could not be saved: {error}"), N_("it was written by another version of this game"),
)

COMPUTER_AND_COACH = (  # index.html's hint, watch and settings controls; autoplay, coach_view, new_game_form
    N_("Hint"), N_("The move the hard computer would make (H)"), N_("Play the hint"), N_("Watch the computers"),
    N_("Pause"), N_("Resume"), N_("Step"), N_("Settings"), N_("Computer speed"), N_("Slow"), N_("Normal"),
    N_("Fast"), N_("Hints (H)"), N_("Computer: easy"), N_("Computer: medium"), N_("Computer: hard"),
    N_("Thinking…"), N_("Hint: {reasons}"),
)

POLISH = (  # issue 13: the turn box's take-back (index.html)
    N_("Take it back"), N_("Keep playing"),
)
