"""Old import path of :mod:`gristmill.transforms`, kept for one release: ``transforms.X`` is the
same module as ``gristmill.transforms.X``."""

import sys

import gristmill.transforms
from gristmill import _aliases

_aliases.install()
sys.modules[__name__] = gristmill.transforms
