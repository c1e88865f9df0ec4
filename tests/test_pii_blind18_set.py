"""The pii_blind18 set rebuilds byte for byte from its generator."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "make_pii_blind18.py"
DATA = ROOT / "benchmarks" / "data" / "pii_blind18" / "blind18.jsonl"


def _run(out: Path, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), "--out", str(out), *extra],
                          cwd=ROOT, capture_output=True, text=True)


def test_rebuild_matches_committed_bytes(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind18.jsonl"
    result = _run(out)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes() == DATA.read_bytes()


def test_refuses_to_overwrite_without_force(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind18.jsonl"
    out.write_text("keep me\n")
    result = _run(out)
    assert result.returncode != 0
    assert "--force" in result.stderr
    assert out.read_text() == "keep me\n"
