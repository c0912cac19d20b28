/**
 * The host's side of playing on several devices: the invitation dialog (choose a seat, show its
 * invitation as a link and a QR code, take the guest's reply by paste or camera) and the room
 * of connected guests. Inviting a seat makes it `remote` (the bridge's `seats`); the Table then
 * waits for that seat's moves, which come from the room. Every change of connection is said
 * plainly in the page's connection line.
 */
import { t } from '../i18n.js';
import { REMOTE } from '../seats.js';
import { Peer } from './peer.js';
import { Room } from './room.js';
import { invitationLink, readReply } from './codes.js';
import { canScan, drawQR, scan } from './qr.js';
import { hostKeys, iceServers, keepHostKeys } from './keep.js';
import { showStun } from './settings.js';
import { sayConnection } from './status.js';

const $ = (id) => document.getElementById(id);

export class Host {
  /** `table`: the page's Table; `restart(view)`: show the game again after its seats changed. */
  constructor({ table, restart }) {
    Object.assign(this, { table, restart });
    this.room = null;
    this.pending = null; // {seat, peer}: the invitation on show, waiting for its reply
    this.scanning = null;
    $('invite').addEventListener('click', () => this.open());
    $('new-invite').addEventListener('click', () => {
      $('new-dialog').close();
      this.open();
    });
    $('invite-close').addEventListener('click', () => this.close());
    $('invite-dialog').addEventListener('close', () => this.stopScan());
    $('invite-copy').addEventListener('click', () => this.copy());
    $('invite-share').addEventListener('click', () => navigator.share({ url: $('invite-link').href }).catch(() => {}));
    $('answer-accept').addEventListener('click', () => this.accept($('answer-input').value));
    $('answer-scan').hidden = !canScan();
    $('answer-scan').addEventListener('click', () => this.scanReply());
  }

  /** The room of the game on show (a new one when another game is shown). */
  roomFor() {
    const { name, view } = this.table;
    if (this.room?.game !== name || this.room?.seed !== view.seed) {
      this.room?.close();
      this.room = new Room({
        engine: this.table.engine, keys: hostKeys(name, view.seed),
        onDecision: (seat, answer) => this.played(seat, answer),
        onChange: (seat, state) => this.changed(seat, state),
      });
      Object.assign(this.room, { game: name, seed: view.seed });
    }
    return this.room;
  }

  open() {
    if (!this.table.view || this.table.engine.remote) return;
    this.pending = null;
    $('invite-offer').hidden = true;
    $('invite-error').textContent = '';
    this.listSeats();
    showStun($('invite-stun'));
    $('invite-dialog').showModal();
  }

  close() {
    this.stopScan();
    $('invite-dialog').close();
  }

  /** One button per seat, saying where it is played now. */
  listSeats() {
    const view = this.table.view;
    const states = this.room?.game === this.table.name ? this.room.states() : {};
    $('invite-seats').replaceChildren(...view.seats.map((kind, seat) => {
      const where = kind === REMOTE ? t(`net.seat.${states[seat] ?? 'lost'}`) : '';
      const button = Object.assign(document.createElement('button'), {
        type: 'button', textContent: [this.table.seatName(seat), where].filter(Boolean).join(' — '),
      });
      Object.assign(button.dataset, { testid: 'invite-seat', seat });
      button.addEventListener('click', () => this.invite(seat));
      return button;
    }));
  }

  /** Make `seat` remote (if it is not) and show its invitation. */
  async invite(seat) {
    $('invite-error').textContent = '';
    try {
      await this.makeRemote(seat);
      const peer = new Peer(iceServers());
      const sdp = await peer.offer();
      this.pending?.peer.close();
      this.pending = { seat, peer };
      const link = await invitationLink({ sdp, game: this.table.name, seat, commitment: null });
      Object.assign($('invite-link'), { href: link, textContent: link });
      drawQR($('invite-qr'), link);
      $('invite-for').textContent = t('net.inviteFor', { who: this.table.seatName(seat) });
      $('invite-share').hidden = !navigator.share;
      $('answer-input').value = '';
      $('invite-offer').hidden = false;
      this.listSeats();
      $('answer-input').focus();
    } catch (err) {
      $('invite-error').textContent = this.table.explain(err);
    }
  }

  async makeRemote(seat) {
    const { view } = this.table;
    if (view.seats[seat] === REMOTE) return;
    const seats = view.seats.map((kind, s) => (s === seat ? REMOTE : kind));
    this.restart(await this.table.engine.request('seats', { seats }));
  }

  /** Hand a remote seat to a computer level while its device is away (or back: `kind` remote). */
  async handTo(seat, kind) {
    const seats = this.table.view.seats.map((k, s) => (s === seat ? kind : k));
    this.restart(await this.table.engine.request('seats', { seats }));
  }

  /** The guest's reply code: connect the seat's invitation to it. */
  async accept(code) {
    const pending = this.pending;
    $('invite-error').textContent = '';
    if (!pending) return;
    try {
      const reply = await readReply(code);
      const room = this.roomFor();
      if (!room.admits(pending.seat, reply.key)) throw new Error(t('net.wrongKey'));
      room.admit(pending.seat, pending.peer, reply.key);
      keepHostKeys(room.game, room.seed, room.savedKeys());
      this.pending = null;
      sayConnection(t('net.connecting', { who: this.table.seatName(pending.seat) }));
      await pending.peer.accept(reply.sdp);
      this.close();
    } catch (err) {
      $('invite-error').textContent = err.code ? this.table.explain(err) : err.message;
    }
  }

  async scanReply() {
    this.stopScan();
    const video = $('answer-video');
    video.hidden = false;
    this.scanning = scan(video);
    const text = await this.scanning.text.catch(() => null);
    video.hidden = true;
    if (text) {
      $('answer-input').value = text;
      this.accept(text);
    }
  }

  stopScan() {
    this.scanning?.stop();
    this.scanning = null;
  }

  async copy() {
    try {
      await navigator.clipboard.writeText($('invite-link').href);
      $('invite-copied').textContent = t('share.copied');
    } catch {
      $('invite-copied').textContent = t('net.copyByHand');
    }
  }

  /** A guest's move was played on the host's engine: show it here as a computer's is. */
  async played(seat, answer) {
    await this.table.pushed(await this.table.engine.request('view'), answer.events);
  }

  changed(seat, state) {
    const who = this.table.seatName(seat);
    sayConnection(state === 'open' ? t('net.joined', { who }) : t('net.lostGuest', { who }), state !== 'open');
    if ($('invite-dialog').open) this.listSeats();
  }

  /** After every view of the game on this device: every guest gets its seat's. */
  onView() {
    if (this.room?.game === this.table.name && !this.table.engine.remote) this.room.pushAll();
  }

  /** The raw text channel of the first open guest (the test hook `window.genial.peer`). */
  peer() {
    return [...(this.room?.guests.values() ?? [])].find((g) => g.peer.state === 'open')?.peer ?? null;
  }
}
