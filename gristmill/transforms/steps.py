"""Per-document steps and the one runtime that drives them, without Beam.

A step maps a batch of :class:`Document` to one result per document: the document, kept (possibly
modified), or a :class:`Drop` naming why it goes. Normalization is a step; every filter rule is one
(:class:`gristmill.transforms.filters.base.Rule`). :func:`run_steps` is the only code that applies
steps: the filter stage, the PII stage, the per-range read step (normalize, then the filters) and
``gristmill inspect`` all call it, so a document is kept, dropped, modified or dead-lettered, and
counted, the same way everywhere. The Beam stages only move its results to their outputs.

Counts go into a :class:`Tally` under typed :class:`StatKey` keys; they become strings only where a
string is the output (``stats.json``, Beam counter names, reports).
"""

from __future__ import annotations

import collections
import dataclasses
import traceback
from typing import Any, Iterable, NamedTuple, Sequence

from gristmill.transforms.document import Document
from gristmill.transforms.live import LIVE, SHOWN_KINDS

# Kinds of count. A count's key is a StatKey(kind, name[, source]).
READ = "read"
DROPPED = "dropped"
DEAD_LETTERED = "dead_lettered"
KEPT = "kept"
MODIFIED = "modified"
TOKENS = "tokens"
# Documents the mixture stage selected and tokens it wrote (gristmill/transforms/mixture.py).
MIXTURE = "mixture"
# Counts of events inside documents (removed lines, …), named "<step>:<event>".
RULE_EVENTS = "rules"
# In multi-source runs, the document counts above are also kept per source (StatKey.source), so that
# each source's own accounting can be checked; stats keys spell them "by_source/<source>/<kind>/<name>".
BY_SOURCE = "by_source"
PER_SOURCE_KINDS = frozenset({READ, DROPPED, DEAD_LETTERED, KEPT, TOKENS, MIXTURE})

# Dead-letter records keep at most this much of the offending input, so that one huge bad record
# cannot blow up the dead-letter output.
MAX_RAW_CHARS = 4096


class StatKey(NamedTuple):
    """What a count counts: ``kind`` (``dropped``), ``name`` (``length:min_words``) and, for one
    source's share of a document count, that ``source``. ``str()`` gives the stats key
    (``dropped/length:min_words``, ``by_source/web/dropped/length:min_words``)."""

    kind: str
    name: str
    source: str = ""

    def __str__(self) -> str:
        if self.source:
            return f"{BY_SOURCE}/{self.source}/{self.kind}/{self.name}"
        return f"{self.kind}/{self.name}"


@dataclasses.dataclass(frozen=True)
class Drop:
    """A decision to drop a document. ``reason`` is ``<rule>:<detail>``, e.g. ``length:min_words``."""

    reason: str


class Tally:
    """Counts by :class:`StatKey`, for one bundle (or one input range, or one local measurement).

    ``label`` names the source every count of this tally belongs to (a source's own read step);
    shared stages leave it empty and pass each document's label to :meth:`add` instead."""

    def __init__(self, label: str = "") -> None:
        self.counts: collections.Counter[StatKey] = collections.Counter()
        self.label = label

    def add(self, kind: str, name: str, n: int = 1, label: str = "") -> None:
        if n:
            self.counts[StatKey(kind, name)] += n
            label = label or self.label
            if label and kind in PER_SOURCE_KINDS:
                self.counts[StatKey(kind, name, label)] += n
            if kind in SHOWN_KINDS:
                LIVE.add(kind, name, n)

    def merge(self, counts: dict[StatKey, int], live: bool = True) -> None:
        """Add counts another tally made; ``live=False`` for counts whose totals were already shown
        live (:mod:`gristmill.transforms.live`) when they were made."""
        for key, n in counts.items():
            self.counts[key] += n
            if live and not key.source and key.kind in SHOWN_KINDS:
                LIVE.add(key.kind, key.name, n)

    def as_dict(self) -> dict[str, int]:
        """The counts so far under their stats keys (``dropped/length:min_chars``), for people."""
        return {str(key): n for key, n in self.counts.items()}


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


class Step:
    """One per-document step. Subclasses set ``name`` and implement :meth:`run_batch`.

    A step may count events inside documents with :meth:`count`; :func:`run_steps` reports them
    under ``rules/<name>:<event>``. A text the step changes is counted under ``modified/<name>``."""

    name = "step"

    def __init__(self) -> None:
        self.counts: collections.Counter[str] = collections.Counter()

    def setup(self) -> None:
        """Load what the step needs on the worker (models, word lists); runs once per DoFn instance."""

    def run_batch(self, docs: Sequence[Document]) -> list[Document | Drop]:  # pragma: no cover
        """One result per document, in order: the document (a new one if changed) or a Drop."""
        raise NotImplementedError

    def count(self, name: str, n: int = 1) -> None:
        if n:
            self.counts[name] += n


@dataclasses.dataclass
class StepsResult:
    """What :func:`run_steps` made of a batch: kept documents in input order, ``(reason,
    Document)`` rejects and dead-letter records."""

    kept: list[Document]
    rejects: list[tuple[str, Document]]
    dead_letters: list[dict]


def run_steps(steps: Sequence[Step], docs: Iterable[Document], tally: Tally, *,
              stage: str, error_text: bool = True) -> StepsResult:
    """Run ``docs`` through ``steps`` in order, as one batch per step; a step sees only what the
    steps before it kept, as they changed it, and the first step that drops a document names the
    reason.

    Counts into ``tally``: ``dropped/<reason>``, ``modified/<step>`` (the text changed),
    ``dead_lettered/<stage>:error`` (the step raised on the document; the record's message names the
    step, and the exception's text only with ``error_text``), and the steps' own events, taken from
    them, under ``rules/<step>:<event>``. A batch that raises is retried one document at a time, so
    only the documents that fail are dead-lettered."""
    alive = list(docs)
    rejects: list[tuple[str, Document]] = []
    dead: list[dict] = []
    error = f"{stage}:error"
    for step in steps:
        if not alive:
            break
        results, failed = _run_isolated(step, alive)
        for doc, exc in failed:
            tally.add(DEAD_LETTERED, error, label=doc.label)
            dead.append(dead_letter_record(
                stage=stage, error=error,
                message=f"{step.name}: {exception_message(exc, error_text)}",
                source=doc.source, position=doc.position, doc_id=doc.id))
        survivors = []
        for doc, result in results:
            if isinstance(result, Drop):
                tally.add(DROPPED, result.reason, label=doc.label)
                rejects.append((result.reason, doc))
                continue
            if result.text is not doc.text:
                tally.add(MODIFIED, step.name)
            survivors.append(result)
        alive = survivors
    for step in steps:
        for name, n in step.counts.items():
            tally.add(RULE_EVENTS, f"{step.name}:{name}", n)
        step.counts.clear()
    return StepsResult(alive, rejects, dead)


def _run_isolated(step: Step, docs: list[Document]):
    """``([(doc, result)], [(doc, exception)])``: a batch that raises is retried one by one, so
    only the documents that fail are dead-lettered."""
    try:
        return list(zip(docs, _results(step, docs))), []
    except Exception as exc:  # noqa: BLE001 - isolate the culprits below
        if len(docs) == 1:
            return [], [(docs[0], exc)]
    ok, failed = [], []
    for doc in docs:
        try:
            ok.append((doc, _results(step, [doc])[0]))
        except Exception as exc:  # noqa: BLE001 - one document's failure is that document's
            failed.append((doc, exc))
    return ok, failed


def _results(step: Step, docs: list[Document]) -> list[Document | Drop]:
    """The step's results for ``docs``; if it raises, the events it counted on the way are taken
    back, so that a batch retried one document at a time counts each document once and a document
    that fails counts nothing."""
    before = step.counts.copy()
    try:
        results = step.run_batch(docs)
        if len(results) != len(docs):
            raise RuntimeError(f"{step.name} returned {len(results)} results for {len(docs)} "
                               f"documents")
    except Exception:
        step.counts.clear()
        step.counts.update(before)
        raise
    return results
