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
 * Later visits start from a memory snapshot of the fresh interpreter (Pyodide's experimental
 * `_loadSnapshot`), kept in the browser's cache after the first: ~0.2 s instead of ~1.8 s to
 * start Python, measured in Chromium here. It is taken before any package is installed, keyed
 * by the Pyodide version (the loader's `version`), and dropped if a boot from it fails.
 */
const indexURL = new URL('./pyodide/', import.meta.url).href; // Pyodide wants absolute URLs
const lockURL = new URL('pyodide-lock.json', indexURL);
const progress = (stage) => self.postMessage({ progress: { stage } });
const lockFile = fetchOk(lockURL).then((r) => r.json());
lockFile.catch(() => {}); // awaited by boot

// Everything the runtime's start waits on begins at once, instead of one after the other: the
// loader, the runtime's 1.2 MB JavaScript half (loadPyodide imports it only once the loader has
// run; the module map shares this download with it) and the snapshot lookup.
const loader = import('./pyodide/pyodide.mjs');
import('./pyodide/pyodide.asm.mjs').catch(() => {}); // a failure surfaces through loadPyodide
const SNAPSHOTS = 'pyodide-snapshots'; // not 'genial-…': the service worker keeps it across builds
const snapshots = self.caches ? caches.open(SNAPSHOTS).catch(() => null) : Promise.resolve(null);
let snapshotToSave = null; // taken on a first visit, stored once the engine is ready

progress('runtime');
const runtime = startRuntime();
runtime.catch(() => {}); // a failure is reported when boot awaits it, not as unhandled first

async function startRuntime() {
  const { loadPyodide, version } = await loader;
  const cache = await snapshots;
  const key = new URL(`snapshot-${version}`, indexURL).href; // one per Pyodide version
  const stored = cache && await cache.match(key).catch(() => null);
  if (stored) return loadPyodide({ indexURL, _loadSnapshot: new Uint8Array(await stored.arrayBuffer()) });
  const pyodide = await loadPyodide({ indexURL, _makeSnapshot: Boolean(cache) });
  if (cache) snapshotToSave = { key, bytes: pyodide.makeMemorySnapshot() };
  return pyodide;
}

/** Keeps the first visit's snapshot (one per origin: older Pyodide versions' are dropped). */
async function saveSnapshot() {
  if (!snapshotToSave) return;
  const { key, bytes } = snapshotToSave;
  snapshotToSave = null;
  await caches.delete(SNAPSHOTS);
  await (await caches.open(SNAPSHOTS)).put(key, new Response(bytes));
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

const installed = new Map(); // package name → promise resolved once it is unpacked

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
  pyodide.pyimport('sys').path_importer_cache.delete(site);
}

async function boot({ packages, module }) {
  const python = Promise.race([runtime, failure]).then((pyodide) => {
    progress('packages');
    return pyodide;
  });
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

function reply(id, json) {
  const answer = JSON.parse(json);
  self.postMessage(answer.ok ? { id, ok: true, result: answer.result }
    : { id, ok: false, error: answer.error });
}

self.onmessage = async ({ data: { id, cmd, args } }) => {
  try {
    if (cmd === 'boot') {
      app = boot(args);
      app.catch(() => self.caches?.delete(SNAPSHOTS)); // never start from a snapshot that failed
      await app;
      bootFailed = null;
      self.postMessage({ id, ok: true, result: null });
      saveSnapshot().catch(() => {}); // a cache that refuses 31 MB only costs the next visit time
      return;
    }
    if (!app) throw new Error('the engine was not booted');
    if (cmd === 'install') {
      self.postMessage({ id, ok: true, result: await install(args) });
      return;
    }
    const handle = await app;
    reply(id, handle(cmd, JSON.stringify(args ?? {})));
  } catch (err) {
    self.postMessage({ id, ok: false, error: { type: err.name || 'Error', message: String(err.message || err) } });
  }
};
