/**
 * Qwirkle's end screen: the ranking by score (equal scores share a place: the engine's
 * ranking), and how the game ended — a player placed their last tile with the bag empty and
 * scored the end bonus, or nobody could place any more.
 */
import { winnerLine } from '../seats.js';
import { t, tn } from './text.js';

/** {summary, ranking: [<li>], how}: the shell's end dialog content; `names[seat]`. */
export function endScreen(view, names, statics) {
  let place = 1;
  const ranking = view.ranking.map((group) => {
    const li = document.createElement('li');
    li.className = place === 1 ? 'winner' : '';
    li.innerHTML = group.map((seat) => `<div class="standing qwirkle-standing"><span class="place">${place}</span>`
      + `<span class="who">${names[seat]}</span><span class="final">${tn('score.points', view.scores[seat])}</span></div>`).join('');
    place += group.length;
    return li;
  });
  const first = view.ranking[0];
  const summary = first.length > 1 ? t('end.tie') : winnerLine(names[first[0]]);
  return { summary, ranking, how: how(view, names, statics) };
}

function how(view, names, statics) {
  if (view.end === 'blocked') return t('end.blocked');
  const seat = view.out_seat; // who placed their last tile and ended the game
  return seat === null ? '' : t('end.out', { who: names[seat], n: statics.end_bonus });
}
