"""Bytes of an input file: its raw stream, decompression (gzip, zstd) that keeps what it decoded before
a fault, and the lines of a byte range of a JSONL stream.

Decompression returns at most what is asked for (a small zstd file may inflate a thousandfold), and a
line over the record limit is skipped in 1 MiB pieces, so memory per reader is bounded whatever the
file holds.
"""

from __future__ import annotations

import collections
import contextlib
import io
import zlib
from typing import TYPE_CHECKING, Iterator

from apache_beam.io.filesystem import CompressionTypes
from apache_beam.io.filesystems import FileSystems

from gristmill.transforms.retry import with_retries

if TYPE_CHECKING:
    from gristmill.transforms.read.files import InputFile

_SKIP_CHUNK = 1 << 20
_GZIP_MAGIC = b"\x1f\x8b"
_ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"


def sniff_compression(head: bytes) -> str:
    """The compression a file's first bytes show: gzip, zstd, or (no magic number) none."""
    if head.startswith(_GZIP_MAGIC):
        return "gzip"
    if head.startswith(_ZSTD_MAGIC):
        return "zstd"
    return "none"


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

