"""How close a mixture comes to its weights on a real corpus, and what the mixture stage costs.

The corpus is cut into three sources by a stable hash of each line (shares ``--split``, 60/30/10 by
default, so the sources differ in size), written as plain JSONL into a work directory. Then the same
three-source run is made twice with the CLI (in-process runner):

* ``plain``: the sources without weights (every kept document once);
* ``mixed``: weights ``--weights`` (default 0.2/0.3/0.5, so the small source must be repeated and
  the large one downsampled), the small source allowed ``--max-epochs`` epochs.

Reported: per source the planned and achieved share, tokens and epochs; the largest share error;
the wall time of each run and their difference (the mixture's cost: one more pass over the tokenized
documents to measure them, the plan, the selection and the copies).

    python benchmarks/mixture_accuracy.py --input /tmp/gristmill-bench/bench.jsonl \\
        [--work /tmp/gristmill-mix] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gristmill.transforms.hashing import stable_hash64  # noqa: E402

NAMES = ("large", "medium", "small")


def split_corpus(path: Path, work: Path, split: list[float]) -> dict[str, int]:
    """Lines of ``path`` into ``<work>/<name>.jsonl`` by a stable hash; returns lines per source."""
    bounds, total = [], 0.0
    for share in split:
        total += share
        bounds.append(total / sum(split) * 2.0 ** 64)
    outs = {name: open(work / f"{name}.jsonl", "wb") for name in NAMES}
    counts = dict.fromkeys(NAMES, 0)
    try:
        with open(path, "rb") as f:
            for n, line in enumerate(f):
                h = stable_hash64(str(n), 12345)
                name = NAMES[next(i for i, b in enumerate(bounds) if h < b or i == len(NAMES) - 1)]
                outs[name].write(line)
                counts[name] += 1
    finally:
        for out in outs.values():
            out.close()
    return counts


def write_config(work: Path, weights: list[float] | None, max_epochs: float) -> Path:
    sources = []
    for name, weight in zip(NAMES, weights or [None] * len(NAMES)):
        entry = {"name": name, "input": {"paths": [str(work / f"{name}.jsonl")]}}
        if weight is not None:
            entry["weight"] = weight
            if name == "small":
                entry["max_epochs"] = max_epochs
        sources.append(entry)
    label = "mixed" if weights else "plain"
    config = {
        "seed": 0, "sources": sources,
        "filters": {"length": {"enabled": True, "min_words": 5}},
        "dedup": {"exact": {"enabled": True}},
        "tokenizer": {"name": "sample-bpe-16k"},
        "packing": {"seq_len": 2048},
        "output": {"path": str(work / f"out-{label}"), "overwrite": True},
    }
    path = work / f"{label}.json"
    path.write_text(json.dumps(config))  # JSON is YAML
    return path


def run(config: Path) -> tuple[float, dict]:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "gristmill", "run", "-c", str(config),
                    "--progress", "off"], check=True)
    seconds = time.perf_counter() - started
    out = Path(json.loads(config.read_text())["output"]["path"])
    return seconds, json.loads((out / "stats.json").read_text())


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--input", type=Path, required=True, help="a JSONL corpus (id, text)")
    parser.add_argument("--work", type=Path, default=Path("/tmp/gristmill-mix"))
    parser.add_argument("--split", type=float, nargs=3, default=[0.6, 0.3, 0.1])
    parser.add_argument("--weights", type=float, nargs=3, default=[0.2, 0.3, 0.5])
    parser.add_argument("--max-epochs", type=float, default=4.0)
    parser.add_argument("--json", type=Path, default=None, help="also write the results here")
    args = parser.parse_args(argv)

    args.work.mkdir(parents=True, exist_ok=True)
    lines = split_corpus(args.input, args.work, args.split)
    plain_seconds, plain = run(write_config(args.work, None, args.max_epochs))
    mixed_seconds, mixed = run(write_config(args.work, args.weights, args.max_epochs))
    result = {"input": str(args.input), "lines": lines, "weights": dict(zip(NAMES, args.weights)),
              "seconds": {"plain": round(plain_seconds, 1), "mixed": round(mixed_seconds, 1)},
              "sources": {}, "max_share_error": mixed["mixture"]["max_share_error"]}
    print(f"{'source':8} {'lines':>8} {'available':>12} {'planned':>8} {'achieved':>9} "
          f"{'tokens':>12} {'epochs':>7}")
    for name in NAMES:
        s = mixed["sources"][name]
        result["sources"][name] = {k: s[k] for k in ("available_tokens", "planned_share", "share",
                                                      "tokens", "epochs", "repeated_documents")}
        print(f"{name:8} {lines[name]:>8,} {s['available_tokens']:>12,} {s['planned_share']:>8.3f} "
              f"{s['share']:>9.4f} {s['tokens']:>12,} {s['epochs']:>7.3f}")
    print(f"largest share error: {100 * result['max_share_error']:.3f} percentage points")
    print(f"wall time: plain {plain_seconds:.1f} s, mixed {mixed_seconds:.1f} s "
          f"({mixed_seconds - plain_seconds:+.1f} s)")
    if args.json:
        args.json.write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
