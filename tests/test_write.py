"""Output tables, deterministic file bytes and the commit step (gristmill/transforms/write.py)."""

from __future__ import annotations

import hashlib
import io
import json

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from gristmill.transforms.document import Document
from gristmill.transforms.pack import pack_concat
from gristmill.transforms.write import (DATA, DEAD_LETTER_DIR, DOCUMENTS, MANIFEST_FILE, STATS_FILE,
                              TEMP_DIR, FinalizeFn, MetadataKindsFn, WritePackedFn,
                              WriteRecordsFn, documents_schema, documents_table,
                              encode_dead_letters, encode_documents, final_name, packed_table,
                              parquet_bytes, prepare_output_dir, rejects_table, unify_kinds,
                              value_kind)

# ------------------------------------------------------------------------------------------------
# Column kinds


@pytest.mark.parametrize("value, kind", [
    (None, "null"),
    (True, "bool"),
    (False, "bool"),
    (0, "int"),
    (-(1 << 63), "int"),
    ((1 << 63) - 1, "int"),
    (1 << 63, "json"),
    (-(1 << 63) - 1, "json"),
    (10 ** 30, "json"),
    (1.5, "float"),
    (float("nan"), "float"),
    ("", "str"),
    ("text", "str"),
    ([1, 2], "json"),
    ({"a": 1}, "counts"),
    ({"a": 1, "b": 0}, "counts"),
    ({"a": 1.5}, "json"),
    ({"a": True}, "json"),
    ({}, "json"),
    ({"a": {"b": 1}}, "json"),
    ((1, 2), "json"),
])
def test_value_kind(value, kind):
    assert value_kind(value) == kind


@pytest.mark.parametrize("kinds, unified", [
    (["int"], "int"),
    (["int", "float"], "float"),
    (["float", "int", "null"], "float"),
    (["str", "int"], "json"),
    (["bool", "int"], "json"),
    (["str", "null"], "str"),
    (["null", "bool"], "bool"),
    (["null"], "str"),
    (["null", "null"], "str"),
    ([], "str"),
    (["json"], "json"),
    (["json", "str"], "json"),
    (["int", "float", "str"], "json"),
    (["counts", "counts:EMAIL", "counts:PHONE", "null"], 'counts:["EMAIL", "PHONE"]'),
    (["counts", "counts:a", "json"], "json"),
    (["counts", "counts:a", "int"], "json"),
])
def test_unify_kinds(kinds, unified):
    assert unify_kinds(kinds) == unified


def test_metadata_kinds_fn_unifies_over_all_documents_whatever_the_split():
    docs = [Document("1", "a", {"score": 1, "lang": "en", "extra": None}),
            Document("2", "b", {"score": 2.5, "tags": ["x"]}),
            Document("3", "c", {"lang": 7, "big": 1 << 64}),
            Document("4", "d", {"extra": None})]
    fn = MetadataKindsFn()
    expected = {"big": "json", "extra": "str", "lang": "json", "score": "float", "tags": "json"}
    for split in range(len(docs) + 1):
        accs = []
        for part in (docs[:split], docs[split:]):
            acc = fn.create_accumulator()
            for doc in part:
                acc = fn.add_input(acc, doc)
            accs.append(acc)
        result = fn.extract_output(fn.merge_accumulators(accs))
        assert result == expected
        assert list(result) == sorted(expected)


# ------------------------------------------------------------------------------------------------
# Documents table


COLUMNS = {"score": "float", "lang": "str", "count": "int", "ok": "bool", "info": "json",
           "mixed": "json"}


def _docs():
    return [
        Document("b", "second", {"score": 2, "lang": "en", "count": 3, "ok": True,
                                 "info": {"z": 1, "a": [3, 2]}, "mixed": "x"}),
        Document("a", "first", {"score": 0.5, "info": [1, {"k": None}], "mixed": 7}),
    ]


def test_documents_schema_puts_id_and_text_first_then_columns_in_order():
    schema = documents_schema({**COLUMNS, "id": "int", "text": "json"})
    assert schema.names == ["id", "text", "score", "lang", "count", "ok", "info", "mixed"]
    assert [str(t) for t in schema.types] == ["string", "string", "double", "string", "int64",
                                              "bool", "string", "string"]


def test_documents_table_values():
    table = documents_table(_docs(), COLUMNS)
    assert table.schema == documents_schema(COLUMNS)
    assert table.to_pydict() == {
        "id": ["b", "a"],
        "text": ["second", "first"],
        "score": [2.0, 0.5],
        "lang": ["en", None],
        "count": [3, None],
        "ok": [True, None],
        "info": ['{"a":[3,2],"z":1}', '[1,{"k":null}]'],
        "mixed": ['"x"', "7"],
    }
    assert isinstance(table.column("score")[0].as_py(), float)


def test_documents_table_json_is_independent_of_key_order():
    one = Document("1", "t", {"info": {"b": 1, "a": {"y": 2, "x": 1}}})
    two = Document("1", "t", {"info": {"a": {"x": 1, "y": 2}, "b": 1}})
    columns = {"info": "json"}
    assert documents_table([one], columns).equals(documents_table([two], columns))
    assert parquet_bytes(documents_table([one], columns), 10) == \
        parquet_bytes(documents_table([two], columns), 10)


def test_documents_table_json_column_holds_unsigned_64_bit_integers():
    doc = Document("1", "t", {"big": (1 << 64) - 1})
    table = documents_table([doc], {"big": "json"})
    assert table.column("big").to_pylist() == ["18446744073709551615"]


@pytest.mark.parametrize("value", [1 << 64, -(1 << 63) - 1, {"n": 10 ** 30}, [1 << 70]])
def test_documents_table_json_column_holds_integers_beyond_64_bits(value):
    doc = Document("1", "t", {"big": value})
    columns = MetadataKindsFn().extract_output(MetadataKindsFn().add_input({}, doc))
    assert columns == {"big": "json"}
    table = documents_table([doc], columns)
    assert json.loads(table.column("big")[0].as_py()) == value


def test_rejects_table_metadata_with_integers_beyond_64_bits():
    table = rejects_table([("length:min_chars", Document("1", "t", {"big": 1 << 64}))])
    assert json.loads(table.column("metadata")[0].as_py()) == {"big": 1 << 64}


def test_rejects_table_values():
    items = [("length:min_chars", Document("x", "tiny", {"b": 1, "a": "z"}, "f.jsonl", 3))]
    assert rejects_table(items).to_pylist() == [{
        "id": "x", "text": "tiny", "drop_reason": "length:min_chars", "source": "f.jsonl",
        "position": 3, "metadata": '{"a":"z","b":1}'}]


# ------------------------------------------------------------------------------------------------
# Packed table


def _packed(final_row="pad"):
    streams = [np.asarray(s, dtype=np.int32) for s in
               ([5, 6, 0], [7, 8, 9, 10, 0], [11, 0], [12, 13, 0])]  # 13 tokens
    return pack_concat(streams, seq_len=4, final_row=final_row, pad_id=1)


def test_packed_table_without_mask():
    rows = _packed()
    table = packed_table(rows, with_mask=False)
    assert table.schema.names == ["input_ids", "seq_lens", "num_tokens"]
    assert table.schema.field("input_ids").type == pa.list_(pa.int32())
    assert table.schema.field("seq_lens").type == pa.list_(pa.int32())
    assert table.schema.field("num_tokens").type == pa.int32()
    assert table.to_pydict() == {
        "input_ids": [[5, 6, 0, 7], [8, 9, 10, 0], [11, 0, 12, 13], [0, 1, 1, 1]],
        "seq_lens": [[3, 1], [4], [2, 2], [1]],
        "num_tokens": [4, 4, 4, 1],
    }


def test_packed_table_with_mask():
    table = packed_table(_packed(), with_mask=True)
    assert table.schema.names == ["input_ids", "seq_lens", "num_tokens", "attention_mask"]
    assert table.schema.field("attention_mask").type == pa.list_(pa.int8())
    assert table.column("attention_mask").to_pylist() == [[1, 1, 1, 1], [1, 1, 1, 1],
                                                          [1, 1, 1, 1], [1, 0, 0, 0]]
    assert table.column("input_ids").to_pylist() == _packed().input_ids.tolist()


def test_packed_table_of_no_rows():
    rows = _packed("drop")
    empty = pack_concat([], seq_len=4)
    assert packed_table(empty, with_mask=True).num_rows == 0
    assert packed_table(rows, with_mask=False).num_rows == 3


def test_parquet_round_trip_and_bytes_are_deterministic():
    table = packed_table(_packed(), with_mask=True)
    first = parquet_bytes(table, 2)
    second = parquet_bytes(packed_table(_packed(), with_mask=True), 2)
    assert first == second
    read = pq.read_table(io.BytesIO(first))
    assert read.equals(table)
    metadata = pq.ParquetFile(io.BytesIO(first)).metadata
    assert metadata.num_row_groups == 2
    assert metadata.row_group(0).column(0).compression == "ZSTD"
    docs_bytes = [encode_documents(_docs(), COLUMNS) for _ in range(2)]
    assert docs_bytes[0] == docs_bytes[1]
    assert docs_bytes[0][1] == "parquet"


def test_final_name():
    assert final_name(DATA, 0, 8, "parquet") == "data/part-00000-of-00008.parquet"
    assert final_name(DEAD_LETTER_DIR, 12, 100, "jsonl") == "dead_letter/part-00012-of-00100.jsonl"


# ------------------------------------------------------------------------------------------------
# prepare_output_dir


def _touch(path, text="x"):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def test_prepare_output_dir_on_a_missing_directory_is_a_no_op(tmp_path):
    prepare_output_dir(str(tmp_path / "out"), overwrite=False)
    assert not (tmp_path / "out").exists()


def _finished(out):
    _touch(out / DATA / "part-00000-of-00001.parquet")
    _touch(out / MANIFEST_FILE, json.dumps({"complete": True, "files": [
        {"path": "data/part-00000-of-00001.parquet", "bytes": 1}]}))


def test_prepare_output_dir_refuses_a_finished_output(tmp_path):
    out = tmp_path / "out"
    _finished(out)
    with pytest.raises(FileExistsError, match="overwrite"):
        prepare_output_dir(str(out), overwrite=False)
    assert (out / MANIFEST_FILE).exists()
    assert (out / DATA / "part-00000-of-00001.parquet").exists()


def test_prepare_output_dir_overwrite_keeps_the_finished_output_until_the_commit(tmp_path):
    out = tmp_path / "out"
    _finished(out)
    _touch(out / STATS_FILE)
    _touch(out / TEMP_DIR / "data" / "shard-00000.parquet")
    prepare_output_dir(str(out), overwrite=True)
    assert sorted(p.name for p in out.iterdir()) == [DATA, MANIFEST_FILE, STATS_FILE]


def test_prepare_output_dir_clears_an_unfinished_run_without_overwrite(tmp_path):
    out = tmp_path / "out"
    _touch(out / TEMP_DIR / "data" / "shard-00003.parquet")
    prepare_output_dir(str(out), overwrite=False)
    assert list(out.iterdir()) == []


def test_prepare_output_dir_refuses_a_folder_of_other_files(tmp_path):
    out = tmp_path / "out"
    _touch(out / DATA / "part-00000-of-00002.parquet")
    _touch(out / STATS_FILE)
    with pytest.raises(ValueError, match="holds no Gristmill output"):
        prepare_output_dir(str(out), overwrite=True)
    assert (out / DATA / "part-00000-of-00002.parquet").exists()


# ------------------------------------------------------------------------------------------------
# FinalizeFn


def _write_files(temp_dir: str):
    """Temp files as the writers make them: packed shards 7, 0, 3; one documents shard; one
    dead-letter shard."""
    files, tables = [], {}
    for shard in (7, 0, 3):
        streams = [np.arange(1, shard + 4, dtype=np.int32), np.asarray([shard, 0], np.int32)]
        rows = pack_concat(streams, seq_len=4, final_row="pad", pad_id=0)
        [written] = WritePackedFn(temp_dir, with_mask=True).process((shard, rows))
        files.append(written)
        tables[(DATA, shard)] = packed_table(rows, with_mask=True)
    docs = [Document("z", "last"), Document("a", "first")]
    [written] = WriteRecordsFn(temp_dir, DOCUMENTS, encode_documents,
                               lambda d: d.id).process((5, docs), {})
    files.append(written)
    [written] = WriteRecordsFn(temp_dir, DEAD_LETTER_DIR, encode_dead_letters,
                               lambda r: r["position"]).process(
        (0, [{"position": 2, "stage": "read"}, {"position": 1, "stage": "read"}]))
    files.append(written)
    return files, tables


def _sha256(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_writers_record_rows_bytes_and_sha256(tmp_path):
    temp_dir = tmp_path / TEMP_DIR
    files, _ = _write_files(str(temp_dir))
    for f in files:
        path = temp_dir / f.kind / f"shard-{f.shard:05d}.{f.extension}"
        assert f.temp_path == str(path)
        assert f.bytes == path.stat().st_size
        assert f.sha256 == _sha256(path)
    dead = next(f for f in files if f.kind == DEAD_LETTER_DIR)
    assert (temp_dir / "dead_letter" / "shard-00000.jsonl").read_bytes() == \
        b'{"position":1,"stage":"read"}\n{"position":2,"stage":"read"}\n'
    assert dead.rows == 2
    documents = next(f for f in files if f.kind == DOCUMENTS)
    assert pq.read_table(documents.temp_path).column("id").to_pylist() == ["a", "z"]


def _finalize(out, files, calls):
    def report(counts, entries):
        calls.append((counts, entries))
        return {"counts": counts, "files": len(entries)}

    fn = FinalizeFn(str(out), report, {"fingerprint": "abc123"})
    [manifest] = list(fn.process(files, {"read/records": 2}))
    return manifest


def test_finalize_moves_files_into_place_and_writes_stats_and_manifest(tmp_path):
    out = tmp_path / "out"
    files, tables = _write_files(str(out / TEMP_DIR))
    calls = []
    manifest = _finalize(out, list(reversed(files)), calls)

    assert not (out / TEMP_DIR).exists()
    assert sorted(p.name for p in out.iterdir()) == sorted(
        [DATA, DOCUMENTS, DEAD_LETTER_DIR, STATS_FILE, MANIFEST_FILE])
    expected_paths = ["data/part-00000-of-00003.parquet", "data/part-00001-of-00003.parquet",
                      "data/part-00002-of-00003.parquet",
                      "dead_letter/part-00000-of-00001.jsonl",
                      "documents/part-00000-of-00001.parquet"]
    assert [e["path"] for e in manifest["files"]] == expected_paths
    # Parts are numbered in shard order: shard 0, 3, 7.
    for index, shard in enumerate((0, 3, 7)):
        assert pq.read_table(out / expected_paths[index]).equals(tables[(DATA, shard)])

    on_disk = json.loads((out / MANIFEST_FILE).read_text())
    assert on_disk == manifest
    assert manifest["complete"] is True
    assert manifest["fingerprint"] == "abc123"
    for entry in manifest["files"]:
        path = out / entry["path"]
        assert entry["kind"] == entry["path"].split("/")[0]
        assert entry["bytes"] == path.stat().st_size
        assert entry["sha256"] == _sha256(path)
    rows = {e["path"]: e["rows"] for e in manifest["files"]}
    assert rows["documents/part-00000-of-00001.parquet"] == 2
    assert rows["dead_letter/part-00000-of-00001.jsonl"] == 2
    for index, shard in enumerate((0, 3, 7)):
        assert rows[expected_paths[index]] == tables[(DATA, shard)].num_rows

    [(counts, entries)] = calls
    assert counts == {"read/records": 2}
    assert entries == manifest["files"]
    assert json.loads((out / STATS_FILE).read_text()) == {"counts": {"read/records": 2},
                                                          "files": 5}


def test_finalize_is_safe_to_retry_after_the_renames(tmp_path):
    out = tmp_path / "out"
    files, _ = _write_files(str(out / TEMP_DIR))
    first = _finalize(out, files, [])
    hashes = {e["path"]: _sha256(out / e["path"]) for e in first["files"]}
    (out / MANIFEST_FILE).unlink()  # as if the first attempt died just before its last write

    second = _finalize(out, files, [])
    assert second == first
    assert json.loads((out / MANIFEST_FILE).read_text()) == first
    assert {e["path"]: _sha256(out / e["path"]) for e in second["files"]} == hashes
    assert not (out / TEMP_DIR).exists()


def test_finalize_replaces_a_stale_destination(tmp_path):
    out = tmp_path / "out"
    files, tables = _write_files(str(out / TEMP_DIR))
    _touch(out / "data" / "part-00000-of-00003.parquet", "stale bytes")
    manifest = _finalize(out, files, [])
    assert pq.read_table(out / "data" / "part-00000-of-00003.parquet").equals(tables[(DATA, 0)])
    assert manifest["files"][0]["sha256"] == _sha256(out / "data" / "part-00000-of-00003.parquet")


def test_name_to_count_mappings_become_a_struct_of_every_name_seen():
    docs = [Document("1", "a", {"pii_counts": {"EMAIL_ADDRESS": 2, "PHONE_NUMBER": 0}}),
            Document("2", "b", {"pii_counts": {"US_SSN": 1}}),
            Document("3", "c", {})]
    fn = MetadataKindsFn()
    acc = fn.create_accumulator()
    for doc in docs:
        acc = fn.add_input(acc, doc)
    columns = fn.extract_output(acc)
    assert columns == {"pii_counts": 'counts:["EMAIL_ADDRESS", "PHONE_NUMBER", "US_SSN"]'}
    table = documents_table(docs, columns)
    assert str(table.schema.field("pii_counts").type) == (
        "struct<EMAIL_ADDRESS: int64, PHONE_NUMBER: int64, US_SSN: int64>")
    assert table.column("pii_counts").to_pylist() == [
        {"EMAIL_ADDRESS": 2, "PHONE_NUMBER": 0, "US_SSN": None},
        {"EMAIL_ADDRESS": None, "PHONE_NUMBER": None, "US_SSN": 1},
        None]
