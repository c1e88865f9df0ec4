#!/usr/bin/env python
"""End-to-end throughput and memory benchmark of a Gristmill run.

Runs the pipeline exactly as a user does, as a subprocess ``python -m gristmill run -c CONFIG ...``,
``--repeat`` times, and measures for each run the wall time of the whole process (interpreter start,
imports, graph construction, the job, the commit), the CPU time of the process tree, and its peak
memory in two ways:

* ``peak_rss_single_mb``: ``ru_maxrss`` of the finished child from ``wait4`` (the same figure as
  ``resource.getrusage(RUSAGE_CHILDREN).ru_maxrss`` after it exits). Linux reports the maximum RSS of
  the *single largest process* among the child and the descendants it waited for, not a sum over
  processes that were alive at the same time.
* ``peak_rss_tree_mb``: the highest *sum* of RSS over the child and all its live descendants, sampled
  every ``--sample-interval`` seconds (psutil if installed, else ``/proc/<pid>/status`` and
  ``/proc/<pid>/stat``). Shared pages (e.g. the interpreter and libraries of forked workers) are counted
  once per process, and a peak shorter than the interval can be missed.

It reports, from ``OUTPUT/stats.json`` and the timings: documents read, input MB (``input.bytes`` / 1e6,
i.e. decompressed JSONL bytes), docs/s, MB/s, tokens/s (``tokens.total``), MB/s per core (MB/s divided
by ``--workers``) and peak RSS. One JSON line goes to stdout (rates use the median wall time over the
repeats), a readable table to stderr; ``--json-out FILE`` appends the JSON line to FILE.

    python benchmarks/run_benchmark.py                                  # bundled sample, 1 worker
    python benchmarks/run_benchmark.py --input /work/shared/bench/small.jsonl.zst \\
        output.documents=false output.rejects=false
    python benchmarks/run_benchmark.py --input /work/shared/bench/bench.jsonl.zst \\
        --decompress-to /tmp/gristmill-bench --workers 2

``--workers 1`` uses the in-process FnApiRunner (the CLI's default); ``--workers N`` adds
``--direct_num_workers=N --direct_running_mode=multi_processing``. A compressed (.zst/.gz) file is read
by one worker since a compressed stream cannot be split; ``--decompress-to DIR`` decompresses it once
into DIR (reused on later runs) and benchmarks the plain .jsonl, which is cut into byte ranges.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import platform
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_CONFIG = REPO / "configs" / "default.yaml"
_COMPRESSED = {".zst": "zstd", ".zstd": "zstd", ".gz": "gzip", ".gzip": "gzip"}


# --------------------------------------------------------------------------------------------------
# Memory of a process tree


def _proc_children_map() -> dict[int, list[int]]:
    """ppid -> [pid] for every process visible in /proc."""
    children: dict[int, list[int]] = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat", "rb") as f:
                stat = f.read()
        except OSError:
            continue
        # The command name is in parentheses and may contain spaces; ppid is the 2nd field after it.
        fields = stat[stat.rfind(b")") + 2:].split()
        children.setdefault(int(fields[1]), []).append(int(entry.name))
    return children


def _proc_rss_kb(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/status", "rb") as f:
            for line in f:
                if line.startswith(b"VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0  # gone, or a zombie (no VmRSS line)


def tree_rss_bytes(root: int) -> tuple[int, int]:
    """(sum of RSS over ``root`` and its descendants, number of processes), in bytes."""
    try:
        import psutil
    except ImportError:
        psutil = None
    if psutil is not None:
        try:
            proc = psutil.Process(root)
            procs = [proc] + proc.children(recursive=True)
        except psutil.Error:
            return 0, 0
        total = 0
        for p in procs:
            try:
                total += p.memory_info().rss
            except psutil.Error:
                pass
        return total, len(procs)
    children = _proc_children_map()
    pids, stack = [], [root]
    while stack:
        pid = stack.pop()
        pids.append(pid)
        stack.extend(children.get(pid, ()))
    return sum(_proc_rss_kb(pid) for pid in pids) * 1024, len(pids)


class TreeSampler(threading.Thread):
    """Samples the summed RSS of a process tree until stopped; keeps the peak and the process count."""

    def __init__(self, root: int, interval: float):
        super().__init__(daemon=True)
        self.root = root
        self.interval = interval
        self.peak = 0
        self.max_procs = 0
        self.samples = 0
        self.timeline: list[tuple[float, int]] = []
        self._halt = threading.Event()

    def run(self):
        start = time.monotonic()
        while not self._halt.is_set():
            rss, n = tree_rss_bytes(self.root)
            if n:
                self.samples += 1
                self.peak = max(self.peak, rss)
                self.max_procs = max(self.max_procs, n)
                self.timeline.append((round(time.monotonic() - start, 2), rss))
            self._halt.wait(self.interval)

    def stop(self):
        self._halt.set()
        self.join()


def cpu_busy_seconds() -> float | None:
    """Busy CPU time of the whole machine so far (all processes, all cores), from /proc/stat."""
    try:
        with open("/proc/stat") as f:
            fields = [int(x) for x in f.readline().split()[1:]]
    except (OSError, ValueError):
        return None
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle + iowait
    busy = sum(fields[:8]) - idle  # user nice system idle iowait irq softirq steal (not guest)
    return busy / os.sysconf("SC_CLK_TCK")


# --------------------------------------------------------------------------------------------------
# Input preparation


def _inside(path: Path, folder: Path) -> bool:
    try:
        path.resolve().relative_to(folder.resolve())
        return True
    except ValueError:
        return False


def decompress_input(source: Path, folder: Path) -> Path:
    """Decompress ``source`` (.zst or .gz) into ``folder`` once; reuse the result while it is current."""
    if _inside(folder, REPO):
        sys.exit(f"run_benchmark: --decompress-to {folder} is inside the repository {REPO}; "
                 f"benchmark corpora must not be written there")
    kind = _COMPRESSED.get(source.suffix.lower())
    if kind is None:
        print(f"run_benchmark: {source} is not compressed; benchmarking it as it is", file=sys.stderr)
        return source
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / source.name[: -len(source.suffix)]
    marker = target.with_name(target.name + ".source.json")
    src_stat = source.stat()
    origin = {"source": str(source.resolve()), "size": src_stat.st_size, "mtime": src_stat.st_mtime}
    if target.exists() and marker.exists():
        try:
            if json.loads(marker.read_text()) == origin:
                return target
        except ValueError:
            pass
    started = time.monotonic()
    partial = target.with_name(target.name + ".partial")
    with open(source, "rb") as fin, open(partial, "wb") as fout:
        if kind == "zstd":
            import zstandard

            zstandard.ZstdDecompressor().copy_stream(fin, fout, read_size=1 << 20, write_size=1 << 20)
        else:
            import gzip

            with gzip.GzipFile(fileobj=fin) as gz:
                shutil.copyfileobj(gz, fout, 1 << 20)
    partial.replace(target)
    marker.write_text(json.dumps(origin))
    print(f"run_benchmark: decompressed {source} -> {target} ({target.stat().st_size / 1e6:.1f} MB) "
          f"in {time.monotonic() - started:.1f} s", file=sys.stderr)
    return target


# --------------------------------------------------------------------------------------------------
# One run


def run_once(cmd: list[str], env: dict, log_path: Path, interval: float,
             timeout: float | None) -> dict:
    with open(log_path, "wb") as log:
        busy_before = cpu_busy_seconds()
        started = time.monotonic()
        # Own session, so that a timeout can end the child and every worker it started, by group id.
        proc = subprocess.Popen(cmd, cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True)
        sampler = TreeSampler(proc.pid, interval)
        sampler.start()
        timed_out = False
        killer = None
        if timeout:
            def _kill():
                nonlocal timed_out
                timed_out = True
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            killer = threading.Timer(timeout, _kill)
            killer.start()
        # wait4 instead of Popen.wait: it also returns the child's own rusage (this run's only).
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.monotonic() - started
        busy_after = cpu_busy_seconds()
        proc.returncode = os.waitstatus_to_exitcode(status)
        if killer:
            killer.cancel()
        sampler.stop()
    # Workers the child did not reap (e.g. after a crash) would linger: end the child's group only.
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    cpu = usage.ru_utime + usage.ru_stime
    # CPU that processes outside the benchmarked tree used meanwhile (other jobs on the machine, and
    # this script's sampler): a run that had to share its cores is not a clean measurement.
    other = None
    if busy_before is not None and busy_after is not None:
        other = max(0.0, (busy_after - busy_before) - cpu) / wall
    return {
        "returncode": proc.returncode,
        "timed_out": timed_out,
        "wall_s": wall,
        "cpu_s": cpu,
        "other_load_cores": other,
        "peak_rss_single_kb": usage.ru_maxrss,
        "peak_rss_tree_bytes": sampler.peak,
        "max_processes": sampler.max_procs,
        "rss_samples": sampler.samples,
        "rss_timeline": sampler.timeline,
    }


def _tail(path: Path, lines: int = 15) -> str:
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return ""
    return "\n".join(text.strip().splitlines()[-lines:])


# --------------------------------------------------------------------------------------------------
# Reporting


def _mb(n_bytes: float) -> float:
    return n_bytes / 1e6


def build_record(args, input_desc: str, cmd: list[str], runs: list[dict], stats: dict | None,
                 rusage_children_kb: int) -> dict:
    walls = [r["wall_s"] for r in runs]
    wall = statistics.median(walls)
    ok = all(r["returncode"] == 0 for r in runs) and stats is not None
    record = {
        "timestamp": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "label": args.label,
        "input": input_desc,
        "config": str(args.config),
        "overrides": args.overrides,
        "workers": args.workers,
        "spill": args.spill,
        "repeat": len(runs),
        "ok": ok,
        "returncodes": [r["returncode"] for r in runs],
        "timed_out": any(r["timed_out"] for r in runs),
        "wall_s": round(wall, 3),
        "wall_s_all": [round(w, 3) for w in walls],
        "cpu_s": round(statistics.median(r["cpu_s"] for r in runs), 2),
        "cpu_util": round(statistics.median(r["cpu_s"] / r["wall_s"] for r in runs), 2),
        # Cores' worth of CPU used by other processes during the runs (max over repeats); above ~0.1
        # the machine was shared and the timings are pessimistic.
        "other_load_cores": (round(max(r["other_load_cores"] for r in runs), 2)
                             if all(r["other_load_cores"] is not None for r in runs) else None),
        # Max over the repeats. ru_maxrss is per process (the largest single process), not a sum.
        "peak_rss_single_mb": round(max(r["peak_rss_single_kb"] for r in runs) / 1024, 1),
        "peak_rss_children_mb": round(rusage_children_kb / 1024, 1),
        "peak_rss_tree_mb": round(max(r["peak_rss_tree_bytes"] for r in runs) / 2**20, 1),
        "max_processes": max(r["max_processes"] for r in runs),
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                    "mem_gb": _mem_gb(), "platform": platform.platform()},
        "command": cmd,
    }
    if stats is not None:
        docs = stats["documents"]
        in_bytes = stats["input"]["bytes"]
        tokens = stats["tokens"]["total"]
        mb_s = _mb(in_bytes) / wall
        record.update({
            "documents_read": docs["read"],
            "documents_kept": docs["kept"],
            "documents_dropped": docs["dropped_total"],
            "dropped": docs["dropped"],
            "dead_lettered": docs["dead_lettered"],
            "input_mb": round(_mb(in_bytes), 2),
            "tokens": tokens,
            "packed_rows": stats["packing"]["rows"],
            "docs_per_s": round(docs["read"] / wall, 1),
            "mb_per_s": round(mb_s, 3),
            "tokens_per_s": round(tokens / wall, 0),
            "mb_per_s_per_core": round(mb_s / args.workers, 3),
        })
    return record


def _mem_gb() -> float | None:
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemTotal:"):
                    return round(int(line.split()[1]) / 2**20, 1)
    except OSError:
        pass
    return None


def print_table(record: dict, file=sys.stderr) -> None:
    rows = [
        ("input", record["input"]),
        ("overrides", " ".join(record["overrides"]) or "-"),
        ("workers", record["workers"]),
        ("status", "ok" if record["ok"] else f"FAILED {record['returncodes']}"),
        ("wall time (median)", f"{record['wall_s']:.2f} s  (all: "
                               f"{', '.join(f'{w:.2f}' for w in record['wall_s_all'])})"),
        ("CPU time / utilisation", f"{record['cpu_s']:.1f} s / {record['cpu_util']:.2f} cores"),
    ]
    other = record["other_load_cores"]
    if other is not None:
        rows.append(("other load on the machine", f"{other:.2f} cores"
                     + ("  ** machine was busy: timings are pessimistic **" if other > 0.1 else "")))
    if "documents_read" in record:
        rows += [
            ("documents read / kept", f"{record['documents_read']:,} / {record['documents_kept']:,}"),
            ("input", f"{record['input_mb']:.2f} MB"),
            ("tokens", f"{record['tokens']:,}"),
            ("docs/s", f"{record['docs_per_s']:,.1f}"),
            ("MB/s", f"{record['mb_per_s']:.3f}"),
            ("tokens/s", f"{record['tokens_per_s']:,.0f}"),
            ("MB/s per core", f"{record['mb_per_s_per_core']:.3f}"),
        ]
    rows += [
        ("peak RSS, largest process", f"{record['peak_rss_single_mb']:,.1f} MB"),
        ("peak RSS, summed tree", f"{record['peak_rss_tree_mb']:,.1f} MB "
                                  f"({record['max_processes']} processes max)"),
    ]
    width = max(len(k) for k, _ in rows)
    print("-" * (width + 40), file=file)
    for key, value in rows:
        print(f"{key:<{width}}  {value}", file=file)
    print("-" * (width + 40), file=file)


# --------------------------------------------------------------------------------------------------


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("overrides", nargs="*", metavar="key=value",
                   help="config overrides passed through to `gristmill run`")
    p.add_argument("--input", help="corpus file (.jsonl, .jsonl.zst, .jsonl.gz, .parquet); "
                                   "default: the config's input.paths (the bundled sample)")
    p.add_argument("--config", type=Path, default=DEFAULT_CONFIG, help="YAML config")
    p.add_argument("--output", type=Path, help="output folder (default: a temporary folder, removed)")
    p.add_argument("--workers", type=int, default=1,
                   help="1 = in-process FnApiRunner; N>1 = N worker processes (multi_processing)")
    p.add_argument("--spill", action="store_true",
                   help="run with `gristmill run --spill` (texts and token arrays on disk)")
    p.add_argument("--repeat", type=int, default=1, help="runs; rates use the median wall time")
    p.add_argument("--decompress-to", type=Path, metavar="DIR",
                   help="decompress a .zst/.gz input into DIR once (outside the repo) and benchmark "
                        "the plain file, which workers can split")
    p.add_argument("--json-out", type=Path, metavar="FILE", help="append the JSON record to FILE")
    p.add_argument("--label", default="", help="free text stored in the record")
    p.add_argument("--beam-arg", action="append", default=[], metavar="--FLAG=VALUE",
                   help="extra Beam flag for the run (repeatable)")
    p.add_argument("--timeout", type=float, help="kill a run after this many seconds")
    p.add_argument("--sample-interval", type=float, default=0.2,
                   help="seconds between RSS samples of the process tree")
    p.add_argument("--python", default=sys.executable,
                   help="interpreter that runs `-m gristmill` (default: this one)")
    p.add_argument("--keep-log", action="store_true", help="print the path of each run's log")
    args = p.parse_args(argv)
    for item in args.overrides:
        if "=" not in item:
            p.error(f"{item!r} is not a key=value override")
    if args.workers < 1 or args.repeat < 1:
        p.error("--workers and --repeat must be >= 1")
    return args


def main(argv=None) -> int:
    args = parse_args(argv)
    config = args.config.resolve()
    overrides = list(args.overrides)
    input_desc = "config input.paths"
    if args.input:
        path = Path(args.input).expanduser().resolve()
        if not path.is_file():
            sys.exit(f"run_benchmark: input {path} is not a file")
        if args.decompress_to:
            path = decompress_input(path, args.decompress_to.expanduser().resolve())
        input_desc = str(path)
        overrides.insert(0, "input.paths=" + json.dumps([str(path)]))
    elif args.decompress_to:
        sys.exit("run_benchmark: --decompress-to needs --input")

    temp_out = None
    if args.output:
        out = args.output.expanduser().resolve()
    else:
        temp_out = Path(tempfile.mkdtemp(prefix="gristmill-bench-out-"))
        out = temp_out / "output"
    overrides += [f"output.path={out}", "output.overwrite=true"]

    beam_flags = list(args.beam_arg)
    if args.workers > 1:
        beam_flags += [f"--direct_num_workers={args.workers}",
                       "--direct_running_mode=multi_processing"]
    cmd = [args.python, "-m", "gristmill", "run", "-c", str(config), *overrides, *beam_flags]
    if args.spill:
        cmd.append("--spill")
    env = dict(os.environ)
    env.setdefault("HF_HUB_OFFLINE", "1")

    print(f"run_benchmark: {' '.join(cmd)}", file=sys.stderr)
    runs, stats = [], None
    log_dir = Path(tempfile.mkdtemp(prefix="gristmill-bench-log-"))
    try:
        for i in range(args.repeat):
            log = log_dir / f"run-{i}.log"
            result = run_once(cmd, env, log, args.sample_interval, args.timeout)
            runs.append(result)
            status = ("timed out" if result["timed_out"] else
                      "ok" if result["returncode"] == 0 else f"exit {result['returncode']}")
            print(f"run_benchmark: run {i + 1}/{args.repeat}: {result['wall_s']:.2f} s, {status}, "
                  f"peak RSS {result['peak_rss_single_kb'] / 1024:.0f} MB (largest process), "
                  f"{result['peak_rss_tree_bytes'] / 2**20:.0f} MB (tree), "
                  f"other load {result['other_load_cores'] or 0:.2f} cores", file=sys.stderr)
            if args.keep_log:
                print(f"run_benchmark: log: {log}", file=sys.stderr)
            if result["returncode"] != 0:
                print(f"run_benchmark: the run failed; end of its output:\n{_tail(log)}",
                      file=sys.stderr)
                break
        stats_path = out / "stats.json"
        if runs and runs[-1]["returncode"] == 0 and stats_path.is_file():
            stats = json.loads(stats_path.read_text())
    finally:
        if temp_out is not None:
            shutil.rmtree(temp_out, ignore_errors=True)
        if not args.keep_log:
            shutil.rmtree(log_dir, ignore_errors=True)

    rusage_children_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    record = build_record(args, input_desc, cmd, runs, stats, rusage_children_kb)
    timeline = runs[-1]["rss_timeline"] if runs else []
    # Keep the JSON line short: at most ~40 evenly spaced points of the last run's RSS curve, in MB.
    step = max(1, len(timeline) // 40)
    record["rss_tree_timeline_mb"] = [[t, round(b / 2**20)] for t, b in timeline[::step]]
    line = json.dumps(record, sort_keys=False)
    print_table(record)
    print(line, flush=True)
    if args.json_out:
        args.json_out.parent.mkdir(parents=True, exist_ok=True)
        with open(args.json_out, "a") as f:
            f.write(line + "\n")
    return 0 if record["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
