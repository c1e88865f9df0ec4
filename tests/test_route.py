"""Routing to output groups (gristmill/transforms/route.py): split by hash, length buckets with leakage."""

from __future__ import annotations

import collections
import json
import math

import apache_beam as beam
import numpy as np
import pytest
from apache_beam.options.pipeline_options import PipelineOptions
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to

from gristmill.transforms.document import Document
from gristmill.transforms.route import (TRAIN, VALIDATION, RouteTokenized, Routing, bucket_of, length_bucket,
                              split_of)

IDS = [f"doc-{i:06d}" for i in range(20_000)]


def _within(count, n, p, sigmas=4):
    return abs(count - n * p) <= sigmas * math.sqrt(n * p * (1 - p))


def test_split_shares_and_stability():
    held_out = [i for i in IDS if split_of(i, 0.05) == VALIDATION]
    assert _within(len(held_out), len(IDS), 0.05)
    # The decision is the id's own: the same in any subset and on a second call.
    assert [i for i in IDS[:5000] if split_of(i, 0.05) == VALIDATION] == \
        [i for i in held_out if i < IDS[5000]]
    # A larger fraction only adds documents to validation.
    assert set(held_out) <= {i for i in IDS if split_of(i, 0.10) == VALIDATION}
    assert all(split_of(i, 0.0) == TRAIN for i in IDS[:100])
    assert {i for i in IDS if split_of(i, 0.05, seed=1) == VALIDATION} != set(held_out)


def test_length_bucket_bounds_are_exclusive():
    bounds = (512, 2048)
    assert [length_bucket(n, bounds) for n in (1, 511, 512, 2047, 2048, 10**6)] == [0, 0, 1, 1, 2, 2]
    assert length_bucket(10, ()) == 0


def test_leak_moves_a_share_to_longer_buckets_only():
    bounds, leak = (100, 1000, 5000), 0.2
    moved = collections.Counter()
    for i in IDS:
        target = bucket_of(i, 50, bounds, leak)
        assert target >= 0
        moved[target] += 1
    assert _within(sum(n for b, n in moved.items() if b > 0), len(IDS), leak)
    # Uniform over the three longer buckets.
    for b in (1, 2, 3):
        assert _within(moved[b], len(IDS), leak / 3)
    # The last bucket has nowhere to go; no leak keeps every document in its own bucket.
    assert all(bucket_of(i, 9000, bounds, leak) == 3 for i in IDS[:2000])
    assert all(bucket_of(i, 50, bounds, 0.0) == 0 for i in IDS[:2000])
    # Leaking and holding out are independent decisions.
    leaked = {i for i in IDS if bucket_of(i, 50, bounds, leak) > 0}
    held_out = {i for i in IDS if split_of(i, 0.5) == VALIDATION}
    assert _within(len(leaked & held_out), len(IDS), leak * 0.5)


def test_groups_and_validation():
    assert Routing().groups == [""]
    assert Routing(validation_fraction=0.01).groups == ["train", "validation"]
    routing = Routing(bucket_names=("short", "long"), bounds=(1024,), validation_fraction=0.1)
    assert routing.groups == ["short/train", "short/validation", "long/train", "long/validation"]
    assert routing.groups[routing.group_of("x", 5000)] in ("long/train", "long/validation")
    with pytest.raises(ValueError, match="1 bounds need 2 names"):
        Routing(bucket_names=("a", "b", "c"), bounds=(10,))
    with pytest.raises(ValueError, match="ascending"):
        Routing(bucket_names=("a", "b", "c"), bounds=(10, 10))
    with pytest.raises(ValueError, match="validation_fraction"):
        Routing(validation_fraction=1.0)
    with pytest.raises(ValueError, match="differ"):
        Routing(bucket_names=("a", "a"), bounds=(10,))
    with pytest.raises(ValueError, match="split name"):
        Routing(bucket_names=("a", "validation"), bounds=(10,))


def test_route_tokenized_partitions_by_group():
    routing = Routing(bucket_names=("short", "long"), bounds=(8,), leak=0.3,
                      validation_fraction=0.25, seed=3)
    items = [(Document(id=f"d{i}", text="x"), np.arange(3 + i % 10, dtype=np.int32))
             for i in range(200)]
    expected = collections.defaultdict(list)
    for doc, tokens in items:
        expected[routing.groups[routing.group_of(doc.id, len(tokens))]].append(doc.id)
    assert len(expected) == 4
    with BeamTestPipeline(options=PipelineOptions(["--runner=FnApiRunner"])) as p:
        groups = p | beam.Create(items, reshuffle=False) | RouteTokenized(routing)
        assert set(groups) == set(routing.groups)
        for name, pcoll in groups.items():
            assert_that(pcoll | f"Ids{name}" >> beam.Map(lambda item: item[0].id),
                        equal_to(expected[name]), label=f"Check{name}")


# ------------------------------------------------------------------------------------------------
# The command line, end to end


@pytest.mark.slow
def test_cli_routes_every_kept_document_to_its_group_in_both_formats(tmp_path):
    import datasets
    import pyarrow.parquet as pq

    from gristmill.cli import main
    from gristmill.pipeline.config import load_config
    from gristmill.data import PackedDataset
    from gristmill.pipeline.graph import routing, tokenizer_spec
    from tests.test_megatron import read_documents
    from tests.test_pack_modes import _expected_pieces
    from gristmill.transforms.tokenize import encode_documents, load_encoder

    out = tmp_path / "out"
    seq_len = 1024
    overrides = [f"output.path={out}", "output.formats=[parquet,megatron]",
                 "output.validation_fraction=0.2", "length_buckets.enabled=true",
                 "length_buckets.names=[short,medium,long]", "length_buckets.bounds=[300,1500]",
                 "length_buckets.leak=0.1", "packing.mode=pad", f"packing.seq_len={seq_len}"]
    assert main(["run", "-c", "configs/default.yaml", *overrides]) == 0
    config = load_config("configs/default.yaml", overrides)
    route = routing(config)
    encoder = load_encoder(tokenizer_spec(config))

    # What each group should hold, from the kept documents, tokenized and routed here.
    docs = pq.read_table(out / "documents").to_pylist()
    tokens = [t.tolist() for t in encode_documents(encoder, [d["text"] for d in docs])]
    expected = collections.defaultdict(list)
    for doc, doc_tokens in zip(docs, tokens):
        expected[route.groups[route.group_of(doc["id"], len(doc_tokens))]].append(doc_tokens)
    assert len(expected) == 6

    manifest = json.loads((out / "manifest.json").read_text())
    for group in route.groups:
        # Megatron: one sequence per document of the group.
        prefixes = sorted({f["path"][:-4] for f in manifest["files"]
                           if f["kind"] == f"megatron/{group}"})
        sequences = []
        for prefix in prefixes:
            sequences += read_documents((out / f"{prefix}.bin").read_bytes(),
                                        (out / f"{prefix}.idx").read_bytes())
        assert sorted(sequences) == sorted(expected[group]), group
        # Parquet, one document (or seq_len piece) per row.
        pieces = []
        for row in pq.read_table(out / "data" / group).to_pylist():
            assert row["seq_lens"] == [row["num_tokens"]]
            pieces.append(row["input_ids"][:row["num_tokens"]])
        assert sorted(pieces) == sorted(_expected_pieces(expected[group], seq_len, "split")), group

    stats = json.loads((out / "stats.json").read_text())
    assert stats["files"]["megatron/short/train"]["rows"] == len(expected["short/train"])
    # datasets finds the splits by directory name.
    loaded = datasets.load_dataset(str(out / "data" / "medium"))
    assert loaded["train"].num_rows + loaded["validation"].num_rows == \
        sum(m["rows"] for m in manifest["files"] if m["kind"].startswith("data/medium/"))
    # So does the loader, given the group.
    batches = list(PackedDataset(str(out), split="medium/validation", batch_size=4))
    assert sum(len(b["input_ids"]) for b in batches) == loaded["validation"].num_rows


def test_config_validates_formats_and_buckets():
    from gristmill.pipeline.config import ConfigError, load_config

    base = ["output.path=/tmp/unused"]
    config = load_config("configs/default.yaml", base + ["output.formats=[megatron]",
                                                         "length_buckets.enabled=true"])
    assert config.output.formats == ["megatron"] and config.length_buckets.bounds == [512, 2048]
    for bad, message in ((["output.formats=[parquet,parquet]"], "distinct formats"),
                         (["output.formats=[bin]"], "formats"),
                         (["output.validation_fraction=1.0"], "validation_fraction"),
                         (["length_buckets.bounds=[100]"], "need 2 names"),
                         (["length_buckets.bounds=[900,100]"], "ascending"),
                         (["length_buckets.names=[a,train,c]"], "split name"),
                         (["tokenizer.enabled=false", "packing.enabled=false",
                           "output.formats=[megatron]"], "megatron needs tokenizer")):
        with pytest.raises(ConfigError, match=message):
            load_config("configs/default.yaml", base + bad)


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["bfd", "pad"])
def test_routed_outputs_are_identical_across_worker_counts(tmp_path, mode):
    from gristmill.cli import main
    from tests.test_end_to_end import file_digests

    overrides = ["output.formats=[parquet,megatron]", "output.validation_fraction=0.1",
                 "length_buckets.enabled=true", "length_buckets.leak=0.2", f"packing.mode={mode}",
                 "packing.tokens_per_shard=200000"]
    one, two = tmp_path / "one", tmp_path / "two"
    assert main(["run", "-c", "configs/default.yaml", f"output.path={one}", *overrides]) == 0
    assert main(["run", "-c", "configs/default.yaml", f"output.path={two}", *overrides,
                 "--direct_num_workers=2", "--direct_running_mode=multi_processing"]) == 0
    digests = file_digests(one)
    assert any(name.startswith("megatron/long/validation/") for name in digests)
    assert sum(name.startswith("data/medium/train/") for name in digests) > 1
    assert file_digests(two) == digests
