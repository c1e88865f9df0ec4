#!/usr/bin/env python
"""How fast the WARC reader turns a crawl into documents, next to FastWARC's own iterator.

Builds a larger crawl in a temporary folder by repeating the bundled sample's gzip members
(``data/crawl/sample.warc.gz``: 88 records, 41 of them HTML pages in five charsets and three
content codings) ``--copies`` times, then reads it twice on one core:

* Gristmill's reader (``read_file``, as the run's read step calls it): record framing and offsets,
  HTTP parsing, content decoding, charset detection and decoding to ``str``, one document per page;
* FastWARC's ``ArchiveIterator`` with HTTP parsing, reading each response's body bytes: the
  library's own cost, without charset work.

Prints records and pages per second, compressed and decompressed MB/s, and the peak resident memory
of the process (the reader streams, so it does not grow with the file).

    python benchmarks/warc_read.py [--copies 200] [--keep DIR]
"""

from __future__ import annotations

import argparse
import gzip
import os
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gristmill.transforms.read import ReadSettings, match_inputs, read_file  # noqa: E402
from gristmill.transforms.document import Document  # noqa: E402

SAMPLE = Path(__file__).resolve().parents[1] / "data" / "crawl" / "sample.warc.gz"


def build(path: Path, copies: int) -> tuple[int, int]:
    """Write ``copies`` copies of the sample to ``path``; return (compressed, decompressed) bytes."""
    data = SAMPLE.read_bytes()
    with open(path, "wb") as out:
        for _ in range(copies):
            out.write(data)
    return len(data) * copies, len(gzip.decompress(data)) * copies


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def gristmill_pass(path: Path) -> tuple[int, int, float]:
    """(documents, other results, seconds) of reading ``path`` with the run's reader."""
    [file] = match_inputs([str(path)])
    settings = ReadSettings()
    docs = other = 0
    started = time.process_time()
    for item in read_file(file, settings):
        if isinstance(item, Document):
            docs += 1
        else:
            other += 1
    return docs, other, time.process_time() - started


def fastwarc_pass(path: Path) -> tuple[int, float]:
    """(response records, seconds) of FastWARC's iterator reading every response body."""
    from fastwarc.warc import ArchiveIterator, WarcRecordType

    responses = 0
    started = time.process_time()
    with open(path, "rb") as stream:
        for record in ArchiveIterator(stream, record_types=WarcRecordType.response,
                                      parse_http=True, fsspec_args=False):
            record.reader.read()
            responses += 1
    return responses, time.process_time() - started


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--copies", type=int, default=200, help="copies of the sample (default 200)")
    parser.add_argument("--keep", help="write the crawl here and keep it (default: a temp folder)")
    args = parser.parse_args(argv)
    folder = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="gristmill-warc-"))
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "crawl.warc.gz"
    try:
        compressed, raw = build(path, args.copies)
        print(f"crawl: {args.copies} copies of {SAMPLE.name}, {compressed / 1e6:.1f} MB compressed, "
              f"{raw / 1e6:.1f} MB of records")
        docs, other, seconds = gristmill_pass(path)
        print(f"gristmill reader: {docs} documents (+{other} other results) in {seconds:.2f} s CPU: "
              f"{docs / seconds:,.0f} pages/s, {compressed / seconds / 1e6:.1f} MB/s compressed, "
              f"{raw / seconds / 1e6:.1f} MB/s of records; peak RSS {peak_rss_mb():.0f} MB")
        responses, fw_seconds = fastwarc_pass(path)
        print(f"FastWARC iterator alone: {responses} responses in {fw_seconds:.2f} s CPU: "
              f"{responses / fw_seconds:,.0f} responses/s, {raw / fw_seconds / 1e6:.1f} MB/s of records")
    finally:
        if not args.keep:
            shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
