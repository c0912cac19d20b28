/**
 * What the words of every game and of the shell share: plural forms, the pointer's verb
 * ("tap" on a touch screen, "click" else), and text made safe to put in HTML.
 */
import { language } from './i18n.js';

/** Whether the main pointer is a finger (a touch screen), not a mouse. */
export const touchScreen = () => matchMedia('(pointer: coarse)').matches;

/** The key of a hint in the words of the main pointer: "tap" for a finger, "click" else. */
export const pointerWords = (key) => (touchScreen() ? `${key}Touch` : key);

/** 'one' or 'other': the plural form the current language uses for `n`. */
export const plural = (n) => (new Intl.PluralRules(language()).select(n) === 'one' ? 'one' : 'other');

/** For a game's `t`: a string that depends on a count, `<key>.one` or `<key>.other` as the
 * language's plural rules say for `n` (French says "0 point", English "0 points"), {n} filled. */
export const counted = (t) => (key, n, vars = {}) => t(`${key}.${plural(n)}`, { n, ...vars });

/** A text (or a number) as HTML shows it: the characters HTML reads as markup escaped. */
export const escapeHTML = (text) => String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
