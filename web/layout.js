/**
 * The page's frame. The heights of the page's two bars, kept in CSS variables on <html> (--top-height,
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

/**
 * The score cards fit their column (wide screens, where it scrolls): `crowded` when they would
 * overflow it (the style makes them compact), and the card of the side to move scrolled into
 * view inside it, so that no card a player needs is cut off, a neutral colour's included.
 */
export function fitScores(aside) {
  const scrolls = () => getComputedStyle(aside).overflowY !== 'visible' && aside.scrollHeight > aside.clientHeight + 1;
  aside.classList.remove('crowded');
  if (!scrolls()) return;
  aside.classList.add('crowded');
  const card = aside.querySelector('.score-card.to-move');
  if (!card || !scrolls()) return;
  const [top, bottom] = [card.offsetTop - aside.offsetTop, card.offsetTop - aside.offsetTop + card.offsetHeight];
  if (top < aside.scrollTop) aside.scrollTop = top;
  else if (bottom > aside.scrollTop + aside.clientHeight) aside.scrollTop = bottom - aside.clientHeight;
}
