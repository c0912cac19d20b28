/**
 * Help while playing: undo (Ctrl+Z) and the expert's hint. Both are the engine's: `undo`
 * rebuilds the game from its record without your latest decision (and the computers' replies
 * to it); `hint` is the expert level's choice, drawn on the board by the game, not played.
 */
import { t } from './i18n.js';
import { moveFigure } from './moves.js';
import { escapeHTML } from './words.js';
import { REMOTE } from './seats.js';

const $ = (id) => document.getElementById(id);
/** What the page may be waiting for while no person can decide (undo waits for them). Not
 * another device's move: its player is asked to accept the undo (net/undo.js). */
const BUSY = ['loading', 'computer', 'busy', 'error'];

export class Assist {
  /** `takeBack()`: the undo asked for, resolving its view (the host's page asks the other
   * devices first when a seat is played on one: net/host.js). */
  constructor({ table, takeBack = () => table.engine.request('undo') }) {
    Object.assign(this, { table, takeBack });
    this.hint = null; // the hint on show, for the test hooks
    $('undo').onclick = () => this.undo();
    $('hint').onclick = () => this.showHint();
    $('curtain-undo').onclick = () => this.undo();
    document.addEventListener('keydown', (e) => {
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z' && !e.target.closest?.('input, textarea')) {
        e.preventDefault();
        this.undo();
      }
    });
  }

  /** A new view: the hint on show is stale. */
  onView() {
    this.hint = null;
  }

  /** Enable the buttons for what the page waits for now (after every view and replay step):
   * undo while a person decides (a human's turn, the curtain, a game's own question, the end). */
  refresh(replaying = false) {
    const { view, awaiting, game } = this.table;
    if (replaying) this.hint = null; // its ghost and text are gone (replay.js)
    const rated = Boolean(this.table.rated); // a rated game: no help until its end (rated.js)
    const undoable = Boolean(view) && view.undo !== null && !BUSY.includes(awaiting) && !rated;
    $('undo').disabled = replaying || !undoable;
    const hint = $('hint'); // its title says why it is off, when it is
    const why = (replaying && 'menu.hintReplay') || (rated && 'menu.hintRated')
      || (awaiting === 'over' && 'menu.hintOver') || (awaiting !== 'human' && 'menu.hintWait') || null;
    hint.disabled = Boolean(why);
    hint.dataset.i18nTitle = why ?? 'menu.hintHint';
    hint.title = t(hint.dataset.i18nTitle);
    $('history-button').disabled = rated;
    $('curtain-undo').hidden = !(undoable && awaiting === 'curtain');
    game?.refresh?.({ awaiting, undoable });
  }

  /**
   * Why undo is refused now, or ''. With several humans at one device, a decision can be
   * taken back only until the next player has seen their tiles.
   */
  refusal() {
    const { view, viewer, awaiting } = this.table;
    if (this.table.rated) return t('rated.off');
    if (!view || view.undo === null) return t('undo.nothing');
    if (this.table.humans().length < 2 || awaiting === 'curtain' || awaiting === 'over' || viewer === view.undo) return '';
    return t('undo.seen', { who: this.table.seatName(viewer) });
  }

  /** Take back your latest decision (bound to the Undo button and Ctrl+Z; keys may call it). */
  async undo() {
    const table = this.table;
    if ($('undo').disabled && table.awaiting !== 'curtain' && !table.rated) return;
    const refusal = this.refusal();
    if (refusal) {
      table.say(`<span class="error">${escapeHTML(refusal)}</span>`);
      return;
    }
    const asking = table.engine.remote || table.view.seats.includes(REMOTE);
    if (asking) {
      $('undo').disabled = true; // one question at a time
      table.say(escapeHTML(t('undo.asking')));
    }
    try {
      const view = await this.takeBack();
      table.notice = t('undo.done'); // said with the next turn's hint
      table.start(view, { replacing: false });
      table.announceNow(); // the taken back move's words are stale
    } catch (err) {
      table.say(`<span class="error">${escapeHTML(table.explain(err))}</span>`);
      if (asking) this.refresh(); // the question is over: it may be asked again
    }
  }

  /** Ask the engine for the expert's move and draw it as a ghost tile (not played). */
  async showHint() {
    const table = this.table;
    if (table.awaiting !== 'human') return;
    $('hint').disabled = true;
    table.say(t('hint.thinking'));
    try {
      const hint = await table.engine.request('hint');
      if (table.awaiting !== 'human') return;
      this.hint = hint;
      const figure = moveFigure(table.game, hint, table.view);
      const points = table.game.hint(hint); // a game without moveFigure says its points so
      const shown = table.game.moveFigure ? `${figure.picture} ${figure.points}` : points;
      const drawn = Boolean(hint.cells || hint.tiles); // a trade or a discard is not on the board
      const words = t(drawn ? 'hint.expert' : 'hint.expertAside', { move: escapeHTML(figure.text) });
      table.say(`${words} <span class="move-figure" aria-hidden="true">${shown}</span>`);
    } catch (err) {
      table.say(`<span class="error">${escapeHTML(table.explain(err))}</span>`);
    } finally {
      this.refresh();
    }
  }
}
