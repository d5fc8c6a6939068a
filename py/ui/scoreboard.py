"""The scoreboard (one row per player: colour, name, score, followers left) and the bag line under it.

Rows are built once per game (`build`) and updated in place after every change (`update`); names are user text
and go into ``textContent`` only.
"""

from __future__ import annotations

from . import render, text
from .i18n import nt, t
from .dom import found, make, q, q_all


class Scoreboard:
    def __init__(self, root) -> None:
        self.root = root  # the <ol data-testid="scoreboard">
        # how to run something in a later task (the game view's `Callbacks.later`): the current player is scrolled
        # into view there, as reading the scoreboard's size in the turn's redraw would force a layout
        self.later = None

    def build(self, session) -> None:
        self.root.textContent = ""
        for i, (player, name) in enumerate(zip(session.game.players, session.names)):
            cls = "player"
            if i in session.computers:  # marked as the computer's, unless its name says so already
                cls += " computer" + ("" if "computer" in player.name.lower() else " computer-tag")
            li = make("li", cls, data_player=str(i))
            li.style.setProperty("--player", render.colour(player.color))
            swatch = make("span", "swatch")
            swatch.innerHTML = render.supply_icon("normal", player.color, i)
            li.appendChild(swatch)
            # the whole name on hover: a narrow chip (a phone's scoreboard) may shorten it with an ellipsis
            li.appendChild(make("span", "name", name, data_testid=f"player-{i}", title=name))
            li.appendChild(make("span", "score", "0", data_testid=f"score-{i}", aria_label=t("score")))
            li.appendChild(make("span", "supply", "", data_testid=f"supply-{i}"))
            self.root.appendChild(li)

    def keep_in_view(self, li) -> None:
        """Should the scoreboard ever scroll (it is laid out to show every player), the current player is scrolled
        into it."""
        root = self.root
        if root.scrollWidth <= root.clientWidth:
            return
        left, right = li.offsetLeft - root.offsetLeft, li.offsetLeft - root.offsetLeft + li.offsetWidth
        if left < root.scrollLeft or right > root.scrollLeft + root.clientWidth:
            root.scrollLeft = max(0, left - (root.clientWidth - li.offsetWidth) / 2)

    def update(self, session) -> None:
        game = session.game
        supply = game.supply
        for i, player in enumerate(game.players):
            li = q(self.root, f'[data-player="{i}"]')
            if not found(li):
                continue
            playing = session.active and i == game.current_player
            li.classList.toggle("current", playing)
            if playing:
                li.setAttribute("aria-current", "true")
                if self.later is not None:
                    self.later(lambda li=li: self.keep_in_view(li), 0)
                else:
                    self.keep_in_view(li)
            else:
                li.removeAttribute("aria-current")
            score = q(li, f'[data-testid="score-{i}"]')
            score.textContent = str(game.scores[i])
            score.setAttribute("aria-label", t("score"))  # again after a switch of language
            node = q(li, f'[data-testid="supply-{i}"]')
            node.textContent = text.supply_line(supply, i)
            if supply.get("big", [0] * (i + 1))[i]:
                node.insertAdjacentHTML("beforeend", render.supply_icon("big", player.color, i))


class BagLine:
    """How many tiles are left (and, in the river phase, river tiles), with the buttons that open the tile list."""

    def __init__(self, bag, root) -> None:
        self.bag = bag  # [data-testid=tiles-left]
        self.root = root  # also holds [data-testid=river-left] and the [data-action=tiles-open] buttons

    def update(self, session) -> None:
        game = session.game
        for button in q_all(self.root, '[data-action="tiles-open"]'):
            button.hidden = game.free
        bag = self.bag
        bag.hidden = game.free
        bag.textContent = nt("{n} tile in the bag", "{n} tiles in the bag", game.tiles_left)
        river = q(self.root, '[data-testid="river-left"]')
        left = session.river_left()
        if not found(river):
            return
        river.hidden = left is None
        if left is not None:
            river.textContent = (t("Last river tile: the lake ends the river") if left == 0
                                 else nt("River phase: {n} river tile left", "River phase: {n} river tiles left", left))

