"""Hostile records: ids that collide after renaming, integers beyond 64 bits, and records whose parse
or metadata would take far more memory than their size (gristmill/transforms/read/, gristmill/transforms/write.py)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import apache_beam as beam
import orjson
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from apache_beam.options.pipeline_options import PipelineOptions
# Aliased so that pytest does not try to collect Beam's TestPipeline class as a test class.
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline

from gristmill.transforms.document import Document
from gristmill.transforms.read import (RecordError, UniqueIds, disambiguated_id, json_depth_exceeds,
                             parse_json_line, record_to_document)
from gristmill.transforms.stage import DOCS, STATS
from gristmill.transforms.write import (MetadataKindsFn, documents_table, encode_documents_jsonl,
                              unify_kinds, value_kind, value_kinds)
from tests.stats_keys import SummedStats

MiB = 1 << 20
BIG = 123456789012345678901234567890


# Filled by the in-process runner, which finds this module's functions by name.
_COLLECTED: dict[str, list] = {}


def _collect(item, kind: str):
    _COLLECTED.setdefault(kind, []).append(item)


def unique_ids(docs: list[Document], max_bucket: int = 1000):
    """(documents out of :class:`UniqueIds`, summed counters), fed in the order given."""
    _COLLECTED.clear()
    with BeamTestPipeline(options=PipelineOptions(["--runner=FnApiRunner"])) as p:
        out = p | beam.Create(docs, reshuffle=False) | UniqueIds(max_bucket=max_bucket)
        out[DOCS] | "CollectDocs" >> beam.Map(_collect, "docs")
        out[STATS] | SummedStats() | "CollectStats" >> beam.Map(_collect, "stats")
    return _COLLECTED.get("docs", []), dict(_COLLECTED.get("stats", []))


# --------------------------------------------------------------------------------------------------
# Item 9: duplicate_ids=rename gives every document its own id


def test_a_renamed_id_never_takes_an_id_the_input_already_has():
    docs = [Document("x", "first", {}, "f.jsonl", 0),
            Document("x", "second", {}, "f.jsonl", 10),
            # Exactly what the second "x" would be renamed to.
            Document("x@f.jsonl:10", "squatter", {}, "f.jsonl", 20)]
    out, stats = unique_ids(docs)
    ids = {d.text: d.id for d in out}
    assert len(out) == 3 and len(set(ids.values())) == 3, ids
    # The input's own ids stay; only the document that had to be renamed moves on.
    assert ids["first"] == "x" and ids["squatter"] == "x@f.jsonl:10"
    assert ids["second"].startswith("x@f.jsonl:10")
    assert stats["read/renamed_ids"] == 1 and stats["read/renamed_id_collisions"] == 1


def test_a_chain_of_squatters_cannot_force_a_collision():
    docs = [Document("x", "first", {}, "f.jsonl", 0), Document("x", "second", {}, "f.jsonl", 10)]
    squat = "x"
    for i in range(5):  # every id a second or third renaming round could pick
        squat += "@f.jsonl:10"
        docs.append(Document(squat, f"squatter{i}", {}, "g.jsonl", i))
        docs.append(Document(squat + "@", f"padded{i}", {}, "g.jsonl", 100 + i))
    out, _ = unique_ids(docs)
    assert len(out) == len(docs)
    assert len({d.id for d in out}) == len(docs)
    assert {d.text: d.id for d in out}["first"] == "x"


def test_sources_and_ids_with_at_signs_cannot_make_two_renamed_ids_equal():
    # Before: "x" read from "y@s" and "x@y" read from "s", both at position 1, both became
    # "x@y@s:1".
    docs = [Document("x", "x0", {}, "a.jsonl", 0), Document("x", "x1", {}, "y@s", 1),
            Document("x@y", "xy0", {}, "a.jsonl", 0), Document("x@y", "xy1", {}, "s", 1)]
    out, _ = unique_ids(docs)
    assert len({d.id for d in out}) == 4, [d.id for d in out]
    assert disambiguated_id(docs[1]) != disambiguated_id(docs[3])


def test_disambiguated_ids_are_unchanged_for_plain_sources():
    doc = Document("dup", "t", {}, "gs://bucket/in/part-1.jsonl", 42)
    assert disambiguated_id(doc) == "dup@gs://bucket/in/part-1.jsonl:42"


def test_renaming_is_the_same_whatever_the_order_and_bucket_size():
    docs = [Document("x", "first", {}, "f.jsonl", 0)]
    docs += [Document("x", f"copy{i}", {}, "f.jsonl", 10 * i) for i in range(1, 12)]
    docs += [Document(f"x@f.jsonl:{10 * i}", f"squat{i}", {}, "g.jsonl", i) for i in range(1, 12)]
    one, _ = unique_ids(docs, max_bucket=3)
    two, _ = unique_ids(list(reversed(docs)), max_bucket=1000)
    assert sorted((d.text, d.id) for d in one) == sorted((d.text, d.id) for d in two)
    assert len({d.id for d in one}) == len(docs)


# --------------------------------------------------------------------------------------------------
# Item 10: integers beyond 64 bits stay exact


@pytest.mark.parametrize("number", [BIG, 1 << 64, -(1 << 63) - 1, (1 << 64) - 1, -(1 << 63),
                                    10 ** 400])
def test_integers_of_any_size_parse_exactly(number):
    line = b'{"id": %d, "text": "t", "n": [%d, 1.5], "m": {"k": %d}}' % (number, number, number)
    record = parse_json_line(line)
    assert record["n"] == [number, 1.5] and type(record["n"][0]) is int
    assert record["m"]["k"] == number and type(record["m"]["k"]) is int
    doc = record_to_document(record, source="s", position=0, text_field="text", id_field="id")
    assert doc.id == str(number)


def test_float_values_and_plain_records_parse_as_before():
    line = b'{"id": "a", "text": "t", "f": 1e300, "g": 12345678901234567890.5, "h": -2.5e19}'
    assert parse_json_line(line) == orjson.loads(line)
    for bad in (b'{"text": NaN}', b'{"text": 1e400}', b'{"text": "\\ud800"}',
                b'{"a": 1' + b"0" * 30):
        with pytest.raises(RecordError):
            parse_json_line(bad)


def test_an_integer_past_the_digit_limit_is_a_dead_letter_not_a_crash():
    with pytest.raises(RecordError) as err:
        parse_json_line(b'{"id": 1, "text": "t", "n": ' + b"7" * 5000 + b"}")
    assert err.value.kind == "read:number_too_large"


def test_int64_values_that_a_float_cannot_hold_are_not_widened_to_float():
    exact = (1 << 53) + 1
    assert unify_kinds(value_kinds(exact) | value_kinds(0.5)) == "json"
    assert unify_kinds(value_kinds(-exact) | value_kinds(0.5)) == "json"
    assert unify_kinds(value_kinds(3) | value_kinds(0.5)) == "float"  # as before
    assert unify_kinds(value_kinds(exact) | value_kinds(3)) == "int"
    assert value_kind(exact) == "int"


def columns_of(docs: list[Document], **kwargs) -> dict[str, str]:
    fn = MetadataKindsFn(**kwargs)
    acc = fn.create_accumulator()
    for doc in docs:
        acc = fn.add_input(acc, doc)
    return fn.extract_output(fn.merge_accumulators([acc]))


def test_documents_output_keeps_big_integers_exactly():
    docs = [Document("a", "t", {"n": BIG, "w": (1 << 53) + 1, "i": 1 << 62}, "s", 0),
            Document("b", "t", {"n": 5, "w": 0.5, "i": 3}, "s", 1)]
    columns = columns_of(docs)
    table = documents_table(docs, columns)
    rows = table.to_pylist()
    assert table.schema.field("i").type == pa.int64() and rows[0]["i"] == 1 << 62
    assert [json.loads(r["n"]) for r in rows] == [BIG, 5]
    assert rows[0]["n"] == str(BIG)
    assert rows[0]["w"] == str((1 << 53) + 1)
    data, _ = encode_documents_jsonl(docs, columns)
    first = data.decode().splitlines()[0]
    assert f'"n":{BIG}' in first and json.loads(first)["n"] == BIG


# --------------------------------------------------------------------------------------------------
# Item 13: bounded memory


def test_distinct_metadata_keys_get_at_most_the_cap_of_columns_and_the_rest_one_json_column():
    docs = [Document(f"d{i}", "t", {"url": f"u{i}", "lang": "en", f"k{i:04d}": i}, "s", i)
            for i in range(50)]
    columns = columns_of(docs, max_columns=4)
    assert list(columns) == ["k0000", "lang", "url", "metadata_json"]
    rows = documents_table(docs, columns).to_pylist()
    assert rows[0] == {"id": "d0", "text": "t", "k0000": 0, "lang": "en", "url": "u0",
                       "metadata_json": None}
    assert rows[7]["metadata_json"] == '{"k0007":7}' and rows[7]["k0000"] is None


def test_metadata_columns_are_unchanged_under_the_cap():
    docs = [Document("a", "t", {"url": "u", "score": 1}, "s", 0),
            Document("b", "t", {"url": "v", "score": 0.5, "tags": ["x"]}, "s", 1)]
    assert columns_of(docs) == {"score": "float", "tags": "json", "url": "str"}


def test_metadata_kinds_accumulator_stays_bounded_and_the_choice_does_not_depend_on_order():
    fn = MetadataKindsFn(max_columns=8)
    docs = [Document(f"d{i}", "t", {"common": 1, f"rare{i:06d}": i, "lang": "x"}, "s", i)
            for i in range(20_000)]
    accs = []
    for part in (docs[::3], docs[1::3], docs[2::3]):
        acc = fn.create_accumulator()
        for doc in part:
            acc = fn.add_input(acc, doc)
            assert len(acc) <= fn.max_candidates * 2 + 1
        accs.append(acc)
    merged = fn.merge_accumulators(accs)
    assert len(merged) <= fn.max_candidates * 2 + 1
    columns = fn.extract_output(merged)
    reverse = fn.create_accumulator()
    for doc in reversed(docs):
        reverse = fn.add_input(reverse, doc)
    assert fn.extract_output(reverse) == columns
    assert list(columns) == ["common", "lang", *(f"rare{i:06d}" for i in range(5)), "metadata_json"]


def test_a_name_to_count_mapping_with_ever_new_names_stays_bounded():
    fn = MetadataKindsFn()
    acc = fn.create_accumulator()
    for i in range(5000):
        acc = fn.add_input(acc, Document(f"d{i}", "t", {"pii_counts": {f"name{i}": 1}}, "s", i))
    assert len(acc["pii_counts"][1]) < 100
    assert fn.extract_output(acc) == {"pii_counts": "json"}


def test_json_depth_check_does_not_copy_a_wide_record():
    import tracemalloc

    wide = [[] for _ in range(200_000)]
    tracemalloc.start()
    try:
        assert not json_depth_exceeds({"m": wide}, 4)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 1 * MiB, peak


RECORD_SHAPES = {
    "ascii_text": lambda n: {"id": "x", "text": "a" * n},
    "cjk_text": lambda n: {"id": "x", "text": "\u4e2d" * (n // 3)},
    "csv_text": lambda n: {"id": "x", "text": "1,2,3,4," * (n // 8)},
    "empty_lists": lambda n: {"id": "x", "text": "t", "m": [[] for _ in range(n // 3)]},
    "zeros": lambda n: {"id": "x", "text": "t", "m": [0] * (n // 2)},
    "floats": lambda n: {"id": "x", "text": "t", "m": [0.5] * (n // 4)},
    "long_floats": lambda n: {"id": "x", "text": "t", "m": [i / 7 for i in range(n // 20)]},
    "sentences": lambda n: {"id": "x", "text": "t",
                            "m": [f"sentence number {i:09d} here" for i in range(n // 33)]},
    "short_strings": lambda n: {"id": "x", "text": "t", "m": ["ab"] * (n // 5)},
    "distinct_keys": lambda n: {"id": "x", "text": "t",
                                "m": {f"{i:x}": 0 for i in range(n // 10)}},
}

# Peak resident memory of reading one file in a fresh process: the high-water mark is reset (Linux
# /proc/self/clear_refs) once the imports are done, so it measures the read alone.
_MEASURE = textwrap.dedent("""
    import sys
    from apache_beam.pvalue import TaggedOutput
    from gristmill.transforms.read import PlanRangesFn, ReadRangeFn, match_inputs

    def status(field):
        with open("/proc/self/status") as f:
            return next(int(l.split()[1]) * 1024 for l in f if l.startswith(field + ":"))

    plan = PlanRangesFn(1 << 30, "text")
    read = ReadRangeFn(text_field="text", id_field="id", max_record_bytes=64 << 20)
    plan.start_bundle(); read.start_bundle()
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")
    before = status("VmRSS")
    out = [item.value["error"] if isinstance(item, TaggedOutput) else "doc"
           for file in match_inputs([sys.argv[1]]) for rng in plan.process(file)
           for item in read.process(rng)]
    print(out[0], status("VmHWM") - before)
""")


@pytest.mark.parametrize("shape", sorted(RECORD_SHAPES))
def test_one_large_record_is_read_in_at_most_ten_times_its_size(tmp_path, shape):
    path = tmp_path / "one.jsonl"
    path.write_text(json.dumps(RECORD_SHAPES[shape](8 * MiB), ensure_ascii=False,
                               separators=(",", ":")) + "\n", encoding="utf-8")
    size = path.stat().st_size
    result = subprocess.run([sys.executable, "-c", _MEASURE, str(path)], capture_output=True,
                            text=True, timeout=60, cwd=Path(__file__).resolve().parents[1])
    assert result.returncode == 0, result.stderr[-2000:]
    outcome, peak = result.stdout.split()
    assert outcome in ("doc", "read:too_many_values"), outcome
    if shape.endswith("_text") or shape in ("long_floats", "sentences"):
        assert outcome == "doc"  # text, and values of a dozen bytes and more, are never refused
    assert int(peak) <= 10 * size, (outcome, int(peak) / size)


# --------------------------------------------------------------------------------------------------
# The whole pipeline


@pytest.mark.slow
def test_a_whole_run_keeps_ids_unique_and_exact_and_caps_metadata_columns(tmp_path, monkeypatch,
                                                                          sample_dir):
    import gzip

    from gristmill.cli import main
    from gristmill.transforms import write

    monkeypatch.setattr(write, "MAX_METADATA_COLUMNS", 4)
    chapters = [json.loads(row)["text"] for row in gzip.open(sample_dir / "kjv.jsonl.gz")][:8]
    path = tmp_path / "in.jsonl"
    first = json.dumps({"id": "dup", "text": chapters[0], "k0": 0}) + "\n"
    records = [{"id": "dup", "text": chapters[1], "k1": 1},
               {"id": f"dup@{path}:{len(first)}", "text": chapters[2], "k2": 2},
               {"id": BIG, "text": chapters[3], "n": 1 << 70, "w": (1 << 53) + 1},
               *({"id": f"c{i}", "text": chapters[i], "w": 0.5, "lang": "en"} for i in range(4, 8))]
    path.write_text(first + "".join(json.dumps(r) + "\n" for r in records))
    out = tmp_path / "out"
    assert main(["run", "-c", "configs/default.yaml", f"input.paths={path}",
                 f"output.path={out}", "filters.enabled=false"]) == 0
    rows = pq.read_table(out / "documents").to_pylist()
    ids = [row["id"] for row in rows]
    assert len(ids) == len(set(ids)) == 8, ids
    assert str(BIG) in ids and f"dup@{path}:{len(first)}" in ids and "dup" in ids
    assert len(rows[0]) <= 2 + 4 and "metadata_json" in rows[0]
    big = next(row for row in rows if row["id"] == str(BIG))
    rest = json.loads(big["metadata_json"] or "{}")
    n = rest["n"] if "n" in rest else json.loads(big["n"])
    w = rest["w"] if "w" in rest else json.loads(big["w"])
    assert (n, w) == (1 << 70, (1 << 53) + 1) and type(n) is type(w) is int


def test_parquet_unsigned_and_decimal_values_stay_exact(tmp_path):
    import decimal

    from apache_beam.pvalue import TaggedOutput

    from gristmill.transforms.read import PlanRangesFn, ReadRangeFn, match_inputs

    path = tmp_path / "wide.parquet"
    pq.write_table(pa.table({
        "id": pa.array([(1 << 64) - 1], pa.uint64()), "text": ["t"],
        "n": pa.array([(1 << 64) - 2], pa.uint64()),
        "d": pa.array([decimal.Decimal(10 ** 30)], pa.decimal128(38, 0))}), path)
    plan, read = PlanRangesFn(1 << 20, "text"), ReadRangeFn(text_field="text", id_field="id",
                                                            max_record_bytes=MiB)
    plan.start_bundle()
    read.start_bundle()
    docs = [d for file in match_inputs([str(path)]) for rng in plan.process(file)
            for d in read.process(rng) if not isinstance(d, TaggedOutput)]
    assert [d.id for d in docs] == [str((1 << 64) - 1)]
    columns = columns_of(docs)
    row = documents_table(docs, columns).to_pylist()[0]
    assert json.loads(row["n"]) == (1 << 64) - 2
    assert decimal.Decimal(json.loads(row["d"])) == 10 ** 30


def test_metadata_named_like_the_documents_own_fields_is_kept_under_another_name():
    from gristmill.transforms.read import record_to_document
    from gristmill.transforms.write import MetadataKindsFn, documents_table, encode_documents_jsonl

    record = {"body": "the text", "key": "k1", "id": 7, "text": "a second text",
              "input_text": "taken"}
    doc = record_to_document(record, source="f.jsonl", position=0, text_field="body",
                             id_field="key")
    assert (doc.id, doc.text) == ("k1", "the text")
    assert doc.metadata == {"input_id": 7, "input_input_text": "a second text",
                            "input_text": "taken"}
    fn = MetadataKindsFn()
    columns = fn.extract_output(fn.add_input(fn.create_accumulator(), doc))
    row = documents_table([doc], columns).to_pylist()[0]
    assert row["input_id"] == 7 and row["input_input_text"] == "a second text"
    assert (row["id"], row["text"]) == ("k1", "the text")
    line = json.loads(encode_documents_jsonl([doc], columns)[0])
    assert line["input_input_text"] == "a second text" and line["text"] == "the text"
