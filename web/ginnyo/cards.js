/**
 * A tile's face: a playing card's rank and its suit's symbol (♠ ♥ ♦ ♣: the symbol tells the
 * suit, the red ink of hearts and diamonds only adds to it); a joker says JK, and once declared
 * the card it stands for with a joker's star. As HTML for buttons, on a canvas for the board.
 */

/** {rank, suit, joker} of a code: `QH`, `JK`, `JK=QH` (suit null for an undeclared joker). */
export function face(code) {
  const joker = code.startsWith('JK');
  const card = joker ? code.slice(3) : code;
  return card ? { rank: card.slice(0, -1), suit: card.slice(-1), joker } : { rank: 'JK', suit: null, joker };
}

const SYMBOLS = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RED = new Set(['H', 'D']);

/** A card in short, as its face reads: `7H` "7♥"; a joker as the card it stands for, marked
 * by `joker(card)` (the page's words: "7♥ (joker)"), or "✶" undeclared. */
export function cardText(code, joker) {
  const f = face(code);
  const card = f.suit ? `${f.rank}${SYMBOLS[f.suit]}` : '✶';
  return f.joker && f.suit ? joker(card) : card;
}

/** The card's HTML (hidden from screen readers: the button says the tile's name). */
export function cardHTML(code) {
  const { rank, suit, joker } = face(code);
  const ink = suit && RED.has(suit) ? ' red' : '';
  return `<span class="card${ink}${joker ? ' joker' : ''}" aria-hidden="true"><span class="rank">${rank}</span>`
    + `<span class="suit">${suit ? SYMBOLS[suit] : '✶'}</span>${joker && suit ? '<span class="star">✶</span>' : ''}</span>`;
}

/** Paint a card centred on (x, y), `size` px wide; `ink`: the board's palette. */
export function paintCard(ctx, code, x, y, size, { ink, alpha = 1 }) {
  const { rank, suit, joker } = face(code);
  const s = size * 0.9;
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.fillStyle = joker ? ink.joker : ink.card;
  ctx.strokeStyle = ink.cardEdge;
  ctx.lineWidth = Math.max(1, size * 0.04);
  ctx.beginPath();
  ctx.roundRect(x - s / 2, y - s / 2, s, s, s * 0.14);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = suit && RED.has(suit) ? ink.red : ink.black;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const font = '"DejaVu Sans", "Segoe UI Symbol", sans-serif';
  ctx.font = `700 ${Math.round(s * (rank.length > 1 ? 0.36 : 0.42))}px ${font}`;
  ctx.fillText(rank, x, y - s * 0.17);
  ctx.font = `${Math.round(s * 0.42)}px ${font}`;
  ctx.fillText(suit ? SYMBOLS[suit] : '✶', x, y + s * 0.22);
  if (joker && suit) {
    ctx.fillStyle = ink.black;
    ctx.font = `${Math.round(s * 0.26)}px ${font}`;
    ctx.fillText('✶', x + s * 0.32, y - s * 0.3);
  }
  ctx.restore();
}
