"""Main-content extraction: a document whose text is an HTML page becomes the page's main text.

Runs first, on what the reader produced and before normalization, so that every later stage sees
prose rather than markup. The page's main text is kept with its paragraphs on separate lines;
scripts, styles, navigation, headers, footers, sidebars and cookie banners go. Two engines:

* ``trafilatura`` (the default): the extractor FineWeb chose after comparing extractors on model
  quality (Penedo et al. 2024, "The FineWeb Datasets"), through datatrove's settings
  (``favor_precision``, no comments). Its ``deduplicate`` option normally keeps a process-wide cache of
  the segments it has seen, so a page's text would depend on the pages the same worker extracted
  before it; here each page gets a cache of its own, so ``deduplicate`` only removes segments
  repeated inside one page, and the result is the same in any order, on any worker.
* ``resiliparse``: Resiliparse's ``extract_plain_text`` with its main-content heuristics; one to two
  orders of magnitude faster (``benchmarks/extract_quality.py``), with other trade-offs.

Which documents are HTML: with ``apply_to="html"``, those whose ``content_type`` metadata (the HTTP
media type a WARC reader records) is ``text/html`` or ``application/xhtml+xml``, and, when there is
no ``content_type``, those whose text starts like an HTML page (:func:`looks_like_html`); others pass
unchanged and are counted under ``rules/extract:not_html``. With ``apply_to="all"`` every text is
taken as HTML (a JSONL or Parquet corpus of raw pages).

Outcomes per page: the extracted text (``modified/extract``), optionally with the page's
``<title>`` in metadata ``title`` and ``<html lang>`` in ``html_lang``; ``extract:too_large``
(longer than ``max_html_bytes`` in UTF-8: trafilatura's time grows faster than the page, 61 s on
one 8 MB page measured here, and a cap keeps one page from holding a worker without a clock, which
would make output depend on machine speed); ``extract:no_content`` (the engine found no main text,
or less than ``min_chars``); an engine that raises dead-letters the page (``extract:error``).
Deterministic per document.
"""

from __future__ import annotations

import re
from typing import Any, Callable, NamedTuple, Sequence

from gristmill.transforms.document import Document
from gristmill.transforms.steps import Drop, Step

ENGINES = ("trafilatura", "resiliparse")
APPLY_TO = ("html", "all")
# Media types of HTML pages (RFC 2854, and XHTML's in RFC 3236).
HTML_TYPES = frozenset({"text/html", "application/xhtml+xml"})
CONTENT_TYPE = "content_type"
TITLE = "title"
HTML_LANG = "html_lang"

TOO_LARGE = "extract:too_large"
NO_CONTENT = "extract:no_content"
NOT_HTML = "not_html"

# How far into a text without a content type to look for the start of an HTML page. A page starts
# with a doctype or <html>, perhaps after a byte-order mark, an XML declaration or comments; a head
# or body tag this early is enough too (pages that omit <html>).
SNIFF_CHARS = 1024
_HTML_START = re.compile(r"<(?:!doctype\s+html|html|head|body)[\s>/]", re.IGNORECASE)
_MARKUP_LEAD = re.compile(r"\A(?:\ufeff)?\s*<")
# Lone surrogates (from JSON escapes such as "\ud800") are not text an HTML parser takes.
_SURROGATE = re.compile("[\ud800-\udfff]")


class Extracted(NamedTuple):
    """What an engine found in a page: its main ``text`` ("" for none), ``title`` and ``lang``
    (None when absent)."""

    text: str
    title: str | None = None
    lang: str | None = None


def media_type(content_type: Any) -> str:
    """``"Text/HTML; charset=UTF-8"`` -> ``"text/html"``; "" for anything that is not a string."""
    if not isinstance(content_type, str):
        return ""
    return content_type.partition(";")[0].strip().lower()


def looks_like_html(text: str) -> bool:
    """Whether ``text`` starts like an HTML page: its first non-blank character opens markup and a
    doctype, ``<html>``, ``<head>`` or ``<body>`` tag comes within :data:`SNIFF_CHARS` characters.
    Prose that merely quotes a tag does not start with ``<``."""
    return bool(_MARKUP_LEAD.match(text)) and _HTML_START.search(text, 0, SNIFF_CHARS) is not None


def is_html(doc: Document, apply_to: str) -> bool:
    """Whether the stage treats ``doc``'s text as an HTML page (see the module docstring)."""
    if apply_to == "all":
        return True
    declared = media_type(doc.metadata.get(CONTENT_TYPE))
    if declared:
        return declared in HTML_TYPES
    return looks_like_html(doc.text)


def utf8_size_above(text: str, limit: int) -> bool:
    """Whether ``text`` takes more than ``limit`` bytes in UTF-8, without encoding it when its
    length alone decides (one to four bytes per character)."""
    if len(text) > limit:
        return True
    if 4 * len(text) <= limit:
        return False
    return len(text.encode("utf-8", "surrogatepass")) > limit


def _clean(value: Any) -> str | None:
    """A title or language code as one trimmed line, None when empty."""
    if not isinstance(value, str):
        return None
    value = " ".join(value.split())
    return value or None


class TrafilaturaEngine:
    """``html -> Extracted`` with trafilatura (plain-text output). Options are trafilatura's own:
    ``favor_precision``/``favor_recall`` (at most one), ``include_tables``, ``include_comments``,
    ``deduplicate`` (within the page only: see the module docstring), ``fast`` (skip the fallback
    extractors it otherwise compares against)."""

    def __init__(self, *, favor_precision: bool = True, favor_recall: bool = False,
                 include_tables: bool = True, include_comments: bool = False,
                 deduplicate: bool = False, fast: bool = False):
        if favor_precision and favor_recall:
            raise ValueError("favor_precision and favor_recall exclude each other")
        self.options = dict(favor_precision=favor_precision, favor_recall=favor_recall,
                            include_tables=include_tables, include_comments=include_comments,
                            fast=fast)
        self.deduplicate = deduplicate

    def __call__(self, html: str) -> Extracted:
        import trafilatura
        from trafilatura.deduplication import LRUCache
        from trafilatura.settings import LRU_SIZE
        from trafilatura.utils import load_html

        tree = load_html(html)
        if tree is None:
            return Extracted("")
        title = _clean(tree.findtext(".//title"))
        lang = _clean(tree.get("lang") or tree.get("{http://www.w3.org/XML/1998/namespace}lang"))
        # A fresh cache per page: trafilatura's shared one would carry segments over from the pages
        # this process saw before.
        dedup = LRUCache(maxsize=LRU_SIZE) if self.deduplicate else False
        text = trafilatura.extract(tree, output_format="txt", deduplicate=dedup, **self.options)
        return Extracted(text or "", title, lang)


class ResiliparseEngine:
    """``html -> Extracted`` with Resiliparse's ``extract_plain_text`` (block formatting kept):
    ``main_content`` (its boilerplate heuristics), ``alt_texts`` (image descriptions),
    ``links`` (link targets in the text), ``list_bullets``."""

    def __init__(self, *, main_content: bool = True, alt_texts: bool = True, links: bool = False,
                 list_bullets: bool = True):
        self.options = dict(main_content=main_content, alt_texts=alt_texts, links=links,
                            list_bullets=list_bullets, preserve_formatting=True)

    def __call__(self, html: str) -> Extracted:
        from resiliparse.extract.html2text import extract_plain_text
        from resiliparse.parse.html import HTMLTree

        tree = HTMLTree.parse(html)
        title = _clean(tree.title)
        root = tree.document.query_selector("html") if tree.document is not None else None
        lang = _clean(root.getattr("lang")) if root is not None else None
        return Extracted(extract_plain_text(tree, **self.options), title, lang)


def make_engine(engine: str, options: dict[str, Any]) -> Callable[[str], Extracted]:
    """The engine called ``engine`` with ``options`` (its own keyword arguments)."""
    if engine == "trafilatura":
        return TrafilaturaEngine(**options)
    if engine == "resiliparse":
        return ResiliparseEngine(**options)
    raise ValueError(f"engine must be one of {ENGINES}, got {engine!r}")


def tidy_lines(text: str) -> str:
    """Extracted text with trailing spaces off each line, at most one blank line in a row, and no
    blank lines around it."""
    lines = [line.rstrip() for line in text.split("\n")]
    out: list[str] = []
    for line in lines:
        if line or (out and out[-1]):
            out.append(line)
    return "\n".join(out).strip("\n")


def extract_document(doc: Document, engine: Callable[[str], Extracted], *, apply_to: str = "html",
                     max_html_bytes: int = 1 << 20, min_chars: int = 1,
                     page_metadata: bool = True) -> Document | Drop | None:
    """One document through the stage: the document with its main text (and, with
    ``page_metadata``, ``title``/``html_lang`` metadata that the document does not already have),
    a :class:`Drop`, or None when ``doc`` is not HTML and passes unchanged."""
    if not is_html(doc, apply_to):
        return None
    if utf8_size_above(doc.text, max_html_bytes):
        return Drop(TOO_LARGE)
    # Resiliparse refuses such a page and lxml (under trafilatura) reads none of its text, so each
    # lone surrogate becomes U+FFFD, as a browser decoding the same bytes shows it.
    found = engine(_SURROGATE.sub("\ufffd", doc.text))
    text = tidy_lines(found.text)
    if not text or len(text) < min_chars:  # tidy_lines leaves no text of blanks only
        return Drop(NO_CONTENT)
    metadata = doc.metadata
    if page_metadata:
        extra = {key: value for key, value in ((TITLE, found.title), (HTML_LANG, found.lang))
                 if value is not None and key not in metadata}
        if extra:
            metadata = {**metadata, **extra}
    return doc.replace(text=text, metadata=metadata)


class ExtractStep(Step):
    """The extract step (:func:`gristmill.transforms.steps.run_steps` applies it, under stage
    ``extract``): each HTML document becomes its main text, or is dropped (``extract:too_large``,
    ``extract:no_content``); a document that is not HTML is returned as is and counted under
    ``rules/extract:not_html``; an engine that raises dead-letters the document
    (``extract:error``). Deterministic per document, whatever order documents come in."""

    name = "extract"

    def __init__(self, *, engine: str = "trafilatura", options: dict[str, Any] | None = None,
                 apply_to: str = "html", max_html_bytes: int = 1 << 20, min_chars: int = 1,
                 page_metadata: bool = True):
        super().__init__()
        if apply_to not in APPLY_TO:
            raise ValueError(f"apply_to must be one of {APPLY_TO}, got {apply_to!r}")
        self.engine = make_engine(engine, dict(options or {}))  # checks the options now
        self.settings = dict(apply_to=apply_to, max_html_bytes=max_html_bytes,
                             min_chars=min_chars, page_metadata=page_metadata)

    def apply(self, doc: Document) -> Document | Drop:
        result = extract_document(doc, self.engine, **self.settings)
        if result is None:
            self.count(NOT_HTML)
            return doc
        return result

    def run_batch(self, docs: Sequence[Document]) -> list[Document | Drop]:
        return [self.apply(doc) for doc in docs]
