"""C4 rule: keep the lines of a page that read like prose, and drop pages that are not prose at all.

The Colossal Clean Crawled Corpus (Raffel et al. 2020, section 2.2; built by TFDS ``c4_utils.py``)
cleaned Common Crawl pages line by line. A line (split with ``splitlines``, then stripped) goes if

* it has a word (whitespace-separated) longer than 1000 characters (``too_long_word``),
* after Wikipedia citation markers (``[1]``, ``[edit]``, ``[citation needed]``) are removed, it does
  not end in an end mark or ends in an ellipsis (``no_terminal_punct``),
* it has too few words (``too_few_words``),
* it mentions "javascript", in any case: "please enable JavaScript" notices (``javascript``),
* it contains a policy phrase: terms of use, privacy policy, cookie policy, uses cookies, use of
  cookies, use cookies (``policy``).

The whole page goes if a line that survived the checks before contains "lorem ipsum" (placeholder
text, ``lorem_ipsum``) or a curly bracket (code, ``curly_bracket``), if its kept lines hold too few
sentences (``too_few_sentences``), or if the page is too long (``too_long_page``: checked first, on the
raw text, as C4 applied its length filter before cleaning). Checks run in the order listed, line by
line. A kept page's text becomes its kept lines (stripped, citations removed) joined by newlines.

Two variants, named because they differ:

=========================  ================================  ======================================
setting                    ``c4`` (TFDS, the corpus)          ``c4_datatrove`` (datatrove 0.10.1)
=========================  ================================  ======================================
end marks                  ``.`` ``?`` ``!`` ``"``            also ``'``
minimum words per line     5, counted after citations go      3, counted before citations go
minimum sentences          3                                  5
longest page               190,000 characters                 no limit
=========================  ================================  ======================================

Both count sentences with :func:`~gristmill.transforms.filters.punctuation.count_sentences`, which follows
spaCy's English sentencizer as datatrove does; TFDS used NLTK's Punkt model, which knows more
abbreviations, so ``c4`` may count a few more sentences than the original pipeline did. FineWeb
(Penedo et al. 2024) runs datatrove's variant with the end-mark line check off
(``terminal_punct=False``). Every setting can be overridden by name (:data:`C4_VARIANTS` lists them);
a ``max_word_length`` or ``max_page_chars`` of 0 means no limit. C4's bad-words page filter is not
part of this rule.

A kept page's text is always rewritten the way datatrove writes it, so it can change even when no
line is removed (lines are stripped, citations dropped, blank lines normally removed); a page whose
text comes out identical is passed on as the same object. Removed lines are counted as events
(``lines_removed:<check>``) for every page the rule processes in filter mode, dropped pages included,
up to the line at which a page-level check drops the page; blank lines count too, under the first
check that rejects them (usually ``no_terminal_punct``), as in TFDS and datatrove.
"""

from __future__ import annotations

import dataclasses
import re
from types import MappingProxyType
from typing import Any, Literal, Mapping, NamedTuple, Optional

from gristmill.schema import MAX_PER_DOCUMENT, Size
from gristmill.transforms.document import Document
from gristmill.transforms.filters.base import Rule
from gristmill.transforms.filters.punctuation import count_sentences
from gristmill.transforms.filters.registry import RuleConfig, register
from gristmill.transforms.stage import Drop

_CITATION_RE = re.compile(r"\[\d*\]|\[edit\]|\[citation needed\]")
_ELLIPSIS = "..."
_COOKIE_PHRASES = ("uses cookies", "use of cookies", "use cookies")
_OTHER_POLICY_PHRASES = ("terms of use", "privacy policy", "cookie policy")

#: Line events, in check order; counted as ``lines_removed:<event>``.
LINE_EVENTS = ("too_long_word", "no_terminal_punct", "too_few_words", "javascript", "policy")


@dataclasses.dataclass(frozen=True)
class C4Params:
    """The settings of one C4 run. ``max_word_length`` / ``max_page_chars`` of 0 mean no limit;
    ``min_words_per_line`` / ``min_sentences`` of 0 turn those checks off."""

    terminal_punct: bool
    end_marks: tuple[str, ...]
    min_words_per_line: int
    max_word_length: int
    min_sentences: int
    remove_citations: bool
    lorem_ipsum: bool
    javascript: bool
    curly_bracket: bool
    policy: bool
    max_page_chars: int
    # Not a setting one overrides: where each implementation happens to count a line's words.
    words_before_citations: bool = False


_C4 = dict(terminal_punct=True, end_marks=(".", "?", "!", '"'), min_words_per_line=5,
           max_word_length=1000, min_sentences=3, remove_citations=True, lorem_ipsum=True,
           javascript=True, curly_bracket=True, policy=True, max_page_chars=190_000)

#: Each variant's default settings, by override name.
C4_VARIANTS: Mapping[str, Mapping[str, Any]] = MappingProxyType({
    "c4": MappingProxyType(_C4),
    "c4_datatrove": MappingProxyType({**_C4, "end_marks": (".", "?", "!", '"', "'"),
                                      "min_words_per_line": 3, "min_sentences": 5,
                                      "max_page_chars": 0}),
})
_WORDS_BEFORE_CITATIONS = {"c4": False, "c4_datatrove": True}
_BOOLS = ("terminal_punct", "remove_citations", "lorem_ipsum", "javascript", "curly_bracket", "policy")
_COUNTS = ("min_words_per_line", "max_word_length", "min_sentences", "max_page_chars")


def c4_params(variant: str = "c4", **overrides: Any) -> C4Params:
    """The settings of ``variant`` with ``overrides`` applied (a None override keeps the default).

    Raises ValueError for an unknown variant or setting, or a value of the wrong type or range.
    """
    if variant not in C4_VARIANTS:
        raise ValueError(f"c4: variant must be one of {', '.join(C4_VARIANTS)}, got {variant!r}")
    unknown = sorted(set(overrides) - set(C4_VARIANTS[variant]))
    if unknown:
        raise ValueError(f"{variant}: unknown setting(s) {', '.join(unknown)}; "
                         f"allowed: {', '.join(C4_VARIANTS[variant])}")
    values = dict(C4_VARIANTS[variant])
    values.update({key: value for key, value in overrides.items() if value is not None})
    for key in _BOOLS:
        if not isinstance(values[key], bool):
            raise ValueError(f"{variant}: {key} must be true or false, got {values[key]!r}")
    for key in _COUNTS:
        value = values[key]
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ValueError(f"{variant}: {key} must be an integer >= 0, got {value!r}")
    marks = values["end_marks"]
    if isinstance(marks, str) or not isinstance(marks, (tuple, list)) or not marks \
            or not all(isinstance(mark, str) and mark for mark in marks):
        raise ValueError(f"{variant}: end_marks must be a non-empty list of non-empty strings, "
                         f"got {marks!r}")
    values["end_marks"] = tuple(marks)
    return C4Params(**values, words_before_citations=_WORDS_BEFORE_CITATIONS[variant])


class C4Result(NamedTuple):
    """What :func:`c4_clean` found. ``text`` is None when the page is dropped, for ``reason``."""

    text: str | None
    reason: str | None
    removed: dict[str, int]  # removed lines by check (LINE_EVENTS), only checks that removed any
    lines: int               # lines looked at
    kept_lines: int
    sentences: int           # in the kept lines; may stop counting once the minimum is reached
    lorem_ipsum: bool
    curly_bracket: bool


def c4_clean(text: str, params: C4Params, *, complete: bool = False) -> C4Result:
    """Clean ``text`` by the C4 rules in ``params`` (see the module docstring).

    By default this stops at the first page-level reason and stops counting sentences once there
    are enough. ``complete=True`` looks at every line and counts every sentence, and still reports
    the first reason, for scoring.
    """
    if params.max_page_chars and len(text) > params.max_page_chars:
        if not complete:
            return C4Result(None, "too_long_page", {}, 0, 0, 0, False, False)
        reason: str | None = "too_long_page"
    else:
        reason = None
    max_word = params.max_word_length
    min_words = params.min_words_per_line
    end_marks = params.end_marks if params.terminal_punct else None
    words_before = params.words_before_citations
    need = params.min_sentences
    too_long = no_end = few_words = javascript = policy = 0
    kept: list[str] = []
    sentences = 0
    lines = 0
    lorem = curly = False
    for line in text.splitlines():
        lines += 1
        line = line.strip()
        if max_word and len(line) > max_word and any(len(word) > max_word for word in line.split()):
            too_long += 1
            continue
        cleaned = _CITATION_RE.sub("", line) if params.remove_citations and "[" in line else line
        if end_marks and (not cleaned.endswith(end_marks) or cleaned.endswith(_ELLIPSIS)):
            no_end += 1
            continue
        # split with a cap: only whether there are min_words words matters
        if min_words and len((line if words_before else cleaned).split(None, min_words - 1)) < min_words:
            few_words += 1
            continue
        lower = cleaned.lower()
        if params.lorem_ipsum and "lorem ipsum" in lower:
            lorem = True
            if not complete:
                return C4Result(None, "lorem_ipsum", _removed(too_long, no_end, few_words, javascript,
                                                              policy), lines, len(kept), sentences,
                                True, False)
            reason = reason or "lorem_ipsum"
        if params.javascript and "javascript" in lower:
            javascript += 1
            continue
        if params.curly_bracket and "{" in cleaned:
            curly = True
            if not complete:
                return C4Result(None, "curly_bracket", _removed(too_long, no_end, few_words,
                                                                javascript, policy),
                                lines, len(kept), sentences, lorem, True)
            reason = reason or "curly_bracket"
        if params.policy and (("cookie" in lower and any(p in lower for p in _COOKIE_PHRASES))
                              or any(p in lower for p in _OTHER_POLICY_PHRASES)):
            policy += 1
            continue
        kept.append(cleaned)
        if complete or sentences < need:
            sentences += count_sentences(cleaned)
    removed = _removed(too_long, no_end, few_words, javascript, policy)
    if reason is None and sentences < need:
        reason = "too_few_sentences"
    new_text = None if reason else "\n".join(kept).strip()
    return C4Result(new_text, reason, removed, lines, len(kept), sentences, lorem, curly)


def _removed(*counts: int) -> dict[str, int]:
    return {event: n for event, n in zip(LINE_EVENTS, counts) if n}


class C4Config(RuleConfig):
    """``variant`` picks the defaults (``c4``: as C4 was built; ``c4_datatrove``: datatrove's); any other
    key left ``null`` keeps the variant's value. ``max_word_length`` / ``max_page_chars`` 0: no limit."""

    variant: Literal["c4", "c4_datatrove"] = "c4"
    terminal_punct: Optional[bool] = None
    end_marks: Optional[list[str]] = None
    min_words_per_line: Optional[Size(MAX_PER_DOCUMENT, low=0)] = None
    max_word_length: Optional[Size(MAX_PER_DOCUMENT, low=0)] = None
    min_sentences: Optional[Size(MAX_PER_DOCUMENT, low=0)] = None
    remove_citations: Optional[bool] = None
    lorem_ipsum: Optional[bool] = None
    javascript: Optional[bool] = None
    curly_bracket: Optional[bool] = None
    policy: Optional[bool] = None
    max_page_chars: Optional[Size(MAX_PER_DOCUMENT, low=0)] = None

    def overrides(self) -> dict[str, Any]:
        fields = self.model_dump(exclude={"enabled", "mode", "variant"})
        return {key: tuple(value) if isinstance(value, list) else value
                for key, value in fields.items() if value is not None}


@register("c4", C4Config, position=70)
class C4Rule(Rule):
    """Removes non-prose lines and drops non-prose pages (module docstring). The rule's name is the
    variant's: drop reasons ``<variant>:too_long_page``, ``:lorem_ipsum``, ``:curly_bracket``,
    ``:too_few_sentences``; events ``<variant>:lines_removed:<check>``; modified documents counted
    under ``modified/<variant>``.
    """

    name = "c4"

    def __init__(self, variant: str = C4Config.default("variant"), *, mode: str = "filter",
                 **overrides: Any):
        self.params = c4_params(variant, **overrides)
        self.name = variant
        super().__init__(mode=mode)

    @classmethod
    def from_config(cls, section: C4Config, mode: str) -> "C4Rule":
        return cls(section.variant, mode=mode, **section.overrides())

    def check(self, doc: Document) -> str | None:
        reason = c4_clean(doc.text, self.params).reason
        return None if reason is None else self.reason(reason)

    def apply(self, doc: Document) -> Document | Drop:
        result = c4_clean(doc.text, self.params)
        for event, n in result.removed.items():
            self.count(f"lines_removed:{event}", n)
        if result.reason is not None:
            return Drop(self.reason(result.reason))
        return doc if result.text == doc.text else doc.replace(text=result.text)

    def scores(self, doc: Document) -> dict[str, Any]:
        result = c4_clean(doc.text, self.params, complete=True)
        return {
            "chars": len(doc.text),
            "lines": result.lines,
            "lines_removed": sum(result.removed.values()),
            "sentences": result.sentences,
            "lorem_ipsum": int(result.lorem_ipsum),
            "curly_bracket": int(result.curly_bracket),
        }
