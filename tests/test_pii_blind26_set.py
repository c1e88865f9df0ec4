"""The committed pii_blind26 set is exactly what its generator writes."""

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "benchmarks/data/pii_blind26/blind26.jsonl"
SCRIPT = ROOT / "scripts/make_pii_blind26.py"


def test_records_are_well_formed():
    keys = {"id", "locale", "spans", "template", "text"}
    for i, line in enumerate(DATA.read_text(encoding="utf-8").splitlines()):
        rec = json.loads(line)
        assert set(rec) == keys
        assert rec["id"] == f"blind26-{i:05d}"
        assert line == json.dumps(rec, ensure_ascii=False, sort_keys=True)
        end = 0
        for span in rec["spans"]:
            assert end <= span["start"] < span["end"] <= len(rec["text"])
            assert ("valid" in span) == (span["entity"] == "PHONE_NUMBER")
            end = span["end"]


def test_rebuild_matches_committed_bytes(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind26.jsonl"
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], check=True, cwd=ROOT)
    assert hashlib.sha256(out.read_bytes()).hexdigest() == hashlib.sha256(DATA.read_bytes()).hexdigest()


def test_refuses_to_overwrite_without_force(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind26.jsonl"
    out.write_text("keep\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode != 0
    assert "--force" in proc.stderr
    assert out.read_text(encoding="utf-8") == "keep\n"
