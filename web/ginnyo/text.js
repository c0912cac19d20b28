/** Ginny-O's strings: its own keys (locales/<lang>.json here), else the shell's; tile names
 * come from the engine's static facts (its `tiles`: "queen of hearts" in every language). */
import { gameText, language, readParams } from '../i18n.js';
import { cardText } from './cards.js';
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

/** "7♥", "Q♠ (joker)": a tile in a sentence, as its face reads. */
export const cardWord = (code) => cardText(code, (card) => t('move.joker', { card }));
/** Tiles in a sentence ("J♠ Q♠"). */
export const cardWords = (codes) => codes.map(cardWord).join(' ');

const CELL = /^-?\d+,-?\d+$/;

/** A refusal's params as the page shows them: cells counted from 1 as the joker dialog says
 * them ("column 8, row 11", not "7,10"), tiles as their faces read ("J♠ Q♠", not "JS QS"). */
function readable(params) {
  const shown = { ...params };
  for (const key of ['cell', 'start', 'end']) {
    if (CELL.test(params[key] ?? '')) shown[key] = cellName(...params[key].split(',').map(Number));
  }
  for (const key of ['tiles', 'tile', 'hand']) {
    if (typeof params[key] === 'string') shown[key] = cardWords(params[key].split(' ').filter(Boolean));
  }
  return shown;
}

readParams(NAME, readable);
