/**
 * Toy's web module (tests only: see ../../py/toy): the pile's size as text, a button per
 * legal take. The smallest module on the shell's interface (../../../../web/catalogue.js).
 */
export function result(view) {
  return view.ranking.map((group) => group.map((side) => ({ side, value: view.scores[side] })));
}

export function create({ elements, shell }) {
  const pile = document.createElement('p');
  pile.dataset.testid = 'toy-pile';
  elements.tools.append(pile);
  let view = null;
  return {
    draw(next) {
      view = next;
      pile.textContent = String(next.pile ?? '');
    },
    setHand(hand, enabled) {
      elements.hand.replaceChildren(...['1', '2', '3'].map((take) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = take;
        button.disabled = !enabled || Number(take) > view.pile;
        button.onclick = () => shell.play(take);
        return button;
      }));
    },
    enable() {},
    turn: () => ({ hint: '' }),
    decision: () => null,
    dismiss() {},
    events: async () => '',
    end: () => ({ summary: '', ranking: [], how: '' }),
    points: () => '',
    historyDetail: () => '',
    hint: () => '',
    analysisMarks: () => ({}),
    mark() {},
    state: (shown) => ({ board: [], pile: shown.pile }),
    cellCenter: () => null,
    onKey() {},
    dispose() {},
  };
}
