// Runs the engine's pytest suite inside Pyodide under Node, so that any difference between
// CPython 3.11 and Pyodide's Python (stack depth, float formatting, stdlib gaps) is caught.
//
//   node tests/pyodide/run.mjs PYODIDE_DIR WHEELS_DIR REPO_DIR [pytest args...]
//
// The repository is mounted read-only in spirit (no bytecode, no cache written into it); the
// wheels (pytest, hypothesis and their pure-Python dependencies) are unpacked offline.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheelsDir, repoDir, ...pytestArgs] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep });
const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
for (const name of fs.readdirSync(wheelsDir).filter((n) => n.endsWith(".whl"))) {
  const bytes = new Uint8Array(fs.readFileSync(path.join(wheelsDir, name)));
  pyodide.unpackArchive(bytes, "wheel", { extractDir: sitePackages });
}
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(repoDir) }, "/repo");
pyodide.globals.set("PYTEST_ARGS", JSON.stringify(pytestArgs));
const status = pyodide.runPython(`
import json, os, sys
sys.dont_write_bytecode = True
os.chdir("/tmp")  # hypothesis keeps its database in the working directory
import pytest
int(pytest.main(["-p", "no:cacheprovider", "--rootdir=/repo", *json.loads(PYTEST_ARGS)]))
`);
process.exit(status);
