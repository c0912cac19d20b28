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

/** A moment (a past game's date, ms or ISO text) in the page's language and its way of writing
 * dates ("1 déc. 2026, 20:15", "01.12.2026, 20:15"), not the browser's. */
export const dateTime = (date) => new Date(date).toLocaleString(language(), { dateStyle: 'medium', timeStyle: 'short' });

/** A day in the page's language ("1 déc. 2026"). */
export const dateOnly = (date) => new Date(date).toLocaleDateString(language(), { dateStyle: 'medium' });

/** A text (or a number) as HTML shows it: the characters HTML reads as markup escaped. */
export const escapeHTML = (text) => String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
