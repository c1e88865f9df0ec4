"""Filter rules and the stage that applies them. See :mod:`transforms.filters.base` for the contract.

One module per family of rules: ``length`` (characters, words, tokens), ``gopher`` (quality and
repetition), ``c4``, ``fineweb``, ``heuristics`` (ASCII, upper-case words, special characters, unique
words, alphabetic ratio), ``metadata`` (conditions on fields, URL domain blocklist), ``wordlist`` and
``langid`` (fastText language identification). ``text`` and ``punctuation`` hold the text splitting they
share.
"""

from transforms.filters.base import ANNOTATE, FILTER, Filter, FilterFn, Rule
from transforms.filters.c4 import C4Rule
from transforms.filters.fineweb import FineWebRule
from transforms.filters.gopher import GopherQualityRule, GopherRepetitionRule
from transforms.filters.heuristics import (AlphaRatioRule, AsciiRule, SpecialCharsRule,
                                           UniqueWordsRule, UppercaseWordsRule)
from transforms.filters.langid import LanguageIdRule
from transforms.filters.length import LengthRule, length_violation, token_length_violation
from transforms.filters.metadata import MetadataRule, UrlBlocklistRule
from transforms.filters.wordlist import WordListRule

__all__ = ["ANNOTATE", "FILTER", "Filter", "FilterFn", "Rule", "C4Rule", "FineWebRule",
           "GopherQualityRule", "GopherRepetitionRule", "AlphaRatioRule", "AsciiRule",
           "SpecialCharsRule", "UniqueWordsRule", "UppercaseWordsRule", "LanguageIdRule", "LengthRule",
           "length_violation", "token_length_violation", "MetadataRule", "UrlBlocklistRule",
           "WordListRule"]
