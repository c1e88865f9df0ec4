"""The committed pii_blind16 set is exactly what its generator builds."""

import hashlib
import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "benchmarks/data/pii_blind16/blind16.jsonl"
SCRIPT = ROOT / "scripts/make_pii_blind16.py"


def _load_generator():
    spec = importlib.util.spec_from_file_location("make_pii_blind16", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_rebuild_matches_committed_bytes(tmp_path, monkeypatch):
    pytest.importorskip("faker")
    monkeypatch.chdir(ROOT)
    out = tmp_path / "blind16.jsonl"
    _load_generator().main(["--out", str(out)])
    assert hashlib.sha256(out.read_bytes()).hexdigest() == hashlib.sha256(DATA.read_bytes()).hexdigest()


def test_refuses_to_overwrite_without_force(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind16.jsonl"
    out.write_text("keep\n")
    with pytest.raises(SystemExit):
        _load_generator().main(["--out", str(out)])
    assert out.read_text() == "keep\n"
