/**
 * Blokus's end screen: the sides by place (equal scores share it: the engine's ranking), each
 * with its colours — squares left, and the bonus of a colour that placed all its pieces (+15,
 * +20 when the monomino came last) — and the side's sum; the neutral colour's score counts
 * for nobody. Every figure is the engine's.
 */
import { colourName, t, tn } from './text.js';

/** What the past games list shows of a finished game: each side's score, best first. */
export function result(view) {
  return view.ranking.map((group) => group.map((side) => ({ side, value: view.scores[side] })));
}

/** A colour's line: "blue ●: 3 squares left, −3" or "red ■: all placed, +20 (monomino last)". */
function colourLine(c) {
  const bonus = c.bonus ? t(`end.bonus${c.bonus}`, { n: c.bonus }) : tn('end.left', c.squares);
  return `<li class="b-end-colour" data-colour="${c.name}"><span class="b-mark b-${c.name}" aria-hidden="true">${c.mark}</span> `
    + `${colourName(c.name)}: ${bonus} <strong>${c.score > 0 ? '+' : ''}${c.score}</strong></li>`;
}

/** {summary, ranking: [<li>], how}: the shell's end dialog content; `names[side]`. */
export function endScreen(view, names) {
  let place = 1;
  const ranking = view.ranking.map((group) => {
    const li = document.createElement('li');
    li.className = place === 1 ? 'winner' : '';
    li.innerHTML = group.map((side) => `<div class="standing blokus-standing"><span class="place">${place}</span>`
      + `<span class="who">${names[side]}</span><span class="final">${tn('score.points', view.scores[side])}</span>`
      + `<ul class="b-end-colours">${view.colours.filter((c) => c.side === side).map(colourLine).join('')}</ul></div>`).join('');
    place += group.length;
    return li;
  });
  const first = view.ranking[0];
  const summary = first.length > 1 ? t('end.tie') : t('end.winner', { who: names[first[0]] });
  const neutral = view.colours.filter((c) => c.side === null);
  const how = [t('end.how'), ...neutral.map((c) => t('end.neutral', { colour: colourName(c.name), n: c.score }))].join(' ');
  return { summary, ranking, how };
}
