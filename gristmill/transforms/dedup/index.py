"""Dedup index: what a run kept, saved so that later runs deduplicate against it without redoing it.

A run with ``dedup.write_index`` writes, next to its documents, one row per document that left the
dedup stages:

* ``dedup_index/exact/part-*.parquet``: ``id`` (string), ``hash`` (16 bytes, the exact-dedup key: BLAKE2b
  of the normalized text, :func:`gristmill.transforms.hashing.content_hash`);
* ``dedup_index/near/part-*.parquet`` (when near dedup ran): ``id``, ``signature`` (the MinHash
  signature, ``num_perm`` little-endian uint32 values) and ``band_keys`` (the run's LSH keys, a list
  of 10-byte values). A later run re-bands the signature with its own ``bands`` x ``rows``, so it may
  choose another threshold; it must sign the same way (seed, permutations, shingles), which is
  checked when the graph is built.

The files are listed in the run's ``manifest.json`` (kinds ``dedup_index/exact`` and
``dedup_index/near``) together with the signing parameters (``dedup_index`` entry). The manifest is
written last, so an index whose run did not finish is never read.

A later run names earlier outputs in ``dedup.against``. Their rows join the current run's dedup as
*earlier entries*: no text, just a key (hash or signature) and an id of the form
``"\\x00<k>\\x00<id>"``, ``k`` being the index's position in ``dedup.against``. That id sorts before
every real document id, so an earlier document is always the survivor: exact dedup drops every current
copy of an earlier text (``dedup:exact_earlier``), near dedup every current member of a cluster that
contains an earlier document (``dedup:near_earlier``). Earlier entries are never output, counted or
written again. Reading is spread over workers by file, and nothing is collected in one process.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import apache_beam as beam
import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
from apache_beam.io.filesystems import FileSystems

from gristmill.transforms.dedup.minhash import MinHasher, band_keys, is_empty_signature
from gristmill.transforms.hashing import content_hash
from gristmill.transforms.write import (DEDUP_INDEX_DIR, DOCUMENT_ROW_GROUP_ROWS, MANIFEST_FILE, join,
                              parquet_bytes)

INDEX_DIR = DEDUP_INDEX_DIR
EXACT_KIND = f"{INDEX_DIR}/exact"
NEAR_KIND = f"{INDEX_DIR}/near"
# Manifest entry holding what a later run needs to know about the index.
MANIFEST_KEY = "dedup_index"
# Changes whenever signatures would come out differently for the same parameters.
SIGNATURE_VERSION = 1
SIGNING_PARAMS = ("num_perm", "seed", "shingle", "ngram")

EARLIER_MARK = "\x00"
_READ_BATCH_ROWS = 8192


def earlier_id(k: int, doc_id: str) -> str:
    """Id of the earlier document ``doc_id`` from the ``k``-th index of ``dedup.against``."""
    return f"{EARLIER_MARK}{k}{EARLIER_MARK}{doc_id}"


def is_earlier(doc_id: str) -> bool:
    return doc_id.startswith(EARLIER_MARK)


def split_earlier(value: str) -> tuple[int, str]:
    """``earlier_id(k, doc_id)`` -> ``(k, doc_id)``."""
    _, k, doc_id = value.split(EARLIER_MARK, 2)
    return int(k), doc_id


def signing_params(hasher: MinHasher, bands: int, rows: int) -> dict:
    return {"version": SIGNATURE_VERSION, "num_perm": hasher.num_perm, "seed": hasher.seed,
            "shingle": hasher.kind, "ngram": hasher.n, "bands": bands, "rows": rows}


# ------------------------------------------------------------------------------------------------
# Writing (encoders for gristmill.transforms.write.WriteRecordShards)


def exact_rows(doc) -> tuple[str, bytes]:
    return doc.id, content_hash(doc.text)


def encode_exact_index(records: list[tuple[str, bytes]]) -> tuple[bytes, str]:
    table = pa.table({"id": pa.array([r[0] for r in records], pa.string()),
                      "hash": pa.array([r[1] for r in records], pa.binary(16))})
    return parquet_bytes(table, DOCUMENT_ROW_GROUP_ROWS * 8), "parquet"


def encode_near_index(records: list[tuple[str, Any]], bands: int, rows: int) -> tuple[bytes, str]:
    signatures = [np.asarray(r[1]) for r in records]
    table = pa.table({
        "id": pa.array([r[0] for r in records], pa.string()),
        "signature": pa.array([s.astype("<u4").tobytes() for s in signatures], pa.binary()),
        "band_keys": pa.array([band_keys(s, bands, rows) for s in signatures],
                              pa.list_(pa.binary())),
    })
    return parquet_bytes(table, DOCUMENT_ROW_GROUP_ROWS * 8), "parquet"


def index_record_id(record) -> str:
    return record[0]


def index_sort_key(record) -> tuple[str, bytes]:
    value = record[1]
    return record[0], value if isinstance(value, bytes) else np.asarray(value).tobytes()


def index_record_size(record) -> int:
    value = record[1]
    return len(record[0]) + (len(value) if isinstance(value, bytes) else np.asarray(value).nbytes) + 32


# ------------------------------------------------------------------------------------------------
# Opening earlier indexes (when the graph is built)


class EarlierIndexError(ValueError):
    """An earlier index that cannot be used, with the reason."""


@dataclasses.dataclass(frozen=True)
class EarlierIndex:
    """One entry of ``dedup.against``: where it is and which files it has."""

    k: int
    path: str
    exact_files: tuple[str, ...]
    near_files: tuple[str, ...]
    params: dict


def _read_manifest(path: str) -> dict:
    manifest_path = join(path, MANIFEST_FILE)
    if not FileSystems.exists(manifest_path):
        raise EarlierIndexError(f"dedup.against: {path} has no {MANIFEST_FILE}; name the output "
                                f"directory of a finished run that had dedup.write_index=true")
    with FileSystems.open(manifest_path) as f:
        manifest = json.loads(f.read().decode("utf-8"))
    if not manifest.get("complete"):
        raise EarlierIndexError(f"dedup.against: the run in {path} did not finish")
    if MANIFEST_KEY not in manifest:
        raise EarlierIndexError(f"dedup.against: the run in {path} wrote no dedup index "
                                f"(it ran without dedup.write_index=true)")
    return manifest


def open_earlier_indexes(paths: list[str], near: dict | None) -> list[EarlierIndex]:
    """Read and check the manifests of the earlier runs ``paths``.

    ``near`` is this run's :func:`signing_params` when near dedup is on (else None): an index used for
    near dedup must have signatures made the same way, or no pair would ever match.
    """
    indexes = []
    for k, path in enumerate(paths):
        manifest = _read_manifest(path)
        params = manifest[MANIFEST_KEY]
        files = {EXACT_KIND: [], NEAR_KIND: []}
        for entry in manifest.get("files", []):
            if entry["kind"] in files:
                files[entry["kind"]].append(join(path, *entry["path"].split("/")))
        if near is not None:
            theirs = params.get("near")
            if theirs is None:
                raise EarlierIndexError(
                    f"dedup.against: the index in {path} has no MinHash signatures (its run had "
                    f"near dedup off); set dedup.near.enabled=false to use its exact hashes only")
            for key in ("version", *SIGNING_PARAMS):
                if theirs.get(key) != near[key]:
                    raise EarlierIndexError(
                        f"dedup.against: the index in {path} was signed with {key}={theirs.get(key)!r}"
                        f", this run signs with {key}={near[key]!r}; signatures made differently never "
                        f"match, so set the same value")
        indexes.append(EarlierIndex(k=k, path=path, exact_files=tuple(sorted(files[EXACT_KIND])),
                                    near_files=tuple(sorted(files[NEAR_KIND])), params=params))
    return indexes


# ------------------------------------------------------------------------------------------------
# Reading (inside the pipeline)


def _iter_columns(path: str, columns: list[str]):
    # A damaged index fails the run, naming the file: skipping part of it would let duplicates of
    # earlier data through unnoticed.
    try:
        with FileSystems.open(path) as f:
            for batch in pq.ParquetFile(f).iter_batches(batch_size=_READ_BATCH_ROWS,
                                                        columns=columns):
                yield [batch.column(name).to_pylist() for name in columns]
    except (OSError, ValueError, KeyError, pa.ArrowException) as error:
        raise EarlierIndexError(f"dedup.against: cannot read index file {path}: {error}") from error


def read_exact_entries(item: tuple[int, str]):
    """``(k, file)`` -> ``(hash, earlier id)`` for every row."""
    k, path = item
    for ids, hashes in _iter_columns(path, ["id", "hash"]):
        for doc_id, digest in zip(ids, hashes):
            yield digest, earlier_id(k, doc_id)


def read_near_entries(item: tuple[int, str]):
    """``(k, file)`` -> ``(earlier id, signature)`` for every row."""
    k, path = item
    for ids, signatures in _iter_columns(path, ["id", "signature"]):
        for doc_id, raw in zip(ids, signatures):
            signature = np.frombuffer(raw, dtype="<u4").astype(np.uint32)
            if not is_empty_signature(signature):
                yield earlier_id(k, doc_id), signature


class ReadEarlier(beam.PTransform):
    """PBegin -> earlier entries of ``kind`` (``"exact"``: ``(hash, id)``, ``"near"``: ``(id,
    signature)``) from every index, read a file per worker call."""

    def __init__(self, indexes: list[EarlierIndex], kind: str):
        super().__init__()
        if kind not in ("exact", "near"):
            raise ValueError(f"kind must be 'exact' or 'near', got {kind!r}")
        self.indexes = indexes
        self.kind = kind

    def expand(self, pbegin):
        attr = "exact_files" if self.kind == "exact" else "near_files"
        files = [(index.k, path) for index in self.indexes for path in getattr(index, attr)]
        read = read_exact_entries if self.kind == "exact" else read_near_entries
        return (pbegin
                | "IndexFiles" >> beam.Create(files)
                | "SpreadFiles" >> beam.Reshuffle()
                | "ReadRows" >> beam.FlatMap(read))
