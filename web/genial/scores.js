/**
 * Génial's score tracks: one card per seat (per team in the team game), a row per colour with
 * its marker on a track up to the view's `top` (one track, or the team game's double track,
 * marked where one track ends: the engine's static `track`). The lowest markers — the ones
 * that rank — are highlighted, as the engine's view lists them; a legend under the cards says
 * what the highlight and the double track's middle mark mean.
 */
import { symbolSVG } from './symbols.js';
import { t } from './text.js';
import { HUMAN } from '../seats.js';

function track(value, top, statics) {
  const ticks = top > statics.track ? '<span class="half" aria-hidden="true"></span>' : '';
  return `<span class="track" style="--fill:${(100 * value) / top}%">${ticks}<span class="bar"></span></span>`;
}

function row(colour, value, top, low, statics) {
  return `<li class="score-row${low ? ' lowest' : ''}" data-colour="${colour}">`
    + `${symbolSVG(colour, statics.symbols, 18)}<span class="sr">${t(`colour.${colour}`)}</span>`
    + `${track(value, top, statics)}<span class="value">${value}</span></li>`;
}

/** names[side]: the card title; members[side]: seat descriptions under it. */
export function renderScores(container, view, { names, members, statics }) {
  const turnSide = view.over ? -1 : view.side_of[view.to_move];
  container.replaceChildren(...view.scores.map((markers, side) => {
    const card = document.createElement('section');
    card.className = `score-card${side === turnSide ? ' to-move' : ''}`;
    card.setAttribute('data-testid', 'score-card');
    const rows = statics.colours.map((c) => row(c, markers[c], view.top, view.lowest[side].includes(c), statics));
    card.innerHTML = `<h2>${names[side]}${side === turnSide ? ` <span class="turn-dot" title="${t('score.toMove')}"></span>` : ''}</h2>`
      + `<p class="members">${members[side]}</p><ol class="rows">${rows.join('')}</ol>`;
    return card;
  }), legend(view, statics));
}

/**
 * The compact strip (phones: in the hand bar, while the cards are out of view): the markers of
 * the side whose hand is shown — the human to move, else the first human — lowest highlighted.
 */
export function renderStrip(strip, view, names, statics) {
  const humans = view.seats.map((s, i) => i).filter((i) => view.seats[i] === HUMAN);
  const seat = humans.includes(view.to_move) ? view.to_move : humans[0];
  if (!strip || seat === undefined) {
    strip?.replaceChildren();
    return;
  }
  const side = view.side_of[seat];
  const chips = statics.colours.map((c) => `<span class="chip${view.lowest[side].includes(c) ? ' decisive' : ''}"`
    + ` data-colour="${c}">${symbolSVG(c, statics.symbols, 14)}<span class="sr">${t(`colour.${c}`)}</span>`
    + `${view.scores[side][c]}</span>`).join('');
  strip.innerHTML = `<strong>${names[side]}</strong><span class="chips">${chips}</span>`;
}

/** What the highlighted rows and the double track's middle mark mean. */
function legend(view, statics) {
  const p = document.createElement('p');
  p.className = 'score-legend';
  p.dataset.testid = 'score-legend';
  const half = view.top > statics.track
    ? `<span><span class="key-half" aria-hidden="true"></span>${t('score.legendHalf', { n: statics.track, top: view.top })}</span>` : '';
  p.innerHTML = `<span><span class="key-lowest" aria-hidden="true"></span>${t('score.legendLowest')}</span>${half}`;
  return p;
}
