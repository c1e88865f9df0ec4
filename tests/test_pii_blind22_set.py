"""The pii_blind22 set on disk is exactly what its generator builds."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "make_pii_blind22.py"
DATA = ROOT / "benchmarks" / "data" / "pii_blind22" / "blind22.jsonl"


def _run(*args, env_extra=None):
    import os

    env = dict(os.environ, **(env_extra or {}))
    return subprocess.run([sys.executable, str(SCRIPT), *args], cwd=ROOT, env=env,
                          capture_output=True, text=True)


def test_rebuild_is_byte_identical(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind22.jsonl"
    res = _run("--out", str(out), env_extra={"PYTHONHASHSEED": "123", "TZ": "Asia/Tokyo"})
    assert res.returncode == 0, res.stderr
    assert out.read_bytes() == DATA.read_bytes()


def test_refuses_to_overwrite_without_force(tmp_path):
    pytest.importorskip("faker")
    out = tmp_path / "blind22.jsonl"
    out.write_text("keep me\n", encoding="utf-8")
    res = _run("--out", str(out))
    assert res.returncode != 0
    assert "--force" in res.stderr
    assert out.read_text(encoding="utf-8") == "keep me\n"
