/**
 * How each colour looks: its hue and the mark drawn in every one of its squares, so that no
 * colour is told by its hue alone. Which mark belongs to which colour is the engine's (static
 * facts: a colour's `mark`, e.g. "●"); here each mark is given a drawing, as an SVG path in a
 * unit square, used both on the canvas (Path2D) and in the trays' pictures.
 */

/** Each mark's path in a 1 × 1 box (centre 0.5, 0.5). */
const PATHS = {
  '●': 'M0.5 0.22A0.28 0.28 0 1 1 0.5 0.78A0.28 0.28 0 1 1 0.5 0.22Z',
  '▲': 'M0.5 0.2L0.82 0.76L0.18 0.76Z',
  '■': 'M0.24 0.24H0.76V0.76H0.24Z',
  '◆': 'M0.5 0.16L0.84 0.5L0.5 0.84L0.16 0.5Z',
  '★': 'M0.5 0.14L0.59 0.39L0.85 0.39L0.64 0.55L0.72 0.81L0.5 0.65L0.28 0.81L0.36 0.55L0.15 0.39L0.41 0.39Z',
  '✚': 'M0.4 0.16H0.6V0.4H0.84V0.6H0.6V0.84H0.4V0.6H0.16V0.4H0.4Z',
};

/** Each colour's hue and the ink of its mark (dark on light hues, light on dark ones). */
const HUES = {
  blue: ['#2160c4', '#e8f0ff'],
  yellow: ['#f2c318', '#4a3a00'],
  red: ['#d3362d', '#fff0ee'],
  green: ['#2b9444', '#eaffee'],
  purple: ['#7b3fb3', '#f6ecff'],
  orange: ['#f0861c', '#3f2100'],
};

export const hue = (colour) => HUES[colour]?.[0] ?? '#888';
export const ink = (colour) => HUES[colour]?.[1] ?? '#000';
export const markPath = (mark) => PATHS[mark] ?? PATHS['■'];

/** An SVG picture of cells ([[x, y]]) of one colour, each square with the colour's mark;
 * `grey`: a placed piece in its tray, drawn faded and without hue. */
export function cellsSVG(cells, colour, mark, { size = 10, grey = false } = {}) {
  const w = Math.max(...cells.map(([x]) => x)) + 1;
  const h = Math.max(...cells.map(([, y]) => y)) + 1;
  const fill = grey ? '#c9c4b8' : hue(colour);
  const markInk = grey ? '#8d877a' : ink(colour);
  const squares = cells.map(([x, y]) => `<g transform="translate(${x} ${y})">`
    + `<rect x="0.04" y="0.04" width="0.92" height="0.92" rx="0.12" fill="${fill}" stroke="rgba(0,0,0,.45)" stroke-width="0.06"/>`
    + `<path d="${markPath(mark)}" fill="${markInk}"/></g>`).join('');
  return `<svg viewBox="0 0 ${w} ${h}" width="${w * size}" height="${h * size}" aria-hidden="true" focusable="false">${squares}</svg>`;
}
