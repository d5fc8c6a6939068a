// Run the engine's pytest suite inside real Pyodide (Python 3.14, what the browser runs) under Node.js.
//
//   node tests/pyodide/run.mjs [pytest args...]      (default args: tests -q)
//
// Pyodide comes from node_modules (npm `pyodide`, pinned in package.json). pytest, hypothesis and
// their pure-Python dependencies come from tests/pyodide/wheels/ (fetched from PyPI by `make`, see
// tests/pyodide/requirements.txt) and are unpacked into Pyodide's site-packages: no CDN, no network.
// py/, tests/, static/lessons/, static/*.js and the pages are copied into Pyodide's in-memory file system at
// /home/pyodide/project, and
// ../shared (beside the project, as on every machine and in CI) to /home/pyodide/shared, so paths
// relative to a test file resolve as on disk. The run writes nothing into the work tree.
// Exit status is pytest's.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const here = dirname(fileURLToPath(import.meta.url));
// PYODIDE_RUN_ROOT: take py/ and tests/ from another checkout (used to try the runner on scratch tests).
const root = resolve(process.env.PYODIDE_RUN_ROOT || join(here, "..", ".."));
const wheelDir = join(here, "wheels");
const target = "/home/pyodide/project";
const SKIP_DIRS = new Set(["__pycache__", ".pytest_cache", ".hypothesis", "wheels", "node_modules"]);

function* walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!SKIP_DIRS.has(name)) yield* walk(full);
    } else if (!name.endsWith(".pyc")) {
      yield full;
    }
  }
}

function copyTree(pyodide, src, dest) {
  let count = 0;
  for (const file of walk(src)) {
    const out = join(dest, relative(src, file));
    pyodide.FS.mkdirTree(dirname(out));
    pyodide.FS.writeFile(out, readFileSync(file));
    count += 1;
  }
  return count;
}

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const write = (stream) => ({
  write: (buf) => {
    stream.write(buf);
    return buf.length;
  },
});

let wheels;
try {
  wheels = readdirSync(wheelDir).filter((n) => n.endsWith(".whl"));
} catch {
  wheels = [];
}
if (wheels.length === 0) {
  console.error(`pyodide-run: no wheels in ${relative(root, wheelDir)}; run \`make pyodide-wheels\` first`);
  process.exit(2);
}

const pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
pyodide.setStdout(write(process.stdout));
pyodide.setStderr(write(process.stderr));
const { version } = pyodide;
const loaded = seconds();

let files = 0;
// static/lessons: the shipped lessons are tests too (tests/test_lessons.py).
for (const dir of ["py", "tests", "static/lessons"]) files += copyTree(pyodide, join(root, dir), join(target, dir));
// The site's pages: their data-i18n texts are catalogue messages (tests/ui/test_locale_catalogue.py).
for (const name of readdirSync(root).filter((n) => n.endsWith(".html")).sort()) {
  pyodide.FS.writeFile(join(target, name), readFileSync(join(root, name)));
  files += 1;
}
// The plain-JS scripts of static/ (their T("…") texts are catalogue messages too: tests/ui/test_boot_texts.py)
// and its style sheets (tests/ui/test_tileart_town.py reads the tile art's CSS).
for (const name of readdirSync(join(root, "static")).filter((n) => n.endsWith(".js") || n.endsWith(".css")).sort()) {
  pyodide.FS.writeFile(join(target, "static", name), readFileSync(join(root, "static", name)));
  files += 1;
}
const shared = join(root, "..", "shared");
let sharedNote = "no ../shared";
try {
  if (statSync(shared).isDirectory()) {
    sharedNote = `${copyTree(pyodide, shared, join(dirname(target), "shared"))} from ../shared`;
  }
} catch {
  // no shared/ beside the project: tests that need it skip themselves
}
// PYODIDE_TILEART_TABLE: the build's table of the tile art worked out ahead (`ui.tileart.built`), put beside the
// module as in app.zip, so that the art comes from it here as in the page (test_pyodide_runtime.py passes it).
const tileartTable = process.env.PYODIDE_TILEART_TABLE;
if (tileartTable) {
  pyodide.FS.writeFile(join(target, "py", "ui", "tileart", "built.json"), readFileSync(tileartTable));
  files += 1;
}
pyodide.FS.mkdirTree("/tmp/wheels");
for (const name of wheels) pyodide.FS.writeFile(`/tmp/wheels/${name}`, readFileSync(join(wheelDir, name)));

const args = process.argv.slice(2);
pyodide.globals.set("pytest_args", pyodide.toPy(args.length ? args : ["tests", "-q"]));
pyodide.globals.set("project", target);

console.log(
  `pyodide-run: Pyodide ${version} loaded in ${loaded} s; ${files} files copied (+${sharedNote}), ${wheels.length} wheels`,
);
let status;
try {
  status = await pyodide.runPythonAsync(`
import importlib, os, site, sys, zipfile

dest = site.getsitepackages()[0]
for name in sorted(os.listdir("/tmp/wheels")):
    with zipfile.ZipFile(os.path.join("/tmp/wheels", name)) as whl:
        whl.extractall(dest)
importlib.invalidate_caches()

os.chdir(project)
sys.argv = ["pytest", *pytest_args]
print(f"pyodide-run: Python {sys.version.split()[0]} on {sys.platform}, pytest {' '.join(pytest_args)}", flush=True)
import pytest
int(pytest.main(list(pytest_args)))
`);
} catch (err) {
  console.error(`pyodide-run: Python raised: ${err}`);
  status = 3;
}
console.log(`pyodide-run: pytest exited ${status} after ${seconds()} s in all`);
process.exit(status);
