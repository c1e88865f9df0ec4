"""Word-list rule: drop documents that use words or phrases from a list (offensive terms, spam phrases).

C4 (Raffel et al. 2020, section 2.2) dropped every page containing any word of the "List of Dirty,
Naughty, Obscene or Otherwise Bad Words" (LDNOOBW), the default here (``max_matches=0``). BigScience's
ROOTS corpus (Laurençon et al. 2022) instead allowed a share of "flagged words" per language (0.01 of
the words for English): set ``max_ratio`` for that. No list is bundled (LDNOOBW would have to be
downloaded, and lists are a per-corpus choice); ``path`` names a file on any Beam filesystem.

The list file has one entry per line; blank lines and lines starting with ``#`` are skipped (a ``#``
elsewhere is part of the entry). An entry is a word (``darn``) or a phrase (``hot singles``, where any
run of whitespace in the text matches the space), and may contain punctuation (``x-rated``).

Matching follows C4's bad-words regex: an entry matches where it is not preceded or followed by a
word character (a letter, digit or underscore), so ``ass`` does not match inside ``class`` or
``assess`` but does match in ``ass,`` or ``ass's``. Matching is case-insensitive unless
``case_sensitive`` (``str.lower`` on both sides, as C4). Entries that are single words are looked up
in a set, one lookup per word of the text, so the cost does not grow with the list; each other entry
is a small regular expression, searched for only in texts that contain the entry's longest word.

Counts: every occurrence of a single-word entry counts once; phrase entries count their
non-overlapping occurrences. Entries are counted independently, so with both ``hot dog`` and ``dog``
listed, "hot dog" counts twice. Entries that differ only in case (or, with ``case_sensitive``, not
at all) or in their inner whitespace are one entry. The words of the text (the ratio's denominator)
are its runs of word characters, the same boundaries the matching uses.

Drop reason: ``wordlist:matched``, when ``matches > max_matches``, or, if ``max_ratio`` is set,
when ``matches / words > max_ratio`` (the two are exclusive; a text with matches but no words, only
possible with entries made of punctuation, counts as over any ratio). Scores: ``matches``, ``ratio``
(None for a text without words).
"""

from __future__ import annotations

import codecs
import re
from typing import Any, Iterator, Optional

from apache_beam.io.filesystem import BeamIOError
from apache_beam.io.filesystems import FileSystems

from gristmill.schema import MAX_PER_DOCUMENT, Ratio, Size
from gristmill.transforms.document import Document
from gristmill.transforms.filters.base import Rule
from gristmill.transforms.filters.registry import RuleConfig, register

_WORD_RE = re.compile(r"\w+")
_CHUNK_BYTES = 1 << 20
# What str.splitlines splits on.
_LINE_BREAKS = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"


def read_list_file(path: str, rule: str) -> Iterator[tuple[int, str]]:
    """``(line number, line)`` for each line of the list file at ``path`` (any Beam filesystem;
    ``.gz``, ``.zst`` and other compressions by extension) that is neither blank nor a ``#`` comment,
    stripped. Lines are split as ``str.splitlines`` splits them.

    The file is streamed, so a list of tens of millions of lines never sits in memory as one string.
    Raises ValueError naming ``path`` if it cannot be read as UTF-8 text.
    """
    decoder = codecs.getincrementaldecoder("utf-8-sig")()
    number = 0
    carry = ""
    try:
        with FileSystems.open(path) as stream:
            while True:
                chunk = stream.read(_CHUNK_BYTES)
                lines = (carry + decoder.decode(chunk, final=not chunk)).splitlines(keepends=True)
                carry = ""
                # The last line may go on in the next chunk (a lone "\r" may be half of "\r\n").
                if chunk and lines and (lines[-1][-1] not in _LINE_BREAKS or lines[-1][-1] == "\r"):
                    carry = lines.pop()
                for line in lines:
                    number += 1
                    line = line.strip()
                    if line and not line.startswith("#"):
                        yield number, line
                if not chunk:
                    return
    except (OSError, BeamIOError, UnicodeDecodeError) as exc:
        raise ValueError(f"{rule}: cannot read list file {path!r}: {exc}") from None


def phrase_pattern(phrase: str) -> re.Pattern:
    """A regex for ``phrase`` (single spaces between its parts) with C4's boundaries: no word character
    just before or just after it, any whitespace between its parts.

    The pattern starts with the phrase's first part as a literal, the boundary check written as a
    lookbehind after it: a pattern that begins with a literal lets ``re`` skip through the text at
    ``str.find`` speed, where a leading lookbehind makes it try every position.
    """
    head, *rest = phrase.split(" ")
    head = re.escape(head)
    tail = "".join(r"\s+" + re.escape(part) for part in rest)
    return re.compile(rf"{head}(?<!\w{head}){tail}(?!\w)")


class WordMatcher:
    """Counts the occurrences of a list's entries in texts (see the module docstring)."""

    def __init__(self, entries: list[str], case_sensitive: bool = False):
        self.case_sensitive = case_sensitive
        words: set[str] = set()
        by_trigger: dict[str, list[re.Pattern]] = {}
        ungated: list[re.Pattern] = []
        for entry in dict.fromkeys(self._key(entry) for entry in entries):
            if _WORD_RE.fullmatch(entry):
                words.add(entry)
                continue
            # Every word-character run inside an entry is a whole word of any text it matches, so a
            # text without the entry's longest run cannot contain the entry: no need to search it.
            runs = _WORD_RE.findall(entry)
            pattern = phrase_pattern(entry)
            if runs:
                by_trigger.setdefault(max(runs, key=len), []).append(pattern)
            else:
                ungated.append(pattern)
        self.words = frozenset(words)
        self.by_trigger = {trigger: tuple(patterns) for trigger, patterns in by_trigger.items()}
        self.triggers = frozenset(by_trigger)
        self.ungated = tuple(ungated)

    def _key(self, entry: str) -> str:
        entry = " ".join(entry.split())
        return entry if self.case_sensitive else entry.lower()

    def prepare(self, text: str) -> tuple[str, list[str]]:
        """The text as matched (lower-cased unless case-sensitive) and its words."""
        if not self.case_sensitive:
            text = text.lower()
        return text, _WORD_RE.findall(text)

    def _patterns_for(self, tokens: list[str]) -> list[re.Pattern]:
        patterns = list(self.ungated)
        if self.triggers:
            for trigger in self.triggers.intersection(tokens):
                patterns.extend(self.by_trigger[trigger])
        return patterns

    def count(self, text: str) -> tuple[int, int]:
        """``(matches, words)`` for ``text``."""
        text, tokens = self.prepare(text)
        matches = sum(map(self.words.__contains__, tokens))
        for pattern in self._patterns_for(tokens):
            matches += sum(1 for _ in pattern.finditer(text))
        return matches, len(tokens)

    def any_match(self, text: str) -> bool:
        """Whether ``text`` contains any entry; stops at the first word found."""
        text, tokens = self.prepare(text)
        if not self.words.isdisjoint(tokens):
            return True
        return any(pattern.search(text) for pattern in self._patterns_for(tokens))


class WordListConfig(RuleConfig):
    path: Optional[str] = None
    max_matches: Size(MAX_PER_DOCUMENT, low=0) = 0
    max_ratio: Optional[Ratio] = None
    case_sensitive: bool = False

    required = ("path", "a file with one word or phrase per line")


@register("wordlist", WordListConfig, position=140)
class WordListRule(Rule):
    """Drops documents with more list matches than allowed.

    Drop reason: ``wordlist:matched``. Scores: ``matches``, ``ratio``.
    """

    name = "wordlist"

    def __init__(self, path: str, max_matches: int = WordListConfig.default("max_matches"),
                 max_ratio: float | None = WordListConfig.default("max_ratio"),
                 case_sensitive: bool = WordListConfig.default("case_sensitive"), *,
                 mode: str = "filter"):
        super().__init__(mode=mode)
        WordListConfig.check_arguments(self.name, max_matches=max_matches, max_ratio=max_ratio,
                                       case_sensitive=case_sensitive)
        if max_ratio is not None and max_matches:
            raise ValueError(f"wordlist: set max_matches ({max_matches}) or max_ratio ({max_ratio}), "
                             f"not both")
        entries = [line for _, line in read_list_file(path, self.name)]
        if not entries:
            raise ValueError(f"wordlist: {path} lists no words")
        self.path = path
        self.max_matches = max_matches
        self.max_ratio = None if max_ratio is None else float(max_ratio)
        self.matcher = WordMatcher(entries, case_sensitive=case_sensitive)

    def check(self, doc: Document) -> str | None:
        if self.max_ratio is None and self.max_matches == 0:
            return self.reason("matched") if self.matcher.any_match(doc.text) else None
        matches, words = self.matcher.count(doc.text)
        if self.max_ratio is None:
            too_many = matches > self.max_matches
        else:
            too_many = matches > 0 and (not words or matches / words > self.max_ratio)
        return self.reason("matched") if too_many else None

    def scores(self, doc: Document) -> dict[str, Any]:
        matches, words = self.matcher.count(doc.text)
        return {"matches": matches, "ratio": round(matches / words, 6) if words else None}
