"""Players' names as a page shows them.

A lesson's scenario usually names its seats after their colours ("Red", "Blue"): data in English, while the
lesson's own words come in the page's language (the scenario format's `i18n` has no names).  A seat whose name is
exactly its own colour's English word is shown as that colour in the page's language ("Rot"); any other name is
a person's and stays as written.  Pure Python.
"""

from __future__ import annotations

from .i18n import N_, NP_, pt

#: Who plays a seat (the new game's form, the replay's "play on"); every kind but human is a `carcassonne.ai` level.
SEAT_KINDS = (("human", N_("Human")), ("easy", N_("Computer: easy")), ("medium", N_("Computer: medium")),
              ("hard", N_("Computer: hard")), ("expert", N_("Computer: expert")))

COLOUR_WORDS = {"red": NP_("colour", "Red"), "blue": NP_("colour", "Blue"), "green": NP_("colour", "Green"),
                "yellow": NP_("colour", "Yellow"), "black": NP_("colour", "Black"), "pink": NP_("colour", "Pink")}


def shown_name(name: str, colour: str) -> str:
    """The seat's name in the page's language when it is just its colour's English word, else the name itself."""
    word = COLOUR_WORDS.get(colour)
    if word is None or name.strip().casefold() != word[1].casefold():
        return name
    return pt(*word)


def shown_names(players) -> list[str]:
    return [shown_name(p.name, p.color) for p in players]
