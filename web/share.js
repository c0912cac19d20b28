/**
 * Records leaving and entering the page: a `.json` download (or a game's own file, e.g.
 * Pentobi's `.blksgf`), a file, a paste or a drop, and share links. A link carries the record in the address's fragment (`#record=` + base64url of its
 * JSON), which browsers never send to a server; or the seed and setup of a fresh deal.
 * Incoming text is only size-checked here, before anything is decoded: the engine's `load`
 * checks everything else and refuses with a message naming the problem.
 */
import { t } from './i18n.js';

const LINK_KEY = 'record';

export class ImportError extends Error {}

/** Refuse text larger than the engine reads, before it is parsed or decoded. */
function checkSize(length, limit) {
  if (length > limit) throw new ImportError(t('import.tooLarge', { n: length, max: limit }));
}

/** Read a chosen file as text, refusing an oversized one without reading it. */
export async function readFile(file, limit) {
  checkSize(file.size, limit * 4); // UTF-8: at most 4 bytes per character
  const text = await file.text();
  checkSize(text.length, limit);
  return text;
}

export function checkText(text, limit) {
  checkSize(text.length, limit);
  if (!text.trim()) throw new ImportError(t('import.empty'));
  return text;
}

const toBase64url = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The bytes of base64url text; damaged text is refused (`message`: what to say). */
export function base64urlBytes(text, message = t('import.badLink')) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new ImportError(message);
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  } catch {
    throw new ImportError(message);
  }
}

function fromBase64url(text) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(base64urlBytes(text));
  } catch {
    throw new ImportError(t('import.badLink'));
  }
}

/** A link to this page that opens `record`. */
export function recordLink(record) {
  const bytes = new TextEncoder().encode(JSON.stringify(record));
  return `${baseAddress()}#${LINK_KEY}=${chunkedBase64url(bytes)}`;
}

/** base64url of bytes, encoded in chunks of a multiple of 3 bytes (no padding inside). */
export function chunkedBase64url(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3 * 0x2000) out += toBase64url(bytes.subarray(i, i + 3 * 0x2000));
  return out;
}

/** A link to a fresh deal: the same game, setup (a record's `config`: players and mode,
 * a flag written 1) and seed, no decisions. */
export function dealLink({ game, config, seats, seed }) {
  const params = new URLSearchParams({ game });
  for (const [name, value] of Object.entries(config)) {
    if (value !== false) params.set(name, value === true ? '1' : value);
  }
  params.set('seats', seats.join(','));
  params.set('seed', seed);
  return `${baseAddress()}?${params}`;
}

/** The page's own address, without query or fragment. */
export const baseAddress = () => location.href.split(/[?#]/)[0];

/** The page's plain address in the bar (no setup, no link): a reload resumes the saved game. */
export function cleanAddress() {
  if (location.href !== baseAddress()) history.replaceState(null, '', baseAddress());
}

const LINK = new RegExp(`^#${LINK_KEY}=(.*)$`);

export const hasLink = () => LINK.test(location.hash);

/** The record text a link opened the page with, or null; the fragment is then removed. */
export function linkedRecord(limit) {
  const match = location.hash.match(LINK);
  if (!match) return null;
  history.replaceState(null, '', location.href.split('#')[0]); // a reload resumes the saved game
  checkSize(match[1].length, Math.ceil((limit * 4) / 3) + 4);
  return fromBase64url(match[1]);
}

/** Offer the record as a `.json` download, or, given a game's `file` facts and the text the
 * engine wrote, that game's own file (Blokus: Pentobi's `.blksgf`). */
export function download(record, file = null, text = null) {
  const blob = file ? new Blob([text], { type: file.type })
    : new Blob([JSON.stringify(record, null, 1)], { type: 'application/json' });
  saveBlob(blob, `${record.format}-${today()}-${record.seed}${file ? file.extension : '.json'}`);
}

/** Today as a file name writes it: 2026-12-01. */
export const today = () => new Date().toISOString().slice(0, 10);

/** Offer `blob` as a download named `name`. */
export function saveBlob(blob, name) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 0);
}
