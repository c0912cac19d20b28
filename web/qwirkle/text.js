/** Qwirkle's strings: its own keys (locales/<lang>.json here), else the shell's. */
import { gameText, readParams } from '../i18n.js';
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

/** A refusal's tiles in the page's language ("red circle, blue star", not "red-circle,
 * blue-star"), and its counts of tiles in the language's plural ("1 tile", "3 tiles"); its
 * cells are already the page's own (x to the right, y downwards). */
function readable(params, code) {
  const shown = { ...params };
  const counts = { qwirkle_first_size: ['size'], qwirkle_trade_bag: ['count'] }[code] ?? [];
  for (const key of counts) shown[key] = tn('tiles', Number(params[key]));
  for (const key of ['tiles', 'hand']) {
    if (/^[a-z]+-[a-z0-9]+(, [a-z]+-[a-z0-9]+)*$/.test(params[key] ?? '')) {
      shown[key] = params[key].split(', ').map((text) => tileName(text.split('-'))).join(', ');
    }
  }
  return shown;
}

readParams(NAME, readable);
