/**
 * My ratings (Games → My ratings): per game and mode the current and best rating, a graph of
 * the last 50 rated games (SVG, its values said in words for screen readers), the rated
 * games played and won per level, those games (each opens as a past game does: replay and
 * analysis), and what each game adds (Génial: the best solo result). Download gives the whole
 * store as a file, which the Games dialog's import takes back (on another device too).
 */
import { t } from './i18n.js';
import { gameTitle } from './dialogs.js';
import { modeText } from './gamesdialog.js';
import { levelName } from './seats.js';
import { dateTime, escapeHTML } from './words.js';
import { exported, FORMAT, ratedModes } from './ratings.js';
import { signed } from './rated.js';
import { saveBlob, today } from './share.js';

const $ = (id) => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 300;
const HEIGHT = 120;
const PAD = 12; // above and below the line, and right of it
const LEFT = 40; // the scale's numbers, left of the line: never under a point
const SPAN = 100; // the least span of ratings drawn: a change of a few points stays small

/** The scale: its middle (the ratings' middle, to tens) and its ends, SPAN apart at least,
 * in tens, every rating between them. */
function scale(values) {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const mid = Math.round((low + high) / 20) * 10;
  const half = Math.max(SPAN / 2, Math.ceil(Math.max(high - mid, mid - low) / 10) * 10);
  return [mid - half, mid, mid + half];
}

/** The ratings after each game (the start first), drawn as a line with a dot per game on a
 * scale whose ends and middle are written on the left: an SVG whose label lists them all. */
function graph(mode) {
  const values = [mode.games.length === mode.played ? mode.start : null, ...mode.games.map((g) => g.rating)]
    .filter((v) => v !== null);
  const [low, mid, high] = scale(values);
  const x = (i) => LEFT + (values.length > 1 ? (i * (WIDTH - LEFT - PAD)) / (values.length - 1) : (WIDTH - LEFT - PAD) / 2);
  const y = (v) => PAD + ((high - v) * (HEIGHT - 2 * PAD)) / (high - low);
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${WIDTH} ${HEIGHT}`);
  svg.setAttribute('class', 'rating-graph');
  svg.setAttribute('role', 'img');
  svg.dataset.testid = 'rating-graph';
  svg.setAttribute('aria-label', t('ratings.graph', { n: mode.games.length, values: values.join(', ') }));
  const points = values.map((v, i) => `${x(i)},${y(v)}`).join(' ');
  const axis = LEFT - 6;
  svg.innerHTML = `<line class="axis" x1="${axis}" y1="${PAD}" x2="${axis}" y2="${HEIGHT - PAD}"/>`
    + `<line class="grid" x1="${axis}" y1="${y(mid)}" x2="${WIDTH - PAD}" y2="${y(mid)}"/>`
    + `<polyline points="${points}"/>`
    + values.map((v, i) => `<circle cx="${x(i)}" cy="${y(v)}" r="3"/>`).join('')
    + [high, mid, low].map((v) => `<text x="${axis - 4}" y="${y(v) + 4}" text-anchor="end">${v}</text>`).join('');
  return svg;
}

/** The rated games played and won at each level, as a table. */
function levels(mode) {
  const rows = Object.entries(mode.levels).map(([level, { played, won }]) => `<tr><th scope="row">${escapeHTML(levelName(level))}</th><td>${played}</td><td>${won}</td></tr>`);
  const table = document.createElement('table');
  table.className = 'rated-levels';
  table.innerHTML = `<thead><tr><th scope="col">${t('ratings.level')}</th><th scope="col">${t('ratings.played')}</th>`
    + `<th scope="col">${t('ratings.won')}</th></tr></thead><tbody>${rows.join('')}</tbody>`;
  return table;
}

export class RatingsPanel {
  /** `games`: the Games dialog (its past games' open buttons). */
  constructor({ catalogue, load, games }) {
    Object.assign(this, { catalogue, load, games });
    this.panel = $('ratings-dialog');
    $('ratings-button').onclick = () => {
      games.dialog.close();
      this.show();
    };
    $('ratings-close').onclick = () => this.close();
    $('ratings-export').onclick = () => this.download();
  }

  close() {
    this.panel.close();
  }

  async show() {
    $('ratings-error').textContent = '';
    const modes = Object.entries(ratedModes());
    const names = new Set([...modes.map(([, mode]) => mode.game), this.catalogue[0]?.name]);
    const entries = Object.fromEntries(await Promise.all([...names].filter(Boolean)
      .map(async (name) => [name, await this.load(name).catch(() => null)])));
    $('ratings-none').hidden = modes.length > 0;
    $('ratings-modes').replaceChildren(...modes.map(([key, mode]) => this.section(key, mode, entries[mode.game])));
    const bests = Object.values(entries).map((entry) => entry?.module.personalBest?.()).filter(Boolean);
    $('ratings-best').replaceChildren(...bests.map((text) => Object.assign(document.createElement('p'), { textContent: text })));
    this.panel.showModal();
  }

  /** A game and mode: its figures, graph, levels and games, newest first. */
  section(key, mode, entry) {
    const section = document.createElement('section');
    section.className = 'rated-mode';
    section.dataset.testid = 'rated-mode';
    section.dataset.key = key;
    const title = document.createElement('h3');
    title.textContent = `${entry ? gameTitle(entry) : mode.game} · ${modeText(mode.config, entry)}`;
    const figures = document.createElement('p');
    figures.dataset.testid = 'rated-figures';
    figures.textContent = t('ratings.figures', { rating: mode.rating, best: mode.best, start: mode.start, played: mode.played, won: mode.won });
    const list = document.createElement('ol');
    list.className = 'past';
    list.replaceChildren(...[...mode.games].reverse().map((game) => {
      const li = document.createElement('li');
      li.dataset.testid = 'rated-game';
      const text = t(game.left ? 'ratings.gameLeft' : 'ratings.game', { date: dateTime(game.date), level: levelName(game.level),
        change: signed(game.change), rating: game.rating });
      li.append(`${text} `);
      if (game.record?.decisions?.length) li.append(this.games.openButton(game.record, $('ratings-error'), () => this.close()));
      return li;
    }));
    section.append(title, figures, graph(mode), levels(mode), list);
    return section;
  }

  /** The whole store as a `.json` file. */
  download() {
    saveBlob(new Blob([JSON.stringify(exported(), null, 1)], { type: 'application/json' }), `${FORMAT}-${today()}.json`);
  }
}
