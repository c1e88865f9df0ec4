"""WARC input: HTML responses as documents, other records counted, broken records dead-lettered at
their offsets with the records around them read, charsets decoded in the documented order."""

from __future__ import annotations

import collections
import gzip
import zlib
from pathlib import Path

import brotli
import pytest

from gristmill.transforms.read import (BadRecord, InputFile, ReadSettings, match_inputs, plan_file,
                                       read_file)
from gristmill.transforms.read.warc import decode_html, looks_html

SAMPLE = Path("data/crawl/sample.warc.gz")


# --------------------------------------------------------------------------------------------------
# Building WARC files


def http(body: bytes, content_type: str | None = "text/html; charset=utf-8", status="200 OK",
         extra: tuple[tuple[str, str], ...] = ()) -> bytes:
    headers = [("Content-Type", content_type)] if content_type is not None else []
    lines = [f"HTTP/1.1 {status}", *(f"{k}: {v}" for k, v in [*headers, *extra])]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


def record(kind: str, n: int, block: bytes, length: int | None = None, first=b"WARC/1.1") -> bytes:
    head = (f"\r\nWARC-Type: {kind}\r\nWARC-Record-ID: <urn:uuid:rec-{n}>\r\n"
            f"WARC-Date: 2024-05-0{n % 9 + 1}T00:00:00Z\r\nWARC-Target-URI: https://example.org/{n}"
            f"\r\nContent-Type: application/http; msgtype={kind}\r\n"
            f"Content-Length: {len(block) if length is None else length}\r\n\r\n")
    return first + head.encode() + block + b"\r\n\r\n"


def page(n: int) -> bytes:
    return record("response", n, http(f"<html><body><p>Page {n}.</p></body></html>".encode()))


def write(tmp_path: Path, records: list[bytes], gz: bool, name="crawl") -> tuple[InputFile, list[int]]:
    """The file and the offset of each record in it (the gzip member's for .warc.gz)."""
    parts = [gzip.compress(r, mtime=0) for r in records] if gz else records
    offsets, at = [], 0
    for part in parts:
        offsets.append(at)
        at += len(part)
    path = tmp_path / (name + (".warc.gz" if gz else ".warc"))
    path.write_bytes(b"".join(parts))
    return InputFile(str(path), at, "warc", "gzip" if gz else "none"), offsets


def read(file: InputFile, **settings) -> tuple[list, collections.Counter]:
    counts: collections.Counter = collections.Counter()
    items = list(read_file(file, ReadSettings(**settings),
                           lambda name, n=1: counts.update({name: n})))
    return items, counts


def summary(items) -> list[tuple[str, int]]:
    """(dead-letter kind, position) or (document id, ``warc_offset``) of each item."""
    return [(item.kind, item.position) if type(item) is BadRecord
            else (item.id, item.metadata["warc_offset"]) for item in items]


# --------------------------------------------------------------------------------------------------
# Good files


@pytest.mark.parametrize("gz", [False, True])
def test_html_responses_become_documents_and_other_records_are_counted(tmp_path, gz):
    records = [record("warcinfo", 0, b"software: test\r\n"), record("request", 1, b"GET / HTTP/1.1\r\n\r\n"),
               page(2), record("response", 3, http(b"\x89PNG....", "image/png")),
               record("metadata", 4, b"fetchTimeMs: 3\r\n"), page(5),
               record("response", 6, http(b"<html>gone</html>", status="404 Not Found")),
               record("revisit", 7, b"")]
    file, offsets = write(tmp_path, records, gz)
    items, counts = read(file)
    assert summary(items) == [("urn:uuid:rec-2", offsets[2]), ("urn:uuid:rec-5", offsets[5])]
    doc = items[0]
    assert doc.text == "<html><body><p>Page 2.</p></body></html>"
    assert doc.metadata == {"url": "https://example.org/2", "date": "2024-05-03T00:00:00Z",
                            "content_type": "text/html", "charset": "utf-8",
                            "warc_offset": offsets[2]}
    assert doc.source == file.path
    assert {k: v for k, v in counts.items() if k.startswith("warc_skipped:")} == {
        "warc_skipped:warcinfo": 1, "warc_skipped:request": 1, "warc_skipped:non_html": 1,
        "warc_skipped:metadata": 1, "warc_skipped:http_status": 1, "warc_skipped:revisit": 1}


def test_record_without_an_id_gets_path_and_offset(tmp_path):
    block = http(b"<html>x</html>")
    raw = (b"WARC/1.0\r\nWARC-Type: response\r\nContent-Length: %d\r\n\r\n" % len(block)) + block \
        + b"\r\n\r\n"
    file, _ = write(tmp_path, [page(1), raw], gz=False)
    items, _ = read(file)
    assert items[1].id == f"{file.path}:{len(page(1))}"


@pytest.mark.parametrize("coding, encode", [
    ("gzip", lambda b: gzip.compress(b, mtime=0)),
    ("deflate", zlib.compress),
    ("br", brotli.compress),
])
def test_content_encodings_are_decoded(tmp_path, coding, encode):
    body = "<html><body>café</body></html>".encode()
    block = http(encode(body), extra=(("Content-Encoding", coding),))
    file, _ = write(tmp_path, [record("response", 1, block)], gz=True)
    items, _ = read(file)
    assert [d.text for d in items] == ["<html><body>café</body></html>"]


def test_chunked_transfer_is_joined(tmp_path):
    body = b"<html><body>" + b"chunk " * 100 + b"</body></html>"
    chunks = b"".join(b"%x\r\n%s\r\n" % (len(body[i:i + 64]), body[i:i + 64])
                      for i in range(0, len(body), 64)) + b"0\r\n\r\n"
    block = http(chunks, extra=(("Transfer-Encoding", "chunked"),))
    file, _ = write(tmp_path, [record("response", 1, block)], gz=False)
    items, _ = read(file)
    assert [d.text for d in items] == [body.decode()]


def test_missing_content_type_is_html_only_if_it_sniffs_so(tmp_path):
    records = [record("response", 1, http(b"  <!DOCTYPE html><html>a</html>", None)),
               record("response", 2, http(b"%PDF-1.7 ...", None))]
    file, _ = write(tmp_path, records, gz=False)
    items, counts = read(file)
    assert [(d.id, d.metadata["content_type"]) for d in items] == [("urn:uuid:rec-1", None)]
    assert counts["warc_skipped:non_html"] == 1


def test_xhtml_is_html():
    assert looks_html(b"\xef\xbb\xbf\n<html>")
    assert not looks_html(b"GIF89a")


def test_unsupported_content_encoding_is_a_dead_letter(tmp_path):
    block = http(b"<html>x</html>", extra=(("Content-Encoding", "compress"),))
    file, offsets = write(tmp_path, [record("response", 1, block), page(2)], gz=False)
    items, _ = read(file)
    assert summary(items) == [("read:warc_bad_http", 0), ("urn:uuid:rec-2", offsets[1])]
    assert "compress" in items[0].message


# --------------------------------------------------------------------------------------------------
# Broken records


def _corrupt_member(records: list[bytes], i: int) -> list[bytes]:
    """Gzip members with member ``i``'s deflate data overwritten in its middle."""
    members = [gzip.compress(r, mtime=0) for r in records]
    m = bytearray(members[i])
    m[20:40] = b"\x00" * 20
    members[i] = bytes(m)
    return members


@pytest.mark.parametrize("gz", [False, True])
def test_bad_header_is_a_dead_letter_and_reading_goes_on(tmp_path, gz):
    records = [page(1), page(2).replace(b"WARC/1.1", b"WARX/1.1", 1), page(3)]
    file, offsets = write(tmp_path, records, gz)
    items, _ = read(file)
    assert summary(items) == [("urn:uuid:rec-1", offsets[0]), ("read:warc_bad_header", offsets[1]),
                              ("urn:uuid:rec-3", offsets[2])]
    assert file.path == items[1].source
    assert f"at byte {offsets[1]}" in items[1].message
    assert f"reading went on at byte {offsets[2]}" in items[1].message


@pytest.mark.parametrize("gz", [False, True])
def test_content_length_of_non_ascii_digits_is_a_bad_header(tmp_path, gz):
    # "²" passes str.isdigit but not int(): it must stay this record's problem.
    records = [page(1), record("response", 2, http(b"<html>two</html>"), length="²"), page(3)]
    file, offsets = write(tmp_path, records, gz)
    items, _ = read(file)
    assert summary(items) == [("urn:uuid:rec-1", offsets[0]), ("read:warc_bad_header", offsets[1]),
                              ("urn:uuid:rec-3", offsets[2])]


@pytest.mark.parametrize("gz", [False, True])
def test_content_length_too_small_is_a_dead_letter(tmp_path, gz):
    block = http(b"<html>two</html>")
    records = [page(1), record("response", 2, block, length=len(block) - 5), page(3)]
    file, offsets = write(tmp_path, records, gz)
    items, _ = read(file)
    assert summary(items) == [("urn:uuid:rec-1", offsets[0]), ("read:warc_bad_length", offsets[1]),
                              ("urn:uuid:rec-3", offsets[2])]


def test_content_length_too_large_in_a_gzip_member(tmp_path):
    block = http(b"<html>two</html>")
    records = [page(1), record("response", 2, block, length=len(block) + 50), page(3)]
    file, offsets = write(tmp_path, records, gz=True)
    items, _ = read(file)
    assert summary(items) == [("urn:uuid:rec-1", offsets[0]), ("read:warc_bad_length", offsets[1]),
                              ("urn:uuid:rec-3", offsets[2])]


def test_content_length_too_large_in_a_plain_file_resumes_at_the_next_record(tmp_path):
    block = http(b"<html>two</html>")
    records = [page(1), record("response", 2, block, length=10_000), page(3), page(4)]
    file, offsets = write(tmp_path, records, gz=False)
    items, _ = read(file)
    # The long record swallows the rest of the file, so it is cut short: reading goes on at the
    # next WARC/1. line after its start.
    assert summary(items) == [("urn:uuid:rec-1", offsets[0]), ("read:warc_truncated", offsets[1]),
                              ("urn:uuid:rec-3", offsets[2]), ("urn:uuid:rec-4", offsets[3])]


def test_corrupt_gzip_member_is_a_dead_letter_and_the_next_member_is_read(tmp_path):
    records = [page(1), page(2), page(3)]
    members = _corrupt_member(records, 1)
    path = tmp_path / "c.warc.gz"
    path.write_bytes(b"".join(members))
    offsets = [0, len(members[0]), len(members[0]) + len(members[1])]
    items, _ = read(InputFile(str(path), 0, "warc", "gzip"))
    assert summary(items) == [("urn:uuid:rec-1", offsets[0]), ("read:warc_corrupt_gzip", offsets[1]),
                              ("urn:uuid:rec-3", offsets[2])]


def test_garbage_between_members_is_one_dead_letter(tmp_path):
    members = [gzip.compress(page(n), mtime=0) for n in (1, 2)]
    path = tmp_path / "g.warc.gz"
    path.write_bytes(members[0] + b"not gzip at all" + members[1])
    items, _ = read(InputFile(str(path), 0, "warc", "gzip"))
    start = len(members[0])
    assert summary(items) == [("urn:uuid:rec-1", 0), ("read:warc_corrupt_gzip", start),
                              ("urn:uuid:rec-2", start + 15)]


@pytest.mark.parametrize("gz", [False, True])
def test_truncated_file_keeps_the_records_before_the_cut(tmp_path, gz):
    file, offsets = write(tmp_path, [page(1), page(2), page(3)], gz)
    Path(file.path).write_bytes(Path(file.path).read_bytes()[:offsets[2] + 30])
    items, _ = read(file)
    assert summary(items) == [("urn:uuid:rec-1", offsets[0]), ("urn:uuid:rec-2", offsets[1]),
                              ("read:warc_truncated", offsets[2])]
    assert "the rest of the file was not read" in items[2].message


def test_unparseable_http_header_is_a_dead_letter(tmp_path):
    records = [record("response", 1, b"this is not HTTP\r\n\r\n<html></html>"), page(2)]
    file, offsets = write(tmp_path, records, gz=True)
    items, _ = read(file)
    assert summary(items) == [("read:warc_bad_http", 0), ("urn:uuid:rec-2", offsets[1])]


def test_body_over_the_record_limit(tmp_path):
    big = b"<html>" + b"x" * 5000 + b"</html>"
    records = [record("response", 1, http(big)), record("response", 2, http(b"\0" * 5000, "image/png")),
               record("response", 3, http(gzip.compress(big), extra=(("Content-Encoding", "gzip"),))),
               page(4)]
    file, offsets = write(tmp_path, records, gz=True)
    items, counts = read(file, max_record_bytes=4096)
    # An HTML page over the limit is a dead letter; a large image is skipped as non-HTML without
    # being read; a small compressed body that inflates past the limit is refused too.
    assert summary(items) == [("read:record_too_large", offsets[0]),
                              ("read:record_too_large", offsets[2]), ("urn:uuid:rec-4", offsets[3])]
    assert counts["warc_skipped:non_html"] == 1


def test_named_file_is_told_a_warc_by_its_first_line(tmp_path):
    file, _ = write(tmp_path, [page(1)], gz=True, name="crawl")
    odd = tmp_path / "crawl.dat"
    odd.write_bytes(Path(file.path).read_bytes())
    assert match_inputs([str(odd)]) == [InputFile(str(odd), odd.stat().st_size, "warc", "gzip")]
    misnamed = tmp_path / "crawl.jsonl"
    misnamed.write_bytes(page(1))
    counts = collections.Counter()
    [found] = match_inputs([str(misnamed)])
    ranges = list(plan_file(found, 1 << 20, "text", lambda name, n=1: counts.update({name: n})))
    assert [r.file.format for r in ranges] == ["warc"]
    assert counts["format_mismatch"] == 1


# --------------------------------------------------------------------------------------------------
# Charsets


@pytest.mark.parametrize("text, charset, declared", [
    ("Привет, мир: ёлка", "koi8-r", "koi8-r"),
    ("Zażółć gęślą jaźń", "iso-8859-2", "iso8859-2"),
    ("こんにちは世界", "shift_jis", "shift_jis"),
    ("안녕하세요 세계", "euc-kr", "euc_kr"),
    ("你好，世界", "gb2312", "gbk"),
    ("café “quoted” — 5 €", "windows-1252", "cp1252"),
])
def test_legacy_charset_in_the_http_header(text, charset, declared):
    body = f"<html><body>{text}</body></html>".encode(charset)
    assert decode_html(body, f"text/html; charset={charset}") == (
        f"<html><body>{text}</body></html>", declared, False)


@pytest.mark.parametrize("meta", ['<meta charset="euc-kr">',
                                  '<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">'])
def test_legacy_charset_in_a_meta_tag(meta):
    html = f"<html><head>{meta}</head><body>안녕하세요</body></html>"
    assert decode_html(html.encode("euc-kr"), "text/html") == (html, "euc_kr", False)


def test_iso_8859_1_is_read_as_windows_1252_as_browsers_do():
    body = "<p>“smart” quotes</p>".encode("cp1252")
    assert decode_html(body, "text/html; charset=ISO-8859-1") == ("<p>“smart” quotes</p>", "cp1252",
                                                                  False)


def test_order_bom_then_http_then_meta():
    html = '<meta charset="koi8-r"><p>ёж</p>'
    assert decode_html(b"\xef\xbb\xbf" + html.encode(), "text/html; charset=koi8-r")[:2] == (
        html, "utf-8")
    assert decode_html(html.encode("cp1251"), "text/html; charset=windows-1251")[:2] == (
        html, "cp1251")
    assert decode_html(html.encode("koi8-r"), "text/html")[:2] == (html, "koi8-r")


def test_undeclared_charset_is_detected():
    text = ("<html><body><p>Съешь же ещё этих мягких французских булок, да выпей чаю. "
            "Широкая электрификация южных губерний даст мощный толчок подъёму сельского "
            "хозяйства.</p></body></html>")
    decoded, charset, replaced = decode_html(text.encode("cp1251"), "text/html")
    assert (decoded, charset, replaced) == (text, "cp1251", False)


def test_a_wrong_declaration_falls_through_to_the_next_source():
    html = "<meta charset='utf-8'><p>naïve</p>"
    # ISO-8859-8 leaves 0xC3 undefined: the page is not what its header says.
    assert decode_html(html.encode("utf-8"), "text/html; charset=iso-8859-8")[:2] == (html, "utf-8")


def test_bytes_no_candidate_decodes_are_replaced(monkeypatch):
    import resiliparse.parse.encoding

    monkeypatch.setattr(resiliparse.parse.encoding, "detect_encoding", lambda data: "utf-8")
    # Bytes windows-1252 leaves undefined, and invalid UTF-8: the first candidate is used, with
    # U+FFFD for what it cannot decode.
    assert decode_html(b"<p>\x81\x8d</p>", "text/html; charset=windows-1252") == (
        "<p>\ufffd\ufffd</p>", "cp1252", True)


def _no_id(n: int) -> bytes:
    return page(n).replace(f"WARC-Record-ID: <urn:uuid:rec-{n}>\r\n".encode(), b"")


def test_positions_count_decompressed_bytes_and_warc_offset_is_the_member(tmp_path):
    records = [page(1), record("request", 2, b"GET / HTTP/1.1\r\n\r\n"), page(3)]
    file, members = write(tmp_path, records, gz=True)
    plain = [0, len(records[0]), len(records[0]) + len(records[1])]
    items, _ = read(file)
    assert [(d.position, d.metadata["warc_offset"]) for d in items] == [
        (plain[0], members[0]), (plain[2], members[2])]


def test_records_sharing_one_gzip_member_are_each_a_document(tmp_path):
    # Some tools write a whole file, or a request and its response, as one gzip member.
    records = [_no_id(1), page(2), _no_id(3)]
    path = tmp_path / "one.warc.gz"
    path.write_bytes(gzip.compress(records[0], mtime=0) + gzip.compress(b"".join(records[1:]), mtime=0))
    second = len(gzip.compress(records[0], mtime=0))
    items, _ = read(InputFile(str(path), 0, "warc", "gzip"))
    plain = [0, len(records[0]), len(records[0]) + len(records[1])]
    assert [(d.position, d.metadata["warc_offset"]) for d in items] == [
        (plain[0], 0), (plain[1], second), (plain[2], second)]
    # Ids derived from where a record was read stay distinct.
    assert [d.id for d in items] == [f"{path}:{plain[0]}", "urn:uuid:rec-2", f"{path}:{plain[2]}"]


def test_broken_record_inside_a_member_costs_itself_only(tmp_path):
    block = http(b"<html>two</html>")
    records = [page(1), record("response", 2, block, length=len(block) + 80), page(3), page(4),
               page(5).replace(b"WARC/1.1", b"WARX/1.1", 1), page(6)]
    path = tmp_path / "one.warc.gz"
    path.write_bytes(gzip.compress(b"".join(records), mtime=0) + gzip.compress(page(7), mtime=0))
    items, _ = read(InputFile(str(path), 0, "warc", "gzip"))
    assert summary(items) == [("urn:uuid:rec-1", 0), ("read:warc_bad_length", 0),
                              ("urn:uuid:rec-3", 0), ("urn:uuid:rec-4", 0),
                              ("read:warc_bad_header", 0), ("urn:uuid:rec-6", 0),
                              ("urn:uuid:rec-7", path.stat().st_size - len(gzip.compress(page(7), mtime=0)))]
    assert f"record at byte {len(records[0])} of its data" in items[1].message
    assert "reading went on at the next record of the same gzip member" in items[1].message


def test_many_broken_records_in_one_member_inflate_it_once(tmp_path, monkeypatch):
    from gristmill.transforms.read import warc

    members = []
    monkeypatch.setattr(warc, "_GzipMember",
                        lambda *a, _cls=warc._GzipMember: members.append(_cls(*a)) or members[-1])
    block = http(b"<html>x</html>")
    broken = [record("response", n, block, length=len(block) + 30) for n in range(1, 301)]
    path = tmp_path / "one.warc.gz"
    path.write_bytes(gzip.compress(b"".join(broken + [page(301)]), mtime=0))
    items, _ = read(InputFile(str(path), 0, "warc", "gzip"))
    # Each record's length reaches into the next one: all are dead letters, and reading went on
    # just after each one's start, with the member inflated a single time.
    assert [s[0] for s in summary(items)] == ["read:warc_bad_length"] * 300 + ["urn:uuid:rec-301"]
    assert len(members) == 1


def test_broken_last_record_of_a_member_goes_on_at_the_next_member(tmp_path):
    records = [page(1), page(2).replace(b"WARC/1.1", b"WARX/1.1", 1)]
    first = gzip.compress(b"".join(records), mtime=0)
    path = tmp_path / "one.warc.gz"
    path.write_bytes(first + gzip.compress(page(3), mtime=0))
    items, _ = read(InputFile(str(path), 0, "warc", "gzip"))
    assert summary(items) == [("urn:uuid:rec-1", 0), ("read:warc_bad_header", 0),
                              ("urn:uuid:rec-3", len(first))]
    assert f"reading went on at byte {len(first)}" in items[1].message


@pytest.mark.parametrize("gz", [False, True])
def test_blank_lines_before_a_broken_record_make_one_dead_letter(tmp_path, gz):
    records = [page(1), b"\r\n\r\n" + page(2).replace(b"Content-Length", b"Content-Lenth"), page(3)]
    file, offsets = write(tmp_path, records, gz)
    items, _ = read(file)
    assert [s[0] for s in summary(items)] == ["urn:uuid:rec-1", "read:warc_bad_header",
                                              "urn:uuid:rec-3"]


# --------------------------------------------------------------------------------------------------
# The bundled crawl sample


def test_sample_crawl():
    [file] = match_inputs([str(SAMPLE)])
    assert (file.format, file.compression) == ("warc", "gzip")
    items, counts = read(file)
    assert not [i for i in items if type(i) is BadRecord]
    assert len(items) == 41
    assert {k: v for k, v in counts.items() if k.startswith("warc_skipped:")} == {
        "warc_skipped:warcinfo": 1, "warc_skipped:request": 43, "warc_skipped:non_html": 1,
        "warc_skipped:http_status": 1}
    by_url = {d.metadata["url"]: d for d in items}
    legacy = {url.rsplit("/", 1)[-1]: (d.metadata["charset"], d.text) for url, d in by_url.items()
              if d.metadata["charset"] != "utf-8"}
    assert {name: charset for name, (charset, _) in legacy.items()} == {
        "ch08-02-strings.html": "koi8-r", "appendix-06-translation.html": "shift_jis",
        "ch03-05-control-flow.html": "cp1252", "querystring.html": "gbk"}
    assert "Здравствуйте" in legacy["ch08-02-strings.html"][1]
    assert "日本語" in legacy["appendix-06-translation.html"][1]
    assert "“" in legacy["ch03-05-control-flow.html"][1]
    assert "中文" in legacy["querystring.html"][1]
    # Exact duplicates under other URLs, and the pages sent compressed or chunked, read whole.
    assert by_url["https://doc.rust-lang.org/stable/book/ch01-01-installation.html"].text == \
        by_url["https://doc.rust-lang.org/book/ch01-01-installation.html"].text
    for name in ("ch04-01-what-is-ownership", "ch05-01-defining-structs"):
        assert by_url[f"https://doc.rust-lang.org/book/{name}.html"].text.rstrip().endswith("</html>")
    assert len({d.id for d in items}) == 41
    offsets = [d.metadata["warc_offset"] for d in items]
    assert offsets == sorted(offsets) and offsets[0] > 0


def test_sample_is_rebuilt_byte_identical(tmp_path):
    import importlib.util

    rust_book = Path("/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/book")
    if not rust_book.is_dir() or not Path("/usr/share/doc/nodejs/api").is_dir():
        pytest.skip("the documentation the sample is built from is not installed here")
    spec = importlib.util.spec_from_file_location("make_crawl_sample", "scripts/make_crawl_sample.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    data, _ = module.build()
    assert data == SAMPLE.read_bytes()
    assert len(data) < 1 << 20


def test_large_records_are_skipped_in_bounded_memory(tmp_path):
    import tracemalloc

    huge = 32 << 20
    records = [record("resource", 1, b"\0" * huge), record("response", 2, http(b"\0" * huge, "video/mp4")),
               record("response", 3, http(b"<html>" + b"a" * huge + b"</html>")), page(4)]
    file, offsets = write(tmp_path, records, gz=True)
    del records
    tracemalloc.start()
    try:
        items, counts = read(file, max_record_bytes=1 << 20)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert summary(items) == [("read:record_too_large", offsets[2]), ("urn:uuid:rec-4", offsets[3])]
    assert counts["warc_skipped:resource"] == 1 and counts["warc_skipped:non_html"] == 1
    assert peak < 8 << 20, f"reading 96 MiB of records took {peak >> 20} MiB"
