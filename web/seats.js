/**
 * Names of seats as the page shows them ("You", "Player 2", "Computer (expert)", or "Computer 2
 * (expert)" beside another computer). A seat is
 * `human`, `remote` (a person at another device: "Player 2 (other device)") or a computer seat; which computer level a seat plays is read from the game's static
 * facts (`seats`: [{seat, level}]), never parsed here.
 */
import { t } from './i18n.js';

/** A computer level's name in the current language (its own name if the locale lacks it). */
export function levelName(level) {
  const key = `level.${level}`;
  const name = t(key);
  return name === key ? level : name;
}

/** The level a seat kind plays, from the game's static seat list; null for a human. */
export function levelOf(kind, kinds) {
  return kinds.find((k) => k.seat === kind)?.level ?? null;
}

/** The seat kind of a person at this device (the address's and the engine's word). */
export const HUMAN = 'human';
/** The seat kind of a person playing on another device (web/net/). */
export const REMOTE = 'remote';

/** The end's headline for a single winner: "You win!" for the viewer, else "<name> wins!"
 * (the verb agrees with the name in every language). */
export const winnerLine = (name) => (isYou(name) ? t('end.youWin') : t('end.winner', { who: name }));

/** Whether a seat's name is the viewer's own ("You"): its sentences take another verb form. */
export const isYou = (name) => name === t('seat.you');

/** A seat's kind in a word under its name: a person ("Human", here or on another device) or a
 * computer. */
export const kindWord = (kind) => t(kind === HUMAN || kind === REMOTE ? 'seat.human' : 'seat.computerShort');

const humans = (view) => view.seats.filter((s) => s === HUMAN).length;
/** The computer seats: one is "Computer (expert)", several are numbered by their seat. */
const computers = (view) => view.seats.filter((s) => s !== HUMAN && s !== REMOTE).length;

/** `kinds`: the game's static seat list. */
export function seatName(view, seat, kinds) {
  const kind = view.seats[seat];
  if (kind === REMOTE) return t('seat.remote', { n: seat + 1 });
  if (kind !== HUMAN) {
    const level = levelName(levelOf(kind, kinds) ?? kind);
    return computers(view) === 1 ? t('seat.computerOne', { level }) : t('seat.computerN', { n: seat + 1, level });
  }
  return humans(view) === 1 ? t('seat.you') : t('seat.player', { n: seat + 1 });
}
