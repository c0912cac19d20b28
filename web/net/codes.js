/**
 * The texts players carry between devices: the invitation (a link to this site with the host's
 * offer in its `#fragment`, which browsers never send to a server) and the guest's reply code.
 * Each is JSON, compressed with the browser's CompressionStream('deflate-raw') and written in
 * base64url, so that it fits a QR code. Reading one checks its size and shape before anything
 * uses it: a damaged or foreign code is refused with a message, never half read.
 */
import { t } from '../i18n.js';
import { ImportError, base64urlBytes, baseAddress, chunkedBase64url } from '../share.js';
import { NO_RELAY, isRelay } from './relay.js';

const JOIN = 'join';
const JOIN_LINK = new RegExp(`^#${JOIN}=([A-Za-z0-9_-]+)$`);
/** The longest code read (characters): an offer or answer is well under 2000. */
export const MAX_CODE = 4000;
const VERSION = 1;

/** `bytes` through a (de)compression stream. */
export async function through(stream, bytes) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** `data` as compressed base64url text. */
export async function pack(data) {
  const bytes = new TextEncoder().encode(JSON.stringify({ v: VERSION, ...data }));
  return chunkedBase64url(await through(new CompressionStream('deflate-raw'), bytes));
}

/** The data of a code `pack` wrote, with its fields checked by `shape` ({field: type}). */
export async function unpack(code, shape) {
  const text = String(code).trim();
  if (!text || text.length > MAX_CODE) throw new ImportError(t('net.badCode'));
  let data;
  try {
    const bytes = await through(new DecompressionStream('deflate-raw'), base64urlBytes(text, t('net.badCode')));
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ImportError(t('net.badCode'));
  }
  const fits = data && data.v === VERSION
    && Object.entries(shape).every(([field, type]) => typeof data[field] === type);
  if (!fits) throw new ImportError(t('net.badCode'));
  return data;
}

const INVITATION = { sdp: 'string', game: 'string', seat: 'number', id: 'string' };
const REPLY = { sdp: 'string', key: 'string', nonce: 'string', to: 'string', game: 'string', seat: 'number' };

/** The seat of an invitation for a device that only watches. */
export const WATCH = -1;

/** The invitation link: {sdp, game, seat (WATCH: to watch), id (this invitation's, which its
 * reply names), relay (the host's connection setting, net/relay.js), commitment (text, or null
 * for a game opened midway)}. */
export async function invitationLink(invitation) {
  return `${baseAddress()}#${JOIN}=${await pack(invitation)}`;
}

/** Whether the page was opened from an invitation. */
export const isInvitation = () => JOIN_LINK.test(location.hash);

/** The invitation of an address's fragment (`hash`), checked. */
export async function readInvitation(hash) {
  const match = hash.match(JOIN_LINK);
  if (!match) throw new ImportError(t('net.badCode'));
  const data = await unpack(match[1], INVITATION);
  if (!Number.isInteger(data.seat) || data.seat < WATCH) throw new ImportError(t('net.badCode'));
  if (typeof data.commitment !== 'string') data.commitment = null;
  if (data.relay === undefined) data.relay = NO_RELAY;
  if (!isRelay(data.relay)) throw new ImportError(t('net.badCode'));
  return data;
}

/** The guest's reply code: {sdp, key (its seat's), nonce (its part of the deal), and what it
 * answers: to (the invitation's id), game, seat}. */
export const replyCode = (reply) => pack(reply);

export const readReply = (code) => unpack(code, REPLY);

/** `size` (32) random bytes as hex: a seat key, a nonce, the host's deal secret, an
 * invitation's id (8). */
export function randomHex(size = 32) {
  return Array.from(crypto.getRandomValues(new Uint8Array(size)), (b) => b.toString(16).padStart(2, '0')).join('');
}
