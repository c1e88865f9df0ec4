"""Quality classifiers: ``gristmill train-classifier`` on the shipped data/quality sample, and the
``quality_model`` rule that scores with what it trains (DCLM-style probability and FineWeb-Edu-style
expected value), in filter and annotate mode through ``gristmill run``."""

from __future__ import annotations

import gzip
import json
import os
import random
import tempfile
from pathlib import Path

import fasttext
import pyarrow.parquet as pq
import pytest
from apache_beam.io.localfilesystem import LocalFileSystem

from gristmill.cli import main
from gristmill.pipeline.config import ConfigError, load_config
from gristmill.tools import train_classifier as tc
from gristmill.transforms.document import Document
from gristmill.transforms.filters.langid import bundled_model_path
from gristmill.transforms.filters.quality_model import (ModelError, QualityModelRule, expected_score,
                                                        model_labels, prediction_text)
from gristmill.transforms.stage import Drop

DATA = Path(__file__).resolve().parent.parent / "data" / "quality"
TRAIN = ["--positives", str(DATA / "train_positives.jsonl.gz"),
         "--negatives", str(DATA / "train_negatives.jsonl.gz")]
# A small hash table keeps the model at ~25 MB instead of fastText's default 800 MB.
SMALL = ["--bucket", "100000", "--dim", "50"]


def read_jsonl_gz(path: Path) -> list[dict]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def doc(text: str, id: str = "d") -> Document:
    return Document(id=id, text=text)


@pytest.fixture(scope="module")
def trained(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("classifier") / "model"
    assert main(["train-classifier", *TRAIN, "--output", str(out), *SMALL]) == 0
    return out


# -- train-classifier ---------------------------------------------------------------------------------

def test_training_writes_the_model_and_held_out_metrics_of_a_working_classifier(trained):
    assert sorted(os.listdir(trained)) == ["metrics.json", "model.bin"]
    metrics = json.loads((trained / "metrics.json").read_text())
    held = metrics["heldout"]
    # A classifier that says "positive" to everything would have recall 1 and precision ~0.57.
    assert held["precision"] > 0.9 and held["recall"] > 0.9 and held["accuracy"] > 0.9
    docs = metrics["documents"]
    positives = read_jsonl_gz(DATA / "train_positives.jsonl.gz")
    negatives = read_jsonl_gz(DATA / "train_negatives.jsonl.gz")
    assert docs["positives"]["read"] == len(positives)
    assert docs["negatives"]["read"] == len(negatives)
    assert (docs["positives"]["heldout"] + docs["negatives"]["heldout"]
            == held["true_positives"] + held["false_positives"] + held["false_negatives"]
            + held["true_negatives"])
    # The held-out share is about --holdout (0.1) of each class.
    for name, total in (("positives", len(positives)), ("negatives", len(negatives))):
        assert 0.05 * total < docs[name]["heldout"] < 0.15 * total
    assert metrics["parameters"]["thread"] == 1 and metrics["parameters"]["bucket"] == 100000
    assert sorted(model_labels(str(trained / "model.bin"))) == ["__label__cc", "__label__hq"]


def test_held_out_documents_are_chosen_by_id_not_by_order(tmp_path, trained):
    """The same documents in reverse order give the same held-out counts and metrics."""
    for name in ("train_positives", "train_negatives"):
        docs = read_jsonl_gz(DATA / f"{name}.jsonl.gz")
        with open(tmp_path / f"{name}.jsonl", "w", encoding="utf-8") as f:
            f.writelines(json.dumps(d) + "\n" for d in reversed(docs))
    out = tmp_path / "reversed"
    assert main(["train-classifier", "--positives", str(tmp_path / "train_positives.jsonl"),
                 "--negatives", str(tmp_path / "train_negatives.jsonl"), "--output", str(out),
                 *SMALL]) == 0
    original = json.loads((trained / "metrics.json").read_text())["documents"]
    again = json.loads((out / "metrics.json").read_text())["documents"]
    assert again == original


def test_training_twice_gives_byte_identical_files(tmp_path, trained):
    again = tmp_path / "again"
    assert main(["train-classifier", *TRAIN, "--output", str(again), *SMALL]) == 0
    for name in ("model.bin", "metrics.json"):
        assert (again / name).read_bytes() == (trained / name).read_bytes()


def test_a_different_seed_gives_a_different_model(tmp_path, trained):
    other = tmp_path / "seed1"
    assert main(["train-classifier", *TRAIN, "--output", str(other), *SMALL, "--seed", "1"]) == 0
    assert (other / "model.bin").read_bytes() != (trained / "model.bin").read_bytes()


def test_balance_and_max_docs_per_class(tmp_path):
    out = tmp_path / "balanced"
    record = tc.train_classifier([str(DATA / "train_positives.jsonl.gz")],
                                 [str(DATA / "train_negatives.jsonl.gz")], out,
                                 tc.ClassifierParams(bucket=10000, dim=50, max_docs_per_class=300,
                                                     balance=True))
    docs = record["documents"]
    assert docs["positives"]["read"] == docs["negatives"]["read"] == 300
    smaller = min(docs["positives"]["train"], docs["negatives"]["train"])
    assert docs["positives"]["trained_on"] == docs["negatives"]["trained_on"] == smaller


def test_interleave_spreads_both_classes_evenly(tmp_path):
    (tmp_path / "p").write_bytes(b"".join(b"p%d\n" % i for i in range(3)))
    (tmp_path / "n").write_bytes(b"".join(b"n%d\n" % i for i in range(6)))
    with open(tmp_path / "out", "wb") as target:
        assert tc.interleave(tmp_path / "p", tmp_path / "n", 3, 6, target) == 9
    assert (tmp_path / "out").read_bytes().split() == \
        [b"p0", b"n0", b"n1", b"p1", b"n2", b"n3", b"p2", b"n4", b"n5"]


def test_bad_records_are_skipped_and_counted(tmp_path):
    positives = tmp_path / "pos.jsonl"
    good = read_jsonl_gz(DATA / "train_positives.jsonl.gz")[:40]
    positives.write_text("".join(json.dumps(d) + "\n" for d in good)
                         + "{not json\n" + json.dumps({"id": "blank", "text": "  \n "}) + "\n",
                         encoding="utf-8")
    negatives = str(DATA / "train_negatives.jsonl.gz")
    record = tc.train_classifier([str(positives)], [negatives], tmp_path / "out",
                                 tc.ClassifierParams(bucket=10000, dim=50, holdout=0.0))
    assert record["documents"]["positives"]["read"] == 40
    assert record["documents"]["positives"]["skipped"] == {"no_text": 1, "read:invalid_json": 1}
    assert record["heldout"] is None


@pytest.mark.parametrize("option, message", [
    (["--holdout", "1"], "--holdout must be at least 0 and below 1"),
    (["--epoch", "0"], "--epoch must be at least 1"),
    (["--seed", str(1 << 31)], "--seed must be between 0 and"),
])
def test_bad_parameters_are_one_line(tmp_path, capsys, option, message):
    assert main(["train-classifier", *TRAIN, "--output", str(tmp_path / "o"), *option]) == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "o").exists()


def test_a_failing_training_process_is_a_training_error(tmp_path):
    with pytest.raises(tc.TrainingError, match="fastText training failed: .*") as info:
        tc.train_fasttext(tmp_path / "m.bin", input=str(tmp_path / "absent.txt"), thread=1)
    assert "absent.txt" in str(info.value) or "cannot be opened" in str(info.value)
    assert not (tmp_path / "m.bin").exists()


def test_a_class_without_training_documents_is_refused(tmp_path, capsys):
    empty = tmp_path / "empty.jsonl"
    empty.write_text(json.dumps({"id": "x", "text": " "}) + "\n", encoding="utf-8")
    assert main(["train-classifier", "--positives", str(empty), "--negatives",
                 str(DATA / "train_negatives.jsonl.gz"), "--output", str(tmp_path / "o")]) == 2
    assert "no training document in --positives" in capsys.readouterr().err
    assert not (tmp_path / "o").exists()


# -- output safety --------------------------------------------------------------------------------------

def test_a_directory_with_other_files_is_refused_and_left_alone(tmp_path, capsys):
    out = tmp_path / "models"
    out.mkdir()
    (out / "notes.txt").write_text("mine")
    (out / "model.bin").write_text("someone's model")
    assert main(["train-classifier", *TRAIN, "--output", str(out), "--overwrite"]) == 2
    assert "'notes.txt', which train-classifier did not write" in capsys.readouterr().err
    assert (out / "notes.txt").read_text() == "mine"
    assert (out / "model.bin").read_text() == "someone's model"


def test_a_model_without_our_metrics_is_not_ours_to_replace(tmp_path, capsys):
    out = tmp_path / "models"
    out.mkdir()
    (out / "model.bin").write_text("someone's model")
    (out / "metrics.json").write_text('{"accuracy": 1}')
    assert main(["train-classifier", *TRAIN, "--output", str(out), "--overwrite"]) == 2
    assert "without the metrics.json train-classifier writes last" in capsys.readouterr().err
    assert (out / "model.bin").read_text() == "someone's model"


def test_a_finished_directory_is_replaced_only_with_overwrite(tmp_path, capsys):
    out = tmp_path / "models"
    params = ["--bucket", "10000", "--dim", "50", "--max-docs-per-class", "200"]
    assert main(["train-classifier", *TRAIN, "--output", str(out), *params]) == 0
    before = (out / "model.bin").read_bytes()
    assert main(["train-classifier", *TRAIN, "--output", str(out), *params, "--seed", "3"]) == 2
    assert "pass --overwrite" in capsys.readouterr().err
    assert (out / "model.bin").read_bytes() == before
    assert main(["train-classifier", *TRAIN, "--output", str(out), *params, "--seed", "3",
                 "--overwrite"]) == 0
    assert (out / "model.bin").read_bytes() != before
    assert sorted(os.listdir(out)) == ["metrics.json", "model.bin"]
    assert json.loads((out / "metrics.json").read_text())["parameters"]["seed"] == 3


def test_an_output_inside_the_input_folder_is_refused(tmp_path, capsys):
    inputs = tmp_path / "inputs"
    inputs.mkdir()
    for name in ("train_positives", "train_negatives"):
        (inputs / f"{name}.jsonl.gz").write_bytes((DATA / f"{name}.jsonl.gz").read_bytes())
    assert main(["train-classifier", "--positives", str(inputs / "train_positives.jsonl.gz"),
                 "--negatives", str(inputs), "--output", str(inputs / "model")]) == 2
    assert "is inside the input folder" in capsys.readouterr().err
    assert sorted(os.listdir(inputs)) == ["train_negatives.jsonl.gz", "train_positives.jsonl.gz"]


# -- the rule: probability of the positive label ------------------------------------------------------

def test_prediction_text_is_dclm_preprocessing():
    text = "\n  First line.\r\nSecond line.\u2028Third.\n\nLast.  \n"
    assert prediction_text(text) == " ".join(text.strip().splitlines())
    assert prediction_text(text) == "First line. Second line. Third.  Last."
    assert prediction_text(" \n\t ") is None
    assert prediction_text("abcdef\nghi", max_chars=8) == "abcdef g"


def test_prediction_text_cannot_carry_a_label():
    # fastText would read these tokens as labels: a negative quoting "__label__hq" would also train
    # as a positive, and "__label__7" would add a class to the model.
    assert prediction_text("see __label__hq and\n__label__7 here") == "see _label__hq and _label__7 here"
    assert "__label__" not in prediction_text("x__label__y")


def test_eval_sources_score_on_their_side(trained):
    rule = QualityModelRule(str(trained / "model.bin"))
    prose = [d for d in read_jsonl_gz(DATA / "eval_positives.jsonl.gz") if d["source"] == "go-doc"]
    listing = [d for d in read_jsonl_gz(DATA / "eval_negatives.jsonl.gz") if d["source"] == "go-api"]
    prose_scores = rule.predict([doc(d["text"], d["id"]) for d in prose])
    listing_scores = rule.predict([doc(d["text"], d["id"]) for d in listing])
    assert sum(s >= 0.5 for s in prose_scores) > 0.9 * len(prose)
    assert sum(s < 0.5 for s in listing_scores) > 0.9 * len(listing)


def test_score_is_the_positive_probability_rounded(trained):
    path = str(trained / "model.bin")
    rule = QualityModelRule(path)
    text = read_jsonl_gz(DATA / "eval_positives.jsonl.gz")[0]["text"]
    labels, probs = fasttext.load_model(path).predict(prediction_text(text), k=2)
    expected = dict(zip(labels, probs))["__label__hq"]
    score = rule.predict([doc(text)])[0]
    assert score == round(float(expected), 6)
    assert rule.scores(doc(text)) == {"score": score}


def test_batch_and_single_documents_score_the_same(trained):
    rule = QualityModelRule(str(trained / "model.bin"))
    docs = [doc(d["text"], d["id"]) for d in read_jsonl_gz(DATA / "eval_negatives.jsonl.gz")[:50]]
    assert rule.predict(docs) == [rule.predict([d])[0] for d in docs]


def test_filter_and_annotate_decisions(trained):
    path = str(trained / "model.bin")
    prose = read_jsonl_gz(DATA / "eval_positives.jsonl.gz")[0]["text"]
    listing = read_jsonl_gz(DATA / "eval_negatives.jsonl.gz")[0]["text"]
    docs = [doc(prose, "p"), doc(listing, "n"), doc(" \n ", "e")]
    kept, low, empty = QualityModelRule(path).run_batch(docs)
    assert kept.metadata["quality_score"] >= 0.5
    assert low == Drop("quality_model:low_score") and empty == Drop("quality_model:no_text")
    annotated = QualityModelRule(path, field="hq_prob", mode="annotate").run_batch(docs)
    assert [d.metadata["quality_model_reason"] for d in annotated] == \
        [None, "quality_model:low_score", "quality_model:no_text"]
    assert annotated[0].metadata["hq_prob"] == kept.metadata["quality_score"]
    assert annotated[2].metadata["hq_prob"] is None
    # A threshold above every score drops the prose too.
    assert QualityModelRule(path, threshold=1.0).check(docs[0]) == "quality_model:low_score"


def test_the_rule_pickles_without_its_model(trained):
    import pickle

    rule = QualityModelRule(str(trained / "model.bin"))
    before = rule.check(doc("Some text to load the model with."))
    clone = pickle.loads(pickle.dumps(rule))
    assert clone._holder is None
    assert clone.check(doc("Some text to load the model with.")) == before


# -- the rule: expected value over integer labels ---------------------------------------------------

@pytest.fixture(scope="module")
def scale_model(tmp_path_factory) -> str:
    """A tiny classifier with FineWeb-Edu-style labels __label__0 .. __label__5: the label is the
    number of 'good' words among five."""
    tmp = tmp_path_factory.mktemp("scale")
    good = ["theorem", "proof", "lemma", "derivation", "analysis"]
    bad = ["click", "buy", "login", "menu", "cart"]
    filler = ["the", "of", "page", "and", "with", "this", "for", "about", "more", "today", "we",
              "our", "see", "all", "new"]
    lines = []
    for i in range(1200):
        rng = random.Random(i)
        level = i % 6
        words = good[:level] + bad[:5 - level] + rng.sample(filler, 7)
        rng.shuffle(words)
        lines.append(f"__label__{level} " + " ".join(words))
    (tmp / "train.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    # Bigrams: fasttext-numpy2 0.10.4 stops on a NaN loss for this small a vocabulary with unigrams.
    tc.train_fasttext(tmp / "edu.bin", input=str(tmp / "train.txt"), epoch=20, thread=1, seed=0,
                      dim=10, wordNgrams=2, bucket=10000, verbose=0)
    return str(tmp / "edu.bin")


def test_integer_labels_are_scored_by_expected_value(scale_model):
    rule = QualityModelRule(scale_model)
    assert rule.score_kind == "expected" and rule.threshold == 3.0
    texts = ["theorem proof lemma derivation analysis", "click buy login menu cart",
             "theorem proof lemma click buy"]
    labels, probs = fasttext.load_model(scale_model).predict(texts, k=-1, threshold=0.0)
    wanted = [round(sum(int(l.removeprefix("__label__")) * float(p) for l, p in zip(ls, ps))
                    / sum(float(p) for p in ps), 6) for ls, ps in zip(labels, probs)]
    scores = rule.predict([doc(t) for t in texts])
    assert scores == wanted
    # All five good words, none, three of five.
    assert scores[0] > 4 and scores[1] < 1 and 2 < scores[2] < 4
    assert rule.check(doc(texts[0])) is None
    assert rule.check(doc(texts[1])) == "quality_model:low_score"


def test_expected_score_is_normalised_and_order_free():
    assert expected_score({"__label__0": 0.25, "__label__4": 0.25}) == 2.0
    assert expected_score({"__label__5": 0.5, "__label__1": 0.5}) == \
        expected_score({"__label__1": 0.5, "__label__5": 0.5}) == 3.0


def test_an_integer_label_model_can_be_read_as_one_label_probability(scale_model):
    rule = QualityModelRule(scale_model, score="probability", label="__label__5")
    assert rule.score_kind == "probability" and rule.threshold == 0.5
    assert rule.predict([doc("theorem proof lemma derivation analysis")])[0] > 0.5


# -- configuration errors ---------------------------------------------------------------------------------

def test_rule_errors_name_the_problem(tmp_path, trained, scale_model):
    model = str(trained / "model.bin")
    with pytest.raises(ModelError, match="does not exist"):
        QualityModelRule(str(tmp_path / "nope.bin"))
    with pytest.raises(ModelError, match="is a directory"):
        QualityModelRule(str(tmp_path))
    (tmp_path / "notes.bin").write_text("not a model at all")
    with pytest.raises(ModelError, match="is not a fastText model"):
        QualityModelRule(str(tmp_path / "notes.bin"))
    (tmp_path / "cut.bin").write_bytes(Path(model).read_bytes()[:70])
    with pytest.raises(ModelError, match="is truncated"):
        QualityModelRule(str(tmp_path / "cut.bin"))
    with pytest.raises(ModelError, match=r"label='__label__good' is not a label of model .*"
                                         r"its labels are __label__"):
        QualityModelRule(model, label="__label__good")
    with pytest.raises(ModelError, match="score=expected needs integer labels"):
        QualityModelRule(model, score="expected")
    with pytest.raises(ValueError, match="quality_model: label='hq'"):
        QualityModelRule(model, label="hq")
    with pytest.raises(ValueError, match="threshold=1.5 is above 1, but the score is a probability"):
        QualityModelRule(model, threshold=1.5)
    with pytest.raises(ValueError, match="field 'text' must name a metadata column"):
        QualityModelRule(model, field="text")
    assert QualityModelRule(scale_model, threshold=4.5).threshold == 4.5


def test_a_word_vector_model_is_refused(tmp_path, trained):
    """A skipgram model's header: the same bytes as the classifier's with the model kind (the 8th
    int32 of the args, after the magic number and the version) set to 2."""
    import struct

    header = bytearray((trained / "model.bin").read_bytes()[:200])
    struct.pack_into("<i", header, 8 + 7 * 4, 2)
    (tmp_path / "wv.bin").write_bytes(bytes(header))
    with pytest.raises(ModelError, match="word-vector model, not a supervised classifier"):
        model_labels(str(tmp_path / "wv.bin"))


def test_labels_are_read_from_a_quantized_model_header():
    labels = model_labels(bundled_model_path())
    assert len(labels) == 176 and "__label__en" in labels


def test_config_errors(trained):
    with pytest.raises(ConfigError, match="filters.quality_model: enabled without path"):
        load_config("default", ["filters.quality_model.enabled=true"])
    with pytest.raises(ConfigError, match="label 'hq' must be a fastText label"):
        load_config("default", ["filters.quality_model.label=hq"])
    with pytest.raises(ConfigError, match="filters.quality_model.score"):
        load_config("default", ["filters.quality_model.score=logit"])
    config = load_config("default", ["filters.quality_model.enabled=true",
                                     f"filters.quality_model.path={trained / 'model.bin'}"])
    assert config.filters.order[-1] == "quality_model"


def test_a_missing_model_stops_the_run_before_it_starts(tmp_path, capsys):
    out = tmp_path / "out"
    assert main(["run", "-c", "configs/curated.yaml", f"output.path={out}",
                 "filters.enabled=true", "filters.quality_model.enabled=true",
                 f"filters.quality_model.path={tmp_path / 'missing.bin'}"]) == 2
    err = capsys.readouterr().err
    assert "quality_model: model file" in err and "missing.bin' does not exist" in err
    assert not out.exists() or not any(out.iterdir())


class _PrefixedLocalFileSystem(LocalFileSystem):
    """Local files under a ``qualitytest://`` scheme: stands in for gs:// without a network."""

    @classmethod
    def scheme(cls):
        return "qualitytest"

    def exists(self, path):
        return super().exists(path.removeprefix("qualitytest://"))

    def open(self, path, *args, **kwargs):
        return super().open(path.removeprefix("qualitytest://"), *args, **kwargs)


def test_a_model_on_a_beam_filesystem_is_read_and_loaded(tmp_path, monkeypatch, trained):
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    local = QualityModelRule(str(trained / "model.bin"))
    remote = QualityModelRule("qualitytest://" + str(trained / "model.bin"))
    text = read_jsonl_gz(DATA / "eval_positives.jsonl.gz")[3]["text"]
    assert remote.predict([doc(text)]) == local.predict([doc(text)])
    assert os.listdir(scratch) == []
    with pytest.raises(ModelError, match="does not exist|cannot read"):
        QualityModelRule("qualitytest://" + str(tmp_path / "missing.bin"))


# -- gristmill run --------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def run_input(tmp_path_factory) -> tuple[Path, list[dict]]:
    """Go documentation prose and Go API listings (sources the model was not trained on), and one
    document with no text."""
    prose = [d for d in read_jsonl_gz(DATA / "eval_positives.jsonl.gz") if d["source"] == "go-doc"]
    listing = [d for d in read_jsonl_gz(DATA / "eval_negatives.jsonl.gz") if d["source"] == "go-api"]
    docs = prose[:25] + listing[:25] + [{"id": "blank", "text": " \n\t\n ", "source": "none"}]
    path = tmp_path_factory.mktemp("input") / "docs.jsonl"
    path.write_text("".join(json.dumps(d) + "\n" for d in docs), encoding="utf-8")
    return path, docs


def quality_run(out: Path, input_path: Path, model: Path, *extra: str) -> dict:
    assert main(["run", "-c", "configs/curated.yaml", f"output.path={out}",
                 f"input.paths=[{input_path}]", "normalize.enabled=false", "filters.enabled=true",
                 "filters.quality_model.enabled=true", f"filters.quality_model.path={model}",
                 *extra]) == 0
    return json.loads((out / "stats.json").read_text())


def test_filter_mode_in_a_run_drops_low_scores_with_the_reason_counted(tmp_path, trained, run_input):
    input_path, docs = run_input
    model = trained / "model.bin"
    stats = quality_run(tmp_path / "out", input_path, model)
    rule = QualityModelRule(str(model))
    scores = dict(zip((d["id"] for d in docs),
                      rule.predict([doc(d["text"], d["id"]) for d in docs])))
    low = sum(1 for s in scores.values() if s is not None and s < 0.5)
    assert low >= 20
    dropped = stats["documents"]["dropped"]
    assert dropped.get("quality_model:low_score") == low
    assert dropped.get("quality_model:no_text") == 1
    assert stats["documents"]["kept"] == len(docs) - low - 1
    kept = pq.read_table(sorted((tmp_path / "out" / "documents").glob("*.parquet"))).to_pylist()
    assert {row["id"]: row["quality_score"] for row in kept} == \
        {i: s for i, s in scores.items() if s is not None and s >= 0.5}


def test_annotate_mode_in_a_run_keeps_everything_with_its_score(tmp_path, trained, run_input):
    input_path, docs = run_input
    stats = quality_run(tmp_path / "out", input_path, trained / "model.bin",
                        "filters.quality_model.mode=annotate", "filters.quality_model.field=hq_prob")
    assert stats["documents"]["kept"] == len(docs) and not stats["documents"]["dropped"]
    rows = pq.read_table(sorted((tmp_path / "out" / "documents").glob("*.parquet"))).to_pylist()
    by_id = {row["id"]: row for row in rows}
    assert by_id["blank"]["hq_prob"] is None
    assert by_id["blank"]["quality_model_reason"] == "quality_model:no_text"
    for row in rows:
        if row["id"] != "blank":
            assert 0.0 <= row["hq_prob"] <= 1.0
            assert (row["quality_model_reason"] is None) == (row["hq_prob"] >= 0.5)
