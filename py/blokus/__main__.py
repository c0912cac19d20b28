"""Entry point of `python -m blokus`."""

import sys

from .cli import main

sys.exit(main())
