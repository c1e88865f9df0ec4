"""What the run report plots: length histograms, languages, vocabulary use, lexical diversity.

Profiling is counting, so it goes through the same channel as every other count: a side branch of
the graph adds ``<kind>/<name>`` counts to the ``stats`` output, they are summed with the rest, and
``gristmill/report/stats.py`` arranges them under ``stats.json``'s ``profile`` section. Nothing here
changes a document, and every figure is an exact, order-independent sum, so ``stats.json`` stays
byte-identical across runners. Histograms use power-of-two bins keyed by their lower edge (the bin
``1024`` counts values in [1024, 2048)): lengths of web text span six orders of magnitude.

Lexical diversity is the type-token ratio of a document's first ``TTR_WORDS`` words (lowercased,
split on whitespace), averaged over documents; a fixed window keeps long and short documents
comparable, since the plain ratio falls with length (the moving-average TTR of Covington & McFall
2010 makes the same correction).
"""

from __future__ import annotations

import apache_beam as beam
import numpy as np

from gristmill.transforms.filters.langid import LANGUAGE
from gristmill.transforms.stage import STATS, CountingFn, StatKey

PROFILE = "profile"  # kind of the scalar sums: profile/<name>
TTR_WORDS = 1000
MICRO = 1_000_000  # ratios are summed as integers, in millionths, so sums are exact
# The PII rule's events besides its hits by type (rules/pii:<TYPE>): documents with at least one hit,
# and per type the hits replaced in kept documents (pii:redacted:<TYPE>) or kept as they were in
# annotate mode (pii:left:<TYPE>). gristmill/report/stats.py moves them into the profile.
PII_DOCUMENTS = "documents_with_pii"
PII_REDACTED = "redacted"
PII_LEFT = "left"


def log2_bin(value: int) -> str:
    """The lower edge of ``value``'s power-of-two bin, as a string key: 0, 1, 2, 4, 8, …"""
    return "0" if value <= 0 else str(1 << (int(value).bit_length() - 1))


def type_token_ratio(text: str, window: int = TTR_WORDS) -> float | None:
    """Distinct words / words over the first ``window`` words; None for a text without words."""
    words = text.split(maxsplit=window)[:window]  # split first: never lowercase a whole long text
    return len({word.lower() for word in words}) / len(words) if words else None


def hist_kind(measure: str, point: str) -> str:
    """The stats kind of one histogram: ``hist_chars_read``, ``hist_tokens_kept``."""
    return f"hist_{measure}_{point}"


def lang_kind(point: str) -> str:
    return f"lang_{point}"


class ProfileFn(CountingFn):
    """Counts a point of the graph; emits only ``stats``. Elements are documents, or
    ``(document, tokens)`` after tokenization (then token lengths, characters per token and lexical
    diversity are counted too)."""

    def __init__(self, point: str):
        super().__init__()
        self.point = point

    def process(self, element):
        doc, tokens = element if isinstance(element, tuple) else (element, None)
        chars = len(doc.text)
        self.tally.add(hist_kind("chars", self.point), log2_bin(chars))
        language = doc.metadata.get(LANGUAGE)
        if isinstance(language, str):
            self.tally.add(lang_kind(self.point), language)
        if tokens is None:
            return
        self.tally.add(hist_kind("tokens", self.point), log2_bin(len(tokens)))
        self.tally.add(PROFILE, "chars", chars)
        ratio = type_token_ratio(doc.text)
        if ratio is not None:
            self.tally.add(PROFILE, "ttr_micro", round(ratio * MICRO))
            self.tally.add(PROFILE, "ttr_documents")
        return
        yield  # pragma: no cover - a generator that emits nothing on its main output


class Profile(beam.PTransform):
    """``pcoll | Profile("read")``: the point's counts, as a PCollection of ``(key, n)``."""

    def __init__(self, point: str):
        super().__init__()
        self.point = point

    def expand(self, pcoll):
        return (pcoll | "Count" >> beam.ParDo(ProfileFn(self.point)).with_outputs(STATS, main="none")
                )[STATS]


class VocabularyUseFn(beam.CombineFn):
    """Distinct token ids over all ``(document, tokens)`` elements: a boolean map of the vocabulary,
    OR-ed across bundles, so an accumulator holds ``vocab_size`` bytes whatever the corpus.
    Output: ``[(profile/vocab_used, n), (profile/vocab_size, vocab_size)]``."""

    def __init__(self, vocab_size: int):
        self.vocab_size = vocab_size

    def create_accumulator(self):
        return np.zeros(self.vocab_size, dtype=bool)

    def add_input(self, acc, element):
        ids = np.asarray(element[1], dtype=np.int64)
        acc[ids[(ids >= 0) & (ids < self.vocab_size)]] = True
        return acc

    def merge_accumulators(self, accumulators):
        out = self.create_accumulator()
        for acc in accumulators:
            out |= acc
        return out

    def extract_output(self, acc):
        return [(StatKey(PROFILE, "vocab_used"), int(acc.sum())),
                (StatKey(PROFILE, "vocab_size"), self.vocab_size)]


class VocabularyUse(beam.PTransform):
    def __init__(self, vocab_size: int):
        super().__init__()
        self.vocab_size = vocab_size

    def expand(self, pcoll):
        return (pcoll
                | "Bitmap" >> beam.CombineGlobally(VocabularyUseFn(self.vocab_size))
                | "Counts" >> beam.FlatMap(lambda pairs: pairs))
