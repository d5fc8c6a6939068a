"""The new-game form: players (name, colour, a person or the computer at a level), rules, expansions, game length, seed.

The form's static part is in index.html; the player rows and the length choices are built here.  Reading it is
two steps: `NewGameForm.values` copies what the page shows into plain Python, `parse_options` checks it (pure,
tested on CPython) and says what is wrong in a sentence the form shows.
"""

from __future__ import annotations

from html import escape as esc

from . import i18n
from .dom import Callbacks, found, q, q_all
from .i18n import N_, pt, t
from .player_names import COLOUR_WORDS, SEAT_KINDS

COLOURS = ("red", "blue", "green", "yellow", "black", "pink")
MAX_PLAYERS = 6  # 6 with Inns & Cathedrals, else 5
UI_EXPANSIONS = ("river", "abbot", "inns-cathedrals", "gingerbread")  # every expansion the engine has
KINDS = SEAT_KINDS
GAME_LENGTHS = (("", N_("Full game (all tiles)")), ("30", N_("Quick game (30 tiles)")),
                ("12", N_("Short game (12 tiles)")), ("4", N_("Taster (4 tiles)")))


def default_name(seat: int, computer: bool = False) -> str:
    """A seat's name until someone types one: 'Player 2' or 'Computer 2' in the page's language."""
    return t("Computer {n}", n=seat + 1) if computer else t("Player {n}", n=seat + 1)


def is_default_name(name: str, seat: int) -> bool:
    """Whether a name is a seat's default in any language (so a switch of language may rename it)."""
    return any(name == i18n.catalogue(lang).gettext(msgid).format(n=seat + 1)
               for lang in i18n.LANGUAGES for msgid in ("Player {n}", "Computer {n}"))


def player_row(i: int) -> str:
    """One player's row (name, colour, who plays); only fixed text, no user input, goes into this markup."""
    options = "".join(f'<option value="{c}"{" selected" if c == COLOURS[i] else ""}>{esc(pt(*COLOUR_WORDS[c]))}'
                      '</option>' for c in COLOURS)
    kinds = "".join(f'<option value="{v}"{" selected" if v == "human" else ""}>{esc(t(label))}</option>'
                    for v, label in KINDS)
    return (f'<li class="player-row" data-row="{i}" data-color="{COLOURS[i]}"{" hidden" if i >= 2 else ""}>'
            f'<span class="swatch" aria-hidden="true"></span>'
            f'<label class="sr-only" for="player-name-{i}">{esc(t("Name of player {n}", n=i + 1))}</label>'
            f'<input id="player-name-{i}" data-testid="player-name-{i}" maxlength="40" autocomplete="off" '
            f'spellcheck="false" value="{esc(default_name(i))}">'
            f'<label class="sr-only" for="player-color-{i}">{esc(t("Colour of player {n}", n=i + 1))}</label>'
            f'<select id="player-color-{i}" data-testid="player-color-{i}">{options}</select>'
            f'<label class="sr-only" for="player-kind-{i}">{esc(t("Who plays player {n}", n=i + 1))}</label>'
            f'<select id="player-kind-{i}" class="kind" data-testid="player-kind-{i}">'
            f'{kinds}</select></li>')


def renamed_for_kind(name: str, seat: int, computer: bool) -> str:
    """A seat's default name follows who plays it ('Player 2' ⇄ 'Computer 2'); a name someone typed stays."""
    if is_default_name(name, seat):
        return default_name(seat, computer)
    return name


def parse_options(values: dict) -> dict:
    """Check the form's values (``players``: [(name, colour, kind)], ``farmers``, ``expansions``, ``seed``,
    ``length``: strings as typed) and return the options of a new game; ValueError names what is wrong."""
    players = []
    for i, (name, colour, kind) in enumerate(values["players"]):
        if kind not in dict(KINDS):
            raise ValueError(f"Player {i + 1}: who plays must be one of {', '.join(dict(KINDS))}.")
        players.append((" ".join(str(name).split()) or default_name(i), colour))
    names = [p[0] for p in players]
    if len(set(names)) != len(names):
        raise ValueError(t("Two players have the same name: give everyone a different one."))
    colours = [p[1] for p in players]
    if len(set(colours)) != len(colours):
        raise ValueError(t("Two players have the same colour: pick a different one for each."))
    seed_text = str(values.get("seed", "")).strip()
    seed = None
    if seed_text:
        if not seed_text.lstrip("-").isdigit():
            raise ValueError(t("The seed must be a whole number (or empty for a random game)."))
        seed = int(seed_text)
    length = str(values.get("length", ""))
    return {"players": players, "farmers": bool(values.get("farmers")),
            "expansions": [e for e in values.get("expansions", ()) if e in UI_EXPANSIONS], "seed": seed,
            "tiles": int(length) if length.isdigit() else None,
            "computers": [i for i, p in enumerate(values["players"]) if p[2] != "human"],
            "levels": {i: p[2] for i, p in enumerate(values["players"]) if p[2] != "human"}}


def new_game(options: dict):
    """The game the options describe (raises `CarcassonneError` when the engine refuses them).

    A shorter game is the engine's ``length`` (the river, then the first tiles of the seeded bag): the save
    stores that number, not a bag."""
    import carcassonne as c

    rules = c.Rules(farmers=options["farmers"], expansions=tuple(options["expansions"]))
    players = [c.Player(name, colour) for name, colour in options["players"]]
    return c.Game(players, seed=options["seed"], rules=rules, length=options["tiles"])


class NewGameForm:
    """The form on the menu screen; ``on_start(options)`` gets the checked options of a new game."""

    def __init__(self, form, callbacks: Callbacks, on_start, on_computer=None) -> None:
        self.form = form
        self.on_start = on_start
        self.on_computer = on_computer  # on_computer() when a computer seat is chosen (its worker can start now)
        self.error = q(form, "#form-error")
        q(form, "#player-rows").innerHTML = "".join(player_row(i) for i in range(MAX_PLAYERS))
        self.fill_lengths()
        callbacks.on(form, "submit", self.submit)
        callbacks.on(form, "change", self.changed)
        self.changed()

    def fill_lengths(self) -> None:
        q(self.form, '[data-testid="game-length"]').innerHTML = "".join(
            f'<option value="{v}">{esc(t(label))}</option>' for v, label in GAME_LENGTHS)

    def relabel(self) -> None:
        """Rewrite the form's labels and choices in the page's language, keeping what was chosen and typed (a
        seat's default name follows the language)."""
        form = self.form
        length = q(form, '[data-testid="game-length"]')
        chosen = length.value
        self.fill_lengths()
        length.value = chosen
        for i in range(MAX_PLAYERS):
            kind = q(form, f"#player-kind-{i}")
            for option in q_all(kind, "option"):
                option.textContent = t(dict(KINDS)[option.value])
            for option in q_all(q(form, f"#player-color-{i}"), "option"):
                option.textContent = pt(*COLOUR_WORDS[option.value])
            for what, msgid in (("name", N_("Name of player {n}")), ("color", N_("Colour of player {n}")),
                                ("kind", N_("Who plays player {n}"))):
                q(form, f'label[for="player-{what}-{i}"]').textContent = t(msgid, n=i + 1)
            name = q(form, f"#player-name-{i}")
            if is_default_name(name.value, i):
                name.value = default_name(i, kind.value != "human")
        if not self.error.hidden:
            self.show_error(None)

    def player_count(self) -> int:
        checked = q(self.form, "input[name=players]:checked")
        return int(checked.value) if found(checked) else 2

    def changed(self, ev=None) -> None:
        target = ev.target if ev is not None else None
        if found(target) and target.classList.contains("kind"):
            i = int(target.id.rsplit("-", 1)[1])
            name = q(self.form, f"#player-name-{i}")
            name.value = renamed_for_kind(name.value, i, target.value != "human")
        six = bool(q(self.form, 'input[name=expansion][value="inns-cathedrals"]').checked)
        sixth = q(self.form, 'input[name=players][value="6"]')
        sixth.closest("label").hidden = not six
        if not six and sixth.checked:
            q(self.form, 'input[name=players][value="5"]').checked = True
        n = self.player_count()
        for i in range(MAX_PLAYERS):
            row = q(self.form, f'[data-row="{i}"]')
            row.hidden = i >= n
            row.dataset.color = q(self.form, f"#player-color-{i}").value
            row.dataset.kind = q(self.form, f"#player-kind-{i}").value
        if self.on_computer is not None and self.wants_computer():
            self.on_computer()

    def wants_computer(self) -> bool:
        """A seat of the game to be started is the computer's."""
        return any(q(self.form, f"#player-kind-{i}").value != "human" for i in range(self.player_count()))

    def values(self) -> dict:
        form = self.form
        players = [(q(form, f"#player-name-{i}").value, q(form, f"#player-color-{i}").value,
                    q(form, f"#player-kind-{i}").value) for i in range(self.player_count())]
        return {"players": players, "farmers": bool(q(form, "#opt-farmers").checked),
                "expansions": [node.value for node in q_all(form, "input[name=expansion]:checked")],
                "seed": q(form, '[data-testid="seed"]').value, "length": q(form, '[data-testid="game-length"]').value}

    def show_error(self, message: str | None) -> None:
        self.error.textContent = message or ""
        self.error.hidden = message is None

    def submit(self, ev) -> None:
        ev.preventDefault()
        try:
            options = parse_options(self.values())
        except ValueError as exc:
            self.show_error(str(exc))
            return
        self.show_error(None)
        self.on_start(options)
