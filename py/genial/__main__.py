"""Entry point of `python -m genial`."""

import sys

from .cli import main

sys.exit(main())
