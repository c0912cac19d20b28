/**
 * Playing by messages (#37): a game at each player's pace, every turn a link the players send
 * through whatever they already use (the share sheet, or Copy). As in live play the host's
 * device is the table: its engine decides, and each guest holds only its seat's view.
 *
 * The host invites a seat by messages (a link holding the host's public key, nothing of any
 * hand); the guest's device answers with a letter holding its own public key; from then on
 * every letter is sealed for its one recipient (seal.js) and numbered each way, and opening one
 * on the wrong device, twice, out of order, altered or forged is refused with the reason and
 * nothing changed. The host answers a guest with the seat's view and world (postengine.js): at
 * once when its reply comes, then whenever it is the seat's turn again, and at the end. A guest's
 * decision goes back as a letter; the host's engine plays it for that seat (the bridge's
 * `guest`), and the game goes on on the host's table.
 */
import { t } from '../i18n.js';
import { REMOTE } from '../seats.js';
import { EngineError } from '../engine.js';
import { randomHex } from './codes.js';
import { GUEST, HOST, bodyBytes, labelOf, letterLink, readBody, readLetter } from './letters.js';
import { newKeys, seal, sharedKey, unseal } from './seal.js';
import { hostEntry, keepPostGame, postGame, postGames, postOnShow, showingPost } from './postbox.js';
import { PostEngine } from './postengine.js';
import { refusal } from './wire.js';
import { sayConnection } from './status.js';

const $ = (id) => document.getElementById(id);
const refused = (code, params) => new EngineError(refusal(code, params));

/** A row offering a link to send: what to do, the link, Share (where the browser can) and Copy. */
function linkRow(text, link, seat) {
  const row = Object.assign(document.createElement('div'), { className: 'post-row' });
  const said = Object.assign(document.createElement('p'), { textContent: text });
  const a = Object.assign(document.createElement('a'), { href: link, textContent: link, target: '_blank', rel: 'noopener' });
  Object.assign(a.dataset, { testid: 'message-link', seat });
  const copied = Object.assign(document.createElement('span'), { className: 'hint' });
  copied.setAttribute('aria-live', 'polite');
  const copy = Object.assign(document.createElement('button'), { type: 'button', textContent: t('net.copyLink') });
  copy.dataset.testid = 'message-copy';
  copy.onclick = () => navigator.clipboard.writeText(link)
    .then(() => { copied.textContent = t('share.copied'); }, () => { copied.textContent = t('net.copyByHand'); });
  const buttons = Object.assign(document.createElement('div'), { className: 'row' });
  if (navigator.share) {
    const share = Object.assign(document.createElement('button'), { type: 'button', textContent: t('net.share') });
    share.dataset.testid = 'message-share';
    share.onclick = () => navigator.share({ url: link }).catch(() => {});
    buttons.append(share);
  }
  buttons.append(copy, copied);
  const code = Object.assign(document.createElement('p'), { className: 'code' });
  code.append(a);
  row.append(said, code, buttons);
  return row;
}

export class Post {
  /**
   * `table`: the page's Table; `local`: this device's engine; `host`: the Host (its seats made
   * remote, its played moves shown); `open(record)`: show a game of the host's from its record;
   * `showGuest(name, view, engine, world)`: show a guest's game on a PostEngine, its world on
   * this device's engine (resolves once shown); `title(name)`: a game's name, or null if the
   * site has no such game.
   */
  constructor({ table, local, host, open, showGuest, title }) {
    Object.assign(this, { table, local, host, open, showGuest, title });
    this.on = null; // the entry of the game by messages on show, if any
    this.resumed = postOnShow(); // read before the first game replaces it
    $('invite-by-messages').addEventListener('click', () => this.chooseSeat());
    $('games-button').addEventListener('click', () => this.listGames());
  }

  /** The invitation dialog by messages: its seat buttons invite by messages until it closes. */
  chooseSeat() {
    $('invite-dialog').dataset.by = 'messages';
    $('post-offer').hidden = true;
    $('invite-offer').hidden = true;
    $('invite-by-messages').setAttribute('aria-pressed', 'true');
  }

  /** The invitation dialog opens: live invitations first. */
  reset() {
    delete $('invite-dialog').dataset.by;
    $('post-offer').hidden = true;
    $('invite-by-messages').setAttribute('aria-pressed', 'false');
  }

  /** Whether the invitation dialog invites by messages now. */
  byMessages() {
    return $('invite-dialog').dataset.by === 'messages';
  }

  /** Invite `seat` by messages: its invitation link shown in the dialog (the same one again
   * while no device has answered it, so a player asking twice confuses nobody). */
  async invite(seat) {
    $('invite-error').textContent = '';
    try {
      await this.host.makeRemote(seat);
      const entry = await this.hostGame();
      let place = entry.seats[seat];
      if (!place || place.guest) {
        if (place?.guest) throw refused('post_seat_taken', { seat });
        place = { ...(await newKeys()), guest: null, sent: 0, got: 0, out: null };
        entry.seats[seat] = place;
        keepPostGame(entry);
      }
      const link = letterLink({ id: entry.id, seat, from: HOST, n: 0, key: place.public, game: entry.game });
      $('post-for').textContent = t('net.post.inviteFor', { who: this.table.seatName(seat) });
      $('post-link').replaceChildren(linkRow(t('net.post.inviteHow'), link, seat));
      $('post-offer').hidden = false;
    } catch (err) {
      $('invite-error').textContent = this.table.explain(err);
    }
  }

  /** The host's entry of the game on show (made when its first seat is invited). */
  async hostGame() {
    const { name, view } = this.table;
    const record = await this.table.engine.request('record');
    const entry = hostEntry(name, view.seed) ?? { id: randomHex().slice(0, 32), role: 'host', game: name, seed: String(view.seed), seats: {} };
    this.on = { ...entry, record };
    showingPost(entry.id);
    return this.on;
  }

  /** A letter opened (the address's fragment `hash`): applied to its game, or refused with the
   * reason (said in a message box) and nothing changed. */
  async receive(hash) {
    history.replaceState(null, '', location.href.split('#')[0]); // a reload does not open it again
    try {
      const { header, sealed } = readLetter(hash);
      if (header.n === 0) await this.invited(header);
      else {
        const entry = postGame(header.id);
        if (!entry) throw refused('post_unknown');
        await (entry.role === 'host' ? this.fromGuest(entry, header, sealed) : this.fromHost(entry, header, sealed));
      }
    } catch (err) {
      const said = err.code ? this.table.explain(err) : err.message;
      sayConnection(said, true);
      throw err;
    }
  }

  /** The body of a letter for `entry`'s side, from `ownKeys` and the sender's public key, if
   * it comes after the last one opened from there (`got`): the next one, or (`skips`: the
   * host's, each holding the whole view) any later; else refused, nothing changed. */
  async opened(header, sealed, ownKeys, got, skips = false) {
    let body;
    try {
      const key = await sharedKey(ownKeys.secret, header.key);
      body = await readBody(await unseal(key, sealed, labelOf(header)));
    } catch {
      throw refused('post_forged');
    }
    if (header.n === got) throw refused('post_replayed', { n: header.n });
    if (header.n < got || (header.n > got + 1 && !skips)) throw refused('post_order', { n: header.n, next: got + 1 });
    return body;
  }

  /** Seal `body` as letter number `n` of `from` for `seat` of game `id`; its link. */
  async letter({ id, seat, from, n, keys, other }, body) {
    const header = { id, seat, from, n, key: keys.public };
    const sealed = await seal(await sharedKey(keys.secret, other), await bodyBytes(body), labelOf(header));
    return letterLink(header, sealed);
  }

  // ------------------------------------------------------------------ the guest's side

  /** An invitation: this device becomes the seat's (its keys made, or kept if it opened the
   * same invitation before), and its reply is the letter to send. */
  async invited(header) {
    const { id, seat, game, key } = header;
    let entry = postGame(id);
    if (entry?.role === 'host') throw refused('post_own');
    if (entry && entry.got > 0) throw refused('post_replayed', { n: 0 });
    if (!this.title(game)) throw refused('post_unknown');
    entry ??= { id, role: GUEST, game, seat, host: key, ...(await newKeys()), sent: 0, got: 0, view: null };
    entry.sent = 1;
    entry.out = await this.letter({ id, seat, from: GUEST, n: 1, keys: entry, other: key }, { hello: true });
    keepPostGame(entry);
    sayConnection(t('net.post.joined', { game: this.title(game) }));
    this.showOut([{ text: t('net.post.replyHow'), link: entry.out, seat }]);
  }

  /** A letter from the host: the seat's view and world, shown. */
  async fromHost(entry, header, sealed) {
    if (header.from !== HOST || header.seat !== entry.seat || header.key !== entry.host) throw refused('post_other');
    const body = await this.opened(header, sealed, entry, entry.got, true);
    if (!body.view || !body.world) throw refused('post_forged');
    const kept = { ...entry, got: header.n, view: body.view, world: body.world, record: body.record ?? null, out: null };
    await this.showAsGuest(kept);
    keepPostGame(kept);
  }

  /** Show a guest's game (its world on this device's engine). */
  async showAsGuest(entry) {
    const engine = new PostEngine({
      local: this.local, view: entry.view, record: entry.record, sent: Boolean(entry.out),
      send: (move, view) => this.sendMove(entry, move, view),
    });
    await this.showGuest(entry.game, entry.view, engine, entry.world);
    this.on = entry;
    showingPost(entry.id);
    this.showOut(entry.out ? [{ text: this.toHostText(entry.view), link: entry.out, seat: entry.seat }] : []);
    if (!entry.out) sayConnection(this.turnText(entry.view));
  }

  /** The guest's decision as its letter to the host, kept with the board as it shows now (a
   * reload shows both again, and waits for the host's answer). */
  async sendMove(entry, move, view) {
    const fresh = postGame(entry.id);
    fresh.sent += 1;
    fresh.view = view;
    fresh.out = await this.letter({ id: fresh.id, seat: fresh.seat, from: GUEST, n: fresh.sent, keys: fresh, other: fresh.host }, { move });
    keepPostGame(fresh);
    this.on = fresh;
    this.showOut([{ text: this.toHostText(fresh.view), link: fresh.out, seat: fresh.seat }]);
  }

  /** What a guest says of its letter: to the host, and whose turn it is as it shows now. */
  toHostText(view) {
    return `${t('net.post.toHost')} ${this.turnText(view)}`;
  }

  // ------------------------------------------------------------------ the host's side

  /** A letter from a guest: its reply (the seat is its device's from now) or its decision. */
  async fromGuest(entry, header, sealed) {
    const place = entry.seats[header.seat];
    if (header.from !== GUEST || !place) throw refused('post_other');
    if (place.guest && place.guest !== header.key) throw refused('post_seat_taken', { seat: header.seat });
    const body = await this.opened(header, sealed, place, place.got);
    const kept = { ...place, guest: header.key, got: header.n };
    if (!this.isOnShow(entry)) await this.open(entry.record);
    const on = { ...entry, seats: { ...entry.seats, [header.seat]: kept } };
    this.on = on;
    showingPost(on.id);
    if (typeof body.move === 'string') await this.play(header.seat, body.move);
    else await this.answer(header.seat);
    keepPostGame(this.on);
  }

  isOnShow(entry) {
    return this.table.name === entry.game && String(this.table.view?.seed) === entry.seed;
  }

  /** A guest's decision, played for its seat on this engine; a refusal is said and the seat
   * is sent its view again (its turn still). */
  async play(seat, move) {
    try {
      const answer = await this.table.engine.request('guest', { seat, command: 'play', args: { move } });
      await this.host.played(seat, answer);
    } catch (err) {
      sayConnection(this.table.explain(err), true);
      await this.answer(seat);
    }
  }

  /** Seal the seat's view and world for its device; shown with the other letters to send. */
  async answer(seat) {
    const entry = this.on;
    const place = entry.seats[seat];
    const ask = (command) => this.table.engine.request('guest', { seat, command, args: {} });
    const view = await ask('view');
    const body = { view, world: await ask('world'), record: await ask('record') };
    place.sent += 1;
    place.at = view.decisions;
    place.out = await this.letter({ id: entry.id, seat, from: HOST, n: place.sent, keys: place, other: place.guest }, body);
    keepPostGame(entry);
    this.showHostOut();
  }

  /** After every view on the host: the game kept with its entry, and a letter for each seat
   * by messages whose turn it now is (or each, at the end) that has not had this position.
   * One view at a time, in order (a letter is numbered); a failure is said, never silent. */
  onView() {
    this.viewing = (this.viewing ?? Promise.resolve()).then(() => this.lettersDue()).catch((err) => {
      sayConnection(err.code ? this.table.explain(err) : String(err), true);
    });
    return this.viewing;
  }

  async lettersDue() {
    const entry = this.on;
    if (!entry || entry.role !== 'host' || !this.isOnShow(entry)) return;
    entry.record = await this.table.engine.request('record');
    const { view } = this.table;
    entry.turn = { seats: view.seats, to_move: view.to_move, over: view.over }; // for the list of games
    for (const [seat, place] of Object.entries(entry.seats)) {
      const due = place.guest && place.at !== view.decisions && (view.over || view.to_move === Number(seat));
      if (due && view.seats[seat] === REMOTE) await this.answer(Number(seat));
    }
    keepPostGame(entry);
    this.showHostOut();
  }

  /** The host's letters waiting to be sent, each with whom it is for and whose turn it is. */
  showHostOut() {
    const { view } = this.table;
    this.showOut(Object.entries(this.on.seats).filter(([, p]) => p.out && p.at === view.decisions)
      .map(([seat, p]) => ({
        text: `${t('net.post.sendTo', { who: this.table.seatName(Number(seat)) })} ${this.turnText(view)}`,
        link: p.out, seat,
      })));
  }

  /** Whose turn it is in `view`, as this device says it. */
  turnText(view) {
    if (view.over) return t('status.over');
    const mine = view.seats[view.to_move] === 'human' && view.seats.filter((k) => k === 'human').length === 1;
    return mine ? t('status.yourTurn') : t('status.turnOf', { who: this.table.seatName(view.to_move, view) });
  }

  // ------------------------------------------------------------------ on the page

  /** Show `letters` ({text, link, seat}) to send (none: the panel hides). */
  showOut(letters) {
    const out = $('post-out');
    out.replaceChildren(...letters.map(({ text, link, seat }) => linkRow(text, link, seat)));
    out.hidden = !letters.length;
  }

  /** Another game replaces the one on show (not by a letter): its letters are put away. */
  leave() {
    this.on = null;
    showingPost(null);
    this.showOut([]);
  }

  /** The page started: the game by messages it showed before a reload, shown again. */
  async resume() {
    const entry = this.resumed && postGame(this.resumed);
    if (!entry) return;
    if (entry.role === 'host') {
      if (!this.isOnShow(entry)) return;
      this.on = entry;
      showingPost(entry.id);
      $('net-again').hidden = true; // its seats are played by messages, not lost connections
      sayConnection(this.turnText(this.table.view));
      this.showHostOut();
    } else if (entry.view) await this.showAsGuest(entry);
    else this.showOut(entry.out ? [{ text: t('net.post.replyHow'), link: entry.out, seat: entry.seat }] : []);
  }

  /** The games by messages, in the Games dialog: each with whose turn it is, to open. */
  listGames() {
    const games = postGames().filter((e) => e.role === 'host' ? e.record : e.view);
    $('post-games-none').hidden = games.length > 0;
    $('post-games').replaceChildren(...games.map((entry) => {
      const li = document.createElement('li');
      const title = this.title(entry.game) ?? entry.game;
      const turn = entry.role === 'host' ? entry.turn : entry.view;
      li.textContent = `${title}${turn ? ` · ${this.turnText(turn)}` : ''} `;
      const button = Object.assign(document.createElement('button'), { type: 'button', textContent: t('past.open') });
      button.dataset.testid = 'post-game';
      button.onclick = async () => {
        $('games-dialog').close();
        if (entry.role === 'host') await this.open(entry.record).then(() => { this.on = entry; showingPost(entry.id); this.showHostOut(); });
        else await this.showAsGuest(entry);
      };
      li.append(button);
      return li;
    }));
  }
}
