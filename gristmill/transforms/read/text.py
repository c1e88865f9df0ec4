"""Plain text files (``.txt``, plain, .gz or .zst): one document per file (``input.text_unit:
file``, id ``<path>``) or one per block of lines between blank lines (``block``, id
``<path>:<byte offset of the block's first line>``).

Text must be UTF-8, as JSONL must: a file whose first bytes are UTF-16, Latin-1 or binary is one
``read:wrong_encoding`` dead letter (:func:`gristmill.transforms.read.files.sniff_encoding`), and a
document that is not valid UTF-8 further on is ``read:invalid_utf8``. Guessing the code page of a
text without any declaration is unreliable on short texts; HTML, which declares its charset, is
decoded with detection (:mod:`gristmill.transforms.read.warc`).

Memory is bounded by ``max_record_bytes``: a file (``file``) or block (``block``) over it is a
``read:record_too_large`` dead letter and is never held whole; a line is read at most that long.
"""

from __future__ import annotations

from typing import Any, Callable, Iterator

from gristmill.transforms.document import Document, derived_id
from gristmill.transforms.read.streams import ChecksumError, JsonlLines

FILE = "file"
BLOCK = "block"
TEXT_UNITS = (FILE, BLOCK)
_UTF8_BOM = b"\xef\xbb\xbf"


class TextProblem(Exception):
    """A document that cannot be read: ``kind`` its dead-letter name, ``position`` its offset."""

    def __init__(self, kind: str, message: str, position: int):
        super().__init__(message)
        self.kind = kind
        self.position = position


def _decode(data: bytes, position: int) -> str | TextProblem:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return TextProblem("read:invalid_utf8",
                           f"invalid UTF-8 at byte {exc.start} of the text", position)


def file_document(stream, source: str, limit: int,
                  count: Callable[..., None]) -> Iterator[Document | TextProblem]:
    """The whole decompressed ``stream`` as one document, id ``source``; no more than ``limit + 1``
    bytes are ever read. The document goes out before the stream's end is read, where a compressed
    stream reports a failed checksum (as the JSONL reader's records do): the caller's
    ``read:checksum_failed`` dead letter then names it as kept but unverified."""
    data = stream.read(limit + 1)
    if len(data) > limit:
        yield TextProblem("read:record_too_large",
                          f"file longer than {limit} bytes (input.text_unit=file)", 0)
        return
    count("bytes", len(data))
    text = _decode(data.removeprefix(_UTF8_BOM), 0)
    yield text if isinstance(text, TextProblem) else Document(id=source, text=text, metadata={},
                                                                source=source, position=0)
    stream.read(1)


def block_documents(stream, source: str, limit: int,
                    count: Callable[..., None]) -> Iterator[Document | TextProblem]:
    """A document per block of non-blank lines of the decompressed ``stream``, in order. A line
    of only whitespace ends a block and is counted under ``blank_lines``; the block's text is its
    lines without the last line break."""
    lines = JsonlLines(stream, 0, None, limit)
    start: int | None = None
    parts: list[bytes] = []
    size = 0
    too_large = False

    def finish() -> Document | TextProblem:
        if too_large:
            return TextProblem("read:record_too_large",
                               f"block longer than {limit} bytes (input.text_unit=block)", start)
        text = _decode(b"".join(parts).rstrip(b"\r\n"), start)
        if isinstance(text, TextProblem):
            return text
        return Document(id=derived_id(source, start), text=text, metadata={}, source=source,
                        position=start)

    try:
        for offset, line in lines:
            if line is not None:
                count("bytes", len(line))
                if offset == 0:
                    line = line.removeprefix(_UTF8_BOM)
                if not line.strip():
                    count("blank_lines")
                    if start is not None:
                        yield finish()
                        start, parts, size, too_large = None, [], 0, False
                    continue
            if start is None:
                start = offset
            if line is None or size + len(line) > limit:
                too_large, parts = True, []
            elif not too_large:
                parts.append(line)
                size += len(line)
    except ChecksumError:
        # Every byte was decoded; only the check after the last one failed. The last block goes
        # out too, and the caller's checksum dead letter names it among the unverified.
        if start is not None:
            yield finish()
        raise
    if start is not None:
        yield finish()


def text_record(doc: Document) -> dict[str, Any]:
    """The record ``gristmill inspect`` shows for a text document."""
    return {"id": doc.id, "text": doc.text}
