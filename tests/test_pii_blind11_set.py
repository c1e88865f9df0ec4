"""The committed pii_blind11 set is exactly what its generator writes."""
import hashlib
import os
import subprocess
import sys

import pytest

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(REPO, "scripts", "make_pii_blind11.py")
COMMITTED = os.path.join(REPO, "benchmarks", "data", "pii_blind11", "blind11.jsonl")


def _sha256(path: str) -> str:
    with open(path, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


def test_rebuild_matches_committed_bytes(tmp_path):
    faker = pytest.importorskip("faker")
    if faker.VERSION != "40.0.0":
        pytest.skip("the set is defined for Faker 40.0.0")
    out = tmp_path / "blind11.jsonl"
    env = dict(os.environ, PYTHONHASHSEED="123", TZ="Pacific/Chatham")
    subprocess.run([sys.executable, SCRIPT, "--out", str(out)], cwd=REPO, env=env, check=True,
                   capture_output=True)
    assert _sha256(str(out)) == _sha256(COMMITTED)


def test_refuses_to_overwrite_without_force(tmp_path):
    pytest.importorskip("faker")  # the generator imports it first (benchmarks/requirements.txt)
    out = tmp_path / "exists.jsonl"
    out.write_text("keep me\n")
    proc = subprocess.run([sys.executable, SCRIPT, "--out", str(out)], cwd=REPO, capture_output=True,
                          text=True)
    assert proc.returncode != 0
    assert "--force" in proc.stderr
    assert out.read_text() == "keep me\n"
