"""FineWeb rule: drop pages whose lines look like menus, lists or repeated boilerplate.

FineWeb (Penedo et al. 2024) added three line-based filters on top of the Gopher and C4
rules, chosen because they removed more of the text that hurt small models than of the text that
helped. Over a page's non-blank lines (the text split on ``\\n``, lines of only whitespace left out),
in this order, a page is dropped when

1. it has no non-blank line at all (``empty``);
2. fewer than 12 % of its lines end in terminal punctuation (``line_punct_ratio``): the last
   character of the line as written, trailing spaces included, must be one of
   :data:`~gristmill.transforms.filters.punctuation.TERMINAL_PUNCTUATION`. With ``line_punct_exclude_zero``
   a page with no such line at all is kept (the option exists for text without punctuation);
3. more than 67 % of its lines are at most 30 characters long (``short_line_ratio``);
4. more than 1 % of its characters (newlines not counted) sit in repeats of a line seen before
   (``char_dup_ratio``);
5. it has more than 0.3 newlines per word (``list_ratio``), words as
   :func:`~gristmill.transforms.filters.text.words` splits them.

The defaults are FineWeb's, as datatrove 0.10.1 ships them in ``FineWebQualityFilter``.
"""

from __future__ import annotations

from typing import Any

from gristmill.schema import MAX_PER_DOCUMENT, NonNegativeFloat, Ratio, Size
from gristmill.transforms.document import Document
from gristmill.transforms.filters.base import Rule
from gristmill.transforms.filters.punctuation import TERMINAL_PUNCTUATION
from gristmill.transforms.filters.registry import RuleConfig, register
from gristmill.transforms.filters.text import words


def _non_blank_lines(text: str) -> list[str]:
    return [line for line in text.split("\n") if line and not line.isspace()]


def _dup_line_chars(lines: list[str], total_line_chars: int) -> int:
    """Characters in lines that repeat an earlier line (every copy after the first)."""
    return total_line_chars - sum(map(len, set(lines)))


def fineweb_violation(text: str, *, min_line_punct_ratio: float = 0.12,
                      line_punct_exclude_zero: bool = False, max_short_line_ratio: float = 0.67,
                      short_line_length: int = 30, max_dup_line_char_ratio: float = 0.01,
                      max_newline_word_ratio: float = 0.3) -> str | None:
    """The first FineWeb check ``text`` fails (``empty``, ``line_punct_ratio``, ``short_line_ratio``,
    ``char_dup_ratio``, ``list_ratio``), or None."""
    lines = _non_blank_lines(text)
    if not lines:
        return "empty"
    n = len(lines)
    punct = sum(line[-1] in TERMINAL_PUNCTUATION for line in lines) / n
    if punct < min_line_punct_ratio and not (punct == 0 and line_punct_exclude_zero):
        return "line_punct_ratio"
    lengths = list(map(len, lines))
    if sum(length <= short_line_length for length in lengths) / n > max_short_line_ratio:
        return "short_line_ratio"
    if _dup_line_chars(lines, sum(lengths)) / (len(text) - text.count("\n")) > max_dup_line_char_ratio:
        return "char_dup_ratio"
    if _newline_word_ratio(text) > max_newline_word_ratio:
        return "list_ratio"
    return None


def _newline_word_ratio(text: str) -> float:
    newlines = text.count("\n")
    n_words = len(words(text))
    if not n_words:
        return float("inf") if newlines else 0.0
    return newlines / n_words


def fineweb_scores(text: str, *, short_line_length: int = 30) -> dict[str, Any]:
    """The measurements FineWeb decides on; the ratios are None for a page without text."""
    lines = _non_blank_lines(text)
    if not lines:
        return {"lines": 0, "line_punct_ratio": None, "short_line_ratio": None,
                "char_dup_ratio": None, "list_ratio": None}
    n = len(lines)
    lengths = list(map(len, lines))
    return {
        "lines": n,
        "line_punct_ratio": round(sum(line[-1] in TERMINAL_PUNCTUATION for line in lines) / n, 6),
        "short_line_ratio": round(sum(length <= short_line_length for length in lengths) / n, 6),
        "char_dup_ratio": round(_dup_line_chars(lines, sum(lengths))
                                / (len(text) - text.count("\n")), 6),
        "list_ratio": round(_newline_word_ratio(text), 6),
    }


class FineWebConfig(RuleConfig):
    """Penedo et al. 2024 (FineWeb)."""

    min_line_punct_ratio: Ratio = 0.12
    line_punct_exclude_zero: bool = False
    max_short_line_ratio: Ratio = 0.67
    short_line_length: Size(MAX_PER_DOCUMENT) = 30
    max_dup_line_char_ratio: Ratio = 0.01
    max_newline_word_ratio: NonNegativeFloat = 0.3


@register("fineweb", FineWebConfig, position=80)
class FineWebRule(Rule):
    """Drop reasons, checked in this order: ``fineweb:empty``, ``fineweb:line_punct_ratio``,
    ``fineweb:short_line_ratio``, ``fineweb:char_dup_ratio``, ``fineweb:list_ratio``."""

    name = "fineweb"

    def __init__(self, min_line_punct_ratio: float = FineWebConfig.default("min_line_punct_ratio"),
                 line_punct_exclude_zero: bool = FineWebConfig.default("line_punct_exclude_zero"),
                 max_short_line_ratio: float = FineWebConfig.default("max_short_line_ratio"),
                 short_line_length: int = FineWebConfig.default("short_line_length"),
                 max_dup_line_char_ratio: float = FineWebConfig.default("max_dup_line_char_ratio"),
                 max_newline_word_ratio: float = FineWebConfig.default("max_newline_word_ratio"), *,
                 mode: str = "filter"):
        super().__init__(mode=mode)
        self.params = dict(min_line_punct_ratio=min_line_punct_ratio,
                           line_punct_exclude_zero=line_punct_exclude_zero,
                           max_short_line_ratio=max_short_line_ratio,
                           short_line_length=short_line_length,
                           max_dup_line_char_ratio=max_dup_line_char_ratio,
                           max_newline_word_ratio=max_newline_word_ratio)
        FineWebConfig.check_arguments(self.name, **self.params)

    def check(self, doc: Document) -> str | None:
        detail = fineweb_violation(doc.text, **self.params)
        return None if detail is None else self.reason(detail)

    def scores(self, doc: Document) -> dict[str, Any]:
        return fineweb_scores(doc.text, short_line_length=self.params["short_line_length"])
