"""PII redaction through the command line on the bundled sample corpus: ``pii.enabled=true`` gives
redacted text and a ``pii_counts`` struct column whose sums match the run's counters."""

from __future__ import annotations

import json
import re

import pyarrow.parquet as pq
import pytest

from gristmill.cli import main

pytestmark = pytest.mark.slow

EMAIL = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)*\.(com|org|net|edu|gov)\b")


@pytest.fixture(scope="module")
def redacted(tmp_path_factory):
    out = tmp_path_factory.mktemp("pii") / "out"
    assert main(["run", "-c", "configs/default.yaml", f"output.path={out}", "pii.enabled=true",
                 "pii.style=short"]) == 0
    stats = json.loads((out / "stats.json").read_text())
    return pq.read_table(sorted((out / "documents").glob("*.parquet"))), stats


def test_documents_hold_redacted_text_and_counts(redacted):
    table, stats = redacted
    counts = table.column("pii_counts").to_pylist()
    assert set(counts[0]) == {"EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE",
                              "IP_ADDRESS", "US_SSN"}
    totals = {key: sum(c[key] for c in counts) for key in counts[0]}
    assert totals["EMAIL_ADDRESS"] > 0, "the sample corpus has e-mail addresses in it"
    assert {f"pii:{k}": v for k, v in totals.items() if v} == stats["rules"]
    # Nothing after the PII stage drops a document here, so every hit was redacted in a kept one.
    pii = stats["profile"]["pii"]
    assert pii["found"] == pii["redacted"] == {k: v for k, v in totals.items() if v}
    assert pii["documents_with_pii"] == sum(1 for c in counts if sum(c.values()))
    texts = table.column("text").to_pylist()
    assert not any(EMAIL.search(t) for t in texts)
    assert sum(t.count("[EMAIL]") for t in texts) >= totals["EMAIL_ADDRESS"]
    assert stats["documents"]["modified"]["pii"] == sum(1 for c in counts if sum(c.values()))


def test_pii_stage_off_by_default(tmp_path):
    out = tmp_path / "plain"
    assert main(["run", "-c", "configs/curated.yaml", f"output.path={out}"]) == 0
    table = pq.read_table(sorted((out / "documents").glob("*.parquet")))
    assert "pii_counts" not in table.column_names
