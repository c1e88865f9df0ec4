"""Sequence packing (gristmill/transforms/pack.py): pack_concat, PackFn, and PackSequences in a pipeline."""

from __future__ import annotations

import json
import random

import apache_beam as beam
import numpy as np
import pytest
from apache_beam.options.pipeline_options import PipelineOptions
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.combining import combine_in_pieces
from gristmill.transforms.document import Document
from gristmill.transforms.hashing import bucket, stable_hash64
from gristmill.transforms.pack import PackFn, PackedRows, PackSequences, order_key, pack_concat
from gristmill.transforms.sharding import shard_count
from gristmill.transforms.stage import STATS
from tests.stats_keys import SummedStats

EOS = 0


def _arrays(docs):
    return [np.asarray(d, dtype=np.int32) for d in docs]


def _real_tokens(rows: PackedRows) -> list[int]:
    out: list[int] = []
    for row, n in zip(rows.input_ids.tolist(), rows.num_tokens.tolist()):
        out.extend(row[:n])
    return out


def _pieces(rows: PackedRows) -> list[list[list[int]]]:
    """Per row, the document pieces that ``seq_lens`` cuts it into."""
    out = []
    for row, lens in zip(rows.input_ids.tolist(), rows.seq_lens):
        start, pieces = 0, []
        for n in lens:
            pieces.append(row[start:start + n])
            start += n
        out.append(pieces)
    return out


def _rebuild_documents(rows: PackedRows, eos: int = EOS) -> list[list[int]]:
    """Join pieces that do not end in EOS with what follows, as a trainer would."""
    docs, current = [], []
    for pieces in _pieces(rows):
        for piece in pieces:
            current.extend(piece)
            if piece[-1] == eos:
                docs.append(current)
                current = []
    if current:
        docs.append(current)
    return docs


# ------------------------------------------------------------------------------------------------
# pack_concat: hand-made examples


def test_pack_concat_exact_rows_when_stream_fills_rows():
    docs = _arrays([[11, 12, EOS], [21, 22, 23, 24, EOS], [31, 32, 33, EOS]])  # lengths 3, 5, 4
    for policy in ("pad", "drop"):
        rows = pack_concat(docs, seq_len=4, final_row=policy, pad_id=99)
        assert rows.input_ids.dtype == np.int32
        assert rows.input_ids.tolist() == [[11, 12, EOS, 21],
                                           [22, 23, 24, EOS],
                                           [31, 32, 33, EOS]]
        assert rows.seq_lens == [[3, 1], [4], [4]]
        assert rows.num_tokens.tolist() == [4, 4, 4]
        assert rows.tokens_dropped == 0
        assert rows.padding == 0


def test_pack_concat_pads_the_last_row():
    docs = _arrays([[11, 12, EOS], [21, 22, 23, 24, EOS], [31, 32, EOS]])  # lengths 3, 5, 3
    rows = pack_concat(docs, seq_len=4, final_row="pad", pad_id=99)
    assert rows.input_ids.tolist() == [[11, 12, EOS, 21],
                                       [22, 23, 24, EOS],
                                       [31, 32, EOS, 99]]
    assert rows.seq_lens == [[3, 1], [4], [3]]
    assert rows.num_tokens.tolist() == [4, 4, 3]
    assert rows.tokens_dropped == 0
    assert rows.padding == 1


def test_pack_concat_drops_the_partial_last_row():
    docs = _arrays([[11, 12, EOS], [21, 22, 23, 24, EOS], [31, 32, EOS]])
    rows = pack_concat(docs, seq_len=4, final_row="drop", pad_id=99)
    assert rows.input_ids.tolist() == [[11, 12, EOS, 21],
                                       [22, 23, 24, EOS]]
    assert rows.seq_lens == [[3, 1], [4]]
    assert rows.num_tokens.tolist() == [4, 4]
    assert rows.tokens_dropped == 3
    assert rows.padding == 0


def test_pack_concat_long_document_spans_several_rows_and_empty_streams_are_skipped():
    docs = _arrays([[], [1, 2, 3, 4, 5, 6, 7, 8, 9, EOS], [], [7, EOS]])
    rows = pack_concat(docs, seq_len=4, final_row="pad", pad_id=-1)
    assert rows.input_ids.tolist() == [[1, 2, 3, 4], [5, 6, 7, 8], [9, EOS, 7, EOS]]
    assert rows.seq_lens == [[4], [4], [2, 2]]
    assert rows.num_tokens.tolist() == [4, 4, 4]


def test_pack_concat_fewer_tokens_than_one_row():
    docs = _arrays([[5, EOS]])
    padded = pack_concat(docs, seq_len=8, final_row="pad", pad_id=3)
    assert padded.input_ids.tolist() == [[5, EOS, 3, 3, 3, 3, 3, 3]]
    assert padded.seq_lens == [[2]]
    assert padded.num_tokens.tolist() == [2]
    dropped = pack_concat(docs, seq_len=8, final_row="drop")
    assert dropped.input_ids.shape == (0, 8)
    assert dropped.seq_lens == []
    assert dropped.tokens_dropped == 2


def test_pack_concat_no_input():
    rows = pack_concat([], seq_len=4)
    assert rows.input_ids.shape == (0, 4)
    assert rows.seq_lens == []
    assert rows.num_tokens.tolist() == []
    assert rows.tokens_dropped == 0


def test_pack_concat_rejects_bad_arguments():
    with pytest.raises(ValueError, match="seq_len must be >= 1"):
        pack_concat(_arrays([[1]]), seq_len=0)
    with pytest.raises(ValueError, match="final_row must be one of"):
        pack_concat(_arrays([[1]]), seq_len=4, final_row="truncate")
    with pytest.raises(ValueError, match="final_row must be one of"):
        PackSequences(seq_len=4, final_row="truncate")


# ------------------------------------------------------------------------------------------------
# pack_concat: invariants

token_lists = st.lists(st.lists(st.integers(0, 1000), max_size=20), max_size=12)
policies = st.sampled_from(["pad", "drop"])
seq_lens = st.integers(1, 16)


@settings(max_examples=150, deadline=None)
@given(docs=token_lists, seq_len=seq_lens, final_row=policies, pad_id=st.integers(-5, 5))
def test_pack_concat_invariants(docs, seq_len, final_row, pad_id):
    rows = pack_concat(_arrays(docs), seq_len, final_row, pad_id)
    stream = [t for d in docs for t in d]
    total = len(stream)
    n_rows = len(rows.num_tokens)

    assert rows.input_ids.shape == (n_rows, seq_len)
    assert len(rows.seq_lens) == n_rows
    assert [sum(lens) for lens in rows.seq_lens] == rows.num_tokens.tolist()
    assert all(n > 0 for lens in rows.seq_lens for n in lens)
    # Only the last row may be short, and only under the pad policy.
    assert all(n == seq_len for n in rows.num_tokens.tolist()[:-1])
    if final_row == "drop" and n_rows:
        assert rows.num_tokens[-1] == seq_len
    # Padding sits after the real tokens of the last row and holds pad_id.
    for row, n in zip(rows.input_ids.tolist(), rows.num_tokens.tolist()):
        assert row[n:] == [pad_id] * (seq_len - n)

    kept = int(rows.num_tokens.sum())
    assert kept + rows.tokens_dropped == total
    if final_row == "pad":
        assert rows.tokens_dropped == 0
        assert n_rows == -(-total // seq_len)
        assert _real_tokens(rows) == stream
    else:
        assert n_rows == total // seq_len
        assert _real_tokens(rows) == stream[:n_rows * seq_len]
    assert rows.padding == n_rows * seq_len - kept


eos_documents = st.lists(st.lists(st.integers(1, 50), max_size=15).map(lambda d: d + [EOS]),
                         max_size=10)


@settings(max_examples=150, deadline=None)
@given(docs=eos_documents, seq_len=seq_lens)
def test_pack_concat_pieces_rebuild_the_documents(docs, seq_len):
    rows = pack_concat(_arrays(docs), seq_len, "pad", pad_id=EOS)
    assert _rebuild_documents(rows) == docs
    # Within a row, only the last piece may continue into the next row.
    for pieces in _pieces(rows):
        assert all(piece[-1] == EOS for piece in pieces[:-1])


@settings(max_examples=100, deadline=None)
@given(docs=eos_documents, seq_len=seq_lens)
def test_pack_concat_drop_policy_pieces_are_a_prefix_of_the_documents(docs, seq_len):
    rows = pack_concat(_arrays(docs), seq_len, "drop", pad_id=EOS)
    rebuilt = _rebuild_documents(rows)
    complete = [d for d in rebuilt if d[-1] == EOS]
    assert complete == docs[:len(complete)]
    if len(rebuilt) > len(complete):  # the kept stream stops inside a document
        assert len(rebuilt) == len(complete) + 1
        assert docs[len(complete)][:len(rebuilt[-1])] == rebuilt[-1]


# ------------------------------------------------------------------------------------------------
# PackFn


def _keyed_items(n_docs: int, seed: int, rng: random.Random):
    items = []
    for i in range(n_docs):
        doc = Document(id=f"doc-{i:03d}", text="", source="s.jsonl", position=i)
        tokens = np.asarray([rng.randint(1, 99) for _ in range(rng.randint(0, 9))] + [EOS],
                            dtype=np.int32)
        items.append((order_key(doc, seed), tokens))
    return items


def _as_plain(rows: PackedRows):
    return (rows.input_ids.tolist(), rows.seq_lens, rows.num_tokens.tolist(), rows.tokens_dropped)


def test_order_key_is_the_seeded_hash_then_the_tie_breakers():
    doc = Document(id="abc", text="t", source="f.jsonl", position=4)
    assert order_key(doc) == (stable_hash64("abc", 0), "abc", "f.jsonl", 4)
    assert order_key(doc, seed=7) == (stable_hash64("abc", 7), "abc", "f.jsonl", 4)
    assert order_key(doc, 7)[0] != order_key(doc, 0)[0]


def test_pack_fn_packs_in_order_key_order():
    items = _keyed_items(30, seed=3, rng=random.Random(0))
    fn = PackFn(seq_len=8, final_row="pad", pad_id=EOS)
    acc = fn.create_accumulator()
    for item in items:
        acc = fn.add_input(acc, item)
    expected = pack_concat([t for _, t in sorted(items, key=lambda it: it[0])], 8, "pad", EOS)
    assert _as_plain(fn.extract_output(acc)) == _as_plain(expected)
    # The order really is shuffled, not the input (id) order.
    in_id_order = pack_concat([t for _, t in items], 8, "pad", EOS)
    assert _as_plain(expected) != _as_plain(in_id_order)


@settings(max_examples=40, deadline=None)
@given(data=st.data(), n_docs=st.integers(0, 25), seq_len=seq_lens, final_row=policies,
       seed=st.integers(0, 3))
def test_pack_fn_output_does_not_depend_on_input_order_or_merging(data, n_docs, seq_len,
                                                                   final_row, seed):
    items = _keyed_items(n_docs, seed, random.Random(n_docs * 31 + seed))
    fn = PackFn(seq_len, final_row, EOS)

    def run(ordered, cuts):
        return _as_plain(combine_in_pieces(fn, ordered, cuts, data))

    reference = run(items, [])
    for _ in range(2):
        ordered = data.draw(st.permutations(items))
        cuts = data.draw(st.lists(st.integers(0, len(items)), max_size=4))
        assert run(list(ordered), cuts) == reference
    expected = pack_concat([t for _, t in sorted(items, key=lambda it: it[0])], seq_len,
                           final_row, EOS)
    assert reference == _as_plain(expected)


# ------------------------------------------------------------------------------------------------
# PackSequences in a pipeline


def _pipeline():
    return BeamTestPipeline(options=PipelineOptions(["--runner=FnApiRunner"]))


def _tokenized_corpus(n_docs: int = 60):
    """Documents with tokens unique per document (doc i: 1000*(i+1)+k), each ending in EOS."""
    rng = random.Random(42)
    out = []
    for i in range(n_docs):
        doc = Document(id=f"doc-{i:04d}", text=f"text {i}", source="in.jsonl", position=i)
        tokens = [1000 * (i + 1) + k for k in range(rng.randint(1, 12))] + [EOS]
        out.append((doc, np.asarray(tokens, dtype=np.int32)))
    return out


def _canonical(shards):
    return sorted((shard, *_as_plain(rows)) for shard, rows in shards)


def _run_pack(tmp_path, name, corpus, **kwargs):
    """Run PackSequences; return (canonical shards, num_shards, summed stats), via files."""
    shards_file = tmp_path / f"{name}-shards.json"
    num_file = tmp_path / f"{name}-num.json"
    stats_file = tmp_path / f"{name}-stats.json"

    def dump(path):
        def write(values):
            path.write_text(json.dumps(values, default=int))
        return write

    with _pipeline() as p:
        out = p | "Create" >> beam.Create(corpus) | "Pack" >> PackSequences(**kwargs)
        assert_that(out["shards"] | "AllShards" >> beam.combiners.ToList()
                    | "Canonical" >> beam.Map(_canonical),
                    lambda values: dump(shards_file)(values[0]), label="SaveShards")
        assert_that(out["num_shards"], lambda values: dump(num_file)(values), label="SaveNum")
        assert_that(out[STATS] | "SumStats" >> SummedStats()
                    | "StatsDict" >> beam.combiners.ToDict(),
                    lambda values: dump(stats_file)(values[0]), label="SaveStats")
    shards = [(s, PackedRows(np.asarray(ids, dtype=np.int32).reshape(-1, kwargs["seq_len"]), lens,
                             np.asarray(n, dtype=np.int32), dropped))
              for s, ids, lens, n, dropped in json.loads(shards_file.read_text())]
    return shards, json.loads(num_file.read_text()), json.loads(stats_file.read_text())


SHARDED = dict(seq_len=16, final_row="pad", pad_id=EOS, seed=5, tokens_per_shard=80)


@pytest.fixture(scope="module")
def sharded_run(tmp_path_factory):
    return _run_pack(tmp_path_factory.mktemp("pack"), "first", _tokenized_corpus(), **SHARDED)


def test_pack_sequences_splits_into_shards_and_keeps_every_document(sharded_run):
    corpus = _tokenized_corpus()
    total = sum(len(t) for _, t in corpus)
    expected_shards = shard_count(total, SHARDED["tokens_per_shard"])
    assert expected_shards >= 4

    shards, num_shards, stats = sharded_run

    assert num_shards == [expected_shards]
    keys = [s for s, _ in shards]
    assert len(keys) == len(set(keys)) > 1
    assert set(keys) <= set(range(expected_shards))

    by_first_token = {int(t[0]): (d, t.tolist()) for d, t in corpus}
    rebuilt = []
    for shard, rows in shards:
        assert rows.input_ids.shape[1] == 16
        for doc_tokens in _rebuild_documents(rows):
            doc, tokens = by_first_token[doc_tokens[0]]
            assert doc_tokens == tokens
            assert bucket(doc.id, expected_shards, SHARDED["seed"]) == shard
            rebuilt.append(doc.id)
    assert sorted(rebuilt) == sorted(d.id for d, _ in corpus)

    all_real = sorted(t for _, rows in shards for t in _real_tokens(rows))
    assert all_real == sorted(t for _, tokens in corpus for t in tokens.tolist())
    assert stats["tokens/total"] == total
    assert stats["packing/rows"] == sum(len(rows.num_tokens) for _, rows in shards)
    assert stats["tokens/padding"] == sum(rows.padding for _, rows in shards)
    assert "tokens/dropped" not in stats  # zero counts are not emitted


def test_pack_sequences_honours_a_fixed_shard_count(tmp_path):
    corpus = _tokenized_corpus(40)
    shards, num_shards, stats = _run_pack(tmp_path, "fixed", corpus, seq_len=8, final_row="drop",
                                          pad_id=EOS, seed=0, tokens_per_shard=10, num_shards=3)
    assert num_shards == [3]
    assert sorted(s for s, _ in shards) == [0, 1, 2]
    total = sum(len(t) for _, t in corpus)
    kept = sum(int(rows.num_tokens.sum()) for _, rows in shards)
    dropped = sum(rows.tokens_dropped for _, rows in shards)
    assert kept + dropped == total
    assert all(int(rows.num_tokens.min()) == 8 for _, rows in shards if len(rows.num_tokens))
    assert stats["tokens/total"] == kept
    assert stats.get("tokens/dropped", 0) == dropped
    # Every document went to the shard its id hashes to.
    owner = {d.id: bucket(d.id, 3, 0) for d, _ in corpus}
    by_first_token = {int(t[0]): d.id for d, t in corpus}
    for shard, rows in shards:
        for doc_tokens in _rebuild_documents(rows):
            assert owner[by_first_token[doc_tokens[0]]] == shard


def test_pack_sequences_is_identical_between_runs(tmp_path, sharded_run):
    # A second run, fed the documents in the opposite order.
    first = sharded_run
    second = _run_pack(tmp_path, "second", list(reversed(_tokenized_corpus())), **SHARDED)
    assert len(first[0]) > 1
    assert [(s, _as_plain(r)) for s, r in first[0]] == [(s, _as_plain(r)) for s, r in second[0]]
    assert first[1:] == second[1:]
