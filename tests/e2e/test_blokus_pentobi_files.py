"""Pentobi's game files in the page, as a player uses them: a Blokus game exported from the
Games dialog as `.blksgf` opens, by the dialog's Import, in a fresh browser (on Génial, as a
first visit opens) as the same position; a bad file is refused with its reason and the game
in progress is unchanged; a file dropped on the page opens too."""

import blokus
import blokus_driver as b
from conftest import open_context
from shell_driver import open_game, state, wait_for

#: What must be the same once the file is opened again (a file keeps no seed and no seats).
SAME = ("game", "board", "scores", "to_move", "players", "variant", "colour")


def same(a: dict, b: dict) -> bool:
    return all(a[k] == b[k] for k in SAME)


def wait_text(page, testid: str, text: str) -> None:
    page.wait_for_function("([id, t]) => document.querySelector(`[data-testid=${id}]`)"
                           "?.textContent.includes(t)", arg=[testid, text])


def test_a_blksgf_file_goes_out_and_comes_back_and_a_bad_one_changes_nothing(
        page, site, browser, watch, tmp_path):
    open_game(page, site, b.DUO)
    for _ in range(2):
        wait_for(page, "human")
        b.play_turn(page)
    before = wait_for(page, "human")
    page.get_by_test_id("games-button").click()
    export = page.get_by_test_id("export-other")
    assert export.inner_text() == "Download (.blksgf, for Pentobi)"
    with page.expect_download() as download:
        export.click()
    assert download.value.suggested_filename.endswith(".blksgf")
    exported = tmp_path / "game.blksgf"
    download.value.save_as(exported)
    text = exported.read_text(encoding="utf-8")
    assert text.startswith("(;GM[Blokus Duo]") and text.count(";B[") == text.count(";W[") == 2
    assert {(c["x"], c["y"]): c["colour"] for c in before["board"]} \
        == blokus.from_sgf(text).board

    fresh = open_context(browser, watch)  # another browser: nothing saved, Génial opens
    try:
        other = fresh.new_page()
        other.on("pageerror", lambda err: watch.errors.append(f"pageerror: {err}"))
        other.on("console", watch.console)
        open_game(other, site)
        assert state(other)["game"] == "genial"
        other.get_by_test_id("games-button").click()
        other.get_by_test_id("import-file").set_input_files(str(exported))
        other.get_by_test_id("games-dialog").wait_for(state="hidden")
        opened = wait_for(other, "human")
        assert same(before, opened), (before, opened)

        # A file whose third move (purple's monomino, which our clicks never placed) covers a
        # square orange covers: refused, nothing changes.
        moves = text.split("\n")
        bad = text.replace(moves[3], ";B[" + moves[2][3:].split(",")[0].rstrip("]") + "]")
        other.get_by_test_id("games-button").click()
        other.get_by_test_id("import-file").set_input_files(
            {"name": "bad.blksgf", "mimeType": "application/x-blokus-sgf",
             "buffer": bad.encode()})
        wait_text(other, "import-error", "This saved game cannot be opened: decision 3")
        assert "is already covered" in other.get_by_test_id("import-error").inner_text()
        assert "Your game in progress is unchanged." in other.get_by_test_id(
            "import-error").inner_text()
        other.get_by_test_id("games-close").click()
        assert same(opened, state(other))

        # A file dropped on the board opens the same way (here a Pentobi two-player opening).
        dropped = "(;GM[Blokus Two-Player]PB[Ann]PW[Bo];1[a20];2[t20])"
        transfer = other.evaluate_handle(
            "(text) => { const t = new DataTransfer();"
            " t.items.add(new File([text], 'opening.blksgf')); return t; }", dropped)
        other.dispatch_event("#board-wrap", "drop", {"dataTransfer": transfer})
        other.wait_for_function("window.genial.state().board.length === 2")
        two = wait_for(other, "human")
        assert (two["game"], two["players"], two["colour"]) == ("blokus", 2, "red")
        assert {(c["x"], c["y"]): c["colour"] for c in two["board"]} \
            == {(0, 0): "blue", (19, 0): "yellow"}
    finally:
        fresh.close()
