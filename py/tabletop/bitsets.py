"""Sets of small numbers kept as the bits of a Python int, as several engines keep them
(Qwirkle's tiles, Blokus's cells)."""

from __future__ import annotations


def bits(mask: int) -> list[int]:
    """The numbers in a set (the indices of its set bits), lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
