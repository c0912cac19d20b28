/**
 * The history panel: every decision of the game as the game draws it (its tile as a picture,
 * what it scored, Génial's bonus placements and "Génial !"; a sentence for screen readers, see
 * moves.js), and who made it. Hovering or focusing one outlines its cells on the board;
 * clicking one replays the board as it was after it; the replay bar and the keys ← → step.
 */
import { figureHTML, moveFigure } from './moves.js';
import { t } from './i18n.js';
import { pointerWords } from './words.js';

const $ = (id) => document.getElementById(id);

/** A decision in words, as HTML (analysis.js reads it here). */
export { moveText } from './moves.js';

export class HistoryPanel {
  constructor({ table, replay }) {
    Object.assign(this, { table, replay });
    this.panel = $('history-panel');
    $('history-button').onclick = () => (this.panel.open ? this.close() : this.open());
    $('history-close').onclick = () => this.close();
    replay.listeners.add((count) => this.mark(count));
  }

  /** Open on the newest move (its title and Close stay in view above and below the list on
   * a phone: style.css). */
  async open() {
    const how = $('history-how'); // "tap" on a touch screen, with no keys to step
    how.dataset.i18n = pointerWords('history.how');
    how.textContent = t(how.dataset.i18n);
    this.panel.show();
    await this.refresh();
  }

  close() {
    this.panel.close();
    this.replay.exit();
  }

  /** Redraw the list (after each of the game's views, while the panel is open). */
  async refresh() {
    if (!this.panel.open || !this.table.view) return;
    const entries = await this.table.engine.request('history');
    const view = this.table.view;
    const list = $('history-list');
    list.replaceChildren(...entries.map((entry) => this.item(view, entry)));
    $('history-empty').hidden = entries.length > 0;
    if (!this.replay.active) this.panel.scrollTop = this.panel.scrollHeight; // the newest in view
  }

  item(view, entry) {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.testid = 'history-entry';
    button.dataset.count = entry.index + 1;
    const game = this.table.game;
    button.innerHTML = `<span class="n">${entry.index + 1}.</span> <span class="who">${this.table.seatName(entry.seat, view)}</span>`
      + ` ${figureHTML(moveFigure(game, entry, view))}`;
    button.onclick = () => this.replay.go(entry.index + 1);
    button.onmouseenter = button.onfocus = () => game.outline?.(entry);
    button.onmouseleave = button.onblur = () => game.outline?.(null);
    li.append(button);
    return li;
  }

  /** Mark the entry on show in replay (none outside replay). */
  mark(count) {
    for (const button of $('history-list').querySelectorAll('button')) {
      const current = count !== null && Number(button.dataset.count) === count;
      button.classList.toggle('current', current);
      if (current) button.scrollIntoView({ block: 'nearest' });
    }
  }
}
