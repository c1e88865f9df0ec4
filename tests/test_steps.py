"""The step runtime (gristmill/transforms/steps.py): usable without Beam, one way to count, typed keys.
The filter stage's behaviour through it is tested in test_filters_base.py."""

from __future__ import annotations

import subprocess
import sys

from gristmill.transforms.document import Document
from gristmill.transforms.steps import Drop, StatKey, Step, Tally, run_steps


class _Upper(Step):
    """Upper-cases texts, drops empty ones, counts the letters it changed."""

    name = "upper"

    def run_batch(self, docs):
        results = []
        for doc in docs:
            if not doc.text:
                results.append(Drop("upper:empty"))
                continue
            self.count("letters", sum(c.islower() for c in doc.text))
            upper = doc.text.upper()
            results.append(doc if upper == doc.text else doc.replace(text=upper))
        return results


def test_the_runtime_imports_without_beam():
    code = ("import sys, gristmill.transforms.steps; "
            "sys.exit(any(m.startswith('apache_beam') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_stat_keys_format_only_as_strings_of_the_output():
    assert str(StatKey("dropped", "length:min_words")) == "dropped/length:min_words"
    assert str(StatKey("read", "records", "web")) == "by_source/web/read/records"


def test_a_tally_counts_document_kinds_per_source_and_nothing_else():
    tally = Tally("web")
    tally.add("dropped", "upper:empty")
    tally.add("modified", "upper")
    assert dict(tally.counts) == {StatKey("dropped", "upper:empty"): 1,
                                  StatKey("dropped", "upper:empty", "web"): 1,
                                  StatKey("modified", "upper"): 1}


def test_run_steps_keeps_drops_modifies_and_takes_the_steps_events():
    same, low, empty = Document("a", "LOUD"), Document("b", "quiet", label="web"), Document("c", "")
    step, tally = _Upper(), Tally()
    result = run_steps([step], [same, low, empty], tally, stage="filter")
    assert result.kept[0] is same and result.kept[1].text == "QUIET"
    assert result.rejects == [("upper:empty", empty)] and result.dead_letters == []
    assert tally.as_dict() == {"modified/upper": 1, "dropped/upper:empty": 1,
                               "rules/upper:letters": 5}
    assert step.counts == {}


class _FailsOnBoom(_Upper):
    """Counts letters like :class:`_Upper`, then raises on a text that holds "boom"."""

    def run_batch(self, docs):
        results = super().run_batch(docs)
        if any("boom" in doc.text for doc in docs):
            raise ValueError("boom")
        return results


def test_a_retried_batch_counts_each_documents_events_once():
    docs = [Document("a", "ab"), Document("b", "boom"), Document("c", "cde")]
    step, tally = _FailsOnBoom(), Tally()
    result = run_steps([step], docs, tally, stage="filter")
    assert [d.id for d in result.kept] == ["a", "c"]
    assert [r["id"] for r in result.dead_letters] == ["b"]
    # The failed batch's counts are taken back; the failing document counts nothing.
    assert tally.as_dict() == {"modified/upper": 2, "dead_lettered/filter:error": 1,
                               "rules/upper:letters": 5}
