"""The move model: how likely a strong player is to make each placement, learnt from games
of Pentobi against itself (`tools/blokus_model.py`).

The master's tree looks only at a few placements at each node, so which ones it looks at
matters more than how many simulations it runs: with `evaluate.Scorer`'s three features,
Pentobi's placement in the middle game was among the ten a node considers about half as
often as with this model (docs/blokus.md has the figures). A placement's value is a linear
sum of features a strong player weighs, with weights by piece and by the stage of the game
(the colour's pieces placed), so that a softmax of the values is the likelihood of each
placement in the games learnt from:

- the corners it opens for its colour, and those it covers or spoils (`open`, `lost`);
- the opponents' corners it takes, and the free cells beside them it covers (`block`,
  `beside`), and how many of the opponents' squares it borders (`border`);
- the cells it covers that no opponent could ever take (`safe`), and the corners it opens
  there (`open_safe`);
- how central it is (`centre`);
- how near it comes to the opponents' pieces (`near`), how much it answers their last
  placements (`local`: the corners they opened and the cells beside them), and the cells
  it covers that they could reach within two steps (`contested`), with the corners it opens
  there (`open_contested`);
- the room around the corners it opens: those corners and the free cells beside them that
  its colour may still cover (`room`);
- the cells it covers along the board's edge (`ring`).
"""

from __future__ import annotations

from functools import cache

from ..core import State
from ..geometry import Geometry
from .evaluate import centrality, rivals
from .model_weights import PIECE, STAGES, WEIGHTS

#: The features of a placement, in the order of `MoveModel.features` and of `WEIGHTS`.
FEATURES = ("open", "lost", "block", "beside", "border", "safe", "centre", "open_safe", "near",
            "local", "contested", "open_contested", "room", "ring")


@cache
def ring(geo: Geometry) -> int:
    """The cells along the board's edge."""
    last = geo.size - 1
    return sum(1 << geo.bit((x, y)) for y in range(geo.size) for x in range(geo.size)
               if x in (0, last) or y in (0, last))


def answers(state: State) -> int:
    """The cells that answer the opponents' last placements: the corners they opened that are
    still theirs, and the free cells beside those corners that they may still cover."""
    geo = state.geo
    cells = 0
    for o in rivals(state, state.colour):
        pid = state.last[o]
        if pid >= 0:
            corners = geo.halo[pid][0] & state.attach[o]
            cells |= corners | geo.edges(corners) & ~state.forbidden[o]
    return cells


def stage(state: State) -> int:
    """The stage of the game for the colour to move: the index of the first of `STAGES`
    (pieces placed) it has not reached."""
    placed = 21 - len(state.left[state.colour])
    return next((i for i, limit in enumerate(STAGES) if placed < limit), len(STAGES))


class MoveModel:
    """Values the placements of the colour to move (log-likelihoods up to a constant), with
    what all of them share computed once."""

    def __init__(self, state: State, local: int | None = None) -> None:
        """`local`: the position's `answers`, when the caller has them already (the playouts
        do, for every placement)."""
        c, geo = state.colour, state.geo
        foe_attach = foe_own = foe_may = 0
        foe_never = geo.full
        for o in rivals(state, c):
            foe_attach |= state.attach[o]
            foe_own |= state.own[o]
            foe_never &= state.forbidden[o]
            foe_may |= geo.full & ~state.forbidden[o]
        reach = foe_attach
        for _ in range(2):
            reach |= geo.edges(reach) & foe_may
        self.attach = state.attach[c]
        self.free = geo.full & ~(state.forbidden[c] | self.attach)
        self.foe_attach, self.foe_own, self.foe_never = foe_attach, foe_own, foe_never
        self.beside = geo.edges(foe_attach) & foe_may & ~foe_attach
        self.near = geo.edges(geo.edges(foe_own | foe_attach)) | foe_attach
        self.local = answers(state) if local is None else local
        self.reach = reach
        self.geo = geo
        self.may = geo.full & ~state.forbidden[c]
        self.ring = ring(geo)
        board, at = state.mode.variant.name, stage(state)
        self.weights, self.piece_weight = WEIGHTS[board][at], PIECE[board][at]

    def features(self, pid: int) -> tuple[float, ...]:
        """A placement's features, named by `FEATURES`: what the model is fitted on, and the
        plain statement of what `values` sums."""
        opens, shadow = self.geo.halo[pid]
        m = self.geo.masks[pid]
        o = opens & self.free
        cells = {"open": o, "lost": self.attach & shadow, "block": self.foe_attach & m,
                 "beside": self.beside & m, "border": self.foe_own & shadow,
                 "safe": self.foe_never & m, "open_safe": o & self.foe_never,
                 "near": self.near & m, "local": self.local & m, "contested": self.reach & m,
                 "open_contested": o & self.reach,
                 "room": (o | self.geo.edges(o)) & self.may & ~shadow, "ring": self.ring & m}
        return tuple(centrality(self.geo)[pid] if name == "centre"
                     else cells[name].bit_count() for name in FEATURES)

    def values(self, pids: list[int]) -> list[float]:
        """The value of each placement: its piece's weight plus its features' weighted sum,
        in one loop (a node values hundreds), the sum written out for speed."""
        halo, masks, piece = self.geo.halo, self.geo.masks, self.geo.piece
        centre = centrality(self.geo)
        (w_open, w_lost, w_block, w_beside, w_border, w_safe, w_centre, w_open_safe, w_near,
         w_local, w_contested, w_open_contested, w_room, w_ring) = self.weights
        attach, free, foe_attach, foe_own = self.attach, self.free, self.foe_attach, self.foe_own
        never, beside, near, local, reach = (self.foe_never, self.beside, self.near, self.local,
                                             self.reach)
        piece_weight, may, ring, edges = self.piece_weight, self.may, self.ring, self.geo.edges
        out = []
        for pid in pids:
            opens, shadow = halo[pid]
            m = masks[pid]
            o = opens & free
            out.append(piece_weight[piece[pid]]
                       + w_open * o.bit_count() + w_lost * (attach & shadow).bit_count()
                       + w_block * (foe_attach & m).bit_count()
                       + w_beside * (beside & m).bit_count()
                       + w_border * (foe_own & shadow).bit_count()
                       + w_safe * (never & m).bit_count() + w_centre * centre[pid]
                       + w_open_safe * (o & never).bit_count()
                       + w_near * (near & m).bit_count() + w_local * (local & m).bit_count()
                       + w_contested * (reach & m).bit_count()
                       + w_open_contested * (o & reach).bit_count()
                       + w_room * ((o | edges(o)) & may & ~shadow).bit_count()
                       + w_ring * (ring & m).bit_count())
        return out
