"""The contract every document stage follows, and the one way stages count.

A stage turns each :class:`Document` into one of four things:

* the (possibly modified) document, on the main output;
* a :class:`Drop` with a named reason, counted and optionally sent to the ``rejects`` output;
* a dead-letter record, when processing raised: the error is recorded, the run goes on;
* nothing else: there is no fifth way for a document to disappear.

Counts are kept per bundle and emitted as data on the ``stats`` output when the bundle finishes, so
the run's ``stats.json`` is computed by the pipeline itself, exactly, on every runner (a retried bundle's
outputs are discarded with it). The same counts are mirrored to Beam metrics counters, namespace
``gristmill``, named ``<kind>/<name>`` (``dropped/length:min_chars``), for the runner's UI.
"""

from __future__ import annotations

from typing import Any, Iterator

import apache_beam as beam
from apache_beam.metrics import Metrics
from apache_beam.transforms.window import GlobalWindow
from apache_beam.utils.timestamp import MIN_TIMESTAMP
from apache_beam.utils.windowed_value import WindowedValue

# The counting vocabulary lives with the Beam-free step runtime; stages import it from here too.
from gristmill.transforms.steps import (BY_SOURCE, DEAD_LETTERED, DROPPED, KEPT,  # noqa: F401
                                        MAX_RAW_CHARS, MIXTURE, MODIFIED, PER_SOURCE_KINDS, READ,
                                        TOKENS, Drop, StatKey, StepsResult, Tally,
                                        dead_letter_record, exception_message)

DOCS = "docs"
REJECTS = "rejects"
DEAD_LETTER = "dead_letter"
STATS = "stats"
SIDE_OUTPUTS = (REJECTS, DEAD_LETTER, STATS)

METRICS_NAMESPACE = "gristmill"


def stats_element(key: StatKey, n: int) -> WindowedValue:
    """One ``(StatKey, n)`` element of the ``stats`` output, for ``finish_bundle`` (which has no
    window of its own to put it in)."""
    return WindowedValue((key, n), MIN_TIMESTAMP, (GlobalWindow(),))


def step_outputs(result: StepsResult, emit_rejects: bool) -> Iterator:
    """A :func:`gristmill.transforms.steps.run_steps` result as DoFn outputs: dead letters,
    rejects (only with ``emit_rejects``), then the kept documents on the main output."""
    for record in result.dead_letters:
        yield beam.pvalue.TaggedOutput(DEAD_LETTER, record)
    if emit_rejects:
        for reject in result.rejects:
            yield beam.pvalue.TaggedOutput(REJECTS, reject)
    yield from result.kept


def flush(tally: Tally) -> Iterator[beam.pvalue.TaggedOutput]:
    """Emit ``tally``'s counts on the ``stats`` output and to Beam metrics, and empty it."""
    for key, n in sorted(tally.counts.items()):
        Metrics.counter(METRICS_NAMESPACE, str(key)).inc(n)
        yield beam.pvalue.TaggedOutput(STATS, stats_element(key, n))
    tally.counts.clear()


class CountingFn(beam.DoFn):
    """Base for DoFns that count: ``self.tally`` lives for one bundle and is flushed to the
    ``stats`` output when the bundle finishes. A DoFn that works for one source only (its read
    step) sets ``label``: all its counts are that source's too."""

    label = ""

    def __init__(self):
        self.tally = Tally()

    def new_tally(self) -> Tally:
        return Tally(self.label)

    def start_bundle(self):
        self.tally = self.new_tally()

    def finish_bundle(self):
        yield from flush(self.tally)

    def dead_letter(self, error: str, message: str, source: str = "", position: int = -1,
                    doc_id: str | None = None, raw: Any = None,
                    label: str = "") -> beam.pvalue.TaggedOutput:
        """Count one dead letter under ``error`` (``<stage>:<kind>``) and return its record;
        ``label``: the source of the document it concerns."""
        self.tally.add(DEAD_LETTERED, error, label=label)
        return beam.pvalue.TaggedOutput(DEAD_LETTER, dead_letter_record(
            stage=error.partition(":")[0], error=error, message=message, source=source,
            position=position, doc_id=doc_id, raw=raw))


class CountFn(CountingFn):
    """Counts elements (documents, or ``(document, tokens)``) under one stats key, and under the
    document's source, and passes them through."""

    def __init__(self, kind: str, name: str):
        super().__init__()
        self.kind = kind
        self.name = name

    def process(self, element):
        doc = element[0] if isinstance(element, tuple) else element
        self.tally.add(self.kind, self.name, label=doc.label)
        yield element


class CountElements(beam.PTransform):
    """Counts the elements that pass under ``<kind>/<name>``; returns ``{docs, stats}``."""

    def __init__(self, kind: str, name: str):
        super().__init__()
        self.kind = kind
        self.name = name

    def expand(self, pcoll):
        outputs = pcoll | "Count" >> beam.ParDo(CountFn(self.kind, self.name)).with_outputs(
            STATS, main=DOCS)
        return {DOCS: outputs[DOCS], STATS: outputs[STATS]}
