/** Qwirkle's score cards: the shared ones (../grid/scores.js), in Qwirkle's words. */
import { scoreCards } from '../grid/scores.js';
import { t, tn } from './text.js';

/** names[seat]: the card title; members[seat]: "Human" / "Computer" under it. */
export function renderScores(container, view, { names, members }) {
  container.replaceChildren(...scoreCards(view, { names, members, words: { t, tn }, kind: 'qwirkle-score' }));
}
