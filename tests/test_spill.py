"""Spilling texts and token arrays to disk between stages (gristmill/transforms/spill.py, run --spill)."""

from __future__ import annotations

import logging
import os
import pickle
import re
from pathlib import Path

import numpy as np
import pytest

from gristmill.cli import main
from tests.test_end_to_end import SHARDING, file_digests
from gristmill.transforms import spill
from gristmill.transforms.document import Document, StowedDocument, stow, unstow
from gristmill.transforms.pack import ShardFn

LONG = "A sentence long enough to be worth a trip to the disk. " * 40


@pytest.fixture
def spill_dir(tmp_path, monkeypatch) -> Path:
    root = tmp_path / "spill"
    root.mkdir()
    monkeypatch.setenv(spill.SPILL_ENV, str(root))
    return root


def spilled_bytes(root: Path) -> int:
    return sum(p.stat().st_size for p in root.iterdir())


def test_a_document_keeps_only_a_handle_in_its_encoding(spill_dir):
    doc = Document("d1", LONG, {"url": "https://example.com"}, "in.jsonl", 7, "web")
    encoded = pickle.dumps(doc)
    assert len(encoded) < 300 < len(LONG.encode())
    assert spilled_bytes(spill_dir) == len(LONG.encode())
    back = pickle.loads(encoded)
    assert back == doc


def test_an_unchanged_text_is_written_once(spill_dir):
    doc = pickle.loads(pickle.dumps(Document("d1", LONG)))
    again = pickle.loads(pickle.dumps(doc.replace(metadata={"score": 0.5})))
    pickle.dumps(again)
    assert spilled_bytes(spill_dir) == len(LONG.encode())
    changed = again.replace(text=LONG.upper())
    assert pickle.loads(pickle.dumps(changed)).text == LONG.upper()
    assert spilled_bytes(spill_dir) == 2 * len(LONG.encode())


def test_short_texts_and_odd_characters(spill_dir):
    short = Document("s", "short")
    assert pickle.loads(pickle.dumps(short)) == short
    assert spilled_bytes(spill_dir) == 0
    odd = Document("o", "\ud800 lone surrogate, " + "ünïcödé " * 100)
    assert pickle.loads(pickle.dumps(odd)).text == odd.text


def test_without_a_spill_directory_nothing_changes(monkeypatch):
    monkeypatch.delenv(spill.SPILL_ENV, raising=False)
    doc = Document("d1", LONG)
    assert LONG.encode() in pickle.dumps(doc)
    tokens = np.arange(1000, dtype=np.int32)
    assert spill.spillable(tokens) is tokens
    assert spill.deferred(tokens) is tokens


def test_reading_a_handle_without_the_directory_says_what_is_missing(spill_dir, monkeypatch):
    encoded = pickle.dumps(Document("d1", LONG))
    monkeypatch.delenv(spill.SPILL_ENV)
    with pytest.raises(RuntimeError, match="spill directory"):
        pickle.loads(encoded)


def test_token_arrays_are_read_back_whole_or_deferred(spill_dir):
    tokens = np.arange(5000, dtype=np.int32)
    back = pickle.loads(pickle.dumps(spill.spillable(tokens)))
    assert np.array_equal(back, tokens) and back.dtype == np.int32
    # Read back and encoded again unchanged: the same bytes on disk, not a second copy.
    pickle.dumps(back)
    assert spilled_bytes(spill_dir) == tokens.nbytes
    # A slice is other data and gets its own bytes.
    assert np.array_equal(pickle.loads(pickle.dumps(back[10:900])), tokens[10:900])

    handle = pickle.loads(pickle.dumps(spill.deferred(back)))
    assert isinstance(handle, spill.Deferred) and len(handle) == 5000
    assert spilled_bytes(spill_dir) == tokens.nbytes + 890 * 4
    # A handle stays a handle through more encodings, and is read only when materialized.
    handle = pickle.loads(pickle.dumps(handle))
    assert np.array_equal(spill.materialize(handle), tokens)
    # A short array is not worth a handle: it stays inline, and materialize takes it as it is.
    short = pickle.loads(pickle.dumps(spill.deferred(tokens[:10].copy())))
    assert not isinstance(short, spill.Deferred)
    assert np.array_equal(spill.materialize(short), tokens[:10])


def test_a_shard_is_built_from_deferred_arrays_in_order(spill_dir):
    class Concat(ShardFn):
        def build(self, streams):
            return np.concatenate(streams)

    fn = Concat()
    arrays = [np.full(300, i, dtype=np.int32) for i in range(3)]
    acc = fn.create_accumulator()
    for key, array in zip((2, 0, 1), arrays):
        acc = fn.add_input(acc, (key, pickle.loads(pickle.dumps(spill.deferred(array)))))
    assert all(isinstance(tokens, spill.Deferred) for _, tokens in acc)
    built = fn.extract_output(acc)
    assert np.array_equal(built, np.concatenate([arrays[1], arrays[2], arrays[0]]))


def test_the_store_rolls_to_a_new_file(spill_dir, monkeypatch):
    monkeypatch.setattr(spill, "FILE_BYTES", 4096)
    monkeypatch.setattr(spill, "_STORE", None)
    docs = [Document(f"d{i}", f"{i} {LONG}") for i in range(5)]
    back = [pickle.loads(pickle.dumps(doc)) for doc in docs]
    assert back == docs
    assert len(list(spill_dir.iterdir())) == 5


EVERY_STAGE = ["dedup.near.enabled=true", "dedup.segments.enabled=true", "pii.enabled=true"]
WORKERS = ["--direct_num_workers=2", "--direct_running_mode=multi_processing"]


def test_a_spilling_run_gives_the_same_bytes(tmp_path, caplog):
    plain, spilled = tmp_path / "plain", tmp_path / "spilled"
    base = ["run", "-c", "configs/default.yaml", *SHARDING, "--progress", "off"]
    assert main([*base, f"output.path={plain}"]) == 0
    with caplog.at_level(logging.INFO, logger="gristmill"):
        assert main([*base, f"output.path={spilled}", "--spill"]) == 0
    assert file_digests(plain) == file_digests(spilled)
    # It did spill: texts and tokens of the sample went to disk, in a folder that is gone.
    lines = [r.getMessage() for r in caplog.records if r.getMessage().startswith("spilled")]
    assert len(lines) == 1
    megabytes, root = re.match(r"spilled ([\d.]+) MB to (.*)", lines[0]).groups()
    assert float(megabytes) > 5
    assert root == str(spilled / "_incomplete" / "spill")
    assert not (spilled / "_incomplete").exists()
    assert spill.SPILL_ENV not in os.environ


def test_a_spill_dir_given_is_kept_and_only_our_folder_removed(tmp_path, caplog):
    spill_dir = tmp_path / "scratch"
    spill_dir.mkdir()
    (spill_dir / "user-file.txt").write_text("mine")
    with caplog.at_level(logging.INFO, logger="gristmill"):
        assert main(["run", "-c", "configs/default.yaml", f"output.path={tmp_path / 'out'}",
                     "--progress", "off", "--spill-dir", str(spill_dir)]) == 0
    assert [p.name for p in spill_dir.iterdir()] == ["user-file.txt"]
    assert any(f"to {spill_dir}/gristmill-spill-" in r.getMessage() for r in caplog.records)


def test_spill_is_refused_for_a_distributed_runner(tmp_path, capsys):
    out = tmp_path / "out"
    code = main(["run", "-c", "configs/default.yaml", f"output.path={out}", "--spill",
                 "--runner=DataflowRunner"])
    assert code == 2
    assert "--spill is for local runs" in capsys.readouterr().err
    assert not out.exists()


def test_exact_dedup_holds_stowed_documents_without_their_texts(spill_dir):
    from gristmill.transforms.dedup.exact import EmitSurvivorsFn, KeepFirstFn

    docs = [Document(f"d{i}", LONG, {"n": i}, "in.jsonl", i, "web") for i in (3, 1, 2)]
    stowed = [stow(doc) for doc in docs]
    assert all(isinstance(s, StowedDocument) for s in stowed)
    assert all(len(pickle.dumps(s)) < 300 for s in stowed)
    fn = KeepFirstFn(max_listed=10)
    acc = fn.create_accumulator()
    for s in stowed:
        acc = fn.add_input(acc, pickle.loads(pickle.dumps(s)))
    result = fn.extract_output(fn.merge_accumulators([acc]))
    survivors = list(EmitSurvivorsFn(emit_rejects=False).process(("key", result)))
    assert survivors == [docs[1]]
    assert unstow(docs[0]) is docs[0]


def test_a_big_local_run_without_spill_is_told_about_it(tmp_path, capsys, monkeypatch):
    import gristmill.cli as cli

    monkeypatch.setattr(cli, "SPILL_HINT_BYTES", 1 << 20)  # the sample is 6 MB
    base = ["run", "-c", "configs/default.yaml", "--progress", "off"]
    assert main([*base, f"output.path={tmp_path / 'a'}"]) == 0
    assert "add --spill" in capsys.readouterr().err
    assert main([*base, f"output.path={tmp_path / 'b'}", "--spill"]) == 0
    assert "add --spill" not in capsys.readouterr().err


def test_every_stage_spilled_and_in_worker_processes_gives_the_same_bytes(tmp_path):
    """Near dedup, paragraph dedup and PII between the spills; and worker processes that read
    each other's spill files."""
    base = ["run", "-c", "configs/default.yaml", *SHARDING, *EVERY_STAGE, "--progress", "off"]
    plain, spilled, workers = tmp_path / "plain", tmp_path / "spilled", tmp_path / "workers"
    assert main([*base, f"output.path={plain}"]) == 0
    assert main([*base, f"output.path={spilled}", "--spill"]) == 0
    assert main([*base, f"output.path={workers}", "--spill", *WORKERS]) == 0
    stats = (plain / "stats.json").read_text()
    assert '"dedup:near"' in stats and '"pii"' in stats
    assert file_digests(plain) == file_digests(spilled) == file_digests(workers)
    assert not (workers / "_incomplete").exists()
