"""Every refusal a game can give, with a stable code and the parameters of its message.

A refusal is a ValueError whose `code` names the problem and whose `params` fill the English
template of that code in `MESSAGES`; `str(err)` is that English text. The web page shows the
same code's template from its locale file (web/locales/<lang>.json, key `refusal.<code>`) with
the same params, so each message exists once per language. A param may itself be a refusal
(the reason a replayed decision was refused): it is rendered, in either place, by its own code.

The codes below are the house's (records, requests, the session); each game adds its own with
`register`, and a code means one thing across all games (a clash is refused at import).
"""

from __future__ import annotations

from typing import Any

MESSAGES: dict[str, str] = {
    # A decision (IllegalMove), from the public API, a record or the page.
    "game_over": "the game is over",
    "move_not_text": "a move in notation is a string, not {type}",
    # The setup of a game (new_game, a record's config, the page's address).
    "seed_range": "'seed' must be an integer from 0 to 2**64 - 1, not {value}",
    # A record (RecordError): a file, a paste, a link or the browser's saved game.
    "record_too_large": "the record is too large ({size} characters > {limit})",
    "record_too_deep": "the record is nested too deeply (more than {limit} levels)",
    "record_not_json": "the record is not valid JSON (line {line}, column {column})",
    "record_huge_number": "the record holds a number too long to read (over 4,300 digits)",
    "record_not_number": "the record holds {value}, which is not a JSON number",
    "record_unsafe_number": "the record holds the number {value}, which a web page cannot keep "
                            "exactly (whole numbers up to 2**53 - 1 either way)",
    "record_not_utf8": "the record is not UTF-8 text",
    "record_not_object": "a record is a JSON object, not {type}",
    "record_format": "not a {expected} record (format {value})",
    "unknown_fields": "unknown field(s) in the record: {fields}",
    "record_version": "unsupported record version {value} (this reads {version})",
    "record_missing": "the record has no '{field}'",
    "record_meta": "'meta' must be an object",
    "record_decisions": "'decisions' must be a list of moves in notation",
    "too_many_decisions": "too many decisions ({count} > {limit})",
    "decision_not_text": "decision {n} is not a move in notation: {value}",
    "decision_refused": "decision {n} ({move}) cannot be replayed: {reason}",
    # A request to the bridge (BridgeError), and the computer players' arguments.
    "request_too_large": "the request is too large ({size} characters > {limit})",
    "request_too_deep": "the request is nested too deeply (more than {limit} levels)",
    "request_not_json": "the request is not valid JSON (line {line}, column {column})",
    "request_huge_number": "the request holds a number too long to read (over 4,300 digits)",
    "request_not_number": "the request holds {value}, which is not a JSON number",
    "request_not_object": "the arguments must be a JSON object",
    "unknown_command": "unknown command {value} (commands: {commands})",
    "unknown_game": "unknown game {value} (games: {games})",
    "no_game": "no game yet: start one with 'new' or 'load'",
    "no_file": "{game} has no file of another program's format: its record is its file",
    "bad_integer": "'{key}' must be an integer, not {value}",
    "bad_seats": "'seats' must list one seat per player ({players}), not {value}",
    "seat_count": "'seats' must list one seat per player ({players}), not {count}: {seats}",
    "unknown_seat": "unknown seat {value} (seats: {seats})",
    "unknown_level": "unknown level {value} (levels: {levels})",
    "bad_budget": "'budget' must be a positive number of seconds, not {value}",
    "budget_range": "'budget' must be a number of seconds above 0 and up to {limit}, "
                    "not {value}",
    "computer_turn": "it is a computer seat's turn",
    "remote_turn": "it is the turn of a seat played on another device",
    "guest_seat": "seat {value} is not played on another device (those seats: {seats})",
    "guest_command": "a guest device cannot ask {value} (it may ask: {commands})",
    "guest_args": "a guest's 'args' must be a JSON object, not {value}",
    "guest_not_your_turn": "it is not your turn",
    "world_bad": "this is not a world of the game a message may carry",
    # The deal of a game on several devices (tabletop.deal): a request, or what its check found.
    "deal_secret": "the deal's secret must be a text of 1 to {limit} characters",
    "deal_nonces": "the deal's nonces must be a list of at most {most} texts of 1 to {limit} "
                   "characters",
    "deal_commitment": "the revealed secret does not match the commitment sent with the "
                       "invitation",
    "deal_seed": "the game's seed {seed} is not the one agreed by the devices ({agreed})",
    "not_computer_turn": "it is not a computer seat's turn",
    "nothing_to_undo": "there is no decision of yours to undo",
    "position_range": "a position is 0 to {last} decisions in, not {value}",
    "decision_index": "decision index must be 0 to {last}, not {value}",
    "not_placement": "decision {n} is {move}, not a placement",
    # Rated games (tabletop.rating).
    "no_ratings": "{game} has no measured ratings of its levels yet: no rated game",
    "rating_range": "a rating must be a whole number from {low} to {high}, not {value}",
    "bad_flag": "'start' and 'left' must be true, false, 1 or 0, not {value}",
    "rated_games": "'games' must count the rated games played before, from 0, not {value}",
    "rated_not_over": "the rated game is not over: leaving it counts as a loss",
    "not_rated": "this is no rated game: one human against computers of one level, "
                 "each playing alone",
}


def register(messages: dict[str, str]) -> None:
    """Add a game's refusal codes; a code already meaning something else is refused."""
    for code, template in messages.items():
        if MESSAGES.get(code, template) != template:
            raise ValueError(f"refusal code {code!r} is already registered with another text")
    MESSAGES.update(messages)


class Refusal(ValueError):
    """Input a game refuses: `code` (a key of MESSAGES) and the `params` of its message.

    Params are JSON values (text, numbers) or a nested Refusal (the reason behind this one).
    """

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(MESSAGES[code].format_map({k: str(v) for k, v in params.items()}))

    def to_json(self) -> dict[str, Any]:
        """The refusal as the bridge sends it: code, params (nested refusals too), message."""
        params = {k: v.to_json() if isinstance(v, Refusal) else v for k, v in self.params.items()}
        return {"code": self.code, "params": params, "message": str(self)}

    def __reduce__(self) -> tuple[Any, ...]:  # pickled (across processes): rebuilt from the code
        return _rebuild, (type(self), self.code, self.params)


def _rebuild(cls: type[Refusal], code: str, params: dict[str, Any]) -> Refusal:
    return cls(code, **params)


class IllegalMove(Refusal):
    """A decision the rules do not allow now; the game is left exactly as it was."""


class RecordError(Refusal):
    """A game record that cannot be read or replayed; nothing is built from it."""


class BridgeError(Refusal):
    """A request the bridge cannot serve (bad arguments, no game yet); the state is unchanged."""


def show(value: object) -> str:
    """A short printable form of any value from outside, even a 10,000-digit integer."""
    try:
        text = repr(value) if isinstance(value, str) else str(value)
    except ValueError:  # an integer past Python's 4,300-digit conversion limit
        assert isinstance(value, int)
        return f"~2**{abs(value).bit_length()}"
    return text if len(text) <= 40 else text[:40] + "…"


def cell_text(cell: tuple[int, int]) -> str:
    """A cell as the notations write it: '0,-4'."""
    return f"{cell[0]},{cell[1]}"
