/**
 * Génial's best solo results (the rules: "keep the best results"): the five best lowest
 * markers, each with its seed and date, kept in the browser (`genial.solo.best`), listed in the
 * Games dialog with a link that deals the same game again.
 */
import { readStored, writeStored } from '../storage.js';
import { dealLink } from '../share.js';
import { dateOnly } from '../words.js';
import { NAME, t } from './text.js';

const KEY = 'genial.solo.best';
const MAX_BEST = 5;
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Keep a solo result; returns the best results, best first. */
export function rememberSolo(result, seed) {
  const kept = (readStored(KEY, Array.isArray) || [])
    .map((e) => (Number.isInteger(e) ? { result: e } : e)) // the first version kept bare numbers
    .filter((e) => isObject(e) && Number.isInteger(e.result) && !(e.seed === seed && e.result === result));
  const best = [...kept, { result, seed, date: new Date().toISOString() }]
    .sort((a, b) => b.result - a.result).slice(0, MAX_BEST);
  writeStored(KEY, best);
  return best;
}

/** My ratings' line for Génial: the best solo result, or null before the first solo game. */
export function personalBest() {
  const best = readStored(KEY, Array.isArray)?.find(isObject);
  return best ? t('best.ratings', { result: best.result }) : null;
}

/** The Games dialog's "Best solo results" section. */
export function bestSoloSection() {
  const best = readStored(KEY, Array.isArray) || [];
  const section = document.createElement('section');
  section.innerHTML = `<h3>${t('best.title')}</h3>`
    + `<p class="hint" id="best-none"${best.length ? ' hidden' : ''}>${t('past.none')}</p>`
    + '<ol class="past" id="best-solo" data-testid="best-solo"></ol>';
  section.querySelector('ol').replaceChildren(...best.map((entry) => {
    const li = document.createElement('li');
    li.append(`${entry.result}${entry.date ? ` · ${dateOnly(entry.date)}` : ''} `);
    if (entry.seed !== undefined) {
      const a = document.createElement('a');
      a.href = dealLink({ game: NAME, config: { players: 1 }, seats: ['human'], seed: entry.seed });
      a.textContent = t('best.replay');
      a.dataset.testid = 'best-replay';
      li.append(a);
    }
    return li;
  }));
  return section;
}
