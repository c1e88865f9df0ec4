"""The progress line of a local run, the stage timings it records, and the log formats."""

from __future__ import annotations

import io
import json
import logging
import threading
import time

import pytest
from apache_beam.metrics import monitoring_infos as mi

from gristmill.logs import configure_logging
from gristmill.pipeline.progress import (SHUFFLE, TOTAL_MSECS_URN, ProgressDisplay, format_duration,
                                    format_progress, running_stages, stage_of_modules,
                                    stage_of_step, stage_timings, step_seconds)
from gristmill.transforms.live import LIVE
from gristmill.transforms.steps import StatKey, Tally


def test_the_innermost_gristmill_module_names_the_stage():
    assert stage_of_modules(["re", "gristmill.transforms.filters.gopher", "gristmill.transforms.stage",
                             "apache_beam.runners.common"]) == "filters"
    assert stage_of_modules(["gristmill.transforms.filters.langid", "gristmill.transforms.filters.base"]) == "language ID"
    assert stage_of_modules(["gristmill.transforms.dedup.minhash"]) == "near dedup"
    assert stage_of_modules(["gristmill.transforms.dedup.exact"]) == "exact dedup"
    assert stage_of_modules(["gristmill.transforms.pii.screen"]) == "PII"
    # A module whose name merely starts like a stage's is not that stage.
    assert stage_of_modules(["gristmill.transforms.readers"]) is None
    assert stage_of_modules(["apache_beam.runners.worker.operations", "threading"]) is None


def _park_in(module: str, ready: threading.Event, release: threading.Event) -> threading.Thread:
    """A thread whose innermost frame belongs to ``module``, waiting until released."""
    scope = {"__name__": module, "ready": ready, "release": release}
    exec("def work():\n    ready.set()\n    release.wait(10)\n", scope)
    thread = threading.Thread(target=scope["work"], daemon=True)
    thread.start()
    assert ready.wait(5)
    return thread


def test_running_stages_reads_the_other_threads_stacks():
    release = threading.Event()
    threads = [_park_in("gristmill.transforms.tokenize", threading.Event(), release),
               _park_in("gristmill.transforms.dedup.near", threading.Event(), release)]
    try:
        assert running_stages() == ["near dedup", "tokenize"]
    finally:
        release.set()
        for thread in threads:
            thread.join()
    assert set(running_stages()).isdisjoint({"near dedup", "tokenize"})


def test_a_thread_in_beam_code_only_is_moving_data():
    release = threading.Event()
    thread = _park_in("apache_beam.runners.worker.data_plane", threading.Event(), release)
    try:
        assert running_stages() == [SHUFFLE]
    finally:
        release.set()
        thread.join()


def test_progress_line():
    counts = {"read/records": 12345, "read/bytes": 45_100_000, "kept": 10001, "dropped": 2300,
              "dead_lettered": 4}
    assert format_duration(3725.9) == "1:02:05"
    assert format_progress(65, counts, ["near dedup"], input_bytes=200_000_000) == (
        "0:01:05 | read 12,345 documents, 45.1 MB (23%) | kept 10,001, dropped 2,300, "
        "dead-lettered 4 | now: near dedup")
    # Nothing settled yet, compressed input (no share), no stage seen.
    assert format_progress(2, {"read/records": 10, "read/bytes": 2000}, []) == (
        "0:00:02 | read 10 documents, 0.0 MB")


def test_tallies_feed_the_live_totals():
    LIVE.reset()
    tally = Tally()
    tally.add("read", "records", 3)
    tally.add("read", "bytes", 300)
    tally.add("dropped", "length:min_words", 2)
    tally.add("dropped", "dedup:exact")
    tally.add("hist_chars_read", "64", 5)  # profiling counts are not shown
    assert LIVE.snapshot() == {"read/records": 3, "read/bytes": 300, "dropped": 3}
    assert tally.counts[StatKey("dropped", "length:min_words")] == 2  # the tally is unchanged


def test_display_prints_lines_while_the_block_runs_and_a_final_one():
    stream = io.StringIO()
    with ProgressDisplay(stream, interval=0.05, in_place=False):
        LIVE.add("read", "records", 7)
        time.sleep(0.3)
        LIVE.add("kept", "documents", 5)
    lines = stream.getvalue().splitlines()
    assert len(lines) >= 3
    assert all(line.startswith("gristmill: 0:00:0") for line in lines)
    assert lines[-1].endswith("read 7 documents, 0.0 MB | kept 5, dropped 0, dead-lettered 0")


def test_display_on_a_terminal_rewrites_one_line():
    stream = io.StringIO()
    with ProgressDisplay(stream, interval=0.05, in_place=True):
        time.sleep(0.2)
    text = stream.getvalue()
    assert text.count("\n") == 1 and text.endswith("\n")
    assert text.count("\r") >= 2


def _msecs(transform: str, value: int):
    return mi.int64_counter(TOTAL_MSECS_URN, value, ptransform=transform)


def test_step_seconds_sum_inner_transforms_by_top_level_step():
    infos = [_msecs("Filter/Apply/ParDo(FilterFn)", 1500), _msecs("Filter/Batch", 250),
             _msecs("Tokenize/Encode", 4000), _msecs("ref_PCollection_PCollection_12", 0),
             mi.int64_counter(mi.ELEMENT_COUNT_URN, 99, pcollection="pc")]
    assert step_seconds(infos) == {"Filter": 1.75, "Tokenize": 4.0}
    assert [stage_of_step(s) for s in ("PackTrain", "WritePackedValidation", "ProfileKept",
                                       "NearDedup", "SumCounts", "Mystery")] == [
        "pack", "write", "profile", "dedup", "accounting", "other"]


def test_stage_timings_pair_seconds_with_the_documents_entering_each_stage():
    stats = {"documents": {"read": 100, "kept": 60,
                           "dropped": {"length:min_words": 20, "dedup:exact": 10,
                                       "token_length:min_tokens": 6},
                           "dead_lettered": 4},
             "dead_lettered": {"read:invalid_json": 4}}
    # The read step's 3.5 s include normalize (0.5 s) and filter (2.0 s), by its own clocks.
    steps = {"Read": 3.5, "ExactDedup": 1.0, "NearDedup": 3.0,
             "Tokenize": 5.0, "PackTrain": 1.0, "WritePacked": 0.5, "WriteDocuments": 0.5,
             "SumCounts": 0.0}
    timings = stage_timings(steps, stats, None, wall_seconds=20.0, runner="FnApiRunner",
                            within_read={"normalize": 0.5, "filter": 2.0})
    assert timings["stages"] == {
        "read": {"seconds": 1.0, "documents": 100},
        "normalize": {"seconds": 0.5, "documents": 96},  # after 4 read dead letters
        "filter": {"seconds": 2.0, "documents": 96},
        "dedup": {"seconds": 4.0, "documents": 76},
        "tokenize": {"seconds": 5.0, "documents": 66},
        "pack": {"seconds": 1.0, "documents": 60},
        "write": {"seconds": 1.0, "documents": 60},
    }
    assert list(timings["stages"]) == ["read", "normalize", "filter", "dedup", "tokenize", "pack",
                                       "write"]
    assert timings["measured_seconds"] == 14.5 and timings["wall_seconds"] == 20.0


def test_json_logs_are_one_object_per_record(capsys):
    configure_logging(debug=False, fmt="json")
    try:
        logging.getLogger("gristmill.test").warning("shard %d of %d is late", 3, 8)
        logging.getLogger("gristmill.test").info("not shown by default")
        logging.getLogger("apache_beam.runners").warning("Beam chatter is quiet by default")
    finally:
        configure_logging()
    lines = [json.loads(line) for line in capsys.readouterr().err.splitlines()]
    assert [(entry["level"], entry["logger"], entry["message"]) for entry in lines] == [
        ("WARNING", "gristmill.test", "shard 3 of 8 is late")]
    assert lines[0]["time"].endswith("+00:00")


def test_unknown_log_format_is_refused():
    with pytest.raises(ValueError, match="text, json"):
        configure_logging(fmt="xml")


@pytest.mark.slow
def test_a_local_run_shows_progress_and_writes_timings(tmp_path, capsys):
    from gristmill.cli import main

    words = "river stone field morning letter garden window harbor".split()
    lines = [json.dumps({"id": f"d{i}", "text": " ".join(words[(i + k) % 8] for k in range(60))
                         + f" number {i}."}) for i in range(40)]
    source = tmp_path / "in.jsonl"
    source.write_text("\n".join(lines) + "\n")
    out = tmp_path / "out"
    assert main(["run", "-c", "configs/default.yaml", f"input.paths=[{source}]",
                 f"output.path={out}", "dedup.enabled=false", "--progress", "on",
                 "--progress-interval", "0.2"]) == 0
    err = capsys.readouterr().err
    progress = [line for line in err.splitlines() if line.startswith("gristmill: 0:")]
    assert progress, err
    # Plain JSONL: the share of the input read is shown, and the last line has the totals.
    assert "read 40 documents, 0.0 MB (100%)" in progress[-1]
    stats = json.loads((out / "stats.json").read_text())
    kept = stats["documents"]["kept"]
    assert f"kept {kept}," in progress[-1]
    timings = json.loads((out / "timings.json").read_text())
    assert timings["stages"]["read"]["documents"] == 40
    assert "timings.json" not in (out / "manifest.json").read_text()
