"""Megatron-LM indexed-dataset output: each shard as a ``.bin`` of token ids and an ``.idx`` index.

Megatron-LM trains GPT-style models from "indexed datasets", the memory-mapped format that
``tools/preprocess_data.py`` writes and ``megatron/core/datasets/indexed_dataset.py`` reads
(``IndexedDatasetBuilder``, ``_IndexWriter``, ``_IndexReader`` in NVIDIA/Megatron-LM). A dataset is a
pair of files sharing a path prefix, which is what ``--data-path`` names.

``<prefix>.bin`` has no header: it is the token ids of every sequence, back to back, in the dataset's
token dtype.

``<prefix>.idx`` is, with every number little-endian and no padding anywhere:

=========  =============  ==================================================================
offset     type           content
=========  =============  ==================================================================
0          9 bytes        magic ``b"MMIDIDX\\x00\\x00"``
9          uint64         format version, always 1
17         uint8          dtype code of the ids in ``.bin``: 1 uint8, 2 int8, 3 int16,
                          4 int32, 5 int64, 6 float64, 7 float32, 8 uint16
18         uint64         S, the number of sequences
26         uint64         D, the number of document-index entries (documents + 1)
34         int32[S]       the length of each sequence, in tokens
34 + 4S    int64[S]       where each sequence starts in ``.bin``, in bytes (not tokens)
34 + 12S   int64[D]       document index: the number of the first sequence of each document,
                          starting with 0; the last entry is S
=========  =============  ==================================================================

(Multimodal datasets add one int8 "mode" per sequence after the document index; text has none.)
Megatron's reader checks the magic and the version, takes the dtype from the code, and finds each
array right after the previous one; it asserts that the last document-index entry equals S.

Without sentence splitting, ``preprocess_data.py`` makes every document one sequence, and a document
with no tokens adds no sequence but still closes a document (its document-index entry repeats the
previous one); :func:`indexed_dataset_bytes` does the same. The token dtype comes from the
vocabulary size, as in Megatron's ``DType.optimal_dtype``: ``uint16`` when the vocabulary has fewer
than 65,500 entries, ``int32`` otherwise (:func:`optimal_dtype`). Megatron writes the arrays in the
machine's byte order, which is little-endian on every platform it trains on; here it is explicit.

Shards follow the same rules as packing (:mod:`gristmill.transforms.pack`): a document's shard is a stable
hash of its id, the number of shards comes from the token count and ``tokens_per_shard``, and inside
a shard the documents are in the seeded-hash order of :func:`gristmill.transforms.pack.order_key`. So the files
are byte-identical on every run and runner, and the worker that builds a shard holds about
``tokens_per_shard`` tokens whatever the corpus size. Each shard is a complete indexed dataset of its
own; Megatron-LM blends several prefixes given together to ``--data-path``.
"""

from __future__ import annotations

import dataclasses
import struct
from typing import Sequence

import apache_beam as beam
import numpy as np

from gristmill.transforms.pack import CombineShards, ShardFn
from gristmill.transforms.write import write_shard

MEGATRON = "megatron"
BIN = "bin"
IDX = "idx"

INDEX_MAGIC = b"MMIDIDX\x00\x00"
INDEX_VERSION = 1
# "<": little-endian and no alignment padding, so the header is exactly 9 + 8 + 1 + 8 + 8 bytes.
_HEADER = struct.Struct("<9sQBQQ")
HEADER_BYTES = _HEADER.size  # 34

# Megatron's DType enum, the one place the numeric codes are defined.
DTYPE_CODES = {
    np.dtype(np.uint8): 1,
    np.dtype(np.int8): 2,
    np.dtype(np.int16): 3,
    np.dtype(np.int32): 4,
    np.dtype(np.int64): 5,
    np.dtype(np.float64): 6,
    np.dtype(np.float32): 7,
    np.dtype(np.uint16): 8,
}
# Below this many entries Megatron stores ids as uint16 (its threshold keeps a margin under 65,536).
UINT16_VOCAB_LIMIT = 65500
_MAX_SEQUENCE_LENGTH = np.iinfo(np.int32).max


def optimal_dtype(vocab_size: int) -> np.dtype:
    """The token dtype Megatron-LM picks for a vocabulary: uint16 below 65,500 entries, else int32."""
    if vocab_size < 1:
        raise ValueError(f"vocab_size must be >= 1, got {vocab_size}")
    if vocab_size > 1 << 31:
        raise ValueError(f"vocab_size {vocab_size} does not fit int32 token ids")
    return np.dtype(np.uint16) if vocab_size < UINT16_VOCAB_LIMIT else np.dtype(np.int32)


def dtype_code(dtype) -> int:
    """The ``.idx`` code of an integer token dtype; refuses dtypes Megatron cannot name, and floats."""
    dtype = np.dtype(dtype)
    native = dtype.newbyteorder("=")
    if native not in DTYPE_CODES:
        raise ValueError(f"dtype {dtype} has no Megatron indexed-dataset code; "
                         f"known: {', '.join(sorted(d.name for d in DTYPE_CODES))}")
    if dtype.kind not in "iu":
        raise ValueError(f"token ids must be stored as integers, got dtype {dtype}")
    return DTYPE_CODES[native]


def index_header(dtype, sequence_count: int, document_count: int) -> bytes:
    """The first 34 bytes of an ``.idx`` file; ``document_count`` is the document-index length."""
    return _HEADER.pack(INDEX_MAGIC, INDEX_VERSION, dtype_code(dtype), sequence_count,
                        document_count)


def _check_ids(index: int, tokens: np.ndarray, dtype: np.dtype, vocab_size: int | None) -> None:
    if tokens.dtype.kind not in "iu":
        raise TypeError(f"sequence {index} holds {tokens.dtype} values, not integer token ids")
    low, high = int(tokens.min()), int(tokens.max())
    if low < 0:
        raise ValueError(f"sequence {index} holds token id {low}; token ids cannot be negative")
    limit = int(np.iinfo(dtype).max)
    if high > limit:
        raise ValueError(f"sequence {index} holds token id {high}, which does not fit {dtype.name} "
                         f"(max {limit}); the vocabulary size does not match the tokenizer")
    if vocab_size is not None and high >= vocab_size:
        raise ValueError(f"sequence {index} holds token id {high}, outside the vocabulary of "
                         f"{vocab_size} entries")


def indexed_dataset_bytes(sequences: Sequence[np.ndarray], dtype, *,
                          vocab_size: int | None = None) -> tuple[bytes, bytes]:
    """``(.bin bytes, .idx bytes)`` of an indexed dataset holding each array as one document.

    Arrays are written in the given order. An empty array is a document without a sequence, as
    ``preprocess_data.py`` writes one. Raises ``ValueError`` if an id is negative, does not fit
    ``dtype``, or (when ``vocab_size`` is given) is not below ``vocab_size``; ``TypeError`` if an
    array does not hold integers.
    """
    dtype = np.dtype(dtype).newbyteorder("<")
    dtype_code(dtype)
    arrays = [np.asarray(s) for s in sequences]
    for i, tokens in enumerate(arrays):
        if tokens.ndim != 1:
            raise ValueError(f"sequence {i} has shape {tokens.shape}; expected one dimension")
        if len(tokens) > _MAX_SEQUENCE_LENGTH:
            raise ValueError(f"sequence {i} has {len(tokens)} tokens; the index stores lengths "
                             f"as int32")
        if len(tokens):
            _check_ids(i, tokens, dtype, vocab_size)

    doc_lengths = np.fromiter((len(t) for t in arrays), dtype=np.int64, count=len(arrays))
    lengths = doc_lengths[doc_lengths > 0]
    # Filled array by array: a concatenation would hold the shard's ids a second time, in int32.
    data = np.empty(int(lengths.sum()), dtype=dtype)
    filled = 0
    for tokens in arrays:
        data[filled:filled + len(tokens)] = tokens
        filled += len(tokens)

    pointers = np.zeros(len(lengths), dtype="<i8")
    np.cumsum(lengths[:-1] * dtype.itemsize, out=pointers[1:])
    document_index = np.zeros(len(arrays) + 1, dtype="<i8")
    np.cumsum(doc_lengths > 0, out=document_index[1:])

    idx = b"".join([index_header(dtype, len(lengths), len(document_index)),
                    lengths.astype("<i4").tobytes(), pointers.tobytes(), document_index.tobytes()])
    return data.tobytes(), idx


# --------------------------------------------------------------------------------------------------
# Beam


@dataclasses.dataclass(frozen=True)
class IndexedShard:
    """One shard's two files, ready to write. ``documents`` counts the documents it holds."""

    bin: bytes
    idx: bytes
    documents: int


class IndexedShardFn(ShardFn):
    """One shard's documents, in order-key order -> its :class:`IndexedShard`."""

    def __init__(self, dtype, vocab_size: int | None = None):
        self.dtype = np.dtype(dtype).str
        self.vocab_size = vocab_size

    def build(self, streams):
        data, index = indexed_dataset_bytes(streams, self.dtype, vocab_size=self.vocab_size)
        return IndexedShard(bin=data, idx=index, documents=len(streams))


class WriteIndexedShardFn(beam.DoFn):
    """``(shard, IndexedShard)`` -> two :class:`WrittenFile`, ``.bin`` then ``.idx``, same shard."""

    def __init__(self, temp_dir: str, kind: str = MEGATRON):
        self.temp_dir = temp_dir
        self.kind = kind

    def process(self, element):
        shard, files = element
        yield write_shard(self.temp_dir, self.kind, shard, BIN, files.documents, files.bin)
        yield write_shard(self.temp_dir, self.kind, shard, IDX, files.documents, files.idx)


class WriteMegatron(beam.PTransform):
    """PCollection[(Document, int32 tokens)] -> PCollection[WrittenFile] of ``kind``: ``megatron``,
    or a routed group's ``megatron/long/train`` (see gristmill.transforms.route).

    Every non-empty shard gives a ``.bin`` and an ``.idx`` with the same shard number; ``rows`` is
    the number of documents in the shard. The number of shards is ``num_shards`` or enough for about
    ``tokens_per_shard`` tokens each. Tokens are stored in :func:`optimal_dtype` of ``vocab_size``;
    an id outside the vocabulary fails the run, since it means the wrong vocabulary size was given.
    No counters: the manifest records the documents and bytes of each file. Deterministic: the same
    documents give the same bytes whatever their order, the runner, or the number of workers.
    """

    def __init__(self, temp_dir: str, *, vocab_size: int, seed: int = 0,
                 tokens_per_shard: int = 1 << 25, num_shards: int | None = None,
                 kind: str = MEGATRON):
        super().__init__()
        if tokens_per_shard < 1:
            raise ValueError(f"tokens_per_shard must be >= 1, got {tokens_per_shard}")
        if num_shards is not None and num_shards < 1:
            raise ValueError(f"num_shards must be >= 1 or None, got {num_shards}")
        self.temp_dir = temp_dir
        self.vocab_size = vocab_size
        self.dtype = optimal_dtype(vocab_size)
        self.seed = seed
        self.tokens_per_shard = tokens_per_shard
        self.num_shards = num_shards
        self.kind = kind

    def expand(self, tokenized):
        shards = tokenized | "Shards" >> CombineShards(
            IndexedShardFn(self.dtype, self.vocab_size), seed=self.seed,
            tokens_per_shard=self.tokens_per_shard, num_shards=self.num_shards)
        return shards["shards"] | "WriteShard" >> beam.ParDo(
            WriteIndexedShardFn(self.temp_dir, self.kind))
