"""The filter contract: a rule looks at one document and either keeps it or names why it goes.

A rule is a small object with a ``name`` and a pure ``check(doc) -> None | reason``. Reasons are
``<rule name>:<detail>`` (``length:min_words``) and become the ``dropped`` keys of ``stats.json``, the
Beam counter names and the ``drop_reason`` column of the rejects output. Rules never count, log or
emit anything themselves: :class:`FilterFn` does, the same way for every rule, so adding a rule never
touches plumbing.
"""

from __future__ import annotations

from typing import Sequence

import apache_beam as beam

from transforms.document import Document
from transforms.stage import DocumentFn, Drop, apply_document_fn


class Rule:
    """Base class for filter rules. Subclasses set ``name`` and implement :meth:`check`."""

    name = "rule"

    def check(self, doc: Document) -> str | None:  # pragma: no cover - abstract
        raise NotImplementedError

    def reason(self, detail: str) -> str:
        return f"{self.name}:{detail}"


class FilterFn(DocumentFn):
    """Applies rules in order; the first rule that objects names the drop reason."""

    stage = "filter"

    def __init__(self, rules: Sequence[Rule], emit_rejects: bool = False):
        super().__init__(emit_rejects)
        self.rules = list(rules)

    def apply(self, doc: Document) -> Document | Drop:
        for rule in self.rules:
            reason = rule.check(doc)
            if reason is not None:
                return Drop(reason)
        return doc


class Filter(beam.PTransform):
    """PCollection[Document] -> ``{docs, rejects, dead_letter, stats}``.

    Keeps documents every rule accepts, in no particular order; each drop is counted under
    ``dropped/<reason>``. A rule that raises on a document dead-letters that document (``filter:error``).
    """

    def __init__(self, rules: Sequence[Rule], emit_rejects: bool = False):
        super().__init__()
        self.fn = FilterFn(rules, emit_rejects)

    def expand(self, docs):
        return apply_document_fn(docs, self.fn, "ApplyRules")
