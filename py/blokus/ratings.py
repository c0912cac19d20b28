"""How strong each computer level of Blokus plays, measured (`python -m blokus match-pentobi
--rate`, docs/blokus.md): facts the page shows beside each level's name."""

#: Each level's rating on Pentobi's Duo scale (Pentobi's level 1 = 1000 Elo, 3 = 1378,
#: 5 = 1755, 6 = 1945), from 20 to 216 Duo games against pentobi-gtp levels 1-6 each (`python -m
#: blokus match-pentobi --rate`, docs/blokus.md: about ±150 Elo each on 20 games; the expert
#: and master, searching by the move model, from docs/ladder/blokus-pentobi.jsonl).
RATINGS: dict[str, int] = {"beginner": 364, "casual": 488, "intermediate": 775,
                           "advanced": 1115, "expert": 1589, "master": 1831}
