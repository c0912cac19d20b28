/**
 * Replay mode: the board, scores and bag as they were after any decision, stepped with the
 * bar's buttons or the keys ← → (Home, End; Escape returns to the game). It only draws what
 * the engine's `position` command returns and disables the hand, so it cannot change the game.
 */
import { t } from './i18n.js';
import { moveFigure } from './moves.js';

const $ = (id) => document.getElementById(id);
/** What the page may be waiting for when replay starts (never during a computer's turn). */
const QUIET = ['human', 'over'];
/** Where the panels are sheets at the bottom (style.css): upright phones and tablets. */
const SHEETS = '(max-width: 820px) and (min-height: 501px)';

export class Replay {
  constructor(table) {
    this.table = table;
    this.count = null; // decisions replayed, or null outside replay mode
    this.target = null; // the count being fetched: quick steps (← ← held) count from it
    this.entries = []; // the history being stepped through
    this.listeners = new Set(); // called with the count on each step (and null on leaving)
    $('replay-prev').onclick = () => this.step(-1);
    $('replay-next').onclick = () => this.step(1);
    $('replay-first').onclick = () => this.go(0);
    $('replay-last').onclick = () => this.go(this.entries.length);
    $('replay-exit').onclick = () => this.exit();
    // Capture phase: while replaying, these keys belong to replay, not to placing the tile.
    window.addEventListener('keydown', (e) => this.onKey(e), true);
    new ResizeObserver(() => this.frame()).observe($('board')); // the board grows, shrinks, zooms
  }

  get active() {
    return this.count !== null;
  }

  /** Whether replay can start now (not while a computer moves or a dialog waits). */
  available() {
    return QUIET.includes(this.table.awaiting) || this.active;
  }

  /** Show the game after `count` decisions of `entries`; `marks`: extra board highlights. */
  async go(count, marks = {}) {
    if (!this.available()) return;
    const table = this.table;
    this.entries = this.entries.length ? this.entries : await table.engine.request('history');
    count = Math.max(0, Math.min(this.entries.length, count));
    this.target = count;
    const past = await table.engine.request('position', { count });
    const starting = !this.active;
    if (starting) {
      table.game.setHand([], false);
      table.say(''); // the turn's instruction or hint is for the game, not for this position
    }
    this.count = count;
    table.draw(past);
    table.game.mark(marks);
    document.body.classList.add('replaying');
    $('replay-bar').hidden = false;
    this.frame();
    // Phones: the header scrolls away, so the board and its bar sit above the panel's sheet.
    if (starting && matchMedia(SHEETS).matches) $('board-wrap').scrollIntoView({ block: 'start' });
    $('replay-text').textContent = this.describe(count);
    this.listeners.forEach((f) => f(count));
  }

  /** The dashed replay frame along the board's edge: the game's `edge`, else the canvas's. */
  frame() {
    const svg = $('replay-frame');
    svg.toggleAttribute('hidden', !this.active); // an <svg> has no `hidden` property
    if (!this.active) return;
    const canvas = $('board');
    const [w, h] = [canvas.offsetWidth, canvas.offsetHeight];
    const edge = 2; // half the stroke: the whole frame stays on the canvas
    const points = this.table.game.edge?.()
      ?? [[edge, edge], [w - edge, edge], [w - edge, h - edge], [edge, h - edge]];
    Object.assign(svg.style, { left: `${canvas.offsetLeft}px`, top: `${canvas.offsetTop}px` });
    svg.setAttribute('width', w);
    svg.setAttribute('height', h);
    svg.querySelector('polygon').setAttribute('points', points.map((p) => p.join(',')).join(' '));
  }

  describe(count) {
    const total = this.entries.length;
    const entry = this.entries[count - 1];
    const move = entry && moveFigure(this.table.game, entry, this.table.view).text;
    return entry ? t('replay.at', { n: count, total, move }) : t('replay.start', { total });
  }

  step(delta) {
    if (this.active) this.go((this.target ?? this.count) + delta);
  }

  /** Back to the game as it is now: redraw it and give the hand back if it is a human's turn. */
  exit() {
    if (!this.active) return;
    this.leave();
    this.table.relabel();
  }

  /** Leave replay mode without redrawing (the game's new view is being drawn anyway). */
  leave() {
    if (!this.active) return;
    this.count = null;
    this.target = null;
    this.entries = [];
    document.body.classList.remove('replaying');
    $('replay-bar').hidden = true;
    this.frame();
    this.table.game.mark({});
    this.listeners.forEach((f) => f(null));
  }

  onKey(e) {
    if (!this.active || e.ctrlKey || e.metaKey || e.altKey || e.target.closest?.('input, textarea, select')) return;
    if (document.querySelector('dialog:modal')) return; // the help or another dialog over the replay: its keys
    const actions = {
      ArrowLeft: () => this.step(-1), ArrowRight: () => this.step(1),
      Home: () => this.go(0), End: () => this.go(this.entries.length), Escape: () => this.exit(),
    };
    const action = actions[e.key];
    if (!action) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    action();
  }
}
