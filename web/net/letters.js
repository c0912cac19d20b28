/**
 * The links of a game played by messages (#37): each is this site's address with a letter in
 * its `#fragment` (which browsers never send to a server): `#post=` the letter's header as
 * base64url JSON, then `.` and its sealed body (seal.js). The header says which game (its id,
 * random), which seat, who sends (`host` or `guest`), the letter's number in that direction
 * (1, 2, ...) and the sender's public key; the body is the JSON of what it carries, compressed
 * (deflate-raw) before it is sealed. An invitation is a header alone (number 0): the game, the
 * seat and the host's public key, nothing of any hand. Reading a link checks its size and shape
 * before anything uses it: a damaged one is refused with a message, never half read.
 */
import { t } from '../i18n.js';
import { ImportError, base64urlBytes, baseAddress, chunkedBase64url } from '../share.js';
import { through } from './codes.js';

const POST = 'post';
const LETTER_LINK = new RegExp(`^#${POST}=([A-Za-z0-9_-]+)(?:\\.([A-Za-z0-9_-]+))?$`);
/** The longest fragment read (characters): a Génial letter is under 3000. */
export const MAX_LETTER = 32 * 1024;
const VERSION = 1;
export const HOST = 'host';
export const GUEST = 'guest';
const ID = /^[0-9a-f]{32}$/;

const HEADER = {
  id: (v) => typeof v === 'string' && ID.test(v),
  seat: (v) => Number.isInteger(v) && v >= 0 && v < 8,
  from: (v) => v === HOST || v === GUEST,
  n: (v) => Number.isSafeInteger(v) && v >= 0,
  key: (v) => typeof v === 'string' && /^[A-Za-z0-9_-]{80,100}$/.test(v),
};

const bad = () => new ImportError(t('net.post.badLink'));

/** Whether the page was opened from a letter. */
export const isLetter = (hash = location.hash) => LETTER_LINK.test(hash);

/** The text the seal binds a letter's body to: its header's fields, in order. */
export const labelOf = ({ id, seat, from, n }) => `genial-post:${id}:${seat}:${from}:${n}`;

/** The link of a letter: `header` ({id, seat, from, n, key}, and an invitation's `game`) and
 * its `sealed` body (bytes; none for an invitation). */
export function letterLink(header, sealed = null) {
  const head = chunkedBase64url(new TextEncoder().encode(JSON.stringify({ v: VERSION, ...header })));
  return `${baseAddress()}#${POST}=${head}${sealed ? `.${chunkedBase64url(sealed)}` : ''}`;
}

/** The letter of an address's fragment: {header, sealed (bytes, or null for an invitation)},
 * its header's fields checked. */
export function readLetter(hash) {
  if (hash.length > MAX_LETTER) throw bad();
  const match = hash.match(LETTER_LINK);
  if (!match) throw bad();
  let header;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64urlBytes(match[1])));
  } catch {
    throw bad();
  }
  const fits = header && header.v === VERSION && Object.entries(HEADER).every(([field, ok]) => ok(header[field]));
  const invitation = header?.n === 0;
  if (!fits || invitation !== !match[2] || (invitation && (header.from !== HOST || typeof header.game !== 'string'))) throw bad();
  return { header, sealed: match[2] ? base64urlBytes(match[2], t('net.post.badLink')) : null };
}

/** A letter's body (JSON data) as the bytes to seal: compressed. */
export async function bodyBytes(body) {
  return through(new CompressionStream('deflate-raw'), new TextEncoder().encode(JSON.stringify(body)));
}

/** The JSON data of an opened letter's bytes (an object), or refused. */
export async function readBody(bytes) {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(await through(new DecompressionStream('deflate-raw'), bytes));
    const body = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body;
  } catch { /* refused below */ }
  throw bad();
}
