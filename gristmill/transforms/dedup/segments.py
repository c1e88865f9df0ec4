"""Corpus-wide segment dedup: paragraphs or lines shared by too many documents are cut from all
but one.

Web pages repeat boilerplate that document-level dedup cannot see: cookie banners, navigation bars,
newsletter prompts, licence footers. The page around them differs, so exact and MinHash dedup keep
every page, and the boilerplate reaches the training data thousands of times. C4 removes every line
that occurs more than once in the corpus, keeping one occurrence (Raffel et al. 2020, "Exploring the
Limits of Transfer Learning with a Unified Text-to-Text Transformer", section 2.2; the TFDS
``c4_utils`` code keys lines by an MD5 digest of the stripped, lower-cased line). Dolma removes
duplicate paragraphs the same way, with a Bloom filter (Soldaini et al. 2024). This stage does both
exactly, with shuffles instead of a Bloom filter, and runs after document dedup on its survivors.

Units (:func:`split_segments`):

* ``paragraph``: text between blank lines. A separator is a newline followed by one or more lines
  holding only whitespace (``\\n(?:[^\\S\\n]*\\n)+``), so a run of blank lines is one separator
  and the next paragraph keeps its own indentation.
* ``line``: text between ``\\n`` characters (a blank line is a segment of its own, never a key).

The key of a segment (:func:`segment_key`) is the 128-bit BLAKE2b digest of its case-folded text
with whitespace runs collapsed to one space and the ends stripped, so ``"Accept  all COOKIES "`` and
``"accept all cookies"`` are one key. Segments shorter than ``min_segment_chars`` in that form have
no key and are never removed. The default, 1, keys every non-blank segment as C4 and Dolma do: a
line such as "Home" or "Share this" is exactly the boilerplate to remove. Raise it when short
segments that legitimately recur (list markers, "Thanks!") matter more than short boilerplate.

Rule: a key's count is the number of DISTINCT documents containing it (repeats inside one document
are the Gopher repetition rule's business). If the count exceeds ``max_docs``, every document but
the first drops all its copies of the segment; the first, the smallest ``(id, source, position)``
as in exact dedup, keeps its text untouched. A document whose text then breaks the minimum length
bounds, or is blank, is dropped as ``dedup:<unit>:too_short``. (So the first holder of a segment may
itself be dropped for losing other segments; the segment is then gone from the corpus, as in C4.)

Steps, each bounded in memory however many documents share a segment:

1. Per document, one ``(key, doc_ref)`` per distinct key (``doc_ref`` = the survivor key tuple).
2. ``CombinePerKey`` to ``(count, first_ref)``: a constant-size accumulator, lifted before the
   shuffle.
3. Decisions for keys counted more than ``max_docs`` times go back to the occurrences in a
   ``CoGroupByKey`` on ``(key, salt)``: keys found in more than ``max_bucket`` documents are "hot",
   their occurrences are spread over ``ceil(count / max_bucket)`` salts by a stable hash of the
   document id and the decision is replicated to every salt (the hot-key list is a side input, one
   entry per hot key), so no group holds much more than ``max_bucket`` occurrences.
4. The removals ``(doc_ref, key)`` meet their document in a ``CoGroupByKey`` on ``doc_ref``: a group
   holds one document and at most one removal per distinct segment of that document.

Deterministic: keys depend on text only, the first holder on ids, and the rebuilt text on the set of
removed keys, never on the order in which a runner delivers elements.
"""

from __future__ import annotations

import re
from typing import NamedTuple

import apache_beam as beam

from gristmill.transforms.dedup.exact import survivor_key
from gristmill.transforms.dedup.merging import MergeCombineFn
from gristmill.transforms.dedup.minhash import hot_bucket_salts, replicate_to_salts, salt_by_id
from gristmill.transforms.document import Document
from gristmill.transforms.filters.length import length_violation
from gristmill.transforms.hashing import content_hash
from gristmill.transforms.stage import (DEAD_LETTER, DOCS, DROPPED, MODIFIED, REJECTS, SIDE_OUTPUTS, STATS,
                              CountingFn, exception_message)

PARAGRAPH = "paragraph"
LINE = "line"
UNITS = (PARAGRAPH, LINE)

PARAGRAPH_TOO_SHORT = "dedup:paragraph:too_short"
LINE_TOO_SHORT = "dedup:line:too_short"
TOO_SHORT = {PARAGRAPH: PARAGRAPH_TOO_SHORT, LINE: LINE_TOO_SHORT}
# Dead letters: ``dead_lettered/dedup_segments:error``.
ERROR = "dedup_segments:error"
# Stats kind for this stage's own counts.
STAGE = "dedup_segments"

# A newline, then one or more lines of nothing but whitespace (Unicode-aware, newline excluded).
_PARAGRAPH_BREAK = re.compile(r"\n(?:[^\S\n]*\n)+")


# ------------------------------------------------------------------------------------------------
# Pure functions


class Segment(NamedTuple):
    """One unit of a text and the separator that follows it (``""`` after the last one)."""

    text: str
    separator: str


def _check_unit(unit: str) -> None:
    if unit not in UNITS:
        raise ValueError(f"unit must be one of {UNITS}, got {unit!r}")


def split_segments(text: str, unit: str) -> list[Segment]:
    """``text`` cut into :class:`Segment` s; joining every ``text + separator`` gives ``text`` back,
    byte for byte. There is always at least one segment (``""`` for an empty text); a text starting
    with a paragraph break starts with an empty segment."""
    _check_unit(unit)
    if unit == LINE:
        lines = text.split("\n")
        return [Segment(line, "\n") for line in lines[:-1]] + [Segment(lines[-1], "")]
    segments = []
    start = 0
    for match in _PARAGRAPH_BREAK.finditer(text):
        segments.append(Segment(text[start:match.start()], match.group()))
        start = match.end()
    segments.append(Segment(text[start:], ""))
    return segments


def canonical_segment(segment: str) -> str:
    """The form a segment is compared in: case-folded, whitespace runs collapsed, ends stripped."""
    return " ".join(segment.casefold().split())


def segment_key(segment: str, min_chars: int = 1) -> bytes | None:
    """128-bit digest of :func:`canonical_segment`, or None when that form is shorter than
    ``min_chars`` (a blank segment never has a key, whatever ``min_chars``)."""
    canonical = canonical_segment(segment)
    if not canonical or len(canonical) < min_chars:
        return None
    return content_hash(canonical)


def segment_keys(text: str, unit: str, min_chars: int = 1) -> list[bytes | None]:
    """The key of every segment of ``text``, in order."""
    return [segment_key(segment.text, min_chars) for segment in split_segments(text, unit)]


def remove_segments(text: str, unit: str, remove: set[int]) -> str:
    """``text`` without the segments at indices ``remove`` (of :func:`split_segments`).

    Nothing removed: ``text`` itself. Otherwise the kept segments are joined by the separator that
    preceded each in the original, and blank segments are tidied where a removal touched them: blank
    lines between the start (or end) of the text and the first (last) non-blank kept segment go when
    a segment was removed there, and a stretch between two non-blank kept segments that lost a
    segment keeps at most its first blank line. A removed paragraph's separator goes with it, and a
    removed block of lines leaves no doubled blank line behind. Blank stretches no removal touched
    are kept.
    """
    if not remove:
        return text
    segments = split_segments(text, unit)
    emitted: list[int] = []
    blanks: list[int] = []  # blank kept segments since the last non-blank kept one
    touched = False  # a segment was removed since the last non-blank kept one
    for index, segment in enumerate(segments):
        if index in remove:
            touched = True
        elif not segment.text.strip():
            blanks.append(index)
        else:
            if not touched:
                emitted.extend(blanks)
            elif emitted and blanks:
                emitted.append(blanks[0])
            emitted.append(index)
            blanks, touched = [], False
    if not touched:
        emitted.extend(blanks)
    parts = []
    for n, index in enumerate(emitted):
        if n:
            parts.append(segments[index - 1].separator)
        parts.append(segments[index].text)
    return "".join(parts)


def dedup_text(text: str, unit: str, remove_keys: set[bytes],
               min_chars: int = 1) -> tuple[str, int]:
    """``(new text, number of segments removed)``: every segment whose key is in ``remove_keys`` is
    cut (all its copies), the rest rejoined by :func:`remove_segments`."""
    if not remove_keys:
        return text, 0
    remove = {index for index, key in enumerate(segment_keys(text, unit, min_chars))
              if key is not None and key in remove_keys}
    return remove_segments(text, unit, remove), len(remove)


def too_short(text: str, min_chars: int = 0, min_words: int = 0) -> bool:
    """Whether a rebuilt text is blank or below the minimum length bounds."""
    return not text.strip() or length_violation(text, min_chars=min_chars,
                                                min_words=min_words) is not None


# ------------------------------------------------------------------------------------------------
# DoFns


class OccurrencesFn(CountingFn):
    """Document -> main ``(doc_ref, doc)``; ``occurrences``: ``(key, doc_ref)`` once per distinct
    key.
    A document whose segments cannot be keyed is dead-lettered and goes nowhere else."""

    def __init__(self, unit: str, min_segment_chars: int):
        super().__init__()
        self.unit = unit
        self.min_segment_chars = min_segment_chars

    def process(self, doc: Document):
        try:
            ref = survivor_key(doc)
            keys = {key for key in segment_keys(doc.text, self.unit, self.min_segment_chars)
                    if key is not None}
        except Exception as exc:  # noqa: BLE001 - one document's failure is that document's
            yield self.dead_letter(ERROR, exception_message(exc), doc.source, doc.position, doc.id,
                                   label=doc.label)
            return
        for key in sorted(keys):
            yield beam.pvalue.TaggedOutput(OCCURRENCES, (key, ref))
        yield ref, doc


class FirstHolderFn(MergeCombineFn):
    """Occurrences of one key (doc refs, one per document) -> ``(documents, smallest ref)``."""

    def empty(self):
        return (0, None)

    def single(self, ref):
        return (1, ref)

    def merge(self, a, b):
        if a[1] is None:
            return b
        if b[1] is None:
            return a
        return (a[0] + b[0], min(a[1], b[1]))


class DecisionsFn(CountingFn):
    """``(key, (count, first_ref))`` -> main ``(key, first_ref)`` for keys in more than ``max_docs``
    documents; ``hot`` ``(key, salts)`` for keys in more than ``max_bucket`` documents."""

    def __init__(self, max_docs: int, max_bucket: int):
        super().__init__()
        self.max_docs = max_docs
        self.max_bucket = max_bucket

    def process(self, element):
        key, (count, first_ref) = element
        if count > self.max_bucket:
            # Hot whether or not the key is repeated: its occurrences are one join group otherwise.
            self.tally.add(STAGE, "hot_keys")
            yield beam.pvalue.TaggedOutput(HOT, (key, hot_bucket_salts(count, self.max_bucket)))
        if count > self.max_docs:
            self.tally.add(STAGE, "repeated_keys")
            yield key, first_ref


def _removals(element):
    """One ``((key, salt), {"refs": [...], "first": [first_ref]})`` group -> ``(doc_ref, key)`` for
    every occurrence but the first holder's."""
    (key, _), grouped = element
    # No decision: the key is in at most max_docs documents, nothing to remove.
    for first in grouped["first"]:
        for ref in grouped["refs"]:
            if ref != first:
                yield ref, key
        break


class RebuildFn(CountingFn):
    """``(doc_ref, {"doc": [doc], "remove": [key, ...]})`` -> the document, rebuilt without its
    removed segments, or dropped as ``dedup:<unit>:too_short``."""

    def __init__(self, unit: str, min_segment_chars: int, min_chars: int, min_words: int,
                 emit_rejects: bool):
        super().__init__()
        self.unit = unit
        self.min_segment_chars = min_segment_chars
        self.min_chars = min_chars
        self.min_words = min_words
        self.emit_rejects = emit_rejects
        self.reason = TOO_SHORT[unit]

    def process(self, element):
        _, grouped = element
        remove_keys = set(grouped["remove"])
        for doc in grouped["doc"]:
            if not remove_keys:
                yield doc
                continue
            try:
                text, removed = dedup_text(doc.text, self.unit, remove_keys, self.min_segment_chars)
                short = removed > 0 and too_short(text, self.min_chars, self.min_words)
            except Exception as exc:  # noqa: BLE001 - one document's failure is that document's
                yield self.dead_letter(ERROR, exception_message(exc), doc.source, doc.position,
                                       doc.id, label=doc.label)
                continue
            if not removed:
                yield doc
                continue
            self.tally.add(STAGE, f"{self.unit}s_removed", removed)
            self.tally.add(STAGE, f"{self.unit}_chars_removed", len(doc.text) - len(text))
            if short:
                self.tally.add(DROPPED, self.reason, label=doc.label)
                if self.emit_rejects:
                    yield beam.pvalue.TaggedOutput(REJECTS, (self.reason, doc))
                continue
            self.tally.add(MODIFIED, f"dedup_{self.unit}")
            yield doc.replace(text=text)


# ------------------------------------------------------------------------------------------------
# The composite transform

OCCURRENCES = "occurrences"
HOT = "hot"


def _check_count(name: str, value: int, minimum: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise ValueError(f"{name} must be an integer >= {minimum}, got {value!r}")


class SegmentDedup(beam.PTransform):
    """PCollection[Document] -> ``{docs, rejects, dead_letter, stats}``: every document once, with
    paragraphs (``unit="paragraph"``) or lines (``unit="line"``) found in more than ``max_docs``
    documents removed from all but the document with the smallest ``(id, source, position)``; see
    the module docstring for the rule and the steps.

    A document with nothing removed comes out unchanged (the same object). A rebuilt document that
    is blank or breaks ``min_chars`` / ``min_words`` is dropped as ``dedup:<unit>:too_short``
    (rejects, when ``emit_rejects``, get ``(reason, original document)``). A document whose
    processing raises is dead-lettered as ``dedup_segments:error``.

    Counts: ``dropped/dedup:<unit>:too_short``; ``modified/dedup_<unit>`` (kept documents whose text
    changed); under ``dedup_segments/``: ``<unit>s_removed`` and ``<unit>_chars_removed`` (segments
    and characters, separators included, cut from documents, whether kept or dropped afterwards),
    ``repeated_keys`` (keys in more than ``max_docs`` documents), ``hot_keys`` (keys salted in the
    join). Deterministic on every runner.
    """

    def __init__(self, unit: str = PARAGRAPH, max_docs: int = 1, min_chars: int = 0,
                 min_words: int = 0, min_segment_chars: int = 1, max_bucket: int = 1000,
                 emit_rejects: bool = False):
        super().__init__()
        if unit not in UNITS:
            raise ValueError(f"unit must be one of {UNITS}, got {unit!r}")
        _check_count("max_docs", max_docs, 1)
        _check_count("min_chars", min_chars, 0)
        _check_count("min_words", min_words, 0)
        _check_count("min_segment_chars", min_segment_chars, 1)
        _check_count("max_bucket", max_bucket, 1)
        self.unit = unit
        self.max_docs = max_docs
        self.min_chars = min_chars
        self.min_words = min_words
        self.min_segment_chars = min_segment_chars
        self.max_bucket = max_bucket
        self.emit_rejects = emit_rejects

    def expand(self, docs):
        keyed = docs | "SegmentKeys" >> beam.ParDo(
            OccurrencesFn(self.unit, self.min_segment_chars)).with_outputs(
                OCCURRENCES, DEAD_LETTER, STATS, main=DOCS)
        occurrences = keyed[OCCURRENCES]
        decided = (occurrences
                   | "CountDocuments" >> beam.CombinePerKey(FirstHolderFn())
                   | "Decide" >> beam.ParDo(DecisionsFn(self.max_docs, self.max_bucket))
                   .with_outputs(HOT, STATS, main="repeated"))
        hot_salts = beam.pvalue.AsDict(decided[HOT])
        salted = occurrences | "SaltOccurrences" >> beam.Map(salt_by_id, hot_salts)
        decisions = decided.repeated | "ReplicateDecisions" >> beam.FlatMap(
            replicate_to_salts, hot_salts)
        removals = ({"refs": salted, "first": decisions}
                    | "JoinDecisions" >> beam.CoGroupByKey()
                    | "Removals" >> beam.FlatMap(_removals))
        rebuilt = ({"doc": keyed[DOCS], "remove": removals}
                   | "JoinDocuments" >> beam.CoGroupByKey()
                   | "Rebuild" >> beam.ParDo(RebuildFn(
                       self.unit, self.min_segment_chars, self.min_chars, self.min_words,
                       self.emit_rejects)).with_outputs(*SIDE_OUTPUTS, main=DOCS))
        dead_letters = ((keyed[DEAD_LETTER], rebuilt[DEAD_LETTER])
                        | "SegmentDeadLetters" >> beam.Flatten())
        stats = ((keyed[STATS], decided[STATS], rebuilt[STATS])
                 | "SegmentStats" >> beam.Flatten())
        return {DOCS: rebuilt[DOCS], REJECTS: rebuilt[REJECTS], DEAD_LETTER: dead_letters,
                STATS: stats}
