"""Exact verification of near-duplicate candidates (gristmill/transforms/dedup/verify.py)."""

from __future__ import annotations

import random

import apache_beam as beam
import numpy as np
import pytest
from apache_beam.options.pipeline_options import PipelineOptions
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to

from gristmill.transforms.dedup.index import earlier_id
from gristmill.transforms.dedup.minhash import jaccard, shingles
from gristmill.transforms.dedup.verify import ExactVerify, exact_jaccard
from gristmill.transforms.document import Document
from tests.stats_keys import SummedStats

WORDS = ("orchard apple pear plum cherry blossom ladder basket picker cider press barrel cellar frost "
         "spring summer autumn winter branch root soil compost hedge gate lane meadow sheep dog "
         "shepherd fold wool shears market stall price scale").split()


def text(seed: int, n_words: int = 120) -> str:
    rng = random.Random(seed)
    return " ".join(rng.choice(WORDS) for _ in range(n_words))


def edited(base: str, seed: int, n_edits: int) -> str:
    rng = random.Random(seed)
    words = base.split()
    for _ in range(n_edits):
        words[rng.randrange(len(words))] = f"w{rng.randrange(10**6)}"
    return " ".join(words)


def pipeline():
    return BeamTestPipeline(options=PipelineOptions(["--runner=FnApiRunner"]))


def check_verified(edges, docs, threshold, expected_edges, expected_stats=None, max_bucket=1000):
    """Run ExactVerify and assert its edges (and, if given, its summed stats)."""
    with pipeline() as p:
        out = ((p | "Edges" >> beam.Create(edges), p | "Docs" >> beam.Create(docs))
               | ExactVerify(threshold, n=5, kind="word", max_bucket=max_bucket))
        assert_that(out["edges"], equal_to(expected_edges), label="CheckEdges")
        if expected_stats is not None:
            assert_that(out["stats"] | SummedStats(),
                        equal_to(sorted(expected_stats.items())), label="CheckStats")


@pytest.mark.parametrize("n_edits", [0, 3, 12, 40])
def test_exact_jaccard_matches_the_set_definition(n_edits):
    a, b = text(1), edited(text(1), 2, n_edits)
    sa, sb = shingles(a), shingles(b)
    assert exact_jaccard(sa, sb) == pytest.approx(jaccard(sa, sb))
    assert exact_jaccard(sa, sa) == 1.0
    assert exact_jaccard(np.empty(0, np.uint64), np.empty(0, np.uint64)) == 0.0


def test_pairs_are_kept_exactly_when_their_jaccard_reaches_the_threshold():
    head = Document("a-head", text(7))
    members = [Document(f"m-{k:02d}", edited(head.text, k, k)) for k in range(1, 25)]
    truth = {m.id: jaccard(shingles(m.text), shingles(head.text)) for m in members}
    assert min(truth.values()) < 0.7 < max(truth.values())  # the threshold cuts through the group
    edges = [((m.id, head.id), None) for m in members]
    kept = [(i, head.id) for i, j in truth.items() if j >= 0.7]
    check_verified(edges, [head, *members], 0.7, kept,
                   {"dedup_near/verified_pairs": len(kept),
                    "dedup_near/below_threshold": len(members) - len(kept)})


def test_a_hub_head_split_over_salts_gives_the_same_edges():
    head = Document("a-hub", text(3))
    members = [Document(f"m-{k:03d}", edited(head.text, k, 1 + k % 30)) for k in range(60)]
    # Members with two heads: the hub and a second, unrelated head.
    other = Document("b-other", text(4))
    edges = [((m.id, head.id), None) for m in members] + [((m.id, other.id), None)
                                                         for m in members[:5]]
    docs = [head, other, *members]
    expected = [(m.id, head.id) for m in members
                if jaccard(shingles(m.text), shingles(head.text)) >= 0.6]
    assert 0 < len(expected) < len(members)
    check_verified(edges, docs, 0.6, expected)
    check_verified(edges, docs, 0.6, expected, max_bucket=7)  # the hub split over 9 salts


def test_edges_to_earlier_documents_use_their_estimate():
    doc = Document("x", text(9))
    earlier = earlier_id(0, "old")
    edges = [((doc.id, earlier), 0.81), (("y", earlier), 0.64)]
    check_verified(edges, [doc, Document("y", text(10))], 0.7, [(doc.id, earlier)],
                   {"dedup_near/verified_pairs": 1, "dedup_near/below_threshold": 1})
