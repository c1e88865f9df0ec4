"""``gristmill inspect``: the local profile agrees with what a run of the pipeline counts."""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from gristmill.cli import main
from gristmill.pipeline.config import load_config
from gristmill.tools.inspect import (BottomK, exact_duplicates, field_types, format_profile,
                                   main_inspect, profile, sample_documents, size_edge)
from gristmill.transforms.hashing import stable_hash64
from gristmill.transforms.read import ReadSettings, match_inputs
from tests.test_read import read_as_the_run_does

# Larger than the sample corpus (3825 records), so the profile covers every document.
WHOLE = 100_000


def write_jsonl(path: Path, records: list) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


WORDS = ("river stone lantern harbor meadow copper whistle orchard basket candle ferry glacier "
         "hollow island juniper kettle ladder marble needle oyster pepper quarry saddle timber "
         "velvet walnut yarrow zephyr anchor bramble").split()


def sentence(i: int) -> str:
    """Sixteen words drawn for ``i``: different ``i`` share almost no word 5-gram."""
    rng = random.Random(i)
    return " ".join(rng.choice(WORDS) for _ in range(16)).capitalize() + "."


# --------------------------------------------------------------------------------------------------
# Agreement with a run


def run_stats(tmp_path_factory, config: str) -> dict:
    out = tmp_path_factory.mktemp("run") / "out"
    assert main(["run", "-c", config, f"output.path={out}"]) == 0
    return json.loads((out / "stats.json").read_text())


def filter_drops(p: dict) -> dict[str, int]:
    drops = dict(p.get("extract", {}).get("dropped", {}))
    for reason, n in p["normalize"]["dropped"].items():
        drops[reason] = drops.get(reason, 0) + n
    for entry in p["filters"]:
        for reason, n in entry["in_sequence"]["dropped"].items():
            drops[reason] = drops.get(reason, 0) + n
    return drops


def not_dedup(dropped: dict[str, int]) -> dict[str, int]:
    return {reason: n for reason, n in dropped.items() if not reason.startswith("dedup:")}


@pytest.fixture(scope="module")
def repo_cwd(repo_root):
    # Module fixtures run before the per-test chdir; configs name paths relative to the repository.
    mp = pytest.MonkeyPatch()
    mp.chdir(repo_root)
    yield repo_root
    mp.undo()


@pytest.fixture(scope="module")
def repo_root():
    return Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def default_run(repo_cwd, tmp_path_factory):
    return run_stats(tmp_path_factory, "configs/default.yaml")


@pytest.fixture(scope="module")
def default_profile(repo_cwd):
    return profile(load_config("configs/default.yaml"), sample_size=WHOLE, pii_sample=0)


@pytest.mark.slow
def test_default_config_counts_what_the_run_counts(default_run, default_profile):
    p, stats = default_profile, default_run
    docs = p["documents"]
    assert docs["sampled"] == docs["valid"], "the sample must be the whole corpus here"
    assert docs["records"] == stats["documents"]["read"]
    assert docs["dead_lettered"] == stats["dead_lettered"]
    assert docs["bytes"] == stats["input"]["bytes"]
    assert docs["blank_lines"] == stats["input"]["blank_lines"]
    assert filter_drops(p) == not_dedup(stats["documents"]["dropped"])
    assert p["normalize"]["modified"] == stats["documents"]["modified"]["normalize"]
    # Exact dedup runs on what the filters keep, so on the whole corpus the estimate is the count.
    assert (p["duplicates"]["exact"]["after_filters"]["duplicates"]
            == stats["documents"]["dropped"]["dedup:exact"])
    assert (p["kept_after_filters"] - p["duplicates"]["exact"]["after_filters"]["duplicates"]
            == stats["documents"]["kept"])


# Limits low enough that a small corpus meets both; sentence() lines stay under the record limit.
LIMITS = ["input.max_record_bytes=200", "input.max_json_depth=3"]


def corpus_at_the_limits(directory: Path) -> Path:
    """Good records, one JSON record nested four levels deep (over ``max_json_depth=3``) and one
    Parquet text of 150 characters that are 300 bytes of UTF-8 (over ``max_record_bytes=200`` in
    bytes, not in characters)."""
    directory.mkdir()
    records = [{"id": f"d{i}", "text": sentence(i)} for i in range(6)]
    write_jsonl(directory / "a.jsonl", records[:3] + [{"id": "deep", "text": "x", "m": [[[1]]]}])
    pq.write_table(pa.table({"id": ["d3", "d4", "wide"],
                             "text": [sentence(3), sentence(4), "\u00e9" * 150]}),
                   directory / "b.parquet")
    return directory


def test_inspect_reads_with_the_runs_limits(tmp_path):
    corpus = corpus_at_the_limits(tmp_path / "in")
    config = load_config("configs/default.yaml", [f"input.paths=[{corpus}/*]", *LIMITS])
    files = match_inputs(config.input.paths)
    docs, dead, counts = read_as_the_run_does(files, max_record_bytes=200, max_json_depth=3)
    assert sorted(dead) == ["read:record_too_large", "read:too_deep"]
    sample = sample_documents(files, WHOLE, settings=ReadSettings.from_input(config.input))
    assert dict(sample.dead_lettered) == {kind: 1 for kind in dead}
    assert sample.records == counts["read/records"] == 7
    assert sample.bytes == counts["read/bytes"]
    assert sorted((d.id, d.text) for d in sample.docs) == sorted((d.id, d.text) for d in docs)


def test_inspect_refuses_whole_files_as_the_run_does(tmp_path):
    """Files the run's planning step refuses whole (UTF-16 JSONL, Parquet without the text column)
    are one dead letter each in inspect too, and a gzip file named .jsonl is read by its content."""
    corpus = tmp_path / "in"
    corpus.mkdir()
    records = [{"id": f"d{i}", "text": sentence(i)} for i in range(4)]
    write_jsonl(corpus / "a.jsonl", records[:2])
    lines = "".join(json.dumps(r) + "\n" for r in records[2:])
    (corpus / "b.jsonl").write_bytes(lines.encode("utf-16"))
    (corpus / "c.jsonl").write_bytes(gzip.compress(lines.encode()))
    pq.write_table(pa.table({"id": ["p0"], "body": [sentence(9)]}), corpus / "d.parquet")
    config = load_config("configs/default.yaml", [f"input.paths=[{corpus}/*]"])
    files = match_inputs(config.input.paths)
    docs, dead, counts = read_as_the_run_does(files)
    assert sorted(dead) == ["read:missing_text", "read:wrong_encoding"]
    assert counts["read/compression_mismatch"] == 1
    sample = sample_documents(files, WHOLE, settings=ReadSettings.from_input(config.input))
    assert dict(sample.dead_lettered) == {kind: 1 for kind in dead}
    assert sample.records == counts["read/records"] == 6
    assert sorted((d.id, d.text) for d in sample.docs) == sorted((d.id, d.text) for d in docs)


@pytest.mark.slow
def test_limits_count_in_inspect_as_in_the_runs_stats(repo_cwd, tmp_path_factory):
    base = tmp_path_factory.mktemp("limits")
    overrides = [f"input.paths=[{corpus_at_the_limits(base / 'in')}/*]", *LIMITS]
    out = base / "out"
    assert main(["run", "-c", "configs/default.yaml", f"output.path={out}", *overrides]) == 0
    stats = json.loads((out / "stats.json").read_text())
    p = profile(load_config("configs/default.yaml", overrides), sample_size=WHOLE, pii_sample=0)
    assert stats["dead_lettered"] == {"read:record_too_large": 1, "read:too_deep": 1}
    assert p["documents"]["dead_lettered"] == stats["dead_lettered"]
    assert p["documents"]["records"] == stats["documents"]["read"]
    assert p["documents"]["bytes"] == stats["input"]["bytes"]


@pytest.mark.slow
def test_raw_web_filter_reasons_match_the_run(repo_cwd, tmp_path_factory):
    stats = run_stats(tmp_path_factory, "configs/raw_web.yaml")
    p = profile(load_config("configs/raw_web.yaml"), sample_size=WHOLE, pii_sample=0)
    assert [entry["rule"] for entry in p["filters"]] == [
        "langid", "gopher_repetition", "gopher_quality", "c4_datatrove", "fineweb"]
    assert p["documents"]["dead_lettered"] == stats["dead_lettered"]
    assert filter_drops(p) == not_dedup(stats["documents"]["dropped"])
    modified = {e["rule"]: e["in_sequence"]["modified"] for e in p["filters"]
                if e["in_sequence"]["modified"]}
    assert modified == {k: v for k, v in stats["documents"]["modified"].items()
                        if k not in ("normalize", "extract", "pii")}
    # The preset reads a crawl: the filters see the pages' main text, as in the run.
    assert p["extract"]["enabled"] and p["extract"]["modified"] == stats["documents"]["modified"]["extract"]
    events = {f"{e['rule']}:{name}": n for e in p["filters"]
              for name, n in e["in_sequence"]["events"].items()}
    # Every event the run reports under "rules" (C4's removed lines, ...) is counted the same here.
    assert stats["rules"]
    assert {name: events.get(name) for name in stats["rules"]} == stats["rules"]
    # Alone, a later rule sees every document, so it drops at least what it dropped in sequence.
    for entry in p["filters"]:
        assert entry["alone"]["dropped_total"] >= entry["in_sequence"]["dropped_total"]


def test_summary_names_every_section(default_profile):
    text = format_profile(default_profile)
    for heading in ("Dead letters", "Characters per document", "Fields", "Filters", "Languages",
                    "Duplicates"):
        assert heading in text
    assert "length:min_words" in text
    # The sample corpus is English prose (KJV, the Jargon File) and pages built from it.
    top = next(iter(default_profile["languages"]))
    assert top == "en"


# --------------------------------------------------------------------------------------------------
# Sampling


def test_bottom_k_keeps_the_smallest_keys_whatever_the_order():
    keys = [stable_hash64(f"k{i}") for i in range(500)]
    expected = sorted(keys)[:37]
    for trial in range(5):
        order = keys[:]
        random.Random(trial).shuffle(order)
        sample = BottomK(37)
        for key in order:
            sample.offer(key, str(key))
            assert len(sample) <= 37
        assert [k for k, _ in sample.items()] == expected


def test_sample_is_the_same_whatever_the_file_order(tmp_path):
    files = [write_jsonl(tmp_path / f"part{j}.jsonl",
                         [{"id": f"{j}-{i}", "text": sentence(i)} for i in range(60)])
             for j in range(3)]
    matched = match_inputs([str(f) for f in files])
    forward = sample_documents(matched, 25, seed=3)
    backward = sample_documents(list(reversed(matched)), 25, seed=3)
    assert [d.id for d in forward.docs] == [d.id for d in backward.docs]
    assert len(forward.docs) == 25 and forward.records == 180
    # Another seed draws another sample from the same input.
    assert [d.id for d in sample_documents(matched, 25, seed=4).docs] != [d.id for d in forward.docs]
    # The size histogram covers every document, not only the sample.
    assert sum(forward.chars.values()) == 180
    whole = sample_documents(matched, 1000, seed=3)
    assert sorted(d.id for d in whole.docs) == sorted(f"{j}-{i}" for j in range(3) for i in range(60))


def test_dead_letters_are_counted_not_sampled(tmp_path):
    path = tmp_path / "mixed.jsonl"
    path.write_bytes(b'{"id": "a", "text": "fine text here"}\n'
                     b'{"id": "b", "text": 7}\n'
                     b'not json\n'
                     b'\n'
                     b'[1, 2]\n'
                     b'{"id": "c"}\n'
                     b'{"id": "d", "text": "also fine"}\n')
    s = sample_documents(match_inputs([str(path)]), 10)
    assert s.records == 6 and s.blank_lines == 1 and s.documents == 2
    assert dict(s.dead_lettered) == {"read:text_not_string": 1, "read:invalid_json": 1,
                                     "read:not_an_object": 1, "read:missing_text": 1}
    assert sorted(d.id for d in s.docs) == ["a", "d"]


def test_size_edges_are_powers_of_two():
    assert [size_edge(n) for n in (0, 1, 2, 3, 4, 1023, 1024, 1025)] == [0, 1, 2, 2, 4, 512, 1024,
                                                                        1024]


# --------------------------------------------------------------------------------------------------
# Estimates


def test_exact_duplicates_counts_later_copies():
    texts = [sentence(i) for i in range(50)]
    # Ten texts appear three times in all, five twice: 10 * 2 + 5 = 25 later copies.
    corpus = texts + texts[:10] * 2 + texts[10:15]
    random.Random(0).shuffle(corpus)
    assert exact_duplicates(corpus) == (75, 25)


def test_profile_of_a_corpus_with_known_duplicates(tmp_path):
    texts = [sentence(i) for i in range(40)]
    records = [{"id": f"d{i}", "text": t} for i, t in enumerate(texts)]
    # Eight copies, two of which differ only by what normalization removes (CRLF, trailing spaces).
    copies = [{"id": f"c{i}", "text": texts[i]} for i in range(6)]
    copies += [{"id": "c6", "text": texts[6] + "  \r\n"}, {"id": "c7", "text": texts[7] + "\r\n"}]
    path = write_jsonl(tmp_path / "dups.jsonl", records + copies)
    config = load_config("configs/default.yaml", [f"input.paths=['{path}']"])
    p = profile(config, sample_size=WHOLE, pii_sample=0)
    exact = p["duplicates"]["exact"]
    assert (exact["documents"], exact["duplicates"]) == (48, 8)
    assert exact["rate"] == round(8 / 48, 6)
    assert p["normalize"]["modified"] == 2
    # Near dedup runs on what exact dedup keeps: the 40 distinct sentences are far apart.
    assert p["duplicates"]["near"]["documents"] == 40
    assert p["duplicates"]["near"]["duplicates"] == 0


def test_field_types_count_each_json_type():
    records = [{"text": "a", "id": 1, "score": 0.5, "tags": ["x"]},
               {"text": "b", "id": "two", "score": None, "meta": {"k": 1}},
               {"text": "c", "id": None, "score": 3, "ok": True}]
    assert field_types(records) == {
        "id": {"integer": 1, "null": 1, "string": 1},
        "meta": {"object": 1},
        "ok": {"boolean": 1},
        "score": {"integer": 1, "null": 1, "number": 1},
        "tags": {"array": 1},
        "text": {"string": 3},
    }


def test_pii_counts_hits_per_type(tmp_path):
    records = [{"id": f"p{i}", "text": f"Write to person{i}@mail-host.org about the {sentence(i)}"}
               for i in range(3)]
    records += [{"id": "q", "text": sentence(9) + " Call 212-555-0187 or 212-555-0199 today."}]
    records += [{"id": f"n{i}", "text": sentence(20 + i)} for i in range(4)]
    path = write_jsonl(tmp_path / "pii.jsonl", records)
    config = load_config("configs/default.yaml", [f"input.paths=['{path}']", "pii.enabled=true"])
    pii = profile(config, sample_size=WHOLE, pii_sample=5)["pii"]
    # Only the first five documents in sample order are analyzed.
    assert pii["documents"] == 5
    email = pii["entities"]["EMAIL_ADDRESS"]
    assert email["hits"] == email["documents_with_hits"] <= 3
    assert email["hits_per_1000_documents"] == round(1000 * email["hits"] / 5, 3)
    full = profile(config, sample_size=WHOLE, pii_sample=100)["pii"]
    assert full["entities"]["EMAIL_ADDRESS"]["documents_with_hits"] == 3
    assert full["entities"]["PHONE_NUMBER"] == {"documents_with_hits": 1, "hits": 2,
                                                "hits_per_1000_documents": 250.0}


# --------------------------------------------------------------------------------------------------
# Output


def test_inspect_json_round_trips(tmp_path, capsys):
    records = [{"id": f"d{i}", "text": sentence(i), "lang": "en"} for i in range(30)]
    path = write_jsonl(tmp_path / "in.jsonl", records)
    out = tmp_path / "report"
    assert main_inspect([str(path)], "configs/default.yaml", out=str(out), sample_size=20,
                        pii_sample=0, seed=1) == 0
    written = json.loads((out / "inspect.json").read_text())
    p = profile(load_config("configs/default.yaml"), [str(path)], sample_size=20, pii_sample=0,
                seed=1)
    assert written == p
    assert json.loads(json.dumps(p)) == p
    assert written["documents"]["sampled"] == 20 and written["documents"]["valid"] == 30
    assert "Filters" in capsys.readouterr().out


def test_unusable_input_exits_2(tmp_path, capsys):
    assert main_inspect([str(tmp_path / "nothing-*.jsonl")], "configs/default.yaml") == 2
    assert "matches no file" in capsys.readouterr().err
    assert main_inspect([str(tmp_path)], str(tmp_path / "missing.yaml")) == 2


@pytest.mark.slow
def test_inspect_page_renders_in_chromium_with_every_section(repo_cwd, tmp_path, capsys):
    from gristmill.tools.inspect_html import INSPECT_HTML, SECTIONS
    from tests import browser

    assert browser.chromium_binary(), "Chromium is needed: apt-get install -y chromium"
    out = tmp_path / "inspect"
    assert main(["inspect", "data/sample", "-c", "raw_web", "--sample", "1500", "--pii-sample", "40",
                 "--out", str(out)]) == 0
    written = json.loads((out / "inspect.json").read_text())
    for xml in (False, True):
        result = browser.render(out / INSPECT_HTML, screenshot=not xml, xml=xml)
        assert browser.render_errors(result) == []
        for sid in SECTIONS:
            assert f'<section id="{sid}">' in result.dom, sid
    # The page shows the figures inspect.json holds, and draws the charts.
    assert f"{written['documents']['records']:,}" in result.dom
    for rule in written["filters"]:
        assert rule["rule"] in result.dom
    assert result.dom.count("<svg") >= 3
