"""Runs of several sources (gristmill/pipeline/config.py ``sources``) and the token mixture
(gristmill/transforms/mixture.py): planning, selection, per-source accounting, dedup scope."""

from __future__ import annotations

import json
import random
from pathlib import Path

import apache_beam as beam
import numpy as np
import pyarrow.parquet as pq
import pytest
from apache_beam.options.pipeline_options import PipelineOptions

from gristmill.pipeline import graph as pipeline
from gristmill.cli import main
from gristmill.pipeline.config import ConfigError, validate
from gristmill.tools.verify import verify_output
from tests.test_end_to_end import file_digests
from gristmill.transforms.document import Document
from gristmill.transforms.mixture import (BINS, COPIES, SourceSpec, best_cut, bin_of, expand_copies,
                                plan_mixture, planned_shares)

# ------------------------------------------------------------------------------------------------
# Planning


def uniform(tokens: int) -> np.ndarray:
    """A histogram of ``tokens`` spread as evenly as integers allow over the bins."""
    hist = np.full(BINS, tokens // BINS, dtype=np.int64)
    hist[: tokens % BINS] += 1
    return hist


def test_bins_are_stable_seeded_and_spread_evenly():
    ids = [f"doc-{i}" for i in range(40_000)]
    bins = np.array([bin_of(i, 0) for i in ids])
    assert bins.min() >= 0 and bins.max() < BINS
    assert [bin_of(i, 0) for i in ids[:50]] == list(bins[:50])
    assert sum(bin_of(i, 1) == b for i, b in zip(ids[:1000], bins[:1000])) < 10
    # Sixteen coarse groups of bins each get 1/16 of the ids, within 10 %.
    groups = np.bincount(bins * 16 // BINS, minlength=16)
    assert np.all(np.abs(groups - 2500) < 250), groups


@pytest.mark.parametrize("wanted, cut, tokens", [
    (0, 0, 0), (25, 2, 30), (20, 1, 10), (14, 1, 10), (100, 3, 60), (45, 2, 30)])
def test_best_cut_is_the_closest_bin_boundary(wanted, cut, tokens):
    # Boundaries sum to 0, 10, 30, 60; a tie goes to the smaller cut.
    assert best_cut(np.array([10, 20, 30]), wanted) == (cut, tokens)


def test_planned_shares_normalize_weights_or_budgets():
    assert planned_shares([SourceSpec("a", weight=3), SourceSpec("b", weight=1)]) == \
        {"a": 0.75, "b": 0.25}
    assert planned_shares([SourceSpec("a", tokens=100), SourceSpec("b", tokens=300)]) == \
        {"a": 0.25, "b": 0.75}
    assert planned_shares([SourceSpec("a"), SourceSpec("b")]) == {}


def test_weights_size_the_mixture_by_the_source_that_runs_out_first():
    specs = [SourceSpec("small", weight=0.5), SourceSpec("big", weight=0.5)]
    plans = plan_mixture(specs, {"small": uniform(1000 * BINS), "big": uniform(10_000 * BINS)})
    small, big = plans["small"], plans["big"]
    # small has 1000 per bin and may be used once: the mixture is 2 x its tokens.
    assert (small.full_epochs, small.cut, small.tokens) == (1, 0, 1000 * BINS)
    # big needs 1000 x 4096 of its 10,000-per-bin tokens: 409.6 bins, and the boundary after 410
    # bins is the closer one.
    assert (big.full_epochs, big.cut, big.tokens) == (0, 410, 4_100_000)
    assert big.target == small.target == 1000 * BINS


def test_repetition_goes_up_to_max_epochs_including_a_partial_epoch():
    specs = [SourceSpec("small", weight=0.5, max_epochs=2.5), SourceSpec("big", weight=0.5)]
    plans = plan_mixture(specs, {"small": uniform(1000 * BINS), "big": uniform(10_000 * BINS)})
    small = plans["small"]
    assert (small.full_epochs, small.cut) == (2, BINS // 2)
    assert small.tokens == 2500 * BINS == plans["big"].tokens
    assert small.copies(0) == 3 and small.copies(BINS // 2) == 2


def test_a_total_beyond_what_sources_can_give_leaves_them_short():
    specs = [SourceSpec("a", weight=0.5, max_epochs=2), SourceSpec("b", weight=0.5)]
    plans = plan_mixture(specs, {"a": uniform(100 * BINS), "b": uniform(100 * BINS)},
                         total_tokens=1000 * BINS)
    assert plans["a"].target == plans["a"].tokens == 200 * BINS  # capped at two epochs
    assert plans["b"].target == plans["b"].tokens == 100 * BINS


def test_token_budgets_are_capped_by_epochs_and_a_source_without_documents_gets_nothing():
    specs = [SourceSpec("a", tokens=150 * BINS, max_epochs=4), SourceSpec("b", tokens=10 ** 9),
             SourceSpec("empty", tokens=5)]
    plans = plan_mixture(specs, {"a": uniform(100 * BINS), "b": uniform(7 * BINS)})
    assert (plans["a"].full_epochs, plans["a"].cut, plans["a"].tokens) == (1, BINS // 2, 150 * BINS)
    assert plans["b"].tokens == 7 * BINS
    assert (plans["empty"].available, plans["empty"].tokens, plans["empty"].copies(0)) == (0, 0, 0)


def test_without_weights_every_document_is_used_once():
    plans = plan_mixture([SourceSpec("a"), SourceSpec("b")],
                         {"a": uniform(5 * BINS), "b": uniform(3)})
    assert all(plan.copies(b) == 1 for plan in plans.values() for b in (0, BINS - 1))


def test_copies_after_the_first_get_their_own_ids():
    doc = Document(id="x", text="t", metadata={COPIES: 3})
    tokens = np.array([1, 2], dtype=np.int32)
    assert [d.id for d, _ in expand_copies((doc, tokens))] == ["x", "x#copy2", "x#copy3"]
    assert [d.id for d, _ in expand_copies((Document(id="y", text="t"), tokens))] == ["y"]


# ------------------------------------------------------------------------------------------------
# Config


def config_with(*sources: dict, **sections) -> dict:
    return {"sources": list(sources), "output": {"path": "out"}, **sections}


def source(name: str, **fields) -> dict:
    return {"name": name, "input": {"paths": [f"{name}.jsonl"]}, **fields}


@pytest.mark.parametrize("data, message", [
    ({"input": {"paths": ["a.jsonl"]}, **config_with(source("a"))},
     "set input (one source) or sources (several), not both"),
    (config_with(source("a"), source("a")), "sources: name 'a' used twice"),
    (config_with(source("a", weight=1), source("b", tokens=5)),
     "sources: 'a' sets a weight and 'b' a token budget"),
    (config_with(source("a", weight=1), source("b")), "sources: 'b' has no weight"),
    (config_with(source("a"), mixture={"total_tokens": 10}),
     "mixture.total_tokens needs a weight on every source"),
    (config_with(source("a/b")), "a source name is letters"),
    (config_with(source("a", weight=0)), "sources.0.weight=0"),
    (config_with(source("a", filters={"lenght": {}})),
     "sources[0] (a): unknown key filters.lenght"),
    (config_with(source("a", preset="no-such-preset")), "sources[0] (a): cannot read config"),
    (config_with(source("a", filters={"token_length": {"enabled": True}})),
     "sources[0] (a): filters.token_length is applied to the whole run"),
    (config_with(source("a"), dedup={"scope": "source", "against": ["earlier"]}),
     "use it with dedup.scope=global"),
    (config_with(source("a", weight=1), tokenizer={"enabled": False}, packing={"enabled": False},
                 output={"path": "out", "documents": True}), "it needs tokenizer.enabled=true"),
])
def test_bad_source_configs_are_refused_with_the_reason(data, message):
    with pytest.raises(ConfigError) as exc:
        validate(data)
    assert message in str(exc.value)


def test_a_source_takes_its_preset_and_then_its_own_keys():
    config = validate(config_with(
        source("web", preset="raw_web", filters={"c4": {"variant": "c4"}}),
        source("prose", filters={"length": {"min_words": 50}}),
        filters={"length": {"enabled": True, "min_words": 5}}))
    views = dict(config.source_views())
    assert views["web"].filters.langid.enabled and views["web"].filters.gopher_quality.enabled
    assert not views["web"].filters.length.enabled  # raw_web turns it off; the run's is not used
    assert views["web"].filters.c4.variant == "c4"
    assert views["prose"].filters.length.min_words == 50 and not views["prose"].filters.langid.enabled
    assert views["prose"].input.paths == ["prose.jsonl"]
    # The resolved sections are part of what the fingerprint hashes.
    assert config.content_dict()["source_sections"]["web"]["filters"]["langid"]["enabled"] is True


def test_a_source_langid_section_is_its_filters_langid():
    config = validate(config_with(source("a", langid={"enabled": True, "languages": ["de"]}),
                                  source("b", filters={"langid": {"enabled": True}})))
    views = dict(config.source_views())
    assert views["a"].filters.langid.languages == ["de"] and views["b"].filters.langid.enabled
    assert config.sources[0].filters == {"langid": {"enabled": True, "languages": ["de"]}}
    # The old way, language ID ran even with the run's filters off; refused rather than dropped.
    with pytest.raises(ConfigError, match=r"sources\[0\] \(a\): langid.enabled=true with "
                                          r"filters.enabled=false"):
        validate(config_with(source("a", langid={"enabled": True}), filters={"enabled": False}))


# ------------------------------------------------------------------------------------------------
# Pipeline

WORDS = ("river stone light field house window market letter garden winter summer morning "
         "mountain silver paper engine harbor forest signal thunder candle ladder meadow").split()


def write_source(path: Path, name: str, n: int, rng: random.Random, extra: list[str] = ()) -> None:
    """``n`` documents of 20 to 300 words, all distinct, then the raw ``extra`` lines."""
    lines = []
    for i in range(n):
        words = [rng.choice(WORDS) for _ in range(rng.randint(20, 300))]
        lines.append(json.dumps({"id": f"{name}-{i:05d}", "text": f"{name} {i}. " + " ".join(words),
                                 "source": "crawl"}))
    path.write_text("\n".join([*lines, *extra]) + "\n")


def run_config(data: dict, *flags: str) -> Path:
    config = validate(data)
    with beam.Pipeline(options=PipelineOptions(["--runner=FnApiRunner", *flags])) as p:
        pipeline.build_pipeline(p, config)
    return Path(config.output.path)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("sources")
    rng = random.Random(7)
    write_source(root / "big.jsonl", "big", 3000, rng)
    write_source(root / "mid.jsonl", "mid", 800, rng, extra=['{"id": "broken", "text": ',
                                                             '{"id": "short", "text": "two words"}'])
    write_source(root / "small.jsonl", "small", 120, rng)
    return root


WEIGHTS = {"big": 0.6, "mid": 0.3, "small": 0.1}
# Each source misses its target by at most half a bin's tokens, plus one document's where the
# target is above what one bin boundary can give: well under a percentage point here.
SHARE_TOLERANCE = 0.01


def mixture_config(corpus: Path, out: Path) -> dict:
    return {
        "sources": [{"name": name, "input": {"paths": [str(corpus / f"{name}.jsonl")]},
                     "weight": weight, **({"max_epochs": 4} if name == "small" else {})}
                    for name, weight in WEIGHTS.items()],
        "filters": {"length": {"enabled": True, "min_words": 5}},
        "tokenizer": {"name": "sample-bpe-16k"},
        "packing": {"seq_len": 1024},
        "output": {"path": str(out), "overwrite": True, "documents": True, "rejects": True},
    }


@pytest.fixture(scope="module")
def mixed(corpus, tmp_path_factory) -> Path:
    return run_config(mixture_config(corpus, tmp_path_factory.mktemp("mixed") / "out"))


def read_stats(out: Path) -> dict:
    return json.loads((out / "stats.json").read_text())


def test_achieved_token_shares_match_the_weights(mixed):
    stats = read_stats(mixed)
    sources = stats["sources"]
    for name, weight in WEIGHTS.items():
        assert sources[name]["planned_share"] == weight
        assert abs(sources[name]["share"] - weight) < SHARE_TOLERANCE, (name, sources[name])
    assert stats["mixture"]["max_share_error"] < SHARE_TOLERANCE
    # mid is the scarce source at one epoch: it is used whole, once; small is repeated (within its
    # 4 epochs), big is downsampled.
    assert sources["mid"]["epochs"] == 1.0 and sources["mid"]["repeated_documents"] == 0
    assert 1.5 < sources["small"]["epochs"] <= 4 and sources["small"]["repeated_documents"] > 0
    assert sources["big"]["epochs"] < 1 and sources["big"]["documents"]["dropped"][
        "mixture:not_sampled"] > 0
    # The packed rows hold exactly the tokens the mixture wrote.
    rows = pq.read_table(mixed / "data", columns=["num_tokens"]).column("num_tokens")
    assert stats["tokens"]["total"] == sum(rows.to_pylist()) == stats["mixture"]["tokens"] == \
        sum(s["tokens"] for s in sources.values())


def test_per_source_counts_add_up_to_the_run(mixed, corpus):
    stats = read_stats(mixed)
    docs, sources = stats["documents"], stats["sources"]
    for field in ("read", "kept", "dropped_total", "dead_lettered"):
        assert sum(s["documents"][field] for s in sources.values()) == docs[field], field
    reasons = {}
    for s in sources.values():
        assert s["documents"]["read"] == s["documents"]["kept"] + s["documents"]["dropped_total"] \
            + s["documents"]["dead_lettered"]
        for reason, n in s["documents"]["dropped"].items():
            reasons[reason] = reasons.get(reason, 0) + n
    assert reasons == docs["dropped"]
    # The bad lines are mid's: one dead letter, one document too short.
    assert sources["mid"]["documents"]["read"] == 802
    assert sources["mid"]["documents"]["dead_lettered"] == 1
    assert sources["mid"]["documents"]["dropped"] == {"length:min_words": 1}
    assert sources["small"]["documents"]["read"] == 120


def test_documents_name_their_source_and_copies(mixed):
    stats = read_stats(mixed)
    table = pq.read_table(mixed / "documents").to_pylist()
    by_source = {}
    for row in table:
        assert row["id"].startswith(row["source"] + "-") and row["input_source"] == "crawl"
        by_source.setdefault(row["source"], []).append(row[COPIES])
    for name, copies in by_source.items():
        assert len(copies) == stats["sources"][name]["documents"]["kept"]
        assert sum(copies) - len(copies) == stats["sources"][name]["repeated_documents"]
    rejected = pq.read_table(mixed / "rejects", columns=["drop_reason"]).column(0).to_pylist()
    assert rejected.count("mixture:not_sampled") == stats["documents"]["dropped"][
        "mixture:not_sampled"]


@pytest.mark.slow
def test_mixture_is_the_same_bytes_with_more_workers(mixed, corpus, tmp_path):
    again = run_config(mixture_config(corpus, tmp_path / "again"), "--direct_num_workers=2",
                       "--direct_running_mode=multi_threading")
    assert file_digests(again) == file_digests(mixed)


def test_a_larger_budget_selects_a_superset(corpus, tmp_path):
    def kept_ids(tokens: int) -> set[str]:
        data = mixture_config(corpus, tmp_path / str(tokens))
        data["sources"] = [{"name": "big", "input": {"paths": [str(corpus / "big.jsonl")]},
                            "tokens": tokens}]
        data["packing"] = {"enabled": False}
        out = run_config(data)
        assert abs(read_stats(out)["sources"]["big"]["tokens"] - tokens) < 0.01 * tokens
        return set(pq.read_table(out / "documents", columns=["id"]).column(0).to_pylist())

    smaller, larger = kept_ids(60_000), kept_ids(150_000)
    assert smaller < larger


def dedup_config(root: Path, out: Path, scope: str) -> dict:
    return {
        "sources": [{"name": name, "input": {"paths": [str(root / f"{name}.jsonl")]}}
                    for name in ("books", "web")],
        "dedup": {"scope": scope, "exact": {"enabled": True}},
        "tokenizer": {"name": "sample-bpe-16k"},
        "packing": {"enabled": False},
        "output": {"path": str(out), "overwrite": True, "documents": True},
    }


@pytest.mark.parametrize("scope, books_dropped, web_dropped", [("global", 2, 4), ("source", 2, 1)])
def test_dedup_runs_across_sources_or_within_each(tmp_path, scope, books_dropped, web_dropped):
    shared = [f"A shared chapter number {i} with enough words in it." for i in range(3)]

    def write(name: str, texts: list[str]) -> None:
        (tmp_path / f"{name}.jsonl").write_text("".join(
            json.dumps({"id": f"{name}-{i}", "text": t}) + "\n" for i, t in enumerate(texts)))

    # books: the shared texts once, one of them twice more; web: all three shared, one twice.
    write("books", [*shared, shared[0], shared[0], "Only in the books, a chapter of its own."])
    write("web", [*shared, shared[1], "Only on the web, a page of its own."])
    stats = read_stats(run_config(dedup_config(tmp_path, tmp_path / scope, scope)))
    sources = stats["sources"]
    assert sources["books"]["documents"]["dropped"] == {"dedup:exact": books_dropped}
    assert sources["web"]["documents"]["dropped"] == {"dedup:exact": web_dropped}
    assert stats["documents"]["dropped"] == {"dedup:exact": books_dropped + web_dropped}
    # Without weights there is no plan: each source's tokens are those of its kept documents.
    assert sources["web"]["planned_share"] is None and "mixture" not in stats
    assert sources["web"]["tokens"] == sources["web"]["available_tokens"] > 0


def test_a_file_matched_by_two_sources_is_refused(tmp_path, capsys):
    (tmp_path / "a.jsonl").write_text('{"id": "1", "text": "one two three four five"}\n')
    data = dedup_config(tmp_path, tmp_path / "out", "global")
    for entry in data["sources"]:
        entry["input"]["paths"] = [str(tmp_path / "*.jsonl")]
    config = validate(data)
    with pytest.raises(Exception, match="matched by sources 'books' and 'web'"):
        pipeline.source_inputs(config)


def test_the_example_mixture_runs_offline(tmp_path):
    out = tmp_path / "example"
    assert main(["run", "-c", "configs/mixture_example.yaml", f"output.path={out}"]) == 0
    stats = read_stats(out)
    assert set(stats["sources"]) == {"web", "code", "prose"}
    planned = {name: s["planned_share"] for name, s in stats["sources"].items()}
    assert planned == {"web": 0.5, "code": 0.2, "prose": 0.3}
    for s in stats["sources"].values():
        assert s["tokens"] > 0 and abs(s["share"] - s["planned_share"]) < SHARE_TOLERANCE
    # web is the scarce source: used twice, as many epochs as it may have.
    assert stats["sources"]["web"]["epochs"] == 2.0
    manifest = json.loads((out / "manifest.json").read_text())
    assert {entry["source"] for entry in manifest["inputs"]} == {"web", "code", "prose"}
    # verify knows a mixture's tokens, and checks each source's accounting.
    assert main(["verify", str(out)]) == 0
    stats["sources"]["web"]["documents"]["kept"] += 1
    (out / "stats.json").write_text(json.dumps(stats))
    messages = [f.message for f in verify_output(str(out)).errors]
    assert messages == ["sources: web: read 300 != kept 218 + dropped 83 + dead-lettered 0 (-1)",
                        "sources: kept: the sources sum to 643, the run counted 642 (+1)"]


def test_a_run_whose_sources_do_not_add_up_fails():
    from gristmill.report.stats import AccountingError, build_stats
    from gristmill.transforms.steps import StatKey as K

    counts = {K("read", "records"): 5, K("kept", "documents"): 4,
              K("dropped", "length:min_words"): 1,
              K("read", "records", "a"): 3, K("kept", "documents", "a"): 3,
              K("read", "records", "b"): 2, K("kept", "documents", "b"): 1,
              K("dropped", "length:min_words", "b"): 1}
    stats = build_stats(counts, [], sources=["a", "b"])
    assert stats["sources"]["b"]["documents"]["dropped"] == {"length:min_words": 1}
    del counts[K("dropped", "length:min_words", "b")]  # a drop charged to no source
    with pytest.raises(AccountingError, match=r"b: read 2 != kept 1 \+ dropped 0 .*dropped: the "
                                              r"sources sum to 0, the run counted 1"):
        build_stats(counts, [], sources=["a", "b"])
