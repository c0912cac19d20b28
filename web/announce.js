/**
 * What a screen reader hears: one polite live region (#announcer) told, in words, what just
 * happened. The words come from the game's module (from the engine's events); nothing here
 * decides anything.
 */
const region = () => document.getElementById('announcer');

/** Say `text` (replacing what was pending; an identical text is said again). */
export function announce(text) {
  const el = region();
  if (!el || !text) return;
  el.textContent = el.textContent === text ? `${text}\u00a0` : text;
}
