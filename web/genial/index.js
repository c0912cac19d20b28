/**
 * Génial's web module: the hex board, the hand of two-colour tiles, placing by pointer, touch
 * and keys, the score tracks, the swap offer, the "Génial !" banner, the end screen with the
 * solo results, and the team names. It offers the interface a game's module owes the shell
 * (documented in ../catalogue.js); every rule fact comes from the engine (its view, its static
 * facts, the `options` command), never from here.
 */
import { translatePage } from '../i18n.js';
import { BoardView, key } from './board.js';
import { HandView } from './hand.js';
import { Placer } from './placing.js';
import { BoardKeys } from './keys.js';
import { renderScores, renderStrip } from './scores.js';
import { addSwapDialog, askSwap, dismissSwap, showSwapUndo } from './swap.js';
import { endScreen } from './end.js';
import { showEvents } from './events.js';
import { bestSoloSection } from './solo.js';
import { moveFigure, pointsHTML } from './moves.js';
import { guide } from './guide.js';
import { kindWord } from '../seats.js';
import { addStyles } from '../styles.js';
import { seatTeam, sideName } from '../teams.js';
import { touchScreen } from '../words.js';
import { t } from './text.js';

const ZOOM = 2; // the Zoom button's: twice the size that fits, cells for a fingertip on a phone
const FINGER = 44; // px: a cell narrower than this zooms in by itself on a touch screen

export { seatTeam, sideName };

/** What a finished game's entry in the past games shows: each side's lowest marker. */
export function result(view) {
  return view.standings.map((group) => group.map((s) => ({ side: s.side, value: s.markers[0][1] })));
}

/** What a New game setup is, in a sentence: solo's goal, the teams, the ranking. */
export function modeAbout(config) {
  if (config.players === 1) return t('about.solo');
  return t(config.teams ? 'about.teams' : 'about.players');
}

/** The mode's name when the shell's ("solo", "n players") does not say it: the team game. */
export function modeName(config) {
  return config?.teams ? t('mode.teams') : null;
}

export { howToPlay } from './howto.js';
export { personalBest } from './solo.js';

export function create(context) {
  return new GenialView(context);
}

/** The controls Génial adds to the hand bar: flip the tile, zoom the board. */
const TOOLS = `<button type="button" id="flip" class="flip" data-testid="flip" data-i18n-title="genial.hand.flipHint">
  <span aria-hidden="true">⇄</span> <span data-i18n="genial.hand.flip">Flip</span>
</button>
<button type="button" id="zoom" class="zoom" data-testid="zoom" aria-pressed="false" data-i18n-title="genial.board.zoomHint">
  <span aria-hidden="true">⊕</span> <span class="label" data-i18n="genial.board.zoom">Zoom</span>
</button>`;

/** Génial's keys in the key list (the shell adds its own: undo, replay, help). */
const helpKeys = (handSize) => `<dl class="keys">
  <dt><kbd>1</kbd>–<kbd>${handSize}</kbd>, <kbd data-i18n="key.tab">Tab</kbd></dt><dd data-i18n="genial.help.select"></dd>
  <dt><kbd>←</kbd> <kbd>↑</kbd> <kbd>→</kbd> <kbd>↓</kbd></dt><dd data-i18n="genial.help.arrows"></dd>
  <dt><kbd data-i18n="key.enter">Enter</kbd></dt><dd data-i18n="genial.help.enter"></dd>
  <dt><kbd>F</kbd></dt><dd data-i18n="genial.help.flip"></dd>
  <dt><kbd>R</kbd></dt><dd data-i18n="genial.help.rotate"></dd>
  <dt><kbd data-i18n="key.esc">Esc</kbd></dt><dd data-i18n="genial.help.escape"></dd>
  <dt><kbd>Z</kbd></dt><dd data-i18n="genial.help.zoom"></dd>
</dl>
<p class="hint" data-i18n="genial.help.mouse"></p>
<p class="hint" data-i18n="genial.help.touch"></p>`;

class GenialView {
  constructor({ statics, elements, engine, signal, shell }) {
    Object.assign(this, { statics, elements, engine, shell });
    this.styles = addStyles(['./style.css'], import.meta.url);
    this.board = new BoardView(elements.board, statics, signal);
    elements.tools.innerHTML = TOOLS;
    elements.help.innerHTML = helpKeys(statics.hand_size);
    translatePage(elements.tools);
    translatePage(elements.help);
    this.swapDialog = addSwapDialog(() => shell.undo());
    const hand = new HandView(elements.hand, statics, {
      onPointerDown: (i, e) => this.placer.onHandDown(i, e),
      onClick: (i) => this.placer.onHandClick(i),
    });
    this.optionCache = new Map();
    this.placer = new Placer({
      board: this.board, hand, statics, preview: elements.preview, say: shell.say, signal,
      fetchOptions: (tile) => this.options(tile), commit: (move) => shell.play(move),
      focus: (cells) => this.focusPlay(cells),
    });
    this.flip = elements.tools.querySelector('#flip');
    this.zoom = elements.tools.querySelector('#zoom');
    this.flip.addEventListener('click', () => this.placer.flip());
    this.zoom.addEventListener('click', () => {
      this.zoomedByHand = true; // from now on the player decides
      this.toggleZoom();
    });
    this.keys = new BoardKeys({ placer: this.placer, board: this.board, statics, onZoom: () => this.toggleZoom() });
  }

  /** The zoom toggle: the board grows and its box scrolls (by finger, wheel or cursor). */
  toggleZoom() {
    this.setZoom(this.board.zoom === 1 ? ZOOM : 1);
    this.board.centreOn(this.placer.nextCells());
  }

  /** Zoom the board (1: the whole board) and say on the Zoom button whether it is zoomed. */
  setZoom(zoom) {
    this.board.canvas.parentElement.classList.toggle('zoomed', zoom !== 1);
    this.zoom.setAttribute('aria-pressed', String(zoom !== 1));
    this.board.setZoom(zoom);
  }

  /** The engine's placements for a tile in this orientation, cached until the view changes. */
  options(tile) {
    const k = tile.join();
    if (!this.optionCache.has(k)) this.optionCache.set(k, this.engine.request('options', { tile }));
    return this.optionCache.get(k);
  }

  /**
   * On a touch screen whose cells are too small for a finger, the board zooms by itself onto
   * the cells the player may tap next (`cells`, the engine's), as far as a finger needs but no
   * further than shows them all — the first cells round the edge, then the chosen one's
   * partners — until the player uses the Zoom button; it zooms out when the turn is done.
   */
  focusPlay(cells) {
    if (!cells.length || !touchScreen()) return;
    const whole = this.board.spacing() / this.board.zoom;
    if (!this.zoomedByHand && whole < FINGER) this.setZoom(this.board.framing(cells, FINGER / whole));
    this.board.centreOn(cells);
  }

  draw(view) {
    this.optionCache.clear();
    this.board.setGame({ radius: view.radius, board: view.board, tiles: view.tiles, last: view.last });
    const seatName = (s) => this.shell.seatName(view, s);
    const names = view.scores.map((_, s) => sideName(view, s, seatName));
    renderScores(this.elements.scores, view, {
      names, members: view.scores.map((_, s) => this.members(view, s)), statics: this.statics,
    });
    renderStrip(this.elements.strip, view, names, this.statics);
  }

  /** Under a card's title: "Human"/"Computer", or a team's two players. */
  members(view, side) {
    if (!view.teams) return kindWord(view.seats[side]);
    return view.seats.map((_, s) => s).filter((s) => view.side_of[s] === side)
      .map((s) => this.shell.seatName(view, s)).join(' · ');
  }

  setHand(tiles, enabled) {
    if (!this.zoomedByHand && this.board.zoom !== 1) this.setZoom(1); // the turn is done
    this.placer.setHand(tiles, enabled);
    this.flip.disabled = !enabled;
  }

  enable(enabled) {
    this.placer.enabled = enabled;
  }

  relabel() {
    this.placer.relabel();
  }

  turn(view, seat, who) {
    if (view.bonus > 0) return { status: t('status.bonus', { who, n: view.bonus }), hint: t('hint.bonus') };
    return { hint: t(view.solo ? 'hint.solo' : 'hint.chooseTile') };
  }

  turnState() {
    return this.placer.saved();
  }

  restoreTurn(saved) {
    this.placer.restore(saved);
  }

  decision(view, seat) {
    if (view.phase !== 'swap') return null;
    return { awaiting: 'swap', answer: askSwap(view.lowest[view.side_of[seat]], this.statics) };
  }

  dismiss() {
    dismissSwap();
  }

  events(events, view, byComputer) {
    const who = (seat) => this.shell.seatName(view, seat);
    return showEvents(events, view, { byComputer, who, board: this.board, statics: this.statics });
  }

  end(view, names) {
    return endScreen(view, names, this.statics);
  }

  points(points) {
    return pointsHTML(points, this.statics);
  }

  historyDetail(entry) {
    const flags = [entry.bonus ? `<span class="flag">${t('history.bonus')}</span>` : '',
      entry.genial?.length ? `<span class="flag">${t('toast.title')}</span>` : ''].join('');
    return `${entry.tile ? this.points(entry.points) : ''}${flags}`;
  }

  moveFigure(move) {
    const figure = moveFigure(move, this.statics);
    return { ...figure, points: move.index === undefined ? figure.points : this.historyDetail(move) || figure.points };
  }

  guide(moment, detail) {
    return guide(moment, detail);
  }

  outline(move) {
    this.board.setMarks({ outline: move?.cells ?? this.placer.hinted?.cells ?? [] });
  }

  /** The expert's tile as a ghost, framed, and the hand's tile marked. */
  hint(hint) {
    if (hint.cells) this.placer.showHint(hint);
  }

  analysisMarks(result) {
    return {
      ghost: { cells: result.best.cells, colours: result.best.tile },
      partners: new Set(result.played.cells.map(([q, r]) => key(q, r))),
    };
  }

  mark(marks) {
    this.board.setMarks({ legal: new Set(), partners: new Set(), ghost: null, outline: [], ...marks });
  }

  state(view) {
    return {
      board: view.board, teams: view.teams, bonus: view.bonus, selection: this.placer.selection(),
      outline: this.board.marks.outline, ghost: this.board.marks.ghost,
    };
  }

  cellCenter(q, r) {
    return this.board.cellCenter(q, r);
  }

  edge() {
    return this.board.edge();
  }

  onKey(event) {
    this.keys.onKey(event);
  }

  refresh({ awaiting, undoable }) {
    showSwapUndo(undoable && awaiting === 'swap');
  }

  gamesSection() {
    return bestSoloSection();
  }

  dispose() {
    for (const link of this.styles) link.remove();
    this.swapDialog.remove();
    if (this.board.zoom !== 1) this.setZoom(1);
  }
}
