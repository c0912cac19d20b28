"""Entry point of `python -m ginnyo`."""

import sys

from .cli import main

sys.exit(main())
