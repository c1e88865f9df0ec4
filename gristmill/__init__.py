"""Gristmill: raw text corpora to training-ready, packed, sharded Parquet, on any Beam runner.

Parts: :mod:`gristmill.pipeline` (config, graph), :mod:`gristmill.transforms` (the stages),
:mod:`gristmill.tools` (inspect, verify, train-tokenizer), :mod:`gristmill.report` (stats.json,
report.html) and :mod:`gristmill.data` (the trainer-side loader, numpy and pyarrow only).
"""

__version__ = "0.1.0"


def version_line() -> str:
    """What ``gristmill --version`` prints."""
    return f"gristmill {__version__}"
