"""Filter rules and the stage that applies them. See :mod:`gristmill.transforms.filters.base` for the contract.

One module per family of rules: ``length`` (characters, words, tokens), ``gopher`` (quality and
repetition), ``c4``, ``fineweb``, ``heuristics`` (ASCII, upper-case words, special characters, unique
words, alphabetic ratio), ``metadata`` (conditions on fields, URL domain blocklist), ``wordlist``,
``langid`` (fastText language identification) and ``quality_model`` (a fastText quality classifier's
score). ``text`` and ``punctuation`` hold the text splitting they share. Each rule's module declares its config section and registers it (``registry``); importing the
module here is what puts the rule in the config and the pipeline.
"""

from gristmill.transforms.filters.base import ANNOTATE, FILTER, Filter, FilterFn, Rule
from gristmill.transforms.filters.c4 import C4Rule
from gristmill.transforms.filters.fineweb import FineWebRule
from gristmill.transforms.filters.gopher import GopherQualityRule, GopherRepetitionRule
from gristmill.transforms.filters.heuristics import (AlphaRatioRule, AsciiRule, SpecialCharsRule,
                                           UniqueWordsRule, UppercaseWordsRule)
from gristmill.transforms.filters.langid import LanguageIdRule
from gristmill.transforms.filters.length import LengthRule, length_violation, token_length_violation
from gristmill.transforms.filters.metadata import MetadataRule, UrlBlocklistRule
from gristmill.transforms.filters.quality_model import QualityModelRule
from gristmill.transforms.filters.wordlist import WordListRule

__all__ = ["ANNOTATE", "FILTER", "Filter", "FilterFn", "Rule", "C4Rule", "FineWebRule",
           "GopherQualityRule", "GopherRepetitionRule", "AlphaRatioRule", "AsciiRule",
           "SpecialCharsRule", "UniqueWordsRule", "UppercaseWordsRule", "LanguageIdRule", "LengthRule",
           "length_violation", "token_length_violation", "MetadataRule", "UrlBlocklistRule",
           "QualityModelRule", "WordListRule"]
