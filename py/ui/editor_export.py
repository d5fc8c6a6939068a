"""What the editor hands a teacher besides the JSON: the file's name, the two `<iframe>` snippets of embed.md
(the lesson inline with ``s=``, and with ``src=`` the address of the file on the teacher's own site, a
placeholder to replace), and the check of the `next` address.  Pure Python, tested on CPython.
"""

from __future__ import annotations

import html
import unicodedata
from urllib.parse import quote as url_quote

from carcassonne.errors import RecordError
from carcassonne.teaching import encode_s

from .i18n import t

#: The address the `src=` snippet names: a reserved domain (RFC 2606), so it can only be a placeholder for the
#: teacher's own site, where the exported file goes.
PLACEHOLDER_SITE = "https://your-site.example/lessons/"


def file_name(title: str) -> str:
    """The exported file's name: the title in lower case, its ASCII letters and digits (accents dropped) joined by
    hyphens."""
    plain = unicodedata.normalize("NFKD", title.replace("ß", "ss"))
    kept = "".join(c.lower() if c.isalnum() and c.isascii() else ("" if unicodedata.combining(c) else " ")
                   for c in plain).split()
    return ("-".join(kept)[:60].strip("-") or "scenario") + ".json"


def placeholder_url(filename: str) -> str:
    """Where the `src=` snippet says the file is: the teacher replaces it with the file's address on their site."""
    return PLACEHOLDER_SITE + url_quote(filename)


def embed_snippets(doc_text: str, embed_url: str, filename: str, title: str = "") -> tuple[str, str]:
    """The two `<iframe>` forms of embed.md, titled with the lesson's title: the scenario inline (`s=`), and the
    file on the teacher's own site (`src=` a placeholder address to replace).  Every part is escaped for an HTML
    attribute (the snippet is shown as text, and pasted by the teacher)."""
    name = " ".join(title.split()) or t("Carcassonne lesson")
    inline = f"{embed_url}?s={encode_s(doc_text)}"
    by_file = f"{embed_url}?src={url_quote(placeholder_url(filename), safe=':/')}"
    return _iframe(inline, name), _iframe(by_file, name)


def _iframe(src: str, title: str) -> str:
    return (f'<iframe src="{html.escape(src)}" style="width:100%;border:0" height="480" '
            f'title="{html.escape(title)}"></iframe>')


def next_problem(url: str) -> str:
    """What is wrong with the address of the following lesson ("" when it is none or a relative address: the
    file beside this one, as the format asks)."""
    if not url:
        return ""
    from carcassonne.record import _next as read_next  # the reader the engine checks a loaded file's `next` with

    try:
        read_next(url)
    except RecordError:
        return t("The next lesson must be the address of its file relative to this one (such as "
                 "“roads.json”), not “{url}”.", url=url[:80])
    return ""
