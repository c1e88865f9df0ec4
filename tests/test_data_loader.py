"""Streaming packed output into training batches (gristmill/data/loader.py)."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
import types
from collections import Counter
from pathlib import Path

import numpy as np
import pyarrow.parquet as pq
import pytest

import gristmill.data.loader as data
from gristmill.cli import main
from gristmill.data.loader import (IncompleteOutputError, PackedDataset, block_diagonal_mask,
                                share_rows)
from gristmill.transforms.pack import pack_concat
from gristmill.transforms.tokenize import TokenizerSpec, encode_documents, load_encoder
from gristmill.transforms.write import packed_table, parquet_bytes, write_bytes

SEQ_LEN = 256
ROW_GROUP_ROWS = 16


@pytest.fixture(scope="module")
def documents() -> list[np.ndarray]:
    """Token arrays (ending in EOS) of 160 KJV chapters, as the pipeline's tokenizer makes them."""
    encoder = load_encoder(TokenizerSpec(name="sample-bpe-16k"))
    sample = Path(__file__).resolve().parent.parent / "data" / "sample" / "kjv.jsonl.gz"
    with gzip.open(sample, "rt", encoding="utf-8") as f:
        texts = [json.loads(line)["text"] for _, line in zip(range(160), f)]
    return encode_documents(encoder, texts)


def write_run(out: Path, documents, layout: dict[str, int], *, complete: bool = True,
              seq_len: int = SEQ_LEN) -> list[dict]:
    """Pack the documents into ``layout`` = {kind: number of files} (documents dealt out in turn,
    each file packed on its own, so each ends in a padded row) and write files plus a manifest.
    Returns the manifest's file entries."""
    shards = [(kind, i) for kind, count in layout.items() for i in range(count)]
    entries = []
    for index, (kind, shard) in enumerate(shards):
        rows = pack_concat(documents[index::len(shards)], seq_len, "pad", pad_id=1)
        name = f"{kind}/part-{shard:05d}-of-{layout[kind]:05d}.parquet"
        (out / kind).mkdir(parents=True, exist_ok=True)
        blob = parquet_bytes(packed_table(rows, with_mask=True), ROW_GROUP_ROWS)
        sha = write_bytes(str(out / name), blob)
        entries.append({"path": name, "kind": kind, "rows": len(rows.num_tokens),
                        "bytes": len(blob), "sha256": sha})
    manifest = {"complete": complete, "files": entries, "fingerprint": "0" * 64}
    (out / "manifest.json").write_text(json.dumps(manifest))
    return entries


def file_rows(out: Path, entries: list[dict]) -> list[dict]:
    return [row for e in entries for row in pq.read_table(out / e["path"]).to_pylist()]


def row_key(input_ids) -> tuple:
    return tuple(int(t) for t in input_ids)


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory, documents) -> tuple[Path, list[dict]]:
    out = tmp_path_factory.mktemp("packed") / "out"
    entries = write_run(out, documents, {"data": 4})
    return out, entries


def test_fixture_has_several_files_row_groups_and_padding(run_dir):
    out, entries = run_dir
    assert len(entries) == 4
    for e in entries:
        meta = pq.ParquetFile(out / e["path"]).metadata
        assert meta.num_row_groups >= 3
    rows = file_rows(out, entries)
    assert sum(r["num_tokens"] < SEQ_LEN for r in rows) == 4  # each file's last row


def _read(ds) -> list[dict]:
    return list(ds)


def _rows_of(batches) -> list[tuple]:
    return [row_key(ids) for b in batches for ids in b["input_ids"]]


@pytest.mark.parametrize("world_size, workers", [(1, 1), (2, 1), (3, 1), (1, 2), (2, 2), (3, 2)])
def test_every_row_is_read_exactly_once_across_ranks_and_workers(run_dir, monkeypatch,
                                                                 world_size, workers):
    # 4 files: by whole files for 1, 2 and 4 readers, 3 whole + 1 shared for 3 readers, row by row
    # for 6 readers.
    out, entries = run_dir
    expected = Counter(row_key(r["input_ids"]) for r in file_rows(out, entries))
    seen: Counter = Counter()
    per_rank = []
    for rank in range(world_size):
        rank_rows = 0
        for worker in range(workers):
            info = types.SimpleNamespace(id=worker, num_workers=workers)
            monkeypatch.setattr(data, "_worker_info", lambda info=info: info)
            ds = PackedDataset(str(out), batch_size=5, rank=rank, world_size=world_size,
                               shuffle_files=True, seed=3)
            rows = _rows_of(_read(ds))
            consumer, consumers = ds.consumer()
            assert (consumer, consumers) == (rank * workers + worker, world_size * workers)
            assert len(rows) == share_rows(ds.files(), consumer, consumers)
            seen.update(rows)
            rank_rows += len(rows)
        per_rank.append(rank_rows)
    assert seen == expected
    # Each rank gets whole files in equal numbers plus an even share of the rest, so ranks differ by
    # at most the spread of file sizes per whole file held, plus one row.
    sizes = [e["rows"] for e in entries]
    whole_each = len(entries) // (world_size * workers) * workers
    assert max(per_rank) - min(per_rank) <= (max(sizes) - min(sizes)) * whole_each + workers


def test_batch_shapes_and_dtypes(run_dir):
    out, entries = run_dir
    total = sum(e["rows"] for e in entries)
    batches = _read(PackedDataset(str(out), batch_size=8))
    assert [len(b["input_ids"]) for b in batches] == [8] * (total // 8) + (
        [total % 8] if total % 8 else [])
    for b in batches:
        rows = len(b["input_ids"])
        assert set(b) == {"input_ids", "position_ids", "cu_seqlens", "max_seqlen",
                          "attention_mask"}
        assert b["input_ids"].dtype == np.int64 and b["input_ids"].shape == (rows, SEQ_LEN)
        assert b["position_ids"].dtype == np.int64 and b["position_ids"].shape == (rows, SEQ_LEN)
        assert b["attention_mask"].dtype == np.int8 and b["attention_mask"].shape == (rows, SEQ_LEN)
        assert b["cu_seqlens"].dtype == np.int32 and b["cu_seqlens"].ndim == 1
        assert b["cu_seqlens"][0] == 0 and b["cu_seqlens"][-1] == rows * SEQ_LEN
        assert isinstance(b["max_seqlen"], int)

    dropped = _read(PackedDataset(str(out), batch_size=8, drop_last=True,
                                  return_position_ids=False))
    assert len(dropped) == total // 8
    assert all("position_ids" not in b and len(b["input_ids"]) == 8 for b in dropped)


def _expected_segments(rows: list[dict]) -> tuple[list[int], list[list[int]]]:
    """cu_seqlens and position_ids of consecutive rows, from seq_lens, padding as its own piece."""
    cu, positions = [0], []
    for row in rows:
        pieces = list(row["seq_lens"])
        if row["num_tokens"] < SEQ_LEN:
            pieces.append(SEQ_LEN - row["num_tokens"])
        row_positions = []
        for n in pieces:
            cu.append(cu[-1] + n)
            row_positions.extend(range(n))
        positions.append(row_positions)
    return cu, positions


def test_cu_seqlens_position_ids_and_mask_follow_seq_lens(run_dir):
    out, entries = run_dir
    rows = file_rows(out, entries)  # world_size 1, no shuffle: manifest order, file order
    batch_size = 6
    batches = _read(PackedDataset(str(out), batch_size=batch_size))
    assert len(batches) == -(-len(rows) // batch_size)
    for index, b in enumerate(batches):
        expected_rows = rows[index * batch_size:(index + 1) * batch_size]
        assert b["input_ids"].tolist() == [r["input_ids"] for r in expected_rows]
        cu, positions = _expected_segments(expected_rows)
        assert b["cu_seqlens"].tolist() == cu
        assert b["max_seqlen"] == max(np.diff(cu))
        assert b["position_ids"].tolist() == positions
        assert b["attention_mask"].tolist() == [r["attention_mask"] for r in expected_rows]


def test_block_diagonal_mask_is_causal_within_pieces():
    mask = block_diagonal_mask([3, 2], 7)  # pieces 0-2 and 3-4, padding 5-6
    assert mask.dtype == bool and mask.shape == (7, 7)
    assert mask[4, 3] and mask[2, 0] and mask[6, 5]
    assert not mask[3, 2], "the second piece must not see the first"
    assert not mask[0, 1], "no token sees a later one"
    assert not mask[5, 4], "padding does not see real tokens"
    assert not mask[4, 5]
    assert mask.diagonal().all()


def test_block_diagonal_mask_matches_pieces_of_real_rows(run_dir):
    out, entries = run_dir
    for row in file_rows(out, entries[:1])[-3:]:  # includes the padded last row
        mask = block_diagonal_mask(row["seq_lens"], SEQ_LEN)
        piece = []
        for number, n in enumerate(row["seq_lens"]):
            piece += [number] * n
        piece += [len(row["seq_lens"])] * (SEQ_LEN - row["num_tokens"])
        expected = [[piece[i] == piece[j] and j <= i for j in range(SEQ_LEN)]
                    for i in range(SEQ_LEN)]
        assert mask.tolist() == expected


def test_block_diagonal_mask_refuses_pieces_longer_than_the_row():
    with pytest.raises(ValueError, match="more than seq_len"):
        block_diagonal_mask([5, 4], 8)


def test_reads_one_row_group_at_a_time(run_dir, monkeypatch):
    out, entries = run_dir
    requested = []
    original = pq.ParquetFile.iter_batches

    def recording(self, *args, **kwargs):
        requested.append(kwargs.get("row_groups"))
        return original(self, *args, **kwargs)

    def refuse(self, *args, **kwargs):
        raise AssertionError("whole-file read")

    monkeypatch.setattr(pq.ParquetFile, "iter_batches", recording)
    monkeypatch.setattr(pq.ParquetFile, "read", refuse)
    rows = sum(len(b["input_ids"]) for b in PackedDataset(str(out), batch_size=4))
    assert rows == sum(e["rows"] for e in entries)
    groups = sum(pq.ParquetFile(out / e["path"]).metadata.num_row_groups for e in entries)
    assert len(requested) == groups
    assert all(r is not None and len(r) == 1 for r in requested)


def test_incomplete_run_is_refused(tmp_path, documents):
    write_run(tmp_path, documents[:20], {"data": 1}, complete=False)
    with pytest.raises(IncompleteOutputError, match="complete"):
        PackedDataset(str(tmp_path))
    (tmp_path / "manifest.json").unlink()
    with pytest.raises(IncompleteOutputError, match="no manifest.json"):
        PackedDataset(str(tmp_path))


def test_rows_differing_from_the_manifest_are_refused(tmp_path, documents):
    entries = write_run(tmp_path, documents[:20], {"data": 1})
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    manifest["files"][0]["rows"] = entries[0]["rows"] + 1
    (tmp_path / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(ValueError, match="manifest says"):
        list(PackedDataset(str(tmp_path)))


def test_split_selects_its_files(tmp_path, documents):
    entries = write_run(tmp_path, documents[:60], {"data/train": 3, "data/validation": 1})
    train = Counter(row_key(r["input_ids"])
                    for r in file_rows(tmp_path, [e for e in entries if e["kind"] == "data/train"]))
    validation = Counter(row_key(r["input_ids"]) for r in file_rows(
        tmp_path, [e for e in entries if e["kind"] == "data/validation"]))
    assert Counter(_rows_of(PackedDataset(str(tmp_path), split="train"))) == train
    assert Counter(_rows_of(PackedDataset(str(tmp_path), split="validation"))) == validation
    with pytest.raises(ValueError, match="data/train"):
        PackedDataset(str(tmp_path))  # kind "data" itself is absent


def _file_sequence(ds, file_of_row) -> list[str]:
    order = []
    for row in _rows_of(ds):
        if not order or order[-1] != file_of_row[row]:
            order.append(file_of_row[row])
    return order


def test_shuffled_file_order_is_deterministic_per_epoch(run_dir):
    out, entries = run_dir
    file_of_row = {row_key(r["input_ids"]): e["path"]
                   for e in entries for r in pq.read_table(out / e["path"]).to_pylist()}
    manifest_order = [e["path"] for e in entries]
    assert _file_sequence(PackedDataset(str(out), batch_size=7), file_of_row) == manifest_order

    ds = PackedDataset(str(out), batch_size=7, shuffle_files=True, seed=11)
    orders = []
    for epoch in range(4):
        ds.set_epoch(epoch)
        seen = _file_sequence(ds, file_of_row)
        assert seen == [f["path"] for f in ds.files()]
        assert sorted(seen) == sorted(manifest_order)
        again = PackedDataset(str(out), batch_size=7, shuffle_files=True, seed=11, epoch=epoch)
        assert _file_sequence(again, file_of_row) == seen
        orders.append(seen)
    assert len({tuple(o) for o in orders}) > 1, "epochs should not all share one order"
    assert orders[1] != orders[0]
    other_seed = PackedDataset(str(out), shuffle_files=True, seed=12)
    assert [[f["path"] for f in other_seed.files(e)] for e in range(4)] != orders


@pytest.mark.slow
def test_streams_the_output_of_a_real_run(tmp_path):
    out = tmp_path / "out"
    code = main(["run", "-c", "configs/default.yaml", "input.paths=[data/sample/web_like.parquet]",
                 f"output.path={out}", "packing.seq_len=256", "packing.tokens_per_shard=20000"])
    assert code == 0
    stats = json.loads((out / "stats.json").read_text())
    files = sorted((out / "data").glob("*.parquet"))
    assert len(files) > 2

    rows, real_tokens = Counter(), 0
    for rank in range(2):
        for b in PackedDataset(str(out), batch_size=16, rank=rank, world_size=2,
                               shuffle_files=True):
            assert b["input_ids"].shape[1] == 256
            assert b["cu_seqlens"][-1] == b["input_ids"].size
            rows.update(row_key(ids) for ids in b["input_ids"])
            real_tokens += int(b["attention_mask"].sum())
    assert sum(rows.values()) == stats["packing"]["rows"]
    assert rows == Counter(row_key(ids) for f in files
                           for ids in pq.read_table(f, columns=["input_ids"])["input_ids"]
                           .to_pylist())
    assert real_tokens == stats["tokens"]["total"]


def test_streams_with_numpy_and_pyarrow_alone(run_dir):
    """gristmill.data is what a training job imports: no Beam, no pipeline dependency."""
    from tests.test_packaging import WITHOUT_PIPELINE

    out, entries = run_dir
    child = WITHOUT_PIPELINE + """
from gristmill.data import PackedDataset
rows = sum(len(batch["input_ids"]) for batch in PackedDataset(sys.argv[1], batch_size=8))
print(rows, sorted(m for m in sys.modules if m.startswith("gristmill")))
"""
    result = subprocess.run([sys.executable, "-c", child, str(out)], capture_output=True,
                            text=True, cwd=Path(__file__).resolve().parent.parent)
    assert result.returncode == 0, result.stderr
    rows, modules = result.stdout.split(" ", 1)
    assert int(rows) == sum(e["rows"] for e in entries)
    assert "gristmill.transforms.write" not in modules


def test_is_a_torch_iterable_dataset_when_torch_is_present(run_dir, monkeypatch):
    """torch is not installed here: a stand-in ``torch.utils.data`` checks the optional base."""
    import importlib.util
    import sys

    class IterableDataset:
        pass

    worker = types.SimpleNamespace(id=1, num_workers=2)
    fake = types.ModuleType("torch.utils.data")
    fake.IterableDataset = IterableDataset
    fake.get_worker_info = lambda: worker
    for name in ("torch", "torch.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "torch.utils.data", fake)
    spec = importlib.util.spec_from_file_location("data_with_torch", data.__file__)
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)  # dataclasses look their module up there
    spec.loader.exec_module(module)

    out, entries = run_dir
    ds = module.PackedDataset(str(out), rank=1, world_size=2)
    assert isinstance(ds, IterableDataset)
    assert ds.consumer() == (3, 4)
    assert sum(len(b["input_ids"]) for b in ds) == share_rows(ds.files(), 3, 4)
