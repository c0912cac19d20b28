/**
 * Génial's end screen: the ranking, each side with its markers sorted ascending and the
 * deciding ones marked (the engine's `standings`), and the summary — the winner, a tie, the
 * immediate win with all six colours at the top, or the solo result with the best ones kept.
 */
import { isYou, winnerLine } from '../seats.js';
import { rememberSolo } from './solo.js';
import { symbolSVG } from './symbols.js';
import { t } from './text.js';

/** {summary, ranking: [<li>], how}: what the shell's end dialog shows; `names[side]`. */
export function endScreen(view, names, statics) {
  let place = 1;
  const ranking = view.standings.map((group) => {
    const li = document.createElement('li');
    li.className = place === 1 ? 'winner' : '';
    li.innerHTML = group.map(({ side, markers, decisive }) => {
      const chips = markers.map(([c, n], i) => `<span class="chip${decisive.includes(i) ? ' decisive' : ''}">`
        + `${symbolSVG(c, statics.symbols, 14)}${n}</span>`).join('');
      return `<div class="standing"><span class="place">${place}</span><span class="who">${names[side]}</span>`
        + `<span class="chips">${chips}</span></div>`;
    }).join('');
    place += group.length;
    return li;
  });
  return { summary: summary(view, names), ranking, how: view.solo ? '' : t('end.how') };
}

function summary(view, names) {
  if (view.solo) {
    const result = view.standings[0][0].markers[0][1];
    const best = rememberSolo(result, view.seed).map((e) => e.result);
    return `${t('end.solo', { n: result })} ${t('end.soloBest', { list: best.join(', ') })}`;
  }
  if (view.winner !== null) {
    const who = names[view.winner];
    return t(isYou(who) ? 'end.allTopYou' : 'end.allTop', { who });
  }
  const first = view.standings[0];
  if (first.length > 1) return t('end.tie');
  return winnerLine(names[first[0].side]);
}
