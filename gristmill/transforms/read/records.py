"""Records: JSON parsing with its limits, field lookup (dotted fields too), record -> Document, and
:func:`read_range`, the one reader of a range's records (JSONL, Parquet, and through
:mod:`~gristmill.transforms.read.warc` and :mod:`~gristmill.transforms.read.text` WARC and plain
text) that the run, ``gristmill inspect`` and ``gristmill train-tokenizer`` share, so that all three
see the same documents and the same record errors under the same names.

Nothing here needs Beam: :mod:`gristmill.transforms.read.dofns` wraps :func:`read_range` in the
pipeline's DoFns, turning record errors into dead letters.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import re
import sys
from typing import Any, Callable, Iterator, Sequence

import orjson

from gristmill.transforms.document import Document, derived_id
from gristmill.transforms.read.files import (JSONL, TEXT, WARC, InputFile, ReadRange, plan_ranges,
                                             sniff_file)
from gristmill.transforms.read.streams import (ChecksumError, JsonlLines, open_input, open_stream,
                                               sniff_compression, unit_starts)
from gristmill.transforms.read.text import (FILE, TextProblem, block_documents, file_document,
                                            text_record)
from gristmill.transforms.read.warc import WarcProblem, iter_warc, warc_record
from gristmill.transforms.steps import exception_message

DEFAULT_MAX_JSON_DEPTH = 64
_UTF8_BOM = b"\xef\xbb\xbf"


class RecordError(Exception):
    """A record that cannot become a Document; ``kind`` is the stable dead-letter error name."""

    def __init__(self, kind: str, message: str):
        super().__init__(message)
        self.kind = kind


def lookup_field(record: dict, field: str) -> tuple[bool, Any]:
    """``(found, value)`` of ``field`` in a record: a literal key (even one containing a dot) wins;
    otherwise ``a.b.c`` walks nested objects (JSON objects, Parquet structs)."""
    if field in record:
        return True, record[field]
    if "." not in field:
        return False, None
    value: Any = record
    for part in field.split("."):
        if not isinstance(value, dict) or part not in value:
            return False, None
        value = value[part]
    return True, value


def _without_field(record: dict, field: str) -> dict:
    """A shallow copy of ``record`` without ``field`` (literal key, or the leaf of a dotted path),
    so that the text is not kept a second time in the metadata. Parents are copied, not mutated."""
    if field in record:
        return {k: v for k, v in record.items() if k != field}
    head, _, rest = field.partition(".")
    inner = record.get(head)
    if not rest or not isinstance(inner, dict):
        return dict(record)
    return {**record, head: _without_field(inner, rest)}


def _as_text(value: Any, what: str) -> Any:
    """Parquet binary columns hold bytes: they are text only if they are UTF-8."""
    if isinstance(value, (bytes, bytearray)):
        try:
            return bytes(value).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise RecordError("read:invalid_utf8",
                              f"{what} is binary and not UTF-8 (byte {exc.start})") from None
    return value


def record_to_document(record: Any, *, source: str, position: int, text_field: str,
                       id_field: str) -> Document:
    """Turn one parsed record into a Document, or raise :class:`RecordError`.

    The text must be a string (or UTF-8 bytes, from a Parquet binary column); the id may be a string,
    UTF-8 bytes or an integer, and a missing, null or empty id is derived from the source and
    position. Fields may be dotted paths into nested objects (:func:`lookup_field`). Every other field
    is kept as metadata.
    """
    if not isinstance(record, dict):
        raise RecordError("read:not_an_object",
                          f"record is a JSON {type(record).__name__}, not an object")
    found, text = lookup_field(record, text_field)
    if not found:
        raise RecordError("read:missing_text", f"record has no {text_field!r} field")
    text = _as_text(text, f"field {text_field!r}")
    if not isinstance(text, str):
        kind = "null" if text is None else type(text).__name__
        raise RecordError("read:text_not_string", f"field {text_field!r} is {kind}, not a string")
    _, raw_id = lookup_field(record, id_field)
    raw_id = _as_text(raw_id, f"field {id_field!r}")
    if raw_id is None or raw_id == "":
        doc_id = derived_id(source, position)
    elif isinstance(raw_id, str):
        doc_id = raw_id
    elif isinstance(raw_id, int) and not isinstance(raw_id, bool):
        doc_id = str(raw_id)
    else:
        raise RecordError("read:invalid_id",
                          f"field {id_field!r} is {type(raw_id).__name__}, not a string or integer")
    metadata = _without_field(_without_field(record, text_field), id_field)
    if "id" in metadata or "text" in metadata:
        metadata = _unshadowed(metadata)
    return Document(id=doc_id, text=text, metadata=metadata, source=source, position=position)


# The document's own fields in every output: metadata of the same name would be overwritten there.
DOCUMENT_FIELDS = ("id", "text")


def _unshadowed(metadata: dict) -> dict:
    """``metadata`` with fields named like the document's own (an ``id`` beside ``input.id_field``,
    a ``text`` beside ``input.text_field``) renamed ``input_id``/``input_text`` (``input_`` added
    again while the name is taken), keeping the order, so that no output overwrites them."""
    renamed = {}
    for key in DOCUMENT_FIELDS:
        if key in metadata:
            name = "input_" + key
            while name in metadata or name in renamed.values():
                name = "input_" + name
            renamed[key] = name
    return {renamed.get(key, key): value for key, value in metadata.items()}


_DONE = object()


def json_depth_exceeds(value: Any, max_depth: int) -> bool:
    """Whether ``value`` nests arrays/objects more than ``max_depth`` levels (a scalar is level 0,
    ``[]`` level 1). Iterative, so no record can exhaust the Python stack; the stack holds one
    iterator per level, so a wide record is not copied."""
    if not isinstance(value, (dict, list)):
        return False
    if max_depth < 1:
        return True
    stack = [iter(value.values() if isinstance(value, dict) else value)]
    while stack:
        child = next(stack[-1], _DONE)
        if child is _DONE:
            stack.pop()
        elif isinstance(child, (dict, list)):
            if len(stack) >= max_depth:
                return True
            stack.append(iter(child.values() if isinstance(child, dict) else child))
    return False


# What parsing a line costs in Python objects, as bytes of memory, estimated from its bytes: a few
# times its length (the line, the parser's copy, the strings), plus for every value (one per comma or
# colon) and every array or object what the parser's node and the Python object take at most. Measured
# on CPython 3.11 with orjson: a `[]` costs about 150 bytes, an `"ab"` about 100, a `0` about 28.
_PARSE_COST_PER_BYTE = 3
_PARSE_COST_PER_VALUE = 96
_PARSE_COST_PER_CONTAINER = 96
# Parsing one record may take at most this many times its size; smaller lines are always parsed
# (at most a few tens of MiB however dense they are).
MAX_PARSE_EXPANSION = 10
_PARSE_CHECK_BYTES = 1 << 20
# A JSON string: quote, runs of anything but quote and backslash, escapes (RFC 8259 section 7).
_JSON_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)


def parse_cost(line: bytes) -> int:
    """Estimated peak memory of parsing ``line``, in bytes (see :data:`_PARSE_COST_PER_VALUE`)."""
    values = line.count(b",") + line.count(b":")
    containers = line.count(b"[") + line.count(b"{")
    return (_PARSE_COST_PER_BYTE * len(line) + _PARSE_COST_PER_VALUE * values
            + _PARSE_COST_PER_CONTAINER * containers)


def check_parse_cost(line: bytes) -> None:
    """Raise ``read:too_many_values`` if parsing ``line`` would take more than
    :data:`MAX_PARSE_EXPANSION` times its size. Commas and brackets are counted at C speed; if
    that says no, those inside strings (a CSV text) are taken back, string by string, until the
    rest fits or none is left. Memory: constant, whatever the line."""
    budget = MAX_PARSE_EXPANSION * len(line)
    if len(line) < _PARSE_CHECK_BYTES:
        return
    cost = parse_cost(line)
    for string in _JSON_STRING.finditer(line):
        if cost <= budget:
            return
        start, end = string.span()
        if end - start > 2:
            cost -= (_PARSE_COST_PER_VALUE * (line.count(b",", start, end)
                                              + line.count(b":", start, end))
                     + _PARSE_COST_PER_CONTAINER * (line.count(b"[", start, end)
                                                    + line.count(b"{", start, end)))
    if cost > budget:
        raise RecordError("read:too_many_values",
                          f"{len(line)} bytes holding about {cost // _PARSE_COST_PER_VALUE} JSON "
                          f"values: parsing would take about {cost >> 20} MiB, over "
                          f"{MAX_PARSE_EXPANSION} times the record")


# orjson reads an integer outside [-2**63, 2**64) as a float, and one past a double's range not at
# all; the standard library's parser keeps every integer exact, up to Python's digit limit.
_INT_EXACT_LIMIT = 1 << 63
# An integer literal long enough that orjson may have lost it (19 digits and more).
_LONG_NUMBER = re.compile(rb"-?\d{19,}")


def _holds_lost_integer(value: Any) -> bool:
    """Whether a parsed value holds a float so large that it may have been an integer literal.
    Runs on every record, so it looks at exact types (what orjson returns); its stack holds the
    containers still to look into, which :func:`check_parse_cost` keeps few against the size."""
    if type(value) is float:
        return not -_INT_EXACT_LIMIT < value < _INT_EXACT_LIMIT
    stack = [value] if type(value) in (dict, list) else []
    while stack:
        item = stack.pop()
        for child in item.values() if type(item) is dict else item:
            kind = type(child)
            if kind is float:
                if not -_INT_EXACT_LIMIT < child < _INT_EXACT_LIMIT:
                    return True
            elif kind is dict or kind is list:
                stack.append(child)
    return False


def _exact_float(literal: str) -> float:
    number = float(literal)
    if number in (float("inf"), float("-inf")):
        raise RecordError("read:invalid_json", f"invalid JSON: number {literal[:40]} is infinity "
                                               f"when parsed as double")
    return number


def _refuse_constant(name: str):
    raise RecordError("read:invalid_json", f"invalid JSON: {name} is not a JSON value")


def _parse_exactly(line: bytes) -> Any:
    """Parse a line that orjson has found valid (up to its numbers) keeping integers exact."""
    try:
        return json.loads(line.decode("utf-8"), parse_float=_exact_float,
                          parse_constant=_refuse_constant)
    except ValueError as exc:
        if "digit" in str(exc):  # CPython refuses to convert an integer of over 4300 digits
            raise RecordError("read:number_too_large",
                              f"an integer has too many digits: {exc}") from None
        raise RecordError("read:invalid_json", f"invalid JSON: {exc}") from None
    except RecursionError:
        raise RecordError("read:too_deep", "nested deeper than Python's parser goes") from None


def parse_json_line(line: bytes, max_depth: int = DEFAULT_MAX_JSON_DEPTH) -> Any:
    """Parse one JSONL line; raise :class:`RecordError` naming what is wrong with it.

    Kinds: ``read:invalid_utf8``, ``read:lone_surrogate`` (a ``\\ud800``-style escape that is
    not half of a pair: no UTF-8 text can hold it), ``read:too_deep`` (nested more than
    ``max_depth`` levels), ``read:invalid_json``, ``read:too_many_values`` (so many small values
    that parsing would take over :data:`MAX_PARSE_EXPANSION` times the line's size),
    ``read:number_too_large`` (an integer of more digits than Python converts). The depth is checked
    only when the line has more opening brackets than ``max_depth``, which a byte count tells at C
    speed. Integers of any size are kept exact (never read as floats).
    """
    check_parse_cost(line)
    try:
        value = orjson.loads(line)
    except orjson.JSONDecodeError as exc:
        value = _parse_refused(line, max_depth, exc)
        exact = True
    else:
        exact = False
    if line.count(b"[") + line.count(b"{") > max_depth and json_depth_exceeds(value, max_depth):
        raise RecordError("read:too_deep", f"nested deeper than {max_depth} levels")
    if exact or not _holds_lost_integer(value):
        return value
    del value  # the exact parse need not live next to the lossy one
    return _parse_exactly(line)


def _parse_refused(line: bytes, max_depth: int, exc: orjson.JSONDecodeError) -> Any:
    """The value of a line orjson refused, if it refused only a number past a double's range (an
    exact integer for Python); otherwise the :class:`RecordError` that names the problem."""
    try:
        line.decode("utf-8")
    except UnicodeDecodeError as utf_exc:
        raise RecordError("read:invalid_utf8",
                          f"invalid UTF-8 at byte {utf_exc.start} of the line") from None
    message = str(exc)
    if "surrogate" in message:
        raise RecordError("read:lone_surrogate", f"unpaired UTF-16 surrogate escape: {exc}") \
            from None
    if "depth limit" in message or "recursion" in message:
        raise RecordError("read:too_deep", f"nested deeper than {max_depth} levels: {exc}") \
            from None
    if "infinity" in message:
        # Valid once every long number is a small one: then only the numbers were refused.
        shortened = _LONG_NUMBER.sub(b"0", line)
        if shortened == line:
            raise RecordError("read:invalid_json", f"invalid JSON: {exc}") from None
        try:
            shape = orjson.loads(shortened)
        except orjson.JSONDecodeError as shape_exc:
            return _parse_refused(shortened, max_depth, shape_exc)
        if json_depth_exceeds(shape, max_depth):
            raise RecordError("read:too_deep", f"nested deeper than {max_depth} levels")
        return _parse_exactly(line)
    raise RecordError("read:invalid_json", f"invalid JSON: {exc}") from None


# In a run of several sources, every document's metadata names its source under this key (written as
# the `source` column); a field of that name in the input itself is kept as `input_source`.
SOURCE_COLUMN = "source"
INPUT_SOURCE_COLUMN = "input_source"


def labelled(doc: Document, label: str) -> Document:
    """``doc`` marked as read from the configured source ``label``."""
    metadata = doc.metadata
    if SOURCE_COLUMN in metadata:
        metadata = {(INPUT_SOURCE_COLUMN if key == SOURCE_COLUMN else key): value
                    for key, value in metadata.items()}
    doc.metadata = {**metadata, SOURCE_COLUMN: label}
    doc.label = label
    return doc


# --------------------------------------------------------------------------------------------------
# Parquet rows


def parquet_text_column(schema_names: Sequence[str], text_field: str) -> str | None:
    """The top-level Parquet column that holds ``text_field`` (literal name first, then the first
    part of a dotted path into a struct), or None."""
    if text_field in schema_names:
        return text_field
    head = text_field.split(".", 1)[0]
    return head if "." in text_field and head in schema_names else None


def _text_byte_lengths(batch, text_field: str):
    """Byte length of each row's text (None where it is not a string/binary value), computed by
    Arrow without making Python strings, so a huge cell can be refused before it is copied."""
    import pyarrow as pa
    import pyarrow.compute as pc

    names = batch.schema.names
    if text_field in names:
        column = batch.column(names.index(text_field))
    else:
        column = batch.to_struct_array() if hasattr(batch, "to_struct_array") else None
        if column is None:
            return None
        for part in text_field.split("."):
            if not pa.types.is_struct(column.type) or column.type.get_field_index(part) < 0:
                return None
            column = pc.struct_field(column, part)
    if pa.types.is_dictionary(column.type):
        column = column.dictionary_decode()
    if not (pa.types.is_string(column.type) or pa.types.is_large_string(column.type)
            or pa.types.is_binary(column.type) or pa.types.is_large_binary(column.type)):
        return None
    return pc.binary_length(column)


def _cell_error(batch, row: int) -> RecordError:
    """Why one row of a record batch cannot become Python values, naming the first bad column."""
    for name, column in zip(batch.schema.names, batch.columns):
        try:
            column[row].as_py()
        except Exception as exc:  # noqa: BLE001 - whatever Arrow or Python refuses in the cell
            kind = "read:invalid_utf8" if isinstance(exc, UnicodeDecodeError) else \
                "read:invalid_value"
            return RecordError(kind, f"column {name!r}: {type(exc).__name__}: {exc}")
    return RecordError("read:invalid_value", "the row cannot be converted to Python values")


def batch_records(batch) -> list[dict | RecordError]:
    """The rows of a Parquet record batch as dicts, with a :class:`RecordError` in place of each
    row that holds a cell Python cannot represent (a string column with invalid UTF-8, a timestamp
    past year 9999). Arrow stores such cells without complaint; converting the batch fails as a
    whole, so only then are its rows converted one by one, and one bad cell costs one row."""
    try:
        return batch.to_pylist()
    except Exception:  # noqa: BLE001 - narrowed to the rows below
        pass
    records: list[dict | RecordError] = []
    for row in range(batch.num_rows):
        try:
            records.append(batch.slice(row, 1).to_pylist()[0])
        except Exception:  # noqa: BLE001
            records.append(_cell_error(batch, row))
    return records


def _raw(record: Any) -> Any:
    if isinstance(record, (bytes, str)):
        return record
    try:
        return orjson.dumps(record, default=str).decode()
    except TypeError:
        return repr(record)


# --------------------------------------------------------------------------------------------------
# One range's records


@dataclasses.dataclass(frozen=True)
class ReadSettings:
    """Where a record's text and id are and the limits a record must keep: the ``input.*`` values
    of the config (:meth:`from_input`), with the same defaults."""

    text_field: str = "text"
    id_field: str = "id"
    max_record_bytes: int = 64 << 20
    max_json_depth: int = DEFAULT_MAX_JSON_DEPTH
    parquet_batch_rows: int = 1024
    text_unit: str = FILE  # text files: a document per file, or per block between blank lines

    @classmethod
    def from_input(cls, inp) -> "ReadSettings":
        """The settings of a config's ``input`` section."""
        return cls(text_field=inp.text_field, id_field=inp.id_field,
                   max_record_bytes=inp.max_record_bytes, max_json_depth=inp.max_json_depth,
                   text_unit=inp.text_unit)


@dataclasses.dataclass(frozen=True)
class BadRecord:
    """A record that cannot become a Document, or the unread rest of a file that broke: what the run
    dead-letters. ``kind`` is the stable dead-letter name (``read:invalid_json``), ``raw`` the
    record's bytes or parsed value where there is one."""

    kind: str
    message: str
    source: str
    position: int
    raw: Any = None


# ``count(name, n=1)``: where a reader reports what it reads besides records.
Count = Callable[..., None]


def _not_counted(name: str, n: int = 1) -> None:
    pass


def plan_file(file: InputFile, split_bytes: int, text_field: str,
              count: Count = _not_counted) -> Iterator[Any]:
    """The ranges ``file`` is read in: byte ranges of about ``split_bytes`` for JSONL, one per row
    group for Parquet. A problem with the whole file gives one :class:`BadRecord` instead and no
    range: ``read:wrong_encoding`` (JSONL that is UTF-16/32, Latin-1 or binary, see
    :func:`sniff_encoding`), ``read:missing_text`` (a Parquet schema without the text column),
    ``read:file_error`` (an unopenable file, an unreadable Parquet footer). A JSONL file whose
    magic number contradicts its name is read by its content, counted as ``compression_mismatch``
    through ``count``; a JSONL or text file whose content is a WARC is read as one, counted as
    ``format_mismatch``. A WARC or text file is one range. Beam-free: the run's planning step and
    ``gristmill inspect`` both use it."""
    if file.format == WARC:
        yield from _plan_warc(file, count)
        return
    if file.format in (JSONL, TEXT):
        try:
            actual, problem = sniff_file(file)
        except Exception as exc:  # noqa: BLE001 - an unopenable file is a file-level dead letter
            yield BadRecord("read:file_error", exception_message(exc), file.path, 0)
            return
        if actual.compression != file.compression:
            _mismatch(count, file, "compression", file.compression, actual.compression)
        if actual.format != file.format:
            _mismatch(count, file, "format", file.format, actual.format)
        if problem:
            yield BadRecord("read:wrong_encoding", problem, file.path, 0)
            return
        yield from plan_ranges(actual, split_bytes)
        return
    import pyarrow.parquet as pq

    try:
        with open_input(file.path) as f:
            meta = pq.ParquetFile(f).metadata
    except Exception as exc:  # noqa: BLE001 - any unreadable file is a file-level dead letter
        yield BadRecord("read:file_error", f"cannot read Parquet footer: {exception_message(exc)}",
                        file.path, 0)
        return
    names = meta.schema.to_arrow_schema().names
    if meta.num_rows and parquet_text_column(names, text_field) is None:
        yield BadRecord("read:missing_text", f"Parquet schema has no column {text_field!r} "
                        f"(columns: {', '.join(names)[:500]}); none of its {meta.num_rows} rows "
                        f"was read", file.path, 0)
        return
    offset = 0
    for group in range(meta.num_row_groups):
        yield ReadRange(file, group, group + 1, row_offset=offset)
        offset += meta.row_group(group).num_rows


def _mismatch(count: Count, file: InputFile, what: str, named: str, actual: str) -> None:
    count(f"{what}_mismatch")
    logging.getLogger("gristmill").warning("%s: named as %s but its content is %s; reading it as %s",
                                           file.path, named, actual, actual)


def _plan_warc(file: InputFile, count: Count) -> Iterator[Any]:
    try:
        with open_input(file.path) as raw:
            compression = sniff_compression(raw.read(4))
    except Exception as exc:  # noqa: BLE001 - an unopenable file is a file-level dead letter
        yield BadRecord("read:file_error", exception_message(exc), file.path, 0)
        return
    if compression == "zstd":
        yield BadRecord("read:file_error", "the WARC file is zstd-compressed, which is not "
                                           "supported (use .warc or .warc.gz)", file.path, 0)
        return
    if compression != file.compression:
        _mismatch(count, file, "compression", file.compression, compression)
    yield ReadRange(dataclasses.replace(file, compression=compression), 0, None)


def read_range(rng: ReadRange, settings: ReadSettings, count: Count = _not_counted, *,
               with_records: bool = False, text_only: bool = False) -> Iterator[Any]:
    """Every record of ``rng`` in order: a :class:`Document`, or a :class:`BadRecord` for a record
    the run dead-letters (JSON refused by :func:`parse_json_line`, a record over
    ``max_record_bytes`` bytes, a Parquet cell Python cannot hold, a record
    :func:`record_to_document` refuses), and one last :class:`BadRecord` when the file breaks
    (``read:file_error``: the records before the break are kept; ``read:checksum_failed``: a
    compressed unit failed its checksum after its records were given out).

    ``count(name, n)`` receives what is read besides records: ``bytes`` (JSONL lines; Parquet
    record batches), ``blank_lines``, ``unverified_records`` (kept before a checksum fault). With
    ``with_records`` each document comes as ``(document, parsed record)``. With ``text_only`` a
    Parquet file is read only in the columns holding the text and the id (the documents then have no
    metadata, and a bad cell elsewhere in the row goes unnoticed). Beam-free; memory is bounded by
    the limits, whatever the file holds.
    """
    if rng.file.format == JSONL:
        return _jsonl_range(rng, settings, count, with_records)
    if rng.file.format == WARC:
        return _warc_range(rng, settings, count, with_records)
    if rng.file.format == TEXT:
        return _text_range(rng, settings, count, with_records)
    return _parquet_range(rng, settings, count, with_records, text_only)


def read_file(file: InputFile, settings: ReadSettings, count: Count = _not_counted,
              **options: bool) -> Iterator[Any]:
    """Every record of ``file``, in order, as the run reads it in one process: the checks of
    :func:`plan_file` on the whole file first (a file that fails one is a single
    :class:`BadRecord`), then :func:`read_range` over its ranges (``options`` are read_range's).
    What ``gristmill inspect`` and ``gristmill train-tokenizer`` read."""
    for item in plan_file(file, sys.maxsize, settings.text_field, count):
        if type(item) is BadRecord:
            yield item
        else:
            yield from read_range(item, settings, count, **options)


def _document(record: Any, source: str, position: int, settings: ReadSettings,
              with_records: bool) -> Any:
    try:
        doc = record_to_document(record, source=source, position=position,
                                 text_field=settings.text_field, id_field=settings.id_field)
    except RecordError as err:
        return BadRecord(err.kind, str(err), source, position, _raw(record))
    return (doc, record) if with_records else doc


def _jsonl_range(rng: ReadRange, settings: ReadSettings, count: Count,
                 with_records: bool) -> Iterator[Any]:
    source = rng.file.path
    limit = settings.max_record_bytes
    lines = None
    # Documents kept since the start of the gzip member or zstd frame being read, for a checksum
    # fault at its end to say how many it covers.
    kept_in_unit, unit_start = 0, 0
    try:
        with open_stream(rng.file) as stream:
            starts = unit_starts(stream)
            lines = JsonlLines(stream, rng.start, rng.end, limit)
            for position, line in lines:
                if starts and position >= starts[0]:
                    while starts and position >= starts[0]:
                        unit_start = starts.popleft()
                    kept_in_unit = 0
                if line is None:
                    yield BadRecord("read:record_too_large", f"line longer than {limit} bytes",
                                    source, position)
                    continue
                count("bytes", len(line))
                if position == 0 and line.startswith(_UTF8_BOM):
                    line = line[len(_UTF8_BOM):]
                if not line.strip():
                    count("blank_lines")
                    continue
                try:
                    record = parse_json_line(line, settings.max_json_depth)
                except RecordError as err:
                    yield BadRecord(err.kind, str(err), source, position, line)
                    continue
                result = _document(record, source, position, settings, with_records)
                kept_in_unit += not isinstance(result, BadRecord)
                yield result
    except ChecksumError as exc:
        # The documents are gone downstream already: the fault flags them by file and span.
        kept = kept_in_unit if unit_start == exc.start else 0
        count("unverified_records", kept)
        yield BadRecord(
            "read:checksum_failed", f"{exc}; the {kept} record(s) kept from decompressed "
            f"bytes {exc.start} to {exc.offset} may be corrupt, and nothing after them was "
            f"read", source, exc.offset)
    except Exception as exc:  # noqa: BLE001 - a broken file must not take the run down
        where = lines.pos if lines is not None else rng.start
        yield BadRecord("read:file_error", exception_message(exc), source, where)


def _warc_range(rng: ReadRange, settings: ReadSettings, count: Count,
                with_records: bool) -> Iterator[Any]:
    """The HTML responses of a WARC file (:func:`iter_warc`); each unreadable record is one
    :class:`BadRecord` at its offset, records that are not HTML responses are counted only."""
    source, position = rng.file.path, 0
    try:
        for item in iter_warc(rng.file, settings.max_record_bytes, count):
            position = item.offset if type(item) is WarcProblem else item.position
            if type(item) is WarcProblem:
                yield BadRecord(item.kind, item.describe(), source, item.offset)
            else:
                yield (item, warc_record(item)) if with_records else item
    except Exception as exc:  # noqa: BLE001 - a broken file must not take the run down
        yield BadRecord("read:file_error", f"{exception_message(exc)} (after the record at byte "
                                           f"{position})", source, position)


def _text_range(rng: ReadRange, settings: ReadSettings, count: Count,
                with_records: bool) -> Iterator[Any]:
    """The documents of a text file, one per file or per block (``settings.text_unit``)."""
    source, limit, position, kept = rng.file.path, settings.max_record_bytes, 0, 0
    try:
        with open_stream(rng.file) as stream:
            items = (file_document if settings.text_unit == FILE else block_documents)(
                stream, source, limit, count)
            for item in items:
                if type(item) is TextProblem:
                    yield BadRecord(item.kind, str(item), source, item.position)
                    continue
                position = item.position
                kept += 1
                yield (item, text_record(item)) if with_records else item
    except ChecksumError as exc:
        count("unverified_records", kept)
        yield BadRecord("read:checksum_failed", f"{exc}; the {kept} document(s) kept from the file "
                        f"may be corrupt", source, exc.offset)
    except Exception as exc:  # noqa: BLE001 - a broken file must not take the run down
        yield BadRecord("read:file_error", exception_message(exc), source, position)


def _parquet_columns(schema_names: Sequence[str], settings: ReadSettings) -> list[str] | None:
    """The top-level columns that hold the text and the id, or None (all) if the text has none."""
    text = parquet_text_column(schema_names, settings.text_field)
    if text is None:
        return None
    id_column = parquet_text_column(schema_names, settings.id_field)
    return [text] + ([id_column] if id_column not in (None, text) else [])


def _parquet_range(rng: ReadRange, settings: ReadSettings, count: Count, with_records: bool,
                   text_only: bool) -> Iterator[Any]:
    import pyarrow.compute as pc
    import pyarrow.parquet as pq

    source = rng.file.path
    limit = settings.max_record_bytes
    position = rng.row_offset
    try:
        with open_input(source) as f:
            parquet = pq.ParquetFile(f)
            end = parquet.metadata.num_row_groups if rng.end is None else rng.end
            columns = _parquet_columns(parquet.schema_arrow.names, settings) if text_only else None
            # Row group by row group, so that batches (and the bytes counted) are those of the run,
            # which reads one row group per range.
            for group in range(rng.start, end):
                for batch in parquet.iter_batches(batch_size=settings.parquet_batch_rows,
                                                  row_groups=[group], columns=columns):
                    count("bytes", batch.nbytes)
                    lengths = _text_byte_lengths(batch, settings.text_field)
                    too_large: list[bool] = [False] * batch.num_rows
                    if lengths is not None:
                        over = pc.fill_null(pc.greater(lengths, limit), False)
                        if pc.any(over).as_py():
                            too_large = over.to_pylist()
                            # The huge cells are never turned into Python strings.
                            batch = batch.filter(pc.invert(over))
                    records = iter(batch_records(batch))
                    for is_too_large in too_large:
                        if is_too_large:
                            yield BadRecord("read:record_too_large",
                                            f"text longer than {limit} bytes", source, position)
                        else:
                            record = next(records)
                            if isinstance(record, RecordError):
                                yield BadRecord(record.kind, str(record), source, position)
                            else:
                                yield _document(record, source, position, settings, with_records)
                        position += 1
    except Exception as exc:  # noqa: BLE001
        yield BadRecord("read:file_error", exception_message(exc), source, position)
