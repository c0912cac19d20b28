"""How strong each computer level of Blokus plays, measured (`python -m blokus match-pentobi
--rate`, docs/blokus.md): facts the page shows beside each level's name."""

#: Each level's rating on Pentobi's Duo scale (Pentobi's level 1 = 1000 Elo, 3 = 1378,
#: 5 = 1755), from 12 to 40 Duo games against pentobi-gtp levels 1-4 each (`python -m blokus
#: match-pentobi --rate`, README: about ±150 Elo each; champion and master are not told
#: apart by their 12 and 26 games).
RATINGS: dict[str, int] = {"beginner": 364, "casual": 488, "intermediate": 775, "expert": 1115,
                           "champion": 1187, "master": 1181}
