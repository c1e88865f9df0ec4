"""Exact verification of near-duplicate candidates: the Jaccard similarity of the two shingle sets.

LSH candidates share at least one whole band, and the estimate from two signatures (the share of equal
values) has a standard error of ``sqrt(J (1 - J) / num_perm)``: about 0.043 at J = 0.7 with 112
permutations. Checking "estimate >= threshold" therefore drops a third of the pairs whose true
similarity is 0.72, and keeps some below the threshold. Exact verification recomputes both documents'
shingles and keeps a pair when ``|A & B| / |A | B| >= threshold``, so the threshold means what it
says; the cost is two joins of the documents with the (few) candidate pairs.

Candidate edges ``(a, b)`` link a member ``a`` to the smallest id ``b`` of an LSH bucket it shares, so a
member has at most ``bands`` heads, while a head may have millions of members (boilerplate). Shingles
therefore travel from members to heads, never the other way, and heads with many members are split:

1. the in-degree of every head (``CombinePerKey``); heads above ``max_bucket`` are hot, and their
   ``(head, salts)`` list is a side input, as in :class:`gristmill.transforms.dedup.minhash.LshCandidates`;
2. one join by document id brings each document together with its heads and its in-degree: a
   member sends ``(a, shingles(a))`` to ``(b, salt)``, a head sends its own shingles to each of its
   salts; each document's shingles are computed once;
3. one join by ``(head, salt)``: a head's shingles meet at most about ``max_bucket`` members'.

Edges with an earlier-run endpoint (:mod:`gristmill.transforms.dedup.index`) have no text to compare; they keep
the signature estimate, checked against the same threshold.
"""

from __future__ import annotations

import apache_beam as beam
import numpy as np

from gristmill.transforms.dedup.index import is_earlier
from gristmill.transforms.dedup.minhash import hot_bucket_salts, member_salt, shingles
from gristmill.transforms.stage import STATS, CountingFn

STAGE = "dedup_near"
_HEADS = "heads"
_DOC = "doc"
_IN_DEGREE = "in_degree"


def exact_jaccard(a: np.ndarray, b: np.ndarray) -> float:
    """Jaccard similarity of two sorted arrays of distinct shingle hashes (0 when both are empty)."""
    if not a.size and not b.size:
        return 0.0
    common = np.intersect1d(a, b, assume_unique=True).size
    return common / (a.size + b.size - common)


class SendShinglesFn(CountingFn):
    """``(id, {"doc": [...], "heads": [b, ...], "in_degree": [n]})`` -> ``((head, salt), tagged)``.

    A member emits ``("member", id, shingles)`` once per distinct head; a head emits ``("head",
    shingles)`` to each of its salts. Documents with neither emit nothing."""

    def __init__(self, n: int, kind: str, max_bucket: int):
        super().__init__()
        self.n, self.kind, self.max_bucket = n, kind, max_bucket

    def process(self, element, hot_heads):
        doc_id, joined = element
        heads = sorted(set(joined[_HEADS]))
        in_degree = sum(joined[_IN_DEGREE])
        docs = list(joined[_DOC])
        if not docs or not (heads or in_degree):
            return []  # not in any candidate pair
        return self._send(doc_id, docs[0], heads, in_degree, hot_heads)

    def _send(self, doc_id, doc, heads, in_degree, hot_heads):
        sh = shingles(doc.text, self.n, self.kind)
        for head in heads:
            salt = member_salt(doc_id, hot_heads.get(head, 1))
            yield (head, salt), ("member", doc_id, sh)
        if in_degree:
            for salt in range(hot_bucket_salts(in_degree, self.max_bucket)):
                yield (doc_id, salt), ("head", sh)


class CompareFn(CountingFn):
    """One ``(head, salt)`` group -> ``(member, head)`` edges whose exact Jaccard reaches the
    threshold; counts ``verified_pairs`` and ``below_threshold``."""

    def __init__(self, threshold: float):
        super().__init__()
        self.threshold = threshold

    def process(self, element):
        (head, _), grouped = element
        head_shingles = [value[1] for value in grouped["head"]]
        if not head_shingles:
            return
        for _, member, member_shingles in grouped["member"]:
            if exact_jaccard(member_shingles, head_shingles[0]) >= self.threshold:
                self.tally.add(STAGE, "verified_pairs")
                yield member, head
            else:
                self.tally.add(STAGE, "below_threshold")


class EarlierEdgesFn(CountingFn):
    """Scored edges -> ``(a, b)``; edges with an earlier endpoint are checked by their estimate and
    sent on (``earlier`` output), the others go to exact verification (main output)."""

    def __init__(self, threshold: float):
        super().__init__()
        self.threshold = threshold

    def process(self, element):
        (a, b), score = element
        if not (is_earlier(a) or is_earlier(b)):
            yield a, b
        elif score is not None and score >= self.threshold:
            self.tally.add(STAGE, "verified_pairs")
            yield beam.pvalue.TaggedOutput("earlier", (a, b))
        else:
            self.tally.add(STAGE, "below_threshold")


class ExactVerify(beam.PTransform):
    """``(scored edges, documents)`` -> ``{"edges": (a, b), "stats": ...}``: the candidate edges whose
    shingle sets' exact Jaccard similarity reaches ``threshold`` (see the module docstring).

    Input edges are ``((a, b), estimate or None)`` with ``a > b``, distinct, as
    :class:`gristmill.transforms.dedup.minhash.LshCandidates` emits them with ``with_scores=True``.
    """

    def __init__(self, threshold: float, n: int, kind: str, max_bucket: int = 1000):
        super().__init__()
        if not 0.0 <= threshold <= 1.0:
            raise ValueError(f"threshold must be in [0, 1], got {threshold}")
        self.threshold, self.n, self.kind, self.max_bucket = threshold, n, kind, max_bucket

    def expand(self, inputs):
        scored, docs = inputs
        split = scored | "SplitEarlier" >> beam.ParDo(EarlierEdgesFn(self.threshold)).with_outputs(
            "earlier", STATS, main="current")
        edges = split.current
        in_degree = (edges
                     | "HeadOf" >> beam.Map(lambda edge: (edge[1], 1))
                     | "InDegree" >> beam.CombinePerKey(sum))
        max_bucket = self.max_bucket
        hot_heads = beam.pvalue.AsDict(
            in_degree
            | "HotHeads" >> beam.Filter(lambda kv: kv[1] > max_bucket)
            | "Salts" >> beam.MapTuple(lambda head, n: (head, hot_bucket_salts(n, max_bucket))))
        sent = ({_DOC: docs | "KeyById" >> beam.Map(lambda doc: (doc.id, doc)),
                 _HEADS: edges,
                 _IN_DEGREE: in_degree}
                | "JoinDocuments" >> beam.CoGroupByKey()
                | "SendShingles" >> beam.ParDo(SendShinglesFn(self.n, self.kind, self.max_bucket),
                                               hot_heads).with_outputs(STATS, main="sent"))
        to_heads = sent.sent
        compared = ({"head": to_heads | "HeadSide" >> beam.Filter(lambda kv: kv[1][0] == "head"),
                     "member": to_heads | "MemberSide" >> beam.Filter(
                         lambda kv: kv[1][0] == "member")}
                    | "JoinAtHead" >> beam.CoGroupByKey()
                    | "Compare" >> beam.ParDo(CompareFn(self.threshold)).with_outputs(
                        STATS, main="edges"))
        verified = (compared.edges, split.earlier) | "AllVerified" >> beam.Flatten()
        stats = (split[STATS], sent[STATS], compared[STATS]) | "VerifyStats" >> beam.Flatten()
        return {"edges": verified, "stats": stats}
