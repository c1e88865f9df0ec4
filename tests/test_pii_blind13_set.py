"""The pii_blind13 file is exactly what scripts/make_pii_blind13.py builds."""
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "make_pii_blind13.py"
DATA = ROOT / "benchmarks" / "data" / "pii_blind13" / "blind13.jsonl"


def _run(*args):
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, cwd=ROOT)


def test_rebuild_is_byte_identical(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind13.jsonl"
    res = _run("--out", str(out))
    assert res.returncode == 0, res.stderr
    assert out.read_bytes() == DATA.read_bytes()


def test_refuses_to_overwrite_without_force(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind13.jsonl"
    out.write_text("keep\n")
    res = _run("--out", str(out))
    assert res.returncode != 0
    assert "--force" in (res.stderr + res.stdout)
    assert out.read_text() == "keep\n"
