"""Pre-screening and windowed analysis: Presidio's whole-document results, computed on less text.

Presidio's ``AnalyzerEngine.analyze`` is slow even with the no-op NLP engine: every recognizer runs
its regexes over every character and ``phonenumbers`` parses every digit group (8-16 ms per KB with
Presidio's default recognizers on one core here), while most of a training corpus holds no PII at
all. This module gets the *same* results while showing Presidio only the places where a match is
possible.

Contract
--------
``analyze_whole`` is the reference: one ``analyzer.analyze`` call on the whole document, then the
per-entity score thresholds. ``WindowedAnalyzer`` returns exactly the same list (entity type, start,
end, score), sorted by ``(start, end, entity_type)``.

Why windowing is exact when the NLP engine does no NLP
------------------------------------------------------
For each entity the caller supplies a *match fact*: ``needs``, a regex that every raw match of that
entity's recognizers contains, and ``max_chars``, an upper bound on the length of any match that can
contain whitespace (a match without whitespace is covered whatever its length, see below).

1. Candidates: ``needs`` is searched with ``finditer``. A match ``M`` contains an occurrence of
   ``needs`` at ``q``; either ``q`` is a hit or it lies inside an earlier hit ``h`` (non-overlapping
   search only skips positions inside hits). Each hit ``h`` gets the window
   ``[h.start - margin, h.end + margin]`` with ``margin >= max_chars`` of that entity, which
   therefore covers ``M``.
2. Windows are snapped outward to whitespace, so a window never cuts a token: a match without
   whitespace (an e-mail address of any length) lies inside one token and is covered too. For an
   entity whose matches never hold whitespace, the window is therefore its candidate's token and
   only the context its score reads (``context_chars``) on either side.
3. Overlapping or touching windows are merged. Any match that overlaps a merged window has its own
   candidate window inside the merged one, so it lies wholly inside it: no match is cut in two.
4. Inside a window the recognizers see the same characters as in the whole document; the only change
   is that the whitespace just outside the window is replaced by the start or end of the text. The
   patterns treat both alike (``\b``, ``(?<![\w:])``, ``(?![A-Z0-9])``, the letter check
   ``phonenumbers`` applies before and after a number), so the same matches come out. A look-behind
   that reaches past that whitespace (the phone candidate's ``(?<!\d[ \-.])``) looks at a digit
   that, with the match, is a candidate of its own, so the window already extends over it.
   Validation (Luhn, IBAN checksum, ``ipaddress``, ``tldextract``, ``phonenumbers``) only looks at
   the match itself. A score that also reads the text around its match (``context_chars`` of a
   fact: the words labelling a phone number, the lines next to it in a list) gets a margin that
   much wider, so the window holds those characters too. Such readings take at most the line
   before and the line after, and the separator between joined windows is empty lines, so where
   the whole document has no such line (its start or end) the joined call reads an empty one, and
   a neighbouring window's text is never read in their place.
5. With the no-op engine there are no tokens or lemmas, so Presidio's context enhancer cannot change
   a score from words around a match (see ``NoOpNlpEngine``'s docstring), and
   ``EntityRecognizer.remove_duplicates`` only compares overlapping results of the same entity type,
   which fall in the same window. A window is analysed only for the entities with a candidate in it;
   an entity without a candidate there has no match there (step 1), so nothing is lost.

Windows of several documents with the same entity set are joined into one ``analyze`` call, separated
by blank lines (``SEPARATOR``). Presidio's fixed cost per call (registry look-up, NLP artefacts,
context pass, result sorting) is large next to a short window, so this pays. A separator is plain
whitespace, so step 4 still holds; as a guard, a result that would cross a separator makes that group
be analysed again one window per call.

Limits: a recognizer with a per-call budget (Presidio's ``PhoneRecognizer`` inherits
``phonenumbers.PhoneNumberMatcher``'s ``max_tries=65535``) can stop early on a huge whole document
where the windowed calls, which are bounded by ``MAX_CALL_CHARS``, do not; the windowed result is
then the more complete one. The recognizers in ``gristmill.transforms.pii.recognizers`` have no such budget.

The argument depends on the match facts being right; ``tests/test_pii_screen.py`` checks the
equivalence empirically on real and adversarial text rather than trusting them.

Why NER turns windowing off
---------------------------
When the analyzer's NLP engine is not Presidio's ``NoOpNlpEngine`` (spaCy NER for PERSON, LOCATION,
…), a result depends on text far from the match: the statistical model tags a token using its
sentence, and the context enhancer raises scores of pattern results when a context word ("phone",
"card") appears among nearby lemmas. Neither has a bounded reach, and a name has no character it must
contain, so no document can be skipped and no window is safe. Such analyzers get ``analyze_whole`` for
every document: the stage is then as slow as Presidio, but its results are still exact.

Thresholds
----------
``thresholds`` maps an entity type to the lowest score kept; other types use ``default_threshold``.
This is applied on top of Presidio's own ``score_threshold`` handling (which is left at its default),
so the two paths apply the same rule. No PII text is ever logged or put in an exception message.
"""

from __future__ import annotations

import bisect
import re
from collections import defaultdict
from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from presidio_analyzer import AnalyzerEngine, RecognizerResult
from presidio_analyzer.nlp_engine import NoOpNlpEngine

# Blank lines: no predefined pattern spans a newline (phonenumbers' punctuation class has spaces but
# no newline; card, IBAN and SSN separators are space or dash), our phone pattern spans at most one
# line break followed by a digit or "(" (a wrapped number), never two in a row, and it reads as
# whitespace to \b.
SEPARATOR = "\n\n\n"

# A joined call stays below this many characters (one longer window still goes alone): Presidio's
# own PhoneRecognizer stops after phonenumbers' 65535 candidate tries per call, so calls must stay
# far from that, and shorter calls keep memory flat.
MAX_CALL_CHARS = 60_000

_WHITESPACE = re.compile(r"\s")
_LAST_WHITESPACE = re.compile(r"\s(?=\S*\Z)")


@dataclass(frozen=True)
class MatchFact:
    """What every match of one entity type looks like: a substring it contains, a length bound."""

    needs: re.Pattern
    max_chars: int
    # False when no match contains whitespace: then the candidate's own token is a large enough
    # window (step 2 of the module docstring), whatever max_chars says.
    whitespace: bool = True
    # How many characters before and after a match its score may read (words that label it). The
    # window reaches that much further on both sides, so the recognizer sees the same characters.
    context_chars: int = 0

    @property
    def reach(self) -> int:
        """How far from a candidate a window must extend: the longest match and its context."""
        return self.max_chars + self.context_chars


def compile_match_facts(facts: Mapping[str, Mapping]) -> dict[str, MatchFact]:
    """Turn ``{entity: {"needs": regex, "max_chars": int, ["whitespace": bool,]
    ["context_chars": int]}}`` into compiled ``MatchFact``s."""
    compiled = {}
    for entity, fact in facts.items():
        needs = re.compile(fact["needs"])
        if needs.match(""):
            raise ValueError(f"match fact for {entity}: 'needs' must not match the empty string")
        max_chars = int(fact["max_chars"])
        if max_chars <= 0:
            raise ValueError(f"match fact for {entity}: 'max_chars' must be positive")
        context_chars = int(fact.get("context_chars", 0))
        if context_chars < 0:
            raise ValueError(f"match fact for {entity}: 'context_chars' must not be negative")
        compiled[entity] = MatchFact(needs=needs, max_chars=max_chars,
                                     whitespace=bool(fact.get("whitespace", True)),
                                     context_chars=context_chars)
    return compiled


def apply_thresholds(
    results: Iterable[RecognizerResult],
    thresholds: Mapping[str, float] | None,
    default_threshold: float,
) -> list[RecognizerResult]:
    """Keep results whose score reaches their entity's threshold, sorted by (start, end, type)."""
    thresholds = thresholds or {}
    kept = [r for r in results if r.score >= thresholds.get(r.entity_type, default_threshold)]
    return sorted(kept, key=lambda r: (r.start, r.end, r.entity_type))


def analyze_whole(
    analyzer: AnalyzerEngine,
    text: str,
    entities: Sequence[str],
    language: str = "en",
    thresholds: Mapping[str, float] | None = None,
    default_threshold: float = 0.0,
) -> list[RecognizerResult]:
    """Reference result: Presidio on the whole document, then per-entity thresholds."""
    results = analyzer.analyze(text=text, entities=list(entities), language=language)
    return apply_thresholds(results, thresholds, default_threshold)


def snap_start(text: str, pos: int) -> int:
    """Move ``pos`` left to the start of the token it is in (just after whitespace, or 0)."""
    if pos <= 0:
        return 0
    # Search only back to the previous whitespace; the lookahead keeps this linear in the token.
    lo = pos
    step = 256
    while lo > 0:
        lo = max(0, lo - step)
        m = _LAST_WHITESPACE.search(text, lo, pos)
        if m:
            return m.end()
        step *= 2
    return 0


def snap_end(text: str, pos: int) -> int:
    """Move ``pos`` right to the end of the token it is in (at whitespace, or ``len(text)``)."""
    if pos >= len(text):
        return len(text)
    m = _WHITESPACE.search(text, pos)
    return m.start() if m else len(text)


def find_windows(
    text: str, facts: Mapping[str, MatchFact], margins: Mapping[str, int]
) -> list[tuple[int, int, frozenset[str]]]:
    """Merged windows ``(start, end, entities with a candidate inside)`` for one document.

    Each candidate of entity ``e`` opens ``[start - margins[e], end + margins[e]]``, snapped outward
    to whitespace; overlapping or touching windows are merged.

    An empty list means no entity can match anywhere in ``text``.
    """
    raw = []
    n = len(text)
    for entity, fact in facts.items():
        margin = margins[entity]
        if fact.whitespace:
            for m in fact.needs.finditer(text):
                raw.append((max(0, m.start() - margin), min(n, m.end() + margin), entity))
            continue
        # No match holds whitespace: it lies in its candidate's token, so the window is that token
        # and the margin (the context its score reads) on either side. Candidates in one token
        # share its bounds, found once, so a long token costs one scan whatever it holds.
        token_start = token_end = -1
        for m in fact.needs.finditer(text):
            if m.start() >= token_end:
                token_start, token_end = snap_start(text, m.start()), snap_end(text, m.start())
            raw.append((max(0, token_start - margin), min(n, max(token_end, m.end()) + margin),
                        entity))
    if not raw:
        return []
    raw.sort()
    merged: list[list] = []  # [start, end, entities]; the last one's end is snapped lazily
    for start, end, entity in raw:
        if merged and start > merged[-1][1]:
            merged[-1][1] = snap_end(text, merged[-1][1])
            # Snapping only moves starts left, so this may still reach the previous window.
            start = snap_start(text, start)
        if merged and start <= merged[-1][1]:
            last = merged[-1]
            last[1] = max(last[1], end)
            last[2].add(entity)
        else:
            merged.append([snap_start(text, start), end, {entity}])
    merged[-1][1] = snap_end(text, merged[-1][1])
    return [(s, e, frozenset(ents)) for s, e, ents in merged]


def _shift(result: RecognizerResult, offset: int) -> RecognizerResult:
    return RecognizerResult(
        entity_type=result.entity_type,
        start=result.start + offset,
        end=result.end + offset,
        score=result.score,
        analysis_explanation=result.analysis_explanation,
        recognition_metadata=result.recognition_metadata,
    )


class WindowedAnalyzer:
    """Exact, faster stand-in for per-document ``analyze_whole`` (see the module docstring).

    Holds no per-document state; build one per worker process next to its ``AnalyzerEngine`` and call
    ``analyze``/``analyze_batch`` as often as needed. ``calls`` counts analyzer invocations (a plain
    int, for benchmarks and tests).
    """

    def __init__(
        self,
        analyzer: AnalyzerEngine,
        entities: Sequence[str],
        language: str = "en",
        thresholds: Mapping[str, float] | None = None,
        default_threshold: float = 0.0,
        margin: int | None = None,
        match_facts: Mapping[str, Mapping] | None = None,
        max_call_chars: int = MAX_CALL_CHARS,
    ):
        self.analyzer = analyzer
        self.entities = tuple(entities)
        self.language = language
        self.thresholds = dict(thresholds or {})
        self.default_threshold = default_threshold
        self.max_call_chars = max_call_chars
        if match_facts is None:
            from gristmill.transforms.pii.recognizers import MATCH_FACTS

            match_facts = MATCH_FACTS
        missing = [e for e in self.entities if e not in match_facts]
        self.windowed = isinstance(analyzer.nlp_engine, NoOpNlpEngine) and not missing
        self.facts = compile_match_facts({e: match_facts[e] for e in self.entities if e in match_facts})
        longest = max((f.reach for f in self.facts.values()), default=0)
        if margin is not None and margin < longest:
            raise ValueError(f"margin {margin} is shorter than the longest possible match and the "
                             f"context before it ({longest})")
        # Each entity's candidates get its own reach unless one margin is imposed: a window only has
        # to cover matches of the entity whose candidate opened it (module docstring, step 1). A
        # match without whitespace lies in its candidate's token, which the window holds whole
        # (find_windows): beyond it, only the context its score reads.
        self.margins = {e: margin if margin is not None
                        else (f.reach if f.whitespace else f.context_chars)
                        for e, f in self.facts.items()}
        self.calls = 0

    def analyze(self, text: str) -> list[RecognizerResult]:
        """Results for one document; equal to ``analyze_whole`` with the same settings."""
        return self.analyze_batch([text])[0]

    def analyze_batch(self, texts: Sequence[str]) -> list[list[RecognizerResult]]:
        """Results for each document, in order; windows of the batch share analyzer calls."""
        if not self.windowed:
            out = []
            for text in texts:
                self.calls += 1
                out.append(
                    analyze_whole(
                        self.analyzer, text, self.entities, self.language,
                        self.thresholds, self.default_threshold,
                    )
                )
            return out
        # (doc index, window start, window end) grouped by the entities to look for.
        groups: dict[frozenset[str], list[tuple[int, int, int]]] = defaultdict(list)
        for i, text in enumerate(texts):
            for start, end, ents in find_windows(text, self.facts, self.margins):
                groups[ents].append((i, start, end))
        found: list[list[RecognizerResult]] = [[] for _ in texts]
        for ents, windows in groups.items():
            entity_list = [e for e in self.entities if e in ents]
            for chunk in self._chunks(windows):
                self._analyze_joined(texts, chunk, entity_list, found)
        return [apply_thresholds(r, self.thresholds, self.default_threshold) for r in found]

    def _chunks(self, windows: list[tuple[int, int, int]]) -> Iterable[list[tuple[int, int, int]]]:
        chunk, size = [], 0
        for w in windows:
            length = w[2] - w[1] + len(SEPARATOR)
            if chunk and size + length > self.max_call_chars:
                yield chunk
                chunk, size = [], 0
            chunk.append(w)
            size += length
        if chunk:
            yield chunk

    def _analyze_joined(self, texts, windows, entity_list, found) -> None:
        pieces, offsets, pos = [], [], 0
        for doc, start, end in windows:
            offsets.append(pos)
            pieces.append(texts[doc][start:end])
            pos += end - start + len(SEPARATOR)
        self.calls += 1
        results = self.analyzer.analyze(
            text=SEPARATOR.join(pieces), entities=entity_list, language=self.language
        )
        placed = []
        for r in results:
            k = bisect.bisect_right(offsets, r.start) - 1
            if r.end > offsets[k] + len(pieces[k]):
                # A match ran across the separator: the join was unsafe, analyse one by one.
                if len(windows) == 1:
                    raise RuntimeError("analyzer result extends beyond its window")
                for w in windows:
                    self._analyze_joined(texts, [w], entity_list, found)
                return
            doc, start, _ = windows[k]
            placed.append((doc, _shift(r, start - offsets[k])))
        for doc, r in placed:
            found[doc].append(r)
