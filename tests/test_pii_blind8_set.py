"""The committed pii_blind8 set is exactly what its generator produces."""

import hashlib
import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SET_PATH = ROOT / "benchmarks" / "data" / "pii_blind8" / "blind8.jsonl"
GENERATOR = ROOT / "scripts" / "make_pii_blind8.py"


def _load_generator():
    pytest.importorskip("faker")  # the generator's own dependency (benchmarks/requirements.txt)
    spec = importlib.util.spec_from_file_location("make_pii_blind8", GENERATOR)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
def test_rebuild_matches_committed_bytes(tmp_path):
    generator = _load_generator()
    out = tmp_path / "blind8.jsonl"
    assert generator.main(["--out", str(out)]) == 0
    assert hashlib.sha256(out.read_bytes()).hexdigest() == hashlib.sha256(SET_PATH.read_bytes()).hexdigest()


def test_refuses_to_overwrite_without_force(tmp_path):
    generator = _load_generator()
    out = tmp_path / "exists.jsonl"
    out.write_text("x")
    with pytest.raises(SystemExit):
        generator.main(["--out", str(out)])
    assert out.read_text() == "x"
