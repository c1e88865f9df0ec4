#!/usr/bin/env python
"""Whether two Gristmill outputs hold the same bytes: every file but ``timings.json``, and
``report.html`` without its Throughput section (both are measured in time).

    python benchmarks/same_output.py OUT_A OUT_B

Exit 0 and ``same`` when they match; exit 1 and the files that differ or exist in one only.
"""

from __future__ import annotations

import hashlib
import re
import sys
from pathlib import Path

TIMED = "timings.json"


def digests(out: Path) -> dict[str, str]:
    result = {}
    for path in sorted(out.rglob("*")):
        if not path.is_file() or path.name == TIMED:
            continue
        data = path.read_bytes()
        if path.name == "report.html":
            data = re.sub(rb'<section id="throughput">.*?</section>', b"", data, flags=re.DOTALL)
        result[str(path.relative_to(out))] = hashlib.sha256(data).hexdigest()
    return result


def main(argv=None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2:
        print("usage: same_output.py OUT_A OUT_B", file=sys.stderr)
        return 2
    a, b = (digests(Path(arg)) for arg in args)
    differ = sorted(name for name in a.keys() & b.keys() if a[name] != b[name])
    only = sorted(a.keys() ^ b.keys())
    for name in differ:
        print(f"differs: {name}")
    for name in only:
        print(f"in one only: {name}")
    if differ or only:
        return 1
    print(f"same: {len(a)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
