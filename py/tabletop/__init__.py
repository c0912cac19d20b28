"""The house every game lives in: what all games use and no game owns.

The protocol a game package offers (`protocol`) and the list of the site's games (`games`);
seeded generators (`rng`), refusals with stable codes (`errors`), the record envelope and its
hostile-input checks (`records`), a request's arguments (`arguments`); the page's bridge, its
session and the look back at a game (`bridge`, `session`, `review`); the AI's search (`search`);
matches, statistics and the command line for any game (`arena`, `stats`, `simulate`, `bench`,
`cli`). Nothing here imports a game statically: a game is found by name when a request, a
record or a command names it, and a game package imports this layer, never the reverse.
"""
