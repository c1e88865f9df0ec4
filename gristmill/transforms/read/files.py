"""Which files to read and how to cut them into ranges: matching paths, globs and directories, telling
a file's format from its name, and sniffing a JSONL or text file's first bytes for its real
compression, its encoding (so that a UTF-16, Latin-1 or binary file is refused as a whole) and a WARC
header that its name does not announce.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import re
import stat
from typing import Any, Sequence

from apache_beam.io.filesystems import FileSystems

from gristmill.transforms.read.streams import open_input, open_stream, sniff_compression

JSONL = "jsonl"
PARQUET = "parquet"
WARC = "warc"
TEXT = "text"
FORMATS = ("auto", JSONL, PARQUET, WARC, TEXT)

_JSONL_SUFFIXES = (".jsonl", ".ndjson", ".json")
_WARC_SUFFIXES = (".warc",)
_TEXT_SUFFIXES = (".txt",)
# Every WARC record, so every WARC file, starts with its version line (ISO 28500:2017 section 5.1).
WARC_MAGIC = b"WARC/1."
_COMPRESSION_SUFFIXES = {".gz": "gzip", ".gzip": "gzip", ".zst": "zstd", ".zstd": "zstd"}
# How much of a JSONL file's decompressed start is looked at to tell its compression and encoding.
SNIFF_BYTES = 64 << 10
# Byte-order marks, longest first (the UTF-32LE mark starts with the UTF-16LE one).
_BOMS = ((b"\xff\xfe\x00\x00", "UTF-32LE"), (b"\x00\x00\xfe\xff", "UTF-32BE"),
         (b"\xff\xfe", "UTF-16LE"), (b"\xfe\xff", "UTF-16BE"))
# Bytes that never occur raw in a JSONL line: C0 controls other than TAB, LF, CR (RFC 8259 section 7
# requires them escaped inside strings; outside strings only space, TAB, LF and CR are whitespace).
_CONTROL_BYTES = re.compile(rb"[\x00-\x08\x0b\x0c\x0e-\x1f]")


class InputError(ValueError):
    """The configured input cannot be read at all (nothing matches, unknown format)."""


@dataclasses.dataclass(frozen=True)
class InputFile:
    path: str
    size: int
    format: str  # jsonl | parquet | warc | text
    compression: str  # none | gzip | zstd


@dataclasses.dataclass(frozen=True)
class ReadRange:
    """A unit of reading work. JSONL: bytes [start, end) (end None = to the end of the file).
    Parquet: row group ``start``, whose first row is row ``row_offset`` of the file. WARC and text:
    the whole file (``start`` 0, ``end`` None)."""

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
    elif name.endswith(_WARC_SUFFIXES):
        fmt = WARC
    elif name.endswith(_TEXT_SUFFIXES):
        fmt = TEXT
    else:
        raise InputError(
            f"cannot tell the format of {path!r} from its name (expected .jsonl/.ndjson/.json, "
            f".warc or .txt, optionally .gz/.zst, or .parquet); set "
            f"input.format=jsonl|parquet|warc|text")
    if fmt == WARC and compression == "zstd":
        raise InputError(f"{path!r}: zstd-compressed WARC is not supported (its dictionary "
                         f"framing differs from plain zstd); use .warc or .warc.gz")
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
        # Beam wraps each pattern's error in one BeamIOError; the pattern's own says more.
        inner = list((getattr(exc, "exception_details", None) or {}).values())
        raise InputError(f"cannot list input {pattern!r}: {inner[0] if len(inner) == 1 else exc}") \
            from exc
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
                if sweeping:
                    skipped.append(path)
                    continue
                # A file named on its own may still announce itself: a WARC's first line.
                compression = sniff_warc(path) if configured_format == "auto" else None
                if compression is None:
                    raise
                fmt = WARC
            found.setdefault(key, InputFile(path, size, fmt, compression))
        if unreadable:
            log.warning("input %r: skipped %d file(s) that cannot be read as input: %s", pattern,
                        len(unreadable), "; ".join(unreadable[:3]))
        if skipped:
            if len(skipped) + len(unreadable) == len(paths):
                raise InputError(f"input {pattern!r} matches no file of a known format "
                                 f"(e.g. {skipped[0]!r}); set input.format=jsonl|parquet|warc|text")
            log.warning("input %r: skipped %d file(s) of unknown format, e.g. %s", pattern,
                        len(skipped), ", ".join(skipped[:3]))
        if len(unreadable) == len(paths):
            raise InputError(f"input {pattern!r} matches no readable file, e.g. {unreadable[0]}")
    return sorted(found.values(), key=lambda file: file.path)


def plan_ranges(file: InputFile, split_bytes: int) -> list[ReadRange]:
    """Byte ranges for a JSONL file; a WARC or text file is one range. Parquet files are planned
    from their footer, in the pipeline."""
    if file.format in (WARC, TEXT) or file.compression != "none" or file.size <= split_bytes:
        return [ReadRange(file, 0, None)]
    starts = range(0, file.size, split_bytes)
    return [ReadRange(file, s, min(s + split_bytes, file.size)) for s in starts]


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


def sniff_warc(path: str) -> str | None:
    """The compression (``none`` or ``gzip``) of a file whose decompressed bytes start with a WARC
    version line, or None when they do not (or the file cannot be read)."""
    try:
        with open_input(path) as raw:
            compression = sniff_compression(raw.read(4))
        if compression == "zstd":
            return None
        probe = InputFile(path, 0, WARC, compression)
        with open_stream(probe) as stream:
            head = stream.read(len(WARC_MAGIC))
    except Exception:  # noqa: BLE001 - not readable as a WARC: the caller's error stands
        return None
    return compression if head == WARC_MAGIC else None


def sniff_file(file: InputFile) -> tuple[InputFile, str | None]:
    """``(file with its real compression, encoding problem or None)`` from the file's first bytes.
    A JSONL or text file whose content starts with a WARC version line comes back as a WARC file.

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
    if head.startswith(WARC_MAGIC) and actual.compression != "zstd":
        return dataclasses.replace(actual, format=WARC), None
    return actual, sniff_encoding(head, complete)
