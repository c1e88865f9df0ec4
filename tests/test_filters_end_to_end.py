"""Presets, annotate mode, language-ID columns and sampled rejects, through the command line, on the
bundled sample corpus."""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from gristmill.cli import main
from gristmill.transforms.hashing import stable_hash64

pytestmark = pytest.mark.slow

PRESETS = ["curated", "scored", "synthetic", "raw_web"]


def run(config: str, out: Path, *extra: str) -> dict:
    assert main(["run", "-c", config, f"output.path={out}", *extra]) == 0
    return json.loads((out / "stats.json").read_text())


def table(out: Path, kind: str):
    files = sorted((out / kind).glob("*.parquet"))
    return pq.read_table(files) if files else None


@pytest.fixture(scope="module")
def preset_runs(tmp_path_factory) -> dict[str, tuple[Path, dict]]:
    runs = {}
    for preset in PRESETS:
        out = tmp_path_factory.mktemp(preset) / "out"
        runs[preset] = out, run(f"configs/{preset}.yaml", out)
    return runs


@pytest.mark.parametrize("preset", PRESETS)
def test_preset_runs_end_to_end_and_accounts_for_every_document(preset_runs, preset):
    out, stats = preset_runs[preset]
    docs = stats["documents"]
    assert docs["read"] == docs["kept"] + docs["dropped_total"] + docs["dead_lettered"]
    assert docs["kept"] > 0 and (out / "manifest.json").exists()
    assert stats["tokens"]["total"] > 0


def test_curated_preset_drops_only_exact_duplicates(preset_runs):
    _, stats = preset_runs["curated"]
    assert set(stats["documents"]["dropped"]) <= {"dedup:exact", "normalize:empty"}


def test_scored_preset_drops_by_score_with_the_field_in_the_reason(preset_runs):
    out, stats = preset_runs["scored"]
    assert stats["documents"]["dropped"].get("metadata:score", 0) > 0
    kept = table(out, "documents")
    assert min(kept.column("score").to_pylist()) >= 0.5
    rejects = table(out, "rejects")
    metadata = [json.loads(m) for m, reason in zip(rejects.column("metadata").to_pylist(),
                                                    rejects.column("drop_reason").to_pylist())
                if reason == "metadata:score"]
    assert metadata and all(m["score"] < 0.5 for m in metadata)


def test_synthetic_preset_applies_length_and_token_rules(preset_runs):
    _, stats = preset_runs["synthetic"]
    dropped = stats["documents"]["dropped"]
    assert dropped.get("length:min_words", 0) > 0


def test_raw_web_preset_writes_language_columns_and_named_reasons(preset_runs):
    out, stats = preset_runs["raw_web"]
    kept = table(out, "documents")
    assert set(kept.column("language").to_pylist()) == {"en"}
    assert min(kept.column("language_score").to_pylist()) >= 0.65
    dropped = stats["documents"]["dropped"]
    prefixes = {reason.split(":")[0] for reason in dropped}
    assert prefixes <= {"langid", "gopher_repetition", "gopher_quality", "c4_datatrove", "fineweb",
                        "dedup", "normalize"}
    assert {"langid", "gopher_quality"} <= prefixes
    # C4 removes lines from the documents it keeps, and says how many of each kind.
    assert stats["documents"]["modified"].get("c4_datatrove", 0) > 0
    assert any(key.startswith("c4_datatrove:") for key in stats["rules"])


def test_annotate_mode_keeps_everything_and_writes_scores(tmp_path, preset_runs):
    out = tmp_path / "annotated"
    stats = run("configs/raw_web.yaml", out, "filters.mode=annotate", "filters.langid.mode=annotate",
                "dedup.enabled=false")
    assert not any(not reason.startswith("normalize:") for reason in stats["documents"]["dropped"])
    kept = table(out, "documents")
    columns = set(kept.column_names)
    assert {"language", "language_score", "gopher_quality_reason", "fineweb_reason"} <= columns
    languages = set(kept.column("language").to_pylist())
    assert "en" in languages
    # Everything the filtering run dropped for quality is still here, with the reason it would get.
    _, filtered = preset_runs["raw_web"]
    would_drop = [r for r in kept.column("gopher_quality_reason").to_pylist() if r]
    assert len(would_drop) >= filtered["documents"]["dropped"].get("gopher_quality:min_words", 0)


def test_rejects_sample_is_deterministic_and_a_fraction(tmp_path):
    runs = []
    for name in ("a", "b"):
        out = tmp_path / name
        stats = run("configs/default.yaml", out, "output.rejects_sample=0.5", "seed=7")
        runs.append((out, stats))
    ids = [sorted(table(out, "rejects").column("id").to_pylist()) for out, _ in runs]
    assert ids[0] == ids[1]
    total = runs[0][1]["documents"]["dropped_total"]
    assert 0 < len(ids[0]) < total
    assert all(stable_hash64(i, 7) < 2 ** 63 for i in ids[0])
