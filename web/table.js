/**
 * The game flow on the page: shows the engine's view, then waits for whoever is to move — a
 * human (hand enabled, curtain first in hot-seat), a computer (asks the engine for its move
 * and shows it), a swap decision, or the end screen. Every decision goes to the engine.
 */
import { explain, t } from './i18n.js';
import { askSwap, curtain, dismissSwap, showEnd, toast } from './dialogs.js';
import { seatName, sideMembers, sideName } from './seats.js';
import { renderScores } from './scores.js';
import { symbolSVG } from './symbols.js';
import { announce, describeEvents } from './announce.js';

const $ = (id) => document.getElementById(id);
const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
const escapeHTML = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, reducedMotion() ? 0 : ms));

export class Table {
  constructor({ engine, board, placer, statics, onView }) {
    Object.assign(this, { engine, board, placer, statics, onView });
    this.view = null;
    this.viewer = null; // the seat whose hand is shown
    this.notice = ''; // what happened since the viewer's last turn (a swap), said with the hint
    this.onAwait = () => {}; // told each time what the page waits for changes (buttons follow)
    this.awaiting = 'loading'; // what the page waits for: human, computer, swap, curtain, over, busy, error
    this.generation = 0; // bumps on a new game, so an older game's loop stops
    this.replacing = false; // while the view on show is a game replacing the one before
    this.optionCache = new Map();
    placer.fetchOptions = (tile) => this.options(tile);
    placer.commit = (move) => this.play(move);
  }

  get awaiting() {
    return this.waitingFor;
  }

  set awaiting(what) {
    this.waitingFor = what;
    this.onAwait(what);
  }

  /**
   * Show a new or resumed game and run it. `replacing`: it takes the place of the game on show
   * (a new game, an import, a link, a past game), which the page then keeps under Past games;
   * false when it is the same game taken back (undo).
   */
  start(view, { replacing = true } = {}) {
    this.generation += 1;
    dismissSwap();
    this.viewer = null;
    this.ended = false;
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
    if (awaiting === 'human') this.humanTurn(this.view.to_move);
    else if (awaiting === 'over') this.status(t('status.over'));
    this.awaiting = awaiting;
  }

  humans() {
    return this.view.seats.flatMap((s, i) => (s === 'human' ? [i] : []));
  }

  /** Draw everything the view says; the hand shown is the viewer's. */
  show(view) {
    this.view = view;
    this.optionCache.clear();
    const humans = this.humans();
    if (this.viewer === null && humans.length === 1) this.viewer = humans[0];
    this.draw(view);
    this.showHand(false);
    this.onView(view);
  }

  /** The board, scores and bag of a view: this game's, or a past position's (replay). */
  draw(view) {
    this.board.setGame({ radius: view.radius, board: view.board, tiles: view.tiles, last: view.last });
    renderScores($('scores'), view, {
      names: view.scores.map((_, s) => sideName(view, s)),
      members: view.scores.map((_, s) => sideMembers(view, s)),
      statics: this.statics,
    });
    $('bag').textContent = t('status.bag', { n: view.bag });
  }

  showHand(enabled) {
    const hand = this.viewer === null ? [] : this.view.hands[this.viewer] || [];
    this.placer.setHand(hand, enabled);
    $('flip').disabled = !enabled;
  }

  status(text) {
    $('status').textContent = text;
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
      if (view.seats[seat] !== 'human') {
        try {
          await this.computerTurn(gen);
        } catch (err) { // an engine bug: say it and stop, rather than loop or freeze
          this.awaiting = 'error';
          this.status(t('error.computer'));
          this.say(`<span class="error">${escapeHTML(explain(err))}</span>`);
          return;
        }
        continue;
      }
      if (this.humans().length > 1 && this.viewer !== seat) {
        this.awaiting = 'curtain';
        this.viewer = null;
        this.showHand(false);
        await curtain(seatName(view, seat));
        if (gen !== this.generation) return;
        this.viewer = seat;
      }
      if (view.phase === 'swap') {
        this.awaiting = 'swap';
        this.showHand(false);
        this.say(''); // the placing hints are stale: the offer says what to decide
        const choice = await askSwap(view.lowest[view.side_of[seat]], this.statics);
        if (gen !== this.generation) return;
        await this.play(choice, false);
        continue;
      }
      this.humanTurn(seat);
      return;
    }
  }

  humanTurn(seat) {
    const view = this.view;
    this.awaiting = 'human';
    this.showHand(true);
    const who = seatName(view, seat);
    const notice = this.notice ? `${this.notice} ` : '';
    this.notice = '';
    if (view.bonus > 0) {
      this.status(t('status.bonus', { who, n: view.bonus }));
      this.say(notice + t('hint.bonus'));
    } else {
      this.status(this.humans().length === 1 ? t('status.yourTurn') : t('status.turnOf', { who }));
      this.say(notice + t(view.solo ? 'hint.solo' : 'hint.chooseTile'));
    }
  }

  async computerTurn(gen) {
    const view = this.view;
    this.awaiting = 'computer';
    const who = seatName(view, view.to_move);
    this.status(t('status.thinking', { who }));
    this.say('');
    this.showHand(false);
    const reply = await this.engine.request('ai', {});
    if (gen !== this.generation) return;
    this.show(reply.view);
    this.status(t('status.played', { who }));
    await this.announce(reply.events, true);
  }

  /** A human decision (a placement in notation, 'swap' or 'keep'); an illegal one loses nothing. */
  async play(move, resume = true) {
    const gen = this.generation;
    this.awaiting = 'busy';
    this.placer.enabled = false;
    let reply;
    try {
      reply = await this.engine.request('play', { move });
    } catch (err) {
      this.say(`<span class="error">${escapeHTML(explain(err))}</span>`);
      this.awaiting = 'human';
      this.placer.enabled = true;
      return;
    }
    if (gen !== this.generation) return;
    this.show(reply.view);
    await this.announce(reply.events, false);
    if (resume) this.run(gen);
  }

  /** Tell what happened: a computer's tile fades in; "Génial !" is celebrated; swaps said. */
  async announce(events, byComputer) {
    announce(describeEvents(events, this.view));
    for (const e of events) {
      if (e.type === 'place' && byComputer) await this.fadeIn(e.cells);
      if (e.type === 'genial') {
        const colours = e.colours.map((c) => symbolSVG(c, this.statics.symbols, 28)).join('');
        toast(`<strong>${t('genial.title')}</strong><span>${colours}</span><small>${t('genial.bonus', { who: seatName(this.view, e.seat) })}</small>`);
        await pause(900);
      }
      if (e.type === 'swap') this.notice = t('swap.done', { who: seatName(this.view, e.seat) });
    }
    if (byComputer) await pause(350);
  }

  async fadeIn(cells) {
    if (reducedMotion()) return;
    const k = cells.join(';');
    const start = performance.now();
    await new Promise((resolve) => {
      const step = (now) => {
        const alpha = Math.min(1, (now - start) / 450);
        this.board.setMarks({ fresh: { key: k, alpha } });
        if (alpha < 1) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
    this.board.setMarks({ fresh: null });
  }

  /** The engine's placements for a tile in this orientation, cached until the view changes. */
  async options(tile) {
    const k = tile.join();
    if (!this.optionCache.has(k)) this.optionCache.set(k, this.engine.request('options', { tile }));
    return this.optionCache.get(k);
  }

  finish() {
    this.awaiting = 'over';
    this.status(t('status.over'));
    this.say('');
    this.showHand(false);
    if (this.ended) return;
    this.ended = true;
    const names = this.view.scores.map((_, s) => sideName(this.view, s));
    showEnd(this.view, names, this.statics).then((choice) => {
      if (choice === 'new') document.getElementById('new-game').click();
    });
  }
}
