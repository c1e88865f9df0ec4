"""Word-list rule (gristmill/transforms/filters/wordlist.py)."""

from __future__ import annotations

import gzip
import pickle
from pathlib import Path

import apache_beam as beam
import pytest
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to

from gristmill.transforms.document import Document
from gristmill.transforms.filters import Filter
from gristmill.transforms.filters.wordlist import WordListRule, WordMatcher, phrase_pattern, read_list_file

WORDS = str(Path(__file__).parent / "data" / "filters" / "flagged_words.txt")

# Uses "class", "assessment", "passage", "Heckmann", "checkout": none of them contain a listed word
# as a whole word.
COURSE_PAGE = """Introduction to Classical Mechanics (PHYS 201)

This class covers Newton's laws, energy and momentum, and rotational motion. The final assessment
is a written exam; each passage of the reading list is discussed in the weekly tutorial led by
Dr. Heckmann. Textbooks can be ordered through the campus bookshop checkout."""

DATING_SPAM = """Lonely tonight? HOT
SINGLES in your area are waiting to chat with you!
Sign up now and claim your FREE casino bonus: $$$ guaranteed."""

FORUM_POST = """Darn, I missed the bus again. What the heck is wrong with the timetable this week?
Third time this month."""


def doc(text: str, doc_id: str = "d") -> Document:
    return Document(id=doc_id, text=text)


def test_list_file_skips_comments_and_blank_lines():
    entries = [line for _, line in read_list_file(WORDS, "wordlist")]
    assert entries == ["ass", "darn", "heck", "x-rated", "hot singles", "free casino bonus", "$$$"]


def test_words_match_only_as_whole_words():
    rule = WordListRule(WORDS)
    assert rule.check(doc(COURSE_PAGE)) is None
    assert rule.scores(doc(COURSE_PAGE))["matches"] == 0


@pytest.mark.parametrize("text", [
    "He made an ass of himself.",
    "Don't be an ass, please.",
    "That ass's stubbornness is legendary.",
    "ASS",
])
def test_word_at_punctuation_boundaries_matches(text):
    assert WordListRule(WORDS).check(doc(text)) == "wordlist:matched"


def test_phrases_match_across_whitespace_and_case():
    rule = WordListRule(WORDS)
    assert rule.check(doc(DATING_SPAM)) == "wordlist:matched"
    # "HOT\nSINGLES", "FREE casino bonus" and "$$$": three matches.
    assert rule.scores(doc(DATING_SPAM))["matches"] == 3


def test_phrases_need_their_boundaries():
    rule = WordListRule(WORDS)
    for text in ("hotsingles.example is a domain", "a hot singlestep solver", "free casino bonuses",
                 "not-x-ratedness", "pay1$$$"):
        assert rule.check(doc(text)) is None, text
    assert rule.check(doc("An X-rated film.")) == "wordlist:matched"


def test_case_sensitive_matching(tmp_path):
    listing = tmp_path / "names.txt"
    listing.write_text("# case matters here\nDarn\nHot Singles\n")
    sensitive = WordListRule(str(listing), case_sensitive=True)
    assert sensitive.check(doc(FORUM_POST)) == "wordlist:matched"               # "Darn,"
    assert sensitive.check(doc("darn it")) is None
    assert sensitive.check(doc("hot singles")) is None
    assert sensitive.check(doc("Hot  Singles")) == "wordlist:matched"
    insensitive = WordListRule(str(listing))
    assert insensitive.check(doc("DARN it")) == "wordlist:matched"
    assert insensitive.check(doc("hot singles")) == "wordlist:matched"


def test_max_matches_allows_some_matches():
    # FORUM_POST has two matches: "Darn" and "heck".
    assert WordListRule(WORDS).scores(doc(FORUM_POST))["matches"] == 2
    assert WordListRule(WORDS, max_matches=2).check(doc(FORUM_POST)) is None
    assert WordListRule(WORDS, max_matches=1).check(doc(FORUM_POST)) == "wordlist:matched"


def test_max_ratio_compares_matches_with_words():
    # 2 matches among 20 words: "Darn I missed the bus again What the heck is wrong with the
    # timetable this week Third time this month".
    assert WordListRule(WORDS).scores(doc(FORUM_POST)) == {"matches": 2, "ratio": 0.1}
    assert WordListRule(WORDS, max_ratio=0.1).check(doc(FORUM_POST)) is None
    assert WordListRule(WORDS, max_ratio=0.05).check(doc(FORUM_POST)) == "wordlist:matched"
    assert WordListRule(WORDS, max_ratio=0.05).check(doc(COURSE_PAGE)) is None


def test_entries_are_counted_independently():
    matcher = WordMatcher(["hot dog", "dog", "Dog", "hot   dog"])
    assert matcher.count("The hot dog stand sells one hot dog.") == (4, 8)


def test_phrase_pattern_checks_the_boundary_before_the_phrase():
    pattern = phrase_pattern("x-rated film")
    assert pattern.search("an x-rated\n film")
    assert not pattern.search("max-rated film")
    assert not pattern.search("x-rated films")


def test_scores_of_an_empty_text():
    assert WordListRule(WORDS).scores(doc("")) == {"matches": 0, "ratio": None}
    assert WordListRule(WORDS).check(doc("")) is None


def test_list_read_through_beam_filesystems_with_compression(tmp_path):
    listing = tmp_path / "words.txt.gz"
    with gzip.open(listing, "wt", encoding="utf-8") as out:
        out.write("heck\n")
    assert WordListRule(str(listing)).check(doc(FORUM_POST)) == "wordlist:matched"


def test_list_file_errors_name_the_path(tmp_path):
    with pytest.raises(ValueError, match="no_such_list.txt"):
        WordListRule(str(tmp_path / "no_such_list.txt"))
    empty = tmp_path / "empty.txt"
    empty.write_text("# to be filled in\n\n")
    with pytest.raises(ValueError, match=r"empty\.txt lists no words"):
        WordListRule(str(empty))


@pytest.mark.parametrize("kwargs, message", [
    (dict(max_matches=-1), "wordlist: max_matches=-1: Input should be greater than or equal to 0"),
    (dict(max_matches=1.5), "wordlist: max_matches=1.5: Input should be a valid integer"),
    (dict(max_ratio=1.5), "wordlist: max_ratio=1.5: Input should be less than or equal to 1"),
    (dict(max_ratio="0.1"), "wordlist: max_ratio='0.1': Input should be a valid number"),
    (dict(max_matches=2, max_ratio=0.01), "set max_matches .* or max_ratio .*, not both"),
    (dict(case_sensitive="yes"), "wordlist: case_sensitive='yes': Input should be a valid boolean"),
    (dict(mode="drop"), "mode"),
])
def test_constructor_validation(kwargs, message):
    with pytest.raises(ValueError, match=message):
        WordListRule(WORDS, **kwargs)


def test_rule_pickles():
    rule = pickle.loads(pickle.dumps(WordListRule(WORDS)))
    assert rule.check(doc(DATING_SPAM)) == "wordlist:matched"
    assert rule.check(doc(COURSE_PAGE)) is None


def test_wordlist_in_the_filter_stage():
    docs = [doc(COURSE_PAGE, "course"), doc(DATING_SPAM, "spam"), doc(FORUM_POST, "forum")]
    with BeamTestPipeline() as p:
        out = p | beam.Create(docs) | Filter([WordListRule(WORDS, max_matches=2)], emit_rejects=True)
        assert_that(out["docs"] | beam.Map(lambda d: d.id), equal_to(["course", "forum"]), label="Kept")
        assert_that(out["rejects"] | beam.Map(lambda r: (r[1].id, r[0])),
                    equal_to([("spam", "wordlist:matched")]), label="Rejected")
