"""Dedup against earlier runs (gristmill/transforms/dedup/index.py): a run writes its dedup index, a later run
drops what the index already holds, exact and near copies alike."""

from __future__ import annotations

import json
import random
from pathlib import Path

import numpy as np
import pyarrow.parquet as pq
import pytest

from gristmill.cli import main
from gristmill.transforms.dedup.exact import EARLIER_REASON as EXACT_EARLIER
from gristmill.transforms.dedup.index import (EarlierIndexError, earlier_id, encode_exact_index,
                                    encode_near_index, is_earlier, read_exact_entries,
                                    read_near_entries, split_earlier)
from gristmill.transforms.dedup.minhash import MinHasher, band_keys
from gristmill.transforms.dedup.near import EARLIER_REASON as NEAR_EARLIER
from gristmill.transforms.hashing import content_hash

WORDS = ("ledger invoice harbour cargo vessel captain customs duty tariff crate barrel timber wool "
         "grain salt spice silk cloth merchant clerk warehouse quay tide anchor rope sail mast deck "
         "voyage port tax receipt seal stamp bond broker freight route").split()

# Small runs: only what dedup needs.
BASE = ["tokenizer.enabled=false", "packing.enabled=false", "filters.enabled=false",
        "output.documents=true", "output.rejects=true", "dedup.near.enabled=true",
        "dedup.near.max_rounds=4"]


def page(seed: int, n_words: int = 160) -> str:
    rng = random.Random(seed)
    return " ".join(rng.choice(WORDS) for _ in range(n_words)) + "."


def near_copy(text: str, seed: int, n_edits: int = 3) -> str:
    rng = random.Random(seed)
    words = text.split()
    for _ in range(n_edits):
        words[rng.randrange(len(words))] = f"edit{rng.randrange(1000)}"
    return " ".join(words)


def write_jsonl(path: Path, docs: dict[str, str]) -> Path:
    path.write_text("".join(json.dumps({"id": i, "text": t}) + "\n" for i, t in docs.items()))
    return path


def run(inp: Path, out: Path, *extra: str) -> int:
    return main(["run", "-c", "configs/default.yaml", f"input.paths=[{inp}]", f"output.path={out}",
                 *BASE, *extra])


def rejects(out: Path) -> dict[str, tuple[str, dict]]:
    """id -> (drop reason, metadata) of every rejected document."""
    rows = {}
    for f in sorted((out / "rejects").glob("*.parquet")):
        for row in pq.read_table(f).to_pylist():
            rows[row["id"]] = (row["drop_reason"], json.loads(row["metadata"] or "{}"))
    return rows


def kept_ids(out: Path) -> list[str]:
    return sorted(i for f in sorted((out / "documents").glob("*.parquet"))
                  for i in pq.read_table(f, columns=["id"]).column("id").to_pylist())


@pytest.fixture(scope="module")
def month_one(tmp_path_factory) -> tuple[Path, dict[str, str]]:
    tmp = tmp_path_factory.mktemp("month1")
    docs = {f"a-{i:02d}": page(i) for i in range(8)}
    docs["a-dup"] = docs["a-03"]  # removed inside month one: not in its index
    out = tmp / "out"
    assert run(write_jsonl(tmp / "a.jsonl", docs), out, "dedup.write_index=true") == 0
    return out, docs


def test_a_run_writes_its_index_and_lists_it_in_the_manifest(month_one):
    out, docs = month_one
    manifest = json.loads((out / "manifest.json").read_text())
    kinds = {entry["kind"] for entry in manifest["files"]}
    assert {"dedup_index/exact", "dedup_index/near"} <= kinds
    assert manifest["dedup_index"]["near"]["num_perm"] == 112

    exact = pq.read_table(sorted((out / "dedup_index" / "exact").glob("*.parquet"))[0]).to_pylist()
    assert sorted(r["id"] for r in exact) == sorted(i for i in docs if i != "a-dup")
    assert all(r["hash"] == content_hash(docs[r["id"]]) for r in exact)

    near = pq.read_table(sorted((out / "dedup_index" / "near").glob("*.parquet"))[0]).to_pylist()
    params = manifest["dedup_index"]["near"]
    hasher = MinHasher(num_perm=params["num_perm"], seed=params["seed"], n=params["ngram"],
                       kind=params["shingle"])
    for row in near:
        signature = hasher.signature(docs[row["id"]])
        assert np.frombuffer(row["signature"], "<u4").tolist() == signature.tolist()
        assert row["band_keys"] == band_keys(signature, params["bands"], params["rows"])


def test_a_later_run_drops_exact_and_near_copies_of_the_earlier_one(month_one, tmp_path):
    earlier_out, earlier_docs = month_one
    docs = {
        "b-exact": earlier_docs["a-01"],
        "b-near": near_copy(earlier_docs["a-05"], 7),
        "b-new": page(100),
        "b-new-copy": page(100),  # a duplicate inside this run: the usual reason
        "b-new-near": near_copy(page(101), 8),
        "b-new-near-2": near_copy(page(101), 9),
    }
    out = tmp_path / "out"
    assert run(write_jsonl(tmp_path / "b.jsonl", docs), out, f"dedup.against=[{earlier_out}]") == 0

    assert kept_ids(out) == ["b-new", "b-new-near"]
    dropped = rejects(out)
    assert {i: reason for i, (reason, _) in dropped.items()} == {
        "b-exact": EXACT_EARLIER, "b-near": NEAR_EARLIER,
        "b-new-copy": "dedup:exact", "b-new-near-2": "dedup:near"}
    assert dropped["b-exact"][1]["duplicate_of"] == "a-01"
    assert dropped["b-near"][1]["duplicate_of"] == "a-05"

    stats = json.loads((out / "stats.json").read_text())["documents"]
    assert stats["read"] == 6 and stats["kept"] == 2
    assert stats["dropped"] == {EXACT_EARLIER: 1, NEAR_EARLIER: 1, "dedup:exact": 1,
                                "dedup:near": 1}


def test_exact_only_runs_use_the_exact_hashes_of_an_index(month_one, tmp_path):
    earlier_out, earlier_docs = month_one
    docs = {"c-exact": earlier_docs["a-02"], "c-near": near_copy(earlier_docs["a-06"], 3)}
    out = tmp_path / "out"
    assert run(write_jsonl(tmp_path / "c.jsonl", docs), out, "dedup.near.enabled=false",
               f"dedup.against=[{earlier_out}]") == 0
    assert kept_ids(out) == ["c-near"]


def test_an_index_signed_differently_is_refused_with_the_reason(month_one, tmp_path, capsys):
    earlier_out, _ = month_one
    inp = write_jsonl(tmp_path / "d.jsonl", {"d": page(5)})
    assert run(inp, tmp_path / "out", "dedup.near.ngram=3", f"dedup.against=[{earlier_out}]") != 0
    assert "ngram=5" in capsys.readouterr().err


def test_a_directory_without_an_index_is_refused(tmp_path, capsys):
    inp = write_jsonl(tmp_path / "e.jsonl", {"e": page(5)})
    (tmp_path / "earlier").mkdir()
    assert run(inp, tmp_path / "out", f"dedup.against=[{tmp_path / 'earlier'}]") != 0
    assert "manifest.json" in capsys.readouterr().err


def test_an_earlier_output_that_holds_this_runs_output_is_refused(tmp_path, capsys):
    inp = write_jsonl(tmp_path / "e.jsonl", {"e": page(5)})
    assert run(inp, tmp_path / "out", f"dedup.against=[{tmp_path}]") == 2
    assert "inside the input folder" in capsys.readouterr().err


def test_earlier_ids_sort_first_and_round_trip():
    ids = ["", "0", "a", "\u00e9t\u00e9", "doc-00001"]
    assert all(earlier_id(3, i) < i for i in ids if i)
    assert all(is_earlier(earlier_id(0, i)) and not is_earlier(i) for i in ids if i)
    assert [split_earlier(earlier_id(12, i)) for i in ids] == [(12, i) for i in ids]
    assert EarlierIndexError.__mro__[1] is ValueError


def test_index_files_read_back_as_earlier_entries(tmp_path):
    hasher = MinHasher(num_perm=112, seed=0)
    texts = {"x": page(1), "y": page(2)}
    exact_bytes, _ = encode_exact_index(sorted((i, content_hash(t)) for i, t in texts.items()))
    (tmp_path / "e.parquet").write_bytes(exact_bytes)
    assert list(read_exact_entries((2, str(tmp_path / "e.parquet")))) == [
        (content_hash(texts["x"]), earlier_id(2, "x")), (content_hash(texts["y"]), earlier_id(2, "y"))]

    near_bytes, _ = encode_near_index([(i, hasher.signature(t)) for i, t in sorted(texts.items())],
                                      bands=14, rows=8)
    (tmp_path / "n.parquet").write_bytes(near_bytes)
    entries = list(read_near_entries((0, str(tmp_path / "n.parquet"))))
    assert [i for i, _ in entries] == [earlier_id(0, "x"), earlier_id(0, "y")]
    assert all(np.array_equal(sig, hasher.signature(texts[split_earlier(i)[1]]))
               for i, sig in entries)


def test_a_damaged_index_file_is_named_in_the_error(tmp_path):
    broken = tmp_path / "part-00000-of-00001.parquet"
    broken.write_bytes(b"PAR1 not really parquet")
    with pytest.raises(EarlierIndexError, match="cannot read index file .*part-00000-of-00001"):
        list(read_exact_entries((0, str(broken))))
