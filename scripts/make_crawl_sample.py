#!/usr/bin/env python3
"""Build ``data/crawl/sample.warc.gz``: a small web crawl of documentation pages, as a WARC file.

Why: the reader takes WARC input (``gristmill/transforms/read/warc.py``), and a crawl of real pages
exercises what synthetic records do not (long pages, sidebars, code blocks, pages in legacy
charsets, duplicate pages under two URLs). Documentation installed with the Rust toolchain, Node.js
and Valgrind is licence-clean to ship (see ``data/crawl/README.md``) and needs no network.

What: a ``warcinfo`` record, then for each page a ``request`` and a ``response`` record (HTTP/1.1 200,
the page's upstream URL), in this order:

* Rust book chapters 1 to 6 and two later pages, Node.js API pages, Valgrind manual pages, as
  installed (UTF-8);
* re-encoded in a legacy charset, characters the charset lacks written as numeric character
  references (so the page says the same): ``ch08-02-strings`` in KOI8-R declared only in the HTTP
  header, ``appendix-06-translation`` in Shift_JIS declared only in ``<meta charset>``,
  ``ch03-05-control-flow`` in windows-1252 declared only in a ``http-equiv`` meta, Node's
  ``querystring`` in GB2312 (read as GBK) declared only in the HTTP header;
* one page sent gzip-compressed (``Content-Encoding: gzip``), one sent chunked, one without a
  Content-Type (HTML by its first tag);
* two exact duplicates under other URLs (``/stable/book/`` and ``/docs/latest-v20.x/api/``);
* one non-HTML response (a PNG image) and one redirect (301), which are not documents.

Deterministic: record ids are UUIDv5 of the URL and record type, dates a fixed clock that advances a
second per page, each record is its own gzip member (level 9, mtime 0, no file name; the WARC
standard's recommended layout). The same installed pages give a byte-identical file.

Rebuild (from the repository root)::

    python scripts/make_crawl_sample.py            # writes data/crawl/sample.warc.gz
"""

from __future__ import annotations

import argparse
import base64
import datetime
import gzip
import hashlib
import re
import uuid
from pathlib import Path

RUST_BOOK = Path("/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/book")
NODE_API = Path("/usr/share/doc/nodejs/api")
VALGRIND = Path("/usr/share/doc/valgrind/html")

RUST_PAGES = ["ch01-00-getting-started", "ch01-01-installation", "ch01-02-hello-world",
              "ch01-03-hello-cargo", "ch02-00-guessing-game-tutorial",
              "ch03-00-common-programming-concepts", "ch03-01-variables-and-mutability",
              "ch03-02-data-types", "ch03-03-how-functions-work", "ch03-04-comments",
              "ch03-05-control-flow", "ch04-00-understanding-ownership", "ch04-01-what-is-ownership",
              "ch04-02-references-and-borrowing", "ch04-03-slices", "ch05-00-structs",
              "ch05-01-defining-structs", "ch05-02-example-structs", "ch05-03-method-syntax",
              "ch06-00-enums", "ch06-01-defining-an-enum", "ch06-02-match", "ch06-03-if-let",
              "ch08-02-strings", "appendix-06-translation"]
NODE_PAGES = ["index", "synopsis", "documentation", "path", "querystring", "string_decoder",
              "punycode", "tty"]
VALGRIND_PAGES = ["QuickStart", "FAQ", "quick-start", "manual-intro", "design-impl", "dist.readme"]

# page -> (charset, where it is declared: "http" | "meta" | "http-equiv")
LEGACY = {"ch08-02-strings": ("koi8-r", "http"), "appendix-06-translation": ("shift_jis", "meta"),
          "ch03-05-control-flow": ("windows-1252", "http-equiv"), "querystring": ("gb2312", "http")}
GZIP_SENT = "ch04-01-what-is-ownership"
CHUNKED = "ch05-01-defining-structs"
NO_CONTENT_TYPE = "design-impl"
DUPLICATES = {"https://doc.rust-lang.org/book/ch01-01-installation.html":
              "https://doc.rust-lang.org/stable/book/ch01-01-installation.html",
              "https://nodejs.org/api/path.html":
              "https://nodejs.org/docs/latest-v20.x/api/path.html"}
IMAGE = (VALGRIND / "images" / "home.png", "https://valgrind.org/docs/manual/images/home.png")
REDIRECT = ("http://doc.rust-lang.org/book/", "https://doc.rust-lang.org/book/")

CLOCK = datetime.datetime(2025, 3, 1, 9, 0, 0, tzinfo=datetime.timezone.utc)
NAMESPACE = uuid.UUID("6f1c2d3e-4a5b-5c6d-8e7f-0a1b2c3d4e5f")
_META = re.compile(rb'<meta charset="[^"]*">|<meta http-equiv="Content-Type"[^>]*>', re.I)


def record_id(url: str, kind: str) -> str:
    return f"<urn:uuid:{uuid.uuid5(NAMESPACE, kind + ' ' + url)}>"


def sha1(data: bytes) -> str:
    return "sha1:" + base64.b32encode(hashlib.sha1(data).digest()).decode()


def warc_record(kind: str, url: str | None, date: str, block: bytes, content_type: str,
                extra: list[tuple[str, str]] = ()) -> bytes:
    headers = [("WARC-Type", kind), ("WARC-Record-ID", record_id(url or "warcinfo", kind)),
               ("WARC-Date", date)]
    if url:
        headers.append(("WARC-Target-URI", url))
    headers += list(extra)
    headers += [("Content-Type", content_type), ("WARC-Block-Digest", sha1(block)),
                ("Content-Length", str(len(block)))]
    head = "WARC/1.1\r\n" + "".join(f"{k}: {v}\r\n" for k, v in headers) + "\r\n"
    return gzip.compress(head.encode() + block + b"\r\n\r\n", compresslevel=9, mtime=0)


def http_response(body: bytes, status: str = "200 OK",
                  headers: list[tuple[str, str]] = ()) -> bytes:
    lines = [f"HTTP/1.1 {status}", *(f"{k}: {v}" for k, v in headers)]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


def http_request(url: str) -> bytes:
    host, _, path = url.split("://", 1)[1].partition("/")
    return (f"GET /{path} HTTP/1.1\r\nHost: {host}\r\nUser-Agent: gristmill-sample/1.0\r\n"
            f"Accept: text/html\r\n\r\n").encode()


def legacy(html: bytes, charset: str, where: str) -> tuple[bytes, str | None]:
    """The page in ``charset`` with its declaration only in ``where``; the HTTP charset or None."""
    meta = {"meta": f'<meta charset="{charset}">',
            "http-equiv": f'<meta http-equiv="Content-Type" content="text/html; charset={charset}">',
            "http": ""}[where].encode()
    html = _META.sub(b"", html)
    head = re.search(rb"<head[^>]*>", html)
    html = html[:head.end()] + meta + html[head.end():]
    text = html.decode("utf-8")
    return text.encode(charset, "xmlcharrefreplace"), (charset if where == "http" else None)


def chunked(body: bytes, size: int = 4096) -> bytes:
    parts = [b"%x\r\n%s\r\n" % (len(body[i:i + size]), body[i:i + size])
             for i in range(0, len(body), size)]
    return b"".join(parts) + b"0\r\n\r\n"


def pages() -> list[tuple[str, str, Path]]:
    """(name, url, file) of every HTML page, in crawl order."""
    found = [(p, f"https://doc.rust-lang.org/book/{p}.html", RUST_BOOK / f"{p}.html")
             for p in RUST_PAGES]
    found += [(p, f"https://nodejs.org/api/{p}.html", NODE_API / f"{p}.html") for p in NODE_PAGES]
    found += [(p, f"https://valgrind.org/docs/manual/{p}.html", VALGRIND / f"{p}.html")
              for p in VALGRIND_PAGES]
    return found


def build() -> tuple[bytes, dict[str, int]]:
    tick = iter(range(10_000))

    def date() -> str:
        return (CLOCK + datetime.timedelta(seconds=next(tick))).strftime("%Y-%m-%dT%H:%M:%SZ")

    info = (b"software: gristmill scripts/make_crawl_sample.py\r\nformat: WARC File Format 1.1\r\n"
            b"description: documentation pages of the Rust book, Node.js and Valgrind, as "
            b"installed, under their upstream URLs\r\n")
    out = [warc_record("warcinfo", None, date(), info, "application/warc-fields")]
    counts = {"html": 0, "legacy": 0, "duplicates": 0, "requests": 0}

    def exchange(url: str, response: bytes, when: str) -> None:
        req_id = record_id(url, "request")
        out.append(warc_record("request", url, when, http_request(url),
                               "application/http; msgtype=request"))
        out.append(warc_record("response", url, when, response, "application/http; msgtype=response",
                               [("WARC-Concurrent-To", req_id)]))
        counts["requests"] += 1

    sent: dict[str, bytes] = {}
    for name, url, path in pages():
        html = path.read_bytes()
        charset = "utf-8"
        if name in LEGACY:
            html, charset = legacy(html, *LEGACY[name])
            counts["legacy"] += 1
        headers = [] if name == NO_CONTENT_TYPE else [
            ("Content-Type", f"text/html; charset={charset}" if charset else "text/html")]
        body = html
        if name == GZIP_SENT:
            body = gzip.compress(html, compresslevel=9, mtime=0)
            headers.append(("Content-Encoding", "gzip"))
        if name == CHUNKED:
            body = chunked(html)
            headers.append(("Transfer-Encoding", "chunked"))
        else:
            headers.append(("Content-Length", str(len(body))))
        response = http_response(body, headers=headers)
        exchange(url, response, date())
        counts["html"] += 1
        sent[url] = response
        if url in DUPLICATES:
            exchange(DUPLICATES[url], response, date())
            counts["html"] += 1
            counts["duplicates"] += 1
    image = IMAGE[0].read_bytes()
    exchange(IMAGE[1], http_response(image, headers=[("Content-Type", "image/png"),
                                                     ("Content-Length", str(len(image)))]), date())
    moved = b'<html><body>Moved to <a href="%s">%s</a></body></html>' % (
        REDIRECT[1].encode(), REDIRECT[1].encode())
    exchange(REDIRECT[0], http_response(moved, "301 Moved Permanently", [
        ("Location", REDIRECT[1]), ("Content-Type", "text/html"),
        ("Content-Length", str(len(moved)))]), date())
    return b"".join(out), counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", default="data/crawl/sample.warc.gz")
    args = parser.parse_args()
    data, counts = build()
    Path(args.output).parent.mkdir(parents=True, exist_ok=True)
    Path(args.output).write_bytes(data)
    print(f"{args.output}: {len(data)} bytes; {counts['html']} HTML responses "
          f"({counts['legacy']} in legacy charsets, {counts['duplicates']} duplicates), "
          f"{counts['requests']} requests, 1 warcinfo, 1 image, 1 redirect")


if __name__ == "__main__":
    main()
