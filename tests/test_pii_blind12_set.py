"""The pii_blind12 set is rebuilt byte for byte by its generator, and the generator refuses to overwrite."""
import hashlib
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "make_pii_blind12.py"
DATA = ROOT / "benchmarks" / "data" / "pii_blind12" / "blind12.jsonl"
KEYS = {"id", "locale", "spans", "template", "text"}
ENTITIES = {"EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS"}


def _records():
    with open(DATA, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def test_format_and_spans():
    records = _records()
    assert len(records) > 1500
    for i, r in enumerate(records):
        assert set(r) == KEYS
        assert r["id"] == f"blind12-{i:05d}"
        assert r["template"].split("-")[0] in {"b12", "b12f", "b12r"}
        prev = 0
        for s in r["spans"]:
            assert s["entity"] in ENTITIES
            assert prev <= s["start"] < s["end"] <= len(r["text"])
            assert ("valid" in s) == (s["entity"] == "PHONE_NUMBER")
            prev = s["end"]
        if not r["spans"]:
            assert r["locale"] == ""


def test_lines_are_canonical_json():
    with open(DATA, encoding="utf-8") as fh:
        for line in fh:
            obj = json.loads(line)
            assert line == json.dumps(obj, ensure_ascii=False, sort_keys=True) + "\n"


def test_rebuild_is_byte_identical(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind12.jsonl"
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], check=True, cwd=ROOT)
    assert hashlib.sha256(out.read_bytes()).hexdigest() == hashlib.sha256(DATA.read_bytes()).hexdigest()


def test_refuses_to_overwrite_without_force(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "existing.jsonl"
    out.write_text("keep me\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode != 0
    assert "--force" in proc.stderr
    assert out.read_text(encoding="utf-8") == "keep me\n"


def test_lookalike_checker_flags_unlabelled_pii():
    pytest.importorskip("faker")
    pytest.importorskip("phonenumbers")
    pytest.importorskip("stdnum")
    spec = importlib.util.spec_from_file_location("make_pii_blind12", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert mod.lookalike_violations("mail me at a.b@example.org", [])
    assert mod.lookalike_violations("server 10.0.0.1 is down", [])
    assert not mod.lookalike_violations("build 10.0.19045.3803 on 2024-05-01", [])
    assert not mod.lookalike_violations("Order: 030 1234 5678", [])
    assert mod.lookalike_violations("call 030 1234 5678", [])
