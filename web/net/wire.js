/**
 * The messages on the data channel (JSON text): their size limit and their shape, checked on
 * arrival by either side before anything reads them. The bridge checks the rest (whose turn,
 * legality): the page only makes sure a message is one it can pass on.
 */
import { t } from '../i18n.js';

/** The longest message a host reads from a guest (characters); a longer one is refused unread. */
export const MAX_MESSAGE = 64 * 1024;
/** The longest message a guest reads from its host: the host's answers are larger (a Génial
 * tile's placements run to 50 KB); 256 KB is the most Chromium's data channels carry at once. */
export const MAX_ANSWER = 256 * 1024;
/** How many requests of one guest may wait for the host's engine at once (a flood is refused). */
export const MAX_WAITING = 8;

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The JSON object a text holds, or null (not JSON, or not an object). */
export function parseMessage(text) {
  try {
    const value = JSON.parse(text);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** Whether a guest's message is a request: {id: integer, key: text, command: text, args: object}. */
export const isRequest = (message) => Boolean(message) && Number.isSafeInteger(message.id)
  && typeof message.key === 'string' && typeof message.command === 'string' && isObject(message.args);

/** A refusal of the page's own, as the channel carries it: said in words where it is made
 * (the bridge's own refusals are passed through as they are, explained by their code). */
export const refusal = (code, params = {}) => ({ type: 'NetRefusal', code, params, message: t(`net.refused.${code}`, params) });
