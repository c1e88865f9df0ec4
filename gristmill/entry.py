"""The ``gristmill`` executable. ``gristmill --version`` answers from any install; everything else
needs the pipeline (``pip install 'gristmill[pipeline]'``), and a loader-only install says so in
one line instead of a traceback."""

from __future__ import annotations

import sys
from typing import Sequence

from gristmill import version_line

EXIT_USAGE = 2


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        from gristmill.cli import main as cli_main
    except ModuleNotFoundError as exc:
        if args == ["--version"]:
            print(version_line())
            return 0
        print(f"gristmill: the command line needs the pipeline's dependencies ({exc.name} is not "
              f"installed): pip install 'gristmill[pipeline]'", file=sys.stderr)
        return EXIT_USAGE
    return cli_main(args)
