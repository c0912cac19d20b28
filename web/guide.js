/**
 * A guided first game: while it is on, the page explains each step as it happens — the game
 * on show words it (its view's optional `guide(moment, detail)`, see catalogue.js) when the
 * table reaches a moment: a human's turn ('turn'), what a decision did ('events'), a question
 * off the board ('decision'). The guide speaks in a box of the hand bar, never over the
 * board, and stops when the game says it is done or when asked.
 *
 * It is offered once, on the very first visit (a button beside the first turn's instruction,
 * gone once the player moves without it), and at any time from the help (a new game against a
 * beginner, guided from its first move).
 */
import { t } from './i18n.js';
import { getItem, setItem } from './storage.js';

const $ = (id) => document.getElementById(id);
const OFFERED = 'house.guide'; // set once the guide was offered: it is offered once

export class Guide {
  /** `table`: the game flow (its `onMoment` is this guide's); `guided()`: start a new game
   * to be guided (the help's button). */
  constructor({ table, guided }) {
    Object.assign(this, { table, guided });
    this.active = false;
    this.turns = 0; // the human turns guided so far
    table.onMoment = (moment, detail) => this.moment(moment, detail);
    $('guide-stop').onclick = () => this.stop();
    $('guide-offer').onclick = () => this.start();
    $('guide-start').onclick = () => {
      $('help-dialog').close();
      this.guided();
    };
  }

  /** Whether the game on show can be guided. */
  available() {
    return Boolean(this.table.game?.guide);
  }

  /** Guide the game on show from now on (from the turn it waits for, if a human's). */
  start() {
    setItem(OFFERED, 'yes');
    $('guide-offer').hidden = true;
    this.active = true;
    this.turns = 0;
    this.turnAt = null; // the decisions count at the latest turn guided
    this.said = new Set(); // what the game's guide explained so far (its own names)
    $('guide').hidden = false;
    $('guide-text').textContent = t('guide.starting');
    $('guide-stop').textContent = t('guide.stop');
    if (this.table.awaiting === 'human') this.moment('turn', { seat: this.table.view.to_move });
  }

  stop() {
    this.active = false;
    $('guide').hidden = true;
    $('guide-offer').hidden = true;
  }

  /** The first turn of the very first visit: offer the guide beside the instruction, once. */
  offer() {
    if (this.active || !this.available() || getItem(OFFERED) !== null || !this.table.view) return;
    setItem(OFFERED, 'yes');
    $('guide-offer').hidden = false;
  }

  /** A moment of the game: the game words it (or stays silent); the guide may end there. */
  moment(moment, detail) {
    if (moment === 'turn' && this.table.humans().length === 1) this.offer();
    if (moment === 'events' && !detail.byComputer) $('guide-offer').hidden = true;
    if (!this.active) return;
    const view = this.table.view;
    const again = moment === 'turn' && view.decisions === this.turnAt; // redrawn (language), not a new turn
    const turns = again ? this.turns - 1 : this.turns;
    const said = this.table.game.guide?.(moment, { ...detail, view, turns, said: this.said });
    if (moment === 'turn' && !again) {
      this.turnAt = view.decisions;
      this.turns += 1;
    }
    if (!said) return;
    $('guide-text').textContent = said.text;
    $('guide-stop').textContent = t(said.done ? 'common.close' : 'guide.stop');
    if (said.done) this.active = false;
  }
}
