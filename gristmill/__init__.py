"""Gristmill: raw text corpora to training-ready, packed, sharded Parquet, on any Beam runner."""

__version__ = "0.1.0"
