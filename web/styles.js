/**
 * A game's own style sheets, added to the page while its view is shown: each game keeps its
 * look in its folder (web/<game>/style.css) beside the shell's style.css.
 */

/** Add the style sheets at `paths` (relative to `base`, the game's module URL); returns the
 * link elements, which the view removes when it is disposed. */
export function addStyles(paths, base) {
  return paths.map((path) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL(path, base).href;
    return document.head.appendChild(link);
  });
}
