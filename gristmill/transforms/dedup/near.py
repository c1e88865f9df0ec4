"""Near-duplicate document dedup: MinHash signatures, LSH candidates, connected components, survivors.

Steps, each a Beam shuffle with bounded memory per key:

1. **Signatures** (:class:`SignFn`): MinHash of the document's shingles (:mod:`gristmill.transforms.dedup.minhash`),
   computed a batch at a time. Documents without any shingle (empty after normalization) are never
   anyone's duplicate and skip the rest.
2. **Candidates** (:class:`gristmill.transforms.dedup.minhash.LshCandidates`): documents sharing a band key are
   linked to the bucket's smallest id, n - 1 edges per bucket of n; hot buckets are salted so no worker
   holds a whole bucket. With ``verify``, edges whose estimated Jaccard similarity is below the
   threshold are discarded.
3. **Clusters** (:class:`gristmill.transforms.dedup.components.ConnectedComponents`): connected components of the
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

from typing import Any, Sequence

import apache_beam as beam

from gristmill.transforms.dedup.components import DEFAULT_FINISH_EDGES, ConnectedComponents
from gristmill.transforms.dedup.index import EarlierIndex, ReadEarlier, is_earlier, split_earlier
from gristmill.transforms.dedup.merging import MergeCombineFn
from gristmill.transforms.dedup.minhash import EDGES, LshCandidates, MinHasher, is_empty_signature
from gristmill.transforms.dedup.verify import ExactVerify
from gristmill.transforms.document import Document
from gristmill.transforms.profile import hist_kind, log2_bin
from gristmill.transforms.stage import (DEAD_LETTER, DOCS, DROPPED, REJECTS, STATS, CountingFn,
                                        StatKey)

REASON = "dedup:near"
# A current document in a cluster with a document of an earlier run's index (gristmill.transforms.dedup.index).
EARLIER_REASON = "dedup:near_earlier"
# Output of kept documents' (id, signature), for this run's own index.
INDEX = "index"
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
    """Per cluster label: ``(best member, number of current members)``; earlier documents (from
    ``dedup.against`` indexes) compete for best but are not counted."""

    def empty(self):
        return None, 0

    def single(self, member):
        return member, 0 if is_earlier(member[1]) else 1

    def merge(self, a, b):
        return _better(a[0], b[0]), a[1] + b[1]


class DecideFn(CountingFn):
    """``(id, {"doc": [...], "label": [...], "best": [...], "signature": [...]})`` -> kept documents;
    the rest dropped. With ``with_index``, kept documents' signatures go to the ``index`` output."""

    def __init__(self, emit_rejects: bool, cluster_columns: bool, with_index: bool = False):
        super().__init__()
        self.emit_rejects = emit_rejects
        self.cluster_columns = cluster_columns
        self.with_index = with_index

    def process(self, element):
        doc_id, joined = element
        docs = joined["doc"]
        labels = list(joined["label"])
        best = list(joined["best"])
        signatures = list(joined.get("signature", ()))
        for doc in docs:
            if not labels or best:
                if labels and self.cluster_columns:
                    doc = doc.replace(metadata={**doc.metadata, CLUSTER_ID: labels[0],
                                                CLUSTER_SIZE: best[0]})
                if self.with_index and signatures:
                    yield beam.pvalue.TaggedOutput(INDEX, (doc.id, signatures[0]))
                yield doc
                continue
            label = labels[0]
            if is_earlier(label):
                k, earlier = split_earlier(label)
                reason, extra = EARLIER_REASON, {"duplicate_of": earlier, "duplicate_index": k}
            else:
                reason, extra = REASON, {CLUSTER_ID: label}
            self.tally.add(DROPPED, reason, label=doc.label)
            if self.emit_rejects:
                yield beam.pvalue.TaggedOutput(REJECTS, (reason, doc.replace(
                    metadata={**doc.metadata, **extra})))


class NearDedup(beam.PTransform):
    """PCollection[Document] -> ``{docs, rejects, dead_letter, stats}``: one document per cluster of
    near-duplicates (see the module docstring). Counts: ``dropped/dedup:near``, and under
    ``dedup_near/``: ``no_shingles``, ``clusters``, ``clustered_documents`` and the stage counters of
    the candidate and component steps; ``hist_dup_near/<bin>``: this run's clusters by size."""

    def __init__(self, *, hasher: MinHasher, bands: int, rows: int, verify_threshold: float | None,
                 max_bucket: int, max_rounds: int, priority_field: str | None,
                 finish_edges: int = DEFAULT_FINISH_EDGES,
                 cluster_columns: bool, emit_rejects: bool, batch_size: int = 256,
                 earlier: Sequence[EarlierIndex] = (), with_index: bool = False,
                 verify_exact: bool = False):
        super().__init__()
        if verify_exact and verify_threshold is None:
            raise ValueError("verify_exact needs verify_threshold")
        self.hasher = hasher
        self.bands = bands
        self.rows = rows
        self.verify_threshold = verify_threshold
        self.max_bucket = max_bucket
        self.max_rounds = max_rounds
        self.finish_edges = finish_edges
        self.priority_field = priority_field
        self.cluster_columns = cluster_columns
        self.emit_rejects = emit_rejects
        self.batch_size = batch_size
        self.earlier = list(earlier)
        self.with_index = with_index
        self.verify_exact = verify_exact

    def expand(self, docs):
        field = self.priority_field
        signed = (docs
                  | "Batch" >> beam.BatchElements(min_batch_size=self.batch_size,
                                                  max_batch_size=self.batch_size)
                  | "Sign" >> beam.ParDo(SignFn(self.hasher)).with_outputs(STATS, main=DOCS))
        signatures = signed[DOCS]
        if self.earlier:
            earlier = docs.pipeline | "ReadEarlier" >> ReadEarlier(self.earlier, "near")
            signatures = (signatures, earlier) | "WithEarlier" >> beam.Flatten()
        if self.verify_exact:
            # Estimates are only needed for edges to earlier documents, which have no text.
            candidates = signatures | "Candidates" >> LshCandidates(
                self.bands, self.rows, max_bucket=self.max_bucket,
                min_jaccard=0.0 if self.earlier else None, with_stats=True, scored=True)
            verified = (candidates[EDGES], docs) | "Verify" >> ExactVerify(
                self.verify_threshold, self.hasher.n, self.hasher.kind, self.max_bucket)
            edges = verified["edges"]
            candidate_stats = ((candidates[STATS], verified["stats"])
                               | "CandidateStats" >> beam.Flatten())
        else:
            candidates = signatures | "Candidates" >> LshCandidates(
                self.bands, self.rows, max_bucket=self.max_bucket,
                min_jaccard=self.verify_threshold, with_stats=True)
            edges, candidate_stats = candidates[EDGES], candidates[STATS]
        components = edges | "Components" >> ConnectedComponents(
            max_rounds=self.max_rounds, finish_edges=self.finish_edges, max_bucket=self.max_bucket)
        labels = components["labels"]

        if field is None:
            # The survivor is the smallest id, which is the component's label: no ranking needed.
            best = (labels
                    | "CurrentMembers" >> beam.Filter(lambda kv: not is_earlier(kv[0]))
                    | "ByLabel" >> beam.Map(lambda kv: (kv[1], 1))
                    | "ClusterSizes" >> beam.CombinePerKey(sum))
            survivors = best
        else:
            ranks = docs | "Rank" >> beam.Map(lambda doc: (doc.id, (_priority(doc, field), doc.id)))
            if self.earlier:
                # Earlier documents outrank every current one: what a past run kept stays kept.
                earlier_ranks = earlier | "RankEarlier" >> beam.Map(
                    lambda kv: (kv[0], ((2, 0), kv[0])))
                ranks = (ranks, earlier_ranks) | "AllRanks" >> beam.Flatten()
            labelled_ranks = ({"rank": ranks, "label": labels}
                              | "JoinRanks" >> beam.CoGroupByKey()
                              | "RankByLabel" >> beam.FlatMap(_rank_by_label))
            best = labelled_ranks | "BestPerCluster" >> beam.CombinePerKey(BestMemberFn())
            survivors = (best
                         | "CurrentSurvivors" >> beam.Filter(lambda kv: not is_earlier(kv[1][0][1]))
                         | "SurvivorIds" >> beam.Map(lambda kv: (kv[1][0][1], kv[1][1])))
            best = best | "SizeOnly" >> beam.MapTuple(lambda label, best_size: (label, best_size[1]))
        cluster_stats = best | "CountClusters" >> beam.FlatMap(_cluster_stats)

        joined = {"doc": docs | "KeyById" >> beam.Map(lambda doc: (doc.id, doc)),
                  "label": labels, "best": survivors}
        if self.with_index:
            joined["signature"] = signed[DOCS]
        decided = (joined
                   | "JoinDecisions" >> beam.CoGroupByKey()
                   | "Decide" >> beam.ParDo(DecideFn(self.emit_rejects, self.cluster_columns,
                                                     self.with_index))
                   .with_outputs(REJECTS, STATS, INDEX, main=DOCS))
        stats = ((signed[STATS], decided[STATS], components["stats"], cluster_stats,
                  candidate_stats)
                 | "NearStats" >> beam.Flatten())
        no_dead_letters = docs.pipeline | "NoDeadLetters" >> beam.Create([])
        outputs = {DOCS: decided[DOCS], REJECTS: decided[REJECTS], STATS: stats,
                   DEAD_LETTER: no_dead_letters}
        if self.with_index:
            outputs[INDEX] = decided[INDEX]
        return outputs


def _cluster_stats(label_size):
    label, size = label_size
    if size:  # clusters of earlier documents only are not this run's
        yield StatKey(NEAR, "clusters"), 1
        yield StatKey(NEAR, "clustered_documents"), size
    if size > 1 and not is_earlier(label):  # a duplicate cluster of this run, by its size
        yield StatKey(hist_kind("dup", "near"), log2_bin(size)), 1


def _rank_by_label(element):
    doc_id, joined = element
    for label in joined["label"]:
        for rank in joined["rank"]:
            yield label, rank
        break
