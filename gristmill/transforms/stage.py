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

import collections
import dataclasses
import traceback
from typing import Any, Iterator

import apache_beam as beam
from apache_beam.metrics import Metrics
from apache_beam.transforms.window import GlobalWindow
from apache_beam.utils.timestamp import MIN_TIMESTAMP
from apache_beam.utils.windowed_value import WindowedValue

from gristmill.transforms.document import Document
from gristmill.transforms.live import LIVE, SHOWN_KINDS

DOCS = "docs"
REJECTS = "rejects"
DEAD_LETTER = "dead_letter"
STATS = "stats"
SIDE_OUTPUTS = (REJECTS, DEAD_LETTER, STATS)

METRICS_NAMESPACE = "gristmill"

# Kinds of count. A stats key is "<kind>/<name>".
READ = "read"
DROPPED = "dropped"
DEAD_LETTERED = "dead_lettered"
KEPT = "kept"
MODIFIED = "modified"
TOKENS = "tokens"
# Documents the mixture stage selected and tokens it wrote (gristmill/transforms/mixture.py).
MIXTURE = "mixture"
# In multi-source runs, the document counts above are also kept per source, under
# "by_source/<source>/<kind>/<name>", so that each source's own accounting can be checked.
BY_SOURCE = "by_source"
PER_SOURCE_KINDS = frozenset({READ, DROPPED, DEAD_LETTERED, KEPT, TOKENS, MIXTURE})

# Dead-letter records keep at most this much of the offending input, so that one huge bad record
# cannot blow up the dead-letter output.
MAX_RAW_CHARS = 4096


@dataclasses.dataclass(frozen=True)
class Drop:
    """A decision to drop a document. ``reason`` is ``<rule>:<detail>``, e.g. ``length:min_words``."""

    reason: str


def stats_key(kind: str, name: str) -> str:
    return f"{kind}/{name}"


def source_key(label: str, kind: str, name: str) -> str:
    """The stats key of one source's count: ``by_source/web/dropped/length:min_words``."""
    return f"{BY_SOURCE}/{label}/{kind}/{name}"


def _tally_key(kind: str, name) -> str:
    # A source's count is held as (BY_SOURCE, (label, kind, name)) and formatted at flush.
    return source_key(*name) if kind == BY_SOURCE else stats_key(kind, name)


class Tally:
    """Counts for one bundle; ``flush`` turns them into ``stats`` elements and metrics increments.

    ``label`` names the source every count of this tally belongs to (a source's own read step);
    shared stages leave it empty and pass each document's label to :meth:`add` instead."""

    def __init__(self, label: str = "") -> None:
        # Keyed by (kind, name), a source's counts by (BY_SOURCE, (label, kind, name)): the key
        # string is formatted once per bundle, not per document.
        self.counts: collections.Counter[tuple[str, Any]] = collections.Counter()
        self.label = label

    def add(self, kind: str, name: str, n: int = 1, label: str = "") -> None:
        if n:
            self.counts[kind, name] += n
            label = label or self.label
            if label and kind in PER_SOURCE_KINDS:
                self.counts[BY_SOURCE, (label, kind, name)] += n
            if kind in SHOWN_KINDS:
                LIVE.add(kind, name, n)

    def as_dict(self) -> dict[str, int]:
        """The counts so far, under their stats keys (``dropped/length:min_chars``)."""
        return {_tally_key(kind, name): n for (kind, name), n in self.counts.items()}

    def flush(self) -> Iterator[beam.pvalue.TaggedOutput]:
        for key, n in sorted(self.as_dict().items()):
            Metrics.counter(METRICS_NAMESPACE, key).inc(n)
            yield beam.pvalue.TaggedOutput(
                STATS, WindowedValue((key, n), MIN_TIMESTAMP, (GlobalWindow(),)))
        self.counts.clear()


def dead_letter_record(*, stage: str, error: str, message: str, source: str = "",
                       position: int = -1, doc_id: str | None = None, raw: Any = None) -> dict:
    """One dead-letter entry. ``error`` is a stable kind (``read:invalid_json``); ``message`` the detail.

    The raw input may contain personal data: the dead-letter output is documented as such and is
    never logged.
    """
    if isinstance(raw, bytes):
        raw = raw.decode("utf-8", "backslashreplace")
    elif raw is not None and not isinstance(raw, str):
        raw = repr(raw)
    truncated = raw is not None and len(raw) > MAX_RAW_CHARS
    return {
        "stage": stage,
        "error": error,
        "message": message,
        "source": source,
        "position": position,
        "id": doc_id,
        "raw": raw[:MAX_RAW_CHARS] if truncated else raw,
        "raw_truncated": truncated,
    }


def exception_message(exc: BaseException, with_text: bool = True) -> str:
    """A one-line description of an exception, with the innermost frame, for dead-letter records.
    ``with_text=False`` leaves out the exception's own message, for stages whose errors may quote
    personal data from the document."""
    frames = traceback.extract_tb(exc.__traceback__)
    where = f" at {frames[-1].filename.rsplit('/', 1)[-1]}:{frames[-1].lineno}" if frames else ""
    text = f": {exc}" if with_text else ""
    return f"{type(exc).__name__}{text}{where}"[:1000]


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
        yield from self.tally.flush()

    def dead_letter(self, error: str, message: str, source: str = "", position: int = -1,
                    doc_id: str | None = None, raw: Any = None,
                    label: str = "") -> beam.pvalue.TaggedOutput:
        """Count one dead letter under ``error`` (``<stage>:<kind>``) and return its record;
        ``label``: the source of the document it concerns."""
        self.tally.add(DEAD_LETTERED, error, label=label)
        return beam.pvalue.TaggedOutput(DEAD_LETTER, dead_letter_record(
            stage=error.partition(":")[0], error=error, message=message, source=source,
            position=position, doc_id=doc_id, raw=raw))


class DocumentFn(CountingFn):
    """Base DoFn for a per-document stage. Subclasses implement :meth:`apply` and set ``stage``.

    Outputs: main (``Document``), ``rejects`` (``(reason, Document)``, only if ``emit_rejects``),
    ``dead_letter`` (dict), ``stats`` (``(key, count)``).
    """

    stage = "stage"

    def __init__(self, emit_rejects: bool = False):
        super().__init__()
        self.emit_rejects = emit_rejects

    def apply(self, doc: Document) -> Document | Drop:  # pragma: no cover - abstract
        raise NotImplementedError

    def process(self, doc: Document):
        try:
            result = self.apply(doc)
        except Exception as exc:  # noqa: BLE001 - any failure on one document is that document's
            yield self.dead_letter(f"{self.stage}:error", exception_message(exc), doc.source,
                                   doc.position, doc.id, label=doc.label)
            return
        if isinstance(result, Drop):
            yield from self.drop(doc, result.reason)
            return
        yield result

    def drop(self, doc: Document, reason: str):
        self.tally.add(DROPPED, reason, label=doc.label)
        if self.emit_rejects:
            yield beam.pvalue.TaggedOutput(REJECTS, (reason, doc))


def apply_document_fn(pcoll, fn: DocumentFn, label: str = "Apply") -> dict:
    """Run a :class:`DocumentFn` and return its outputs as ``{DOCS, REJECTS, DEAD_LETTER, STATS}``."""
    outputs = pcoll | label >> beam.ParDo(fn).with_outputs(*SIDE_OUTPUTS, main=DOCS)
    return {tag: outputs[tag] for tag in (DOCS, *SIDE_OUTPUTS)}
