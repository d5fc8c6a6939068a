"""The turn panel's sentences, from a `session.GameSession`: what the player on turn is to do, what Confirm will
do, the gingerbread man's step.  Pure functions (no ``js``), tested on CPython; the wording itself is `text`'s."""

from __future__ import annotations

from . import text
from .controller import AUTO, DEPLOY, PLACE


def spot_phrase(turn) -> str | None:
    """The chosen follower spot in a few words, e.g. 'knight in the city' (None: no spot chosen)."""
    if turn.choice is None:
        return None
    spot = next((s for s in turn.spots() if s.deployment == turn.choice), None)
    return spot.label.split(" (")[0].lower() if spot is not None else None


def turn_line(session) -> str:
    """One sentence under the drawn tile: whose turn and what is to be done now."""
    game, turn = session.game, session.turn
    if game.over:
        winners = game.winners
        return "The game is over. " + text.winners_line(winners, session.names, game.scores[winners[0]])
    name = session.names[game.current_player]
    if turn.phase == AUTO:
        return (text.computer_thinking(name) if turn.placement is None
                else text.computer_plays(name, turn.placement.x, turn.placement.y))
    if turn.phase == PLACE:
        return f"{name}: place the tile. Drag it onto a highlighted cell."
    if turn.phase != DEPLOY:
        return ""
    n = len(turn.spots())
    extra = " or take your abbot back" if turn.recalls() else ""
    if turn.needs_city:
        return text.gingerbread_turn_line(name, bool(n or extra))
    if turn.choice is not None:
        return f"{name}: {spot_phrase(turn)}. Confirm, or pick another spot."
    if turn.recall is not None:
        return f"{name}: the abbot comes back and scores. Confirm, or pick something else."
    if n or extra:
        return f"{name}: choose a follower spot{extra}, or none; then confirm."
    return f"{name}: no follower can go on this tile. Confirm the turn."


def confirm_label(turn) -> str:
    """The Confirm button's accessible name: what confirming now does."""
    deploy = turn.phase == DEPLOY
    if turn.needs_city:
        return "Confirm the turn (first pick the gingerbread man's city)"
    if deploy and turn.choice is not None:
        return f"Confirm the turn: {spot_phrase(turn)}"
    if deploy and turn.recall is not None:
        return "Confirm the turn: take the abbot back"
    return "Confirm the turn with no follower" if deploy else "Confirm the turn"


def city_summary(session, choice) -> str | None:
    """Size and knights of a city the gingerbread man may go to (None: no city chosen)."""
    if choice is None:
        return None
    item = session.turn.tentative.preview(choice.x, choice.y, choice.at)
    knights = [(session.names[p], n) for p, n in item.strength] if item is not None else []
    return text.city_summary(len(item.tiles) if item is not None else 1, knights)


def tray_label(turn) -> str:
    if turn.phase == AUTO:
        return f"Drawn tile {turn.tile}, played by the computer."
    return (f"Drawn tile {turn.tile}, turned {turn.rot_pref}°. Drag it onto the board, or focus the board and use "
            "the arrow keys and Enter.")
