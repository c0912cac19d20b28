/**
 * Qwirkle's web module: the unbounded table (zoom and pan), the hand of shape tiles, staging a
 * placement tile by tile with the engine's score shown before Confirm, the trade dialog, the
 * forced pass, the score cards, the Qwirkle and end-bonus banners, the end screen. It offers
 * the interface a game's module owes the shell (documented in ../catalogue.js); every rule
 * fact — legal cells, points, whether a trade or a pass is allowed, the ranking — comes from
 * the engine (its view, its static facts, the `options` command), never from here.
 */
import { explain, translatePage } from '../i18n.js';
import { HUMAN } from '../seats.js';
import { BoardView, key } from './board.js';
import { endScreen } from './end.js';
import { showEvents } from './events.js';
import { HandView } from './hand.js';
import { BoardKeys } from './keys.js';
import { renderScores } from './scores.js';
import { tileSVG } from './shapes.js';
import { Stager } from './staging.js';
import { NAME, plural, pointerWords, t, tn } from './text.js';
import { addTradeDialog, askTrade, dismissTrade } from './trade.js';

export { result } from './end.js';

export function create(context) {
  return new QwirkleView(context);
}

/** The controls Qwirkle adds to the hand bar. */
const TOOLS = `<button type="button" id="q-confirm" class="primary confirm" data-testid="confirm" disabled>
  <span data-i18n="qwirkle.tools.confirm">Confirm</span> <span class="confirm-points" id="q-points"></span>
</button>
<button type="button" id="q-back" data-testid="take-back" data-i18n="qwirkle.tools.back" data-i18n-title="qwirkle.tools.backHint" disabled>Take back</button>
<button type="button" id="q-trade" data-testid="trade" data-i18n="qwirkle.tools.trade" data-i18n-title="qwirkle.tools.tradeHint" disabled>Trade…</button>
<button type="button" id="q-pass" data-testid="pass" data-i18n="qwirkle.tools.pass" hidden>Pass</button>`;

/** The view's zoom controls, over the table's corner. */
const VIEW_TOOLS = `<div class="view-tools" id="q-view-tools" role="group" data-i18n-aria="qwirkle.view.label">
  <button type="button" id="q-zoom-in" data-testid="zoom-in" data-i18n-aria="qwirkle.view.zoomIn"><span aria-hidden="true">+</span></button>
  <button type="button" id="q-zoom-out" data-testid="zoom-out" data-i18n-aria="qwirkle.view.zoomOut"><span aria-hidden="true">−</span></button>
  <button type="button" id="q-fit" data-testid="fit" data-i18n-aria="qwirkle.view.fit" aria-pressed="true"><span aria-hidden="true">⤢</span></button>
</div>`;

/** How to play, and Qwirkle's keys in the key list (the shell adds its own). */
const HELP = `<section class="how-to-play">
  <h3 data-i18n="qwirkle.help.title"></h3>
  <ul>
    <li data-i18n="qwirkle.help.lines"></li>
    <li data-i18n="qwirkle.help.turn"></li>
    <li data-i18n="qwirkle.help.score"></li>
    <li data-i18n="qwirkle.help.trade"></li>
    <li data-i18n="qwirkle.help.end"></li>
  </ul>
  <p class="hint" data-i18n="qwirkle.help.marks"></p>
  <ul class="mark-legend" id="q-marks"></ul>
</section>
<dl class="keys">
  <dt><kbd>1</kbd>–<kbd>6</kbd></dt><dd data-i18n="qwirkle.keys.select"></dd>
  <dt><kbd>←</kbd> <kbd>↑</kbd> <kbd>→</kbd> <kbd>↓</kbd></dt><dd data-i18n="qwirkle.keys.arrows"></dd>
  <dt><kbd>Enter</kbd> <kbd>Space</kbd></dt><dd data-i18n="qwirkle.keys.enter"></dd>
  <dt><kbd>Backspace</kbd></dt><dd data-i18n="qwirkle.keys.back"></dd>
  <dt><kbd>C</kbd></dt><dd data-i18n="qwirkle.keys.confirm"></dd>
  <dt><kbd>T</kbd> <kbd>P</kbd></dt><dd data-i18n="qwirkle.keys.trade"></dd>
  <dt><kbd>+</kbd> <kbd>−</kbd> <kbd>0</kbd></dt><dd data-i18n="qwirkle.keys.zoom"></dd>
  <dt><kbd>Shift</kbd>+<kbd>←</kbd></dt><dd data-i18n="qwirkle.keys.pan"></dd>
  <dt><kbd>Esc</kbd></dt><dd data-i18n="qwirkle.keys.escape"></dd>
</dl>
<p class="hint" data-i18n="qwirkle.keys.touch"></p>`;

const escapeHTML = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The cells of the latest turn's placements (the house's `last`: its place events). */
const lastCells = (view) => (view.last ?? []).flatMap((e) => e.tiles.map((c) => [c.x, c.y]));

class QwirkleView {
  constructor({ statics, elements, engine, signal, shell }) {
    Object.assign(this, { statics, elements, engine, shell });
    this.notice = ''; // what happened since the viewer's last turn (a computer's trade or pass)
    this.turnNotice = ''; // that, kept for the turn it was said with
    this.turnHint = ''; // the words of the turn (said again when nothing is staged)
    this.style = document.createElement('link');
    this.style.rel = 'stylesheet';
    this.style.href = new URL('./style.css', import.meta.url).href;
    document.head.append(this.style);
    elements.tools.innerHTML = TOOLS;
    elements.help.innerHTML = HELP;
    elements.help.querySelector('#q-marks').innerHTML = statics.colours.map((c) =>
      `<li>${tileSVG([c, statics.shapes[0]], statics.marks, { size: 28 })} <span data-i18n="qwirkle.colour.${c}"></span></li>`).join('');
    elements.board.parentElement.insertAdjacentHTML('beforeend', VIEW_TOOLS);
    this.viewTools = document.getElementById('q-view-tools');
    elements.preview.classList.add('qwirkle-points');
    for (const el of [elements.tools, elements.help, this.viewTools]) translatePage(el);
    this.tradeDialog = addTradeDialog();
    this.button = Object.fromEntries(['confirm', 'back', 'trade', 'pass', 'points', 'fit']
      .map((name) => [name, document.getElementById(`q-${name}`)]));
    this.board = new BoardView(elements.board, statics, {
      signal, onCell: (cell) => this.onCell(cell), onView: () => this.syncFit(),
      covered: () => this.viewTools.offsetWidth + 8,
    });
    const hand = new HandView(elements.hand, statics, (i) => this.stager.whenReady(() => this.stager.select(i)));
    this.stager = new Stager({
      board: this.board, hand, ask: (staged) => engine.request('options', { staged }),
      onChange: () => this.onChange(),
    });
    this.keys = new BoardKeys({
      stager: this.stager, board: this.board, statics,
      actions: { confirm: () => this.confirm(), trade: () => this.trade(), pass: () => this.pass() },
    });
    this.button.confirm.addEventListener('click', () => this.confirm());
    this.button.back.addEventListener('click', () => this.stager.takeBackAll());
    this.button.trade.addEventListener('click', () => this.trade());
    this.button.pass.addEventListener('click', () => this.pass());
    document.getElementById('q-zoom-in').addEventListener('click', () => this.board.zoom(1.25));
    document.getElementById('q-zoom-out').addEventListener('click', () => this.board.zoom(0.8));
    this.button.fit.addEventListener('click', () => this.board.fit());
  }

  // ------------------------------------------------------------ the player's actions

  onCell(cell) {
    this.stager.whenReady(() => {
      const result = this.stager.onCell(cell);
      if (result === 'choose') this.shell.say(t(pointerWords('hint.chooseTile')));
      else if (result === 'not-here') this.shell.say(t('hint.notHere'));
    });
  }

  confirm() {
    if (this.stager.ready()) this.shell.play(this.stager.answer.move);
  }

  async trade() {
    const s = this.stager;
    if (!s.enabled || s.staged.length || !s.answer?.trade) return;
    const move = await askTrade(s.tiles, s.answer.trade, this.statics.marks);
    if (move && s.enabled) this.shell.play(move);
  }

  pass() {
    if (this.stager.enabled && this.stager.answer?.pass) this.shell.play('pass');
  }

  /** After every change of what is staged or of the engine's answer: controls and words. */
  onChange() {
    this.syncControls();
    const s = this.stager;
    if (s.enabled && !s.pending) this.shell.say(this.words());
  }

  /** The hand bar's buttons and the points preview follow what is staged and answered. */
  syncControls() {
    const s = this.stager;
    const { answer, staged, enabled } = s;
    const idle = enabled && !s.pending && !staged.length;
    this.button.confirm.disabled = !s.ready();
    this.button.points.textContent = s.ready() ? `+${answer.points}` : '';
    this.button.back.disabled = !enabled || !staged.length;
    this.button.trade.disabled = !idle || !answer?.trade;
    this.button.pass.hidden = !(idle && answer?.pass);
    this.showPreview();
  }

  /** What to say under the hand now (the engine's refusal when staged tiles make no move). */
  words() {
    const s = this.stager;
    const { answer } = s;
    if (s.error) return `<span class="error">${escapeHTML(explain(s.error, NAME))}</span>`;
    if (!answer) return this.turnHint;
    if (s.staged.length) {
      if (answer.complete) return t('hint.confirm', { points: tn('score.points', answer.points) });
      return answer.refusal ? escapeHTML(t('hint.incomplete', { why: explain(answer.refusal, NAME) })) : '';
    }
    if (answer.pass) return this.withNotice(t('hint.mustPass'));
    const fits = Object.values(answer.cells).some((cells) => cells.length);
    if (!fits) return this.withNotice(t('hint.mustTrade'));
    if (s.selected >= 0) return s.legal().size ? t(pointerWords('hint.chooseCell')) : t('hint.noCell');
    return this.withNotice(this.turnHint);
  }

  withNotice(text) {
    return this.turnNotice ? `${this.turnNotice} ${text}` : text;
  }

  /** The engine's points for the staged tiles: a badge on the corner of the latest one. */
  showPreview() {
    const preview = this.elements.preview;
    const s = this.stager;
    if (!s.ready()) {
      preview.hidden = true;
      return;
    }
    const n = s.answer.points;
    preview.innerHTML = `<span class="pts" aria-hidden="true">+${n}</span><span class="sr">${tn('score.points', n)}</span>`;
    preview.dataset.points = String(n);
    const box = preview.parentElement.getBoundingClientRect();
    const { x, y } = s.staged.at(-1);
    const corner = this.board.cellCenter(x, y);
    const half = this.board.camera.size / 2;
    preview.style.left = `${corner.x - window.scrollX - box.left + half * 0.95}px`;
    preview.style.top = `${corner.y - window.scrollY - box.top - half * 0.95}px`;
    preview.hidden = false;
  }

  syncFit() {
    this.button.fit.setAttribute('aria-pressed', String(this.board.camera.following));
    if (this.stager.ready()) this.showPreview();
  }

  // ------------------------------------------------------------ the shell's interface

  draw(view) {
    this.stager.position(view.decisions);
    this.board.setTiles(view.board, lastCells(view));
    this.board.setMarks({ ghost: [], played: new Set() });
    renderScores(this.elements.scores, view, {
      names: view.scores.map((_, s) => this.shell.seatName(view, s)),
      members: view.seats.map((kind) => (kind === HUMAN ? t('seat.human') : t('seat.computerShort'))),
    });
  }

  setHand(tiles, enabled) {
    this.stager.setHand(tiles, enabled);
    if (!enabled) this.elements.preview.hidden = true;
  }

  enable(enabled) {
    this.stager.enabled = enabled;
    this.stager.show();
  }

  turn(view) {
    const n = view.first_size; // the first move's size, or 0 once it is made
    this.turnHint = n > 0 ? t(pointerWords(`hint.first.${plural(n)}`), { n }) : t(pointerWords('hint.chooseTile'));
    [this.turnNotice, this.notice] = [this.notice, ''];
    return { hint: this.turnHint };
  }

  decision() {
    return null; // trades and passes are chosen with the hand bar's buttons
  }

  dismiss() {
    this.stager.dismiss();
    dismissTrade();
  }

  async events(events, view, byComputer) {
    const who = (seat) => this.shell.seatName(view, seat);
    const notice = await showEvents(events, { byComputer, who, board: this.board, statics: this.statics });
    this.notice = notice || this.notice;
    return notice;
  }

  end(view, names) {
    return endScreen(view, names, this.statics);
  }

  points(points) {
    return typeof points === 'number' ? `+${points}` : '';
  }

  historyDetail(entry) {
    if (entry.kind === 'trade') return `<span class="flag">${tn('history.trade', entry.count)}</span>`;
    if (entry.kind === 'pass') return `<span class="flag">${t('history.pass')}</span>`;
    const flags = [
      entry.qwirkles ? `<span class="flag">Qwirkle${entry.qwirkles > 1 ? ` ×${entry.qwirkles}` : ''}</span>` : '',
      entry.bonus ? `<span class="flag">${t('history.bonus', { n: entry.bonus })}</span>` : '',
    ];
    return `<span class="pts">+${entry.points}</span>${flags.join('')}`;
  }

  hint(hint) {
    if (hint.kind === 'place') {
      this.board.setMarks({ ghost: hint.tiles });
      return `+${hint.points}`;
    }
    return hint.kind === 'trade' ? tn('hint.trade', hint.count) : '';
  }

  analysisMarks(result) {
    return { ghost: result.best.tiles ?? [], played: new Set((result.played.tiles ?? []).map((c) => key(c.x, c.y))) };
  }

  mark(marks) {
    this.board.setMarks({ ghost: [], played: new Set(), ...marks });
  }

  state(view) {
    return {
      board: view.board, first_size: view.first_size, hand_sizes: view.hand_sizes, end: view.end,
      decisions: view.decisions, ...this.stager.state(),
      camera: { size: this.board.camera.size, following: this.board.camera.following },
    };
  }

  cellCenter(x, y) {
    return this.board.cellCenter(x, y);
  }

  onKey(event) {
    this.keys.onKey(event);
  }

  refresh() {
    this.syncControls();
  }

  dispose() {
    dismissTrade();
    this.tradeDialog.remove();
    this.viewTools.remove();
    this.style.remove();
    this.elements.preview.hidden = true;
    this.elements.preview.classList.remove('qwirkle-points');
  }
}
