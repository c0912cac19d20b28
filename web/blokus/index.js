/**
 * Blokus's web module: the square board with its starting cells, the tray of the colour to
 * move, the ghost of the selected piece following the pointer (turned and flipped by buttons,
 * R and F, the wheel) and placed by a click — or put down by a tap or the keyboard's cursor,
 * then confirmed —, the colour to move's attach points, the score cards with every colour's
 * tray, a colour with no move left said plainly, the end screen with the bonuses. It offers
 * the interface a game's module owes the shell (../catalogue.js). Every rule fact — where a
 * piece may go, why a ghost may not, the attach points, scores, skips, the ranking — comes
 * from the engine (its view, its static facts, the `placements` and `why` commands).
 */
import { explain, translatePage } from '../i18n.js';
import { HUMAN } from '../seats.js';
import { BoardView, key } from './board.js';
import { endScreen } from './end.js';
import { guide } from './guide.js';
import { showEvents } from './events.js';
import { BoardKeys } from './keys.js';
import { cellsSVG } from './marks.js';
import { Pieces } from './pieces.js';
import { Placer } from './placer.js';
import { renderScores } from './scores.js';
import { TrayView } from './tray.js';
import { NAME, capital, cellName, colourName, pieceName, placementName, pointerWords, t } from './text.js';

export { result } from './end.js';

export function create(context) {
  return new BlokusView(context);
}

/** A side's name: a team's letter in the team game, else its seat's name. */
export function sideName(view, side, seatName) {
  return view.teams ? t('team', { name: 'AB'[side] }) : seatName(side);
}

/** The mode's name beyond "n players": Duo, the team game. */
export function modeName(config) {
  if (config?.variant === 'duo') return t('mode.duo');
  return config?.teams ? t('mode.teams') : null;
}

/** The controls Blokus adds to the hand bar: who is to move, turn, flip, confirm. */
const TOOLS = `<p class="b-turn" id="b-turn" data-testid="colour-to-move"></p>
<button type="button" id="b-rotate" data-testid="rotate" data-i18n-title="blokus.tools.rotateHint" disabled><span aria-hidden="true">⟳</span> <span data-i18n="blokus.tools.rotate">Turn</span></button>
<button type="button" id="b-flip" data-testid="flip" data-i18n-title="blokus.tools.flipHint" disabled><span aria-hidden="true">⇋</span> <span data-i18n="blokus.tools.flip">Flip</span></button>
<button type="button" id="b-confirm" class="primary confirm" data-testid="confirm" data-i18n="blokus.tools.confirm" disabled>Place</button>`;

/** How to play, and Blokus's keys in the key list (the shell adds its own). */
const HELP = `<section class="how-to-play">
  <h3 data-i18n="blokus.help.title"></h3>
  <ul>
    <li data-i18n="blokus.help.goal"></li>
    <li data-i18n="blokus.help.first"></li>
    <li data-i18n="blokus.help.corner"></li>
    <li data-i18n="blokus.help.out"></li>
    <li data-i18n="blokus.help.score"></li>
    <li data-i18n="blokus.help.modes"></li>
  </ul>
  <p class="hint" data-i18n="blokus.help.marks"></p>
  <ul class="mark-legend" id="b-marks"></ul>
</section>
<dl class="keys">
  <dt><kbd>1</kbd>–<kbd>5</kbd></dt><dd data-i18n="blokus.keys.select"></dd>
  <dt><kbd>R</kbd> <kbd>F</kbd></dt><dd data-i18n="blokus.keys.turn"></dd>
  <dt><kbd>←</kbd> <kbd>↑</kbd> <kbd>→</kbd> <kbd>↓</kbd></dt><dd data-i18n="blokus.keys.arrows"></dd>
  <dt><kbd>G</kbd></dt><dd data-i18n="blokus.keys.jump"></dd>
  <dt><kbd>Enter</kbd> <kbd>Space</kbd></dt><dd data-i18n="blokus.keys.enter"></dd>
  <dt><kbd>Esc</kbd></dt><dd data-i18n="blokus.keys.escape"></dd>
</dl>
<p class="hint" data-i18n="blokus.keys.touch"></p>`;

const escapeHTML = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A refusal with its cell named as the board's edges name it ("D5", not "3,4") and its
 * colour in the page's language. */
function readable(refusal) {
  const params = { ...refusal.params };
  if (/^\d+,\d+$/.test(params.cell ?? '')) params.cell = cellName(...params.cell.split(',').map(Number));
  if (params.colour) params.colour = colourName(params.colour);
  return { ...refusal, params };
}

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
    this.style = document.createElement('link');
    this.style.rel = 'stylesheet';
    this.style.href = new URL('./style.css', import.meta.url).href;
    document.head.append(this.style);
    elements.tools.innerHTML = TOOLS;
    elements.help.innerHTML = HELP;
    elements.help.querySelector('#b-marks').innerHTML = colours.map((c) => `<li>${cellsSVG([[0, 0]], c.name, c.mark, { size: 22 })} <span data-i18n="blokus.colour.${c.name}"></span></li>`).join('');
    for (const el of [elements.tools, elements.help]) translatePage(el);
    elements.scores.tabIndex = 0; // four cards with their trays may scroll: keys scroll them too
    this.button = Object.fromEntries(['turn', 'rotate', 'flip', 'confirm'].map((n) => [n, document.getElementById(`b-${n}`)]));
    this.board = new BoardView(elements.board, {
      signal,
      on: { hover: (cell) => this.onHover(cell), cell: (cell, how) => this.onCell(cell, how), wheel: (dy) => this.onWheel(dy) },
    });
    this.placer = new Placer({ pieces: this.pieces, ask: (c, a) => engine.request(c, a), onChange: () => this.sync() });
    this.tray = new TrayView(elements.hand, this.pieces, (piece) => this.placer.select(piece));
    this.keys = new BoardKeys({ placer: this.placer, board: this.board, pieces: this.pieces, place: () => this.place() });
    this.button.rotate.addEventListener('click', () => this.placer.turn());
    this.button.flip.addEventListener('click', () => this.placer.flip());
    this.button.confirm.addEventListener('click', () => this.place());
  }

  // ------------------------------------------------------------ the player's actions

  onHover(cell) {
    if (this.placer.piece === null || !this.placer.enabled) return;
    this.board.setMarks({ cursor: null });
    this.placer.moveTo(cell);
  }

  /** A click places the ghost as shown; a tap (or a click on an unlisted ghost) puts it
   * there, to be confirmed. */
  onCell(cell, how) {
    const p = this.placer;
    if (!p.enabled) return;
    if (p.piece === null) {
      this.shell.say(t(pointerWords('hint.choosePiece')));
      return;
    }
    this.board.setMarks({ cursor: null });
    p.moveTo(cell, how === 'touch');
    if (how !== 'touch') this.place();
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
    if (!ghost) return escapeHTML(t(pointerWords('hint.moveGhost'), { piece: pieceName(p.piece) }));
    if (ghost.legal) return escapeHTML(t(p.pinned ? pointerWords('hint.confirm') : 'hint.click'));
    if (p.refusal) return `<span class="error">${escapeHTML(t('hint.notHere', { why: explain(readable(p.refusal), NAME) }))}</span>`;
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
    return view.seats[seats[0]] === HUMAN ? t('seat.human') : t('seat.computerShort');
  }

  setHand(hand, enabled) {
    this.live = this.drawn;
    const view = this.live;
    const colour = view.colours.find((c) => c.name === view.colour) ?? view.colours[0];
    this.placer.position(view.colour, view.over ? [] : colour.pieces, enabled && !view.over, view.decisions);
  }

  enable(enabled) {
    this.placer.enabled = enabled;
    this.sync();
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
    return { status, hint: this.withNotice(this.turnHint) };
  }

  decision() {
    return null; // every decision is a placement on the board
  }

  dismiss() {
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

  /** A decision (history entry, hint, analysed move) in words: colour, mark, piece, where. */
  moveText(decision) {
    return escapeHTML(placementName(decision.colour, this.marks.get(decision.colour), decision.piece, decision.cells));
  }

  /** A history entry's flag: the colours found with no move left right after it. */
  historyDetail(entry) {
    if (!entry.out.length) return '';
    return `<span class="flag">${escapeHTML(t('history.out', { colours: entry.out.map(colourName).join(', ') }))}</span>`;
  }

  /** The expert's move drawn as a ghost (moveText says it in words); the piece in hand is let
   * go, so that one ghost shows and the hint's words stay. */
  guide(moment, detail) {
    return guide(moment, detail);
  }

  hint(hint) {
    this.placer.deselect();
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
      marked: { hint: this.board.marks.hint?.cells ?? null, played: this.board.marks.played.size },
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
    this.style.remove();
    this.elements.scores.removeAttribute('tabindex');
    this.elements.hand.classList.remove('blokus-tray');
    this.elements.hand.removeAttribute('role');
    this.elements.hand.removeAttribute('aria-label');
  }
}
