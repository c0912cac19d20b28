/**
 * Blokus's score cards: one per side (a seat, or a team), its score, who plays it, and each
 * colour it plays — the colour's name and mark, the squares it has left, whether it is out
 * ("no move left") and its tray in small (placed pieces greyed). The neutral colour of the
 * three-player game has a card of its own saying which seat plays it next. The colour to
 * move is marked with a frame, a dot and words, not colour alone. Every figure is the engine's:
 * a side's score is the rules' count at the end (−1 per square not placed, the bonuses), so
 * before the end it is said as what the end would give now.
 */
import { cellsSVG } from './marks.js';
import { colourName, t, tn } from './text.js';

/** A colour's block: name and mark, squares left, out or to move, its tray in small. */
function colourBlock(colour, pieces, toMove) {
  const left = new Set(colour.pieces);
  const tray = pieces.names.map((name) => cellsSVG(pieces.get(name).orientations[0].cells, colour.name,
    colour.mark, { size: 4, grey: !left.has(name) })).join('');
  const state = colour.out ? `<span class="out" data-testid="colour-out">${t('score.out')}</span>`
    : toMove ? `<span class="turn-dot"><span class="sr">${t('score.toMove')}</span></span><span class="moving">${t('score.toMove')}</span>` : '';
  return `<div class="b-colour${toMove ? ' to-move' : ''}" data-colour="${colour.name}">`
    + `<p class="b-name"><span class="b-mark b-${colour.name}" aria-hidden="true">${colour.mark}</span> ${colourName(colour.name)} ${state}</p>`
    + `<p class="b-left">${tn('score.squaresLeft', colour.squares)}</p>`
    + `<div class="b-tray" aria-hidden="true">${tray}</div></div>`;
}

/** names[side]: a side's name; members[side]: who plays it; neutral: the neutral colour's
 * next player's name (three players) or null. */
export function renderScores(container, view, { names, members, pieces, neutral }) {
  const moving = view.over ? null : view.colour;
  // the rules score at the end: until then the engine's figure is what the end would give now
  const unit = view.over ? 'score.unit' : 'score.unitNow';
  const block = (c) => colourBlock(c, pieces, c.name === moving);
  const cards = view.scores.map((score, side) => {
    const card = document.createElement('section');
    const colours = view.colours.filter((c) => c.side === side);
    card.className = `score-card blokus-score${colours.some((c) => c.name === moving) ? ' to-move' : ''}`;
    card.dataset.testid = 'score-card';
    card.innerHTML = `<h2>${names[side]}</h2><p class="members">${members[side]}</p>`
      + `<p class="points"><span class="value" data-testid="score">${score}</span> <span class="unit">${tn(unit, score)}</span></p>`
      + colours.map(block).join('');
    return card;
  });
  for (const c of view.colours.filter((colour) => colour.side === null)) {
    const card = document.createElement('section');
    card.className = `score-card blokus-score neutral${c.name === moving ? ' to-move' : ''}`;
    card.innerHTML = `<h2>${t('score.neutral')}</h2><p class="members">${t('score.neutralNext', { who: neutral })}</p>${block(c)}`;
    cards.push(card);
  }
  container.replaceChildren(...cards);
}
