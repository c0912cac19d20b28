/**
 * The toy game's web module (tests only: the game is tests/toy_game.py): the row as text, a
 * button per move of the viewer's hand. The smallest module on the shell's interface
 * (web/catalogue.js), for the page's test of a second game loaded on first use.
 */
export function result(view) {
  return view.ranking.map((group) => group.map((side) => ({ side, value: view.scores[side] })));
}

export function create({ elements, shell }) {
  const row = document.createElement('p');
  row.dataset.testid = 'toy-row';
  elements.tools.append(row);
  let view = null;
  let enabled = false;
  const moves = (hand) => hand.flatMap((tile) => view.row.flatMap((t, cell) => (t ? [] : [`${tile}@${cell}`])));
  return {
    draw(next) {
      view = next;
      row.textContent = next.row.map((t) => t || '·').join(' ');
    },
    setHand(hand, may) {
      enabled = may;
      elements.hand.replaceChildren(...[...new Set(moves(hand))].map((move) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.dataset.testid = 'toy-move';
        button.textContent = move;
        button.disabled = !may;
        button.onclick = () => enabled && shell.play(move);
        return button;
      }));
    },
    enable(may) { enabled = may; },
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
    state: (shown) => ({ board: shown.row.flatMap((tile, x) => (tile ? [{ x, tile }] : [])) }),
    cellCenter: () => null,
    onKey() {},
    dispose() {},
  };
}
