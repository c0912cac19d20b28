/**
 * Blokus's web module: the square board with its starting cells, the tray of the colour to
 * move, the ghost of the selected piece following the pointer (turned and flipped by buttons,
 * R and F, the wheel) and placed by a click — or put down by a tap, a finger's drag from the
 * tray (drag.js) or the keyboard's cursor, then confirmed —, a board that zooms in by itself
 * on a touch screen, the colour to move's attach points, the score cards with every colour's
 * tray, a colour with no move left said plainly, the end screen with the bonuses; How to play
 * (howto.js), moves as pictures (moves.js), the guided first game (guide.js). It offers the
 * interface a game's module owes the shell (../catalogue.js). Every rule fact — where a piece
 * may go, why a ghost may not, the attach points, scores, skips, the ranking — comes from the
 * engine (its view, its static facts, the `placements` and `why` commands).
 */
import { explain, translatePage } from '../i18n.js';
import { HUMAN, kindWord } from '../seats.js';
import { addStyles } from '../styles.js';
import { seatTeam, sideName } from '../teams.js';
import { escapeHTML, touchScreen } from '../words.js';
import { BoardView, key } from './board.js';
import { endScreen } from './end.js';
import { showEvents } from './events.js';
import { guide } from './guide.js';
import { BoardKeys } from './keys.js';
import { TrayDrag } from './drag.js';
import { moveFigure } from './moves.js';
import { Pieces } from './pieces.js';
import { Placer } from './placer.js';
import { renderScores } from './scores.js';
import { TrayView } from './tray.js';
import { NAME, capital, colourName, pieceName, pointerWords, t } from './text.js';

export { result } from './end.js';
export { howToPlay } from './howto.js';

export function create(context) {
  return new BlokusView(context);
}

export { seatTeam, sideName };

/** What a New game setup is, in a sentence: who plays which colours, the neutral colour,
 * the teams, Duo's board. */
export function modeAbout(config) {
  if (config.variant === 'duo') return t('about.duo');
  if (config.teams) return t('about.teams');
  return t(`about.players${config.players}`);
}

/** The mode's name beyond "n players": Duo, the team game. */
export function modeName(config) {
  if (config?.variant === 'duo') return t('mode.duo');
  return config?.teams ? t('mode.teams') : null;
}

/** The controls Blokus adds to the hand bar: who is to move, turn, flip, zoom, confirm. */
const TOOLS = `<p class="b-turn" id="b-turn" data-testid="colour-to-move"></p>
<button type="button" id="b-rotate" data-testid="rotate" data-i18n-title="blokus.tools.rotateHint" disabled><span aria-hidden="true">⟳</span> <span data-i18n="blokus.tools.rotate">Turn</span></button>
<button type="button" id="b-flip" data-testid="flip" data-i18n-title="blokus.tools.flipHint" disabled><span aria-hidden="true">⇋</span> <span data-i18n="blokus.tools.flip">Flip</span></button>
<button type="button" id="b-zoom" class="zoom" data-testid="zoom" aria-pressed="false" data-i18n-title="blokus.tools.zoomHint"><span aria-hidden="true">⊕</span> <span data-i18n="blokus.tools.zoom">Zoom</span></button>
<button type="button" id="b-confirm" class="primary confirm" data-testid="confirm" data-i18n="blokus.tools.confirm" disabled>Place</button>`;

/** Blokus's keys in the key list (the shell adds its own; How to play is howto.js). */
const HELP = `<dl class="keys">
  <dt><kbd>1</kbd>–<kbd>5</kbd></dt><dd data-i18n="blokus.keys.select"></dd>
  <dt><kbd>R</kbd> <kbd>F</kbd></dt><dd data-i18n="blokus.keys.turn"></dd>
  <dt><kbd>←</kbd> <kbd>↑</kbd> <kbd>→</kbd> <kbd>↓</kbd></dt><dd data-i18n="blokus.keys.arrows"></dd>
  <dt><kbd>G</kbd></dt><dd data-i18n="blokus.keys.jump"></dd>
  <dt><kbd data-i18n="key.enter">Enter</kbd> <kbd data-i18n="key.space">Space</kbd></dt><dd data-i18n="blokus.keys.enter"></dd>
  <dt><kbd data-i18n="key.esc">Esc</kbd></dt><dd data-i18n="blokus.keys.escape"></dd>
  <dt><kbd>Z</kbd></dt><dd data-i18n="blokus.keys.zoom"></dd>
</dl>
<p class="hint" data-i18n="blokus.keys.mouse"></p>
<p class="hint" data-i18n="blokus.keys.touch"></p>`;

/** px between a dragging finger and the lowest square of the piece drawn above it */
const FINGER = 28;
/** px: a cell narrower than this is too small for a finger: on a touch screen the board
 * zooms in by itself when a piece is chosen, to cells this wide */
const TAP = 44;

/** The cells of the latest turn's placements (the house's `last`: its place events). */
const lastCells = (view) => (view.last ?? []).flatMap((e) => e.cells);

class BlokusView {
  constructor({ statics, elements, engine, signal, shell }) {
    Object.assign(this, { statics, elements, shell });
    this.pieces = new Pieces(statics);
    const colours = Object.values(statics.variants).flatMap((v) => v.colours); // every variant's
    this.marks = new Map(colours.map((c) => [c.name, c.mark]));
    this.drawn = null; // the view drawn last (the game's, or a past one in replay)
    this.live = null; // the game's view the hand was set from
    this.turnHint = '';
    this.notice = ''; // colours found with no move left since the viewer's last turn
    this.turnNotice = '';
    this.styles = addStyles(['./style.css'], import.meta.url);
    elements.tools.innerHTML = TOOLS;
    elements.help.innerHTML = HELP;
    for (const el of [elements.tools, elements.help]) translatePage(el);
    elements.scores.tabIndex = 0; // four cards with their trays may scroll: keys scroll them too
    this.button = Object.fromEntries(['turn', 'rotate', 'flip', 'zoom', 'confirm'].map((n) => [n, document.getElementById(`b-${n}`)]));
    this.board = new BoardView(elements.board, {
      signal,
      on: { hover: (cell) => this.onHover(cell), cell: (cell, how) => this.onCell(cell, how), wheel: (dy) => this.onWheel(dy) },
    });
    this.placer = new Placer({ pieces: this.pieces, ask: (c, a) => engine.request(c, a), onChange: () => this.sync() });
    this.tray = new TrayView(elements.hand, this.pieces, (piece) => this.placer.select(piece));
    this.drag = new TrayDrag(elements.hand, {
      signal,
      on: {
        start: (piece) => this.dragStart(piece),
        move: (x, y) => this.placer.moveTo(this.liftedCell(x, y)),
        drop: (x, y) => this.dragDrop(x, y),
        cancel: () => this.placer.deselect(),
      },
    });
    this.keys = new BoardKeys({ placer: this.placer, board: this.board, pieces: this.pieces, place: () => this.place(), zoom: () => this.toggleZoom() });
    this.button.rotate.addEventListener('click', () => this.placer.turn());
    this.button.flip.addEventListener('click', () => this.placer.flip());
    this.button.confirm.addEventListener('click', () => this.place());
    this.button.zoom.addEventListener('click', () => {
      this.zoomedByHand = true; // from now on the player decides
      this.toggleZoom();
    });
    this.zoomedByHand = false;
    this.focused = 0; // the selection (placer.generation) the board last zoomed to
  }

  /** The zoom toggle: the board grows (cells a finger can tap) and its box scrolls. */
  toggleZoom() {
    const on = this.board.zoom === 1;
    this.setZoom(on ? Math.max(2, TAP / this.board.cell) : 1);
    if (on) this.focusPlay(true);
  }

  /** Zoom the board (1: the whole board) and say on the Zoom button whether it is zoomed. */
  setZoom(zoom) {
    this.board.setZoom(zoom);
    this.button.zoom.setAttribute('aria-pressed', String(zoom !== 1));
  }

  /**
   * On a touch screen whose cells are too small for a finger, the board zooms in by itself
   * once the engine has said where the chosen piece may go (until the player uses the zoom
   * button): as far as a finger needs and no further than shows every place it may go, in
   * any orientation; a zoomed board centres on those places (or on the piece put down). The
   * zoom goes back when the turn is done (setHand).
   */
  focusPlay(now = false) {
    const p = this.placer;
    if (!p.legal || (!now && this.focused === p.generation)) return;
    this.focused = p.generation;
    const places = p.places();
    const whole = this.board.cell / this.board.zoom;
    if (!now && touchScreen() && !this.zoomedByHand && whole < TAP && places.length) {
      this.setZoom(this.board.framing(places, TAP / whole));
    }
    const ghost = p.ghost();
    this.board.centreOn(ghost ? ghost.cells : places.length ? places : (this.drawn?.attach ?? []));
  }

  // ------------------------------------------------------------ the player's actions

  onHover(cell) {
    if (this.placer.piece === null || !this.placer.enabled) return;
    this.board.setMarks({ cursor: null });
    this.placer.moveTo(cell);
  }

  /** A click places the ghost as shown; a tap puts it there, to be confirmed by Place or by
   * a tap on the piece put down. */
  onCell(cell, how) {
    const p = this.placer;
    if (!p.enabled) return;
    if (p.piece === null) {
      this.shell.say(t(pointerWords('hint.choosePiece')));
      return;
    }
    this.board.setMarks({ cursor: null });
    const ghost = p.ghost();
    if (how === 'touch' && p.pinned && ghost?.legal && ghost.cells.some(([x, y]) => x === cell.x && y === cell.y)) {
      this.place();
      return;
    }
    p.moveTo(cell, how === 'touch');
    if (how !== 'touch') this.place();
  }

  /** A finger drags a piece out of the tray: it is selected (if it was not), its ghost
   * follows the finger. */
  dragStart(piece) {
    const p = this.placer;
    if (!p.enabled) return;
    this.board.setMarks({ cursor: null });
    if (p.piece !== piece) p.select(piece);
  }

  /** The cell under the ghost's anchor while a finger drags it: the piece is drawn above the
   * finger (its lowest square a finger's breadth above the touch), so that it stays in view. */
  liftedCell(clientX, clientY) {
    const p = this.placer;
    if (p.piece === null || !p.enabled) return null;
    const { cells, anchor } = this.pieces.get(p.piece).orientations[p.orientation];
    const below = Math.max(...cells.map(([, y]) => y)) - anchor[1];
    return this.board.cellAt(clientX, clientY - FINGER - (below + 0.5) * this.board.cell);
  }

  /** The finger lets go: over the board the piece is put down there, to be confirmed (Place,
   * or a tap on it); off the board the drag is cancelled. */
  dragDrop(clientX, clientY) {
    const p = this.placer;
    if (p.piece === null || !p.enabled) return;
    const cell = this.liftedCell(clientX, clientY);
    if (cell) p.moveTo(cell, true);
    else p.deselect();
  }

  onWheel(deltaY) {
    if (this.placer.piece === null || !deltaY) return false;
    if (deltaY > 0) this.placer.turn();
    else for (let i = 0; i < 3; i += 1) this.placer.turn(); // a quarter turn the other way
    return true;
  }

  /** Play the ghost if the engine lists it where it is. */
  place() {
    const move = this.placer.move();
    if (move) this.shell.play(move);
  }

  /** After every change of the selection, the ghost or an answer: board, tray, controls, words. */
  sync() {
    this.syncControls();
    if (this.placer.enabled && !this.drag?.press?.dragging) this.focusPlay();
    this.relabel();
  }

  /** The words of the selection as it stands (after a language switch too). */
  relabel() {
    if (this.placer.enabled) this.shell.say(this.words(this.placer.ghost()));
  }

  /** The ghost on the board, the tray and the buttons follow the selection. */
  syncControls() {
    const p = this.placer;
    const ghost = p.ghost();
    this.board.setMarks({ ghost });
    const colour = this.live?.colours.find((c) => c.name === p.colour);
    if (colour) this.tray.render(colour, { selected: p.piece && { piece: p.piece, orientation: p.orientation }, enabled: p.enabled });
    const turnable = p.enabled && p.piece !== null;
    this.button.rotate.disabled = !turnable || this.pieces.get(p.piece).rotate.length < 2;
    this.button.flip.disabled = !turnable || p.pieces.flipped(p.piece, p.orientation) === p.orientation;
    this.button.confirm.disabled = !p.move();
  }

  /** What to say under the hand now. */
  words(ghost) {
    const p = this.placer;
    if (p.piece === null) return this.withNotice(this.turnHint);
    if (p.pending) return '';
    if (!p.fitsSomewhere()) return escapeHTML(t('hint.noFit', { piece: pieceName(p.piece) }));
    const dragging = this.drag?.press?.dragging;
    if (!ghost) return escapeHTML(t(dragging ? 'hint.dragging' : pointerWords('hint.moveGhost'), { piece: pieceName(p.piece) }));
    if (ghost.legal) return escapeHTML(t(dragging ? 'hint.letGo' : p.pinned ? pointerWords('hint.confirm') : 'hint.click'));
    if (p.refusal) return `<span class="error">${escapeHTML(t('hint.notHere', { why: explain(p.refusal, NAME) }))}</span>`;
    return '';
  }

  withNotice(text) {
    return this.turnNotice ? `${escapeHTML(this.turnNotice)} ${text}` : text;
  }

  /** The colour to move and the seat playing it, always in view in the hand bar. */
  showTurn(view) {
    const el = this.button.turn;
    if (view.over) {
      el.textContent = t('status.over');
      return;
    }
    const colour = view.colours.find((c) => c.name === view.colour);
    el.innerHTML = `<span class="b-mark b-${colour.name}" aria-hidden="true">${colour.mark}</span> `
      + escapeHTML(capital(t('turn', { colour: colourName(colour.name), who: this.shell.seatName(view, view.to_move) })));
  }

  // ------------------------------------------------------------ the shell's interface

  draw(view) {
    this.drawn = view;
    const variant = this.statics.variants[view.variant];
    this.board.setGame({ size: view.size, colours: variant.colours, board: view.board, last: lastCells(view) });
    this.board.setMarks({ hint: null, played: new Set(), attach: view.over ? null : { colour: view.colour, cells: view.attach } });
    const seatName = (seat) => this.shell.seatName(view, seat);
    renderScores(this.elements.scores, view, {
      names: view.scores.map((_, side) => sideName(view, side, seatName)),
      members: view.scores.map((_, side) => this.members(view, side)),
      pieces: this.pieces,
      neutral: view.neutral_seat === null ? null : seatName(view.neutral_seat),
    });
    this.showTurn(view);
  }

  /** Under a card's title: "Human"/"Computer", or a team's two players. */
  members(view, side) {
    const seats = view.side_of.flatMap((s, seat) => (s === side ? [seat] : []));
    if (view.teams) return seats.map((seat) => this.shell.seatName(view, seat)).join(' · ');
    return kindWord(view.seats[seats[0]]);
  }

  setHand(hand, enabled) {
    if (!this.zoomedByHand && this.board.zoom !== 1) this.setZoom(1); // the turn is done
    this.live = this.drawn;
    const view = this.live;
    const colour = (view.over && this.ownColour(view)) || view.colours.find((c) => c.name === view.colour) || view.colours[0];
    this.placer.position(colour.name, view.over ? [] : colour.pieces, enabled && !view.over, view.decisions);
  }

  enable(enabled) {
    this.placer.enabled = enabled;
    this.sync();
  }

  /** The colour of the one human at this device (its tray is theirs at the end), or null. */
  ownColour(view) {
    const humans = view.seats.flatMap((kind, seat) => (kind === HUMAN ? [seat] : []));
    return humans.length === 1 ? view.colours.find((c) => c.side === view.side_of[humans[0]]) : null;
  }

  turn(view, seat, who) {
    const colour = view.colours.find((c) => c.name === view.colour);
    const first = colour.placed === 0;
    this.turnHint = escapeHTML(first
      ? capital(t(pointerWords('hint.first'), { colour: colourName(colour.name), mark: colour.mark }))
      : t(pointerWords('hint.choosePiece')));
    [this.turnNotice, this.notice] = [this.notice, ''];
    this.sync();
    const status = capital(t('status.turn', { colour: colourName(colour.name), who }));
    return { status, hint: this.turnHint }; // the table says the notice before it
  }

  decision() {
    return null; // every decision is a placement on the board
  }

  turnState() {
    return this.placer.saved();
  }

  restoreTurn(saved) {
    this.placer.restore(saved);
  }

  guide(moment, detail) {
    return guide(moment, detail, this.statics);
  }

  dismiss() {
    this.notice = this.turnNotice = ''; // about the turn or game that is gone
    this.placer.deselect();
    this.board.setMarks({ cursor: null });
  }

  async events(events, view, byComputer) {
    const who = (seat) => this.shell.seatName(view, seat);
    const notice = await showEvents(events, { byComputer, who, mark: (colour) => this.marks.get(colour) });
    this.notice = notice || this.notice;
    return notice;
  }

  end(view, names) {
    return endScreen(view, names);
  }

  points() {
    return ''; // a placement has no points of its own: the score is counted at the end
  }

  /** A decision (history entry, hint, analysed move) as a picture of the piece in its colour
   * and mark, its squares, and a sentence (a history entry adds its "no move left" flag). */
  moveFigure(move) {
    const figure = moveFigure(move, (colour) => this.marks.get(colour));
    return move.index === undefined ? figure : { ...figure, points: `${figure.points} ${this.historyDetail(move)}` };
  }

  /** A history or analysis entry hovered or focused: its piece outlined on the board. */
  outline(move) {
    this.board.setMarks({ outline: move?.cells ?? null });
  }

  /** A history entry's flag: the colours found with no move left right after it. */
  historyDetail(entry) {
    if (!entry.out.length) return '';
    return `<span class="flag">${escapeHTML(t('history.out', { colours: entry.out.map(colourName).join(', ') }))}</span>`;
  }

  /** The expert's move drawn as a ghost (moveText says it in words); the piece in hand stays
   * in hand, as it was turned and put. */
  hint(hint) {
    this.board.setMarks({ hint: { colour: hint.colour, cells: hint.cells } });
    return '';
  }

  analysisMarks(result) {
    return {
      hint: { colour: result.best.colour, cells: result.best.cells },
      played: new Set(result.played.cells.map(([x, y]) => key(x, y))),
    };
  }

  mark(marks) {
    this.board.setMarks({ hint: null, played: new Set(), ...marks });
  }

  state(view) {
    const colour = view.colours.find((c) => c.name === view.colour);
    return {
      board: view.board, size: view.size, variant: view.variant, colour: view.colour,
      attach: view.attach, tray: colour?.pieces ?? [], decisions: view.decisions,
      colours: view.colours.map((c) => ({ name: c.name, squares: c.squares, out: c.out, score: c.score, bonus: c.bonus })),
      enabled: this.placer.enabled, ...this.placer.state(),
      zoom: { factor: this.board.zoom, cell: this.board.cell }, // the cell's side in CSS px
      marked: { hint: this.board.marks.hint?.cells ?? null, played: this.board.marks.played.size, outline: this.board.marks.outline },
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
    if (this.board.zoom !== 1) this.setZoom(1);
    for (const link of this.styles) link.remove();
    this.elements.scores.removeAttribute('tabindex');
    this.elements.hand.classList.remove('blokus-tray');
    this.elements.hand.removeAttribute('role');
    this.elements.hand.removeAttribute('aria-label');
  }
}
