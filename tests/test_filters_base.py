"""The filter stage's plumbing (gristmill/transforms/filters/base.py): rule order, annotate mode, modified and
event counts, batching, and dead letters. The rules here are small stand-ins written for the test; the
real rules have their own test files."""

from __future__ import annotations

import pickle

import apache_beam as beam
import pytest
# Aliased so that pytest does not try to collect Beam's TestPipeline class as a test class.
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to

from gristmill.transforms.document import Document
from gristmill.transforms.filters import Filter, FilterFn, LengthRule, Rule
from gristmill.transforms.filters.base import RULE_EVENTS
from gristmill.transforms.stage import DEAD_LETTER, DOCS, REJECTS, STATS, Drop
from tests.stats_keys import SummedStats, as_text


class ShoutingRule(Rule):
    """Drops documents written mostly in capitals; scores the share of capital letters."""

    name = "shouting"

    def __init__(self, max_upper: float = 0.5, *, mode: str = "filter"):
        super().__init__(mode=mode)
        self.max_upper = max_upper

    def scores(self, doc):
        letters = [c for c in doc.text if c.isalpha()]
        return {"upper": round(sum(c.isupper() for c in letters) / max(len(letters), 1), 6)}

    def check(self, doc):
        return self.reason("upper") if self.scores(doc)["upper"] > self.max_upper else None


class StripSignatureRule(Rule):
    """Removes "-- " e-mail signature lines (modifies documents and counts the lines it removes)."""

    name = "signature"

    def apply(self, doc):
        kept = [line for line in doc.text.split("\n") if not line.startswith("-- ")]
        removed = doc.text.count("\n") + 1 - len(kept)
        if not removed:
            return doc
        self.count("lines_removed", removed)
        return doc.replace(text="\n".join(kept)) if kept else Drop(self.reason("empty"))

    def check(self, doc):
        return None


class ExplodingRule(Rule):
    """Raises on documents that mention a trigger word, and counts the batches it is given."""

    name = "exploding"

    def __init__(self):
        super().__init__()
        self.batches = []

    def apply_batch(self, docs):
        self.batches.append(len(docs))
        for doc in docs:
            if "detonate" in doc.text:
                raise RuntimeError("cannot judge this document")
        return list(docs)

    def check(self, doc):
        return None


NEWS = Document("news", "The council approved the budget on Tuesday after a long debate.")
SPAM = Document("spam", "BUY NOW!!! LIMITED OFFER ON ALL WATCHES, FREE SHIPPING TODAY")
MAIL = Document("mail", "Thanks for the review, I will send a new version.\n-- Alice, on the train")
BOMB = Document("bomb", "Please detonate the old bridge carefully, the report said.")


def run_fn(fn: FilterFn, batch):
    fn.setup()
    fn.start_bundle()
    outputs = list(fn.process(batch)) + list(fn.finish_bundle())
    docs = [o for o in outputs if isinstance(o, Document)]
    tagged = [o for o in outputs if not isinstance(o, Document)]
    rejects = [o.value for o in tagged if o.tag == REJECTS]
    dead = [o.value for o in tagged if o.tag == DEAD_LETTER]
    stats = as_text(o.value.value for o in tagged if o.tag == STATS)
    return docs, rejects, dead, stats


def test_first_objecting_rule_names_the_reason_and_later_rules_do_not_see_the_document():
    fn = FilterFn([ShoutingRule(), LengthRule(min_words=100)], emit_rejects=True)
    docs, rejects, _, stats = run_fn(fn, [NEWS, SPAM])
    assert docs == []
    assert sorted((reason, doc.id) for reason, doc in rejects) == [
        ("length:min_words", "news"), ("shouting:upper", "spam")]
    assert stats == {"dropped/length:min_words": 1, "dropped/shouting:upper": 1}


def test_rejects_are_only_emitted_when_asked_for():
    docs, rejects, _, stats = run_fn(FilterFn([ShoutingRule()]), [NEWS, SPAM])
    assert [d.id for d in docs] == ["news"]
    assert rejects == []
    assert stats == {"dropped/shouting:upper": 1}


def test_annotate_mode_drops_nothing_and_records_scores_and_would_be_reason():
    fn = FilterFn([ShoutingRule(mode="annotate"), LengthRule(min_words=11, mode="annotate")])
    docs, rejects, _, stats = run_fn(fn, [NEWS, SPAM])
    by_id = {d.id: d.metadata for d in docs}
    assert by_id["spam"]["shouting_upper"] == 1.0
    assert by_id["spam"]["shouting_reason"] == "shouting:upper"
    assert by_id["spam"]["length_words"] == 10
    assert by_id["spam"]["length_reason"] == "length:min_words"
    assert 0 < by_id["news"]["shouting_upper"] < 0.1
    assert by_id["news"]["shouting_reason"] is None
    assert by_id["news"]["length_reason"] is None
    assert rejects == [] and not any(key.startswith("dropped/") for key in stats)


def test_annotate_mode_does_not_touch_the_input_document():
    original = Document("n", NEWS.text, {"url": "https://example.org/news"})
    run_fn(FilterFn([ShoutingRule(mode="annotate")]), [original])
    assert original.metadata == {"url": "https://example.org/news"}


def test_a_rule_in_filter_mode_after_an_annotating_rule_still_drops():
    fn = FilterFn([LengthRule(min_words=11, mode="annotate"), ShoutingRule()], emit_rejects=True)
    docs, rejects, _, _ = run_fn(fn, [NEWS, SPAM])
    assert [d.id for d in docs] == ["news"]
    (reason, doc), = rejects
    assert reason == "shouting:upper" and doc.metadata["length_reason"] == "length:min_words"


def test_modified_documents_and_rule_events_are_counted():
    docs, _, _, stats = run_fn(FilterFn([StripSignatureRule()]), [NEWS, MAIL])
    assert {d.id: d.text for d in docs} == {
        "news": NEWS.text, "mail": "Thanks for the review, I will send a new version."}
    assert stats == {"modified/signature": 1, f"{RULE_EVENTS}/signature:lines_removed": 1}


def test_a_failing_document_is_dead_lettered_and_its_batch_mates_go_on():
    rule = ExplodingRule()
    docs, _, dead, stats = run_fn(FilterFn([rule, ShoutingRule()]), [NEWS, BOMB, SPAM])
    assert [d.id for d in docs] == ["news"]
    (record,) = dead
    assert record["id"] == "bomb" and record["error"] == "filter:error"
    assert record["message"].startswith("exploding: RuntimeError: cannot judge this document")
    assert stats == {"dead_lettered/filter:error": 1, "dropped/shouting:upper": 1}
    assert rule.batches[0] == 3  # the whole batch first, then one by one


def test_rule_mode_is_validated():
    with pytest.raises(ValueError, match="mode must be one of filter, annotate"):
        ShoutingRule(mode="score")


def test_rules_and_the_stage_pickle():
    fn = FilterFn([ShoutingRule(mode="annotate"), StripSignatureRule()])
    clone = pickle.loads(pickle.dumps(fn))
    docs, _, _, _ = run_fn(clone, [SPAM])
    assert docs[0].metadata["shouting_reason"] == "shouting:upper"


def test_filter_transform_in_a_pipeline_batches_and_counts():
    many = [Document(f"n{i:03d}", f"Report number {i} was filed by the clerk on time.")
            for i in range(30)] + [SPAM, MAIL]
    with BeamTestPipeline() as p:
        out = p | beam.Create(many) | Filter([StripSignatureRule(), ShoutingRule()],
                                             emit_rejects=True, batch_size=7)
        assert_that(out[DOCS] | beam.Map(lambda d: d.id),
                    equal_to([d.id for d in many if d.id != "spam"]), label="Kept")
        assert_that(out[REJECTS] | beam.Map(lambda r: (r[0], r[1].id)),
                    equal_to([("shouting:upper", "spam")]), label="Rejected")
        assert_that(out[STATS] | SummedStats(),
                    equal_to([("dropped/shouting:upper", 1), ("modified/signature", 1),
                              (f"{RULE_EVENTS}/signature:lines_removed", 1)]), label="Stats")
