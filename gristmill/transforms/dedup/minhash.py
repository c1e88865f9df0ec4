"""Near-duplicate candidates: MinHash signatures and locality-sensitive hashing (LSH) banding.

A document becomes a set of shingles (word or character n-grams of its normalized text); MinHash
(Broder, "On the resemblance and containment of documents", 1997) turns the set into ``num_perm``
minima of seeded hash permutations, and the fraction of equal minima between two signatures estimates
the Jaccard similarity of the two sets. Banding (Leskovec, Rajaraman, Ullman, *Mining of Massive
Datasets*, ch. 3) cuts a signature into ``bands`` groups of ``rows`` values; two documents become
candidates when any whole band is equal, with probability ``1 - (1 - s^rows)^bands`` at similarity
``s``. The defaults follow datatrove / FineWeb: word 5-grams of normalized text, 112 permutations,
14 bands x 8 rows (threshold near 0.72).

Contents: pure functions (normalization, shingling, :class:`MinHasher`, band parameters, band keys,
similarities), then the DoFns and :class:`LshCandidates`, which turns ``(doc_id, signature)`` pairs
into candidate edges without ever holding a whole LSH bucket in one worker.

Everything here is deterministic across processes, machines and runs: shingle hashes are BLAKE2b and
fixed 64-bit integer mixing (never Python's salted ``hash()``), permutation parameters come from
``numpy.random.Generator(PCG64(seed))``, salts from :func:`gristmill.transforms.hashing.bucket`.
"""

from __future__ import annotations

import functools
import hashlib
import math
import re
import sys
import unicodedata
from typing import Iterable, Sequence

import apache_beam as beam
import numpy as np
from apache_beam.metrics import Metrics
from scipy.integrate import quad

from gristmill.transforms.dedup.merging import MergeCombineFn
from gristmill.transforms.hashing import bucket
from gristmill.transforms.stage import METRICS_NAMESPACE, STATS, CountingFn

STAGE = "dedup_near"

# Permutations are h(x) = (a * x + b) mod p with the Mersenne prime p = 2^31 - 1. With a, b, x < p
# every product fits in 64 bits, so the arithmetic is exact in numpy's uint64 (a 2^61 - 1 modulus
# would overflow, which datatrove and datasketch accept, silently breaking universality). Signature
# values are therefore below 2^31 and are stored as uint32.
MERSENNE_PRIME = (1 << 31) - 1
SIGNATURE_DTYPE = np.uint32
# The signature of a document without shingles: every value is the dtype's maximum, which no real
# permutation value (< 2^31 - 1) can take, so it never equals, even in one position, a real signature.
EMPTY_VALUE = np.iinfo(SIGNATURE_DTYPE).max

SHINGLE_KINDS = ("word", "char")

# Shingles are hashed in slices of this many rows so that one huge document needs at most
# this many * num_perm * 8 bytes of scratch memory (about 58 MB for 112 permutations).
_SHINGLES_PER_CHUNK = 1 << 16

_U64 = np.uint64
_MIX_1 = _U64(0xBF58476D1CE4E5B9)
_MIX_2 = _U64(0x94D049BB133111EB)
_NGRAM_START = _U64(0x9E3779B97F4A7C15)
_DIGIT_RUNS = re.compile(r"\d+")


# ------------------------------------------------------------------------------------------------
# Normalization and shingles


@functools.cache
def _punctuation_table() -> dict[int, str]:
    """Every code point in Unicode categories P* (punctuation) and S* (symbols), mapped to a space."""
    return {cp: " " for cp in range(sys.maxunicode + 1)
            if unicodedata.category(chr(cp))[0] in "PS"}


@functools.cache
def _ascii_punctuation_table() -> bytes:
    table = bytearray(range(256))
    for cp in _punctuation_table():
        if cp < 128:
            table[cp] = ord(" ")
    return bytes(table)


def normalize_for_shingles(text: str) -> str:
    """Canonical form of ``text`` for shingling: lowercase, every run of digits replaced by ``0``,
    punctuation and symbols (Unicode categories P* and S*) turned into spaces, whitespace collapsed
    to single spaces, no leading or trailing space.

    datatrove normalizes the same way before its MinHash shingling (``simplify_text``: lowercase,
    numbers to ``0``, punctuation removed, whitespace normalized), so that copies differing only in
    case, dates, counters or punctuation shingle identically.
    """
    text = _DIGIT_RUNS.sub("0", text.lower())
    if text.isascii():
        # bytes.translate runs a 256-entry table at memory speed; most web text takes this path.
        text = text.encode("ascii").translate(_ascii_punctuation_table()).decode("ascii")
    else:
        text = text.translate(_punctuation_table())
    return " ".join(text.split())


def _mix64(z: np.ndarray) -> np.ndarray:
    """The SplitMix64 finalizer (Steele, Lea, Flood 2014): a fixed bijection of uint64 that spreads
    every input bit over the output. In place on ``z``; uint64 arithmetic wraps, as intended."""
    z ^= z >> _U64(30)
    z *= _MIX_1
    z ^= z >> _U64(27)
    z *= _MIX_2
    z ^= z >> _U64(31)
    return z


def _ngram_hashes(tokens: np.ndarray, n: int) -> np.ndarray:
    """Hash every window of ``n`` consecutive uint64 token values (all tokens if fewer than ``n``).

    Chained ``g = mix(g ^ token)`` over the window: order-sensitive, stable, vectorized over windows.
    """
    n = min(n, len(tokens))
    windows = len(tokens) - n + 1
    g = np.full(windows, _NGRAM_START, dtype=_U64)
    for k in range(n):
        g ^= tokens[k:k + windows]
        _mix64(g)
    return g


def _word_hash(word: str) -> int:
    return int.from_bytes(hashlib.blake2b(word.encode("utf-8", "surrogatepass"),
                                          digest_size=8).digest(), "little")


def shingles(text: str, n: int = 5, kind: str = "word", *, normalized: bool = False) -> np.ndarray:
    """The distinct 64-bit shingle hashes of ``text``, as a sorted uint64 array.

    ``kind="word"``: n-grams of the words of :func:`normalize_for_shingles` (text), each word hashed
    with 64-bit BLAKE2b of its UTF-8 bytes, the ``n`` word hashes of a window combined by
    :func:`_ngram_hashes`. ``kind="char"``: n-grams of the normalized text's code points, combined
    the same way. A text with fewer than ``n`` words (characters) has one shingle made of all of
    them; a text that normalizes to nothing has none. ``normalized=True`` skips normalization.

    Hash values are the same on every machine and process. Distinct n-grams collide with probability
    about 2^-64 per pair, which is far below what MinHash can resolve.
    """
    if kind not in SHINGLE_KINDS:
        raise ValueError(f"kind must be one of {SHINGLE_KINDS}, got {kind!r}")
    if n < 1:
        raise ValueError(f"n must be >= 1, got {n}")
    if not normalized:
        text = normalize_for_shingles(text)
    if not text:
        return np.empty(0, dtype=_U64)
    if kind == "word":
        # Each distinct word is hashed once; documents repeat most of their words.
        vocabulary: dict[str, int] = {}
        ids = [vocabulary.setdefault(word, len(vocabulary)) for word in text.split()]
        word_hashes = np.fromiter(map(_word_hash, vocabulary), dtype=_U64, count=len(vocabulary))
        tokens = word_hashes[np.asarray(ids, dtype=np.intp)]
    else:
        tokens = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype="<u4").astype(_U64)
    return np.unique(_ngram_hashes(tokens, n))


# ------------------------------------------------------------------------------------------------
# MinHash


def empty_signature(num_perm: int) -> np.ndarray:
    """The sentinel signature of a document without shingles (all values ``EMPTY_VALUE``)."""
    return np.full(num_perm, EMPTY_VALUE, dtype=SIGNATURE_DTYPE)


def is_empty_signature(signature) -> bool:
    """True for ``None`` and for the sentinel signature: documents that must never be matched."""
    return signature is None or bool(np.all(np.asarray(signature) == EMPTY_VALUE))


class MinHasher:
    """MinHash signatures of texts: ``num_perm`` values per document, dtype uint32.

    Permutation ``i`` is ``h_i(x) = (a_i * x + b_i) mod (2^31 - 1)`` applied to the shingle hash
    ``x`` reduced mod the same prime; ``a_i`` in ``[1, p)`` and ``b_i`` in ``[0, p)`` are drawn from
    ``numpy.random.Generator(PCG64(seed))``, so equal ``(num_perm, seed)`` give equal signatures in
    every process. (numpy documents that a ``Generator``'s stream may change between numpy releases;
    the tests pin the first parameters so that such a change is noticed, since it would make old and
    new signatures incomparable.)

    A text without shingles (empty after normalization) gets :func:`empty_signature`: callers must
    treat it as "no near-duplicates" — :func:`band_keys` refuses it, :class:`LshCandidates` skips it
    and :func:`estimated_jaccard` returns 0 for it.
    """

    def __init__(self, num_perm: int = 112, seed: int = 0, n: int = 5, kind: str = "word"):
        if num_perm < 1:
            raise ValueError(f"num_perm must be >= 1, got {num_perm}")
        if kind not in SHINGLE_KINDS:
            raise ValueError(f"kind must be one of {SHINGLE_KINDS}, got {kind!r}")
        if n < 1:
            raise ValueError(f"n must be >= 1, got {n}")
        self.num_perm, self.seed, self.n, self.kind = num_perm, seed, n, kind
        rng = np.random.Generator(np.random.PCG64(seed))
        self.a = rng.integers(1, MERSENNE_PRIME, size=num_perm, dtype=_U64)
        self.b = rng.integers(0, MERSENNE_PRIME, size=num_perm, dtype=_U64)

    def __repr__(self) -> str:
        return (f"MinHasher(num_perm={self.num_perm}, seed={self.seed}, n={self.n}, "
                f"kind={self.kind!r})")

    def _permuted(self, hashes: np.ndarray) -> np.ndarray:
        """``(len(hashes), num_perm)`` permuted values; ``hashes`` already reduced mod p."""
        values = np.multiply.outer(hashes, self.a)
        values += self.b
        values %= _U64(MERSENNE_PRIME)
        return values

    def signature_of_shingles(self, hashes: np.ndarray) -> np.ndarray:
        """Signature of a set of 64-bit shingle hashes (any iterable of ints below 2^64)."""
        hashes = np.asarray(hashes, dtype=_U64) % _U64(MERSENNE_PRIME)
        if hashes.size == 0:
            return empty_signature(self.num_perm)
        result = np.full(self.num_perm, MERSENNE_PRIME, dtype=_U64)
        for start in range(0, hashes.size, _SHINGLES_PER_CHUNK):
            chunk_min = self._permuted(hashes[start:start + _SHINGLES_PER_CHUNK]).min(axis=0)
            np.minimum(result, chunk_min, out=result)
        return result.astype(SIGNATURE_DTYPE)

    def signature(self, text: str) -> np.ndarray:
        """The signature of one text (``empty_signature`` if it has no shingles)."""
        return self.signature_of_shingles(shingles(text, self.n, self.kind))

    def signatures(self, texts: Iterable[str]) -> np.ndarray:
        """Signatures of many texts, as a ``(len(texts), num_perm)`` uint32 array, row ``i`` equal to
        ``signature(texts[i])``. Short texts are hashed together, one numpy pass per batch of about
        65k shingles, which is much faster than one pass per text."""
        sets = [shingles(text, self.n, self.kind) % _U64(MERSENNE_PRIME) for text in texts]
        out = np.empty((len(sets), self.num_perm), dtype=SIGNATURE_DTYPE)
        batch: list[int] = []
        batch_size = 0
        for i, hashes in enumerate(sets):
            if hashes.size == 0:
                out[i] = EMPTY_VALUE
            elif hashes.size >= _SHINGLES_PER_CHUNK:
                out[i] = self.signature_of_shingles(hashes)
            else:
                if batch_size + hashes.size > _SHINGLES_PER_CHUNK:
                    self._fill_batch(sets, batch, out)
                    batch, batch_size = [], 0
                batch.append(i)
                batch_size += hashes.size
        if batch:
            self._fill_batch(sets, batch, out)
        return out

    def _fill_batch(self, sets: Sequence[np.ndarray], batch: list[int], out: np.ndarray) -> None:
        sizes = np.fromiter((sets[i].size for i in batch), dtype=np.intp, count=len(batch))
        starts = np.concatenate(([0], np.cumsum(sizes)[:-1]))
        values = self._permuted(np.concatenate([sets[i] for i in batch]))
        out[batch] = np.minimum.reduceat(values, starts, axis=0)


# ------------------------------------------------------------------------------------------------
# Band parameters, band keys, similarities


def _false_positive_area(threshold: float, bands: int, rows: int) -> float:
    return quad(lambda s: 1 - (1 - s ** float(rows)) ** float(bands), 0.0, threshold)[0]


def _false_negative_area(threshold: float, bands: int, rows: int) -> float:
    return quad(lambda s: (1 - s ** float(rows)) ** float(bands), threshold, 1.0)[0]


@functools.cache
def optimal_bands(threshold: float, num_perm: int, fp_weight: float = 0.5,
                  fn_weight: float = 0.5) -> tuple[int, int]:
    """``(bands, rows)`` with ``bands * rows <= num_perm`` minimizing ``fp_weight`` times the area
    under the S-curve ``1 - (1 - s^rows)^bands`` below ``threshold`` (pairs found that should not
    be) plus ``fn_weight`` times the area above the curve beyond ``threshold`` (pairs missed).

    The same search as datasketch's ``MinHashLSH`` (whose helper is private), same tie-breaking:
    the first minimum in order of increasing bands, then rows. For 0.72 and 112 permutations it
    gives 12 x 9; FineWeb's 14 x 8 puts the S-curve's midpoint ``(1/b)^(1/r)`` at 0.72 instead, with
    a little more recall and more false candidates.
    """
    if not 0.0 < threshold < 1.0:
        raise ValueError(f"threshold must be in (0, 1), got {threshold}")
    if num_perm < 1:
        raise ValueError(f"num_perm must be >= 1, got {num_perm}")
    best, best_error = (1, 1), math.inf
    for bands in range(1, num_perm + 1):
        for rows in range(1, num_perm // bands + 1):
            error = (fp_weight * _false_positive_area(threshold, bands, rows)
                     + fn_weight * _false_negative_area(threshold, bands, rows))
            if error < best_error:
                best, best_error = (bands, rows), error
    return best


def band_keys(signature: np.ndarray, bands: int, rows: int) -> list[bytes]:
    """One LSH key per band: the band index (2 bytes, big-endian) and 64-bit BLAKE2b of the band's
    ``rows`` values as little-endian uint32. Uses the first ``bands * rows`` values."""
    signature = np.asarray(signature)
    if bands < 1 or rows < 1 or bands * rows > signature.size:
        raise ValueError(f"{bands} bands x {rows} rows does not fit a signature of "
                         f"{signature.size} values")
    if bands > 0xFFFF:
        raise ValueError(f"at most 65535 bands, got {bands}")
    if is_empty_signature(signature):
        raise ValueError("the empty-text signature has no band keys: such documents match nothing")
    values = signature[:bands * rows].astype("<u4").reshape(bands, rows)
    return [band.to_bytes(2, "big") + hashlib.blake2b(values[band].tobytes(), digest_size=8).digest()
            for band in range(bands)]


def estimated_jaccard(sig_a: np.ndarray, sig_b: np.ndarray) -> float:
    """Fraction of positions where two signatures agree: an unbiased estimate of the Jaccard
    similarity of the shingle sets (standard error ``sqrt(J (1 - J) / num_perm)``). 0 when either is
    the empty-text signature."""
    sig_a, sig_b = np.asarray(sig_a), np.asarray(sig_b)
    if sig_a.shape != sig_b.shape:
        raise ValueError(f"signatures differ in shape: {sig_a.shape} vs {sig_b.shape}")
    if is_empty_signature(sig_a) or is_empty_signature(sig_b):
        return 0.0
    return float(np.count_nonzero(sig_a == sig_b)) / sig_a.size


def jaccard(set_a, set_b) -> float:
    """Exact Jaccard similarity ``|A & B| / |A | B|`` of two collections of shingles (sets, lists or
    arrays). Two empty sets have similarity 0: empty documents are not duplicates of each other."""
    set_a, set_b = set(np.asarray(set_a).tolist()), set(np.asarray(set_b).tolist())
    union = len(set_a | set_b)
    return len(set_a & set_b) / union if union else 0.0


def hot_bucket_salts(size: int, max_bucket: int) -> int:
    """Number of salted groups a bucket of ``size`` members is split into, so that each group holds
    about ``max_bucket`` members: 1 for a normal bucket."""
    return max(1, math.ceil(size / max_bucket))


def member_salt(doc_id: str, salts: int) -> int:
    """The salted group of one member of a bucket split into ``salts`` groups (stable)."""
    return bucket(doc_id, salts) if salts > 1 else 0


# ------------------------------------------------------------------------------------------------
# DoFns


class BandMembersFn(CountingFn):
    """``(doc_id, signature)`` -> ``(band_key, (doc_id, signature or None))`` for every band.

    Empty-text signatures (or ``None``) are dropped and counted under ``dedup_near/empty_signature``.
    The signature is carried only when edges are to be verified.
    """

    def __init__(self, bands: int, rows: int, carry_signature: bool):
        super().__init__()
        self.bands, self.rows, self.carry_signature = bands, rows, carry_signature

    def process(self, element):
        doc_id, signature = element
        if is_empty_signature(signature):
            self.tally.add(STAGE, "empty_signature")
            return
        signature = np.asarray(signature)
        member = (doc_id, signature if self.carry_signature else None)
        for key in band_keys(signature, self.bands, self.rows):
            yield key, member


class BucketHeadFn(MergeCombineFn):
    """Members of one bucket -> ``(smallest doc_id, its signature or None, bucket size)``.

    The accumulator is one member and a count whatever the bucket's size; commutative and
    associative, so combiner lifting may run it in any order and tree shape.
    """

    def empty(self):
        return (None, None, 0)

    def single(self, member):
        return (member[0], member[1], 1)

    @staticmethod
    def merge(a, b):
        if a[0] is None:
            return b
        if b[0] is None:
            return a
        head = a if a[0] <= b[0] else b
        return (head[0], head[1], a[2] + b[2])


class HotBucketsFn(CountingFn):
    """``(band_key, (head, signature, size))`` -> ``(band_key, salts)`` for buckets larger than
    ``max_bucket``; counts them under ``dedup_near/hot_buckets``."""

    def __init__(self, max_bucket: int):
        super().__init__()
        self.max_bucket = max_bucket

    def process(self, element):
        key, (_, _, size) = element
        if size > self.max_bucket:
            self.tally.add(STAGE, "hot_buckets")
            yield key, hot_bucket_salts(size, self.max_bucket)


def salt_by_id(element, hot_salts):
    """``(key, value)`` -> ``((key, salt), value)``; ``value[0]`` is the id that picks the salt among
    ``hot_salts.get(key, 1)``. The member side of a join with a hot key split over salts."""
    key, value = element
    return (key, member_salt(value[0], hot_salts.get(key, 1))), value


def replicate_to_salts(element, hot_salts):
    """``(key, value)`` -> ``((key, salt), value)`` for every salt of ``key``: the side of a join
    with a hot key that every salted group needs."""
    key, value = element
    for salt in range(hot_salts.get(key, 1)):
        yield (key, salt), value


class LinkToHeadFn(beam.DoFn):
    """One salted group ``((band_key, salt), {"members": [...], "head": [head]})`` ->
    ``((member_id, head_id), estimated_jaccard or None)`` for every member but the head itself.

    Groups hold at most ``max_bucket`` members plus salting noise; their sizes are recorded in the
    Beam distribution ``gristmill:dedup_near/join_group_size``.
    """

    def __init__(self, verify: bool):
        self.verify = verify
        self.group_size = Metrics.distribution(METRICS_NAMESPACE, f"{STAGE}/join_group_size")

    def process(self, element):
        _, grouped = element
        heads = list(grouped["head"])
        if not heads:
            return  # a bucket of one document: nothing to link
        head_id, head_signature, _ = heads[0]
        size = 0
        for doc_id, signature in grouped["members"]:
            size += 1
            if doc_id != head_id:
                score = estimated_jaccard(signature, head_signature) if self.verify else None
                yield (doc_id, head_id), score
        self.group_size.update(size)


class EmitEdgesFn(CountingFn):
    """Distinct ``((id_a, id_b), score)`` -> ``(id_a, id_b)``; counts ``dedup_near/candidate_pairs``
    and, when verifying, drops pairs scoring below the threshold as ``dedup_near/below_threshold``."""

    def __init__(self, min_jaccard: float | None, scored: bool = False):
        super().__init__()
        self.min_jaccard = min_jaccard
        self.scored = scored

    def process(self, element):
        pair, score = element
        self.tally.add(STAGE, "candidate_pairs")
        if self.min_jaccard is not None and score < self.min_jaccard:
            self.tally.add(STAGE, "below_threshold")
            return
        yield element if self.scored else pair


# ------------------------------------------------------------------------------------------------
# The composite transform

EDGES = "edges"


class LshCandidates(beam.PTransform):
    """PCollection[(doc_id, signature)] -> PCollection[(id_a, id_b)] of near-duplicate candidates.

    Input: unique ``doc_id`` strings and :class:`MinHasher` signatures (or ``None``); the first
    ``bands * rows`` values are used. Empty-text signatures produce no edges.

    Output: ``(id_a, id_b)`` with ``id_a > id_b``, meaning "``id_a`` is a near-duplicate candidate of
    ``id_b``". Within every LSH bucket (documents sharing one band key) each member is linked to the
    bucket's smallest id — a star of ``n - 1`` edges, never ``n^2`` pairs; an edge found in several
    bands is emitted once. Deterministic on every runner. With ``min_jaccard`` set, an edge is kept
    only if the two signatures' estimated Jaccard similarity reaches it. With ``scored=True`` edges
    come as ``((id_a, id_b), estimate)``, the estimate None unless ``min_jaccard`` is set (0.0
    scores every edge and drops none). With ``with_stats=True`` the
    result is ``{"edges": ..., "stats": ...}``, stats being ``("dedup_near/<name>", n)`` pairs:
    ``empty_signature``, ``hot_buckets``, ``candidate_pairs`` (distinct, before verification),
    ``below_threshold``. The same counts go to Beam counters (namespace ``gristmill``).

    Bounded memory, however large a bucket (boilerplate pages can put millions of documents under one
    band key, and runners such as Flink hold all values of a key in one worker):

    1. ``CombinePerKey`` over the band key reduces each bucket to its smallest member (id, and
       signature if verifying) and its size: a constant-size accumulator, lifted before the shuffle.
    2. Buckets larger than ``max_bucket`` are "hot"; the list of hot keys with their salt counts
       ``ceil(size / max_bucket)`` is a side input (one entry per hot bucket, few in practice).
    3. Members are re-keyed by ``(band_key, salt)``, ``salt = stable_hash(doc_id) % salts`` for hot
       buckets and 0 otherwise; each bucket's head is replicated to every salt of its bucket.
    4. ``CoGroupByKey`` joins members with their head: every group holds about ``max_bucket``
       members or fewer, and each member is linked to the head without the bucket ever being whole.
    5. Edges are deduplicated with ``Distinct`` (or a per-pair ``CombinePerKey`` when verifying),
       both combiners keyed by the pair.
    """

    def __init__(self, bands: int, rows: int, max_bucket: int = 1000,
                 min_jaccard: float | None = None, with_stats: bool = False, scored: bool = False):
        super().__init__()
        if bands < 1 or rows < 1:
            raise ValueError(f"bands and rows must be >= 1, got bands={bands}, rows={rows}")
        if max_bucket < 2:
            raise ValueError(f"max_bucket must be >= 2, got {max_bucket}")
        if min_jaccard is not None and not 0.0 <= min_jaccard <= 1.0:
            raise ValueError(f"min_jaccard must be in [0, 1] or None, got {min_jaccard}")
        self.bands, self.rows, self.max_bucket = bands, rows, max_bucket
        self.min_jaccard, self.with_stats, self.scored = min_jaccard, with_stats, scored

    def expand(self, signatures):
        verify = self.min_jaccard is not None
        members = signatures | "BandKeys" >> beam.ParDo(
            BandMembersFn(self.bands, self.rows, carry_signature=verify)).with_outputs(STATS, main="m")
        heads = (members.m
                 | "BucketHeads" >> beam.CombinePerKey(BucketHeadFn())
                 | "DropSingletons" >> beam.Filter(lambda kv: kv[1][2] > 1))
        hot = heads | "HotBuckets" >> beam.ParDo(HotBucketsFn(self.max_bucket)).with_outputs(
            STATS, main="hot")
        hot_salts = beam.pvalue.AsDict(hot.hot)
        salted_members = members.m | "SaltMembers" >> beam.Map(salt_by_id, hot_salts)
        salted_heads = heads | "ReplicateHeads" >> beam.FlatMap(replicate_to_salts, hot_salts)
        scored = ({"members": salted_members, "head": salted_heads}
                  | "JoinHeads" >> beam.CoGroupByKey()
                  | "LinkToHead" >> beam.ParDo(LinkToHeadFn(verify)))
        if verify:
            distinct = scored | "DistinctEdges" >> beam.CombinePerKey(max)
        else:
            distinct = (scored
                        | "DropScores" >> beam.Keys()
                        | "DistinctEdges" >> beam.Distinct()
                        | "NoScore" >> beam.Map(lambda pair: (pair, None)))
        edges = distinct | "EmitEdges" >> beam.ParDo(
            EmitEdgesFn(self.min_jaccard, self.scored)).with_outputs(STATS, main=EDGES)
        if not self.with_stats:
            return edges[EDGES]
        stats = ((members[STATS], hot[STATS], edges[STATS])
                 | "FlattenStats" >> beam.Flatten())
        return {EDGES: edges[EDGES], STATS: stats}
