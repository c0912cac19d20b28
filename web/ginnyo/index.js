/**
 * Ginny-O's web module: the 17 × 17 board with its premium squares and their legend, the hand
 * of card tiles, staging a play tile by tile with the engine's score shown before Confirm, a
 * joker declared from the cards the engine offers, the discard dialog, the pass, the score
 * cards, the end screen with the hands' penalties. It offers the interface a game's module owes
 * the shell (documented in ../catalogue.js); every rule fact — legal cells, a joker's choices,
 * points, whether a discard or a pass is allowed, the ranking — comes from the engine (its
 * view, its static facts, the `options` and `jokers` commands), never from here.
 */
import { explain } from '../i18n.js';
import { kindWord } from '../seats.js';
import { BoardKeys } from '../grid/keys.js';
import { addPickDialog, askPick, dismissPick } from '../grid/pick.js';
import { Stager } from '../grid/staging.js';
import { StagedView, lastCells } from '../grid/view.js';
import { escapeHTML } from '../words.js';
import { ViewTools } from '../grid/zoom.js';
import { BoardView, key } from './board.js';
import { cardHTML } from './cards.js';
import { endScreen } from './end.js';
import { guide } from './guide.js';
import { showEvents } from './events.js';
import { HandView } from './hand.js';
import { addJokerDialog, askJoker, dismissJoker } from './joker.js';
import { moveFigure } from './moves.js';
import { renderScores } from './scores.js';
import { NAME, cellName, pointerWords, t, tileName, tn, useStatics } from './text.js';

export { result } from '../grid/ranking.js';

export { howToPlay } from './howto.js';

/** What a setup of the New game dialog is: the players, the tiles in the box (the engine's
 * sets for that many players), how it is won. */
export function modeAbout(config, statics) {
  const sets = statics.sets[String(config.players)];
  return tn('about.players', sets, { players: config.players, tiles: sets * statics.tiles_per_set });
}

export function create(context) {
  return new GinnyView(context);
}

const JOKER = 'JK';

/** What a staged tile shows: the card, or the joker as what it was declared. */
const stagedCode = (entry, tile) => (entry.as ? `${JOKER}=${entry.as}` : tile);

/** Ginny-O's keys in the key list (the shell adds its own; how to play is howto.js). */
const KEYS = [
  ['<kbd>1</kbd>–<kbd>8</kbd>', 'select'],
  ['<kbd>←</kbd> <kbd>↑</kbd> <kbd>→</kbd> <kbd>↓</kbd>', 'arrows'],
  ['<kbd data-i18n="key.enter">Enter</kbd> <kbd data-i18n="key.space">Space</kbd>', 'enter'],
  ['<kbd data-i18n="key.backspace">Backspace</kbd>', 'back'],
  ['<kbd>C</kbd>', 'confirm'],
  ['<kbd>D</kbd> <kbd>P</kbd>', 'discard'],
  ['<kbd>+</kbd> <kbd>−</kbd> <kbd>0</kbd>', 'zoom'],
  ['<kbd data-i18n="key.esc">Esc</kbd>', 'escape'],
];

class GinnyView extends StagedView {
  constructor(context) {
    super(context, {
      styles: ['../grid/style.css', './style.css'], base: import.meta.url,
      words: { t, tn, name: NAME }, giveBack: { field: 'discard', hint: 'hint.mustDiscard' },
    });
    const { statics, elements, engine, signal } = context;
    useStatics(statics);
    elements.preview.classList.add('ginnyo-points');
    this.dialogs = [addPickDialog('discard', 'ginnyo.discard.title'), addJokerDialog()];
    this.addControls('g', KEYS);
    this.board = new BoardView(elements.board, statics, {
      signal, onCell: (cell) => this.onCell(cell), onView: () => this.onView(),
      below: () => (this.viewTools ? this.viewTools.height + 6 : 0),
    });
    this.viewTools = new ViewTools(this.board, NAME);
    const hand = new HandView(elements.hand, (i) => this.stager.whenReady(() => this.stager.select(i)));
    this.stager = new Stager({
      board: this.board, hand, ask: (staged) => engine.request('options', { staged }),
      onChange: () => this.onChange(), code: (tile) => tile, placed: stagedCode,
      look: (entry, tile) => ({ tile: stagedCode(entry, tile) }),
    });
    this.keys = new BoardKeys({
      stager: this.stager, board: this.board, digits: statics.hand_size + 1, // the turn's draw
      actions: { c: () => this.confirm(), d: () => this.discard(), p: () => this.pass() },
      words: { t, tn, tileName, cellName, placedName: (c) => tileName(c.tile) },
      place: (cell) => this.place(cell),
    });
    this.listenButtons(() => this.discard());
  }

  /** Zoomed, panned or fitted: the Fit button and the points badge follow. */
  onView() {
    this.viewTools?.sync();
    this.showPreview();
  }

  // ------------------------------------------------------------ the player's actions

  /** Stage the selected tile on a cell; a joker first asks what it stands for. */
  place(cell) {
    const s = this.stager;
    const joker = s.enabled && s.selected >= 0 && s.tiles[s.selected] === JOKER;
    if (joker && !s.stagedAt(cell.x, cell.y) && s.legal().has(key(cell.x, cell.y))) {
      this.declare(cell);
      return 'asking';
    }
    return s.onCell(cell);
  }

  async declare({ x, y }) {
    const s = this.stager;
    const index = s.selected;
    let cards;
    try {
      cards = await this.engine.request('jokers', { staged: s.notation(), cell: [x, y] });
    } catch (err) {
      this.shell.say(`<span class="error">${escapeHTML(explain(err, NAME))}</span>`);
      return;
    }
    const card = await askJoker(cards, cellName(x, y));
    if (card && s.enabled && s.selected === index) s.stage({ x, y }, { as: card });
  }

  discard() {
    return this.giveBackTiles((tiles, most) => askPick('discard', {
      tiles, most, how: t('discard.how'), go: (n) => t('discard.go', { n }), render: cardHTML,
      label: tileName, move: (chosen) => `discard ${chosen.join(' ')}`,
    }));
  }

  // ------------------------------------------------------------ the shell's interface

  draw(view) {
    this.stager.position(view.decisions);
    this.board.setBoard(view.board, lastCells(view), view.sections.length);
    this.board.setMarks({ ghost: [], played: new Set() });
    renderScores(this.elements.scores, view, this.statics, {
      names: view.scores.map((_, s) => this.shell.seatName(view, s)),
      members: view.seats.map(kindWord),
    });
  }

  turn(view) {
    return this.startTurn(t(pointerWords(view.board.length ? 'hint.chooseTile' : 'hint.first')));
  }

  dismiss() {
    super.dismiss();
    dismissPick('discard');
    dismissJoker();
  }

  async events(events, view, byComputer) {
    const who = (seat) => this.shell.seatName(view, seat);
    return this.keepNotice(await showEvents(events, { byComputer, who, board: this.board }));
  }

  end(view, names) {
    return endScreen(view, names);
  }

  moveFigure(move) {
    return moveFigure(move);
  }

  /** Frame a decision's cells on the board (a history or analysis entry hovered or focused). */
  outline(move) {
    this.board.setMarks({ outline: move?.tiles ?? [] });
  }

  guide(moment, detail) {
    return guide(moment, detail, this.statics);
  }

  /** The expert's tiles as ghosts on the board, and the hand's tiles it plays or discards
   * marked (moveFigure says the rest). */
  hint(hint) {
    if (hint.kind === 'place') this.board.setMarks({ ghost: hint.tiles });
    const tiles = hint.kind === 'place' ? hint.tiles.map((c) => c.tile) : hint.discard ?? [];
    this.stager.showHint(tiles.map((tile) => (tile.startsWith(JOKER) ? JOKER : tile)));
  }

  state(view) {
    return {
      board: view.board, sections: view.sections, bag: view.bag, hand_sizes: view.hand_sizes,
      penalties: view.penalties, decisions: view.decisions, ...this.stager.state(),
      discard: this.stager.answer?.discard ?? 0, outline: this.board.marks.outline,
      camera: { size: this.board.camera.size, following: this.board.camera.following },
    };
  }

  dispose() {
    super.dispose();
    this.dismiss();
    for (const dialog of this.dialogs) dialog.remove();
    this.viewTools.remove();
    this.elements.preview.classList.remove('ginnyo-points');
  }
}
