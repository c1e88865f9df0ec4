"""The whole pipeline over the bundled crawl sample (data/crawl/sample.warc.gz), through the command
line: a WARC input gives documents whose text is the page's HTML, the records that are not pages are
counted in stats.json, and the read counts balance."""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from gristmill.cli import main
from gristmill.tools.inspect import main_inspect

pytestmark = pytest.mark.slow

SAMPLE = "data/crawl/sample.warc.gz"


@pytest.fixture(scope="module")
def output(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("warc") / "out"
    assert main(["run", "-c", "configs/default.yaml", f"input.paths=[{SAMPLE}]",
                 "filters.enabled=false", f"output.path={out}"]) == 0
    return out


def test_read_counts_balance_and_skipped_records_are_reported(output):
    stats = json.loads((output / "stats.json").read_text())
    docs = stats["documents"]
    assert docs["read"] == 41
    assert docs["read"] == docs["kept"] + docs["dropped_total"] + docs["dead_lettered"]
    # The two pages served again under other URLs are exact duplicates.
    assert docs["dropped"] == {"dedup:exact": 2} and docs["dead_lettered"] == 0
    skipped = {k: v for k, v in stats["input"].items() if k.startswith("warc_skipped:")}
    assert skipped == {"warc_skipped:warcinfo": 1, "warc_skipped:request": 43,
                       "warc_skipped:non_html": 1, "warc_skipped:http_status": 1}


def test_documents_carry_the_warc_metadata(output):
    rows = [row for path in sorted((output / "documents").rglob("*.parquet"))
            for row in pq.read_table(path).to_pylist()]
    assert len(rows) == 39
    by_url = {row["url"]: row for row in rows}
    row = by_url["https://doc.rust-lang.org/book/ch08-02-strings.html"]
    assert row["charset"] == "koi8-r" and row["content_type"] == "text/html"
    assert row["id"].startswith("urn:uuid:") and row["text"].lstrip().startswith("<!DOCTYPE HTML>")
    assert "Здравствуйте" in row["text"]
    assert all(isinstance(r["warc_offset"], int) for r in rows)


def test_inspect_reads_the_warc_as_the_run_does(tmp_path):
    out = tmp_path / "inspect"
    assert main_inspect([SAMPLE], "configs/default.yaml", out=str(out), sample_size=10,
                        pii_sample=0, seed=0) == 0
    written = json.loads((out / "inspect.json").read_text())
    assert written["documents"]["valid"] == 41 and written["documents"]["sampled"] == 10
