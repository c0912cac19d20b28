/**
 * Qwirkle's score cards: one per seat, its name, who plays it, its score, and how many tiles
 * it holds; the seat to move is marked (a frame and a dot, not colour alone).
 */
import { t, tn } from './text.js';

/** names[seat]: the card title; members[seat]: "Human" / "Computer" under it. */
export function renderScores(container, view, { names, members }) {
  const turn = view.over ? -1 : view.to_move;
  container.replaceChildren(...view.scores.map((score, seat) => {
    const card = document.createElement('section');
    card.className = `score-card qwirkle-score${seat === turn ? ' to-move' : ''}`;
    card.dataset.testid = 'score-card';
    const dot = seat === turn ? ` <span class="turn-dot" title="${t('score.toMove')}"><span class="sr">${t('score.toMove')}</span></span>` : '';
    card.innerHTML = `<h2>${names[seat]}${dot}</h2><p class="members">${members[seat]}</p>`
      + `<p class="points"><span class="value" data-testid="score">${score}</span> <span class="unit">${tn('score.unit', score)}</span></p>`
      + `<p class="in-hand">${t('score.inHand', { n: view.hand_sizes[seat] })}</p>`;
    return card;
  }));
}
