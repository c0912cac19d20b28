"""A deal nobody chose (#23): the seed of a game played on several devices, agreed by
commit-and-reveal, and the check every device makes once the host reveals its secret.

The host's page makes a secret (32 random bytes as hex, from the browser's
crypto.getRandomValues: Python makes no randomness the page could not reproduce) and sends its
`commitment` with the invitation; each guest answers with a random nonce of its own; the
game's seed is `agreed_seed(secret, nonces)`, which no device could choose alone: the host
is bound to its secret before it sees a nonce, and a guest does not know the secret. When the
game is over the host reveals the secret and the nonces, and every device runs `check` on the
full record: the commitment, the seed, and a replay of every decision.

The parts are hashed length-prefixed, so that no two lists of texts hash alike: each part's
UTF-8 bytes preceded by their number in decimal and a colon, after the label
"genial-deal-seed:" (for the seed) or "genial-deal:" (for the commitment, then the secret
alone, unprefixed). The labels name the site, not a game, and stay as they are: a deal committed
by an earlier page must still check.
"""

from __future__ import annotations

import hashlib
from typing import Any

from .errors import RecordError, Refusal, show
from .games import DEFAULT, installed, load
from .records import check_seed, parse_json

COMMITMENT_LABEL = "genial-deal:"
SEED_LABEL = "genial-deal-seed:"
#: Hex digits of the hash the seed is read from: 13 × 4 = 52 bits, a safe JavaScript integer.
SEED_DIGITS = 13
MAX_PART = 256  # characters of the secret or of one nonce
MAX_NONCES = 8  # one per guest device, far more than any game has seats


def commitment(secret: str) -> str:
    """What the host sends before any nonce is known: sha256 hex of the label and secret."""
    return hashlib.sha256((COMMITMENT_LABEL + secret).encode()).hexdigest()


def agreed_seed(secret: str, nonces: list[str]) -> int:
    """The game's seed: the first SEED_DIGITS hex digits of sha256 over the label, the secret
    and the nonces, each length-prefixed (below 2**52)."""
    joined = SEED_LABEL.encode() + b"".join(
        str(len(data)).encode() + b":" + data for data in (p.encode() for p in [secret, *nonces]))
    return int(hashlib.sha256(joined).hexdigest()[:SEED_DIGITS], 16)


def read_parts(secret: Any, nonces: Any) -> tuple[str, list[str]]:
    """The secret and nonces of a request: texts of 1 to MAX_PART characters, at most
    MAX_NONCES nonces; anything else refused (deal_secret, deal_nonces)."""
    if not _part(secret):
        raise Refusal("deal_secret", limit=MAX_PART)
    if not (isinstance(nonces, list) and len(nonces) <= MAX_NONCES and all(map(_part, nonces))):
        raise Refusal("deal_nonces", most=MAX_NONCES, limit=MAX_PART)
    return secret, list(nonces)


def _part(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_PART


def check(record: Any, secret: str, nonces: list[str], promised: Any) -> list[Refusal]:
    """The problems of a revealed deal (a record as data or as its JSON text, the secret and
    nonces, the commitment sent first), none when it checks out: the commitment does not match
    the secret (deal_commitment); the record's seed is not the agreed one (deal_seed); the
    record does not replay from its seed (its RecordError: decision_refused names the
    decision, by its number from 1, and why it was refused)."""
    problems: list[Refusal] = []
    if promised != commitment(secret):
        problems.append(Refusal("deal_commitment"))
    try:
        record = parse_json(record) if isinstance(record, str) else record
    except RecordError as err:
        return [*problems, err]
    agreed, seed = agreed_seed(secret, nonces), _seed_of(record)
    if seed != agreed:
        problems.append(Refusal("deal_seed", seed=show(seed), agreed=str(agreed)))
    name = record.get("format") if isinstance(record, dict) else None
    try:
        load(name if name in installed() else DEFAULT).from_record(record)
    except RecordError as err:
        problems.append(err)
    return problems


def _seed_of(record: Any) -> Any:
    """The seed a record names (as an integer when it is one, else as it is written)."""
    seed = record.get("seed") if isinstance(record, dict) else None
    try:
        return check_seed(seed)
    except Refusal:
        return seed
