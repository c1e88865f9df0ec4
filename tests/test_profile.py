"""The run profile: histograms, languages, vocabulary use and lexical diversity in stats.json."""

from __future__ import annotations

import json

import apache_beam as beam
import numpy as np
import pytest
from apache_beam.testing.test_pipeline import TestPipeline as BeamPipeline
from apache_beam.testing.util import assert_that, equal_to

from gristmill.cli import main
from gristmill.report.stats import build_stats
from gristmill.transforms.document import Document
from gristmill.transforms.profile import Profile, VocabularyUseFn, log2_bin, type_token_ratio
from gristmill.transforms.steps import StatKey
from tests.stats_keys import SummedStats

K = StatKey


@pytest.mark.parametrize("value, edge", [(0, "0"), (1, "1"), (2, "2"), (3, "2"), (4, "4"),
                                         (1023, "512"), (1024, "1024"), (2047, "1024")])
def test_power_of_two_bins_are_keyed_by_their_lower_edge(value, edge):
    assert log2_bin(value) == edge


def test_type_token_ratio_looks_at_a_fixed_window_of_words():
    assert type_token_ratio("The cat saw the Cat") == pytest.approx(3 / 5)
    assert type_token_ratio("   ") is None
    repetitive = "a b c d " * 1000
    assert type_token_ratio(repetitive, window=8) == pytest.approx(4 / 8)
    assert type_token_ratio(repetitive) == pytest.approx(4 / 1000)


def test_profile_counts_lengths_languages_and_tokens():
    docs = [Document(id="a", text="x" * 5, metadata={"language": "en"}),
            Document(id="b", text="one two two", metadata={"language": "de"}),
            Document(id="c", text="y" * 1000)]
    with BeamPipeline() as p:
        read = p | "Docs" >> beam.Create(docs) | "Read" >> Profile("read")
        assert_that(read | "SumRead" >> SummedStats(), equal_to([
            ("hist_chars_read/4", 1), ("hist_chars_read/8", 1), ("hist_chars_read/512", 1),
            ("lang_read/en", 1), ("lang_read/de", 1)]), label="CheckRead")
        kept = (p | "Tokenized" >> beam.Create([(docs[1], np.array([5, 6, 6], dtype=np.int32))])
                | "Kept" >> Profile("kept"))
        assert_that(kept | "SumKept" >> SummedStats(), equal_to([
            ("hist_chars_kept/8", 1), ("lang_kept/de", 1), ("hist_tokens_kept/2", 1),
            ("profile/chars", 11), ("profile/ttr_micro", 666667), ("profile/ttr_documents", 1)]),
            label="CheckKept")


def test_vocabulary_use_merges_bundles_and_ignores_ids_outside_the_vocabulary():
    fn = VocabularyUseFn(vocab_size=10)
    first = fn.add_input(fn.create_accumulator(), (None, [1, 2, 2, 9]))
    second = fn.add_input(fn.create_accumulator(), (None, np.array([2, 3, 10, -1])))
    merged = fn.merge_accumulators([first, second])
    assert fn.extract_output(merged) == [(StatKey("profile", "vocab_used"), 4),
                                         (StatKey("profile", "vocab_size"), 10)]


def test_stats_gather_the_profile_and_move_language_labels_out_of_rule_events():
    counts = {K("read", "records"): 3, K("kept", "documents"): 2, K("dropped", "langid:de"): 1,
              K("rules", "langid:language:en"): 2, K("rules", "langid:language:de"): 1,
              K("rules", "pii:EMAIL_ADDRESS"): 4, K("rules", "pii:redacted:EMAIL_ADDRESS"): 3,
              K("rules", "pii:documents_with_pii"): 2,
              K("rules", "c4:lines_removed:javascript"): 1,
              K("hist_chars_read", "1024"): 2, K("hist_chars_read", "64"): 1,
              K("lang_kept", "en"): 2, K("hist_dup_exact", "2"): 1, K("tokens", "documents"): 500,
              K("profile", "chars"): 2000, K("profile", "ttr_micro"): 1_200_000,
              K("profile", "ttr_documents"): 2, K("profile", "vocab_used"): 300,
              K("profile", "vocab_size"): 16384}
    stats = build_stats(counts, [])
    profile = stats["profile"]
    assert stats["rules"] == {"pii:EMAIL_ADDRESS": 4, "c4:lines_removed:javascript": 1}
    assert list(profile["chars"]["read"]) == ["64", "1024"]  # numeric order
    assert profile["languages"] == {"read": {"en": 2, "de": 1}, "kept": {"en": 2}}
    assert profile["pii"] == {"found": {"EMAIL_ADDRESS": 4}, "redacted": {"EMAIL_ADDRESS": 3},
                              "documents_with_pii": 2}
    assert profile["duplicates"] == {"exact": {"2": 1}}
    assert profile["chars_per_token"] == 4.0
    assert profile["lexical_diversity"]["type_token_ratio"] == 0.6
    assert profile["vocabulary"] == {"size": 16384, "used": 300}
    assert "other" not in stats


@pytest.mark.slow
def test_a_run_profile_adds_up_to_its_document_counts(tmp_path):
    out = tmp_path / "out"
    assert main(["run", "-c", "configs/raw_web.yaml", f"output.path={out}"]) == 0
    stats = json.loads((out / "stats.json").read_text())
    docs, profile = stats["documents"], stats["profile"]
    read_ok = docs["read"] - sum(n for kind, n in stats["dead_lettered"].items()
                                 if kind.startswith("read:"))
    assert sum(profile["chars"]["read"].values()) == read_ok
    for histogram in (profile["chars"]["kept"], profile["tokens"]["kept"],
                      profile["languages"]["kept"]):
        assert sum(histogram.values()) == docs["kept"]
    # Language ID saw every document that reached it; those it dropped are among "read".
    langid_drops = sum(n for reason, n in docs["dropped"].items() if reason.startswith("langid:"))
    assert sum(profile["languages"]["read"].values()) >= docs["kept"] + langid_drops
    removed = docs["dropped"].get("dedup:exact", 0)
    assert removed > 0 and profile["duplicates"]["exact"]
    assert 0 < profile["vocabulary"]["used"] <= profile["vocabulary"]["size"]
    assert 2 < profile["chars_per_token"] < 8
    assert 0 < profile["lexical_diversity"]["type_token_ratio"] < 1
