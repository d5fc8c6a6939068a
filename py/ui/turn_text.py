"""The turn panel's sentences, from a `session.GameSession`: what the player on turn is to do, what Confirm will
do, the gingerbread man's step.  Pure functions (no ``js``), tested on CPython; the wording itself is `text`'s."""

from __future__ import annotations

from . import text
from .i18n import t
from .tile_words import tile_phrase
from .controller import AUTO, DEPLOY, PLACE


def spot_phrase(turn) -> str | None:
    """The chosen follower spot in a few words, e.g. 'knight in the city' (None: no spot chosen)."""
    if turn.choice is None:
        return None
    spot = next((s for s in turn.spots() if s.deployment == turn.choice), None)
    return text.spot_phrase(spot.label) if spot is not None else None


def turn_line(session) -> str:
    """One sentence under the drawn tile: whose turn and what is to be done now."""
    game, turn = session.game, session.turn
    if game.over and getattr(session, "walking", False):
        return t("The bag is empty: the final scoring goes over the board, feature by feature.")
    if game.over:
        winners = game.winners
        return t("The game is over.") + " " + text.winners_line(winners, session.names, game.scores[winners[0]])
    name = session.names[game.current_player]
    if turn.phase == AUTO:
        if turn.placement is not None:
            return text.computer_plays(name, turn.placement.tile)
        return text.computer_getting_ready(name) if session.computer_warming else text.computer_thinking(name)
    if turn.phase == PLACE:
        return t("{player}: place the tile. Drag it onto a highlighted cell, or tap one.", player=name)
    if turn.phase != DEPLOY:
        return ""
    n = len(turn.spots())
    recalls = bool(turn.recalls())
    if turn.needs_city:
        return text.gingerbread_turn_line(name, bool(n or recalls))
    if turn.choice is not None:
        return t("{player}: {spot}. Confirm, or pick another spot.", player=name, spot=spot_phrase(turn))
    if turn.recall is not None:
        return t("{player}: the abbot comes back and scores. Confirm, or pick something else.", player=name)
    if recalls:
        return t("{player}: choose a follower spot or take your abbot back, or none; then confirm.", player=name)
    if n:
        return t("{player}: choose a follower spot, or none; then confirm.", player=name)
    return t("{player}: no follower can go on this tile. Confirm the turn.", player=name)


def confirm_label(turn) -> str:
    """The Confirm button's accessible name: what confirming now does."""
    deploy = turn.phase == DEPLOY
    if turn.needs_city:
        return t("Confirm the turn (first pick the gingerbread man's city)")
    if deploy and turn.choice is not None:
        return t("Confirm the turn: {spot}", spot=spot_phrase(turn))
    if deploy and turn.recall is not None:
        return t("Confirm the turn: take the abbot back")
    return t("Confirm the turn with no follower") if deploy else t("Confirm the turn")


def city_summary(session, choice) -> str | None:
    """Size and knights of a city the gingerbread man may go to (None: no city chosen)."""
    if choice is None:
        return None
    item = session.turn.tentative.preview(choice.x, choice.y, choice.at)
    knights = [(session.names[p], n) for p, n in item.strength] if item is not None else []
    return text.city_summary(len(item.tiles) if item is not None else 1, knights)


def tray_label(turn) -> str:
    tile = tile_phrase(turn.tile)
    if turn.phase == AUTO:
        return t("The drawn tile, {tile}, played by the computer.", tile=tile)
    return t("The drawn tile, {tile}, turned {rot}°. Drag it onto the board, or focus the board and use the arrow "
             "keys and Enter.", tile=tile, rot=turn.rot_pref)
