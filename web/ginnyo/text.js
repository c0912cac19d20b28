/** Ginny-O's strings: its own keys (locales/<lang>.json here), else the shell's; tile names
 * come from the engine's static facts (its `tiles`: "queen of hearts" in every language). */
import { gameText, language } from '../i18n.js';
import { counted } from '../words.js';

export { plural, pointerWords } from '../words.js';

export const NAME = 'ginnyo';
export const t = gameText(NAME);
/** A string that depends on a count (see counted). */
export const tn = counted(t);

let statics = null;

/** The engine's static facts, for the names below (set once by the game's view). */
export function useStatics(facts) {
  statics = facts;
}

/** A tile as a screen reader says it: `QH` "queen of hearts", `JK` "joker", `JK=QH` "joker
 * as queen of hearts" (in the page's language, the engine's words). */
export function tileName(code) {
  const lang = language();
  if (code === statics.joker.code) return statics.joker.names[lang];
  if (code.startsWith(`${statics.joker.code}=`)) {
    return statics.joker.declared[lang].replace('{tile}', statics.tiles[code.slice(3)][lang]);
  }
  return statics.tiles[code][lang];
}

/** The place of a cell in words ("column 9, row 9": counted from 1, as a person counts). */
export const cellName = (x, y) => t('cell', { x: x + 1, y: y + 1 });

/** A kind of square in words ("blue square: meld ×3"), the engine's. */
export const squareName = (kind) => statics.squares[kind].names[language()];
