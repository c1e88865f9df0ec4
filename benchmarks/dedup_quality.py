#!/usr/bin/env python
"""Quality of near-duplicate dedup against a corpus with known injected duplicates.

Runs the pipeline as a user does, as a subprocess ``python -m gristmill run -c CONFIG ...``, with
exact and near dedup on and everything else that does not bear on dedup off (filters, tokenizer,
packing), then reads ``OUTPUT/rejects/*.parquet`` and compares the documents dropped as ``dedup:*`` with
the truth file of the benchmark corpus (``/work/shared/bench/truth*.jsonl``), whose lines are
``{"id", "kind": "exact"|"near", "of": <original id>, "edits": [...], "jaccard5": ...}``.

* **Recall** of exact copies and of near copies, the latter by ``jaccard5`` band. A listed copy counts
  as found when the copy *or* its original was dropped as a duplicate (``dedup:exact`` or
  ``dedup:near``): dedup has to remove one of the pair, and which one is the survivor rule's choice.
* **False removals**: documents dropped as ``dedup:*`` that are neither a listed copy nor an original
  with a listed copy; as a count and as a share of all documents read.
* Wall time of the whole process, and the ``stats.json`` counters ``other.dedup_near``.

    python benchmarks/dedup_quality.py --input /tmp/gristmill-bench/small.jsonl \\
        --truth /work/shared/bench/truth_small.jsonl --threshold 0.8
    python benchmarks/dedup_quality.py --input /tmp/gristmill-bench/small.jsonl \\
        --truth /work/shared/bench/truth_small.jsonl dedup.near.num_perm=128 dedup.near.verify=false

One JSON line goes to stdout, a table to stderr; ``--json-out FILE`` appends the JSON line to FILE.
Free ``key=value`` items are passed through as config overrides (after the ones this script sets).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_CONFIG = REPO / "configs" / "default.yaml"
DEFAULT_TRUTH = Path("/work/shared/bench/truth_small.jsonl")

# (label, low inclusive, high exclusive)
BANDS = [
    ("<0.5", 0.0, 0.5),
    ("0.5-0.6", 0.5, 0.6),
    ("0.6-0.7", 0.6, 0.7),
    ("0.7-0.8", 0.7, 0.8),
    ("0.8-0.9", 0.8, 0.9),
    (">=0.9", 0.9, float("inf")),
]
# Targets: recall of near copies per band, and the ceiling on false removals (share of documents).
RECALL_TARGETS = {">=0.9": 0.995, "0.8-0.9": 0.995, "0.7-0.8": 0.9}
FALSE_REMOVAL_TARGET = 0.001


def band_of(jaccard: float) -> str:
    for label, low, high in BANDS:
        if low <= jaccard < high:
            return label
    raise ValueError(jaccard)


def load_truth(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def load_drops(output: Path) -> dict[str, str]:
    """id -> drop_reason for every rejected document (all reasons)."""
    import pyarrow.parquet as pq

    folder = output / "rejects"
    files = sorted(folder.glob("*.parquet")) if folder.is_dir() else []
    drops: dict[str, str] = {}
    for file in files:
        table = pq.read_table(file, columns=["id", "drop_reason"])
        for doc_id, reason in zip(table.column("id").to_pylist(), table.column("drop_reason").to_pylist()):
            drops[doc_id] = reason
    return drops


def check_overrides(parser: argparse.ArgumentParser, overrides: list[str]) -> None:
    """Stop with a usage error unless every free argument is a ``key=value`` config override."""
    for item in overrides:
        if "=" not in item:
            parser.error(f"override {item!r} is not key=value")


def run_pipeline(args, output: Path, beam_flags=()) -> tuple[float, str]:
    """Runs the CLI on ``args.input``; ``beam_flags`` (``--flag=value``) go after the overrides."""
    cmd = [
        sys.executable, "-m", "gristmill", "run", "-c", str(args.config),
        f"input.paths={json.dumps([str(args.input)])}",
        f"output.path={output}", "output.overwrite=true",
        "output.rejects=true", "output.rejects_sample=1.0", "output.documents=true",
        "tokenizer.enabled=false", "packing.enabled=false", "filters.enabled=false",
        "dedup.enabled=true", "dedup.exact.enabled=true", "dedup.near.enabled=true",
    ]
    if args.threshold is not None:
        cmd.append(f"dedup.near.threshold={args.threshold}")
    cmd += args.overrides
    cmd += list(beam_flags)
    env = dict(os.environ)
    env.setdefault("HF_HUB_OFFLINE", "1")
    started = time.monotonic()
    proc = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True, timeout=args.timeout)
    wall = time.monotonic() - started
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr[-4000:])
        sys.exit(f"dedup_quality: the pipeline failed with exit code {proc.returncode}: {' '.join(cmd)}")
    return wall, " ".join(cmd)


def evaluate(truth: list[dict], drops: dict[str, str], documents: int) -> dict:
    dup_drops = {i for i, reason in drops.items() if reason.startswith("dedup:")}
    listed = {row["id"] for row in truth} | {row["of"] for row in truth}

    def found(row) -> bool:
        return row["id"] in dup_drops or row["of"] in dup_drops

    exact = [row for row in truth if row["kind"] == "exact"]
    near = [row for row in truth if row["kind"] == "near"]
    bands = {}
    for label, _, _ in BANDS:
        rows = [row for row in near if band_of(row["jaccard5"]) == label]
        hit = sum(found(row) for row in rows)
        bands[label] = {"copies": len(rows), "found": hit,
                        "recall": round(hit / len(rows), 4) if rows else None}
    missed = sorted(
        ({"id": row["id"], "of": row["of"], "jaccard5": row["jaccard5"], "edits": row["edits"]}
         for row in near if not found(row) and row["jaccard5"] >= 0.7),
        key=lambda r: -r["jaccard5"])
    false_ids = sorted(dup_drops - listed)
    by_reason: dict[str, int] = {}
    for i in dup_drops:
        by_reason[drops[i]] = by_reason.get(drops[i], 0) + 1
    false_by_reason: dict[str, int] = {}
    for i in false_ids:
        false_by_reason[drops[i]] = false_by_reason.get(drops[i], 0) + 1
    exact_hit = sum(found(row) for row in exact)
    near_hit = sum(found(row) for row in near)
    return {
        "documents": documents,
        "dropped_dedup": by_reason,
        "exact": {"copies": len(exact), "found": exact_hit,
                  "recall": round(exact_hit / len(exact), 4) if exact else None},
        "near": {"copies": len(near), "found": near_hit,
                 "recall": round(near_hit / len(near), 4) if near else None},
        "near_bands": bands,
        "false_removals": len(false_ids),
        "false_removals_by_reason": false_by_reason,
        "false_removal_rate": round(len(false_ids) / documents, 6) if documents else None,
        "false_removal_ids": false_ids[:50],
        "missed_near_ge_0_7": missed[:50],
    }


def targets_met(result: dict) -> dict:
    met = {}
    for label, target in RECALL_TARGETS.items():
        recall = result["near_bands"][label]["recall"]
        met[f"near {label} >= {target}"] = recall is None or recall >= target
    rate = result["false_removal_rate"]
    met[f"false removals <= {FALSE_REMOVAL_TARGET:.1%}"] = rate is not None and rate <= FALSE_REMOVAL_TARGET
    return met


def table(result: dict) -> str:
    lines = [f"dedup quality: {result['input']} (truth {result['truth']}), threshold "
             f"{result['threshold']}, overrides {' '.join(result['overrides']) or '-'}",
             f"wall {result['wall_s']:.1f} s, {result['documents']:,} documents, dropped "
             + ", ".join(f"{k} {v:,}" for k, v in sorted(result["dropped_dedup"].items())),
             "",
             "| copies | n | found | recall |", "|---|---|---|---|"]
    e = result["exact"]
    lines.append(f"| exact | {e['copies']} | {e['found']} | {e['recall']} |")
    for label, _, _ in BANDS:
        b = result["near_bands"][label]
        lines.append(f"| near J {label} | {b['copies']} | {b['found']} | {b['recall']} |")
    n = result["near"]
    lines.append(f"| near, all | {n['copies']} | {n['found']} | {n['recall']} |")
    lines.append("")
    lines.append(f"false removals: {result['false_removals']} ({result['false_removal_rate']:.3%} of "
                 f"documents) {result['false_removals_by_reason'] or ''}")
    lines.append(f"other.dedup_near: {json.dumps(result['dedup_near'], sort_keys=True)}")
    lines.append("targets: " + ", ".join(f"{k}: {'ok' if v else 'MISSED'}"
                                           for k, v in result["targets_met"].items()))
    if result["missed_near_ge_0_7"]:
        lines.append("missed near copies with J >= 0.7 (first 10): " + "; ".join(
            f"{m['id']}~{m['of']} J={m['jaccard5']} {','.join(m['edits'])}"
            for m in result["missed_near_ge_0_7"][:10]))
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--input", type=Path, required=True, help="corpus file (becomes input.paths)")
    parser.add_argument("--truth", type=Path, default=DEFAULT_TRUTH, help="truth JSONL of the corpus")
    parser.add_argument("--threshold", type=float, default=None, help="dedup.near.threshold")
    parser.add_argument("--config", type=Path, default=DEFAULT_CONFIG)
    parser.add_argument("--output", type=Path, default=None,
                        help="pipeline output folder (kept); default: a temporary folder, removed")
    parser.add_argument("--json-out", type=Path, default=None, help="append the JSON line to this file")
    parser.add_argument("--label", default=None)
    parser.add_argument("--timeout", type=float, default=None, help="seconds before the run is killed")
    parser.add_argument("overrides", nargs="*", metavar="key=value", help="config overrides")
    args = parser.parse_args(argv)
    check_overrides(parser, args.overrides)

    truth = load_truth(args.truth)
    temporary = args.output is None
    output = Path(tempfile.mkdtemp(prefix="gristmill-dedup-quality-")) if temporary else args.output
    try:
        wall, command = run_pipeline(args, output)
        stats = json.loads((output / "stats.json").read_text())
        drops = load_drops(output)
    finally:
        if temporary:
            shutil.rmtree(output, ignore_errors=True)
    documents = stats["documents"]["read"]
    result = {"label": args.label, "input": str(args.input), "truth": str(args.truth),
              "threshold": args.threshold, "overrides": args.overrides, "command": command,
              "wall_s": round(wall, 2)}
    result.update(evaluate(truth, drops, documents))
    result["dedup_near"] = stats.get("other", {}).get("dedup_near", {})
    result["kept"] = stats["documents"]["kept"]
    result["targets_met"] = targets_met(result)
    line = json.dumps(result, sort_keys=False)
    print(line)
    if args.json_out:
        with open(args.json_out, "a", encoding="utf-8") as f:
            f.write(line + "\n")
    print(table(result), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
