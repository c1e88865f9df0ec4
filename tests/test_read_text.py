"""Plain text input: one document per file or per blank-line-separated block, with the JSONL
reader's encoding rules and record limit."""

from __future__ import annotations

import collections
import gzip
from pathlib import Path

import pytest
import zstandard

from gristmill.pipeline.config import InputConfig
from gristmill.transforms.read import (BadRecord, ReadSettings, match_inputs, read_file)


def read(path: Path, **settings) -> tuple[list, collections.Counter]:
    counts: collections.Counter = collections.Counter()
    [file] = match_inputs([str(path)])
    items = list(read_file(file, ReadSettings(**settings),
                           lambda name, n=1: counts.update({name: n})))
    return items, counts


TEXT = "First paragraph,\nline two.\n\n\n  \nSecond paragraph.\r\n\r\nThird\n"


@pytest.mark.parametrize("suffix, pack", [
    (".txt", lambda b: b),
    (".txt.gz", lambda b: gzip.compress(b, mtime=0)),
    (".txt.zst", lambda b: zstandard.ZstdCompressor().compress(b)),
])
def test_one_document_per_file(tmp_path, suffix, pack):
    path = tmp_path / f"notes{suffix}"
    path.write_bytes(pack(TEXT.encode()))
    items, counts = read(path)
    assert [(d.id, d.text, d.position, d.metadata) for d in items] == [(str(path), TEXT, 0, {})]
    assert counts["bytes"] == len(TEXT.encode())


@pytest.mark.parametrize("suffix, pack", [(".txt", lambda b: b),
                                          (".txt.gz", lambda b: gzip.compress(b, mtime=0))])
def test_one_document_per_block(tmp_path, suffix, pack):
    path = tmp_path / f"notes{suffix}"
    path.write_bytes(pack(TEXT.encode()))
    items, counts = read(path, text_unit="block")
    raw = TEXT.encode()
    second, third = raw.index(b"Second"), raw.index(b"Third")
    assert [(d.id, d.text, d.position) for d in items] == [
        (f"{path}:0", "First paragraph,\nline two.", 0),
        (f"{path}:{second}", "Second paragraph.", second),
        (f"{path}:{third}", "Third", third)]
    assert counts["blank_lines"] == 4


def test_byte_order_mark_is_not_text(tmp_path):
    path = tmp_path / "bom.txt"
    path.write_bytes(b"\xef\xbb\xbfhello\n\nworld")
    assert [d.text for d in read(path)[0]] == ["hello\n\nworld"]
    assert [d.text for d in read(path, text_unit="block")[0]] == ["hello", "world"]


def test_file_over_the_limit_is_a_dead_letter_not_read(tmp_path):
    path = tmp_path / "big.txt"
    path.write_bytes(b"word " * 1000)
    items, counts = read(path, max_record_bytes=1000)
    assert [(i.kind, i.position) for i in items] == [("read:record_too_large", 0)]
    assert counts["bytes"] == 0


def test_block_over_the_limit_is_a_dead_letter_and_the_next_block_is_read(tmp_path):
    path = tmp_path / "blocks.txt"
    big = b"line of text\n" * 100
    path.write_bytes(b"small one\n\n" + big + b"\nafter\n" + b"x" * 5000 + b"\n\nlast")
    items, _ = read(path, text_unit="block", max_record_bytes=1000)
    data = path.read_bytes()
    assert [(i.kind if type(i) is BadRecord else i.text, i.position) for i in items] == [
        ("small one", 0), ("read:record_too_large", 11),
        ("read:record_too_large", data.index(b"after")), ("last", data.index(b"last"))]


def test_latin1_file_is_one_wrong_encoding_dead_letter(tmp_path):
    path = tmp_path / "latin.txt"
    path.write_bytes("café au lait\nnaïve\nrésumé\n".encode("latin-1"))
    items, _ = read(path, text_unit="block")
    assert [(i.kind, i.position) for i in items] == [("read:wrong_encoding", 0)]


def test_invalid_utf8_block_is_a_dead_letter(tmp_path):
    path = tmp_path / "mixed.txt"
    path.write_bytes("fine ünïcödé\n\nbad \xff byte\n\nfine again".encode("utf-8", "surrogateescape")
                     .replace(b"\xc3\xbf", b"\xff"))
    items, _ = read(path, text_unit="block")
    assert [i.kind if type(i) is BadRecord else i.text for i in items] == [
        "fine ünïcödé", "read:invalid_utf8", "fine again"]


def test_text_unit_is_a_validated_config_key():
    assert InputConfig(paths=["a.txt"]).text_unit == "file"
    assert InputConfig(paths=["a.txt"], text_unit="block").text_unit == "block"
    with pytest.raises(ValueError, match="text_unit"):
        InputConfig(paths=["a.txt"], text_unit="paragraph")


def _bad_crc(data: bytes) -> bytes:
    packed = bytearray(gzip.compress(data, mtime=0))
    packed[-8] ^= 0xFF  # the CRC-32 of the member's trailer
    return bytes(packed)


@pytest.mark.parametrize("unit, texts", [
    ("file", ["One.\n\nTwo.\n\nThree.\n"]), ("block", ["One.", "Two.", "Three."]),
])
def test_failed_checksum_keeps_every_document_and_flags_them(tmp_path, unit, texts):
    # As for JSONL: the documents go out, and one dead letter says they are unverified.
    path = tmp_path / "notes.txt.gz"
    path.write_bytes(_bad_crc(b"One.\n\nTwo.\n\nThree.\n"))
    items, counts = read(path, text_unit=unit)
    assert [item.text for item in items[:-1]] == texts
    assert items[-1].kind == "read:checksum_failed"
    assert counts["unverified_records"] == len(texts)
