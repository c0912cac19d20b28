/** Qwirkle's strings: its own keys (locales/<lang>.json here), else the shell's. */
import { gameText, language } from '../i18n.js';

export const NAME = 'qwirkle';
export const t = gameText(NAME);

/** The key of a hint in the words of the main pointer: "tap" for a finger, "click" else. */
export const pointerWords = (key) => (matchMedia('(pointer: coarse)').matches ? `${key}Touch` : key);

/** A string that depends on a count: `<key>.one` or `<key>.other` as the language's plural
 * rules say for `n` (French says "0 point", English "0 points"), with {n} filled. */
export function tn(key, n, vars = {}) {
  return t(`${key}.${plural(n)}`, { n, ...vars });
}

/** 'one' or 'other': the plural form the current language uses for `n`. */
export const plural = (n) => (new Intl.PluralRules(language()).select(n) === 'one' ? 'one' : 'other');

/** A tile's name as a screen reader says it ("red circle", "cercle rouge", "roter Kreis"):
 * each shape's template takes the colour in the form its grammar needs ({m}, {f}, {n}). */
export function tileName([colour, shape]) {
  const forms = Object.fromEntries(['m', 'f', 'n'].map((g) => [g, t(`colour.${colour}.${g}`)]));
  return t(`tile.${shape}`, forms);
}

/** The place of a cell in words ("cell 2, -1"): x to the right, y downwards. */
export const cellName = (x, y) => t('cell', { x, y });
