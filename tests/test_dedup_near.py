"""Near-duplicate dedup as a stage (gristmill/transforms/dedup/near.py): clusters, survivors, counts, rejects,
and the pipeline switch ``dedup.near.enabled``."""

from __future__ import annotations

import json
import random

import apache_beam as beam
import pytest
from apache_beam.options.pipeline_options import PipelineOptions
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to

from gristmill.cli import main
from gristmill.transforms.dedup.minhash import MinHasher, optimal_bands
from gristmill.transforms.dedup.near import REASON, BestMemberFn, NearDedup
from gristmill.transforms.document import Document
from gristmill.transforms.stage import DOCS, REJECTS, STATS
from tests.stats_keys import SummedStats

WORDS = ("river mill grain stone wheel water flour baker harvest field barley oats farmer cart road "
         "market town bridge valley morning evening season weather storm sun rain wind hill village "
         "church bell square house door window roof wall garden fence path forest oak pine birch").split()


def article(seed: int, n_words: int = 150) -> str:
    rng = random.Random(seed)
    return " ".join(rng.choice(WORDS) for _ in range(n_words)) + "."


def edited(text: str, seed: int, n_edits: int) -> str:
    rng = random.Random(seed)
    words = text.split()
    for _ in range(n_edits):
        words[rng.randrange(len(words))] = "zzz" + str(rng.randrange(1000))
    return " ".join(words)


def stage(**overrides):
    hasher = MinHasher(num_perm=128, seed=0, n=5, kind="word")
    bands, rows = optimal_bands(0.75, 128)
    params = dict(hasher=hasher, bands=bands, rows=rows, verify_threshold=0.75, max_bucket=1000,
                  max_rounds=8, priority_field=None, cluster_columns=False, emit_rejects=True,
                  batch_size=16)
    params.update(overrides)
    return NearDedup(**params)


def pipeline():
    return BeamTestPipeline(options=PipelineOptions(["--runner=FnApiRunner"]))


def corpus():
    base = [article(i) for i in range(6)]
    docs = [Document(f"doc-{i}", text) for i, text in enumerate(base)]
    # Near copies of doc-0 (two copies) and doc-3 (one), a few words changed each.
    docs += [Document("near-0a", edited(base[0], 1, 2)), Document("near-0b", edited(base[0], 2, 3)),
             Document("near-3", edited(base[3], 3, 2))]
    # A rewrite of doc-5 that shares little: not a near duplicate.
    docs += [Document("other-5", edited(base[5], 4, 60))]
    return docs


def test_each_cluster_keeps_its_smallest_id_and_drops_the_rest():
    with pipeline() as p:
        out = p | beam.Create(corpus()) | stage()
        assert_that(out[DOCS] | beam.Map(lambda d: d.id),
                    equal_to(["doc-0", "doc-1", "doc-2", "doc-3", "doc-4", "doc-5", "other-5"]),
                    label="Kept")
        assert_that(out[REJECTS] | beam.Map(lambda r: (r[0], r[1].id, r[1].metadata["dedup_cluster_id"])),
                    equal_to([(REASON, "near-0a", "doc-0"), (REASON, "near-0b", "doc-0"),
                              (REASON, "near-3", "doc-3")]), label="Rejected")
        assert_that(out[STATS] | SummedStats()
                    | beam.Filter(lambda kv: kv[0].startswith("hist_dup_near/") or kv[0] in (
                        "dropped/dedup:near", "dedup_near/clusters",
                        "dedup_near/clustered_documents")),
                    # Clusters by size, in power-of-two bins: one of 3 (bin 2) and one of 2.
                    equal_to([("dropped/dedup:near", 3), ("dedup_near/clusters", 2),
                              ("dedup_near/clustered_documents", 5), ("hist_dup_near/2", 2)]),
                    label="Stats")


def test_priority_field_picks_the_survivor_then_smallest_id():
    docs = corpus()
    scores = {"near-0b": 0.9, "doc-0": 0.2, "near-0a": 0.9}
    docs = [d.replace(metadata={"quality": scores[d.id]}) if d.id in scores else d for d in docs]
    with pipeline() as p:
        out = p | beam.Create(docs) | stage(priority_field="quality", cluster_columns=True)
        kept = out[DOCS] | beam.Filter(lambda d: "dedup_cluster_size" in d.metadata)
        assert_that(kept | beam.Map(lambda d: (d.id, d.metadata["dedup_cluster_id"],
                                               d.metadata["dedup_cluster_size"])),
                    equal_to([("near-0a", "doc-0", 3), ("doc-3", "doc-3", 2)]), label="Survivors")


def test_best_member_is_order_independent():
    fn = BestMemberFn()
    members = [((0, 0), "b"), ((1, 3.0), "z"), ((1, 3.0), "y"), ((1, 1.0), "a"), ((0, 0), "0")]
    for seed in range(5):
        shuffled = members[:]
        random.Random(seed).shuffle(shuffled)
        acc = fn.merge_accumulators([
            fn.add_input(fn.add_input(fn.create_accumulator(), shuffled[0]), shuffled[1]),
            fn.add_input(fn.add_input(fn.add_input(fn.create_accumulator(), shuffled[2]),
                                      shuffled[3]), shuffled[4])])
        assert fn.extract_output(acc) == (((1, 3.0), "y"), 5)


@pytest.mark.slow
def test_near_dedup_from_the_command_line_on_the_sample(tmp_path):
    out = tmp_path / "near"
    assert main(["run", "-c", "configs/default.yaml", f"output.path={out}",
                 "dedup.near.enabled=true", "dedup.near.threshold=0.8"]) == 0
    stats = json.loads((out / "stats.json").read_text())
    dropped = stats["documents"]["dropped"]
    # The sample's web part holds 40 injected near copies (see data/sample/README.md).
    assert 30 <= dropped.get(REASON, 0) <= 60
    docs = stats["documents"]
    assert docs["read"] == docs["kept"] + docs["dropped_total"] + docs["dead_lettered"]


def test_unconverged_clustering_is_reported_to_the_user():
    from gristmill.cli import run_warnings

    stats = {"documents": {"read": 10, "kept": 8, "dead_lettered": 0},
             "other": {"dedup_near": {"cc_rounds": 3, "cc_unconverged": 1}}}
    (warning,) = run_warnings(stats, "out")
    assert "raise dedup.near.max_rounds" in warning
    stats["other"]["dedup_near"]["cc_unconverged"] = 0
    assert run_warnings(stats, "out") == []


class _FailsOnTrigger(MinHasher):
    """A hasher that cannot sign texts containing a trigger word (as a bug in it might)."""

    def signatures(self, texts):
        if any("TRIGGER" in t for t in texts):
            raise ValueError("cannot sign")
        return super().signatures(texts)

    def signature(self, text):
        if "TRIGGER" in text:
            raise ValueError("cannot sign")
        return super().signature(text)


def test_a_document_that_cannot_be_signed_is_kept_and_counted():
    docs = corpus() + [Document("odd", article(99) + " TRIGGER")]
    with pipeline() as p:
        out = p | beam.Create(docs) | stage(hasher=_FailsOnTrigger(num_perm=128, seed=0, n=5))
        assert_that(out[DOCS] | beam.Map(lambda d: d.id),
                    equal_to(["doc-0", "doc-1", "doc-2", "doc-3", "doc-4", "doc-5", "other-5", "odd"]),
                    label="Kept")
        assert_that(out[STATS] | SummedStats()
                    | beam.Filter(lambda kv: kv[0] in ("dropped/dedup:near", "dedup_near/sign_errors")),
                    equal_to([("dropped/dedup:near", 3), ("dedup_near/sign_errors", 1)]),
                    label="Stats")
