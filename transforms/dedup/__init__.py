"""Deduplication stages."""

from transforms.dedup.exact import ExactDedup

__all__ = ["ExactDedup"]
