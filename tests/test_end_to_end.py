"""The whole pipeline on the bundled sample corpus, through the command line users type."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from gristmill.cli import main
from gristmill.pipeline.config import load_config
from gristmill.pipeline.graph import tokenizer_spec
from gristmill.tools.verify import comparable_digests
from gristmill.transforms.hashing import bucket, stable_hash64
from gristmill.transforms.tokenize import encode_documents, load_encoder

pytestmark = pytest.mark.slow

# Small shards so that the sample is spread over several packed files and several document files.
SHARDING = ["packing.tokens_per_shard=400000", "output.shard_bytes=1500000"]


def run(out: Path, *extra: str) -> None:
    code = main(["run", "-c", "configs/default.yaml", f"output.path={out}", *SHARDING, *extra])
    assert code == 0


def file_digests(out: Path) -> dict[str, str]:
    """Digests of every output file that must be byte-identical between runs
    (:func:`gristmill.tools.verify.comparable_digests`)."""
    return comparable_digests(str(out))


@pytest.fixture(scope="module")
def output(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("e2e") / "out"
    run(out)
    return out


@pytest.fixture(scope="module")
def stats(output) -> dict:
    return json.loads((output / "stats.json").read_text())


def test_layout(output):
    names = {p.name for p in output.iterdir()}
    assert names == {"data", "documents", "rejects", "dead_letter", "stats.json", "manifest.json",
                     "report.html", "timings.json"}
    data = sorted(p.name for p in (output / "data").iterdir())
    assert len(data) > 1, "the sharding overrides should give several packed shards"
    assert data == [f"part-{i:05d}-of-{len(data):05d}.parquet" for i in range(len(data))]
    assert not (output / "_incomplete").exists()


def test_accounting_identity(stats):
    docs = stats["documents"]
    assert docs["read"] == docs["kept"] + sum(docs["dropped"].values()) + docs["dead_lettered"]
    # The sample's malformed.jsonl holds one record of each malformed kind (its blank line is not a
    # record), and web_like.parquet 40 exact copies of other pages.
    assert stats["dead_lettered"] == {"read:invalid_json": 1, "read:invalid_utf8": 1,
                                      "read:missing_text": 1, "read:not_an_object": 1,
                                      "read:text_not_string": 2}
    assert docs["dropped"]["dedup:exact"] == 40
    # Ten of those copies differ from their originals only by scraper noise that normalization
    # removes (CRLF, trailing spaces, a zero-width space).
    assert docs["modified"] == {"normalize": 10}
    assert stats["tokens"]["total"] > 1_000_000


def test_dead_letters_point_at_their_records(output, sample_dir):
    records = [json.loads(line) for f in sorted((output / "dead_letter").iterdir())
               for line in f.read_text().splitlines()]
    assert len(records) == 6
    raw_file = (sample_dir / "malformed.jsonl").read_bytes()
    for record in records:
        assert record["source"].endswith("malformed.jsonl")
        assert record["stage"] == "read"
        # The position is the byte offset where the offending line starts.
        assert raw_file[record["position"] - 1:record["position"]] in (b"", b"\n")


def test_manifest_lists_every_file_with_its_checksum(output):
    manifest = json.loads((output / "manifest.json").read_text())
    listed = {entry["path"]: entry for entry in manifest["files"]}
    on_disk = {str(p.relative_to(output)) for p in output.rglob("*")
               if p.is_file() and p.name not in ("manifest.json", "stats.json", "report.html",
                                                 "timings.json")}
    assert set(listed) == on_disk
    for path, entry in listed.items():
        assert hashlib.sha256((output / path).read_bytes()).hexdigest() == entry["sha256"]
        if path.endswith(".parquet"):
            assert pq.ParquetFile(output / path).metadata.num_rows == entry["rows"]
    assert len(manifest["fingerprint"]) == 64
    assert "path" not in manifest["config"]["output"]


def test_loads_with_datasets_and_streams(output, stats, tmp_path):
    datasets = pytest.importorskip("datasets")
    files = sorted(str(p) for p in (output / "data").glob("part-*.parquet"))
    ds = datasets.load_dataset("parquet", data_files=files, split="train",
                               cache_dir=str(tmp_path / "cache"))
    assert ds.num_rows == stats["packing"]["rows"]
    assert set(ds.column_names) >= {"input_ids", "seq_lens", "num_tokens", "attention_mask"}
    streamed = datasets.load_dataset("parquet", data_files=files, split="train", streaming=True)
    first = next(iter(streamed))
    assert len(first["input_ids"]) == 2048
    assert sum(first["seq_lens"]) == first["num_tokens"]


def test_round_trip_rows_give_back_the_kept_documents_in_order(output, stats):
    """Decoding the packed rows and splitting on seq_lens returns every kept document's tokens."""
    config = load_config("configs/default.yaml", [f"output.path={output}", *SHARDING])
    encoder = load_encoder(tokenizer_spec(config))
    docs = pq.read_table(output / "documents").to_pylist()
    assert len(docs) == stats["documents"]["kept"]
    ids = [d["id"] for d in docs]
    assert len(set(ids)) == len(ids)
    tokens = dict(zip(ids, encode_documents(encoder, [d["text"] for d in docs])))

    # Expected order: shard by stable hash of the id, then the seeded order key within a shard.
    data_files = sorted((output / "data").glob("part-*.parquet"))
    num_shards = len(data_files)
    by_shard: dict[int, list[str]] = {}
    for doc_id in ids:
        by_shard.setdefault(bucket(doc_id, num_shards, config.seed), []).append(doc_id)
    expected = []
    for shard in sorted(by_shard):
        for doc_id in sorted(by_shard[shard], key=lambda i: (stable_hash64(i, config.seed), i)):
            expected.append(tokens[doc_id].tolist())

    rebuilt, current = [], []
    for path in data_files:
        for row in pq.read_table(path).to_pylist():
            real = row["input_ids"][:row["num_tokens"]]
            assert row["attention_mask"] == [1] * row["num_tokens"] + \
                [0] * (len(row["input_ids"]) - row["num_tokens"])
            start = 0
            for length in row["seq_lens"]:
                current.extend(real[start:start + length])
                start += length
                if current[-1] == encoder.eos_id:
                    rebuilt.append(current)
                    current = []
        assert current == [], "a document must not continue across shard files"
    assert rebuilt == expected


def test_two_runs_and_two_worker_processes_give_identical_bytes(output, tmp_path):
    again = tmp_path / "again"
    run(again)
    multi = tmp_path / "multi"
    run(multi, "--direct_num_workers=2", "--direct_running_mode=multi_processing")
    reference = file_digests(output)
    assert file_digests(again) == reference
    assert file_digests(multi) == reference


def test_a_local_run_times_its_stages_outside_the_compared_files(output, stats):
    timings = json.loads((output / "timings.json").read_text())
    stages = timings["stages"]
    assert timings["runner"] == "FnApiRunner"
    assert {"read", "normalize", "filter", "dedup", "tokenize", "pack", "write"} <= set(stages)
    assert stages["read"]["documents"] == stats["documents"]["read"]
    assert stages["pack"]["documents"] == stats["documents"]["kept"]
    # Beam samples time per transform; tokenizing the sample takes well over a tenth of a second.
    assert stages["tokenize"]["seconds"] > 0.1
    assert 0 < timings["measured_seconds"] <= timings["wall_seconds"] * 2  # 2 threads at most
    report = (output / "report.html").read_text(encoding="utf-8")
    throughput = re.search(r'<section id="throughput">(.*?)</section>', report, re.DOTALL).group(1)
    assert f"{stats['documents']['read']:,}" in throughput and "<svg" in throughput


def test_existing_output_is_not_clobbered_without_overwrite(output, capsys):
    code = main(["run", "-c", "configs/default.yaml", f"output.path={output}",
                 "output.overwrite=false"])
    assert code == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("gristmill: ") and "output.overwrite=true" in err
    assert "\n" not in err
    assert (output / "manifest.json").exists()


@pytest.mark.parametrize("switches, expected_dropped", [
    # Without normalization the ten noisy copies no longer match their originals.
    (["normalize.enabled=false"], {"dedup:exact": 30, "length:min_chars": 11,
                                   "length:min_words": 42}),
    (["filters.enabled=false", "dedup.exact.enabled=false"], {}),
])
def test_stages_switch_off_from_the_command_line(tmp_path, switches, expected_dropped):
    out = tmp_path / "out"
    code = main(["run", "-c", "configs/default.yaml", f"output.path={out}", *switches])
    assert code == 0
    docs = json.loads((out / "stats.json").read_text())["documents"]
    assert docs["dropped"] == expected_dropped
    assert docs["read"] == docs["kept"] + sum(expected_dropped.values()) + docs["dead_lettered"]


def test_a_failed_run_exits_1_and_leaves_no_manifest(tmp_path, monkeypatch, capsys):
    """The in-process runner executes DoFns in this process, so a patched writer fails the job."""
    import gristmill.transforms.write

    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(gristmill.transforms.write, "packed_table", broken)
    out = tmp_path / "out"
    code = main(["run", "-c", "configs/default.yaml", f"output.path={out}"])
    assert code == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith("gristmill: run failed: ") and "disk full" in err[-1]
    assert not (out / "manifest.json").exists()
    assert not (out / "stats.json").exists()
    assert not (out / "data").exists()


def test_run_warns_about_dead_letters(tmp_path, capsys):
    out = tmp_path / "out"
    code = main(["run", "-c", "configs/default.yaml", f"output.path={out}",
                 "input.paths=data/sample/malformed.jsonl"])
    assert code == 0
    captured = capsys.readouterr()
    assert captured.out.startswith(f"gristmill: done: {out}: read 29 documents, kept 23")
    assert "gristmill: warning: 6 input records could not be processed" in captured.err


def test_documents_can_be_written_as_jsonl(output, tmp_path):
    out = tmp_path / "out"
    code = main(["run", "-c", "configs/default.yaml", f"output.path={out}",
                 "output.documents_format=jsonl", "packing.enabled=false", "tokenizer.enabled=false"])
    assert code == 0
    files = sorted((out / "documents").iterdir())
    assert [f.name for f in files] == ["part-00000-of-00001.jsonl"]
    records = [json.loads(line) for line in files[0].read_text().splitlines()]
    parquet_rows = pq.read_table(output / "documents").to_pylist()
    # Same documents, same texts and fields as the Parquet output of the default run.
    by_id = {r["id"]: r for r in records}
    assert len(by_id) == len(records) == len(parquet_rows)
    for row in parquet_rows:
        record = by_id[row["id"]]
        assert record["text"] == row["text"]
        assert {k: record.get(k) for k in row} == row
