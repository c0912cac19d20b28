/**
 * Génial's words for the guided first game (the shell's guide.js asks at each moment): where
 * the first tile may go, how the lines score, the bonus, the swap, why the lowest colour
 * matters — each said once, when it happens — and it lets go only once the bonus and the
 * swap it announced have come. Facts come from the view and
 * the engine's events; nothing here decides.
 */
import { HUMAN } from '../seats.js';
import { pointsText } from './events.js';
import { t } from './text.js';
import { pointerWords } from '../words.js';

const colours = (list) => list.map((c) => t(`colour.${c}`)).join(', ');
/** What each of the first human turns explains, in order. */
const TURNS = ['guide.first', 'guide.lines', 'guide.lowest'];
/** Those that say how to point at a cell: a finger taps ("Tap"), a mouse hovers. */
const POINTING = new Set(['guide.lines']);
/** What the guide announced and explains when it first comes: it goes on until both came. */
const LATER = ['bonus', 'swap'];

function turn({ view, seat, turns, said }) {
  if (view.bonus > 0) {
    said.add('bonus');
    return { text: t('guide.bonus') };
  }
  if (view.solo && turns === 0) return { text: t('guide.solo') };
  if (turns < TURNS.length) {
    const key = POINTING.has(TURNS[turns]) ? pointerWords(TURNS[turns]) : TURNS[turns];
    return { text: t(key, { colours: colours(view.lowest[view.side_of[seat]]) }) };
  }
  if (LATER.every((moment) => said.has(moment))) return { text: t('guide.done'), done: true };
  return turns === TURNS.length ? { text: t('guide.later') } : null; // said once; then it waits
}

function happened({ view, events, byComputer, turns }) {
  const genial = events.find((e) => e.type === 'genial' && view.seats[e.seat] === HUMAN);
  if (genial) return { text: t('guide.genial', { colours: colours(genial.colours) }) };
  const place = events.find((e) => e.type === 'place');
  if (!place || turns > TURNS.length) return null;
  if (byComputer) return turns === 1 ? { text: t('guide.computer') } : null;
  return { text: t('guide.scored', { points: pointsText(place.points) }) };
}

/** The guide's sentence for a moment of the game ({text, done?}), or null: nothing to say.
 * `detail.said`: the guide's own memory of what it explained (a Set, new for each guide). */
export function guide(moment, detail) {
  if (moment === 'turn') return turn(detail);
  if (moment === 'events') return happened(detail);
  if (moment === 'decision' && detail.awaiting === 'swap') {
    const { view, seat } = detail;
    detail.said.add('swap');
    return { text: t('guide.swap', { colours: colours(view.lowest[view.side_of[seat]]) }) };
  }
  return null;
}
