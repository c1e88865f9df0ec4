"""``hf://datasets/`` inputs, read offline through a stand-in registered for fsspec's ``hf``
protocol that serves a local directory laid out as the Hub lays out repositories
(``datasets/<org>/<name>[@<revision>]/...``): the real path through fsspec resolution, glob, sizes and
open is exercised for JSONL, Parquet and WARC."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import importlib

import fsspec
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from fsspec.implementations.dirfs import DirFileSystem
from fsspec.implementations.local import LocalFileSystem

from gristmill.cli import main
from gristmill.transforms.read import (BadRecord, InputError, InputFile, ReadSettings, match_inputs,
                                       read_file)

REPO = "datasets/acme/web"
# fsspec's package exports `registry` as a read-only view; the module holds what registration changes.
_FSSPEC = importlib.import_module("fsspec.registry")


@pytest.fixture(autouse=True)
def _restore_fsspec_registry():
    """Leave fsspec's `hf` protocol as it was (huggingface_hub's, by its entry point)."""
    known, registered = _FSSPEC.known_implementations.get("hf"), _FSSPEC._registry.get("hf")
    yield
    _FSSPEC._registry.pop("hf", None)
    if registered is not None:
        _FSSPEC._registry["hf"] = registered
    if known is not None:
        _FSSPEC.known_implementations["hf"] = known


class _StandIn(DirFileSystem):
    protocol = "hf"
    cachable = False
    root = ""

    def __init__(self, *args, **kwargs):
        super().__init__(path=_StandIn.root, fs=LocalFileSystem())


@pytest.fixture
def hub(tmp_path, monkeypatch):
    """The stand-in hub's root, with ``acme/web`` at its default branch and at revision ``v1``."""
    root = tmp_path / "hub"
    for repo in (REPO, REPO + "@v1"):
        data = root / repo / "data"
        data.mkdir(parents=True)
        (root / repo / "README.md").write_text("# card\n")
        (data / "a.jsonl").write_text(json.dumps({"id": "j1", "text": "from jsonl"}) + "\n")
        pq.write_table(pa.table({"id": ["p1", "p2"], "text": ["row one", "row two"]}),
                       data / "b.parquet")
        shutil.copy("data/crawl/sample.warc.gz", data / "c.warc.gz")
    (root / REPO / "data" / "a.jsonl").write_text(
        json.dumps({"id": "j1", "text": "from jsonl, main branch"}) + "\n")
    monkeypatch.setattr(_StandIn, "root", str(root))
    fsspec.register_implementation("hf", _StandIn, clobber=True)
    return root


def test_glob_is_matched_with_sizes(hub):
    files = match_inputs([f"hf://{REPO}@v1/data/*"])
    local = hub / (REPO + "@v1") / "data"
    assert files == [
        InputFile(f"hf://{REPO}@v1/data/a.jsonl", (local / "a.jsonl").stat().st_size, "jsonl", "none"),
        InputFile(f"hf://{REPO}@v1/data/b.parquet", (local / "b.parquet").stat().st_size, "parquet",
                  "none"),
        InputFile(f"hf://{REPO}@v1/data/c.warc.gz", (local / "c.warc.gz").stat().st_size, "warc",
                  "gzip")]


def test_every_format_is_read_and_the_revision_is_kept(hub):
    docs = {}
    for file in match_inputs([f"hf://{REPO}@v1/data/*"]):
        items = list(read_file(file, ReadSettings()))
        assert not [i for i in items if type(i) is BadRecord]
        docs[file.format] = items
    assert [(d.id, d.text, d.source) for d in docs["jsonl"]] == [
        ("j1", "from jsonl", f"hf://{REPO}@v1/data/a.jsonl")]
    assert [d.text for d in docs["parquet"]] == ["row one", "row two"]
    assert len(docs["warc"]) == 41
    assert docs["warc"][0].source == f"hf://{REPO}@v1/data/c.warc.gz"
    [main_branch] = list(read_file(match_inputs([f"hf://{REPO}/data/a.jsonl"])[0], ReadSettings()))
    assert main_branch.text == "from jsonl, main branch"


def test_directory_with_trailing_slash_skips_the_dataset_card(hub, caplog):
    files = match_inputs([f"hf://{REPO}@v1/"])
    assert [f.path.rsplit("/", 1)[-1] for f in files] == ["a.jsonl", "b.parquet", "c.warc.gz"]
    assert "README.md" in caplog.text


def test_only_dataset_repositories(hub):
    with pytest.raises(InputError, match=r"only dataset repositories are read, as "
                                         r"hf://datasets/<org>/<name>"):
        match_inputs(["hf://models/acme/bert/*.jsonl"])


def test_pattern_matching_nothing(hub):
    with pytest.raises(InputError, match="matches no file"):
        match_inputs([f"hf://{REPO}/data/*.csv.gz"])


def test_missing_huggingface_hub_is_a_clear_error():
    _FSSPEC._registry.pop("hf", None)
    fsspec.register_implementation("hf", "gristmill_no_such_module.HfFileSystem", clobber=True,
                                   errtxt="Install huggingface_hub to access HfFileSystem")
    with pytest.raises(InputError, match=r"needs huggingface_hub \(pip install huggingface_hub\)"):
        match_inputs([f"hf://{REPO}/data/*.jsonl"])


@pytest.mark.slow
def test_pipeline_run_over_hub_inputs(hub, tmp_path):
    out = tmp_path / "out"
    code = main(["run", "-c", "configs/default.yaml", f"input.paths=[hf://{REPO}@v1/data/*]",
                 "filters.enabled=false", "dedup.enabled=false", f"output.path={out}"])
    assert code == 0
    stats = json.loads((out / "stats.json").read_text())
    assert stats["documents"]["read"] == 1 + 2 + 41
    assert stats["documents"]["kept"] == 44
    manifest = json.loads((out / "manifest.json").read_text())
    assert f"hf://{REPO}@v1/data/c.warc.gz" in json.dumps(manifest)


def test_a_named_file_or_folder_costs_one_request_to_tell_what_it_is(hub, monkeypatch):
    calls = []
    for name in ("info", "exists", "isdir", "isfile"):
        original = getattr(_StandIn, name)
        monkeypatch.setattr(_StandIn, name, lambda self, *a, _n=name, _f=original, **k: (
            calls.append(_n), _f(self, *a, **k))[1])
    assert [f.path for f in match_inputs([f"hf://{REPO}@v1/data/b.parquet"])] == [
        f"hf://{REPO}@v1/data/b.parquet"]
    assert calls == ["info"]
    calls.clear()
    assert len(match_inputs([f"hf://{REPO}@v1/data"])) == 3
    assert calls[:1] == ["info"] and "exists" not in calls and "isdir" not in calls
