"""The page imports the app's modules straight from app.zip (zipimport; pyscript.toml writes the zip as one file,
nothing is unpacked).  What a module reads beside itself must then come out of the zip: the German catalogue is
the one such file.  Checked in a fresh CPython whose only copy of `ui` is a zip laid out as py/sitebuild/build.py lays
out app.zip (modules, then locale/<lang>/LC_MESSAGES/carcassonne.mo)."""

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from ui.po import compile_catalogues

PY = Path(__file__).resolve().parents[2] / "py"

PROBE = r"""
import json, sys
sys.path[:] = [sys.argv[1]] + [p for p in sys.path if "site-packages" not in p and p not in ("", ".")]
from ui import i18n
i18n.install("de")
print(json.dumps({"file": i18n.__file__, "back": i18n.catalogue("de").gettext("Back to game"),
                  "messages": len(i18n.catalogue("de").messages)}))
"""


def _app_zip(target: Path, with_catalogue: bool) -> None:
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in sorted((PY / "ui").glob("*.py")):
            zf.write(path, path.relative_to(PY).as_posix())
        if with_catalogue:
            for name, data in compile_catalogues(PY).items():
                zf.writestr(name, data)


def _probe(zip_path: Path) -> dict:
    out = subprocess.run([sys.executable, "-c", PROBE, str(zip_path)], check=True, capture_output=True, text=True,
                         cwd=zip_path.parent)
    return json.loads(out.stdout)


@pytest.mark.subprocess
def test_the_german_catalogue_is_read_from_inside_the_zip(tmp_path):
    zip_path = tmp_path / "app.zip"
    _app_zip(zip_path, with_catalogue=True)
    result = _probe(zip_path)
    assert result["file"].startswith(str(zip_path)), "ui was imported from somewhere else"
    assert result["back"] == "Zurück zum Spiel"
    assert result["messages"] > 500


@pytest.mark.subprocess
def test_a_zip_without_the_catalogue_falls_back_to_english(tmp_path):
    zip_path = tmp_path / "app.zip"
    _app_zip(zip_path, with_catalogue=False)
    result = _probe(zip_path)
    assert result["file"].startswith(str(zip_path))
    assert (result["back"], result["messages"]) == ("Back to game", 0)
