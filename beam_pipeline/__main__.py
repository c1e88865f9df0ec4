"""``python -m beam_pipeline``: the old name of ``python -m gristmill``."""

import sys

from gristmill.entry import main

sys.exit(main())
