"""Sequence packing: documents' token streams cut into fixed-length training rows.

``concat`` packing joins the documents of a shard (each already ends with EOS) into one stream and cuts
it every ``seq_len`` tokens, so a document may continue from one row into the next. Each row records
``seq_lens``, the lengths of the document pieces it holds, in order, so a trainer can rebuild
``cu_seqlens``/``position_ids`` and a block-diagonal attention mask. A piece whose last token is not EOS
continues at the start of the next row of the same shard.

Where the stream does not fill the last row of a shard, ``final_row`` decides: ``pad`` fills it with
the pad token (``num_tokens`` and ``attention_mask`` mark the real tokens), ``drop`` discards it (the
dropped tokens are counted as ``tokens/dropped``).

Scale: documents are assigned to shards by a stable hash of their id, and the number of shards is
computed from the corpus' token count so that one shard holds about ``tokens_per_shard`` tokens: the
combiner for one shard never holds more than that, however large the corpus. Within a shard the order
is a seeded hash of the id, so the output is shuffled yet the same on every run and runner.
"""

from __future__ import annotations

import dataclasses

import apache_beam as beam
import numpy as np

from transforms.document import Document
from transforms.hashing import bucket, stable_hash64
from transforms.sharding import CountShards
from transforms.stage import STATS, CountingFn

FINAL_ROW_POLICIES = ("pad", "drop")
PACKING = "packing"
TOKENS = "tokens"


@dataclasses.dataclass
class PackedRows:
    """The rows of one shard. ``input_ids`` has shape (rows, seq_len); ``num_tokens[i]`` real tokens
    start row i (the rest is padding); ``seq_lens[i]`` sums to ``num_tokens[i]``."""

    input_ids: np.ndarray
    seq_lens: list[list[int]]
    num_tokens: np.ndarray
    tokens_dropped: int = 0

    @property
    def padding(self) -> int:
        return int(self.input_ids.size - self.num_tokens.sum())


def order_key(doc: Document, seed: int = 0) -> tuple:
    """Position of a document in the packed stream: a seeded hash of its id, then unique tie-breakers."""
    return (stable_hash64(doc.id, seed), doc.id, doc.source, doc.position)


def pack_concat(streams: list[np.ndarray], seq_len: int, final_row: str = "pad",
                pad_id: int = 0) -> PackedRows:
    """Concatenate token arrays in the given order and cut the result into rows of ``seq_len``."""
    if seq_len < 1:
        raise ValueError(f"seq_len must be >= 1, got {seq_len}")
    if final_row not in FINAL_ROW_POLICIES:
        raise ValueError(f"final_row must be one of {FINAL_ROW_POLICIES}, got {final_row!r}")
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


class PackFn(beam.CombineFn):
    """Combines ``(order_key, tokens)`` of one shard into its :class:`PackedRows`.

    The accumulator is a plain list; order is imposed only in ``extract_output`` (sorted by order
    key), so the result does not depend on how the runner split or merged the inputs.
    """

    def __init__(self, seq_len: int, final_row: str, pad_id: int):
        self.seq_len = seq_len
        self.final_row = final_row
        self.pad_id = pad_id

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
        return pack_concat([tokens for _, tokens in acc], self.seq_len, self.final_row,
                           self.pad_id)


def _token_count(item) -> int:
    return len(item[2])


class _CountPackedFn(CountingFn):
    def process(self, element):
        _, rows = element
        self.tally.add(TOKENS, "total", int(rows.num_tokens.sum()))
        self.tally.add(TOKENS, "padding", rows.padding)
        self.tally.add(TOKENS, "dropped", rows.tokens_dropped)
        self.tally.add(PACKING, "rows", len(rows.num_tokens))
        yield element


class PackSequences(beam.PTransform):
    """PCollection[(Document, tokens)] -> ``{"shards": (shard, PackedRows), "num_shards", stats}``.

    ``num_shards`` is a one-element PCollection: fixed by ``num_shards`` or computed from the total
    token count and ``tokens_per_shard``. Counters: ``tokens/total`` (real tokens in rows),
    ``tokens/padding``, ``tokens/dropped``, ``packing/rows``.
    """

    def __init__(self, *, seq_len: int, final_row: str = "pad", pad_id: int = 0, seed: int = 0,
                 tokens_per_shard: int = 1 << 25, num_shards: int | None = None):
        super().__init__()
        if final_row not in FINAL_ROW_POLICIES:
            raise ValueError(f"final_row must be one of {FINAL_ROW_POLICIES}, got {final_row!r}")
        self.seq_len = seq_len
        self.final_row = final_row
        self.pad_id = pad_id
        self.seed = seed
        self.tokens_per_shard = tokens_per_shard
        self.num_shards = num_shards

    def expand(self, tokenized):
        seed = self.seed
        # Only what packing needs goes on: the shard count is a side input that waits for every
        # document to be counted, and a runner holds the whole collection until then.
        items = tokenized | "KeyForPacking" >> beam.Map(
            lambda item: (item[0].id, order_key(item[0], seed), item[1]))
        num_shards = items | "ShardCount" >> CountShards(_token_count, self.tokens_per_shard,
                                                         fixed=self.num_shards)
        shards = (items
                  | "AssignShard" >> beam.Map(
                      lambda item, n: (bucket(item[0], n, seed), (item[1], item[2])),
                      n=beam.pvalue.AsSingleton(num_shards))
                  | "PackShard" >> beam.CombinePerKey(PackFn(self.seq_len, self.final_row,
                                                             self.pad_id))
                  | "CountRows" >> beam.ParDo(_CountPackedFn()).with_outputs(STATS, main="shards"))
        return {"shards": shards.shards, "num_shards": num_shards, STATS: shards[STATS]}
