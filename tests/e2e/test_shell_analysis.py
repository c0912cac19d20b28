"""The post-game analysis as a player reads it (issue 13): chances to finish first instead of
the engine's utilities, a graph over your own placements with your mistakes marked, a point
clicked showing the position with your move and the expert's; and a game with no human seat
analysed seat by seat."""

from __future__ import annotations

import re

import genial
import genial_scenarios as scenarios
from shell_driver import open_game, wait_for
from tabletop import review
from test_shell_saving import link

DONE = 180_000  # ms: the engine plays each position out many times, one request each


def finished(seats: list[str]) -> dict:
    record = scenarios.record_after(4)
    record["meta"]["seats"] = seats
    return record


def placements(record: dict, seat: int) -> int:
    return sum(1 for e in review.history(genial.from_record(record))
               if e["seat"] == seat and e["kind"] == "place")


def analyse(page, site: str, record: dict, button: str) -> None:
    """Open the finished game, press the end screen's analysis button (its label checked) and
    wait until every placement is analysed."""
    open_game(page, link(site, record))
    wait_for(page, "over")
    assert page.get_by_test_id("end-analyse").inner_text() == button
    page.get_by_test_id("end-analyse").click()
    page.wait_for_function("document.getElementById('analysis-summary').textContent !== ''",
                           timeout=DONE)


def test_the_analysis_speaks_in_chances_and_draws_them_over_your_placements(page, site):
    record = finished(["human", "ai-beginner"])
    analyse(page, site, record, "Analyse my game")
    panel = page.get_by_test_id("analysis-panel")
    text = panel.inner_text()
    assert not re.search(r"\(-?\d+\.\d+\)", text), text  # no bare utilities such as (0.41)
    entries = page.get_by_test_id("analysis-entry")
    count = placements(record, 0)
    assert entries.count() == count
    assert entries.first.inner_text().startswith("Placement 1:")  # your own placements' count
    assert entries.nth(count - 1).inner_text().startswith(f"Placement {count}:")
    # Chances said as what the playouts can tell: "about 40 %", in steps of 5, 10 or 20.
    shown = [re.findall(r"(about )?(\d+) %", t) for t in entries.all_inner_texts()]
    assert all(found for found in shown), shown
    assert all(word and int(n) % 5 == 0 for found in shown for word, n in found[:2]), shown
    assert any(int(n) % 20 for found in shown for _, n in found)  # not all in 20 % steps
    # One point per placement of yours on the graph, a line per player named in the legend.
    graph = page.get_by_test_id("analysis-graph")
    assert graph.is_visible()
    assert page.get_by_test_id("analysis-point").count() == count
    assert graph.locator("polyline").count() == 2
    legend = page.locator("#analysis-legend").inner_text()
    assert "You" in legend and "Computer 2 (beginner)" in legend
    mistakes = graph.locator(".point.mistake")
    assert mistakes.count() == page.get_by_test_id("analysis-mistake").count() >= 1
    # A mistake's point shows the position before it, your move and the expert's.
    mistakes.first.click()
    page.wait_for_function("window.genial.state().replay !== null")
    status = page.get_by_test_id("analysis-status").inner_text()
    said = r"Placement \d+: you played .* chance to finish first\. The expert: "
    assert re.match(said, status), status
    n = int(status.split()[1].rstrip(":"))
    index = [e["index"] for e in review.history(genial.from_record(record))
             if e["seat"] == 0 and e["kind"] == "place"][n - 1]
    assert page.evaluate("window.genial.state().replay") == index
    page.get_by_test_id("analysis-close").click()
    page.wait_for_function("window.genial.state().replay === null")


def test_a_game_without_a_human_is_analysed_seat_by_seat(page, site):
    record = finished(["ai-beginner", "ai-intermediate"])
    analyse(page, site, record, "Analyse the game")
    seat = page.locator("#analysis-seat")
    assert seat.is_visible()
    assert page.get_by_test_id("analysis-entry").count() == placements(record, 0)
    seat.select_option("1")
    page.wait_for_function("(n) => document.querySelectorAll('[data-testid=analysis-entry]').length"
                           " === n && document.getElementById('analysis-summary').textContent",
                           arg=placements(record, 1), timeout=DONE)
    assert page.get_by_test_id("analysis-point").count() == placements(record, 1)
