/**
 * Post-game analysis: each placement of a seat set against the expert's choice in the same
 * position, in units a player understands — the chance to finish first it leaves each side
 * (or, alone, the expected final figure: Génial's lowest marker), which the engine estimates by
 * playing the game out from there (tabletop.review.outlook). The engine analyses one position
 * per request (in the worker), so the page stays responsive and shows its progress. A graph
 * draws that value over the seat's placements for every side, the seat's mistakes marked;
 * clicking a point, a mistake or a row shows the position before it in replay, as the game
 * marks it (Génial: the expert's tile as a ghost, the cells you used highlighted), and says
 * both moves with what they lead to.
 */
import { t } from './i18n.js';
import { escapeHTML, plural } from './words.js';
import { moveText } from './history.js';

const $ = (id) => document.getElementById(id);
const MISTAKES = 5; // how many of the biggest mistakes are listed and marked
const [WIDTH, HEIGHT, PAD] = [300, 150, 26]; // the graph's drawing units (its viewBox)
/** Each side's line: told apart by its dashes (and its name at its end), not by colour alone. */
const DASHES = ['', '7 4', '2 3', '10 3 2 3'];

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

  /** Open the panel on the finished game and analyse the (first) human seat's placements, or,
   * with no human seat, the seat chosen (the first to begin with). */
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
    this.dismiss();
    this.replay.exit();
  }

  /** Stop the analysis and close the panel (another game starts: it was about the one before). */
  dismiss() {
    this.run += 1;
    this.panel.close();
  }

  /** Whether values are chances to finish first (several sides) or the figure (solo). */
  get chances() {
    return this.table.view.scores.length > 1;
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
    $('analysis-how').textContent = t(this.chances ? 'analysis.how' : 'analysis.howFigure');
    const bar = $('analysis-progress');
    bar.max = indices.length;
    bar.value = 0;
    bar.hidden = false;
    for (const index of indices) {
      const result = await this.table.engine.request('analyse', { index }).catch((err) => {
        if (stillWanted()) throw err;
        return null; // asked about a game that has given way to another
      });
      if (!stillWanted()) return;
      result.n = this.results.length + 1; // your own placements' count
      this.results.push(result);
      $('analysis-list').append(this.row(result));
      bar.value = this.results.length;
      $('analysis-status').textContent = t('analysis.progress', { n: this.results.length, total: indices.length });
      this.graph();
    }
    bar.hidden = true;
    $('analysis-status').textContent = '';
    this.summarise();
  }

  /** What a decision cost in the unit shown (0 to 1 for chances, the figure's points). */
  loss(result) {
    return this.chances ? result.chance_loss : result.figure_loss;
  }

  /** A side's value after a decision, as shown: "about 40 %" (a chance in the step its
   * playouts deserve: tabletop.review.step_of), or "9.5" of the figure. */
  value(outlook, side) {
    return this.chances ? t('analysis.about', { n: inSteps(outlook.chances[side], outlook.step) }) : `${outlook.figures[side]}`;
  }

  /** The worst placements: the most lost in the unit shown, then in the expert's evaluation. */
  worst() {
    return this.results.filter((r) => this.loss(r) > 0 || r.loss > 0)
      .sort((a, b) => this.loss(b) - this.loss(a) || b.loss - a.loss).slice(0, MISTAKES);
  }

  /** The biggest mistakes, and how often the expert would have played the same. */
  summarise() {
    const same = this.results.filter((r) => r.same).length;
    $('analysis-summary').textContent = t(`analysis.summary.${plural(same)}`, { same, total: this.results.length });
    const worst = this.worst();
    $('analysis-mistakes').replaceChildren(...worst.map((r) => this.row(r, 'mistake')));
    $('analysis-none').hidden = worst.length > 0;
    this.graph();
  }

  /** A move's points as its game says them, with a space before; nothing where a placement
   * scores nothing of its own (Blokus counts at the end): no "+0" after every move. */
  points(points) {
    const said = this.table.game.points(points);
    return said ? ` ${said}` : '';
  }

  /** What the expert's line says beside a placement: nothing better found when yours led as
   * far on the same worlds (as_good), never a worse move offered as the better one. */
  expertWords(result, side) {
    if (result.same) return t('analysis.same');
    if (result.as_good) return t('analysis.asGood');
    return `${t('analysis.expert', { move: moveText(this.table.game, result.best) })}${this.points(result.best.points)} → ${this.value(result.best_outlook, side)}`;
  }

  /** "Placement 3: orange-purple@… +2 → about 40 % — expert: … → about 60 % −20 %". */
  row(result, kind = 'entry') {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.testid = `analysis-${kind}`;
    button.className = result.same ? 'same' : '';
    const side = result.side;
    const best = this.expertWords(result, side);
    const lost = this.chances ? inSteps(this.loss(result), result.outlook.step) / 100 : this.loss(result);
    button.innerHTML = `<span class="n">${t('analysis.placement', { n: result.n })}</span> ${moveText(this.table.game, result.played)}`
      + `${this.points(result.played.points)} → <strong>${this.value(result.outlook, side)}</strong> — ${best}`
      + (lost > 0 ? ` <strong class="loss">${t(this.chances ? 'analysis.lostChance' : 'analysis.lostFigure',
        { n: this.chances ? Math.round(100 * lost) : lost })}</strong>` : '');
    button.onclick = () => this.show(result);
    li.append(button);
    return li;
  }

  /** The position before the placement: the expert's tile as a ghost, your cells highlighted;
   * both moves said with what they lead to. */
  show(result) {
    this.replay.go(result.index, this.table.game.analysisMarks(result));
    const side = result.side;
    const said = (outlook) => t(this.chances ? 'analysis.chance' : 'analysis.figure', { value: this.value(outlook, side) });
    const yours = t('analysis.yours', { n: result.n, move: moveText(this.table.game, result.played), value: said(result.outlook) });
    const expert = result.same ? t('analysis.sameSentence')
      : result.as_good ? t('analysis.asGoodSentence', { move: moveText(this.table.game, result.best), n: result.outlook.playouts })
      : t('analysis.theirs', { move: moveText(this.table.game, result.best), value: said(result.best_outlook) });
    $('analysis-status').innerHTML = `${yours} ${expert} ${t('analysis.onBoard')}`; // moves: the game's html
    for (const point of $('analysis-graph').querySelectorAll('[data-n]')) {
      point.classList.toggle('current', Number(point.dataset.n) === result.n);
    }
  }

  /** The value over the seat's placements, one line per side, the mistakes ringed; each of the
   * seat's points a button showing that position. */
  graph() {
    const svg = $('analysis-graph');
    const results = this.results;
    svg.toggleAttribute('hidden', results.length === 0); // an <svg> has no `hidden` property
    if (!results.length) return;
    const sides = results[0].outlook.chances.length;
    const read = (outlook, side) => (this.chances ? outlook.chances[side] : outlook.figures[side]);
    const top = this.chances ? 1 : Math.max(1, ...results.map((r) => read(r.outlook, 0)), ...results.map((r) => read(r.best_outlook, 0)));
    const x = (i) => PAD + (results.length === 1 ? 0 : (i * (WIDTH - 2 * PAD)) / (results.length - 1));
    const y = (v) => HEIGHT - PAD + 8 - (v / top) * (HEIGHT - PAD - 2);
    const parts = [this.axes(top, y)];
    for (let side = 0; side < sides; side += 1) {
      const mine = side === results[0].side;
      const line = results.map((r, i) => `${x(i)},${y(read(r.outlook, side))}`).join(' ');
      parts.push(`<polyline class="line${mine ? ' mine' : ''}" points="${line}" stroke-dasharray="${DASHES[side % DASHES.length]}"/>`);
    }
    $('analysis-legend').innerHTML = Array.from({ length: sides }, (_, side) => `<span><svg viewBox="0 0 28 8" aria-hidden="true">`
      + `<line class="line${side === results[0].side ? ' mine' : ''}" x1="0" x2="28" y1="4" y2="4" stroke-dasharray="${DASHES[side % DASHES.length]}"/></svg>`
      + `${escapeHTML(this.table.sideName(side))}</span>`).join('') + `<span><span class="ring" aria-hidden="true">!</span>${t('analysis.mistakeMark')}</span>`;
    const worst = new Set(this.worst().map((r) => r.n));
    results.forEach((r, i) => {
      const label = t('analysis.point', { n: r.n, value: this.value(r.outlook, r.side) });
      const mistake = worst.has(r.n) ? ' mistake' : '';
      parts.push(`<g class="point${mistake}" data-n="${r.n}" data-testid="analysis-point" tabindex="0" role="button" aria-label="${escapeHTML(label)}">`
        + `<circle cx="${x(i)}" cy="${y(read(r.outlook, r.side))}" r="${mistake ? 5 : 3.5}"/>`
        + (mistake ? `<text x="${x(i)}" y="${y(read(r.outlook, r.side)) - 8}">!</text>` : '') + '</g>');
    });
    svg.innerHTML = parts.join('');
    for (const point of svg.querySelectorAll('[data-n]')) {
      const result = results[Number(point.dataset.n) - 1];
      point.addEventListener('click', () => this.show(result));
      point.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          this.show(result);
        }
      });
    }
  }

  /** The value axis (0 to 100 %, or 0 to the top figure) and the placements' axis. */
  axes(top, y) {
    const ticks = this.chances ? [0, 0.5, 1] : [0, Math.round(top / 2), top];
    return ticks.map((v) => `<line class="tick" x1="${PAD}" x2="${WIDTH - PAD}" y1="${y(v)}" y2="${y(v)}"/>`
      + `<text class="axis" x="${PAD - 3}" y="${y(v) + 3}" text-anchor="end">${this.chances ? `${v * 100}%` : v}</text>`).join('')
      + `<text class="axis" x="${WIDTH / 2}" y="${HEIGHT - 2}" text-anchor="middle">${escapeHTML(t('analysis.axis'))}</text>`;
  }
}

/** A chance (0 to 1) as a whole percentage in steps of `step` (a fraction). */
const inSteps = (chance, step) => {
  const unit = Math.round(100 * step);
  return unit * Math.round((100 * chance) / unit);
};
