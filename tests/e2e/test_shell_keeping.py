"""Nothing hides or rewrites a player's game (issue 36): each game's tab goes back to its game
in progress exactly as left, Past games lists the unfinished games of every kind and resumes
them, a finished game stays finished whatever another tab starts and stays on show after a
reload, and New game presets each game's setup as last started (first time: you against the
computer nearest your rating), its options never stale."""

from __future__ import annotations

import importlib
import json
from functools import cache

import blokus
from blokus import ai as blokus_ai
from blokus_driver import choose_piece
from blokus_driver import play_turn as blokus_turn
from genial_driver import play_turn as genial_turn
from genial_driver import select_tile
from ginnyo_driver import fitting as ginnyo_fitting
from ginnyo_driver import play_turn as ginnyo_turn
from qwirkle_driver import fitting, select, settled, stage, tile_text
from qwirkle_driver import play_turn as qwirkle_turn
from shell_driver import click_cell, open_game, state, wait_for
from tabletop import games

GAMES = ("genial", "qwirkle", "blokus", "ginnyo")
#: From the Ginny-O game on show, every game's tab once after every other (the 12 ordered
#: pairs of the four games, each once).
TOUR = ("genial", "qwirkle", "blokus", "ginnyo", "qwirkle", "genial", "blokus", "qwirkle",
        "ginnyo", "blokus", "genial", "ginnyo")
#: One human turn of each game, by clicks (its driver's).
PLAY = {"genial": genial_turn, "qwirkle": qwirkle_turn, "blokus": blokus_turn,
        "ginnyo": ginnyo_turn}
#: New game's Blokus Duo against the casual level, as the last test started it.
CASUAL_DUO = {"players": 2, "seats": ["human", "ai-casual"], "ticked": ["variant"],
              "greyed": ["teams"]}
#: What a state says besides the game: the moment (the last move's marks, as after a reload).
MOMENT = {"awaiting", "pending", "last"}


@cache
def static_info(name: str) -> dict:
    """A game's static facts, as the page reads them."""
    return games.static_info(importlib.import_module(name))


def tab(page, name: str) -> None:
    page.locator(f'[data-testid="site-game"][data-game="{name}"]').click()


def new_game_dialog(page, name: str | None = None) -> None:
    """Open New game (by the header's button, or by `name`'s tab where it has no game) and wait
    until the game chosen is drawn with its preset."""
    if name is None:
        page.locator("#new-game").click()
    else:
        tab(page, name)
    page.get_by_test_id("new-dialog").wait_for(state="visible")
    game = page.locator("#new-form select[name=game]").input_value()
    assert name in (None, game)
    drawn(page, game)


def drawn(page, name: str) -> None:
    """Wait until the dialog shows `name`'s seats (its levels, from its static facts)."""
    seats = [s["seat"] for s in static_info(name)["seats"]]
    page.wait_for_function("(seats) => { const s = document.querySelector('#seat-list select');"
                           " return s && JSON.stringify([...s.options].map((o) => o.value))"
                           " === JSON.stringify(seats); }", arg=seats)


def choose(page, name: str) -> None:
    page.locator("#new-form select[name=game]").select_option(name)
    drawn(page, name)


def start(page, name: str) -> dict:
    """Start in the dialog; the new game's state (a new deal) once it is a human's turn."""
    before = state(page).get("seed")
    page.get_by_test_id("start").click()
    page.wait_for_function("([n, seed]) => { const s = window.genial.state();"
                           " return s.game === n && s.seed !== seed; }", arg=[name, before])
    return wait_for(page, "human", "over")


def preset(page) -> dict:
    """What the New game dialog shows: players, seats, ticked and greyed mode boxes."""
    return page.evaluate("""() => {
      const f = document.getElementById('new-form');
      const boxes = [...document.querySelectorAll('#mode-list input')];
      return { players: Number(f.players.value),
               seats: [...document.querySelectorAll('#seat-list select')].map((s) => s.value),
               ticked: boxes.filter((b) => b.checked).map((b) => b.name),
               greyed: boxes.filter((b) => b.disabled).map((b) => b.name) }; }""")


def nearest_seat(game: str, rating: int | None = None) -> str:
    """The computer seat whose level's rating (the game's static facts) is nearest `rating`
    (a newcomer's: the starting rating offered, the weakest level's), the weaker of two as
    near."""
    statics = static_info(game)
    rating = statics["rating_start"]["default"] if rating is None else rating
    rated = [s for s in statics["seats"] if s.get("level") in statics["ratings"]]
    return min(rated, key=lambda s: abs(statics["ratings"][s["level"]] - rating))["seat"]


def begin_turn(page, name: str) -> None:
    """Leave a turn half done: Génial's tile on its first cell, tiles staged (Qwirkle,
    Ginny-O), a Blokus piece in hand."""
    if name == "genial":
        click_cell(page, *select_tile(page)["options"][0]["first"])
        page.wait_for_function("window.genial.state().selection?.first")
    elif name == "blokus":
        choose_piece(page)
    elif (index := (ginnyo_fitting if name == "ginnyo" else fitting)(settled(page))) is None:
        select(page, 0)  # no tile fits alone (Ginny-O's melds): a tile in hand
    else:
        tile = state(page)["hand"][index]
        cells = state(page)["cells"][tile if name == "ginnyo" else tile_text(tile)]
        stage(page, index, *cells[0])


def as_left(page) -> dict:
    """The game on show, once the engine has answered about what is staged or selected."""
    wait_for(page, "human")
    s = settled(page)
    return {k: v for k, v in s.items() if k not in MOMENT}


def back_as_left(page, want: dict) -> None:
    """Wait until the game on show is `want` again (its turn in progress is replayed through
    the engine's answers), then check it is."""
    for _ in range(100):
        if (now := as_left(page)) == want:
            return
        page.wait_for_timeout(100)
    assert now == want


def past_games(page) -> None:
    """Open Games, once its list of past games is drawn."""
    page.get_by_test_id("games-button").click()
    page.get_by_test_id("games-dialog").wait_for(state="visible")


def test_each_games_tab_goes_back_to_its_game_as_left(page, site):
    open_game(page, site)  # a fresh browser, the plain address: Génial against the computer
    left = {}
    for name in GAMES:
        if name != "genial":
            new_game_dialog(page, name)  # no game of it yet: its tab offers New game
            start(page, name)
        PLAY[name](page)  # a game with a past...
        wait_for(page, "human")
        begin_turn(page, name)  # ...and a turn in progress
        left[name] = as_left(page)
    for name in TOUR:
        tab(page, name)
        page.wait_for_function("(n) => window.genial.state().game === n", arg=name)
        assert not page.get_by_test_id("new-dialog").is_visible()
        back_as_left(page, left[name])

    new_game_dialog(page)  # a Duo game takes no classic Blokus game's place
    choose(page, "blokus")
    page.locator("#mode-list input[name=variant]").check()
    duo = start(page, "blokus")
    assert duo["players"] == 2 and len(duo["board"]) == 0
    past_games(page)
    listed = page.locator("#past-games li")
    assert listed.count() == 4  # every other game in progress, marked unfinished
    assert all("unfinished" in text for text in listed.all_inner_texts())
    listed.filter(has_text="Qwirkle").get_by_test_id("past-game").click()
    page.wait_for_function("window.genial.state().game === 'qwirkle'")
    back_as_left(page, left["qwirkle"])
    tab(page, "blokus")  # Blokus's tab: the Duo game, started last
    page.wait_for_function("window.genial.state().game === 'blokus'")
    assert as_left(page)["board"] == [] and state(page)["variant"] == "duo"


def duo_record(*, last: bool) -> dict:
    """A Duo game between you and the beginner, by the engine: played to its end, or (`last`
    false) all but its last decision, seated so that the computer makes that one."""
    game = blokus.new_game(players=2, variant="duo", seed=3)
    while game.phase != "over":
        game.play(blokus_ai.choose(game, "beginner", seed=len(game.to_record()["decisions"])))
    record = game.to_record()
    if last:
        return {**record, "meta": {"seats": ["human", "ai-beginner"]}}
    record["decisions"] = record["decisions"][:-1]
    seats = ["human", "ai-beginner"]
    if blokus.from_record(record).to_move == 0:
        seats.reverse()
    return {**record, "meta": {"seats": seats}}


def test_a_finished_game_stays_finished_whatever_another_tab_starts(context, page, site):
    record = duo_record(last=True)
    game = blokus.from_record(record)
    entry = {"game": "blokus", "date": "2026-12-01T10:00:00.000Z", "record": record, "result": {
        "over": True, "standings": [[{"side": s, "value": game.scores[s]} for s in group]
                                    for group in game.ranking()]}}
    text = json.dumps(json.dumps([entry]))
    page.add_init_script(f"if (!localStorage.getItem('blokus.games'))"
                         f" localStorage.setItem('blokus.games', {text})")
    open_game(page, site)
    past_games(page)
    assert "unfinished" not in page.locator("#past-games li").inner_text()
    page.get_by_test_id("past-game").click()
    page.wait_for_function("window.genial.state().game === 'blokus'")
    finished = wait_for(page, "over")
    page.locator("#end-close").click()

    other = context.new_page()  # the site in a new tab: the game shown last, over
    open_game(other, site)
    assert wait_for(other, "over")["board"] == finished["board"]
    other.locator("#end-close").click()
    new_game_dialog(other)
    choose(other, "blokus")
    start(other, "blokus")
    blokus_turn(other)
    page.wait_for_timeout(1500)  # time for the first tab to hear the other's saves
    assert not page.get_by_test_id("notice-dialog").is_visible()  # nothing to say: untouched
    game_part = lambda s: {k: v for k, v in s.items() if k != "zoom"}  # noqa: E731 - zoom: the layout's
    assert game_part(state(page) | {"awaiting": "over"}) == game_part(finished)
    past_games(page)
    texts = page.locator("#past-games li").all_inner_texts()
    assert len(texts) == 2, texts  # the finished game, the other tab's game in progress
    assert ["unfinished" in text for text in texts] == [True, False]  # newest first
    other.close()


def test_a_reload_after_the_end_shows_the_end_and_new_game_the_same_setup(page, site):
    open_game(page, site)
    page.get_by_test_id("games-button").click()  # a Duo game one decision from its end, by paste
    page.get_by_test_id("import-text").fill(json.dumps(duo_record(last=False)))
    page.get_by_test_id("import-paste").click()
    over = wait_for(page, "over")
    seats = over["seats"]
    page.locator("#end-close").click()
    page.reload()
    page.evaluate("window.genial.ready")
    again = wait_for(page, "over")
    assert again["game"] == "blokus" and again["board"] == over["board"]
    assert again["scores"] == over["scores"]
    page.locator("#end-close").click()
    new_game_dialog(page)
    assert preset(page) == {"players": 2, "seats": seats, "ticked": ["variant"],
                            "greyed": ["teams"]}


def test_each_game_presets_its_own_setup(page, site):
    open_game(page, site)
    new_game_dialog(page)  # first time: two players, you against the level nearest a newcomer
    for name in GAMES:
        choose(page, name)
        assert preset(page) | {"greyed": []} == {
            "players": 2, "seats": ["human", nearest_seat(name)], "ticked": [], "greyed": []}, name
    choose(page, "blokus")
    page.locator("#player-counts input[value='3']").check()  # Duo is for two only
    assert preset(page)["greyed"] == ["variant", "teams"]
    choose(page, "qwirkle")
    choose(page, "blokus")  # back to Blokus: its own preset again, nothing greyed
    assert preset(page) == {"players": 2, "seats": ["human", nearest_seat("blokus")],
                            "ticked": [], "greyed": ["teams"]}
    fresh = start(page, "blokus")  # the classic board for two
    card = page.get_by_test_id("score-card").first  # the rules score at the end: until then
    assert card.get_by_test_id("score").inner_text() == str(fresh["scores"][0])  # the engine's
    assert card.locator(".unit").inner_text() == "points if it ended now"  # count, said so
    new_game_dialog(page)
    assert preset(page)["ticked"] == []  # not Duo
    page.locator("#mode-list input[name=variant]").check()
    page.locator("#seat-list select").nth(1).select_option("ai-casual")
    start(page, "blokus")
    new_game_dialog(page)
    assert preset(page) == CASUAL_DUO
    page.locator("#new-cancel").click()
    new_game_dialog(page, "qwirkle")  # no Qwirkle game yet: its tab offers New game, preset
    assert preset(page)["players"] == 2
    page.locator("#player-counts input[value='3']").check()
    start(page, "qwirkle")
    new_game_dialog(page, "ginnyo")
    assert preset(page)["players"] == 2  # Ginny-O's own: not Qwirkle's three
    choose(page, "qwirkle")
    assert preset(page)["players"] == 3  # Qwirkle's as last started
    choose(page, "blokus")
    assert preset(page) == CASUAL_DUO
    page.locator("#new-cancel").click()
    assert state(page)["game"] == "qwirkle"
