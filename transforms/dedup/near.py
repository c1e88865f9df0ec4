"""Near-duplicate document dedup: MinHash signatures, LSH candidates, connected components, survivors.

Steps, each a Beam shuffle with bounded memory per key:

1. **Signatures** (:class:`SignFn`): MinHash of the document's shingles (:mod:`transforms.dedup.minhash`),
   computed a batch at a time. Documents without any shingle (empty after normalization) are never
   anyone's duplicate and skip the rest.
2. **Candidates** (:class:`transforms.dedup.minhash.LshCandidates`): documents sharing a band key are
   linked to the bucket's smallest id, n - 1 edges per bucket of n; hot buckets are salted so no worker
   holds a whole bucket. With ``verify``, edges whose estimated Jaccard similarity is below the
   threshold are discarded.
3. **Clusters** (:class:`transforms.dedup.components.ConnectedComponents`): connected components of the
   candidate graph, as rounds of shuffles (no single-process union-find); each node's label is the
   smallest id of its component.
4. **Survivors**: per component, the document with the highest ``priority_field`` value (documents
   without it rank lowest), then the smallest id, computed with ``CombinePerKey`` (a bounded
   accumulator, whatever the cluster's size). Every other member is dropped as ``dedup:near``.
   Finally each document meets its label and its survivor mark in a join by id, so a document moves
   through one shuffle keyed by its own id and no cluster is ever gathered in one place.

Deterministic: signatures depend only on the text and the seed, band keys and labels on ids, and the
survivor on the configured field and ids, never on the order in which a runner delivers elements.
Kept members of a cluster may carry ``dedup_cluster_id`` (the smallest id in the cluster) and
``dedup_cluster_size`` (``cluster_columns``).
"""

from __future__ import annotations

from typing import Any

import apache_beam as beam

from transforms.dedup.components import ConnectedComponents
from transforms.dedup.merging import MergeCombineFn
from transforms.dedup.minhash import EDGES, LshCandidates, MinHasher, is_empty_signature
from transforms.document import Document
from transforms.stage import DEAD_LETTER, DOCS, DROPPED, REJECTS, STATS, CountingFn

REASON = "dedup:near"
CLUSTER_ID = "dedup_cluster_id"
CLUSTER_SIZE = "dedup_cluster_size"
# Stats kind for the near-dedup stage's own counts (candidates, clusters, rounds).
NEAR = "dedup_near"


class SignFn(CountingFn):
    """list[Document] -> ``(id, signature)`` for documents that have shingles.

    A document whose signature cannot be computed is not anyone's duplicate: it stays in the output
    (it travels to the decision step on its own path) and is counted under ``dedup_near/sign_errors``,
    rather than failing the bundle.
    """

    def __init__(self, hasher: MinHasher):
        super().__init__()
        self.hasher = hasher

    def process(self, batch: list[Document]):
        try:
            pairs = list(zip(batch, self.hasher.signatures([doc.text for doc in batch])))
        except Exception:  # noqa: BLE001 - find the documents that fail, one by one
            pairs = []
            for doc in batch:
                try:
                    pairs.append((doc, self.hasher.signature(doc.text)))
                except Exception:  # noqa: BLE001
                    self.tally.add(NEAR, "sign_errors")
        for doc, signature in pairs:
            if is_empty_signature(signature):
                self.tally.add(NEAR, "no_shingles")
                continue
            yield doc.id, signature


def _priority(doc: Document, field: str | None) -> tuple[int, Any]:
    """Sort key part for the survivor: present numeric values rank above missing ones."""
    if field is None:
        return (0, 0)
    value = doc.metadata.get(field)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return (0, 0)
    return (1, value)


def _better(a, b):
    """The better of two ``(priority, id)`` members: higher priority, then the smaller id."""
    if a is None:
        return b
    if b is None:
        return a
    if a[0] != b[0]:
        return a if a[0] > b[0] else b
    return a if a[1] <= b[1] else b


class BestMemberFn(MergeCombineFn):
    """Per cluster label: ``(best member, size)``."""

    def empty(self):
        return None, 0

    def single(self, member):
        return member, 1

    def merge(self, a, b):
        return _better(a[0], b[0]), a[1] + b[1]


class DecideFn(CountingFn):
    """``(id, {"doc": [...], "label": [...], "best": [...]})`` -> kept documents; the rest dropped."""

    def __init__(self, emit_rejects: bool, cluster_columns: bool):
        super().__init__()
        self.emit_rejects = emit_rejects
        self.cluster_columns = cluster_columns

    def process(self, element):
        doc_id, joined = element
        docs = joined["doc"]
        labels = list(joined["label"])
        best = list(joined["best"])
        for doc in docs:
            if not labels:
                yield doc
                continue
            label = labels[0]
            if best:
                if self.cluster_columns:
                    doc = doc.replace(metadata={**doc.metadata, CLUSTER_ID: label,
                                                CLUSTER_SIZE: best[0]})
                yield doc
                continue
            self.tally.add(DROPPED, REASON)
            if self.emit_rejects:
                yield beam.pvalue.TaggedOutput(REJECTS, (REASON, doc.replace(
                    metadata={**doc.metadata, CLUSTER_ID: label})))


class NearDedup(beam.PTransform):
    """PCollection[Document] -> ``{docs, rejects, dead_letter, stats}``: one document per cluster of
    near-duplicates (see the module docstring). Counts: ``dropped/dedup:near``, and under
    ``dedup_near/``: ``no_shingles``, ``clusters``, ``clustered_documents`` and the stage counters of
    the candidate and component steps."""

    def __init__(self, *, hasher: MinHasher, bands: int, rows: int, verify_threshold: float | None,
                 max_bucket: int, max_rounds: int, priority_field: str | None,
                 cluster_columns: bool, emit_rejects: bool, batch_size: int = 256):
        super().__init__()
        self.hasher = hasher
        self.bands = bands
        self.rows = rows
        self.verify_threshold = verify_threshold
        self.max_bucket = max_bucket
        self.max_rounds = max_rounds
        self.priority_field = priority_field
        self.cluster_columns = cluster_columns
        self.emit_rejects = emit_rejects
        self.batch_size = batch_size

    def expand(self, docs):
        field = self.priority_field
        signed = (docs
                  | "Batch" >> beam.BatchElements(min_batch_size=self.batch_size,
                                                  max_batch_size=self.batch_size)
                  | "Sign" >> beam.ParDo(SignFn(self.hasher)).with_outputs(STATS, main=DOCS))
        candidates = signed[DOCS] | "Candidates" >> LshCandidates(
            self.bands, self.rows, max_bucket=self.max_bucket, min_jaccard=self.verify_threshold,
            with_stats=True)
        edges, candidate_stats = candidates[EDGES], candidates[STATS]
        components = edges | "Components" >> ConnectedComponents(max_rounds=self.max_rounds)
        labels = components["labels"]

        by_id = docs | "KeyById" >> beam.Map(lambda doc: (doc.id, doc))
        ranks = docs | "Rank" >> beam.Map(lambda doc: (doc.id, (_priority(doc, field), doc.id)))
        labelled_ranks = ({"rank": ranks, "label": labels}
                          | "JoinRanks" >> beam.CoGroupByKey()
                          | "RankByLabel" >> beam.FlatMap(_rank_by_label))
        best = labelled_ranks | "BestPerCluster" >> beam.CombinePerKey(BestMemberFn())
        survivors = best | "SurvivorIds" >> beam.Map(lambda kv: (kv[1][0][1], kv[1][1]))
        cluster_stats = best | "CountClusters" >> beam.FlatMap(
            lambda kv: [(f"{NEAR}/clusters", 1), (f"{NEAR}/clustered_documents", kv[1][1])])

        decided = ({"doc": by_id, "label": labels, "best": survivors}
                   | "JoinDecisions" >> beam.CoGroupByKey()
                   | "Decide" >> beam.ParDo(DecideFn(self.emit_rejects, self.cluster_columns))
                   .with_outputs(REJECTS, STATS, main=DOCS))
        stats = ((signed[STATS], decided[STATS], components["stats"], cluster_stats,
                  candidate_stats)
                 | "NearStats" >> beam.Flatten())
        no_dead_letters = docs.pipeline | "NoDeadLetters" >> beam.Create([])
        return {DOCS: decided[DOCS], REJECTS: decided[REJECTS], STATS: stats,
                DEAD_LETTER: no_dead_letters}


def _rank_by_label(element):
    doc_id, joined = element
    for label in joined["label"]:
        for rank in joined["rank"]:
            yield label, rank
        break
