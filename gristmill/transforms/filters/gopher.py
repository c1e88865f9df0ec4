"""Gopher quality and repetition rules (Rae et al. 2021, "Scaling Language Models: Methods, Analysis &
Insights from Training Gopher", appendix A.1.1 and Table A1).

Both rules were written for MassiveWeb, Gopher's web corpus, and have since become the common baseline
for web text (RefinedWeb, FineWeb, DCLM). Their decisions here agree with datatrove 0.10.1's
``GopherQualityFilter`` and ``GopherRepetitionFilter``, the implementation FineWeb was built with, so
published thresholds carry over; words are split like spaCy's English tokenizer for the same reason
(:mod:`gristmill.transforms.filters.text`).

**Quality** (:class:`GopherQualityRule`) drops pages that do not look like prose. Defaults are Gopher's
(appendix A.1.1): 50 to 100,000 words; mean word length 3 to 10 characters; at most 0.1 ``#`` and at
most 0.1 ellipses per word; at most 90 % of lines starting with a bullet; at most 30 % of lines ending
with an ellipsis; at least 80 % of words containing a letter; at least 2 of the stop words *the, be,
to, of, and, that, have, with*. "Words" for the count and the mean length exclude tokens made only of
punctuation; the other ratios are taken over all tokens.

**Repetition** (:class:`GopherRepetitionRule`) drops pages that repeat themselves: boilerplate, spam,
generated lists. Defaults are Table A1: duplicate paragraphs and lines (by count 0.3, by characters
0.2); the most frequent 2-, 3-, 4-gram covering more than 20 %, 18 %, 16 % of the characters; duplicated
5- to 10-grams covering more than 15 % down to 10 % of the characters.

Both rules look at the raw text; a threshold set to None disables its check.

Known differences from datatrove: a token is "only punctuation" when every character is Unicode
punctuation, a symbol or a control character (:data:`gristmill.transforms.filters.text.PUNCTUATION`), where
datatrove uses a hand-made list that lacks a few common marks, so ``‘``, ``•``, ``·``, ``→``, ``©``,
``§``, ``¶`` and box-drawing characters standing alone are words there and not here. This changes
the word count and mean word length of pages that use them as separators, and decides only pages
at a threshold's edge (2 of 10,256 documents of the benchmark corpus and the bundled sample, both
with 49 words here and 50 there). A ratio over nothing (a page without words or lines) passes its
check instead of raising. The repetition rule agrees with datatrove on every measurement, up to the
~2**-64 chance that two distinct n-grams of a page share a 64-bit hash key.
"""

from __future__ import annotations

import bisect
import collections
import operator
import types
from typing import Any, Iterable, Iterator, Mapping, Optional

import numpy as np

from gristmill.schema import MAX_PER_DOCUMENT, NgramSize, NonNegativeFloat, Ratio, Size
from gristmill.transforms.document import Document
from gristmill.transforms.filters.base import Rule
from gristmill.transforms.filters.registry import RuleConfig, register
from gristmill.transforms.filters.text import is_punctuation, lines, paragraphs, words

STOP_WORDS = ("the", "be", "to", "of", "and", "that", "have", "with")
BULLETS = ("•", "-")
ELLIPSES = ("...", "…")


def _ratio(part: int, whole: int) -> float | None:
    return part / whole if whole else None


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(float(value), 6)


# -- quality ------------------------------------------------------------------------------------------

_WORD, _HAS_LETTER = 1, 2
_starts_with_bullet = operator.methodcaller("startswith", BULLETS)
_ends_with_ellipsis = operator.methodcaller("endswith", ELLIPSES)


class _TokenKinds(dict):
    """token -> ``_WORD`` (not only punctuation) | ``_HAS_LETTER`` (contains a letter), computed once
    per distinct token; emptied past ``limit`` entries to bound memory."""

    def __init__(self, limit: int):
        super().__init__()
        self.limit = limit

    def __missing__(self, token: str) -> int:
        if len(self) >= self.limit:
            self.clear()
        kind = (0 if is_punctuation(token) else _WORD) | (
            _HAS_LETTER if token.isalpha() or any(map(str.isalpha, token)) else 0)
        self[token] = kind
        return kind


_TOKEN_KINDS = _TokenKinds(limit=200_000)


def gopher_quality_stats(text: str, stop_words: Iterable[str] = STOP_WORDS) -> dict[str, Any]:
    """The measurements Gopher's quality rule decides on.

    ``words`` and ``mean_word_length`` count the tokens that are not only punctuation (see
    :func:`gristmill.transforms.filters.text.is_punctuation`). ``hash_ratio`` (``#`` characters in the text),
    ``ellipsis_ratio`` (``...`` and ``…`` in the text) and ``alpha_words_ratio`` (tokens with a letter)
    are per token, punctuation included. The line ratios are over ``str.splitlines()``; ``stop_words``
    is the number of distinct stop words present, case-sensitive. A ratio over nothing is None.
    """
    tokens = words(text)
    n_tokens = len(tokens)
    counts = collections.Counter(tokens)
    n_words = word_chars = n_alpha = 0
    kinds = _TOKEN_KINDS
    for token, count in counts.items():
        kind = kinds[token]
        if kind & _WORD:
            n_words += count
            word_chars += count * len(token)
        if kind & _HAS_LETTER:
            n_alpha += count
    n_ellipses = text.count("...") + text.count("…")
    text_lines = lines(text)
    bullet_lines = ellipsis_lines = 0
    if "•" in text or "-" in text:
        bullet_lines = sum(map(_starts_with_bullet, map(str.lstrip, text_lines)))
    if n_ellipses:
        ellipsis_lines = sum(map(_ends_with_ellipsis, map(str.rstrip, text_lines)))
    return {
        "words": n_words,
        "mean_word_length": _ratio(word_chars, n_words),
        "hash_ratio": _ratio(text.count("#"), n_tokens),
        "ellipsis_ratio": _ratio(n_ellipses, n_tokens),
        "bullet_lines_ratio": _ratio(bullet_lines, len(text_lines)),
        "ellipsis_lines_ratio": _ratio(ellipsis_lines, len(text_lines)),
        "alpha_words_ratio": _ratio(n_alpha, n_tokens),
        "stop_words": sum(1 for word in set(stop_words) if word in counts),
    }


def gopher_quality_violation(stats: Mapping[str, Any], *, min_words: int | None = 50,
                             max_words: int | None = 100_000, min_mean_word_length: float | None = 3.0,
                             max_mean_word_length: float | None = 10.0,
                             max_symbol_word_ratio: float | None = 0.1,
                             max_bullet_lines_ratio: float | None = 0.9,
                             max_ellipsis_lines_ratio: float | None = 0.3,
                             min_alpha_words_ratio: float | None = 0.8,
                             min_stop_words: int | None = 2) -> str | None:
    """The first check that ``stats`` (from :func:`gopher_quality_stats`) fails, or None.

    Checks, in order: ``min_words``, ``max_words``, ``min_mean_word_length``, ``max_mean_word_length``,
    ``hash_ratio``, ``ellipsis_ratio`` (both against ``max_symbol_word_ratio``), ``bullet_lines``,
    ``ellipsis_lines``, ``alpha_words``, ``stop_words``. An undefined measurement (None: the document
    has no words or no lines) passes its check.
    """
    for key, bound, too_low, detail in (
        ("words", min_words, True, "min_words"),
        ("words", max_words, False, "max_words"),
        ("mean_word_length", min_mean_word_length, True, "min_mean_word_length"),
        ("mean_word_length", max_mean_word_length, False, "max_mean_word_length"),
        ("hash_ratio", max_symbol_word_ratio, False, "hash_ratio"),
        ("ellipsis_ratio", max_symbol_word_ratio, False, "ellipsis_ratio"),
        ("bullet_lines_ratio", max_bullet_lines_ratio, False, "bullet_lines"),
        ("ellipsis_lines_ratio", max_ellipsis_lines_ratio, False, "ellipsis_lines"),
        ("alpha_words_ratio", min_alpha_words_ratio, True, "alpha_words"),
        ("stop_words", min_stop_words, True, "stop_words"),
    ):
        value = stats[key]
        if bound is not None and value is not None and (value < bound if too_low else value > bound):
            return detail
    return None


def _check_number(rule: str, name: str, value: float | None, high: float | None = None) -> None:
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value >= 0 or (
            high is not None and value > high):
        allowed = f"between 0 and {high}" if high is not None else "a non-negative number"
        raise ValueError(f"{rule}: {name} must be {allowed} or None, got {value!r}")


def _check_order(rule: str, low_name: str, low, high_name: str, high) -> None:
    if low is not None and high is not None and high < low:
        raise ValueError(f"{rule}: {high_name} ({high}) must be >= {low_name} ({low})")


class GopherQualityConfig(RuleConfig):
    """Rae et al. 2021 (Gopher), section A.1.1; ``null`` disables a check."""

    min_words: Optional[Size(MAX_PER_DOCUMENT, low=0)] = 50
    max_words: Optional[Size(MAX_PER_DOCUMENT)] = 100_000
    min_mean_word_length: Optional[NonNegativeFloat] = 3.0
    max_mean_word_length: Optional[NonNegativeFloat] = 10.0
    max_symbol_word_ratio: Optional[NonNegativeFloat] = 0.1
    max_bullet_lines_ratio: Optional[Ratio] = 0.9
    max_ellipsis_lines_ratio: Optional[Ratio] = 0.3
    min_alpha_words_ratio: Optional[Ratio] = 0.8
    min_stop_words: Optional[Size(MAX_PER_DOCUMENT, low=0)] = 2
    stop_words: list[str] = list(STOP_WORDS)


# The rule's defaults, when it is built without a config.
_quality = GopherQualityConfig.default


@register("gopher_quality", GopherQualityConfig, position=60)
class GopherQualityRule(Rule):
    """Drop reasons, in check order: ``gopher_quality:min_words``, ``:max_words``,
    ``:min_mean_word_length``, ``:max_mean_word_length``, ``:hash_ratio``, ``:ellipsis_ratio``,
    ``:bullet_lines``, ``:ellipsis_lines``, ``:alpha_words``, ``:stop_words``.

    Scores: ``words``, ``mean_word_length``, ``hash_ratio``, ``ellipsis_ratio``, ``bullet_lines_ratio``,
    ``ellipsis_lines_ratio``, ``alpha_words_ratio``, ``stop_words`` (see :func:`gopher_quality_stats`).
    """

    name = "gopher_quality"

    def __init__(self, min_words: int | None = _quality("min_words"),
                 max_words: int | None = _quality("max_words"),
                 min_mean_word_length: float | None = _quality("min_mean_word_length"),
                 max_mean_word_length: float | None = _quality("max_mean_word_length"),
                 max_symbol_word_ratio: float | None = _quality("max_symbol_word_ratio"),
                 max_bullet_lines_ratio: float | None = _quality("max_bullet_lines_ratio"),
                 max_ellipsis_lines_ratio: float | None = _quality("max_ellipsis_lines_ratio"),
                 min_alpha_words_ratio: float | None = _quality("min_alpha_words_ratio"),
                 min_stop_words: int | None = _quality("min_stop_words"),
                 stop_words: Iterable[str] = STOP_WORDS, *, mode: str = "filter"):
        super().__init__(mode=mode)
        self.thresholds = dict(
            min_words=min_words, max_words=max_words, min_mean_word_length=min_mean_word_length,
            max_mean_word_length=max_mean_word_length, max_symbol_word_ratio=max_symbol_word_ratio,
            max_bullet_lines_ratio=max_bullet_lines_ratio,
            max_ellipsis_lines_ratio=max_ellipsis_lines_ratio,
            min_alpha_words_ratio=min_alpha_words_ratio, min_stop_words=min_stop_words)
        GopherQualityConfig.check_arguments(self.name, **self.thresholds)
        _check_order(self.name, "min_words", min_words, "max_words", max_words)
        _check_order(self.name, "min_mean_word_length", min_mean_word_length,
                     "max_mean_word_length", max_mean_word_length)
        if isinstance(stop_words, str) or not all(isinstance(w, str) and w for w in stop_words):
            raise ValueError(f"{self.name}: stop_words must be a collection of non-empty strings, "
                             f"got {stop_words!r}")
        self.stop_words = tuple(dict.fromkeys(stop_words))
        if min_stop_words is not None and min_stop_words > len(self.stop_words):
            raise ValueError(f"{self.name}: min_stop_words ({min_stop_words}) must be <= the number of "
                             f"stop_words ({len(self.stop_words)})")

    def check(self, doc: Document) -> str | None:
        detail = gopher_quality_violation(gopher_quality_stats(doc.text, self.stop_words),
                                          **self.thresholds)
        return None if detail is None else self.reason(detail)

    def scores(self, doc: Document) -> dict[str, Any]:
        stats = gopher_quality_stats(doc.text, self.stop_words)
        return {key: value if isinstance(value, int) else _rounded(value)
                for key, value in stats.items()}


# -- repetition ---------------------------------------------------------------------------------------

# Rae et al. 2021, Table A1.
TOP_NGRAM_CHAR_FRAC = types.MappingProxyType({2: 0.20, 3: 0.18, 4: 0.16})
DUP_NGRAM_CHAR_FRAC = types.MappingProxyType({5: 0.15, 6: 0.14, 7: 0.13, 8: 0.12, 9: 0.11, 10: 0.10})


def _newline_runs_split(text: str) -> list[str]:
    r"""``re.split("\n+", text)``: lines are split on runs of "\n" only (not "\r" or other
    separators), and the empty strings before a leading or after a trailing newline count as lines;
    both as in datatrove, so that fractions agree."""
    parts = text.split("\n")
    runs = [part for part in parts if part]
    if not parts[0]:
        runs.insert(0, "")
    if len(parts) > 1 and not parts[-1]:
        runs.append("")
    return runs


def _duplicates(items: list[str] | tuple[str, ...]) -> tuple[int, int]:
    """(number of items equal to an earlier one, their total length)."""
    distinct = dict.fromkeys(items)
    return len(items) - len(distinct), sum(map(len, items)) - sum(map(len, distinct))


class _NGrams:
    """The n-gram measurements of one word sequence, computed on demand.

    n-grams are represented by 64-bit hash keys, so that no n-gram string is ever built: grouping
    equal n-grams is one sort of integers.
    """

    # Word tuples are keyed by a polynomial (modulo 2**64) of the words' own str hashes, which are
    # random 64-bit values cached on the string objects: distinct n-grams of one document collide
    # with odds around 2**-64 per pair.
    MULTIPLIER = np.uint64(0xBF58476D1CE4E5B9)  # odd

    def __init__(self, tokens: tuple[str, ...]):
        self.n_words = n_words = len(tokens)
        self.word_keys = np.fromiter(map(hash, tokens), dtype=np.int64, count=n_words).view(np.uint64)
        self.offsets = np.zeros(n_words + 1, dtype=np.int64)  # word i spans offsets[i]:offsets[i+1]
        np.cumsum(np.fromiter(map(len, tokens), dtype=np.int64, count=n_words), out=self.offsets[1:])
        self._tokens = tokens
        self._tuple_keys = {1: self.word_keys}
        self._repeats: dict[int, tuple[np.ndarray, np.ndarray]] | None = None

    def top_ngram_chars(self, n: int) -> int | None:
        """Characters covered by the most frequent n-gram: its space-joined length times its number of
        occurrences, overlapping ones included. Among equally frequent n-grams the one that occurs
        first is taken, as ``Counter.most_common`` does in datatrove. None if there is no n-gram."""
        if self.n_words < n:
            return None
        first, counts = _group(self._keys_of_tuples(n))
        top = int(counts.max())
        start = int(first[counts == top].min())
        return top * (int(self.offsets[start + n] - self.offsets[start]) + n - 1)

    def _keys_of_tuples(self, n: int) -> np.ndarray:
        """Keys of the n-grams at positions 0 … n_words - n, equal for equal word tuples (which is
        equality of the space-joined strings: words contain no spaces)."""
        if n not in self._tuple_keys:
            prefixes = self._keys_of_tuples(n - 1)[:-1]
            self._tuple_keys[n] = prefixes * self.MULTIPLIER + self.word_keys[n - 1:]
        return self._tuple_keys[n]

    def duplicated_ngram_chars(self, n: int, all_n: Iterable[int], limit: int | None = None) -> int:
        """Characters of the n-grams that repeat an earlier one (datatrove's definition, see
        :func:`_skip_ahead_repeats`), or any count above ``limit`` once it is exceeded. The first call
        finds the repeated n-grams for every n of ``all_n`` with one sort."""
        if self._repeats is None:
            self._repeats = self._repeated_ngrams(sorted(set(all_n) | {n}))
        found = self._repeats.get(n)
        if found is None:
            return 0
        positions, firsts = found
        chars = (self.offsets[positions + n] - self.offsets[positions]).tolist()
        return _skip_ahead_repeats(positions.tolist(), firsts.tolist(), chars, n, limit)

    def _repeated_ngrams(self, ns: list[int]) -> dict[int, tuple[np.ndarray, np.ndarray]]:
        """Per n, the positions whose n-gram occurred earlier (increasing) and where it first did."""
        ns = [n for n in ns if n <= self.n_words]
        if not ns:
            return {}
        # n-grams are compared by their words concatenated without separator (datatrove joins them
        # with ""), so ("ab", "c") repeats ("a", "bc"): keys are hashes of those character spans,
        # salted with n so that one sort serves every n.
        hashes = _SpanHashes("".join(self._tokens), self.offsets)
        keys = np.concatenate([hashes.keys(n) for n in ns])
        order = np.argsort(keys)
        ordered = keys[order]
        new = np.empty(len(keys), dtype=bool)
        new[0] = True
        np.not_equal(ordered[1:], ordered[:-1], out=new[1:])
        starts = np.flatnonzero(new)
        if len(starts) == len(keys):
            return {}
        # Per element, the earliest element with the same key; the other elements are repeats.
        first = np.repeat(np.minimum.reduceat(order, starts), np.diff(np.append(starts, len(keys))))
        repeat = order != first
        elements, firsts = order[repeat], first[repeat]
        by_element = np.argsort(elements)
        elements, firsts = elements[by_element], firsts[by_element]
        block_starts = np.cumsum([0] + [self.n_words - n + 1 for n in ns])
        bounds = np.searchsorted(elements, block_starts)
        return {n: (elements[bounds[b]:bounds[b + 1]] - block_starts[b],
                    firsts[bounds[b]:bounds[b + 1]] - block_starts[b])
                for b, n in enumerate(ns) if bounds[b] < bounds[b + 1]}


def _group(keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For each distinct key: the index of its first occurrence and its number of occurrences."""
    order = np.argsort(keys)
    ordered = keys[order]
    new = np.empty(len(keys), dtype=bool)
    new[:1] = True
    np.not_equal(ordered[1:], ordered[:-1], out=new[1:])
    starts = np.flatnonzero(new)
    return np.minimum.reduceat(order, starts), np.diff(np.append(starts, len(keys)))


def _skip_ahead_repeats(positions: list[int], firsts: list[int], chars: list[int], n: int,
                        limit: int | None = None) -> int:
    """Replay datatrove's left-to-right scan for repeated n-grams, given only the positions whose
    n-gram occurred before (increasing, each with the position where its n-gram first occurs, which
    identifies the n-gram, and its length in characters).

    The scan remembers each n-gram it visits; on meeting a remembered one it counts its characters and
    jumps n positions ahead, so the n - 1 positions after a repeat are never visited nor remembered and
    a later copy of an n-gram seen only there counts as new. First occurrences never repeat anything:
    only whether a jump skipped them matters, which the jumps tell. Stops once the total exceeds
    ``limit``.
    """
    total = 0
    resume = 0                       # positions before this were jumped over
    jump_starts: list[int] = []      # a repeat at s makes the scan skip s + 1 … s + n - 1
    known: set[int] = set()          # n-grams (by first position) that some visited position had
    for position, first, length in zip(positions, firsts, chars):
        if position < resume:
            continue
        if first not in known:
            known.add(first)
            j = bisect.bisect_right(jump_starts, first) - 1
            if j >= 0 and first < jump_starts[j] + n:
                continue  # the first occurrence was jumped over: this one is the first visited
        total += length
        if limit is not None and total > limit:
            break
        jump_starts.append(position)
        resume = position + n
    return total


class _SpanHashes:
    """Hashes of the character spans between word offsets of one string, equal for equal spans.

    Polynomial hashing modulo 2**64 (numpy's wrapping uint64 arithmetic, no division): with prefix sums
    ``S`` of ``code[j] * B**-j``, the span ``[a, b)`` hashes to ``(S[b] - S[a]) * B**a``, which depends
    only on its characters. Distinct spans of one document collide with odds around 2**-64 per pair;
    the known way to force a collision modulo 2**64 (Thue-Morse strings thousands of characters long)
    does not occur in text, and would only make one n-gram count as repeated.
    """

    BASE = 0x9E3779B97F4A7C15  # odd, so invertible modulo 2**64
    SALT = 0xD6E8FEB86659FD93  # odd

    def __init__(self, text: str, offsets: np.ndarray):
        inverse = pow(self.BASE, -1, 1 << 64)
        sums = np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32).astype(np.uint64)
        sums += np.uint64(1)  # so that a NUL character still changes the hash
        # In place and by blocks of the power table, to keep memory at one array of the text's length.
        table = _power_table(inverse)
        for start in range(0, len(sums), len(table)):
            block = sums[start:start + len(table)]
            block *= table[:len(block)] * np.uint64(pow(inverse, start, 1 << 64))
        np.cumsum(sums, out=sums)  # sums[k] = S[k + 1]
        self.at_offsets = np.zeros(len(offsets), dtype=np.uint64)
        self.at_offsets[1:] = sums[offsets[1:] - 1]
        self.scales = _powers(self.BASE, offsets[:-1])

    def keys(self, n: int) -> np.ndarray:
        """Keys of the spans of n consecutive words, times a factor that depends on n: equal spans keep
        equal keys for one n, while keys for different n look unrelated (adding n instead would not
        do: spans that differ by one in their first character differ by one in hash)."""
        scale = self.scales[:len(self.scales) - n + 1] * np.uint64(pow(self.SALT, n, 1 << 64))
        return (self.at_offsets[n:] - self.at_offsets[:-n]) * scale


_POWER_TABLES: dict[int, np.ndarray] = {}


def _power_table(base: int) -> np.ndarray:
    """``base ** k`` modulo 2**64 for k < 65536, computed once per base."""
    table = _POWER_TABLES.get(base)
    if table is None:
        table = np.ones(1 << 16, dtype=np.uint64)
        table[1] = base
        filled = 2
        while filled < len(table):  # doubling: table[f:2f] = table[:f] * base**f
            table[filled:2 * filled] = table[:filled] * np.uint64(pow(base, filled, 1 << 64))
            filled *= 2
        _POWER_TABLES[base] = table
    return table


def _powers(base: int, exponents: np.ndarray) -> np.ndarray:
    """``base ** k`` modulo 2**64 for each k of a non-negative int64 array."""
    table = _power_table(base)
    if not len(exponents) or exponents.max() < len(table):
        return table[exponents]
    high = exponents >> 16
    high_table = np.array([pow(base, k << 16, 1 << 64) for k in range(int(high.max()) + 1)],
                          dtype=np.uint64)
    return table[exponents & 0xFFFF] * high_table[high]


def _repetition_measures(text: str, top_ngrams: Iterable[int], dup_ngrams: Iterable[int],
                         bounds: Mapping[str, float | None] | None = None,
                         ) -> Iterator[tuple[str, float | None]]:
    """(score key, value) for every repetition measurement, in check order, computed lazily so that a
    caller can stop at the first failure. Character fractions are over ``len(text)``. With ``bounds``
    (score key -> threshold), a duplicated n-gram count stops as soon as it exceeds its threshold."""
    n_chars = len(text)
    # Paragraphs come from the stripped text (so leading/trailing blank lines are not one), while
    # lines and every character fraction use the raw text; as in datatrove.
    paras = paragraphs(text)
    dup, dup_chars = _duplicates(paras)
    yield "dup_para_frac", dup / len(paras)
    yield "dup_para_char_frac", dup_chars / n_chars
    line_runs = _newline_runs_split(text)
    dup, dup_chars = _duplicates(line_runs)
    yield "dup_line_frac", dup / len(line_runs)
    yield "dup_line_char_frac", dup_chars / n_chars
    ngrams = _NGrams(words(text))
    for n in top_ngrams:
        chars = ngrams.top_ngram_chars(n)
        yield f"top_{n}gram_char_frac", None if chars is None else chars / n_chars
    for n in dup_ngrams:
        key = f"dup_{n}gram_char_frac"
        bound = (bounds or {}).get(key)
        limit = None if bound is None else _largest_count_within(bound, n_chars)
        yield key, ngrams.duplicated_ngram_chars(n, dup_ngrams, limit) / n_chars


def _largest_count_within(bound: float, n_chars: int) -> int:
    """The largest integer count c with ``c / n_chars <= bound``, computed with the same float division
    as the check, so that stopping a count early above it never changes a decision."""
    count = int(bound * n_chars)
    while count / n_chars > bound:
        count -= 1
    while (count + 1) / n_chars <= bound:
        count += 1
    return count


def _detail(key: str) -> str:
    """Drop detail for a score key: ``top_2gram_char_frac`` -> ``top_2gram``."""
    return key.removesuffix("_char_frac") if "gram" in key else key


def gopher_repetition_stats(text: str, top_ngrams: Iterable[int] = tuple(TOP_NGRAM_CHAR_FRAC),
                            dup_ngrams: Iterable[int] = tuple(DUP_NGRAM_CHAR_FRAC)) -> dict[str, Any]:
    """Every repetition measurement of ``text`` (all None for an empty text):
    ``dup_para_frac``, ``dup_para_char_frac``, ``dup_line_frac``, ``dup_line_char_frac``,
    ``top_<n>gram_char_frac`` for each n of ``top_ngrams`` (None if the text has fewer than n words)
    and ``dup_<n>gram_char_frac`` for each n of ``dup_ngrams``."""
    top_ngrams, dup_ngrams = sorted(top_ngrams), sorted(dup_ngrams)
    if not text:
        keys = ["dup_para_frac", "dup_para_char_frac", "dup_line_frac", "dup_line_char_frac"]
        keys += [f"top_{n}gram_char_frac" for n in top_ngrams]
        keys += [f"dup_{n}gram_char_frac" for n in dup_ngrams]
        return dict.fromkeys(keys)
    return dict(_repetition_measures(text, top_ngrams, dup_ngrams))


def gopher_repetition_violation(text: str, *, max_dup_para_frac: float | None = 0.3,
                                max_dup_para_char_frac: float | None = 0.2,
                                max_dup_line_frac: float | None = 0.3,
                                max_dup_line_char_frac: float | None = 0.2,
                                max_top_ngram_char_frac: Mapping[int, float | None] | None
                                = TOP_NGRAM_CHAR_FRAC,
                                max_dup_ngram_char_frac: Mapping[int, float | None] | None
                                = DUP_NGRAM_CHAR_FRAC) -> str | None:
    """The first repetition check ``text`` fails (``empty``, ``dup_para_frac``, ``dup_para_char_frac``,
    ``dup_line_frac``, ``dup_line_char_frac``, ``top_<n>gram`` by increasing n, ``dup_<n>gram`` by
    increasing n), or None. A check fails when its measurement is strictly above its threshold; None
    disables a check (or, for the n-gram mappings, all of them). Stops computing at the first failure.
    """
    if not text:
        return "empty"
    top = dict(max_top_ngram_char_frac or {})
    dup = dict(max_dup_ngram_char_frac or {})
    bounds = {"dup_para_frac": max_dup_para_frac, "dup_para_char_frac": max_dup_para_char_frac,
              "dup_line_frac": max_dup_line_frac, "dup_line_char_frac": max_dup_line_char_frac}
    bounds.update({f"top_{n}gram_char_frac": frac for n, frac in top.items()})
    bounds.update({f"dup_{n}gram_char_frac": frac for n, frac in dup.items()})
    top_ns = sorted(n for n, frac in top.items() if frac is not None)
    dup_ns = sorted(n for n, frac in dup.items() if frac is not None)
    for key, value in _repetition_measures(text, top_ns, dup_ns, bounds):
        bound = bounds[key]
        if bound is not None and value is not None and value > bound:
            return _detail(key)
    return None


def _check_ngram_fracs(rule: str, name: str, fracs: Mapping[int, float | None] | None) -> dict:
    if fracs is None:
        return {}
    if not isinstance(fracs, Mapping):
        raise ValueError(f"{rule}: {name} must be a mapping from n to a fraction, got {fracs!r}")
    for n, frac in fracs.items():
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise ValueError(f"{rule}: {name} keys must be integers >= 1, got {n!r}")
        _check_number(rule, f"{name}[{n}]", frac, high=1.0)
    return dict(sorted(fracs.items()))


class GopherRepetitionConfig(RuleConfig):
    """Rae et al. 2021 (Gopher), Table A1; ``null`` disables a check."""

    max_dup_para_frac: Optional[Ratio] = 0.3
    max_dup_para_char_frac: Optional[Ratio] = 0.2
    max_dup_line_frac: Optional[Ratio] = 0.3
    max_dup_line_char_frac: Optional[Ratio] = 0.2
    max_top_ngram_char_frac: dict[NgramSize, Ratio] = dict(TOP_NGRAM_CHAR_FRAC)
    max_dup_ngram_char_frac: dict[NgramSize, Ratio] = dict(DUP_NGRAM_CHAR_FRAC)


# The rule's defaults, when it is built without a config.
_repetition = GopherRepetitionConfig.default


@register("gopher_repetition", GopherRepetitionConfig, position=50)
class GopherRepetitionRule(Rule):
    """Drop reasons, in check order: ``gopher_repetition:empty``, ``:dup_para_frac``,
    ``:dup_para_char_frac``, ``:dup_line_frac``, ``:dup_line_char_frac``, ``:top_<n>gram`` (n
    increasing), ``:dup_<n>gram`` (n increasing).

    Scores: ``dup_para_frac``, ``dup_para_char_frac``, ``dup_line_frac``, ``dup_line_char_frac``,
    ``top_<n>gram_char_frac``, ``dup_<n>gram_char_frac`` (see :func:`gopher_repetition_stats`).
    """

    name = "gopher_repetition"

    def __init__(self, max_dup_para_frac: float | None = _repetition("max_dup_para_frac"),
                 max_dup_para_char_frac: float | None = _repetition("max_dup_para_char_frac"),
                 max_dup_line_frac: float | None = _repetition("max_dup_line_frac"),
                 max_dup_line_char_frac: float | None = _repetition("max_dup_line_char_frac"),
                 max_top_ngram_char_frac: Mapping[int, float | None] | None = TOP_NGRAM_CHAR_FRAC,
                 max_dup_ngram_char_frac: Mapping[int, float | None] | None = DUP_NGRAM_CHAR_FRAC,
                 *, mode: str = "filter"):
        super().__init__(mode=mode)
        GopherRepetitionConfig.check_arguments(
            self.name, max_dup_para_frac=max_dup_para_frac,
            max_dup_para_char_frac=max_dup_para_char_frac, max_dup_line_frac=max_dup_line_frac,
            max_dup_line_char_frac=max_dup_line_char_frac)
        # The maps are checked here: a rule built directly may also turn off one n (None) or all.
        self.top = _check_ngram_fracs(self.name, "max_top_ngram_char_frac", max_top_ngram_char_frac)
        self.dup = _check_ngram_fracs(self.name, "max_dup_ngram_char_frac", max_dup_ngram_char_frac)
        self.thresholds = dict(max_dup_para_frac=max_dup_para_frac,
                               max_dup_para_char_frac=max_dup_para_char_frac,
                               max_dup_line_frac=max_dup_line_frac,
                               max_dup_line_char_frac=max_dup_line_char_frac,
                               max_top_ngram_char_frac=self.top, max_dup_ngram_char_frac=self.dup)

    def check(self, doc: Document) -> str | None:
        detail = gopher_repetition_violation(doc.text, **self.thresholds)
        return None if detail is None else self.reason(detail)

    def scores(self, doc: Document) -> dict[str, Any]:
        stats = gopher_repetition_stats(doc.text, self.top, self.dup)
        return {key: _rounded(value) for key, value in stats.items()}
