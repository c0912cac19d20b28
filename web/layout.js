/**
 * The heights of the page's two bars, kept in CSS variables on <html> (--top-height,
 * --hand-bar-height): on phones the hand bar sticks over the page and the history panel docks
 * beside or above it, so the style needs their real heights (they change with the language,
 * the message and the width) to keep the score cards clear of both.
 */
export function measureBars() {
  const root = document.documentElement.style;
  const watch = (el, name) => new ResizeObserver(() => {
    root.setProperty(name, `${el.offsetHeight}px`);
  }).observe(el);
  watch(document.querySelector('.top'), '--top-height');
  watch(document.querySelector('.hand-bar'), '--hand-bar-height');
}
