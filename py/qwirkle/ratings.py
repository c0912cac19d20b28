"""How strong each computer level plays, measured (`python -m tabletop ladder --game qwirkle
--rate`, docs/qwirkle.md): facts the page shows beside each level's name."""

#: Each level's rating on the game's two-player arena scale (beginner = 1000), fitted to the
#: matches between neighbouring levels (docs/qwirkle.md has the games and intervals;
#: the matches are kept in docs/ladder/qwirkle.jsonl).
RATINGS: dict[str, int] = {"novice": 804, "beginner": 1000, "casual": 1207,
                           "intermediate": 1436, "expert": 1578, "master": 1613}
