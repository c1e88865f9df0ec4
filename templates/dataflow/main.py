"""The file the flex-template launcher runs (FLEX_TEMPLATE_PYTHON_PY_FILE). All logic lives in the
installed package, so workers never need anything defined here."""

import sys

from gristmill.pipeline.launcher import main

if __name__ == "__main__":
    sys.exit(main())
