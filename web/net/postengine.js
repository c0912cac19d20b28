/**
 * A guest's engine in a game played by messages (#37): the same `request(cmd, args)` as
 * web/engine.js, so the shell and the game folders play the seat as any. The view shown is the
 * one the host's last letter brought; the player's questions while it thinks (where a tile may
 * go, what it scores, a hint) are answered by this device's own engine from the seat's world
 * (tabletop/world.py: the hidden tiles dealt again at random), which also checks a decision
 * before it goes. A decision made becomes a letter to the host (`send(move)`), and the page waits
 * for the host's answer: its engine decides. What needs the host (the history, undo, a new
 * game) is refused with a message.
 */
import { EngineError } from '../engine.js';
import { refusal } from './wire.js';

/** Answered by this device's own engine: static facts, and the world's answers on the turn. */
const LOCAL = new Set(['install', 'static', 'check_deal', 'hint', 'options', 'placements', 'why', 'jokers']);

export class PostEngine {
  /** `local`: this device's Engine, holding the seat's world; `view`, `record`: the host's last
   * letter's; `send(move, view)`: resolves once the letter of a decision is made (`view`: the
   * board as it shows then); `sent`: a decision was sent already (the page reloaded since). */
  constructor({ local, view, record, send, sent = false }) {
    Object.assign(this, { local, view, record, send });
    this.remote = true; // the Table waits for the other seats' moves (they come by letters)
    this.awaitsAnswer = sent; // a decision was sent: the next letter from the host says what follows
  }

  async request(cmd, args = {}) {
    if (LOCAL.has(cmd)) return this.local.request(cmd, args);
    if (cmd === 'view') return this.view;
    if (cmd === 'record') return this.record;
    if (cmd === 'play') return this.play(args);
    throw new EngineError(refusal('post_not_here'));
  }

  /** The seat's decision: checked on the world, then sent; shown on the board at once, the
   * hand hidden until the host's answer (its draws are the host's). */
  async play({ move }) {
    if (this.awaitsAnswer || this.view.over) throw new EngineError(refusal('post_wait'));
    const seat = this.view.seats.indexOf('human');
    const { view, events } = await this.local.request('play', { move });
    const hands = view.hands.map((hand, s) => (s === seat ? [] : hand));
    const sent = { ...this.view, ...view, hands, seats: this.view.seats, seed: null, undo: null, decisions: this.view.decisions + 1 };
    await this.send(move, sent);
    this.awaitsAnswer = true;
    this.view = sent;
    return { events, view: sent };
  }
}
