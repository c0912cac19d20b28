"""The two refusals of the public API; both are ValueErrors whose message says what is wrong."""


class IllegalMove(ValueError):
    """A decision the rules do not allow now; the game is left exactly as it was."""


class RecordError(ValueError):
    """A game record that cannot be read or replayed; nothing is built from it."""
