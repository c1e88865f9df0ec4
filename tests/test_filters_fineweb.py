"""The FineWeb rule (gristmill/transforms/filters/fineweb.py): its five drop reasons in check order, the
thresholds' edges, its scores and settings."""

from __future__ import annotations

import apache_beam as beam
import pytest
# Aliased so that pytest does not try to collect Beam's TestPipeline class as a test class.
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to

from gristmill.transforms.document import Document
from gristmill.transforms.filters import Filter
from gristmill.transforms.filters.fineweb import FineWebRule, fineweb_scores, fineweb_violation

# A blog post: eight prose lines, two blank lines, two short headings without end marks.
BLOG_POST = """Growing tomatoes on a small balcony

Last spring I decided to grow tomatoes in pots on our fourth-floor balcony.
The balcony faces south, so the plants get about seven hours of direct sun a day.
I chose two cherry varieties and one beefsteak, all bought as seedlings from a local nursery.
Each plant went into a twenty-litre pot filled with compost and a little sand.

What I learned
Water early in the morning, because the pots dry out quickly once the sun reaches them.
Tie the main stem to a stake before the first fruit sets, or the wind will snap it.
By August we were picking a bowl of tomatoes every other day, which felt like a small miracle.
Next year I want to try peppers and perhaps a dwarf lemon tree as well.
"""

# A shop's navigation: short lines, no end marks.
SHOP_MENU = "\n".join(["Home", "Shop", "New arrivals", "Sale", "Gift cards", "Stores", "About us",
                       "Contact", "Careers", "Sign in", "Basket (0)", "Help & FAQ"])

# A product list: every line a short sentence, so the end-mark check passes and the length one fails.
SHORT_LINES = "\n".join(["Free delivery.", "Gift wrapping!", "Easy returns.", "Secure payment.",
                         "Made in Portugal.", "Size guide here.", "Rated 4.8 of 5.",
                         "Next-day shipping.", "A good long sentence about the fabric and its care."])


def doc(text: str, doc_id: str = "page") -> Document:
    return Document(id=doc_id, text=text)


def test_a_blog_post_is_kept():
    assert FineWebRule().check(doc(BLOG_POST)) is None
    assert fineweb_violation(BLOG_POST) is None


@pytest.mark.parametrize("text", ["", "\n\n", "   \n\t\n  "])
def test_a_page_without_text_is_dropped_as_empty(text):
    assert FineWebRule().check(doc(text)) == "fineweb:empty"


def test_a_menu_page_is_dropped_for_too_few_lines_ending_in_punctuation():
    assert FineWebRule().check(doc(SHOP_MENU)) == "fineweb:line_punct_ratio"


def test_a_page_with_no_punctuated_line_can_be_let_through_that_check():
    rule = FineWebRule(line_punct_exclude_zero=True)
    # the check passes; the next one, short lines, still catches the menu
    assert rule.check(doc(SHOP_MENU)) == "fineweb:short_line_ratio"
    # a page with one punctuated line in 12 has a ratio above zero, below 0.12: still dropped
    assert rule.check(doc(SHOP_MENU.replace("Help & FAQ", "Help & FAQ."))) == "fineweb:line_punct_ratio"


def test_the_punctuation_ratio_threshold_is_strict_and_counts_only_the_last_character():
    # 3 of 25 lines (0.12) end in a period: kept by the "< 0.12" test
    lines = [f"Paragraph {i} of the terms and conditions, continued" for i in range(22)]
    lines += ["This is the end.", "Really the end.", "The very end."]
    assert fineweb_violation("\n".join(lines), max_dup_line_char_ratio=1) is None
    # a space after the period hides it from the check
    lines[-1] = "The very end. "
    assert fineweb_violation("\n".join(lines), max_dup_line_char_ratio=1) == "line_punct_ratio"


def test_a_page_of_short_lines_is_dropped():
    assert FineWebRule().check(doc(SHORT_LINES)) == "fineweb:short_line_ratio"
    # 8 of 9 lines are at most 30 characters long, none is at most 10
    assert FineWebRule(short_line_length=10).check(doc(SHORT_LINES)) is None
    assert FineWebRule(max_short_line_ratio=0.9).check(doc(SHORT_LINES)) is None


def test_repeated_lines_are_dropped_as_duplicate_characters():
    footer = "Subscribe to our newsletter for weekly gardening tips."
    page = BLOG_POST + footer + "\n" + footer + "\n"
    # the second copy is 54 of the page's 819 non-newline characters: 6.6 %
    assert FineWebRule().check(doc(page)) == "fineweb:char_dup_ratio"
    assert FineWebRule(max_dup_line_char_ratio=0.1).check(doc(page)) is None


def test_a_list_with_few_words_per_line_is_dropped_as_a_list():
    # long lines that end in periods, each different, but 14 newlines for 40 words ("Chapter0", ":",
    # "Photosynthesis", "explained", "." …)
    items = ["Photosynthesis explained.", "Thermodynamics introduced.", "Electromagnetism summarized.",
             "Microeconomics reconsidered.", "Biochemistry demystified.", "Palaeontology illustrated.",
             "Crystallography simplified.", "Oceanography revisited."]
    page = "\n\n".join(f"Chapter{i}: {item}" for i, item in enumerate(items))
    assert FineWebRule().check(doc(page)) == "fineweb:list_ratio"
    assert FineWebRule(max_newline_word_ratio=1.0).check(doc(page)) is None


def test_checks_run_in_order_and_stop_at_the_first_failure():
    # the menu repeated fails the punctuation, short-line and duplicate checks: the first one names it
    menu_twice = SHOP_MENU + "\n" + SHOP_MENU
    assert FineWebRule().check(doc(menu_twice)) == "fineweb:line_punct_ratio"
    assert FineWebRule(min_line_punct_ratio=0).check(doc(menu_twice)) == "fineweb:short_line_ratio"
    assert FineWebRule(min_line_punct_ratio=0, max_short_line_ratio=1).check(doc(menu_twice)) \
        == "fineweb:char_dup_ratio"


def test_scores():
    scores = FineWebRule().scores(doc(BLOG_POST))
    # 10 non-blank lines: 8 end in a period, 2 headings do not; only "What I learned" is short
    assert scores["lines"] == 10
    assert scores["line_punct_ratio"] == 0.8
    assert scores["short_line_ratio"] == 0.1
    assert scores["char_dup_ratio"] == 0.0
    assert 0 < scores["list_ratio"] < 0.1
    assert fineweb_scores("\n \n") == {"lines": 0, "line_punct_ratio": None, "short_line_ratio": None,
                                       "char_dup_ratio": None, "list_ratio": None}


def test_duplicate_characters_are_measured_against_the_text_without_newlines():
    text = "A line that repeats.\nA line that repeats.\n"
    assert fineweb_scores(text)["char_dup_ratio"] == 0.5


@pytest.mark.parametrize("kwargs, message", [
    ({"min_line_punct_ratio": 1.5}, "min_line_punct_ratio=1.5: Input should be less than or equal"),
    ({"max_short_line_ratio": -0.1}, "max_short_line_ratio=-0.1: Input should be greater than or"),
    ({"max_dup_line_char_ratio": "0.01"}, "max_dup_line_char_ratio='0.01': Input should be a valid"),
    ({"line_punct_exclude_zero": 1}, "line_punct_exclude_zero=1: Input should be a valid boolean"),
    ({"short_line_length": 30.5}, "short_line_length=30.5: Input should be a valid integer"),
    ({"short_line_length": 0}, "short_line_length=0: Input should be greater than 0"),
    ({"max_newline_word_ratio": -1}, "max_newline_word_ratio=-1: Input should be greater than or"),
    ({"mode": "drop"}, "fineweb: mode must be one of"),
])
def test_settings_are_validated(kwargs, message):
    with pytest.raises(ValueError, match=message):
        FineWebRule(**kwargs)


def test_fineweb_in_the_filter_stage():
    docs = [doc(BLOG_POST, "blog"), doc(SHOP_MENU, "menu"), doc(SHORT_LINES, "product"),
            doc("\n", "blank")]
    with BeamTestPipeline() as p:
        out = p | beam.Create(docs) | Filter([FineWebRule()], emit_rejects=True)
        assert_that(out["docs"] | beam.Map(lambda d: d.id), equal_to(["blog"]), label="Kept")
        assert_that(out["rejects"] | beam.Map(lambda r: (r[1].id, r[0])),
                    equal_to([("menu", "fineweb:line_punct_ratio"),
                              ("product", "fineweb:short_line_ratio"), ("blank", "fineweb:empty")]),
                    label="Rejected")
