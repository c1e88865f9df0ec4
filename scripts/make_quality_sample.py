"""Build data/quality/: positives and negatives for training and evaluating a quality classifier.

Every text is real text written by others and installed on the build machine (sources, versions and
licenses in data/quality/README.md):

* train positives: prose paragraphs of The Rust Programming Language book and of the Node.js API
  documentation;
* train negatives: Node.js changelog entries (commit lists), the per-page API tables of contents of
  the Node.js documentation, the Rust standard library's item index (``all.html``), the navigation
  of both sites, and the bundled-license list in Node.js's LICENSE;
* eval positives (other sources than training): prose paragraphs of the Go specification and memory
  model, and of Python's built-in help topics (``pydoc_data/topics.py``);
* eval negatives: Go's API listings (``api/go1.*.txt``), IDLE's changelog (``idlelib/NEWS.txt``) and
  Python's LICENSE.txt (the license terms, section B).

A positive document is a run of consecutive paragraphs of one page (whitespace inside a paragraph
collapsed, paragraphs separated by a blank line), at least MIN_DOC_CHARS long; a negative document is
a run of consecutive non-empty lines of one file. Where a source gives more documents than its cap,
the ones with the smallest BLAKE2b hash of their id are kept, so the choice is spread over the pages
and the same on every run. Files are gzip-compressed with no name and mtime 0: the same installed
documentation gives byte-identical files.

    python scripts/make_quality_sample.py [--out data/quality]
"""

from __future__ import annotations

import argparse
import glob
import gzip
import hashlib
import io
import json
import os
import re
import sysconfig
from pathlib import Path
from typing import Iterable, Iterator

import lxml.html

RUST_DOC = "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html"
NODE_DOC = "/usr/share/doc/nodejs"
GO_ROOT = "/usr/local/go"
PYTHON_STDLIB = sysconfig.get_paths()["stdlib"]

MIN_PARAGRAPH_CHARS = 40
MIN_DOC_CHARS = 400
MIN_TAIL_CHARS = 150
MAX_DOC_CHARS = 2000

_MD_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_MD_ESCAPE = re.compile(r"\\([\[\]_*`#])")


# --------------------------------------------------------------------------------------------------
# Grouping


def paragraphs_to_docs(source: str, name: str, paragraphs: Iterable[str]) -> Iterator[dict]:
    """Runs of consecutive paragraphs of one page, each run at least MIN_DOC_CHARS long."""
    run: list[str] = []
    index = 0
    for paragraph in paragraphs:
        paragraph = " ".join(paragraph.split())
        if len(paragraph) < MIN_PARAGRAPH_CHARS:
            continue
        run.append(paragraph)
        text = "\n\n".join(run)
        if len(text) >= MIN_DOC_CHARS:
            yield {"id": f"{source}/{name}#{index}", "text": text[:MAX_DOC_CHARS], "source": source}
            run, index = [], index + 1


def lines_to_docs(source: str, name: str, lines: Iterable[str]) -> Iterator[dict]:
    """Runs of consecutive non-empty lines of one file, each at least MIN_DOC_CHARS long (a last
    shorter run is kept if it has MIN_TAIL_CHARS)."""
    run: list[str] = []
    index = 0
    for line in lines:
        line = line.rstrip()
        if not line.strip():
            continue
        run.append(line)
        if sum(len(item) + 1 for item in run) >= MIN_DOC_CHARS:
            yield {"id": f"{source}/{name}#{index}", "text": "\n".join(run)[:MAX_DOC_CHARS],
                   "source": source}
            run, index = [], index + 1
    if run and sum(len(item) + 1 for item in run) >= MIN_TAIL_CHARS:
        yield {"id": f"{source}/{name}#{index}", "text": "\n".join(run), "source": source}


def capped(docs: Iterable[dict], cap: int) -> list[dict]:
    """At most ``cap`` documents: those with the smallest hash of their id, in id order."""
    def key(doc: dict) -> bytes:
        return hashlib.blake2b(doc["id"].encode("utf-8"), digest_size=8).digest()

    chosen = sorted(docs, key=key)[:cap]
    return sorted(chosen, key=lambda doc: doc["id"])


def _html(path: str):
    return lxml.html.parse(path).getroot()


def _sorted_glob(pattern: str) -> list[str]:
    return sorted(glob.glob(pattern))


def _unmarkdown(line: str) -> str:
    """A changelog line as a page would show it: link targets dropped, escapes undone."""
    return _MD_ESCAPE.sub(r"\1", _MD_LINK.sub(r"\1", line))


# --------------------------------------------------------------------------------------------------
# Sources


def rust_book() -> Iterator[dict]:
    for path in _sorted_glob(f"{RUST_DOC}/book/ch*.html"):
        root = _html(path)
        yield from paragraphs_to_docs("rust-book", os.path.basename(path),
                                      (p.text_content() for p in root.xpath("//main//p")))


def node_api_prose() -> Iterator[dict]:
    for path in _sorted_glob(f"{NODE_DOC}/api/*.html"):
        if os.path.basename(path) in ("all.html", "index.html"):
            continue
        root = _html(path)
        yield from paragraphs_to_docs("node-api", os.path.basename(path),
                                      (p.text_content() for p in
                                       root.xpath("//*[@id='apicontent']//p")))


def node_changelog() -> Iterator[dict]:
    for path in _sorted_glob(f"{NODE_DOC}/changelogs/CHANGELOG_V*.md"):
        with open(path, encoding="utf-8") as f:
            lines = [_unmarkdown(line) for line in f if line.startswith("* ")]
        yield from lines_to_docs("node-changelog", os.path.basename(path), lines)


def node_api_toc() -> Iterator[dict]:
    for path in _sorted_glob(f"{NODE_DOC}/api/*.html"):
        if os.path.basename(path) in ("all.html", "index.html"):
            continue
        for toc in _html(path).xpath("//*[@id='toc']"):
            yield from lines_to_docs("node-api-toc", os.path.basename(path),
                                     (li.text_content().split("\n")[0] for li in toc.iter("li")))


def rust_std_index() -> Iterator[dict]:
    for crate in ("std", "core", "alloc"):
        items = _html(f"{RUST_DOC}/{crate}/all.html").xpath("//ul[contains(@class,'all-items')]/li")
        yield from lines_to_docs("rust-std-index", f"{crate}/all.html",
                                 (li.text_content() for li in items))


def site_navigation() -> Iterator[dict]:
    toc = _html(f"{RUST_DOC}/book/toc.html")
    yield from lines_to_docs("rust-book-nav", "toc.html",
                             (a.text_content() for a in toc.iter("a")))
    nav = _html(f"{NODE_DOC}/api/index.html").xpath("//*[@id='column2']")[0]
    yield from lines_to_docs("node-api-nav", "index.html",
                             (line.strip() for line in nav.text_content().splitlines()))


def node_license() -> Iterator[dict]:
    with open(f"{NODE_DOC}/LICENSE", encoding="utf-8") as f:
        lines = [line for line in f if line.startswith("- ")]
    yield from lines_to_docs("node-license", "LICENSE", lines)


def go_docs() -> Iterator[dict]:
    for name in ("go_spec.html", "go_mem.html"):
        root = _html(f"{GO_ROOT}/doc/{name}")
        yield from paragraphs_to_docs("go-doc", name, (p.text_content() for p in root.iter("p")))


def python_topics() -> Iterator[dict]:
    """Paragraphs of the help topics that are prose: unindented lines only (indented blocks are
    grammar, code or lists)."""
    namespace: dict = {}
    with open(f"{PYTHON_STDLIB}/pydoc_data/topics.py", encoding="utf-8") as f:
        exec(compile(f.read(), "topics.py", "exec"), namespace)  # a module holding one dict literal
    for topic in sorted(namespace["topics"]):
        blocks = namespace["topics"][topic].split("\n\n")
        prose = [block for block in blocks
                 if block.strip() and not any(line.startswith((" ", "*", "-", ">>>"))
                                              for line in block.splitlines())
                 and not set(block.splitlines()[-1]) <= set("*=-")]
        yield from paragraphs_to_docs("python-help", topic, prose)


def go_api() -> Iterator[dict]:
    for path in _sorted_glob(f"{GO_ROOT}/api/go1*.txt"):
        with open(path, encoding="utf-8") as f:
            yield from lines_to_docs("go-api", os.path.basename(path), f)


def idle_news() -> Iterator[dict]:
    with open(f"{PYTHON_STDLIB}/idlelib/NEWS.txt", encoding="utf-8") as f:
        yield from lines_to_docs("idle-news", "NEWS.txt", f)


def python_license() -> Iterator[dict]:
    """The license terms (section B), not the history of the software before them."""
    with open(f"{PYTHON_STDLIB}/LICENSE.txt", encoding="utf-8") as f:
        text = f.read()
    terms = text[text.index("B. TERMS AND CONDITIONS"):]
    yield from lines_to_docs("python-license", "LICENSE.txt", terms.splitlines())


# (file, [(source, cap)]): the caps keep the four files together under about 1 MB compressed.
PLAN = {
    "train_positives": [(rust_book, 700), (node_api_prose, 700)],
    "train_negatives": [(node_changelog, 550), (node_api_toc, 350), (rust_std_index, 200),
                        (site_navigation, 50), (node_license, 150)],
    "eval_positives": [(go_docs, 300), (python_topics, 300)],
    "eval_negatives": [(go_api, 300), (idle_news, 150), (python_license, 100)],
}


def write_jsonl_gz(path: Path, docs: list[dict]) -> None:
    raw = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as gz:
        for doc in docs:
            gz.write((json.dumps(doc, ensure_ascii=False, sort_keys=True) + "\n").encode("utf-8"))
    path.write_bytes(raw.getvalue())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="data/quality", help="output directory")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for name, sources in PLAN.items():
        docs: list[dict] = []
        for source, cap in sources:
            chosen = capped(source(), cap)
            print(f"{name}: {source.__name__}: {len(chosen)} documents")
            docs.extend(chosen)
        path = out / f"{name}.jsonl.gz"
        write_jsonl_gz(path, docs)
        print(f"{path}: {len(docs)} documents, {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
