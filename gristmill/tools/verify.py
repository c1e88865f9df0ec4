"""``gristmill verify OUTPUT``: checks a finished output directory against its ``manifest.json``.

A run commits its files, then ``stats.json``, then ``manifest.json`` (``gristmill/transforms/write.py``,
``FinalizeFn``), and the manifest lists every file with its kind, rows, bytes and SHA-256. This
module re-reads the output and reports every way it differs from what the run wrote and from the
rules the writers follow, so that a copy to another bucket, a partial sync or a hand edit is caught
before a trainer reads it:

* **Files.** Each listed file exists, has the listed size (and is not empty when it has rows), the
  listed SHA-256 and the listed row count (Parquet footer, JSONL lines, Megatron ``.idx`` document
  count); names follow ``final_name``'s numbering. A file in an output kind's folder that the
  manifest does not list, or anything left in the temporary folder, is an error.
* **Packed rows** (``data/…`` Parquet, ``gristmill/transforms/pack.py``): the schema is
  ``packed_schema(with_mask)``, with the mask exactly when ``writes_padding(mode, final_row)``;
  every ``input_ids`` holds ``packing.seq_len`` ids (padding included: rows are never short, only
  partly filled); ``seq_lens`` are positive and add up to ``num_tokens``, the row's real tokens,
  which start the row; only the last row of a ``concat`` shard may be partly filled, and only with
  ``final_row: pad``; ``pad`` rows hold one piece and ``bfd`` rows their pieces longest first; the
  ``attention_mask`` is ones on the real tokens and zeros after; padding holds the pad id; every id
  is in ``[0, vocab_size)``.
* **Megatron** (``megatron/…``, format in ``gristmill/transforms/megatron.py``, after NVIDIA Megatron-LM's
  ``megatron/core/datasets/indexed_dataset.py``): the ``.idx`` header (magic, version, dtype code,
  counts) and its arrays are consistent and fill the file exactly; the dtype is Megatron's choice
  for the vocabulary; the ``.bin`` has exactly the bytes the index points to and its ids are in the
  vocabulary.
* **Stats** (``gristmill/report/stats.py``): ``read = kept + dropped + dead_lettered``, for the run
  and for each of its sources, and the sources add up to the run; the token, padding and row totals
  equal what the shards hold (a mixture's written tokens, repeats included, stand for the
  documents' tokens); the per-kind file summary equals the manifest's.

The vocabulary size is taken from the manifest or ``stats.json`` when either records it
(``tokenizer.vocab_size``), otherwise from the tokenizer the manifest's config names, loaded offline
(``gristmill.transforms.tokenize.load_encoder``); the report says which.

Streaming: files are opened through Beam's ``FileSystems`` (local paths, ``gs://`` and other
registered filesystems), hashed in chunks of ``CHUNK_BYTES``, and Parquet is read one row group's
worth of rows at a time, so memory holds one chunk or one row group, whatever the output's size. A
Megatron ``.idx`` is read whole: it holds 12 bytes per document of one shard, which
``tokens_per_shard`` bounds. A file stops being read once it has given ``MAX_FINDINGS_PER_FILE``
findings; the report counts what was not shown.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import posixpath
import struct
import sys
from typing import Callable, Iterator

import numpy as np
import orjson
import pyarrow.parquet as pq
from apache_beam.io.filesystem import CompressionTypes
from apache_beam.io.filesystems import FileSystems

from gristmill.report.stats import source_count_problems
from gristmill.transforms.megatron import BIN, DTYPE_CODES, HEADER_BYTES, IDX, INDEX_MAGIC, INDEX_VERSION
from gristmill.transforms.megatron import optimal_dtype
from gristmill.transforms.pack import writes_padding
from gristmill.transforms.write import (DATA, MANIFEST_FILE, MEGATRON_DIR, OUTPUT_KINDS,
                              PACKED_ROW_GROUP_TOKENS, REPORT_FILE, STATS_FILE, TEMP_DIR,
                              TIMINGS_FILE, final_name, join, packed_schema)

ERROR = "error"
WARNING = "warning"
MAX_FINDINGS_PER_FILE = 20
CHUNK_BYTES = 8 << 20
EXIT_PASS, EXIT_FAIL, EXIT_NOT_AN_OUTPUT = 0, 1, 2

_CODE_DTYPES = {code: dtype for dtype, code in DTYPE_CODES.items()}
# After the magic: version, dtype code, sequence count, document-index length (little-endian).
_IDX_COUNTS = struct.Struct("<QBQQ")


@dataclasses.dataclass(frozen=True)
class Finding:
    level: str  # ERROR or WARNING
    file: str  # path relative to the output, or "" for the output as a whole
    message: str


@dataclasses.dataclass
class VerifyReport:
    path: str
    findings: list[Finding] = dataclasses.field(default_factory=list)
    files_checked: int = 0
    rows_checked: int = 0
    vocab_size: int | None = None
    vocab_source: str = "unknown"

    @property
    def ok(self) -> bool:
        return not self.errors

    @property
    def errors(self) -> list[Finding]:
        return [f for f in self.findings if f.level == ERROR]

    @property
    def warnings(self) -> list[Finding]:
        return [f for f in self.findings if f.level == WARNING]

    def add(self, level: str, file: str, message: str) -> None:
        self.findings.append(Finding(level, file, message))


class NotAnOutputError(RuntimeError):
    """The path holds nothing a Gristmill run writes, or cannot be read at all."""


class _FileLog:
    """Findings of one file, at most ``MAX_FINDINGS_PER_FILE`` kept; the rest are counted."""

    def __init__(self, report: VerifyReport, file: str):
        self.report = report
        self.file = file
        self.shown = 0
        self.hidden = 0

    @property
    def full(self) -> bool:
        return self.shown >= MAX_FINDINGS_PER_FILE

    def add(self, level: str, message: str) -> None:
        if self.full:
            self.hidden += 1
        else:
            self.shown += 1
            self.report.add(level, self.file, message)

    def error(self, message: str) -> None:
        self.add(ERROR, message)

    def warning(self, message: str) -> None:
        self.add(WARNING, message)

    def rows(self, bad: np.ndarray, first_row: int, message: Callable[[int], str]) -> None:
        """One error per True of ``bad`` (row ``first_row + i``), up to the file's limit."""
        indices = np.flatnonzero(bad)
        room = max(0, MAX_FINDINGS_PER_FILE - self.shown)
        for i in indices[:room]:
            self.error(message(int(i)))
        self.hidden += max(0, len(indices) - room)

    def close(self, unread: str = "") -> None:
        if self.hidden or (self.full and unread):
            tail = f"; {unread}" if unread else ""
            self.report.add(ERROR, self.file, f"stopped after {MAX_FINDINGS_PER_FILE} findings, "
                                              f"{self.hidden} more not shown{tail}")


# --------------------------------------------------------------------------------------------------
# Reading through FileSystems


def _open(path: str):
    return FileSystems.open(path, compression_type=CompressionTypes.UNCOMPRESSED)


def _chunks(path: str) -> Iterator[bytes]:
    with _open(path) as f:
        while True:
            chunk = f.read(CHUNK_BYTES)
            if not chunk:
                return
            yield chunk


def comparable_digests(output: str) -> dict[str, str]:
    """SHA-256 of each file of a local output, by relative path, that two runs of the same input
    and config must write byte for byte: every file but ``timings.json``, and ``report.html``
    less its Throughput section (both measure time)."""
    from pathlib import Path

    from gristmill.report.html import without_timed_section

    root, digests = Path(output), {}
    for path in sorted(root.rglob("*")):
        if not path.is_file() or path.name == TIMINGS_FILE:
            continue
        data = path.read_bytes()
        if path.name == REPORT_FILE:
            data = without_timed_section(data)
        digests[str(path.relative_to(root))] = hashlib.sha256(data).hexdigest()
    return digests


def list_output(path: str) -> dict[str, int]:
    """Every file under ``path``: relative path (``/``-separated) -> size in bytes."""
    prefix = join(path, "x")[:-1]
    try:
        matched = FileSystems.match([join(path, "**")])[0].metadata_list
    except Exception as exc:  # noqa: BLE001 - each filesystem raises its own errors
        raise NotAnOutputError(f"cannot list {path}: {exc}") from exc
    return {m.path[len(prefix):].replace("\\", "/"): m.size_in_bytes
            for m in matched if m.path.startswith(prefix)}


def _short(digest: str) -> str:
    return f"{digest[:8]}…" if len(digest) > 8 else digest


def _n(value) -> str:
    return f"{value:,}" if isinstance(value, int) else str(value)


# --------------------------------------------------------------------------------------------------
# What the run promised: from the manifest's config


@dataclasses.dataclass
class Expected:
    """The layout rules of one run, from its config. ``None`` where the run did not say."""

    seq_len: int | None = None
    mode: str = "concat"
    final_row: str = "pad"
    with_mask: bool = True
    vocab_size: int | None = None
    pad_id: int | None = None


def recorded_vocab_size(manifest: dict, stats: dict | None) -> int | None:
    """A vocabulary size the run wrote down (``tokenizer.vocab_size`` in the manifest or stats)."""
    for source in (manifest, stats or {}):
        section = source.get("tokenizer")
        if isinstance(section, dict) and isinstance(section.get("vocab_size"), int):
            return section["vocab_size"]
    return None


def load_run_encoder(config: dict):
    """The run's tokenizer, loaded offline from the config's ``tokenizer`` section."""
    # Checking an output must not download anything; a tokenizer not on this machine is a warning.
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from gristmill.transforms.tokenize import TokenizerSpec, load_encoder

    t = config.get("tokenizer") or {}
    spec = TokenizerSpec(name=t["name"], kind=t.get("kind", "auto"),
                         add_bos=bool(t.get("add_bos", False)),
                         add_eos=bool(t.get("add_eos", True)),
                         bos_token=t.get("bos_token"), eos_token=t.get("eos_token"),
                         pad_token=t.get("pad_token"))
    return load_encoder(spec)


def expected_layout(manifest: dict, stats: dict | None, report: VerifyReport,
                    load_encoder: Callable = load_run_encoder) -> Expected:
    config = manifest.get("config") or {}
    packing = config.get("packing") or {}
    mode = packing.get("mode", "concat")
    final_row = packing.get("final_row", "pad")
    seq_len = packing.get("seq_len")
    if not isinstance(seq_len, int):
        seq_len = (stats or {}).get("packing", {}).get("seq_len")
    expected = Expected(seq_len=seq_len if isinstance(seq_len, int) else None, mode=mode,
                        final_row=final_row, with_mask=writes_padding(mode, final_row))
    recorded = recorded_vocab_size(manifest, stats)
    tokenizer = config.get("tokenizer") or {}
    encoder = None
    if tokenizer.get("enabled", True) and tokenizer.get("name"):
        try:
            encoder = load_encoder(config)
        except Exception as exc:  # noqa: BLE001 - any failure to load means "size unknown"
            if recorded is None:
                report.add(WARNING, MANIFEST_FILE,
                           f"cannot load tokenizer {tokenizer['name']!r} offline ({exc}); token "
                           f"ids are checked only against 0 and the Megatron dtype, padding not "
                           f"at all")
    if recorded is not None:
        expected.vocab_size = recorded
        report.vocab_source = "recorded in the run's manifest or stats.json"
    elif encoder is not None:
        expected.vocab_size = int(encoder.vocab_size)
        report.vocab_source = f"tokenizer {tokenizer['name']!r} named in the manifest's config"
    if encoder is not None:
        expected.pad_id = encoder.pad_id
    report.vocab_size = expected.vocab_size
    return expected


# --------------------------------------------------------------------------------------------------
# Manifest


def _manifest_entries(manifest: dict, report: VerifyReport) -> list[dict]:
    """The manifest's well-formed file entries; malformed ones become errors."""
    files = manifest.get("files")
    if not isinstance(files, list):
        report.add(ERROR, MANIFEST_FILE, "has no list of files")
        return []
    entries, seen = [], set()
    for i, entry in enumerate(files):
        ok = (isinstance(entry, dict) and isinstance(entry.get("path"), str)
              and isinstance(entry.get("kind"), str) and isinstance(entry.get("rows"), int)
              and isinstance(entry.get("bytes"), int) and isinstance(entry.get("sha256"), str))
        if not ok:
            report.add(ERROR, MANIFEST_FILE, f"file entry {i} lacks path, kind, rows, bytes or "
                                             f"sha256: {str(entry)[:200]}")
            continue
        path, kind = entry["path"], entry["kind"]
        parts = path.split("/")
        if path.startswith("/") or ".." in parts or "" in parts or "\\" in path:
            report.add(ERROR, MANIFEST_FILE, f"file entry {i} has an unsafe path {path!r}")
            continue
        if path in seen:
            report.add(ERROR, path, "listed twice in the manifest")
            continue
        seen.add(path)
        if posixpath.dirname(path) != kind or kind.split("/")[0] not in OUTPUT_KINDS:
            report.add(ERROR, path, f"kind {kind!r} does not match the path, or is not one of "
                                    f"{', '.join(OUTPUT_KINDS)}")
        if entry["rows"] < 0 or entry["bytes"] < 0:
            report.add(ERROR, path, "negative rows or bytes in the manifest")
        entries.append(entry)
    _check_names(entries, report)
    return entries


def _check_names(entries: list[dict], report: VerifyReport) -> None:
    """Files of one kind and extension are numbered 0..n-1 of n; Megatron files come in pairs."""
    groups: dict[tuple[str, str], list[str]] = {}
    for entry in entries:
        extension = entry["path"].rpartition(".")[2]
        groups.setdefault((entry["kind"], extension), []).append(entry["path"])
    for (kind, extension), paths in sorted(groups.items()):
        expected = {final_name(kind, i, len(paths), extension) for i in range(len(paths))}
        for path in sorted(set(paths) - expected):
            report.add(ERROR, path, f"name does not follow the numbering of the {len(paths)} "
                                    f"{kind} .{extension} files (part-XXXXX-of-{len(paths):05d})")
    rows = {e["path"]: e["rows"] for e in entries}
    for entry in entries:
        if entry["kind"].split("/")[0] != MEGATRON_DIR or not entry["path"].endswith("." + BIN):
            continue
        idx = entry["path"][:-len(BIN)] + IDX
        if idx not in rows:
            report.add(ERROR, entry["path"], f"has no {idx} in the manifest")
        elif rows[idx] != entry["rows"]:
            report.add(ERROR, entry["path"], f"the manifest gives {_n(entry['rows'])} documents, "
                                             f"but {_n(rows[idx])} for {idx}")
    for entry in entries:
        if entry["kind"].split("/")[0] == MEGATRON_DIR and entry["path"].endswith("." + IDX):
            if entry["path"][:-len(IDX)] + BIN not in rows:
                report.add(ERROR, entry["path"], "has no .bin in the manifest")


def _check_fingerprint(manifest: dict, report: VerifyReport) -> None:
    """The fingerprint is a hash of the config and versions the manifest records beside it."""
    config, versions, fingerprint = (manifest.get(k) for k in ("config", "versions", "fingerprint"))
    if not (isinstance(config, dict) and isinstance(versions, dict)
            and isinstance(fingerprint, str)):
        report.add(ERROR, MANIFEST_FILE, "lacks the config, versions or fingerprint of the run")
        return
    # Config.fingerprint's formula over the recorded dicts: re-validating them with this version's
    # Config would add keys introduced since the run and change the hash of an untouched output.
    blob = json.dumps({"config": config, "versions": versions}, sort_keys=True)
    actual = hashlib.sha256(blob.encode()).hexdigest()
    if actual != fingerprint:
        report.add(ERROR, MANIFEST_FILE, f"fingerprint {_short(fingerprint)} is not the hash of "
                                         f"the recorded config and versions ({_short(actual)}): "
                                         f"the manifest was edited")


# --------------------------------------------------------------------------------------------------
# Packed Parquet rows


@dataclasses.dataclass
class Totals:
    """What the files hold, summed over the output, for the comparison with ``stats.json``."""

    packed_rows: int = 0
    real_tokens: int = 0
    padding: int = 0
    packed_files_read: int = 0  # read to the end, so their rows are in the totals
    megatron_tokens: int = 0
    megatron_files_read: int = 0


def _list_column(column) -> tuple[np.ndarray, np.ndarray]:
    """(values, offsets from 0) of a list column, honouring a sliced array's offset."""
    offsets = column.offsets.to_numpy().astype(np.int64)
    return column.flatten().to_numpy(), offsets - offsets[0]


def _row_of(offsets: np.ndarray, positions: np.ndarray) -> np.ndarray:
    return np.searchsorted(offsets, positions, side="right") - 1


def check_packed_batch(batch, first_row: int, is_last_batch: bool, expected: Expected,
                       log: _FileLog) -> tuple[int, int]:
    """Check one record batch of packed rows; returns (real tokens, padding) it holds."""
    n = batch.num_rows
    for name in batch.schema.names:
        if batch.column(name).null_count:
            log.error(f"rows {first_row}..{first_row + n - 1}: column {name} holds nulls")
            return 0, 0
    seq_len = expected.seq_len
    ids, id_offsets = _list_column(batch.column("input_ids"))
    widths = np.diff(id_offsets)
    log.rows(widths != seq_len, first_row,
             lambda i: f"row {first_row + i}: input_ids has {widths[i]} tokens, expected {seq_len}")
    num_tokens = batch.column("num_tokens").to_numpy().astype(np.int64)
    lens, lens_offsets = _list_column(batch.column("seq_lens"))
    lens = lens.astype(np.int64)
    summed = np.concatenate([[0], np.cumsum(lens)])
    lens_sum = summed[lens_offsets[1:]] - summed[lens_offsets[:-1]]
    pieces = np.diff(lens_offsets)

    bad_piece = np.zeros(n, dtype=bool)
    bad_piece[_row_of(lens_offsets, np.flatnonzero(lens <= 0))] = True
    log.rows(bad_piece, first_row, lambda i: f"row {first_row + i}: seq_lens "
             f"{lens[lens_offsets[i]:lens_offsets[i + 1]].tolist()[:16]} hold a zero or negative "
             f"length")
    log.rows((lens_sum != num_tokens) & ~bad_piece, first_row,
             lambda i: f"row {first_row + i}: seq_lens add up to {lens_sum[i]}, num_tokens is "
                       f"{num_tokens[i]}")
    log.rows((num_tokens < 1) | (num_tokens > seq_len), first_row,
             lambda i: f"row {first_row + i}: num_tokens is {num_tokens[i]}, outside 1..{seq_len}")
    partial = num_tokens < seq_len
    if expected.mode == "concat":
        # Only a shard's final row can be partly filled, and only when final_row keeps it.
        allowed = np.zeros(n, dtype=bool)
        if expected.final_row == "pad" and is_last_batch and n:
            allowed[-1] = True
        log.rows(partial & ~allowed & (num_tokens >= 1), first_row,
                 lambda i: f"row {first_row + i}: {num_tokens[i]} real tokens in a concat row; "
                           f"only the file's last row may be partly filled (final_row="
                           f"{expected.final_row})")
    elif expected.mode == "pad":
        log.rows(pieces != 1, first_row,
                 lambda i: f"row {first_row + i}: {pieces[i]} pieces, pad mode puts one per row")
    elif expected.mode == "bfd" and len(lens) > 1:
        # Best-fit decreasing places a row's pieces longest first.
        rising = np.flatnonzero(np.diff(lens) > 0) + 1
        rising = rising[~np.isin(rising, lens_offsets)]
        bad_order = np.zeros(n, dtype=bool)
        bad_order[_row_of(lens_offsets, rising)] = True
        log.rows(bad_order, first_row, lambda i: f"row {first_row + i}: seq_lens "
                 f"{lens[lens_offsets[i]:lens_offsets[i + 1]].tolist()[:16]} are not longest first")

    if len(ids):
        _check_ids(ids, expected.vocab_size, log,
                   lambda p: f"row {first_row + int(_row_of(id_offsets, np.array([p]))[0])}")

    real = np.clip(num_tokens, 0, seq_len)
    if n and (widths == seq_len).all():
        position = np.arange(seq_len)[None, :]
        is_padding = position >= real[:, None]
        if expected.pad_id is not None:
            wrong_pad = (ids.reshape(n, seq_len) != expected.pad_id) & is_padding
            log.rows(wrong_pad.any(axis=1), first_row,
                     lambda i: f"row {first_row + i}: padding after token {real[i]} is not the pad "
                               f"id {expected.pad_id}")
        if "attention_mask" in batch.schema.names:
            mask, mask_offsets = _list_column(batch.column("attention_mask"))
            mask_widths = np.diff(mask_offsets)
            log.rows(mask_widths != seq_len, first_row,
                     lambda i: f"row {first_row + i}: attention_mask has {mask_widths[i]} values, "
                               f"expected {seq_len}")
            if (mask_widths == seq_len).all():
                wrong_mask = mask.reshape(n, seq_len) != (~is_padding).astype(mask.dtype)
                log.rows(wrong_mask.any(axis=1), first_row,
                         lambda i: f"row {first_row + i}: attention_mask is not {real[i]} ones "
                                   f"then zeros (num_tokens={num_tokens[i]})")
    return int(real.sum()), int(n * seq_len - real.sum())


def _check_ids(ids: np.ndarray, vocab_size: int | None, log: _FileLog,
               where: Callable[[int], str]) -> None:
    """Report the first id below 0 and the first at or above the vocabulary size."""
    low, high = ids.min(), ids.max()
    if low < 0:
        p = int(np.argmax(ids < 0))
        log.error(f"{where(p)}: token id {ids[p]} is negative")
    if vocab_size is not None and high >= vocab_size:
        outside = ids >= vocab_size
        p = int(np.argmax(outside))
        more = int(outside.sum()) - 1
        log.error(f"{where(p)}: token id {ids[p]} is outside the vocabulary of {vocab_size:,} "
                  f"entries" + (f" ({more:,} more such ids nearby)" if more else ""))


def check_packed_file(full_path: str, entry: dict, expected: Expected, log: _FileLog,
                      totals: Totals) -> int:
    """Check one packed Parquet shard row group by row group; returns the rows read."""
    with _open(full_path) as f:
        try:
            parquet = pq.ParquetFile(f)
        except Exception as exc:  # noqa: BLE001 - pyarrow raises several types for a bad file
            log.error(f"not a readable Parquet file: {exc}")
            return 0
        rows = parquet.metadata.num_rows
        if rows != entry["rows"]:
            log.error(f"holds {_n(rows)} rows, the manifest says {_n(entry['rows'])}")
        schema = parquet.schema_arrow
        want = packed_schema(expected.with_mask)
        if not schema.equals(want):
            has_mask = "attention_mask" in schema.names
            why = (f"the config ({expected.mode}, final_row={expected.final_row}) "
                   f"{'writes' if expected.with_mask else 'does not write'} an attention_mask"
                   if has_mask != expected.with_mask else f"expected {want}")
            fields = ", ".join(f"{field.name}: {field.type}" for field in schema)
            log.error(f"schema is ({fields}); {why}")
            return 0
        if expected.seq_len is None:
            log.error("packing.seq_len is not in the manifest's config nor in stats.json; "
                      "rows cannot be checked")
            return 0
        batch_rows = max(1, PACKED_ROW_GROUP_TOKENS // expected.seq_len)
        done = 0
        try:
            for batch in parquet.iter_batches(batch_size=batch_rows):
                real, padding = check_packed_batch(batch, done, done + batch.num_rows == rows,
                                                   expected, log)
                totals.real_tokens += real
                totals.padding += padding
                done += batch.num_rows
                if log.full:
                    break
        except Exception as exc:  # noqa: BLE001
            log.error(f"unreadable after row {done}: {exc}")
    totals.packed_rows += done
    totals.packed_files_read += 1 if done == rows else 0
    log.close(f"rows {_n(done)}..{_n(rows - 1)} not read" if done < rows else "")
    return done


# --------------------------------------------------------------------------------------------------
# Megatron indexed datasets


@dataclasses.dataclass
class IndexInfo:
    dtype: np.dtype
    lengths: np.ndarray  # tokens per sequence
    bin_bytes: int


def parse_index(data: bytes, documents: int, expected: Expected, log: _FileLog) -> IndexInfo | None:
    """Check an ``.idx`` file's bytes (layout in gristmill/transforms/megatron.py); its info or None."""
    if len(data) < HEADER_BYTES:
        log.error(f"{len(data)} bytes, shorter than the {HEADER_BYTES}-byte header")
        return None
    if data[:len(INDEX_MAGIC)] != INDEX_MAGIC:
        log.error(f"magic is {data[:len(INDEX_MAGIC)]!r}, expected {INDEX_MAGIC!r}")
        return None
    version, code, s, d = _IDX_COUNTS.unpack_from(data, len(INDEX_MAGIC))
    if version != INDEX_VERSION:
        log.error(f"version is {version}, expected {INDEX_VERSION}")
        return None
    dtype = _CODE_DTYPES.get(code)
    if dtype is None or dtype.kind not in "iu":
        log.error(f"dtype code {code} is not an integer token dtype Megatron knows")
        return None
    if expected.vocab_size is not None and dtype != optimal_dtype(expected.vocab_size):
        log.error(f"stores ids as {dtype.name}; for {expected.vocab_size:,} entries Megatron uses "
                  f"{optimal_dtype(expected.vocab_size).name}")
    size = HEADER_BYTES + 12 * s + 8 * d
    if len(data) != size:
        log.error(f"{len(data):,} bytes, but its header ({s:,} sequences, {d:,} document-index "
                  f"entries) needs {size:,}")
        return None
    if d < 1:
        log.error("document index is empty; it always starts with 0")
        return None
    if d != documents + 1:
        log.error(f"indexes {d - 1:,} documents, the manifest says {documents:,}")
    lengths = np.frombuffer(data, dtype="<i4", count=s, offset=HEADER_BYTES).astype(np.int64)
    pointers = np.frombuffer(data, dtype="<i8", count=s, offset=HEADER_BYTES + 4 * s)
    doc_index = np.frombuffer(data, dtype="<i8", count=d, offset=HEADER_BYTES + 12 * s)
    if (lengths <= 0).any():
        i = int(np.argmax(lengths <= 0))
        log.error(f"sequence {i} has length {lengths[i]}; every written sequence has tokens")
    starts = np.concatenate([[0], np.cumsum(lengths[:-1] * dtype.itemsize)]) if s else lengths
    if s and (pointers != starts).any():
        i = int(np.argmax(pointers != starts))
        log.error(f"sequence {i} starts at byte {pointers[i]:,} of the .bin, but the lengths "
                  f"before it put it at {starts[i]:,}")
    if (doc_index[0] != 0 or doc_index[-1] != s or (np.diff(doc_index) < 0).any()):
        log.error(f"document index does not rise from 0 to the {s:,} sequences "
                  f"(first {doc_index[0]}, last {doc_index[-1]})")
    return IndexInfo(dtype=dtype, lengths=lengths,
                     bin_bytes=int(np.clip(lengths, 0, None).sum()) * dtype.itemsize)


class _BinIds:
    """Chunk consumer for a ``.bin``: token ids in order, checked against the vocabulary."""

    def __init__(self, info: IndexInfo, vocab_size: int | None, log: _FileLog):
        self.info = info
        self.vocab_size = vocab_size
        self.log = log
        self.carry = b""
        self.tokens = 0
        self.starts = np.concatenate([[0], np.cumsum(info.lengths)])

    def __call__(self, chunk: bytes) -> None:
        if self.log.full:
            return
        data = self.carry + chunk
        usable = len(data) - len(data) % self.info.dtype.itemsize
        self.carry = data[usable:]
        ids = np.frombuffer(data[:usable], dtype=self.info.dtype.newbyteorder("<"))
        if len(ids):
            first = self.tokens
            _check_ids(ids, self.vocab_size, self.log, lambda p: self._where(first + p))
        self.tokens += len(ids)

    def _where(self, token: int) -> str:
        sequence = int(np.searchsorted(self.starts, token, side="right") - 1)
        return f"token {token:,} (sequence {sequence:,})"


# --------------------------------------------------------------------------------------------------
# JSONL


class _JsonLines:
    """Chunk consumer for a JSONL file: counts records and checks each parses as a JSON object."""

    def __init__(self, log: _FileLog):
        self.log = log
        self.lines = 0
        self.tail = b""

    def __call__(self, chunk: bytes) -> None:
        lines = (self.tail + chunk).split(b"\n")
        self.tail = lines.pop()
        for line in lines:
            self._check(line)
            self.lines += 1

    def _check(self, line: bytes) -> None:
        if self.log.full:
            return
        try:
            ok = isinstance(orjson.loads(line), dict)
        except orjson.JSONDecodeError:
            try:  # the writer falls back to the standard library for integers beyond 64 bits
                ok = isinstance(json.loads(line), dict)
            except ValueError:
                ok = False
        if not ok:
            self.log.error(f"line {self.lines + 1} is not a JSON object")

    def finish(self) -> None:
        if self.tail:
            self.log.error("does not end with a newline (truncated?)")
            self._check(self.tail)
            self.lines += 1


# --------------------------------------------------------------------------------------------------
# One file


def _hash_file(full_path: str, consumer: Callable[[bytes], None] | None = None) -> tuple[str, int]:
    digest, size = hashlib.sha256(), 0
    for chunk in _chunks(full_path):
        digest.update(chunk)
        size += len(chunk)
        if consumer is not None:
            consumer(chunk)
    return digest.hexdigest(), size


def check_file(base: str, entry: dict, on_disk: dict[str, int], expected: Expected,
               indexes: dict[str, IndexInfo], totals: Totals, report: VerifyReport) -> None:
    path, kind, rows = entry["path"], entry["kind"], entry["rows"]
    log = _FileLog(report, path)
    if path not in on_disk:
        log.error(f"listed in the manifest ({_n(rows)} rows) but missing")
        return
    report.files_checked += 1
    full = join(base, *path.split("/"))
    size = on_disk[path]
    if size != entry["bytes"]:
        log.error(f"{_n(size)} bytes, the manifest says {_n(entry['bytes'])}")
    if rows > 0 and size == 0:
        log.error(f"empty, but the manifest lists {_n(rows)} rows")
    top = kind.split("/")[0]
    extension = path.rpartition(".")[2]
    consumer = None
    if extension == "jsonl":
        consumer = _JsonLines(log)
    elif top == MEGATRON_DIR and extension == BIN and path[:-len(BIN)] + IDX in indexes:
        consumer = _BinIds(indexes[path[:-len(BIN)] + IDX], expected.vocab_size, log)
    index_bytes = [] if top == MEGATRON_DIR and extension == IDX else None
    try:
        digest, _ = _hash_file(full, index_bytes.append if index_bytes is not None else consumer)
    except Exception as exc:  # noqa: BLE001
        log.error(f"cannot be read: {exc}")
        return
    if digest != entry["sha256"]:
        log.error(f"sha256 mismatch (manifest {_short(entry['sha256'])}, file {_short(digest)})")

    if isinstance(consumer, _JsonLines):
        consumer.finish()
        if consumer.lines != rows:
            log.error(f"holds {_n(consumer.lines)} lines, the manifest says {_n(rows)} rows")
        report.rows_checked += consumer.lines
    elif isinstance(consumer, _BinIds):
        info = consumer.info
        if size != info.bin_bytes:
            log.error(f"{_n(size)} bytes, but its .idx points to {_n(info.bin_bytes)} "
                      f"({_n(int(info.lengths.sum()))} tokens of {info.dtype.name})")
        if size == info.bin_bytes:
            totals.megatron_tokens += consumer.tokens
            totals.megatron_files_read += 1
        report.rows_checked += len(info.lengths)
    elif index_bytes is not None:
        info = parse_index(b"".join(index_bytes), rows, expected, log)
        if info is not None:
            indexes[path] = info
    elif extension == "parquet" and (top == DATA):
        report.rows_checked += check_packed_file(full, entry, expected, log, totals)
        return
    elif extension == "parquet":
        try:
            with _open(full) as f:
                count = pq.ParquetFile(f).metadata.num_rows
            if count != rows:
                log.error(f"holds {_n(count)} rows, the manifest says {_n(rows)}")
        except Exception as exc:  # noqa: BLE001
            log.error(f"not a readable Parquet file: {exc}")
    elif top == MEGATRON_DIR and extension == BIN:
        log.error("its .idx is missing or unreadable, so the ids cannot be checked")
    log.close()


# --------------------------------------------------------------------------------------------------
# stats.json


def _packed_kind(kind: str) -> bool:
    return kind == DATA or kind.startswith(DATA + "/")


def check_sources(stats: dict, error) -> None:
    """A run of several sources: each source's documents balance, the sources' documents add up
    to the run's (:func:`gristmill.report.stats.source_count_problems`), and with a mixture their
    tokens add up to the mixture's."""
    sources = stats.get("sources")
    if not isinstance(sources, dict):
        return
    for problem in source_count_problems(stats):
        error(f"sources: {problem}")
    try:
        mixture = stats.get("mixture")
        if isinstance(mixture, dict):
            summed = sum(s["tokens"] for s in sources.values())
            if summed != mixture.get("tokens"):
                error(f"the sources' tokens add up to {_n(summed)}, mixture.tokens is "
                      f"{_n(mixture.get('tokens'))}")
    except (KeyError, TypeError) as exc:
        error(f"sources lacks {exc}")


def check_stats(stats: dict, entries: list[dict], totals: Totals, manifest: dict,
                report: VerifyReport) -> None:
    def error(message: str) -> None:
        report.add(ERROR, STATS_FILE, message)

    try:
        docs, tokens, packing = stats["documents"], stats["tokens"], stats["packing"]
        read, kept, dropped = docs["read"], docs["kept"], docs["dropped_total"]
        dead = docs["dead_lettered"]
    except (KeyError, TypeError) as exc:
        error(f"lacks {exc}: not the stats of a finished run")
        return
    if read != kept + dropped + dead:
        error(f"documents.read {_n(read)} != kept {_n(kept)} + dropped_total {_n(dropped)} + "
              f"dead_lettered {_n(dead)}")
    if isinstance(docs.get("dropped"), dict) and sum(docs["dropped"].values()) != dropped:
        error(f"documents.dropped adds up to {_n(sum(docs['dropped'].values()))}, dropped_total is "
              f"{_n(dropped)}")
    dead_kinds = stats.get("dead_lettered")
    if isinstance(dead_kinds, dict) and sum(dead_kinds.values()) != dead:
        error(f"dead_lettered adds up to {_n(sum(dead_kinds.values()))}, "
              f"documents.dead_lettered is {_n(dead)}")
    check_sources(stats, error)
    # What the token outputs should hold: the documents' tokens, or what a mixture made of them.
    mixture = stats.get("mixture")
    written, written_key = ((mixture.get("tokens"), "mixture.tokens") if isinstance(mixture, dict)
                            else (tokens.get("from_documents"), "tokens.from_documents"))

    packed = [e for e in entries if _packed_kind(e["kind"]) and e["path"].endswith(".parquet")]
    manifest_rows = sum(e["rows"] for e in packed)
    if packing.get("rows") != manifest_rows:
        error(f"packing.rows is {_n(packing.get('rows'))}, the manifest's data files hold "
              f"{_n(manifest_rows)}")
    if totals.packed_files_read == len(packed):  # every shard read to the end: totals are complete
        if totals.packed_rows != manifest_rows:
            error(f"the data files hold {_n(totals.packed_rows)} rows, packing.rows is "
                  f"{_n(packing.get('rows'))}")
        if tokens.get("total") != totals.real_tokens:
            error(f"tokens.total is {_n(tokens.get('total'))}, the data files hold "
                  f"{_n(totals.real_tokens)} real tokens")
        if tokens.get("padding") != totals.padding:
            error(f"tokens.padding is {_n(tokens.get('padding'))}, the data files hold "
                  f"{_n(totals.padding)} padding tokens")
    else:
        report.add(WARNING, STATS_FILE, "token totals not compared: some data files could not be "
                                        "read to the end")
    if packed:
        lost = tokens.get("dropped_final_rows", 0) + tokens.get("truncated", 0)
        if tokens.get("total", 0) + lost != written:
            error(f"tokens.total {_n(tokens.get('total'))} + dropped_final_rows + truncated "
                  f"({_n(lost)}) != {written_key} {_n(written)}")
    bins = [e for e in entries if e["kind"].split("/")[0] == MEGATRON_DIR
            and e["path"].endswith("." + BIN)]
    if bins and totals.megatron_files_read == len(bins) and totals.megatron_tokens != written:
        error(f"{written_key} is {_n(written)}, the Megatron files hold "
              f"{_n(totals.megatron_tokens)} tokens")
    config = (manifest.get("config") or {}).get("packing") or {}
    if packed:
        for key in ("seq_len", "mode"):
            if key in config and packing.get(key) != config[key]:
                error(f"packing.{key} is {packing.get(key)!r}, the config says {config[key]!r}")

    summary: dict[str, dict[str, int]] = {}
    for entry in entries:
        s = summary.setdefault(entry["kind"], {"files": 0, "rows": 0, "bytes": 0})
        s["files"] += 1
        s["rows"] += 0 if entry["path"].endswith("." + IDX) else entry["rows"]
        s["bytes"] += entry["bytes"]
    if stats.get("files") != summary:
        for kind in sorted(set(summary) | set(stats.get("files") or {})):
            got = (stats.get("files") or {}).get(kind)
            if got != summary.get(kind):
                error(f"files[{kind!r}] is {got}, the manifest gives {summary.get(kind)}")
    kinds_rows = {kind: s["rows"] for kind, s in summary.items()}
    output = (manifest.get("config") or {}).get("output") or {}
    if output.get("documents") and kinds_rows.get("documents", 0) != kept:
        error(f"documents.kept is {_n(kept)}, documents/ holds "
              f"{_n(kinds_rows.get('documents', 0))}")
    if output.get("rejects") and output.get("rejects_sample", 1.0) == 1.0 \
            and kinds_rows.get("rejects", 0) != dropped:
        # Every stage that drops writes a reject when asked to: a gap is worth a look, not a fail.
        report.add(WARNING, STATS_FILE, f"documents.dropped_total is {_n(dropped)}, rejects/ holds "
                                        f"{_n(kinds_rows.get('rejects', 0))}")
    if kinds_rows.get("dead_letter", 0) != dead:
        error(f"documents.dead_lettered is {_n(dead)}, dead_letter/ holds "
              f"{_n(kinds_rows.get('dead_letter', 0))}")


# --------------------------------------------------------------------------------------------------
# The whole output


def _read_json(path: str) -> dict:
    with _open(path) as f:
        value = json.loads(f.read())
    if not isinstance(value, dict):
        raise ValueError("not a JSON object")
    return value


def _check_layout(on_disk: dict[str, int], listed: set[str], report: VerifyReport) -> None:
    for path in sorted(on_disk):
        top = path.split("/")[0]
        if top == TEMP_DIR:
            report.add(ERROR, path, f"left in {TEMP_DIR}/ by an unfinished or failed run")
        elif path in listed or path in (MANIFEST_FILE, STATS_FILE, REPORT_FILE,
                                        TIMINGS_FILE):
            continue
        elif top in OUTPUT_KINDS and "/" in path:
            report.add(ERROR, path, "not listed in the manifest (a leftover or foreign file)")
        else:
            report.add(WARNING, path, "not part of a Gristmill output")


def verify_output(path: str, load_encoder: Callable = load_run_encoder) -> VerifyReport:
    """Check the output at ``path`` (local or any Beam filesystem URL) against its manifest.

    Raises :class:`NotAnOutputError` when ``path`` holds nothing a run writes or cannot be listed;
    every other problem is a :class:`Finding` in the report. ``load_encoder(config dict)`` loads
    the run's tokenizer when the vocabulary size was not recorded.
    """
    path = path.rstrip("/") or path
    on_disk = list_output(path)
    report = VerifyReport(path=path)
    tops = {p.split("/")[0] for p in on_disk}
    if MANIFEST_FILE not in on_disk:
        if not tops & {STATS_FILE, TEMP_DIR, *OUTPUT_KINDS}:
            raise NotAnOutputError(f"{path} has no {MANIFEST_FILE} and nothing else a Gristmill "
                                   f"run writes" + ("" if on_disk else " (no files at all)"))
        # Without a manifest nothing can be compared; the files are whatever the run got to write.
        report.add(ERROR, MANIFEST_FILE, "missing: the run did not finish, or failed")
        return report
    try:
        manifest = _read_json(join(path, MANIFEST_FILE))
    except (ValueError, UnicodeDecodeError) as exc:
        report.add(ERROR, MANIFEST_FILE, f"not a readable JSON object: {exc}")
        return report
    except Exception as exc:  # noqa: BLE001 - I/O errors of any filesystem
        raise NotAnOutputError(f"cannot read {join(path, MANIFEST_FILE)}: {exc}") from exc
    if manifest.get("complete") is not True:
        report.add(ERROR, MANIFEST_FILE, "does not mark the run complete")
    stats = None
    if STATS_FILE not in on_disk:
        report.add(ERROR, STATS_FILE, "missing")
    else:
        try:
            stats = _read_json(join(path, STATS_FILE))
        except Exception as exc:  # noqa: BLE001
            report.add(ERROR, STATS_FILE, f"not a readable JSON object: {exc}")

    entries = _manifest_entries(manifest, report)
    _check_fingerprint(manifest, report)
    _check_layout(on_disk, {e["path"] for e in entries}, report)
    expected = expected_layout(manifest, stats, report, load_encoder)
    totals = Totals()
    indexes: dict[str, IndexInfo] = {}
    # Each .idx before its .bin: the index says how to read the ids.
    order = sorted(entries, key=lambda e: (e["kind"], e["path"].endswith("." + BIN), e["path"]))
    for entry in order:
        check_file(path, entry, on_disk, expected, indexes, totals, report)
    if stats is not None:
        check_stats(stats, entries, totals, manifest, report)
    return report


# --------------------------------------------------------------------------------------------------
# Command line


def format_report(report: VerifyReport) -> str:
    """A human summary: what was checked, one line per finding, then ``PASS`` or ``FAIL``."""
    vocab = (f"vocabulary of {report.vocab_size:,} ids ({report.vocab_source})"
             if report.vocab_size is not None else "vocabulary size unknown")
    lines = [f"gristmill verify {report.path}",
             f"  checked {report.files_checked:,} files, {report.rows_checked:,} rows; {vocab}"]
    for finding in report.findings:
        where = f"{finding.file}: " if finding.file else ""
        lines.append(f"  {finding.level:<7}  {where}{finding.message}")
    errors, warnings = len(report.errors), len(report.warnings)
    lines.append(f"  {errors:,} error{'s' * (errors != 1)}, "
                 f"{warnings:,} warning{'s' * (warnings != 1)}")
    lines.append("PASS" if report.ok else "FAIL")
    return "\n".join(lines)


def main_verify(path: str) -> int:
    """``gristmill verify PATH``: prints the report; exit 0 pass, 1 fail, 2 not an output or
    unreadable."""
    try:
        report = verify_output(path)
    except NotAnOutputError as exc:
        print(f"gristmill: {exc}", file=sys.stderr)
        return EXIT_NOT_AN_OUTPUT
    print(format_report(report))
    return EXIT_PASS if report.ok else EXIT_FAIL
