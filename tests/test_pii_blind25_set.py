"""The committed pii_blind25 set is exactly what its generator builds."""

import hashlib
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "make_pii_blind25.py"
DATA = ROOT / "benchmarks" / "data" / "pii_blind25" / "blind25.jsonl"


def _run(*args, env=None):
    return subprocess.run([sys.executable, str(SCRIPT), *args], cwd=ROOT, capture_output=True, text=True, env=env)


def test_rebuild_is_byte_identical(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind25.jsonl"
    res = _run("--out", str(out))
    assert res.returncode == 0, res.stderr
    assert hashlib.sha256(out.read_bytes()).hexdigest() == hashlib.sha256(DATA.read_bytes()).hexdigest()


def test_refuses_to_overwrite_without_force(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind25.jsonl"
    out.write_text("keep me\n")
    res = _run("--out", str(out))
    assert res.returncode != 0
    assert "--force" in res.stderr
    assert out.read_text() == "keep me\n"
