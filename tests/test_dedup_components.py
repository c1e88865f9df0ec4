"""Connected components (gristmill/transforms/dedup/components.py): the union-find reference, and the Beam
transform against it on graphs chosen to defeat naive label propagation.

Each pipeline run costs seconds of fixed overhead per unrolled round on FnApiRunner, so the graphs
are run together, as one disjoint union with a prefix per graph, and each test checks its own part.
"""

from __future__ import annotations

import json
import math
import random

import apache_beam as beam
import pytest
from apache_beam.options.pipeline_options import PipelineOptions
from apache_beam.testing.test_pipeline import TestPipeline as BeamTestPipeline
from apache_beam.testing.util import assert_that, equal_to

from gristmill.transforms.dedup.components import (FINISHED_KEY, ROUNDS_KEY, UNCONVERGED_KEY,
                                         ConnectedComponents, components_reference)
from gristmill.transforms.steps import StatKey

CHAIN_NODES = 2000
# Enough for every graph below (the chain needs 9 rounds); the bound asserted is 2*log2(n)+4.
ROUNDS = 12
# Small enough that the star's centre, the complete graph's nodes and large components' labels are
# hot keys, so every salted join is exercised.
MAX_BUCKET = 50


def _pipeline():
    return BeamTestPipeline(options=PipelineOptions(["--runner=FnApiRunner"]))


def _shuffled_chain(n, seed, prefix=""):
    ids = [f"{prefix}{i}" for i in range(n)]
    random.Random(seed).shuffle(ids)
    edges = list(zip(ids, ids[1:]))
    random.Random(seed + 1).shuffle(edges)
    return edges


def _random_graph(nodes, edges, seed, prefix):
    rng = random.Random(seed)
    return [(f"{prefix}{rng.randrange(nodes)}", f"{prefix}{rng.randrange(nodes)}")
            for _ in range(edges)]


GRAPHS = {
    "chain": _shuffled_chain(CHAIN_NODES, seed=7),
    # The center "s:5" is not the smallest id: "s:0" and the leaves below "s:5" are smaller.
    "star": [("s:5", f"s:{i}") for i in range(3001) if i != 5],
    "small_clusters": (
        [(f"p:{i}a", f"p:{i}b") for i in range(300)]
        + [edge for i in range(200)
           for edge in ((f"t:{i}x", f"t:{i}y"), (f"t:{i}y", f"t:{i}z"), (f"t:{i}z", f"t:{i}x"))]),
    # Two chains joined by one edge between their largest-numbered nodes.
    "bridge": (_shuffled_chain(300, seed=3, prefix="b:l") + _shuffled_chain(300, seed=4, prefix="b:r")
               + [("b:l299", "b:r299")]),
    "duplicates_and_loops": [("d:1", "d:2"), ("d:2", "d:1"), ("d:1", "d:2"), ("d:3", "d:3"),
                             ("d:3", "d:3"), ("d:4", "d:4"), ("d:4", "d:5"), ("d:2", "d:2")],
    "complete": [(f"k:{i}", f"k:{j}") for i in range(60) for j in range(60) if i != j],
    # "10" < "9" as strings: the label must be "n:10", not "n:9".
    "string_order": [("n:9", "n:10"), ("n:100", "n:99"), ("n:99", "n:9")],
    "random_sparse": _random_graph(4000, 2500, seed=11, prefix="r:"),
    "random_dense": _random_graph(1500, 3000, seed=12, prefix="q:"),
}


def _run(edges, tmp_path, **params):
    """Runs the transform; returns (labels dict, stats dict), read back from files."""
    out = tmp_path / "out"
    with _pipeline() as p:
        result = p | beam.Create(edges) | ConnectedComponents(**params)
        (result["labels"] | "LabelsJson" >> beam.Map(json.dumps)
         | "WriteLabels" >> beam.io.WriteToText(str(out / "labels")))
        (result["stats"] | "StatsJson" >> beam.MapTuple(lambda key, n: json.dumps([key, n]))
         | "WriteStats" >> beam.io.WriteToText(str(out / "stats")))
    labels, stats = {}, {}
    for target, stem in ((labels, "labels"), (stats, "stats")):
        for path in out.glob(f"{stem}*"):
            for line in path.read_text().splitlines():
                key, value = json.loads(line)
                if stem == "stats":
                    key = StatKey(*key)
                assert key not in target, f"{stem}: {key} emitted twice"
                target[key] = value
    return labels, stats


def _all_edges():
    edges = [edge for graph in GRAPHS.values() for edge in graph]
    random.Random(0).shuffle(edges)
    return edges


@pytest.fixture(scope="module")
def union_run(tmp_path_factory):
    """Enough rounds to converge, no finishing, every large key salted."""
    return _run(_all_edges(), tmp_path_factory.mktemp("components"), max_rounds=ROUNDS,
                finish_edges=0, max_bucket=MAX_BUCKET)


@pytest.fixture(scope="module")
def finished_run(tmp_path_factory):
    """Two rounds leave most of the chains unsettled; the residual is finished in one worker."""
    return _run(_all_edges(), tmp_path_factory.mktemp("finished"), max_rounds=2)


# ------------------------------------------------------------------------------------------------
# Reference


def test_reference_small_cases():
    assert components_reference([]) == {}
    assert components_reference([("b", "b")]) == {"b": "b"}
    assert components_reference([("9", "10"), ("c", "d"), ("d", "10")]) == \
        {"9": "10", "10": "10", "c": "10", "d": "10"}
    assert components_reference([("x", "y"), ("b", "a")]) == \
        {"x": "x", "y": "x", "a": "a", "b": "a"}


def test_reference_long_chain_has_one_label():
    labels = components_reference(_shuffled_chain(10_000, seed=1))
    assert set(labels.values()) == {"0"}
    assert len(labels) == 10_000


# ------------------------------------------------------------------------------------------------
# The transform


@pytest.mark.parametrize("name", sorted(GRAPHS))
def test_matches_reference(union_run, name):
    labels, _ = union_run
    expected = components_reference(GRAPHS[name])
    got = {node: labels.get(node) for node in expected}
    assert got == expected


def _expected_all():
    expected = {}
    for graph in GRAPHS.values():
        expected.update(components_reference(graph))
    return expected


def test_no_extra_nodes(union_run):
    labels, _ = union_run
    assert labels == _expected_all()


def test_residual_finish_gives_the_exact_components(finished_run):
    labels, stats = finished_run
    assert labels == _expected_all()
    assert UNCONVERGED_KEY not in stats
    assert stats[ROUNDS_KEY] == 2
    # The shuffled chain of 2,000 nodes needs about 10 rounds: after 2 it is far from settled.
    assert stats[FINISHED_KEY] > 100


def test_adversarial_labels_are_the_smallest_ids(union_run):
    labels, _ = union_run
    assert labels["s:5"] == "s:0" and labels["s:3000"] == "s:0"
    assert labels["n:99"] == "n:10"
    assert labels["b:r0"] == "b:l0"
    assert labels["d:3"] == "d:3" and labels["d:5"] == "d:4"
    assert labels[GRAPHS["chain"][0][0]] == "0"


def test_rounds_are_logarithmic_and_converged(union_run):
    _, stats = union_run
    assert UNCONVERGED_KEY not in stats and FINISHED_KEY not in stats
    assert 1 <= stats[ROUNDS_KEY] <= 2 * math.log2(CHAIN_NODES) + 4


def test_empty_input_gives_empty_output():
    with _pipeline() as p:
        result = p | beam.Create([], reshuffle=False).with_output_types(tuple[str, str]) \
            | ConnectedComponents(max_rounds=2)
        assert_that(result["labels"], equal_to([]), label="NoLabels")
        assert_that(result["stats"], equal_to([(ROUNDS_KEY, 0)]), label="NoRounds")


def test_unconverged_is_reported_when_the_residual_is_too_large(tmp_path):
    edges = _shuffled_chain(500, seed=5)
    labels, stats = _run(edges, tmp_path, max_rounds=2, finish_edges=10)
    assert stats == {ROUNDS_KEY: 2, UNCONVERGED_KEY: 1}
    expected = components_reference(edges)
    assert labels.keys() == expected.keys() and labels != expected
    # Labels stay inside the component and never point to a larger id.
    assert all(label <= node for node, label in labels.items())


def test_parameters_are_validated():
    for name, bad in (("max_rounds", 0), ("max_rounds", -1), ("max_rounds", 2.5),
                      ("max_rounds", True), ("finish_edges", -1), ("max_bucket", 0)):
        with pytest.raises(ValueError, match=name):
            ConnectedComponents(**{name: bad})
