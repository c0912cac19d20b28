/**
 * Ginny-O's words for the guided first game (the shell's guide.js asks at each moment): the
 * opening meld across the centre or joining the board crossword-style, a joker's lasting
 * identity, the premium squares, the discard and the hand penalty — each said once, when it
 * happens — then it lets go. Facts come from the view, the static facts (squares, penalties)
 * and the engine's events (a joker's declaration, in the engine's words); nothing here decides.
 */
import { HUMAN } from '../seats.js';
import { squareName, t, tileName, tn } from './text.js';

/** What each of the first human turns explains after the first, in order; then it is done. */
const TURNS = ['guide.premiums', 'guide.discard'];

/** The engine's facts the sentences name: the premium squares with their marks, the hand,
 * what an ace and a picture cost in hand at the end. */
function facts(statics) {
  const penalty = (code) => statics.ranks.find((r) => r.code === code).penalty;
  const squares = ['Y', 'G', 'R', 'B'].map((k) => `${squareName(k)} (${statics.squares[k].mark})`);
  return { squares: squares.join('; '), hand: statics.hand_size, ace: penalty('A'), picture: penalty('K') };
}

function turn({ view, turns }, statics) {
  if (turns === 0) return { text: t(view.board.length === 0 ? 'guide.first' : 'guide.join') };
  if (turns > TURNS.length) return { text: t('guide.done'), done: true };
  return { text: t(TURNS[turns - 1], facts(statics)) };
}

function happened({ view, events, byComputer, turns }) {
  const place = events.find((e) => e.type === 'place');
  if (!place || turns > TURNS.length + 1) return null;
  if (byComputer) return turns <= 1 ? { text: t('guide.computer') } : null;
  if (view.seats[place.seat] !== HUMAN) return null;
  const scored = tn('guide.scored', place.points);
  const joker = place.tiles.find((c) => c.tile.includes('='));
  return { text: joker ? `${scored} ${t('guide.joker', { tile: tileName(joker.tile) })}` : scored };
}

/** The guide's sentence for a moment of the game ({text, done?}), or null: nothing to say. */
export function guide(moment, detail, statics) {
  if (moment === 'turn') return turn(detail, statics);
  if (moment === 'events') return happened(detail);
  return null;
}
