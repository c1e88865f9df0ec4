"""WARC files (ISO 28500, WARC/1.0 and 1.1; plain or gzip, with one gzip member per record as the
standard's annex recommends or several records to a member): each HTML ``response`` record becomes
one Document whose text is the decoded HTTP body.

Framing is done here, record by record, so that every record has the byte offset tools seek to (the
gzip member's offset in a ``.warc.gz``, the record's offset in a ``.warc``) and a broken record costs
itself only: reading goes on at the next line that starts ``WARC/1.``, in the same gzip member or
the next one, or at the next gzip member when a member's compressed data is broken. A document's
position counts bytes of the decompressed data, as for every compressed input, so that records
sharing a gzip member are told apart.

Each record that is kept as a document is parsed by FastWARC (``WarcRecord.from_bytes``: HTTP
headers, chunked transfer coding, gzip/deflate/brotli content coding), chosen over warcio because it
decodes brotli itself, raises on malformed data instead of skipping it, and is the WARC half of
Resiliparse, whose encoding detector decodes the body.

Memory per reader is bounded: a WARC header over 64 KiB is a broken record, a record block over
``max_record_bytes`` is never held (skipped in 1 MiB pieces, dead-lettered if it is an HTML
response), a decompressed HTTP body over the limit is refused after ``limit + 1`` bytes, and a gzip
member is inflated at most 1 MiB at a time.

Charset, in this order (the WHATWG HTML encoding sniffing order, with the transport first): a
byte-order mark; the HTTP ``Content-Type`` charset; a ``<meta charset>`` or ``http-equiv`` declaration
in the first 4 KiB; Resiliparse's detector (uchardet). Labels are mapped as browsers map them (WHATWG
Encoding, section 4.2: ``iso-8859-1`` is read as windows-1252, ``gb2312`` as GBK). The first label
that decodes the body without error is used; if none does, the first is used with U+FFFD for the bad
bytes, counted under ``charset_replaced``.
"""

from __future__ import annotations

import codecs
import dataclasses
import re
import zlib
from typing import Callable, Iterator

from gristmill.transforms.document import Document, derived_id
from gristmill.transforms.read.files import WARC_MAGIC, InputFile
from gristmill.transforms.read.streams import open_input

# Read counters: records that are not documents, by kind (``warc_skipped:request``, ...).
SKIPPED = "warc_skipped:"
NON_HTML = "non_html"
HTTP_STATUS = "http_status"
CHARSET_REPLACED = "charset_replaced"

_MAX_HEADER_BYTES = 64 << 10
_CHUNK = 1 << 20
_READ_BYTES = 64 << 10
_PEEK_BYTES = 64 << 10
_META_WINDOW = 4 << 10
_HTML_TYPES = ("text/html", "application/xhtml+xml")
_CONTENT_CODINGS = ("", "identity", "gzip", "x-gzip", "deflate", "br")
_RECORD_TYPES = ("warcinfo", "request", "metadata", "revisit", "resource", "conversion",
                 "continuation")
_BOMS = ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"),
         (codecs.BOM_UTF16_BE, "utf-16-be"))
# `<meta charset=x>` and `<meta http-equiv="Content-Type" content="text/html; charset=x">`.
_META_CHARSET = re.compile(rb"""<meta[^>]*?charset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)""", re.I)
# WHATWG MIME Sniffing section 7.1, "identifying a resource with an unknown MIME type": the tags
# that make a body HTML, after leading whitespace, each followed by a space or '>'.
_HTML_START = re.compile(rb"<(?:!doctype html|html|head|script|iframe|h1|div|font|table|a|style|"
                         rb"title|b|body|br|p|!--)[ >]", re.I)
_WHITESPACE = b" \t\n\x0c\r"


class WarcError(Exception):
    """A record that cannot be read; ``kind`` is its dead-letter name."""

    def __init__(self, kind: str, message: str):
        super().__init__(message)
        self.kind = kind


# --------------------------------------------------------------------------------------------------
# Bytes


class _Source:
    """Buffered reads over ``produce(n) -> bytes`` (``b""`` at the end), counting consumed bytes.

    With ``keep``, the bytes consumed since the last :meth:`mark` are kept (the chunks given out,
    not copies), up to ``keep`` bytes and never during a skip of more than 1 MiB, so that
    :meth:`rewind` can give them back: a stream that cannot seek is read again from just after a
    broken record's start without being decoded again."""

    def __init__(self, produce: Callable[[int], bytes], keep: int = 0):
        self.produce = produce
        self.buf = bytearray()
        self.pos = 0
        self.eof = False
        self.keep = keep
        self.kept: list[bytes] | None = None
        self.kept_size = 0
        self.marked = 0

    def mark(self) -> None:
        if self.keep:
            self.kept, self.kept_size, self.marked = [], 0, self.pos

    def rewind(self, pos: int) -> bool:
        """Give back what was consumed after byte ``pos``, if the mark was at ``pos`` and all of
        it is kept; whether it was."""
        if self.kept is None or self.marked != pos or not self.kept_size:
            return False
        self.buf[0:0] = b"".join(self.kept)[1:]
        self.pos, self.kept = pos + 1, None
        return True

    def _fill(self, n: int) -> None:
        while len(self.buf) < n and not self.eof:
            data = self.produce(min(max(n - len(self.buf), 64 << 10), _CHUNK))
            if data:
                self.buf += data
            else:
                self.eof = True

    def peek(self, n: int) -> bytes:
        self._fill(n)
        return bytes(self.buf[:n])

    def read(self, n: int) -> bytes:
        self._fill(n)
        out = bytes(self.buf[:n])
        del self.buf[:n]
        self.pos += len(out)
        if self.kept is not None:
            if self.kept_size + len(out) > self.keep:
                self.kept = None
            else:
                self.kept.append(out)
                self.kept_size += len(out)
        return out

    def skip(self, n: int) -> int:
        """Consume up to ``n`` bytes without holding them; how many there were."""
        if n > _CHUNK:
            self.kept = None
        done = 0
        while done < n:
            step = len(self.read(min(n - done, _CHUNK)))
            if not step:
                break
            done += step
        return done

    def readline(self, limit: int) -> bytes:
        """The next line with its newline, or its first ``limit`` bytes."""
        searched = 0
        while True:
            i = self.buf.find(b"\n", searched)
            if 0 <= i < limit:
                return self.read(i + 1)
            if len(self.buf) >= limit or self.eof:
                return self.read(limit)
            searched = len(self.buf)
            self._fill(len(self.buf) + (64 << 10))


class _Compressed:
    """Sequential reads of a seekable file with bytes pushed back, so that members follow one
    another without seeking; ``pos`` is the file offset of the next byte given out."""

    def __init__(self, raw):
        self.raw = raw
        self.pending = b""
        self.pos = 0

    def seek(self, offset: int) -> None:
        self.raw.seek(offset)
        self.pending, self.pos = b"", offset

    def read(self, n: int) -> bytes:
        if self.pending:
            out, self.pending = self.pending[:n], self.pending[n:]
        else:
            out = self.raw.read(n)
        self.pos += len(out)
        return out

    def unread(self, data: bytes) -> None:
        self.pending = data + self.pending
        self.pos -= len(data)


class _GzipMember:
    """The decompressed bytes of the gzip member that starts at ``compressed.pos``; ``end`` is
    the offset after it once it has been read through."""

    def __init__(self, compressed: _Compressed):
        self.compressed = compressed
        self.start = compressed.pos
        self.decoder = zlib.decompressobj(16 + zlib.MAX_WBITS)
        self.end: int | None = None
        self.size = 0  # decompressed bytes given out so far

    def produce(self, n: int) -> bytes:
        while self.end is None:
            data = self.decoder.unconsumed_tail or self.compressed.read(_READ_BYTES)
            try:
                # At the end of the input, what the decoder still holds (at most its window).
                out = self.decoder.decompress(data, n) if data else self.decoder.flush()
            except zlib.error as exc:
                raise WarcError("read:warc_corrupt_gzip", f"corrupt gzip data ({exc})") from None
            if self.decoder.eof:
                self.compressed.unread(self.decoder.unused_data)
                self.end = self.compressed.pos
            if out:
                self.size += len(out)
                return out
            if not data and self.end is None:
                raise WarcError("read:warc_truncated",
                                "the file ends inside the gzip member (truncated file)")
        return b""

    def drain(self) -> None:
        while self.end is None:
            self.produce(_CHUNK)


def _next_member(raw, after: int) -> int | None:
    """The offset of the first gzip member after byte ``after`` whose content starts a WARC
    record, or None. A gzip magic number inside deflate data is not taken for one: the candidate
    must inflate to a WARC version line."""
    magic = b"\x1f\x8b\x08"
    pos = after
    while True:
        raw.seek(pos)
        data = raw.read(_CHUNK)
        i = data.find(magic)
        while i >= 0:
            if _starts_warc_member(raw, pos + i):
                return pos + i
            i = data.find(magic, i + 1)
        if len(data) < len(magic):
            return None
        pos += len(data) - len(magic) + 1


def _starts_warc_member(raw, offset: int) -> bool:
    raw.seek(offset)
    try:
        head = zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(raw.read(4096), len(WARC_MAGIC))
    except zlib.error:
        return False
    return head == WARC_MAGIC


def _next_record_line(raw, after: int) -> int | None:
    """The offset of the first line after byte ``after`` that starts ``WARC/1.``, or None."""
    needle = b"\n" + WARC_MAGIC
    pos = after
    while True:
        raw.seek(pos)
        data = raw.read(_CHUNK)
        i = data.find(needle)
        if i >= 0:
            return pos + i + 1
        if len(data) < len(needle):
            return None
        pos += len(data) - len(needle) + 1


# --------------------------------------------------------------------------------------------------
# Records


@dataclasses.dataclass
class _Header:
    head: bytes  # the header block as read, blank line included
    fields: dict[str, str]  # lower-cased names
    length: int

    @property
    def type(self) -> str:
        return self.fields.get("warc-type", "").strip().lower()


def _read_header(src: _Source) -> _Header | None:
    """The next record's WARC header, or None at a clean end."""
    line = src.readline(_MAX_HEADER_BYTES)
    if not line:
        return None
    if not line.startswith(WARC_MAGIC) or not line.endswith(b"\n"):
        raise WarcError("read:warc_bad_header",
                        f"the record does not start with a WARC version line "
                        f"(starts with {line[:40]!r})")
    head = [line]
    size = len(line)
    fields: dict[str, str] = {}
    name = ""
    while True:
        line = src.readline(_MAX_HEADER_BYTES)
        size += len(line)
        head.append(line)
        if size > _MAX_HEADER_BYTES:
            raise WarcError("read:warc_bad_header", f"WARC header over {_MAX_HEADER_BYTES} bytes")
        if not line.endswith(b"\n"):
            raise WarcError("read:warc_truncated", "the file ends inside the WARC header")
        if line in (b"\r\n", b"\n"):
            break
        text = line.decode("utf-8", "replace").rstrip("\r\n")
        if text[:1] in (" ", "\t") and name:  # a folded continuation line
            fields[name] += " " + text.strip()
            continue
        name, colon, value = text.partition(":")
        if not colon or not name.strip():
            raise WarcError("read:warc_bad_header", f"malformed WARC header line {text[:80]!r}")
        name = name.strip().lower()
        fields[name] = value.strip()
    length = fields.get("content-length", "")
    if not (length.isascii() and length.isdigit()):  # "²" is a digit to str.isdigit, not to int
        raise WarcError("read:warc_bad_header",
                        f"WARC header has no valid Content-Length ({length[:40]!r})")
    return _Header(b"".join(head), fields, int(length))


def _end_record(src: _Source, length: int) -> None:
    """Consume the CRLF CRLF that ends a record; a record that lacks it has a wrong length."""
    end = src.peek(4)
    if end == b"\r\n\r\n":
        src.read(4)
    elif end[:2] == b"\n\n":  # written with bare newlines, as some tools do
        src.read(2)
    elif not end and src.eof:
        raise WarcError("read:warc_truncated", "the file ends right after the record's "
                                               "block, without the CRLF CRLF that closes it")
    else:
        raise WarcError("read:warc_bad_length",
                        f"Content-Length {length} does not end the record (followed by "
                        f"{end!r}, not CRLF CRLF)")


def _mime(content_type: str | None) -> str:
    return (content_type or "").split(";", 1)[0].strip().lower()


def _peek_content_type(block: bytes) -> str | None:
    """The HTTP Content-Type in the first bytes of a block (None when it has none)."""
    head = block.split(b"\r\n\r\n", 1)[0].split(b"\n\n", 1)[0]
    for line in head.split(b"\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-type":
            return value.decode("latin-1").strip()
    return None


def looks_html(body: bytes) -> bool:
    """Whether a body of unknown type is HTML, by its first tag (WHATWG MIME Sniffing 7.1)."""
    for bom, _ in _BOMS:
        if body.startswith(bom):
            body = body[len(bom):]
            break
    return bool(_HTML_START.match(body[:1024].lstrip(_WHITESPACE)))


def _charset_label(label: str | None) -> str | None:
    """A charset label as a browser reads it (WHATWG Encoding 4.2), as a Python codec name; None
    for a label no codec here decodes."""
    from resiliparse.parse.encoding import map_encoding_to_html5

    label = (label or "").strip().strip("\"'").strip()
    if not label:
        return None
    name = map_encoding_to_html5(label, fallback_utf8=False)
    if name is None:
        return None
    try:
        return codecs.lookup(name).name
    except LookupError:
        return None


def _http_charset(content_type: str | None) -> str | None:
    for param in (content_type or "").split(";")[1:]:
        key, _, value = param.partition("=")
        if key.strip().lower() == "charset":
            return value
    return None


def decode_html(body: bytes, content_type: str | None) -> tuple[str, str, bool]:
    """``(text, codec name, whether bytes had to be replaced)`` of an HTML body whose HTTP
    ``Content-Type`` is ``content_type``: the order and rules of the module docstring."""
    for bom, name in _BOMS:
        if body.startswith(bom):
            try:
                return body[len(bom):].decode(name), codecs.lookup(name).name, False
            except UnicodeDecodeError:
                break
    candidates = [_charset_label(_http_charset(content_type))]
    match = _META_CHARSET.search(body[:_META_WINDOW])
    if match:
        meta = _charset_label(match.group(1).decode("ascii"))
        # HTML's prescan reads a UTF-16 declaration in an ASCII-compatible document as UTF-8.
        candidates.append("utf-8" if meta and meta.startswith("utf_16") else meta)
    from resiliparse.parse.encoding import detect_encoding

    candidates.append(_charset_label(detect_encoding(body)))
    candidates.append("utf-8")
    tried = [name for i, name in enumerate(candidates) if name and name not in candidates[:i]]
    for name in tried:
        try:
            return body.decode(name), name, False
        except UnicodeDecodeError:
            continue
    return body.decode(tried[0], "replace"), tried[0], True


def _record_id(header: _Header, source: str, offset: int) -> str:
    value = header.fields.get("warc-record-id", "").strip()
    if value.startswith("<") and value.endswith(">"):
        value = value[1:-1].strip()
    return value or derived_id(source, offset)


def _response_document(header: _Header, block: bytes, source: str, position: int, offset: int,
                       limit: int, count) -> Document | None:
    """The Document of a response record held whole, read at ``position`` and sought at byte
    ``offset``, or None (counted) when it is not an HTML page; :class:`WarcError` when it cannot
    be read."""
    from fastwarc.warc import WarcRecord

    head = header.head
    block_type = _mime(header.fields.get("content-type"))
    if not block_type:
        # A response without a block type is taken for HTTP, as the standard's examples have it;
        # FastWARC parses HTTP only in a block that says so.
        cut = len(head) - (2 if head.endswith(b"\r\n\r\n") else 1)
        head = head[:cut] + b"Content-Type: application/http; msgtype=response\r\n" + head[cut:]
    elif block_type != "application/http":
        count(SKIPPED + NON_HTML)  # a DNS answer, or another protocol's message
        return None
    try:
        record = WarcRecord.from_bytes(head + block + b"\r\n\r\n")
        record.parse_http(auto_decode="all", quirks_mode=True)
    except (OSError, ValueError) as exc:
        raise WarcError("read:warc_bad_http", f"HTTP message unreadable: {exc}") from None
    http = record.http_headers
    if http is None or http.status_code is None:
        raise WarcError("read:warc_bad_http", f"the response block does not start with an HTTP "
                                              f"status line ({block[:40]!r})")
    if not 200 <= http.status_code < 300:
        count(SKIPPED + HTTP_STATUS)
        return None
    content_type = http.get("Content-Type")
    mime = _mime(content_type)
    if mime and mime not in _HTML_TYPES:
        count(SKIPPED + NON_HTML)
        return None
    coding = (http.get("Content-Encoding") or "").strip().lower()
    if coding not in _CONTENT_CODINGS:
        raise WarcError("read:warc_bad_http", f"unsupported HTTP Content-Encoding {coding!r}")
    try:
        body = record.reader.read(limit + 1)
    except OSError as exc:
        raise WarcError("read:warc_bad_http",
                        f"HTTP body cannot be decoded ({coding or 'chunked'}): {exc}") from None
    if len(body) > limit:
        raise WarcError("read:record_too_large", f"decoded HTTP body longer than {limit} bytes")
    if not mime and not looks_html(body):
        count(SKIPPED + NON_HTML)
        return None
    text, charset, replaced = decode_html(body, content_type)
    if replaced:
        count(CHARSET_REPLACED)
    metadata = {"url": header.fields.get("warc-target-uri"), "date": header.fields.get("warc-date"),
                "content_type": mime or None, "charset": charset, "warc_offset": offset}
    return Document(id=_record_id(header, source, position), text=text, metadata=metadata,
                    source=source, position=position)


@dataclasses.dataclass(frozen=True)
class WarcProblem:
    """A record that cannot be read, at byte ``offset`` (its gzip member's in a ``.warc.gz``);
    ``resumed_at`` is where reading went on, None if nothing after it could be read, and
    ``in_member`` says that it went on at a later record of the same gzip member."""

    kind: str
    message: str
    offset: int
    resumed_at: int | None
    in_member: bool = False

    def describe(self) -> str:
        if self.in_member:
            tail = "; reading went on at the next record of the same gzip member"
        elif self.resumed_at is not None:
            tail = f"; reading went on at byte {self.resumed_at}"
        else:
            tail = "; no later record could be found: the rest of the file was not read"
        return self.message + tail


def _unit_records(src: _Source, where: Callable[[int], tuple[int, int]], source: str, limit: int,
                  count) -> Iterator[Document]:
    """The documents of the records in ``src`` until its clean end; :class:`WarcError` (with
    ``record_pos``, where in ``src`` the record's version line starts) at the first broken record.
    ``where(pos)`` is ``(position, seek offset)`` of the record starting at ``pos`` in ``src``."""
    while True:
        start = src.pos
        try:
            _skip_blank_lines(src)
            start = src.pos
            src.mark()
            header = _read_header(src)
            if header is None:
                return
            count("bytes", len(header.head) + header.length)
            kind = header.type
            if kind != "response":
                _skip_block(src, header.length)
                _end_record(src, header.length)
                count(SKIPPED + (kind if kind in _RECORD_TYPES else "other"))
                continue
            if header.length > limit:
                mime = _mime(_peek_content_type(src.peek(min(header.length, _PEEK_BYTES))))
                _skip_block(src, header.length)
                _end_record(src, header.length)
                if mime and mime not in _HTML_TYPES:
                    count(SKIPPED + NON_HTML)
                    continue
                raise WarcError("read:record_too_large",
                                f"record block of {header.length} bytes, over {limit}")
            block = src.read(header.length)
            if len(block) < header.length:
                _short(header.length)
            _end_record(src, header.length)
            doc = _response_document(header, block, source, *where(start), limit, count)
            if doc is not None:
                yield doc
        except WarcError as err:
            err.record_pos = start
            raise


def _skip_blank_lines(src: _Source) -> None:
    while src.peek(1) == b"\n" or src.peek(2) == b"\r\n":
        src.readline(2)


def _to_next_record(src: _Source) -> bool:
    """Consume ``src`` up to the next line that starts ``WARC/1.``; whether there is one."""
    while True:
        line = src.readline(_CHUNK)
        if not line:
            return False
        if line.endswith(b"\n") and src.peek(len(WARC_MAGIC)) == WARC_MAGIC:
            return True


def _short(length: int):
    raise WarcError("read:warc_truncated", f"the data ends before the record's Content-Length "
                                           f"of {length} bytes")


def _skip_block(src: _Source, length: int) -> None:
    if src.skip(length) < length:
        _short(length)


def iter_warc(file: InputFile, limit: int, count) -> Iterator[Document | WarcProblem]:
    """Every HTML response of a WARC file as a Document, in file order, and a :class:`WarcProblem`
    for each record that cannot be read (then reading goes on at the next record: the next
    ``WARC/1.`` line, in the same gzip member or after it, or the next gzip member when the
    member itself is broken). Records that are not HTML responses go to ``count`` as
    ``warc_skipped:<kind>``; their bytes and the documents' as ``bytes``.

    A document's position is the offset of its record in the decompressed data, as for every
    compressed input, so that it is unique even when one gzip member holds several records; its
    ``warc_offset`` is where a reader seeks to: the record's gzip member in a ``.warc.gz``."""
    with open_input(file.path) as raw:
        if file.compression == "gzip":
            yield from _gzip_records(raw, file.path, limit, count)
        else:
            yield from _plain_records(raw, file.path, limit, count)


def _gzip_records(raw, source: str, limit: int, count) -> Iterator[Document | WarcProblem]:
    compressed = _Compressed(raw)
    base = 0  # the decompressed offset of the member being read
    while True:
        offset = compressed.pos
        magic = compressed.read(2)
        if not magic:
            return
        compressed.unread(magic)
        if magic != b"\x1f\x8b":
            if _only_zeros(compressed):
                return  # the zero padding gzip(1) allows after the last member
            problem = WarcError("read:warc_corrupt_gzip", "no gzip member starts here")
            following = _next_member(raw, offset + 1)
        else:
            member = yield from _member_records(compressed, offset, base, source, limit, count)
            base += member.size
            if member.problem is None:
                continue
            problem, following = member.problem, member.following
        yield WarcProblem(problem.kind, f"gzip member at byte {offset}: {problem}", offset,
                          following)
        if following is None:
            return
        compressed.seek(following)


@dataclasses.dataclass
class _MemberEnd:
    size: int  # decompressed bytes of the member that were read
    problem: WarcError | None = None  # what stopped reading before the member's end
    following: int | None = None  # where reading goes on after ``problem``


def _member_records(compressed: _Compressed, offset: int, base: int, source: str, limit: int,
                    count):
    """The documents of the gzip member at ``offset``, whose decompressed data starts at ``base``.
    A broken record in a sound member is a :class:`WarcProblem` and reading goes on at the next
    ``WARC/1.`` line after its start (given back by :meth:`_Source.rewind`; after a record too large
    to keep, the next one after where reading stopped); the member's returned :class:`_MemberEnd`
    says whether the member itself could be read through. Each byte is inflated once."""
    member = _GzipMember(compressed)
    src = _Source(member.produce, keep=limit + _MAX_HEADER_BYTES)
    while True:
        try:
            yield from _unit_records(src, lambda pos: (base + pos, offset), source, limit, count)
            return _MemberEnd(member.size)
        except WarcError as err:
            problem, record_pos = err, err.record_pos
        if member.end is None and problem.kind in ("read:warc_corrupt_gzip", "read:warc_truncated"):
            # The member's own data is broken: nothing more can be read from it.
            return _MemberEnd(member.size, problem, _next_member(compressed.raw, offset + 1))
        if member.end is not None and problem.kind == "read:warc_truncated":
            problem = WarcError("read:warc_bad_length", f"{problem}: the gzip member ends "
                                                        f"inside the record")
        src.rewind(record_pos)
        try:
            found = _to_next_record(src)
            if not found:
                member.drain()
        except WarcError:  # broken further on
            return _MemberEnd(member.size, problem, _next_member(compressed.raw, offset + 1))
        where = f" (record at byte {record_pos} of its data)" if record_pos else ""
        if not found:
            return _MemberEnd(member.size, WarcError(problem.kind, f"{problem}{where}"), member.end)
        yield WarcProblem(problem.kind, f"gzip member at byte {offset}{where}: {problem}", offset,
                          offset, in_member=True)


def _only_zeros(compressed: _Compressed) -> bool:
    """Whether nothing but NUL bytes is left (consumed if so)."""
    start = compressed.pos
    while True:
        chunk = compressed.read(_READ_BYTES)
        if not chunk:
            return True
        if chunk.strip(b"\x00"):
            compressed.seek(start)
            return False


def _plain_records(raw, source: str, limit: int, count) -> Iterator[Document | WarcProblem]:
    base: int | None = 0
    while base is not None:
        raw.seek(base)
        src = _Source(raw.read)
        try:
            yield from _unit_records(src, lambda pos, at=base: (at + pos, at + pos), source, limit,
                                     count)
            return
        except WarcError as err:
            offset = base + err.record_pos
            base = _next_record_line(raw, offset + 1)
            yield WarcProblem(err.kind, f"record at byte {offset}: {err}", offset, base)


def warc_record(doc: Document) -> dict:
    """The record ``gristmill inspect`` shows for a WARC document: its id, text and metadata."""
    return {"id": doc.id, "text": doc.text, **doc.metadata}


__all__ = ["SKIPPED", "WarcError", "WarcProblem", "decode_html", "iter_warc", "looks_html",
           "warc_record"]
