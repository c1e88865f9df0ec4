"""``gristmill verify``: a real run's output passes, and each kind of damage to a copy is named."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from gristmill.cli import main
from gristmill.tools.verify import (EXIT_FAIL, EXIT_NOT_AN_OUTPUT, EXIT_PASS, MAX_FINDINGS_PER_FILE,
                                  Expected, VerifyReport, _FileLog, check_packed_batch, main_verify,
                                  verify_output)
from gristmill.transforms.megatron import indexed_dataset_bytes
from gristmill.transforms.pack import PackedRows, pack_bfd, pack_concat
from gristmill.transforms.tokenize import TokenizerSpec, load_encoder
from gristmill.transforms.write import PACKED_ROW_GROUP_TOKENS, packed_table, parquet_bytes

pytestmark = pytest.mark.slow

SEQ_LEN = 2048  # packing.seq_len of configs/default.yaml


@pytest.fixture(scope="module")
def output(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("verify") / "out"
    code = main(["run", "-c", "configs/default.yaml", f"output.path={out}",
                 "packing.tokens_per_shard=400000", "output.shard_bytes=1500000",
                 "output.formats=[parquet,megatron]"])
    assert code == 0
    return out


@pytest.fixture
def damaged(output, tmp_path) -> Path:
    """A fresh copy of the run's output, to be damaged by one test."""
    return Path(shutil.copytree(output, tmp_path / "out"))


def manifest_of(out: Path) -> dict:
    return json.loads((out / "manifest.json").read_text())


def files_of(out: Path, kind: str, extension: str) -> list[str]:
    return [f["path"] for f in manifest_of(out)["files"]
            if f["kind"] == kind and f["path"].endswith("." + extension)]


def errors_of(out: Path) -> list[str]:
    return [f"{f.file}: {f.message}" for f in verify_output(str(out)).errors]


def replace_recorded(out: Path, rel: str, data: bytes) -> None:
    """Write ``data`` to ``rel`` and record its size and hash in the manifest and stats, as if the
    run had written it: only checks of the content itself can then tell."""
    path = out / rel
    old_size = path.stat().st_size
    path.write_bytes(data)
    manifest = manifest_of(out)
    for entry in manifest["files"]:
        if entry["path"] == rel:
            entry["sha256"] = hashlib.sha256(data).hexdigest()
            entry["bytes"] = len(data)
            kind = entry["kind"]
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    stats = json.loads((out / "stats.json").read_text())
    stats["files"][kind]["bytes"] += len(data) - old_size
    (out / "stats.json").write_text(json.dumps(stats, indent=2, sort_keys=True) + "\n")


def rewrite_packed(out: Path, rel: str, column: str, change) -> None:
    """Rewrite one packed shard as the writer would, with ``change(values)`` applied to a column's
    Python lists."""
    table = pq.read_table(out / rel)
    values = table.column(column).to_pylist()
    change(values)
    index = table.schema.get_field_index(column)
    table = table.set_column(index, table.schema.field(index),
                             pa.array(values, type=table.schema.field(index).type))
    replace_recorded(out, rel, parquet_bytes(table, PACKED_ROW_GROUP_TOKENS // SEQ_LEN))


def test_untouched_output_passes(output, capsys):
    assert main_verify(str(output)) == EXIT_PASS
    printed = capsys.readouterr().out
    assert printed.rstrip().endswith("PASS")
    report = verify_output(str(output))
    assert report.findings == []
    manifest = manifest_of(output)
    assert report.files_checked == len(manifest["files"])
    packed_rows = sum(f["rows"] for f in manifest["files"] if f["kind"] == "data")
    assert report.rows_checked > packed_rows  # documents' JSONL or Megatron sequences on top
    vocab = load_encoder(TokenizerSpec(name="sample-bpe-16k")).vocab_size
    assert manifest["tokenizer"]["vocab_size"] == vocab
    assert report.vocab_size == vocab
    assert "recorded" in report.vocab_source


def test_without_a_recorded_vocabulary_the_tokenizer_is_loaded(damaged):
    manifest = manifest_of(damaged)
    del manifest["tokenizer"]
    (damaged / "manifest.json").write_text(json.dumps(manifest))
    report = verify_output(str(damaged))
    assert report.ok, report.findings
    assert report.vocab_size == load_encoder(TokenizerSpec(name="sample-bpe-16k")).vocab_size
    assert "sample-bpe-16k" in report.vocab_source


def test_truncated_parquet(damaged, capsys):
    rel = files_of(damaged, "data", "parquet")[0]
    data = (damaged / rel).read_bytes()
    (damaged / rel).write_bytes(data[:len(data) // 2])
    assert main_verify(str(damaged)) == EXIT_FAIL
    printed = capsys.readouterr().out
    assert printed.rstrip().endswith("FAIL")
    assert f"{rel}: {len(data) // 2:,} bytes, the manifest says {len(data):,}" in printed
    assert f"{rel}: not a readable Parquet file" in printed


def test_changed_byte_is_a_checksum_mismatch(damaged):
    rel = files_of(damaged, "documents", "parquet")[0]
    data = bytearray((damaged / rel).read_bytes())
    data[len(data) // 2] ^= 0xFF
    (damaged / rel).write_bytes(bytes(data))
    errors = errors_of(damaged)
    assert any(e.startswith(f"{rel}: sha256 mismatch (manifest ") for e in errors), errors


def test_short_row_is_caught_by_its_length_alone(damaged):
    rel = files_of(damaged, "data", "parquet")[0]
    rewrite_packed(damaged, rel, "input_ids", lambda rows: rows[17].pop())
    assert errors_of(damaged) == [f"{rel}: row 17: input_ids has 2047 tokens, expected 2048"]
    assert main_verify(str(damaged)) == EXIT_FAIL


def test_seq_lens_that_do_not_add_up(damaged):
    rel = files_of(damaged, "data", "parquet")[1]

    def lengthen_first_piece(rows):
        rows[3][0] += 1

    rewrite_packed(damaged, rel, "seq_lens", lengthen_first_piece)
    # Row 3 of a concat shard is full, so its pieces now add up to one more than seq_len.
    assert errors_of(damaged) == [f"{rel}: row 3: seq_lens add up to 2049, num_tokens is 2048"]


def test_id_outside_the_vocabulary(damaged):
    vocab = load_encoder(TokenizerSpec(name="sample-bpe-16k")).vocab_size
    rel = files_of(damaged, "data", "parquet")[0]

    def put_unknown_id(rows):
        rows[5][10] = vocab

    rewrite_packed(damaged, rel, "input_ids", put_unknown_id)
    errors = errors_of(damaged)
    assert errors == [f"{rel}: row 5: token id {vocab} is outside the vocabulary of {vocab:,} "
                      f"entries"]


def test_missing_file(damaged, capsys):
    rel = files_of(damaged, "documents", "parquet")[-1]
    (damaged / rel).unlink()
    assert main_verify(str(damaged)) == EXIT_FAIL
    printed = capsys.readouterr().out
    assert f"{rel}: listed in the manifest" in printed and "but missing" in printed


def test_extra_and_leftover_files(damaged):
    names = files_of(damaged, "data", "parquet")
    extra = f"data/part-{len(names):05d}-of-{len(names):05d}.parquet"
    shutil.copy(damaged / names[0], damaged / extra)
    (damaged / "_incomplete" / "data").mkdir(parents=True)
    (damaged / "_incomplete" / "data" / "shard-00003.parquet").write_bytes(b"PAR1")
    errors = errors_of(damaged)
    assert errors == [
        "_incomplete/data/shard-00003.parquet: left in _incomplete/ by an unfinished or failed run",
        f"{extra}: not listed in the manifest (a leftover or foreign file)",
    ]


def test_truncated_megatron_bin(damaged):
    rel = files_of(damaged, "megatron", "bin")[0]
    data = (damaged / rel).read_bytes()
    (damaged / rel).write_bytes(data[:-2])  # one uint16 token fewer
    errors = errors_of(damaged)
    assert f"{rel}: {len(data) - 2:,} bytes, the manifest says {len(data):,}" in errors
    assert any(e.startswith(f"{rel}: sha256 mismatch") for e in errors)
    assert any(e.startswith(f"{rel}: {len(data) - 2:,} bytes, but its .idx points to "
                            f"{len(data):,}") for e in errors), errors


def test_broken_stats_identity(damaged):
    stats = json.loads((damaged / "stats.json").read_text())
    docs = stats["documents"]
    docs["read"] += 1
    (damaged / "stats.json").write_text(json.dumps(stats))
    assert errors_of(damaged) == [
        f"stats.json: documents.read {docs['read']:,} != kept {docs['kept']:,} + dropped_total "
        f"{docs['dropped_total']:,} + dead_lettered {docs['dead_lettered']:,}"]


def test_edited_config_breaks_the_fingerprint(damaged):
    manifest = manifest_of(damaged)
    manifest["config"]["packing"]["seq_len"] = 1024
    (damaged / "manifest.json").write_text(json.dumps(manifest))
    errors = errors_of(damaged)
    assert any(e.startswith("manifest.json: fingerprint ") for e in errors), errors
    # Every shard then fails its row lengths; each file stops after its first findings.
    rel = files_of(damaged, "data", "parquet")[0]
    shard_errors = [e for e in errors if e.startswith(rel + ":")]
    assert len(shard_errors) == MAX_FINDINGS_PER_FILE + 1
    assert shard_errors[0] == f"{rel}: row 0: input_ids has 2048 tokens, expected 1024"
    assert shard_errors[-1].startswith(f"{rel}: stopped after {MAX_FINDINGS_PER_FILE} findings")


def test_not_an_output(tmp_path, capsys):
    assert main_verify(str(tmp_path / "absent")) == EXIT_NOT_AN_OUTPUT
    (tmp_path / "notes.txt").write_text("hello")
    assert main_verify(str(tmp_path)) == EXIT_NOT_AN_OUTPUT
    assert "has no manifest.json" in capsys.readouterr().err


def test_unfinished_run_fails(damaged):
    (damaged / "manifest.json").unlink()
    assert errors_of(damaged) == ["manifest.json: missing: the run did not finish, or failed"]


def test_index_with_a_wrong_pointer(damaged):
    rel = files_of(damaged, "megatron", "idx")[0]
    sequences = [np.array([5, 6, 7], dtype=np.int32), np.array([8, 9], dtype=np.int32)]
    data, idx = indexed_dataset_bytes(sequences, np.uint16)
    assert len(idx) == 34 + 12 * 2 + 8 * 3
    broken = bytearray(idx)
    broken[34 + 8 + 8] = 4  # sequence 1 starts at byte 6 (3 uint16 ids), not 4
    replace_recorded(damaged, rel, bytes(broken))
    errors = errors_of(damaged)
    assert any(e == f"{rel}: sequence 1 starts at byte 4 of the .bin, but the lengths before it "
                    f"put it at 6" for e in errors), errors


def packed_batch(rows, with_mask: bool):
    return packed_table(rows, with_mask).to_batches()[0]


def findings_of_batch(batch, expected: Expected) -> list[str]:
    report = VerifyReport(path="out")
    log = _FileLog(report, "data/part-00000-of-00001.parquet")
    check_packed_batch(batch, 0, True, expected, log)
    return [f.message for f in report.findings]


def test_concat_rows_are_full_but_for_the_last():
    streams = [np.arange(1, 8, dtype=np.int32), np.arange(10, 13, dtype=np.int32)]  # 10 tokens
    rows = pack_concat(streams, seq_len=4, final_row="pad", pad_id=0)
    expected = Expected(seq_len=4, mode="concat", final_row="pad", vocab_size=16, pad_id=0)
    assert findings_of_batch(packed_batch(rows, True), expected) == []
    # The same rows with the partly filled one moved first: only a shard's last row may be short.
    order = [2, 0, 1]
    moved = PackedRows(rows.input_ids[order], [rows.seq_lens[i] for i in order],
                       rows.num_tokens[order])
    assert findings_of_batch(packed_batch(moved, True), expected) == [
        "row 0: 2 real tokens in a concat row; only the file's last row may be partly filled "
        "(final_row=pad)"]
    # With final_row=drop no row may be short, not even the last.
    drop = Expected(seq_len=4, mode="concat", final_row="drop", vocab_size=16, pad_id=0)
    assert findings_of_batch(packed_batch(rows, False), drop) == [
        "row 2: 2 real tokens in a concat row; only the file's last row may be partly filled "
        "(final_row=drop)"]


def test_bfd_rows_hold_pieces_longest_first_and_pad_with_the_pad_id():
    streams = [np.full(n, 3, dtype=np.int32) for n in (2, 5, 1, 3)]
    rows = pack_bfd(streams, seq_len=6, pad_id=9)
    expected = Expected(seq_len=6, mode="bfd", vocab_size=16, pad_id=9)
    assert findings_of_batch(packed_batch(rows, True), expected) == []
    # Longest first: 5 opens row 0, 3 row 1, 2 fits best in row 1 (room 3), 1 in row 0 (room 1).
    assert rows.seq_lens == [[5, 1], [3, 2]]
    swapped = PackedRows(rows.input_ids, [lens[::-1] for lens in rows.seq_lens], rows.num_tokens)
    assert findings_of_batch(packed_batch(swapped, True), expected) == [
        "row 0: seq_lens [1, 5] are not longest first",
        "row 1: seq_lens [2, 3] are not longest first"]
    other_pad = Expected(seq_len=6, mode="bfd", vocab_size=16, pad_id=0)
    assert findings_of_batch(packed_batch(rows, True), other_pad) == [
        "row 1: padding after token 5 is not the pad id 0"]
