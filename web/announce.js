/**
 * What a screen reader hears: one polite live region (#announcer) told, in words, what just
 * happened — placements with their points, "Génial!" bonuses, swaps, whose turn it is. The
 * words come from the engine's events; nothing here decides anything.
 */
import { t } from './i18n.js';
import { seatName } from './seats.js';

const region = () => document.getElementById('announcer');

/** Say `text` (replacing what was pending; an identical text is said again). */
export function announce(text) {
  const el = region();
  if (!el || !text) return;
  el.textContent = el.textContent === text ? `${text}\u00a0` : text;
}

const colour = (c) => t(`colour.${c}`);

export function pointsText(points) {
  const parts = Object.entries(points).map(([c, n]) => t('preview.points', { n, colour: colour(c) }));
  return parts.length ? parts.join(', ') : t('announce.noPoints');
}

/** One sentence per event worth hearing (place, genial, swap, turn), in order. */
export function describeEvents(events, view) {
  const who = (seat) => seatName(view, seat);
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
