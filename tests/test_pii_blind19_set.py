"""The committed pii_blind19 set is exactly what its generator builds."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "benchmarks" / "data" / "pii_blind19" / "blind19.jsonl"
SCRIPT = ROOT / "scripts" / "make_pii_blind19.py"
KEYS = {"id", "locale", "spans", "template", "text"}
ENTITIES = {"EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS"}


def test_records_are_well_formed():
    lines = DATA.read_text(encoding="utf-8").splitlines()
    assert len(lines) > 1000
    for i, line in enumerate(lines):
        rec = json.loads(line)
        assert set(rec) == KEYS
        assert rec["id"] == "blind19-%05d" % i
        assert line == json.dumps(rec, ensure_ascii=False, sort_keys=True)
        last = 0
        for span in rec["spans"]:
            assert span["entity"] in ENTITIES
            assert last <= span["start"] < span["end"] <= len(rec["text"])
            assert ("valid" in span) == (span["entity"] == "PHONE_NUMBER")
            last = span["end"]
        if rec["template"].startswith("b19f-"):
            assert rec["spans"] == [] and rec["locale"] == ""


def test_rebuild_is_byte_identical(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind19.jsonl"
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], cwd=ROOT, check=True,
                   env={"PYTHONHASHSEED": "3", "TZ": "Asia/Kathmandu", "PATH": "/usr/bin:/bin"})
    assert out.read_bytes() == DATA.read_bytes()


def test_refuses_to_overwrite_without_force(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind19.jsonl"
    out.write_text("keep\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode != 0
    assert "--force" in proc.stderr
    assert out.read_text(encoding="utf-8") == "keep\n"
