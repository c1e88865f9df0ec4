"""What a local run shows while it works, and how long each stage took once it is done.

**Progress.** While Beam's in-process runner works, :class:`ProgressDisplay` prints one line every
``interval`` seconds to stderr: elapsed time, records and bytes read (with the share of the input
when it is uncompressed JSONL, whose read bytes match the file sizes), documents kept, dropped and
dead-lettered so far (:mod:`gristmill.transforms.live`), and the stage running now. On a terminal the line is
rewritten in place; otherwise (a log file, CI) a new line is printed every ``interval`` seconds.

The running stage is found the way a sampling profiler finds hot code: the display thread looks at
every other thread's Python stack (``sys._current_frames``) and names the stage whose module is
innermost (``gristmill.transforms.filters.gopher`` -> ``filters``). No stage has to report anything, so the
display costs the pipeline nothing. A thread that runs no Gristmill code is moving data between
stages (``shuffle``).

**Timings.** After the run, :func:`step_seconds` reads the time Beam measured per transform
(``beam:metric:ptransform_execution_time:total_msecs:v1``, sampled by the SDK harness while bundles
run) from the pipeline result, and :func:`stage_timings` adds it up per stage, next to the number of
documents that entered the stage, from ``stats.json``. The result goes to ``timings.json`` and the
Throughput section of ``report.html``. Times are the one thing two identical runs never share, so
they stay out of ``stats.json`` and ``manifest.json``: those two files and the data stay
byte-identical, and only ``timings.json`` and that section of the report change between runs.
"""

from __future__ import annotations

import json
import sys
import threading
import time
from typing import Any, Iterable, Mapping, TextIO

from gristmill.report.html import funnel_steps
from gristmill.transforms.live import LIVE
from gristmill.transforms.write import TIMINGS_FILE, join, write_atomic

TOTAL_MSECS_URN = "beam:metric:ptransform_execution_time:total_msecs:v1"
# Transforms the runner adds to move data between fused stages (ref_PCollection_PCollection_12).
RUNNER_STEP_PREFIX = "ref_"

# Innermost module prefix -> the stage it belongs to; the first matching prefix wins.
STAGE_MODULES: tuple[tuple[str, str], ...] = (
    ("gristmill.transforms.read", "read"),
    ("gristmill.transforms.extract", "extract"),
    ("gristmill.transforms.normalize", "normalize"),
    ("gristmill.transforms.filters.langid", "language ID"),
    ("gristmill.transforms.filters", "filters"),
    ("gristmill.transforms.dedup.exact", "exact dedup"),
    ("gristmill.transforms.dedup.segments", "paragraph dedup"),
    ("gristmill.transforms.dedup", "near dedup"),
    ("gristmill.transforms.pii", "PII"),
    ("gristmill.transforms.tokenize", "tokenize"),
    ("gristmill.transforms.pack", "pack"),
    ("gristmill.transforms.route", "pack"),
    ("gristmill.transforms.megatron", "write"),
    ("gristmill.transforms.write", "write"),
    ("gristmill.transforms.profile", "profile"),
)
SHUFFLE = "shuffle"

# Top-level step labels of gristmill.pipeline.graph.build_pipeline -> stage, by prefix, in the order
# the report lists them. Steps that only gather counts are "accounting".
STEP_STAGES: tuple[tuple[str, str], ...] = (
    ("Read", "read"),  # normalize and filter run inside it: see stage_timings' within_read
    ("UniqueIds", "read"),
    ("ExactDedup", "dedup"),
    ("NearDedup", "dedup"),
    ("SegmentDedup", "dedup"),
    ("RedactPII", "pii"),
    ("Tokenize", "tokenize"),
    ("Mixture", "mixture"),
    ("Copies", "pack"),
    ("AllSources", "read"),
    ("CountKept", "tokenize"),
    ("KeptDocuments", "tokenize"),
    ("Route", "pack"),
    ("Pack", "pack"),
    ("Write", "write"),
    ("ExactIndexRows", "write"),
    ("DocumentColumns", "write"),
    ("AllRejects", "write"),
    ("SampleRejects", "write"),
    ("AllDeadLetters", "write"),
    ("AllFiles", "write"),
    ("Finalize", "write"),
    ("Profile", "profile"),
    ("VocabularyUse", "profile"),
    ("AllStats", "accounting"),
    ("SumCounts", "accounting"),
    ("CountsDict", "accounting"),
)
TIMED_STAGES = ("read", "extract", "normalize", "filter", "dedup", "pii", "tokenize", "mixture",
                "pack", "write", "profile", "accounting", "other")


# ------------------------------------------------------------------------------------------------
# Progress


def stage_of_modules(modules: Iterable[str]) -> str | None:
    """The stage of the innermost Gristmill module in ``modules`` (innermost first), else None."""
    for module in modules:
        if not module.startswith("gristmill.transforms."):
            continue
        for prefix, stage in STAGE_MODULES:
            if module == prefix or module.startswith(prefix + "."):
                return stage
    return None


def running_stages(exclude: int | None = None) -> list[str]:
    """The stages threads are in now (the innermost Gristmill frame of each), sorted; ``[shuffle]``
    when threads run only Beam's own code (moving data between stages); else empty."""
    found, shuffling = set(), False
    for thread_id, frame in sys._current_frames().items():
        if thread_id == exclude:
            continue
        modules, in_beam = [], False
        while frame is not None:
            name = frame.f_globals.get("__name__", "")
            modules.append(name)
            in_beam = in_beam or name.startswith("apache_beam.runners.worker")
            frame = frame.f_back
        stage = stage_of_modules(modules)
        if stage is not None:
            found.add(stage)
        elif in_beam:
            shuffling = True
    return sorted(found) or ([SHUFFLE] if shuffling else [])


def format_duration(seconds: float) -> str:
    seconds = int(seconds)
    return f"{seconds // 3600}:{seconds % 3600 // 60:02d}:{seconds % 60:02d}"


def format_progress(elapsed: float, counts: Mapping[str, int], stages: Iterable[str],
                    input_bytes: int | None = None) -> str:
    """One progress line: ``0:01:05 | read 12,345 documents, 45.1 MB (22%) | kept 10,001,
    dropped 2,300, dead-lettered 4 | now: near dedup``. ``input_bytes``: the input's total size,
    when read bytes can be compared with it."""
    read_bytes = counts.get("read/bytes", 0)
    share = f" ({min(read_bytes / input_bytes, 1.0):.0%})" if input_bytes else ""
    parts = [format_duration(elapsed),
             f"read {counts.get('read/records', 0):,} documents, {read_bytes / 1e6:,.1f} MB{share}"]
    settled = [(name, counts.get(kind, 0)) for name, kind in
               (("kept", "kept"), ("dropped", "dropped"), ("dead-lettered", "dead_lettered"))]
    if any(n for _, n in settled):
        parts.append(", ".join(f"{name} {n:,}" for name, n in settled))
    stages = list(stages)
    if stages:
        parts.append("now: " + ", ".join(stages))
    return " | ".join(parts)


class ProgressDisplay:
    """``with ProgressDisplay(sys.stderr, interval=1.0): pipeline.run()``: prints
    :func:`format_progress` lines from a daemon thread until the block ends, then one final line."""

    def __init__(self, stream: TextIO, interval: float, input_bytes: int | None = None,
                 in_place: bool | None = None):
        self.stream = stream
        self.interval = interval
        self.input_bytes = input_bytes
        self.in_place = stream.isatty() if in_place is None else in_place
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="gristmill-progress", daemon=True)
        self._start = 0.0
        self._width = 0

    def __enter__(self) -> "ProgressDisplay":
        LIVE.reset()
        self._start = time.monotonic()
        self._thread.start()
        return self

    def __exit__(self, *exc_info) -> None:
        self._stop.set()
        self._thread.join()
        self._show(final=True)

    def line(self, stages: Iterable[str] = ()) -> str:
        return "gristmill: " + format_progress(time.monotonic() - self._start, LIVE.snapshot(),
                                               stages, self.input_bytes)

    def _show(self, final: bool = False) -> None:
        text = self.line(() if final else running_stages(exclude=threading.get_ident()))
        if self.in_place:
            padded = text.ljust(self._width)
            self._width = len(text)
            self.stream.write("\r" + padded + ("\n" if final else ""))
        else:
            self.stream.write(text + "\n")
        self.stream.flush()

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            self._show()


# ------------------------------------------------------------------------------------------------
# Timings


def step_seconds(monitoring_infos: Iterable[Any]) -> dict[str, float]:
    """Seconds Beam measured per top-level step label (``Filter``, ``NearDedup``), summed over the
    step's inner transforms, from a pipeline result's monitoring infos."""
    from apache_beam.metrics import monitoring_infos as mi

    totals: dict[str, float] = {}
    for info in monitoring_infos:
        transform = info.labels.get("PTRANSFORM") if info.urn == TOTAL_MSECS_URN else None
        if not transform or transform.startswith(RUNNER_STEP_PREFIX):
            continue
        msecs = mi.extract_metric_result_map_value(info) or 0
        step = transform.split("/", 1)[0]
        totals[step] = totals.get(step, 0.0) + msecs / 1000.0
    return totals


def stage_of_step(step: str) -> str:
    for prefix, stage in STEP_STAGES:
        if step.startswith(prefix):
            return stage
    return "other"


def stage_timings(steps: Mapping[str, float], stats: Mapping[str, Any],
                  config: Mapping[str, Any] | None, wall_seconds: float,
                  runner: str, within_read: Mapping[str, float] | None = None) -> dict[str, Any]:
    """``timings.json``: per stage the seconds Beam measured and the documents that entered it
    (from ``stats``), plus the run's wall-clock time. Stages the run did not time are left out.
    ``within_read``: seconds of the stages that run inside the read step (normalize, filter, the
    read profile; see :class:`gristmill.transforms.checkpoint.PrepareRangeFn`), moved out of ``read``."""
    seconds: dict[str, float] = {}
    for step, s in steps.items():
        stage = stage_of_step(step)
        seconds[stage] = seconds.get(stage, 0.0) + s
    if "read" in seconds:
        for stage, s in (within_read or {}).items():
            moved = min(s, seconds["read"])  # Beam samples; the inner clocks measure exactly
            seconds["read"] -= moved
            seconds[stage] = seconds.get(stage, 0.0) + moved
    entering = {"read": stats.get("documents", {}).get("read", 0)}
    previous = entering["read"]
    for step in funnel_steps(stats, config):
        entering.setdefault(step.stage, previous)
        previous = step.remaining
    kept = stats.get("documents", {}).get("kept", 0)
    entering.update(pack=kept, write=kept)
    stages = {}
    for stage in TIMED_STAGES:
        if stage in seconds and (seconds[stage] > 0 or stage not in ("accounting", "other")):
            entry: dict[str, Any] = {"seconds": round(seconds[stage], 3)}
            if stage in entering:
                entry["documents"] = entering[stage]
            stages[stage] = entry
    return {"runner": runner, "wall_seconds": round(wall_seconds, 3),
            "measured_seconds": round(sum(seconds.values()), 3), "stages": stages}


def read_step_seconds(result) -> dict[str, float]:
    """Seconds the read step spent in each inner stage (``gristmill.time`` metrics, in msecs)."""
    from apache_beam.metrics.metric import MetricsFilter

    from gristmill.transforms.checkpoint import TIME_NAMESPACE

    counters = result.metrics().query(MetricsFilter().with_namespace(TIME_NAMESPACE))["counters"]
    inner = {"extract": "extract", "normalize": "normalize", "filter": "filter",
             "profile": "profile"}
    seconds: dict[str, float] = {}
    for counter in counters:
        name = counter.key.metric.name.removesuffix("_msecs")
        if name in inner:
            seconds[inner[name]] = seconds.get(inner[name], 0.0) + (counter.committed or 0) / 1000
    return seconds


def write_timings(output_path: str, timings: Mapping[str, Any]) -> str:
    path = join(output_path, TIMINGS_FILE)
    write_atomic(path, (json.dumps(timings, indent=2) + "\n").encode())
    return path
