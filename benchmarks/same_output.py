#!/usr/bin/env python
"""Whether two Gristmill outputs hold the same bytes: every file but ``timings.json``, and
``report.html`` without its Throughput section (both are measured in time; see
:func:`gristmill.tools.verify.comparable_digests`).

    python benchmarks/same_output.py OUT_A OUT_B

Exit 0 and ``same`` when they match; exit 1 and the files that differ or exist in one only.
"""

from __future__ import annotations

import sys

from gristmill.tools.verify import comparable_digests


def main(argv=None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2:
        print("usage: same_output.py OUT_A OUT_B", file=sys.stderr)
        return 2
    a, b = (comparable_digests(arg) for arg in args)
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
