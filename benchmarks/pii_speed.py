"""PII analysis speed: windowed analysis vs Presidio on every whole document.

Reads JSON lines with a ``text`` field, runs ``WindowedAnalyzer`` over all of them in batches and
naive per-document ``analyzer.analyze`` (through ``analyze_whole``) over the first
``--naive-limit`` of them, and reports CPU-time throughput per core (``time.process_time``: one
process, so the numbers do not depend on what else the machine runs) and result counts. On the
documents both paths analysed the results must be identical; the script exits 1 if they are not.

    python benchmarks/pii_speed.py --input /tmp/gristmill-bench/bench.jsonl --limit 5000
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gristmill.transforms.pii.recognizers import DEFAULT_ENTITIES, build_analyzer  # noqa: E402
from gristmill.transforms.pii.screen import WindowedAnalyzer, analyze_whole, find_windows  # noqa: E402


def read_texts(path: Path, limit: int) -> list[str]:
    texts = []
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                texts.append(json.loads(line)["text"])
                if len(texts) >= limit:
                    break
    return texts


def key(results):
    return [(r.entity_type, r.start, r.end, r.score) for r in results]


def rate(texts: list[str], seconds: float) -> str:
    mb = sum(len(t.encode("utf-8")) for t in texts) / 1e6
    return (f"{len(texts)} docs, {mb:.2f} MB, {seconds:.2f} s CPU: "
            f"{mb / seconds:.2f} MB/s, {len(texts) / seconds:.0f} docs/s per core")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--input", type=Path, default=Path("/tmp/gristmill-bench/bench.jsonl"))
    parser.add_argument("--limit", type=int, default=5000, help="documents to read")
    parser.add_argument("--naive-limit", type=int, default=1000,
                        help="documents (the first ones) that also get naive whole-document analysis")
    parser.add_argument("--batch-size", type=int, default=64)
    args = parser.parse_args(argv)

    texts = read_texts(args.input, args.limit)
    analyzer = build_analyzer(DEFAULT_ENTITIES)
    windowed = WindowedAnalyzer(analyzer, DEFAULT_ENTITIES)
    windowed.analyze("warm up: mail ana@example.com, call +1 650-253-0000")
    windowed.calls = 0

    start = time.process_time()
    window_chars = sum(e - s for t in texts for s, e, _ in find_windows(t, windowed.facts, windowed.margins))
    screen_seconds = time.process_time() - start

    start = time.process_time()
    got = []
    for i in range(0, len(texts), args.batch_size):
        got += windowed.analyze_batch(texts[i:i + args.batch_size])
    windowed_seconds = time.process_time() - start

    naive_texts = texts[: args.naive_limit]
    start = time.process_time()
    expected = [analyze_whole(analyzer, t, DEFAULT_ENTITIES) for t in naive_texts]
    naive_seconds = time.process_time() - start

    total_chars = sum(len(t) for t in texts) or 1
    print(f"input: {args.input} (first {len(texts)} documents), entities: {', '.join(DEFAULT_ENTITIES)}")
    print(f"screen only (candidate search + windows): {rate(texts, screen_seconds)}; "
          f"windows hold {100 * window_chars / total_chars:.1f}% of the characters")
    print(f"windowed: {rate(texts, windowed_seconds)}; {windowed.calls} analyzer calls; "
          f"{sum(map(len, got))} results")
    print(f"naive (first {len(naive_texts)} documents): {rate(naive_texts, naive_seconds)}; "
          f"{sum(map(len, expected))} results")
    same = [key(a) for a in got[: len(naive_texts)]] == [key(b) for b in expected]
    print(f"windowed results on those {len(naive_texts)} documents: "
          f"{sum(map(len, got[: len(naive_texts)]))}; identical to naive: {same}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
