"""Character and word ratio rules (gristmill/transforms/filters/heuristics.py)."""

from __future__ import annotations

import pickle

import apache_beam as beam
import pytest
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to

from gristmill.transforms.document import Document
from gristmill.transforms.filters import Filter
from gristmill.transforms.filters.heuristics import (AlphaRatioRule, AsciiRule, SpecialCharsRule,
                                           UniqueWordsRule, UppercaseWordsRule, alpha_ratio,
                                           char_counts, lexical_words, non_ascii_ratio,
                                           special_chars_ratio, unique_words_ratio,
                                           uppercase_words_ratio)
from gristmill.transforms.filters.registry import REGISTRY

ARTICLE = """The city council met on Tuesday evening to discuss the proposed expansion of the public
library. Residents spoke for nearly two hours, most of them in favour of longer opening hours and a
larger children's section.

The library's director said the current building, opened in 1962, was designed for a town of 8,000
people. Today more than 23,000 people live within its catchment area, and the reading room is often
full by mid-morning.

A final vote is expected next month, after the council has reviewed the cost estimates."""

SPAM = """BUY CHEAP WATCHES NOW!!! BEST PRICES ONLINE.
FREE SHIPPING ON ALL ORDERS. CLICK HERE TO ORDER TODAY!!!
LIMITED OFFER - DON'T MISS OUT"""

SYMBOLS = """🔥🔥🔥 ★★★★★ >>> $$$ <<< 💰💰💰
✓✓✓ ✓✓✓ ✓✓✓ ♥♥♥ ### @@@ ~~~ !!!
>>> deal <<<"""

# Twelve copies of a 12-word line that uses 6 distinct words.
SEO = "Cheap flights Paris. Cheap flights to Paris, best cheap flights Paris deals.\n" * 12

STOCK_TABLE = """Date | Open | Close | Change
2023-01-04 | 17.25 | 18.02 | +0.77
2023-01-05 | 18.02 | 18.40 | +0.38
2023-01-06 | 18.40 | 17.95 | -0.45
2023-01-09 | 17.95 | 18.31 | +0.36"""

GERMAN = """Die Straße führt über den Fluss und dann durch ein kleines Dorf. Im Frühling blühen dort
überall Obstbäume, und die Bäckerei am Marktplatz verkauft frische Brötchen."""

HINDI = "भारत एक विशाल देश है। यहाँ अनेक भाषाएँ बोली जाती हैं।"


def doc(text: str, doc_id: str = "d") -> Document:
    return Document(id=doc_id, text=text)


# -- shared counts --------------------------------------------------------------------------------

def test_char_counts_classify_every_character_once():
    # "Price:" letters 5, ':' 1; ' ' ; '$5' -> '$' special, '5' digit; ' '; '(50%' -> '(' '%' special,
    # digits 2; ' '; 'off!)' -> letters 3, '!' ')' special.
    counts = char_counts("Price: $5 (50% off!)")
    assert counts.chars == 20
    assert counts.letters == 8
    assert counts.letters_digits == 11
    assert counts.spaces == 3
    assert counts.non_ascii == 0


def test_char_counts_treat_combining_marks_as_letters_but_not_emoji_selectors():
    # "é" written as e + U+0301 (a combining mark), then a heart with variation selector U+FE0F.
    counts = char_counts("Cafe\u0301 \u2764\ufe0f")
    assert counts.letters == 5          # C a f e + the mark
    assert counts.spaces == 1
    assert counts.chars - counts.letters_digits - counts.spaces == 2   # the heart and its selector


def test_lexical_words_leave_out_punctuation_tokens():
    found = lexical_words("Wait... what?! It costs $5 -- really.")
    assert sorted(found) == sorted(["Wait", "what", "It", "costs", "5", "really"])


# -- ascii ----------------------------------------------------------------------------------------

def test_ascii_keeps_plain_english_and_drops_other_scripts():
    rule = AsciiRule()
    assert rule.check(doc(ARTICLE)) is None
    assert rule.check(doc(GERMAN)) == "ascii:non_ascii"
    assert rule.check(doc(HINDI)) == "ascii:non_ascii"


def test_ascii_ratio_allows_a_few_accented_characters():
    text = ARTICLE.replace("favour", "favour (déjà vu)")
    assert 0 < non_ascii_ratio(text) < 0.01
    assert AsciiRule().check(doc(text)) == "ascii:non_ascii"
    assert AsciiRule(max_non_ascii_ratio=0.01).check(doc(text)) is None
    assert AsciiRule(max_non_ascii_ratio=0.01).check(doc(GERMAN)) == "ascii:non_ascii"


def test_ascii_empty_text():
    assert AsciiRule().check(doc("")) == "ascii:empty"
    assert AsciiRule().scores(doc("")) == {"non_ascii_ratio": None}


def test_ascii_scores():
    # "naïve café": 10 characters, two of them (ï, é) outside ASCII.
    assert non_ascii_ratio("naïve café") == 0.2
    assert AsciiRule().scores(doc("naïve café")) == {"non_ascii_ratio": 0.2}
    assert AsciiRule().scores(doc(ARTICLE)) == {"non_ascii_ratio": 0.0}


# -- uppercase_words ------------------------------------------------------------------------------

def test_uppercase_words_drops_a_shouting_spam_page():
    assert uppercase_words_ratio(SPAM) == 1.0
    assert UppercaseWordsRule().check(doc(SPAM)) == "uppercase_words:too_many"


def test_uppercase_words_keeps_prose_with_a_few_acronyms():
    text = ARTICLE + " NASA and the BBC covered the meeting."
    assert UppercaseWordsRule().check(doc(text)) is None


def test_uppercase_words_threshold_is_strict():
    # Four words, two of them all capitals: exactly 0.5 is kept, 0.49 is not.
    text = "Visit the USA NOW"
    assert uppercase_words_ratio(text) == 0.5
    assert UppercaseWordsRule(max_ratio=0.5).check(doc(text)) is None
    assert UppercaseWordsRule(max_ratio=0.49).check(doc(text)) == "uppercase_words:too_many"


def test_uppercase_words_without_words():
    assert UppercaseWordsRule().check(doc("!!! ??? ...")) == "uppercase_words:empty"
    assert UppercaseWordsRule().scores(doc("!!! ???")) == {"ratio": None, "words": 0}


def test_uppercase_words_scores():
    assert UppercaseWordsRule().scores(doc("Visit the USA NOW!")) == {"ratio": 0.5, "words": 4}


# -- special_chars --------------------------------------------------------------------------------

def test_special_chars_drops_a_page_of_emoji_and_symbols():
    assert special_chars_ratio(SYMBOLS) > 0.5
    assert SpecialCharsRule().check(doc(SYMBOLS)) == "special_chars:too_many"


def test_special_chars_keeps_prose_in_any_script():
    assert SpecialCharsRule().check(doc(ARTICLE)) is None
    assert SpecialCharsRule().check(doc(GERMAN)) is None
    # Devanagari vowel signs are combining marks: only the two dandas (।) are special.
    assert special_chars_ratio(HINDI) == 2 / len(HINDI)
    assert SpecialCharsRule().check(doc(HINDI)) is None


def test_special_chars_threshold_is_strict():
    text = "Price: $5 (50% off!)"      # 6 special characters out of 20
    assert special_chars_ratio(text) == 0.3
    assert SpecialCharsRule(max_ratio=0.3).check(doc(text)) is None
    assert SpecialCharsRule(max_ratio=0.29).check(doc(text)) == "special_chars:too_many"


def test_special_chars_empty_and_scores():
    assert SpecialCharsRule().check(doc("")) == "special_chars:empty"
    assert SpecialCharsRule().scores(doc("Price: $5 (50% off!)")) == {"ratio": 0.3}
    # Whitespace is not special: a blank document has a ratio of 0.
    assert SpecialCharsRule().scores(doc(" \n\t")) == {"ratio": 0.0}


# -- unique_words ---------------------------------------------------------------------------------

def test_unique_words_drops_a_keyword_stuffed_page():
    assert unique_words_ratio(SEO) == 6 / 144
    assert UniqueWordsRule().check(doc(SEO)) == "unique_words:too_few"


def test_unique_words_keeps_an_article():
    assert UniqueWordsRule().check(doc(ARTICLE)) is None


def test_unique_words_ignores_case():
    text = "Data data DATA science"      # two distinct words out of four
    assert unique_words_ratio(text) == 0.5
    assert UniqueWordsRule(min_ratio=0.5).check(doc(text)) is None
    assert UniqueWordsRule(min_ratio=0.51).check(doc(text)) == "unique_words:too_few"


def test_unique_words_empty_and_scores():
    assert UniqueWordsRule().check(doc("— … —")) == "unique_words:empty"
    assert UniqueWordsRule().scores(doc(SEO)) == {"ratio": round(6 / 144, 6), "words": 144}


# -- alpha_ratio ----------------------------------------------------------------------------------

def test_alpha_ratio_drops_a_table_of_numbers():
    assert alpha_ratio(STOCK_TABLE) < 0.25
    assert AlphaRatioRule().check(doc(STOCK_TABLE)) == "alpha_ratio:too_low"


def test_alpha_ratio_keeps_prose():
    for text in (ARTICLE, GERMAN, HINDI):
        assert AlphaRatioRule().check(doc(text)) is None


def test_alpha_ratio_ignores_whitespace():
    # 8 letters among 17 non-whitespace characters; padding with spaces changes nothing.
    assert alpha_ratio("Price: $5 (50% off!)") == 8 / 17
    assert alpha_ratio("   Price:   $5 (50% off!)\n\n\n") == 8 / 17


def test_alpha_ratio_threshold_is_strict():
    text = "ab12"
    assert AlphaRatioRule(min_ratio=0.5).check(doc(text)) is None
    assert AlphaRatioRule(min_ratio=0.51).check(doc(text)) == "alpha_ratio:too_low"


def test_alpha_ratio_empty_and_scores():
    assert AlphaRatioRule().check(doc(" \n\t ")) == "alpha_ratio:empty"
    assert AlphaRatioRule().scores(doc("Price: $5 (50% off!)")) == {"ratio": round(8 / 17, 6)}
    assert AlphaRatioRule().scores(doc("")) == {"ratio": None}


# -- construction ---------------------------------------------------------------------------------

def test_rules_are_registered_under_their_names():
    for cls in (AsciiRule, UppercaseWordsRule, SpecialCharsRule, UniqueWordsRule, AlphaRatioRule):
        assert REGISTRY[cls.name].rule is cls


def test_defaults_are_the_documented_ones():
    assert UppercaseWordsRule().bound == 0.5
    assert SpecialCharsRule().bound == 0.25
    assert UniqueWordsRule().bound == 0.1
    assert AlphaRatioRule().bound == 0.25
    assert AsciiRule().bound == 0.0


@pytest.mark.parametrize("make, argument", [
    (lambda v: AsciiRule(max_non_ascii_ratio=v), "max_non_ascii_ratio"),
    (lambda v: UppercaseWordsRule(max_ratio=v), "max_ratio"),
    (lambda v: SpecialCharsRule(max_ratio=v), "max_ratio"),
    (lambda v: UniqueWordsRule(min_ratio=v), "min_ratio"),
    (lambda v: AlphaRatioRule(min_ratio=v), "min_ratio"),
])
@pytest.mark.parametrize("value", [-0.1, 1.5, "0.5", True])
def test_bounds_are_validated(make, argument, value):
    with pytest.raises(ValueError, match=rf"{argument}=.*: Input should be (a valid number|[gl])"):
        make(value)


def test_mode_is_validated():
    with pytest.raises(ValueError, match="mode"):
        UniqueWordsRule(mode="drop")


def test_rules_pickle():
    rule = pickle.loads(pickle.dumps(UppercaseWordsRule(max_ratio=0.3)))
    assert rule.check(doc(SPAM)) == "uppercase_words:too_many"


def test_annotate_mode_writes_scores_and_the_would_be_reason():
    rule = UppercaseWordsRule(mode="annotate")
    [annotated] = rule.run_batch([Document(id="spam", text="Visit the USA NOW!", metadata={"url": "x"})])
    assert annotated.metadata == {"url": "x", "uppercase_words_ratio": 0.5, "uppercase_words_words": 4,
                                  "uppercase_words_reason": None}
    [annotated] = rule.run_batch([doc(SPAM)])
    assert annotated.metadata["uppercase_words_reason"] == "uppercase_words:too_many"


def test_rules_in_the_filter_stage():
    docs = [doc(ARTICLE, "article"), doc(SPAM, "spam"), doc(SYMBOLS, "symbols"), doc(SEO, "seo"),
            doc(STOCK_TABLE, "table"), doc(GERMAN, "german"), doc("", "empty")]
    rules = [AsciiRule(), UppercaseWordsRule(), SpecialCharsRule(), UniqueWordsRule(), AlphaRatioRule()]
    with BeamTestPipeline() as p:
        out = p | beam.Create(docs) | Filter(rules, emit_rejects=True)
        assert_that(out["docs"] | beam.Map(lambda d: d.id), equal_to(["article"]), label="Kept")
        assert_that(out["rejects"] | beam.Map(lambda r: (r[1].id, r[0])),
                    equal_to([("spam", "uppercase_words:too_many"),
                              ("symbols", "ascii:non_ascii"),
                              ("seo", "unique_words:too_few"),
                              ("table", "alpha_ratio:too_low"),
                              ("german", "ascii:non_ascii"),
                              ("empty", "ascii:empty")]),
                    label="Rejected")
