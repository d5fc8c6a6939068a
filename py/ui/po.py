"""Gettext catalogues without GNU gettext tools: read `.po`, write `.mo`, check translations against the sources.

Translators edit `py/locale/<lang>/LC_MESSAGES/carcassonne.po` with their usual tools; the build compiles each into
the binary `.mo` that Python's `gettext.GNUTranslations` reads (in CPython and in Pyodide), so the page never parses
`.po` text.  The messages come from the sources (`ui.po_extract`); the command line and the check of a catalogue
against them are `ui.po_tool`'s (``python3 -m ui.po`` runs it, as before).  Imports go one way: the tools import
this module, never the reverse.  Pure standard library.
"""

from __future__ import annotations

import re
import string
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

DOMAIN = "carcassonne"
PY_DIR = Path(__file__).resolve().parent.parent
LOCALE = "locale"
CONTEXT_SEPARATOR = "\x04"  # how gettext joins msgctxt and msgid in a .mo key
MO_MAGIC = 0x950412DE


class PoError(ValueError):
    """A .po file that cannot be read; the message names the file's line."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One message of a catalogue: `msgstr` holds one string, or one per plural form."""

    msgid: str
    msgstr: tuple[str, ...] = ("",)
    context: str | None = None
    plural: str | None = None
    flags: frozenset[str] = frozenset()
    references: tuple[str, ...] = ()
    comments: tuple[str, ...] = ()

    @property
    def key(self) -> tuple[str | None, str]:
        return self.context, self.msgid

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def translated(self) -> bool:
        return all(self.msgstr)


# --- reading .po ---------------------------------------------------------------------------------------------

_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a", "b": "\b", "f": "\f", "v": "\v",
            "'": "'", "?": "?"}


def unquote(token: str, where: str = "") -> str:
    """The text of one C-quoted .po string token (with its quotes), escapes decoded."""
    if len(token) < 2 or token[0] != '"' or token[-1] != '"':
        raise PoError(f"{where}: expected a quoted string, found {token[:40]!r}")
    body, out, i = token[1:-1], [], 0
    while i < len(body):
        ch = body[i]
        if ch == '"':
            raise PoError(f"{where}: unescaped quote inside {token[:40]!r}")
        if ch != "\\":
            out.append(ch)
            i += 1
            continue
        nxt = body[i + 1:i + 2]
        if nxt in _ESCAPES:
            out.append(_ESCAPES[nxt])
            i += 2
        elif nxt == "x":
            digits = _run(body, i + 2, "0123456789abcdefABCDEF", 8)
            out.append(chr(int(digits, 16)))
            i += 2 + len(digits)
        elif nxt.isdigit():
            digits = _run(body, i + 1, "01234567", 3)
            out.append(chr(int(digits, 8)))
            i += 1 + len(digits)
        else:
            raise PoError(f"{where}: unknown escape \\{nxt} in {token[:40]!r}")
    return "".join(out)


def _run(text: str, start: int, allowed: str, most: int) -> str:
    end = start
    while end < len(text) and end - start < most and text[end] in allowed:
        end += 1
    if end == start:
        raise PoError(f"bad numeric escape near {text[max(0, start - 2):start + 4]!r}")
    return text[start:end]


def quote(text: str) -> str:
    """A .po string token for text (the inverse of `unquote`)."""
    out = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\r", "\\r")
    return '"' + out.replace("\n", "\\n") + '"'


@dataclass
class _Draft:
    """An entry while its lines are read."""

    fields: dict[str, str] = field(default_factory=dict)
    flags: set[str] = field(default_factory=set)
    references: list[str] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)
    obsolete: bool = False
    last: str | None = None
    line: int = 0

    def entry(self, where: str) -> Entry | None:
        if self.obsolete or "msgid" not in self.fields:
            if self.fields and not self.obsolete:
                raise PoError(f"{where}:{self.line}: an entry without msgid")
            return None
        plural = self.fields.get("msgid_plural")
        if plural is None:
            if "msgstr" not in self.fields:
                raise PoError(f"{where}:{self.line}: msgid without msgstr")
            msgstr: tuple[str, ...] = (self.fields["msgstr"],)
        else:
            forms = sorted((int(k[7:-1]), v) for k, v in self.fields.items() if k.startswith("msgstr["))
            if not forms or [n for n, _ in forms] != list(range(len(forms))):
                raise PoError(f"{where}:{self.line}: msgid_plural needs msgstr[0], msgstr[1], ... in order")
            msgstr = tuple(v for _, v in forms)
        return Entry(self.fields["msgid"], msgstr, self.fields.get("msgctxt"), plural, frozenset(self.flags),
                     tuple(self.references), tuple(self.comments))


def parse_po(text: str, where: str = "<po>") -> list[Entry]:
    """Every entry of a .po text, header (msgid "") included, obsolete (#~) entries left out."""
    entries: list[Entry] = []
    draft = _Draft()

    def finish() -> None:
        nonlocal draft
        entry = draft.entry(where)
        if entry is not None:
            entries.append(entry)
        draft = _Draft()

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            if draft.fields or draft.obsolete:
                finish()
            continue
        if line.startswith("#"):
            if draft.fields.get("msgstr") is not None or any(k.startswith("msgstr[") for k in draft.fields):
                finish()
            if line.startswith("#~"):
                draft.obsolete = True
            elif line.startswith("#,"):
                draft.flags.update(f.strip() for f in line[2:].split(",") if f.strip())
            elif line.startswith("#:"):
                draft.references.extend(line[2:].split())
            elif line.startswith(("#.", "# ")) or line == "#":
                draft.comments.append(line[2:].strip())
            continue
        if line.startswith('"'):
            if draft.last is None:
                raise PoError(f"{where}:{number}: a string continues no keyword")
            draft.fields[draft.last] += unquote(line, f"{where}:{number}")
            continue
        keyword, _, rest = line.partition(" ")
        if keyword not in ("msgctxt", "msgid", "msgid_plural", "msgstr") and not (
                keyword.startswith("msgstr[") and keyword.endswith("]") and keyword[7:-1].isdigit()):
            raise PoError(f"{where}:{number}: unknown keyword {keyword[:30]!r}")
        if keyword in ("msgctxt", "msgid") and any(k.startswith("msgstr") for k in draft.fields):
            finish()
        if keyword in draft.fields:
            raise PoError(f"{where}:{number}: {keyword} twice in one entry")
        if not draft.fields:
            draft.line = number
        draft.fields[keyword] = unquote(rest.strip(), f"{where}:{number}")
        draft.last = keyword
    finish()
    _no_duplicates(entries, where)
    return entries


def _no_duplicates(entries: list[Entry], where: str) -> None:
    seen: set[tuple[str | None, str]] = set()
    for entry in entries:
        if entry.key in seen:
            raise PoError(f"{where}: message {entry.msgid[:40]!r} appears twice")
        seen.add(entry.key)


def header_fields(entries: list[Entry]) -> dict[str, str]:
    """The header entry's `Name: value` lines (Plural-Forms, Language, ...)."""
    for entry in entries:
        if entry.msgid == "" and entry.context is None:
            pairs = (line.partition(":") for line in entry.msgstr[0].splitlines() if ":" in line)
            return {k.strip(): v.strip() for k, _, v in pairs}
    return {}


# --- writing .mo ---------------------------------------------------------------------------------------------

def mo_key(entry: Entry) -> bytes:
    key = entry.msgid if entry.plural is None else f"{entry.msgid}\0{entry.plural}"
    if entry.context is not None:
        key = f"{entry.context}{CONTEXT_SEPARATOR}{key}"
    return key.encode("utf-8")


def compile_mo(entries: list[Entry]) -> bytes:
    """The GNU .mo image of the translated, non-fuzzy entries (the header is always kept).

    Keys are sorted (gettext may binary-search them); no hash table (Python's reader does not use one).
    """
    kept = [e for e in entries if (e.msgid == "" and e.context is None) or (e.translated and not e.fuzzy)]
    pairs = sorted((mo_key(e), "\0".join(e.msgstr).encode("utf-8")) for e in kept)
    count = len(pairs)
    originals_at = 7 * 4
    translations_at = originals_at + 8 * count
    data_at = translations_at + 8 * count
    tables, data = [[], []], bytearray()
    for column in (0, 1):
        for pair in pairs:
            tables[column].append((len(pair[column]), data_at + len(data)))
            data += pair[column] + b"\0"
    head = struct.pack("<7I", MO_MAGIC, 0, count, originals_at, translations_at, 0, data_at)
    flat = [n for column in tables for pair in column for n in pair]
    return head + struct.pack(f"<{len(flat)}I", *flat) + bytes(data)


def compile_po_text(text: str, where: str = "<po>") -> bytes:
    return compile_mo(parse_po(text, where))


def catalogue_paths(py_dir: Path = PY_DIR) -> list[Path]:
    return sorted((Path(py_dir) / LOCALE).glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def compile_catalogues(py_dir: Path | str = PY_DIR) -> dict[str, bytes]:
    """Every catalogue under py_dir/locale compiled: {'locale/de/LC_MESSAGES/carcassonne.mo': bytes, ...}.

    Keys are posix paths relative to py_dir, as the build's zip names them.
    """
    py_dir = Path(py_dir)
    out = {}
    for po in catalogue_paths(py_dir):
        name = po.relative_to(py_dir).with_suffix(".mo").as_posix()
        out[name] = compile_po_text(po.read_text(encoding="utf-8"), name)
    return out


# --- checking placeholders -----------------------------------------------------------------------------------

def placeholders(text: str) -> frozenset[str]:
    """The named `{placeholders}` of a message; raise PoError for positional, indexed or formatted fields."""
    names = set()
    try:
        parsed = list(string.Formatter().parse(text))
    except ValueError as exc:
        raise PoError(f"{text[:40]!r}: {exc}") from None
    for _, name, spec, conversion in parsed:
        if name is None:
            continue
        if not name.isidentifier() or spec or conversion:
            raise PoError(f"{text[:40]!r}: placeholder {{{name}}} must be a plain name like {{player}}")
        names.add(name)
    return frozenset(names)


def placeholder_problems(entry: Entry) -> list[str]:
    """Translations whose {placeholders} differ from the English ones (form 0 may follow the singular)."""
    if entry.plural is None:
        want = placeholders(entry.msgid)
        have = placeholders(entry.msgstr[0])
        return [] if have == want else [f"placeholders {sorted(have)} in the translation, {sorted(want)} in English"]
    out = []
    singular, plural = placeholders(entry.msgid), placeholders(entry.plural)
    for i, text in enumerate(entry.msgstr):
        have = placeholders(text)
        if have != plural and not (i == 0 and have == singular):
            out.append(f"msgstr[{i}] has placeholders {sorted(have)}, English {sorted(plural)}")
    return out


_WORDS = re.compile(r"[^\W\d_]{4,}")


def english_only_words(entries: list[Entry]) -> frozenset[str]:
    """Words (4+ letters, lower case) of the English msgids that no translation uses: what the e2e test of a German
    game looks for on the page (placeholder names left out, so 'player' counts only where it is English text)."""
    english, translated = set(), set()
    for entry in entries:
        if not entry.msgid or not entry.translated or entry.fuzzy:
            continue
        for text in (entry.msgid, entry.plural or ""):
            english.update(w.lower() for w in _WORDS.findall(re.sub(r"\{\w+\}", " ", text)))
        for text in entry.msgstr:
            translated.update(w.lower() for w in _WORDS.findall(re.sub(r"\{\w+\}", " ", text)))
    return frozenset(english - translated)


if __name__ == "__main__":  # the command line lives in `ui.po_tool` (it runs the extractor, which reads with this)
    from ui.po_tool import main

    raise SystemExit(main(sys.argv[1:]))
