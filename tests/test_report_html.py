"""report.html: the pure logic (stages of reasons, the funnel, escaping, charts), then the rendered
page of a real run in headless Chromium, with and without a ``profile`` section."""

from __future__ import annotations

import contextlib
import copy
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gristmill.report import blocks as html
from gristmill.report.html import (REPORT_FILE, SECTIONS, STAGES, accounting_problem, by_stage,
                                       format_efficiency, funnel_steps, render_report,
                                       source_count_problems, stage_enabled, stage_of,
                                       write_report)
from tests import browser

REPO = Path(__file__).resolve().parent.parent
SECTION_IDS = [sid for sid, _, _ in SECTIONS]
OPTIONAL_SECTIONS = ("lengths", "languages", "duplicates", "diversity", "throughput")
NOT_COLLECTED = "not collected in this run"
BROKEN_SECTION = "could not be drawn"


def handmade_stats() -> dict:
    """A run where every stage dropped something: 1000 records, 4 dead letters, 121 drops."""
    dropped = {"normalize:empty": 2, "length:min_chars": 50, "gopher_quality:min_words": 20,
               "dedup:exact": 30, "dedup:near": 10, "pii:too_many": 4,
               "token_length:max_tokens": 5}
    dead = {"read:invalid_json": 3, "tokenize:error": 1}
    return {
        "documents": {"read": 1000, "kept": 875, "dropped": dropped, "dropped_total": 121,
                      "dead_lettered": 4, "modified": {"normalize": 12}},
        "dead_lettered": dead,
        "rules": {},
        "tokens": {"total": 400_000, "padding": 1_000, "dropped_final_rows": 0, "truncated": 0,
                   "from_documents": 400_000},
        "packing": {"rows": 196, "mode": "concat", "seq_len": 2048, "efficiency": 0.997506},
        "input": {"bytes": 3_000_000, "blank_lines": 0},
        "files": {"data": {"files": 1, "rows": 196, "bytes": 900_000}},
    }


def section_html(page: str, section_id: str) -> str:
    """The markup of one section (sections do not nest)."""
    match = re.search(rf'<section id="{section_id}">(.*?)</section>', page, re.DOTALL)
    assert match, f"no section {section_id!r}"
    return match.group(1)


# ------------------------------------------------------------------------------------------------
# Pure logic


@pytest.mark.parametrize("reason, stage", [
    ("read:invalid_json", "read"),
    ("normalize:empty", "normalize"),
    ("length:min_chars", "filter"),
    ("gopher_quality:min_words", "filter"),
    ("gopher_repetition:dup_line_frac", "filter"),
    ("langid:below_threshold", "filter"),
    ("url_blocklist:domain", "filter"),
    ("filter:error", "filter"),
    ("dedup:exact", "dedup"),
    ("dedup:near_earlier", "dedup"),
    ("dedup:paragraph:too_short", "dedup"),
    ("pii:too_many", "pii"),
    ("token_length:min_tokens", "tokenize"),
    ("tokenize:error", "tokenize"),
])
def test_stage_of_reason(reason, stage):
    assert stage_of(reason) == stage


def test_a_rule_the_report_does_not_know_is_a_filter_rule():
    # Every other stage drops under its own name; only filter rules are added freely.
    assert stage_of("perplexity:too_high") == "filter"


def test_by_stage_groups_in_pipeline_order_largest_first():
    grouped = by_stage(handmade_stats()["documents"]["dropped"])
    assert list(grouped) == ["normalize", "filter", "dedup", "pii", "tokenize"]
    assert grouped["filter"] == [("length:min_chars", 50), ("gopher_quality:min_words", 20)]
    assert grouped["dedup"] == [("dedup:exact", 30), ("dedup:near", 10)]


def test_funnel_remaining_after_each_stage():
    stats = handmade_stats()
    steps = funnel_steps(stats)
    assert [s.stage for s in steps] == list(STAGES)
    # 1000 read; read dead-letters 3; extract drops nothing; normalize drops 2; filters 70; dedup 40; pii 4;
    # tokenize drops 5 and dead-letters 1; a single-source run samples no mixture.
    assert [(s.dropped, s.dead_lettered, s.remaining) for s in steps] == [
        (0, 3, 997), (0, 0, 997), (2, 0, 995), (70, 0, 925), (40, 0, 885), (4, 0, 881), (5, 1, 875),
        (0, 0, 875)]
    docs = stats["documents"]
    assert steps[-1].remaining == docs["read"] - docs["dead_lettered"] - docs["dropped_total"]
    assert steps[-1].remaining == docs["kept"]


def test_funnel_marks_stages_the_config_turned_off():
    config = {"normalize": {"enabled": True}, "filters": {"enabled": True},
              "dedup": {"enabled": False}, "tokenizer": {"enabled": True}}
    enabled = {s.stage: s.enabled for s in funnel_steps(handmade_stats(), config)}
    assert enabled == {"read": True, "extract": False, "normalize": True, "filter": True, "dedup": False,
                       "pii": False, "tokenize": True, "mixture": False}


def test_accounting_problem_names_the_gap():
    stats = handmade_stats()
    assert accounting_problem(stats) is None
    stats["documents"]["kept"] = 870
    assert "+5 documents unaccounted for" in accounting_problem(stats)
    assert "does not balance" in section_html(render_report(stats, None), "summary")


def test_summary_lists_skipped_warc_records_and_input_oddities():
    stats = handmade_stats()
    assert "not documents" not in section_html(render_report(stats, None), "summary")
    stats["input"].update({"warc_skipped:request": 43, "warc_skipped:revisit": 0,
                           "duplicate_ids": 2, "bytes": 3_000_000})
    summary = section_html(render_report(stats, None), "summary")
    rows = re.findall(r"<tr><td>([^<]*)</td><td>[^<]*</td><td[^>]*>([^<]*)</td></tr>", summary)
    assert rows == [("duplicate_ids", "2"), ("warc_skipped:request", "43")]
    assert "WARC request records" in summary


def test_untrusted_text_stays_text():
    stats = handmade_stats()
    stats["documents"]["dropped"]['<script>alert("r")</script>:x'] = 1
    stats["documents"]["read"] += 1
    stats["documents"]["dropped_total"] += 1
    manifest = {"config": {"input": {"paths": ["<script>alert('c')</script>.jsonl"]}},
                "fingerprint": "<b>f</b>", "versions": {"gristmill": "<i>1</i>"}}
    page = render_report(stats, manifest)
    assert "<script" not in page.lower()
    assert "<b>f" not in page and "<i>1" not in page
    assert "&lt;script&gt;alert(&quot;r&quot;)&lt;/script&gt;:x" in page
    assert "&lt;script&gt;alert(&#x27;c&#x27;)&lt;/script&gt;.jsonl" in page


def test_every_section_says_what_was_not_collected():
    page = render_report(handmade_stats(), None)
    for sid in SECTION_IDS:
        assert f'<section id="{sid}">' in page
    for sid in OPTIONAL_SECTIONS + ("config",):
        assert NOT_COLLECTED in section_html(page, sid), sid
    assert BROKEN_SECTION not in page
    # Dedup drops are known without a profile even if cluster sizes are not.
    assert "dedup:near" in section_html(page, "duplicates")


def test_malformed_profile_part_costs_only_its_section():
    stats = handmade_stats()
    stats["profile"] = {"chars": {"read": {"many": 3}}, "languages": {"read": {"en": 900}}}
    page = render_report(stats, None)
    assert BROKEN_SECTION in section_html(page, "lengths")
    assert "&#x27;many&#x27;" in section_html(page, "lengths")
    assert "<svg" in section_html(page, "languages")


def test_report_is_deterministic_and_independent_of_key_order():
    stats = handmade_stats()
    reordered = copy.deepcopy(stats)
    reordered["documents"]["dropped"] = dict(reversed(list(stats["documents"]["dropped"].items())))
    assert render_report(stats, None) == render_report(reordered, None)


def test_page_is_well_formed_xml_with_table_of_contents():
    page = html.page("T", [html.Section("a", "First", html.table(["x"], [[1]])),
                           html.Section("b", "Second & more", html.missing("thing"))], "sub")
    root = ET.fromstring(page)
    ns = {"h": "http://www.w3.org/1999/xhtml"}
    assert [a.get("href") for a in root.findall(".//h:nav//h:a", ns)] == ["#a", "#b"]
    assert [s.get("id") for s in root.findall(".//h:section", ns)] == ["a", "b"]
    assert root.find(".//h:nav//h:a[@href='#b']", ns).text == "Second & more"
    with pytest.raises(ValueError, match="repeated: a"):
        html.page("T", [html.Section("a", "1", ""), html.Section("a", "2", "")])


def test_histogram_bins():
    assert [html.bin_upper(e) for e in (0, 1, 2, 3, 4, 1024)] == [1, 2, 4, 4, 8, 2048]
    assert html.bin_edges([64, 4]) == [4, 8, 16, 32, 64]
    assert html.bin_edges([0, 2]) == [0, 1, 2]
    assert [html.compact_edge(e) for e in (512, 1024, 3 << 20)] == ["512", "1K", "3M"]
    with pytest.raises(ValueError, match="'x'"):
        html.parse_bins({"x": 1})


def test_histogram_draws_one_bar_per_non_empty_bin_and_series():
    svg = html.histogram({"read": {"8": 3, "32": 5}, "kept": {"32": 4, "64": 0}},
                         title="Chars", x_label="characters")
    ET.fromstring(svg)
    # Bars: read 8, read 32, kept 32 (the empty bin draws nothing) + two legend squares.
    assert svg.count("<rect") == 5
    assert "read, 32 to 63: 5" in svg and "kept, 32 to 63: 4" in svg
    # Axis labels for every bin from 8 to 64, gaps included.
    for label in ("8", "16", "32", "64"):
        assert f">{label}</text>" in svg


def test_bar_chart_folds_the_tail_into_one_bar():
    items = [(f"lang{i:02d}", 100 - i) for i in range(40)]
    svg = html.bar_chart(items, title="Languages", max_bars=30)
    ET.fromstring(svg)
    assert svg.count("<g>") == 30
    # 29 bars shown; the other 11 (values 71 down to 61) are summed: 726.
    assert "11 others: 726" in svg
    assert "lang28: 72" in svg and "lang29" not in svg


def test_funnel_chart_shows_share_and_loss():
    svg = html.funnel([("read", 200), ("after filter", 150), ("after dedup", 150)])
    assert "150 (75.0%), \u221250" in svg
    assert svg.count("\u2212") == 1


def test_write_report(tmp_path):
    stats = handmade_stats()
    path = write_report(str(tmp_path), stats, None)
    assert path == str(tmp_path / REPORT_FILE)
    assert Path(path).read_text(encoding="utf-8") == render_report(stats, None)


# ------------------------------------------------------------------------------------------------
# Rendered in Chromium


def spread(total: int, weights: dict[str, int]) -> dict[str, int]:
    """``total`` split in proportion to ``weights``; the rounding rest goes to the heaviest key."""
    scale = sum(weights.values())
    out = {k: total * w // scale for k, w in weights.items()}
    out[max(weights, key=weights.get)] += total - sum(out.values())
    return out


def realistic_profile(stats: dict) -> dict:
    """A profile consistent with ``stats``: histograms sum to the documents they describe."""
    docs = stats["documents"]
    steps = {s.stage: s.remaining for s in funnel_steps(stats)}
    documents = steps["read"]  # records that became documents
    kept = docs["kept"]
    exact_removed = docs["dropped"].get("dedup:exact", 0)
    return {
        "chars": {
            "read": spread(documents, {"0": 2, "8": 10, "16": 30, "32": 80, "64": 160, "128": 300,
                                       "256": 420, "512": 380, "1024": 250, "2048": 120,
                                       "4096": 40, "8192": 9, "32768": 1}),
            "kept": spread(kept, {"32": 70, "64": 160, "128": 300, "256": 420, "512": 380,
                                  "1024": 250, "2048": 120, "4096": 40, "8192": 9, "32768": 1}),
        },
        "tokens": {"kept": spread(kept, {"4": 40, "8": 120, "16": 260, "32": 400, "64": 420,
                                         "128": 300, "256": 140, "512": 40, "1024": 8,
                                         "8192": 1})},
        "languages": {"read": spread(documents, {"en": 930, "la": 30, "de": 14, "fr": 12,
                                                 "es": 8, "nl": 4, "und": 2}),
                      "kept": spread(kept, {"en": 950, "la": 28, "de": 10, "fr": 8, "es": 4})},
        "pii": {"found": {"EMAIL_ADDRESS": 57, "URL": 41, "PHONE_NUMBER": 12, "IP_ADDRESS": 3},
                "redacted": {"EMAIL_ADDRESS": 50, "URL": 41, "PHONE_NUMBER": 12, "IP_ADDRESS": 3},
                "documents_with_pii": 48},
        # Clusters of 2 or 3 copies remove one or two documents each; these remove exact_removed.
        "duplicates": {"exact": {"2": max(exact_removed - 6, 0), "4": 2},
                       "near": {"2": 7, "8": 1}},
        "chars_per_token": 4.12,
        "vocabulary": {"size": 16384, "used": 15012},
        "lexical_diversity": {"type_token_ratio": 0.61, "documents": kept},
    }


def realistic_timings(stats: dict) -> dict:
    steps = {step.stage: step.remaining for step in funnel_steps(stats)}
    kept = stats["documents"]["kept"]
    return {"runner": "FnApiRunner", "wall_seconds": 9.5, "measured_seconds": 6.8, "stages": {
        "read": {"seconds": 1.2, "documents": stats["documents"]["read"]},
        "normalize": {"seconds": 0.4, "documents": steps["read"]},
        "filter": {"seconds": 0.9, "documents": steps["normalize"]},
        "dedup": {"seconds": 0.7, "documents": steps["filter"]},
        "tokenize": {"seconds": 2.3, "documents": steps["pii"]},
        "pack": {"seconds": 0.5, "documents": kept},
        "write": {"seconds": 0.8, "documents": kept}}}


@pytest.fixture(scope="module")
def real_run_with_timings(tmp_path_factory) -> tuple[dict, dict, dict]:
    """stats.json, manifest.json and timings.json of the default config on the sample corpus."""
    from gristmill.cli import main

    out = tmp_path_factory.mktemp("run") / "out"
    with contextlib.chdir(REPO):  # the config's input paths are relative to the repository
        assert main(["run", "-c", "configs/default.yaml", f"output.path={out}"]) == 0
    stats = json.loads((out / "stats.json").read_text())
    manifest = json.loads((out / "manifest.json").read_text())
    timings = json.loads((out / "timings.json").read_text())
    # The report is drawn from the same stats, manifest and timings.
    assert (out / REPORT_FILE).read_text(encoding="utf-8") == render_report(stats, manifest,
                                                                            timings)
    return stats, manifest, timings


@pytest.fixture(scope="module")
def real_run(real_run_with_timings) -> tuple[dict, dict]:
    return real_run_with_timings[:2]


@pytest.fixture(scope="module")
def chromium() -> str:
    binary = browser.chromium_binary()
    if binary is None:
        pytest.fail("chromium is not installed; these tests need it (Debian: apt-get install "
                    "chromium), and CI installs it")
    return binary


# At 1280 x 2400 a white page is 14 kB of PNG and the report's title and contents alone 20 kB; the
# sample run's report is about 200 kB. Well below that means the sections did not draw.
MIN_SCREENSHOT_BYTES = 50_000


def render_checked(page: str, path: Path) -> browser.RenderResult:
    """Render as HTML (DOM, console, screenshot) and as XML; fail on any render error."""
    path.write_text(page, encoding="utf-8")
    result = browser.render(path)
    assert browser.render_errors(result) == []
    as_xml = browser.render(path, xml=True, screenshot=False)
    assert browser.render_errors(as_xml) == []
    return result


def svg_count(dom: str, section_id: str) -> int:
    return section_html(dom, section_id).count("<svg")


# The section that charts each part of the profile.
CHARTED_IN = {"chars": "lengths", "tokens": "lengths", "languages": "languages", "pii": "pii",
              "duplicates": "duplicates"}


@pytest.mark.slow
def test_report_of_a_real_run(real_run_with_timings, chromium, tmp_path):
    stats, manifest, timings = real_run_with_timings
    assert funnel_steps(stats, manifest["config"])[-1].remaining == stats["documents"]["kept"]
    profile = stats.get("profile", {})
    result = render_checked(render_report(stats, manifest, timings), tmp_path / REPORT_FILE)
    dom = result.dom
    for sid in SECTION_IDS:
        assert f'<section id="{sid}">' in dom, sid
    for sid in ("funnel", "drops", "outputs"):
        assert svg_count(dom, sid) >= 1, sid
    # What the run profiled is charted; what it did not is reported as not collected.
    charted = {CHARTED_IN[key] for key in profile if key in CHARTED_IN}
    for sid in set(CHARTED_IN.values()):
        if sid in charted:
            assert svg_count(dom, sid) >= 1, sid
        else:
            assert NOT_COLLECTED in section_html(dom, sid), sid
            assert svg_count(dom, sid) == 0, sid
    if "chars_per_token" in profile:
        assert f"{profile['chars_per_token']:.2f}" in section_html(dom, "tokens")
    assert manifest["fingerprint"] in section_html(dom, "config")
    assert "length:min_words" in section_html(dom, "drops")
    # Every timed stage has a row with the documents that entered it.
    throughput = section_html(dom, "throughput")
    assert svg_count(dom, "throughput") == 1
    assert re.search(rf"<td>read</td>\s*<td[^>]*>[0-9.]+</td>\s*<td[^>]*>"
                     rf"{stats['documents']['read']:,}</td>", throughput)
    assert BROKEN_SECTION not in dom
    assert result.screenshot_bytes > MIN_SCREENSHOT_BYTES


@pytest.mark.slow
def test_report_of_a_run_without_profile(real_run, chromium, tmp_path):
    stats, manifest = copy.deepcopy(real_run)
    stats.pop("profile", None)
    path = tmp_path / REPORT_FILE
    path.write_text(render_report(stats, manifest), encoding="utf-8")
    result = browser.render(path, screenshot=False)
    assert browser.render_errors(result) == []
    for sid in OPTIONAL_SECTIONS:
        assert NOT_COLLECTED in section_html(result.dom, sid), sid
        assert svg_count(result.dom, sid) == 0, sid
    assert "Characters per token: not collected" in section_html(result.dom, "tokens")


@pytest.mark.slow
def test_report_with_full_profile(real_run, chromium, tmp_path):
    stats, manifest = copy.deepcopy(real_run)
    stats.pop("profile", None)
    stats["profile"] = profile = realistic_profile(stats)
    manifest["config"]["input"]["paths"].append("data/<script>alert(1)</script>.jsonl")
    result = render_checked(render_report(stats, manifest, realistic_timings(stats)),
                            tmp_path / REPORT_FILE)
    dom = result.dom
    for sid in SECTION_IDS:
        assert f'<section id="{sid}">' in dom, sid
    assert NOT_COLLECTED not in dom
    assert BROKEN_SECTION not in dom
    expected_svgs = {"funnel": 1, "drops": 1, "lengths": 2, "languages": 1, "pii": 1,
                     "duplicates": 1, "throughput": 1, "outputs": 1}
    assert {sid: svg_count(dom, sid) for sid in expected_svgs} == expected_svgs
    # One bar per non-empty bin of each series, plus the read/kept legend.
    non_empty = (sum(1 for n in profile["chars"]["read"].values() if n)
                 + sum(1 for n in profile["chars"]["kept"].values() if n)
                 + sum(1 for n in profile["tokens"]["kept"].values() if n))
    assert section_html(dom, "lengths").count("<rect") == non_empty + 2
    assert "EMAIL_ADDRESS" in section_html(dom, "pii")
    # Before and after: 57 e-mail addresses found, 50 redacted, so 7 left with dropped documents.
    assert re.search(r"EMAIL_ADDRESS</td>\s*<td[^>]*>57</td>\s*<td[^>]*>50</td>\s*<td[^>]*>7</td>"
                     r"\s*<td[^>]*>0</td>", section_html(dom, "pii"))
    assert "15,012 (91.6%)" in section_html(dom, "tokens")  # 15012 / 16384 = 0.9163
    # The config's hostile path is shown as text, never turned into a script element.
    assert "<script" not in dom.lower()
    assert "data/&lt;script&gt;alert(1)&lt;/script&gt;.jsonl" in section_html(dom, "config")
    assert result.screenshot_bytes > MIN_SCREENSHOT_BYTES


@pytest.mark.slow
def test_render_errors_are_detected(chromium, tmp_path):
    # A script error shows on the console (a page without the report's policy runs the script).
    thrown = tmp_path / "thrown.html"
    thrown.write_text("<!DOCTYPE html><html><body><p>x</p>"
                      "<script>throw new Error('boom')</script></body></html>")
    errors = browser.render_errors(browser.render(thrown, screenshot=False))
    assert any("Uncaught Error: boom" in e for e in errors), errors

    # In a report, the policy refuses an injected script and a remote image: both are reported.
    injected = tmp_path / "injected.html"
    injected.write_text(html.page("R", [html.Section("s", "S", (
        "<script>document.title = 'ran'</script>"
        '<img src="https://example.org/x.png" />'))]))
    result = browser.render(injected, screenshot=False)
    errors = browser.render_errors(result)
    assert any("script" in e.lower() for e in errors), errors
    assert any("example.org" in e for e in errors), errors
    assert "<title>R</title>" in result.dom

    # An SVG element left open: the HTML parser repairs it silently, the XML parse does not.
    broken = tmp_path / "broken.html"
    broken.write_text(html.page("R", [html.Section(
        "s", "S", '<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"></svg>')]))
    assert browser.render_errors(browser.render(broken, screenshot=False)) == []
    errors = browser.render_errors(browser.render(broken, xml=True, screenshot=False))
    assert any("error on line" in e for e in errors), errors


def test_packing_efficiency_keeps_the_digits_its_target_needs():
    # 99.9 % is the concat target; one decimal would show this run as 100.0 %.
    assert format_efficiency(0.999026) == "99.903%"
    assert format_efficiency(0.6096) == "60.960%"
    assert format_efficiency(None) == "n/a"
    stats = {"documents": {"read": 1, "kept": 1}, "packing": {"efficiency": 0.999026,
                                                             "seq_len": 2048, "rows": 1}}
    assert "99.903%" in render_report(stats, None)


# ------------------------------------------------------------------------------------------------
# Sources and mixture


def three_source_stats() -> dict:
    """handmade_stats as a run over three sources sampled to a 400,000-token mixture weighted
    0.5 / 0.3 / 0.2 (planned 200,000 / 120,000 / 80,000 tokens).

    web (600 records) and code (250) hold more than their share, so the mixture leaves some of
    their documents out (116 and 46, about a quarter and a fifth of what reached it); prose (150
    records, 142 reaching the mixture, 50,000 tokens) is repeated up to its limit of 1.5 epochs,
    75,000 tokens, which is short of its 80,000. Tokens: 200,100 + 119,900 + 75,000 = 395,000.
    """
    stats = handmade_stats()
    sources = {
        "web": {"read": 600, "dead_lettered": 3,  # read:invalid_json
                "dropped": {"length:min_chars": 40, "gopher_quality:min_words": 20,
                            "dedup:exact": 25, "dedup:near": 8, "mixture:not_sampled": 116},
                "available": 260_000, "tokens": 200_100, "repeated": 0},
        "code": {"read": 250, "dead_lettered": 1,  # tokenize:error
                 "dropped": {"length:min_chars": 10, "dedup:exact": 5,
                             "token_length:max_tokens": 5, "mixture:not_sampled": 46},
                 "available": 150_000, "tokens": 119_900, "repeated": 0},
        "prose": {"read": 150, "dead_lettered": 0,
                  "dropped": {"normalize:empty": 2, "dedup:near": 2, "pii:too_many": 4},
                  "available": 50_000, "tokens": 75_000, "repeated": 71},
    }
    weights = {"web": 0.5, "code": 0.3, "prose": 0.2}
    written = sum(s["tokens"] for s in sources.values())
    stats["sources"] = {}
    for name, s in sources.items():
        dropped_total = sum(s["dropped"].values())
        stats["sources"][name] = {
            "documents": {"read": s["read"], "dropped": s["dropped"],
                          "kept": s["read"] - dropped_total - s["dead_lettered"],
                          "dropped_total": dropped_total, "dead_lettered": s["dead_lettered"]},
            "available_tokens": s["available"], "planned_share": weights[name],
            "planned_tokens": round(400_000 * weights[name]), "tokens": s["tokens"],
            "share": s["tokens"] / written, "epochs": s["tokens"] / s["available"],
            "repeated_documents": s["repeated"]}
    # The 162 documents the mixture left out were kept in the single-source run.
    docs = stats["documents"]
    docs["dropped"]["mixture:not_sampled"] = 116 + 46
    docs["dropped_total"] += 162
    docs["kept"] -= 162
    shares = {name: s["share"] for name, s in stats["sources"].items()}
    stats["mixture"] = {"planned_tokens": 400_000, "tokens": written,
                        "max_share_error": max(abs(shares[n] - weights[n]) for n in weights)}
    stats["tokens"]["total"] = stats["tokens"]["from_documents"] = written
    return stats


def three_source_manifest() -> dict:
    return {"config": {
        "sources": [{"name": "web", "weight": 0.5, "tokens": None, "max_epochs": None},
                    {"name": "code", "weight": 0.3, "tokens": None, "max_epochs": None},
                    {"name": "prose", "weight": 0.2, "tokens": None, "max_epochs": 1.5}],
        "mixture": {"total_tokens": 400_000, "max_epochs": 1.0}}}


def test_three_source_stats_are_consistent():
    stats = three_source_stats()
    docs, sources = stats["documents"], stats["sources"]
    assert accounting_problem(stats) is None
    assert docs["kept"] == 713  # 388 web + 183 code + 142 prose
    for key in ("read", "kept", "dropped_total", "dead_lettered"):
        assert sum(s["documents"][key] for s in sources.values()) == docs[key], key
    for reason, n in docs["dropped"].items():
        assert sum(s["documents"]["dropped"].get(reason, 0) for s in sources.values()) == n
    assert sum(s["share"] for s in sources.values()) == pytest.approx(1.0)
    assert source_count_problems(stats) == []


def test_sources_section_shows_each_source_planned_and_achieved():
    stats = three_source_stats()
    page = render_report(stats, three_source_manifest())
    ET.fromstring(page)
    section = section_html(page, "sources")
    assert SECTION_IDS.index("sources") == SECTION_IDS.index("funnel") + 1
    # web: 600 read, 388 kept, 209 dropped, 3 dead letters, 260,000 tokens available, planned
    # 50.0 %, achieved 200,100 / 395,000 = 50.66 %, 200,100 / 260,000 = 0.77 epochs, no repeats.
    assert re.search(r"<td>web</td>\s*<td[^>]*>600</td>\s*<td[^>]*>388</td>\s*<td[^>]*>209</td>"
                     r"\s*<td[^>]*>3</td>\s*<td[^>]*>260,000</td>\s*<td[^>]*>50\.0%</td>"
                     r"\s*<td[^>]*>50\.7%</td>\s*<td[^>]*>200,100</td>\s*<td[^>]*>0\.77</td>"
                     r"\s*<td[^>]*>0</td>", section)
    # code: 119,900 / 395,000 = 30.35 %; prose: 75,000 / 395,000 = 18.99 % after 1.5 epochs.
    assert re.search(r"<td>code</td>(\s*<td[^>]*>[^<]*</td>){5}\s*<td[^>]*>30\.0%</td>"
                     r"\s*<td[^>]*>30\.4%</td>", section)
    assert re.search(r"<td>prose</td>(\s*<td[^>]*>[^<]*</td>){5}\s*<td[^>]*>20\.0%</td>"
                     r"\s*<td[^>]*>19\.0%</td>\s*<td[^>]*>75,000</td>\s*<td[^>]*>1\.50</td>"
                     r"\s*<td[^>]*>71</td>", section)
    # The largest error is prose's: 0.2 - 0.18987 = 1.01 percentage points.
    assert "<dd>400,000</dd>" in section and "<dd>395,000</dd>" in section
    assert "<dd>1.01 pp</dd>" in section
    assert section.count("<svg") == 1
    for name in ("web", "code", "prose"):
        assert f"{name} planned: " in section and f"{name} achieved: " in section
    assert "prose achieved: 19 %" in section  # the chart's tooltip, three significant digits
    assert "add up to the run" in section and 'class="warning"' not in section
    # prose is 6.25 % short; code's 100 missing tokens (0.08 %) are within the tolerance.
    shortfalls = re.findall(r"<p>([^<]*ran out of data[^<]*)</p>", section)
    assert shortfalls == ["prose wrote 75,000 of its 80,000 planned tokens (93.8%) after 1.50 "
                          "epochs (limit 1.5): the source ran out of data within its epoch limit."]
    assert BROKEN_SECTION not in page


def test_sources_section_names_counts_that_do_not_add_up():
    stats = three_source_stats()
    stats["sources"]["code"]["documents"]["read"] = 260
    section = section_html(render_report(stats, None), "sources")
    assert 'class="warning"' in section
    # code's own counts miss 10 documents, and so does the run's read total.
    assert "code: read 260 != kept 183 + dropped 66 + dead-lettered 1 (+10)" in section
    assert "read: the sources sum to 1,010, the run counted 1,000 (+10)" in section
    assert "kept: the sources" not in section

    # web still balances on its own (one kept document counted as dead-lettered instead), so only
    # the sums against the run's totals show the error.
    stats = three_source_stats()
    stats["sources"]["web"]["documents"]["kept"] -= 1
    stats["sources"]["web"]["documents"]["dead_lettered"] += 1
    assert source_count_problems(stats) == [
        "kept: the sources sum to 712, the run counted 713 (-1)",
        "dead-lettered: the sources sum to 5, the run counted 4 (+1)"]


def test_single_source_run_says_it_read_one_source():
    page = render_report(handmade_stats(), None)
    section = section_html(page, "sources")
    assert "read one source" in section
    assert "<table" not in section and "<svg" not in section
    # The slow test of a full profile expects no "not collected" notice anywhere.
    assert NOT_COLLECTED not in section


def test_sources_without_a_mixture_show_no_plan():
    stats = three_source_stats()
    del stats["mixture"]
    docs = stats["documents"]
    docs["kept"] += docs["dropped"].pop("mixture:not_sampled")
    for source in stats["sources"].values():
        source.update(planned_share=None, planned_tokens=None)
        source_docs = source["documents"]
        source_docs["kept"] += source_docs["dropped"].pop("mixture:not_sampled", 0)
    section = section_html(render_report(stats, None), "sources")
    assert "No mixture was configured" in section
    assert "<svg" not in section and "ran out of data" not in section
    assert re.search(r"<td>web</td>(\s*<td[^>]*>[^<]*</td>){5}\s*<td[^>]*>-</td>", section)
    assert 'class="warning"' not in section


def test_malformed_source_entry_shows_what_is_there():
    stats = three_source_stats()
    stats["sources"]["code"] = "unreadable"
    stats["sources"]["prose"]["epochs"] = None
    section = section_html(render_report(stats, None), "sources")
    assert BROKEN_SECTION not in section
    assert re.search(r"<td>code</td>(\s*<td[^>]*>-</td>){10}", section)
    assert "code gives no read, kept, dropped, dead-lettered count" in section
    assert "<td>prose</td>" in section and "75,000 of its 80,000" in section
    stats["sources"] = ["web", "code"]
    assert "sources should map each source" in section_html(render_report(stats, None), "sources")


def test_mixture_is_a_stage_of_its_own():
    assert stage_of("mixture:not_sampled") == "mixture"
    assert STAGES[-1] == "mixture"
    steps = funnel_steps(three_source_stats(), three_source_manifest()["config"])
    assert (steps[-1].stage, steps[-1].dropped, steps[-1].enabled) == ("mixture", 162, True)
    assert steps[-2].remaining == 875 and steps[-1].remaining == 713
    assert "after Mixture: 713 remaining" in section_html(render_report(three_source_stats(), None),
                                                          "funnel")


@pytest.mark.parametrize("config, enabled", [
    (None, None),
    ({}, False),
    ({"sources": [{"name": "web", "weight": None, "tokens": None}]}, False),
    ({"sources": [{"name": "web", "weight": None, "tokens": None},
                  {"name": "code", "weight": None, "tokens": 10_000}]}, True),
    ({"sources": [{"name": "web", "weight": 0.7}]}, True),
    ({"sources": "web"}, False),
])
def test_mixture_stage_is_on_when_a_source_has_a_weight_or_budget(config, enabled):
    assert stage_enabled("mixture", config) is enabled
