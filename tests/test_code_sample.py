"""The code sample (``data/sample/code/``): record shape, splitting rules and reproducibility."""

import ast
import gzip
import importlib.util
import json
import shutil
import subprocess

import pytest
import yaml

from tests.conftest import REPO, SAMPLE_DIR
from transforms.read import match_inputs

CODE_DIR = SAMPLE_DIR / "code"
SAMPLE_FILE = CODE_DIR / "python.jsonl.gz"
FIELDS = {"id", "text", "path", "language", "source", "lines"}
DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _load_script():
    spec = importlib.util.spec_from_file_location("make_code_sample",
                                                  REPO / "scripts" / "make_code_sample.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


script = _load_script()


@pytest.fixture(scope="module")
def records() -> list[dict]:
    with gzip.open(SAMPLE_FILE, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def test_committed_records_have_the_documented_fields_and_sorted_unique_ids(records):
    assert 300 <= len(records) <= 2000
    ids = [r["id"] for r in records]
    assert ids == sorted(ids)
    assert len(set(ids)) == len(ids)
    source = "gristmill-" + script.DEFAULT_COMMIT[:7]
    for r in records:
        assert set(r) == FIELDS, r["id"]
        assert r["language"] == "python" and r["source"] == source
        assert r["path"].endswith(".py") and r["path"].split("/")[0] in ("transforms", "beam_pipeline")
        assert r["id"].startswith(f"code/{r['path']}#") and r["id"].rsplit("#", 1)[1]
        assert isinstance(r["lines"], int) and r["lines"] == r["text"].count("\n")
        assert len(r["text"]) >= script.MIN_CHARS
    # The small __init__ is skipped, the substantial ones are kept as headers.
    paths = {r["path"] for r in records}
    assert "beam_pipeline/__init__.py" not in paths
    assert "transforms/filters/__init__.py" in paths


def test_every_document_compiles_and_holds_what_its_id_names(records):
    for r in records:
        code = compile(r["text"], r["id"], "exec")
        assert code is not None
        body = ast.parse(r["text"]).body
        defs = [node for node in body if isinstance(node, DEFS)]
        name = r["id"].rsplit("#", 1)[1]
        if name == "header":
            assert not defs, r["id"]
        else:
            # Constants may precede the function or class, a __main__ guard may follow it; the
            # named definition is the only one.
            assert [d.name for d in defs] == [name.split("@")[0]], r["id"]
    assert "class PackSequences(beam.PTransform):" in next(
        r["text"] for r in records if r["id"] == "code/transforms/pack.py#PackSequences")


def test_gzip_header_has_no_timestamp_and_no_file_name():
    # RFC 1952: byte 3 is FLG (bit 3 = FNAME present), bytes 4-7 are MTIME.
    head = SAMPLE_FILE.read_bytes()[:10]
    assert head[:3] == b"\x1f\x8b\x08"
    assert head[3] & 0x08 == 0
    assert head[4:8] == b"\x00\x00\x00\x00"
    assert SAMPLE_FILE.stat().st_size < 1_000_000


MODULE = '''\
#!/usr/bin/env python3
"""Count words."""

import functools
import re

WORD = re.compile(r"\\w+")


# Cached because callers ask for the same texts.
@functools.cache
@staticmethod
def count(text):
    return len(WORD.findall(text))

# ---------------------------------------------------------------- counters

# Above this many words a text is long.
LIMIT = 3


class Counter:
    pass


if __name__ == "__main__":
    print(count("a b"))
'''


def test_split_module_cuts_at_top_level_definitions_with_their_decorators_and_comments():
    assert script.split_module(MODULE) == [
        ("header", 1, 7),    # shebang, docstring, imports, WORD
        ("count", 10, 14),   # comment directly above + both decorators + body
        ("Counter", 18, 27),  # the attached comment + LIMIT + class + trailing __main__ guard
    ]
    # The banner (line 16) is separated by blank lines from code on both sides, so no piece has it.
    pieces = script.split_module(MODULE)
    lines = MODULE.split("\n")
    kept = {n for _, first, last in pieces for n in range(first, last + 1)}
    assert 16 not in kept and lines[15].startswith("# ------")


def test_split_module_without_definitions_or_header():
    assert script.split_module('"""Only a docstring."""\nX = 1\n') == [("header", 1, 2)]
    assert script.split_module("# Why.\ndef f():\n    return 1\n") == [("f", 1, 3)]
    assert script.split_module("") == []


def test_module_documents_drops_short_pieces_and_names_ids_by_path():
    # Piece lengths, counted line by line (newlines included): header 23+19+1+17+10+1+26 = 97,
    # count 49+17+14+17+35 = 132, Counter 40+10+1+1+15+9+1+1+27+24 = 129.
    docs, short = script.module_documents("transforms/words.py", MODULE, "gristmill-abcdef0",
                                          min_chars=97)
    assert short == 0
    assert [d["id"] for d in docs] == ["code/transforms/words.py#header",
                                       "code/transforms/words.py#count",
                                       "code/transforms/words.py#Counter"]
    assert [len(d["text"]) for d in docs] == [97, 132, 129]
    assert docs[1]["text"].startswith("# Cached because") and docs[1]["lines"] == 5
    assert all(d["source"] == "gristmill-abcdef0" and d["path"] == "transforms/words.py" for d in docs)
    docs, short = script.module_documents("transforms/words.py", MODULE, "gristmill-abcdef0",
                                          min_chars=98)
    assert short == 1 and [d["id"].rsplit("#")[1] for d in docs] == ["count", "Counter"]
    docs, short = script.module_documents("transforms/words.py", MODULE, "gristmill-abcdef0",
                                          min_chars=131)
    assert short == 2 and [d["id"].rsplit("#")[1] for d in docs] == ["count"]


def test_bundled_config_globs_do_not_read_the_code_sample_but_its_own_glob_does():
    for name in ("default", "raw_web", "curated", "synthetic"):
        patterns = yaml.safe_load((REPO / "configs" / f"{name}.yaml").read_text())["input"]["paths"]
        assert all("/code/" not in f.path for f in match_inputs(patterns)), name
    [found] = match_inputs(["data/sample/code/*.jsonl.gz"])
    assert found.path == "data/sample/code/python.jsonl.gz"
    assert (found.format, found.compression) == ("jsonl", "gzip")


def _commit_available() -> str | None:
    """Why the rebuild test cannot run here, or None when it can."""
    if shutil.which("git") is None:
        return "git is not installed"
    try:
        script.resolve_commit(REPO, script.DEFAULT_COMMIT)
    except subprocess.CalledProcessError:
        return (f"commit {script.DEFAULT_COMMIT} is not in a git repository at {REPO} "
                f"(e.g. an install from a tarball or a shallow clone)")
    return None


def test_build_is_byte_identical_across_runs_and_matches_the_committed_files(tmp_path):
    reason = _commit_available()
    if reason:
        pytest.skip(reason)
    first = script.build(script.DEFAULT_COMMIT, tmp_path / "a")
    second = script.build(script.DEFAULT_COMMIT, tmp_path / "b")
    assert first == second
    for name in (script.OUTPUT_NAME, "README.md"):
        a = (tmp_path / "a" / name).read_bytes()
        assert a == (tmp_path / "b" / name).read_bytes(), name
        assert a == (CODE_DIR / name).read_bytes(), f"{name} is stale: rerun scripts/make_code_sample.py"
    assert first["documents"] == first["headers"] + first["functions"] + first["classes"]
    assert first["disk_bytes"] == SAMPLE_FILE.stat().st_size
    assert f"| {first['documents']} |" in (CODE_DIR / "README.md").read_text()
