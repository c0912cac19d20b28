/**
 * The host's room: the guests connected to the game on this device, one per remote seat. Each
 * message a guest sends is checked here — size, JSON shape, the seat's key — before it goes to
 * the bridge's `guest` command, which scopes it to that seat and checks the rest (whose turn,
 * legality); whatever is refused is answered with the refusal and changes nothing. After every
 * decision (anyone's) each guest is pushed its seat's view. A seat's key is the one its first
 * device brought: another device claiming that seat without it is refused. A few requests are
 * the page's own, not the bridge's (`own`: asking to undo and answering such a question,
 * net/undo.js): they pass the same checks, then the host's page answers them. Devices that
 * only watch are guests too, under ids of their own ('watch-1'...): they ask the bridge's
 * `watch` (no hand at all), and neither play nor take part in an undo.
 */
import { MAX_MESSAGE, MAX_WAITING, isRequest, parseMessage, refusal } from './wire.js';

/** A refusal as the channel carries it. */
const errorOf = (err) => ({ type: err.type, code: err.code, params: err.params, message: err.message });

export class Room {
  /**
   * `engine`: the host's Engine; `keys`: {seat: key} kept from before (a reloaded host);
   * `onDecision(seat, answer)`: a guest's move was played; `onChange()`: a guest came or went;
   * `own`: {command: (seat, args) => answer (or a promise of it)} answered by the host's page.
   */
  constructor({ engine, keys = {}, onDecision = () => {}, onChange = () => {}, own = {} }) {
    Object.assign(this, { engine, onDecision, onChange, own });
    this.keys = new Map(Object.entries(keys).map(([seat, key]) => [Number(seat), key]));
    this.guests = new Map(); // seat (or a watcher's id) -> {peer, key, watching, waiting, queue}
    this.watchers = 0;
    this.pushing = Promise.resolve();
  }

  /** Whether `key` may take `seat` (a seat is its first device's). */
  admits(seat, key) {
    return !this.keys.has(seat) || this.keys.get(seat) === key;
  }

  /** Seat a guest whose channel is open: `peer` answers for `seat` from now on (nothing is
   * bound to a seat before: a connection that never forms takes nothing). */
  admit(seat, peer, key) {
    if (!this.admits(seat, key)) throw new Error('net_key');
    this.guests.get(seat)?.peer.close();
    this.keys.set(seat, key);
    this.join(seat, { peer, key, watching: false });
  }

  /** Seat a device that only watches (as many as come; a key of its own, no seat's). */
  watch(peer, key) {
    this.watchers += 1;
    this.join(`watch-${this.watchers}`, { peer, key, watching: true });
  }

  /** A device joins under `seat` (a seat, or a watcher's id): its messages are heard from now. */
  join(seat, device) {
    const guest = { ...device, waiting: 0, queue: Promise.resolve() };
    const { peer } = guest;
    this.guests.set(seat, guest);
    peer.listen((text) => this.receive(seat, guest, text));
    peer.onstate = (state) => this.onChange(seat, state);
    this.pushTo(seat, guest); // a device joins once its channel is open
    this.onChange(seat, peer.state);
  }

  /** The connection state of each seat that has had a guest: {seat: 'open'|'lost'}. */
  states() {
    return Object.fromEntries([...this.guests].map(([seat, g]) => [seat, g.peer.state]));
  }

  /** The seats' keys, to keep with the game (a reloaded host still knows whose seat is whose). */
  savedKeys() {
    return Object.fromEntries(this.keys);
  }

  /** A guest's text: checked, then asked of the bridge in turn; always answered. */
  receive(seat, guest, text) {
    const message = text.length <= MAX_MESSAGE ? parseMessage(text) : null;
    const id = Number.isSafeInteger(message?.id) ? message.id : null;
    const refuse = (code, params) => this.send(guest, { id, ok: false, error: refusal(code, params) });
    if (text.length > MAX_MESSAGE) return refuse('net_too_large', { max: MAX_MESSAGE });
    if (!isRequest(message)) return refuse('net_malformed');
    if (message.key !== guest.key) return refuse('net_key');
    const own = Object.hasOwn(this.own, message.command);
    if (own && guest.watching) return refuse('net_watching'); // a watcher takes no part in an undo
    if (guest.waiting >= MAX_WAITING) return refuse('net_flood', { max: MAX_WAITING });
    guest.waiting += 1;
    const done = () => { guest.waiting -= 1; };
    if (own) { // not queued: a question may wait for people
      this.answerOwn(seat, guest, message).finally(done);
    } else guest.queue = guest.queue.then(() => this.ask(seat, guest, message)).finally(done);
    return undefined;
  }

  async answerOwn(seat, guest, { id, command, args }) {
    try {
      this.send(guest, { id, ok: true, result: await this.own[command](seat, args) });
    } catch (err) {
      this.send(guest, { id, ok: false, error: errorOf(err) });
    }
  }

  async ask(seat, guest, { id, command, args }) {
    let answer;
    try {
      answer = await this.request(seat, guest, command, args);
    } catch (err) {
      this.send(guest, { id, ok: false, error: errorOf(err) });
      return;
    }
    this.send(guest, { id, ok: true, result: answer });
    if (command === 'play') await this.onDecision(seat, answer);
  }

  /** A guest's request of the bridge: scoped to its seat, or what a watcher sees. */
  request(seat, guest, command, args) {
    return guest.watching ? this.engine.request('watch', { command, args })
      : this.engine.request('guest', { seat, command, args });
  }

  send(guest, message) {
    guest.peer.send(JSON.stringify(message));
  }

  /** Push every connected guest its seat's view, with the events of the decision that led to
   * it (a game's events name only what the whole table sees: tabletop/guest.py), after any
   * decision or change of seats. */
  pushAll(events = []) {
    for (const [seat, guest] of this.guests) this.pushTo(seat, guest, events);
    return this.pushing;
  }

  pushTo(seat, guest, events = []) {
    this.pushing = this.pushing.then(async () => {
      if (guest.peer.state !== 'open') return;
      const view = await this.request(seat, guest, 'view', {});
      this.send(guest, { push: 'view', view, events });
    }).catch(() => {});
  }

  /** Send the guest of `seat` a push, if it is connected. */
  tellSeat(seat, message) {
    const guest = this.guests.get(seat);
    if (guest?.peer.state === 'open') this.send(guest, message);
  }

  /** Send every guest the same push (the reveal at the end). */
  tellAll(message) {
    for (const guest of this.guests.values()) if (guest.peer.state === 'open') this.send(guest, message);
  }

  close() {
    for (const guest of this.guests.values()) guest.peer.close();
    this.guests.clear();
  }
}
