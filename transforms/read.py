"""Reading JSONL (plain, .gz, .zst) and Parquet into Documents, with a dead letter for bad records.

Files are matched when the graph is built (so a pattern that matches nothing is a clear error before
any work starts) and cut into ranges when the pipeline runs: byte ranges of uncompressed JSONL files,
one range per compressed file (gzip and zstd streams cannot be entered in the middle), row groups of
Parquet files. Ranges are shuffled across workers, and each range is streamed record by record, so a
multi-GB file is never held in memory and is read by many workers at once when it is uncompressed.

Positions are byte offsets of the line's first byte in the decompressed stream (JSONL) or row numbers
within the file (Parquet). A record without an id gets ``<path>:<position>``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import gzip
import io
import logging
import os
from typing import Any, Iterable, Iterator, Sequence

import apache_beam as beam
import orjson
from apache_beam.io.filesystem import CompressionTypes
from apache_beam.io.filesystems import FileSystems

from transforms.document import Document, derived_id
from transforms.stage import DEAD_LETTER, DOCS, READ, STATS, CountingFn, exception_message

JSONL = "jsonl"
PARQUET = "parquet"
FORMATS = ("auto", JSONL, PARQUET)

_JSONL_SUFFIXES = (".jsonl", ".ndjson", ".json")
_COMPRESSION_SUFFIXES = {".gz": "gzip", ".gzip": "gzip", ".zst": "zstd", ".zstd": "zstd"}
_UTF8_BOM = b"\xef\xbb\xbf"
_SKIP_CHUNK = 1 << 20


class InputError(ValueError):
    """The configured input cannot be read at all (nothing matches, unknown format)."""


@dataclasses.dataclass(frozen=True)
class InputFile:
    path: str
    size: int
    format: str  # jsonl | parquet
    compression: str  # none | gzip | zstd


@dataclasses.dataclass(frozen=True)
class ReadRange:
    """A unit of reading work. JSONL: bytes [start, end) (end None = to the end of the file).
    Parquet: row group ``start``, whose first row is row ``row_offset`` of the file."""

    file: InputFile
    start: int
    end: int | None
    row_offset: int = 0


def detect_format(path: str, configured: str = "auto") -> tuple[str, str]:
    """(format, compression) of a path, from its name unless a format is configured."""
    name = path.rsplit("/", 1)[-1].lower()
    compression = "none"
    for suffix, kind in _COMPRESSION_SUFFIXES.items():
        if name.endswith(suffix):
            compression, name = kind, name[: -len(suffix)]
            break
    if configured != "auto":
        fmt = configured
    elif name.endswith(".parquet"):
        fmt = PARQUET
    elif name.endswith(_JSONL_SUFFIXES):
        fmt = JSONL
    else:
        raise InputError(
            f"cannot tell the format of {path!r} from its name (expected .jsonl/.ndjson/.json, "
            f"optionally .gz/.zst, or .parquet); set input.format=jsonl|parquet")
    if fmt == PARQUET and compression != "none":
        raise InputError(f"{path!r}: Parquet files are compressed internally; "
                         f"an outer {compression} layer is not supported")
    return fmt, compression


def _is_local_dir(path: str) -> bool:
    return "://" not in path and os.path.isdir(path)


def match_inputs(patterns: Sequence[str], configured_format: str = "auto") -> list[InputFile]:
    """Expand paths, globs and directories (any filesystem Beam knows) into a sorted list of files.

    A directory (or a path ending in ``/``) means every file below it. Files that a glob or a
    directory sweeps up but whose format cannot be told from the name (a README, a ``_SUCCESS``
    marker) are skipped with a warning; a file named explicitly must have a known format. Raises
    :class:`InputError` naming the first pattern that yields no readable file.
    """
    found: dict[str, InputFile] = {}
    for pattern in patterns:
        expanded = pattern
        if pattern.endswith("/") or _is_local_dir(pattern):
            expanded = pattern.rstrip("/") + "/**"
        # Beam's local filesystem globs inside the pattern's directory, and `*.jsonl` has none.
        in_cwd = "/" not in expanded and "://" not in expanded
        sweeping = any(c in expanded for c in "*?[")
        try:
            results = FileSystems.match(["./" + expanded if in_cwd else expanded])
        except Exception as exc:  # noqa: BLE001 - Beam raises several kinds for bad paths
            raise InputError(f"cannot list input {pattern!r}: {exc}") from exc
        paths = [(m.path.removeprefix("./") if in_cwd else m.path, m.size_in_bytes)
                 for m in results[0].metadata_list if not m.path.endswith("/")]
        if not paths:
            raise InputError(f"input {pattern!r} matches no file")
        skipped = []
        for path, size in paths:
            try:
                fmt, compression = detect_format(path, configured_format)
            except InputError:
                if not sweeping:
                    raise
                skipped.append(path)
                continue
            found[path] = InputFile(path, size, fmt, compression)
        if skipped:
            if len(skipped) == len(paths):
                raise InputError(f"input {pattern!r} matches no file of a known format "
                                 f"(e.g. {skipped[0]!r}); set input.format=jsonl|parquet")
            logging.getLogger("gristmill").warning(
                "input %r: skipped %d file(s) of unknown format, e.g. %s", pattern, len(skipped),
                ", ".join(sorted(skipped)[:3]))
    return [found[path] for path in sorted(found)]


def plan_ranges(file: InputFile, split_bytes: int) -> list[ReadRange]:
    """Byte ranges for a JSONL file. Parquet files are planned from their footer, in the pipeline."""
    if file.compression != "none" or file.size <= split_bytes:
        return [ReadRange(file, 0, None)]
    starts = range(0, file.size, split_bytes)
    return [ReadRange(file, s, min(s + split_bytes, file.size)) for s in starts]


# --------------------------------------------------------------------------------------------------
# Records -> Documents (pure)


class RecordError(Exception):
    """A record that cannot become a Document; ``kind`` is the stable dead-letter error name."""

    def __init__(self, kind: str, message: str):
        super().__init__(message)
        self.kind = kind


def record_to_document(record: Any, *, source: str, position: int, text_field: str,
                       id_field: str) -> Document:
    """Turn one parsed record into a Document, or raise :class:`RecordError`.

    The text must be a string; the id may be a string or an integer, and a missing, null or empty id is
    derived from the source and position. Every other field is kept as metadata.
    """
    if not isinstance(record, dict):
        raise RecordError("read:not_an_object",
                          f"record is a JSON {type(record).__name__}, not an object")
    if text_field not in record:
        raise RecordError("read:missing_text", f"record has no {text_field!r} field")
    text = record[text_field]
    if not isinstance(text, str):
        kind = "null" if text is None else type(text).__name__
        raise RecordError("read:text_not_string", f"field {text_field!r} is {kind}, not a string")
    raw_id = record.get(id_field)
    if raw_id is None or raw_id == "":
        doc_id = derived_id(source, position)
    elif isinstance(raw_id, str):
        doc_id = raw_id
    elif isinstance(raw_id, int) and not isinstance(raw_id, bool):
        doc_id = str(raw_id)
    else:
        raise RecordError("read:invalid_id",
                          f"field {id_field!r} is {type(raw_id).__name__}, not a string or integer")
    metadata = {k: v for k, v in record.items() if k != text_field and k != id_field}
    return Document(id=doc_id, text=text, metadata=metadata, source=source, position=position)


def parse_json_line(line: bytes) -> Any:
    """Parse one JSONL line; raise :class:`RecordError` telling bad UTF-8 from bad JSON."""
    try:
        return orjson.loads(line)
    except orjson.JSONDecodeError as exc:
        try:
            line.decode("utf-8")
        except UnicodeDecodeError as utf_exc:
            raise RecordError("read:invalid_utf8",
                              f"invalid UTF-8 at byte {utf_exc.start} of the line") from None
        raise RecordError("read:invalid_json", f"invalid JSON: {exc}") from None


# --------------------------------------------------------------------------------------------------
# Streams


class ZstdReader(io.RawIOBase):
    """Decompresses a zstd stream of one or more frames, and raises ``EOFError`` if the input ends
    inside a frame. (zstandard's ``stream_reader`` ends quietly there: a truncated file would lose
    its tail without a trace.)"""

    def __init__(self, raw, chunk_size: int = 1 << 20):
        import zstandard

        self.raw = raw
        self.chunk_size = chunk_size
        self.dctx = zstandard.ZstdDecompressor()
        self.dobj = None  # decompressor of the current frame, None between frames
        self.pending = memoryview(b"")

    def readable(self) -> bool:
        return True

    def _decompress(self, data: bytes) -> bytes:
        out = []
        while data:
            if self.dobj is None:
                self.dobj = self.dctx.decompressobj()
            out.append(self.dobj.decompress(data))
            data = b""
            if self.dobj.eof:  # the frame is complete; anything left starts the next frame
                data, self.dobj = self.dobj.unused_data, None
        return b"".join(out)

    def readinto(self, buffer) -> int:
        while not self.pending:
            chunk = self.raw.read(self.chunk_size)
            if not chunk:
                if self.dobj is not None:
                    raise EOFError("zstd stream ends inside a frame (truncated file)")
                return 0
            self.pending = memoryview(self._decompress(chunk))
        n = min(len(buffer), len(self.pending))
        buffer[:n] = self.pending[:n]
        self.pending = self.pending[n:]
        return n


@contextlib.contextmanager
def open_stream(file: InputFile) -> Iterator[io.BufferedIOBase]:
    """A binary, readline-able stream of the file's decompressed bytes; closes everything it opened."""
    with FileSystems.open(file.path, compression_type=CompressionTypes.UNCOMPRESSED) as raw:
        if file.compression == "gzip":
            with gzip.GzipFile(fileobj=raw, mode="rb") as stream:
                yield stream
        elif file.compression == "zstd":
            with io.BufferedReader(ZstdReader(raw), buffer_size=1 << 20) as stream:
                yield stream
        else:
            yield raw


def _skip_rest_of_line(stream) -> int:
    """Consume bytes through the next newline without holding them; return how many."""
    consumed = 0
    while True:
        chunk = stream.readline(_SKIP_CHUNK)
        consumed += len(chunk)
        if not chunk or chunk.endswith(b"\n"):
            return consumed


class JsonlLines:
    """Iterates ``(offset, line)`` for every line whose first byte lies in ``[start, end)``.

    A line longer than ``max_line_bytes`` yields ``(offset, None)`` and is skipped without being read
    into memory. Offsets count bytes of the decompressed stream; ``pos`` is the offset of the next
    unread byte, which is where the stream broke if reading raises.
    """

    def __init__(self, stream, start: int, end: int | None, max_line_bytes: int):
        self.stream = stream
        self.start = start
        self.end = end
        self.max_line_bytes = max_line_bytes
        self.pos = start

    def __iter__(self) -> Iterator[tuple[int, bytes | None]]:
        stream, end = self.stream, self.end
        if self.start > 0:
            # The line that starts before `start` belongs to the previous range; a line starting
            # exactly at `start` is ours, which the byte just before it (a newline) tells.
            stream.seek(self.start - 1)
            self.pos = self.start - 1
            self.pos += _skip_rest_of_line(stream)
        while end is None or self.pos < end:
            line = stream.readline(self.max_line_bytes + 1)
            if not line:
                return
            offset = self.pos
            self.pos += len(line)
            if len(line) > self.max_line_bytes and not line.endswith(b"\n"):
                self.pos += _skip_rest_of_line(stream)
                yield offset, None
                continue
            yield offset, line


def iter_jsonl_lines(stream, start: int, end: int | None,
                     max_line_bytes: int) -> Iterator[tuple[int, bytes | None]]:
    """``(offset, line)`` for the lines of ``[start, end)``; see :class:`JsonlLines`."""
    return iter(JsonlLines(stream, start, end, max_line_bytes))


# --------------------------------------------------------------------------------------------------
# DoFns


class _ReadFn(CountingFn):
    def dead_letter(self, error, message, source="", position=-1, doc_id=None, raw=None):
        # A malformed record is still a record read: read = kept + dropped + dead-lettered.
        self.tally.add(READ, "records")
        return super().dead_letter(error, message, source, position, doc_id, raw)


class PlanRangesFn(_ReadFn):
    """InputFile -> ReadRange: byte ranges for JSONL, one per row group for Parquet."""

    def __init__(self, split_bytes: int):
        super().__init__()
        self.split_bytes = split_bytes

    def process(self, file: InputFile):
        if file.format == JSONL:
            yield from plan_ranges(file, self.split_bytes)
            return
        import pyarrow.parquet as pq

        try:
            with FileSystems.open(file.path, compression_type=CompressionTypes.UNCOMPRESSED) as f:
                meta = pq.ParquetFile(f).metadata
        except Exception as exc:  # noqa: BLE001 - any unreadable file is a file-level dead letter
            yield self.dead_letter("read:file_error", f"cannot read Parquet footer: "
                                   f"{exception_message(exc)}", file.path, 0)
            return
        offset = 0
        for group in range(meta.num_row_groups):
            yield ReadRange(file, group, group + 1, row_offset=offset)
            offset += meta.row_group(group).num_rows


class ReadRangeFn(_ReadFn):
    """ReadRange -> Document, with ``dead_letter`` for every record that is not a valid document.

    Dead-letter kinds: ``read:invalid_utf8``, ``read:invalid_json``, ``read:not_an_object``,
    ``read:missing_text``, ``read:text_not_string``, ``read:invalid_id``, ``read:record_too_large``,
    and ``read:file_error`` when a file breaks off midway (truncated or corrupt compression, I/O error):
    the records before the break are kept, and the break itself is one dead-letter entry.
    """

    def __init__(self, *, text_field: str, id_field: str, max_record_bytes: int,
                 parquet_batch_rows: int = 1024):
        super().__init__()
        self.text_field = text_field
        self.id_field = id_field
        self.max_record_bytes = max_record_bytes
        self.parquet_batch_rows = parquet_batch_rows

    def process(self, rng: ReadRange):
        reader = self._jsonl if rng.file.format == JSONL else self._parquet
        yield from reader(rng)

    def _to_document(self, record: Any, source: str, position: int):
        try:
            doc = record_to_document(record, source=source, position=position,
                                     text_field=self.text_field, id_field=self.id_field)
        except RecordError as err:
            return self.dead_letter(err.kind, str(err), source, position, raw=_raw(record))
        self.tally.add(READ, "records")
        return doc

    def _jsonl(self, rng: ReadRange) -> Iterable:
        source = rng.file.path
        lines = None
        try:
            with open_stream(rng.file) as stream:
                lines = JsonlLines(stream, rng.start, rng.end, self.max_record_bytes)
                for position, line in lines:
                    if line is None:
                        yield self.dead_letter("read:record_too_large",
                                               f"line longer than {self.max_record_bytes} bytes",
                                               source, position)
                        continue
                    self.tally.add(READ, "bytes", len(line))
                    if position == 0 and line.startswith(_UTF8_BOM):
                        line = line[len(_UTF8_BOM):]
                    if not line.strip():
                        self.tally.add(READ, "blank_lines")
                        continue
                    try:
                        record = parse_json_line(line)
                    except RecordError as err:
                        yield self.dead_letter(err.kind, str(err), source, position, raw=line)
                        continue
                    yield self._to_document(record, source, position)
        except Exception as exc:  # noqa: BLE001 - a broken file must not take the run down
            where = lines.pos if lines is not None else rng.start
            yield self.dead_letter("read:file_error", exception_message(exc), source, where)

    def _parquet(self, rng: ReadRange) -> Iterable:
        import pyarrow.parquet as pq

        source = rng.file.path
        position = rng.row_offset
        try:
            with FileSystems.open(source, compression_type=CompressionTypes.UNCOMPRESSED) as f:
                for batch in pq.ParquetFile(f).iter_batches(batch_size=self.parquet_batch_rows,
                                                            row_groups=[rng.start]):
                    self.tally.add(READ, "bytes", batch.nbytes)
                    for record in batch.to_pylist():
                        text = record.get(self.text_field)
                        if isinstance(text, str) and len(text) > self.max_record_bytes:
                            yield self.dead_letter("read:record_too_large",
                                                   f"text longer than {self.max_record_bytes} "
                                                   f"characters", source, position)
                        else:
                            yield self._to_document(record, source, position)
                        position += 1
        except Exception as exc:  # noqa: BLE001
            yield self.dead_letter("read:file_error", exception_message(exc), source, position)


def _raw(record: Any) -> Any:
    if isinstance(record, (bytes, str)):
        return record
    try:
        return orjson.dumps(record, default=str).decode()
    except TypeError:
        return repr(record)


class ReadInput(beam.PTransform):
    """PBegin -> ``{docs, dead_letter, stats}``: every record of every matched file, exactly once.

    ``files`` comes from :func:`match_inputs`. Deterministic: the same files give the same documents
    (ids, texts, metadata, positions), whatever the runner and however the work is split.
    Counters: ``read/records`` (valid and malformed), ``read/bytes``, ``read/blank_lines``,
    ``dead_lettered/read:<kind>``.
    """

    def __init__(self, files: Sequence[InputFile], *, text_field: str = "text",
                 id_field: str = "id", max_record_bytes: int = 64 << 20,
                 split_bytes: int = 64 << 20):
        super().__init__()
        if not files:
            raise InputError("no input files")
        self.files = list(files)
        self.split_bytes = split_bytes
        self.read_fn = ReadRangeFn(text_field=text_field, id_field=id_field,
                                   max_record_bytes=max_record_bytes)

    def expand(self, pbegin):
        planned = (pbegin
                   | "ListFiles" >> beam.Create(self.files)
                   | "PlanRanges" >> beam.ParDo(PlanRangesFn(self.split_bytes)).with_outputs(
                       DEAD_LETTER, STATS, main="ranges"))
        read = (planned.ranges
                | "SpreadRanges" >> beam.Reshuffle()
                | "ReadRecords" >> beam.ParDo(self.read_fn).with_outputs(DEAD_LETTER, STATS,
                                                                         main=DOCS))
        return {
            DOCS: read[DOCS],
            DEAD_LETTER: (planned[DEAD_LETTER], read[DEAD_LETTER]) | "DeadLetters" >> beam.Flatten(),
            STATS: (planned[STATS], read[STATS]) | "Stats" >> beam.Flatten(),
        }
