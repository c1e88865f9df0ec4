"""Property tests of the JSONL reader (gristmill/transforms/read/) over random bytes and random JSON values.

Each example writes a file (plain, gzip or zstd) and runs ``ReadRangeFn`` over it directly, in one or
several ranges; the properties: reading never raises, every non-blank line becomes exactly one
document or one dead letter at that line's byte offset, ``read/records`` counts them, and a valid
``{"id", "text"}`` object comes back with the same text.
"""

from __future__ import annotations

import gzip
import json

import zstandard
from apache_beam.pvalue import TaggedOutput
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gristmill.transforms.read import InputFile, ReadRangeFn, plan_ranges
from gristmill.transforms.stage import DEAD_LETTER

MAX_RECORD_BYTES = 300
SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow])

COMPRESS = {"none": lambda data: data,
            "gzip": lambda data: gzip.compress(data, mtime=0),
            "zstd": lambda data: zstandard.ZstdCompressor().compress(data)}
SUFFIX = {"none": ".jsonl", "gzip": ".jsonl.gz", "zstd": ".jsonl.zst"}


def lines_of(data: bytes) -> list[tuple[int, bytes]]:
    """(offset, line) of every line, by splitting on LF only: the reference the reader must match."""
    out, offset = [], 0
    for piece in data.split(b"\n"):
        out.append((offset, piece))
        offset += len(piece) + 1
    if out and out[-1][1] == b"":
        out.pop()  # the file ends with LF: no line after it
    return out


def is_blank(offset: int, line: bytes) -> bool:
    if offset == 0 and line.startswith(b"\xef\xbb\xbf"):
        line = line[3:]
    return not line.strip()


def read(tmp_path, data: bytes, compression: str, split: int):
    path = tmp_path / f"in{SUFFIX[compression]}"
    payload = COMPRESS[compression](data)
    path.write_bytes(payload)
    file = InputFile(str(path), len(payload), "jsonl", compression)
    fn = ReadRangeFn(text_field="text", id_field="id", max_record_bytes=MAX_RECORD_BYTES,
                     max_json_depth=8)
    fn.start_bundle()
    docs, dead = [], []
    for rng in plan_ranges(file, split):
        for item in fn.process(rng):
            if isinstance(item, TaggedOutput):
                assert item.tag == DEAD_LETTER
                dead.append(item.value)
            else:
                docs.append(item)
    return docs, dead, fn.tally.as_dict()


def check_one_outcome_per_line(data: bytes, docs, dead, counts) -> None:
    expected = [offset for offset, line in lines_of(data) if not is_blank(offset, line)]
    got = sorted([d.position for d in docs] + [d["position"] for d in dead])
    assert got == expected
    assert counts.get("read/records", 0) == len(docs) + len(dead)
    assert all(d["error"].startswith("read:") and d["error"] != "read:file_error" for d in dead)


@SETTINGS
@given(data=st.binary(max_size=2000) | st.lists(
           st.sampled_from([b"\n", b"\r\n", b"{", b"}", b'"', b"\\", b"\xff", b"\xef\xbb\xbf", b" ",
                            b'{"text": "a"}', b'{"id": 1, "text": "\\ud800"}', b"[", b"]", b"\x00"]),
           max_size=200).map(b"".join),
       compression=st.sampled_from(["none", "gzip", "zstd"]),
       split=st.integers(min_value=1, max_value=400))
def test_random_bytes_never_raise_and_give_one_outcome_per_line(tmp_path, data, compression, split):
    docs, dead, counts = read(tmp_path, data, compression, split)
    check_one_outcome_per_line(data, docs, dead, counts)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-2**70, max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.sampled_from(["id", "text", "meta", "a", "b"]), children, max_size=4),
    max_leaves=12)

records = st.fixed_dictionaries({"id": st.text(min_size=1, max_size=10), "text": st.text(max_size=80)})


@SETTINGS
@given(values=st.lists(st.one_of(records, json_values).map(lambda v: ("value", v))
                       | st.sampled_from([("raw", b""), ("raw", b"   "), ("raw", b"{"),
                                          ("raw", b"not json")]),
                       max_size=25),
       compression=st.sampled_from(["none", "gzip", "zstd"]),
       split=st.integers(min_value=1, max_value=600),
       last_newline=st.booleans())
def test_random_json_lines_round_trip(tmp_path, values, compression, split, last_newline):
    lines = []
    for kind, value in values:
        # ensure_ascii=False puts raw U+2028, U+0085 and other non-ASCII characters in the line.
        lines.append(value if kind == "raw" else json.dumps(value, ensure_ascii=False).encode(
            "utf-8", "surrogatepass"))
    data = b"\n".join(lines) + (b"\n" if lines and last_newline else b"")
    docs, dead, counts = read(tmp_path, data, compression, split)
    check_one_outcome_per_line(data, docs, dead, counts)
    by_position = {d.position: d for d in docs}
    for (offset, line), (kind, value) in zip(lines_of(data), values):
        if kind == "value" and isinstance(value, dict) and set(value) == {"id", "text"} \
                and isinstance(value["text"], str) and isinstance(value["id"], str) \
                and len(line) <= MAX_RECORD_BYTES and not any(0xD800 <= ord(c) <= 0xDFFF
                                                              for c in value["text"] + value["id"]):
            doc = by_position[offset]
            assert doc.text == value["text"]
            assert doc.id == (value["id"] or f"{doc.source}:{offset}")
