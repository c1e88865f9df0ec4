"""Reading JSONL (plain, .gz, .zst) and Parquet into Documents, with a dead letter for bad records.

Files are matched when the graph is built (so a pattern that matches nothing is a clear error before
any work starts) and cut into ranges when the pipeline runs: byte ranges of uncompressed JSONL files,
one range per compressed file (gzip and zstd streams cannot be entered in the middle), row groups of
Parquet files. Ranges are shuffled across workers, and each range is streamed record by record, so a
multi-GB file is never held in memory and is read by many workers at once when it is uncompressed.

Positions are byte offsets of the line's first byte in the decompressed stream (JSONL) or row numbers
within the file (Parquet). A record without an id gets ``<path>:<position>``.

Hostile input (see docs/hostile-input.md): before a JSONL file is cut into ranges its first bytes are
sniffed. The compression is taken from the magic number when the name lies (gzip: RFC 1952 section
2.3.1, ``1f 8b``; zstd: RFC 8878 section 3.1.1, ``28 b5 2f fd``), and a file that is UTF-16/UTF-32
(byte-order mark, or the NUL pattern of RFC 4627 section 3), Latin-1 or binary becomes one file-level
dead letter (``read:wrong_encoding``) instead of one entry per line. A file-level dead letter stands
for the file, or for its unread rest, and counts as one record. Every other problem is per record.
A compressed stream that breaks keeps every record decoded before the break; one whose checksum
fails has had its records sent on before that is known, and is flagged by a dead letter
(``read:checksum_failed``) that names the file and the span of records it covers.

Memory per worker is bounded whatever one record looks like: a line over ``max_record_bytes`` is
skipped in 1 MiB pieces, decompression returns at most what is asked for (a small zstd file may
inflate a thousandfold), JSON nesting over ``max_json_depth`` is refused without recursion, and a
Parquet cell over the limit is measured by Arrow and never copied into Python (Arrow itself still
decodes the row group's column chunk). Ids shared by several records can be made unique
(:class:`UniqueIds`), because later stages key documents by id.
"""

from __future__ import annotations

import collections
import contextlib
import dataclasses
import io
import json
import logging
import os
import re
import stat
import zlib
from typing import Any, Iterable, Iterator, Sequence

import apache_beam as beam
import orjson
from apache_beam.io.filesystem import CompressionTypes
from apache_beam.io.filesystems import FileSystems

from gristmill.transforms.document import Document, derived_id
from gristmill.transforms.retry import with_retries
from gristmill.transforms.stage import DEAD_LETTER, DOCS, READ, STATS, CountingFn, exception_message

JSONL = "jsonl"
PARQUET = "parquet"
FORMATS = ("auto", JSONL, PARQUET)

_JSONL_SUFFIXES = (".jsonl", ".ndjson", ".json")
_COMPRESSION_SUFFIXES = {".gz": "gzip", ".gzip": "gzip", ".zst": "zstd", ".zstd": "zstd"}
_UTF8_BOM = b"\xef\xbb\xbf"
_SKIP_CHUNK = 1 << 20
# How much of a JSONL file's decompressed start is looked at to tell its compression and encoding.
SNIFF_BYTES = 64 << 10
_GZIP_MAGIC = b"\x1f\x8b"
_ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"
# Byte-order marks, longest first (the UTF-32LE mark starts with the UTF-16LE one).
_BOMS = ((b"\xff\xfe\x00\x00", "UTF-32LE"), (b"\x00\x00\xfe\xff", "UTF-32BE"),
         (b"\xff\xfe", "UTF-16LE"), (b"\xfe\xff", "UTF-16BE"))
# Bytes that never occur raw in a JSONL line: C0 controls other than TAB, LF, CR (RFC 8259 section 7
# requires them escaped inside strings; outside strings only space, TAB, LF and CR are whitespace).
_CONTROL_BYTES = re.compile(rb"[\x00-\x08\x0b\x0c\x0e-\x1f]")
DEFAULT_MAX_JSON_DEPTH = 64


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


def _is_local(path: str) -> bool:
    return "://" not in path


def _local_problem(path: str) -> tuple[str | None, os.stat_result | None]:
    """``(why the local path cannot be read as an input file, or None; its status)``. Only
    metadata is looked at: a FIFO opened for reading waits for a writer forever, and a device may
    never end."""
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        # os.fsdecode keeps the undecodable bytes as surrogates; documents name their source in
        # UTF-8, which cannot hold them.
        return "has a name that is not valid UTF-8", None
    try:
        info = os.stat(path)
    except OSError as exc:
        return f"cannot be read ({exc.strerror or exc})", None
    if not stat.S_ISREG(info.st_mode):
        return "is not a regular file (a FIFO, socket or device, which may never end)", None
    return None, info


def _list_local_dir(path: str) -> list[tuple[str, int]]:
    """Every file below a local directory, walked as Beam's local filesystem walks it (symlinked
    directories are not entered), without reading the directory's name as a glob. Sizes are
    left to :func:`_local_problem`, which looks at each file anyway."""
    return [(os.path.join(root, name), 0) for root, _, names in os.walk(path) for name in names]


def _expand(pattern: str) -> tuple[list[tuple[str, int]], bool]:
    """``([(path, size)], whether the pattern sweeps)`` for one configured input. A local name that
    exists means that file or directory, even if it holds glob characters (``weird[1].jsonl``)."""
    if _is_local(pattern) and os.path.lexists(pattern):
        if os.path.isdir(pattern):
            return _list_local_dir(pattern), True
        return [(pattern, 0)], False
    expanded = pattern.rstrip("/") + "/**" if pattern.endswith("/") else pattern
    # Beam's local filesystem globs inside the pattern's directory, and `*.jsonl` has none.
    in_cwd = "/" not in expanded and "://" not in expanded
    try:
        results = FileSystems.match(["./" + expanded if in_cwd else expanded])
    except Exception as exc:  # noqa: BLE001 - Beam raises several kinds for bad paths
        raise InputError(f"cannot list input {pattern!r}: {exc}") from exc
    paths = [(m.path.removeprefix("./") if in_cwd else m.path, m.size_in_bytes)
             for m in results[0].metadata_list if not m.path.endswith("/")]
    return paths, any(c in expanded for c in "*?[")


def match_inputs(patterns: Sequence[str], configured_format: str = "auto") -> list[InputFile]:
    """Expand paths, globs and directories (any filesystem Beam knows) into a sorted list of files.

    A directory (or a path ending in ``/``) means every file below it; a local name that exists
    means itself, glob characters and all. Each file is listed once however many patterns or names
    reach it (a symlink, ``d/../d/a.jsonl``, two globs), under the first name met. Files that a glob
    or a directory sweeps up but that cannot be read as input are skipped with a warning: a name
    whose format cannot be told (a README, a ``_SUCCESS`` marker), a local FIFO, socket or device
    (never opened: reading one could block forever), a local name that is not UTF-8. Named
    explicitly, each of those is an :class:`InputError`, as is a pattern that yields no readable
    file.
    """
    found: dict[Any, InputFile] = {}
    log = logging.getLogger("gristmill")
    for pattern in patterns:
        paths, sweeping = _expand(pattern)
        if not paths:
            raise InputError(f"input {pattern!r} matches no file")
        skipped, unreadable = [], []
        for path, size in sorted(paths):
            key: Any = path
            if _is_local(path):
                problem, info = _local_problem(path)
                if problem:
                    if not sweeping:
                        raise InputError(f"input {pattern!r} {problem}")
                    unreadable.append(f"{path!r} ({problem})")
                    continue
                # Symlinks, `d/../d/a` spellings and hard links all name one (device, inode).
                key, size = (info.st_dev, info.st_ino), info.st_size
            try:
                fmt, compression = detect_format(path, configured_format)
            except InputError:
                if not sweeping:
                    raise
                skipped.append(path)
                continue
            found.setdefault(key, InputFile(path, size, fmt, compression))
        if unreadable:
            log.warning("input %r: skipped %d file(s) that cannot be read as input: %s", pattern,
                        len(unreadable), "; ".join(unreadable[:3]))
        if skipped:
            if len(skipped) + len(unreadable) == len(paths):
                raise InputError(f"input {pattern!r} matches no file of a known format "
                                 f"(e.g. {skipped[0]!r}); set input.format=jsonl|parquet")
            log.warning("input %r: skipped %d file(s) of unknown format, e.g. %s", pattern,
                        len(skipped), ", ".join(skipped[:3]))
        if len(unreadable) == len(paths):
            raise InputError(f"input {pattern!r} matches no readable file, e.g. {unreadable[0]}")
    return sorted(found.values(), key=lambda file: file.path)


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


def sniff_compression(head: bytes) -> str:
    """The compression a file's first bytes show: gzip, zstd, or (no magic number) none."""
    if head.startswith(_GZIP_MAGIC):
        return "gzip"
    if head.startswith(_ZSTD_MAGIC):
        return "zstd"
    return "none"


def sniff_encoding(head: bytes, complete: bool) -> str | None:
    """Why the start of a JSONL file is not UTF-8 text, or None if it may well be.

    ``head`` is the first bytes of the decompressed file, ``complete`` whether that is all of it.
    UTF-16/32 are told by byte-order mark or by the NULs ASCII characters get in them. Otherwise the
    head must decode as UTF-8, except that a few bad lines are left to the per-line dead letters (one
    corrupt record must not cost the file): the file is Latin-1 (or another 8-bit code page) when at
    least two lines are not UTF-8 and no line holds a valid multi-byte UTF-8 character; it is binary
    when raw control bytes, which no JSONL line can hold, make up more than 1% of it.
    """
    for bom, name in _BOMS:
        if head.startswith(bom):
            return f"file starts with a {name} byte-order mark: it is {name}, not UTF-8"
    if len(head) >= 4 and head[0] and not head[1] and not head[2] and not head[3]:
        return "file looks UTF-32LE (ASCII characters followed by three NUL bytes), not UTF-8"
    if len(head) >= 4 and not head[0] and not head[1] and not head[2] and head[3]:
        return "file looks UTF-32BE (three NUL bytes before each ASCII character), not UTF-8"
    if len(head) >= 2 and head[0] and not head[1] and (len(head) < 4 or head[2] and not head[3]):
        return "file looks UTF-16LE (a NUL byte after each ASCII character), not UTF-8"
    if len(head) >= 2 and not head[0] and head[1]:
        return "file looks UTF-16BE (a NUL byte before each ASCII character), not UTF-8"
    controls = len(_CONTROL_BYTES.findall(head))
    if controls >= 8 and controls * 100 > len(head):
        return f"file looks binary ({controls} raw control bytes in its first {len(head)}), not text"
    lines = head.split(b"\n")
    if not complete and len(lines) > 1:
        lines.pop()  # cut off in the middle
    invalid = valid_non_ascii = 0
    for line in lines:
        if line.isascii():
            continue
        try:
            line.decode("utf-8")
            valid_non_ascii += 1
        except UnicodeDecodeError:
            invalid += 1
    if invalid >= 2 and not valid_non_ascii:
        return (f"file looks Latin-1/Windows-1252 ({invalid} lines in its first {len(head)} bytes "
                f"are not UTF-8 and none holds a UTF-8 multi-byte character); re-encode it as UTF-8")
    return None


# --------------------------------------------------------------------------------------------------
# Streams


class ZstdFrameCheck:
    """Walks the frame and block headers of a zstd stream as its bytes pass by, to tell whether the
    stream ends between frames (RFC 8878 sections 3.1.1 to 3.1.1.2: frame header, then blocks of a
    3-byte header each, the last one flagged, then an optional 4-byte checksum; skippable frames are
    a magic number, a 4-byte length and that many bytes). Only headers are looked at: the cost is a
    few operations per block of up to 128 KiB."""

    _FCS_BYTES = (0, 2, 4, 8)
    _DID_BYTES = (0, 1, 2, 4)

    def __init__(self) -> None:
        self.state = "magic"
        self.need = 4
        self.buf = bytearray()
        self.skip = 0
        self.checksum = False
        self.skippable = False

    @property
    def between_frames(self) -> bool:
        return self.state == "magic" and not self.buf and not self.skip

    @property
    def to_boundary(self) -> int:
        """How many more bytes the current header, block or skipped span takes (at least 1)."""
        return self.skip or self.need - len(self.buf)

    def feed(self, data: bytes) -> None:
        i, n = 0, len(data)
        while i < n:
            if self.skip:
                step = min(self.skip, n - i)
                self.skip -= step
                i += step
                continue
            step = min(self.need - len(self.buf), n - i)
            self.buf += data[i:i + step]
            i += step
            if len(self.buf) == self.need:
                header, self.buf = bytes(self.buf), bytearray()
                self._parse(header)

    def _parse(self, header: bytes) -> None:
        state = self.state
        if state == "magic":
            if header == _ZSTD_MAGIC:
                self.state, self.need, self.skippable = "descriptor", 1, False
            elif header[1:] == b"\x2a\x4d\x18" and header[0] & 0xF0 == 0x50:
                self.state, self.need, self.skippable = "skippable", 4, True
            else:
                raise ValueError(f"not a zstd frame (starts with {header!r})")
        elif state == "skippable":
            self.skip = int.from_bytes(header, "little")
            self.state, self.need = "magic", 4
        elif state == "descriptor":
            fhd = header[0]
            single_segment = bool(fhd & 0x20)
            self.checksum = bool(fhd & 0x04)
            fcs = self._FCS_BYTES[fhd >> 6] or (1 if single_segment else 0)
            rest = (0 if single_segment else 1) + self._DID_BYTES[fhd & 3] + fcs
            self.state, self.need = "block", 3
            self.skip = rest  # window descriptor, dictionary id, content size: not needed here
        elif state == "block":
            value = int.from_bytes(header, "little")
            last, kind, size = value & 1, (value >> 1) & 3, value >> 3
            if kind == 3:
                raise ValueError("zstd block of the reserved type (corrupt stream)")
            self.skip = 1 if kind == 1 else size  # an RLE block stores its one byte
            if last:
                self.state, self.need = ("checksum", 4) if self.checksum else ("magic", 4)
        else:  # checksum
            self.state, self.need = "magic", 4


class StreamError(OSError):
    """A compressed stream that is corrupt: nothing past decompressed byte ``offset`` can be
    decoded. Everything before it has been given out. (A stream cut short is an ``EOFError``, as
    Python's own decompressors make it.)"""

    def __init__(self, message: str, offset: int):
        super().__init__(f"{message} at decompressed byte {offset}")
        self.offset = offset


class ChecksumError(StreamError):
    """A gzip member or zstd frame whose content fails its checksum (gzip CRC-32 or length,
    zstd XXH64): its bytes, decompressed bytes ``start`` to ``offset``, have all been given out
    and may be corrupt. The stream is not read past it."""

    def __init__(self, message: str, start: int, offset: int):
        super().__init__(message, offset)
        self.start = start


class _DecodedStream(io.RawIOBase):
    """A raw stream of decompressed bytes, decoded piece by piece by :meth:`_decode`, so that a
    fault costs only the piece it is in. What was decoded before a fault is given out first, then
    the fault is raised. A checksum fault comes after all of its unit's bytes, which are whole: it
    is one empty read first (so that a last line without a newline still ends). ``starts``
    receives the decompressed offset where each gzip member or zstd frame starts, for a reader
    that must tell which records a later checksum fault covers."""

    def __init__(self, raw, chunk_size: int):
        self.raw = raw
        self.chunk_size = chunk_size
        self.input = memoryview(b"")
        self.output = memoryview(b"")
        self.decoded = 0  # decompressed bytes decoded so far: the offset of a fault
        self.fault: Exception | None = None
        self.fault_seen = False
        self.starts: collections.deque[int] = collections.deque()
        self.unit_start = 0
        self.ended = False

    def readable(self) -> bool:
        return True

    def _more_input(self) -> bool:
        if not self.input:
            self.input = memoryview(self.raw.read(self.chunk_size))
        return bool(self.input)

    def _emit(self, data: bytes) -> None:
        self.output = memoryview(data)
        self.decoded += len(data)

    def _start_unit(self) -> None:
        self.unit_start = self.decoded
        self.starts.append(self.decoded)

    def _decode(self) -> None:
        """Decode the next piece into ``output``; set ``fault`` or ``ended`` when there is none."""
        raise NotImplementedError

    def readinto(self, buffer) -> int:
        while not self.output and not self.fault and not self.ended:
            self._decode()
        if self.output:
            n = min(len(buffer), len(self.output))
            buffer[:n] = self.output[:n]
            self.output = self.output[n:]
            return n
        if self.fault:
            if self.fault_seen or not isinstance(self.fault, ChecksumError):
                raise self.fault
            self.fault_seen = True
        return 0


class ZstdReader(_DecodedStream):
    """Decompresses a zstd stream of one or more frames. The compressed bytes are cut at block
    boundaries (:class:`ZstdFrameCheck`) before they reach the decoder, so a corrupt block costs
    that block only (a block is at most 128 KiB: RFC 8878 section 3.1.1.2.4) and each piece given
    out is bounded however well the input compresses. A stream that ends inside a frame is an
    ``EOFError`` (zstandard's ``stream_reader`` ends quietly there, losing the tail without
    a trace); a frame whose content checksum fails is a :class:`ChecksumError`."""

    def __init__(self, raw, chunk_size: int = 1 << 20):
        import zstandard

        super().__init__(raw, chunk_size)
        self.zstd = zstandard
        self.check = ZstdFrameCheck()
        self.decoder = None
        self.magic = bytearray()

    def _decode(self) -> None:
        if not self._more_input():
            if self.check.between_frames:
                self.ended = True
            else:
                self.fault = EOFError(f"zstd stream ends inside a frame (truncated file) at "
                                      f"decompressed byte {self.decoded}")
            return
        size = self.check.to_boundary
        piece, self.input = self.input[:size], self.input[size:]
        reading_magic = self.check.state == "magic" and not self.check.skip
        try:
            self.check.feed(piece)
        except ValueError as exc:
            self.fault = StreamError(f"corrupt zstd stream: {exc}", self.decoded)
            return
        if reading_magic:
            # The frame's kind is known only once its 4-byte magic number is whole.
            self.magic += piece
            if self.check.state != "descriptor":
                if self.check.state != "magic":
                    self.magic.clear()  # a skippable frame: nothing to decode
                return
            piece, self.magic = bytes(self.magic), bytearray()
            self.decoder = self.zstd.ZstdDecompressor().decompressobj()
            self._start_unit()
        if self.decoder is None:
            return
        try:
            self._emit(self.decoder.decompress(piece))
        except self.zstd.ZstdError as exc:
            if "checksum" in str(exc):
                self.fault = ChecksumError(f"zstd frame failed its content checksum ({exc})",
                                           self.unit_start, self.decoded)
            else:
                self.fault = StreamError(f"corrupt zstd data ({exc})", self.decoded)
            return
        if self.check.between_frames:
            self.decoder = None


class GzipReader(_DecodedStream):
    """Decompresses a gzip stream of one or more members (RFC 1952), zero padding after a member
    allowed as gzip(1) allows it. Where the input breaks, everything deflate decoded before the
    break is given out: the piece that fails is decoded again byte by byte from a copy of the
    decoder taken before it. A member whose CRC-32 or length does not match is a
    :class:`ChecksumError`, any other break a :class:`StreamError`."""

    _PIECE = 64 << 10
    _MAX_OUTPUT = 1 << 20

    def __init__(self, raw, chunk_size: int = 1 << 20):
        super().__init__(raw, chunk_size)
        self.decoder = None
        self.leftover = memoryview(b"")

    def _piece(self) -> memoryview | None:
        """The next compressed bytes to decode (bytes a finished member left over first)."""
        if self.leftover:
            piece, self.leftover = self.leftover[:self._PIECE], self.leftover[self._PIECE:]
            return piece
        if not self._more_input():
            return None
        piece, self.input = self.input[:self._PIECE], self.input[self._PIECE:]
        return piece

    def _decode(self) -> None:
        decoder = self.decoder
        if decoder is None:
            piece = self._piece()
            if piece is None:
                self.ended = True
                return
            start = bytes(piece).lstrip(b"\x00")
            if start:
                self.leftover = memoryview(start + bytes(self.leftover))
                decoder = self.decoder = zlib.decompressobj(16 + zlib.MAX_WBITS)
                self._start_unit()
            return
        data = decoder.unconsumed_tail or self._piece()
        if data is None:
            # Output held back by the size limit, then whatever a truncated member gives.
            try:
                self._emit(decoder.flush())
            except zlib.error as exc:
                self.fault = StreamError(f"corrupt gzip data ({exc})", self.decoded)
                return
            if decoder.eof:
                self.decoder = None
            else:
                self.fault = EOFError(f"gzip stream ends inside a member (truncated file) at "
                                      f"decompressed byte {self.decoded}")
            return
        before = decoder.copy()
        try:
            self._emit(decoder.decompress(data, self._MAX_OUTPUT))
        except zlib.error as exc:
            self._salvage(before, bytes(data), exc)
            return
        if decoder.eof:
            self.leftover = memoryview(decoder.unused_data + bytes(self.leftover))
            self.decoder = None

    def _salvage(self, decoder, data: bytes, exc: zlib.error) -> None:
        good = bytearray()
        for i in range(len(data)):
            try:
                good += decoder.decompress(data[i:i + 1])
            except zlib.error:
                break
        self._emit(bytes(good))
        if "incorrect data check" in str(exc) or "incorrect length check" in str(exc):
            self.fault = ChecksumError(f"gzip member failed its checksum ({exc})", self.unit_start,
                                       self.decoded)
        else:
            self.fault = StreamError(f"corrupt gzip data ({exc})", self.decoded)


def open_input(path: str):
    """The raw bytes of an input file, opened with retries (remote stores fail transiently)."""
    return with_retries(
        lambda: FileSystems.open(path, compression_type=CompressionTypes.UNCOMPRESSED),
        f"opening {path}")


@contextlib.contextmanager
def open_stream(file: InputFile) -> Iterator[io.BufferedIOBase]:
    """A binary, readline-able stream of the file's decompressed bytes; closes everything it
    opened. A compressed stream that is cut short (``EOFError``), corrupt (:class:`StreamError`) or
    fails a checksum (:class:`ChecksumError`) raises once everything decoded before the fault has
    been read."""
    with open_input(file.path) as raw:
        if file.compression == "gzip":
            with io.BufferedReader(GzipReader(raw), buffer_size=1 << 20) as stream:
                yield stream
        elif file.compression == "zstd":
            with io.BufferedReader(ZstdReader(raw), buffer_size=1 << 20) as stream:
                yield stream
        else:
            yield raw


def unit_starts(stream) -> collections.deque[int] | None:
    """Where the gzip members or zstd frames of an :func:`open_stream` stream start, as they are
    decoded (None for an uncompressed stream)."""
    return getattr(getattr(stream, "raw", None), "starts", None)


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
                # The read after the end is where a compressed stream raises a checksum fault
                # (:class:`ChecksumError`), once its last line has been read.
                stream.read(1)
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
    def dead_letter(self, error, message, source="", position=-1, doc_id=None, raw=None, label=""):
        # A malformed record is still a record read: read = kept + dropped + dead-lettered.
        self.tally.add(READ, "records")
        return super().dead_letter(error, message, source, position, doc_id, raw, label)


def sniff_file(file: InputFile) -> tuple[InputFile, str | None]:
    """``(file with its real compression, encoding problem or None)`` from the file's first bytes.

    Reads at most :data:`SNIFF_BYTES` of decompressed data. A stream that breaks inside that window
    is not judged here: the reader meets the break and dead-letters it where it is.
    """
    with open_input(file.path) as raw:
        magic = raw.read(4)
    actual = dataclasses.replace(file, compression=sniff_compression(magic))
    try:
        with open_stream(actual) as stream:
            head = stream.read(SNIFF_BYTES)
            complete = len(head) < SNIFF_BYTES or not stream.read(1)
    except Exception:  # noqa: BLE001 - reported by the reader, at the break
        return actual, None
    return actual, sniff_encoding(head, complete)


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


def parquet_text_column(schema_names: Sequence[str], text_field: str) -> str | None:
    """The top-level Parquet column that holds ``text_field`` (literal name first, then the first
    part of a dotted path into a struct), or None."""
    if text_field in schema_names:
        return text_field
    head = text_field.split(".", 1)[0]
    return head if "." in text_field and head in schema_names else None


class PlanRangesFn(_ReadFn):
    """InputFile -> ReadRange: byte ranges for JSONL, one per row group for Parquet.

    Whole-file problems become one dead letter here and no ranges: ``read:wrong_encoding`` (JSONL
    that is UTF-16/32, Latin-1 or binary, see :func:`sniff_encoding`), ``read:missing_text`` (a
    Parquet schema without the text column), ``read:file_error`` (an unreadable Parquet footer or an
    unopenable file). A JSONL file whose magic number contradicts its name is read by its content,
    counted under ``read/compression_mismatch``.
    """

    def __init__(self, split_bytes: int, text_field: str = "text", label: str = ""):
        super().__init__()
        self.split_bytes = split_bytes
        self.text_field = text_field
        self.label = label

    def process(self, file: InputFile):
        if file.format == JSONL:
            try:
                actual, problem = sniff_file(file)
            except Exception as exc:  # noqa: BLE001 - an unopenable file is a file-level dead letter
                yield self.dead_letter("read:file_error", exception_message(exc), file.path, 0)
                return
            if actual.compression != file.compression:
                self.tally.add(READ, "compression_mismatch")
                logging.getLogger("gristmill").warning(
                    "%s: named as %s but its content is %s; reading it as %s", file.path,
                    file.compression, actual.compression, actual.compression)
            if problem:
                yield self.dead_letter("read:wrong_encoding", problem, file.path, 0)
                return
            yield from plan_ranges(actual, self.split_bytes)
            return
        import pyarrow.parquet as pq

        try:
            with open_input(file.path) as f:
                meta = pq.ParquetFile(f).metadata
        except Exception as exc:  # noqa: BLE001 - any unreadable file is a file-level dead letter
            yield self.dead_letter("read:file_error", f"cannot read Parquet footer: "
                                   f"{exception_message(exc)}", file.path, 0)
            return
        names = meta.schema.to_arrow_schema().names
        if meta.num_rows and parquet_text_column(names, self.text_field) is None:
            yield self.dead_letter(
                "read:missing_text", f"Parquet schema has no column {self.text_field!r} (columns: "
                f"{', '.join(names)[:500]}); none of its {meta.num_rows} rows was read",
                file.path, 0)
            return
        offset = 0
        for group in range(meta.num_row_groups):
            yield ReadRange(file, group, group + 1, row_offset=offset)
            offset += meta.row_group(group).num_rows


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


class ReadRangeFn(_ReadFn):
    """ReadRange -> Document, with ``dead_letter`` for every record that is not a valid document.

    Dead-letter kinds: ``read:invalid_utf8``, ``read:invalid_json``, ``read:lone_surrogate``,
    ``read:too_deep``, ``read:not_an_object``, ``read:missing_text``, ``read:text_not_string``,
    ``read:invalid_id``, ``read:record_too_large``, ``read:invalid_value`` (a Parquet cell Python
    cannot hold, such as a timestamp past year 9999: :func:`batch_records`), and
    ``read:file_error`` when a file breaks off
    midway (truncated or corrupt compression, I/O error): the records before the break are kept, and
    the break itself is one dead-letter entry. With ``label`` (a run of several sources), documents
    are marked as that source's (:func:`labelled`) and every count is the source's too.
    """

    def __init__(self, *, text_field: str, id_field: str, max_record_bytes: int,
                 parquet_batch_rows: int = 1024, max_json_depth: int = DEFAULT_MAX_JSON_DEPTH,
                 label: str = ""):
        super().__init__()
        self.text_field = text_field
        self.id_field = id_field
        self.max_record_bytes = max_record_bytes
        self.parquet_batch_rows = parquet_batch_rows
        self.max_json_depth = max_json_depth
        self.label = label

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
        return labelled(doc, self.label) if self.label else doc

    def _jsonl(self, rng: ReadRange) -> Iterable:
        source = rng.file.path
        lines = None
        # Documents kept since the start of the gzip member or zstd frame being read, for a
        # checksum fault at its end to say how many it covers.
        kept_in_unit, unit_start = 0, 0
        try:
            with open_stream(rng.file) as stream:
                starts = unit_starts(stream)
                lines = JsonlLines(stream, rng.start, rng.end, self.max_record_bytes)
                for position, line in lines:
                    if starts and position >= starts[0]:
                        while starts and position >= starts[0]:
                            unit_start = starts.popleft()
                        kept_in_unit = 0
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
                        record = parse_json_line(line, self.max_json_depth)
                    except RecordError as err:
                        yield self.dead_letter(err.kind, str(err), source, position, raw=line)
                        continue
                    result = self._to_document(record, source, position)
                    kept_in_unit += isinstance(result, Document)
                    yield result
        except ChecksumError as exc:
            # The documents are gone downstream already: the fault flags them by file and span.
            kept = kept_in_unit if unit_start == exc.start else 0
            self.tally.add(READ, "unverified_records", kept)
            yield self.dead_letter(
                "read:checksum_failed", f"{exc}; the {kept} record(s) kept from decompressed "
                f"bytes {exc.start} to {exc.offset} may be corrupt, and nothing after them was "
                f"read", source, exc.offset)
        except Exception as exc:  # noqa: BLE001 - a broken file must not take the run down
            where = lines.pos if lines is not None else rng.start
            yield self.dead_letter("read:file_error", exception_message(exc), source, where)

    def _parquet(self, rng: ReadRange) -> Iterable:
        import pyarrow.compute as pc
        import pyarrow.parquet as pq

        source = rng.file.path
        position = rng.row_offset
        try:
            with open_input(source) as f:
                for batch in pq.ParquetFile(f).iter_batches(batch_size=self.parquet_batch_rows,
                                                            row_groups=[rng.start]):
                    self.tally.add(READ, "bytes", batch.nbytes)
                    lengths = _text_byte_lengths(batch, self.text_field)
                    too_large: list[bool] = [False] * batch.num_rows
                    if lengths is not None:
                        over = pc.fill_null(pc.greater(lengths, self.max_record_bytes), False)
                        if pc.any(over).as_py():
                            too_large = over.to_pylist()
                            # The huge cells are never turned into Python strings.
                            batch = batch.filter(pc.invert(over))
                    records = iter(batch_records(batch))
                    for is_too_large in too_large:
                        if is_too_large:
                            yield self.dead_letter("read:record_too_large",
                                                   f"text longer than {self.max_record_bytes} "
                                                   f"bytes", source, position)
                        else:
                            record = next(records)
                            if isinstance(record, RecordError):
                                yield self.dead_letter(record.kind, str(record), source, position)
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


# --------------------------------------------------------------------------------------------------
# Duplicate ids

# Documents sharing one id are joined in groups of about this many (hot ids are split by salt).
UNIQUE_IDS_MAX_BUCKET = 1000
RENAMED = "renamed"


def _escaped_source(source: str) -> str:
    # A renamed id is read from the right: no "@" after the last one, so a source's own "@" (and the
    # "%" that escapes it) is percent-escaped. Plain paths are unchanged.
    return source.replace("%", "%25").replace("@", "%40")


def disambiguated_id(doc: Document) -> str:
    """The id a document gets when another document with a smaller ``(source, position)`` already
    holds its id: the original id, then ``@`` and where the record was read. ``@`` and ``%`` in the
    source are percent-escaped, so the text after the last ``@`` tells the source and position back:
    two documents never get the same disambiguated id."""
    return f"{doc.id}@{_escaped_source(doc.source)}:{doc.position}"


def settled_id(renamed_id: str, longest_input_id: int) -> str:
    """The id of a renamed document whose new id some input record already holds: padded with ``@``
    to one more character than the longest input id, so it is no input id. A disambiguated id ends
    with a digit, so the padding comes off unambiguously: two settled ids never collide either."""
    return renamed_id + "@" * max(1, longest_input_id + 1 - len(renamed_id))


def _longest(lengths: Iterable[int]) -> int:
    return max(lengths, default=0)


class _DuplicateIdsFn(CountingFn):
    """``(id, (count, first_ref))`` -> main ``(id, first_ref)`` for ids held by more than one
    document; ``hot`` ``(id, salts)`` for ids held by more than ``max_bucket``."""

    def __init__(self, max_bucket: int):
        super().__init__()
        self.max_bucket = max_bucket

    def process(self, element):
        from gristmill.transforms.dedup.minhash import hot_bucket_salts

        doc_id, (count, first_ref) = element
        if count > self.max_bucket:
            yield beam.pvalue.TaggedOutput("hot", (doc_id, hot_bucket_salts(count, self.max_bucket)))
        if count > 1:
            self.tally.add(READ, "duplicate_ids")
            self.tally.add(READ, "renamed_ids", count - 1)
            yield doc_id, first_ref


class _RenameFn(CountingFn):
    """``((id, salt), {"docs": [(ref, doc)], "first": [first_ref]})`` -> main: every document that
    keeps its id (the first holder, or the only one); ``renamed``: the others, with
    :func:`disambiguated_id`."""

    def process(self, element):
        _, grouped = element
        first = next(iter(grouped["first"]), None)
        for _, doc in grouped["docs"]:
            if first is None or (doc.source, doc.position) == first:
                yield doc
            else:
                yield beam.pvalue.TaggedOutput(RENAMED, doc.replace(id=disambiguated_id(doc)))


class _SettleFn(CountingFn):
    """``(new id, {"renamed": [doc], "taken": [True]})`` -> the renamed document, with
    :func:`settled_id` if an input record holds its new id (``taken``)."""

    def process(self, element, longest_input_id: int):
        _, grouped = element
        taken = bool(list(grouped["taken"]))
        for doc in grouped["renamed"]:
            if taken:
                self.tally.add(READ, "renamed_id_collisions")
                doc = doc.replace(id=settled_id(doc.id, longest_input_id))
            yield doc


def _doc_ref(doc: Document):
    return doc.id, (doc.source, doc.position)


def _keyed_by_id(doc: Document):
    # The salt of a hot id is picked by where the record was read, so copies spread over groups.
    return doc.id, (derived_id(doc.source, doc.position), doc)


class UniqueIds(beam.PTransform):
    """PCollection[Document] -> ``{docs, stats}``: the same documents, every one with its own id.

    Of the documents sharing an id, the one read first (smallest ``(source, position)``) keeps it and
    the others become ``<id>@<source>:<position>`` (:func:`disambiguated_id`), so that stages keyed
    by id (near dedup, the dedup index, shard assignment) see one document per key. Two renamed
    documents never get the same id; a renamed document whose new id an input record already holds
    (which hostile input can arrange) gets :func:`settled_id` instead, which no input id and no
    other renamed id can equal. So the output ids are unique, whatever the input. Deterministic:
    the decisions depend on ids and positions only. Bounded: ids are counted with a constant-size
    combiner, an id held by more than :data:`UNIQUE_IDS_MAX_BUCKET` documents is joined in salted
    groups of about that size, and a renamed id meets at most one input id. Cost: one shuffle of the
    documents, one of the distinct ids. Counters: ``read/duplicate_ids`` (ids held by 2+ documents),
    ``read/renamed_ids``, ``read/renamed_id_collisions`` (renamed ids an input record held).
    """

    def __init__(self, max_bucket: int = UNIQUE_IDS_MAX_BUCKET):
        super().__init__()
        self.max_bucket = max_bucket

    def expand(self, docs):
        from gristmill.transforms.dedup.minhash import replicate_to_salts, salt_by_id
        from gristmill.transforms.dedup.segments import FirstHolderFn

        counted = (docs
                   | "Refs" >> beam.Map(_doc_ref)
                   | "CountIds" >> beam.CombinePerKey(FirstHolderFn()))
        decided = counted | "Duplicates" >> beam.ParDo(
            _DuplicateIdsFn(self.max_bucket)).with_outputs("hot", STATS, main="first")
        hot = beam.pvalue.AsDict(decided.hot)
        renamed = ({"docs": docs | "KeyById" >> beam.Map(_keyed_by_id)
                    | "Salt" >> beam.Map(salt_by_id, hot),
                    "first": decided.first | "Replicate" >> beam.FlatMap(replicate_to_salts, hot)}
                   | "Join" >> beam.CoGroupByKey()
                   | "Rename" >> beam.ParDo(_RenameFn()).with_outputs(RENAMED, STATS, main=DOCS))
        longest = (counted
                   | "IdLengths" >> beam.Map(lambda held: len(held[0]))
                   | "LongestId" >> beam.CombineGlobally(_longest))
        settled = ({"renamed": renamed[RENAMED] | "KeyByNewId" >> beam.Map(lambda d: (d.id, d)),
                    "taken": counted | "TakenIds" >> beam.Map(lambda held: (held[0], True))}
                   | "JoinInputIds" >> beam.CoGroupByKey()
                   | "Settle" >> beam.ParDo(_SettleFn(), beam.pvalue.AsSingleton(longest))
                   .with_outputs(STATS, main=DOCS))
        return {DOCS: (renamed[DOCS], settled[DOCS]) | "AllDocs" >> beam.Flatten(),
                STATS: (decided[STATS], renamed[STATS], settled[STATS])
                | "UniqueIdStats" >> beam.Flatten()}


class ReadInput(beam.PTransform):
    """PBegin -> ``{docs, dead_letter, stats}``: every record of every matched file, exactly once.

    ``files`` comes from :func:`match_inputs`. Deterministic: the same files give the same documents
    (ids, texts, metadata, positions), whatever the runner and however the work is split. With
    ``unique_ids``, ids shared by several records are made unique (:class:`UniqueIds`).
    Counters: ``read/records`` (valid and malformed), ``read/bytes``, ``read/blank_lines``,
    ``read/compression_mismatch`` (files), ``read/duplicate_ids`` and ``read/renamed_ids`` (with
    ``unique_ids``), ``dead_lettered/read:<kind>``.
    """

    def __init__(self, files: Sequence[InputFile], *, text_field: str = "text",
                 id_field: str = "id", max_record_bytes: int = 64 << 20,
                 split_bytes: int = 64 << 20, max_json_depth: int = DEFAULT_MAX_JSON_DEPTH,
                 unique_ids: bool = False):
        super().__init__()
        self.unique_ids = unique_ids
        if not files:
            raise InputError("no input files")
        self.files = list(files)
        self.split_bytes = split_bytes
        self.text_field = text_field
        self.read_fn = ReadRangeFn(text_field=text_field, id_field=id_field,
                                   max_record_bytes=max_record_bytes, max_json_depth=max_json_depth)

    def expand(self, pbegin):
        # The pipeline's own per-range step, here without normalization or filters (imported
        # here: gristmill.transforms.checkpoint builds on this module).
        from gristmill.transforms.checkpoint import PrepareRangeFn, ReadPrepared

        read = pbegin | "Ranges" >> ReadPrepared(
            self.files, PlanRangesFn(self.split_bytes, self.text_field), PrepareRangeFn(self.read_fn))
        docs, stats = read[DOCS], [read[STATS]]
        if self.unique_ids:
            unique = docs | "UniqueIds" >> UniqueIds()
            docs = unique[DOCS]
            stats.append(unique[STATS])
        return {
            DOCS: docs,
            DEAD_LETTER: read[DEAD_LETTER],
            STATS: tuple(stats) | "Stats" >> beam.Flatten(),
        }
