"""How good and how fast a quality classifier trained by ``gristmill train-classifier`` is.

Trains on data/quality/train_{positives,negatives}.jsonl.gz (Rust book and Node.js API prose against
Node.js changelogs, API tables of contents, the Rust item index, site navigation and license lists),
twice, and reports:

* training time (wall clock of the command, reading and held-out scoring included) and whether the
  two trainings wrote byte-identical ``model.bin`` files;
* the held-out metrics of ``metrics.json`` (10 % of the training sources, split by id);
* cross-source precision and recall on data/quality/eval_{positives,negatives}.jsonl.gz, sources the
  model never saw (Go specification and memory model, Python's help topics against Go API listings,
  IDLE's changelog and Python's license terms), with the positives' and negatives' share above the
  threshold per source;
* scoring throughput of the ``quality_model`` rule on one core (documents and MB per CPU second,
  batches of 256 as the filter stage sends them).

    python benchmarks/quality_classifier.py [--bucket 100000] [--dim 100] [--repeat 20]
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gristmill.cli import main  # noqa: E402
from gristmill.transforms.document import Document  # noqa: E402
from gristmill.transforms.filters.quality_model import QualityModelRule  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "data" / "quality"
BATCH = 256


def read_jsonl_gz(path: Path) -> list[dict]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def train(out: Path, extra: list[str]) -> float:
    started = time.perf_counter()
    code = main(["train-classifier", "--positives", str(DATA / "train_positives.jsonl.gz"),
                 "--negatives", str(DATA / "train_negatives.jsonl.gz"), "--output", str(out), *extra])
    if code != 0:
        raise SystemExit(f"train-classifier exited with {code}")
    return time.perf_counter() - started


def cross_source(rule: QualityModelRule) -> dict:
    counts = {"tp": 0, "fp": 0, "fn": 0, "tn": 0}
    per_source: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for name, positive in (("eval_positives", True), ("eval_negatives", False)):
        docs = read_jsonl_gz(DATA / f"{name}.jsonl.gz")
        scores = rule.predict([Document(id=d["id"], text=d["text"]) for d in docs])
        for d, score in zip(docs, scores):
            above = score is not None and score >= rule.threshold
            key = ("tp" if above else "fn") if positive else ("fp" if above else "tn")
            counts[key] += 1
            per_source[d["source"]][0] += above
            per_source[d["source"]][1] += 1
    tp, fp, fn, tn = counts["tp"], counts["fp"], counts["fn"], counts["tn"]
    return {"precision": round(tp / (tp + fp), 4), "recall": round(tp / (tp + fn), 4),
            "accuracy": round((tp + tn) / (tp + fp + fn + tn), 4), **counts,
            "share_above_threshold": {source: f"{above}/{total}"
                                      for source, (above, total) in sorted(per_source.items())}}


def throughput(rule: QualityModelRule, repeat: int) -> dict:
    docs = [Document(id=d["id"], text=d["text"])
            for name in ("eval_positives", "eval_negatives")
            for d in read_jsonl_gz(DATA / f"{name}.jsonl.gz")]
    rule.predict(docs[:1])  # loads the model
    chars = sum(len(d.text.encode("utf-8")) for d in docs)
    started = time.process_time()
    for _ in range(repeat):
        for i in range(0, len(docs), BATCH):
            rule.run_batch(docs[i:i + BATCH])
    seconds = time.process_time() - started
    return {"documents": len(docs) * repeat, "cpu_seconds": round(seconds, 2),
            "docs_per_cpu_second": round(len(docs) * repeat / seconds),
            "mb_per_cpu_second": round(chars * repeat / seconds / 1e6, 2),
            "mean_doc_bytes": round(chars / len(docs))}


def main_benchmark() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bucket", default="100000", help="train-classifier --bucket")
    parser.add_argument("--dim", default="100", help="train-classifier --dim")
    parser.add_argument("--repeat", type=int, default=20, help="passes over the eval set when timing")
    args = parser.parse_args()
    extra = ["--bucket", args.bucket, "--dim", args.dim]
    with tempfile.TemporaryDirectory() as tmp:
        first, second = Path(tmp) / "a", Path(tmp) / "b"
        seconds = [train(first, extra), train(second, extra)]
        digests = [hashlib.sha256((out / "model.bin").read_bytes()).hexdigest()
                   for out in (first, second)]
        metrics = json.loads((first / "metrics.json").read_text())
        rule = QualityModelRule(str(first / "model.bin"))
        report = {
            "parameters": metrics["parameters"],
            "model_bytes": (first / "model.bin").stat().st_size,
            "training_seconds": [round(s, 2) for s in seconds],
            "identical_models": digests[0] == digests[1],
            "heldout": metrics["heldout"],
            "heldout_documents": {name: c["heldout"] for name, c in metrics["documents"].items()},
            "cross_source": cross_source(rule),
            "scoring": throughput(rule, args.repeat),
        }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main_benchmark()
