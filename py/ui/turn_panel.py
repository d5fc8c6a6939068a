"""The turn panel: whose turn, the drawn tile (the tray a drag starts from), what to do, and the turn's buttons
(rotate, undo, no follower, confirm, the big follower, abbot recalls, the gingerbread man's step).

It only shows a `session.GameSession`; its buttons carry ``data-action`` and are handled by the one click
listener on the game's root (`game_view.GameView.action`).
"""

from __future__ import annotations

from . import render, text, turn_text
from .controller import AUTO, DEPLOY, PLACE
from .dom import found, make, q


class TurnPanel:
    def __init__(self, root) -> None:
        self.root = root  # the turn box (holds the tray, the turn line and the actions)
        self.tray = q(root, '[data-testid="current-tile"]')
        self.tray_use = q(self.tray, "use")
        self.line = q(root, ".turn-line")
        self.player = q(root, "#turn-player")
        self.recalls = q(root, ".recalls")
        self.ginger = q(root, '[data-testid="gingerbread-step"]')
        self.ginger_text = q(self.ginger, "p")

    def show(self, visible: bool) -> None:
        self.root.hidden = not visible

    def update(self, session) -> None:
        self.update_tray(session)
        self.update_actions(session)
        button = q(self.root, '[data-testid="take-back"]')
        if found(button):  # the embed's turn box has no take-back
            button.hidden = not session.can_take_back()
        self.hide_take_back()

    def ask_take_back(self, question: str) -> None:
        ask = q(self.root, '[data-testid="take-back-ask"]')
        if not found(ask):
            return
        q(ask, "p").textContent = question
        ask.hidden = False
        q(ask, '[data-testid="take-back-confirm"]').focus()

    def hide_take_back(self) -> None:
        ask = q(self.root, '[data-testid="take-back-ask"]')
        if found(ask):
            ask.hidden = True

    def update_tray(self, session) -> None:
        turn, game = session.turn, session.game
        tray = self.tray
        if turn.phase in (PLACE, AUTO, DEPLOY):
            tray.hidden = False
            placed = turn.placement is not None
            rot = turn.rot_pref if turn.phase == PLACE else (turn.placement.rot if placed else 0)
            self.tray_use.setAttribute("href", f"#tile-{turn.tile}")
            self.tray_use.setAttribute("transform", f"rotate({rot} 50 50)")
            self.tray_use.setAttribute("data-rot", str(rot))  # static/tileart.css: buildings and houses stay upright
            tray.dataset.tile = turn.tile
            tray.dataset.rot = str(rot)
            tray.classList.toggle("placed", turn.phase != PLACE and placed)
            tray.setAttribute("aria-label", turn_text.tray_label(turn))
        else:
            tray.hidden = True
        self.line.textContent = turn_text.turn_line(session)
        self.root.classList.toggle("auto", turn.phase == AUTO)
        self.player.textContent = session.names[game.current_player] if not game.over else ""
        self.root.style.setProperty("--player", render.colour(game.players[game.current_player].color))

    def update_actions(self, session) -> None:
        turn = session.turn
        deploy = turn.phase == DEPLOY
        place = turn.phase == PLACE
        over = session.game.over
        self.root.classList.toggle("over", over)  # the result instead of a row of disabled buttons
        actions = q(self.root, ".actions")
        if found(actions):  # the editor's turn box has its buttons elsewhere
            actions.hidden = over
        q(self.root, '[data-testid="rotate"]').disabled = not (
            place or (deploy and len(turn.rotations(turn.placement.cell)) > 1))
        q(self.root, '[data-testid="undo-turn"]').disabled = not deploy
        q(self.root, '[data-testid="skip-deploy"]').disabled = not turn.ready
        confirm = q(self.root, '[data-testid="confirm-turn"]')
        confirm.disabled = not turn.ready
        confirm.setAttribute("aria-label", turn_text.confirm_label(turn))
        cities = turn.cities() if deploy else []
        self.ginger.hidden = not cities
        if cities:
            self.ginger_text.textContent = text.gingerbread_step(len(cities), turn_text.city_summary(session, turn.city))
        self.update_choices(session, deploy)

    def update_choices(self, session, deploy: bool) -> None:
        """The big-follower switch and one button per abbot that may come back."""
        turn = session.turn
        box = self.recalls
        box.textContent = ""
        if deploy and turn.has_big:
            on = turn.big_mode
            b = make("button", "big-toggle" + (" on" if on else ""), "", type="button", data_testid="big-toggle",
                     data_action="big-toggle", aria_pressed="true" if on else "false", title=text.big_toggle_title())
            b.innerHTML = render.supply_icon("big", session.game.players[turn.player].color)
            b.appendChild(make("span", "", text.big_toggle_label(on, turn.big_forced)))
            b.disabled = turn.big_forced
            box.appendChild(b)
        if deploy:
            for r in turn.recalls():
                chosen = turn.recall == r.cell
                b = make("button", "recall" + (" chosen" if chosen else ""),
                         text.recall_label(r.feature, r.cell, r.points),
                         type="button", data_testid="abbot-recall", data_x=r.cell[0], data_y=r.cell[1],
                         data_action="recall", aria_pressed="true" if chosen else "false")
                box.appendChild(b)
