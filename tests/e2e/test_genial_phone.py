"""The page on phones and a small tablet: every side's markers can be seen (the sticky hand bar
and the history sheet never cover them), nothing spills sideways, French and English."""

from genial_driver import covered_scores
from shell_driver import (
    context,  # noqa: F401 - the 390 × 844 touch phone
    open_game,
    wait_for,
)

GAME = "?players=3&seats=human,ai-beginner,ai-beginner&seed=5"
#: Upright phones, phones on their side, a small tablet (CSS pixels).
SIZES = [(390, 844), (360, 740), (844, 390), (667, 375), (768, 1024)]


def fits(page, width: int) -> None:
    """Nothing is wider than the screen, and the hand bar is in view."""
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    bar = page.locator(".hand-bar").bounding_box()
    assert bar["y"] + bar["height"] <= page.viewport_size["height"] + 1
    assert page.get_by_test_id("hand-tile").count() == 6


def test_score_cards_are_never_covered_on_phones(page, site):
    open_game(page, site, GAME)
    wait_for(page, "human")
    for lang in ("en", "fr"):
        page.locator("#lang").select_option(lang)
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(100)  # the bars are measured after the resize
            fits(page, width)
            assert covered_scores(page) == [], (lang, width, height)
    page.get_by_test_id("history-button").tap()
    page.get_by_test_id("history-panel").wait_for()
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(100)
        assert covered_scores(page) == [], ("history open", width, height)
