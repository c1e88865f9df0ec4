"""Routing tokenized documents to output groups: a train/validation split and length buckets.

Both decisions are a document's own: a seeded hash of its id, and its token count. So a document
lands in the same group on every run, runner and worker count, and adding documents to a corpus never
moves the others (a held-out set stays held out when the corpus grows).

* **Split.** A document is in ``validation`` when ``hash(id) / 2**64 < validation_fraction``.
* **Length buckets.** ``bounds`` are ascending token counts: a document with fewer than
  ``bounds[0]`` tokens (BOS/EOS included) goes to the first bucket, fewer than ``bounds[1]`` to the
  second, and so on; the rest to the last. Curriculum-style schedules train on short documents first
  and long ones later; so that a long-context phase still sees short documents, ``leak`` sends a
  share of each bucket's documents to a longer bucket, picked uniformly among the longer ones. Both
  picks use their own seeded hashes, independent of the split's.

Each group is written as its own output kind: ``data/<bucket>/<split>`` (either part absent when
not configured), so ``datasets`` finds splits by directory name and every group is packed and
sharded on its own.
"""

from __future__ import annotations

import dataclasses
from typing import Sequence

import apache_beam as beam

from gristmill.transforms.hashing import stable_hash64

TRAIN = "train"
VALIDATION = "validation"

# Distinct seeds per decision, so that the split, the leak and the leak's target are independent.
_SPLIT_SALT = 0x5B1
_LEAK_SALT = 0x1EA
_TARGET_SALT = 0x7A6

_TWO_64 = float(1 << 64)


def _unit(doc_id: str, seed: int, salt: int) -> float:
    """A stable number in [0, 1) for a document id."""
    return stable_hash64(doc_id, (seed ^ salt) & ((1 << 64) - 1)) / _TWO_64


def split_of(doc_id: str, validation_fraction: float, seed: int = 0) -> str:
    if validation_fraction <= 0:
        return TRAIN
    return VALIDATION if _unit(doc_id, seed, _SPLIT_SALT) < validation_fraction else TRAIN


def length_bucket(num_tokens: int, bounds: Sequence[int]) -> int:
    """Index of the first bucket whose bound exceeds ``num_tokens``; ``len(bounds)`` for the last."""
    for index, bound in enumerate(bounds):
        if num_tokens < bound:
            return index
    return len(bounds)


def bucket_of(doc_id: str, num_tokens: int, bounds: Sequence[int], leak: float = 0.0,
              seed: int = 0) -> int:
    """The bucket a document is written to: its length bucket, or with probability ``leak`` a
    longer one chosen uniformly."""
    own = length_bucket(num_tokens, bounds)
    longer = len(bounds) - own
    if longer and leak > 0 and _unit(doc_id, seed, _LEAK_SALT) < leak:
        return own + 1 + int(_unit(doc_id, seed, _TARGET_SALT) * longer)
    return own


@dataclasses.dataclass(frozen=True)
class Routing:
    """Which output groups exist and how a document picks one."""

    validation_fraction: float = 0.0
    bucket_names: tuple[str, ...] = ()
    bounds: tuple[int, ...] = ()
    leak: float = 0.0
    seed: int = 0

    def __post_init__(self):
        if not 0 <= self.validation_fraction < 1:
            raise ValueError(f"validation_fraction must be in [0, 1), got {self.validation_fraction}")
        if not 0 <= self.leak <= 1:
            raise ValueError(f"leak must be in [0, 1], got {self.leak}")
        names, bounds = self.bucket_names, self.bounds
        if names and len(names) != len(bounds) + 1:
            raise ValueError(f"{len(bounds)} bounds need {len(bounds) + 1} names, got {len(names)}")
        if any(b <= a for a, b in zip(bounds, bounds[1:])) or any(b < 1 for b in bounds):
            raise ValueError(f"bounds must be positive and ascending, got {list(bounds)}")
        # A name becomes a directory above the split directories.
        if len(set(names)) != len(names) or \
                any(not n or "/" in n or n in (TRAIN, VALIDATION) for n in names):
            raise ValueError(f"bucket names must differ, be non-empty, have no '/' and not be a "
                             f"split name, got {list(names)}")

    @property
    def splits(self) -> tuple[str, ...]:
        return (TRAIN, VALIDATION) if self.validation_fraction > 0 else ("",)

    @property
    def groups(self) -> list[str]:
        """Group names in a fixed order: ``""`` when nothing is routed."""
        buckets = self.bucket_names or ("",)
        return ["/".join(part for part in (b, s) if part) for b in buckets for s in self.splits]

    def group_of(self, doc_id: str, num_tokens: int) -> int:
        split = split_of(doc_id, self.validation_fraction, self.seed)
        b = bucket_of(doc_id, num_tokens, self.bounds, self.leak, self.seed) \
            if self.bucket_names else 0
        splits = self.splits
        return b * len(splits) + (splits.index(split) if split in splits else 0)


def _group_index(item, _n, routing: Routing) -> int:
    doc, tokens = item
    return routing.group_of(doc.id, len(tokens))


class RouteTokenized(beam.PTransform):
    """PCollection[(Document, tokens)] -> ``{group name: PCollection}`` for every group of
    ``routing`` (one entry, ``""``, when nothing is routed)."""

    def __init__(self, routing: Routing):
        super().__init__()
        self.routing = routing

    def expand(self, tokenized):
        groups = self.routing.groups
        if len(groups) == 1:
            return {groups[0]: tokenized}
        parts = tokenized | "ByGroup" >> beam.Partition(_group_index, len(groups), self.routing)
        return dict(zip(groups, parts))
