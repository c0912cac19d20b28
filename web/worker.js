/**
 * The Pyodide worker: loads the runtime, installs the app's wheel(s), then answers requests.
 *
 * Game-agnostic: the page's first message says which packages to load and which Python module
 * answers; that module's `handle(command, args_json)` returns JSON text. Protocol:
 *   page → worker   {id, cmd, args}                       (cmd "boot" first: {packages, module})
 *   worker → page   {id, ok: true, result} | {id, ok: false, error: {type, message}}
 *                   {progress: {stage}}                    (stages: runtime, packages, module, ready)
 * Runtime loading starts as soon as this script runs, so it overlaps the page's own start-up.
 */
import { loadPyodide } from './pyodide/pyodide.mjs';

const indexURL = new URL('./pyodide/', import.meta.url).href; // Pyodide wants absolute URLs
const progress = (stage) => self.postMessage({ progress: { stage } });

progress('runtime');
const runtime = loadPyodide({ indexURL });
let app = null; // resolves to the Python module's `handle` once booted

/** Load the packages (failures arrive through a callback, not as a rejection) and the module. */
async function boot({ packages, module }) {
  const pyodide = await runtime;
  progress('packages');
  const failures = [];
  await pyodide.loadPackage(packages, {
    messageCallback: () => {},
    errorCallback: (message) => failures.push(message),
  });
  if (failures.length) throw new Error(failures.join('\n'));
  progress('module');
  const handle = pyodide.pyimport(module).handle;
  progress('ready');
  return handle;
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
      await app;
      self.postMessage({ id, ok: true, result: null });
      return;
    }
    if (!app) throw new Error('the engine was not booted');
    const handle = await app;
    reply(id, handle(cmd, JSON.stringify(args ?? {})));
  } catch (err) {
    self.postMessage({ id, ok: false, error: { type: err.name || 'Error', message: String(err.message || err) } });
  }
};
