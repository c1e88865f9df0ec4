"""Sequence packing: documents' token streams laid out in fixed-length training rows.

Three modes, chosen by ``packing.mode``:

* ``concat`` joins the documents of a shard (each already ends with EOS) into one stream and cuts it
  every ``seq_len`` tokens, so a document may continue from one row into the next. No padding except
  in the shard's last row, where ``final_row`` decides: ``pad`` fills it with the pad token, ``drop``
  discards it (counted as ``tokens/dropped``). A piece whose last token is not EOS continues at the
  start of the next row of the same shard.
* ``bfd`` never cuts a document that fits in a row: documents are bin-packed into rows by best-fit
  decreasing (Johnson 1973, "Near-optimal bin packing algorithms"; the same idea as Ding et al. 2024,
  "Fewer Truncations Improve Language Modeling"), and the rest of each row is padding.
* ``pad`` puts one document per row and pads the rest.

In ``bfd`` and ``pad`` a document longer than ``seq_len`` follows ``long_documents``: ``split`` cuts it
into ``seq_len`` pieces and a shorter remainder, each placed like a document of its own; ``truncate``
keeps its first ``seq_len`` tokens (so it loses its EOS) and counts the rest as ``tokens/truncated``.

Every row records ``seq_lens``, the lengths of the document pieces it holds, in order, so a trainer can
rebuild ``cu_seqlens``/``position_ids`` and a block-diagonal attention mask; real tokens always start
the row, so ``num_tokens`` (and the ``attention_mask`` column written for padded modes) marks them.

Scale: documents are assigned to shards by a stable hash of their id, and the number of shards is
computed so that one shard holds about ``tokens_per_shard`` tokens of rows (for ``pad``, padding
included, since a shard of short documents is mostly padding): the combiner for one shard never holds
more than that, however large the corpus. Within a shard the order is a seeded hash of the id, so the
output is shuffled yet the same on every run and runner.
"""

from __future__ import annotations

import dataclasses
import functools
from heapq import heappop, heappush
from typing import Sequence

import apache_beam as beam
import numpy as np

from gristmill.transforms import spill
from gristmill.transforms.document import Document
from gristmill.transforms.hashing import bucket, stable_hash64
from gristmill.transforms.sharding import CountShards
from gristmill.transforms.stage import STATS, CountingFn

MODES = ("concat", "bfd", "pad")
FINAL_ROW_POLICIES = ("pad", "drop")
LONG_DOCUMENT_POLICIES = ("split", "truncate")
PACKING = "packing"
TOKENS = "tokens"


@dataclasses.dataclass
class PackedRows:
    """The rows of one shard. ``input_ids`` has shape (rows, seq_len); ``num_tokens[i]`` real tokens
    start row i (the rest is padding); ``seq_lens[i]`` sums to ``num_tokens[i]``. ``tokens_dropped``:
    tokens of a discarded final row (``concat``); ``tokens_truncated``: tokens cut off long documents
    (``long_documents: truncate``)."""

    input_ids: np.ndarray
    seq_lens: list[list[int]]
    num_tokens: np.ndarray
    tokens_dropped: int = 0
    tokens_truncated: int = 0

    @property
    def padding(self) -> int:
        return int(self.input_ids.size - self.num_tokens.sum())


def order_key(doc: Document, seed: int = 0) -> tuple:
    """Position of a document in the packed stream: a seeded hash of its id, then unique tie-breakers."""
    return (stable_hash64(doc.id, seed), doc.id, doc.source, doc.position)


def writes_padding(mode: str, final_row: str = "pad") -> bool:
    """Whether rows of ``mode`` may end in padding, so the output needs an ``attention_mask``."""
    return mode != "concat" or final_row == "pad"


def _check(seq_len: int, mode: str = "concat", final_row: str = "pad",
           long_documents: str = "split") -> None:
    if seq_len < 1:
        raise ValueError(f"seq_len must be >= 1, got {seq_len}")
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}, got {mode!r}")
    if final_row not in FINAL_ROW_POLICIES:
        raise ValueError(f"final_row must be one of {FINAL_ROW_POLICIES}, got {final_row!r}")
    if long_documents not in LONG_DOCUMENT_POLICIES:
        raise ValueError(f"long_documents must be one of {LONG_DOCUMENT_POLICIES}, "
                         f"got {long_documents!r}")


def pack_concat(streams: list[np.ndarray], seq_len: int, final_row: str = "pad",
                pad_id: int = 0) -> PackedRows:
    """Concatenate token arrays in the given order and cut the result into rows of ``seq_len``."""
    _check(seq_len, final_row=final_row)
    lengths = [len(s) for s in streams if len(s)]
    total = sum(lengths)
    n_full, tail = divmod(total, seq_len)
    n_rows = n_full + (1 if tail and final_row == "pad" else 0)
    kept_tokens = min(total, n_rows * seq_len)

    # Copied straight into the rows: a concatenated stream would be one more copy of the shard.
    input_ids = np.full((n_rows, seq_len), pad_id, dtype=np.int32)
    flat, filled = input_ids.reshape(-1), 0
    for stream in streams:
        if filled == kept_tokens:
            break
        take = min(len(stream), kept_tokens - filled)
        flat[filled:filled + take] = stream[:take]
        filled += take
    num_tokens = np.full(n_rows, seq_len, dtype=np.int32)
    if n_rows > n_full:
        num_tokens[-1] = tail

    # Walk document boundaries and row boundaries together to cut each document into row pieces.
    seq_lens: list[list[int]] = [[] for _ in range(n_rows)]
    doc_iter = iter(lengths)
    left_in_doc = 0
    for row in range(n_rows):
        room = int(num_tokens[row])
        pieces = seq_lens[row]
        while room:
            if not left_in_doc:
                left_in_doc = next(doc_iter)
            take = min(room, left_in_doc)
            pieces.append(take)
            room -= take
            left_in_doc -= take
    return PackedRows(input_ids=input_ids, seq_lens=seq_lens, num_tokens=num_tokens,
                      tokens_dropped=total - kept_tokens)


# A piece is (stream index, start, length): a document, or a part of one no longer than seq_len.
Piece = tuple[int, int, int]


def cut_documents(streams: Sequence[np.ndarray], seq_len: int,
                  long_documents: str = "split") -> tuple[list[Piece], int]:
    """The pieces that ``bfd`` and ``pad`` place, in stream order, and the number of tokens truncated.

    A document of at most ``seq_len`` tokens is one piece; a longer one is cut into ``seq_len`` pieces
    and its remainder (``split``), or keeps only its first ``seq_len`` tokens (``truncate``). Empty
    streams give no piece.
    """
    pieces: list[Piece] = []
    truncated = 0
    for index, stream in enumerate(streams):
        length = len(stream)
        if length <= seq_len:
            if length:
                pieces.append((index, 0, length))
        elif long_documents == "truncate":
            pieces.append((index, 0, seq_len))
            truncated += length - seq_len
        else:
            pieces.extend((index, start, min(seq_len, length - start))
                          for start in range(0, length, seq_len))
    return pieces, truncated


def best_fit_decreasing(lengths: Sequence[int], capacity: int) -> list[list[int]]:
    """Bin-pack items of ``lengths`` (each at most ``capacity``) into rows; returns each row's item
    indices, rows in the order they were opened, items in the order they were placed.

    Items are taken longest first, equal lengths in index order. Each goes to the open row with the
    least room that still fits it, the earliest opened among equals; if none fits, a new row opens.
    Rows are kept in one heap of row numbers per amount of room, and the amounts that have a row are
    the set bits of one integer: the best fit is the lowest set bit at or above the item's length. So
    each item costs O(log rows) plus a shift of a ``capacity``-bit integer (``capacity``/30 machine
    words, done in C), never a scan of the rows. Full rows leave the structure.
    """
    order = sorted(range(len(lengths)), key=lambda i: (-lengths[i], i))
    rows: list[list[int]] = []
    by_room: dict[int, list[int]] = {}
    rooms_with_rows = 0  # bit r set: some open row has exactly r tokens of room
    for item in order:
        need = lengths[item]
        if not 0 < need <= capacity:
            raise ValueError(f"item {item} has length {need}, outside 1..{capacity}")
        fitting = rooms_with_rows >> need
        if fitting:
            room = need + (fitting & -fitting).bit_length() - 1
            heap = by_room[room]
            row = heappop(heap)
            if not heap:
                rooms_with_rows ^= 1 << room
        else:
            room, row = capacity, len(rows)
            rows.append([])
        rows[row].append(item)
        room -= need
        if room:
            heap = by_room.setdefault(room, [])
            if not heap:
                rooms_with_rows |= 1 << room
            heappush(heap, row)
    return rows


def _fill_rows(streams: Sequence[np.ndarray], pieces: list[Piece], rows: list[list[int]],
               seq_len: int, pad_id: int, truncated: int) -> PackedRows:
    """Copy each row's pieces, in order, to the start of the row; pad the rest."""
    input_ids = np.full((len(rows), seq_len), pad_id, dtype=np.int32)
    num_tokens = np.zeros(len(rows), dtype=np.int32)
    seq_lens: list[list[int]] = []
    for r, row in enumerate(rows):
        out, filled, lens = input_ids[r], 0, []
        for p in row:
            index, start, length = pieces[p]
            out[filled:filled + length] = streams[index][start:start + length]
            filled += length
            lens.append(length)
        num_tokens[r] = filled
        seq_lens.append(lens)
    return PackedRows(input_ids=input_ids, seq_lens=seq_lens, num_tokens=num_tokens,
                      tokens_truncated=truncated)


def pack_bfd(streams: Sequence[np.ndarray], seq_len: int, pad_id: int = 0,
             long_documents: str = "split") -> PackedRows:
    """Best-fit-decreasing packing of the pieces of ``streams`` (see :func:`cut_documents`).

    No piece is split across rows. Rows come in the order of their first (longest) piece's place in
    ``streams``: as shuffled as the documents, instead of all the long rows first, and the full pieces
    of a split document are consecutive rows, in order. Within a row, pieces are longest first.
    """
    _check(seq_len, long_documents=long_documents)
    pieces, truncated = cut_documents(streams, seq_len, long_documents)
    rows = best_fit_decreasing([length for _, _, length in pieces], seq_len)
    # Piece numbers follow stream order, and each row's first piece is its own, so this is a
    # permutation of rows without ties.
    rows.sort(key=lambda row: row[0])
    return _fill_rows(streams, pieces, rows, seq_len, pad_id, truncated)


def pack_pad(streams: Sequence[np.ndarray], seq_len: int, pad_id: int = 0,
             long_documents: str = "split") -> PackedRows:
    """One piece of ``streams`` (see :func:`cut_documents`) per row, in order, padded to ``seq_len``."""
    _check(seq_len, long_documents=long_documents)
    pieces, truncated = cut_documents(streams, seq_len, long_documents)
    return _fill_rows(streams, pieces, [[p] for p in range(len(pieces))], seq_len, pad_id,
                      truncated)


def pack_shard(streams: Sequence[np.ndarray], *, seq_len: int, mode: str = "concat",
               final_row: str = "pad", pad_id: int = 0, long_documents: str = "split") -> PackedRows:
    """Pack one shard's streams (in shard order) with ``mode``; ``final_row`` applies to ``concat``
    only, ``long_documents`` to ``bfd`` and ``pad`` only."""
    _check(seq_len, mode, final_row, long_documents)
    if mode == "bfd":
        return pack_bfd(streams, seq_len, pad_id, long_documents)
    if mode == "pad":
        return pack_pad(streams, seq_len, pad_id, long_documents)
    return pack_concat(list(streams), seq_len, final_row, pad_id)


def row_tokens(length: int, *, seq_len: int, mode: str = "concat",
               long_documents: str = "split") -> int:
    """How much of a shard a document of ``length`` tokens takes, for sizing shards: its tokens, or
    for ``pad`` the whole rows it fills. (``bfd`` rows are more than half full but for one per shard,
    so its shards stay within twice the size, and in practice within a percent.)"""
    if mode != "pad" or not length:
        return length
    if long_documents == "truncate":
        return seq_len
    return -(-length // seq_len) * seq_len


class ShardFn(beam.CombineFn):
    """Combines ``(order_key, tokens)`` of one shard into ``build(token arrays in key order)``.

    The accumulator is a plain list; order is imposed only in ``extract_output`` (sorted by order
    key), so the result does not depend on how the runner split or merged the inputs. A shard is
    bounded by ``tokens_per_shard``, so the list is too.
    """

    def create_accumulator(self):
        return []

    def add_input(self, acc, item):
        acc.append(item)
        return acc

    def merge_accumulators(self, accumulators):
        merged = []
        for acc in accumulators:
            merged.extend(acc)
        return merged

    def extract_output(self, acc):
        acc.sort(key=lambda item: item[0])
        return self.build([spill.materialize(tokens) for _, tokens in acc])

    def build(self, streams: list[np.ndarray]):  # pragma: no cover
        raise NotImplementedError


def _token_count(item) -> int:
    return len(item[2])


class CombineShards(beam.PTransform):
    """PCollection[(Document, tokens)] -> ``{"shards": (shard, shard_fn result), "num_shards"}``.

    Documents go to shard ``bucket(id, n, seed)``, ``n`` being ``num_shards`` or enough shards for
    about ``tokens_per_shard`` of ``size_of((id, order_key, tokens))`` each; ``shard_fn`` (a
    :class:`ShardFn`) builds each shard from its token arrays in seeded order-key order.
    """

    def __init__(self, shard_fn: ShardFn, *, seed: int = 0, tokens_per_shard: int = 1 << 25,
                 num_shards: int | None = None, size_of=_token_count):
        super().__init__()
        self.shard_fn = shard_fn
        self.seed = seed
        self.tokens_per_shard = tokens_per_shard
        self.num_shards = num_shards
        self.size_of = size_of

    def expand(self, tokenized):
        seed = self.seed
        # Only what the shards need goes on: the shard count is a side input that waits for every
        # document to be counted, and a runner holds the whole collection until then.
        items = tokenized | "KeyForShards" >> beam.Map(
            lambda item: (item[0].id, order_key(item[0], seed), spill.deferred(item[1])))
        num_shards = items | "ShardCount" >> CountShards(self.size_of, self.tokens_per_shard,
                                                         fixed=self.num_shards)
        shards = (items
                  | "AssignShard" >> beam.Map(
                      lambda item, n: (bucket(item[0], n, seed), (item[1], item[2])),
                      n=beam.pvalue.AsSingleton(num_shards))
                  | "BuildShard" >> beam.CombinePerKey(self.shard_fn))
        return {"shards": shards, "num_shards": num_shards}


class PackFn(ShardFn):
    """One shard's documents -> its :class:`PackedRows`."""

    def __init__(self, seq_len: int, final_row: str = "pad", pad_id: int = 0, *,
                 mode: str = "concat", long_documents: str = "split"):
        _check(seq_len, mode, final_row, long_documents)
        self.seq_len = seq_len
        self.final_row = final_row
        self.pad_id = pad_id
        self.mode = mode
        self.long_documents = long_documents

    def build(self, streams):
        return pack_shard(streams, seq_len=self.seq_len, mode=self.mode, final_row=self.final_row,
                          pad_id=self.pad_id, long_documents=self.long_documents)


def _shard_size(item, seq_len: int, mode: str, long_documents: str) -> int:
    return row_tokens(len(item[2]), seq_len=seq_len, mode=mode, long_documents=long_documents)


class _CountPackedFn(CountingFn):
    def process(self, element):
        _, rows = element
        self.tally.add(TOKENS, "total", int(rows.num_tokens.sum()))
        self.tally.add(TOKENS, "padding", rows.padding)
        self.tally.add(TOKENS, "dropped", rows.tokens_dropped)
        self.tally.add(TOKENS, "truncated", rows.tokens_truncated)
        self.tally.add(PACKING, "rows", len(rows.num_tokens))
        yield element


class PackSequences(beam.PTransform):
    """PCollection[(Document, tokens)] -> ``{"shards": (shard, PackedRows), "num_shards", stats}``.

    ``mode`` is ``concat``, ``bfd`` or ``pad`` (see the module docstring); ``final_row`` applies to
    ``concat``, ``long_documents`` to ``bfd`` and ``pad``. ``num_shards`` is a one-element
    PCollection: fixed by ``num_shards`` or computed from the total size (:func:`row_tokens`) and
    ``tokens_per_shard``. Counters: ``tokens/total`` (real tokens in rows), ``tokens/padding``,
    ``tokens/dropped``, ``tokens/truncated``, ``packing/rows``. The output depends only on the
    documents and the arguments, not on their order or the runner.
    """

    def __init__(self, *, seq_len: int, mode: str = "concat", final_row: str = "pad",
                 long_documents: str = "split", pad_id: int = 0, seed: int = 0,
                 tokens_per_shard: int = 1 << 25, num_shards: int | None = None):
        super().__init__()
        _check(seq_len, mode, final_row, long_documents)
        self.seq_len = seq_len
        self.mode = mode
        self.final_row = final_row
        self.long_documents = long_documents
        self.pad_id = pad_id
        self.seed = seed
        self.tokens_per_shard = tokens_per_shard
        self.num_shards = num_shards

    def expand(self, tokenized):
        size_of = functools.partial(_shard_size, seq_len=self.seq_len, mode=self.mode,
                                    long_documents=self.long_documents)
        pack = PackFn(self.seq_len, self.final_row, self.pad_id, mode=self.mode,
                      long_documents=self.long_documents)
        packed = tokenized | "PackShards" >> CombineShards(
            pack, seed=self.seed, tokens_per_shard=self.tokens_per_shard,
            num_shards=self.num_shards, size_of=size_of)
        shards = packed["shards"] | "CountRows" >> beam.ParDo(_CountPackedFn()).with_outputs(
            STATS, main="shards")
        return {"shards": shards.shards, "num_shards": packed["num_shards"], STATS: shards[STATS]}
