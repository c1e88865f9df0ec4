"""Old import paths, kept for one release: ``transforms.*`` and ``beam_pipeline.*`` before the code
moved into the one package ``gristmill``.

``import transforms.read`` gives the very module object ``gristmill.transforms.read`` is, not a
second copy, so classes compare equal and pickles made under either name load under the other.
Only the names in this file's tables are aliased.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.util
import sys

# beam_pipeline held every part that was not a stage; each module has one new home.
BEAM_PIPELINE = {
    "beam_pipeline.cli": "gristmill.cli",
    "beam_pipeline.logs": "gristmill.logs",
    "beam_pipeline.options": "gristmill.pipeline.options",
    "beam_pipeline.config": "gristmill.pipeline.config",
    "beam_pipeline.pipeline": "gristmill.pipeline.graph",
    "beam_pipeline.launcher": "gristmill.pipeline.launcher",
    "beam_pipeline.progress": "gristmill.pipeline.progress",
    "beam_pipeline.assets": "gristmill.tools.assets",
    "beam_pipeline.inspect": "gristmill.tools.inspect",
    "beam_pipeline.inspect_html": "gristmill.tools.inspect_html",
    "beam_pipeline.verify": "gristmill.tools.verify",
    "beam_pipeline.train_tokenizer": "gristmill.tools.train_tokenizer",
    "beam_pipeline.report": "gristmill.report.stats",
    "beam_pipeline.report_html": "gristmill.report.html",
    "beam_pipeline.html": "gristmill.report.blocks",
    "beam_pipeline.data": "gristmill.data.loader",
}
# transforms moved whole: every transforms.X is gristmill.transforms.X.
PREFIXES = {"transforms": "gristmill.transforms"}


def new_name(old: str) -> str | None:
    """The module an old import path names now, or None if ``old`` is not one."""
    if old in BEAM_PIPELINE:
        return BEAM_PIPELINE[old]
    for prefix, target in PREFIXES.items():
        if old == prefix or old.startswith(prefix + "."):
            return target + old[len(prefix):]
    return None


class AliasFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds old module names and loads them as the module already imported under the new name."""

    def find_spec(self, fullname, path=None, target=None):
        new = new_name(fullname)
        if new is None:
            return None
        is_package = importlib.util.find_spec(new).submodule_search_locations is not None
        return importlib.util.spec_from_loader(fullname, self, is_package=is_package)

    def create_module(self, spec):
        return importlib.import_module(new_name(spec.name))

    def exec_module(self, module):
        """Nothing to run: the module was executed once, under its new name."""


FINDER = AliasFinder()


def install() -> None:
    if FINDER not in sys.meta_path:
        sys.meta_path.insert(0, FINDER)
