/**
 * What a device keeps for playing on several devices (through storage.js): its own key (sent
 * with every reply, so that a guest that reloads gets its seat back and no other device can
 * take it), the host's seat keys per game, a guest's public record of the game it plays (to
 * export it), and the optional STUN server address.
 */
import { getItem, readStored, setItem, writeStored } from '../storage.js';
import { randomHex } from './codes.js';

const DEVICE = 'net.device';
const HOST = 'net.host';
const GUEST = 'net.guest';
const STUN = 'net.stun';

const isHex = (v) => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** This device's key: made once, kept. */
export function deviceKey() {
  const kept = readStored(DEVICE, isHex);
  if (kept) return kept;
  const key = randomHex();
  writeStored(DEVICE, key);
  return key;
}

/** The seat keys the host gave out for a game ({seat: key}), by its game name and seed. */
export function hostKeys(game, seed) {
  const kept = readStored(HOST, isObject);
  return kept && kept.game === game && kept.seed === String(seed) && isObject(kept.keys) ? kept.keys : {};
}

export function keepHostKeys(game, seed, keys) {
  writeStored(HOST, { game, seed: String(seed), keys });
}

/** A guest's latest copy of the public record (what it may keep and export). */
export function keepGuestRecord(record) {
  writeStored(GUEST, record);
}

export const guestRecord = () => readStored(GUEST, isObject);

/** The STUN server address the player set ('' for none: the devices meet on one network). */
export const stunAddress = () => getItem(STUN) ?? '';

export function setStunAddress(text) {
  setItem(STUN, text.trim());
}

/** The ICE servers a connection uses: none, or the STUN server set. */
export function iceServers() {
  const url = stunAddress();
  return url ? [{ urls: url.startsWith('stun:') ? url : `stun:${url}` }] : [];
}
