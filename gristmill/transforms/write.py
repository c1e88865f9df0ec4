"""Deterministic, sharded output, written to a temporary folder and committed at the end.

Beam's own file sinks number shards from a random offset, so the same rows land in different files on
each run. Here every row's shard is a stable hash of its key, rows are sorted within a shard, the
number of shards is derived from the data's size, and files are written by content only (zstd Parquet
with fixed settings, or JSONL). Each writer returns a :class:`WrittenFile` with its row count and
SHA-256; :class:`Finalize` renames the temporary files into place as
``<kind>/part-00000-of-00008.<ext>``, then writes ``stats.json`` and finally ``manifest.json``. A run
that fails before then leaves no manifest, so it never looks complete.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import posixpath
from typing import Any, Callable, Iterable

import apache_beam as beam
import numpy as np
import orjson
import pyarrow as pa
import pyarrow.parquet as pq
from apache_beam.io.filesystem import CompressionTypes
from apache_beam.io.filesystems import FileSystems

from gristmill.transforms.document import Document
from gristmill.transforms.hashing import bucket, stable_hash64
from gristmill.transforms.output_guard import (COMMIT_PLAN, TEMP_DIR, OutputLock, finish_commit, json_bytes,
                                     prepare_output, write_atomic)
# The output's file names live with the guard that decides what may be deleted; the rest of the
# code imports them from here, beside the output kinds.
from gristmill.transforms.output_guard import (MANIFEST_FILE, REPORT_FILE, STATS_FILE,  # noqa: F401
                                     TIMINGS_FILE)
from gristmill.transforms.pack import PackedRows
from gristmill.transforms.paths import safe_join
from gristmill.transforms.sharding import CountShards

from gristmill.layout import (DATA, DEAD_LETTER_DIR, DEDUP_INDEX_DIR, DOCUMENTS,  # noqa: F401
                              MEGATRON_DIR, OUTPUT_KINDS, REJECTS_DIR)

PARQUET_COMPRESSION = "zstd"
PARQUET_COMPRESSION_LEVEL = 3
DOCUMENT_ROW_GROUP_ROWS = 2048
PACKED_ROW_GROUP_TOKENS = 1 << 22  # ~16 MB of int32 per row group: streams well, compresses well


@dataclasses.dataclass(frozen=True)
class WrittenFile:
    kind: str
    shard: int
    temp_path: str
    extension: str
    rows: int
    bytes: int
    sha256: str


def join(base: str, *parts: str) -> str:
    """Join path parts for local paths and URLs (``gs://…``) alike; ``ValueError`` for a part that
    could leave ``base`` (absolute, ``..``, a backslash, NUL): see :mod:`gristmill.transforms.paths`."""
    return safe_join(base, *parts)


def write_bytes(path: str, data: bytes) -> str:
    with FileSystems.create(path, compression_type=CompressionTypes.UNCOMPRESSED) as f:
        f.write(data)
    return hashlib.sha256(data).hexdigest()


def parquet_bytes(table: pa.Table, row_group_rows: int) -> bytes:
    sink = pa.BufferOutputStream()
    pq.write_table(table, sink, compression=PARQUET_COMPRESSION,
                   compression_level=PARQUET_COMPRESSION_LEVEL,
                   row_group_size=max(1, row_group_rows))
    return sink.getvalue().to_pybytes()


def to_json(value: Any) -> str:
    """Compact JSON with sorted keys; non-JSON values as their ``str``. Deterministic."""
    try:
        return orjson.dumps(value, option=orjson.OPT_SORT_KEYS, default=str).decode()
    except TypeError:  # orjson refuses integers beyond 64 bits; the standard library does not
        return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                          default=str)


def jsonl_bytes(records: Iterable[dict]) -> bytes:
    return "".join(to_json(r) + "\n" for r in records).encode("utf-8", "surrogatepass")


# --------------------------------------------------------------------------------------------------
# Tables


def packed_schema(with_mask: bool) -> pa.Schema:
    fields = [pa.field("input_ids", pa.list_(pa.int32())),
              pa.field("seq_lens", pa.list_(pa.int32())),
              pa.field("num_tokens", pa.int32())]
    if with_mask:
        fields.append(pa.field("attention_mask", pa.list_(pa.int8())))
    return pa.schema(fields)


def packed_table(rows: PackedRows, with_mask: bool) -> pa.Table:
    n_rows, seq_len = rows.input_ids.shape
    row_offsets = pa.array(np.arange(0, (n_rows + 1) * seq_len, seq_len, dtype=np.int32))
    columns = {
        "input_ids": pa.ListArray.from_arrays(row_offsets, pa.array(rows.input_ids.reshape(-1))),
        "seq_lens": pa.array(rows.seq_lens, type=pa.list_(pa.int32())),
        "num_tokens": pa.array(rows.num_tokens, type=pa.int32()),
    }
    if with_mask:
        mask = (np.arange(seq_len)[None, :] < rows.num_tokens[:, None]).astype(np.int8)
        columns["attention_mask"] = pa.ListArray.from_arrays(row_offsets,
                                                             pa.array(mask.reshape(-1)))
    return pa.table(columns, schema=packed_schema(with_mask))


# Metadata columns: the type of each field is unified over the whole output so that every shard has
# the same schema (datasets refuses shards whose schemas differ).
_KIND_TYPES = {"bool": pa.bool_(), "int": pa.int64(), "float": pa.float64(), "str": pa.string(),
               "json": pa.string()}
_INT64 = (-(1 << 63), (1 << 63) - 1)
# Integers a float64 holds exactly; an int column with a value beyond them cannot widen to float.
_FLOAT_EXACT = 1 << 53
_WIDE_INT = "int:wide"
# A mapping of names to integers (``pii_counts``: entity type -> hits) becomes a struct column with one
# int64 field per name seen anywhere in the output, so that ``row["pii_counts"]["EMAIL_ADDRESS"]``
# works after loading. Its kind is "counts:" + the JSON list of field names. Mappings with more names
# than this stay JSON strings: a struct is for a small, fixed vocabulary.
COUNTS = "counts"
_COUNTS_PREFIX = COUNTS + ":"
MAX_COUNT_FIELDS = 64
# At most this many metadata fields become columns of the documents output; when there are more, the
# most frequent (then by name) do, but one, and every other field of a document goes to one JSON
# column: a corpus whose records each carry a new key must not make a schema of millions of columns.
MAX_METADATA_COLUMNS = 256
METADATA_JSON_COLUMN = "metadata_json"
# The kind of that column: a JSON object of a document's fields that have no column of their own.
REST_KIND = "rest"
# The frequencies are counted exactly for this many fields per MAX_METADATA_COLUMNS, those of the
# smallest names: that keeps the combiner's state bounded and its choice independent of the order
# documents arrive in.
_CANDIDATES_PER_COLUMN = 16


def _is_counts(value: dict) -> bool:
    return (0 < len(value) <= MAX_COUNT_FIELDS
            and all(isinstance(k, str) for k in value)
            and all(isinstance(v, int) and not isinstance(v, bool) and _INT64[0] <= v <= _INT64[1]
                    for v in value.values()))


def value_kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int" if _INT64[0] <= value <= _INT64[1] else "json"
    if isinstance(value, float):
        return "float"
    if isinstance(value, str):
        return "str"
    if isinstance(value, dict) and _is_counts(value):
        return COUNTS
    return "json"


def value_kinds(value: Any) -> set[str]:
    """What :class:`MetadataKindsFn` records of one value: its kind, the names of a name->count
    mapping, and whether an integer is beyond what a float holds exactly."""
    kind = value_kind(value)
    if kind == COUNTS:
        return {kind, *(_COUNTS_PREFIX + name for name in value)}
    if kind == "int" and not -_FLOAT_EXACT <= value <= _FLOAT_EXACT:
        return {kind, _WIDE_INT}
    return {kind}


def counts_fields(kind: str) -> list[str] | None:
    """The field names of a ``counts:[…]`` column kind, or None for any other kind."""
    return json.loads(kind[len(_COUNTS_PREFIX):]) if kind.startswith(_COUNTS_PREFIX) else None


def unify_kinds(kinds: Iterable[str]) -> str:
    """One column kind for a field seen with ``kinds``: ints widen to float unless one is beyond what
    a float holds exactly (then JSON, which keeps every digit), name->int mappings become a struct of
    all the names seen (``counts:[…]``), anything mixed is JSON."""
    present = set(kinds) - {"null"}
    wide = _WIDE_INT in present
    present.discard(_WIDE_INT)
    names = sorted(k[len(_COUNTS_PREFIX):] for k in present if k.startswith(_COUNTS_PREFIX))
    present -= {_COUNTS_PREFIX + name for name in names}
    if present == {COUNTS}:
        return _COUNTS_PREFIX + json.dumps(names) if len(names) <= MAX_COUNT_FIELDS else "json"
    if not present:
        return "str"
    if len(present) == 1:
        return present.pop()
    if present == {"int", "float"}:
        return "json" if wide else "float"
    return "json"


def _add_kinds(kinds: set, more: Iterable[str]) -> None:
    kinds.update(more)
    if len(kinds) > MAX_COUNT_FIELDS + 8:
        # Only the names of a mapping make a set this large, and past MAX_COUNT_FIELDS names the
        # field is JSON whatever else it holds: keep just that.
        names = {k for k in kinds if k.startswith(_COUNTS_PREFIX)}
        if len(names) > MAX_COUNT_FIELDS:
            kinds -= names | {COUNTS}
            kinds.add("json")


class MetadataKindsFn(beam.CombineFn):
    """Documents -> {column: kind}: the documents' metadata columns, for their Parquet schema.

    Every metadata field is a column, of the kind unified over all its values, unless there are more
    than ``max_columns`` fields: then the ``max_columns - 1`` most frequent (ties by name) are, and
    ``metadata_json`` (kind ``rest``) holds each document's other fields as one JSON object. The
    accumulator, ``{field: [documents, kinds]}``, is bounded: it keeps the fields of the
    ``16 * max_columns`` smallest names, which makes the choice the same whatever the order of the
    documents. (So in an input of more distinct fields than that, a frequent field whose name sorts
    late can land in ``metadata_json``.)
    """

    def __init__(self, max_columns: int | None = None):
        max_columns = MAX_METADATA_COLUMNS if max_columns is None else max_columns
        if max_columns < 2:
            raise ValueError(f"max_columns must be at least 2, got {max_columns}")
        self.max_columns = max_columns
        self.max_candidates = _CANDIDATES_PER_COLUMN * max_columns

    def create_accumulator(self):
        return {}

    def _bounded(self, acc: dict) -> dict:
        if len(acc) <= 2 * self.max_candidates:
            return acc
        return self._smallest_names(acc)

    def _smallest_names(self, acc: dict) -> dict:
        if len(acc) <= self.max_candidates:
            return acc
        return {key: acc[key] for key in sorted(acc)[:self.max_candidates]}

    def add_input(self, acc, doc: Document):
        for key, value in doc.metadata.items():
            entry = acc.get(key)
            if entry is None:
                entry = acc[key] = [0, set()]
            entry[0] += 1
            _add_kinds(entry[1], value_kinds(value))
        return self._bounded(acc)

    def merge_accumulators(self, accumulators):
        merged: dict[str, list] = {}
        for acc in accumulators:
            for key, (count, kinds) in acc.items():
                entry = merged.get(key)
                if entry is None:
                    entry = merged[key] = [0, set()]
                entry[0] += count
                _add_kinds(entry[1], kinds)
            merged = self._bounded(merged)
        return merged

    def extract_output(self, acc):
        acc = self._smallest_names(acc)
        if len(acc) <= self.max_columns:
            return {key: unify_kinds(kinds) for key, (_, kinds) in sorted(acc.items())}
        ranked = sorted((key for key in acc if key != METADATA_JSON_COLUMN),
                        key=lambda key: (-acc[key][0], key))
        chosen = sorted(ranked[:self.max_columns - 1])
        return {**{key: unify_kinds(acc[key][1]) for key in chosen},
                METADATA_JSON_COLUMN: REST_KIND}


def documents_schema(columns: dict[str, str]) -> pa.Schema:
    fields = [pa.field("id", pa.string()), pa.field("text", pa.string())]
    fields += [pa.field(name, _column_type(kind)) for name, kind in columns.items()
               if name not in ("id", "text")]
    return pa.schema(fields)


def _column_type(kind: str) -> pa.DataType:
    names = counts_fields(kind)
    if names is not None:
        return pa.struct([pa.field(name, pa.int64()) for name in names])
    if kind == REST_KIND:
        return pa.string()
    return _KIND_TYPES[kind]


def _column_value(value: Any, kind: str) -> Any:
    if value is None:
        return None
    if kind == "json":
        return to_json(value)
    if kind.startswith(_COUNTS_PREFIX):
        return value
    if kind == "float":
        return float(value)
    return value


def _rest_of(metadata: dict, columns: dict[str, str]) -> str | None:
    """The JSON object of the fields without a column of their own (the rest column's value)."""
    rest = {key: value for key, value in metadata.items()
            if key not in columns or columns[key] == REST_KIND}
    return to_json(rest) if rest else None


def documents_table(docs: list[Document], columns: dict[str, str]) -> pa.Table:
    schema = documents_schema(columns)
    data: dict[str, list] = {"id": [d.id for d in docs], "text": [d.text for d in docs]}
    for name in schema.names[2:]:
        kind = columns[name]
        if kind == REST_KIND:
            data[name] = [_rest_of(d.metadata, columns) for d in docs]
        else:
            data[name] = [_column_value(d.metadata.get(name), kind) for d in docs]
    return pa.table(data, schema=schema)


def rejects_table(items: list[tuple[str, Document]]) -> pa.Table:
    schema = pa.schema([("id", pa.string()), ("text", pa.string()), ("drop_reason", pa.string()),
                        ("source", pa.string()), ("position", pa.int64()),
                        ("metadata", pa.string())])
    return pa.table({
        "id": [d.id for _, d in items],
        "text": [d.text for _, d in items],
        "drop_reason": [reason for reason, _ in items],
        "source": [d.source for _, d in items],
        "position": [d.position for _, d in items],
        "metadata": [to_json(d.metadata) for _, d in items],
    }, schema=schema)


# Encoders: (sorted records, side-input values) -> (file bytes, extension).


def encode_documents(docs: list[Document], columns: dict[str, str]) -> tuple[bytes, str]:
    return parquet_bytes(documents_table(docs, columns), DOCUMENT_ROW_GROUP_ROWS), "parquet"


def encode_documents_jsonl(docs: list[Document], columns: dict[str, str]) -> tuple[bytes, str]:
    """``{"id", "text", …metadata}`` per line; metadata values as they are (JSON has no schema)."""
    del columns
    return jsonl_bytes({**d.metadata, "id": d.id, "text": d.text} for d in docs), "jsonl"


def encode_rejects(items: list[tuple[str, Document]]) -> tuple[bytes, str]:
    return parquet_bytes(rejects_table(items), DOCUMENT_ROW_GROUP_ROWS), "parquet"


def encode_dead_letters(records: list[dict]) -> tuple[bytes, str]:
    return jsonl_bytes(records), "jsonl"


# --------------------------------------------------------------------------------------------------
# Writers


def temp_shard_path(temp_dir: str, kind: str, shard: int, extension: str) -> str:
    return join(temp_dir, kind, f"shard-{shard:05d}.{extension}")


def write_shard(temp_dir: str, kind: str, shard: int, extension: str, rows: int,
                data: bytes) -> WrittenFile:
    """Write one shard's bytes to its temporary path; describe it for the commit step."""
    path = temp_shard_path(temp_dir, kind, shard, extension)
    return WrittenFile(kind, shard, path, extension, rows, len(data), write_bytes(path, data))


def group_kind(base: str, group: str) -> str:
    """The output kind of one routed group: ``data`` or ``data/long/train`` (see gristmill.transforms.route)."""
    return posixpath.join(base, group) if group else base


class WritePackedFn(beam.DoFn):
    """(shard, PackedRows) -> WrittenFile of ``kind`` (``data``, or a routed group's kind)."""

    def __init__(self, temp_dir: str, with_mask: bool, kind: str = DATA):
        self.temp_dir = temp_dir
        self.with_mask = with_mask
        self.kind = kind

    def process(self, element):
        shard, rows = element
        n_rows, seq_len = rows.input_ids.shape
        data = parquet_bytes(packed_table(rows, self.with_mask),
                             max(1, PACKED_ROW_GROUP_TOKENS // seq_len))
        yield write_shard(self.temp_dir, self.kind, shard, "parquet", n_rows, data)


class WriteRecordsFn(beam.DoFn):
    """(shard, records) -> WrittenFile: sorts the shard's records, encodes them, writes one file."""

    def __init__(self, temp_dir: str, kind: str, encode: Callable, sort_key: Callable):
        self.temp_dir = temp_dir
        self.kind = kind
        self.encode = encode
        self.sort_key = sort_key

    def process(self, element, *side):
        shard, records = element
        records = sorted(records, key=self.sort_key)
        data, extension = self.encode(records, *side)
        yield write_shard(self.temp_dir, self.kind, shard, extension, len(records), data)


# How each kind of record output is sharded (a stable key), ordered inside a file and sized.

def document_sort_key(doc):
    return (doc.id, doc.source, doc.position)


def document_size(doc):
    return len(doc.text) + len(doc.id) + 64


def reject_sort_key(item):
    reason, doc = item
    return (reason, doc.id, doc.source, doc.position)


def dead_letter_sort_key(record):
    return (record["source"], record["position"], record["stage"], record["error"],
            record["id"] or "", record["raw"] or "")


def dead_letter_shard_key(record):
    return f"{record['source']}:{record['position']}"


def dead_letter_size(record):
    return len(record["raw"] or "") + len(record["message"]) + 128


def document_shard_key(doc):
    return doc.id


def in_rejects_sample(item, fraction: float, seed: int) -> bool:
    """Whether a rejected document is in the deterministic ``fraction`` sample written out."""
    return stable_hash64(item[1].id, seed) < fraction * 2.0 ** 64


def reject_shard_key(item):
    return item[1].id


def reject_size(item):
    return document_size(item[1])


class WriteRecordShards(beam.PTransform):
    """PCollection[record] -> PCollection[WrittenFile], about ``shard_bytes`` of records per file.

    ``shard_key`` picks a record's shard (stable hash), ``sort_key`` orders records inside a file,
    ``size_of`` estimates a record's size, ``encode(records, *side_values)`` makes the file's bytes.
    A shard's records are grouped on one worker to be sorted, which is why shards are bounded in size.
    """

    def __init__(self, *, kind: str, temp_dir: str, encode: Callable, shard_key: Callable,
                 sort_key: Callable, size_of: Callable, shard_bytes: int, side_inputs=()):
        super().__init__()
        self.kind = kind
        self.temp_dir = temp_dir
        self.encode = encode
        self.shard_key = shard_key
        self.sort_key = sort_key
        self.size_of = size_of
        self.shard_bytes = shard_bytes
        self.side_values = side_inputs

    def expand(self, records):
        shard_key = self.shard_key
        num_shards = records | "ShardCount" >> CountShards(self.size_of, self.shard_bytes)
        return (records
                | "AssignShard" >> beam.Map(lambda r, n: (bucket(shard_key(r), n), r),
                                            n=beam.pvalue.AsSingleton(num_shards))
                | "GroupShard" >> beam.GroupByKey()
                | "WriteShard" >> beam.ParDo(
                    WriteRecordsFn(self.temp_dir, self.kind, self.encode, self.sort_key),
                    *[beam.pvalue.AsSingleton(s) for s in self.side_values]))


# --------------------------------------------------------------------------------------------------
# Commit


def final_name(kind: str, index: int, count: int, extension: str) -> str:
    return posixpath.join(kind, f"part-{index:05d}-of-{count:05d}.{extension}")


def prepare_output_dir(output_path: str, overwrite: bool, resume: bool = False,
                       render: Callable | None = None) -> None:
    """Called when the graph is built, with the output's lock held: see
    :func:`gristmill.transforms.output_guard.prepare_output`. Nothing is deleted but an unfinished run's
    ``_incomplete/``; a finished output stays until this run's commit replaces it."""
    prepare_output(output_path, overwrite, OUTPUT_KINDS, resume=resume, render=render)


class FinalizeFn(beam.DoFn):
    """Runs once, after every file is written: moves files into place, writes stats and manifest.

    ``report(counts, files)`` builds the ``stats.json`` content and raises if the accounting does not
    balance; ``manifest_extra`` is merged into ``manifest.json`` (config, fingerprint, versions);
    ``render(output_path, stats, manifest)``, if given, writes the human report (``report.html``)
    from both, before the manifest marks the output complete. The swap follows a commit plan saved
    first in ``_incomplete/`` (:func:`gristmill.transforms.output_guard.finish_commit`), so that a commit cut
    short is finished by the next run. ``lock``, if given, is released once the output is complete.
    """

    def __init__(self, output_path: str, report: Callable, manifest_extra: dict,
                 render: Callable | None = None, lock: OutputLock | None = None):
        self.output_path = output_path
        self.report = report
        self.manifest_extra = manifest_extra
        self.render = render
        self.lock = lock

    def process(self, files: list[WrittenFile], counts: dict):
        out = self.output_path
        # Files are numbered per kind and extension: a format made of paired files (Megatron's
        # .bin/.idx) gets the same number for both files of a shard.
        by_kind: dict[tuple[str, str], list[WrittenFile]] = {}
        for f in sorted(files, key=lambda f: (f.kind, f.extension, f.shard)):
            by_kind.setdefault((f.kind, f.extension), []).append(f)
        entries, moves = [], []
        for (kind, _), kind_files in sorted(by_kind.items()):
            for index, f in enumerate(kind_files):
                name = final_name(kind, index, len(kind_files), f.extension)
                moves.append([f.temp_path, name])
                entries.append({"path": name, "kind": kind, "rows": f.rows, "bytes": f.bytes,
                                "sha256": f.sha256})
        stats = self.report(counts, entries)
        manifest = {"complete": True, "files": entries, **self.manifest_extra}
        plan = {"moves": moves, "stats": stats, "manifest": manifest}
        write_atomic(join(out, TEMP_DIR, COMMIT_PLAN), json_bytes(plan))
        finish_commit(out, plan, OUTPUT_KINDS, self.render)
        if self.lock is not None:
            self.lock.release()
        yield manifest


class Finalize(beam.PTransform):
    """(PCollection[WrittenFile], singleton stats counts) -> one manifest dict, after all writes."""

    def __init__(self, output_path: str, counts, report: Callable, manifest_extra: dict,
                 render: Callable | None = None, lock: OutputLock | None = None):
        super().__init__()
        self.output_path = output_path
        self.counts = counts
        self.report = report
        self.manifest_extra = manifest_extra
        self.render = render
        self.lock = lock

    def expand(self, files):
        return (files
                | "AllFiles" >> beam.combiners.ToList()
                | "Commit" >> beam.ParDo(FinalizeFn(self.output_path, self.report,
                                                    self.manifest_extra, self.render, self.lock),
                                         counts=beam.pvalue.AsSingleton(self.counts)))
