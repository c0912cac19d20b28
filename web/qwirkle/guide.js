/**
 * Qwirkle's words for the guided first game (the shell's guide.js asks at each moment): the
 * first play (the largest group, through the centre) or joining the tiles on the table, how a
 * line is made and how it scores, a Qwirkle, the trade — each said once, when it happens —
 * then it lets go. Facts come from the view, the static facts and the engine's events; nothing
 * here decides.
 */
import { HUMAN } from '../seats.js';
import { t, tn } from './text.js';

/** What each of the first human turns explains after the first, in order; then it is done. */
const TURNS = ['guide.lines', 'guide.trade'];

function turn({ view, turns }, statics) {
  if (turns === 0) {
    if (view.board.length === 0) return { text: tn('guide.first', view.first_size) };
    return { text: t('guide.join') };
  }
  if (turns > TURNS.length) return { text: t('guide.done'), done: true };
  return { text: t(TURNS[turns - 1], { max: statics.line_max, bonus: statics.qwirkle_bonus }) };
}

function happened({ view, events, byComputer, turns }, statics) {
  const qwirkle = events.find((e) => e.type === 'qwirkle' && view.seats[e.seat] === HUMAN);
  if (qwirkle) return { text: t('guide.qwirkle', { n: statics.qwirkle_bonus * qwirkle.count }) };
  const place = events.find((e) => e.type === 'place');
  if (!place || turns > TURNS.length + 1) return null;
  if (byComputer) return turns <= 1 ? { text: t('guide.computer') } : null;
  return { text: tn('guide.scored', place.points) };
}

/** The guide's sentence for a moment of the game ({text, done?}), or null: nothing to say. */
export function guide(moment, detail, statics) {
  if (moment === 'turn') return turn(detail, statics);
  if (moment === 'events') return happened(detail, statics);
  return null;
}
