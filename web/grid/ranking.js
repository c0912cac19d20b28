/** What the past games list shows of a finished game where every seat scores for itself
 * (Qwirkle, Ginny-O): each seat's score, in the engine's ranking, best first. */
export function result(view) {
  return view.ranking.map((group) => group.map((seat) => ({ side: seat, value: view.scores[seat] })));
}
