/**
 * Strings from the locale files, chosen from the browser's language and switchable: the
 * shell's (locales/<lang>.json) and each game's (<game>/locales/<lang>.json, loaded when that
 * game is first used). A game's keys are read with its name in front (`genial.hand.flip`), so
 * two games never share a key; `gameText(game)` gives a game's `t`, which falls back to the
 * shell's key. `t(key, {name: value})` fills {name} placeholders; elements with data-i18n get
 * their text (and data-i18n-title / data-i18n-aria their title / aria-label) on each switch.
 */
import { getItem, setItem } from './storage.js';

export const LANGUAGES = ['fr', 'en', 'de', 'nl'];
const STORE = 'genial.lang'; // the site's language (named when the site held one game)
let strings = {};
let current = 'en';
const games = new Set(); // the games whose strings are loaded (again on each switch)
let settled = Promise.resolve(); // the latest language switch or game's strings, once loaded

/** The stored choice, else the first browser language we have, else English. */
export function preferredLanguage() {
  const stored = getItem(STORE);
  if (LANGUAGES.includes(stored)) return stored;
  for (const tag of navigator.languages || [navigator.language]) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

async function fetchStrings(path, lang) {
  const response = await fetch(new URL(`./${path}locales/${lang}.json`, import.meta.url));
  if (!response.ok) throw new Error(`locale ${path}${lang}: HTTP ${response.status}`);
  return response.json();
}

/** The strings of the shell and of every loaded game in `lang`, one flat table. */
async function stringsIn(lang) {
  const [shell, ...perGame] = await Promise.all([fetchStrings('', lang),
    ...[...games].map((game) => fetchStrings(`${game}/`, lang))]);
  const table = { ...shell };
  [...games].forEach((game, i) => {
    for (const [key, text] of Object.entries(perGame[i])) table[`${game}.${key}`] = text;
  });
  return table;
}

/** Run `change` after the changes asked before it (so strings never mix two languages). */
function inTurn(change) {
  settled = settled.catch(() => {}).then(change);
  return settled;
}

export function setLanguage(lang, remember = false) {
  return inTurn(async () => {
    strings = await stringsIn(lang);
    current = lang;
    if (remember) setItem(STORE, lang);
    document.documentElement.lang = lang;
    translatePage();
    document.documentElement.classList.add('translated'); // style.css hides the defaults till then
  });
}

/** Load a game's strings (once), in the current language. */
export function addGameStrings(game) {
  return inTurn(async () => {
    if (games.has(game)) return;
    const table = await fetchStrings(`${game}/`, current);
    games.add(game);
    for (const [key, text] of Object.entries(table)) strings[`${game}.${key}`] = text;
  });
}

export const language = () => current;

const fill = (text, vars) => text.replace(/\{(\w+)\}/g, (_, name) => (name in vars ? vars[name] : `{${name}}`));

export function t(key, vars = {}) {
  return fill(strings[key] ?? key, vars);
}

/** A game's `t`: its own key (`<game>.<key>`) if it has one, else the shell's. */
export function gameText(game) {
  return (key, vars = {}) => t(`${game}.${key}` in strings ? `${game}.${key}` : key, vars);
}

/** The template of a refusal code: the game's own (`game` first, then any loaded game: a code
 * means one thing in every game), else the shell's (the house's codes), else the page's own
 * between devices (net/wire.js: so another device's refusal reads in this one's language),
 * else undefined. */
function refusalTemplate(code, game) {
  const keys = [`${game}.refusal.${code}`, `refusal.${code}`, `net.refused.${code}`,
    ...[...games].map((g) => `${g}.refusal.${code}`)];
  return keys.find((k) => k in strings);
}

/** Each game's way of putting a refusal's params in the player's terms (a cell as the board
 * names it, a card as its face reads), registered by the game's text module. */
const readers = new Map();

/** Have `read(params, code) -> params` render `game`'s refusal params before its templates fill. */
export function readParams(game, read) {
  readers.set(game, read);
}

/**
 * What to show for an error from the engine: its refusal code's template (`refusal.<code>`,
 * from the locale of `game`, which raised it, or the shell's) filled with its params as the
 * game reads them (readParams) — a param that is itself a refusal explained the same way —
 * else the error's own message (the engine's English text for an unknown code, or a page error).
 */
export function explain({ code, params = {}, message }, game = null) {
  const key = code && refusalTemplate(code, game);
  if (!key) return message;
  const shown = readers.get(game)?.(params, code) ?? params;
  const vars = Object.fromEntries(Object.entries(shown).map(([name, value]) =>
    [name, value !== null && typeof value === 'object' ? explain(value, game) : value]));
  return t(key, vars);
}

export function translatePage(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-title]')) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll('[data-i18n-aria]')) el.setAttribute('aria-label', t(el.dataset.i18nAria));
}
