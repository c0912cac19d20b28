/**
 * The game flow on the page, for any game: shows the engine's view, then waits for whoever is
 * to move — a human (hand enabled, curtain first in hot-seat), a computer (asks the engine for
 * its move and shows it), a decision the game asks off the board (Génial's swap offer), or the
 * end screen. Every decision goes to the engine; what is drawn and said is the game module's
 * (catalogue.js describes the game view it talks to).
 */
import { explain, gameText, t } from './i18n.js';
import { closeCurtain, curtain, nameCurtain, showEnd } from './dialogs.js';
import { HUMAN, REMOTE, seatName } from './seats.js';
import { escapeHTML } from './words.js';
import { announce } from './announce.js';
import { fitScores } from './layout.js';

const $ = (id) => document.getElementById(id);
/** How long a tab showing a game another tab plays waits for that tab's computer moves
 * before making them itself (the other tab may have been closed). */
const FOLLOW_MS = 15000;

export class Table {
  constructor({ engine, onView }) {
    Object.assign(this, { engine, onView });
    this.entry = null; // the game on show: {name, title, statics, module} (catalogue.load)
    this.game = null; // its game view (entry.module.create)
    this.view = null;
    this.viewer = null; // the seat whose hand is shown
    this.notice = ''; // what happened since the viewer's last turn (a swap), said with the hint
    this.onAwait = () => {}; // told each time what the page waits for changes (buttons follow)
    this.onMoment = () => {}; // told each moment worth explaining: 'turn', 'events', 'decision'
    this.awaiting = 'loading'; // what the page waits for: human, computer, curtain, over, busy, error, or a game's own (swap)
    this.generation = 0; // bumps on a new game, so an older game's loop stops
    this.replacing = false; // while the view on show is a game replacing the one before
    this.following = false; // another tab plays this game: its computers' moves come from there
    this.pushes = Promise.resolve(); // the views other devices sent, shown in turn (`pushed`)
    this.held = false; // computers wait: a new game's seats are being invited (net/host.js)
  }

  get awaiting() {
    return this.waitingFor;
  }

  set awaiting(what) {
    this.waitingFor = what;
    this.onAwait(what);
  }

  get name() {
    return this.entry?.name ?? null;
  }

  /** Show another game's view object from now on (the page has switched games). */
  use(entry, game) {
    this.generation += 1; // the previous game's loop stops
    this.entry = entry;
    this.game = game;
    this.view = null;
  }

  seatName(seat, view = this.view) {
    return seatName(view, seat, this.entry.statics.seats);
  }

  /** A side's name: a seat's, or the game's name for a team. */
  sideName(side, view = this.view) {
    const bySeat = (s) => this.seatName(s, view);
    return this.entry.module.sideName?.(view, side, bySeat) ?? bySeat(side);
  }

  /** An engine error in words, from the locale of the game on show (or the shell's). A refusal
   * naming a seat (`params.seat`, as another device's refusals do) names it as this page does. */
  explain(err) {
    const seat = err.params?.seat;
    if (!Number.isInteger(seat) || !(seat in (this.view?.seats ?? []))) return explain(err, this.name);
    return explain({ ...err, params: { ...err.params, who: this.seatName(seat) } }, this.name);
  }

  /**
   * Show a new or resumed game and run it. `replacing`: it takes the place of the game on show
   * (a new game, an import, a link, a past game), which the page then keeps under Past games;
   * false when it is the same game taken back (undo). `notice`: what to say with the first
   * turn of a game replacing the one on show (for the game taken back, `notice` is set before).
   * `following`: the game as another tab left it, whose computer moves that tab is making.
   */
  start(view, { replacing = true, notice = '', following = false } = {}) {
    this.generation += 1;
    this.following = following;
    this.game.dismiss();
    closeCurtain(); // the game it waited in is gone
    this.viewer = null;
    this.ended = false;
    if (replacing) this.notice = notice; // what happened in the game before is not this one's
    this.replacing = replacing;
    this.show(view);
    this.replacing = false;
    this.run(this.generation);
  }

  /** Redraw the texts after a language switch, without touching the game. */
  relabel() {
    if (!this.view) return;
    const awaiting = this.awaiting;
    this.show(this.view);
    if (awaiting === 'human') {
      this.humanTurn(this.view.to_move);
      this.game.relabel?.(); // the words of a turn in progress (a refusal), not the turn's first
    } else if (awaiting === 'curtain') this.handOver(this.view.to_move);
    else if (awaiting === 'over') this.status(t('status.over'));
    this.awaiting = awaiting;
    this.announceNow();
  }

  /** Tell a screen reader where the game stands, in the page's language: the status and the
   * instruction (after a language switch or an undo, instead of the last move's words). */
  announceNow() {
    announce([$('status').textContent, $('message').textContent].filter(Boolean).join(' '));
  }

  humans() {
    return this.view.seats.flatMap((s, i) => (s === HUMAN ? [i] : []));
  }

  /** Draw everything the view says; the hand shown is the viewer's. `events`: what the
   * decision that led to it did (for other devices to tell it too). */
  show(view, events = []) {
    this.view = view;
    this.events = events;
    const humans = this.humans();
    if (this.viewer === null && humans.length === 1) this.viewer = humans[0];
    this.draw(view);
    this.showHand(false);
    this.onView(view);
  }

  /** The board, scores and bag of a view: this game's, or a past position's (replay). */
  draw(view) {
    this.game.draw(view);
    fitScores($('scores'));
    const said = gameText(this.name); // a game may name its own bag (Ginny-O's box)
    $('bag').textContent = typeof view.bag === 'number' && !view.over ? said('status.bag', { n: view.bag }) : '';
  }

  showHand(enabled) {
    const hand = this.viewer === null ? [] : this.view.hands[this.viewer] || [];
    this.game.setHand(hand, enabled);
  }

  /** The header's status line (cut to its fixed place: the whole text in its title). */
  status(text) {
    Object.assign($('status'), { textContent: text, title: text });
  }

  say(html) {
    $('message').innerHTML = html;
  }

  /** The loop: act for computers, prepare humans' turns, until a human must act or it is over. */
  async run(gen) {
    while (gen === this.generation) {
      const view = this.view;
      const seat = view.to_move;
      if (view.over) {
        this.finish();
        return;
      }
      if (this.elsewhere(seat)) {
        this.awaitElsewhere(seat);
        return;
      }
      if (view.seats[seat] !== HUMAN && this.held) { // maybe the seat about to be invited
        this.awaitElsewhere(seat);
        return;
      }
      if (view.seats[seat] !== HUMAN) {
        try {
          await this.computerTurn(gen);
        } catch (err) { // an engine bug: say it and stop, rather than loop or freeze
          this.awaiting = 'error';
          this.status(t('error.computer'));
          this.say(`<span class="error">${escapeHTML(this.explain(err))}</span>`);
          return;
        }
        continue;
      }
      if (this.humans().length > 1 && this.viewer !== seat) {
        this.awaiting = 'curtain';
        this.viewer = null;
        this.showHand(false);
        this.handOver(seat); // names the player on the curtain too
        await curtain();
        if (gen !== this.generation) return;
        this.viewer = seat;
      }
      const decision = this.game.decision(view, seat);
      if (decision) {
        this.awaiting = decision.awaiting;
        this.showHand(false);
        this.say(''); // the placing hints are stale: the question says what to decide
        this.onMoment('decision', { seat, awaiting: decision.awaiting });
        const choice = await decision.answer;
        if (gen !== this.generation) return;
        await this.play(choice, false);
        continue;
      }
      this.humanTurn(seat);
      return;
    }
  }

  /** Whether the seat's move is made on another device: a remote seat's; on a guest's device,
   * every other seat's (the host's engine plays its computers), and every move while its
   * decision is on its way to the host by messages (net/postengine.js). */
  elsewhere(seat) {
    const kind = this.view.seats[seat];
    return kind === REMOTE || (kind !== HUMAN && Boolean(this.engine.remote)) || Boolean(this.engine.awaitsAnswer);
  }

  /** Wait, with no timeout, for the move of a seat played on another device: it comes with the
   * next view the other device sends (`pushed`). */
  awaitElsewhere(seat) {
    this.awaiting = 'remote';
    this.status(t('status.waitingFor', { who: this.seatName(seat) }));
    this.say('');
    this.showHand(false);
  }

  /** The device that decides this game is gone (a guest's host): the turn in progress ends and
   * nothing can be played here until a fresh invitation connects it again; `text` says so. */
  cutOff(text) {
    this.generation += 1;
    this.awaiting = 'remote';
    this.status(text);
    this.say('');
    this.showHand(false);
    this.game.enable(false);
  }

  /** Computers wait while `held` (a new game's seats are being invited); let go, they play. */
  hold(held) {
    this.held = held;
    if (!held && this.view && this.awaiting === 'remote') this.run(this.generation);
  }

  /** A view the other device sent after a decision made there (a remote seat's move, or on a
   * guest's device anyone's): shown, its events told, and the game goes on. A view identical
   * to the one on show (the guest's own move coming back) changes nothing. */
  pushed(view, events = []) {
    // One at a time, in order: a view told while the one before is still being announced
    // would start the same turn twice (and drop what the player began meanwhile).
    this.pushes = this.pushes.then(() => this.showPushed(view, events));
    return this.pushes;
  }

  async showPushed(view, events) {
    if (!this.view || JSON.stringify(view) === JSON.stringify(this.view)) return;
    const gen = this.generation;
    const mover = this.view.to_move;
    this.show(view, events);
    if (events.length) {
      this.status(t('status.played', { who: this.seatName(mover) }));
      await this.announce(events, true);
    }
    if (gen === this.generation) this.run(gen);
  }

  /** The header and the instruction name the player the device goes to (behind the curtain);
   * returns their name. */
  handOver(seat) {
    const who = this.seatName(seat);
    this.status(t('status.turnOf', { who }));
    this.say(escapeHTML(t('curtain.title', { who })));
    nameCurtain(who, this.name);
    return who;
  }

  humanTurn(seat) {
    const view = this.view;
    this.awaiting = 'human';
    this.showHand(true);
    const who = this.seatName(seat);
    const notice = this.notice ? `${this.notice} ` : '';
    this.notice = '';
    const turn = this.game.turn(view, seat, who);
    this.status(turn.status ?? (this.humans().length === 1 ? t('status.yourTurn') : t('status.turnOf', { who })));
    this.say(notice + turn.hint);
    this.onMoment('turn', { seat });
  }

  async computerTurn(gen) {
    const view = this.view;
    this.awaiting = 'computer';
    const who = this.seatName(view.to_move);
    this.status(t('status.thinking', { who }));
    this.say('');
    this.showHand(false);
    if (this.following) { // the other tab's answer comes as its save (a new start), unless it is gone
      await new Promise((resolve) => { setTimeout(resolve, FOLLOW_MS); });
      if (gen !== this.generation) return;
      this.following = false;
    }
    const reply = await this.engine.request('ai', {});
    if (gen !== this.generation) return;
    this.show(reply.view, reply.events);
    this.status(t('status.played', { who }));
    await this.announce(reply.events, true);
  }

  /** A human decision in notation; an illegal one loses nothing. */
  async play(move, resume = true) {
    const gen = this.generation;
    this.following = false; // this tab plays on: its computers answer here
    this.awaiting = 'busy';
    this.game.enable(false);
    let reply;
    try {
      reply = await this.engine.request('play', { move });
    } catch (err) {
      this.say(`<span class="error">${escapeHTML(this.explain(err))}</span>`);
      this.awaiting = 'human';
      this.game.enable(true);
      return;
    }
    if (gen !== this.generation) return;
    this.show(reply.view, reply.events);
    await this.announce(reply.events, false);
    if (resume) this.run(gen);
  }

  /** Tell what happened (the game shows and says it); keep its notice for the next turn. */
  async announce(events, byComputer) {
    const notice = await this.game.events(events, this.view, byComputer);
    if (notice) this.notice = notice;
    this.onMoment('events', { events, byComputer });
  }

  finish() {
    this.awaiting = 'over';
    this.status(t('status.over'));
    this.say('');
    this.showHand(false);
    if (this.ended) return;
    this.ended = true;
    const analyse = this.humans().length ? 'end.analyse' : 'end.analyseAll'; // whose: chosen then
    Object.assign($('end-analyse'), { textContent: t(analyse) }).dataset.i18n = analyse;
    const names = this.view.scores.map((_, s) => this.sideName(s));
    showEnd(this.game.end(this.view, names)).then((choice) => {
      if (choice === 'new') document.getElementById('new-game').click();
    });
  }
}
