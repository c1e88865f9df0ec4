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
from typing import Sequence

import apache_beam as beam

from gristmill.transforms.dedup.index import EarlierIndex, ReadEarlier, split_earlier
from gristmill.transforms.dedup.merging import MergeCombineFn
from gristmill.transforms.document import Document, stow, unstow
from gristmill.transforms.hashing import content_hash
from gristmill.transforms.profile import hist_kind, log2_bin
from gristmill.transforms.stage import DOCS, DROPPED, REJECTS, SIDE_OUTPUTS, CountingFn

REASON = "dedup:exact"
# A current document whose text an earlier run's index already holds (see gristmill.transforms.dedup.index).
EARLIER_REASON = "dedup:exact_earlier"
# With rejects on, at most this many removed copies per group are listed by id; the rest are counted.
MAX_LISTED_COPIES = 1000


def survivor_key(doc: Document) -> tuple[str, str, int]:
    """Total order on documents: smallest id wins; source and position break ties between equal ids."""
    return (doc.id, doc.source, doc.position)


def _add_counts(a: dict, b: dict) -> dict:
    if not a or not b:
        return a or b
    merged = dict(a)
    for key, n in b.items():
        merged[key] = merged.get(key, 0) + n
    return merged


class KeepFirstFn(MergeCombineFn):
    """Combines the documents with one text into ``(earlier, survivor, copies, listed, sources)``.

    ``earlier`` is the smallest earlier-index id with that text (or None), ``survivor`` the current
    document with the smallest :func:`survivor_key`, ``copies`` the number of current documents,
    ``listed`` the ``max_listed`` smallest keys of the other current documents and ``sources`` the
    copies per source label (documents of a run of several sources; empty otherwise). Inputs are
    :class:`Document` objects (or :class:`StowedDocument`) or earlier ids (strings, see
    :mod:`gristmill.transforms.dedup.index`).
    Commutative and associative: the result does not depend on the order inputs arrive in.
    """

    def __init__(self, max_listed: int = 0):
        self.max_listed = max_listed

    def empty(self):
        return (None, None, 0, [], {})

    def single(self, value):
        if isinstance(value, str):
            return (value, None, 0, [], {})
        return (None, value, 1, [], {value.label: 1} if value.label else {})

    def merge(self, a, b):
        earlier = min((x for x in (a[0], b[0]) if x is not None), default=None)
        sources = _add_counts(a[4], b[4])
        if a[1] is None or b[1] is None:
            first, listed = (a[1], a[3]) if b[1] is None else (b[1], b[3])
            return (earlier, first, a[2] + b[2], list(listed), sources)
        (_, first, n_a, listed_a, _), (_, second, n_b, listed_b, _) = a, b
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
        return (earlier, first, n_a + n_b, listed, sources)


class EmitSurvivorsFn(CountingFn):
    def __init__(self, emit_rejects: bool):
        super().__init__()
        self.emit_rejects = emit_rejects

    def process(self, element):
        _, (earlier, survivor, copies, listed, sources) = element
        if survivor is None:
            return  # an earlier text nobody repeated
        survivor = unstow(survivor)
        if earlier is None:
            reason, removed, duplicate_of = REASON, copies - 1, survivor.id
            yield survivor
        else:
            reason, removed, duplicate_of = EARLIER_REASON, copies, split_earlier(earlier)[1]
            if self.emit_rejects:  # the first current copy is a removed copy too
                listed = [survivor_key(survivor), *listed][:MAX_LISTED_COPIES]
        if sources:  # each source loses its own copies
            for label, n in sorted(sources.items()):
                kept_here = earlier is None and label == survivor.label
                self.tally.add(DROPPED, reason, n - kept_here, label=label)
        else:
            self.tally.add(DROPPED, reason, removed)
        if earlier is None and copies > 1:  # a duplicate cluster of this run, by its size
            self.tally.add(hist_kind("dup", "exact"), log2_bin(copies))
        if self.emit_rejects:
            for doc_id, source, position in listed:
                copy = Document(id=doc_id, text=survivor.text, source=source, position=position,
                                metadata={"duplicate_of": duplicate_of})
                yield beam.pvalue.TaggedOutput(REJECTS, (reason, copy))
            self.tally.add("rejects_unlisted", reason, removed - len(listed))


class ExactDedup(beam.PTransform):
    """PCollection[Document] -> ``{docs, rejects, dead_letter, stats}``.

    Keeps one document per distinct text: the one with the smallest id. Deterministic on every runner.
    Counter ``dropped/dedup:exact`` counts removed copies. The rejects output lists removed copies by
    id with ``duplicate_of`` (their text is the survivor's; up to 1000 per group, the rest counted
    under ``rejects_unlisted/dedup:exact``).

    ``earlier``: indexes of earlier runs (:mod:`gristmill.transforms.dedup.index`). A text one of them holds is
    not kept at all: every current copy is dropped as ``dedup:exact_earlier``, ``duplicate_of`` naming
    the earlier document's id.
    """

    def __init__(self, emit_rejects: bool = False, earlier: Sequence[EarlierIndex] = ()):
        super().__init__()
        self.emit_rejects = emit_rejects
        self.earlier = list(earlier)

    def expand(self, docs):
        # The combine compares documents by id only: with spilling on, it holds them without
        # their texts (a partial combine may hold a whole bundle of documents).
        keyed = docs | "KeyByTextHash" >> beam.Map(lambda doc: (content_hash(doc.text), stow(doc)))
        if self.earlier:
            keyed = ((keyed, docs.pipeline | "ReadEarlier" >> ReadEarlier(self.earlier, "exact"))
                     | "WithEarlier" >> beam.Flatten())
        outputs = (keyed
                   | "KeepSmallestId" >> beam.CombinePerKey(
                       KeepFirstFn(MAX_LISTED_COPIES if self.emit_rejects else 0))
                   | "EmitSurvivors" >> beam.ParDo(EmitSurvivorsFn(self.emit_rejects)).with_outputs(
                       *SIDE_OUTPUTS, main=DOCS))
        return {tag: outputs[tag] for tag in (DOCS, *SIDE_OUTPUTS)}
