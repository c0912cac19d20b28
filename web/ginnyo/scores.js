/**
 * Ginny-O's score cards: one per seat, its name, who plays it, its score and how many tiles it
 * holds, the seat to move marked (a frame and a dot, not colour alone); then the legend of the
 * board's squares (each with the mark the board draws on it). The box's count is the shell's.
 */
import { language } from '../i18n.js';
import { t, tn } from './text.js';

/** names[seat]: the card title; members[seat]: "Human" / "Computer" under it. */
export function renderScores(container, view, statics, { names, members }) {
  const turn = view.over ? -1 : view.to_move;
  const cards = view.scores.map((score, seat) => {
    const card = document.createElement('section');
    card.className = `score-card ginnyo-score${seat === turn ? ' to-move' : ''}`;
    card.dataset.testid = 'score-card';
    const dot = seat === turn ? ` <span class="turn-dot" title="${t('score.toMove')}"><span class="sr">${t('score.toMove')}</span></span>` : '';
    card.innerHTML = `<h2>${names[seat]}${dot}</h2><p class="members">${members[seat]}</p>`
      + `<p class="points"><span class="value" data-testid="score">${score}</span> <span class="unit">${tn('score.unit', score)}</span></p>`
      + `<p class="in-hand">${t('score.inHand', { n: view.hand_sizes[seat] })}</p>`;
    return card;
  });
  const card = document.createElement('section');
  card.className = 'score-card ginnyo-legend-card';
  card.innerHTML = `<h2>${t('legend')}</h2>`;
  card.append(legend(statics));
  container.replaceChildren(...cards, card);
}

/** The squares' legend: a swatch with the board's mark, and the engine's words for it. */
export function legend(statics) {
  const list = document.createElement('ul');
  list.className = 'ginnyo-legend';
  list.innerHTML = Object.entries(statics.squares).map(([kind, square]) =>
    `<li><span class="swatch sq-${kind}" aria-hidden="true">${square.mark}</span> ${square.names[language()]}</li>`).join('');
  return list;
}
