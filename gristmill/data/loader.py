"""Streams a finished run's packed rows into training batches, one Parquet row group at a time.

A run is read through its ``manifest.json`` (written last, so an unfinished run has none) and the
Parquet files it lists under the kind ``data`` (or ``data/<split>``). Each batch is a dict of numpy
arrays built from the rows' ``input_ids``, ``num_tokens`` and ``seq_lens`` columns
(``gristmill/transforms/write.py``, ``packed_schema``):

- ``input_ids`` int64 (B, seq_len).
- ``position_ids`` int64 (B, seq_len): 0, 1, 2… restarting at the start of every document piece of
  ``seq_lens``. A piece that continues a document from the previous row also restarts at 0, because
  attention cannot reach across rows. The padding at the end of a row counts 0, 1, 2… as a piece of
  its own.
- ``cu_seqlens`` int32 (P + 1,) and ``max_seqlen`` int: the pieces of the flattened batch, in the
  layout FlashAttention's variable-length kernels take (``flash_attn_varlen_func`` in
  Dao-AILab/flash-attention, ``flash_attn/flash_attn_interface.py``: cumulative lengths starting at
  0, shape (number of sequences + 1,), dtype int32). A row's padding, when it has some, is one more
  segment, so the segments tile the batch and ``cu_seqlens[-1] == B * seq_len``; the padding then
  only attends to itself and real tokens never see it.
- ``attention_mask`` int8 (B, seq_len): 1 on real tokens, 0 on padding; use it as the loss mask too.
  Present in every batch, padding or not. It is derived from ``num_tokens``, so the optional
  ``attention_mask`` column is never read.

Without varlen kernels, :func:`block_diagonal_mask` gives one row's causal block-diagonal mask.

Streaming: a file is opened through Arrow's file systems (local paths and ``gs://``, ``s3://``,
``hdfs://`` URLs alike; no Beam needed) and read one row group per ``ParquetFile.iter_batches`` call, so memory holds one row group
(``PACKED_ROW_GROUP_TOKENS``, about 16 MB of tokens) plus the batch being built.

Sharing across ranks and DataLoader workers: the C = ``world_size`` x workers readers each get a
fixed consumer number ``rank * workers + worker``. In each epoch's file order, the first
``C * (F // C)`` of the F files are dealt out whole (reader c takes files c, c + C, …); the
remaining ``F % C`` files are shared row by row (reader c takes the rows whose index in the
concatenation of those files is c modulo C). Every row is read by exactly one reader, every reader
gets the same number of whole files, and no file is read by more than one reader except the last
``F % C``, which each reader decompresses but mostly skips. Readers' row counts differ by the spread
in file sizes (shards are sized by ``tokens_per_shard`` so the spread is small); a distributed
trainer that needs the same number of steps on every rank should stop at the smallest rank's count
(:func:`share_rows`). Every rank must use the same ``num_workers``.

``shuffle_files`` orders files by a seeded stable hash of (epoch, path) (``gristmill.transforms.hashing``):
the same order on every machine, a different one each epoch. Rows inside a file are already in a
seeded shuffled order from packing. When torch is installed, :class:`PackedDataset` is a
``torch.utils.data.IterableDataset``; ``DataLoader(ds, batch_size=None)`` hands its batches through
(as tensors). Call ``set_epoch`` before creating each epoch's iterator; a DataLoader with
``persistent_workers=True`` keeps the epoch its workers started with.
"""

from __future__ import annotations

import dataclasses
import json
import os
from typing import Iterator, Sequence

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pyarrow.fs as pafs

from gristmill.transforms.hashing import stable_hash64
from gristmill.layout import DATA, MANIFEST_FILE
from gristmill.transforms.paths import safe_join as join

try:  # With torch, the dataset is one DataLoader understands and can split across its workers.
    from torch.utils.data import IterableDataset as _DatasetBase
    from torch.utils.data import get_worker_info as _worker_info
except ImportError:
    _DatasetBase = object

    def _worker_info():
        return None

COLUMNS = ("input_ids", "seq_lens", "num_tokens")


class IncompleteOutputError(RuntimeError):
    """The output directory does not hold a finished run."""


# --------------------------------------------------------------------------------------------------
# Manifest and file assignment


def read_manifest(path: str) -> dict:
    """The run's manifest; raises :class:`IncompleteOutputError` unless the run finished."""
    manifest_path = join(path, MANIFEST_FILE)
    fs, where = _filesystem(manifest_path)
    if fs.get_file_info(where).type != pafs.FileType.File:
        raise IncompleteOutputError(
            f"{path} has no {MANIFEST_FILE}: the run has not finished (or failed), or this is not "
            f"a Gristmill output directory")
    with fs.open_input_stream(where) as f:
        manifest = json.loads(f.read())
    if manifest.get("complete") is not True:
        raise IncompleteOutputError(f"{manifest_path} does not mark the run complete")
    return manifest


def _filesystem(path: str) -> tuple[pafs.FileSystem, str]:
    """Arrow's file system for ``path`` (a URL or a local path) and the path inside it."""
    if "://" in path:
        return pafs.FileSystem.from_uri(path)
    return pafs.LocalFileSystem(), os.path.abspath(path)


def split_kind(split: str | None) -> str:
    """The manifest kind of a split: ``data`` for None, ``data/<split>`` otherwise. With length
    buckets a split is the routed group, ``long/train`` (see gristmill.transforms.route)."""
    if split is None:
        return DATA
    if not split or any(not part for part in split.split("/")):
        raise ValueError(f"split must be a name such as 'train' or 'long/train', got {split!r}")
    return f"{DATA}/{split}"


def data_files(manifest: dict, split: str | None = None) -> list[dict]:
    """Manifest entries of the split's Parquet files, in manifest order."""
    kind = split_kind(split)
    files = [f for f in manifest.get("files", [])
             if f["kind"] == kind and f["path"].endswith(".parquet")]
    if not files:
        kinds = sorted({f["kind"] for f in manifest.get("files", [])
                        if f["kind"] == DATA or f["kind"].startswith(DATA + "/")})
        raise ValueError(f"the run has no files of kind {kind!r} (split={split!r}); "
                         f"packed kinds present: {kinds or 'none'}")
    return files


def epoch_order(files: Sequence[dict], *, shuffle: bool, seed: int, epoch: int) -> list[dict]:
    """Files in manifest order, or (``shuffle``) by a stable hash of (epoch, path) seeded by
    ``seed``."""
    if not shuffle:
        return list(files)
    return sorted(files, key=lambda f: (stable_hash64(f"{epoch}/{f['path']}", seed), f["path"]))


@dataclasses.dataclass(frozen=True)
class FileShare:
    """Rows ``first, first + step, …`` of one file (``rows`` rows in all) go to one reader."""

    path: str
    rows: int
    first: int = 0
    step: int = 1

    @property
    def count(self) -> int:
        return len(range(self.first, self.rows, self.step))


def assign_files(files: Sequence[dict], consumer: int, consumers: int) -> list[FileShare]:
    """What reader ``consumer`` of ``consumers`` reads from ``files`` (already in epoch order).

    Whole files while every reader can get one more; the last ``len(files) % consumers`` files row
    by row, by row index modulo ``consumers`` over their concatenation. Disjoint and covering.
    """
    if not 0 <= consumer < consumers:
        raise ValueError(f"consumer must be in [0, {consumers}), got {consumer}")
    whole = len(files) - len(files) % consumers
    shares = [FileShare(f["path"], int(f["rows"])) for f in files[consumer:whole:consumers]]
    offset = 0  # index of the file's first row in the concatenation of the shared files
    for f in files[whole:]:
        rows = int(f["rows"])
        shares.append(FileShare(f["path"], rows, (consumer - offset) % consumers, consumers))
        offset += rows
    return shares


def share_rows(files: Sequence[dict], consumer: int, consumers: int) -> int:
    """Rows reader ``consumer`` of ``consumers`` gets in an epoch (from the manifest alone)."""
    return sum(s.count for s in assign_files(files, consumer, consumers))


# --------------------------------------------------------------------------------------------------
# Batches


def block_diagonal_mask(seq_lens: Sequence[int], seq_len: int) -> np.ndarray:
    """(seq_len, seq_len) bool: ``mask[i, j]`` is True when token i may attend to token j, i.e. both
    are in the same piece of ``seq_lens`` and j <= i. Padding after the pieces is one more block, so
    that no row of the mask is empty (an all-masked softmax row is NaN)."""
    lengths = [int(n) for n in seq_lens]
    if any(n < 1 for n in lengths):
        raise ValueError(f"piece lengths must be positive, got {lengths}")
    total = sum(lengths)
    if total > seq_len:
        raise ValueError(f"pieces hold {total} tokens, more than seq_len={seq_len}")
    if total < seq_len:
        lengths.append(seq_len - total)
    segment = np.repeat(np.arange(len(lengths)), lengths)
    position = np.arange(seq_len)
    return (segment[:, None] == segment[None, :]) & (position[None, :] <= position[:, None])


def row_segments(seq_lens: Sequence[Sequence[int]], num_tokens: np.ndarray,
                 seq_len: int) -> np.ndarray:
    """Segment lengths of the flattened rows: each row's pieces, then its padding if any."""
    segments: list[int] = []
    for row, (lengths, real) in enumerate(zip(seq_lens, num_tokens.tolist())):
        if int(np.sum(lengths)) != real or real > seq_len or min(lengths, default=1) < 1:
            raise ValueError(f"row {row}: seq_lens {list(lengths)} do not add up to "
                             f"num_tokens={real} within seq_len={seq_len}")
        segments.extend(int(n) for n in lengths)
        if real < seq_len:
            segments.append(seq_len - real)
    return np.asarray(segments, dtype=np.int64)


def make_batch(input_ids: np.ndarray, num_tokens: np.ndarray, seq_lens: Sequence[Sequence[int]],
               *, position_ids: bool = True) -> dict:
    """Training arrays for rows ``input_ids`` (B, seq_len); the module docstring gives each key."""
    rows, seq_len = input_ids.shape
    segments = row_segments(seq_lens, num_tokens, seq_len)
    cu_seqlens = np.zeros(len(segments) + 1, dtype=np.int32)
    np.cumsum(segments, out=cu_seqlens[1:])
    batch = {
        "input_ids": input_ids.astype(np.int64),
        "cu_seqlens": cu_seqlens,
        "max_seqlen": int(segments.max()) if segments.size else 0,
        "attention_mask": (np.arange(seq_len)[None, :] < num_tokens[:, None]).astype(np.int8),
    }
    if position_ids:
        # Each token's offset from the start of its segment; segments tile the flattened batch.
        starts = np.repeat(cu_seqlens[:-1].astype(np.int64), segments)
        batch["position_ids"] = (np.arange(rows * seq_len) - starts).reshape(rows, seq_len)
    return batch


@dataclasses.dataclass
class _Rows:
    input_ids: np.ndarray  # (n, seq_len) int32
    num_tokens: np.ndarray  # (n,) int32
    seq_lens: list  # n arrays

    def __len__(self) -> int:
        return len(self.num_tokens)

    def take(self, index) -> "_Rows":
        return _Rows(self.input_ids[index], self.num_tokens[index],
                     self.seq_lens[index] if isinstance(index, slice)
                     else [self.seq_lens[i] for i in index])


def _list_values(column: pa.Array) -> tuple[np.ndarray, np.ndarray]:
    """(values, offsets from 0) of a list column, honouring the array's slice offset."""
    if column.null_count:
        raise ValueError("packed rows must not hold null lists")
    offsets = column.offsets.to_numpy()
    return column.flatten().to_numpy(), offsets - offsets[0]


def decode_rows(batch: pa.RecordBatch) -> _Rows:
    values, offsets = _list_values(batch.column("input_ids"))
    widths = np.diff(offsets)
    if len(widths) and (widths != widths[0]).any():
        raise ValueError("packed rows must all have the same length")
    seq_len = int(widths[0]) if len(widths) else 0
    lens_values, lens_offsets = _list_values(batch.column("seq_lens"))
    return _Rows(values.reshape(len(batch), seq_len),
                 batch.column("num_tokens").to_numpy(zero_copy_only=False),
                 np.split(lens_values, lens_offsets[1:-1]) if len(batch) else [])


def _concat(parts: list[_Rows]) -> _Rows:
    if len(parts) == 1:
        return parts[0]
    return _Rows(np.concatenate([p.input_ids for p in parts]),
                 np.concatenate([p.num_tokens for p in parts]),
                 [lengths for p in parts for lengths in p.seq_lens])


def read_share(base: str, share: FileShare) -> Iterator[_Rows]:
    """The rows of ``share``, one row group at a time."""
    fs, where = _filesystem(join(base, *share.path.split("/")))
    with fs.open_input_file(where) as f:
        parquet = pq.ParquetFile(f)
        if parquet.metadata.num_rows != share.rows:
            raise ValueError(f"{share.path} holds {parquet.metadata.num_rows} rows, the manifest "
                             f"says {share.rows}: the output was changed after the run")
        start = 0  # index of the row group's first row in the file
        for group in range(parquet.num_row_groups):
            group_rows = parquet.metadata.row_group(group).num_rows
            # The group's first row of this share: rows first, first + step, … of the file.
            first = (share.first - start) % share.step if start > share.first \
                else share.first - start
            if first < group_rows:
                for batch in parquet.iter_batches(batch_size=group_rows, row_groups=[group],
                                                  columns=list(COLUMNS)):
                    rows = decode_rows(batch)
                    yield rows if share.step == 1 else rows.take(slice(first, None, share.step))
                    first = (first - len(rows)) % share.step
            start += group_rows


def batches(rows: Iterator[_Rows], batch_size: int, drop_last: bool,
            position_ids: bool) -> Iterator[dict]:
    """Cuts a stream of row chunks into batches of ``batch_size`` rows (the last may be short)."""
    pending: list[_Rows] = []
    held = 0
    for chunk in rows:
        if not len(chunk):
            continue
        pending.append(chunk)
        held += len(chunk)
        if held < batch_size:
            continue
        joined = _concat(pending)
        full = held - held % batch_size
        for start in range(0, full, batch_size):
            part = joined.take(slice(start, start + batch_size))
            yield make_batch(part.input_ids, part.num_tokens, part.seq_lens,
                             position_ids=position_ids)
        pending = [joined.take(slice(full, None))] if held > full else []
        held -= full
    if held and not drop_last:
        part = _concat(pending)
        yield make_batch(part.input_ids, part.num_tokens, part.seq_lens, position_ids=position_ids)


# --------------------------------------------------------------------------------------------------
# Dataset


class PackedDataset(_DatasetBase):
    """Iterable of batches (dicts of numpy arrays) over a finished run's packed rows.

    ``path``: the run's output directory, local or a URL Beam can open. ``split``: None reads kind
    ``data``, ``"train"`` reads kind ``data/train``. ``rank``/``world_size``: this process's place
    in the distributed job; DataLoader workers (when torch is present) subdivide a rank's share.
    Construction reads only the manifest and refuses an unfinished run.
    """

    def __init__(self, path: str, *, split: str | None = None, batch_size: int = 8, rank: int = 0,
                 world_size: int = 1, shuffle_files: bool = False, seed: int = 0,
                 drop_last: bool = False, return_position_ids: bool = True, epoch: int = 0):
        if batch_size < 1:
            raise ValueError(f"batch_size must be >= 1, got {batch_size}")
        if world_size < 1 or not 0 <= rank < world_size:
            raise ValueError(f"need 0 <= rank < world_size, got rank={rank}, "
                             f"world_size={world_size}")
        self.path = path
        self.split = split
        self.batch_size = batch_size
        self.rank = rank
        self.world_size = world_size
        self.shuffle_files = shuffle_files
        self.seed = seed
        self.drop_last = drop_last
        self.return_position_ids = return_position_ids
        self.epoch = epoch
        self.manifest_files = data_files(read_manifest(path), split)

    def set_epoch(self, epoch: int) -> None:
        self.epoch = epoch

    def files(self, epoch: int | None = None) -> list[dict]:
        """Manifest entries in the order an epoch reads them (all readers together)."""
        return epoch_order(self.manifest_files, shuffle=self.shuffle_files, seed=self.seed,
                           epoch=self.epoch if epoch is None else epoch)

    def consumer(self) -> tuple[int, int]:
        """(this reader's number, number of readers) across ranks and DataLoader workers."""
        info = _worker_info()
        workers, worker = (info.num_workers, info.id) if info is not None else (1, 0)
        return self.rank * workers + worker, self.world_size * workers

    def __iter__(self) -> Iterator[dict]:
        consumer, consumers = self.consumer()
        shares = assign_files(self.files(), consumer, consumers)
        rows = (chunk for share in shares for chunk in read_share(self.path, share))
        return batches(rows, self.batch_size, self.drop_last, self.return_position_ids)
