"""The committed pii_blind24 set is exactly what its generator builds."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "make_pii_blind24.py"
DATA = ROOT / "benchmarks" / "data" / "pii_blind24" / "blind24.jsonl"


def test_rebuild_is_byte_identical(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind24.jsonl"
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], check=True, cwd=ROOT,
                   capture_output=True)
    assert out.read_bytes() == DATA.read_bytes()


def test_refuses_to_overwrite_without_force(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind24.jsonl"
    out.write_text("keep me\n", encoding="utf-8")
    result = subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode != 0
    assert "--force" in result.stderr
    assert out.read_text(encoding="utf-8") == "keep me\n"
