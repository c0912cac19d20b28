/**
 * Score cards where every seat scores for itself (Qwirkle, Ginny-O): one per seat, its name,
 * who plays it, its score, and how many tiles it holds; the seat to move is marked (a frame and
 * a dot, not colour alone).
 */

/** The cards of a view: names[seat] the card title, members[seat] "Human" / "Computer" under
 * it; `words`: the game's {t, tn}; `kind`: the game's class for its own look. */
export function scoreCards(view, { names, members, words: { t, tn }, kind }) {
  const turn = view.over ? -1 : view.to_move;
  return view.scores.map((score, seat) => {
    const card = document.createElement('section');
    card.className = `score-card ${kind}${seat === turn ? ' to-move' : ''}`;
    card.dataset.testid = 'score-card';
    const dot = seat === turn ? ` <span class="turn-dot" title="${t('score.toMove')}"><span class="sr">${t('score.toMove')}</span></span>` : '';
    card.innerHTML = `<h2>${names[seat]}${dot}</h2><p class="members">${members[seat]}</p>`
      + `<p class="points"><span class="value" data-testid="score">${score}</span> <span class="unit">${tn('score.unit', score)}</span></p>`
      + `<p class="in-hand">${t('score.inHand', { n: view.hand_sizes[seat] })}</p>`;
    return card;
  });
}
