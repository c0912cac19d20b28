/**
 * The page's client of the engine worker: id-tagged requests answered by promises.
 *
 * Game-agnostic: `new Engine({packages, module})` boots worker.js with that Python module and
 * `request(cmd, args)` resolves with its result, or rejects with an EngineError saying why.
 */

export class EngineError extends Error {
  constructor({ type, message, code = null, params = {} }) {
    super(message); // the engine's English text
    this.name = 'EngineError';
    this.type = type; // e.g. IllegalMove, BridgeError, RecordError, or a Python exception name
    this.code = code; // a refusal's stable code (genial.errors), null for anything else
    this.params = params; // the values its message is made of (a nested refusal is an object)
  }
}

export class Engine {
  /**
   * Boots the worker (`worker`: one the page already started, else a new one);
   * `onProgress(stage)` follows the boot stages.
   */
  constructor({ packages, module, worker = null, onProgress = () => {} }) {
    this.pending = new Map();
    this.nextId = 1;
    this.onProgress = onProgress;
    this.worker = worker || new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    this.worker.onmessage = ({ data }) => this.receive(data);
    this.worker.onerror = (event) => this.fail(event);
    this.ready = this.request('boot', { packages, module });
    this.ready.catch(() => {}); // whoever awaits `ready` gets the error; it is not unhandled
    for (const event of this.worker.early || []) {
      if (event.type === 'error') this.fail(event);
      else this.receive(event.data);
    }
  }

  request(cmd, args = {}) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, cmd, args });
    });
  }

  receive(data) {
    if (data.progress) {
      this.onProgress(data.progress.stage);
      return;
    }
    const waiting = this.pending.get(data.id);
    if (!waiting) return;
    this.pending.delete(data.id);
    if (data.ok) waiting.resolve(data.result);
    else waiting.reject(new EngineError(data.error));
  }

  fail(event) {
    this.failAll(event.message || 'the engine worker failed to start');
  }

  failAll(message) {
    for (const { reject } of this.pending.values()) reject(new EngineError({ type: 'WorkerError', message }));
    this.pending.clear();
  }

  terminate() {
    this.worker.terminate();
    this.failAll('the engine was stopped');
  }
}
