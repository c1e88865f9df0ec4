"""Broken and hostile input, one case per test (gristmill/transforms/read/; the table is docs/hostile-input.md).

Every input file is built here. Each test runs the real reader (the planning step, which sniffs whole
files, then every planned range) and asserts what comes out: documents with their ids, texts and
positions, dead letters with their kinds and positions, and that ``read/records`` equals documents
plus dead letters.
"""

from __future__ import annotations

import codecs
import gzip
import json
import tracemalloc
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
from gristmill.transforms.read import (SNIFF_BYTES, PlanRangesFn, ReadRange, ReadRangeFn,
                             json_depth_exceeds, lookup_field, match_inputs, sniff_encoding)
from gristmill.transforms.stage import DEAD_LETTER, DOCS, STATS
from tests.stats_keys import SummedStats
from tests.test_read import read_step

MiB = 1 << 20


def offsets(lines: list[bytes]) -> list[int]:
    out, total = [], 0
    for line in lines:
        out.append(total)
        total += len(line)
    return out


def line(record) -> bytes:
    return json.dumps(record, ensure_ascii=False).encode() + b"\n"


def traced_peak(call, *args, **kwargs):
    """``(call(*args, **kwargs), the peak of Python allocations during the call in bytes)``."""
    tracemalloc.start()
    try:
        result = call(*args, **kwargs)
        return result, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def read_all(pattern: str | Path, *, text_field: str = "text", max_record_bytes: int = 1 << 20,
             max_json_depth: int = 64, split_bytes: int = 64 << 20):
    """(documents, dead letters as (kind, source, position), counts) of planning + reading every
    range of every file matching ``pattern``, in plan order, without a pipeline."""
    plan = PlanRangesFn(split_bytes, text_field)
    read = ReadRangeFn(text_field=text_field, id_field="id", max_record_bytes=max_record_bytes,
                       max_json_depth=max_json_depth)
    plan.start_bundle()
    read.start_bundle()
    docs, dead = [], []

    def collect(items):
        for item in items:
            if isinstance(item, TaggedOutput):
                assert item.tag == DEAD_LETTER
                dead.append((item.value["error"], item.value["source"], item.value["position"]))
            else:
                docs.append(item)
                yield item

    for file in match_inputs([str(pattern)]):
        for rng in list(collect(plan.process(file))):
            assert isinstance(rng, ReadRange)
            docs.remove(rng)
            list(collect(read.process(rng)))
    counts = {**plan.tally.as_dict()}
    for key, n in read.tally.as_dict().items():
        counts[key] = counts.get(key, 0) + n
    assert counts.get("read/records", 0) == len(docs) + len(dead)
    assert sum(n for k, n in counts.items() if k.startswith("dead_lettered/")) == len(dead)
    return docs, dead, counts


def write(tmp_path: Path, name: str, data: bytes) -> str:
    path = tmp_path / name
    path.write_bytes(data)
    return str(path)


# --------------------------------------------------------------------------------------------------
# Line structure


def test_utf8_bom_is_skipped_only_at_the_start_of_the_file(tmp_path):
    lines = [b"\xef\xbb\xbf" + line({"id": "a", "text": "first"}),
             b"\xef\xbb\xbf" + line({"id": "b", "text": "mid-file mark"})]
    for name, data in [("bom.jsonl", b"".join(lines)),
                       ("bom.jsonl.gz", gzip.compress(b"".join(lines), mtime=0))]:
        source = write(tmp_path, name, data)
        docs, dead, _ = read_all(source)
        # A BOM anywhere but byte 0 is not a BOM but a stray U+FEFF before the JSON: invalid JSON.
        assert docs == [Document("a", "first", {}, source, 0)]
        assert dead == [("read:invalid_json", source, len(lines[0]))]


def test_crlf_and_mixed_line_endings(tmp_path):
    lines = [b'{"id": "crlf", "text": "a"}\r\n', b'{"id": "lf", "text": "b"}\n',
             b'{"id": "cr1", "text": "c"}\r{"id": "cr2", "text": "d"}\r\n', b"\r\n",
             b'{"id": "last", "text": "e"}\r']
    source = write(tmp_path, "eol.jsonl", b"".join(lines))
    docs, dead, counts = read_all(source)
    at = offsets(lines)
    # JSONL lines end at LF; a lone CR is whitespace to JSON, so two records joined by a bare CR
    # are one line with trailing data: invalid JSON, never half of each.
    assert docs == [Document("crlf", "a", {}, source, at[0]), Document("lf", "b", {}, source, at[1]),
                    Document("last", "e", {}, source, at[4])]
    assert dead == [("read:invalid_json", source, at[2])]
    assert counts["read/blank_lines"] == 1


def test_unicode_line_separators_inside_strings_do_not_split_records(tmp_path):
    text = "line\u2028separator\u2029paragraph\u0085next"
    lines = [line({"id": "seps", "text": text}), line({"id": "after", "text": "x"})]
    assert b"\xe2\x80\xa8" in lines[0] and b"\xc2\x85" in lines[0]
    source = write(tmp_path, "seps.jsonl", b"".join(lines))
    docs, dead, _ = read_all(source)
    assert docs == [Document("seps", text, {}, source, 0),
                    Document("after", "x", {}, source, len(lines[0]))]
    assert dead == []


def test_invalid_utf8_bytes_dead_letter_their_line_only(tmp_path):
    lines = [line({"id": "ok", "text": "caf\u00e9"}), b'{"id": "bad", "text": "caf\xe9"}\n',
             b'{"id": "cut", "text": "\xe2\x82"}\n', line({"id": "ok2", "text": "na\u00efve"})]
    source = write(tmp_path, "mixed.jsonl", b"".join(lines))
    docs, dead, _ = read_all(source)
    at = offsets(lines)
    assert [(d.id, d.text, d.position) for d in docs] == [("ok", "caf\u00e9", 0),
                                                          ("ok2", "na\u00efve", at[3])]
    assert dead == [("read:invalid_utf8", source, at[1]), ("read:invalid_utf8", source, at[2])]


@pytest.mark.parametrize("codec, name", [("utf-16", "UTF-16LE"), ("utf-16-be", "UTF-16BE"),
                                         ("utf-16-le", "UTF-16LE"), ("utf-32", "UTF-32LE")])
def test_utf16_and_utf32_files_are_one_file_level_dead_letter(tmp_path, codec, name):
    records = [{"id": f"w{i}", "text": f"wide text {i}"} for i in range(500)]
    data = "".join(json.dumps(r) + "\n" for r in records).encode(codec)
    source = write(tmp_path, "wide.jsonl", data)
    docs, dead, counts = read_all(source, split_bytes=4096)
    assert docs == [] and dead == [("read:wrong_encoding", source, 0)]
    assert counts == {"read/records": 1, "dead_lettered/read:wrong_encoding": 1}
    assert name in sniff_encoding(data[:SNIFF_BYTES], complete=True)



def test_latin1_file_is_one_file_level_dead_letter_naming_the_encoding(tmp_path):
    records = [{"id": f"l{i}", "text": f"caf\u00e9 cr\u00e8me br\u00fbl\u00e9e no. {i}"}
               for i in range(300)]
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode("latin-1")
    source = write(tmp_path, "latin1.jsonl.gz", gzip.compress(data, mtime=0))
    docs, dead, counts = read_all(source)
    assert docs == [] and dead == [("read:wrong_encoding", source, 0)]
    assert "Latin-1" in sniff_encoding(data[:SNIFF_BYTES], complete=False)
    assert counts["read/records"] == 1


def test_one_corrupt_line_in_a_utf8_file_does_not_condemn_the_file(tmp_path):
    lines = [line({"id": f"u{i}", "text": "plain ascii"}) for i in range(5)]
    lines[2] = b'{"id": "u2", "text": "caf\xe9"}\n'
    source = write(tmp_path, "one_bad.jsonl", b"".join(lines))
    docs, dead, _ = read_all(source)
    assert [d.id for d in docs] == ["u0", "u1", "u3", "u4"]
    assert dead == [("read:invalid_utf8", source, offsets(lines)[2])]


def test_binary_garbage_file_is_one_file_level_dead_letter(tmp_path):
    import random

    rng = random.Random(5)
    source = write(tmp_path, "garbage.jsonl", bytes(rng.randrange(256) for _ in range(20000)))
    docs, dead, _ = read_all(source, split_bytes=1000)
    assert docs == [] and dead == [("read:wrong_encoding", source, 0)]


def test_truncated_last_line_and_missing_trailing_newline(tmp_path):
    good = line({"id": "a", "text": "complete"})
    cut = write(tmp_path, "cut.jsonl", good + b'{"id": "b", "text": "half a rec')
    no_newline = write(tmp_path, "nonl.jsonl", good + b'{"id": "c", "text": "no newline"}')
    docs, dead, _ = read_all(cut)
    assert docs == [Document("a", "complete", {}, cut, 0)]
    assert dead == [("read:invalid_json", cut, len(good))]
    docs, dead, _ = read_all(no_newline)
    assert docs == [Document("a", "complete", {}, no_newline, 0),
                    Document("c", "no newline", {}, no_newline, len(good))]
    assert dead == []


def test_blank_comment_and_garbage_lines(tmp_path):
    lines = [b"\n", b"   \t \n", b"# a shell-style comment\n", b"// a C-style comment\n",
             line({"id": "kept", "text": "between the junk"}), b"garbage garbage\n", b"\x0c\n"]
    source = write(tmp_path, "junk.jsonl", b"".join(lines))
    docs, dead, counts = read_all(source)
    at = offsets(lines)
    assert docs == [Document("kept", "between the junk", {}, source, at[4])]
    # JSONL has no comments (jsonlines.org): they are invalid JSON like any other garbage. A line of
    # whitespace is blank; form feed is not JSON whitespace but bytes.strip() treats it as blank.
    assert dead == [("read:invalid_json", source, at[2]), ("read:invalid_json", source, at[3]),
                    ("read:invalid_json", source, at[5])]
    assert counts["read/blank_lines"] == 3


@pytest.mark.parametrize("raw, kind", [
    (b'["an", "array"]', "read:not_an_object"),
    (b'"just a string"', "read:not_an_object"),
    (b"42", "read:not_an_object"),
    (b"null", "read:not_an_object"),
    (b'{"id": "n", "text": NaN}', "read:invalid_json"),
    (b"NaN", "read:invalid_json"),
    (b"{'id': 'py', 'text': 'x'}", "read:invalid_json"),
    (b'{"id": "dup-key", "text": "a", "text": "b"}', None),
])
def test_json_that_is_not_a_record(tmp_path, raw, kind):
    source = write(tmp_path, "shapes.jsonl", raw + b"\n" + line({"id": "z", "text": "last"}))
    docs, dead, _ = read_all(source)
    if kind is None:
        # Duplicate keys: RFC 8259 section 4 leaves it open; orjson keeps the last, as Python does.
        assert docs[0] == Document("dup-key", "b", {}, source, 0)
        return
    assert docs == [Document("z", "last", {}, source, len(raw) + 1)]
    assert dead == [(kind, source, 0)]


def test_deeply_nested_json_is_dead_lettered_without_recursion(tmp_path):
    within = {"id": "d64", "text": "ok", "meta": json.loads("[" * 63 + "]" * 63)}
    over = b'{"id": "d65", "text": "x", "meta": ' + b"[" * 64 + b"]" * 64 + b"}\n"
    beyond_orjson = b'{"id": "d5000", "text": "x", "m": ' + b"[" * 5000 + b"]" * 5000 + b"}\n"
    brackets_in_text = line({"id": "s", "text": "[" * 500 + "{" * 500})
    lines = [line(within), over, beyond_orjson, brackets_in_text]
    source = write(tmp_path, "deep.jsonl", b"".join(lines))
    docs, dead, _ = read_all(source, max_json_depth=64)
    at = offsets(lines)
    assert [(d.id, d.position) for d in docs] == [("d64", 0), ("s", at[3])]
    assert docs[1].text == "[" * 500 + "{" * 500
    assert dead == [("read:too_deep", source, at[1]), ("read:too_deep", source, at[2])]


def test_json_depth_check_is_iterative():
    deep: list = []
    for _ in range(100_000):  # far past Python's recursion limit
        deep = [deep]
    assert json_depth_exceeds(deep, 64)
    # object 1, list 2, inner list and object 3, empty list 4
    assert not json_depth_exceeds({"a": [[1], {"b": []}]}, 4)
    assert json_depth_exceeds({"a": [[1], {"b": []}]}, 3)
    assert not json_depth_exceeds("scalar", 1)


@pytest.mark.parametrize("text, kind", [(None, "null"), (7, "int"), (["a"], "list"),
                                        ({"a": "b"}, "dict"), (True, "bool")])
def test_text_of_the_wrong_type(tmp_path, text, kind):
    source = write(tmp_path, "types.jsonl", line({"id": "t", "text": text}))
    docs, dead, _ = read_all(source)
    assert docs == [] and dead == [("read:text_not_string", source, 0)]


def test_missing_and_duplicate_ids_are_read_as_they_are(tmp_path):
    lines = [line({"text": "no id"}), line({"id": "same", "text": "first copy"}),
             line({"id": "same", "text": "a different text"}), line({"id": None, "text": "null id"})]
    source = write(tmp_path, "ids.jsonl", b"".join(lines))
    docs, dead, _ = read_all(source)
    at = offsets(lines)
    # The reader cannot see duplicates across files and ranges; (id, source, position) stays unique.
    assert [(d.id, d.text, d.position) for d in docs] == [
        (f"{source}:0", "no id", 0), ("same", "first copy", at[1]),
        ("same", "a different text", at[2]), (f"{source}:{at[3]}", "null id", at[3])]
    assert dead == []


def test_lone_surrogates_nul_and_control_characters(tmp_path):
    lines = [b'{"id": "hi", "text": "a\\ud800b"}\n', b'{"id": "lo", "text": "a\\udc00"}\n',
             b'{"id": "pair", "text": "\\ud83d\\ude00"}\n', b'{"id": "nul", "text": "a\\u0000b\\u0007"}\n',
             b'{"id": "raw-nul", "text": "a\x00b"}\n', b'{"id": "raw-bel", "text": "a\x07b"}\n']
    source = write(tmp_path, "ctl.jsonl", b"".join(lines))
    docs, dead, _ = read_all(source)
    at = offsets(lines)
    # Escaped controls are valid JSON text (normalize removes them later); raw ones are not JSON.
    assert docs == [Document("pair", "\U0001F600", {}, source, at[2]),
                    Document("nul", "a\x00b\x07", {}, source, at[3])]
    assert dead == [("read:lone_surrogate", source, at[0]), ("read:lone_surrogate", source, at[1]),
                    ("read:invalid_json", source, at[4]), ("read:invalid_json", source, at[5])]


# --------------------------------------------------------------------------------------------------
# Size limits


def sixteen_mib_line() -> bytes:
    return b'{"id": "huge", "text": "' + b"a" * (16 * MiB) + b'"}\n'


@pytest.mark.parametrize("compress", ["none", "gzip", "zstd"])
def test_16_mib_line_under_and_over_the_limit(tmp_path, compress):
    small = line({"id": "small", "text": "after"})
    data = sixteen_mib_line() + small
    name, payload = {"none": ("big.jsonl", data),
                     "gzip": ("big.jsonl.gz", gzip.compress(data, compresslevel=1, mtime=0)),
                     "zstd": ("big.jsonl.zst", zstandard.ZstdCompressor(level=1).compress(data))}[
        compress]
    source = write(tmp_path, name, payload)
    docs, dead, _ = read_all(source, max_record_bytes=17 * MiB)
    assert [(d.id, len(d.text), d.position) for d in docs] == [
        ("huge", 16 * MiB, 0), ("small", 5, len(data) - len(small))]
    del docs
    (docs, dead, counts), peak = traced_peak(read_all, source, max_record_bytes=MiB)
    assert docs == [Document("small", "after", {}, source, len(data) - len(small))]
    assert dead == [("read:record_too_large", source, 0)]
    # The line over the limit is skipped in pieces, never held whole.
    assert peak < 8 * MiB, peak


def test_a_one_million_character_word(tmp_path):
    word = "x" * 1_000_000
    source = write(tmp_path, "word.jsonl", line({"id": "w", "text": word}))
    docs, dead, _ = read_all(source, max_record_bytes=2 * MiB)
    assert docs == [Document("w", word, {}, source, 0)] and dead == []


# --------------------------------------------------------------------------------------------------
# Compression: truncated or mislabelled


RECORDS = [{"id": f"c{i}", "text": f"compressed record {i}"} for i in range(40)]
DATA = b"".join(line(r) for r in RECORDS)


def expected(source: str) -> list[Document]:
    lines = [line(r) for r in RECORDS]
    return [Document(r["id"], r["text"], {}, source, at) for r, at in zip(RECORDS, offsets(lines))]


@pytest.mark.parametrize("name, payload", [
    ("plain.jsonl.gz", DATA),
    ("gzip.jsonl.zst", gzip.compress(DATA, mtime=0)),
    ("zstd.jsonl.gz", zstandard.ZstdCompressor().compress(DATA)),
    ("gzip-named-plain.jsonl", gzip.compress(DATA, mtime=0)),
], ids=["gz-that-is-plain", "zst-that-is-gzip", "gz-that-is-zstd", "jsonl-that-is-gzip"])
def test_mislabelled_compression_is_read_by_its_content(tmp_path, name, payload):
    source = write(tmp_path, name, payload)
    docs, dead, counts = read_all(source)
    assert docs == expected(source) and dead == []
    assert counts["read/compression_mismatch"] == 1


@pytest.mark.parametrize("name, compress", [("cut.jsonl.gz", lambda d: gzip.compress(d, mtime=0)),
                                            ("cut.jsonl.zst",
                                             lambda d: zstandard.ZstdCompressor().compress(d))])
def test_truncated_compressed_file_keeps_what_is_there(tmp_path, name, compress):
    big = b"".join(line({"id": f"t{i}", "text": f"record number {i} " * 5}) for i in range(3000))
    whole = compress(big)
    source = write(tmp_path, name, whole[: len(whole) // 2])
    docs, dead, _ = read_all(source)
    assert 0 < len(docs) < 3000
    assert [d.id for d in docs] == [f"t{i}" for i in range(len(docs))]
    assert [(k, s) for k, s, _ in dead] == [("read:file_error", source)]
    # The break is placed after the last complete record read.
    assert dead[0][2] >= docs[-1].position


def test_compressed_file_cut_inside_the_magic_number(tmp_path):
    source = write(tmp_path, "tiny.jsonl.gz", b"\x1f")
    docs, dead, _ = read_all(source)
    # One byte: no magic number, so it is read as plain text: one line that is not JSON.
    assert docs == [] and dead == [("read:invalid_json", source, 0)]


# --------------------------------------------------------------------------------------------------
# Parquet


def parquet(tmp_path: Path, name: str, table: pa.Table, **kwargs) -> str:
    path = tmp_path / name
    pq.write_table(table, path, **kwargs)
    return str(path)


def test_parquet_without_the_text_column_is_one_dead_letter(tmp_path):
    source = parquet(tmp_path, "other.parquet",
                     pa.table({"id": ["a", "b", "c"], "content": ["x", "y", "z"]}))
    docs, dead, counts = read_all(source)
    assert docs == [] and dead == [("read:missing_text", source, 0)]
    docs, dead, _ = read_all(source, text_field="content")
    assert [(d.id, d.text, d.position) for d in docs] == [("a", "x", 0), ("b", "y", 1), ("c", "z", 2)]


def test_parquet_binary_text_decodes_as_utf8_or_dead_letters(tmp_path):
    texts = ["caf\u00e9".encode(), b"caf\xe9", None, b""]
    source = parquet(tmp_path, "bin.parquet",
                     pa.table({"id": pa.array([b"b0", b"b1", b"b2", b"b3"], pa.binary()),
                               "text": pa.array(texts, pa.binary())}))
    docs, dead, _ = read_all(source)
    assert docs == [Document("b0", "caf\u00e9", {}, source, 0), Document("b3", "", {}, source, 3)]
    assert dead == [("read:invalid_utf8", source, 1), ("read:text_not_string", source, 2)]


def test_parquet_dictionary_encoded_and_nullable_text(tmp_path):
    texts = pa.array(["red", "green", None, "red", "blue"]).dictionary_encode()
    source = parquet(tmp_path, "dict.parquet",
                     pa.table({"id": [f"d{i}" for i in range(5)], "text": texts}),
                     row_group_size=2)
    assert pa.types.is_dictionary(pq.read_table(source).schema.field("text").type)
    docs, dead, _ = read_all(source, max_record_bytes=4)
    assert [(d.id, d.text, d.position) for d in docs] == [("d0", "red", 0), ("d3", "red", 3),
                                                          ("d4", "blue", 4)]
    assert dead == [("read:record_too_large", source, 1), ("read:text_not_string", source, 2)]


def test_text_inside_a_struct_with_a_dotted_field(tmp_path):
    table = pa.table({"id": ["s0", "s1", "s2"],
                      "content": [{"text": "nested", "lang": "en"}, {"text": None, "lang": "fr"},
                                  None],
                      "content.text": ["literal wins", None, "literal only"]})
    source = parquet(tmp_path, "struct.parquet", table.drop_columns(["content.text"]))
    docs, dead, _ = read_all(source, text_field="content.text")
    assert docs == [Document("s0", "nested", {"content": {"lang": "en"}}, source, 0)]
    assert dead == [("read:text_not_string", source, 1), ("read:missing_text", source, 2)]
    both = parquet(tmp_path, "both.parquet", table)
    docs, _, _ = read_all(both, text_field="content.text")
    assert [d.text for d in docs] == ["literal wins", "literal only"]
    assert docs[0].metadata == {"content": {"text": "nested", "lang": "en"}}
    jsonl = write(tmp_path, "struct.jsonl", line({"id": "j", "content": {"text": "deep", "n": 1}}))
    docs, dead, _ = read_all(jsonl, text_field="content.text")
    assert docs == [Document("j", "deep", {"content": {"n": 1}}, jsonl, 0)] and dead == []


def test_lookup_field_prefers_a_literal_dotted_key():
    record = {"a.b": 1, "a": {"b": 2}}
    assert lookup_field(record, "a.b") == (True, 1)
    assert lookup_field({"a": {"b": 2}}, "a.b") == (True, 2)
    assert lookup_field({"a": "not an object"}, "a.b") == (False, None)


def test_parquet_zero_rows_and_many_row_groups(tmp_path):
    empty = parquet(tmp_path, "empty.parquet", pa.table({"id": pa.array([], pa.string()),
                                                         "text": pa.array([], pa.string())}))
    assert read_all(empty) == ([], [], {})
    n = 1000
    many = parquet(tmp_path, "many.parquet",
                   pa.table({"id": [f"r{i}" for i in range(n)], "text": [f"t{i}" for i in range(n)]}),
                   row_group_size=7)
    assert pq.ParquetFile(many).metadata.num_row_groups == -(-n // 7)
    docs, dead, counts = read_all(many)
    assert [(d.id, d.position) for d in docs] == [(f"r{i}", i) for i in range(n)]
    assert counts["read/records"] == n


def test_parquet_truncated_footer_and_not_parquet_at_all(tmp_path):
    good = parquet(tmp_path, "good.parquet", pa.table({"id": ["a"], "text": ["b"]}))
    data = Path(good).read_bytes()
    cut = write(tmp_path, "cut.parquet", data[:-10])
    fake = write(tmp_path, "fake.parquet", line({"id": "j", "text": "json, not parquet"}))
    for source in (cut, fake):
        docs, dead, _ = read_all(source)
        assert docs == [] and dead == [("read:file_error", source, 0)]


def test_huge_parquet_cell_is_refused_before_it_becomes_a_python_string(tmp_path):
    source = parquet(tmp_path, "cell.parquet",
                     pa.table({"id": ["big", "small"], "text": ["z" * (16 * MiB), "fine"]}))
    (docs, dead, _), peak = traced_peak(read_all, source, max_record_bytes=MiB)
    assert docs == [Document("small", "fine", {}, source, 1)]
    assert dead == [("read:record_too_large", source, 0)]
    # Arrow holds the column chunk (outside Python's heap); Python never copies the cell.
    assert peak < 4 * MiB, peak


# --------------------------------------------------------------------------------------------------
# The same through the run's read step in a pipeline


def _tag(kind):
    return lambda item: (kind, item)


def test_read_input_counts_file_level_dead_letters_once(tmp_path):
    wide = write(tmp_path, "a_wide.jsonl", codecs.BOM_UTF16_LE + '{"text": "x"}\n'.encode("utf-16-le"))
    good_lines = [line({"id": "g", "text": "good"}), b"{'text': 'repr'}\n"]
    good = write(tmp_path, "b_good.jsonl.zst", gzip.compress(b"".join(good_lines), mtime=0))
    with BeamTestPipeline(options=PipelineOptions(["--runner=FnApiRunner"])) as p:
        out = p | read_step(match_inputs([str(tmp_path / "*.jsonl*")]), split_bytes=8)
        stats = (out[STATS] | SummedStats()
                 | beam.Filter(lambda kv: kv[0] != "read/bytes"))
        assert_that((out[DOCS] | "D" >> beam.Map(_tag("doc")),
                     out[DEAD_LETTER] | "L" >> beam.Map(
                         lambda r: ("dead", (r["error"], r["source"], r["position"]))),
                     stats | "S" >> beam.Map(_tag("stat"))) | beam.Flatten(),
                    equal_to([("doc", Document("g", "good", {}, good, 0)),
                              ("dead", ("read:wrong_encoding", wide, 0)),
                              ("dead", ("read:invalid_json", good, len(good_lines[0]))),
                              ("stat", ("read/records", 3)),
                              ("stat", ("read/compression_mismatch", 1)),
                              ("stat", ("dead_lettered/read:wrong_encoding", 1)),
                              ("stat", ("dead_lettered/read:invalid_json", 1))]))


def test_sniff_encoding_leaves_a_sequence_cut_at_the_window_alone():
    head = "caf\u00e9\n".encode() * 10 + "\u00e9".encode()[:1]
    assert sniff_encoding(head, complete=False) is None
    assert sniff_encoding(b"plain ascii\n", complete=True) is None


# --------------------------------------------------------------------------------------------------
# Duplicate ids through the whole pipeline

GENESIS = ("In the beginning God created the heaven and the earth. And the earth was without form, "
           "and void; and darkness was upon the face of the deep. And the Spirit of God moved upon "
           "the face of the waters. And God said, Let there be light: and there was light. And God "
           "saw the light, that it was good: and God divided the light from the darkness.")
EXODUS = ("Now these are the names of the children of Israel, which came into Egypt; every man and "
          "his household came with Jacob. Reuben, Simeon, Levi, and Judah, Issachar, Zebulun, and "
          "Benjamin, Dan, and Naphtali, Gad, and Asher. And all the souls that came out of the loins "
          "of Jacob were seventy souls: for Joseph was in Egypt already.")
PSALM = ("The LORD is my shepherd; I shall not want. He maketh me to lie down in green pastures: he "
         "leadeth me beside the still waters. He restoreth my soul: he leadeth me in the paths of "
         "righteousness for his name's sake.")


def duplicate_id_corpus(tmp_path: Path) -> list[Path]:
    """Two files. ``dup`` names two different texts; one of them (Genesis) has a near-duplicate
    under the smaller id ``a-near``, so near dedup must drop that ``dup`` and keep the other."""
    first = [{"id": "dup", "text": GENESIS}, {"id": "psalm", "text": PSALM}]
    second = [{"id": "a-near", "text": GENESIS.replace("without form", "formless")},
              {"id": "dup", "text": EXODUS}]
    paths = [tmp_path / "in" / "one.jsonl", tmp_path / "in" / "two.jsonl"]
    paths[0].parent.mkdir()
    for path, records in zip(paths, (first, second)):
        path.write_bytes(b"".join(line(r) for r in records))
    return paths


def run_pipeline(tmp_path: Path, name: str, files, *flags: str, unique_ids: bool,
                 monkeypatch) -> Path:
    from gristmill.pipeline import graph as pipeline
    from gristmill.pipeline.config import load_config

    out = tmp_path / name
    config = load_config("configs/default.yaml", [
        f"input.paths={tmp_path / 'in' / '*.jsonl'}", f"output.path={out}",
        "dedup.near.enabled=true", "dedup.segments.enabled=true",
        f"input.duplicate_ids={'rename' if unique_ids else 'keep'}"])
    with beam.Pipeline(options=PipelineOptions(["--runner=FnApiRunner", *flags])) as p:
        pipeline.build_pipeline(p, config, files=files)
    return out


def output_digests(out: Path) -> dict:
    """Digest of every output file but the manifest and the report, which name the output path."""
    import hashlib

    return {str(p.relative_to(out)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(out.rglob("*")) if p.is_file() and p.name not in ("report.html", "manifest.json")}


def kept_documents(out: Path) -> list[tuple[str, str]]:
    return sorted((d["id"], d["text"][:20]) for d in pq.read_table(out / "documents").to_pylist())


@pytest.mark.slow
def test_duplicate_ids_renamed_at_read_are_deterministic_and_lose_nothing(tmp_path, monkeypatch):
    paths = duplicate_id_corpus(tmp_path)
    files = match_inputs([str(p) for p in paths])
    one = run_pipeline(tmp_path, "one", files, unique_ids=True, monkeypatch=monkeypatch)
    two = run_pipeline(tmp_path, "two", list(reversed(files)), "--direct_num_workers=2",
                       unique_ids=True, monkeypatch=monkeypatch)
    assert output_digests(one) == output_digests(two)
    # Near dedup keeps the smallest id of the Genesis pair (a-near) and drops "dup" (Genesis, the
    # first holder of the id); the Exodus record, renamed, is nobody's duplicate and stays.
    near_line = line({"id": "a-near", "text": GENESIS.replace("without form", "formless")})
    assert kept_documents(one) == [("a-near", GENESIS[:20]), (f"dup@{paths[1]}:{len(near_line)}",
                                                              EXODUS[:20]), ("psalm", PSALM[:20])]
    stats = json.loads((one / "stats.json").read_text())["documents"]
    assert (stats["read"], stats["kept"], stats["dropped"]) == (4, 3, {"dedup:near": 1})


@pytest.mark.slow
@pytest.mark.xfail(strict=True, reason="near dedup (gristmill/transforms/dedup/near.py, verify.py) joins "
                   "documents by id alone: documents sharing an id share one decision")
def test_duplicate_ids_kept_as_they_are_break_near_dedup(tmp_path, monkeypatch):
    paths = duplicate_id_corpus(tmp_path)
    out = run_pipeline(tmp_path, "out", match_inputs([str(p) for p in paths]), unique_ids=False,
                       monkeypatch=monkeypatch)
    # What goes wrong today: the Exodus "dup" is dropped with its namesake; and since exact
    # verification compares the first document grouped under an id (gristmill/transforms/dedup/verify.py),
    # another delivery order keeps both "dup" documents and drops nothing.
    assert kept_documents(out) == [("a-near", GENESIS[:20]), ("dup", EXODUS[:20]),
                                   ("psalm", PSALM[:20])]


def test_unique_ids_renames_all_but_the_first_holder_even_for_hot_ids(tmp_path):
    from gristmill.transforms.read import UniqueIds

    docs = [Document("solo", "s", {}, "b.jsonl", 0)]
    docs += [Document("hot", f"h{i}", {}, "b.jsonl" if i % 2 else "a.jsonl", i * 10)
             for i in range(25)]
    docs += [Document("pair", "p0", {}, "b.jsonl", 5), Document("pair", "p1", {}, "a.jsonl", 7)]
    first_hot = ("a.jsonl", 0)
    expected = [docs[0]] + [d if (d.source, d.position) == first_hot
                            else d.replace(id=f"hot@{d.source}:{d.position}") for d in docs[1:26]]
    expected += [docs[26].replace(id="pair@b.jsonl:5"), docs[27]]
    with BeamTestPipeline(options=PipelineOptions(["--runner=FnApiRunner"])) as p:
        out = p | beam.Create(docs, reshuffle=False) | UniqueIds(max_bucket=4)
        assert_that(out[DOCS], equal_to(expected), label="Docs")
        assert_that(out[STATS] | SummedStats(), equal_to(
            [("read/duplicate_ids", 2), ("read/renamed_ids", 25)]), label="Stats")


def test_zstd_frame_check_knows_where_frames_end():
    from gristmill.transforms.read import ZstdFrameCheck

    text = b"".join(line({"id": f"f{i}", "text": "frame " * (i % 7)}) for i in range(2000))
    with_checksum = zstandard.ZstdCompressor(level=3, write_checksum=True).compress(text)
    streamed = zstandard.ZstdCompressor(write_content_size=False).compressobj()
    no_size = streamed.compress(text[:5000]) + streamed.flush()
    skippable = b"\x50\x2a\x4d\x18" + (5).to_bytes(4, "little") + b"12345"
    rle = zstandard.ZstdCompressor().compress(b"\x00" * 300_000)
    stream = with_checksum + skippable + no_size + rle
    ends = {0}
    for part in (with_checksum, skippable, no_size, rle):
        ends.add(max(ends) + len(part))
    for cut in list(range(0, 64)) + list(range(0, len(stream) + 1, 97)) + sorted(ends):
        check = ZstdFrameCheck()
        # Fed in uneven pieces, as a stream delivers them.
        for i in range(0, cut, 13):
            check.feed(stream[i:min(i + 13, cut)])
        assert check.between_frames == (cut in ends), cut
