/**
 * Undo in a game with seats on other devices: a move is taken back only when every other
 * device accepts, never behind a player's back. The host's page asks: its own player's undo,
 * or a guest's (the request `undo` on the channel, checked by the room like any other), becomes
 * a question to every other connected device — a guest by the push `{push: 'undo-ask', ask,
 * seat}`, which it answers by the request `undo-answer {ask, accept}`; the host's own player
 * (when a guest asks) in the same dialog. Only when all have accepted does the host's engine
 * take the move back (`undo`, or `undo {seat}` for a guest's seat: tabletop/guest.py), and every
 * guest is pushed its view. A refusal, a device lost or a decision made meanwhile cancels it,
 * and the asker is told which (a refusal of the request, in words).
 */
import { t } from '../i18n.js';
import { EngineError } from '../engine.js';
import { announce } from '../announce.js';
import { REMOTE } from '../seats.js';
import { moveFigure } from '../moves.js';
import { refusal } from './wire.js';
import { sayConnection } from './status.js';

const $ = (id) => document.getElementById(id);
/** The host's own player, among the devices asked. */
const HOST = 'host';

const refused = (code, params) => new EngineError(refusal(code, params));

/** Put the question `text` to the player of this device: `answer(accept)` is called once. */
export function showQuestion(text, answer) {
  const dialog = $('undo-ask-dialog');
  $('undo-ask-text').textContent = text;
  const reply = (accept) => {
    dialog.onclose = null;
    dialog.close();
    answer(accept);
  };
  $('undo-accept').onclick = () => reply(true);
  $('undo-refuse').onclick = () => reply(false);
  dialog.onclose = () => reply(false); // Escape: a refusal
  if (!dialog.open) dialog.showModal(); // focus on Refuse, the first button: nothing by mistake
  announce(text);
}

/** The question is over (answered, or cancelled elsewhere): take it down unanswered. */
export function closeQuestion() {
  const dialog = $('undo-ask-dialog');
  dialog.onclose = null;
  if (dialog.open) dialog.close();
}

/** The question of an undo asked for `seat`, naming every move it takes back as this device's
 * history shows them: the decisions from index `from` on (the seat's latest and every one
 * after it: the view's `undo_from`, tabletop/guest.py undo_point, as the host's engine said). */
async function questionText(table, seat, from) {
  const entries = await table.engine.request('history');
  const moves = entries.filter((entry) => entry.index >= from)
    .map((entry) => `${table.seatName(entry.seat)}: ${moveFigure(table.game, entry, table.view).text}`);
  return t('net.undoAsks', { who: table.seatName(seat), moves: moves.join('; ') });
}

let asking = null; // on a guest: the question being put (a later push may end it first)

/** On a guest: a push about a question (`undo-ask`, `undo-end`); false if it is none. */
export function hearQuestion(table, { push, ask, seat, from, done }) {
  if (push === 'undo-ask' && Number.isSafeInteger(ask) && Number.isInteger(seat) && Number.isSafeInteger(from)) {
    asking = ask;
    questionText(table, seat, from).then((text) => {
      if (asking !== ask) return; // ended meanwhile
      showQuestion(text, (accept) => {
        table.engine.request('undo-answer', { ask, accept }).catch((err) => sayConnection(table.explain(err), true));
      });
    }, (err) => sayConnection(table.explain(err), true));
    return true;
  }
  if (push !== 'undo-end') return false;
  asking = null;
  closeQuestion();
  sayConnection(t(done ? 'net.undoDone' : 'net.undoCancelled'));
  return true;
}

/** The host's side: the questions of undo, one at a time. */
export class TakeBacks {
  /** `table`: the page's Table; `room()`: the room of guests; `restart(view)`: show a view. */
  constructor({ table, room, restart }) {
    Object.assign(this, { table, room, restart });
    this.open = null; // the question being asked: {ask, asker, decisions, asked, waiting, resolve, reject}
    this.count = 0;
  }

  /** Whose device is asked when `asker` (a seat, or null: this device) asks: every other
   * device playing, refused if one of them is not connected now (it could not answer). */
  devices(asker) {
    const states = this.room()?.states() ?? {};
    const asked = [];
    this.table.view.seats.forEach((kind, seat) => {
      if (kind !== REMOTE || seat === asker) return;
      if (states[seat] !== 'open') throw refused('net_undo_lost', this.seatParams(seat));
      asked.push(seat);
    });
    if (asker !== null && this.table.humans().length) asked.push(HOST);
    return asked;
  }

  /**
   * Ask every other device to take back the latest decision of `asker` (a remote seat; null:
   * this device's player); resolves, once done, the view the asker's device shows (the
   * host's, or the guest's seat view), or rejects with why it did not happen.
   */
  async ask(asker) {
    if (this.open) throw refused('net_undo_busy');
    const { engine, view } = this.table;
    const seen = asker === null ? view : await engine.request('guest', { seat: asker, command: 'view', args: {} });
    const taker = asker ?? view.undo;
    if (seen.undo === null || seen.undo !== taker) throw refused('net_undo_nothing');
    const asked = this.devices(asker);
    if (asked.length) await this.question({ asker, taker, from: seen.undo_from }, asked, view.decisions);
    const undone = await engine.request('undo', asker === null ? {} : { seat: asker });
    if (asker === null) return undone; // this device's undo shows it
    this.restart(undone);
    return engine.request('guest', { seat: asker, command: 'view', args: {} });
  }

  /** Put the question of `asker`'s undo (taking back `taker`'s decisions from index `from`)
   * to the devices `asked`: resolves when all accept. */
  question({ asker, taker, from }, asked, decisions) {
    const ask = ++this.count;
    const settled = new Promise((resolve, reject) => {
      this.open = { ask, asker, decisions, asked, waiting: new Set(asked), resolve, reject };
    });
    const room = this.room();
    for (const device of asked) {
      if (device === HOST) {
        questionText(this.table, taker, from).then((text) => {
          if (this.open?.ask === ask) showQuestion(text, (accept) => this.answer(HOST, ask, accept));
        });
      } else room.tellSeat(device, { push: 'undo-ask', ask, seat: taker, from });
    }
    return settled;
  }

  /** A guest's answer (the request `undo-answer {ask, accept}`): refused unless its device
   * was asked that question and has not answered yet. */
  answerOf(seat, { ask, accept }) {
    if (!Number.isSafeInteger(ask) || typeof accept !== 'boolean') throw refused('net_malformed');
    this.answer(seat, ask, accept);
    return {};
  }

  answer(device, ask, accept) {
    const open = this.open;
    if (!open || open.ask !== ask || !open.waiting.has(device)) throw refused('net_undo_unasked');
    open.waiting.delete(device);
    if (!accept) this.cancel('net_undo_refused', this.seatParams(device === HOST ? this.table.humans()[0] : device));
    else if (!open.waiting.size) this.end(true, open.resolve);
  }

  /** A refusal's params naming `seat`: `who` in this device's words, and `seat` itself, from
   * which the asker's device names it in its own (Table.explain). */
  seatParams(seat) {
    return { seat, who: this.table.seatName(seat) };
  }

  /** A view after a decision: the question asked before it is void. */
  onView() {
    if (this.open && this.table.view.decisions !== this.open.decisions) this.cancel('net_undo_moved');
  }

  /** A guest's device was lost: a question it was part of is void. */
  onLost(seat) {
    const open = this.open;
    if (open && (open.asker === seat || open.asked.includes(seat))) this.cancel('net_undo_lost', this.seatParams(seat));
  }

  cancel(code, params) {
    const { reject } = this.open;
    this.end(false, () => reject(refused(code, params)));
  }

  /** The question is over (`done`: all accepted): taken down everywhere, then `settle()`. */
  end(done, settle) {
    const { ask, asked } = this.open;
    this.open = null;
    for (const device of asked) {
      if (device === HOST) {
        closeQuestion();
        sayConnection(t(done ? 'net.undoDone' : 'net.undoCancelled'));
      } else this.room()?.tellSeat(device, { push: 'undo-end', ask, done });
    }
    settle();
  }
}
