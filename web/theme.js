/**
 * How the page looks, as the player needs it: the zoomed board and the high-contrast theme.
 *
 * The high-contrast theme: a toggle that sets <html data-theme="contrast"> (styled by
 * a11y.css, read by the board's drawing), remembered in the browser; on a first visit it
 * follows the system's "more contrast" setting.
 */
import { getItem, setItem } from './storage.js';

const STORE = 'genial.theme';

export const highContrast = () => document.documentElement.dataset.theme === 'contrast';

/** Wire the toggle button; `redraw()` repaints what is drawn on canvas. */
export function initTheme(button, redraw) {
  const stored = getItem(STORE);
  const apply = (on) => {
    if (on === highContrast()) return; // the board was drawn in this theme already
    if (on) document.documentElement.dataset.theme = 'contrast';
    else delete document.documentElement.dataset.theme;
    button.setAttribute('aria-pressed', String(on));
    redraw();
  };
  apply(stored ? stored === 'contrast' : matchMedia('(prefers-contrast: more)').matches);
  button.addEventListener('click', () => {
    const on = !highContrast();
    setItem(STORE, on ? 'contrast' : 'normal');
    apply(on);
  });
}

const ZOOM = 2; // twice the size that fits: cells big enough for a fingertip on a phone

/** Wire the zoom toggle: the board grows and its box scrolls (by finger, wheel or cursor). */
export function initZoom(button, board) {
  button.addEventListener('click', () => {
    const on = board.zoom === 1;
    board.canvas.parentElement.classList.toggle('zoomed', on);
    button.setAttribute('aria-pressed', String(on));
    board.setZoom(on ? ZOOM : 1);
  });
}
