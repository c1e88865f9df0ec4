"""Deduplication stages: exact (``exact``), near-duplicate (``near``) built from MinHash/LSH
candidates (``minhash``), exact verification (``verify``) and connected components computed with
shuffles (``components``), corpus-wide paragraph/line dedup (``segments``), and indexes that let a run
deduplicate against earlier ones (``index``)."""

from gristmill.transforms.dedup.exact import ExactDedup
from gristmill.transforms.dedup.near import NearDedup
from gristmill.transforms.dedup.segments import SegmentDedup

__all__ = ["ExactDedup", "NearDedup", "SegmentDedup"]
