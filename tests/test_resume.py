"""Resuming a killed run, faults that stop a run, and retries of transient errors."""

from __future__ import annotations

import gzip
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import apache_beam as beam
import pytest

from gristmill.cli import main
from gristmill.pipeline.config import load_config
from gristmill.pipeline.graph import checkpoint_salt
from tests.test_end_to_end import file_digests
from gristmill.transforms import checkpoint, write
from gristmill.transforms.checkpoint import PrepareRangeFn, checkpoint_key, read_checkpoint
from gristmill.transforms.document import Document
from gristmill.transforms.filters.base import Rule
from gristmill.transforms.profile import ProfileFn
from gristmill.transforms.read import InputFile, ReadRange, ReadRangeFn, plan_ranges
from gristmill.transforms.retry import backoff_delays, with_retries
from gristmill.transforms.steps import Drop, StatKey

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "data" / "sample" / "kjv.jsonl.gz"
# Ranges of 100 kB make the 4.6 MB corpus dozens of checkpoints.
OVERRIDES = ["input.split_bytes=100000", "packing.tokens_per_shard=400000"]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    """The sample's KJV books as plain JSONL, so that they are read in many byte ranges."""
    path = tmp_path_factory.mktemp("corpus") / "kjv.jsonl"
    path.write_bytes(gzip.decompress(SAMPLE.read_bytes()))
    return path


def args(corpus: Path, out: Path, *extra: str) -> list[str]:
    return ["run", "-c", "configs/default.yaml", f"input.paths=[{corpus}]", f"output.path={out}",
            *OVERRIDES, *extra]


@pytest.fixture(scope="module")
def reference(corpus, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("reference") / "out"
    assert main(args(corpus, out)) == 0
    return out


def finished_checkpoints(out: Path) -> list[Path]:
    folder = out / write.TEMP_DIR / checkpoint.CHECKPOINT_DIR
    return sorted(folder.glob("*" + checkpoint.SUFFIX)) if folder.is_dir() else []


# ------------------------------------------------------------------------------------------------
# Kill and resume


@pytest.mark.slow
def test_a_killed_run_resumes_to_the_same_bytes(corpus, reference, tmp_path, capsys):
    out = tmp_path / "out"
    env = {**os.environ, "HF_HUB_OFFLINE": "1"}
    job = subprocess.Popen([sys.executable, "-m", "gristmill", *args(corpus, out),
                            "--progress", "off"], cwd=REPO, env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 300
    try:
        while len(finished_checkpoints(out)) < 3 and job.poll() is None:
            assert time.monotonic() < deadline, "the run wrote no checkpoint in 5 minutes"
            time.sleep(0.05)
    finally:
        job.send_signal(signal.SIGKILL)
        job.wait()
    assert not (out / write.MANIFEST_FILE).exists(), "the run finished before it could be killed"
    saved = finished_checkpoints(out)
    assert len(saved) >= 3
    capsys.readouterr()

    assert main(args(corpus, out, "--resume")) == 0
    said = capsys.readouterr().out
    ranges = len(plan_ranges(InputFile(str(corpus), corpus.stat().st_size, "jsonl", "none"),
                             100000))
    assert f"resumed: {len(saved)} of {ranges} input ranges came from the killed run's " \
           f"checkpoints" in said
    assert file_digests(out) == file_digests(reference)
    assert not (out / write.TEMP_DIR).exists()


@pytest.mark.slow
def test_resume_of_a_finished_output_does_nothing(reference, corpus, capsys):
    before = file_digests(reference)
    assert main(args(corpus, reference, "--resume")) == 0
    assert "already complete; nothing to resume" in capsys.readouterr().out
    assert file_digests(reference) == before


def test_checkpoints_of_another_config_or_file_are_never_used(corpus):
    config = load_config("configs/default.yaml", ["output.path=/tmp/a", *OVERRIDES])
    moved = load_config("configs/default.yaml", ["output.path=/tmp/b", *OVERRIDES])
    stricter = load_config("configs/default.yaml", ["output.path=/tmp/a", *OVERRIDES,
                                                    "filters.length.min_words=80"])
    later = load_config("configs/default.yaml", ["output.path=/tmp/a", *OVERRIDES,
                                                 "tokenizer.add_bos=true"])
    assert checkpoint_salt(config) == checkpoint_salt(moved)  # where the output goes: no matter
    assert checkpoint_salt(config) != checkpoint_salt(stricter)
    # Stages after the checkpoints do not change what a checkpoint holds.
    assert checkpoint_salt(config) == checkpoint_salt(later)
    file = InputFile(str(corpus), corpus.stat().st_size, "jsonl", "none")
    grown = InputFile(str(corpus), corpus.stat().st_size + 1, "jsonl", "none")
    rng = ReadRange(file, 0, 100000)
    assert checkpoint_key(rng, "s") != checkpoint_key(ReadRange(grown, 0, 100000), "s")
    assert checkpoint_key(rng, "s") != checkpoint_key(ReadRange(file, 100000, 200000), "s")
    assert checkpoint_key(rng, "s") != checkpoint_key(rng, "t")


# ------------------------------------------------------------------------------------------------
# Faults


class _WorkerCrash(BaseException):
    """A failure no step isolates (the worker going away): the bundle fails and is retried."""


class _FailsOnce(Rule):
    """Crashes the worker on its first call only."""

    name = "flaky"

    def __init__(self, state: dict):
        super().__init__()
        self.state = state

    def apply_batch(self, docs):
        if not self.state.get("failed"):
            self.state["failed"] = True
            raise _WorkerCrash("injected: the worker went away")
        return [Drop("flaky:short") if len(d.text) < 200 else d for d in docs]

    def run_batch(self, docs):
        return self.apply_batch(docs)


def _prepare_fn(folder: Path, state: dict, resume: bool = False) -> PrepareRangeFn:
    read = ReadRangeFn(text_field="text", id_field="id", max_record_bytes=1 << 20)
    return PrepareRangeFn(read, ProfileFn("read"), None, [_FailsOnce(state)],
                          batch_size=50, checkpoint_dir=str(folder), resume=resume, salt="x")


def _outputs(fn: PrepareRangeFn, rng: ReadRange) -> list:
    fn.start_bundle()
    out = []
    for item in fn.process(rng):
        out.append((item.tag, item.value) if isinstance(item, beam.pvalue.TaggedOutput)
                   else ("docs", item))
    return out


def test_a_retried_range_is_written_once_and_whole(corpus, tmp_path):
    """A bundle that fails midway leaves no checkpoint; its retry writes the one checkpoint, and a
    resumed run replays exactly what the retry produced."""
    rng = ReadRange(InputFile(str(corpus), corpus.stat().st_size, "jsonl", "none"), 0, 300000)
    state: dict = {}
    fn = _prepare_fn(tmp_path, state)
    fn.setup()
    with pytest.raises(_WorkerCrash, match="injected"):
        _outputs(fn, rng)
    assert list(tmp_path.glob("*" + checkpoint.SUFFIX)) == []
    retried = _outputs(fn, rng)
    (saved,) = tmp_path.glob("*" + checkpoint.SUFFIX)
    assert [p.name for p in tmp_path.iterdir() if ".tmp-" not in p.name] == [saved.name]
    docs = [value for tag, value in retried if tag == "docs"]
    assert docs and all(isinstance(d, Document) for d in docs)
    assert len({d.id for d in docs}) == len(docs)
    replay = _prepare_fn(tmp_path, {"failed": True}, resume=True)
    replay.setup()
    assert _outputs(replay, rng) == retried
    # The counts travel with the checkpoint: read records, drops.
    counts = list(read_checkpoint(str(saved)))[-1][1]
    assert counts[StatKey("read", "records")] == \
        len(docs) + counts[StatKey("dropped", "flaky:short")]


@pytest.mark.slow
def test_a_failed_run_says_what_failed_leaves_nothing_complete_and_resumes(
        corpus, reference, tmp_path, monkeypatch, capsys):
    out = tmp_path / "out"

    def failing_write(self, element):
        raise OSError("injected: disk quota exceeded")

    monkeypatch.setattr(write.WritePackedFn, "process", failing_write)
    assert main(args(corpus, out)) == 1
    err = capsys.readouterr().err
    assert "run failed" in err and "injected: disk quota exceeded" in err
    assert not (out / write.MANIFEST_FILE).exists() and not (out / write.STATS_FILE).exists()
    assert finished_checkpoints(out), "the ranges read before the failure were saved"
    monkeypatch.undo()
    assert main(args(corpus, out, "--resume")) == 0
    assert file_digests(out) == file_digests(reference)


# ------------------------------------------------------------------------------------------------
# Retries


def test_transient_errors_are_retried_with_growing_waits():
    waits, calls = [], []

    def flaky():
        calls.append(1)
        if len(calls) < 3:
            raise TimeoutError("read timed out")
        return "model"

    assert with_retries(flaky, "loading a model", sleep=waits.append, jitter=lambda: 0.0) == "model"
    assert waits == [1.0, 2.0]
    assert backoff_delays(4, 0.5, lambda: 0.2) == pytest.approx([0.6, 1.2, 2.4])


def test_permanent_and_exhausted_errors_reach_the_caller():
    waits: list = []

    def missing():
        raise FileNotFoundError("gs://bucket/lid.176.ftz")

    with pytest.raises(FileNotFoundError):
        with_retries(missing, "loading a model", sleep=waits.append)
    assert waits == []

    def down():
        raise ConnectionError("connection reset")

    with pytest.raises(ConnectionError):
        with_retries(down, "opening gs://bucket/a.jsonl", attempts=3, sleep=waits.append,
                     jitter=lambda: 0.0)
    assert waits == [1.0, 2.0]

    def wrong():
        raise ValueError("not a fastText model")

    with pytest.raises(ValueError):
        with_retries(wrong, "loading a model", sleep=waits.append)
    assert len(waits) == 2
