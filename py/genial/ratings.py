"""How strong each computer level plays, measured (`python -m tabletop ladder --game genial
--rate`, docs/genial.md): facts the page shows beside each level's name."""

#: Each level's rating on the game's two-player arena scale (beginner = 1000), fitted to the
#: matches between neighbouring levels (docs/genial.md has the games and intervals;
#: the matches are kept in docs/ladder/genial.jsonl).
RATINGS: dict[str, int] = {"beginner": 1000, "casual": 1173, "intermediate": 1448,
                           "advanced": 1643, "expert": 1784, "master": 1886}
