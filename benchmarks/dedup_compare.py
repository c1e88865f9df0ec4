#!/usr/bin/env python
"""Near-duplicate dedup of Gristmill next to datatrove's MinHash dedup: quality, CPU and memory.

Both systems read the same JSONL corpus and are scored with ``dedup_quality.evaluate`` against the
corpus's truth file (recall of exact copies, recall of near copies by ``jaccard5`` band, false
removals). Each system runs in its own subprocess so that its CPU and memory can be told apart:

* **Gristmill** through ``dedup_quality.run_pipeline`` (the CLI with exact and near dedup on, filters,
  tokenizer and packing off), with ``--direct_num_workers=N --direct_running_mode=multi_processing``.
  The FnApiRunner process keeps the shuffle data; the N SDK worker processes stand for a cluster's
  workers, so their memory is reported apart from the runner's.
* **datatrove** 0.10.1 (a reference only; nothing outside ``benchmarks/`` imports it): its four
  MinHash stages (signatures, buckets, clusters, filter) with the default ``MinhashConfig`` (5-word
  shingles, 14 buckets x 8 hashes, 64-bit xxhash; an S-curve midpoint near (1/14)^(1/8) = 0.72), run by
  ``LocalPipelineExecutor`` with N tasks and N workers for the per-file stages, 14 tasks on N workers
  for the bucket stage and one task for clustering. datatrove assigns whole input files to tasks, so
  the corpus is first cut into N files (before the clock starts). The documents it removes come from
  an ``exclusion_writer`` on ``MinhashDedupFilter``. Its near dedup also removes exact copies (J = 1),
  so all of its removals are scored as ``dedup:near``.

Measured per run: wall seconds (interpreter start to exit), CPU seconds of the whole process tree
(user + sys, the ``RUSAGE_CHILDREN`` delta around the subprocess; this process is made a child
subreaper and reaps orphaned descendants, so processes that outlive their parent are counted too),
documents per CPU second, and memory from ``/proc``, polled every ``--interval`` seconds: the largest
``VmHWM`` of any single process (the kernel's own peak, so it is exact even between polls), the
largest sum of ``VmRSS`` over the processes alive at one poll (shared pages counted per process; a
peak shorter than the interval can be missed), and for Gristmill the runner's and each worker's
``VmHWM``.

``--fractions 0.5,1.0`` runs Gristmill on the first half of the documents and on all of them (datatrove
runs once, on the largest share), to show whether per-worker memory stays flat as the corpus grows;
for a fraction the truth file is cut to the pairs whose both documents are present. A copy whose
original is absent but which has a sibling copy present (same original) is a duplicate of unknown
similarity: removals of such documents are left out of the scoring and counted as ``unscored``.

    PY=/tmp/venv/bin/python
    $PY benchmarks/dedup_compare.py --input /tmp/gristmill-bench/small.jsonl \\
        --truth /work/shared/bench/truth_small.jsonl --threshold 0.7 \\
        dedup.near.bands=18 dedup.near.rows=6
    $PY benchmarks/dedup_compare.py --input /tmp/gristmill-bench/bench.jsonl \\
        --truth /work/shared/bench/truth.jsonl --threshold 0.7 --fractions 0.5,1.0 \\
        --json-out /tmp/dedup-compare.jsonl dedup.near.bands=18 dedup.near.rows=6

One JSON line per run goes to stdout (``--json-out FILE`` appends them to FILE), tables to stderr.
Free ``key=value`` items are Gristmill config overrides. Exit code 0 unless a run fails.
"""

from __future__ import annotations

import argparse
import ctypes
import gzip
import json
import math
import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parent))

from dedup_quality import (  # noqa: E402  (the sibling script is imported by path)
    BANDS, DEFAULT_CONFIG, DEFAULT_TRUTH, check_overrides, evaluate, load_drops, load_truth,
    run_pipeline, table, targets_met)

SYSTEMS = ("gristmill", "datatrove")
DATATROVE_JOB = "datatrove-job"
_PR_SET_CHILD_SUBREAPER = 36
_CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


# --------------------------------------------------------------------------------------------------
# Corpus preparation (outside the timed runs)

def count_lines(path: Path) -> int:
    with open(path, "rb") as f:
        return sum(1 for line in f if line.strip())


def write_prefix(source: Path, target: Path, documents: int, id_field: str) -> set[str]:
    """Copies the first ``documents`` records of ``source`` to ``target``; returns their ids."""
    ids = set()
    with open(source, "rb") as src, open(target, "wb") as dst:
        for line in src:
            if not line.strip():
                continue
            if len(ids) == documents:
                break
            ids.add(json.loads(line)[id_field])
            dst.write(line)
    return ids


def split_into_files(source: Path, folder: Path, parts: int, documents: int) -> list[Path]:
    """Cuts ``source`` into ``parts`` files of consecutive records, in order, for per-file tasks."""
    folder.mkdir(parents=True, exist_ok=True)
    per_part = math.ceil(documents / parts)
    paths = [folder / f"{i:05d}.jsonl" for i in range(parts)]
    outs = [open(p, "wb") for p in paths]
    try:
        with open(source, "rb") as src:
            n = 0
            for line in src:
                if line.strip():
                    outs[min(n // per_part, parts - 1)].write(line)
                    n += 1
    finally:
        for out in outs:
            out.close()
    return paths


def truth_for_subset(truth: list[dict], present: set[str]) -> tuple[list[dict], set[str]]:
    """(rows whose copy and original are both present, ids that cannot be scored).

    A present copy whose original is absent is a unique document unless another copy of the same
    original is present too; then the copies duplicate each other with a similarity nobody measured.
    """
    kept = [row for row in truth if row["id"] in present and row["of"] in present]
    orphans: dict[str, list[str]] = {}
    for row in truth:
        if row["id"] in present and row["of"] not in present:
            orphans.setdefault(row["of"], []).append(row["id"])
    unscored = {i for ids in orphans.values() if len(ids) > 1 for i in ids}
    return kept, unscored


# --------------------------------------------------------------------------------------------------
# Process tree accounting from /proc

def _read(path: str) -> bytes | None:
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None


def _parents() -> dict[int, int]:
    """pid -> ppid for every visible process."""
    parents = {}
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            stat = _read(f"/proc/{entry.name}/stat")
            if stat:
                # The command name sits in parentheses and may hold spaces; ppid follows the state.
                parents[int(entry.name)] = int(stat[stat.rfind(b")") + 2:].split()[1])
    return parents


def _memory_kb(pid: int) -> tuple[int, int] | None:
    """(VmRSS, VmHWM) in kB, or None for a process that is gone or a zombie."""
    status = _read(f"/proc/{pid}/status")
    if not status:
        return None
    values = {}
    for line in status.splitlines():
        if line.startswith((b"VmRSS:", b"VmHWM:")):
            values[line[:5]] = int(line.split()[1])
    if len(values) < 2:
        return None
    return values[b"VmRSS"], values[b"VmHWM"]


def _cpu_seconds(pid: int) -> float | None:
    stat = _read(f"/proc/{pid}/stat")
    if not stat:
        return None
    fields = stat[stat.rfind(b")") + 2:].split()
    # utime and stime are fields 14 and 15 of stat(5); the list starts at field 3.
    return (int(fields[11]) + int(fields[12])) / _CLOCK_TICKS


def _cmdline(pid: int) -> list[str]:
    raw = _read(f"/proc/{pid}/cmdline") or b""
    return [part.decode(errors="replace") for part in raw.split(b"\0") if part]


def gristmill_role(cmd: list[str], parent_role: str | None) -> str:
    text = " ".join(cmd)
    if "sdk_worker_main" in text:
        # Beam starts each worker through ``sh -c``; only the interpreter is the worker.
        return "worker" if os.path.basename(cmd[0]).startswith("python") else "shell"
    if ("gristmill" in text or "beam_pipeline" in text) and parent_role is None:
        return "runner"
    return "other"


def datatrove_role(cmd: list[str], parent_role: str | None) -> str:
    text = " ".join(cmd)
    if parent_role is None and DATATROVE_JOB in text:
        return "main"
    if "forkserver" in text:
        # The pool's workers are forked by the fork server and inherit its command line.
        return "worker" if parent_role == "forkserver" else "forkserver"
    return "other"


class TreeSampler(threading.Thread):
    """Polls every descendant of this process: per-process VmHWM, CPU and role, and the summed RSS."""

    def __init__(self, interval: float, role_of):
        super().__init__(daemon=True)
        self.interval = interval
        self.role_of = role_of
        self.procs: dict[int, dict] = {}
        self.peak_sum_kb = 0
        self.max_alive = 0
        self._halt = threading.Event()

    def sample(self):
        me = os.getpid()
        parents = _parents()
        children: dict[int, list[int]] = {}
        for pid, ppid in parents.items():
            children.setdefault(ppid, []).append(pid)
        total, alive = 0, 0
        stack = [(pid, None) for pid in children.get(me, ())]
        while stack:
            pid, parent = stack.pop()
            info = self.procs.get(pid)
            if info is None:
                cmd = _cmdline(pid)
                parent_role = self.procs[parent]["role"] if parent in self.procs else None
                info = self.procs[pid] = {"pid": pid, "ppid": parents.get(pid),
                                          "role": self.role_of(cmd, parent_role),
                                          "cmd": " ".join(cmd)[:160], "hwm_kb": 0, "cpu_s": 0.0}
            elif info["role"] == "other":
                # A child seen between fork and exec still carries this script's command line.
                cmd = _cmdline(pid)
                parent_role = self.procs[parent]["role"] if parent in self.procs else None
                info["role"], info["cmd"] = self.role_of(cmd, parent_role), " ".join(cmd)[:160]
            memory = _memory_kb(pid)
            if memory is not None:
                rss, hwm = memory
                total += rss
                alive += 1
                info["hwm_kb"] = max(info["hwm_kb"], hwm)
            cpu = _cpu_seconds(pid)
            if cpu is not None:
                info["cpu_s"] = max(info["cpu_s"], cpu)
            stack.extend((child, pid) for child in children.get(pid, ()))
        self.peak_sum_kb = max(self.peak_sum_kb, total)
        self.max_alive = max(self.max_alive, alive)

    def run(self):
        while not self._halt.is_set():
            self.sample()
            self._halt.wait(self.interval)

    def stop(self):
        self._halt.set()
        self.join()
        self.sample()


def become_subreaper() -> bool:
    """Orphaned descendants are re-parented here, so their CPU reaches RUSAGE_CHILDREN once reaped."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def reap_orphans(grace: float = 60.0) -> list[int]:
    """Waits for the children left over after a run (re-parented orphans); ends any that outlive
    ``grace`` seconds. Returns the pids that had to be ended."""
    me, ended = os.getpid(), []
    deadline = time.monotonic() + grace
    while True:
        mine = [pid for pid, ppid in _parents().items() if ppid == me]
        if not mine:
            return ended
        for pid in mine:
            try:
                os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:
                pass
        if time.monotonic() > deadline:
            for pid in mine:
                try:
                    os.kill(pid, signal.SIGTERM)
                    ended.append(pid)
                except ProcessLookupError:
                    pass
            deadline = time.monotonic() + 5
        time.sleep(0.1)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def measured(call, interval: float, role_of):
    """Runs ``call()`` (which starts and waits for one subprocess) under the sampler.

    Returns (call's result, measurements). A ``SystemExit`` from the call is re-raised after the
    measurements are taken, so a failed run leaves no process behind.
    """
    sampler = TreeSampler(interval, role_of)
    cpu_before = _children_cpu()
    started = time.monotonic()
    sampler.start()
    try:
        result = call()
    finally:
        wall = time.monotonic() - started
        sampler.stop()
        ended = reap_orphans()
    cpu = _children_cpu() - cpu_before
    procs = list(sampler.procs.values())
    by_role: dict[str, list[dict]] = {}
    for proc in procs:
        by_role.setdefault(proc["role"], []).append(proc)
    mb = 1 / 1024
    return result, {
        "wall_s": round(wall, 2),
        "cpu_s": round(cpu, 2),
        "cpu_s_sampled": round(sum(p["cpu_s"] for p in procs), 2),
        "peak_rss_single_mb": round(max((p["hwm_kb"] for p in procs), default=0) * mb),
        "peak_rss_sum_mb": round(sampler.peak_sum_kb * mb),
        "processes": len(procs),
        "max_alive": sampler.max_alive,
        "peak_rss_by_role_mb": {role: sorted((round(p["hwm_kb"] * mb) for p in group), reverse=True)
                                for role, group in sorted(by_role.items())},
        "cpu_s_by_role": {role: round(sum(p["cpu_s"] for p in group), 2)
                          for role, group in sorted(by_role.items())},
        "ended_leftover_pids": ended,
    }


# --------------------------------------------------------------------------------------------------
# The two systems

def run_gristmill(args, corpus: Path, workdir: Path) -> tuple[dict[str, str], dict, dict]:
    """(drops id -> reason, measurements, extra fields) of one Gristmill run on ``corpus``."""
    output = workdir / "gristmill-output"
    run_args = SimpleNamespace(config=args.config, input=corpus, threshold=args.threshold,
                               overrides=list(args.overrides), timeout=args.timeout)
    flags = [f"--direct_num_workers={args.workers}", "--direct_running_mode=multi_processing"]
    (_, command), measures = measured(lambda: run_pipeline(run_args, output, flags),
                                      args.interval, gristmill_role)
    stats = json.loads((output / "stats.json").read_text())
    drops = load_drops(output)
    shutil.rmtree(output, ignore_errors=True)
    extra = {"command": command, "documents_read": stats["documents"]["read"],
             "kept": stats["documents"]["kept"],
             "dedup_near": stats.get("other", {}).get("dedup_near", {})}
    return drops, measures, extra


def run_datatrove(args, corpus: Path, documents: int, workdir: Path) -> tuple[dict[str, str], dict, dict]:
    parts = split_into_files(corpus, workdir / "datatrove-input", args.workers, documents)
    job_dir = workdir / "datatrove-work"
    log = workdir / "datatrove.log"
    cmd = [sys.executable, str(Path(__file__).resolve()), DATATROVE_JOB, "--input-dir",
           str(parts[0].parent), "--work-dir", str(job_dir), "--workers", str(args.workers),
           "--id-key", args.id_field, "--text-key", args.text_field]

    def call():
        with open(log, "wb") as out:
            proc = subprocess.run(cmd, stdout=out, stderr=subprocess.STDOUT, timeout=args.timeout)
        if proc.returncode != 0:
            sys.stderr.write(log.read_text(errors="replace")[-4000:])
            sys.exit(f"dedup_compare: datatrove failed with exit code {proc.returncode}: {' '.join(cmd)}")

    _, measures = measured(call, args.interval, datatrove_role)
    removed = read_removed_ids(job_dir / "removed")
    shutil.rmtree(job_dir, ignore_errors=True)
    shutil.rmtree(parts[0].parent, ignore_errors=True)
    return {i: "dedup:near" for i in removed}, measures, {"command": " ".join(cmd)}


def read_removed_ids(folder: Path) -> list[str]:
    ids = []
    for path in sorted(folder.glob("*.jsonl*")):
        opener = gzip.open if path.suffix == ".gz" else open
        with opener(path, "rt", encoding="utf-8") as f:
            ids.extend(json.loads(line)["id"] for line in f if line.strip())
    return ids


class Utf8XxHash64:
    """datatrove 0.10.1 hashes shingles as ``str``, which xxhash 4 refuses; xxhash 3 hashed their UTF-8
    bytes, and so does this stand-in. A class at module level so that the pool's workers can unpickle
    it."""

    def __call__(self, text) -> int:
        import xxhash

        return xxhash.xxh64_intdigest(text.encode("utf-8") if isinstance(text, str) else text)


def datatrove_job(argv) -> int:
    """The datatrove side, run in its own process: four MinHash stages, default config."""
    parser = argparse.ArgumentParser(prog=f"dedup_compare.py {DATATROVE_JOB}")
    parser.add_argument("--input-dir", required=True)
    parser.add_argument("--work-dir", required=True, type=Path)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--id-key", default="id")
    parser.add_argument("--text-key", default="text")
    args = parser.parse_args(argv)

    from datatrove.executor import LocalPipelineExecutor
    from datatrove.pipeline.dedup.minhash import (MinhashConfig, MinhashDedupBuckets,
                                                  MinhashDedupCluster, MinhashDedupFilter,
                                                  MinhashDedupSignature)
    from datatrove.pipeline.readers import JsonlReader
    from datatrove.pipeline.writers import JsonlWriter

    config = MinhashConfig()
    work, n = args.work_dir, args.workers

    def reader():
        return JsonlReader(args.input_dir, glob_pattern="*.jsonl", id_key=args.id_key,
                           text_key=args.text_key)

    signature = MinhashDedupSignature(output_folder=str(work / "signatures"), config=config)
    if config.hash_config.hash_fc == "xxhash" and config.hash_config.precision == 64:
        signature._hash_func = Utf8XxHash64()
    signatures = LocalPipelineExecutor(
        pipeline=[reader(), signature],
        tasks=n, workers=n, logging_dir=str(work / "logs" / "signatures"))
    # The bucket stage needs a multiple of num_buckets tasks; the workers stay at n.
    buckets = LocalPipelineExecutor(
        pipeline=[MinhashDedupBuckets(input_folder=str(work / "signatures"),
                                      output_folder=str(work / "buckets"), config=config)],
        tasks=config.num_buckets, workers=n, logging_dir=str(work / "logs" / "buckets"),
        depends=signatures)
    clusters = LocalPipelineExecutor(
        pipeline=[MinhashDedupCluster(input_folder=str(work / "buckets"),
                                      output_folder=str(work / "remove_ids"), config=config)],
        tasks=1, workers=1, logging_dir=str(work / "logs" / "clusters"), depends=buckets)
    final = LocalPipelineExecutor(
        pipeline=[reader(), MinhashDedupFilter(input_folder=str(work / "remove_ids"),
                                               exclusion_writer=JsonlWriter(str(work / "removed")))],
        tasks=n, workers=n, logging_dir=str(work / "logs" / "filter"), depends=clusters)
    final.run()
    return 0


# --------------------------------------------------------------------------------------------------
# Reporting

def comparison_table(results: list[dict]) -> str:
    heads = [f"{r['system']} {r['fraction']:g}" for r in results]
    rows = [("documents", lambda r: f"{r['documents']:,}")]
    rows.append(("exact recall", lambda r: f"{r['exact']['recall']}"))
    for label, _, _ in BANDS:
        rows.append((f"near J {label} recall (n)",
                     lambda r, label=label: f"{r['near_bands'][label]['recall']} "
                                            f"({r['near_bands'][label]['copies']})"))
    rows += [
        ("near recall, all", lambda r: f"{r['near']['recall']}"),
        ("false removals", lambda r: f"{r['false_removals']} ({r['false_removal_rate']:.3%})"),
        ("unscored removals", lambda r: f"{r['unscored_removals']}"),
        ("removed", lambda r: f"{sum(r['dropped_dedup'].values()):,}"),
        ("wall s", lambda r: f"{r['wall_s']:.1f}"),
        ("CPU s (user+sys)", lambda r: f"{r['cpu_s']:.1f}"),
        ("docs / CPU s", lambda r: f"{r['docs_per_cpu_s']:.1f}"),
        ("peak RSS, largest process MB", lambda r: f"{r['peak_rss_single_mb']:,}"),
        ("peak RSS, sum at one time MB", lambda r: f"{r['peak_rss_sum_mb']:,}"),
        ("peak RSS by role MB", lambda r: "; ".join(
            f"{role} {'/'.join(str(v) for v in values)}"
            for role, values in r["peak_rss_by_role_mb"].items() if role != "shell")),
    ]
    lines = ["| | " + " | ".join(heads) + " |", "|---" * (len(heads) + 1) + "|"]
    for name, cell in rows:
        lines.append(f"| {name} | " + " | ".join(cell(r) for r in results) + " |")
    return "\n".join(lines)


# --------------------------------------------------------------------------------------------------

def parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--input", type=Path, required=True, help="JSONL corpus")
    parser.add_argument("--truth", type=Path, default=DEFAULT_TRUTH, help="truth JSONL of the corpus")
    parser.add_argument("--threshold", type=float, default=None, help="Gristmill dedup.near.threshold")
    parser.add_argument("--config", type=Path, default=DEFAULT_CONFIG)
    parser.add_argument("--systems", default="gristmill,datatrove",
                        help="comma-separated, from: " + ", ".join(SYSTEMS))
    parser.add_argument("--workers", type=int, default=2, help="worker processes for each system")
    parser.add_argument("--fractions", default="1.0",
                        help="comma-separated shares of the corpus (its first documents) to run on")
    parser.add_argument("--interval", type=float, default=0.2, help="seconds between /proc polls")
    parser.add_argument("--id-field", default="id")
    parser.add_argument("--text-field", default="text")
    parser.add_argument("--json-out", type=Path, default=None, help="append the JSON lines to this file")
    parser.add_argument("--label", default=None)
    parser.add_argument("--timeout", type=float, default=None, help="seconds before a run is killed")
    parser.add_argument("overrides", nargs="*", metavar="key=value", help="Gristmill config overrides")
    args = parser.parse_args(argv)
    check_overrides(parser, args.overrides)
    args.systems = [s.strip() for s in args.systems.split(",") if s.strip()]
    unknown = sorted(set(args.systems) - set(SYSTEMS))
    if unknown or not args.systems:
        parser.error(f"--systems: unknown {unknown}; choose from {', '.join(SYSTEMS)}")
    try:
        args.fractions = [float(f) for f in args.fractions.split(",") if f.strip()]
    except ValueError:
        parser.error("--fractions takes numbers such as 0.5,1.0")
    if not args.fractions or any(not 0 < f <= 1 for f in args.fractions):
        parser.error("--fractions must lie in (0, 1]")
    if args.workers < 1:
        parser.error("--workers must be at least 1")
    return args


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == [DATATROVE_JOB]:
        return datatrove_job(argv[1:])
    args = parse_args(argv)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    subreaper = become_subreaper()
    truth = load_truth(args.truth)
    total = count_lines(args.input)
    workdir = Path(tempfile.mkdtemp(prefix="gristmill-dedup-compare-"))
    failed = False
    results = []
    try:
        for fraction in args.fractions:
            documents = max(1, math.floor(total * fraction))
            if documents == total:
                corpus, run_truth, unscored = args.input, truth, set()
            else:
                corpus = workdir / f"{args.input.stem}.first{documents}.jsonl"
                present = write_prefix(args.input, corpus, documents, args.id_field)
                run_truth, unscored = truth_for_subset(truth, present)
            # The reference runs once, on the largest share; the shares are for Gristmill's memory.
            systems = [s for s in args.systems if s == "gristmill" or fraction == max(args.fractions)]
            for system in systems:
                print(f"dedup_compare: {system} on {documents:,} documents ({fraction:g} of {args.input})",
                      file=sys.stderr, flush=True)
                try:
                    if system == "gristmill":
                        drops, measures, extra = run_gristmill(args, corpus, workdir)
                    else:
                        drops, measures, extra = run_datatrove(args, corpus, documents, workdir)
                except (SystemExit, subprocess.TimeoutExpired) as exc:
                    print(f"dedup_compare: {system} failed: {exc}", file=sys.stderr)
                    failed = True
                    continue
                scored = {i: reason for i, reason in drops.items() if i not in unscored}
                result = {"label": args.label, "system": system, "fraction": fraction,
                          "input": str(corpus), "truth": str(args.truth),
                          "truth_rows": len(run_truth), "threshold": args.threshold,
                          "overrides": args.overrides if system == "gristmill" else [],
                          "workers": args.workers, "subreaper": subreaper}
                result.update(evaluate(run_truth, scored, documents))
                result["unscored_removals"] = len(drops) - len(scored)
                result.update(measures)
                result["docs_per_cpu_s"] = round(documents / measures["cpu_s"], 2) if measures["cpu_s"] else None
                result.update(extra)
                result.setdefault("dedup_near", {})
                result["targets_met"] = targets_met(result)
                results.append(result)
                line = json.dumps(result)
                print(line, flush=True)
                if args.json_out:
                    with open(args.json_out, "a", encoding="utf-8") as f:
                        f.write(line + "\n")
                print(table(result), file=sys.stderr)
                print(f"{system}: CPU {measures['cpu_s']:.1f} s (sampled {measures['cpu_s_sampled']:.1f}), "
                      f"peak RSS by role {measures['peak_rss_by_role_mb']}\n", file=sys.stderr, flush=True)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    if results:
        print(comparison_table(results), file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
