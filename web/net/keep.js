/**
 * What a device keeps for playing on several devices (through storage.js): its own key (sent
 * with every reply, so that a guest that reloads gets its seat back and no other device can
 * take it), the host's seat keys and deal per game, a guest's nonce for the deal it joined, a guest's public record of the game it plays (to
 * export it), and the connection setting (net/relay.js: none until the player sets one).
 */
import { readStored, removeItem, writeStored } from '../storage.js';
import { randomHex } from './codes.js';
import { NO_RELAY, isRelay } from './relay.js';

const DEVICE = 'net.device';
const HOST = 'net.host';
const GUEST = 'net.guest';
const NONCE = 'net.nonce';
const RELAY = 'net.relay';
const JOINED = 'net.joined';

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

/** What the host keeps of the game it shares, if it is the game `game` dealt from `seed`. */
function hostKept(game, seed) {
  const kept = readStored(HOST, isObject);
  return kept && kept.game === game && kept.seed === String(seed) ? kept : null;
}

/** The seat keys the host gave out for a game ({seat: key}), by its game name and seed. */
export function hostKeys(game, seed) {
  const keys = hostKept(game, seed)?.keys;
  return isObject(keys) ? keys : {};
}

const isDeal = (d) => isObject(d) && isHex(d.secret) && isHex(d.commitment)
  && Array.isArray(d.nonces) && d.nonces.every((n) => typeof n === 'string');

/** The host's deal of that game ({secret, commitment, nonces}), or null: kept with the keys so
 * that a host that reloads can still reveal it at the end, as its guests' invitations said. */
export function hostDeal(game, seed) {
  const deal = hostKept(game, seed)?.deal;
  return isDeal(deal) ? deal : null;
}

/** Keep the seat keys and the deal (a Deal, or null for a game opened midway). */
export function keepHostKeys(game, seed, keys, deal = null) {
  const kept = deal && { secret: deal.secret, commitment: deal.commitment, nonces: deal.nonces };
  writeStored(HOST, { game, seed: String(seed), keys, deal: kept });
}

/** The guest's part of the deal announced by `commitment`: the nonce this device sent for it
 * before (a device that comes back sends the same, so the deal it checks at the end is the one
 * it joined), else a new one, kept. */
export function guestNonce(commitment) {
  const kept = readStored(NONCE, isObject);
  if (kept && kept.commitment === commitment && typeof kept.nonce === 'string') return kept.nonce;
  const nonce = randomHex();
  writeStored(NONCE, { commitment, nonce });
  return nonce;
}

/** A guest's latest copy of the public record (what it may keep and export). */
export function keepGuestRecord(record) {
  writeStored(GUEST, record);
  keepJoined({ game: record.format });
}

export const guestRecord = () => readStored(GUEST, isObject);

/** Keep which game this device plays as a guest ({game}) while it is not over (null: none): a
 * reload cuts its connection, and the page then says how to take its seat again. */
export function keepJoined(joined) {
  if (joined) writeStored(JOINED, joined);
  else removeItem(JOINED);
}

/** The game this device was a guest of when it reloaded ({game}), or null; said once. */
export function takeJoined() {
  const joined = readStored(JOINED, (v) => isObject(v) && typeof v.game === 'string');
  keepJoined(null);
  return joined;
}

/** This device's connection setting (NO_RELAY: none, the devices meet on one network). */
export const relaySetting = () => readStored(RELAY, isRelay) ?? NO_RELAY;

/** Keep a usable setting (net/relay.js relayProblem said nothing). */
export function keepRelay(setting) {
  writeStored(RELAY, setting);
}
