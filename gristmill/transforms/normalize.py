"""Text normalization: Unicode form, control characters, whitespace. Each step can be switched off.

Runs before filters and dedup so that both see one canonical spelling of each text: two copies of a
page that differ only in CRLF line endings or trailing spaces hash to the same exact-dedup key.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from typing import Sequence

from gristmill.transforms.document import Document
from gristmill.transforms.steps import Drop, Step

UNICODE_FORMS = ("NFC", "NFKC", "none")

# C0 and C1 control characters except TAB, LF, CR, VT, FF and NEL (which the whitespace step turns into
# line breaks), DEL, and the invisible zero-width space / byte-order mark that scraped text is full of.
_CONTROL = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x84\x86-\x9f\u200b\ufeff]")
# Every line-break convention seen in the wild: CRLF, CR, VT, FF, NEL, LINE and PARAGRAPH SEPARATOR.
_LINE_BREAK = re.compile("\r\n|[\r\x0b\x0c\x85\u2028\u2029]")
# Horizontal whitespace at the end of a line or of the text. The lookbehind lets a match start only where
# a run of spaces starts: without it, a run of n spaces followed by anything else than a line break is
# scanned again from each of its n positions, quadratic time (100 000 spaces took a minute).
_TRAILING_SPACE = re.compile(r"(?<![^\S\n])[^\S\n]+(?=\n|\Z)")
# More than one blank line in a row.
_BLANK_LINES = re.compile(r"\n{3,}")
# Fast-path checks: substrings without which the regexes above cannot match.
_LINE_BREAK_MARKS = ("\r", "\x0b", "\x0c", "\x85", "\u2028", "\u2029")
# Every character str.isspace() (and so the regex's \s) accepts, other than space, tab, line breaks.
_OTHER_SPACES = tuple(c for c in map(chr, range(0x110000))
                      if c.isspace() and c not in " \t\n\r\x0b\x0c\x85\u2028\u2029")


def _non_starter_weights() -> dict[str, int]:
    """Characters whose compatibility decomposition holds only non-starters (combining class other than
    0), with that decomposition's length: the characters that lengthen a run of non-starters."""
    weights = {}
    for c in map(chr, range(0x110000)):
        if unicodedata.combining(c) or unicodedata.decomposition(c):
            decomposed = unicodedata.normalize("NFKD", c)
            if decomposed and all(unicodedata.combining(part) for part in decomposed):
                weights[c] = len(decomposed)
    return weights


# Unicode normalization sorts each run of non-starters by combining class, and CPython sorts it by
# insertion: a run of n marks of alternating classes ("a" + "\u0301\u0316" * n) takes n^2 steps, about
# five minutes for a megabyte. UAX #15 section 13 (Stream-Safe Text Format) bounds runs for that reason: after 30
# non-starters it inserts U+034F COMBINING GRAPHEME JOINER, a starter that changes no rendering and that
# normalization neither moves nor composes across. Runs are measured here in the characters' NFKD
# non-starters (as UAX #15 does) but only over characters made of non-starters alone; a precomposed
# letter's trailing marks start a new run, so a run can reach 30 plus a letter's few marks.
# Ordinary text never stacks 30 marks on one letter and is untouched; "Zalgo" decoration may, and gets
# a joiner.
MAX_NON_STARTERS = 30
_GRAPHEME_JOINER = "\u034f"


@functools.cache
def _non_starter_runs() -> tuple[re.Pattern, dict[str, int]]:
    """The regex of runs that may exceed the limit, and each character's weight. Built on first use
    (a scan of all code points, 0.2 s) rather than when any process imports this module."""
    weights = _non_starter_weights()
    # A run that may exceed the limit is at least the limit divided by the heaviest weight long.
    pattern = re.compile("[%s]{%d,}" % ("".join(map(re.escape, sorted(weights))),
                                        MAX_NON_STARTERS // max(weights.values()) + 1))
    return pattern, weights


def _split_non_starter_run(match: re.Match, weights: dict[str, int]) -> str:
    pieces, run = [], 0
    for c in match.group():
        if run + weights[c] > MAX_NON_STARTERS:
            pieces.append(_GRAPHEME_JOINER)
            run = 0
        pieces.append(c)
        run += weights[c]
    return "".join(pieces)


def stream_safe(text: str) -> str:
    """``text`` with U+034F inserted wherever a run of non-starters would exceed
    :data:`MAX_NON_STARTERS` (UAX #15, Stream-Safe Text Format)."""
    pattern, weights = _non_starter_runs()
    return pattern.sub(functools.partial(_split_non_starter_run, weights=weights), text)


def normalize_text(text: str, *, unicode_form: str = "NFC", control_chars: bool = True,
                   whitespace: bool = True) -> str:
    """Return ``text`` in canonical form.

    - ``unicode_form``: ``NFC`` (composed characters, lossless), ``NFKC`` (also folds compatibility
      characters such as full-width letters and ligatures; lossy), or ``none``. Text that the form
      changes is first put in Stream-Safe Text Format (:func:`stream_safe`).
    - ``control_chars``: remove control characters other than tab and line breaks.
    - ``whitespace``: unify line breaks to ``\\n``, drop trailing spaces on each line, keep at most
      one blank line in a row, strip the text. Spaces inside a line are kept (code indentation).
    """
    if control_chars:
        text = _CONTROL.sub("", text)
    # The check never sorts: a run of marks out of order answers "not normalized" at once. Only text
    # that normalization changes is made stream-safe; a 0.1 s/MB scan most text is spared.
    if unicode_form != "none" and not unicodedata.is_normalized(unicode_form, text):
        text = unicodedata.normalize(unicode_form, stream_safe(text))
    if whitespace:
        # Each regex runs only when a C-speed substring check says it can match: most text is clean,
        # and the regexes scan at 30-100 MB/s where `in` scans at GB/s.
        if any(mark in text for mark in _LINE_BREAK_MARKS):
            text = _LINE_BREAK.sub("\n", text)
        if (" \n" in text or "\t\n" in text or text[-1:].isspace()
                or any(c in text for c in _OTHER_SPACES)):
            text = _TRAILING_SPACE.sub("", text)
        if "\n\n\n" in text:
            text = _BLANK_LINES.sub("\n\n", text)
        text = text.strip()
    return text


class NormalizeStep(Step):
    """The normalize step (:func:`gristmill.transforms.steps.run_steps` applies it): each document's
    text in canonical form (:func:`normalize_text`); a text that normalizes to nothing is dropped
    (``normalize:empty``). An unchanged document is returned as is, so only changed texts count
    under ``modified/normalize``. Deterministic per document."""

    name = "normalize"

    def __init__(self, *, unicode_form: str, control_chars: bool, whitespace: bool):
        super().__init__()
        if unicode_form not in UNICODE_FORMS:
            raise ValueError(f"unicode_form must be one of {UNICODE_FORMS}, got {unicode_form!r}")
        self.options = dict(unicode_form=unicode_form, control_chars=control_chars,
                            whitespace=whitespace)

    def apply(self, doc: Document) -> Document | Drop:
        text = normalize_text(doc.text, **self.options)
        if not text:
            return Drop("normalize:empty")
        return doc if text == doc.text else doc.replace(text=text)

    def run_batch(self, docs: Sequence[Document]) -> list[Document | Drop]:
        return [self.apply(doc) for doc in docs]
