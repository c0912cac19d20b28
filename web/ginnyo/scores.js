/**
 * Ginny-O's score cards: the shared ones (../grid/scores.js) in Ginny-O's words, then the
 * legend of the board's squares (each with the mark the board draws on it). The box's count is
 * the shell's.
 */
import { language } from '../i18n.js';
import { scoreCards } from '../grid/scores.js';
import { t, tn } from './text.js';

/** names[seat]: the card title; members[seat]: "Human" / "Computer" under it. */
export function renderScores(container, view, statics, { names, members }) {
  const card = document.createElement('section');
  card.className = 'score-card ginnyo-legend-card';
  card.innerHTML = `<h2>${t('legend')}</h2>`;
  card.append(legend(statics));
  container.replaceChildren(...scoreCards(view, { names, members, words: { t, tn }, kind: 'ginnyo-score' }), card);
}

/** The squares' legend: a swatch with the board's mark, and the engine's words for it. */
export function legend(statics) {
  const list = document.createElement('ul');
  list.className = 'ginnyo-legend';
  list.innerHTML = Object.entries(statics.squares).map(([kind, square]) =>
    `<li><span class="swatch sq-${kind}" aria-hidden="true">${square.mark}</span> ${square.names[language()]}</li>`).join('');
  return list;
}
