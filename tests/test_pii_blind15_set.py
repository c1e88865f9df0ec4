"""pii_blind15: the committed set is well formed and rebuilds byte for byte."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "benchmarks" / "data" / "pii_blind15" / "blind15.jsonl"
SCRIPT = ROOT / "scripts" / "make_pii_blind15.py"
ENTITIES = {"EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS"}


def _records():
    with open(DATA, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def test_records_are_well_formed():
    records = _records()
    assert len(records) > 1000
    for i, rec in enumerate(records):
        assert sorted(rec) == ["id", "locale", "spans", "template", "text"]
        assert rec["id"] == "blind15-%05d" % i
        assert rec["template"].split("-")[0] in {"b15", "b15f", "b15r"}
        end = 0
        for span in rec["spans"]:
            assert span["entity"] in ENTITIES
            assert end <= span["start"] < span["end"] <= len(rec["text"])
            assert ("valid" in span) == (span["entity"] == "PHONE_NUMBER")
            end = span["end"]
        if rec["template"].startswith("b15f-"):
            assert rec["spans"] == [] and rec["locale"] == ""


def test_lines_are_canonical_json():
    with open(DATA, encoding="utf-8") as fh:
        for line in fh:
            rec = json.loads(line)
            assert line == json.dumps(rec, ensure_ascii=False, sort_keys=True) + "\n"


def test_rebuild_is_byte_identical(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind15.jsonl"
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], cwd=ROOT, check=True,
                   capture_output=True)
    assert out.read_bytes() == DATA.read_bytes()


def test_refuses_to_overwrite_without_force(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind15.jsonl"
    out.write_text("keep me\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], cwd=ROOT,
                          capture_output=True, text=True)
    assert proc.returncode != 0
    assert "--force" in proc.stderr
    assert out.read_text(encoding="utf-8") == "keep me\n"
