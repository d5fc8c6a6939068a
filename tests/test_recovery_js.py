"""`static/recovery.js` `fileName`: a download name from any storage key, in linear time (run in Node)."""

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

SOURCE = (Path(__file__).resolve().parents[1] / "static" / "recovery.js").read_text(encoding="utf-8")
NODE = shutil.which("node")


def _file_names(keys: list[str]) -> list[str]:
    body = re.search(r"\n  function fileName\(key\) \{\n.*?\n  \}\n", SOURCE, re.DOTALL)
    assert body, "recovery.js defines fileName(key)"
    script = body.group(0) + f"\nprocess.stdout.write(JSON.stringify({json.dumps(keys)}.map(fileName)));\n"
    done = subprocess.run([NODE, "-"], input=script, capture_output=True, text=True, timeout=20, check=True)
    return json.loads(done.stdout)


@pytest.mark.skipif(NODE is None, reason="needs node")
def test_file_names_are_plain_and_short_even_for_a_hostile_key():
    hostile = "carcassonne:v1:save:a" + "-" * 1_000_000 + "a"  # the old trim backtracked over the dashes: minutes
    names = _file_names(["carcassonne:v1:save:abc", "--x--", ":::", hostile])
    assert names[:3] == ["carcassonne-v1-save-abc.json", "x.json", "entry.json"]
    assert names[3] == "carcassonne-v1-save-a.json"
