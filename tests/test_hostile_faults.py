"""Faults that used to cost more than the faulty part (gristmill/transforms/read/).

A bad Parquet cell must cost its row, not its row group; a compressed stream that breaks or fails
its checksum must keep every record decoded before the fault; a file reached twice is read once; a
file that cannot be read as a file (FIFO, device, a name that is not UTF-8) is refused or skipped
before the job starts, never opened.
"""

from __future__ import annotations

import datetime
import gzip
import logging
import os
import random
import signal
import zlib
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import zstandard

from tests.test_read_hostile import line, offsets, parquet, read_all, write
from gristmill.transforms.document import Document
from gristmill.transforms.read import InputError, match_inputs

MiB = 1 << 20


class Blocked(BaseException):
    """Not an Exception, so that no retry or dead-letter handler swallows it."""


@pytest.fixture
def deadline():
    """Fails a test that blocks (a FIFO opened for reading waits for a writer forever)."""
    def expire(signum, frame):
        raise Blocked("blocked: something opened a FIFO")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


# --------------------------------------------------------------------------------------------------
# Parquet: one bad cell costs one row


def thousand_rows(bad_row: int, column: str, bad) -> pa.Table:
    n = 1000
    texts = [f"text of row {i}".encode() for i in range(n)]
    titles = [f"title {i}".encode() for i in range(n)]
    stamps = [i * 1_000_000 for i in range(n)]
    {"text": texts, "title": titles, "ts": stamps}[column][bad_row] = bad
    return pa.table({
        "id": [f"r{i}" for i in range(n)],
        # Built as bytes and viewed as strings: this is how a writer that skips validation
        # stores invalid UTF-8 in a column typed as text.
        "text": pa.array(texts, pa.binary()).view(pa.string()),
        "title": pa.array(titles, pa.binary()).view(pa.string()),
        "ts": pa.array(stamps, pa.int64()).view(pa.timestamp("us")),
    })


# Year 10000 in microseconds since 1970: Arrow stores it, Python's datetime cannot hold it.
PAST_9999 = 253402300800 * 1_000_000 + 5


@pytest.mark.parametrize("column, bad, kind", [
    ("text", b"caf\xe9", "read:invalid_utf8"),
    ("title", b"\xff\xfe broken", "read:invalid_utf8"),
    ("ts", PAST_9999, "read:invalid_value"),
])
def test_one_bad_parquet_cell_costs_only_its_row(tmp_path, column, bad, kind):
    good = parquet(tmp_path, "good.parquet", thousand_rows(0, "title", b"title 0"),
                   row_group_size=1000)
    source = parquet(tmp_path, "bad.parquet", thousand_rows(437, column, bad), row_group_size=1000)
    assert pq.ParquetFile(source).metadata.num_row_groups == 1
    expected_docs, _, _ = read_all(good)
    docs, dead, counts = read_all(source)
    assert dead == [(kind, source, 437)]
    assert counts["read/records"] == 1000
    # Every other row comes out exactly as it does from a file without the bad cell.
    assert docs == [d.replace(source=source) for d in expected_docs if d.position != 437]


def test_bad_parquet_cell_dead_letter_names_file_row_column_and_error(tmp_path):
    from gristmill.transforms.read import PlanRangesFn, ReadRangeFn

    source = parquet(tmp_path, "ts.parquet", thousand_rows(3, "ts", PAST_9999), row_group_size=500)
    read = ReadRangeFn(text_field="text", id_field="id", max_record_bytes=MiB)
    read.start_bundle()
    ranges = list(PlanRangesFn(1 << 20).process(match_inputs([source])[0]))
    letters = [item.value for rng in ranges for item in read.process(rng)
               if not isinstance(item, Document)]
    assert [(r["source"], r["position"], r["error"]) for r in letters] == [
        (source, 3, "read:invalid_value")]
    assert "'ts'" in letters[0]["message"] and "out of range" in letters[0]["message"]
    # The other row group, and the rows of this one, are all there.
    assert read.tally.as_dict()["read/records"] == 1000


def test_metadata_of_the_rows_around_a_bad_cell_is_unchanged(tmp_path):
    source = parquet(tmp_path, "meta.parquet", thousand_rows(1, "ts", PAST_9999))
    docs, _, _ = read_all(source)
    assert docs[:2] == [
        Document("r0", "text of row 0", {"title": "title 0", "ts": datetime.datetime(1970, 1, 1)},
                 source, 0),
        Document("r2", "text of row 2",
                 {"title": "title 2", "ts": datetime.datetime(1970, 1, 1, 0, 0, 2)}, source, 2)]


# --------------------------------------------------------------------------------------------------
# Compressed streams: keep everything decoded before the fault


def varied_records(n: int) -> list[bytes]:
    """Lines that do not compress to nothing, so a fault in the middle of the compressed file is
    far (megabytes of text) from both ends."""
    rng = random.Random(7)
    words = ["".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(2, 9)))
             for _ in range(4000)]
    return [line({"id": f"v{i}", "text": " ".join(rng.choice(words) for _ in range(40))})
            for i in range(n)]


LINES = varied_records(12000)
DATA = b"".join(LINES)
AT = offsets(LINES)

COMPRESS = {
    "gzip": lambda d: gzip.compress(d, compresslevel=6, mtime=0),
    "zstd": lambda d: zstandard.ZstdCompressor(level=3, write_checksum=True).compress(d),
}
SUFFIX = {"gzip": ".jsonl.gz", "zstd": ".jsonl.zst"}


def decodable_prefix(codec: str, payload: bytes) -> tuple[bytes, Exception | None]:
    """What a decoder fed one byte at a time gives out before it fails: the most any reader can
    get from the stream. (Fed in pieces, and byte by byte only through the piece that fails.)"""
    def decoder():
        if codec == "gzip":
            return zlib.decompressobj(16 + zlib.MAX_WBITS)
        return zstandard.ZstdDecompressor().decompressobj()

    errors = (zlib.error, zstandard.ZstdError)
    piece = 1 << 14
    whole, out = decoder(), bytearray()
    for start in range(0, len(payload), piece):
        try:
            out += whole.decompress(payload[start:start + piece])
        except errors:
            break
    else:
        return bytes(out), None
    replay = decoder()
    out = bytearray(replay.decompress(payload[:start]))
    for i in range(start, start + piece):
        try:
            out += replay.decompress(payload[i:i + 1])
        except errors as exc:
            return bytes(out), exc
    raise AssertionError("the failing piece decoded byte by byte")


def expected_docs(source: str, upto: int) -> list[Document]:
    """The records whose whole line lies in the first ``upto`` decompressed bytes."""
    import json

    return [Document(json.loads(raw)["id"], json.loads(raw)["text"], {}, source, at)
            for raw, at in zip(LINES, AT) if at + len(raw) <= upto]


@pytest.mark.parametrize("codec", ["gzip", "zstd"])
def test_bad_checksum_keeps_every_record_and_flags_the_stream(tmp_path, codec):
    payload = bytearray(COMPRESS[codec](DATA))
    # The last 4 bytes: zstd's content checksum; gzip's ISIZE (its CRC-32 is the 4 before).
    payload[-5 if codec == "gzip" else -1] ^= 0x01
    prefix, error = decodable_prefix(codec, bytes(payload))
    assert prefix == DATA and error is not None
    source = write(tmp_path, "sum" + SUFFIX[codec], bytes(payload))
    docs, dead, counts = read_all(source)
    assert docs == expected_docs(source, len(DATA))
    assert dead == [("read:checksum_failed", source, len(DATA))]
    assert counts["read/unverified_records"] == len(LINES)


def flipped(codec: str) -> tuple[bytes, bytes]:
    """A stream with one byte changed in its middle that breaks decoding (not only the checksum),
    and what can be decoded of it before the break."""
    if codec == "gzip":
        # Deflate decodes most flipped bytes into wrong text, caught only by the CRC. A block
        # header of the reserved type (RFC 1951 section 3.2.3: BTYPE 11) right after a full flush,
        # where a block starts on a byte boundary, is a break a decoder must see.
        half = len(DATA) // 2
        encoder = zlib.compressobj(6, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
        head = encoder.compress(DATA[:half]) + encoder.flush(zlib.Z_FULL_FLUSH)
        tail = encoder.compress(DATA[half:]) + encoder.flush()
        payload = head + b"\x07" + tail[1:]
        prefix, error = decodable_prefix(codec, payload)
        assert prefix == DATA[:half] and "invalid block type" in str(error)
        return payload, prefix
    whole = COMPRESS[codec](DATA)
    for at in range(len(whole) // 2, len(whole) // 2 + 400, 7):
        payload = bytearray(whole)
        payload[at] ^= 0xFF
        prefix, error = decodable_prefix(codec, bytes(payload))
        if error is not None and "check" not in str(error) and MiB < len(prefix) < len(DATA):
            return bytes(payload), prefix
    raise AssertionError("no flip breaks the stream")


@pytest.mark.parametrize("codec", ["gzip", "zstd"])
def test_flipped_byte_keeps_every_record_decoded_before_it(tmp_path, codec):
    payload, prefix = flipped(codec)
    source = write(tmp_path, "flip" + SUFFIX[codec], payload)
    docs, dead, _ = read_all(source)
    # Exactly what a decoder fed byte by byte gets out (zstd gives a block out once it is whole, so
    # that is up to the end of the last block before the flip).
    assert docs == expected_docs(source, len(prefix))
    first_lost = AT[len(docs)]
    assert dead == [("read:file_error", source, first_lost)]


def test_flipped_byte_dead_letter_gives_the_decompressed_offset(tmp_path):
    from gristmill.transforms.read import PlanRangesFn, ReadRangeFn

    payload, prefix = flipped("gzip")
    source = write(tmp_path, "offset.jsonl.gz", payload)
    read = ReadRangeFn(text_field="text", id_field="id", max_record_bytes=MiB)
    read.start_bundle()
    (rng,) = PlanRangesFn(1 << 30).process(match_inputs([source])[0])
    letters = [item.value for item in read.process(rng) if not isinstance(item, Document)]
    assert len(letters) == 1
    assert f"decompressed byte {len(prefix)}" in letters[0]["message"]


# --------------------------------------------------------------------------------------------------
# Matching: each file once; literal names mean themselves


def test_the_same_file_reached_twice_is_read_once(tmp_path):
    folder = tmp_path / "dir"
    folder.mkdir()
    (folder / "a.jsonl").write_bytes(line({"id": "a", "text": "only once"}))
    (folder / "b.jsonl").symlink_to(folder / "a.jsonl")
    spellings = [str(folder / "a.jsonl"), str(tmp_path / "dir" / ".." / "dir" / "a.jsonl"),
                 str(folder / "*.jsonl"), str(folder / "a*"), str(folder)]
    files = match_inputs(spellings)
    assert [f.path for f in files] == [str(folder / "a.jsonl")]
    # The first spelling met is the one documents name as their source.
    files = match_inputs(spellings[1:])
    assert [f.path for f in files] == [spellings[1]]


def test_symlinked_and_listed_file_reads_its_records_once(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "a.jsonl").write_bytes(line({"id": "a", "text": "x"}))
    os.symlink("a.jsonl", folder / "z.jsonl")
    docs, dead, _ = read_all(folder)
    assert docs == [Document("a", "x", {}, str(folder / "a.jsonl"), 0)] and dead == []


def test_a_literal_name_with_glob_characters_means_that_file(tmp_path):
    (tmp_path / "weird[1].jsonl").write_bytes(line({"id": "literal", "text": "x"}))
    (tmp_path / "weird1.jsonl").write_bytes(line({"id": "glob match", "text": "y"}))
    literal = str(tmp_path / "weird[1].jsonl")
    assert [f.path for f in match_inputs([literal])] == [literal]
    # A pattern that is not an existing name is still a glob.
    assert [f.path for f in match_inputs([str(tmp_path / "weird[0-9].jsonl")])] == [
        str(tmp_path / "weird1.jsonl")]
    folder = tmp_path / "set[v2]"
    folder.mkdir()
    (folder / "in.jsonl").write_bytes(line({"id": "f", "text": "z"}))
    assert [f.path for f in match_inputs([str(folder)])] == [str(folder / "in.jsonl")]


# --------------------------------------------------------------------------------------------------
# Matching: names and kinds of file that cannot be read


def test_fifo_in_a_folder_is_skipped_with_a_warning_and_never_opened(tmp_path, caplog, deadline):
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "a.jsonl").write_bytes(line({"id": "a", "text": "x"}))
    os.mkfifo(folder / "pipe.jsonl")
    with caplog.at_level(logging.WARNING, logger="gristmill"):
        docs, dead, _ = read_all(folder)
    assert [d.id for d in docs] == ["a"] and dead == []
    assert "pipe.jsonl" in caplog.text and "not a regular file" in caplog.text
    with caplog.at_level(logging.WARNING, logger="gristmill"):
        assert [f.path for f in match_inputs([str(folder / "*.jsonl")])] == [
            str(folder / "a.jsonl")]


@pytest.mark.parametrize("make", ["fifo", "device"])
def test_fifo_or_device_named_explicitly_is_an_input_error(tmp_path, make, deadline):
    if make == "fifo":
        path = tmp_path / "pipe.jsonl"
        os.mkfifo(path)
    else:
        path = tmp_path / "null.jsonl"
        path.symlink_to("/dev/null")
    with pytest.raises(InputError, match="not a regular file"):
        match_inputs([str(path)])


def test_a_name_that_is_not_utf8_is_skipped_with_a_warning(tmp_path, caplog):
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "a.jsonl").write_bytes(line({"id": "a", "text": "x"}))
    odd = os.fsdecode(os.fsencode(str(folder)) + b"/caf\xe9.jsonl")
    Path(odd).write_bytes(line({"id": "odd", "text": "y"}))
    with caplog.at_level(logging.WARNING, logger="gristmill"):
        files = match_inputs([str(folder)])
    assert [f.path for f in files] == [str(folder / "a.jsonl")]
    assert "caf\\udce9.jsonl" in caplog.text and "UTF-8" in caplog.text
    with pytest.raises(InputError, match="UTF-8"):
        match_inputs([odd])


@pytest.mark.slow
def test_a_run_over_a_folder_with_a_fifo_and_an_odd_name_finishes(tmp_path, capsys, deadline):
    from gristmill.cli import main

    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "a.jsonl").write_bytes(
        line({"id": "a", "text": "A sentence with enough words in it."}))
    Path(os.fsdecode(os.fsencode(str(folder)) + b"/caf\xe9.jsonl")).write_bytes(
        line({"id": "odd", "text": "Another sentence with enough words in it."}))
    os.mkfifo(folder / "pipe.jsonl")
    signal.alarm(30)
    code = main(["run", "-c", "configs/default.yaml", f"output.path={tmp_path / 'out'}",
                 f"input.paths={folder}", "tokenizer.enabled=false", "packing.enabled=false"])
    assert code == 0
    assert capsys.readouterr().out.startswith(f"gristmill: done: {tmp_path / 'out'}: read 1 ")
    code = main(["run", "-c", "configs/default.yaml", f"output.path={tmp_path / 'out2'}",
                 f"input.paths={folder / 'pipe.jsonl'}"])
    assert code == 2
    assert "not a regular file" in capsys.readouterr().err


# --------------------------------------------------------------------------------------------------
# Good streams decode as they always did


def good_streams() -> list[tuple[str, bytes, bytes]]:
    """``(codec, compressed, decompressed)``, for the shapes of stream that tools write."""
    import io

    text = DATA[:300_000]
    named = io.BytesIO()
    with gzip.GzipFile(filename="inner.jsonl", mode="wb", fileobj=named, mtime=0) as f:
        f.write(text[:1000])
    zstd = zstandard.ZstdCompressor(write_checksum=True)
    streamed = zstandard.ZstdCompressor(write_content_size=False).compressobj()
    return [
        ("gzip", gzip.compress(text, mtime=0), text),
        # Members, zero padding after one (gzip(1) allows it), a header with a file name.
        ("gzip", gzip.compress(text[:5000], mtime=0) + gzip.compress(text[5000:], mtime=0)
         + b"\x00" * 700 + named.getvalue(), text + text[:1000]),
        ("gzip", gzip.compress(b"", mtime=0), b""),
        ("zstd", zstd.compress(text), text),
        # Frames with and without checksum and content size, a skippable frame, an RLE block.
        ("zstd", zstd.compress(text[:7]) + b"\x50\x2a\x4d\x18" + (3).to_bytes(4, "little") + b"abc"
         + streamed.compress(text[7:]) + streamed.flush()
         + zstandard.ZstdCompressor().compress(b"\n" * 300_000), text + b"\n" * 300_000),
        ("zstd", b"", b""),
    ]


@pytest.mark.parametrize("index", range(6))
def test_good_streams_decode_exactly_and_in_bounded_reads(tmp_path, index):
    from gristmill.transforms.read import InputFile, open_stream

    codec, payload, expected = good_streams()[index]
    if codec == "gzip":
        assert gzip.decompress(payload) == expected
    path = write(tmp_path, "good" + SUFFIX[codec], payload)
    with open_stream(InputFile(path, len(payload), "jsonl", codec)) as stream:
        pieces = list(iter(lambda: stream.raw.read(1 << 16), b""))
    assert b"".join(pieces) == expected
    assert max(map(len, pieces), default=0) <= 1 << 16


@pytest.mark.slow
def test_a_run_reports_the_records_of_a_stream_that_failed_its_checksum(tmp_path, capsys):
    """The records are kept, and the run says so: stats.json counts them as unverified and the
    dead-letter file holds the stream's read:checksum_failed entry."""
    import json

    from gristmill.cli import main

    records = LINES[:300]
    payload = bytearray(COMPRESS["gzip"](b"".join(records)))
    payload[-5] ^= 0x01  # gzip's CRC-32
    source = write(tmp_path, "sum.jsonl.gz", bytes(payload))
    out = tmp_path / "out"
    assert main(["run", "-c", "configs/default.yaml", f"output.path={out}",
                 f"input.paths=[{source}]", "--progress", "off"]) == 0
    assert "read:checksum_failed 1" in capsys.readouterr().err
    stats = json.loads((out / "stats.json").read_text())
    assert stats["input"]["unverified_records"] == len(records)
    assert stats["dead_lettered"] == {"read:checksum_failed": 1}
    [dead] = [json.loads(row) for path in sorted((out / "dead_letter").glob("*.jsonl"))
              for row in path.read_text().splitlines()]
    assert dead["error"] == "read:checksum_failed" and dead["source"] == source
