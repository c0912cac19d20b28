/**
 * What every game's board canvas does alike: it draws again when its box changes size or the
 * theme changes, and lets go of both, and of the frame it asked for, when its game goes.
 */

/** Wire `view` (its `resize()`, `frame`) to its canvas's box and the theme until `signal`
 * aborts. `onTheme`: what a theme change does (default: draw again); `keepSize`: leave the
 * canvas's size as it is when the game goes (else the next game's board sizes it afresh). */
export function followBox(view, canvas, signal, { onTheme = () => view.request(), keepSize = false } = {}) {
  const observer = new ResizeObserver(() => view.resize());
  observer.observe(canvas.parentElement);
  signal.addEventListener('abort', () => {
    observer.disconnect();
    cancelAnimationFrame(view.frame);
    if (!keepSize) canvas.style.width = canvas.style.height = '';
  });
  document.addEventListener('themechange', onTheme, { signal });
}

const extent = (points, axis) => [Math.min(...points.map((p) => p[axis])), Math.max(...points.map((p) => p[axis]))];

/**
 * The zoom (1 to `most`) at which a board grown past its box shows every one of `points`
 * ({x, y}: canvas CSS pixels at zoom 1), `margin` such pixels clear of the box's edges: the
 * page never zooms onto part of the cells a player may tap next and leaves the rest out.
 */
export function framingZoom(wrap, points, margin, most) {
  const span = (axis) => extent(points, axis)[1] - extent(points, axis)[0] + 2 * margin;
  return Math.max(1, Math.min(most, wrap.clientWidth / span('x'), wrap.clientHeight / span('y')));
}

/** Scroll a zoomed board's box so the middle of `points` ({x, y}: canvas CSS pixels) is at
 * its centre (the middle of their box, not their mean: a crowd on one side pulls no edge
 * cell out of view). */
export function scrollToMiddle(canvas, points) {
  const wrap = canvas.parentElement;
  const middle = (axis) => (extent(points, axis)[0] + extent(points, axis)[1]) / 2;
  wrap.scrollTo({ left: canvas.offsetLeft + middle('x') - wrap.clientWidth / 2,
    top: canvas.offsetTop + middle('y') - wrap.clientHeight / 2 });
}
