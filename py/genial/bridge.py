"""Génial's bridge is the house's (tabletop.bridge), which serves every game: this name is kept
for the page's worker (`web/boot.js` boots `genial.bridge`) and for build.py's board.json."""

from tabletop.bridge import handle
from tabletop.errors import BridgeError

from .page import static_info

__all__ = ["BridgeError", "handle", "static_info"]
