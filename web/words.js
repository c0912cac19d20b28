/** Words a game's strings share (Qwirkle, Ginny-O): plural forms, the pointer's verb. */
import { language } from '../i18n.js';

/** The key of a hint in the words of the main pointer: "tap" for a finger, "click" else. */
export const pointerWords = (key) => (matchMedia('(pointer: coarse)').matches ? `${key}Touch` : key);

/** 'one' or 'other': the plural form the current language uses for `n`. */
export const plural = (n) => (new Intl.PluralRules(language()).select(n) === 'one' ? 'one' : 'other');

/** For a game's `t`: a string that depends on a count, `<key>.one` or `<key>.other` as the
 * language's plural rules say for `n` (French says "0 point", English "0 points"), {n} filled. */
export const counted = (t) => (key, n, vars = {}) => t(`${key}.${plural(n)}`, { n, ...vars });
