/**
 * Qwirkle's web module: the unbounded table (zoom and pan), the hand of shape tiles, staging a
 * placement tile by tile with the engine's score shown before Confirm, the trade dialog, the
 * forced pass, the score cards, the Qwirkle and end-bonus banners, the end screen. It offers
 * the interface a game's module owes the shell (documented in ../catalogue.js); every rule
 * fact — legal cells, points, whether a trade or a pass is allowed, the ranking — comes from
 * the engine (its view, its static facts, the `options` command), never from here.
 */
import { kindWord } from '../seats.js';
import { BoardView } from './board.js';
import { endScreen } from './end.js';
import { showEvents } from './events.js';
import { HandView } from './hand.js';
import { BoardKeys } from '../grid/keys.js';
import { addPickDialog, askPick, dismissPick } from '../grid/pick.js';
import { guide } from './guide.js';
import { moveFigure } from './moves.js';
import { renderScores } from './scores.js';
import { tileSVG } from './shapes.js';
import { Stager } from '../grid/staging.js';
import { StagedView, lastCells } from '../grid/view.js';
import { ViewTools } from '../grid/zoom.js';
import { NAME, cellName, plural, pointerWords, t, tileName, tn } from './text.js';

export { result } from '../grid/ranking.js';

export { howToPlay } from './howto.js';

/** What a setup of the New game dialog is (the shell adds hot-seat and computers only). */
export function modeAbout(config) {
  return t('about.players', { n: config.players });
}

export function create(context) {
  return new QwirkleView(context);
}

/** Qwirkle's keys in the key list (the shell adds its own; how to play is howto.js). */
const KEYS = [
  ['<kbd>1</kbd>–<kbd>6</kbd>', 'select'],
  ['<kbd>←</kbd> <kbd>↑</kbd> <kbd>→</kbd> <kbd>↓</kbd>', 'arrows'],
  ['<kbd data-i18n="key.enter">Enter</kbd> <kbd data-i18n="key.space">Space</kbd>', 'enter'],
  ['<kbd data-i18n="key.backspace">Backspace</kbd>', 'back'],
  ['<kbd>C</kbd>', 'confirm'],
  ['<kbd>T</kbd> <kbd>P</kbd>', 'trade'],
  ['<kbd>+</kbd> <kbd>−</kbd> <kbd>0</kbd>', 'zoom'],
  ['<kbd data-i18n="key.shift">Shift</kbd>+<kbd>←</kbd>', 'pan'],
  ['<kbd data-i18n="key.esc">Esc</kbd>', 'escape'],
];

class QwirkleView extends StagedView {
  constructor(context) {
    super(context, {
      styles: ['../grid/style.css', './style.css'], base: import.meta.url,
      words: { t, tn, name: NAME }, giveBack: { field: 'trade', hint: 'hint.mustTrade' },
    });
    const { statics, elements, engine, signal } = context;
    elements.preview.classList.add('qwirkle-points');
    this.tradeDialog = addPickDialog('trade', 'qwirkle.trade.title');
    this.addControls('q', KEYS);
    this.board = new BoardView(elements.board, statics, {
      signal, onCell: (cell) => this.onCell(cell), onView: () => this.onView(),
      beside: () => (this.viewTools?.width ?? 0) + 8,
    });
    this.viewTools = new ViewTools(this.board, NAME);
    const hand = new HandView(elements.hand, statics, (i) => this.stager.whenReady(() => this.stager.select(i)));
    this.stager = new Stager({
      board: this.board, hand, ask: (staged) => engine.request('options', { staged }),
      onChange: () => this.onChange(), code: (tile) => tile.join('-'),
      look: (entry, [colour, shape]) => ({ colour, shape }),
    });
    this.keys = new BoardKeys({
      stager: this.stager, board: this.board, digits: statics.hand_size,
      actions: { c: () => this.confirm(), t: () => this.trade(), p: () => this.pass() },
      words: { t, tn, tileName, cellName, placedName: (c) => tileName([c.colour, c.shape]) },
    });
    this.listenButtons(() => this.trade());
  }

  // ------------------------------------------------------------ the player's actions

  trade() {
    const marks = this.statics.marks;
    return this.giveBackTiles((tiles, most) => askPick('trade', {
      tiles, most, how: tn('trade.how', most),
      go: (n) => t('trade.go', { n }), render: (tile) => tileSVG(tile, marks), label: tileName,
      move: (chosen) => `trade ${chosen.map((tile) => tile.join('-')).join(' ')}`,
    }));
  }

  onView() {
    this.viewTools?.sync();
    if (this.stager.ready()) this.showPreview();
  }

  // ------------------------------------------------------------ the shell's interface

  draw(view) {
    this.stager.position(view.decisions);
    this.board.setTiles(view.board, lastCells(view));
    this.board.setMarks({ ghost: [], played: new Set() });
    renderScores(this.elements.scores, view, {
      names: view.scores.map((_, s) => this.shell.seatName(view, s)),
      members: view.seats.map(kindWord),
    });
  }

  turn(view) {
    const n = view.first_size; // the first move's size, or 0 once it is made
    return this.startTurn(n > 0 ? t(pointerWords(`hint.first.${plural(n)}`), { n }) : t(pointerWords('hint.chooseTile')));
  }

  dismiss() {
    super.dismiss();
    dismissPick('trade');
  }

  async events(events, view, byComputer) {
    const who = (seat) => this.shell.seatName(view, seat);
    return this.keepNotice(await showEvents(events, { byComputer, who, board: this.board, statics: this.statics }));
  }

  end(view, names) {
    return endScreen(view, names, this.statics);
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

  guide(moment, detail) {
    return guide(moment, detail, this.statics);
  }

  moveFigure(move) {
    const figure = moveFigure(move, this.statics);
    return move.index === undefined ? figure : { ...figure, points: this.historyDetail(move) };
  }

  outline(move) {
    this.board.setMarks({ outline: move?.tiles ?? [] });
  }

  /** The expert's tiles as ghosts on the table, and the hand's tiles they are marked. */
  hint(hint) {
    if (hint.kind !== 'place') return; // a trade: moveFigure says how many tiles
    this.board.setMarks({ ghost: hint.tiles });
    this.stager.showHint(hint.tiles.map((c) => `${c.colour}-${c.shape}`));
  }

  state(view) {
    return {
      board: view.board, first_size: view.first_size, hand_sizes: view.hand_sizes, end: view.end,
      decisions: view.decisions, ...this.stager.state(), trade: this.stager.answer?.trade ?? 0,
      outline: this.board.marks.outline,
      camera: { size: this.board.camera.size, following: this.board.camera.following },
    };
  }

  dispose() {
    super.dispose();
    dismissPick('trade');
    this.tradeDialog.remove();
    this.viewTools.remove();
    this.elements.preview.classList.remove('qwirkle-points');
  }
}
