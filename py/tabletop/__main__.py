"""Entry point of `python -m tabletop`."""

import sys

from .cli import main

sys.exit(main())
