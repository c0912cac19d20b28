/**
 * A guest's engine: the same `request(cmd, args)` as web/engine.js, answered by the host's
 * engine over the data channel, scoped to this device's seat (the bridge's `guest` command).
 * So the shell and the game folders play a remote seat as they play a local one. What the guest
 * may not ask (a new game, a computer's move, the analysis during the game) is refused here
 * with a message (its undo is asked of the host, which asks the other devices: net/undo.js);
 * what needs no host (a game's static facts, checking the deal) goes to this device's own
 * engine.
 */
import { EngineError } from '../engine.js';
import { MAX_ANSWER, parseMessage, refusal } from './wire.js';

/** Answered by this device's own engine. */
const LOCAL = new Set(['install', 'static', 'check_deal']);
/** Only the host's page decides these. */
const HOST_ONLY = new Set(['new', 'load', 'ai', 'analyse', 'seats', 'deal_seed']);

export class RemoteEngine {
  /** `peer`: the open connection to the host; `local`: this device's Engine; `key`: its seat's. */
  constructor({ peer, local, key }) {
    Object.assign(this, { peer, local, key });
    this.remote = true; // the Table waits for every other seat's move to be pushed
    this.pending = new Map();
    this.nextId = 1;
    this.onPush = () => {}; // {push: 'view', view, events} after every decision; {push: 'reveal', ...} at the end
    this.onLost = () => {}; // (text): the host is gone, said in words: nothing can be played
    this.ready = Promise.resolve();
    peer.listen((text) => this.receive(text));
  }

  request(cmd, args = {}) {
    if (LOCAL.has(cmd)) return this.local.request(cmd, args);
    if (HOST_ONLY.has(cmd)) return Promise.reject(new EngineError(refusal('net_host_only')));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (!this.peer.send(JSON.stringify({ id, key: this.key, command: cmd, args }))) this.settle(id, false, refusal('net_lost'));
    });
  }

  /** What the host sent: an answer to a request, or a push. Anything else is ignored. */
  receive(text) {
    const message = text.length <= MAX_ANSWER ? parseMessage(text) : null;
    if (!message) return;
    if (typeof message.push === 'string') this.onPush(message);
    else if (Number.isInteger(message.id)) this.settle(message.id, message.ok === true, message.ok === true ? message.result : message.error);
  }

  settle(id, ok, value) {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    if (ok) waiting.resolve(value);
    else waiting.reject(new EngineError({ ...refusal('net_refused'), ...(value || {}) }));
  }

  /** The connection is gone: every question still waiting is refused (the player asks again). */
  lost() {
    for (const id of [...this.pending.keys()]) this.settle(id, false, refusal('net_lost'));
  }
}
