"""Stats outputs in assertions: summed per key, each key as its ``stats.json`` string, so that a test
reads ``("dropped/length:min_words", 1)``."""

import apache_beam as beam


class SummedStats(beam.PTransform):
    """PCollection[(StatKey, n)] -> PCollection[(str, total)]."""

    def expand(self, stats):
        return (stats
                | "Sum" >> beam.CombinePerKey(sum)
                | "AsText" >> beam.MapTuple(lambda key, n: (str(key), n)))


def as_text(counts) -> dict[str, int]:
    """``{StatKey: n}`` (or its items) as ``{"<kind>/<name>": n}``."""
    items = counts.items() if hasattr(counts, "items") else counts
    return {str(key): n for key, n in items}
