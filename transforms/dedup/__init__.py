"""Deduplication stages: exact (``exact``), and near-duplicate (``near``) built from MinHash/LSH
candidates (``minhash``) and connected components computed with shuffles (``components``)."""

from transforms.dedup.exact import ExactDedup
from transforms.dedup.near import NearDedup

__all__ = ["ExactDedup", "NearDedup"]
