/**
 * The Pyodide worker: loads the runtime, installs wheels, then answers requests.
 *
 * Game-agnostic: the page's first message names the packages to install at start (found in the
 * site's Pyodide lock file, with what they depend on) and the Python module that answers; that
 * module's `handle(command, args_json)` returns JSON text. A game's package is installed later,
 * when the page first opens that game (`install`). Protocol:
 *   page → worker   {id, cmd, args}          (cmd "boot" first: {packages, module});
 *                                            cmd "install" {packages}: install them (and what
 *                                            they depend on) unless installed, → null;
 *                                            any other cmd goes to the module's handle
 *   worker → page   {id, ok: true, result} | {id, ok: false, error: {type, message, code?, params?}}
 *                   {progress: {stage}}      (boot's stages: runtime, packages, module, ready)
 * The runtime starts loading as soon as this script runs, and the wheels download meanwhile
 * (checked against the lock's sha256 by fetch's integrity option), then are unpacked into
 * site-packages: measured ~3x faster than loadPackage and ~9x faster than micropip.
 *
 * Later visits start from a memory snapshot (snapshot.js): once the page is idle it asks to
 * `prepare` the other games (their wheels installed and every module imported, one module at a
 * time so that a move asked meanwhile waits at most for one import), then the interpreter's
 * memory, holding every engine imported, is kept in the browser's cache. A later boot that finds
 * one of this very build restores it instead of starting Python and installing anything; any
 * mismatch or failure drops it and starts afresh.
 *   cmd "prepare" {}: install and import every package of the lock file in the background,
 *                 then keep the snapshot; → {packages} (everything installed)
 * "boot" answers {packages: what is installed, snapshot: whether it started from one}.
 */
import { buildKey, dropSnapshot, readSnapshot, writeSnapshot } from './snapshot.js';

const indexURL = new URL('./pyodide/', import.meta.url).href; // Pyodide wants absolute URLs
const lockURL = new URL('pyodide-lock.json', indexURL);
const progress = (stage) => self.postMessage({ progress: { stage } });
const lockFile = fetchOk(lockURL).then((r) => r.json());
lockFile.catch(() => {}); // awaited by boot

// Everything the runtime's start waits on begins at once, instead of one after the other: the
// loader, the runtime's 1.2 MB JavaScript half (loadPyodide imports it only once the loader has
// run; the module map shares this download with it), the lock file and the snapshot lookup.
const loader = import('./pyodide/pyodide.mjs');
const runtimeModule = import('./pyodide/pyodide.asm.mjs');
runtimeModule.catch(() => {}); // a failure surfaces through loadPyodide
const installed = new Map(); // package name → promise resolved once it is unpacked
const prepared = new Set(); // the packages whose every module is imported
let preparing = null; // the background preparation, once asked (prepare)
let snapshotKey = null; // the build's key, once the lock file is read
let fromSnapshot = false; // whether this runtime was restored from a snapshot
let canSnapshot = false; // whether this runtime may take one (loaded with _makeSnapshot)

const key = Promise.all([loader, lockFile]).then(([{ version }, { packages }]) => {
  snapshotKey = buildKey(version, packages);
  return snapshotKey;
});
key.catch(() => {}); // a failed lock file is reported by boot
const snapshot = readSnapshot(key); // null when there is none of this build (or no cache)

progress('runtime');
const runtime = startRuntime();
runtime.catch(() => {}); // a failure is reported when boot awaits it, not as unhandled first

async function startRuntime() {
  const { loadPyodide } = await loader;
  const stored = await snapshot;
  if (stored) {
    const pyodide = await restore(loadPyodide, stored).catch(() => null);
    if (pyodide) return pyodide;
    await dropSnapshot(); // never tried again: the next visit takes a new one
  }
  canSnapshot = Boolean(self.caches);
  return loadPyodide({ indexURL, _makeSnapshot: canSnapshot });
}

/**
 * The runtime restored from `stored`, or null if what it holds is not this build's (the key
 * it was taken with is kept in Python: a second check, beyond the header's). Its packages
 * count as installed: every module of theirs is imported already.
 */
async function restore(loadPyodide, { heap, packages }) {
  const { default: create } = await runtimeModule;
  // The runtime starts with the memory its module declares; a snapshot of a grown heap needs
  // that memory grown before Pyodide copies it in.
  const createPyodideModule = async (settings) => {
    const module = await create(settings);
    if (module.HEAP8.length < heap.byteLength) module.growMemory(heap.byteLength);
    return module;
  };
  const pyodide = await loadPyodide({ indexURL, _loadSnapshot: heap, createPyodideModule });
  if (pyodide.runPython("import sys; getattr(sys, 'genial_snapshot', None)") !== snapshotKey) return null;
  for (const name of packages) {
    installed.set(name, Promise.resolve());
    prepared.add(name);
  }
  fromSnapshot = true;
  return pyodide;
}

let app = null; // resolves to the Python module's `handle` once booted

// Pyodide can fail without rejecting loadPyodide: a failed WebAssembly download or compile is
// caught inside, logged as "wasm instantiation failed!", and leaves it pending for ever (or
// rejects an inner promise nobody awaits yet). While booting, either is a boot failure.
let bootFailed = null;
const failure = new Promise((_, reject) => { bootFailed = reject; });
failure.catch(() => {});
self.addEventListener('unhandledrejection', (event) => {
  if (!bootFailed) return;
  event.preventDefault();
  bootFailed(event.reason instanceof Error ? event.reason : new Error(String(event.reason)));
});
const warn = console.warn;
console.warn = (...args) => {
  if (bootFailed && String(args[0]).startsWith('wasm instantiation failed')) {
    bootFailed(new Error('the Python runtime (pyodide.asm.wasm) could not be loaded'));
  }
  warn.apply(console, args);
};

async function fetchOk(url, options) {
  const response = await fetch(url, options);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

const hexToBase64 = (hex) => btoa(String.fromCharCode(...hex.match(/../g).map((h) => parseInt(h, 16))));

/** A package's wheel bytes, as the lock file names and hashes it. */
async function fetchWheel(entry) {
  const url = new URL(entry.file_name, lockURL);
  const response = await fetchOk(url, { integrity: `sha256-${hexToBase64(entry.sha256)}` });
  return response.arrayBuffer();
}

/**
 * Install `names` and what they depend on (the lock's `depends`), each once: their wheels
 * download at once, then are unpacked (dependencies first) when `python` (a promise of the
 * runtime) is there. Resolves when every one of them is importable.
 */
async function installPackages(python, names) {
  const { packages } = await lockFile;
  const fresh = [];
  const waits = [];
  const visit = (name) => {
    const entry = packages[name];
    if (!entry) throw new Error(`package ${name} is not in ${lockURL}`);
    if (installed.has(name)) waits.push(installed.get(name));
    if (installed.has(name) || fresh.some(([n]) => n === name)) return;
    entry.depends.forEach(visit);
    const wheel = fetchWheel(entry);
    wheel.catch(() => {}); // awaited by unpack; not reported unhandled first
    fresh.push([name, wheel]);
  };
  names.forEach(visit);
  const done = python.then((pyodide) => unpack(pyodide, fresh));
  for (const [name] of fresh) installed.set(name, done);
  done.catch(() => fresh.forEach(([name]) => installed.delete(name))); // may be tried again
  await Promise.all([...waits, done]);
}

/** Unpack fetched wheels into site-packages and make them importable. */
async function unpack(pyodide, fetched) {
  // site-packages from sys.path (importing sysconfig or importlib.invalidate_caches() cost
  // ~50 ms each here); dropping its cached finder makes the unpacked files importable.
  const site = pyodide.runPython("import sys; next(p for p in sys.path if p.endswith('site-packages'))");
  for (const [, wheel] of fetched) pyodide.unpackArchive(await wheel, 'wheel', { extractDir: site });
  const finders = pyodide.pyimport('sys').path_importer_cache;
  if (finders.has(site)) finders.delete(site); // none when nothing was imported since the last
}

async function boot({ packages, module }) {
  const python = Promise.race([runtime, failure]).then((pyodide) => {
    progress('packages');
    return pyodide;
  });
  // A snapshot's runtime has its packages installed already: wait to know which, rather than
  // download the wheels (without one they download while the runtime loads).
  if (await snapshot) await python;
  await installPackages(python, packages);
  progress('module');
  const handle = (await python).pyimport(module).handle;
  progress('ready');
  return handle;
}

/** A game's package (and what it needs), installed when the page first opens that game. */
async function install({ packages }) {
  await app;
  await installPackages(runtime, packages);
  return null;
}

// Every module of a package, so that a snapshot holds them all (its files are not in it).
// A package's `__main__` runs its command line: it is never imported.
const MODULES = `
def _modules(name):
    import importlib, pkgutil
    package = importlib.import_module(name)
    found = pkgutil.walk_packages(package.__path__, name + ".", onerror=lambda _: None)
    return [m.name for m in found if not m.name.endswith(".__main__")]
_modules`;

/** Import `name`, or leave it: a module that cannot be imported here is never asked for. */
const IMPORT = 'def _try(name):\n    try:\n        __import__(name)\n    except Exception:\n        pass\n_try';

/** Let a request that came meanwhile be answered before the next background step. */
const yieldToRequests = () => new Promise((resolve) => { setTimeout(resolve, 0); });

/**
 * Make every package ready in the background (installed, every module imported, one step at a
 * time; those installed first), then, on a runtime started afresh, keep its snapshot.
 */
async function prepare() {
  await app;
  const pyodide = await runtime;
  const modules = pyodide.runPython(MODULES);
  const tryImport = pyodide.runPython(IMPORT);
  const all = Object.keys((await lockFile).packages);
  for (const name of [...all.filter((n) => installed.has(n)), ...all.filter((n) => !installed.has(n))]) {
    if (prepared.has(name)) continue;
    await installPackages(runtime, [name]);
    const found = modules(name);
    const names = found.toJs();
    found.destroy();
    for (const module of names) {
      await yieldToRequests();
      tryImport(module);
    }
    prepared.add(name);
  }
  if (canSnapshot && !fromSnapshot) {
    canSnapshot = false; // one per runtime
    await yieldToRequests();
    await keepSnapshot(pyodide).catch(() => {}); // a cache that refuses it costs the next visit time
  }
  return { packages: [...installed.keys()] };
}

/** Store this runtime's memory (every engine imported) as the snapshot of this build. */
async function keepSnapshot(pyodide) {
  pyodide.runPython(`import sys; sys.genial_snapshot = ${JSON.stringify(snapshotKey)}`);
  await writeSnapshot(snapshotKey, [...prepared], pyodide.makeMemorySnapshot());
}

function reply(id, json) {
  const answer = JSON.parse(json);
  self.postMessage(answer.ok ? { id, ok: true, result: answer.result }
    : { id, ok: false, error: answer.error });
}

const answer = (id, result) => self.postMessage({ id, ok: true, result });

self.onmessage = async ({ data: { id, cmd, args } }) => {
  try {
    if (cmd === 'boot') {
      app = boot(args);
      app.catch(() => dropSnapshot()); // never start from a snapshot that failed
      await app;
      bootFailed = null;
      answer(id, { packages: [...installed.keys()], snapshot: fromSnapshot });
      return;
    }
    if (!app) throw new Error('the engine was not booted');
    if (cmd === 'install') answer(id, await install(args));
    else if (cmd === 'prepare') answer(id, await (preparing ??= prepare()));
    else reply(id, (await app)(cmd, JSON.stringify(args ?? {})));
  } catch (err) {
    self.postMessage({ id, ok: false, error: { type: err.name || 'Error', message: String(err.message || err) } });
  }
};
