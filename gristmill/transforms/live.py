"""Running document totals for the progress line of a local run.

A stage counts into its bundle's :class:`gristmill.transforms.steps.Tally`, which is emitted as data only when
the bundle finishes; an in-process runner may run a whole stage as one bundle, so those counts say
nothing until the end. The tally therefore also adds the few totals a person watches (records and
bytes read, documents kept, dropped, dead-lettered) to :data:`LIVE`, a process-wide counter that the
command line's progress display reads (:mod:`gristmill.pipeline.progress`).

These totals are for display only. They live in the process that runs the stage, so they are seen
only when the workers run inside the launching process (Beam's in-process runner); a retried bundle
is counted twice; nothing is ever computed from them. ``stats.json`` comes from the tallies alone.
"""

from __future__ import annotations

import collections
import threading

# Kinds of count whose totals are shown live; read counts are kept by name (records, bytes).
READ_KIND = "read"
SHOWN_KINDS = frozenset({READ_KIND, "kept", "dropped", "dead_lettered"})


class LiveCounts:
    """Thread-safe running totals: ``read/records``, ``read/bytes``, ``kept``, ``dropped``, …"""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._counts: collections.Counter[str] = collections.Counter()

    def add(self, kind: str, name: str, n: int) -> None:
        key = f"{kind}/{name}" if kind == READ_KIND else kind
        with self._lock:
            self._counts[key] += n

    def snapshot(self) -> dict[str, int]:
        with self._lock:
            return dict(self._counts)

    def reset(self) -> None:
        with self._lock:
            self._counts.clear()


LIVE = LiveCounts()
