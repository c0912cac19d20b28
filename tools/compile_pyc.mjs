// Compiles the engine's sources to bytecode with Pyodide's own Python, for the site's wheel:
// the browser then imports the engine without compiling it (~40 ms of a cold start here).
//
//   node tools/compile_pyc.mjs PYODIDE_DIR SRC_DIR OUT_DIR
//
// For SRC_DIR/<pkg>/x.py it writes OUT_DIR/<pkg>/__pycache__/x.<tag>.pyc, where <tag> is
// Pyodide's cache tag (e.g. cpython-314). The files are unchecked-hash pycs: used as they are,
// never compared with the source's time stamp (the wheel's files all carry one fixed time), and
// the code objects name the files where the worker installs them, for readable tracebacks.
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, srcDir, outDir] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep });
for (const [dir, mount] of [[srcDir, "/src"], [outDir, "/out"]]) {
  pyodide.FS.mkdirTree(mount);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(dir) }, mount);
}
pyodide.runPython(`
import importlib.util, sys
from importlib._bootstrap_external import _code_to_hash_pyc
from pathlib import Path

site = Path(next(p for p in sys.path if p.endswith("site-packages")))
src, out = Path("/src"), Path("/out")
for source in sorted(src.rglob("*.py")):
    rel = source.relative_to(src)
    data = source.read_bytes()
    code = compile(data, str(site / rel), "exec", dont_inherit=True)
    pyc = out / rel.parent / "__pycache__" / f"{rel.stem}.{sys.implementation.cache_tag}.pyc"
    pyc.parent.mkdir(parents=True, exist_ok=True)
    pyc.write_bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), False))
`);
