"""Megatron-LM indexed datasets (gristmill/transforms/megatron.py): the byte layout, read back by a reader written
here from the format's description, and WriteMegatron in a pipeline."""

from __future__ import annotations

import gzip
import hashlib
import json
import random
import struct

import apache_beam as beam
import numpy as np
import pytest
from apache_beam.options.pipeline_options import PipelineOptions
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.combining import combine_in_pieces
from tests.conftest import SAMPLE_DIR
from gristmill.transforms.document import Document
from gristmill.transforms.hashing import bucket
from gristmill.transforms.megatron import (MEGATRON, IndexedShardFn, WriteMegatron, indexed_dataset_bytes,
                                 optimal_dtype)
from gristmill.transforms.pack import order_key
from gristmill.transforms.sharding import shard_count
from gristmill.transforms.tokenize import TokenizerSpec, encode_documents, load_encoder
from gristmill.transforms.write import Finalize, WrittenFile, temp_shard_path

# From Megatron-LM's megatron/core/datasets/indexed_dataset.py (DType, _IndexWriter, _IndexReader).
MAGIC = b"MMIDIDX\x00\x00"
CODE_DTYPES = {1: np.uint8, 2: np.int8, 3: np.int16, 4: np.int32, 5: np.int64, 6: np.float64,
               7: np.float32, 8: np.uint16}


def read_index(idx: bytes) -> dict:
    """Parse an .idx file: 9-byte magic, u64 version, u8 dtype code, u64 sequence count, u64
    document-index length, then int32 lengths, int64 byte pointers, int64 document index."""
    magic = idx[:9]
    version, code, n_seq, n_doc = struct.unpack_from("<QBQQ", idx, 9)
    offset = 9 + 8 + 1 + 8 + 8
    lengths = np.frombuffer(idx, dtype="<i4", count=n_seq, offset=offset)
    offset += 4 * n_seq
    pointers = np.frombuffer(idx, dtype="<i8", count=n_seq, offset=offset)
    offset += 8 * n_seq
    doc_index = np.frombuffer(idx, dtype="<i8", count=n_doc, offset=offset)
    offset += 8 * n_doc
    return {"magic": magic, "version": version, "code": code, "sequences": n_seq,
            "documents": n_doc, "lengths": lengths.tolist(), "pointers": pointers.tolist(),
            "doc_index": doc_index.tolist(), "trailing": len(idx) - offset}


def read_documents(data: bytes, idx: bytes) -> list[list[int]]:
    """Token ids of every document, in order (a document may hold zero sequences)."""
    index = read_index(idx)
    dtype = np.dtype(CODE_DTYPES[index["code"]]).newbyteorder("<")
    sequences = [np.frombuffer(data, dtype=dtype, count=n, offset=p).tolist()
                 for n, p in zip(index["lengths"], index["pointers"])]
    bounds = index["doc_index"]
    return [[t for seq in sequences[lo:hi] for t in seq] for lo, hi in zip(bounds, bounds[1:])]


def read_like_megatron(prefix: str) -> list[np.ndarray]:
    """The steps Megatron's _IndexReader and _MMapBinReader take: read the header from the stream,
    memory-map both files, view each array at the running offset in the machine's byte order."""
    with open(prefix + ".idx", "rb") as stream:
        assert stream.read(9) == MAGIC
        assert struct.unpack("<Q", stream.read(8))[0] == 1
        dtype = CODE_DTYPES[struct.unpack("<B", stream.read(1))[0]]
        n_seq = struct.unpack("<Q", stream.read(8))[0]
        n_doc = struct.unpack("<Q", stream.read(8))[0]
        offset = stream.tell()
    idx = memoryview(np.memmap(prefix + ".idx", mode="r", order="C"))
    lengths = np.frombuffer(idx, dtype=np.int32, count=n_seq, offset=offset)
    pointers = np.frombuffer(idx, dtype=np.int64, count=n_seq, offset=offset + lengths.nbytes)
    doc_index = np.frombuffer(idx, dtype=np.int64, count=n_doc,
                              offset=offset + lengths.nbytes + pointers.nbytes)
    assert lengths.shape[0] == doc_index[-1]  # the check Megatron's IndexedDataset makes on load
    data = memoryview(np.memmap(prefix + ".bin", mode="r", order="C").data)
    return [np.frombuffer(data, dtype=dtype, count=int(n), offset=int(p)).copy()
            for n, p in zip(lengths, pointers)]


def _arrays(docs):
    return [np.asarray(d, dtype=np.int32) for d in docs]


# ------------------------------------------------------------------------------------------------
# Byte layout


def test_three_documents_in_uint16_byte_by_byte():
    data, idx = indexed_dataset_bytes(_arrays([[5, 6, 7], [8], [9, 10]]), np.uint16)
    assert data == np.array([5, 6, 7, 8, 9, 10], dtype="<u2").tobytes()
    header = (MAGIC + (1).to_bytes(8, "little") + bytes([8])
              + (3).to_bytes(8, "little") + (4).to_bytes(8, "little"))
    assert idx[:34] == header
    index = read_index(idx)
    assert index["lengths"] == [3, 1, 2]
    assert index["pointers"] == [0, 6, 8]  # bytes: 3 and 1 two-byte ids before the 2nd and 3rd
    assert index["doc_index"] == [0, 1, 2, 3]
    assert index["trailing"] == 0
    assert len(idx) == 34 + 3 * 4 + 3 * 8 + 4 * 8


def test_int32_pointers_step_four_bytes_per_token():
    data, idx = indexed_dataset_bytes(_arrays([[5, 6, 7], [8], [70000, 10]]), np.int32)
    index = read_index(idx)
    assert index["code"] == 4
    assert index["pointers"] == [0, 12, 16]
    assert len(data) == 6 * 4
    assert read_documents(data, idx) == [[5, 6, 7], [8], [70000, 10]]


def test_an_empty_document_closes_a_document_without_a_sequence():
    data, idx = indexed_dataset_bytes(_arrays([[1, 2], [], [3]]), np.uint16)
    index = read_index(idx)
    assert (index["sequences"], index["documents"]) == (2, 4)
    assert index["lengths"] == [2, 1]
    assert index["doc_index"] == [0, 1, 1, 2]
    assert read_documents(data, idx) == [[1, 2], [], [3]]


def test_no_documents_gives_an_empty_bin_and_a_bare_index():
    data, idx = indexed_dataset_bytes([], np.int32)
    assert data == b""
    index = read_index(idx)
    assert (index["magic"], index["version"], index["code"]) == (MAGIC, 1, 4)
    assert (index["sequences"], index["documents"], index["doc_index"]) == (0, 1, [0])
    assert len(idx) == 34 + 8


@settings(max_examples=60, deadline=None)
@given(docs=st.lists(st.lists(st.integers(0, 65535), max_size=40), max_size=30),
       wide=st.booleans())
def test_reading_back_gives_the_documents_in_order(docs, wide):
    dtype = np.int32 if wide else np.uint16
    data, idx = indexed_dataset_bytes(_arrays(docs), dtype)
    index = read_index(idx)
    assert index["magic"] == MAGIC and index["version"] == 1 and index["trailing"] == 0
    assert CODE_DTYPES[index["code"]] == dtype
    assert read_documents(data, idx) == docs
    assert index["sequences"] == sum(1 for d in docs if d)
    assert index["documents"] == len(docs) + 1
    assert index["doc_index"][-1] == index["sequences"]
    size = np.dtype(dtype).itemsize
    assert len(data) == size * sum(len(d) for d in docs)
    # Sequences are contiguous: each starts where the previous one ends.
    ends = [p + size * n for p, n in zip(index["pointers"], index["lengths"])]
    assert index["pointers"] == ([0] + ends[:-1] if ends else [])


def test_bytes_match_datatrove_megatron_writer(tmp_path):
    # datatrove writes the same format independently (pipeline/tokens/megatron_tokenizer.py).
    megatron_tokenizer = pytest.importorskip("datatrove.pipeline.tokens.megatron_tokenizer")
    rng = random.Random(3)
    docs = [[rng.randrange(16384) for _ in range(rng.randint(1, 50))] for _ in range(40)]
    for token_size, dtype in ((2, np.uint16), (4, np.int32)):
        out = megatron_tokenizer.MegatronTokenizedFile(str(tmp_path), f"dt{token_size}",
                                                       token_size=token_size)
        for tokens in docs:
            out.write(tokens)
        out.close()
        data, idx = indexed_dataset_bytes(_arrays(docs), dtype)
        assert (tmp_path / f"dt{token_size}.bin").read_bytes() == data
        assert (tmp_path / f"dt{token_size}.idx").read_bytes() == idx


def test_files_read_the_way_megatron_reads_them(tmp_path):
    docs = _arrays([[3, 1, 4, 1, 5], [9, 2, 6], [5, 3, 5, 8, 9, 7, 9]])
    for name, dtype in (("narrow", np.uint16), ("wide", np.int32)):
        data, idx = indexed_dataset_bytes(docs, dtype)
        (tmp_path / f"{name}.bin").write_bytes(data)
        (tmp_path / f"{name}.idx").write_bytes(idx)
        read = read_like_megatron(str(tmp_path / name))
        assert [r.dtype for r in read] == [np.dtype(dtype)] * 3
        assert [r.tolist() for r in read] == [d.tolist() for d in docs]


# ------------------------------------------------------------------------------------------------
# Token dtype and refused ids


def test_optimal_dtype_switches_to_int32_at_65500():
    # Megatron's DType.optimal_dtype: uint16 when the vocabulary has fewer than 65,500 entries.
    assert optimal_dtype(16384) == np.uint16
    assert optimal_dtype(65499) == np.uint16
    assert optimal_dtype(65500) == np.int32
    assert optimal_dtype(100277) == np.int32  # cl100k_base
    with pytest.raises(ValueError, match="vocab_size"):
        optimal_dtype(0)


def test_the_bundled_16k_tokenizer_is_stored_as_uint16(encoder):
    assert optimal_dtype(encoder.vocab_size) == np.uint16


def test_ids_that_do_not_fit_the_dtype_are_refused():
    assert read_documents(*indexed_dataset_bytes(_arrays([[65535]]), np.uint16)) == [[65535]]
    with pytest.raises(ValueError, match="sequence 1 holds token id 65536.*uint16"):
        indexed_dataset_bytes(_arrays([[1], [2, 65536]]), np.uint16)
    with pytest.raises(ValueError, match="negative"):
        indexed_dataset_bytes(_arrays([[-1]]), np.int32)
    with pytest.raises(ValueError, match="does not fit int32"):
        indexed_dataset_bytes([np.array([2 ** 31], dtype=np.int64)], np.int32)


def test_ids_outside_the_vocabulary_are_refused():
    assert read_documents(*indexed_dataset_bytes(_arrays([[99]]), np.uint16, vocab_size=100)) \
        == [[99]]
    with pytest.raises(ValueError, match="outside the vocabulary of 100"):
        indexed_dataset_bytes(_arrays([[100]]), np.uint16, vocab_size=100)


def test_non_integer_tokens_and_dtypes_are_refused():
    with pytest.raises(TypeError, match="float"):
        indexed_dataset_bytes([np.array([1.0, 2.0])], np.int32)
    with pytest.raises(ValueError, match="integers"):
        indexed_dataset_bytes(_arrays([[1]]), np.float32)
    with pytest.raises(ValueError, match="no Megatron"):
        indexed_dataset_bytes(_arrays([[1]]), np.uint32)


# ------------------------------------------------------------------------------------------------
# IndexedShardFn


@settings(max_examples=30, deadline=None)
@given(data=st.data(), n_docs=st.integers(1, 25))
def test_shard_fn_bytes_do_not_depend_on_input_order_or_merging(data, n_docs):
    docs = [Document(id=f"d{i}", text="") for i in range(n_docs)]
    items = [(order_key(d, 7), np.arange(i, i + 1 + i % 4, dtype=np.int32))
             for i, d in enumerate(docs)]
    fn = IndexedShardFn(np.uint16, vocab_size=1000)
    expected = sorted(items, key=lambda item: item[0])
    shuffled = data.draw(st.permutations(items))
    cuts = data.draw(st.lists(st.integers(0, n_docs), max_size=4))
    shard = combine_in_pieces(fn, list(shuffled), cuts, data)
    assert shard.documents == n_docs
    assert read_documents(shard.bin, shard.idx) == [t.tolist() for _, t in expected]


# ------------------------------------------------------------------------------------------------
# WriteMegatron in a pipeline


def _pipeline():
    return BeamTestPipeline(options=PipelineOptions(["--runner=FnApiRunner"]))


@pytest.fixture(scope="module")
def encoder():
    return load_encoder(TokenizerSpec(name="sample-bpe-16k"))


@pytest.fixture(scope="module")
def corpus(encoder):
    """The 50 chapters of Genesis from the sample corpus, tokenized (each ends with EOS)."""
    with gzip.open(SAMPLE_DIR / "kjv.jsonl.gz", "rt", encoding="utf-8") as f:
        records = [json.loads(line) for _, line in zip(range(50), f)]
    docs = [Document(id=r["id"], text=r["text"], source="kjv.jsonl.gz", position=i)
            for i, r in enumerate(records)]
    return list(zip(docs, encode_documents(encoder, [d.text for d in docs])))


def _run(temp_dir, corpus, vocab_size, **kwargs):
    """Run WriteMegatron; return {(shard, extension): bytes}, checking the WrittenFile records."""
    expected = _expected_files(temp_dir, corpus, vocab_size, **kwargs)
    with _pipeline() as p:
        files = (p | "Create" >> beam.Create(corpus)
                 | "Write" >> WriteMegatron(str(temp_dir), vocab_size=vocab_size, **kwargs))
        assert_that(files, equal_to(list(expected)))
    return {(f.shard, f.extension): open(f.temp_path, "rb").read() for f in expected}


def _expected_files(temp_dir, corpus, vocab_size, *, seed=0, tokens_per_shard=1 << 25,
                    num_shards=None):
    """The shards the spec calls for: bucket of the id, seeded-hash order inside a shard."""
    n = num_shards or shard_count(sum(len(t) for _, t in corpus), tokens_per_shard)
    shards: dict[int, list] = {}
    for doc, tokens in sorted(corpus, key=lambda item: order_key(item[0], seed)):
        shards.setdefault(bucket(doc.id, n, seed), []).append(tokens)
    out = []
    for shard, arrays in sorted(shards.items()):
        data, idx = indexed_dataset_bytes(arrays, optimal_dtype(vocab_size))
        for extension, content in (("bin", data), ("idx", idx)):
            out.append(WrittenFile(MEGATRON, shard, temp_shard_path(str(temp_dir), MEGATRON, shard,
                                                                    extension),
                                   extension, len(arrays), len(content),
                                   hashlib.sha256(content).hexdigest()))
    return out


TOKENS_PER_SHARD = 12_000
SEED = 11


@pytest.fixture(scope="module")
def first_run(tmp_path_factory, corpus, encoder):
    temp_dir = tmp_path_factory.mktemp("megatron-first")
    return _run(temp_dir, corpus, encoder.vocab_size, seed=SEED,
                tokens_per_shard=TOKENS_PER_SHARD)


def test_write_megatron_shards_hold_every_document_in_seeded_order(first_run, corpus, encoder):
    total = sum(len(t) for _, t in corpus)
    n = shard_count(total, TOKENS_PER_SHARD)
    assert n >= 3  # the sample is big enough to need several shards
    shards = sorted({shard for shard, _ in first_run})
    assert set(first_run) == {(s, ext) for s in shards for ext in ("bin", "idx")}
    assert set(shards) <= set(range(n))

    by_tokens = {tuple(t.tolist()): d for d, t in corpus}
    seen = []
    for shard in shards:
        index = read_index(first_run[shard, "idx"])
        assert CODE_DTYPES[index["code"]] == np.uint16
        docs = read_documents(first_run[shard, "bin"], first_run[shard, "idx"])
        owners = [by_tokens[tuple(d)] for d in docs]
        assert all(bucket(doc.id, n, SEED) == shard for doc in owners)
        assert owners == sorted(owners, key=lambda doc: order_key(doc, SEED))
        seen.extend(docs)
    assert sorted(seen) == sorted(t.tolist() for _, t in corpus)
    assert all(doc[-1] == encoder.eos_id for doc in seen)


def test_write_megatron_is_identical_between_runs_and_input_orders(tmp_path, first_run, corpus,
                                                                   encoder):
    shuffled = list(corpus)
    random.Random(0).shuffle(shuffled)
    second = _run(tmp_path, shuffled, encoder.vocab_size, seed=SEED,
                  tokens_per_shard=TOKENS_PER_SHARD)
    digest = {key: hashlib.sha256(content).hexdigest() for key, content in first_run.items()}
    assert {key: hashlib.sha256(c).hexdigest() for key, c in second.items()} == digest


def test_write_megatron_honours_a_fixed_shard_count_and_skips_empty_shards(tmp_path, corpus,
                                                                           encoder):
    few = corpus[:3]
    files = _run(tmp_path, few, encoder.vocab_size, num_shards=8)
    occupied = {bucket(d.id, 8, 0) for d, _ in few}
    assert {shard for shard, _ in files} == occupied  # at most 3 of the 8 shards exist
    assert sorted(t for s in occupied for t in read_documents(files[s, "bin"], files[s, "idx"])) \
        == sorted(t.tolist() for _, t in few)


def test_finalized_names_pair_each_bin_with_its_idx_and_a_large_vocabulary_uses_int32(tmp_path,
                                                                                   corpus):
    out = tmp_path / "out"
    with _pipeline() as p:
        counts = p | "Counts" >> beam.Create([{}])
        _ = (p | "Create" >> beam.Create(corpus)
             | "Write" >> WriteMegatron(str(tmp_path / "temp"), vocab_size=100277, num_shards=3)
             | "Finalize" >> Finalize(str(out), counts, lambda counts, files: {}, {}))
    names = sorted(path.name for path in (out / MEGATRON).iterdir())
    prefixes = [f"part-{i:05d}-of-00003" for i in range(3)]
    assert names == sorted(f"{prefix}.{ext}" for prefix in prefixes for ext in ("bin", "idx"))
    documents = []
    for prefix in prefixes:
        arrays = read_like_megatron(str(out / MEGATRON / prefix))
        assert {a.dtype for a in arrays} == {np.dtype(np.int32)}
        documents.extend(a.tolist() for a in arrays)
    assert sorted(documents) == sorted(t.tolist() for _, t in corpus)


def test_write_megatron_rejects_bad_arguments(tmp_path):
    with pytest.raises(ValueError, match="vocab_size"):
        WriteMegatron(str(tmp_path), vocab_size=0)
    with pytest.raises(ValueError, match="tokens_per_shard"):
        WriteMegatron(str(tmp_path), vocab_size=100, tokens_per_shard=0)
    with pytest.raises(ValueError, match="num_shards"):
        WriteMegatron(str(tmp_path), vocab_size=100, num_shards=0)
