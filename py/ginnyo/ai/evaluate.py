"""What decisions are worth, in points: the unit every strategy and the analysis share.

A decision of the AI is a tuple on the integer core: `("play", placements, points)`,
`("discard", tiles)` or `("pass",)`. Its worth is counted in points of margin: what the seat
gains minus what the others gain on average, over the turns that follow it (a decision that
scores 20 but lets the next player score 30 is worth -10). Players read such a figure
directly: "this play was worth 12 points less than the best".
"""

from __future__ import annotations

from ..core import State

Decision = tuple


def margin(state: State, before: list[int], seat: int) -> float:
    """Points the seat gained since `before`, minus the mean gain of the other seats (hand
    penalties count as soon as the game is over)."""
    gains = [now - then for now, then in zip(state.scores, before, strict=True)]
    others = [g for s, g in enumerate(gains) if s != seat]
    return gains[seat] - sum(others) / len(others)
