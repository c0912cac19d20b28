/**
 * The lock on the letters of a game played by messages (#37): each letter is sealed for its one
 * recipient with the browser's own WebCrypto. Each side makes an ECDH P-256 key pair (the
 * host one per seat, the guest one per game); the invitation carries the host's public key,
 * the reply the guest's, and both derive the same AES-GCM key from their private key and the
 * other's public one. A sealed letter is its 12 random bytes of IV and the AES-GCM ciphertext,
 * authenticated together with the letter's header (`label`: game id, seat, sender, number),
 * so that a letter altered, forged, renumbered or moved to another game or seat fails to open.
 */
import { base64urlBytes, chunkedBase64url } from '../share.js';

const CURVE = { name: 'ECDH', namedCurve: 'P-256' };
const IV_BYTES = 12;

/** A new key pair: {secret (the private key as JWK, kept on this device), public (base64url of
 * the raw point, sent in the invitation or reply)}. */
export async function newKeys() {
  const pair = await crypto.subtle.generateKey(CURVE, true, ['deriveKey']);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { secret: await crypto.subtle.exportKey('jwk', pair.privateKey), public: chunkedBase64url(raw) };
}

/** The AES-GCM key two devices share: this one's `secret` (JWK) with the other's `public`
 * (base64url); rejects if the public key is no point of the curve. */
export async function sharedKey(secret, publicText) {
  const own = await crypto.subtle.importKey('jwk', secret, CURVE, false, ['deriveKey']);
  const other = await crypto.subtle.importKey('raw', base64urlBytes(publicText), CURVE, false, []);
  return crypto.subtle.deriveKey({ name: 'ECDH', public: other }, own, { name: 'AES-GCM', length: 256 }, false,
    ['encrypt', 'decrypt']);
}

/** `bytes` sealed under `key`, bound to `label` (text): IV then ciphertext. */
export async function seal(key, bytes, label) {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const additionalData = new TextEncoder().encode(label);
  const box = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key, bytes));
  const out = new Uint8Array(IV_BYTES + box.length);
  out.set(iv);
  out.set(box, IV_BYTES);
  return out;
}

/** The bytes `seal` sealed, if `key` and `label` are the ones it was sealed with; else rejects
 * (altered, forged, or sealed for another device). */
export function unseal(key, sealed, label) {
  if (sealed.length <= IV_BYTES) return Promise.reject(new Error('sealed letter too short'));
  const additionalData = new TextEncoder().encode(label);
  return crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.subarray(0, IV_BYTES), additionalData }, key,
    sealed.subarray(IV_BYTES)).then((plain) => new Uint8Array(plain));
}
