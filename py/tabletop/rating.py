"""A person's rating in rated games against the computer: the Elo rule for several opponents.

A rated game is one human against computer seats all of one level, each seat its own side
(no partner); the opponents' rating is that level's measured rating (a game's static
`ratings`, {level: Elo}, on its arena's scale). The page keeps the person's rating and the
number of rated games per game and mode; everything computed from them is here, so the page
only stores and draws.

Reading of the rule (issue 25):
- expected score E = 1 / (1 + n · 10^(Δ/400)), with n the number of opponents and Δ the
  opponents' rating minus the player's: against one equal opponent E = 1/2, against n equal
  ones 1/(n + 1), the share of first places a player of the same strength would take;
- actual score S from the final ranking: 1 for first place alone, 1/k for first place shared
  by k sides, 0 for any other place — rated games score winning, as E counts first places;
  leaving a rated game before its end scores 0 (a loss);
- change = round(K · (S − E)), K = 40 for the first 30 rated games of a game and mode, then 20:
  ratings stay whole numbers, a win never lowers one and a loss never raises it.

>>> expected(1000, 1000), expected(1000, 1000, opponents=3)
(0.5, 0.25)
>>> rated(1000, 1115, opponents=1, score=1.0, games=0)
{'expected': 0.3403, 'score': 1.0, 'won': True, 'k': 40, 'change': 26, 'rating': 1026}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import Any

#: The highest rating the page may hold (far above any level): a bound for what it sends.
MAX_RATING = 5000
#: K while a player's rating is new (their first NEW_GAMES rated games of a game and mode), then.
K_NEW, K_SETTLED, NEW_GAMES = 40, 20, 30


def start_range(ratings: Mapping[str, float]) -> dict[str, int]:
    """The starting ratings a newcomer may choose in a game (the first rated game of a game and
    mode), on that game's scale: from its weakest level's rating, the one offered, to its
    strongest's (any higher meets the same level). So a newcomer's first rated game is against
    the weakest level in every game, whether its scale puts that level at 1000 (Génial), 804
    (Qwirkle) or 364 (Blokus, on Pentobi's): ratings already earned stay on their scale.

    >>> start_range({"a": 364, "b": 1115, "c": 1831})
    {'lowest': 364, 'highest': 1831, 'default': 364}
    """
    low, high = round(min(ratings.values())), round(max(ratings.values()))
    return {"lowest": low, "highest": high, "default": low}


def expected(rating: float, opponent: float, opponents: int = 1) -> float:
    """The expected score against `opponents` computer sides rated `opponent` each."""
    return 1 / (1 + opponents * 10 ** ((opponent - rating) / 400))


def score(ranking: Sequence[Sequence[int]], side: int) -> float:
    """The actual score of `side` in a final ranking (groups of sides, best first): 1 alone
    first, 1/k first among k, else 0."""
    first = ranking[0] if ranking else []
    return 1 / len(first) if side in first else 0.0


def k_factor(games: int) -> int:
    """K for a player who has played `games` rated games of this game and mode before."""
    return K_NEW if games < NEW_GAMES else K_SETTLED


def rated(rating: int, opponent: float, *, opponents: int, score: float,
          games: int) -> dict[str, Any]:
    """The rating after one rated game: its expected and actual score, whether it was won
    (first place alone: the page counts wins), K, the change and the new rating (whole
    numbers, as the page keeps them)."""
    e = expected(rating, opponent, opponents)
    k = k_factor(games)
    change = round(k * (score - e))
    return {"expected": round(e, 4), "score": score, "won": score == 1, "k": k,
            "change": change, "rating": rating + change}


def nearest_level(levels: Sequence[str], ratings: Mapping[str, float], rating: float) -> str:
    """The rated level nearest to `rating` (the weaker of two as near): the opponents of a
    rated game.

    >>> nearest_level(["a", "b", "c"], {"a": 800, "b": 1000, "c": 1200}, 1100)
    'b'
    """
    rated_levels = [level for level in levels if level in ratings]
    return min(rated_levels, key=lambda level: abs(ratings[level] - rating))


def nearest_bands(levels: Sequence[str], ratings: Mapping[str, float]) -> list[dict[str, Any]]:
    """`nearest_level` as bands of ratings, for the page to look a rating up in (its New game
    offers a newcomer the level nearest their rating, with no twin of the rule): the rated
    levels by rating, each with `upto`, the highest rating it is nearest to (the last's None:
    any higher). `levels` are weakest first, so a rating as near two levels meets the weaker.

    >>> nearest_bands(["a", "b", "c"], {"a": 800, "b": 1000, "c": 1200})
    [{'level': 'a', 'upto': 900.0}, {'level': 'b', 'upto': 1100.0}, {'level': 'c', 'upto': None}]
    """
    rated = sorted((level for level in levels if level in ratings), key=lambda lv: ratings[lv])
    uptos = [(ratings[a] + ratings[b]) / 2 for a, b in pairwise(rated)] + [None]
    return [{"level": level, "upto": upto} for level, upto in zip(rated, uptos, strict=True)]
