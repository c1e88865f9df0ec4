"""The shared text splits (gristmill/transforms/filters/text.py): words split like spaCy's English tokenizer,
lines, paragraphs, and the punctuation test that decides what counts as a word."""

from __future__ import annotations

import pytest

from gristmill.transforms.filters import text
from gristmill.transforms.filters.text import PUNCTUATION, is_punctuation, lines, paragraphs, words

# Every expected split below is what spaCy's English tokenizer (spaCy 3.8, ``spacy.blank("en")``, the
# word tokenizer datatrove uses) produced for the same input, whitespace tokens left out.
SPACY_SPLITS = [
    # contractions are exceptions: "Don't" -> Do n't, "it's" -> it 's; decimals stay whole
    ("Don't panic: it's only 3.5 km away, isn't it?",
     ["Do", "n't", "panic", ":", "it", "'s", "only", "3.5", "km", "away", ",", "is", "n't", "it", "?"]),
    # "can't" -> ca n't, "won't" -> wo n't, and a double contraction; "y'all're" is no exception
    ("I can't, won't and shouldn't've said y'all're late.",
     ["I", "ca", "n't", ",", "wo", "n't", "and", "should", "n't", "'ve", "said", "y'all're", "late",
      "."]),
    # brackets and the final period come off; the URL, hyphen and query included, stays whole
    ("(see https://example.org/a-b?q=1).",
     ["(", "see", "https://example.org/a-b?q=1", ")", "."]),
    ("Write to jane.doe@example.com or visit www.example.co.uk/about.",
     ["Write", "to", "jane.doe@example.com", "or", "visit", "www.example.co.uk/about", "."]),
    # a hyphen between letters is a token of its own
    ("A well-known self-test for e-mail, state-of-the-art.",
     ["A", "well", "-", "known", "self", "-", "test", "for", "e", "-", "mail", ",", "state", "-", "of",
      "-", "the", "-", "art", "."]),
    # thousands separators stay, currency and units after a number come off
    ("1,000 people paid $5.99 each for 10km runs; 100% of them finished.",
     ["1,000", "people", "paid", "$", "5.99", "each", "for", "10", "km", "runs", ";", "100", "%", "of",
      "them", "finished", "."]),
    # an ellipsis, in dots or as one character, is a token; so is each of "?!"
    ("Wait... what?! And then…nothing.",
     ["Wait", "...", "what", "?", "!", "And", "then", "…", "nothing", "."]),
    # abbreviations keep their period (a period after a single capital is not split); times split
    ("The U.S. team vs. the U.K. one, e.g. Dr. Smith at 9am.",
     ["The", "U.S.", "team", "vs.", "the", "U.K.", "one", ",", "e.g.", "Dr.", "Smith", "at", "9", "am",
      "."]),
    ('He said "hello" (twice) and left.',
     ["He", "said", '"', "hello", '"', "(", "twice", ")", "and", "left", "."]),
    # a period between a lower-case and a capital letter splits two sentences glued together
    ("It was the end.Next came a new start.",
     ["It", "was", "the", "end", ".", "Next", "came", "a", "new", "start", "."]),
    # infixes: dashes, "=", "+" and "-" between digits, "/"
    ("a--b key=value 2+2 4-5 x/y",
     ["a", "--", "b", "key", "=", "value", "2", "+", "2", "4", "-", "5", "x", "/", "y"]),
    # exceptions without apostrophes: "id" is "i" "d" to spaCy
    ("cannot gonna dont id Id", ["can", "not", "gon", "na", "do", "nt", "i", "d", "I", "d"]),
    # emoticons are exceptions, "8)" included, even after an opening bracket
    ("Thanks :) <3 (see 8) and figure (8).",
     ["Thanks", ":)", "<3", "(", "see", "8)", "and", "figure", "(", "8)", "."]),
    ("C++ and/or Python w/o tears", ["C++", "and/or", "Python", "w/o", "tears"]),
    # code: "::" is no infix, host-like names stay whole, brackets come off
    ("Call std::vector<int> or os.path.join() in main.cpp:42.",
     ["Call", "std::vector", "<", "int", ">", "or", "os.path.join", "(", ")", "in", "main.cpp:42", "."]),
    ("The 1990s-era 3-D models cost US$30k.",
     ["The", "1990s", "-", "era", "3", "-", "D", "models", "cost", "US$", "30k", "."]),
    # typographic apostrophes and quotes behave like straight ones
    ("It’s the author’s ‘best’ book.",
     ["It", "’s", "the", "author", "’s", "‘", "best", "’", "book", "."]),
    ("#hashtag @user ***bold*** -- dash --- em—dash",
     ["#", "hashtag", "@user", "*", "*", "*", "bold", "*", "*", "*", "--", "dash", "---", "em", "—",
      "dash"]),
    # whitespace of any kind separates, and is never a token
    ("tabs\tand\u00a0no-break\r\nspaces  here\n\n",
     ["tabs", "and", "no", "-", "break", "spaces", "here"]),
]


@pytest.mark.parametrize("sentence, expected", SPACY_SPLITS)
def test_words_split_like_spacys_english_tokenizer(sentence, expected):
    assert words(sentence) == tuple(expected)


def test_words_of_blank_text_are_empty():
    assert words("") == ()
    assert words(" \n\t ") == ()


def test_words_are_cached_per_text():
    page = "Opening hours: Monday to Friday, 9am to 5pm."
    assert words(page) is words(page)


def test_the_split_cache_holds_a_whole_filter_batch():
    # the filter stage runs one rule over a batch of 256 documents, then the next rule over the batch
    batch = [f"Order {i} has shipped, and the parcel should arrive within {i % 7 + 1} days."
             for i in range(256)]
    first_words = [words(page) for page in batch]
    first_lines = [lines(page) for page in batch]
    assert all(words(page) is split for page, split in zip(batch, first_words))
    assert all(lines(page) is split for page, split in zip(batch, first_lines))


def test_the_chunk_cache_forgets_its_older_half_when_full():
    cache = text._ChunkCache(limit=4)
    for chunk in ["alpha,", "beta.", "(gamma)", "delta!"]:
        cache[chunk]
    assert len(cache) == 4
    assert cache["epsilon;"] == ("epsilon", ";")
    # the two oldest entries went, the newest stayed
    assert list(cache) == ["(gamma)", "delta!", "epsilon;"]
    assert cache["alpha,"] == ("alpha", ",")


def test_lines_are_splitlines():
    page = "Title\r\nFirst line\n\nLast line\n"
    assert lines(page) == ("Title", "First line", "", "Last line")
    assert lines("") == ()


def test_paragraphs_are_separated_by_blank_lines_of_the_stripped_text():
    page = "\n\nIntro line one\nline two\n\n\nSecond paragraph\n  \nstill second\n\n"
    # the leading and trailing newlines are stripped first; a line of spaces does not separate
    assert paragraphs(page) == ("Intro line one\nline two", "Second paragraph\n  \nstill second")
    assert paragraphs("   ") == ("",)


@pytest.mark.parametrize("token", ["--", "...", "•", "©", "→", "€", "#", "|", "¶", "─", "\x1b"])
def test_tokens_of_punctuation_symbols_and_controls_are_not_words(token):
    assert is_punctuation(token)


@pytest.mark.parametrize("token", ["word", "3", "e-mail", "é", "x.", "C++", "½", "日本"])
def test_tokens_with_a_letter_or_digit_are_words(token):
    assert not is_punctuation(token)


def test_punctuation_is_unicode_punctuation_symbols_and_controls():
    assert {"-", "_", "#", "$", "+", "<", "^", "`", "‘", "’", "«", "€", "©", "°", "→", "\x00"} \
        <= PUNCTUATION
    assert not {"a", "Z", "0", "9", " ", "\n", "\u00a0", "é", "ß", "²"} & PUNCTUATION
