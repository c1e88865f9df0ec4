"""HTML main-content extraction: the pure step on real documentation pages, its config section, and
a whole run over a JSONL corpus of raw pages."""

from __future__ import annotations

import json
from pathlib import Path

import lxml.html
import pytest

from gristmill.cli import main
from gristmill.pipeline.config import ConfigError, load_config
from gristmill.pipeline.graph import extract_step
from gristmill.transforms.checkpoint import PrepareRangeFn
from gristmill.transforms.document import Document
from gristmill.transforms.extract import (Extracted, ExtractStep, ResiliparseEngine, is_html,
                                          looks_like_html, media_type, tidy_lines,
                                          utf8_size_above)
from gristmill.transforms.normalize import NormalizeStep
from gristmill.transforms.read import InputFile, ReadRange, ReadRangeFn
from gristmill.transforms.stage import REJECTS, STATS
from gristmill.transforms.steps import Drop, Tally, run_steps
from tests.stats_keys import as_text

PAGES = Path(__file__).parent / "data" / "extract"
ENGINES = ("trafilatura", "resiliparse")


def page(name: str) -> str:
    return (PAGES / name).read_text(encoding="utf-8")


def doc(text: str, id: str = "d", **metadata) -> Document:
    return Document(id=id, text=text, metadata=metadata)


# Per page: phrases of its main text; phrases of its visible navigation, header or footer that both
# engines remove; and those only trafilatura removes (resiliparse keeps mdBook's keyboard-help popup
# and rustdoc's skip link).
PAGE_CHECKS = {
    "rust_book_comments.html": (
        ["All programmers strive to make their code easy to understand",
         "let lucky_number = 7;", "Publishing a Crate to Crates.io"],
        ["Light", "Coal", "Navy"],
        ["Keyboard shortcuts", "Press Esc to hide this help"]),
    "node_api_punycode.html": (
        ["Punycode is a character encoding scheme defined by RFC 3492",
         "punycode.decode(string)"],
        ["About this documentation", "Assertion testing", "Other versions"],
        []),
    "npm_whoami.html": (
        ["Display the npm username of the currently logged-in user"],
        ["Edit this page on GitHub"],
        []),
    "rustdoc_std_hint.html": (
        ["Hints to compiler that affects how code should be emitted or optimized"],
        ["In crate std"],
        ["Skip to main content"]),
}


def visible_text(html: str) -> str:
    """What a reader of the page sees (body text without scripts and styles), parsed by lxml."""
    body = lxml.html.document_fromstring(html).find("body")
    for element in body.xpath(".//script|.//style"):
        element.drop_tree()
    return body.text_content()


# --------------------------------------------------------------------------------------------------
# Pure helpers


@pytest.mark.parametrize("value, expected", [
    ("text/html", "text/html"), ("Text/HTML; charset=UTF-8", "text/html"),
    (" application/xhtml+xml ", "application/xhtml+xml"), ("", ""), (None, ""), (42, "")])
def test_media_type(value, expected):
    assert media_type(value) == expected


@pytest.mark.parametrize("text, expected", [
    ("<!DOCTYPE html><html><body>x</body></html>", True),
    ("\ufeff  \n<html lang=en><p>x", True),
    ("<?xml version='1.0'?>\n<!-- generated -->\n<html xmlns='http://www.w3.org/1999/xhtml'>", True),
    ("<head><title>t</title></head><body>x</body>", True),
    ("Use the <html> element as the root of a page.", False),
    ("<p>a paragraph fragment without a page around it</p>", False),
    ("plain prose", False),
    ("<div>" + "x" * 2000 + "<html>", False),  # the page start must come early
])
def test_looks_like_html(text, expected):
    assert looks_like_html(text) is expected


def test_is_html_trusts_the_content_type_over_the_text():
    html = page("npm_whoami.html")
    assert is_html(doc(html, content_type="text/html; charset=utf-8"), "html")
    assert is_html(doc("no markup at all", content_type="application/xhtml+xml"), "html")
    assert not is_html(doc(html, content_type="application/pdf"), "html")
    assert not is_html(doc(html, content_type="text/plain"), "html")
    assert is_html(doc(html), "html")  # no content type: sniffed
    assert not is_html(doc("plain prose"), "html")
    assert is_html(doc("plain prose", content_type="text/plain"), "all")


def test_utf8_size_above_counts_bytes_not_characters():
    assert not utf8_size_above("é" * 50, 100)
    assert utf8_size_above("é" * 51, 100)
    assert not utf8_size_above("a" * 100, 100)
    assert utf8_size_above("a" * 101, 100)
    assert utf8_size_above("😀" * 26, 100)


def test_tidy_lines_keeps_paragraph_breaks_only():
    assert tidy_lines("\n\n a  \n\n\n\nb\t\nc\n\n") == " a\n\nb\nc"


# --------------------------------------------------------------------------------------------------
# Real pages


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("name", sorted(PAGE_CHECKS))
def test_main_text_is_kept_and_navigation_removed(engine, name):
    html = page(name)
    result = ExtractStep(engine=engine).apply(doc(html, content_type="text/html"))
    assert isinstance(result, Document)
    main, removed, removed_by_trafilatura = PAGE_CHECKS[name]
    boilerplate = removed + (removed_by_trafilatura if engine == "trafilatura" else [])
    visible = visible_text(html)
    for phrase in main:
        assert phrase in result.text, (engine, name, phrase)
    for phrase in boilerplate:
        assert phrase in visible, (name, phrase)  # on the page, as text
        assert phrase not in result.text, (engine, name, phrase)
    for markup in ("<script", "<style", "</div>", "function(", "<nav"):
        assert markup not in result.text
    # Paragraphs stay apart.
    assert result.text.count("\n") >= 3
    assert len(result.text) < len(html) / 2


@pytest.mark.parametrize("engine", ENGINES)
def test_lone_surrogates_do_not_cost_the_page(engine):
    html = page("rust_book_comments.html")
    main = "All programmers strive to make their code easy to understand"
    at = html.index(main) + len(main)
    result = ExtractStep(engine=engine).apply(doc(html[:at] + "\ud800" + html[at:],
                                                  content_type="text/html"))
    assert isinstance(result, Document)
    assert main + "\ufffd" in result.text


@pytest.mark.parametrize("engine", ENGINES)
def test_page_title_and_language_go_to_metadata(engine):
    result = ExtractStep(engine=engine).apply(doc(page("rust_book_comments.html"), url="u"))
    assert result.metadata == {"url": "u", "title": "Comments - The Rust Programming Language",
                               "html_lang": "en"}
    kept = ExtractStep(engine=engine).apply(doc(page("rust_book_comments.html"), title="mine"))
    assert kept.metadata["title"] == "mine"  # the record's own title wins
    bare = ExtractStep(engine=engine, page_metadata=False).apply(
        doc(page("rust_book_comments.html")))
    assert bare.metadata == {}


def test_non_html_passes_unchanged_and_is_counted():
    step = ExtractStep()
    docs = [doc(page("npm_whoami.html"), id="page", content_type="text/html"),
            doc("A plain text record about nothing in particular.", id="prose"),
            doc(page("npm_whoami.html"), id="pdf", content_type="application/pdf")]
    tally = Tally()
    result = run_steps([step], docs, tally, stage="extract")
    assert [d.id for d in result.kept] == ["page", "prose", "pdf"]
    assert result.kept[1] is docs[1] and result.kept[2] is docs[2]
    assert "Display the npm username" in result.kept[0].text
    assert tally.as_dict() == {"modified/extract": 1, "rules/extract:not_html": 2}


def test_too_large_page_is_dropped_before_the_engine_sees_it(monkeypatch):
    calls = []
    step = ExtractStep(max_html_bytes=len(page("npm_whoami.html").encode()) - 1)
    monkeypatch.setattr(step, "engine", lambda html: calls.append(html) or Extracted("x"))
    assert step.apply(doc(page("npm_whoami.html"))) == Drop("extract:too_large")
    assert calls == []
    small = ExtractStep(max_html_bytes=len(page("npm_whoami.html").encode()))
    assert isinstance(small.apply(doc(page("npm_whoami.html"))), Document)


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("html", [
    "<html><head><title>Empty</title><script>var a = 1;</script></head><body></body></html>",
    "<html><body>   </body></html>",
    "<html><body><!-- a comment only --><style>p { color: red }</style></body></html>",
])
def test_page_without_text_is_dropped(engine, html):
    result = ExtractStep(engine=engine).apply(doc(html, content_type="text/html"))
    assert result == Drop("extract:no_content"), result


NAVIGATION_ONLY = "<html><body><nav><a href='/'>Home</a></nav><footer>© 2024</footer></body></html>"


@pytest.mark.parametrize("engine, options", [("resiliparse", {}),
                                             ("trafilatura", {"fast": True})])
def test_page_of_navigation_alone_is_dropped(engine, options):
    result = ExtractStep(engine=engine, options=options).apply(doc(NAVIGATION_ONLY))
    assert result == Drop("extract:no_content"), result


def test_trafilatura_fallback_keeps_the_text_of_a_page_without_main_content():
    # Without `fast`, trafilatura's fallback extractors return what text a page has when its own
    # extraction finds nothing: the filters after extraction judge such pages.
    assert ExtractStep().apply(doc(NAVIGATION_ONLY)).text == "Home"


def test_min_chars_drops_short_extractions():
    html = page("npm_whoami.html")
    text = ExtractStep().apply(doc(html)).text
    assert ExtractStep(min_chars=len(text)).apply(doc(html)).text == text
    assert ExtractStep(min_chars=len(text) + 1).apply(doc(html)) == Drop("extract:no_content")


def test_an_engine_exception_is_a_dead_letter_not_a_crash(monkeypatch):
    import trafilatura

    def broken(*args, **kwargs):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(trafilatura, "extract", broken)
    docs = [doc(page("npm_whoami.html"), id="bad", content_type="text/html"),
            doc("not a page", id="prose")]
    tally = Tally()
    result = run_steps([ExtractStep()], docs, tally, stage="extract")
    assert [d.id for d in result.kept] == ["prose"]
    [record] = result.dead_letters
    assert (record["error"], record["stage"], record["id"]) == ("extract:error", "extract", "bad")
    assert "RecursionError: maximum recursion depth exceeded" in record["message"]
    assert tally.as_dict()["dead_lettered/extract:error"] == 1


@pytest.mark.parametrize("engine, options", [("trafilatura", {}),
                                             ("trafilatura", {"deduplicate": True}),
                                             ("resiliparse", {})])
def test_results_do_not_depend_on_the_order_pages_are_seen(engine, options):
    names = sorted(PAGE_CHECKS)
    # Four copies of each page: trafilatura's shared deduplication cache drops a segment from its
    # third repetition on, so with it the last copies would lose text.
    pages = [doc(page(name), id=f"{name}#{i}") for i in range(4) for name in names]

    def extract_all(order):
        step = ExtractStep(engine=engine, options=options)
        return {d.id: (d.text, d.metadata) for d in map(step.apply, order)}

    forward = extract_all(pages)
    backward = extract_all(list(reversed(pages)))
    assert forward == backward
    for name in names:  # every copy of a page is extracted like the first
        assert all(forward[f"{name}#{i}"] == forward[f"{name}#0"] for i in range(4))


def test_trafilatura_options_reach_the_engine(monkeypatch):
    import trafilatura

    seen = []
    monkeypatch.setattr(trafilatura, "extract", lambda tree, **kw: seen.append(kw) or "text")
    ExtractStep(options={"favor_precision": False, "favor_recall": True, "include_tables": False,
                         "deduplicate": True}).apply(doc(page("npm_whoami.html")))
    [kw] = seen
    assert (kw["favor_recall"], kw["favor_precision"], kw["include_tables"],
            kw["include_comments"]) == (True, False, False, False)
    assert kw["deduplicate"] is not False  # a cache of the page's own
    with pytest.raises(ValueError, match="exclude each other"):
        ExtractStep(options={"favor_precision": True, "favor_recall": True})
    with pytest.raises(ValueError, match="apply_to"):
        ExtractStep(apply_to="some")


# --------------------------------------------------------------------------------------------------
# Beam: the step inside the read step


def test_read_step_extracts_before_normalizing(tmp_path):
    lines = [{"id": "a", "text": page("npm_whoami.html").replace("\n", "\r\n"),
              "content_type": "text/html"},
             {"id": "b", "text": "<html><body><script>menu()</script></body></html>",
              "content_type": "text/html"},
             {"id": "c", "text": "plain\r\nprose", "content_type": "text/plain"}]
    path = tmp_path / "in.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    read = ReadRangeFn(text_field="text", id_field="id", max_record_bytes=1 << 20)
    fn = PrepareRangeFn(read, None, NormalizeStep(unicode_form="NFC", control_chars=True,
                                                  whitespace=True), [], emit_rejects=True,
                        extract=ExtractStep())
    fn.setup()
    fn.start_bundle()
    size = path.stat().st_size
    outputs = list(fn.process(ReadRange(InputFile(str(path), size, "jsonl", "none"), 0, size)))
    outputs += list(fn.finish_bundle())
    docs = {o.id: o for o in outputs if isinstance(o, Document)}
    tagged = [o for o in outputs if not isinstance(o, Document)]
    assert sorted(docs) == ["a", "c"]
    assert "Display the npm username" in docs["a"].text and "\r" not in docs["a"].text
    assert docs["c"].text == "plain\nprose"
    assert [(o.value[0], o.value[1].id) for o in tagged if o.tag == REJECTS] == [
        ("extract:no_content", "b")]
    stats = as_text(o.value.value for o in tagged if o.tag == STATS)
    assert (stats["modified/extract"], stats["dropped/extract:no_content"],
            stats["rules/extract:not_html"], stats["read/records"]) == (1, 1, 1, 3)


# --------------------------------------------------------------------------------------------------
# Config


def test_extract_section_defaults_and_step():
    config = load_config(None, ["input.paths=x.jsonl", "output.path=/tmp/o",
                                "output.documents=true"])
    e = config.extract
    assert (e.enabled, e.engine, e.apply_to, e.max_html_bytes) == (False, "trafilatura", "html",
                                                                   1 << 20)
    assert (e.trafilatura.favor_precision, e.trafilatura.include_comments,
            e.trafilatura.deduplicate) == (True, False, False)
    assert extract_step(config) is None
    on = load_config(None, ["input.paths=x.jsonl", "output.path=/tmp/o", "extract.enabled=true",
                            "extract.engine=resiliparse", "extract.resiliparse.links=true",
                            "extract.apply_to=all"])
    step = extract_step(on)
    assert isinstance(step.engine, ResiliparseEngine) and step.settings["apply_to"] == "all"
    assert step.engine.options["links"] is True


@pytest.mark.parametrize("override, message", [
    ("extract.engine=boilerpipe", "extract.engine"),
    ("extract.apply_to=text", "extract.apply_to"),
    ("extract.max_html_bytes=0", "extract.max_html_bytes"),
    ("extract.min_chars=-1", "extract.min_chars"),
    ("extract.trafilatura.favor_recall=true", "exclude each other"),
    ("extract.trafilatura.timeout=1", "unknown key extract.trafilatura.timeout"),
    ("extract.enabled=maybe", "extract.enabled"),
])
def test_extract_section_rejects_bad_values(override, message):
    with pytest.raises(ConfigError, match=message.replace(".", r"\.")):
        load_config(None, ["input.paths=x.jsonl", "output.path=/tmp/o", override])


def test_validate_prints_the_extract_defaults(capsys):
    assert main(["validate", "-c", "configs/default.yaml", "output.path=/tmp/o"]) == 0
    printed = capsys.readouterr().out
    assert "extract:\n  enabled: false\n  engine: trafilatura\n  apply_to: html\n" in printed
    assert "    favor_precision: true\n" in printed


# --------------------------------------------------------------------------------------------------
# A whole run


@pytest.mark.slow
def test_run_over_jsonl_of_raw_html(tmp_path):
    names = sorted(PAGE_CHECKS)
    records = [{"id": f"p{i}", "text": page(name)} for i, name in enumerate(names)]
    records.append({"id": "empty", "text": "<html><body><script>x()</script></body></html>"})
    records.append({"id": "huge", "text": "<html><body><p>" + "word " * 60_000 + "</p></body></html>"})
    source = tmp_path / "pages.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in records))
    out = tmp_path / "out"
    code = main(["run", "-c", "configs/default.yaml", f"input.paths=[{source}]",
                 f"output.path={out}", "extract.enabled=true", "extract.apply_to=all",
                 "extract.max_html_bytes=200000", "tokenizer.enabled=false",
                 "packing.enabled=false", "output.documents_format=jsonl"])
    assert code == 0
    stats = json.loads((out / "stats.json").read_text())
    docs = stats["documents"]
    assert docs["read"] == len(records)
    assert docs["read"] == docs["kept"] + docs["dropped_total"] + docs["dead_lettered"]
    assert docs["dropped"] == {"extract:no_content": 1, "extract:too_large": 1}
    assert docs["kept"] == len(names)
    assert docs["modified"]["extract"] == len(names)
    kept = {}
    for f in sorted((out / "documents").iterdir()):
        for line in f.read_text().splitlines():
            record = json.loads(line)
            kept[record["id"]] = record
    assert sorted(kept) == [f"p{i}" for i in range(len(names))]
    for i, name in enumerate(names):
        text = kept[f"p{i}"]["text"]
        main_phrases, removed, removed_by_trafilatura = PAGE_CHECKS[name]
        assert all(phrase in text for phrase in main_phrases)
        assert not any(phrase in text for phrase in removed + removed_by_trafilatura)
        assert "<" not in text.split("\n")[0]
        assert kept[f"p{i}"]["title"]
    report = (out / "report.html").read_text()
    assert "HTML extraction" in report and "extract:too_large" in report

