/**
 * How a Qwirkle tile looks: its shape drawn as a shape (circle, square, diamond, clover, 4-point
 * and 8-point star) in its colour on a dark tile, and its colour's own mark — the engine's
 * static `marks`, a number of pips in the tile's corner — so colour is never the only cue.
 * Shapes are SVG path data in a unit box (-1..1), so one definition serves the canvas (Path2D)
 * and the hand's buttons (inline SVG).
 */

export const PALETTE = {
  red: '#e8413c',
  orange: '#f5922a',
  yellow: '#f6d32d',
  green: '#3dbb5a',
  blue: '#3b8df0',
  purple: '#b36be6',
};
export const TILE_INK = '#1d1e22';
const PIP_INK = '#e9e4d6';

const f = (n) => n.toFixed(3);

/** A closed polygon alternating between an outer and an inner radius (a star). */
function star(points, outer, inner) {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    d += `${i ? 'L' : 'M'}${f(r * Math.cos(a))} ${f(r * Math.sin(a))}`;
  }
  return `${d}Z`;
}

function circle(cx, cy, r) {
  return `M${f(cx + r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx - r)} ${f(cy)}`
    + `A${f(r)} ${f(r)} 0 1 0 ${f(cx + r)} ${f(cy)}Z`;
}

/** Four round leaves, as one outline: each leaf an arc of a circle of radius `r` centred `d`
 * from the middle, from where it meets one neighbour to where it meets the next. */
function clover(d, r) {
  const c = (d + Math.sqrt(2 * r * r - d * d)) / 2; // where two leaves meet, on a diagonal
  const corners = [[-c, -c], [c, -c], [c, c], [-c, c]];
  return `M${f(-c)} ${f(-c)}${corners.map((_, i) => {
    const [x, y] = corners[(i + 1) % 4];
    return `A${f(r)} ${f(r)} 0 1 1 ${f(x)} ${f(y)}`;
  }).join('')}Z`;
}

export const SHAPE_PATHS = {
  circle: circle(0, 0, 0.72),
  square: 'M-0.64 -0.64H0.64V0.64H-0.64Z',
  diamond: 'M0 -0.86L0.8 0L0 0.86L-0.8 0Z',
  clover: clover(0.5, 0.38), // four round leaves with deep notches: no diamond at a small size
  star4: star(4, 0.9, 0.34),
  star8: star(8, 0.88, 0.46),
};

/** Where a mark's pips sit in the tile's top-left corner (unit box), for 1 to 6 pips. */
export function pipPositions(count) {
  const out = [];
  for (let i = 0; i < count; i++) out.push([-0.8 + (i % 3) * 0.17, -0.8 + Math.floor(i / 3) * 0.17]);
  return out;
}
export const PIP_RADIUS = 0.065;

/** A tile as inline SVG (the hand's buttons, the trade dialog): `marks` from the static facts. */
export function tileSVG([colour, shape], marks, { size = null, staged = false } = {}) {
  const pips = pipPositions(marks[colour])
    .map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="${PIP_RADIUS}" fill="${PIP_INK}"/>`).join('');
  const dims = size ? ` width="${size}" height="${size}"` : '';
  return `<svg viewBox="-1 -1 2 2"${dims} aria-hidden="true"${staged ? ' class="staged"' : ''}>`
    + `<rect x="-.96" y="-.96" width="1.92" height="1.92" rx=".22" fill="${TILE_INK}"/>`
    + `<path d="${SHAPE_PATHS[shape]}" fill="${PALETTE[colour]}" stroke="rgba(255,255,255,.55)" stroke-width=".05"`
    + ' transform="translate(.06 .06) scale(.82)"/>'
    + `${pips}</svg>`;
}

/** The canvas's paths, made once. */
export function shapePaths() {
  return Object.fromEntries(Object.entries(SHAPE_PATHS).map(([name, d]) => [name, new Path2D(d)]));
}

/**
 * Draw a tile on a canvas at (x, y), `size` pixels wide; `alpha` for a ghost or a fading tile.
 * `paths`: shapePaths(); `ink`: the theme's colours (tile, pip, outline).
 */
export function drawTile(ctx, { colour, shape }, x, y, size, { paths, marks, ink, alpha = 1 }) {
  const half = size / 2;
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.translate(x, y);
  ctx.fillStyle = ink.tile;
  ctx.beginPath();
  ctx.roundRect(-half * 0.92, -half * 0.92, size * 0.92, size * 0.92, size * 0.1);
  ctx.fill();
  ctx.save();
  ctx.translate(size * 0.03, size * 0.03);
  ctx.scale(half * 0.82, half * 0.82);
  ctx.fillStyle = PALETTE[colour];
  ctx.fill(paths[shape]);
  ctx.lineWidth = 0.05;
  ctx.strokeStyle = ink.outline;
  ctx.stroke(paths[shape]);
  ctx.restore();
  ctx.fillStyle = ink.pip;
  for (const [px, py] of pipPositions(marks[colour])) {
    ctx.beginPath();
    ctx.arc(px * half, py * half, PIP_RADIUS * half, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}
