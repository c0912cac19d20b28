/**
 * Ginny-O's end screen: the ranking by score (equal scores share a place: the engine's
 * ranking), each seat with what its hand cost it (the engine's penalties), and how the game
 * ended.
 */
import { winnerLine } from '../seats.js';
import { t, tn } from './text.js';

/** {summary, ranking: [<li>], how}: the shell's end dialog content; `names[seat]`. */
export function endScreen(view, names) {
  let place = 1;
  const penalties = view.penalties ?? view.scores.map(() => 0);
  const ranking = view.ranking.map((group) => {
    const li = document.createElement('li');
    li.className = place === 1 ? 'winner' : '';
    li.innerHTML = group.map((seat) => `<div class="standing ginnyo-standing"><span class="place">${place}</span>`
      + `<span class="who">${names[seat]}</span><span class="final">${tn('score.points', view.scores[seat])}</span>`
      + `<span class="penalty" data-testid="penalty">${penalties[seat] ? t('end.penalty', { n: penalties[seat] }) : t('end.noPenalty')}</span></div>`).join('');
    place += group.length;
    return li;
  });
  const first = view.ranking[0];
  const summary = first.length > 1 ? t('end.tie') : winnerLine(names[first[0]]);
  const out = view.hand_sizes.findIndex((n) => n === 0);
  const how = out >= 0 ? t('end.out', { who: names[out] }) : t('end.blocked');
  return { summary, ranking, how: `${how} ${t('end.penalties')}` };
}
