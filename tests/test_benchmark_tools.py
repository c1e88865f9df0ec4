"""The scripts the memory benchmarks rely on: the scaled corpus and the output comparison."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


def load(name: str):
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def test_scaled_copies_keep_words_and_last_words_but_not_lines(tmp_path):
    scale = load("scale_corpus")
    text = "the quick brown fox jumps over the lazy dog.\nshort line\n\nanother line of several words here."
    source = tmp_path / "in.jsonl"
    source.write_text(json.dumps({"id": "a", "text": text, "url": "u"}) + "\n")
    out = tmp_path / "out.jsonl"
    assert scale.main([str(source), str(out), "--copies", "3"]) == 0
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["id"] for r in records] == ["a", "a~1", "a~2"]
    assert records[0]["text"] == text and all(r["url"] == "u" for r in records)
    for record in records[1:]:
        lines, original = record["text"].split("\n"), text.split("\n")
        assert [sorted(line.split(" ")) for line in lines] == \
            [sorted(line.split(" ")) for line in original]
        assert [line.split(" ")[-1] for line in lines] == [line.split(" ")[-1] for line in original]
    assert records[1]["text"] != text and records[1]["text"] != records[2]["text"]
    # The same input gives the same corpus; an existing output is not overwritten.
    again = tmp_path / "again.jsonl"
    scale.main([str(source), str(again), "--copies", "3"])
    assert again.read_bytes() == out.read_bytes()
    with pytest.raises(SystemExit):
        scale.main([str(source), str(out), "--copies", "3"])


def test_same_output_ignores_only_what_is_timed(tmp_path, capsys):
    same = load("same_output")
    a, b = tmp_path / "a", tmp_path / "b"
    for out, seconds in ((a, "1.0"), (b, "2.0")):
        (out / "data").mkdir(parents=True)
        (out / "data" / "part-00000-of-00001.parquet").write_bytes(b"rows")
        (out / "timings.json").write_text(seconds)
        (out / "report.html").write_text(f'<p>x</p><section id="throughput">{seconds} s</section>')
    assert same.main([str(a), str(b)]) == 0
    (b / "report.html").write_text('<p>y</p><section id="throughput">2.0 s</section>')
    (b / "extra.json").write_text("{}")
    assert same.main([str(a), str(b)]) == 1
    printed = capsys.readouterr().out
    assert "differs: report.html" in printed and "in one only: extra.json" in printed


def test_pii_real_text_counts_what_the_stage_would_flag(tmp_path, capsys):
    real = load("pii_real_text")
    corpus = tmp_path / "docs.jsonl"
    docs = ["Questions: ana@example.com, Tel: 0612 345 678.",
            "Life spans (1750-1814), pages 1639-1657, metric 4278198272.",
            "Call 0612 345 678 again."]
    corpus.write_text("".join(json.dumps({"text": t}) + "\n" for t in docs))
    assert real.main(["--input", str(corpus), "--show", "5"]) == 0
    out = capsys.readouterr().out
    rows = {line.split()[0]: line.split()[1:] for line in out.splitlines()[2:8]}
    assert rows["PHONE_NUMBER"] == ["2", "1"] and rows["EMAIL_ADDRESS"] == ["1", "1"]
    assert rows["CREDIT_CARD"] == ["0", "0"]
    shown = out.splitlines()[8:]  # the distinct phone matches: the ranges and the counter are not
    assert len(shown) == 1 and shown[0].startswith("    2 '0612 345 678' | ")
