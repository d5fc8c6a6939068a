// Build step (never served): compile the app's Python sources to bytecode with the pinned Pyodide's own
// interpreter, so the page imports them without compiling (in Pyodide, compiling the menu's modules at import
// took longer than everything else between the interpreter's start and app-ready).
//
//   node py/sitebuild/compile_pyc.mjs DIR
//
// Writes DIR/**/<name>.pyc beside every DIR/**/<name>.py (the layout Python imports without a source, as
// Pyodide's own standard library ships), as unchecked-hash pycs, which no date or source check can throw away.
// The magic number is the page's own (same npm `pyodide`).  Prints the cache tag and the count; exit 1 on error.
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: node py/sitebuild/compile_pyc.mjs DIR");
  process.exit(2);
}
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/src");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: resolve(dir) }, "/src");
const result = pyodide.runPython(`
import compileall, json, pathlib, py_compile, sys
ok = compileall.compile_dir("/src", quiet=1, workers=1, legacy=True,
                            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
count = sum(1 for _ in pathlib.Path("/src").rglob("*.pyc"))
json.dumps({"ok": bool(ok), "tag": sys.implementation.cache_tag, "count": count})
`);
const { ok, tag, count } = JSON.parse(result);
if (!ok) {
  console.error("compile_pyc: a source did not compile (see above)");
  process.exit(1);
}
console.log(`${tag} ${count}`);
