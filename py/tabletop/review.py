"""Looking back at a game of any house game: the game as it was, what each decision did,
and how each decision compares with the expert's.

Everything here replays the game's own record (a seed plus its decisions), so a past position
is exact and nothing is stored beside the record (undo keeps a shorter prefix of it). The
analysis compares a seat's decision with the expert's choice in the same position
(`G.ai.hint`), valued by the AI's own evaluation (`G.ai.evaluate_moves`), at a small budget per
position so that a whole game is reviewed in seconds; and, in units a player understands, by
what each leads to: every side's chance to finish first and its expected final figure (Génial:
the lowest marker), estimated by playing the game out from there a few times (`outlook`).
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from typing import Any

from .errors import Refusal, show
from .games import ai_of, figure_of, package_of, page
from .protocol import Game

#: Seconds of expert search per analysed position (a whole game's review stays bounded).
ANALYSIS_BUDGET = 0.15
#: Games played out from a position to estimate what it leads to (least, most, work): at least
#: `least`, then more while all played so far took fewer than `work` decisions, `most` at most:
#: a late position is cheap to play out, so it is estimated more closely. A game whose playout
#: policy is cheap allows more (`ai.PLAYOUTS`). The count depends on the position only (no
#: clock), and the same worlds (seeds), as many, are played after your decision and after the
#: expert's, so their difference is the decisions'.
PLAYOUTS = (8, 48, 200)
#: The steps a chance is shown in (as a fraction): the finest not below its standard error at
#: even chances (one half over the square root of the games played out), so a figure says no
#: more than its playouts know: 20 % steps under 25 games, 10 % under 100, then 5 %.
STEPS = (0.05, 0.1, 0.2)
#: What a computer decision is for (its seed's salt): a computer seat's move, or the expert's
#: advice to a human (the hint during the game, the analysis after it).
MOVE, ADVICE = 0, 1


def decision_seed(game: Game, purpose: int) -> int:
    """The seed of a computer decision in this position: one formula for every purpose, so a
    replayed game decides alike, and the hint and the analysis of the same position draw the
    same worlds (at the same budget they give the same move)."""
    return (game.seed * 1_000_003 + len(game.decisions) + purpose) % (1 << 63)


def prefix(game: Any, count: int) -> Any:
    """The game as it was after its first `count` decisions (setup, seed and meta kept)."""
    if not 0 <= count <= len(game.decisions):
        raise Refusal("position_range", last=len(game.decisions), value=show(count))
    record = game.to_record()
    past = {**record, "decisions": record["decisions"][:count], "meta": dict(game.meta)}
    return package_of(game).from_record(past)


def replay(game: Any) -> Iterator[tuple[int, str, list[dict[str, Any]]]]:
    """(seat, decision, events) of each decision of the game, replayed from the start."""
    past = prefix(game, 0)
    for decision in game.decisions:
        seat = past.to_move
        yield seat, decision, past.play(decision)


def history(game: Any, viewers: Collection[int] | None = None) -> list[dict[str, Any]]:
    """One entry per decision, in order: its index, who made it, its notation, where it went
    (`page.where`, in the position before it) and the game's own fields
    (`page.history_entry`: Génial's tile, points and bonuses).

    Given `viewers` (the seats whose hands the page shows), a decision of another seat that
    names hidden tiles (`page.concealed`: a trade face down) has no notation (`move` null):
    the page learns only what the table saw, e.g. how many tiles (the game's own fields).
    """
    G = package_of(game)
    entry, where = page(G, "history_entry"), page(G, "where")
    past = prefix(game, 0)
    found = []
    for index, decision in enumerate(game.decisions):
        seat, facts = past.to_move, where(past, G.parse_move(decision))
        found.append({"index": index, "seat": seat, "move": seen(G, seat, decision, viewers),
                      **facts,
                      **entry(decision, past.play(decision))})
    return found


def seen(G: Any, seat: int, decision: str, viewers: Collection[int] | None) -> str | None:
    """A decision of `seat` as the `viewers` saw it (None: all of them): None when it names
    tiles hidden from them (`page.concealed`: another seat's trade face down)."""
    hidden = viewers is not None and seat not in viewers and page(G, "concealed")(decision)
    return None if hidden else decision


def analyse(game: Any, index: int, *, budget: float = ANALYSIS_BUDGET) -> dict[str, Any]:
    """Decision `index` against the expert's choice in the same position.

    `loss` is how much less the played decision was worth than the expert's in the AI's
    evaluation (its units, for ordering; 0 when it was the expert's choice or worth as much or
    more); what the page shows is in players' units (`_outlooks`: chances and figures).
    The expert's search is short and the outlooks are played out further, so a played decision
    can lead further than the expert's first choice on the same worlds: then `as_good` says
    so, and the page never offers the expert's as the better one.
    """
    G = package_of(game)
    if not 0 <= index < len(game.decisions):
        raise Refusal("decision_index", last=len(game.decisions) - 1, value=show(index))
    played = G.parse_move(game.decisions[index])
    if not page(G, "analysable")(played):
        raise Refusal("not_placement", n=index + 1, move=str(played))
    position = prefix(game, index)
    best = ai_of(G).hint(position, seed=decision_seed(position, ADVICE), budget=budget)
    played_value, best_value = ai_of(G).evaluate_moves(position, [played, best])
    return {
        "index": index, "seat": position.to_move,
        "played": describe(position, played), "played_value": round(played_value, 3),
        "best": describe(position, best), "best_value": round(best_value, 3),
        "same": best == played, "loss": round(max(0.0, best_value - played_value), 3),
        **_outlooks(position, played, best, position.to_move),
    }


def outlook(game: Any, seat: int, *, playouts: int | None = None, seed: int = 0) -> dict[str, Any]:
    """What this position leads to, as `seat` can know it: each side's chance to finish first
    (`chances`: a tie for first shares the win; `step`: the precision they deserve) and its
    mean final figure (`figures`), over `playouts` games (`playouts` in the answer; by default
    as many as PLAYOUTS allows) in which everything `seat` cannot see is dealt again (seeded)
    and every seat plays on by the game's playout policy (`ai.playout_move`, else its first
    level): a fair player, and a cheap one, so that many games are played out (an estimate's
    error shrinks as one over the square root of their number)."""
    G = package_of(game)
    ai = ai_of(G)
    move = getattr(ai, "playout_move", None) or (
        lambda world, seed: ai.choose(world, ai.LEVELS[0], seed=seed))
    bounds, read = getattr(ai, "PLAYOUTS", PLAYOUTS), figure_of(G)[1]
    sides = len(game.scores)
    wins, figures = [0.0] * sides, [0.0] * sides
    played = done = 0
    while not _enough(played, done, playouts or bounds):
        world_seed = seed + played
        world = game.resample(seat, world_seed)
        start = len(world.decisions)
        while not world.over:
            world.play(move(world, world_seed + len(world.decisions)))
        first = world.ranking()[0]
        for side in range(sides):
            wins[side] += (side in first) / len(first)
            figures[side] += read(world, side)
        played, done = played + 1, done + len(world.decisions) - start
    return {"chances": [round(w / played, 3) for w in wins],
            "figures": [round(f / played, 2) for f in figures], "playouts": played,
            "step": step_of(played)}


def _enough(played: int, done: int, wanted: int | tuple[int, int, int]) -> bool:
    """Whether `played` games, `done` decisions in all, are enough: the number `wanted`, or
    by the rule of PLAYOUTS (least, most, work)."""
    if isinstance(wanted, int):
        return played >= wanted
    least, most, work = wanted
    return played >= most or (played >= least and done >= work)


def step_of(playouts: int) -> float:
    """The step a chance estimated from `playouts` games deserves to be shown in (STEPS)."""
    error = 0.5 / playouts ** 0.5
    return next((step for step in STEPS if step >= error - 1e-9), STEPS[-1])


def _outlooks(position: Any, played: Any, best: Any, seat: int) -> dict[str, Any]:
    """The outlook after the played decision and after the expert's (one, when they agree),
    and for the analysed side what the difference costs: `chance_loss` (0 to 1) and
    `figure_loss` (in the game's figure), 0 when the played one did as well or better; and
    `as_good`: a decision other than the expert's that did as well or better in the unit the
    page shows (the chance to finish first; the figure in a game of one side)."""
    seed = decision_seed(position, ADVICE)
    after: dict[str, dict[str, Any]] = {}
    for name, move in (("played", played), ("best", best)):
        if name == "best" and best == played:
            after[name] = after["played"]
            continue
        game = position.copy()
        game.play(move)
        after[name] = outlook(game, seat, seed=seed, playouts=after.get("played", {}).get(
            "playouts"))  # the expert's: in as many worlds as yours, the same ones
    side = position.side_of(seat)

    def lost(name: str, digits: int) -> float:
        gap: float = after["best"][name][side] - after["played"][name][side]
        return round(max(0.0, gap), digits)

    unit = "chances" if len(after["played"]["chances"]) > 1 else "figures"  # as the page shows
    return {"side": side, "outlook": after["played"], "best_outlook": after["best"],
            "chance_loss": lost("chances", 3), "figure_loss": lost("figures", 2),
            "as_good": best != played and lost(unit, 3) == 0}


def describe(game: Any, move: Any) -> dict[str, Any]:
    """A decision as the page draws it (`page.describe`; by default its notation) and where it
    goes (`page.where`)."""
    G = package_of(game)
    return {**page(G, "where")(game, move), **page(G, "describe")(game, move)}
