"""The house every game lives in: what all games use and no game owns.

Seeded generators (`rng`), refusals with stable codes (`errors`), the record envelope and its
hostile-input checks (`records`), and the protocol a game package offers (`protocol`). Nothing
here imports a game: a game package imports this layer, never the reverse.
"""
