/** Qwirkle's strings: its own keys (locales/<lang>.json here), else the shell's. */
import { gameText } from '../i18n.js';
import { counted } from '../words.js';

export { plural, pointerWords } from '../words.js';

export const NAME = 'qwirkle';
export const t = gameText(NAME);
/** A string that depends on a count (see counted). */
export const tn = counted(t);

/** A tile's name as a screen reader says it ("red circle", "cercle rouge", "roter Kreis"):
 * each shape's template takes the colour in the form its grammar needs ({m}, {f}, {n}). */
export function tileName([colour, shape]) {
  const forms = Object.fromEntries(['m', 'f', 'n'].map((g) => [g, t(`colour.${colour}.${g}`)]));
  return t(`tile.${shape}`, forms);
}

/** The place of a cell in words ("cell 2, -1"): x to the right, y downwards. */
export const cellName = (x, y) => t('cell', { x, y });
