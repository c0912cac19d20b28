/**
 * The host's side of playing on several devices: the invitation dialog (choose a seat, show its
 * invitation as a link and a QR code, take the guest's reply by paste or camera) and the room
 * of connected guests. Inviting a seat makes it `remote` (the bridge's `seats`); the Table then
 * waits for that seat's moves, which come from the room. Several invitations may be open at
 * once, each with its own link; a reply names the invitation it answers, and one that answers
 * none open (stale, for another game or seat, altered) is refused in words. Nothing is bound
 * or kept for a seat until its channel is open; a connection that does not form within
 * CONNECT_MS is said to have failed, with what to do next. Every change of connection is said
 * plainly in the page's connection line.
 */
import { t } from '../i18n.js';
import { REMOTE, levelName } from '../seats.js';
import { Peer, candidates } from './peer.js';
import { Room } from './room.js';
import { WATCH, invitationLink, randomHex, readReply } from './codes.js';
import { canScan, drawQR, scan } from './qr.js';
import { hostDeal, hostKeys, keepHostKeys, relaySetting } from './keep.js';
import { iceConfig } from './relay.js';
import { showRelay } from './settings.js';
import { sayConnection } from './status.js';
import { Deal } from './deal.js';
import { TakeBacks } from './undo.js';

const $ = (id) => document.getElementById(id);

export class Host {
  /** `table`: the page's Table; `restart(view)`: show the game again after its seats changed. */
  constructor({ table, restart }) {
    Object.assign(this, { table, restart });
    this.room = null;
    this.deal = null; // the commit-and-reveal of the game on show, if it was not begun when invited
    this.invitations = new Map(); // id -> {id, seat, peer, link}: invitations open, waiting for their reply
    this.shown = null; // the invitation on show
    this.scanning = null;
    this.post = null; // play by messages (net/post.js): the seat buttons invite by messages once chosen
    this.takeBacks = new TakeBacks({ table, room: () => this.room, restart });
    $('invite').addEventListener('click', () => this.open()); // in the header
    $('games-invite').addEventListener('click', () => this.open()); // and in Games, This game
    $('invite-close').addEventListener('click', () => this.close());
    $('invite-dialog').addEventListener('close', () => {
      this.stopScan();
      this.table.hold(false);
    });
    $('invite-copy').addEventListener('click', () => this.copy());
    $('invite-share').addEventListener('click', () => navigator.share({ url: $('invite-link').href }).catch(() => {}));
    $('answer-accept').addEventListener('click', () => this.accept($('answer-input').value));
    $('answer-scan').hidden = !canScan();
    $('answer-scan').addEventListener('click', () => this.scanReply());
    $('net-again').addEventListener('click', () => this.open());
    $('invite-watch').addEventListener('click', () => this.invite(WATCH));
  }

  /** The game on show was resumed from its save (this page reloaded): a seat played on
   * another device had its connection cut. Said, with a button to invite them again (their
   * keys are kept: keep.js, so each device's fresh reply takes its own seat back). */
  resumed() {
    const away = !this.table.engine.remote && this.table.view.seats.includes(REMOTE);
    $('net-again').hidden = !away;
    if (!away) return;
    sayConnection(t('net.guestsLetGo'), true);
    this.deal = Deal.restore(hostDeal(this.table.name, this.table.view.seed)); // revealed at the end
  }

  /** The room of the game on show (made when its first guest is invited; with the seat keys
   * kept from before a reload). */
  roomFor() {
    const { name, view } = this.table;
    if (!this.room) {
      this.room = new Room({
        engine: this.table.engine, keys: hostKeys(name, view.seed),
        onDecision: (seat, answer) => this.played(seat, answer),
        onChange: (seat, state) => this.changed(seat, state),
        own: {
          undo: (seat) => this.takeBacks.ask(seat),
          'undo-answer': (seat, args) => this.takeBacks.answerOf(seat, args),
        },
      });
      this.room.game = name;
    }
    return this.room;
  }

  /** Another game replaces the one on show: its guests are let go. */
  leave() {
    $('net-again').hidden = true;
    if (this.takeBacks.open) this.takeBacks.cancel('net_undo_moved');
    this.room?.close();
    this.room = null;
    this.deal = null;
    for (const invitation of [...this.invitations.values()]) this.drop(invitation);
  }

  /** Whether the game on show is still to be dealt by commit and reveal (no decision yet). */
  dealing() {
    return Boolean(this.deal) && this.table.view.decisions === 0;
  }

  /** Whether an invitation for `seat` announces the deal: while the game is still to be
   * dealt, and to a seat's own device coming back (it sends the nonce it joined with); a device
   * new to a game begun is told that its deal cannot be checked. */
  announces(seat) {
    if (this.dealing()) return true;
    return Boolean(this.deal) && seat !== WATCH && this.roomFor().keys.has(seat);
  }

  /** Open the invitation dialog. A new game started to invite a device holds its computers
   * (Table.hold) until the dialog closes: the seat to invite may be a computer's, and first. */
  async open() {
    if (!this.table.view || this.table.engine.remote) {
      this.table.hold(false);
      if (this.table.engine.remote) sayConnection(t('net.guestInvites')); // its host's device invites
      return;
    }
    $('games-dialog').close(); // Invite a device is one of its buttons
    if (!this.deal && this.table.view.decisions === 0) this.deal = await Deal.open(this.table.engine);
    this.shown = null;
    this.post?.reset();
    $('invite-offer').hidden = true;
    $('invite-error').textContent = '';
    this.listSeats();
    showRelay($('invite-dialog'), () => this.remake());
    $('invite-dialog').showModal();
    const latest = [...this.invitations.values()].pop();
    if (latest) this.show(latest); // its reply may come now
  }

  /** The connection setting changed: the invitation on show is made again with it. */
  remake() {
    const shown = this.shown;
    if (!shown) return;
    this.drop(shown);
    this.invite(shown.seat);
  }

  drop(invitation) {
    invitation.peer.close();
    this.invitations.delete(invitation.id);
  }

  close() {
    this.stopScan();
    $('invite-dialog').close();
  }

  /** One button per seat, "Player N" (the name its invitation and the other devices give it),
   * saying who plays it now; a remote seat whose device is away
   * may be handed to a computer level meanwhile (its button then takes it back). */
  listSeats() {
    const view = this.table.view;
    const states = this.room?.game === this.table.name ? this.room.states() : {};
    $('invite-seats').replaceChildren(...view.seats.map((kind, seat) => {
      const invited = [...this.invitations.values()].some((i) => i.seat === seat);
      const where = kind !== REMOTE ? this.table.seatName(seat)
        : t(`net.seat.${states[seat] === 'open' ? 'open' : invited ? 'invited' : 'lost'}`);
      const button = Object.assign(document.createElement('button'), { // named by its number: who
        type: 'button', textContent: `${t('seat.player', { n: seat + 1 })} — ${where}`, // sits there follows
      });
      Object.assign(button.dataset, { testid: 'invite-seat', seat });
      button.addEventListener('click', () => (this.post?.byMessages() ? this.post.invite(seat) : this.invite(seat)));
      const line = Object.assign(document.createElement('div'), { className: 'seat-line' });
      line.append(button);
      if (kind === REMOTE && states[seat] !== 'open') line.append(this.handOver(seat));
      return line;
    }));
  }

  /** A list of the computer levels: the one chosen plays the seat until it is invited again. */
  handOver(seat) {
    const select = document.createElement('select');
    select.dataset.testid = 'hand-over';
    select.dataset.seat = seat;
    select.setAttribute('aria-label', t('net.handOver', { who: this.table.seatName(seat) }));
    const levels = this.table.entry.statics.seats.filter((k) => k.level);
    select.append(new Option(t('net.handOver', { who: this.table.seatName(seat) }), ''),
      ...levels.map((k) => new Option(levelName(k.level), k.seat)));
    select.addEventListener('change', () => {
      if (select.value) this.handTo(seat, select.value).then(() => this.listSeats(), (err) => {
        $('invite-error').textContent = this.table.explain(err);
      });
    });
    return select;
  }

  /** Make `seat` remote (if it is not) and show its invitation: the one still open for that
   * seat, else a new one; WATCH: a device that only watches (no seat changes; a new one each
   * time, as many devices may watch). */
  async invite(seat) {
    $('invite-error').textContent = '';
    $('invite-offer').hidden = true; // the invitation on show, if any, is for another connection
    $('invite-link').removeAttribute('href');
    this.shown = null;
    try {
      if (seat !== WATCH) await this.makeRemote(seat);
      const open = seat === WATCH ? null : [...this.invitations.values()].find((i) => i.seat === seat);
      this.show(open ?? await this.prepare(seat));
    } catch (err) {
      $('invite-error').textContent = err.code ? this.table.explain(err) : err.message;
    }
  }

  /** A new invitation for `seat`, with this device's connection setting. */
  async prepare(seat) {
    const relay = relaySetting();
    const peer = new Peer(iceConfig(relay));
    const sdp = await peer.offer();
    if (!candidates(sdp)) { // a relay that did not answer or refused us, or no network at all
      peer.close();
      throw new Error(relay.address ? t('net.fail.noRoute', { server: relay.address }) : t('net.fail.noAddress'));
    }
    const id = randomHex(8);
    const commitment = this.announces(seat) ? this.deal.commitment : null;
    const link = await invitationLink({ sdp, game: this.table.name, seat, id, relay, commitment });
    const invitation = { id, seat, peer, link };
    this.invitations.set(id, invitation);
    return invitation;
  }

  show(invitation) {
    this.shown = invitation;
    const { link, seat } = invitation;
    Object.assign($('invite-link'), { href: link, textContent: link });
    drawQR($('invite-qr'), link);
    $('invite-for').textContent = t('net.inviteFor', { who: this.whoIs(seat) });
    $('invite-share').hidden = !navigator.share;
    $('answer-input').value = '';
    $('invite-offer').hidden = false;
    this.listSeats();
    $('answer-input').focus({ preventScroll: true }); // the heading and the link stay in view
    $('invite-for').scrollIntoView({ block: 'nearest' });
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

  /** A guest's reply code: the invitation it answers is connected to it. Refused in words
   * when it answers no invitation open here, or that seat's device is another; once the
   * channel is open the seat is bound, the deal takes the guest's part and the keys are kept. */
  async accept(code) {
    $('invite-error').textContent = '';
    try {
      const reply = await readReply(code);
      const invitation = this.answered(reply);
      const room = this.roomFor();
      if (invitation.seat !== WATCH && !room.admits(invitation.seat, reply.key)) throw new Error(t('net.wrongKey'));
      if (!candidates(reply.sdp)) throw new Error(t('net.fail.theirNone'));
      await invitation.peer.accept(reply.sdp).catch(() => { // the invitation stays open for a good one
        throw new Error(t('net.fail.mismatch'));
      });
      this.invitations.delete(invitation.id); // one reply per invitation
      const who = this.whoIs(invitation.seat);
      sayConnection(t('net.connecting', { who }));
      this.close();
      if (!await invitation.peer.opened()) {
        sayConnection(t('net.fail.ice', { who }), true);
        if ($('invite-dialog').open) this.listSeats();
        return;
      }
      await this.seat(invitation, reply);
    } catch (err) {
      $('invite-error').textContent = err.code ? this.table.explain(err) : err.message;
    }
  }

  /** The invitation open here that `reply` answers; refused in words when there is none. */
  answered(reply) {
    const invitation = this.invitations.get(reply.to);
    if (reply.game !== this.table.name) throw new Error(t('net.fail.otherGame'));
    if (!invitation) throw new Error(t('net.fail.stale'));
    if (invitation.seat !== reply.seat) throw new Error(t('net.fail.otherSeat'));
    return invitation;
  }

  /** The channel of `invitation` is open: its device takes the seat (or watches). */
  async seat({ seat, peer }, reply) {
    const room = this.roomFor();
    if (this.dealing()) await this.redeal(await this.deal.add(this.table.engine, reply.nonce));
    if (seat === WATCH) room.watch(peer, reply.key);
    else room.admit(seat, peer, reply.key);
    keepHostKeys(room.game, this.table.view.seed, room.savedKeys(), this.deal);
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

  /** Deal the game again from `seed` (it has no decision yet): same setup, same seats. */
  async redeal(seed) {
    const { config } = await this.table.engine.request('record');
    const seats = this.table.view.seats;
    this.restart(await this.table.engine.request('new', { game: this.table.name, ...config, seats, seed }));
  }

  /** A guest's move was played on the host's engine: show it here as a computer's is. */
  async played(seat, answer) {
    await this.table.pushed(await this.table.engine.request('view'), answer.events);
  }

  /** Undo on this device (the Undo button, Ctrl+Z): asked of the other devices when a seat is
   * played on one (a guest's asks its host; net/undo.js); resolves the view to show. Why it
   * did not happen is said in the connection line too (the turn's line moves on). */
  takeBack() {
    const { engine, view } = this.table;
    if (!engine.remote && !view.seats.includes(REMOTE)) return engine.request('undo');
    const asked = engine.remote ? engine.request('undo') : this.takeBacks.ask(null);
    return asked.catch((err) => {
      sayConnection(this.table.explain(err), true);
      throw err;
    });
  }

  /** Who a connection is for: a seat's player, or a device that watches (its room id). */
  whoIs(seat) {
    return Number.isInteger(seat) && seat >= 0 ? this.table.seatName(seat) : t('net.watcher');
  }

  changed(seat, state) {
    if (state === 'lost') this.takeBacks.onLost(seat);
    if (state === 'open') $('net-again').hidden = true; // a guest is back: the line says so
    const who = this.whoIs(seat);
    sayConnection(state === 'open' ? t('net.joined', { who }) : t('net.lostGuest', { who }), state !== 'open');
    if ($('invite-dialog').open) this.listSeats();
  }

  /** After every view of the game on this device: every guest gets its seat's; at the end,
   * the deal is revealed to them. */
  async onView() {
    if (!this.room || this.table.engine.remote) return;
    this.takeBacks.onView();
    this.room.pushAll(this.table.events);
    if (this.table.view.over && this.deal?.nonces.length && !this.deal.revealed) {
      const message = this.deal.reveal(await this.table.engine.request('record'));
      await this.room.pushing;
      this.room.tellAll(message);
    }
  }

  /** The raw text channel of the first open guest (the test hook `window.genial.peer`). */
  peer() {
    return [...(this.room?.guests.values() ?? [])].find((g) => g.peer.state === 'open')?.peer ?? null;
  }
}
