"""The trainer's side: stream a finished run's packed rows into batches (:class:`PackedDataset`).

Importable with numpy and pyarrow alone: nothing here imports Beam or the pipeline.
"""

from gristmill.data.loader import IncompleteOutputError, PackedDataset, block_diagonal_mask

__all__ = ["IncompleteOutputError", "PackedDataset", "block_diagonal_mask"]
