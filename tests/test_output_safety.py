"""What a run may do to its output folder: never delete an input or a user's files, keep a finished
output until the new one is complete, one run per folder, completion markers written whole, and
resume only what is really the same run (gristmill/transforms/output_guard.py, gristmill/transforms/checkpoint.py)."""

from __future__ import annotations

import errno
import hashlib
import json
import multiprocessing
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

from gristmill.pipeline import graph as pipeline_module
from gristmill.cli import main
from tests.test_end_to_end import file_digests
from gristmill.transforms import checkpoint, output_guard, write
from gristmill.transforms.output_guard import (LOCK_FILE, OutputError, OutputLock, check_output_path,
                                     read_manifest, refuse_unsafe_output)

REPO = Path(__file__).resolve().parent.parent
WORDS = ("river stone lantern meadow copper harbor willow ember orchard falcon silver thunder "
         "garden candle marble winter").split()


def corpus_lines(n: int = 40, seed: int = 0) -> bytes:
    """``n`` distinct documents of 60 words, as JSONL."""
    lines = []
    for i in range(n):
        words = [WORDS[(i * 7 + j * (seed + 3)) % len(WORDS)] for j in range(60)]
        text = f"Document {i}. " + " ".join(words) + "."
        lines.append(json.dumps({"id": f"doc-{i:03d}", "text": text}))
    return ("\n".join(lines) + "\n").encode()


def tree(path: Path) -> dict[str, str]:
    """Every file below ``path`` with its digest: what must not change."""
    return {str(p.relative_to(path)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(path.rglob("*")) if p.is_file()}


def run_args(inputs, out, *extra) -> list[str]:
    paths = ",".join(str(p) for p in inputs)
    return ["run", "-c", "configs/default.yaml", f"input.paths=[{paths}]", f"output.path={out}",
            "--progress", "off", *extra]


def refused(capsys, args, expected: str) -> str:
    """Run ``args``: exit 2 and one line on standard error that says ``expected``."""
    assert main(args) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("gristmill: ") and "\n" not in err, err
    assert expected in err, err
    return err


@pytest.fixture
def dataset(tmp_path) -> Path:
    """A dataset folder as users have them: the files under data/, a README beside."""
    root = tmp_path / "dataset"
    (root / "data").mkdir(parents=True)
    (root / "data" / "train.jsonl").write_bytes(corpus_lines())
    (root / "README.md").write_text("my dataset\n")
    return root


@pytest.fixture(scope="module")
def small_input(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("input") / "docs.jsonl"
    path.write_bytes(corpus_lines(60))
    return path


@pytest.fixture(scope="module")
def finished(small_input, tmp_path_factory) -> Path:
    """A finished output of the small input; tests copy it before changing anything."""
    out = tmp_path_factory.mktemp("finished") / "out"
    assert main(run_args([small_input], out)) == 0
    return out


def copy_of(out: Path, tmp_path: Path) -> Path:
    import shutil

    target = tmp_path / "copy"
    shutil.copytree(out, target)
    return target


# ------------------------------------------------------------------------------------------------
# 1. Output and input never contain one another


def test_an_output_holding_the_input_is_refused_and_nothing_is_deleted(dataset, capsys):
    before = tree(dataset)
    refused(capsys, run_args([dataset / "data" / "train.jsonl"], dataset), "contains the input")
    assert tree(dataset) == before


def test_output_dot_in_the_dataset_folder_is_refused(dataset, capsys, monkeypatch):
    before = tree(dataset)
    monkeypatch.chdir(dataset)
    args = ["run", "-c", str(REPO / "configs" / "default.yaml"), "input.paths=[data/train.jsonl]",
            "output.path=."]
    refused(capsys, args, "output.path . ")
    assert tree(dataset) == before


@pytest.mark.parametrize("spelling", ["symlink", "dotdot"])
def test_containment_is_judged_by_real_path(dataset, tmp_path, capsys, spelling):
    if spelling == "symlink":
        out = tmp_path / "link"
        out.symlink_to(dataset)
    else:
        out = dataset / "data" / ".." / ".." / "dataset"
    before = tree(dataset)
    refused(capsys, run_args([dataset / "data" / "train.jsonl"], out), "contains the input")
    assert tree(dataset) == before


def test_an_output_inside_an_input_folder_is_refused(dataset, capsys):
    before = tree(dataset)
    refused(capsys, run_args([dataset / "data"], dataset / "data" / "out"),
            "inside the input folder")
    assert tree(dataset) == before
    assert not (dataset / "data" / "out").exists()


def test_every_source_is_checked(dataset, tmp_path, small_input, capsys):
    config = yaml.safe_load((REPO / "configs" / "mixture_example.yaml").read_text())
    config["sources"][0]["input"]["paths"] = [str(small_input)]
    config["sources"][1]["input"]["paths"] = [str(dataset / "data" / "train.jsonl")]
    config["sources"][2]["input"]["paths"] = [str(REPO / "data/sample/kjv.jsonl.gz")]
    config["output"]["path"] = str(dataset)
    path = tmp_path / "mix.yaml"
    path.write_text(yaml.safe_dump(config))
    before = tree(dataset)
    refused(capsys, ["run", "-c", str(path)], "contains the input")
    assert tree(dataset) == before


@pytest.mark.parametrize("output", ["/", "~", "..", "."])
def test_the_root_the_home_and_the_working_folders_ancestors_are_refused(output):
    with pytest.raises(OutputError, match="name a folder of its own"):
        refuse_unsafe_output(output)


def test_a_run_with_output_at_the_filesystem_root_is_refused(small_input, capsys):
    refused(capsys, run_args([small_input], "/"), "the filesystem root")


def test_check_output_path_for_globs_reads_and_object_stores(tmp_path):
    data = tmp_path / "data"
    # A recursive glob reads everything below its folder; a flat one does not reach data/out/.
    with pytest.raises(OutputError, match="inside the input folder"):
        check_output_path(str(data / "out"), [str(data / "**" / "*.jsonl")])
    check_output_path(str(data / "out"), [str(data / "*.jsonl")])
    with pytest.raises(OutputError, match="contains the input"):
        check_output_path(str(tmp_path), [str(tmp_path / "other.jsonl")],
                          reads=[str(tmp_path / "earlier")])
    with pytest.raises(OutputError, match="contains the input"):
        check_output_path(str(tmp_path / "x"), [], reads=[str(tmp_path / "x" / "earlier")])
    with pytest.raises(OutputError, match="contains the input"):
        check_output_path("gs://bucket/corpus/", ["gs://bucket/corpus/part-*.jsonl.gz"])
    with pytest.raises(OutputError, match="root of a bucket"):
        check_output_path("gs://bucket", ["gs://other/x.jsonl"])
    check_output_path("gs://bucket/out", ["gs://bucket/corpus/*.jsonl"])


# ------------------------------------------------------------------------------------------------
# 2. A finished output survives until the new one is complete


def test_no_bundled_config_defaults_to_overwrite():
    for path in sorted((REPO / "configs").glob("*.yaml")):
        config = yaml.safe_load(path.read_text())
        assert config.get("output", {}).get("overwrite", False) is False, path.name


def test_a_folder_of_other_files_is_refused(tmp_path, small_input, capsys):
    out = tmp_path / "out"
    (out / "data").mkdir(parents=True)
    (out / "data" / "part-00000-of-00001.parquet").write_bytes(b"the user's")
    before = tree(out)
    refused(capsys, run_args([small_input], out, "output.overwrite=true"), "holds no Gristmill")
    assert tree(out) == before


def test_a_failed_overwrite_keeps_the_finished_output(finished, tmp_path, small_input, capsys,
                                                      monkeypatch):
    out = copy_of(finished, tmp_path)
    before = tree(out)

    def fail(*args, **kwargs):
        raise RuntimeError("accounting does not balance")

    monkeypatch.setattr(pipeline_module, "build_stats", fail)
    assert main(run_args([small_input], out, "output.overwrite=true")) == 1
    assert "run failed" in capsys.readouterr().err
    assert {k: v for k, v in tree(out).items() if not k.startswith(write.TEMP_DIR)} == before
    assert not (out / LOCK_FILE).exists()


@pytest.mark.slow
def test_a_killed_overwrite_keeps_the_finished_output(finished, tmp_path, small_input):
    out = copy_of(finished, tmp_path)
    before = tree(out)
    corpus = tmp_path / "big.jsonl"
    corpus.write_bytes(corpus_lines(3000, seed=1))
    job = subprocess.Popen([sys.executable, "-m", "gristmill",
                            *run_args([corpus], out, "output.overwrite=true",
                                      "input.split_bytes=50000")],
                           cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    folder = out / write.TEMP_DIR / checkpoint.CHECKPOINT_DIR
    try:
        while not list(folder.glob("*" + checkpoint.SUFFIX)) and job.poll() is None:
            assert time.monotonic() < deadline
            time.sleep(0.05)
    finally:
        job.send_signal(signal.SIGKILL)
        job.wait()
    assert {k: v for k, v in tree(out).items()
            if not k.startswith(write.TEMP_DIR) and k != LOCK_FILE} == before


def test_an_overwrite_replaces_every_old_shard_and_leaves_the_users_files(finished, tmp_path,
                                                                          small_input):
    out = copy_of(finished, tmp_path)
    (out / "data" / "part-00007-of-00009.parquet").write_bytes(b"stale shard of an older run")
    (out / "data" / "notes.txt").write_text("the user's notes\n")
    assert main(run_args([small_input], out, "output.overwrite=true",
                         "output.documents=false")) == 0
    manifest = json.loads((out / "manifest.json").read_text())
    listed = {entry["path"] for entry in manifest["files"]}
    present = {k for k in tree(out) if "/" in k}
    assert present == listed | {"data/notes.txt"}
    assert not (out / "documents").exists()


def test_a_commit_cut_short_is_finished_by_the_next_run(tmp_path, monkeypatch):
    from tests.test_write import _finalize, _write_files

    out = tmp_path / "out"
    files, _ = _write_files(str(out / write.TEMP_DIR))
    real_rename = output_guard.FileSystems.rename
    moved = []

    def rename(sources, destinations):
        if len(moved) == 2:
            raise OSError(errno.EIO, "connection lost")
        moved.append(sources)
        return real_rename(sources, destinations)

    monkeypatch.setattr(output_guard.FileSystems, "rename", rename)
    with pytest.raises(OSError):
        _finalize(out, files, [])
    monkeypatch.setattr(output_guard.FileSystems, "rename", real_rename)
    assert read_manifest(str(out)) is None
    write.prepare_output_dir(str(out), overwrite=True)
    manifest = read_manifest(str(out), check_files=True)
    assert len(manifest["files"]) == len(files)
    assert not (out / write.TEMP_DIR).exists()


# ------------------------------------------------------------------------------------------------
# 3. One run per output folder


def test_a_second_run_is_refused_while_the_first_holds_the_lock(tmp_path, small_input, capsys):
    out = tmp_path / "out"
    lock = OutputLock.acquire(str(out))
    lock_bytes = (out / LOCK_FILE).read_bytes()
    err = refused(capsys, run_args([small_input], out), "is in use by process")
    assert f"process {os.getpid()} of " in err and "since " in err
    assert (out / LOCK_FILE).read_bytes() == lock_bytes
    lock.release()
    assert not (out / LOCK_FILE).exists()
    assert main(run_args([small_input], out)) == 0
    assert not (out / LOCK_FILE).exists()


def _dead_pid() -> int:
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    return int(done.stdout)


def test_a_stale_lock_is_reported_and_only_resume_takes_it_over(tmp_path, small_input, capsys):
    out = tmp_path / "out"
    lock = OutputLock.acquire(str(out))
    holder = dict(lock.holder, pid=_dead_pid())
    (out / LOCK_FILE).write_text(json.dumps(holder))
    refused(capsys, run_args([small_input], out), "no longer runs (stale lock")
    assert json.loads((out / LOCK_FILE).read_text()) == holder
    assert main(run_args([small_input], out, "--resume")) == 0
    assert "taking over the stale lock" in capsys.readouterr().err
    assert not (out / LOCK_FILE).exists()


def _race(path: str, start, results) -> None:
    start.wait()
    try:
        OutputLock.acquire(path)
        results.put("locked")
    except OutputError:
        results.put("refused")


def test_of_runs_racing_for_one_output_exactly_one_gets_it(tmp_path):
    context = multiprocessing.get_context("fork")
    start, results = context.Event(), context.Queue()
    racers = [context.Process(target=_race, args=(str(tmp_path / "out"), start, results))
              for _ in range(8)]
    for racer in racers:
        racer.start()
    start.set()
    for racer in racers:
        racer.join(30)
    outcomes = sorted(results.get(timeout=5) for _ in racers)
    assert outcomes == ["locked"] + ["refused"] * 7


# ------------------------------------------------------------------------------------------------
# 4. Completion markers are written whole and checked before they are trusted


def test_a_disk_that_fills_while_the_manifest_is_written_leaves_no_manifest(tmp_path,
                                                                            monkeypatch):
    from tests.test_write import _finalize, _write_files

    out = tmp_path / "out"
    files, _ = _write_files(str(out / write.TEMP_DIR))
    real_create = output_guard.FileSystems.create

    class Full:
        def __init__(self, handle):
            self.handle = handle

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.handle.close()

        def write(self, data):
            self.handle.write(data[: len(data) // 2])
            raise OSError(errno.ENOSPC, "No space left on device")

    def create(path, *args, **kwargs):
        handle = real_create(path, *args, **kwargs)
        return Full(handle) if "manifest.json" in path else handle

    monkeypatch.setattr(output_guard.FileSystems, "create", create)
    with pytest.raises(OSError, match="No space"):
        _finalize(out, files, [])
    monkeypatch.setattr(output_guard.FileSystems, "create", real_create)
    assert not (out / write.MANIFEST_FILE).exists()
    # Once there is room again, the next run finishes the commit from its plan.
    write.prepare_output_dir(str(out), overwrite=True)
    assert read_manifest(str(out), check_files=True)["complete"] is True


@pytest.mark.parametrize("damage", ["truncate", "lose_a_file", "incomplete"])
def test_resume_checks_the_manifest_before_calling_an_output_complete(finished, tmp_path,
                                                                      small_input, capsys,
                                                                      damage):
    out = copy_of(finished, tmp_path)
    manifest_path = out / write.MANIFEST_FILE
    if damage == "truncate":
        manifest_path.write_bytes(manifest_path.read_bytes()[:200])
    elif damage == "lose_a_file":
        first = json.loads(manifest_path.read_text())["files"][0]["path"]
        (out / first).unlink()
    else:
        manifest = json.loads(manifest_path.read_text())
        manifest["complete"] = False
        manifest_path.write_text(json.dumps(manifest))
    before = tree(out)
    refused(capsys, run_args([small_input], out, "--resume"), "cannot resume")
    assert tree(out) == before


# ------------------------------------------------------------------------------------------------
# 5. Resume only the same run


def test_resume_after_an_in_place_edit_at_the_same_size_reads_the_new_content(
        tmp_path, capsys, monkeypatch):
    source = tmp_path / "docs.jsonl"
    source.write_bytes(corpus_lines(200))
    extra = ["input.split_bytes=20000"]
    out = tmp_path / "out"
    real_build_stats = pipeline_module.build_stats

    def fail(*args, **kwargs):
        raise RuntimeError("killed at the commit")

    monkeypatch.setattr(pipeline_module, "build_stats", fail)
    assert main(run_args([source], out, *extra)) == 1
    monkeypatch.setattr(pipeline_module, "build_stats", real_build_stats)
    saved = list((out / write.TEMP_DIR / checkpoint.CHECKPOINT_DIR).glob("*.ckpt"))
    assert len(saved) > 3
    # The same bytes count, one word changed in each of two ranges; the old mtime is put back.
    stat = source.stat()
    data = source.read_bytes()
    edited = data.replace(b"Document 3.", b"Dokument 3.").replace(b"Document 150.",
                                                                   b"Dokument 150.")
    assert len(edited) == len(data) and edited != data
    source.write_bytes(edited)
    os.utime(source, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert main(run_args([source], out, *extra, "--resume")) == 0
    reference = tmp_path / "reference"
    assert main(run_args([source], reference, *extra)) == 0
    assert file_digests(out) == file_digests(reference)


def test_resume_of_a_finished_output_of_another_config_or_input_is_refused(
        finished, tmp_path, small_input, capsys):
    before = tree(finished)
    refused(capsys, run_args([small_input], finished, "--resume", "filters.length.min_words=3"),
            "another config")
    grown = tmp_path / small_input.name
    grown.write_bytes(small_input.read_bytes() + corpus_lines(1, seed=5))
    refused(capsys, run_args([grown], finished, "--resume"), "other input")
    assert tree(finished) == before
    assert main(run_args([small_input], finished, "--resume")) == 0
    assert "nothing to resume" in capsys.readouterr().out


# ------------------------------------------------------------------------------------------------
# 11. An output that cannot be reached


def test_an_unreachable_bucket_is_one_line_before_the_job_starts(small_input, capsys,
                                                                 monkeypatch):
    monkeypatch.setattr(output_guard, "REACH_TIMEOUT_SECONDS", 3.0)
    started = time.monotonic()
    refused(capsys, run_args([small_input], "gs://gristmill-no-such-bucket-for-tests/out"),
            "cannot reach output.path gs://gristmill-no-such-bucket-for-tests/out")
    assert time.monotonic() - started < 25


def test_an_output_under_a_file_is_one_line(tmp_path, small_input, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    refused(capsys, run_args([small_input], blocker / "out"), "cannot create or write")


def test_on_cloud_storage_the_lock_is_created_only_if_absent(monkeypatch):
    """The lock object is written with a generation precondition of 0: Cloud Storage itself
    refuses the second writer (stand-in client; the real one needs a bucket)."""
    from google.api_core.exceptions import PreconditionFailed
    from google.cloud import storage

    objects: dict[str, bytes] = {}
    calls = []

    class Blob:
        def __init__(self, name):
            self.name = name

        def upload_from_string(self, data, if_generation_match=None):
            calls.append((self.name, if_generation_match))
            if if_generation_match == 0 and self.name in objects:
                raise PreconditionFailed("At least one of the pre-conditions you specified "
                                         "did not hold.")
            objects[self.name] = data

    class Client:
        def bucket(self, name):
            assert name == "bucket"
            return type("Bucket", (), {"blob": lambda _, blob: Blob(blob)})()

    monkeypatch.setattr(storage, "Client", Client)
    monkeypatch.setattr(output_guard, "_read_json",
                        lambda path: json.loads(objects[path.split("bucket/", 1)[1]]))
    first = OutputLock.acquire("gs://bucket/run")
    assert calls == [("run/gristmill.lock", 0)]
    with pytest.raises(OutputError, match=f"in use by process {os.getpid()} "):
        OutputLock.acquire("gs://bucket/run")
    assert json.loads(objects["run/gristmill.lock"])["token"] == first.holder["token"]


def test_every_case_in_the_data_safety_table_names_tests_that_exist():
    import re

    text = (REPO / "docs" / "reliability.md").read_text(encoding="utf-8")
    table = text.split("## Data safety", 1)[1].split("\n\n**", 1)[0]
    rows = [line for line in table.splitlines() if line.startswith("| ") and "---" not in line]
    assert len(rows) > 20
    for row in rows[1:]:
        cited = re.findall(r"`((?:test_\w+\.py)?::\w+)`", row.rsplit("|", 2)[-2])
        assert cited, row
        module = None
        for name in cited:
            path, _, function = name.partition("::")
            module = path or module
            source = (REPO / "tests" / module).read_text(encoding="utf-8")
            assert f"def {function}(" in source, f"{module}::{function} named in {row[:60]}"
