"""Corpus-wide paragraph and line dedup (gristmill/transforms/dedup/segments.py): splitting and rejoining,
keys, the FirstHolderFn combiner, and SegmentDedup in a pipeline (first holder, max_docs, length
re-check, hot keys, order independence, counts, dead letters)."""

from __future__ import annotations

import json

import apache_beam as beam
import pytest
from apache_beam.options.pipeline_options import PipelineOptions
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.combining import combine_in_pieces
from gristmill.transforms.dedup.segments import (ERROR, LINE_TOO_SHORT, PARAGRAPH_TOO_SHORT, FirstHolderFn,
                                       SegmentDedup, Segment, dedup_text, remove_segments,
                                       segment_key, segment_keys, split_segments)
from gristmill.transforms.document import Document
from gristmill.transforms.stage import DEAD_LETTER, DOCS, REJECTS, STATS
from tests.stats_keys import SummedStats


def pipeline():
    return BeamTestPipeline(options=PipelineOptions(["--runner=FnApiRunner"]))


# ------------------------------------------------------------------------------------------------
# Splitting and rejoining


def test_paragraphs_split_on_runs_of_blank_lines_and_keep_separators():
    text = "Opening line\nsecond line\n\n\n   Indented paragraph\n \t\nLast one\n"
    assert split_segments(text, "paragraph") == [
        Segment("Opening line\nsecond line", "\n\n\n"),
        Segment("   Indented paragraph", "\n \t\n"),
        Segment("Last one\n", ""),
    ]


def test_lines_split_on_newlines():
    assert split_segments("one\n\ntwo\r\nthree", "line") == [
        Segment("one", "\n"), Segment("", "\n"), Segment("two\r", "\n"), Segment("three", "")]
    assert split_segments("", "line") == [Segment("", "")]
    assert split_segments("", "paragraph") == [Segment("", "")]


def test_unknown_unit_is_rejected():
    with pytest.raises(ValueError, match="unit"):
        split_segments("text", "sentence")


texts = st.text(alphabet=st.sampled_from(["a", "B", " ", "\t", "\n", "\r", "\u00a0", "é", "."]),
                max_size=60)


@settings(max_examples=300, deadline=None)
@given(text=texts, unit=st.sampled_from(["paragraph", "line"]))
def test_split_round_trip_is_byte_identical(text, unit):
    segments = split_segments(text, unit)
    assert "".join(s.text + s.separator for s in segments) == text
    assert remove_segments(text, unit, set()) is text


@settings(max_examples=300, deadline=None)
@given(text=texts, unit=st.sampled_from(["paragraph", "line"]), data=st.data())
def test_removal_keeps_the_other_segments_in_order_and_adds_no_blank_space(text, unit, data):
    segments = split_segments(text, unit)
    remove = data.draw(st.sets(st.integers(0, len(segments) - 1)))
    result = remove_segments(text, unit, remove)
    kept = [s.text for i, s in enumerate(segments) if i not in remove and s.text.strip()]
    after = split_segments(result, unit)
    assert [s.text for s in after if s.text.strip()] == kept
    if unit == "paragraph":
        # Only separators the text already had, so a removal never doubles a blank line.
        assert {s.separator for s in after} <= {s.separator for s in segments}
    elif result:  # "" is one blank line to split_segments, but adds no blank space
        assert _longest_blank_run(after) <= _longest_blank_run(segments)


def _longest_blank_run(segments):
    longest = run = 0
    for segment in segments:
        run = run + 1 if not segment.text.strip() else 0
        longest = max(longest, run)
    return longest


def test_removing_a_paragraph_takes_its_separator_with_it():
    text = "Site menu\n\nThe article itself.\n\n\nShare this story\n\nComments are closed."
    assert remove_segments(text, "paragraph", {0}) == \
        "The article itself.\n\n\nShare this story\n\nComments are closed."
    assert remove_segments(text, "paragraph", {2}) == \
        "Site menu\n\nThe article itself.\n\nComments are closed."
    assert remove_segments(text, "paragraph", {2, 3}) == "Site menu\n\nThe article itself."
    assert remove_segments(text, "paragraph", {0, 1, 2, 3}) == ""


def test_removing_lines_leaves_no_doubled_or_dangling_blank_lines():
    text = "Weather report\n\nHome\nNews\nSport\n\nRain is expected on Tuesday.\n\nContact us\n"
    # Lines: 0 title, 1 blank, 2-4 menu, 5 blank, 6 body, 7 blank, 8 footer, 9 "" after the last \n.
    assert remove_segments(text, "line", {2, 3, 4}) == \
        "Weather report\n\nRain is expected on Tuesday.\n\nContact us\n"
    assert remove_segments(text, "line", {8}) == "Weather report\n\nHome\nNews\nSport\n\n" \
        "Rain is expected on Tuesday."
    assert remove_segments(text, "line", {0, 2, 3, 4}) == \
        "Rain is expected on Tuesday.\n\nContact us\n"
    assert remove_segments(text, "line", {3}) == \
        "Weather report\n\nHome\nSport\n\nRain is expected on Tuesday.\n\nContact us\n"


# ------------------------------------------------------------------------------------------------
# Keys


def test_keys_ignore_case_and_whitespace():
    assert segment_key("Accept all cookies") == segment_key("  ACCEPT  all\tCookies \n")
    assert segment_key("Straße") == segment_key("STRASSE")  # case folding, not just lower()
    assert segment_key("Accept all cookies") != segment_key("Accept all cookie")
    assert len(segment_key("Home")) == 16


def test_blank_segments_never_have_keys():
    for blank in ("", " ", "\t\r", "\u00a0\u2003"):
        assert segment_key(blank) is None
        assert segment_key(blank, min_chars=0) is None


def test_short_segments_have_no_key_below_min_chars():
    assert segment_key("Home", min_chars=5) is None
    assert segment_key("  Home  page ", min_chars=9) is not None  # "home page": 9 characters
    assert segment_key("  Home  page ", min_chars=10) is None
    assert segment_keys("Home\n\nAbout the mill", "paragraph", min_chars=5) == \
        [None, segment_key("about the mill")]


def test_dedup_text_removes_every_copy_of_a_key():
    text = "Intro.\n\nSign up now\n\nMiddle.\n\nSIGN UP NOW\n\nEnd."
    new, removed = dedup_text(text, "paragraph", {segment_key("sign up now")})
    assert (new, removed) == ("Intro.\n\nMiddle.\n\nEnd.", 2)
    assert dedup_text(text, "paragraph", set()) == (text, 0)


# ------------------------------------------------------------------------------------------------
# FirstHolderFn


@settings(max_examples=100, deadline=None)
@given(refs=st.lists(st.tuples(st.sampled_from(["a", "b", "c"]), st.sampled_from(["s1", "s0"]),
                               st.integers(0, 5)), min_size=1, max_size=20, unique=True),
       data=st.data())
def test_first_holder_is_order_and_split_independent(refs, data):
    ordered = data.draw(st.permutations(refs))
    cuts = data.draw(st.lists(st.integers(0, len(refs)), max_size=4))
    assert combine_in_pieces(FirstHolderFn(), ordered, cuts, data) == (len(refs), min(refs))


# ------------------------------------------------------------------------------------------------
# SegmentDedup on pages

COOKIES = ("We use cookies to improve your experience on our website. By continuing to browse, "
           "you agree to our use of cookies.")
FOOTER = "Riverside Gazette\nHome | News | Sport | Weather | Contact\nAll rights reserved."
BODIES = {
    "page-01": "The mill on the river reopened on Saturday after three years of repairs. "
               "Volunteers replaced the wheel and the old grinding stones.",
    "page-02": "Farmers in the valley expect a good barley harvest this season, helped by a wet "
               "spring and a warm summer.",
    "page-03": "The village bridge will close for two weeks in May while engineers inspect the "
               "stone arches and repair the road surface.",
    "page-04": "A storm brought down several oak trees near the church on Tuesday night. "
               "Nobody was hurt, and the road reopened by morning.",
}


def page(body, *, cookies=COOKIES, footer=FOOTER):
    return f"{cookies}\n\n{body}\n\n{footer}\n"


def texts_by_id(pcoll, label="Texts"):
    return pcoll | label >> beam.Map(lambda doc: (doc.id, doc.source, doc.text))


def summed(stats, label="Sum"):
    return stats | label >> SummedStats()


def test_shared_banner_and_footer_stay_only_in_the_smallest_id():
    docs = [Document(doc_id, page(body)) for doc_id, body in sorted(BODIES.items(), reverse=True)]
    # One copy differs in case and spacing only: still the same paragraph.
    docs.append(Document("page-05", page("Market day moves to Thursday for the rest of June.",
                                         cookies=COOKIES.upper().replace(" ", "  "))))
    expected = [("page-01", "", page(BODIES["page-01"]))]
    expected += [(doc_id, "", BODIES[doc_id]) for doc_id in ("page-02", "page-03", "page-04")]
    expected += [("page-05", "", "Market day moves to Thursday for the rest of June.")]
    removed_chars = sum(len(doc.text) for doc in docs) - sum(len(text) for _, _, text in expected)
    with pipeline() as p:
        out = p | beam.Create(docs) | SegmentDedup(unit="paragraph")
        assert_that(texts_by_id(out[DOCS]), equal_to(expected))
        assert_that(summed(out[STATS]), equal_to([
            ("dedup_segments/repeated_keys", 2),
            ("dedup_segments/paragraphs_removed", 8),
            ("dedup_segments/paragraph_chars_removed", removed_chars),
            ("modified/dedup_paragraph", 4),
        ]), label="Stats")
        assert_that(out[REJECTS], equal_to([]), label="NoRejects")
        assert_that(out[DEAD_LETTER], equal_to([]), label="NoDeadLetters")


def test_untouched_documents_come_back_as_the_same_object():
    docs = [Document("page-01", page(BODIES["page-01"])), Document("page-02", BODIES["page-02"])]
    with pipeline() as p:
        out = p | beam.Create(docs) | SegmentDedup()
        assert_that(out[DOCS], equal_to(docs))


def test_a_line_in_exactly_max_docs_documents_survives():
    newsletter = "Subscribe to our newsletter for weekly updates."
    docs = [Document(doc_id, f"{body}\n{newsletter}")
            for doc_id, body in sorted(BODIES.items())[:2]]
    # Two copies in one document count as one document: three documents in all.
    docs.append(Document("page-03", f"{newsletter}\n{BODIES['page-03']}\n{newsletter}"))
    kept_all = [(doc.id, "", doc.text) for doc in docs]
    cut = [kept_all[0]] + [(doc_id, "", BODIES[doc_id]) for doc_id in ("page-02", "page-03")]
    with pipeline() as p:
        created = p | beam.Create(docs)
        at_three = created | "MaxThree" >> SegmentDedup(unit="line", max_docs=3)
        at_two = created | "MaxTwo" >> SegmentDedup(unit="line", max_docs=2)
        assert_that(texts_by_id(at_three[DOCS]), equal_to(kept_all), label="Three")
        assert_that(texts_by_id(at_two[DOCS], "TextsTwo"), equal_to(cut), label="Two")


def test_document_reduced_to_nothing_is_dropped_with_its_original_text():
    thin = Document("page-09", f"{COOKIES}\n\n{FOOTER}\n",
                    metadata={"url": "https://example.org/tag/news"})
    docs = [Document("page-01", page(BODIES["page-01"])), thin]
    with pipeline() as p:
        out = p | beam.Create(docs) | SegmentDedup(unit="paragraph", emit_rejects=True)
        assert_that(texts_by_id(out[DOCS]), equal_to([("page-01", "", docs[0].text)]))
        assert_that(out[REJECTS], equal_to([(PARAGRAPH_TOO_SHORT, thin)]), label="Rejects")
        assert_that(summed(out[STATS]), equal_to([
            ("dedup_segments/repeated_keys", 2),
            ("dedup_segments/paragraphs_removed", 2),
            ("dedup_segments/paragraph_chars_removed", len(thin.text)),
            (f"dropped/{PARAGRAPH_TOO_SHORT}", 1),
        ]), label="Stats")


def test_document_below_min_words_after_removal_is_dropped():
    short_body = "Bridge closed until Friday."  # 4 words
    docs = [Document("page-01", page(BODIES["page-01"])),
            Document("page-02", page(BODIES["page-02"])),  # 20 words of body: kept
            Document("page-03", page(short_body))]
    with pipeline() as p:
        out = p | beam.Create(docs) | SegmentDedup(min_words=10, emit_rejects=True)
        assert_that(texts_by_id(out[DOCS]), equal_to([
            ("page-01", "", docs[0].text), ("page-02", "", BODIES["page-02"])]))
        assert_that(out[REJECTS] | beam.Map(lambda r: (r[0], r[1].id)),
                    equal_to([(PARAGRAPH_TOO_SHORT, "page-03")]), label="Rejects")


def test_line_unit_drop_reason_names_the_unit():
    docs = [Document("a", "Home\nThe river rose two feet overnight."), Document("b", "Home")]
    with pipeline() as p:
        out = p | beam.Create(docs) | SegmentDedup(unit="line", emit_rejects=True)
        assert_that(out[REJECTS] | beam.Map(lambda r: (r[0], r[1].id)),
                    equal_to([(LINE_TOO_SHORT, "b")]))


def test_repeats_inside_the_first_document_are_left_alone():
    repeated = "Read more local news"
    first = Document("page-01", f"{BODIES['page-01']}\n\n{repeated}\n\n{repeated}")
    other = Document("page-02", f"{repeated}\n\n{BODIES['page-02']}\n\n{repeated}")
    alone = Document("page-03", f"{BODIES['page-03']}\n\n{repeated}\n\n{repeated}")
    with pipeline() as p:
        out = p | beam.Create([first, other]) | "Two" >> SegmentDedup()
        assert_that(texts_by_id(out[DOCS]), equal_to([
            ("page-01", "", first.text), ("page-02", "", BODIES["page-02"])]))
        # Repeats within one document only: one document, nothing is repeated across the corpus.
        single = p | "Alone" >> beam.Create([alone]) | "One" >> SegmentDedup()
        assert_that(texts_by_id(single[DOCS], "TextsAlone"),
                    equal_to([("page-03", "", alone.text)]), label="Alone")


def test_first_holder_is_chosen_by_id_then_source_then_position():
    shared = "Opening hours: nine to five, Monday to Saturday."
    docs = [Document("same", f"{shared}\n\n{BODIES['page-01']}", source="b.jsonl", position=0),
            Document("same", f"{shared}\n\n{BODIES['page-02']}", source="a.jsonl", position=7),
            Document("other", f"{BODIES['page-03']}\n\n{shared}", source="a.jsonl", position=1)]
    with pipeline() as p:
        out = p | beam.Create(docs) | SegmentDedup()
        assert_that(texts_by_id(out[DOCS]), equal_to([
            ("other", "a.jsonl", docs[2].text),
            ("same", "a.jsonl", BODIES["page-02"]),
            ("same", "b.jsonl", BODIES["page-01"])]))


def corpus_with_hot_line(n_docs=50):
    """``n_docs`` articles sharing one banner line; every third also shares a footer line."""
    docs = []
    for n in range(n_docs):
        lines = ["Accept cookies to continue reading.",
                 f"Article {n}: the council met on day {n} to discuss the mill and the bridge."]
        if n % 3 == 0:
            lines.append("Printed by the Riverside Gazette press.")
        docs.append(Document(f"doc-{n:03d}", "\n".join(lines)))
    return docs


def expected_hot(docs):
    expected = []
    for doc in docs:
        if doc.id == "doc-000":
            expected.append((doc.id, "", doc.text))
        else:
            expected.append((doc.id, "", doc.text.split("\n")[1]))
    return expected


def test_hot_keys_are_salted_and_give_the_unsalted_result():
    docs = corpus_with_hot_line()
    expected = expected_hot(docs)
    with pipeline() as p:
        created = p | beam.Create(docs)
        salted = created | "Salted" >> SegmentDedup(unit="line", max_bucket=2)
        plain = created | "Plain" >> SegmentDedup(unit="line", max_bucket=1000)
        assert_that(texts_by_id(salted[DOCS]), equal_to(expected), label="SaltedDocs")
        assert_that(texts_by_id(plain[DOCS], "TextsPlain"), equal_to(expected), label="PlainDocs")
        # Banner in 50 documents, footer in 17, every article line in one: two hot keys at 2.
        hot = (salted[STATS] | "SaltedStats" >> SummedStats()
               | beam.Filter(lambda kv: kv[0].startswith("dedup_segments/")))
        assert_that(hot, equal_to([("dedup_segments/hot_keys", 2),
                                   ("dedup_segments/repeated_keys", 2),
                                   ("dedup_segments/lines_removed", 49 + 16),
                                   ("dedup_segments/line_chars_removed",
                                    sum(len(d.text) for d in docs)
                                    - sum(len(t) for _, _, t in expected))]),
                    label="SaltedStats")


def test_output_does_not_depend_on_input_order():
    docs = corpus_with_hot_line(20)
    docs += [Document("doc-007", "Accept cookies to continue reading.\nA second record, same id.",
                      source="later.jsonl", position=3)]
    shuffled = docs[7:] + docs[:7][::-1]
    expected = expected_hot(corpus_with_hot_line(20)) + [
        ("doc-007", "later.jsonl", "A second record, same id.")]
    with pipeline() as p:
        first = p | "Ordered" >> beam.Create(docs) | "DedupOrdered" >> SegmentDedup(
            unit="line", max_bucket=3)
        second = p | "Shuffled" >> beam.Create(shuffled) | "DedupShuffled" >> SegmentDedup(
            unit="line", max_bucket=3)
        assert_that(texts_by_id(first[DOCS]), equal_to(expected), label="Ordered")
        assert_that(texts_by_id(second[DOCS], "TextsShuffled"), equal_to(expected),
                    label="ShuffledDocs")


def test_a_failing_document_is_dead_lettered_and_the_rest_go_on():
    broken = Document("broken", None, source="in.jsonl", position=4)
    docs = [Document("page-01", page(BODIES["page-01"])),
            Document("page-02", page(BODIES["page-02"])), broken]
    with pipeline() as p:
        out = p | beam.Create(docs) | SegmentDedup()
        assert_that(texts_by_id(out[DOCS]), equal_to([
            ("page-01", "", docs[0].text), ("page-02", "", BODIES["page-02"])]))
        assert_that(out[DEAD_LETTER] | beam.Map(lambda r: (r["error"], r["stage"], r["id"],
                                                            r["source"], r["position"])),
                    equal_to([(ERROR, "dedup_segments", "broken", "in.jsonl", 4)]),
                    label="DeadLetters")
        assert_that(summed(out[STATS]) | beam.Filter(lambda kv: kv[0].startswith("dead")),
                    equal_to([(f"dead_lettered/{ERROR}", 1)]), label="Counted")


@pytest.mark.parametrize("params, name", [
    (dict(unit="sentence"), "unit"),
    (dict(max_docs=0), "max_docs"),
    (dict(max_docs=True), "max_docs"),
    (dict(min_chars=-1), "min_chars"),
    (dict(min_words=-5), "min_words"),
    (dict(min_segment_chars=0), "min_segment_chars"),
    (dict(max_bucket=0), "max_bucket"),
])
def test_bad_arguments_name_the_argument(params, name):
    with pytest.raises(ValueError, match=name):
        SegmentDedup(**params)


@pytest.mark.slow
def test_paragraph_dedup_from_the_command_line_on_the_sample(tmp_path):
    from gristmill.cli import main

    out = tmp_path / "segments"
    assert main(["run", "-c", "configs/default.yaml", f"output.path={out}",
                 "dedup.segments.enabled=true", "dedup.segments.unit=line"]) == 0
    stats = json.loads((out / "stats.json").read_text())
    docs = stats["documents"]
    assert docs["read"] == docs["kept"] + docs["dropped_total"] + docs["dead_lettered"]
    # The sample's web pages share navigation and footer lines: some are cut.
    assert stats["other"]["dedup_segments"]["lines_removed"] > 0
    assert docs["modified"]["dedup_line"] > 0
