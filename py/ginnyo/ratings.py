"""How strong each computer level plays, measured (`python -m tabletop ladder --game ginnyo
--rate`, docs/ginnyo.md): facts the page shows beside each level's name."""

#: Each level's rating on the game's two-player arena scale (beginner = 1000), fitted to the
#: matches between neighbouring levels (docs/ginnyo.md has the games and intervals;
#: the matches are kept in docs/ladder/ginnyo.jsonl).
RATINGS: dict[str, int] = {"novice": 884, "beginner": 1000, "casual": 1116,
                           "intermediate": 1218, "expert": 1320, "master": 1326}
