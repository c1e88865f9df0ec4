"""Sampling the sources of a run to a mixture, by token weights or token budgets.

Pretraining corpora are mixtures: so many tokens of web text, of code, of books. The mix is set per
source, either as weights (shares of the mixture's tokens) or as token budgets, and a source may be
repeated up to ``max_epochs`` times when it is too small for its share (Muennighoff et al. 2023,
"Scaling Data-Constrained Language Models", find up to about 4 epochs of repeated data nearly as
useful as fresh data).

How a source is sampled, in two passes over the tokenized documents:

1. **Measure.** Every document falls into one of :data:`BINS` bins by a seeded hash of its id.
   Per source, the tokens of each bin are summed (``CombinePerKey``: one array of :data:`BINS`
   counts per source, whatever the corpus size). :func:`plan_mixture` turns the sums and the config
   into a :class:`SourcePlan`: the source's target in tokens, the number of whole epochs it gets and
   a cut bin for the partial epoch.
2. **Select.** A document is written ``full_epochs`` times, plus once more if its bin is below the
   cut. The cut is the bin boundary whose token sum is closest to the partial epoch's target, so a
   source misses its target by at most half a bin's tokens (about 1/8192 of the source; more only
   when single documents are that large). A document selected zero times is dropped as
   ``mixture:not_sampled``.

The bins depend on the id and the seed only, so the selection is the same on every runner and worker
count, and a larger target selects a superset of a smaller one. Repeated copies get ids
``<id>#copy<k>`` when they are written (:func:`expand_copies`), after the validation split and
length buckets were chosen by the original id: copies of a document never straddle train and
validation.

Weights without ``mixture.total_tokens`` make the mixture as large as the sources allow: the
source that runs out first (at ``max_epochs``) sets the size, and every other source is sampled to
its share of it. A source whose target is beyond its ``max_epochs`` gets all it has, and the report shows it
short of its planned share.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Mapping, Sequence

import apache_beam as beam
import numpy as np

from gristmill.transforms.hashing import stable_hash64
from gristmill.transforms.stage import DOCS, DROPPED, MIXTURE, REJECTS, STATS, CountingFn, StatKey

REASON = "mixture:not_sampled"
# How many times a document is written (1 for a document used once); a column of documents/.
COPIES = "mix_copies"
BIN_BITS = 12
BINS = 1 << BIN_BITS
# Keeps mixture bins independent of the other seeded hashes of an id (packing order, validation).
_SALT = 0x6D69787475726521


@dataclasses.dataclass(frozen=True)
class SourceSpec:
    """What the config asks of one source: a ``weight`` or a ``tokens`` budget (or neither: the
    source is not sampled), and its repetition cap."""

    name: str
    weight: float | None = None
    tokens: int | None = None
    max_epochs: float = 1.0


@dataclasses.dataclass(frozen=True)
class SourcePlan:
    """How one source is sampled: ``available`` tokens measured, ``target`` tokens wanted,
    ``full_epochs`` copies of every document plus one more for documents in bins below ``cut``;
    ``tokens`` is what that selection writes."""

    name: str
    available: int
    target: int
    planned_share: float
    full_epochs: int
    cut: int
    tokens: int

    def copies(self, doc_bin: int) -> int:
        return self.full_epochs + (doc_bin < self.cut)


def bin_of(doc_id: str, seed: int) -> int:
    """The mixture bin of a document, in ``[0, BINS)``."""
    return stable_hash64(doc_id, seed ^ _SALT) >> (64 - BIN_BITS)


def planned_shares(specs: Sequence[SourceSpec]) -> dict[str, float]:
    """The share of the mixture's tokens each source is planned to have (weights or budgets,
    normalized); empty when no source is sampled."""
    amounts = {s.name: s.weight if s.weight is not None else s.tokens for s in specs}
    if not amounts or any(v is None for v in amounts.values()):
        return {}
    total = float(sum(amounts.values()))
    return {name: value / total for name, value in amounts.items()}


def best_cut(histogram: np.ndarray, wanted: float) -> tuple[int, int]:
    """``(cut, tokens)``: the number of leading bins whose token sum is closest to ``wanted`` (the
    smaller cut on a tie), and that sum."""
    sums = np.concatenate(([0], np.cumsum(histogram, dtype=np.int64)))
    right = int(np.searchsorted(sums, wanted, side="left"))
    candidates = [c for c in (right - 1, right) if 0 <= c < len(sums)]
    cut = min(candidates, key=lambda c: (abs(float(sums[c]) - wanted), c))
    return cut, int(sums[cut])


def plan_mixture(specs: Sequence[SourceSpec], histograms: Mapping[str, np.ndarray],
                 total_tokens: int | None = None) -> dict[str, SourcePlan]:
    """Each source's plan from its per-bin token sums (a source without documents may be absent).

    Weights: the mixture has ``total_tokens`` tokens, or, if None, the most tokens for which no
    source with documents needs more than its ``max_epochs``; each source targets its share of
    that, capped at ``max_epochs`` times what it has. Budgets: each source targets its ``tokens``,
    capped the same way.
    """
    shares = planned_shares(specs)
    empty = np.zeros(BINS, dtype=np.int64)
    available = {s.name: int(np.asarray(histograms.get(s.name, empty)).sum()) for s in specs}
    caps = {s.name: s.max_epochs * available[s.name] for s in specs}
    weighted = bool(shares) and all(s.weight is not None for s in specs)
    if weighted and total_tokens is None:
        sizes = [caps[s.name] / shares[s.name] for s in specs if available[s.name]]
        total = min(sizes) if sizes else 0.0
    else:
        total = float(total_tokens or 0)
    plans = {}
    for s in specs:
        have = available[s.name]
        if not shares:
            wanted = float(have)  # not sampled: everything, once
        elif weighted:
            wanted = min(shares[s.name] * total, caps[s.name])
        else:
            wanted = min(float(s.tokens), caps[s.name])
        full = min(int(wanted // have), math.floor(s.max_epochs)) if have else 0
        histogram = np.asarray(histograms.get(s.name, empty), dtype=np.int64)
        cut, partial = best_cut(histogram, wanted - full * have) if have else (0, 0)
        plans[s.name] = SourcePlan(name=s.name, available=have, target=round(wanted),
                                   planned_share=shares.get(s.name, 0.0), full_epochs=full, cut=cut,
                                   tokens=full * have + partial)
    return plans


def plan_stats(plans: Mapping[str, SourcePlan]) -> list[tuple[StatKey, int]]:
    """The stats a plan adds: per source, the tokens it had and the tokens it was to get."""
    stats = []
    for name, plan in sorted(plans.items()):
        stats.append((StatKey(MIXTURE, "available_tokens", name), plan.available))
        stats.append((StatKey(MIXTURE, "planned_tokens", name), plan.target))
    stats.append((StatKey(MIXTURE, "planned_tokens"), sum(p.target for p in plans.values())))
    return stats


class TokenHistogramFn(beam.CombineFn):
    """``(bin, tokens)`` -> int64 array of :data:`BINS` token sums."""

    def create_accumulator(self):
        return np.zeros(BINS, dtype=np.int64)

    def add_input(self, acc, element):
        doc_bin, tokens = element
        acc[doc_bin] += tokens
        return acc

    def merge_accumulators(self, accumulators):
        merged = np.zeros(BINS, dtype=np.int64)
        for acc in accumulators:
            merged += acc
        return merged

    def extract_output(self, acc):
        return acc


class SelectFn(CountingFn):
    """``(Document, tokens)`` -> the same pair, with ``mix_copies`` in the metadata, for documents
    selected at least once; :data:`REASON` drops for the rest. Counts per source:
    ``mixture/tokens`` (tokens written, repeats included), ``mixture/documents``,
    ``mixture/repeats`` (copies beyond the first) and ``mixture/kept_tokens`` (tokens of the
    selected documents, once each)."""

    def __init__(self, seed: int, emit_rejects: bool):
        super().__init__()
        self.seed = seed
        self.emit_rejects = emit_rejects

    def process(self, item, plans):
        doc, tokens = item
        copies = plans[doc.label].copies(bin_of(doc.id, self.seed))
        if not copies:
            self.tally.add(DROPPED, REASON, label=doc.label)
            if self.emit_rejects:
                yield beam.pvalue.TaggedOutput(REJECTS, (REASON, doc))
            return
        n = len(tokens)
        self.tally.add(MIXTURE, "documents", label=doc.label)
        self.tally.add(MIXTURE, "tokens", n * copies, label=doc.label)
        self.tally.add(MIXTURE, "kept_tokens", n, label=doc.label)
        self.tally.add(MIXTURE, "repeats", copies - 1, label=doc.label)
        yield doc.replace(metadata={**doc.metadata, COPIES: copies}), tokens


def expand_copies(item):
    """``(Document, tokens)`` -> one pair per copy the mixture chose; copies after the first get the
    id ``<id>#copy<k>`` (k = 2, 3, ...), so that packing places them apart."""
    doc, tokens = item
    yield item
    for k in range(2, doc.metadata.get(COPIES, 1) + 1):
        yield doc.replace(id=f"{doc.id}#copy{k}"), tokens


class Mixture(beam.PTransform):
    """PCollection[(Document, tokens)] of labelled documents -> ``{docs, rejects, stats}``: the
    documents the mixture selects (see the module docstring), each once, with ``mix_copies``."""

    def __init__(self, specs: Sequence[SourceSpec], seed: int, total_tokens: int | None = None,
                 emit_rejects: bool = False):
        super().__init__()
        self.specs = list(specs)
        self.seed = seed
        self.total_tokens = total_tokens
        self.emit_rejects = emit_rejects

    def expand(self, tokenized):
        seed, specs, total = self.seed, self.specs, self.total_tokens
        plans = (tokenized
                 | "BinTokens" >> beam.Map(
                     lambda item: (item[0].label, (bin_of(item[0].id, seed), len(item[1]))))
                 | "SumPerBin" >> beam.CombinePerKey(TokenHistogramFn())
                 | "Histograms" >> beam.combiners.ToDict()
                 | "Plan" >> beam.Map(lambda histograms: plan_mixture(specs, histograms, total)))
        selected = tokenized | "Select" >> beam.ParDo(
            SelectFn(seed, self.emit_rejects), plans=beam.pvalue.AsSingleton(plans)).with_outputs(
            REJECTS, STATS, main=DOCS)
        planned = plans | "PlanStats" >> beam.FlatMap(plan_stats)
        return {DOCS: selected[DOCS], REJECTS: selected[REJECTS],
                STATS: (selected[STATS], planned) | "Stats" >> beam.Flatten()}
