"""Stable hashes: the same value on every machine, process and run.

Python's ``hash()`` is salted per process, so nothing that decides where a document goes (dedup keys,
shards, packing order) may use it. BLAKE2b is in the standard library, fast, and keyed by a seed.
"""

from __future__ import annotations

import hashlib


def _seed_key(seed: int) -> bytes:
    return seed.to_bytes(8, "little", signed=False) if seed else b""


def content_hash(text: str) -> bytes:
    """128-bit digest of a text: the exact-dedup key. Collisions are negligible below ~10^18 docs."""
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()


def stable_hash64(value: str, seed: int = 0) -> int:
    """Unsigned 64-bit hash of a string, optionally seeded."""
    digest = hashlib.blake2b(value.encode("utf-8", "surrogatepass"), digest_size=8, key=_seed_key(seed))
    return int.from_bytes(digest.digest(), "little")


def bucket(value: str, num_buckets: int, seed: int = 0) -> int:
    """Stable assignment of a string to one of ``num_buckets`` buckets."""
    if num_buckets < 1:
        raise ValueError(f"num_buckets must be >= 1, got {num_buckets}")
    return stable_hash64(value, seed) % num_buckets
