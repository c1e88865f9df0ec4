"""Exact dedup (gristmill/transforms/dedup/exact.py): the KeepFirstFn combiner, ExactDedup in a pipeline."""

from __future__ import annotations

import apache_beam as beam
import pytest
from apache_beam.options.pipeline_options import PipelineOptions
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.combining import combine_in_pieces
from gristmill.transforms.dedup.index import earlier_id
from gristmill.transforms.dedup.exact import (MAX_LISTED_COPIES, REASON, ExactDedup, KeepFirstFn,
                                    survivor_key)
from gristmill.transforms.document import Document
from gristmill.transforms.profile import log2_bin
from gristmill.transforms.stage import DEAD_LETTER, DOCS, REJECTS, STATS
from tests.stats_keys import SummedStats


def _pipeline():
    return BeamTestPipeline(options=PipelineOptions(["--runner=FnApiRunner"]))


# ------------------------------------------------------------------------------------------------
# KeepFirstFn


def test_survivor_key_orders_by_id_then_source_then_position():
    a = Document(id="a", text="t", source="z.jsonl", position=9)
    b = Document(id="b", text="t", source="a.jsonl", position=0)
    a_earlier_file = Document(id="a", text="t", source="y.jsonl", position=50)
    a_earlier_line = Document(id="a", text="t", source="z.jsonl", position=2)
    assert survivor_key(a) == ("a", "z.jsonl", 9)
    assert sorted([b, a, a_earlier_file, a_earlier_line], key=survivor_key) == \
        [a_earlier_file, a_earlier_line, a, b]


def test_keep_first_fn_simple_group():
    fn = KeepFirstFn(max_listed=2)
    docs = [Document(id=i, text="same", source="s", position=n)
            for n, i in enumerate(["d", "b", "c", "a"])]
    acc = fn.create_accumulator()
    for doc in docs:
        acc = fn.add_input(acc, doc)
    earlier, survivor, copies, listed, sources = fn.extract_output(acc)
    assert earlier is None
    assert survivor is docs[3]
    assert copies == 4
    assert listed == [("b", "s", 1), ("c", "s", 2)]


def test_keep_first_fn_empty_accumulators_are_neutral():
    fn = KeepFirstFn(max_listed=5)
    doc = Document(id="x", text="t", source="s", position=0)
    one = fn.add_input(fn.create_accumulator(), doc)
    assert fn.merge_accumulators([fn.create_accumulator(), one, fn.create_accumulator()]) == \
        (None, doc, 1, [], {})
    assert fn.merge_accumulators([fn.create_accumulator()]) == (None, None, 0, [], {})


# Few ids and sources so that groups hold equal ids; positions keep every key distinct.
group_members = st.lists(st.tuples(st.sampled_from(["a", "b", "c", "d", "e"]),
                                   st.sampled_from(["s1.jsonl", "s0.jsonl"])),
                         min_size=1, max_size=30)


@settings(max_examples=200, deadline=None)
@given(members=group_members, max_listed=st.sampled_from([0, 1, 3, 1000]),
       earlier=st.lists(st.sampled_from([earlier_id(0, "x"), earlier_id(1, "a"), earlier_id(0, "b")]),
                        max_size=3),
       data=st.data())
def test_keep_first_fn_is_order_and_split_independent(members, max_listed, earlier, data):
    docs = [Document(id=doc_id, text="the same text", source=source, position=n,
                     metadata={"n": n})
            for n, (doc_id, source) in enumerate(members)]
    keys = sorted(survivor_key(d) for d in docs)
    fn = KeepFirstFn(max_listed=max_listed)

    ordered = data.draw(st.permutations(docs + earlier))
    cuts = data.draw(st.lists(st.integers(0, len(ordered)), max_size=5))
    first_earlier, survivor, copies, listed, _ = combine_in_pieces(fn, ordered, cuts, data)

    assert first_earlier == min(earlier, default=None)
    assert survivor_key(survivor) == keys[0]
    assert survivor.metadata == {"n": survivor.position}  # the document itself, not a copy's
    assert copies == len(docs)
    assert listed == keys[1:1 + max_listed]


# ------------------------------------------------------------------------------------------------
# ExactDedup in a pipeline


CORPUS = [
    Document(id="d07", text="alpha", source="a.jsonl", position=0, metadata={"lang": "en"}),
    Document(id="d03", text="beta", source="a.jsonl", position=1),
    Document(id="d05", text="alpha", source="a.jsonl", position=2, metadata={"lang": "fr"}),
    Document(id="d01", text="gamma", source="b.jsonl", position=0),
    Document(id="d02", text="alpha", source="b.jsonl", position=1, metadata={"lang": "de"}),
    Document(id="d09", text="beta", source="b.jsonl", position=2),
    Document(id="d04", text="Alpha", source="b.jsonl", position=3),  # differs in case: kept
    Document(id="d06", text="alpha ", source="b.jsonl", position=4),  # trailing space: kept
]


def _summarize_reject(item):
    reason, doc = item
    return reason, doc.id, doc.text, doc.source, doc.position, doc.metadata


@pytest.mark.parametrize("emit_rejects", [True, False])
def test_exact_dedup_keeps_smallest_id_per_text(emit_rejects):
    with _pipeline() as p:
        out = p | beam.Create(CORPUS) | ExactDedup(emit_rejects=emit_rejects)
        assert_that(out[DOCS] | "Docs" >> beam.Map(
            lambda d: (d.id, d.text, d.source, d.position, d.metadata)),
            equal_to([("d02", "alpha", "b.jsonl", 1, {"lang": "de"}),
                      ("d03", "beta", "a.jsonl", 1, {}),
                      ("d01", "gamma", "b.jsonl", 0, {}),
                      ("d04", "Alpha", "b.jsonl", 3, {}),
                      ("d06", "alpha ", "b.jsonl", 4, {})]), label="CheckDocs")
        assert_that(out[STATS] | "SumStats" >> SummedStats(),
                    # Clusters of 3 (alpha) and 2 (beta) copies, both in the [2, 4) size bin.
                    equal_to([(f"dropped/{REASON}", 3), ("hist_dup_exact/2", 2)]),
                    label="CheckStats")
        expected_rejects = [
            (REASON, "d05", "alpha", "a.jsonl", 2, {"duplicate_of": "d02"}),
            (REASON, "d07", "alpha", "a.jsonl", 0, {"duplicate_of": "d02"}),
            (REASON, "d09", "beta", "b.jsonl", 2, {"duplicate_of": "d03"}),
        ] if emit_rejects else []
        assert_that(out[REJECTS] | "Rejects" >> beam.Map(_summarize_reject),
                    equal_to(expected_rejects), label="CheckRejects")
        assert_that(out[DEAD_LETTER], equal_to([]), label="CheckDeadLetters")


def _copies(n, text="the same boilerplate page"):
    # Reversed, so that every new copy beats the survivor so far.
    return [Document(id=f"h{i:05d}", text=text, source="hot.jsonl", position=i)
            for i in reversed(range(n))]


OTHERS = [Document(id=f"o{n}", text=f"unique page {n}", source="o.jsonl", position=n)
          for n in range(3)]


def test_exact_dedup_hot_key_keeps_one():
    copies = 5000
    with _pipeline() as p:
        out = p | beam.Create(_copies(copies) + OTHERS) | ExactDedup()
        assert_that(out[DOCS] | "Ids" >> beam.Map(lambda d: d.id),
                    equal_to(["h00000", "o0", "o1", "o2"]), label="CheckDocs")
        assert_that(out[STATS] | "SumStats" >> SummedStats(),
                    # One cluster of 5000 copies: the size bin [4096, 8192).
                    equal_to([(f"dropped/{REASON}", copies - 1), ("hist_dup_exact/4096", 1)]),
                    label="CheckStats")
        assert_that(out[REJECTS], equal_to([]), label="CheckRejects")


def test_exact_dedup_lists_at_most_the_cap_of_removed_copies():
    copies = MAX_LISTED_COPIES + 201
    with _pipeline() as p:
        out = p | beam.Create(_copies(copies) + OTHERS) | ExactDedup(emit_rejects=True)
        assert_that(out[DOCS] | "Ids" >> beam.Map(lambda d: d.id),
                    equal_to(["h00000", "o0", "o1", "o2"]), label="CheckDocs")
        assert_that(out[STATS] | "SumStats" >> SummedStats(),
                    equal_to([(f"dropped/{REASON}", copies - 1),
                              (f"rejects_unlisted/{REASON}", 200),
                              (f"hist_dup_exact/{log2_bin(copies)}", 1)]),
                    label="CheckStats")
        assert_that(out[REJECTS] | "RejectIds" >> beam.Map(
            lambda item: (item[0], item[1].id, item[1].metadata["duplicate_of"])),
            equal_to([(REASON, f"h{n:05d}", "h00000") for n in range(1, MAX_LISTED_COPIES + 1)]),
            label="CheckRejects")


def test_exact_dedup_of_an_empty_collection_is_empty():
    with _pipeline() as p:
        out = p | beam.Create([]) | ExactDedup(emit_rejects=True)
        assert_that(out[DOCS], equal_to([]), label="CheckDocs")
        assert_that(out[STATS], equal_to([]), label="CheckStats")
