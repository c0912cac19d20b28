"""How strong each computer level plays, measured (`python -m tabletop ladder --game qwirkle
--rate`, docs/qwirkle.md): facts the page shows beside each level's name."""

#: Each level's rating on the game's two-player arena scale (casual = 1000, as when it was
#: called the beginner: players' ratings keep their meaning), fitted to the matches between
#: neighbouring levels (docs/qwirkle.md has the games and intervals; the matches are kept in
#: docs/ladder/qwirkle.jsonl).
RATINGS: dict[str, int] = {"beginner": 804, "casual": 1000, "intermediate": 1207,
                           "advanced": 1436, "expert": 1578, "master": 1613}
