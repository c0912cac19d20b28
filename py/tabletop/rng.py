"""Seeded generators for every game's chance (SplitMix64) and the AI's sampled worlds (Minstd).

Own code rather than `random.Random`, so that a record replays the same draws on any Python —
CPython 3.11 here, Pyodide's 3.14 in the browser — for as long as the record format lives.
"""

from __future__ import annotations

import random
from typing import Any

MASK = (1 << 64) - 1


class SplitMix64:
    """SplitMix64 (Steele, Lea, Flood 2014): 64-bit state, full period, good enough for a bag."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK

    def next64(self) -> int:
        """The next 64-bit output."""
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias (rejection sampling)."""
        limit = MASK - (MASK + 1) % n
        while True:
            x = self.next64()
            if x <= limit:
                return x % n

    def copy(self) -> SplitMix64:
        return SplitMix64(self.state)


class Minstd:
    """The Park–Miller "minimal standard" generator, for the AI's sampled worlds only.

    Its state stays below 2**31, so every step is small-integer arithmetic: three to four times
    cheaper than SplitMix64 (which needs 64-bit products), and the gap is widest in Pyodide.
    Its quality is plenty for dealing simulated draws; real games keep SplitMix64.
    """

    __slots__ = ("state",)

    MODULUS = 2**31 - 1

    def __init__(self, seed: int) -> None:
        self.state = seed % (self.MODULUS - 1) + 1  # never 0, the generator's fixed point

    def below(self, n: int) -> int:
        """An integer in [0, n) (bias under n / 2**31, irrelevant for bag sizes)."""
        self.state = x = self.state * 48271 % self.MODULUS
        return x * n >> 31

    def copy(self) -> Minstd:
        twin = Minstd.__new__(Minstd)
        twin.state = self.state
        return twin


def draw(bag: list[int], rng: SplitMix64 | Minstd) -> int:
    """One item taken from `bag` at random: the last item fills its place, so a draw costs the
    same from any bag. Every game draws this way, so the order a seed deals in is one fact."""
    i = rng.below(len(bag))
    item = bag[i]
    bag[i] = bag[-1]
    bag.pop()
    return item


def deal_again(hands: list[list[int]], seat: int, pool: list[int]) -> list[int]:
    """Deal `pool` (the tiles `seat` cannot see, already mixed) to every other hand, each as
    many as it holds, in place: a search's world. What is left, the new bag, is returned."""
    for other, hand in enumerate(hands):
        if other != seat:
            hands[other], pool = pool[:len(hand)], pool[len(hand):]
    return pool


def resampled(state: Any, seat: int, rnd: random.Random) -> Any:
    """A copy of a dealt core (`copy()`, `hands`, `bag`, `rng`, `unseen(seat)`) in which all
    `seat` cannot see is dealt again at random from what it knows, with cheap draws from then
    on (Minstd): a search's world. The result depends only on the seat's information and
    `rnd`, which is what makes a search built on it fair (it cannot peek at the real hands or
    the bag's order)."""
    s = state.copy()
    pool = state.unseen(seat)
    rnd.shuffle(pool)
    s.bag = deal_again(s.hands, seat, pool)
    s.rng = Minstd(rnd.getrandbits(31))
    return s
