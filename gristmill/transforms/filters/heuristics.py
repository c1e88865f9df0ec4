"""Simple character and word statistics that single out text which is not running prose.

Each rule measures one ratio and drops the document when the ratio crosses a threshold:

===================  ===============================================  ===========  =======
rule                 ratio                                            drops when   default
===================  ===============================================  ===========  =======
``ascii``            non-ASCII characters / characters                above        0.0
``uppercase_words``  all-capital words / words                        above        0.5
``special_chars``    characters neither letter, digit nor whitespace  above        0.25
                     / characters
``unique_words``     distinct lower-cased words / words               below        0.1
``alpha_ratio``      letters / non-whitespace characters              below        0.25
===================  ===============================================  ===========  =======

The bound is ``max_non_ascii_ratio`` for ``ascii``, ``max_ratio`` for the "above" rules and
``min_ratio`` for the "below" ones.

Where the defaults come from:

* ``ascii``: no published default was found; 0.0 (ASCII only) is for corpora that must be plain
  ASCII, e.g. an English-only code or configuration set. Allow a small ratio (typographic quotes,
  a name with an accent) for English prose.
* ``uppercase_words``: the measure is RedPajama-V2's ``rps_doc_frac_all_caps_words`` quality signal
  (Weber et al. 2024; ``str.isupper`` over words), which is published without a threshold; no curation
  recipe we know of publishes one either. 0.5 ("most words are shouted") is deliberately loose: on
  the repository's benchmark sample (3,356 manual pages, software documentation pages, dictionary
  entries and prose texts) the 99.9th percentile is 0.31.
* ``special_chars``: 0.25 is the default of NeMo Curator's ``NonAlphaNumericFilter`` (adapted from
  Gopher, Rae et al. 2021) and of Data-Juicer's ``special_characters_filter`` (Chen et al. 2024, taken
  from BigScience ROOTS, Laurençon et al. 2022, whose English cut-off was 0.4). NeMo Curator counts
  spaces (though not newlines or ``.,?!``) as non-alphanumeric, Data-Juicer counts whitespace and
  digits as special; this rule counts neither, so on prose, where a sixth of the characters are
  spaces, it gives lower ratios and the same 0.25 drops fewer documents.
* ``unique_words``: the measure is RedPajama-V2's ``rps_doc_frac_unique_words`` (also published
  without a threshold). 0.1 catches keyword-stuffed and endlessly repeated pages. The share of
  distinct words falls as documents grow (Heaps' law): on the benchmark sample its median is 0.49 for
  documents of 100 to 1,000 words and 0.19 above 5,000 words, so lower the bound for corpora of
  book-length documents.
* ``alpha_ratio``: 0.25 is StarCoder's alphabetic-character filter (Li et al. 2023), as in NeMo
  Curator's ``AlphaFilter``, which divides by all characters. Here whitespace is left out of the
  denominator, so that indentation and blank lines do not count against a document; the same 0.25 is
  therefore slightly more lenient. Gopher's ">= 80 % of words contain a letter" is the word version
  of this measure and belongs to the Gopher quality rule.

Definitions:

* "letters" are the characters ``str.isalpha`` accepts plus combining marks (Unicode categories Mn
  and Mc, except variation selectors): in Hindi a third of the characters are vowel signs and other
  marks, and counting them as symbols would drop such scripts wholesale. Digits are
  ``str.isalnum`` characters that are not letters; whitespace is ``str.isspace``.
* "words" are the tokens of :func:`gristmill.transforms.filters.text.words` that contain a letter or a digit:
  punctuation tokens are left out, as RedPajama-V2 splits on whitespace and so never counts punctuation
  as a word of its own. A word is upper-case when ``str.isupper`` says so (it has cased characters and
  all of them are capitals: ``NASA``, ``I``, ``A4``).

A document with nothing to measure (no characters for ``ascii`` and ``special_chars``, no
non-whitespace character for ``alpha_ratio``, no word for the word rules) is dropped with
``<rule>:empty``: an undefined ratio says nothing in the document's favour, and the reason names which
rule saw it first. Its score is ``None``. Bounds are strict: a ratio equal to the threshold is kept.
"""

from __future__ import annotations

import functools
import itertools
import re
import unicodedata
from typing import Any, Callable, NamedTuple

from gristmill.schema import Ratio
from gristmill.transforms.document import Document
from gristmill.transforms.filters.base import Rule
from gristmill.transforms.filters.registry import RuleConfig, register
from gristmill.transforms.filters.text import words

# -- character classes ----------------------------------------------------------------------------

_ASCII_RUNS = re.compile(r"[\x00-\x7f]+")


def _ascii_bytes_where(keep: Callable[[str], bool]) -> bytes:
    """The ASCII bytes NOT satisfying ``keep``: deleting them with ``bytes.translate`` leaves a count."""
    return bytes(code for code in range(128) if not keep(chr(code)))


_DELETE_UNLESS_ALPHA = _ascii_bytes_where(str.isalpha)
_DELETE_UNLESS_ALNUM = _ascii_bytes_where(str.isalnum)
_DELETE_UNLESS_SPACE = _ascii_bytes_where(str.isspace)


@functools.cache
def _combining_marks() -> frozenset[str]:
    # Built on first use from the running Python's Unicode tables (about 30 ms). Planes 0, 1 and 14
    # hold every mark; variation selectors are left out because emoji carry them (U+FE0F).
    codes = (*range(0x20000), *range(0xE0000, 0xE1000))
    return frozenset(
        char for char in map(chr, codes)
        if unicodedata.category(char) in ("Mn", "Mc")
        and not (0xFE00 <= ord(char) <= 0xFE0F or 0xE0100 <= ord(char) <= 0xE01EF))


class CharCounts(NamedTuple):
    chars: int
    non_ascii: int
    letters: int
    letters_digits: int
    spaces: int


@functools.lru_cache(maxsize=16)
def char_counts(text: str) -> CharCounts:
    """Counts of the character classes the character rules use (cached: two rules share them).

    The ASCII part is counted with ``bytes.translate`` (deleting the bytes outside a class leaves its
    count); only the non-ASCII characters, usually few, are classified one by one.
    """
    ascii_part = text.encode("ascii", "ignore")
    letters = len(ascii_part.translate(None, _DELETE_UNLESS_ALPHA))
    letters_digits = len(ascii_part.translate(None, _DELETE_UNLESS_ALNUM))
    spaces = len(ascii_part.translate(None, _DELETE_UNLESS_SPACE))
    non_ascii = len(text) - len(ascii_part)
    if non_ascii:
        rest = _ASCII_RUNS.sub("", text)
        marks = sum(map(_combining_marks().__contains__, rest))
        letters += sum(map(str.isalpha, rest)) + marks
        letters_digits += sum(map(str.isalnum, rest)) + marks
        spaces += sum(map(str.isspace, rest))
    return CharCounts(len(text), non_ascii, letters, letters_digits, spaces)


# -- words ----------------------------------------------------------------------------------------

_HAS_LETTER_OR_DIGIT = re.compile(r"[^\W_]").search


@functools.lru_cache(maxsize=16)
def lexical_words(text: str) -> tuple[str, ...]:
    """The words of ``text`` that contain a letter or a digit (punctuation tokens left out), as a
    multiset: all-alphanumeric words first, then the others, each group in text order."""
    found = words(text)
    # str.isalnum settles most words at C speed; only the rest ("don't", "foo_bar", "...") need a search.
    return (*filter(str.isalnum, found),
            *filter(_HAS_LETTER_OR_DIGIT, itertools.filterfalse(str.isalnum, found)))


# -- the measures ---------------------------------------------------------------------------------

def non_ascii_ratio(text: str) -> float | None:
    """Share of characters outside ASCII; None for empty text."""
    if not text:
        return None
    if text.isascii():
        return 0.0
    return char_counts(text).non_ascii / len(text)


def uppercase_words_ratio(text: str) -> float | None:
    """Share of words written entirely in capitals; None if there is no word."""
    found = lexical_words(text)
    if not found:
        return None
    return sum(map(str.isupper, found)) / len(found)


def special_chars_ratio(text: str) -> float | None:
    """Share of characters that are neither letters, digits nor whitespace; None for empty text."""
    if not text:
        return None
    counts = char_counts(text)
    return (counts.chars - counts.letters_digits - counts.spaces) / counts.chars


def unique_words_ratio(text: str) -> float | None:
    """Distinct lower-cased words over words; None if there is no word."""
    found = lexical_words(text)
    if not found:
        return None
    return len(set(map(str.lower, found))) / len(found)


def alpha_ratio(text: str) -> float | None:
    """Share of non-whitespace characters that are letters; None if there is none."""
    counts = char_counts(text)
    visible = counts.chars - counts.spaces
    if not visible:
        return None
    return counts.letters / visible


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 6)


# -- the rules ------------------------------------------------------------------------------------

class _RatioRule(Rule):
    """One ratio against one bound. Subclasses set the measure and the bound's direction."""

    measure: Callable[[str], float | None]
    bound_name = "max_ratio"
    is_maximum = True
    detail = "too_many"
    score_key = "ratio"

    def __init__(self, bound: float | None = None, *, mode: str = "filter", **named: float):
        """The bound by position or by its section's key (``max_ratio=0.3``); the section's
        default when it is not given."""
        super().__init__(mode=mode)
        unknown = sorted(named.keys() - {self.bound_name})
        if unknown:
            raise TypeError(f"{self.name}: unexpected argument {unknown[0]!r}")
        bound = named.get(self.bound_name, bound)
        if bound is None:
            bound = self.config_type.default(self.bound_name)
        self.config_type.check_arguments(self.name, **{self.bound_name: bound})
        self.bound = float(bound)

    def check(self, doc: Document) -> str | None:
        ratio = self.measure(doc.text)
        if ratio is None:
            return self.reason("empty")
        crossed = ratio > self.bound if self.is_maximum else ratio < self.bound
        return self.reason(self.detail) if crossed else None

    def scores(self, doc: Document) -> dict[str, Any]:
        return {self.score_key: _rounded(self.measure(doc.text))}


class _WordRatioRule(_RatioRule):
    def scores(self, doc: Document) -> dict[str, Any]:
        return {**super().scores(doc), "words": len(lexical_words(doc.text))}


class AsciiConfig(RuleConfig):
    max_non_ascii_ratio: Ratio = 0.0


@register("ascii", AsciiConfig, position=90)
class AsciiRule(_RatioRule):
    """Drop reasons: ``ascii:empty``, ``ascii:non_ascii``. Scores: ``non_ascii_ratio``."""

    name = "ascii"
    measure = staticmethod(non_ascii_ratio)
    bound_name = "max_non_ascii_ratio"
    detail = "non_ascii"
    score_key = "non_ascii_ratio"


class UppercaseWordsConfig(RuleConfig):
    max_ratio: Ratio = 0.5


@register("uppercase_words", UppercaseWordsConfig, position=110)
class UppercaseWordsRule(_WordRatioRule):
    """Drop reasons: ``uppercase_words:empty``, ``uppercase_words:too_many``.
    Scores: ``ratio``, ``words``."""

    name = "uppercase_words"
    measure = staticmethod(uppercase_words_ratio)


class SpecialCharsConfig(RuleConfig):
    """NeMo Curator's NonAlphaNumericFilter default."""

    max_ratio: Ratio = 0.25


@register("special_chars", SpecialCharsConfig, position=120)
class SpecialCharsRule(_RatioRule):
    """Drop reasons: ``special_chars:empty``, ``special_chars:too_many``. Scores: ``ratio``."""

    name = "special_chars"
    measure = staticmethod(special_chars_ratio)


class UniqueWordsConfig(RuleConfig):
    min_ratio: Ratio = 0.1


@register("unique_words", UniqueWordsConfig, position=130)
class UniqueWordsRule(_WordRatioRule):
    """Drop reasons: ``unique_words:empty``, ``unique_words:too_few``. Scores: ``ratio``, ``words``."""

    name = "unique_words"
    measure = staticmethod(unique_words_ratio)
    bound_name = "min_ratio"
    is_maximum = False
    detail = "too_few"


class AlphaRatioConfig(RuleConfig):
    """StarCoder's alphabetic-character filter default."""

    min_ratio: Ratio = 0.25


@register("alpha_ratio", AlphaRatioConfig, position=100)
class AlphaRatioRule(_RatioRule):
    """Drop reasons: ``alpha_ratio:empty``, ``alpha_ratio:too_low``. Scores: ``ratio``."""

    name = "alpha_ratio"
    measure = staticmethod(alpha_ratio)
    bound_name = "min_ratio"
    is_maximum = False
    detail = "too_low"


