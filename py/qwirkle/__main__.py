"""Entry point of `python -m qwirkle`."""

import sys

from .cli import main

sys.exit(main())
