"""Génial's bridge is the house's (tabletop.bridge), which serves every game: this name is kept
for the page's worker (`web/boot.js` boots `genial.bridge`), build.py's board.json and the
golden transcripts (tests/fixtures/bridge_golden/genial.json). Anything else is the house's.

>>> import json
>>> view = json.loads(handle("new", '{"players": 2, "seed": 5}'))["result"]
>>> view["players"], view["seats"], len(view["hands"][0])
(2, ['human', 'ai-beginner'], 6)
>>> list(COMMANDS)[:5]
['static', 'new', 'load', 'view', 'options']
"""

from typing import Any

import genial
from tabletop import bridge as house
from tabletop.bridge import handle
from tabletop.errors import BridgeError

from .page import static_info

#: The commands the page sends while a game of Génial is played.
COMMANDS = house.commands_of(genial)

__all__ = ["COMMANDS", "BridgeError", "handle", "static_info"]


def __getattr__(name: str) -> Any:
    """The house bridge's other names (its session above all), read through."""
    return getattr(house, name)
