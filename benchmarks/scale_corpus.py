#!/usr/bin/env python
"""A larger corpus for memory benchmarks: the bench corpus repeated with altered ids and text.

Copy 0 is the input as it is. Copy k > 0 gives every record the id ``<id>~k`` and shuffles the
words of each line of its text, except the line's last word (which keeps a line's final
punctuation where the quality rules look for it). The shuffle is seeded by the copy, the id and
the line, so the output is the same on every run. A shuffled line keeps its words, so the
language, the word statistics and the filter decisions stay close to the original's, while its
word n-grams change: the copies are neither exact nor near duplicates of one another, and every
copy brings the pipeline about as much work as the original did.

    python benchmarks/scale_corpus.py /work/shared/bench/bench.jsonl.zst /tmp/big/2g.jsonl --copies 10

Input: JSONL, plain or .zst/.gz. Output: plain JSONL, written as it is read (nothing is held).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import io
import json
import random
import sys
from pathlib import Path


def open_text(path: Path):
    if path.suffix == ".zst":
        import zstandard

        return io.TextIOWrapper(zstandard.ZstdDecompressor().stream_reader(path.open("rb")),
                                encoding="utf-8")
    if path.suffix == ".gz":
        return gzip.open(path, "rt", encoding="utf-8")
    return path.open(encoding="utf-8")


def shuffled(text: str, copy: int, doc_id: str) -> str:
    """``text`` with the words of each line but the last shuffled, seeded by copy, id and line."""
    seed = hashlib.blake2b(f"{copy}\0{doc_id}".encode(), digest_size=8).digest()
    rng = random.Random(int.from_bytes(seed, "big"))
    lines = []
    for line in text.split("\n"):
        words = line.split(" ")
        if len(words) > 2:
            head = words[:-1]
            rng.shuffle(head)
            line = " ".join(head + words[-1:])
        lines.append(line)
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("input", type=Path)
    parser.add_argument("output", type=Path)
    parser.add_argument("--copies", type=int, default=10, help="copies, the original included")
    parser.add_argument("--id-field", default="id")
    parser.add_argument("--text-field", default="text")
    args = parser.parse_args(argv)
    if args.output.exists():
        parser.error(f"{args.output} exists; this script does not overwrite files")
    args.output.parent.mkdir(parents=True, exist_ok=True)
    written = 0
    with args.output.open("x", encoding="utf-8") as out:
        for copy in range(args.copies):
            with open_text(args.input) as lines:
                for line in lines:
                    record = json.loads(line)
                    if copy:
                        doc_id = str(record[args.id_field])
                        record[args.text_field] = shuffled(record[args.text_field], copy, doc_id)
                        record[args.id_field] = f"{doc_id}~{copy}"
                    out.write(json.dumps(record, ensure_ascii=False) + "\n")
                    written += 1
    print(f"scale_corpus: {written} records, {args.output.stat().st_size / 1e6:.1f} MB in "
          f"{args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
