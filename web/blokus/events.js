/**
 * What Blokus's events look and sound like (`place`, `skip`, `turn`, `over`): each said aloud
 * in words a person can use (the colour, the piece, where; the board outlines the latest
 * turn's pieces), and a colour found with no move left said plainly — aloud, in a banner and with the next turn.
 */
import { announce } from '../announce.js';
import { celebrate, pause } from '../motion.js';
import { capital, colourName, placementName, t, tn } from './text.js';

/** "blue and red" in the page's language. */
export const listName = (names) => new Intl.ListFormat(document.documentElement.lang || 'en', { type: 'conjunction' })
  .format(names);

/** "No move left for yellow: it is out of the game." */
export const outText = (colours) => capital(tn('announce.out', colours.length, { colours: listName(colours.map(colourName)) }));

/** What each event worth hearing says; `who(seat)` names a seat, `mark(colour)` its mark. */
function says(e, who, mark) {
  if (e.type === 'place') return t('announce.placed', { who: who(e.seat), what: placementName(e.colour, mark(e.colour), e.piece, e.cells) });
  if (e.type === 'skip' && e.out.length) return outText(e.out);
  if (e.type === 'turn') return capital(t('announce.turn', { colour: colourName(e.colour), who: who(e.seat) }));
  if (e.type === 'over') return t('status.over');
  return '';
}

export function describeEvents(events, who, mark) {
  return events.map((e) => says(e, who, mark)).filter(Boolean).join(' ');
}

/** Show what happened; resolves with what to tell the viewer with their next turn (colours
 * found with no move left), or ''. */
export async function showEvents(events, { byComputer, who, mark }) {
  announce(describeEvents(events, who, mark));
  let notice = '';
  for (const e of events) {
    if (e.type === 'skip' && e.out.length) {
      notice = outText(e.out);
      await celebrate(`<strong>${t('toast.out')}</strong><small>${notice}</small>`);
    }
  }
  if (byComputer) await pause(300);
  return notice;
}
