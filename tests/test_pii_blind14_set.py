"""The committed pii_blind14 set is exactly what its generator builds."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "make_pii_blind14.py"
DATA = ROOT / "benchmarks" / "data" / "pii_blind14" / "blind14.jsonl"


def test_committed_set_is_well_formed():
    lines = DATA.read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines):
        rec = json.loads(line)
        assert sorted(rec) == ["id", "locale", "spans", "template", "text"]
        assert rec["id"] == f"blind14-{i:05d}"
        assert line == json.dumps(rec, ensure_ascii=False, sort_keys=True)
        end = 0
        for span in rec["spans"]:
            assert end <= span["start"] < span["end"] <= len(rec["text"])
            assert ("valid" in span) == (span["entity"] == "PHONE_NUMBER")
            end = span["end"]


def test_rebuild_is_byte_identical(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind14.jsonl"
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], cwd=ROOT, check=True,
                   capture_output=True)
    assert out.read_bytes() == DATA.read_bytes()


def test_refuses_to_overwrite_without_force(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind14.jsonl"
    out.write_text("keep me\n")
    proc = subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], cwd=ROOT,
                          capture_output=True, text=True)
    assert proc.returncode != 0
    assert "--force" in proc.stderr
    assert out.read_text() == "keep me\n"
