"""What the PII recognizers flag in real text: counts per entity type and the distinct matches.

A labeled set says how often a recognizer finds what it should; it cannot say what else real text
holds that looks like PII. This runs the default analyzer (windowed, as the stage does) over a JSONL
corpus of real documents and prints, per entity type, how many matches it made and how many distinct
strings they were; ``--show N`` also prints the N most frequent distinct matches of ``--entity``
with some context, to be judged by eye (prints the corpus's text: use it on your own data).

    python benchmarks/pii_real_text.py --input /tmp/gristmill-bench/bench.jsonl [--limit N]
                                       [--entity PHONE_NUMBER] [--show N]

Reads plain, ``.gz`` or ``.zst`` JSONL with a ``text`` field.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import sys
import time
from pathlib import Path
from typing import Iterator

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gristmill.transforms.pii.recognizers import (DEFAULT_ENTITIES, DEFAULT_THRESHOLDS,  # noqa: E402
                                                  build_analyzer)
from gristmill.transforms.pii.screen import WindowedAnalyzer  # noqa: E402

from benchmarks.scale_corpus import open_text  # noqa: E402


def texts(path: Path, limit: int | None) -> Iterator[str]:
    """The ``text`` of each record, plain, gzip or zstd JSONL."""
    with open_text(path) as fh:
        for n, line in enumerate(fh):
            if limit is not None and n >= limit:
                return
            if line.strip():
                yield json.loads(line)["text"]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--input", type=Path, required=True)
    parser.add_argument("--limit", type=int, default=None, help="documents to read")
    parser.add_argument("--entity", default="PHONE_NUMBER", choices=DEFAULT_ENTITIES)
    parser.add_argument("--show", type=int, default=0,
                        help="print the N most frequent distinct matches of --entity, with context")
    parser.add_argument("--batch-size", type=int, default=64)
    args = parser.parse_args(argv)

    analyzer = WindowedAnalyzer(build_analyzer(), DEFAULT_ENTITIES, thresholds=DEFAULT_THRESHOLDS,
                                default_threshold=0.5)
    counts = {e: collections.Counter() for e in DEFAULT_ENTITIES}
    context: dict = {}
    chars = docs = 0
    started = time.process_time()
    batch: list = []

    def flush() -> None:
        for text, results in zip(batch, analyzer.analyze_batch(batch)):
            for r in results:
                value = text[r.start:r.end]
                counts[r.entity_type][value] += 1
                if r.entity_type == args.entity and value not in context:
                    context[value] = text[max(0, r.start - 50):r.end + 20].replace("\n", "⏎")
        batch.clear()

    for text in texts(args.input, args.limit):
        docs, chars = docs + 1, chars + len(text)
        batch.append(text)
        if len(batch) >= args.batch_size:
            flush()
    flush()
    print(f"{args.input}: {docs} documents, {chars / 1e6:.1f} M characters, "
          f"{time.process_time() - started:.1f} s CPU")
    print(f"{'entity':<15} {'matches':>8} {'distinct':>9}")
    for entity, counter in counts.items():
        print(f"{entity:<15} {sum(counter.values()):>8} {len(counter):>9}")
    for value, n in counts[args.entity].most_common(args.show):
        print(f"{n:>5} {value!r} | {context[value]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
