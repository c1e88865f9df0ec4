"""Deduplication stages: exact (``exact``), near-duplicate (``near``) built from MinHash/LSH
candidates (``minhash``), exact verification (``verify``) and connected components computed with
shuffles (``components``), corpus-wide paragraph/line dedup (``segments``), and indexes that let a run
deduplicate against earlier ones (``index``)."""

from transforms.dedup.exact import ExactDedup
from transforms.dedup.near import NearDedup
from transforms.dedup.segments import SegmentDedup

__all__ = ["ExactDedup", "NearDedup", "SegmentDedup"]
