/**
 * Team names, the same in every game with a team game (Génial's, Blokus's): "Team A" for the
 * side of seats 1 & 3, "Team B" for the other; which seat sits in which team is the engine's
 * (the static `team_sides`). A game's module re-exports `sideName` and `seatTeam` for the shell.
 */
import { t } from './i18n.js';

/** A team's name by its side (0: A, 1: B). */
function teamName(side) {
  return t('seat.team', { name: 'AB'[side] });
}

/** A side's name: a team's in the team game, else its seat's (`seatName(side)`). */
export function sideName(view, side, seatName) {
  return view.teams ? teamName(side) : seatName(side);
}

/** A seat's team in the New game dialog ("Team A"), by the engine's seating; null: no teams. */
export function seatTeam(config, seat, statics) {
  return config.teams ? teamName(statics.team_sides[seat]) : null;
}
