"""Stable hashes (gristmill/transforms/hashing.py): same value everywhere, seedable, evenly spread over buckets."""

from __future__ import annotations

import collections
import hashlib
import os
import subprocess
import sys

import pytest

from gristmill.transforms.hashing import bucket, content_hash, stable_hash64

from .conftest import REPO

KEYS = ["", "a", "hello world", "kjv/Gen/1", "jargon//dev/null", "café", "日本語", "\U0001f600 emoji"]


def blake2b_u64(data: bytes, key: bytes = b"") -> int:
    """The documented construction, written out independently: unsigned little-endian BLAKE2b-64."""
    return int.from_bytes(hashlib.blake2b(data, digest_size=8, key=key).digest(), "little")


# --------------------------------------------------------------------------------------------------
# Known values


@pytest.mark.parametrize("value", KEYS)
def test_stable_hash64_is_unkeyed_blake2b_of_the_utf8_bytes(value):
    assert stable_hash64(value) == blake2b_u64(value.encode("utf-8"))


@pytest.mark.parametrize("seed", [1, 2, 42, 2**32 + 5, 2**64 - 1])
def test_seeded_hash_is_blake2b_keyed_by_the_seed_as_8_little_endian_bytes(seed):
    key = seed.to_bytes(8, "little")
    assert stable_hash64("kjv/Gen/1", seed) == blake2b_u64(b"kjv/Gen/1", key)


def test_seed_zero_is_the_unseeded_hash():
    assert stable_hash64("kjv/Gen/1", 0) == stable_hash64("kjv/Gen/1") == blake2b_u64(b"kjv/Gen/1")


def test_content_hash_is_the_128_bit_blake2b_digest():
    assert content_hash("hello world") == hashlib.blake2b(b"hello world", digest_size=16).digest()
    assert len(content_hash("")) == 16


def test_lone_surrogates_hash_instead_of_raising():
    # Text decoded with surrogateescape/backslashreplace upstream can carry lone surrogates.
    assert stable_hash64("\ud800") == blake2b_u64("\ud800".encode("utf-8", "surrogatepass"))
    assert stable_hash64("\ud800") != stable_hash64("\ud801")
    assert content_hash("\udc80") == hashlib.blake2b(b"\xed\xb2\x80", digest_size=16).digest()


def test_hash_is_an_unsigned_64_bit_integer():
    values = [stable_hash64(f"doc-{i}", seed) for i in range(200) for seed in (0, 7)]
    assert all(0 <= v < 2**64 for v in values)
    # Roughly half of them use the top bit: the whole 64-bit range is used, not a signed half.
    assert 100 < sum(v >> 63 for v in values) < 300


def test_values_are_the_same_in_other_processes_whatever_pythonhashseed():
    code = ("import sys; from gristmill.transforms.hashing import stable_hash64, bucket, content_hash; "
            "keys = sys.argv[1:]; "
            "print([(stable_hash64(k), stable_hash64(k, 9), bucket(k, 97, 3), content_hash(k).hex()) "
            "for k in keys])")
    expected = repr([(stable_hash64(k), stable_hash64(k, 9), bucket(k, 97, 3), content_hash(k).hex())
                     for k in KEYS[1:]])
    for hash_seed in ("0", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=str(REPO))
        out = subprocess.run([sys.executable, "-c", code, *KEYS[1:]], env=env, cwd=REPO,
                             capture_output=True, text=True, check=True).stdout
        assert out.strip() == expected


# --------------------------------------------------------------------------------------------------
# Seeds


def test_seed_changes_the_hash():
    hashes = {seed: stable_hash64("kjv/Gen/1", seed) for seed in (0, 1, 2, 3, 2**40)}
    assert len(set(hashes.values())) == len(hashes)


def test_seed_changes_bucket_assignments():
    keys = [f"doc-{i}" for i in range(1000)]
    moved = sum(bucket(k, 16, seed=0) != bucket(k, 16, seed=1) for k in keys)
    # Independent hashes agree on 1/16 of the keys; nowhere near all or none of them move.
    assert 850 < moved < 990


def test_same_seed_same_hash():
    assert stable_hash64("x", 5) == stable_hash64("x", 5)
    assert bucket("x", 10, 5) == bucket("x", 10, 5)


# --------------------------------------------------------------------------------------------------
# Buckets


@pytest.mark.parametrize("num_buckets", [1, 2, 3, 7, 16, 1000, 2**64 + 1])
def test_bucket_is_in_range_and_is_the_hash_modulo_the_count(num_buckets):
    for i in range(300):
        key = f"doc-{i}"
        b = bucket(key, num_buckets, seed=3)
        assert 0 <= b < num_buckets
        assert b == stable_hash64(key, 3) % num_buckets


def test_one_bucket_takes_everything():
    assert {bucket(f"doc-{i}", 1) for i in range(100)} == {0}


@pytest.mark.parametrize("seed", [0, 11])
def test_buckets_are_roughly_uniform_over_10k_keys(seed):
    n, keys = 16, [f"doc-{i}" for i in range(10_000)]
    counts = collections.Counter(bucket(k, n, seed) for k in keys)
    assert sorted(counts) == list(range(n))
    expected = len(keys) / n
    chi2 = sum((counts[b] - expected) ** 2 / expected for b in range(n))
    # 15 degrees of freedom: chi2 > 45 has probability < 1e-4 for a uniform hash.
    assert chi2 < 45, counts
    assert all(0.85 * expected < counts[b] < 1.15 * expected for b in range(n)), counts


@pytest.mark.parametrize("num_buckets", [0, -1, -16])
def test_fewer_than_one_bucket_is_an_error(num_buckets):
    with pytest.raises(ValueError, match=f"num_buckets must be >= 1, got {num_buckets}"):
        bucket("doc", num_buckets)
