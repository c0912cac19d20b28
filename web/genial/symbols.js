/**
 * The six colours' symbols as SVG path data in a unit circle, so one definition serves the
 * canvas (Path2D) and the HTML (inline SVG). Tiles are told apart by symbol, not colour alone.
 */

export const PALETTE = {
  red: '#e23b3f',
  green: '#2f9d52',
  blue: '#2e6fdc',
  orange: '#f08c1e',
  yellow: '#f2c21b',
  purple: '#9150c8',
};

const f = (n) => n.toFixed(3);

/** A closed polygon of `points` vertices alternating between two radii (r2 = r1: regular). */
function star(points, r1, r2, turn = -Math.PI / 2) {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? r2 : r1;
    const a = turn + (i * Math.PI) / points;
    d += `${i ? 'L' : 'M'}${f(r * Math.cos(a))} ${f(r * Math.sin(a))}`;
  }
  return `${d}Z`;
}

function circle(r) {
  return `M${f(r)} 0A${f(r)} ${f(r)} 0 1 0 ${f(-r)} 0A${f(r)} ${f(r)} 0 1 0 ${f(r)} 0Z`;
}

function sun() {
  let rays = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    const at = (r, da) => `${f(r * Math.cos(a + da))} ${f(r * Math.sin(a + da))}`;
    rays += `M${at(0.58, -0.24)}L${at(1, 0)}L${at(0.58, 0.24)}Z`;
  }
  return circle(0.48) + rays;
}

/** Symbol name (as the engine's SYMBOLS table says) → SVG path data; `ring` uses even-odd. */
export const SHAPES = {
  star12: star(12, 1, 0.62),
  disc: circle(0.82),
  star6: star(6, 1, 0.5),
  hexagon: star(3, 0.88, 0.88, 0),
  sun: sun(),
  ring: circle(0.88) + circle(0.5),
};

/** An inline SVG of one colour's symbol (for buttons, score tracks, previews); `outline`
 * light on dark tiles, so a colour that looks dark to some eyes keeps its shape. */
export function symbolSVG(colour, symbols, size = 18, outline = 'rgba(0,0,0,.35)') {
  const d = SHAPES[symbols[colour]];
  return `<svg class="sym" width="${size}" height="${size}" viewBox="-1.1 -1.1 2.2 2.2" aria-hidden="true">`
    + `<path d="${d}" fill="${PALETTE[colour]}" fill-rule="evenodd" stroke="${outline}" stroke-width=".08"/></svg>`;
}
