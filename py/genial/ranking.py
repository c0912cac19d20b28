"""Ranking by markers sorted ascending and compared lexicographically (never the sum)."""

from __future__ import annotations

from collections.abc import Sequence


def rank(markers: Sequence[Sequence[int]], winner: int | None = None) -> list[list[int]]:
    """Groups of side indices, best first; sides with equal sorted markers share a group.

    `winner`, a side that put all six markers at the top, comes first whatever the others hold.
    """
    def key(side: int) -> tuple[bool, list[int]]:
        return (side == winner, sorted(markers[side]))

    groups: list[list[int]] = []
    for side in sorted(range(len(markers)), key=key, reverse=True):
        if groups and key(groups[-1][0]) == key(side):
            groups[-1].append(side)
        else:
            groups.append([side])
    return groups
