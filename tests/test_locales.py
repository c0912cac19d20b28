"""The page's words as its locale files hold them (web/locales and web/<game>/locales): German and
Dutch speak to the player in the informal register only (du, jij/je), as games do, never
switching to the formal one (Sie, u) from one sentence to the next."""

import json
import re
from pathlib import Path

WEB = Path(__file__).resolve().parent.parent / "web"

#: German's formal address: Sie, Ihnen and the formal possessive (Ihr, Ihre...), always written
#: with a capital. The page's German never starts a sentence with a third-person "Sie" or "Ihr"
#: (it names the noun instead: "Die Partie bleibt..."), so a capital form is the formal "you";
#: "Ihr" with a verb of the second person plural ("Ihr bildet") is the informal plural.
GERMAN = re.compile(r"\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b(?!\s+\w+t\b)")
#: Dutch's formal address: u and uw (lower or capital), not a letter naming something (the
#: U-pentomino).
DUTCH = re.compile(r"(?<![\w-])[uU][wW]?(?![\w-])")


def strings(language: str) -> dict[str, str]:
    """Every string of a language, by file and key."""
    files = [WEB / "locales" / f"{language}.json", *sorted(WEB.glob(f"*/locales/{language}.json"))]
    assert len(files) >= 5, files  # the shell's and every game's
    return {f"{path.relative_to(WEB)} {key}": text
            for path in files for key, text in json.loads(path.read_text()).items()}


def formal(language: str, pattern: re.Pattern) -> list[str]:
    return [f"{where}: {text}" for where, text in strings(language).items() if pattern.search(text)]


def test_german_says_du_everywhere():
    assert formal("de", GERMAN) == []


def test_dutch_says_jij_everywhere():
    assert formal("nl", DUTCH) == []


def test_the_register_check_tells_formal_from_informal_words():
    """What the patterns catch, and the informal or unrelated words they leave."""
    caught = ["Wählen Sie eine Partie", "für Ihre Wertung", "Sie spielen gegen",
              "wie geht es Ihnen", "u speelt", "Uw rating", "voor uw rating"]
    left = ["Du bist dran", "deine Wertung", "Ihr bildet reihum Linien",
            "die Partie wartet auf sie", "de U-pentomino", "je rating", "jouw beurt", "U-vorm",
            "menu"]
    assert [s for s in caught if not (GERMAN.search(s) or DUTCH.search(s))] == []
    assert [s for s in left if GERMAN.search(s) or DUTCH.search(s)] == []
