"""How many output shards a collection gets: enough that none holds more than a set size.

Every sharded output (packed rows, documents, rejects, dead letters) sizes its shards from the data, so
that the worker writing one shard holds a bounded amount whatever the corpus size, and the count is
the same on every run because it depends on the data alone.
"""

from __future__ import annotations

import math
from typing import Callable

import apache_beam as beam


def shard_count(total_size: int, size_per_shard: int) -> int:
    """At least one shard; otherwise enough shards of ``size_per_shard`` to hold ``total_size``."""
    return max(1, math.ceil(total_size / max(1, size_per_shard)))


class CountShards(beam.PTransform):
    """PCollection[element] -> one-element PCollection[int]: the number of shards for the elements.

    ``size_of(element)`` measures an element (tokens, bytes); ``fixed`` overrides the computed count.
    """

    def __init__(self, size_of: Callable, size_per_shard: int, fixed: int | None = None):
        super().__init__()
        self.size_of = size_of
        self.size_per_shard = size_per_shard
        self.fixed = fixed

    def expand(self, pcoll):
        if self.fixed:
            return pcoll.pipeline | "FixedCount" >> beam.Create([self.fixed])
        return (pcoll
                | "Size" >> beam.Map(self.size_of)
                | "TotalSize" >> beam.CombineGlobally(sum)
                | "Count" >> beam.Map(shard_count, self.size_per_shard))
