/**
 * Post-game analysis: each placement of a human seat set against the expert's choice in the
 * same position, valued by the expert's own evaluation. The engine analyses one position per
 * request (in the worker, a small budget each), so the page stays responsive and shows its
 * progress; the biggest mistakes are listed and shown on the board in replay, as the game
 * marks them (Génial: the expert's tile as a ghost, the cells you used highlighted).
 */
import { t } from './i18n.js';
import { moveText } from './history.js';

const $ = (id) => document.getElementById(id);
const MISTAKES = 5; // how many of the biggest mistakes are listed

export class Analysis {
  constructor({ table, replay }) {
    Object.assign(this, { table, replay });
    this.panel = $('analysis-panel');
    this.run = 0; // bumps to stop an analysis in progress
    this.results = [];
    $('analysis-close').onclick = () => this.close();
    $('analysis-seat').onchange = () => this.analyse(Number($('analysis-seat').value));
    $('end-analyse').onclick = () => {
      $('end-dialog').close();
      this.open();
    };
  }

  /** Open the panel on the finished game and analyse the (first) human seat's placements. */
  open() {
    const view = this.table.view;
    if (!view?.over) return;
    const humans = this.table.humans();
    const seats = humans.length ? humans : view.seats.map((_, s) => s);
    const select = $('analysis-seat');
    select.replaceChildren(...seats.map((s) => new Option(this.table.seatName(s), s)));
    select.parentElement.hidden = seats.length < 2;
    this.panel.show();
    this.analyse(seats[0]);
  }

  close() {
    this.run += 1;
    this.panel.close();
    this.replay.exit();
  }

  /** Analyse a seat's placements one request at a time, listing each as it comes. */
  async analyse(seat) {
    const run = ++this.run;
    const generation = this.table.generation;
    const stillWanted = () => run === this.run && generation === this.table.generation;
    const history = await this.table.engine.request('history');
    const indices = history.filter((e) => e.seat === seat && e.kind === 'place').map((e) => e.index);
    this.results = [];
    $('analysis-list').replaceChildren();
    $('analysis-mistakes').replaceChildren();
    $('analysis-summary').textContent = '';
    const bar = $('analysis-progress');
    bar.max = indices.length;
    bar.value = 0;
    bar.hidden = false;
    for (const index of indices) {
      const result = await this.table.engine.request('analyse', { index });
      if (!stillWanted()) return;
      this.results.push(result);
      $('analysis-list').append(this.row(result));
      bar.value = this.results.length;
      $('analysis-status').textContent = t('analysis.progress', { n: this.results.length, total: indices.length });
    }
    bar.hidden = true;
    $('analysis-status').textContent = '';
    this.summarise();
  }

  /** The biggest mistakes, and how often the expert would have played the same. */
  summarise() {
    const same = this.results.filter((r) => r.same).length;
    $('analysis-summary').textContent = t('analysis.summary', { same, total: this.results.length });
    const worst = this.results.filter((r) => r.loss > 0).sort((a, b) => b.loss - a.loss).slice(0, MISTAKES);
    $('analysis-mistakes').replaceChildren(...worst.map((r) => this.row(r, 'mistake')));
    $('analysis-none').hidden = worst.length > 0;
  }

  points(points) {
    return this.table.game.points(points) || '+0';
  }

  row(result, kind = 'entry') {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.testid = `analysis-${kind}`;
    button.className = result.same ? 'same' : '';
    const best = result.same ? t('analysis.same')
      : t('analysis.expert', { move: moveText(this.table.game, result.best) }) + ` ${this.points(result.best.points)} (${result.best_value.toFixed(2)})`;
    button.innerHTML = `<span class="n">${result.index + 1}.</span> ${moveText(this.table.game, result.played)} `
      + `${this.points(result.played.points)} (${result.played_value.toFixed(2)}) — ${best}`
      + (result.loss > 0 ? ` <strong class="loss">-${result.loss.toFixed(2)}</strong>` : '');
    button.onclick = () => this.show(result);
    li.append(button);
    return li;
  }

  /** The position before the placement: the expert's tile as a ghost, your cells highlighted. */
  show(result) {
    this.replay.go(result.index, this.table.game.analysisMarks(result));
    $('analysis-status').textContent = t('analysis.onBoard');
  }
}
