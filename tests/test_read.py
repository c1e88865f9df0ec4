"""Reading JSONL and Parquet into Documents (gristmill/transforms/read/).

Pure functions first (format detection, matching, record -> Document, line parsing, byte ranges), then
the run's own read step (``ReadPrepared`` over ``PlanRangesFn`` and ``ReadRangeFn``) in a
TestPipeline on files written to tmp_path.
"""

from __future__ import annotations

import collections

import gzip
import io
import json
import random
import zlib
from pathlib import Path

import apache_beam as beam
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import zstandard
from apache_beam.options.pipeline_options import PipelineOptions
from apache_beam.pvalue import TaggedOutput
# Aliased so that pytest does not try to collect Beam's TestPipeline class as a test class.
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to

from gristmill.transforms.document import Document
from gristmill.transforms.read import (InputError, InputFile, PlanRangesFn, ReadRange, ReadRangeFn,
                             RecordError, detect_format, iter_jsonl_lines, match_inputs,
                             parse_json_line, plan_ranges, record_to_document)
from gristmill.transforms.checkpoint import PrepareRangeFn, ReadPrepared
from gristmill.transforms.read.records import DEFAULT_MAX_JSON_DEPTH
from gristmill.transforms.stage import DEAD_LETTER, DOCS, STATS
from tests.stats_keys import SummedStats

BOM = b"\xef\xbb\xbf"


def to_document(record, source="in.jsonl", position=0, text_field="text", id_field="id"):
    return record_to_document(record, source=source, position=position, text_field=text_field,
                              id_field=id_field)


def record_error(record) -> RecordError:
    with pytest.raises(RecordError) as info:
        to_document(record)
    return info.value


def line_offsets(lines: list[bytes]) -> list[int]:
    """Where each line starts, by summing the lengths of the lines before it."""
    offsets, total = [], 0
    for line in lines:
        offsets.append(total)
        total += len(line)
    return offsets


def jsonl(*records) -> list[bytes]:
    return [json.dumps(r).encode() + b"\n" for r in records]


# --------------------------------------------------------------------------------------------------
# detect_format


@pytest.mark.parametrize("path, expected", [
    ("a.jsonl", ("jsonl", "none")),
    ("dir/a.ndjson", ("jsonl", "none")),
    ("a.json", ("jsonl", "none")),
    ("a.jsonl.gz", ("jsonl", "gzip")),
    ("a.json.gzip", ("jsonl", "gzip")),
    ("a.jsonl.zst", ("jsonl", "zstd")),
    ("a.ndjson.zstd", ("jsonl", "zstd")),
    ("gs://bucket/corpus/PART-0001.JSONL.GZ", ("jsonl", "gzip")),
    ("a.parquet", ("parquet", "none")),
    ("s3://bucket/web.Parquet", ("parquet", "none")),
    ("dir.jsonl/a.parquet", ("parquet", "none")),
    ("crawl.warc", ("warc", "none")),
    ("CC-MAIN-0001.warc.gz", ("warc", "gzip")),
    ("notes.txt", ("text", "none")),
    ("notes.TXT.zst", ("text", "zstd")),
])
def test_detect_format_from_the_name(path, expected):
    assert detect_format(path) == expected


@pytest.mark.parametrize("path", ["a.csv", "a.csv.gz", "a.gz", "jsonl", "dir.jsonl/a", "a.jsonl.bz2"])
def test_unknown_extension_is_an_input_error(path):
    with pytest.raises(InputError) as info:
        detect_format(path)
    message = str(info.value)
    assert message.startswith(f"cannot tell the format of {path!r} from its name")
    assert "set input.format=jsonl|parquet" in message


def test_configured_format_wins_over_the_name():
    assert detect_format("dump.txt", "jsonl") == ("jsonl", "none")
    assert detect_format("dump.txt.gz", "jsonl") == ("jsonl", "gzip")
    assert detect_format("table.bin", "parquet") == ("parquet", "none")


@pytest.mark.parametrize("path, configured", [("a.parquet.gz", "auto"), ("a.parquet.zst", "auto"),
                                              ("a.bin.gz", "parquet")])
def test_compressed_parquet_is_an_input_error(path, configured):
    with pytest.raises(InputError, match="Parquet files are compressed internally; an outer "
                                         "(gzip|zstd) layer is not supported"):
        detect_format(path, configured)


# --------------------------------------------------------------------------------------------------
# match_inputs


@pytest.fixture
def corpus(tmp_path) -> Path:
    for name, size in [("b.jsonl", 3), ("a.jsonl", 5), ("c.jsonl.gz", 7), ("d.parquet", 11)]:
        (tmp_path / name).write_bytes(b"x" * size)
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "e.jsonl").write_bytes(b"x" * 13)
    return tmp_path


def test_match_inputs_expands_globs_sorted(corpus):
    files = match_inputs([str(corpus / "*.jsonl*")])
    assert files == [InputFile(str(corpus / "a.jsonl"), 5, "jsonl", "none"),
                     InputFile(str(corpus / "b.jsonl"), 3, "jsonl", "none"),
                     InputFile(str(corpus / "c.jsonl.gz"), 7, "jsonl", "gzip")]


def test_match_inputs_takes_lists_sorts_and_deduplicates(corpus):
    files = match_inputs([str(corpus / "sub" / "e.jsonl"), str(corpus / "d.parquet"),
                          str(corpus / "*.jsonl"), str(corpus / "a.jsonl")])
    assert [(Path(f.path).relative_to(corpus).as_posix(), f.size, f.format) for f in files] == [
        ("a.jsonl", 5, "jsonl"), ("b.jsonl", 3, "jsonl"), ("d.parquet", 11, "parquet"),
        ("sub/e.jsonl", 13, "jsonl")]


def test_match_inputs_relative_to_the_working_directory(corpus, monkeypatch):
    monkeypatch.chdir(corpus)
    assert [f.path for f in match_inputs(["sub/*.jsonl", "a.jsonl"])] == ["a.jsonl", "sub/e.jsonl"]


def test_match_inputs_glob_without_a_directory(corpus, monkeypatch):
    monkeypatch.chdir(corpus)
    assert [f.path.removeprefix("./") for f in match_inputs(["*.jsonl"])] == ["a.jsonl", "b.jsonl"]


def test_pattern_matching_nothing_is_an_input_error_naming_it(corpus):
    missing = str(corpus / "*.ndjson")
    with pytest.raises(InputError) as info:
        match_inputs([str(corpus / "*.jsonl"), missing])
    assert str(info.value) == f"input {missing!r} matches no file"


def test_missing_plain_path_is_an_input_error(corpus):
    missing = str(corpus / "nope.jsonl")
    with pytest.raises(InputError, match="matches no file"):
        match_inputs([missing])


def test_named_file_of_unknown_format_is_an_input_error(corpus):
    (corpus / "notes.csv").write_text("x")
    with pytest.raises(InputError, match=r"cannot tell the format of .*notes\.csv"):
        match_inputs([str(corpus / "notes.csv")])


def test_glob_skips_files_of_unknown_format_with_a_warning(corpus, caplog):
    (corpus / "README.md").write_text("x")
    (corpus / "_SUCCESS").write_text("")
    with caplog.at_level("WARNING", logger="gristmill"):
        files = match_inputs([str(corpus / "*")])
    assert [Path(f.path).name for f in files] == ["a.jsonl", "b.jsonl", "c.jsonl.gz", "d.parquet"]
    assert "skipped 2 file(s) of unknown format" in caplog.text
    assert "README.md" in caplog.text


@pytest.mark.parametrize("suffix", ["", "/"])
def test_directory_means_every_readable_file_below_it(corpus, suffix, caplog):
    (corpus / "README.md").write_text("x")
    with caplog.at_level("WARNING", logger="gristmill"):
        files = match_inputs([str(corpus) + suffix])
    assert [f.path.removeprefix(str(corpus) + "/") for f in files] == [
        "a.jsonl", "b.jsonl", "c.jsonl.gz", "d.parquet", "sub/e.jsonl"]
    assert "README.md" in caplog.text


def test_directory_without_readable_files_is_an_input_error(tmp_path):
    (tmp_path / "README.md").write_text("x")
    with pytest.raises(InputError, match="matches no file of a known format"):
        match_inputs([str(tmp_path)])


def test_configured_format_applies_to_every_match(corpus):
    (corpus / "notes.txt").write_text("x")
    files = match_inputs([str(corpus / "notes.txt")], "jsonl")
    assert [(f.format, f.compression) for f in files] == [("jsonl", "none")]


# --------------------------------------------------------------------------------------------------
# plan_ranges


def test_plan_ranges_cuts_plain_jsonl_into_contiguous_ranges():
    file = InputFile("a.jsonl", 100, "jsonl", "none")
    assert [(r.start, r.end) for r in plan_ranges(file, 30)] == [(0, 30), (30, 60), (60, 90),
                                                                 (90, 100)]
    assert [(r.start, r.end) for r in plan_ranges(file, 50)] == [(0, 50), (50, 100)]


def test_plan_ranges_keeps_small_and_compressed_files_whole():
    assert plan_ranges(InputFile("a.jsonl", 100, "jsonl", "none"), 100) == [
        ReadRange(InputFile("a.jsonl", 100, "jsonl", "none"), 0, None)]
    gz = InputFile("a.jsonl.gz", 10_000, "jsonl", "gzip")
    assert plan_ranges(gz, 10) == [ReadRange(gz, 0, None)]


# --------------------------------------------------------------------------------------------------
# record_to_document


def test_record_becomes_a_document_with_the_rest_as_metadata():
    doc = to_document({"id": "kjv/Gen/1", "text": "In the beginning", "source": "kjv", "n": 3,
                       "tags": ["a"]}, source="s.jsonl", position=42)
    assert doc == Document(id="kjv/Gen/1", text="In the beginning",
                           metadata={"source": "kjv", "n": 3, "tags": ["a"]}, source="s.jsonl",
                           position=42)


@pytest.mark.parametrize("raw_id, expected", [(7, "7"), (0, "0"), (-3, "-3"), (2**70, str(2**70)),
                                              ("x", "x"), (" ", " ")])
def test_string_and_integer_ids(raw_id, expected):
    assert to_document({"id": raw_id, "text": "t"}).id == expected


@pytest.mark.parametrize("record", [{"text": "t"}, {"id": None, "text": "t"}, {"id": "", "text": "t"}])
def test_missing_null_or_empty_id_is_derived_from_source_and_position(record):
    doc = to_document(record, source="gs://b/in.jsonl", position=1234)
    assert doc.id == "gs://b/in.jsonl:1234"
    assert doc.metadata == {}


def test_custom_text_and_id_fields():
    doc = to_document({"content": "body", "doc_id": 5, "text": "other", "id": "other-id"},
                      text_field="content", id_field="doc_id")
    assert (doc.id, doc.text) == ("5", "body")
    # Named like the document's own fields, they would be overwritten in every output.
    assert doc.metadata == {"input_text": "other", "input_id": "other-id"}


def test_empty_text_is_still_a_document():
    assert to_document({"id": "a", "text": ""}).text == ""


@pytest.mark.parametrize("record, name", [([1, 2], "list"), ("text", "str"), (3, "int"),
                                          (None, "NoneType"), (True, "bool")])
def test_record_that_is_not_an_object(record, name):
    error = record_error(record)
    assert (error.kind, str(error)) == ("read:not_an_object", f"record is a JSON {name}, not an object")


def test_record_without_text():
    error = record_error({"id": "a", "body": "t"})
    assert (error.kind, str(error)) == ("read:missing_text", "record has no 'text' field")


@pytest.mark.parametrize("text, kind", [(None, "null"), (3, "int"), (1.5, "float"), (["a"], "list"),
                                        ({"a": 1}, "dict"), (True, "bool")])
def test_text_that_is_not_a_string(text, kind):
    error = record_error({"id": "a", "text": text})
    assert (error.kind, str(error)) == ("read:text_not_string",
                                        f"field 'text' is {kind}, not a string")


@pytest.mark.parametrize("raw_id, kind", [(1.5, "float"), (True, "bool"), (False, "bool"),
                                          (["a"], "list"), ({"a": 1}, "dict")])
def test_invalid_id(raw_id, kind):
    error = record_error({"id": raw_id, "text": "t"})
    assert (error.kind, str(error)) == ("read:invalid_id",
                                        f"field 'id' is {kind}, not a string or integer")


# --------------------------------------------------------------------------------------------------
# parse_json_line


def test_parse_json_line():
    assert parse_json_line(b'{"id": 1, "text": "caf\xc3\xa9"}\n') == {"id": 1, "text": "caf\u00e9"}


@pytest.mark.parametrize("line", [b'{"text": "caf\xe9"}\n', b"\xff\xfe{}\n", b'{"text": "\xed\xa0\x80"}'])
def test_invalid_utf8_is_told_from_invalid_json(line):
    with pytest.raises(RecordError) as info:
        parse_json_line(line)
    assert info.value.kind == "read:invalid_utf8"
    assert str(info.value).startswith("invalid UTF-8 at byte ")


def test_invalid_utf8_names_the_byte():
    line = b'{"text": "caf\xe9"}\n'
    with pytest.raises(RecordError, match=f"^invalid UTF-8 at byte {line.index(0xE9)} of the line$"):
        parse_json_line(line)


@pytest.mark.parametrize("line", [b'{"text": "And God said, Let there be\n', b"not json\n", b"{}{}\n",
                                  b'{"text": "caf\xc3\xa9",}\n'])
def test_invalid_json(line):
    with pytest.raises(RecordError) as info:
        parse_json_line(line)
    assert info.value.kind == "read:invalid_json"
    assert str(info.value).startswith("invalid JSON: ")


# --------------------------------------------------------------------------------------------------
# iter_jsonl_lines


def varied_lines(seed: int = 7, n: int = 60) -> list[bytes]:
    """Lines of many lengths, empty ones included; the last one has no newline."""
    rng = random.Random(seed)
    lengths = [0, 1, 2, 3, 5, 8, 11, 12, 13, 20, 31]
    lines = [bytes(rng.choice(b'ab {}":,') for _ in range(rng.choice(lengths))) + b"\n"
             for _ in range(n)]
    return lines + [b"tail-no-newline"]


def read_in_ranges(data: bytes, split: int, max_line_bytes: int, open_end: bool = False):
    """Every (offset, line) from ranges of ``split`` bytes, in range order, as the reader sees them."""
    out = []
    for start in range(0, len(data), split):
        end = min(start + split, len(data))
        if open_end and end == len(data):
            end = None
        out.extend(iter_jsonl_lines(io.BytesIO(data), start, end, max_line_bytes))
    return out


def test_whole_stream_yields_every_line_with_its_offset():
    lines = varied_lines()
    assert list(iter_jsonl_lines(io.BytesIO(b"".join(lines)), 0, None, 1000)) == list(
        zip(line_offsets(lines), lines))


def test_every_split_size_yields_every_line_exactly_once():
    lines = varied_lines()
    data = b"".join(lines)
    expected = list(zip(line_offsets(lines), lines))
    assert len(data) > 400
    for split in range(1, len(data) + 1):
        got = read_in_ranges(data, split, max_line_bytes=1000, open_end=split % 2 == 0)
        assert got == expected, f"split size {split}"


def test_every_split_size_with_too_long_lines():
    max_line = 12  # lines of 13+ bytes before the newline are too long; 12 is still fine
    lines = varied_lines(seed=11)
    data = b"".join(lines)
    expected = [(offset, None if len(line.rstrip(b"\n")) > max_line else line)
                for offset, line in zip(line_offsets(lines), lines)]
    assert any(v is None for _, v in expected) and any(v is not None and len(v) == 13
                                                       for _, v in expected)
    for split in range(1, len(data) + 1):
        got = read_in_ranges(data, split, max_line_bytes=max_line)
        assert got == expected, f"split size {split}"


def test_random_ranges_yield_every_line_exactly_once():
    rng = random.Random(3)
    lines = varied_lines(seed=5, n=200)
    data = b"".join(lines)
    expected = list(zip(line_offsets(lines), lines))
    for _ in range(200):
        cuts = sorted(set(rng.sample(range(1, len(data)), rng.randint(1, 40))))
        bounds = [0, *cuts, len(data)]
        got = []
        for start, end in zip(bounds, bounds[1:]):
            got.extend(iter_jsonl_lines(io.BytesIO(data), start, end, 1000))
        assert got == expected, cuts


def test_range_starting_at_a_line_start_owns_that_line():
    data = b"aaa\nbbb\nccc\n"
    assert list(iter_jsonl_lines(io.BytesIO(data), 4, 8, 100)) == [(4, b"bbb\n")]
    assert list(iter_jsonl_lines(io.BytesIO(data), 0, 4, 100)) == [(0, b"aaa\n")]


def test_range_starting_mid_line_begins_at_the_next_line():
    data = b"aaa\nbbb\nccc\n"
    assert list(iter_jsonl_lines(io.BytesIO(data), 5, 9, 100)) == [(8, b"ccc\n")]
    assert list(iter_jsonl_lines(io.BytesIO(data), 1, 4, 100)) == []


def test_line_crossing_the_end_of_a_range_is_read_whole():
    data = b"aaa\nbbbbbbbb\nccc"
    assert list(iter_jsonl_lines(io.BytesIO(data), 0, 5, 100)) == [(0, b"aaa\n"), (4, b"bbbbbbbb\n")]
    assert list(iter_jsonl_lines(io.BytesIO(data), 5, None, 100)) == [(13, b"ccc")]


def test_too_long_line_yields_none_and_reading_continues():
    data = b"12345\n123456\n" + b"z" * 5000 + b"\nabc\n123456"
    assert list(iter_jsonl_lines(io.BytesIO(data), 0, None, 5)) == [
        (0, b"12345\n"), (6, None), (13, None), (5014, b"abc\n"), (5018, None)]


def test_too_long_line_is_not_read_into_memory():
    class CountingStream(io.BytesIO):
        largest = 0

        def readline(self, size=-1):
            line = super().readline(size)
            CountingStream.largest = max(CountingStream.largest, len(line))
            return line

    huge = b"x" * (3 << 20)
    stream = CountingStream(b'{"text": "a"}\n' + huge + b"\n" + b'{"text": "b"}\n')
    assert list(iter_jsonl_lines(stream, 0, None, 100)) == [
        (0, b'{"text": "a"}\n'), (14, None), (14 + len(huge) + 1, b'{"text": "b"}\n')]
    assert CountingStream.largest <= 1 << 20


def test_empty_stream_and_empty_range():
    assert list(iter_jsonl_lines(io.BytesIO(b""), 0, None, 10)) == []
    assert list(iter_jsonl_lines(io.BytesIO(b"abc\n"), 0, 0, 10)) == []


# --------------------------------------------------------------------------------------------------
# ReadRangeFn on its own: one range, outputs collected without a pipeline


def read_range(path: Path, start: int = 0, end: int | None = None, **options):
    """(documents, dead-letter records, counts) of ReadRangeFn over one range of ``path``."""
    fn = ReadRangeFn(text_field="text", id_field="id",
                     max_record_bytes=options.pop("max_record_bytes", 200), **options)
    fn.start_bundle()
    (file,) = match_inputs([str(path)])
    docs, dead = [], []
    for item in fn.process(ReadRange(file, start, end)):
        if isinstance(item, TaggedOutput):
            assert item.tag == DEAD_LETTER
            dead.append(item.value)
        else:
            docs.append(item)
    counts = fn.tally.as_dict()
    return docs, dead, counts


MALFORMED = [
    # (line, dead-letter kind or None for a good record)
    (b'{"id": "ok-1", "text": "good"}\n', None),
    (b'{"id": "utf8", "text": "caf\xe9"}\n', "read:invalid_utf8"),
    (b'{"id": "json", "text": "And God said, Let there be\n', "read:invalid_json"),
    (b'["an", "array"]\n', "read:not_an_object"),
    (b'{"id": "no-text", "body": "x"}\n', "read:missing_text"),
    (b'{"id": "null-text", "text": null}\n', "read:text_not_string"),
    (b'{"id": "number-text", "text": 42}\n', "read:text_not_string"),
    (b'{"id": "list-text", "text": ["a", "b"]}\n', "read:text_not_string"),
    (b'{"id": 1.5, "text": "float id"}\n', "read:invalid_id"),
    (b'{"id": "big", "text": "' + b"x" * 300 + b'"}\n', "read:record_too_large"),
    (b'{"id": "ok-2", "text": "good again"}', None),
]
BAD = [(i, line, kind) for i, (line, kind) in enumerate(MALFORMED) if kind]


@pytest.mark.parametrize("line, kind", [(line, kind) for _, line, kind in BAD],
                         ids=[f"{i}-{kind}" for i, _, kind in BAD])
def test_each_malformed_kind_gives_exactly_one_dead_letter(tmp_path, line, kind):
    good = b'{"id": "ok", "text": "good"}\n'
    path = tmp_path / "one.jsonl"
    path.write_bytes(good + line + good.replace(b'"ok"', b'"ok2"'))
    docs, dead, counts = read_range(path)
    source = str(path)
    assert docs == [Document("ok", "good", {}, source, 0),
                    Document("ok2", "good", {}, source, len(good) + len(line))]
    assert [(d["stage"], d["error"], d["source"], d["position"], d["id"]) for d in dead] == [
        ("read", kind, source, len(good), None)]
    assert counts == {"read/records": 3, f"dead_lettered/{kind}": 1,
                      "read/bytes": path.stat().st_size - (len(line) if kind == "read:record_too_large"
                                                           else 0)}


def test_dead_letters_keep_the_raw_line_or_record(tmp_path):
    path = tmp_path / "bad.jsonl"
    lines = [b'{"id": "json", "text": "cut\n', b'{"id": "u", "text": "caf\xe9"}\n',
             b'{"id": "n", "text": null, "extra": 1}\n', b'{"id": "big", "text": "' + b"x" * 300 + b'"}\n']
    path.write_bytes(b"".join(lines))
    _, dead, _ = read_range(path)
    assert [(d["error"], d["raw"], d["raw_truncated"]) for d in dead] == [
        ("read:invalid_json", '{"id": "json", "text": "cut\n', False),
        ("read:invalid_utf8", '{"id": "u", "text": "caf\\xe9"}\n', False),
        # A parsed record is kept re-serialized, so the dead letter shows what the reader saw.
        ("read:text_not_string", '{"id":"n","text":null,"extra":1}', False),
        # The too-long line is never read into memory, so there is nothing raw to keep.
        ("read:record_too_large", None, False)]


def test_read_range_of_a_split_file_starts_and_stops_at_line_boundaries(tmp_path):
    lines = jsonl(*({"id": f"r{i}", "text": "t" * i} for i in range(10)))
    path = tmp_path / "r.jsonl"
    path.write_bytes(b"".join(lines))
    offsets = line_offsets(lines)
    docs, dead, _ = read_range(path, start=offsets[3] - 1, end=offsets[6])
    assert [(d.id, d.position) for d in docs] == [("r3", offsets[3]), ("r4", offsets[4]),
                                                  ("r5", offsets[5])]
    assert dead == []


# --------------------------------------------------------------------------------------------------
# The run's read step in a pipeline


def read_step(files, *, text_field="text", id_field="id", max_record_bytes=64 << 20,
              split_bytes=64 << 20, max_json_depth=DEFAULT_MAX_JSON_DEPTH):
    """What the run reads with (gristmill.pipeline.graph.read_prepared), without normalization,
    filters or checkpoints: PBegin -> ``{docs, rejects, dead_letter, stats}``."""
    read_fn = ReadRangeFn(text_field=text_field, id_field=id_field,
                          max_record_bytes=max_record_bytes, max_json_depth=max_json_depth)
    return ReadPrepared(files, PlanRangesFn(split_bytes, text_field), PrepareRangeFn(read_fn))


def _tag_doc(doc):
    return ("doc", doc)


def _tag_dead_letter(record: dict):
    return ("dead_letter", (record["stage"], record["error"], record["source"], record["position"]))


def _tag_stat(item):
    return ("stat", item)


def _not_bytes(item) -> bool:
    return item[0] != "read/bytes"


def read_as_the_run_does(files, *, text_field="text", id_field="id", max_record_bytes=64 << 20,
                         max_json_depth=DEFAULT_MAX_JSON_DEPTH):
    """``(documents, dead-letter kinds, counts)`` of the run's read step over ``files``, without
    a pipeline: the reference the tools that read input themselves are compared with."""
    plan = PlanRangesFn(1 << 30, text_field)
    read = ReadRangeFn(text_field=text_field, id_field=id_field, max_record_bytes=max_record_bytes,
                       max_json_depth=max_json_depth)
    plan.start_bundle()
    read.start_bundle()
    planned = [item for file in files for item in plan.process(file)]
    ranges = [item for item in planned if isinstance(item, ReadRange)]
    items = [item for item in planned if not isinstance(item, ReadRange)]
    items += [item for rng in ranges for item in read.process(rng)]
    docs = [item for item in items if isinstance(item, Document)]
    dead = [item.value["error"] for item in items if not isinstance(item, Document)]
    counts = collections.Counter(plan.tally.as_dict())
    counts.update(read.tally.as_dict())
    return docs, dead, dict(counts)


def run_read(files, *, docs, dead_letters=(), stats, **read_options):
    """Run the read step over ``files`` and assert all three outputs exactly, in one check.

    ``dead_letters`` are (error, source, position) of stage ``read``; ``stats`` are the summed counts
    (``read/bytes`` is compared only when it is in ``stats``).
    """
    with BeamTestPipeline(options=PipelineOptions(["--runner=FnApiRunner"])) as p:
        out = p | read_step(files, **read_options)
        counts = out[STATS] | "SumStats" >> SummedStats()
        if "read/bytes" not in stats:
            counts = counts | "DropBytes" >> beam.Filter(_not_bytes)
        everything = ((out[DOCS] | "TagDocs" >> beam.Map(_tag_doc),
                       out[DEAD_LETTER] | "TagDeadLetters" >> beam.Map(_tag_dead_letter),
                       counts | "TagStats" >> beam.Map(_tag_stat))
                      | "All" >> beam.Flatten())
        assert_that(everything, equal_to(
            [("doc", d) for d in docs]
            + [("dead_letter", ("read", *d)) for d in dead_letters]
            + [("stat", kv) for kv in stats.items()]))


RECORDS = [
    {"id": "kjv/Gen/1", "text": "In the beginning God created the heaven and the earth.",
     "source": "kjv"},
    {"id": 17, "text": "An integer id.", "lang": "en"},
    {"text": "No id at all: derived from path and offset."},
    {"id": None, "text": "Null id \u2014 derived as well, with non-ASCII text: caf\u00e9."},
    {"id": "", "text": "Empty id.", "nested": {"a": [1, 2]}},
]


def expected_docs(lines: list[bytes], records: list[dict], source: str) -> list[Document]:
    docs = []
    for offset, record in zip(line_offsets(lines), records):
        raw_id = record.get("id")
        doc_id = str(raw_id) if raw_id not in (None, "") else f"{source}:{offset}"
        metadata = {k: v for k, v in record.items() if k not in ("id", "text")}
        docs.append(Document(id=doc_id, text=record["text"], metadata=metadata, source=source,
                             position=offset))
    return docs


def test_read_plain_gzip_and_zstd_jsonl(tmp_path):
    lines = jsonl(*RECORDS)
    data = b"".join(lines)
    paths = [tmp_path / "in.jsonl", tmp_path / "in.jsonl.gz", tmp_path / "in.jsonl.zst"]
    paths[0].write_bytes(data)
    paths[1].write_bytes(gzip.compress(data, mtime=0))
    paths[2].write_bytes(zstandard.ZstdCompressor(level=3).compress(data))
    files = match_inputs([str(tmp_path / "in.jsonl*")])
    assert [(f.path, f.compression) for f in files] == [
        (str(paths[0]), "none"), (str(paths[1]), "gzip"), (str(paths[2]), "zstd")]
    # Positions in compressed files are offsets in the decompressed stream: the same as plain.
    run_read(files, docs=[doc for path in paths for doc in expected_docs(lines, RECORDS, str(path))],
             stats={"read/records": 3 * len(RECORDS), "read/bytes": 3 * len(data)})


def test_read_jsonl_with_bom_and_blank_lines(tmp_path):
    records = [{"id": "first", "text": "after a byte-order mark"}, {"id": "second", "text": "b"},
               {"id": "third", "text": "c"}]
    a, b, c = jsonl(*records)
    lines = [BOM + a, b"\n", b, b"   \t\r\n", c]
    path = tmp_path / "bom.jsonl"
    path.write_bytes(b"".join(lines))
    offsets = line_offsets(lines)
    source = str(path)
    run_read(match_inputs([source]),
             docs=[Document("first", "after a byte-order mark", {}, source, 0),
                   Document("second", "b", {}, source, offsets[2]),
                   Document("third", "c", {}, source, offsets[4])],
             stats={"read/records": 3, "read/blank_lines": 2, "read/bytes": path.stat().st_size})


def test_read_malformed_records_each_give_one_dead_letter(tmp_path):
    lines = [line for line, _ in MALFORMED]
    path = tmp_path / "malformed.jsonl"
    path.write_bytes(b"".join(lines))
    source = str(path)
    offsets = line_offsets(lines)
    dead = [(kind, source, offset) for (_, kind), offset in zip(MALFORMED, offsets) if kind]
    kinds = [kind for _, kind in MALFORMED if kind]
    assert len(set(kinds)) == 7
    run_read(match_inputs([source]), max_record_bytes=200,
             docs=[Document("ok-1", "good", {}, source, 0),
                   Document("ok-2", "good again", {}, source, offsets[-1])],
             dead_letters=dead,
             stats={"read/records": len(MALFORMED),
                    **{f"dead_lettered/{k}": kinds.count(k) for k in sorted(set(kinds))}})


def write_parquet(path: Path, table: pa.Table, row_group_size: int) -> None:
    pq.write_table(table, path, row_group_size=row_group_size)
    assert pq.ParquetFile(path).metadata.num_row_groups == -(-table.num_rows // row_group_size)


def test_read_parquet_with_three_row_groups(tmp_path):
    ids = ["p0", None, "p2", "p3", None, "p5", "p6"]
    texts = ["zero", "one", "two", "three", "four", None, "six"]
    langs = ["en", "fr", "en", "de", "en", "en", "fr"]
    path = tmp_path / "web.parquet"
    write_parquet(path, pa.table({"id": ids, "text": texts, "lang": langs}), row_group_size=3)
    source = str(path)
    docs = [Document(ids[i] or f"{source}:{i}", texts[i], {"lang": langs[i]}, source, i)
            for i in range(7) if texts[i] is not None]
    assert [d.id for d in docs] == ["p0", f"{source}:1", "p2", "p3", f"{source}:4", "p6"]
    run_read(match_inputs([source]), docs=docs,
             dead_letters=[("read:text_not_string", source, 5)],
             stats={"read/records": 7, "dead_lettered/read:text_not_string": 1})


def test_parquet_ranges_are_row_groups_with_their_first_row(tmp_path):
    path = tmp_path / "web.parquet"
    write_parquet(path, pa.table({"id": [str(i) for i in range(7)], "text": ["t"] * 7}),
                  row_group_size=3)
    file = match_inputs([str(path)])[0]
    fn = PlanRangesFn(split_bytes=1)
    fn.start_bundle()
    assert list(fn.process(file)) == [ReadRange(file, 0, 1, 0), ReadRange(file, 1, 2, 3),
                                      ReadRange(file, 2, 3, 6)]


def test_parquet_integer_ids_too_large_text_and_a_broken_file(tmp_path):
    good, broken = tmp_path / "ints.parquet", tmp_path / "broken.parquet"
    write_parquet(good, pa.table({"id": [10, 11, 12], "text": ["short", "x" * 50, "ok"]}),
                  row_group_size=2)
    broken.write_bytes(b"this is not a parquet file at all")
    run_read(match_inputs([str(tmp_path / "*.parquet")]), max_record_bytes=20,
             docs=[Document("10", "short", {}, str(good), 0), Document("12", "ok", {}, str(good), 2)],
             dead_letters=[("read:record_too_large", str(good), 1),
                           ("read:file_error", str(broken), 0)],
             stats={"read/records": 4, "dead_lettered/read:record_too_large": 1,
                    "dead_lettered/read:file_error": 1})


def truncated_gzip(tmp_path: Path, n: int = 300) -> tuple[Path, list[bytes], int]:
    """A gzip file cut in half, its lines, and how many complete lines its bytes still hold."""
    rng = random.Random(1)
    records = [{"id": f"g{i}", "text": " ".join(rng.choice(["alpha", "beta", "gamma", "delta"])
                                                for _ in range(rng.randint(1, 30)))}
               for i in range(n)]
    lines = jsonl(*records)
    compressed = gzip.compress(b"".join(lines), mtime=0)
    cut = compressed[: len(compressed) // 2]
    path = tmp_path / "cut.jsonl.gz"
    path.write_bytes(cut)
    # What a decoder can recover from the bytes that are there, found without the reader under test.
    recoverable = zlib.decompressobj(wbits=31).decompress(cut)
    complete = recoverable.count(b"\n")
    assert 0 < complete < len(lines)
    assert recoverable.startswith(b"".join(lines[:complete]))
    return path, lines, complete


def gzip_docs(path: Path, lines: list[bytes], complete: int) -> list[Document]:
    return [Document(json.loads(line)["id"], json.loads(line)["text"], {}, str(path), offset)
            for offset, line in zip(line_offsets(lines), lines[:complete])]


def test_truncated_gzip_keeps_the_records_before_the_break_and_dead_letters_the_break(tmp_path):
    path, lines, complete = truncated_gzip(tmp_path)
    # The position of the break is checked in the next test.
    with BeamTestPipeline(options=PipelineOptions(["--runner=FnApiRunner"])) as p:
        out = p | read_step(match_inputs([str(path)]))
        everything = ((out[DOCS] | "TagDocs" >> beam.Map(_tag_doc),
                       out[DEAD_LETTER] | "TagDeadLetters" >> beam.Map(
                           lambda r: ("dead_letter", (r["error"], r["source"],
                                                      r["message"].split(":")[0]))),
                       out[STATS] | SummedStats() | beam.Filter(_not_bytes)
                       | "TagStats" >> beam.Map(_tag_stat))
                      | beam.Flatten())
        assert_that(everything, equal_to(
            [("doc", d) for d in gzip_docs(path, lines, complete)]
            + [("dead_letter", ("read:file_error", str(path), "EOFError")),
               ("stat", ("read/records", complete + 1)),
               ("stat", ("dead_lettered/read:file_error", 1))]))


def test_truncated_gzip_dead_letter_points_at_the_break(tmp_path):
    path, lines, complete = truncated_gzip(tmp_path)
    docs, dead, _ = read_range(path, max_record_bytes=1000)
    assert docs == gzip_docs(path, lines, complete)
    assert [(d["error"], d["position"]) for d in dead] == [
        ("read:file_error", line_offsets(lines)[complete])]


def test_truncated_zstd_is_a_file_error(tmp_path):
    lines = jsonl(*({"id": f"z{i}", "text": f"record {i}"} for i in range(50)))
    compressed = zstandard.ZstdCompressor().compress(b"".join(lines))
    path = tmp_path / "cut.jsonl.zst"
    path.write_bytes(compressed[: len(compressed) * 2 // 3])
    _, dead, _ = read_range(path)
    assert [(d["error"], d["source"]) for d in dead] == [("read:file_error", str(path))]


def test_split_jsonl_reads_every_record_exactly_once(tmp_path):
    rng = random.Random(42)
    records = [{"id": f"s{i}", "text": "w" * rng.choice([0, 1, 5, 17, 40, 60])} for i in range(150)]
    lines = jsonl(*records)
    # Lines over the limit sit across range boundaries too; each is dead-lettered once.
    long_at = {20, 21, 77, 149}
    for i in long_at:
        lines[i] = json.dumps({"id": f"s{i}", "text": "L" * 120}).encode() + b"\n"
    blank_at = {0, 50, 51}
    for i in blank_at:
        lines[i] = b"\n"
    first, second = tmp_path / "part-0.jsonl", tmp_path / "part-1.jsonl"
    first.write_bytes(b"".join(lines[:100]))
    second.write_bytes(b"".join(lines[100:]))
    files = match_inputs([str(tmp_path / "part-*.jsonl")])
    split_bytes = 37
    assert [len(plan_ranges(f, split_bytes)) for f in files] == [
        -(-first.stat().st_size // split_bytes), -(-second.stat().st_size // split_bytes)]
    docs, dead = [], []
    for path, chunk in ((first, lines[:100]), (second, lines[100:])):
        for offset, line in zip(line_offsets(chunk), chunk):
            if line == b"\n":
                continue
            record = json.loads(line)
            if len(line) - 1 > 100:
                dead.append(("read:record_too_large", str(path), offset))
            else:
                docs.append(Document(record["id"], record["text"], {}, str(path), offset))
    assert len(docs) == 150 - len(long_at) - len(blank_at) and len(dead) == len(long_at)
    run_read(files, split_bytes=split_bytes, max_record_bytes=100, docs=docs, dead_letters=dead,
             stats={"read/records": len(docs) + len(dead), "read/blank_lines": len(blank_at),
                    "dead_lettered/read:record_too_large": len(long_at)})

