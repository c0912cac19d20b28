/**
 * Entry point. The engine worker was started by index.html before any module downloaded
 * (loading Python is the long pole); this boots it, sets up the test hooks, then lets the
 * page (main.js) load and take over.
 */
import { Engine } from './engine.js';
import { BRIDGE, FLAGSHIP } from './catalogue.js';

const progress = { stage: 'runtime', listener: () => {} };

/** The engine: on the worker index.html started, the first time; on a new one after that. */
function startEngine() {
  const worker = window.genialWorker;
  window.genialWorker = null;
  return new Engine({
    packages: [FLAGSHIP], // and the shared layer it depends on; other games on first use
    module: BRIDGE,
    worker,
    onProgress: (stage) => {
      progress.stage = stage;
      progress.listener(stage);
    },
  });
}

const engine = startEngine();
let resolveReady;
// Resolves once the engine is loaded and the game drawn (after a retry, if loading failed).
const ready = new Promise((resolve) => { resolveReady = resolve; });
const hooks = { state: () => ({ ready: false, awaiting: 'loading' }), cellCenter: () => null };
window.genial = { ready, state: () => hooks.state(), cellCenter: (...cell) => hooks.cellCenter(...cell) };

const { start } = await import('./main.js');
start({ engine, startEngine, progress, hooks, resolveReady });
