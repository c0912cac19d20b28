/**
 * Strings from the locale files (locales/<lang>.json), chosen from the browser's language and
 * switchable. `t(key, {name: value})` fills {name} placeholders; elements with data-i18n get
 * their text (and data-i18n-title / data-i18n-aria their title / aria-label) on each switch.
 */
import { getItem, setItem } from './storage.js';

export const LANGUAGES = ['fr', 'en', 'de', 'nl'];
const STORE = 'genial.lang';
let strings = {};
let current = 'en';

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

export async function setLanguage(lang, remember = false) {
  const response = await fetch(new URL(`./locales/${lang}.json`, import.meta.url));
  if (!response.ok) throw new Error(`locale ${lang}: HTTP ${response.status}`);
  strings = await response.json();
  current = lang;
  if (remember) setItem(STORE, lang);
  document.documentElement.lang = lang;
  translatePage();
}

export const language = () => current;

export function t(key, vars = {}) {
  const text = strings[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => (name in vars ? vars[name] : `{${name}}`));
}

/**
 * What to show for an error from the engine: its refusal code's template (`refusal.<code>`)
 * filled with its params — a param that is itself a refusal explained the same way — else
 * the error's own message (the engine's English text for an unknown code, or a page error).
 */
export function explain({ code, params = {}, message }) {
  if (!code || !(`refusal.${code}` in strings)) return message;
  const vars = Object.fromEntries(Object.entries(params).map(([name, value]) =>
    [name, value !== null && typeof value === 'object' ? explain(value) : value]));
  return t(`refusal.${code}`, vars);
}

export function translatePage(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-title]')) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll('[data-i18n-aria]')) el.setAttribute('aria-label', t(el.dataset.i18nAria));
}
