/** Names of seats and sides as the page shows them ("You", "Player 2", "Computer (expert)"). */
import { t } from './i18n.js';

/** A computer level's name in the current language (its own name if the locale lacks it). */
export function levelName(level) {
  const key = `level.${level}`;
  const name = t(key);
  return name === key ? level : name;
}

const humans = (view) => view.seats.filter((s) => s === 'human').length;

export function seatName(view, seat) {
  const kind = view.seats[seat];
  if (kind !== 'human') return t('seat.computerN', { n: seat + 1, level: levelName(kind.slice(3)) });
  return humans(view) === 1 ? t('seat.you') : t('seat.player', { n: seat + 1 });
}

/** A side is a seat, or a team (seats 1 & 3, 2 & 4) in the team game. */
export function sideName(view, side) {
  if (!view.teams) return seatName(view, side);
  return t('seat.team', { name: side === 0 ? 'A' : 'B' });
}

export function sideMembers(view, side) {
  if (!view.teams) return view.seats[side] === 'human' ? t('seat.human') : t('seat.computerShort');
  return view.seats.map((_, s) => s).filter((s) => view.side_of[s] === side)
    .map((s) => seatName(view, s)).join(' · ');
}
