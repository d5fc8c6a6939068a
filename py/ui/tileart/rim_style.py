"""The style rules that step a drawing in off the board's open rim, written once for both zooms that do it.

The playing zoom's cottages (`fit_rim`, groups `.ta-rm<n>`, custom properties `--ta-r*`) and the far view's roofs
(`far_rim`, `.hv<n>`, `--ta-v*`) move the same way: each pattern n is a group translated and scaled about its spot,
or hidden, by a rule on the `<use>`'s turn and the edges its `data-nb` leaves open.  Only the names differ, and
what a group that some turn hides shows on the others (a far roof also obeys the far view's `--ta-blob`).
"""

from __future__ import annotations

Rule = tuple[int, tuple[int, ...], float, float, float]  # (turn, open edges, dx, dy, scale; 0 = hidden)
Pattern = tuple[tuple[float, float], tuple[Rule, ...]]   # (the spot it scales about, its rules)


def step_rules(keep: list[tuple[int, Pattern]], group: str, var: str, shown: str) -> str:
    """The class rules of the patterns `keep` holds (`.{group}<n>`, custom properties `{var}x<n>` etc.), then one
    rule per turn and set of open edges; two open edges come after one, so the selector naming both wins.
    `shown` is the display a group that some turn hides takes on the turns that do not."""
    drops = {n for n, (_, rules) in keep if any(r[4] == 0 for r in rules)}
    out = "".join(f".{group}{n}{{transform:translate(var({var}x{n},0px),var({var}y{n},0px)) scale(var({var}s{n},1))"
                  + (f";display:var({var}d{n},{shown})" if n in drops else "") + "}" for n, _ in keep)
    keys = sorted({(r[1], r[0]) for _, (_, rules) in keep for r in rules}, key=lambda k: (len(k[0]), k[1], k[0]))
    for edges, rot in keys:
        props = []
        for n, ((x, y), rules) in keep:
            for r, k, dx, dy, f in rules:
                if (r, k) != (rot, edges):
                    continue
                if f == 0:
                    props.append(f"{var}d{n}:none")
                else:
                    props.append((f"{var}d{n}:{shown};" if n in drops else "")
                                 + f"{var}x{n}:{_px(dx + x * (1 - f))};{var}y{n}:{_px(dy + y * (1 - f))}"
                                 + (f";{var}s{n}:{f:g}" if f != 1 else ""))
        nots = "".join(f':not([data-nb~="{e}"])' for e in edges)
        out += f':root use[data-nb][data-rot="{rot}"]{nots}{{{";".join(props)}}}'
    return out


def _px(v: float) -> str:
    return f"{round(v, 3):g}px"
