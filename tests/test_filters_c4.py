"""The C4 rule (gristmill/transforms/filters/c4.py) in its two variants, and the sentence count it relies on
(gristmill/transforms/filters/punctuation.py)."""

from __future__ import annotations

import pickle

import apache_beam as beam
import pytest
# Aliased so that pytest does not try to collect Beam's TestPipeline class as a test class.
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to

from gristmill.transforms.document import Document
from gristmill.transforms.filters import Filter
from gristmill.transforms.filters.c4 import C4_VARIANTS, C4Rule, c4_clean, c4_params
from gristmill.transforms.filters.punctuation import TERMINAL_PUNCTUATION, count_sentences
from gristmill.transforms.stage import Drop

# A local news page as a text extractor leaves it: navigation, a headline, three prose lines (one
# with a citation marker), a JavaScript notice, a cookie banner and two teaser lines.
NEWS_PAGE = """Home | News | Sport | Weather
Local library reopens after two-year renovation

The Riverside Public Library reopened its doors on Saturday after a renovation that took two years.[1]
Visitors found a larger children's section, a quiet reading room and twice as many public computers.
"We wanted a building that the whole town could use," said head librarian Maria Lopez.
Some features of this site require JavaScript to be enabled in your browser.
This website uses cookies to improve your experience.
Read more...
Share this article!
"""

NEWS_PAGE_CLEANED = (
    "The Riverside Public Library reopened its doors on Saturday after a renovation that took two years.\n"
    "Visitors found a larger children's section, a quiet reading room and twice as many public computers.\n"
    '"We wanted a building that the whole town could use," said head librarian Maria Lopez.'
)

LOREM_PAGE = """Welcome to our new theme demo page.
Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.
Replace this text with your own content before you publish the site.
"""

CODE_PAGE = """Our build script reads its settings from a small file next to the sources.
The settings file looks like {"debug": true, "jobs": 4} on most machines.
You can change the number of jobs at any time. Restart the build afterwards.
"""


def doc(text: str, doc_id: str = "page") -> Document:
    return Document(id=doc_id, text=text)


# -- sentences and terminal punctuation -----------------------------------------------------------

def test_terminal_punctuation_holds_sentence_ends_of_several_scripts_and_no_other_marks():
    for mark in ".!?。؟।！？":
        assert mark in TERMINAL_PUNCTUATION
    for mark in ',;:"\'…)-':
        assert mark not in TERMINAL_PUNCTUATION


@pytest.mark.parametrize("line, expected", [
    ("The library opened in 1905. It burned down in 1921.", 2),
    # a sentence ends only once a word follows its end mark
    ("It was late. Very late!", 2),
    ("Is it open?Yes, since May.", 1),
    # abbreviations, single initials, acronyms and decimals keep their period
    ("Dr. Smith met Mr. Jones in the U.S. capital on Jan. 5 at 10 a.m. sharp.", 1),
    ("John F. Kennedy spoke for 3.5 hours.", 1),
    ("Bring pens, paper, e.g. notebooks, and a lunch.", 1),
    # "etc." is not one of those abbreviations: its period is split off and ends a sentence
    ("Bring pens, paper, etc. and a lunch.", 2),
    # an ellipsis is not an end mark, a run of end marks is one
    ("Wait... what happened? Nobody knows!!! Really.", 3),
    # closing quotes and brackets stay with the sentence they close
    ('He said "go home." Then he left (quietly.) Nobody noticed.', 3),
    # a period between a lower-case word and a capital splits; inside a URL it does not
    ("See the manual.Then run it from example.com/Docs.Index today.", 2),
    ("", 0),
])
def test_count_sentences(line, expected):
    assert count_sentences(line) == expected


# -- settings -------------------------------------------------------------------------------------

def test_variant_defaults_are_listed_by_name():
    assert C4_VARIANTS["c4"]["min_words_per_line"] == 5
    assert C4_VARIANTS["c4"]["min_sentences"] == 3
    assert C4_VARIANTS["c4"]["max_page_chars"] == 190_000
    assert C4_VARIANTS["c4"]["end_marks"] == (".", "?", "!", '"')
    assert C4_VARIANTS["c4_datatrove"]["min_words_per_line"] == 3
    assert C4_VARIANTS["c4_datatrove"]["min_sentences"] == 5
    assert C4_VARIANTS["c4_datatrove"]["max_page_chars"] == 0
    assert C4_VARIANTS["c4_datatrove"]["end_marks"] == (".", "?", "!", '"', "'")
    assert set(C4_VARIANTS["c4"]) == set(C4_VARIANTS["c4_datatrove"])


def test_overrides_replace_defaults_and_none_keeps_them():
    params = c4_params("c4_datatrove", terminal_punct=False, min_sentences=None, end_marks=[".", "!"])
    assert params.terminal_punct is False
    assert params.min_sentences == 5
    assert params.end_marks == (".", "!")


@pytest.mark.parametrize("variant, overrides, message", [
    ("c5", {}, "variant must be one of c4, c4_datatrove"),
    ("c4", {"min_words": 3}, "unknown setting(s) min_words"),
    ("c4", {"javascript": "yes"}, "javascript must be true or false"),
    ("c4", {"min_sentences": -1}, "min_sentences must be an integer >= 0"),
    ("c4", {"max_page_chars": 1.5}, "max_page_chars must be an integer >= 0"),
    ("c4", {"max_word_length": True}, "max_word_length must be an integer >= 0"),
    ("c4", {"end_marks": "."}, "end_marks must be a non-empty list"),
    ("c4", {"end_marks": ()}, "end_marks must be a non-empty list"),
])
def test_bad_settings_are_rejected_by_name(variant, overrides, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        C4Rule(variant, **overrides)


def test_mode_is_validated():
    with pytest.raises(ValueError, match="c4_datatrove: mode must be one of"):
        C4Rule("c4_datatrove", mode="drop")


# -- the original C4 variant ----------------------------------------------------------------------

def test_c4_keeps_the_prose_lines_of_a_news_page_and_counts_the_removed_ones():
    rule = C4Rule("c4")
    result = rule.apply(doc(NEWS_PAGE))
    assert isinstance(result, Document)
    assert result.text == NEWS_PAGE_CLEANED
    # navigation, headline, blank line and "Read more..." have no end mark; the teaser is 3 words
    assert dict(rule.counts) == {"lines_removed:no_terminal_punct": 4, "lines_removed:too_few_words": 1,
                                 "lines_removed:javascript": 1, "lines_removed:policy": 1}


def test_c4_cleaning_as_a_pure_function():
    result = c4_clean(NEWS_PAGE, c4_params("c4"))
    assert result.text == NEWS_PAGE_CLEANED
    assert result.reason is None
    assert result.removed == {"no_terminal_punct": 4, "too_few_words": 1, "javascript": 1, "policy": 1}
    assert (result.lines, result.kept_lines, result.sentences) == (10, 3, 3)


def test_c4_drops_a_page_with_too_few_sentences():
    page = ("Our shop is closed on public holidays and on the first Monday of each month.\n"
            "Orders placed online are shipped on the next working day.\n"
            "Menu\nContact\n")
    assert C4Rule("c4").check(doc(page)) == "c4:too_few_sentences"


@pytest.mark.parametrize("variant", ["c4", "c4_datatrove"])
@pytest.mark.parametrize("page, detail", [(LOREM_PAGE, "lorem_ipsum"), (CODE_PAGE, "curly_bracket")])
def test_both_variants_drop_placeholder_text_and_code(variant, page, detail):
    rule = C4Rule(variant)
    assert rule.check(doc(page)) == f"{variant}:{detail}"
    assert rule.apply(doc(page)) == Drop(f"{variant}:{detail}")


def test_c4_drops_a_page_longer_than_190000_characters_before_cleaning_it():
    long_page = NEWS_PAGE * 400
    assert len(long_page) > 190_000
    rule = C4Rule("c4")
    assert rule.apply(doc(long_page)) == Drop("c4:too_long_page")
    assert not rule.counts  # dropped before any line was looked at
    # datatrove sets no length limit; the same page has plenty of sentences for it
    assert C4Rule("c4_datatrove").check(doc(long_page)) is None
    assert C4Rule("c4", max_page_chars=0).check(doc(long_page)) is None
    assert C4Rule("c4_datatrove", max_page_chars=1000).check(doc(NEWS_PAGE * 2)) \
        == "c4_datatrove:too_long_page"


def test_a_line_with_an_overlong_word_is_removed():
    inline_image = "data:image/png;base64," + "iVBORw0KGgo" * 100
    page = NEWS_PAGE.replace("Read more...", f"The logo is {inline_image} as shown.")
    rule = C4Rule("c4")
    assert rule.apply(doc(page)).text == NEWS_PAGE_CLEANED
    assert rule.counts["lines_removed:too_long_word"] == 1
    assert rule.counts["lines_removed:no_terminal_punct"] == 3
    other = C4Rule("c4_datatrove")
    other.apply(doc(page))
    assert other.counts["lines_removed:too_long_word"] == 1


def test_page_checks_only_see_lines_that_passed_the_line_checks_before_them():
    # "lorem ipsum" in a line without an end mark, "{" in a line about JavaScript: lines go, page stays
    page = NEWS_PAGE + "Lorem ipsum placeholder heading\nEnable JavaScript to see the {interactive} map.\n"
    rule = C4Rule("c4")
    assert rule.apply(doc(page)).text == NEWS_PAGE_CLEANED
    assert rule.counts["lines_removed:javascript"] == 2


def test_line_events_are_counted_for_dropped_pages_up_to_the_dropping_line():
    page = "Menu\n" + CODE_PAGE
    rule = C4Rule("c4")
    assert rule.apply(doc(page)) == Drop("c4:curly_bracket")
    assert dict(rule.counts) == {"lines_removed:no_terminal_punct": 1}


def test_check_neither_modifies_nor_counts():
    rule = C4Rule("c4")
    page = doc(NEWS_PAGE)
    assert rule.check(page) is None
    assert page.text == NEWS_PAGE
    assert not rule.counts


def test_an_unchanged_page_is_passed_on_as_the_same_object():
    page = doc(NEWS_PAGE_CLEANED)
    assert C4Rule("c4").apply(page) is page


def test_stripping_alone_rewrites_the_text():
    page = doc("  " + NEWS_PAGE_CLEANED.replace("\n", "  \n\n") + "\n")
    result = C4Rule("c4").apply(page)
    assert result is not page
    assert result.text == NEWS_PAGE_CLEANED
    assert page.text.startswith("  ")  # the input document is left alone


def test_scores_measure_the_whole_page():
    rule = C4Rule("c4")
    assert rule.scores(doc(NEWS_PAGE)) == {"chars": len(NEWS_PAGE), "lines": 10, "lines_removed": 7,
                                           "sentences": 3, "lorem_ipsum": 0, "curly_bracket": 0}
    # scores look past the first page-level reason, so both hits show
    scores = rule.scores(doc(LOREM_PAGE + CODE_PAGE))
    assert (scores["lorem_ipsum"], scores["curly_bracket"]) == (1, 1)
    assert scores["sentences"] == 7


# -- the datatrove variant and the differences ----------------------------------------------------

def test_c4_datatrove_keeps_three_word_lines_and_wants_five_sentences():
    rule = C4Rule("c4_datatrove")
    # "Share this article!" is kept, which makes four sentences: still too few
    assert rule.apply(doc(NEWS_PAGE)) == Drop("c4_datatrove:too_few_sentences")
    assert dict(rule.counts) == {"lines_removed:no_terminal_punct": 4, "lines_removed:javascript": 1,
                                 "lines_removed:policy": 1}
    page = NEWS_PAGE + "The library is open daily from nine to six.\n"
    kept = rule.apply(doc(page))
    assert kept.text == NEWS_PAGE_CLEANED + "\nShare this article!\nThe library is open daily from nine to six."


def test_c4_datatrove_also_accepts_lines_ending_in_a_single_quote():
    line = "The sign on the door simply read 'closed for stocktaking'"
    assert c4_clean(line, c4_params("c4_datatrove", min_sentences=0)).text == line
    assert c4_clean(line, c4_params("c4", min_sentences=0)).removed == {"no_terminal_punct": 1}


def test_the_variants_count_words_on_either_side_of_citation_removal():
    line = "Proof appears in [4] [5] [6]."
    # four words once the markers are gone, six before
    assert c4_clean(line, c4_params("c4", min_sentences=0)).removed == {"too_few_words": 1}
    kept = c4_clean(line, c4_params("c4_datatrove", min_words_per_line=5, min_sentences=0))
    assert kept.text == "Proof appears in   ."


def test_citation_removal_can_be_turned_off():
    line = "The library reopened on Saturday after two years.[1]"
    params = c4_params("c4", min_sentences=0)
    assert c4_clean(line, params).text == "The library reopened on Saturday after two years."
    # the marker stays, and then the line no longer ends in an end mark
    off = c4_clean(line, c4_params("c4", min_sentences=0, remove_citations=False))
    assert off.removed == {"no_terminal_punct": 1}


def test_without_the_end_mark_check_headlines_stay_as_in_fineweb():
    rule = C4Rule("c4_datatrove", terminal_punct=False, min_sentences=3)
    result = rule.apply(doc(NEWS_PAGE))
    assert result.text.splitlines() == [
        "Home | News | Sport | Weather",
        "Local library reopens after two-year renovation",
        *NEWS_PAGE_CLEANED.splitlines(),
        "Share this article!",
    ]
    # the blank line has no words, "Read more..." two
    assert rule.counts["lines_removed:too_few_words"] == 2


@pytest.mark.parametrize("setting, page, reason", [
    ("lorem_ipsum", LOREM_PAGE, "lorem_ipsum"),
    ("curly_bracket", CODE_PAGE, "curly_bracket"),
])
def test_page_checks_can_be_turned_off(setting, page, reason):
    assert C4Rule("c4", min_sentences=0).check(doc(page)) == f"c4:{reason}"
    assert C4Rule("c4", min_sentences=0, **{setting: False}).check(doc(page)) is None


def test_javascript_and_policy_checks_can_be_turned_off():
    rule = C4Rule("c4", javascript=False, policy=False)
    text = rule.apply(doc(NEWS_PAGE)).text
    assert "JavaScript" in text and "uses cookies" in text
    assert set(rule.counts) == {"lines_removed:no_terminal_punct", "lines_removed:too_few_words"}


def test_reasons_carry_the_variant_name_and_the_rule_pickles():
    rule = pickle.loads(pickle.dumps(C4Rule("c4_datatrove", min_sentences=6)))
    assert rule.name == "c4_datatrove"
    assert rule.params.min_sentences == 6
    assert rule.check(doc(LOREM_PAGE)) == "c4_datatrove:lorem_ipsum"


def test_c4_in_the_filter_stage():
    docs = [doc(NEWS_PAGE, "news"), doc(LOREM_PAGE, "theme-demo"), doc(CODE_PAGE, "build-notes"),
            doc(NEWS_PAGE_CLEANED, "clean")]
    with BeamTestPipeline() as p:
        out = p | beam.Create(docs) | Filter([C4Rule("c4")], emit_rejects=True)
        assert_that(out["docs"] | beam.Map(lambda d: (d.id, d.text)),
                    equal_to([("news", NEWS_PAGE_CLEANED), ("clean", NEWS_PAGE_CLEANED)]), label="Kept")
        assert_that(out["rejects"] | beam.Map(lambda r: (r[1].id, r[0])),
                    equal_to([("theme-demo", "c4:lorem_ipsum"), ("build-notes", "c4:curly_bracket")]),
                    label="Rejected")


def test_annotate_mode_keeps_the_page_whole_and_records_the_would_be_reason():
    rule = C4Rule("c4_datatrove", mode="annotate")
    [annotated] = rule.run_batch([doc(NEWS_PAGE)])
    assert annotated.text == NEWS_PAGE
    assert annotated.metadata["c4_datatrove_reason"] == "c4_datatrove:too_few_sentences"
    assert annotated.metadata["c4_datatrove_sentences"] == 4
    assert not rule.counts
