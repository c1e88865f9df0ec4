"""CombineFns defined by one merge: the shape of every bounded-memory reduction in dedup.

Exact dedup (one survivor per text), LSH (one head per bucket) and near-dedup (one survivor per
cluster) each reduce a group of any size to a fixed-size accumulator. They differ only in how two
accumulators merge; the rest of the ``CombineFn`` is the same and lives here.
"""

from __future__ import annotations

from typing import Any

import apache_beam as beam


class MergeCombineFn(beam.CombineFn):
    """Subclasses give ``empty()``, ``single(element)`` and ``merge(a, b)``, which must be commutative
    and associative (combiner lifting applies it in any order and tree shape); the accumulator is the
    output."""

    def empty(self) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError

    def single(self, element: Any) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError

    def merge(self, a: Any, b: Any) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError

    def create_accumulator(self):
        return self.empty()

    def add_input(self, acc, element):
        return self.merge(acc, self.single(element))

    def merge_accumulators(self, accumulators):
        merged = self.empty()
        for acc in accumulators:
            merged = self.merge(merged, acc)
        return merged

    def extract_output(self, acc):
        return acc
