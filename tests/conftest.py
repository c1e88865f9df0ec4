"""Shared fixtures. Tests never touch the network: hub look-ups are switched off here."""

import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
SAMPLE_DIR = REPO / "data" / "sample"
DEFAULT_CONFIG = REPO / "configs" / "default.yaml"


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: end-to-end runs of the whole pipeline (seconds each)")


@pytest.fixture
def repo_root() -> Path:
    return REPO


@pytest.fixture
def sample_dir() -> Path:
    return SAMPLE_DIR


@pytest.fixture(autouse=True)
def _run_from_repo_root(monkeypatch):
    # Configs use paths relative to the repository root, as the README's commands do.
    monkeypatch.chdir(REPO)
