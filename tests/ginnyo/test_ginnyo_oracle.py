"""The fast engine against the slow oracle (ginnyo_oracle.py), which shares none of its code.

- The move generator lists exactly the oracle's legal plays, with the same points, on random
  positions from random games, each given a small random hand (the oracle is brute force).
- Every play the engine generates for a full hand passes its own judge with the same points.
- Random candidate plays, mostly illegal, are judged alike by the engine and the oracle.
- The oracle follows whole games turn by turn: legality, points, draws, turn order, the end.
"""

from __future__ import annotations

import random

import pytest

import ginnyo
import ginnyo_oracle as oracle
from ginnyo.tiles import JOKER, TILE_CODES
from ginnyo_positions import notations, random_game


def small_hand_position(seed: int) -> ginnyo.Game | None:
    """A random position of a random game whose seat to move holds 2-4 random tiles (at most
    3 with a joker), or None when the game ended first."""
    rnd = random.Random(seed)
    game = random_game(rnd.choice((2, 3, 4)), seed, rnd.randrange(0, 45))
    if game.over:
        return None
    joker = rnd.random() < 0.3
    hand = [rnd.randrange(52) for _ in range(rnd.choice((2, 3) if joker else (3, 4)))]
    if joker:
        hand[0] = JOKER
    game.core.hands[game.to_move] = hand
    return game


def agree(seed: int) -> int:
    """Engine and oracle list the same plays with the same points; how many there were."""
    game = small_hand_position(seed)
    if game is None:
        return 0
    hand = [TILE_CODES[t] for t in game.core.hands[game.to_move]]
    engine = notations(game)
    assert len(engine) == len(game.scored_plays()), "a play listed twice"
    assert engine == oracle.legal_plays(game.board, hand), (seed, game.board, hand)
    return len(engine)


def test_the_generator_agrees_with_the_oracle():
    counts = [agree(seed) for seed in range(25)]
    assert sum(c > 0 for c in counts) >= 10  # positions with plays, not only empty lists


@pytest.mark.slow
def test_the_generator_agrees_with_the_oracle_on_hundreds_of_positions():
    counts = [agree(seed) for seed in range(1000, 1300)]
    assert sum(c > 0 for c in counts) >= 100


def test_the_generator_agrees_with_the_oracle_with_two_jokers():
    for seed in (7,):
        game = small_hand_position(seed)
        game.core.hands[game.to_move] = [JOKER, JOKER, 13 * 2 + 6]
        hand = ["JK", "JK", "7D"]
        assert notations(game) == oracle.legal_plays(game.board, hand)


def test_every_generated_play_passes_the_judge_with_its_points():
    for seed in range(12):
        game = random_game(4, seed, 3 * seed)
        if game.over:
            continue
        for play, points in game.scored_plays():
            assert game.preview(play) == points, play


def random_candidate(game: ginnyo.Game, rnd: random.Random) -> dict[tuple[int, int], str]:
    """A legal play of the hand changed a little (a tile dropped, moved, swapped, a joker
    declared again), or left as it is: near misses and hits, for both judges to rule on."""
    hand = game.hand(game.to_move)
    plays = game.scored_plays()
    if not plays:
        return {}
    play = {cell: tile for tile, cell in rnd.choice(plays)[0]}
    cells = sorted(play)
    cell = rnd.choice(cells)
    change = rnd.randrange(5)
    if change == 0 and len(play) > 1:
        del play[cell]
    elif change == 1:
        x, y = cell
        moved = rnd.choice([(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)])
        if moved not in game.board and moved not in play and 0 <= min(moved) <= max(moved) < 17:
            play[moved] = play.pop(cell)
    elif change == 2:
        tile = rnd.choice(hand)
        play[cell] = f"JK={rnd.choice(oracle.CARDS)}" if tile == "JK" else tile
    elif change == 3:
        for spot in cells:
            if play[spot].startswith("JK="):
                play[spot] = f"JK={rnd.choice(oracle.CARDS)}"
    kept = sorted("JK" if t.startswith("JK") else t for t in play.values())
    if any(kept.count(t) > hand.count(t) for t in kept):
        return {}  # not the hand's tiles any more: the oracle's judge assumes they are
    return play


def test_the_judge_agrees_with_the_oracle_on_random_plays():
    rnd = random.Random(5)
    judged = legal = 0
    for seed in range(30):
        game = random_game(rnd.choice((2, 3, 4)), seed, rnd.randrange(0, 40))
        if game.over:
            continue
        for _ in range(30):
            play = random_candidate(game, rnd)
            if not play:
                continue
            text = oracle.notation(play)
            try:
                points = game.preview(text)
            except ginnyo.IllegalMove:
                points = None
            assert points == oracle.judge(game.board, play), (game.board, text)
            judged += 1
            legal += points is not None
    assert judged > 400 and 100 < legal < judged - 100


def follow(players: int, seed: int) -> ginnyo.Game:
    """Play a random game to the end with the oracle following every decision."""
    rnd = random.Random(seed)
    game = ginnyo.new_game(players, seed=seed)
    hands = lambda: [game.hand(s) for s in range(players)]  # noqa: E731
    judge = oracle.OracleGame(players, hands(), game.bag_count, game.to_move)
    while not game.over:
        plays = game.scored_plays()
        move = rnd.choice(plays)[0] if plays and rnd.random() < 0.8 else \
            rnd.choice(game.legal_moves())
        game.play(move)
        judge.play(str(move), hands())
        assert (judge.scores, judge.over, judge.box) == (game.scores, game.over, game.bag_count)
        if not game.over:
            assert judge.to_move == game.to_move
    return game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_oracle_follows_whole_games(players):
    lengths = [len(follow(players, seed).decisions) for seed in range(4)]
    assert max(lengths) > 15
