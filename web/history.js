/**
 * The history panel: every decision of the game in text notation, who made it and what it
 * scored (as the game shows it: Génial marks bonus placements and "Génial !"). Clicking one
 * replays the board as it was after it; the replay bar and the keys ← → step from there.
 */

const $ = (id) => document.getElementById(id);

/** A decision as the player reads it: the game's words (`moveText`), else its notation (none
 * for tiles another seat put down face down: the engine does not name them). */
export const moveText = (game, decision) => game.moveText?.(decision)
  ?? (decision.move === null ? '' : `<code>${decision.move}</code>`);

export class HistoryPanel {
  constructor({ table, replay }) {
    Object.assign(this, { table, replay });
    this.panel = $('history-panel');
    $('history-button').onclick = () => (this.panel.open ? this.close() : this.open());
    $('history-close').onclick = () => this.close();
    replay.listeners.add((count) => this.mark(count));
  }

  async open() {
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
    list.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }

  item(view, entry) {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.testid = 'history-entry';
    button.dataset.count = entry.index + 1;
    button.innerHTML = `<span class="n">${entry.index + 1}.</span> <span class="who">${this.table.seatName(entry.seat, view)}</span>`
      + ` ${moveText(this.table.game, entry)} ${this.table.game.historyDetail(entry)}`;
    button.onclick = () => this.replay.go(entry.index + 1);
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
