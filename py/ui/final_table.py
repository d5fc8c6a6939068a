"""The final scores: a dialog with the table by category, the winner line and how the final scoring went."""

from __future__ import annotations

from . import explain, render, text
from .i18n import t
from .dom import ModalDialog, make, q

CATEGORIES = ("road", "city", "monastery", "garden", "field", "gingerbread")


def categories(rules) -> list[str]:
    """The table's columns for these rules (fields only with farmers, gardens only with the Abbot, gingerbread only
    with its expansion): a column that can only hold zeros is left out."""
    needs = {"gingerbread": "gingerbread" in rules.expansions, "garden": "abbot" in rules.expansions,
             "field": rules.farmers}
    return [c for c in CATEGORIES if needs.get(c, True)]


class FinalTable(ModalDialog):
    """The `<dialog data-testid="final-scores">`."""

    def fill(self, session) -> None:
        self.render(session)

    def render(self, session) -> None:
        """The table, the winner line and the final scoring's sentences, in the page's language."""
        game, names = session.game, session.names
        table = game.score_table()
        cats = categories(game.rules) + ["total"]
        thead = q(self.dialog, "thead")
        thead.textContent = ""
        row = make("tr")
        row.appendChild(make("th", "", t("Player"), scope="col"))
        for c in cats:
            row.appendChild(make("th", "", text.category_label(c), scope="col"))
        thead.appendChild(row)
        body = q(self.dialog, "tbody")
        body.textContent = ""
        winners = game.winners
        for p in sorted(range(len(game.players)), key=lambda p: -game.scores[p]):
            tr = make("tr", "winner" if p in winners else "", data_player=str(p))
            tr.style.setProperty("--player", render.colour(game.players[p].color))
            th = make("th", "", scope="row")
            th.appendChild(make("span", "dot", aria_hidden="true"))
            th.appendChild(make("span", "", session.names[p]))
            tr.appendChild(th)
            for c in cats:
                tr.appendChild(make("td", "total" if c == "total" else "", str(table[p][c]),
                                    data_testid=f"final-{c}-{p}"))
            body.appendChild(tr)
        q(self.dialog, '[data-testid="winner"]').textContent = text.winners_line(winners, names,
                                                                                 game.scores[winners[0]])
        lines = q(self.dialog, '[data-testid="final-lines"]')
        lines.textContent = ""
        final_items = [item for report in game.reports for item in report.final]
        for item in final_items:
            lines.appendChild(make("li", "", explain.explain(item, names)))
        if not final_items:
            lines.appendChild(make("li", "", t("Nothing was left to score at the end.")))
