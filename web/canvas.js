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
