/**
 * What a device keeps of its games played by messages (#37), through storage.js: one entry per
 * game under `net.post.<id>` (its id is random, so several games go on at once), the list of
 * ids under `net.post`, and which one is on show under `net.post.on` (a reload shows it again).
 *
 * The host's entry: {id, role: 'host', game, seed, record (the whole game, to resume it when a
 * letter comes while another game is on show), seats: {seat: {secret, public, guest (its
 * device's public key once its reply came), sent, got (the numbers of the last letters each
 * way), out (the link to send, if any)}}}. A guest's: {id, role: 'guest', game, seat, secret,
 * public, host (the host's public key), sent, got, view, world, record (the public record), out}.
 * The private keys never leave this device.
 */
import { readStored, removeItem, writeStored } from '../storage.js';

const INDEX = 'net.post';
const ON = 'net.post.on';
const keyOf = (id) => `net.post.${id}`;
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isIds = (v) => Array.isArray(v) && v.every((id) => typeof id === 'string');

export const postIds = () => readStored(INDEX, isIds) ?? [];

/** The entry of game `id`, or null. */
export function postGame(id) {
  const entry = readStored(keyOf(id), isObject);
  return entry?.id === id ? entry : null;
}

/** Every game played by messages on this device, newest first. */
export const postGames = () => postIds().map(postGame).filter(Boolean);

/** Keep `entry` (and list it first). */
export function keepPostGame(entry) {
  writeStored(keyOf(entry.id), { ...entry, date: new Date().toISOString() });
  writeStored(INDEX, [entry.id, ...postIds().filter((id) => id !== entry.id)]);
}

/** The host's entry of the game `game` dealt from `seed`, or null. */
export const hostEntry = (game, seed) => postGames()
  .find((e) => e.role === 'host' && e.game === game && e.seed === String(seed)) ?? null;

/** The game by messages on show (its id), or null. */
export const postOnShow = () => readStored(ON, (v) => typeof v === 'string');

export function showingPost(id) {
  if (id) writeStored(ON, id);
  else removeItem(ON);
}
