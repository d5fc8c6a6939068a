"""The coach's reasons (`carcassonne.ai.coach.Reason`, as the worker sends them: kind, points, feature, numbers)
as sentences in the page's language: one whole-sentence msgid per reason kind and feature, so a translation can
order and inflect them freely.  Pure Python (tests run it on CPython)."""

from __future__ import annotations

from .i18n import N_, NN_, nt, t

FINISHES_YOURS = {"city": N_("finishes your city: {points} now"), "road": N_("finishes your road: {points} now"),
                  "monastery": N_("finishes your monastery: {points} now"),
                  "garden": N_("finishes your garden: {points} now")}
FINISHES_THEIRS = {"city": N_("finishes {player}'s city: {points} for them"),
                   "road": N_("finishes {player}'s road: {points} for them"),
                   "monastery": N_("finishes {player}'s monastery: {points} for them"),
                   "garden": N_("finishes {player}'s garden: {points} for them")}
RECALL = {"monastery": N_("takes your abbot back from the monastery: {points} now"),
          "garden": N_("takes your abbot back from the garden: {points} now")}
CLOISTER = {"monastery": NN_("monk on a monastery with {n} tile around: about {points}",
                             "monk on a monastery with {n} tiles around: about {points}"),
            "garden": NN_("abbot on a garden with {n} tile around: about {points}",
                          "abbot on a garden with {n} tiles around: about {points}")}
# What the tile itself does, with or without a follower: builds the player's road or city, makes another player's
# harder to finish, keeps the followers back (so a hint never says only "overall about +N").
BUILDS = {"city": NN_("adds to your city: now {n} tile, {chance}% chance to finish it",
                      "adds to your city: now {n} tiles, {chance}% chance to finish it"),
          "road": NN_("adds to your road: now {n} tile, {chance}% chance to finish it",
                      "adds to your road: now {n} tiles, {chance}% chance to finish it")}
BLOCKS = {"city": N_("makes {player}'s city harder to finish: {before}% chance before, {after}% after"),
          "road": N_("makes {player}'s road harder to finish: {before}% chance before, {after}% after")}
KEEPS = NN_("keeps your follower back for later: {n} in your supply",
            "keeps your followers back for later: {n} in your supply")
FOLLOWER = {"city": NN_("knight on a city of {n} tile: {chance}% chance to finish it, about {points}",
                        "knight on a city of {n} tiles: {chance}% chance to finish it, about {points}"),
            "road": NN_("thief on a road of {n} tile: {chance}% chance to finish it, about {points}",
                        "thief on a road of {n} tiles: {chance}% chance to finish it, about {points}")}
# A farmer's points count the finished cities next to its field and the open ones by their chance to be finished:
# the sentence says which (one msgid per case, counted by the number it names).
FARMER = NN_("farmer on a field next to {n} finished city: about {points} at the end",
             "farmer on a field next to {n} finished cities: about {points} at the end")
FARMER_OPEN = NN_("farmer on a field next to {n} unfinished city: about {points} at the end, by its chance to be "
                  "finished",
                  "farmer on a field next to {n} unfinished cities: about {points} at the end, by their chances to be "
                  "finished")
FARMER_BOTH = NN_("farmer on a field next to {n} finished city and open ones that may be finished: about {points} at "
                  "the end",
                  "farmer on a field next to {n} finished cities and open ones that may be finished: about {points} "
                  "at the end")


def signed(points: int) -> str:
    return f"{points:+d}"


def _number(numbers: dict, key: str) -> int:
    value = numbers.get(key, 0)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def hint_reason_text(reason: dict, names) -> str:
    """One reason as a sentence ('finishes your city: +8 now'); an unknown kind gives its points only."""
    kind, feature = reason.get("kind"), reason.get("feature", "")
    numbers = reason.get("numbers") if isinstance(reason.get("numbers"), dict) else {}
    points = signed(reason.get("points", 0) if isinstance(reason.get("points"), int) else 0)
    if kind == "completes" and feature in FINISHES_YOURS:
        return t(FINISHES_YOURS[feature], points=points)
    if kind == "completes_other" and feature in FINISHES_THEIRS:
        seat = _number(numbers, "player")
        player = names[seat] if 0 <= seat < len(names) else t("another player")
        return t(FINISHES_THEIRS[feature], player=player, points=signed(_number(numbers, "their_points")))
    if kind == "recall" and feature in RECALL:
        return t(RECALL[feature], points=points)
    if kind == "gingerbread":
        return t("the gingerbread man's city pays your knights: {points} now", points=points)
    if kind == "farmer":
        finished, open_ = _number(numbers, "finished"), _number(numbers, "open")
        if not open_:
            return nt(*FARMER, finished, points=points)
        if not finished:
            return nt(*FARMER_OPEN, open_, points=points)
        return nt(*FARMER_BOTH, finished, points=points)
    if kind == "cloister" and feature in CLOISTER:
        return nt(*CLOISTER[feature], _number(numbers, "around"), points=points)
    if kind == "builds" and feature in BUILDS:
        return nt(*BUILDS[feature], _number(numbers, "tiles"), chance=_number(numbers, "chance"))
    if kind == "blocks" and feature in BLOCKS:
        seat = _number(numbers, "player")
        player = names[seat] if 0 <= seat < len(names) else t("another player")
        return t(BLOCKS[feature], player=player, before=_number(numbers, "before"), after=_number(numbers, "after"))
    if kind == "keeps":
        return nt(*KEEPS, _number(numbers, "supply"))
    if kind == "no_followers":
        return t("no follower left in your supply to place")
    if kind == "follower" and feature in FOLLOWER:
        return nt(*FOLLOWER[feature], _number(numbers, "tiles"), chance=_number(numbers, "chance"), points=points)
    if kind == "overall":
        return t("overall about {points} against the best other player", points=points)
    return t("worth about {points}", points=points)


def hint_lines(found: dict, names) -> list[str]:
    return [hint_reason_text(r, names) for r in found.get("reasons", ()) if isinstance(r, dict)]


__all__ = ["hint_lines", "hint_reason_text"]
