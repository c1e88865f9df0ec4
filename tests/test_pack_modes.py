"""Packing modes (gristmill/transforms/pack.py): ``bfd`` and ``pad`` next to ``concat``, their config keys, their
stats, and one run of the command line with ``packing.mode=bfd``."""

from __future__ import annotations

import collections
import json
import random

import numpy as np
import pyarrow.parquet as pq
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gristmill.cli import main
from gristmill.pipeline.config import ConfigError, load_config
from gristmill.pipeline.graph import tokenizer_spec
from gristmill.report.stats import build_stats
from gristmill.transforms.steps import StatKey
from tests.combining import combine_in_pieces
from tests.test_pack import _arrays, _pieces, _real_tokens, _rebuild_documents, _run_pack
from tests.test_pack import _tokenized_corpus
from gristmill.transforms.document import Document
from gristmill.transforms.hashing import bucket
from gristmill.transforms.pack import (PackFn, PackSequences, best_fit_decreasing, cut_documents, order_key,
                             pack_bfd, pack_concat, pack_pad, pack_shard, row_tokens,
                             writes_padding)
from gristmill.transforms.sharding import shard_count
from gristmill.transforms.tokenize import encode_documents, load_encoder

EOS = 0
PAD = 99


def _plain(rows):
    return (rows.input_ids.tolist(), rows.seq_lens, rows.num_tokens.tolist(), rows.tokens_dropped,
            rows.tokens_truncated)


def _expected_pieces(docs, seq_len, long_documents):
    """Documents cut the way bfd and pad cut them, written out independently of cut_documents."""
    out = []
    for doc in docs:
        if long_documents == "truncate":
            piece = doc[:seq_len]
            if piece:
                out.append(piece)
        else:
            out.extend(doc[i:i + seq_len] for i in range(0, len(doc), seq_len))
    return out


def _multiset(pieces):
    return collections.Counter(tuple(p) for p in pieces)


def _reference_best_fit(lengths, capacity):
    """Best fit decreasing by scanning every row for every item."""
    order = sorted(range(len(lengths)), key=lambda i: (-lengths[i], i))
    rows, rooms = [], []
    for item in order:
        best = None
        for r, room in enumerate(rooms):
            if lengths[item] <= room and (best is None or room < rooms[best]):
                best = r
        if best is None:
            rows.append([])
            rooms.append(capacity)
            best = len(rows) - 1
        rows[best].append(item)
        rooms[best] -= lengths[item]
    return rows


# ------------------------------------------------------------------------------------------------
# Hand-made examples


def test_cut_documents_splits_or_truncates_long_documents_and_skips_empty_ones():
    docs = _arrays([[1] * 10, [], [2], [3, 3, 3, 3]])
    assert cut_documents(docs, 4, "split") == (
        [(0, 0, 4), (0, 4, 4), (0, 8, 2), (2, 0, 1), (3, 0, 4)], 0)
    assert cut_documents(docs, 4, "truncate") == ([(0, 0, 4), (2, 0, 1), (3, 0, 4)], 6)


def test_best_fit_picks_the_row_with_the_least_room_that_fits():
    # Longest first: 7, 6, 5 open three rows (room 1, 2, 3); 4 fits none and opens a fourth;
    # 3 goes to the row with room 3, not to the one with room 4; 2 to the row with room 2.
    lengths = [5, 3, 6, 2, 4, 7]
    assert best_fit_decreasing(lengths, 8) == [[5], [2, 3], [0, 1], [4]]


def test_best_fit_ties_go_to_the_earliest_row_and_equal_items_keep_their_order():
    # The 5s open two rows with room 3 each; the first 3 takes the earlier row, the second the other.
    assert best_fit_decreasing([3, 5, 3, 5], 8) == [[1, 0], [3, 2]]


def test_best_fit_rejects_items_that_cannot_fit():
    with pytest.raises(ValueError, match="outside 1..4"):
        best_fit_decreasing([2, 5], 4)
    with pytest.raises(ValueError, match="outside 1..4"):
        best_fit_decreasing([0], 4)


def test_pack_bfd_rows_follow_their_first_piece_and_are_padded():
    docs = [[10 + k for k in range(n - 1)] + [EOS] for n in (5, 3, 6, 2, 4, 7)]
    rows = pack_bfd(_arrays(docs), seq_len=8, pad_id=PAD)
    # Rows as opened: [d5], [d2, d3], [d0, d1], [d4]; listed by the first piece's place in the input.
    assert rows.input_ids.tolist() == [docs[0] + docs[1],
                                       docs[2] + docs[3],
                                       docs[4] + [PAD] * 4,
                                       docs[5] + [PAD]]
    assert rows.seq_lens == [[5, 3], [6, 2], [4], [7]]
    assert rows.num_tokens.tolist() == [8, 8, 4, 7]
    assert rows.padding == 5
    assert (rows.tokens_dropped, rows.tokens_truncated) == (0, 0)


def test_pack_bfd_splits_a_long_document_into_consecutive_rows():
    long_doc = list(range(1, 10)) + [EOS]  # 10 tokens
    docs = _arrays([long_doc, [50], [60, EOS]])
    rows = pack_bfd(docs, seq_len=4, pad_id=PAD)
    # Pieces 4, 4, 2 (the long document), 1, 2: the two 2s share a row, the 1 is alone.
    assert rows.input_ids.tolist() == [[1, 2, 3, 4], [5, 6, 7, 8], [9, EOS, 60, EOS],
                                       [50, PAD, PAD, PAD]]
    assert rows.seq_lens == [[4], [4], [2, 2], [1]]
    assert rows.tokens_truncated == 0


def test_pack_bfd_truncate_keeps_the_head_and_counts_the_rest():
    docs = _arrays([list(range(1, 10)) + [EOS], [50], [60, EOS]])
    rows = pack_bfd(docs, seq_len=4, pad_id=PAD, long_documents="truncate")
    assert rows.input_ids.tolist() == [[1, 2, 3, 4], [60, EOS, 50, PAD]]
    assert rows.seq_lens == [[4], [2, 1]]
    assert rows.tokens_truncated == 6


def test_pack_pad_one_piece_per_row():
    docs = _arrays([[1, 2, 3, 4, 5, EOS], [], [7, EOS]])
    split = pack_pad(docs, seq_len=4, pad_id=PAD)
    assert split.input_ids.tolist() == [[1, 2, 3, 4], [5, EOS, PAD, PAD], [7, EOS, PAD, PAD]]
    assert split.seq_lens == [[4], [2], [2]]
    assert split.num_tokens.tolist() == [4, 2, 2]
    assert split.padding == 4
    truncated = pack_pad(docs, seq_len=4, pad_id=PAD, long_documents="truncate")
    assert truncated.input_ids.tolist() == [[1, 2, 3, 4], [7, EOS, PAD, PAD]]
    assert truncated.tokens_truncated == 2


def test_no_input_gives_no_rows_in_every_mode():
    for mode in ("concat", "bfd", "pad"):
        rows = pack_shard([], seq_len=4, mode=mode)
        assert rows.input_ids.shape == (0, 4)
        assert rows.seq_lens == [] and rows.num_tokens.tolist() == []


def test_bad_arguments_name_the_allowed_values():
    with pytest.raises(ValueError, match="mode must be one of"):
        PackSequences(seq_len=4, mode="greedy")
    with pytest.raises(ValueError, match="long_documents must be one of"):
        PackSequences(seq_len=4, mode="bfd", long_documents="drop")
    with pytest.raises(ValueError, match="seq_len must be >= 1"):
        pack_bfd(_arrays([[1]]), seq_len=0)
    with pytest.raises(ValueError, match="mode must be one of"):
        PackFn(4, mode="greedy")


def test_mask_and_shard_size_follow_the_mode():
    assert writes_padding("concat", "pad") and not writes_padding("concat", "drop")
    assert writes_padding("bfd", "drop") and writes_padding("pad", "drop")
    assert row_tokens(5000, seq_len=2048) == 5000
    assert row_tokens(5000, seq_len=2048, mode="bfd") == 5000
    assert row_tokens(5000, seq_len=2048, mode="pad") == 3 * 2048
    assert row_tokens(5000, seq_len=2048, mode="pad", long_documents="truncate") == 2048
    assert row_tokens(0, seq_len=2048, mode="pad") == 0


# ------------------------------------------------------------------------------------------------
# Invariants

documents = st.lists(st.lists(st.integers(1, 50), max_size=20).map(lambda d: d + [EOS]),
                     max_size=14)
long_policies = st.sampled_from(["split", "truncate"])


def _check_rows(rows, seq_len):
    n_rows = len(rows.num_tokens)
    assert rows.input_ids.shape == (n_rows, seq_len)
    assert [sum(lens) for lens in rows.seq_lens] == rows.num_tokens.tolist()
    assert all(0 < n <= seq_len for n in rows.num_tokens.tolist())
    assert all(n > 0 for lens in rows.seq_lens for n in lens)
    for row, n in zip(rows.input_ids.tolist(), rows.num_tokens.tolist()):
        assert row[n:] == [PAD] * (seq_len - n)


@settings(max_examples=100, deadline=None)
@given(docs=documents, seq_len=st.integers(1, 16), long_documents=long_policies)
def test_bfd_and_pad_rows_hold_exactly_the_cut_documents(docs, seq_len, long_documents):
    expected = _expected_pieces(docs, seq_len, long_documents)
    truncated = sum(max(0, len(d) - seq_len) for d in docs) if long_documents == "truncate" else 0
    for pack in (pack_bfd, pack_pad):
        rows = pack(_arrays(docs), seq_len, PAD, long_documents)
        _check_rows(rows, seq_len)
        pieces = [p for row in _pieces(rows) for p in row]
        assert _multiset(pieces) == _multiset(expected)
        assert rows.tokens_truncated == truncated
        assert int(rows.num_tokens.sum()) + truncated == sum(map(len, docs))
    # pad: one piece per row, in the input's order.
    rows = pack_pad(_arrays(docs), seq_len, PAD, long_documents)
    assert [p for row in _pieces(rows) for p in row] == expected
    assert all(len(lens) == 1 for lens in rows.seq_lens)


@settings(max_examples=100, deadline=None)
@given(docs=documents, seq_len=st.integers(1, 16), final_row=st.sampled_from(["pad", "drop"]))
def test_concat_through_pack_shard_rebuilds_the_streams_in_order(docs, seq_len, final_row):
    rows = pack_shard(_arrays(docs), seq_len=seq_len, mode="concat", final_row=final_row,
                      pad_id=EOS, long_documents="truncate")  # long_documents: ignored by concat
    assert _plain(rows) == _plain(pack_concat(_arrays(docs), seq_len, final_row, EOS))
    if final_row == "pad":
        assert _rebuild_documents(rows) == docs
    assert _real_tokens(rows) == [t for d in docs for t in d][:int(rows.num_tokens.sum())]


@settings(max_examples=150, deadline=None)
@given(lengths=st.lists(st.integers(1, 64), max_size=60), capacity=st.integers(64, 100))
def test_best_fit_matches_a_row_scanning_reference(lengths, capacity):
    rows = best_fit_decreasing(lengths, capacity)
    reference = _reference_best_fit(lengths, capacity)
    assert len(rows) == len(reference)
    assert rows == reference
    fills = sorted(sum(lengths[i] for i in row) for row in rows)
    assert all(f <= capacity for f in fills)
    assert sorted(i for row in rows for i in row) == list(range(len(lengths)))
    assert len(rows) >= -(-sum(lengths) // capacity)
    # Best fit opens a row only when nothing fits, so at most one row is half full or less.
    assert sum(1 for f in fills if 2 * f <= capacity) <= 1


@settings(max_examples=100, deadline=None)
@given(docs=st.lists(st.integers(1, 40), max_size=30), seq_len=st.integers(1, 24))
def test_bfd_never_splits_a_document_that_fits(docs, seq_len):
    # Each document is a run of one distinct token, so a piece names its document.
    streams = [[i + 1] * n for i, n in enumerate(docs)]
    rows = pack_bfd(_arrays(streams), seq_len, PAD)
    seen = collections.Counter(p[0] for row in _pieces(rows) for p in row)
    for i, n in enumerate(docs):
        assert seen[i + 1] == -(-n // seq_len)  # one piece when it fits, else the fewest possible
    assert len(rows.num_tokens) == len(_reference_best_fit(
        [len(p) for p in _expected_pieces(streams, seq_len, "split")], seq_len))


# ------------------------------------------------------------------------------------------------
# PackFn: the result does not depend on how the runner divided the work


def _keyed_items(n_docs, seed, rng):
    items = []
    for i in range(n_docs):
        doc = Document(id=f"doc-{i:03d}", text="", source="s.jsonl", position=i)
        tokens = np.asarray([rng.randint(1, 99) for _ in range(rng.randint(0, 20))] + [EOS],
                            dtype=np.int32)
        items.append((order_key(doc, seed), tokens))
    return items


@settings(max_examples=40, deadline=None)
@given(data=st.data(), n_docs=st.integers(0, 25), seq_len=st.integers(1, 16),
       mode=st.sampled_from(["bfd", "pad"]), long_documents=long_policies, seed=st.integers(0, 3))
def test_pack_fn_modes_do_not_depend_on_input_order_or_merging(data, n_docs, seq_len, mode,
                                                               long_documents, seed):
    items = _keyed_items(n_docs, seed, random.Random(n_docs * 7 + seed))
    fn = PackFn(seq_len, pad_id=PAD, mode=mode, long_documents=long_documents)
    reference = _plain(combine_in_pieces(fn, items, [], data))
    for _ in range(2):
        ordered = list(data.draw(st.permutations(items)))
        cuts = data.draw(st.lists(st.integers(0, len(items)), max_size=4))
        assert _plain(combine_in_pieces(fn, ordered, cuts, data)) == reference
    in_shard_order = [t for _, t in sorted(items, key=lambda it: it[0])]
    pack = pack_bfd if mode == "bfd" else pack_pad
    assert reference == _plain(pack(in_shard_order, seq_len, PAD, long_documents))


# ------------------------------------------------------------------------------------------------
# PackSequences in a pipeline, one run per mode


def _corpus_pieces(corpus, seq_len, long_documents):
    return _multiset(_expected_pieces([t.tolist() for _, t in corpus], seq_len, long_documents))


@pytest.mark.parametrize("mode, long_documents", [("concat", "split"), ("bfd", "split"),
                                                  ("pad", "truncate")])
def test_pack_sequences_modes(tmp_path, mode, long_documents):
    corpus = _tokenized_corpus()  # 60 documents of 2 to 13 tokens, tokens unique per document
    seq_len, tokens_per_shard = 8, 80
    shards, num_shards, stats = _run_pack(
        tmp_path, mode, corpus, seq_len=seq_len, mode=mode, long_documents=long_documents,
        pad_id=PAD, seed=5, tokens_per_shard=tokens_per_shard)
    lengths = [len(t) for _, t in corpus]
    size = sum(row_tokens(n, seq_len=seq_len, mode=mode, long_documents=long_documents)
               for n in lengths)
    assert num_shards == [shard_count(size, tokens_per_shard)]
    assert len(shards) > 1

    # Token 1000 * (i + 1) + k belongs to document i: every real token is in its document's shard.
    owner = {i + 1: d.id for i, (d, _) in enumerate(corpus)}
    pieces = []
    for shard, rows in shards:
        _check_rows(rows, seq_len)
        assert {bucket(owner[t // 1000], num_shards[0], 5)
                for t in _real_tokens(rows) if t != EOS} == {shard}
        pieces.extend(p for row in _pieces(rows) for p in row)
    if mode == "concat":
        rebuilt = sorted(d for _, rows in shards for d in _rebuild_documents(rows))
        assert rebuilt == sorted(t.tolist() for _, t in corpus)
    else:
        assert _multiset(pieces) == _corpus_pieces(corpus, seq_len, long_documents)

    real = sum(int(rows.num_tokens.sum()) for _, rows in shards)
    truncated = sum(max(0, n - seq_len) for n in lengths) if long_documents == "truncate" else 0
    assert real + (truncated if mode != "concat" else 0) == sum(lengths)
    assert stats["tokens/total"] == real
    assert stats["packing/rows"] == sum(len(rows.num_tokens) for _, rows in shards)
    assert stats.get("tokens/padding", 0) == sum(rows.padding for _, rows in shards)
    assert stats.get("tokens/truncated", 0) == (truncated if mode == "pad" else 0)
    if mode == "pad":
        assert stats["packing/rows"] == len(pieces) == len(corpus)


# ------------------------------------------------------------------------------------------------
# Config and stats


def test_mode_and_long_documents_from_the_command_line(tmp_path):
    config = load_config("configs/default.yaml", ["packing.mode=bfd", "packing.seq_len=1024",
                                                  f"output.path={tmp_path}"])
    assert (config.packing.mode, config.packing.seq_len) == ("bfd", 1024)
    assert config.packing.long_documents == "split"
    default = load_config("configs/default.yaml", [f"output.path={tmp_path}"])
    assert (default.packing.mode, default.packing.long_documents) == ("concat", "split")
    truncate = load_config("configs/default.yaml", ["packing.mode=pad",
                                                    "packing.long_documents=truncate",
                                                    f"output.path={tmp_path}"])
    assert (truncate.packing.mode, truncate.packing.long_documents) == ("pad", "truncate")


@pytest.mark.parametrize("override, message", [
    ("packing.mode=greedy", "packing.mode='greedy': Input should be 'concat', 'bfd' or 'pad'"),
    ("packing.long_documents=drop",
     "packing.long_documents='drop': Input should be 'split' or 'truncate'"),
])
def test_bad_packing_values_are_named(tmp_path, override, message):
    with pytest.raises(ConfigError) as info:
        load_config("configs/default.yaml", [override, f"output.path={tmp_path}"])
    assert str(info.value) == message


def test_stats_report_the_mode_and_truncated_tokens():
    counts = {StatKey("read", "records"): 3, StatKey("kept", "documents"): 3,
              StatKey("tokens", "total"): 1500, StatKey("tokens", "padding"): 500,
              StatKey("tokens", "truncated"): 70, StatKey("packing", "rows"): 2}
    stats = build_stats(counts, [], seq_len=1000, mode="bfd")
    assert stats["packing"] == {"rows": 2, "seq_len": 1000, "mode": "bfd", "efficiency": 0.75}
    assert stats["tokens"]["truncated"] == 70
    assert (stats["tokens"]["total"], stats["tokens"]["padding"]) == (1500, 500)
    assert "other" not in stats


# ------------------------------------------------------------------------------------------------
# The command line, end to end


@pytest.mark.slow
def test_cli_run_with_bfd_packing(tmp_path):
    out = tmp_path / "out"
    overrides = [f"output.path={out}", "packing.mode=bfd", "packing.tokens_per_shard=400000"]
    assert main(["run", "-c", "configs/default.yaml", *overrides]) == 0
    stats = json.loads((out / "stats.json").read_text())
    packing, tokens = stats["packing"], stats["tokens"]
    assert packing["mode"] == "bfd" and packing["seq_len"] == 2048
    assert tokens["padding"] > 0 and tokens["truncated"] == 0
    assert packing["efficiency"] == round(tokens["total"] / (tokens["total"] + tokens["padding"]), 6)

    config = load_config("configs/default.yaml", overrides)
    encoder = load_encoder(tokenizer_spec(config))
    docs = pq.read_table(out / "documents").to_pylist()
    expected = _multiset(_expected_pieces(
        [t.tolist() for t in encode_documents(encoder, [d["text"] for d in docs])], 2048, "split"))

    data_files = sorted((out / "data").glob("part-*.parquet"))
    assert len(data_files) > 1
    pieces, n_rows, real = [], 0, 0
    for path in data_files:
        table = pq.read_table(path)
        assert table.column_names == ["input_ids", "seq_lens", "num_tokens", "attention_mask"]
        for row in table.to_pylist():
            n = row["num_tokens"]
            assert len(row["input_ids"]) == 2048 and sum(row["seq_lens"]) == n
            assert row["attention_mask"] == [1] * n + [0] * (2048 - n)
            assert row["input_ids"][n:] == [encoder.pad_id] * (2048 - n)
            start = 0
            for length in row["seq_lens"]:
                pieces.append(row["input_ids"][start:start + length])
                start += length
            n_rows += 1
            real += n
    assert _multiset(pieces) == expected
    assert (n_rows, real) == (packing["rows"], tokens["total"])
    assert tokens["padding"] == n_rows * 2048 - real
