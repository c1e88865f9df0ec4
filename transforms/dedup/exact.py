"""Exact document dedup: one survivor per distinct normalized text, chosen by smallest id.

The key is the 128-bit BLAKE2b digest of the text as the normalize stage left it. Documents are merged
with ``CombinePerKey``, whose accumulator holds one document and a count, never the group: a page
copied a million times costs the same memory as one copied twice, on every runner (a plain
``GroupByKey`` would hand all copies to one worker at once, and Flink materializes such groups).
"""

from __future__ import annotations

import bisect
import heapq
import itertools

import apache_beam as beam

from transforms.dedup.merging import MergeCombineFn
from transforms.document import Document
from transforms.hashing import content_hash
from transforms.stage import DOCS, DROPPED, REJECTS, SIDE_OUTPUTS, CountingFn

REASON = "dedup:exact"
# With rejects on, at most this many removed copies per group are listed by id; the rest are counted.
MAX_LISTED_COPIES = 1000


def survivor_key(doc: Document) -> tuple[str, str, int]:
    """Total order on documents: smallest id wins; source and position break ties between equal ids."""
    return (doc.id, doc.source, doc.position)


class KeepFirstFn(MergeCombineFn):
    """Combines documents with the same text into ``(survivor, copies, listed_losers)``.

    Commutative and associative: the survivor is the minimum under :func:`survivor_key` and the listed
    losers are the ``max_listed`` smallest keys among the rest, whatever order the inputs arrive in.
    """

    def __init__(self, max_listed: int = 0):
        self.max_listed = max_listed

    def empty(self):
        return (None, 0, [])

    def single(self, doc):
        return (doc, 1, [])

    def merge(self, a, b):
        if a[0] is None:
            return (b[0], b[1], list(b[2]))
        if b[0] is None:
            return a
        (first, n_a, listed_a), (second, n_b, listed_b) = a, b
        if survivor_key(second) < survivor_key(first):
            first, second = second, first
        listed = listed_a
        if self.max_listed:
            if listed_b:
                listed = list(itertools.islice(heapq.merge(listed_a, listed_b), self.max_listed))
            # Adding one loser to a full, sorted list costs a comparison, not a sort.
            key = survivor_key(second)
            if len(listed) < self.max_listed:
                bisect.insort(listed, key)
            elif key < listed[-1]:
                bisect.insort(listed, key)
                listed.pop()
        return (first, n_a + n_b, listed)


class EmitSurvivorsFn(CountingFn):
    def __init__(self, emit_rejects: bool):
        super().__init__()
        self.emit_rejects = emit_rejects

    def process(self, element):
        _, (survivor, copies, listed) = element
        removed = copies - 1
        self.tally.add(DROPPED, REASON, removed)
        if self.emit_rejects:
            for doc_id, source, position in listed:
                copy = Document(id=doc_id, text=survivor.text, source=source, position=position,
                                metadata={"duplicate_of": survivor.id})
                yield beam.pvalue.TaggedOutput(REJECTS, (REASON, copy))
            self.tally.add("rejects_unlisted", REASON, removed - len(listed))
        yield survivor


class ExactDedup(beam.PTransform):
    """PCollection[Document] -> ``{docs, rejects, dead_letter, stats}``.

    Keeps one document per distinct text: the one with the smallest id. Deterministic on every runner.
    Counter ``dropped/dedup:exact`` counts removed copies. The rejects output lists removed copies by
    id with ``duplicate_of`` (their text is the survivor's; up to 1000 per group, the rest counted
    under ``rejects_unlisted/dedup:exact``).
    """

    def __init__(self, emit_rejects: bool = False):
        super().__init__()
        self.emit_rejects = emit_rejects

    def expand(self, docs):
        outputs = (docs
                   | "KeyByTextHash" >> beam.Map(lambda doc: (content_hash(doc.text), doc))
                   | "KeepSmallestId" >> beam.CombinePerKey(
                       KeepFirstFn(MAX_LISTED_COPIES if self.emit_rejects else 0))
                   | "EmitSurvivors" >> beam.ParDo(EmitSurvivorsFn(self.emit_rejects)).with_outputs(
                       *SIDE_OUTPUTS, main=DOCS))
        return {tag: outputs[tag] for tag in (DOCS, *SIDE_OUTPUTS)}
