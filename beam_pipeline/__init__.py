"""Old import paths of Gristmill's command line, config, graph, tools and reports, kept for one
release; see :data:`gristmill._aliases.BEAM_PIPELINE` for where each module lives now."""

from gristmill import __version__, _aliases

_aliases.install()

__all__ = ["__version__"]
