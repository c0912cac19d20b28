/**
 * What Génial's events look and sound like: placements said with their points, a computer's
 * tile fading in, the "Génial!" banner, swaps. The words come from the engine's events
 * (`place`, `genial`, `swap`, `turn`, `over`); nothing here decides anything.
 */
import { announce } from '../announce.js';
import { language } from '../i18n.js';
import { celebrate, fade, pause } from '../motion.js';
import { symbolSVG } from './symbols.js';
import { t } from './text.js';

const colour = (c) => t(`colour.${c}`);

/** "3 points red (12-point star), 1 point blue (6-point star)", or "no points". */
export function pointsText(points) {
  const one = new Intl.PluralRules(language());
  const parts = Object.entries(points)
    .map(([c, n]) => t(one.select(n) === 'one' ? 'preview.point' : 'preview.points', { n, colour: colour(c) }));
  return parts.length ? parts.join(', ') : t('announce.noPoints');
}

/** One sentence per event worth hearing (place, genial, swap, turn), in order; `who(seat)`
 * names a seat. */
export function describeEvents(events, view, who) {
  return events.map((e) => {
    switch (e.type) {
      case 'place':
        return t('announce.placed', {
          who: who(e.seat), a: colour(e.tile[0]), b: colour(e.tile[1]), points: pointsText(e.points),
        });
      case 'genial':
        return t('announce.genial', { who: who(e.seat), colours: e.colours.map(colour).join(', ') });
      case 'swap':
        return t('swap.done', { who: who(e.seat) });
      case 'turn':
        return view.over ? '' : t('announce.turn', { who: who(e.seat) });
      case 'over':
        return t('status.over');
      default:
        return '';
    }
  }).filter(Boolean).join(' ');
}

/**
 * Show what happened: said aloud; a computer's tile fades in; "Génial !" is celebrated.
 * Resolves with what to tell the viewer with their next turn's hint (a swap), or ''.
 */
export async function showEvents(events, view, { byComputer, who, board, statics }) {
  announce(describeEvents(events, view, who));
  let notice = '';
  for (const e of events) {
    if (e.type === 'place' && byComputer) await fadeIn(board, e.cells);
    if (e.type === 'genial') {
      const colours = e.colours.map((c) => symbolSVG(c, statics.symbols, 28)).join('');
      await celebrate(`<strong>${t('toast.title')}</strong><span>${colours}</span><small>${t('toast.bonus', { who: who(e.seat) })}</small>`);
    }
    if (e.type === 'swap') notice = t('swap.done', { who: who(e.seat) });
  }
  if (byComputer) await pause(350);
  return notice;
}

async function fadeIn(board, cells) {
  const k = cells.join(';');
  await fade((alpha) => board.setMarks({ fresh: { key: k, alpha } }));
  board.setMarks({ fresh: null });
}
