"""Train a fastText quality classifier from examples of good and bad text, for the ``quality_model`` rule.

DCLM (Li et al. 2024, "DataComp-LM", section 4.4) found that a fastText bigram classifier separating
a small set of high-quality references (``__label__hq``) from ordinary web text (``__label__cc``)
selected the best pretraining data among the filters compared. This command trains such a classifier
from two inputs the pipeline can read (JSONL plain/.gz/.zst or Parquet, local or any Beam filesystem,
globs, directories), read record by record with the run's own reader
(:func:`gristmill.transforms.read.records.read_file`, which calls ``read_range``), so the same formats,
limits and dead-letter kinds apply: a record the run would dead-letter is skipped and counted.

Steps, each streaming (the corpus is never held in memory):

1. Each class is read in sorted file order, records in file order, up to ``max_docs_per_class``
   documents. A document whose text is only whitespace is skipped (``no_text``). A document is held
   out when a seeded hash of its id falls below ``holdout`` (:func:`gristmill.transforms.route.split_of`,
   the run's validation split), so the held-out set does not depend on file order and stays the same
   when more documents are added. Texts are written, one line each and prepared exactly as the rule
   prepares them (:func:`gristmill.transforms.filters.quality_model.prediction_text`), to a temporary
   file per class and split.
2. The two classes' training lines are merged into one training file, interleaved in proportion to
   their counts: fastText does not shuffle its input and lowers the learning rate linearly over it,
   so a file with all positives first would teach the negatives only at the end. With ``balance``
   each class contributes as many training documents as the smaller one has (the first ones in
   reading order).
3. ``fasttext.train_supervised`` on that file with ``thread=1`` and a fixed ``seed``, in a fresh
   Python process (see :func:`train_fasttext`): with one thread fastText's SGD visits the lines in
   file order and draws from a generator seeded by ``seed``, so the same data and parameters give a
   byte-identical ``model.bin`` (checked with fasttext-numpy2 0.10.4; with more threads the updates
   race and the model changes from run to run). Defaults are
   fastText's supervised defaults (lr 0.1, dim 100, epoch 5, minCount 1, bucket 2,000,000) with
   word bigrams (``wordNgrams 2``), as DCLM's classifier. The model holds ``(words + bucket) x dim``
   float32 numbers: 800 MB at the defaults, whatever the data; ``bucket`` 100,000 suits a few thousand
   documents.
4. The held-out documents are scored in batches (probability of ``__label__hq``, as the rule scores
   them) and counted at threshold 0.5: precision, recall, F1 and accuracy for the positive label.

Output: ``DIR/model.bin`` and ``DIR/metrics.json`` (counts, metrics, parameters, inputs, the model's
sha256; no times, so it is as reproducible as the model). ``metrics.json`` is written last and marks
a finished directory. The command writes into a missing or empty directory, or, with ``--overwrite``,
replaces the two files of a directory it finished before; a directory holding anything else is
refused and nothing in it is touched, as is an output that holds an input or lies inside an input
folder (:func:`gristmill.transforms.output_guard.check_output_path`).
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import itertools
import json
import logging
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Iterator, Sequence

from gristmill.transforms.filters.quality_model import (DEFAULT_LABEL, PROBABILITY, predict_probabilities,
                                                        prediction_text, score_from)
from gristmill.transforms.output_guard import OutputError, check_output_path
from gristmill.transforms.read import BadRecord, InputFile, match_inputs, read_file
from gristmill.transforms.route import VALIDATION, split_of
from gristmill.tools.train_tokenizer import BROKEN_FILE, positive_int, read_settings

POSITIVE_LABEL = DEFAULT_LABEL  # DCLM's labels
NEGATIVE_LABEL = "__label__cc"
MODEL_FILE = "model.bin"
METRICS_FILE = "metrics.json"
OUTPUT_FILES = (MODEL_FILE, METRICS_FILE)
WRITTEN_BY = "gristmill train-classifier"
DECISION_THRESHOLD = 0.5
SCORE_BATCH = 1024
METRIC_DIGITS = 6

log = logging.getLogger("gristmill")


class TrainingError(ValueError):
    """The command cannot train: bad parameters, an unusable input, an output it may not write."""


@dataclasses.dataclass(frozen=True)
class ClassifierParams:
    """fastText's supervised parameters (its defaults, with DCLM's bigrams) and the data choices."""

    epoch: int = 5
    lr: float = 0.1
    word_ngrams: int = 2
    dim: int = 100
    min_count: int = 1
    bucket: int = 2_000_000
    seed: int = 0
    holdout: float = 0.1
    max_docs_per_class: int | None = None
    balance: bool = False
    text_field: str = "text"
    id_field: str = "id"

    def check(self) -> None:
        for name in ("epoch", "word_ngrams", "dim", "min_count", "bucket"):
            if getattr(self, name) < 1:
                raise TrainingError(f"--{name.replace('_', '-')} must be at least 1, got "
                                    f"{getattr(self, name)}")
        if not 0 < self.lr <= 10:
            raise TrainingError(f"--lr must be above 0 (fastText's default is 0.1), got {self.lr}")
        if not 0 <= self.holdout < 1:
            raise TrainingError(f"--holdout must be at least 0 and below 1, got {self.holdout}")
        if not 0 <= self.seed < 1 << 31:
            raise TrainingError(f"--seed must be between 0 and {(1 << 31) - 1} (fastText keeps it "
                                f"in a 32-bit int), got {self.seed}")
        if self.max_docs_per_class is not None and self.max_docs_per_class < 1:
            raise TrainingError(f"--max-docs-per-class must be at least 1, got "
                                f"{self.max_docs_per_class}")


@dataclasses.dataclass
class ClassCounts:
    """What was read of one class: documents per split, records skipped by kind."""

    read: int = 0
    train: int = 0
    heldout: int = 0
    skipped: Counter = dataclasses.field(default_factory=Counter)


# --------------------------------------------------------------------------------------------------
# Output directory


def _marker(path: Path) -> dict | None:
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return record if isinstance(record, dict) and record.get("written_by") == WRITTEN_BY else None


def prepare_output(out: Path, overwrite: bool, inputs: Sequence[str], files: Sequence[str]) -> None:
    """Refuse, before anything is read or written, an output this command may not write into."""
    if "://" in str(out):
        raise TrainingError(f"--output must be a local directory (fastText writes local files), "
                            f"got {out}")
    try:
        check_output_path(str(out), inputs, files)
    except OutputError as exc:
        raise TrainingError(str(exc).replace("output.path", "--output")) from None
    if not out.is_dir():
        return
    names = sorted(os.listdir(out))
    if not names:
        return
    foreign = [name for name in names if name not in OUTPUT_FILES]
    finished = _marker(out / METRICS_FILE) is not None
    if foreign or not finished:
        what = (f"holds {foreign[0]!r}, which train-classifier did not write" if foreign else
                f"holds {', '.join(names)} without the {METRICS_FILE} train-classifier writes last")
        raise TrainingError(f"--output {out} {what}; nothing was changed. Name a new directory")
    if not overwrite:
        raise TrainingError(f"--output {out} holds a classifier trained before; pass --overwrite to "
                            f"replace its {MODEL_FILE} and {METRICS_FILE}")


def _write_replacing(path: Path, *, source: Path | None = None, data: bytes | None = None) -> None:
    """``path`` gets a copy of the file ``source``, or ``data``, through a rename: whole or not at
    all."""
    temp = path.with_name(f".{path.name}.partial")
    try:
        if source is not None:
            shutil.copyfile(source, temp)
        else:
            temp.write_bytes(data)
        os.replace(temp, path)
    finally:
        if temp.exists():
            temp.unlink()


# --------------------------------------------------------------------------------------------------
# Reading


def class_documents(files: Sequence[InputFile], params: ClassifierParams,
                    counts: ClassCounts) -> Iterator[tuple[str, str]]:
    """``(id, prepared text)`` of each document of one class in reading order, at most
    ``max_docs_per_class``; skipped records are counted under the run's dead-letter names, texts
    that are only whitespace under ``no_text``."""
    settings = read_settings(params.text_field, params.id_field)
    for file in files:
        records = read_file(file, settings, text_only=True)
        try:
            for item in records:
                if type(item) is BadRecord:
                    counts.skipped[item.kind] += 1
                    if item.kind in BROKEN_FILE:
                        log.warning("%s: stopped reading at an error: %s", file.path, item.kind)
                    continue
                text = prediction_text(item.text)
                if text is None:
                    counts.skipped["no_text"] += 1
                    continue
                counts.read += 1
                yield item.id, text
                if params.max_docs_per_class is not None and counts.read >= params.max_docs_per_class:
                    return
        finally:
            records.close()


def split_class(documents: Iterator[tuple[str, str]], label: str, params: ClassifierParams,
                counts: ClassCounts, train_file, heldout_file) -> None:
    """Write each document as ``<label> <text>`` to the training or the held-out file."""
    for doc_id, text in documents:
        line = f"{label} {text}\n".encode("utf-8", "replace")
        if split_of(doc_id, params.holdout, params.seed) == VALIDATION:
            heldout_file.write(line)
            counts.heldout += 1
        else:
            train_file.write(line)
            counts.train += 1


def interleave(positives: Path, negatives: Path, n_pos: int, n_neg: int, target) -> int:
    """Write the lines of both files to ``target``, spread evenly: after k lines in total, each class
    has contributed its share of k (rounded down, the positives first on a tie). Returns the lines
    written."""
    total = n_pos + n_neg
    with open(positives, "rb") as pos, open(negatives, "rb") as neg:
        pos_lines = itertools.islice(pos, n_pos)
        neg_lines = itertools.islice(neg, n_neg)
        taken_pos = 0
        for k in range(1, total + 1):
            # Positives due after k lines: ceil(k * n_pos / total).
            if taken_pos < -(-k * n_pos // total):
                target.write(next(pos_lines))
                taken_pos += 1
            else:
                target.write(next(neg_lines))
    return total


# --------------------------------------------------------------------------------------------------
# Training and evaluation


# Run by a fresh interpreter: argv[1] is JSON {"arguments": train_supervised's, "output": path}.
_TRAIN_SCRIPT = """
import json, sys
import fasttext
job = json.loads(sys.argv[1])
try:
    model = fasttext.train_supervised(**job["arguments"])
except RuntimeError as exc:
    sys.stderr.write(str(exc))
    sys.exit(3)
model.save_model(job["output"])
"""


def train_fasttext(model_path: Path, **arguments) -> None:
    """``fasttext.train_supervised(**arguments)`` saved to ``model_path``, in a new Python process.

    fastText keeps state from one training to the next inside a process: with fasttext-numpy2
    0.10.4, training twice in one process with a small hash table (``bucket`` of 30,000 or less) gave
    a different model the second time, or stopped on a NaN loss, while every fresh process gave the
    same bytes. A process per training makes the model a function of its inputs alone.
    Raises :class:`TrainingError` when fastText stops (a NaN loss: steps too large for the model)."""
    job = json.dumps({"arguments": arguments, "output": str(model_path)})
    done = subprocess.run([sys.executable, "-c", _TRAIN_SCRIPT, job], capture_output=True,
                          text=True, check=False)
    if done.returncode == 0 and model_path.is_file():
        return
    message = done.stderr.strip().splitlines()[-1] if done.stderr.strip() else \
        f"exit status {done.returncode}"
    if "NaN" in message:
        raise TrainingError(f"training diverged (fastText: {message}); lower the learning rate "
                            f"(--lr) or give more varied training text")
    raise TrainingError(f"fastText training failed: {message}")


def train_model(train_path: Path, model_path: Path, params: ClassifierParams) -> None:
    train_fasttext(model_path, input=str(train_path), epoch=params.epoch, lr=params.lr,
                   wordNgrams=params.word_ngrams, dim=params.dim, minCount=params.min_count,
                   bucket=params.bucket, seed=params.seed, thread=1, loss="softmax", verbose=0)


def evaluate(model, heldout_path: Path) -> dict:
    """Counts and metrics of the positive label at :data:`DECISION_THRESHOLD` on the held-out file,
    scored :data:`SCORE_BATCH` lines at a time."""
    tp = fp = fn = tn = 0
    with open(heldout_path, encoding="utf-8") as lines:
        while True:
            batch = [line.rstrip("\n").split(" ", 1) for line in itertools.islice(lines, SCORE_BATCH)]
            if not batch:
                break
            probabilities = predict_probabilities(model, [text for _, text in batch])
            for (label, _), probs in zip(batch, probabilities):
                predicted = score_from(probs, PROBABILITY, POSITIVE_LABEL) >= DECISION_THRESHOLD
                actual = label == POSITIVE_LABEL
                tp += predicted and actual
                fp += predicted and not actual
                fn += actual and not predicted
                tn += not (predicted or actual)
    return binary_metrics(tp, fp, fn, tn)


def binary_metrics(tp: int, fp: int, fn: int, tn: int) -> dict:
    """Precision, recall, F1 and accuracy (None where undefined), rounded, with the counts."""
    def ratio(num: int, den: int) -> float | None:
        return round(num / den, METRIC_DIGITS) if den else None

    precision, recall = ratio(tp, tp + fp), ratio(tp, tp + fn)
    f1 = ratio(2 * tp, 2 * tp + fp + fn)
    return {"threshold": DECISION_THRESHOLD, "precision": precision, "recall": recall, "f1": f1,
            "accuracy": ratio(tp + tn, tp + fp + fn + tn),
            "true_positives": tp, "false_positives": fp, "false_negatives": fn, "true_negatives": tn}


def train_classifier(positives: Sequence[str], negatives: Sequence[str], output: str | Path,
                     params: ClassifierParams = ClassifierParams(), *, configured_format: str = "auto",
                     overwrite: bool = False) -> dict:
    """Train on the two inputs and write ``output/model.bin`` and ``output/metrics.json``; return the
    content of ``metrics.json``. Raises :class:`TrainingError` or ``InputError`` before anything is
    written if the parameters, inputs or output are unusable, and :class:`TrainingError` if a class
    has no training document."""
    import fasttext

    params.check()
    out = Path(output)
    pos_files = match_inputs(list(positives), configured_format)
    neg_files = match_inputs(list(negatives), configured_format)
    prepare_output(out, overwrite, [*positives, *negatives],
                   [f.path for f in (*pos_files, *neg_files)])
    counts = {"positives": ClassCounts(), "negatives": ClassCounts()}
    with tempfile.TemporaryDirectory(prefix="gristmill-classifier-") as tmp:
        work = Path(tmp)
        with open(work / "heldout.txt", "wb") as heldout:
            for name, files, label in (("positives", pos_files, POSITIVE_LABEL),
                                       ("negatives", neg_files, NEGATIVE_LABEL)):
                with open(work / f"{name}.txt", "wb") as train_file:
                    split_class(class_documents(files, params, counts[name]), label, params,
                                counts[name], train_file, heldout)
        n_pos, n_neg = counts["positives"].train, counts["negatives"].train
        for name, n in (("positives", n_pos), ("negatives", n_neg)):
            if n == 0:
                raise TrainingError(f"no training document in --{name} ({counts[name].read} read, "
                                    f"{counts[name].heldout} held out; skipped: "
                                    f"{dict(counts[name].skipped) or 'none'})")
        if params.balance:
            n_pos = n_neg = min(n_pos, n_neg)
        with open(work / "train.txt", "wb") as train_file:
            interleave(work / "positives.txt", work / "negatives.txt", n_pos, n_neg, train_file)
        train_model(work / "train.txt", work / MODEL_FILE, params)
        heldout_total = counts["positives"].heldout + counts["negatives"].heldout
        metrics = (evaluate(fasttext.load_model(str(work / MODEL_FILE)), work / "heldout.txt")
                   if heldout_total else None)
        digest = hashlib.sha256((work / MODEL_FILE).read_bytes()).hexdigest()
        record = {
            "written_by": WRITTEN_BY,
            "labels": {"positive": POSITIVE_LABEL, "negative": NEGATIVE_LABEL},
            "inputs": {"positives": [{"path": f.path, "bytes": f.size} for f in pos_files],
                       "negatives": [{"path": f.path, "bytes": f.size} for f in neg_files]},
            "documents": {
                name: {"read": c.read, "train": c.train, "trained_on": n,
                       "heldout": c.heldout, "skipped": dict(sorted(c.skipped.items()))}
                for (name, c), n in zip(counts.items(), (n_pos, n_neg))},
            "heldout": metrics,
            "parameters": {**dataclasses.asdict(params), "thread": 1, "loss": "softmax",
                           "format": configured_format},
            "model_sha256": digest,
            "versions": {"fasttext": _fasttext_version(fasttext)},
        }
        out.mkdir(parents=True, exist_ok=True)
        _write_replacing(out / MODEL_FILE, source=work / MODEL_FILE)
    text = json.dumps(record, indent=2, ensure_ascii=False) + "\n"
    _write_replacing(out / METRICS_FILE, data=text.encode("utf-8"))
    return record


def _fasttext_version(module) -> str:
    import importlib.metadata

    for dist in ("fasttext-numpy2", "fasttext-wheel", "fasttext"):
        try:
            return f"{dist} {importlib.metadata.version(dist)}"
        except importlib.metadata.PackageNotFoundError:
            continue
    return getattr(module, "__version__", "unknown")


# --------------------------------------------------------------------------------------------------
# Command line (wired into ``gristmill`` by gristmill/cli.py)

DESCRIPTION = """\
Train a fastText quality classifier (DCLM-style: __label__hq for the positives, __label__cc for the
negatives) and write DIR/model.bin, which the quality_model filter rule loads
(filters.quality_model.path=DIR/model.bin), and DIR/metrics.json: held-out precision, recall, F1
and accuracy at 0.5, the counts and the parameters.

--positives and --negatives take what input.paths takes: JSONL (plain, .gz, .zst) or Parquet, local
or cloud paths, globs or directories, read with the pipeline's reader (records it would dead-letter
are skipped and counted). Documents are held out by a seeded hash of their id. Training runs on one
thread with a fixed seed, so the same inputs and options give a byte-identical model.bin.

examples:
  gristmill train-classifier --positives data/quality/train_positives.jsonl.gz \\
      --negatives data/quality/train_negatives.jsonl.gz --output models/quality
  gristmill train-classifier --positives 'gs://bucket/refs/*.parquet' --negatives 'crawl/*.jsonl.zst' \\
      --max-docs-per-class 200000 --balance --epoch 3 --output models/dclm-like
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``gristmill train-classifier``."""
    defaults = ClassifierParams()
    parser.add_argument("--positives", nargs="+", required=True, metavar="INPUT",
                        help="examples of the text to keep (paths, globs, directories)")
    parser.add_argument("--negatives", nargs="+", required=True, metavar="INPUT",
                        help="examples of the text to drop")
    parser.add_argument("-o", "--output", required=True, metavar="DIR",
                        help="local directory for model.bin and metrics.json")
    parser.add_argument("--text-field", default=defaults.text_field, metavar="NAME",
                        help="field holding the text (default 'text'; dotted paths as input.text_field)")
    parser.add_argument("--id-field", default=defaults.id_field, metavar="NAME",
                        help="field holding the id the held-out split hashes (default 'id')")
    parser.add_argument("--format", default="auto", choices=("auto", "jsonl", "parquet"),
                        help="input format (default auto: from the file name, as input.format)")
    parser.add_argument("--holdout", type=float, default=defaults.holdout, metavar="FRACTION",
                        help=f"share of documents held out for metrics (default {defaults.holdout})")
    parser.add_argument("--max-docs-per-class", type=positive_int, default=None, metavar="N",
                        help="read at most N documents of each class (in file order)")
    parser.add_argument("--balance", action="store_true",
                        help="train on as many documents of each class as the smaller class has")
    parser.add_argument("--epoch", type=int, default=defaults.epoch, metavar="N",
                        help=f"passes over the training data (default {defaults.epoch})")
    parser.add_argument("--lr", type=float, default=defaults.lr, metavar="RATE",
                        help=f"learning rate (default {defaults.lr})")
    parser.add_argument("--word-ngrams", type=int, default=defaults.word_ngrams, metavar="N",
                        help=f"word n-gram length (default {defaults.word_ngrams}: bigrams, as DCLM)")
    parser.add_argument("--dim", type=int, default=defaults.dim, metavar="N",
                        help=f"vector size (default {defaults.dim})")
    parser.add_argument("--min-count", type=int, default=defaults.min_count, metavar="N",
                        help=f"ignore words seen fewer times (default {defaults.min_count})")
    parser.add_argument("--bucket", type=int, default=defaults.bucket, metavar="N",
                        help=f"hash buckets for word n-grams (default {defaults.bucket:,}, fastText's). "
                             "The model holds (words + N) x dim floats: 2,000,000 x 100 is 800 MB; "
                             "100,000 is plenty for a few thousand documents")
    parser.add_argument("--seed", type=int, default=defaults.seed, metavar="N",
                        help="seeds fastText and the held-out split (default 0)")
    parser.add_argument("--overwrite", action="store_true",
                        help="replace the model.bin and metrics.json of a directory this command "
                             "wrote before (a directory with other files is always refused)")


def run_from_args(args: argparse.Namespace) -> dict:
    """Validate parsed options, train and save; return ``metrics.json``'s content (plus the seconds
    it took, which are not saved)."""
    params = ClassifierParams(epoch=args.epoch, lr=args.lr, word_ngrams=args.word_ngrams,
                              dim=args.dim, min_count=args.min_count, bucket=args.bucket,
                              seed=args.seed,
                              holdout=args.holdout, max_docs_per_class=args.max_docs_per_class,
                              balance=args.balance, text_field=args.text_field,
                              id_field=args.id_field)
    started = time.monotonic()
    record = train_classifier(args.positives, args.negatives, args.output, params,
                              configured_format=args.format, overwrite=args.overwrite)
    return {**record, "seconds": round(time.monotonic() - started, 1)}


def describe(record: dict) -> str:
    """One line for the terminal."""
    docs = record["documents"]
    line = (f"trained on {docs['positives']['trained_on']} positive and "
            f"{docs['negatives']['trained_on']} negative documents in {record['seconds']} s")
    held = record["heldout"]
    if held:
        line += (f"; held out {docs['positives']['heldout'] + docs['negatives']['heldout']}: "
                 f"precision {held['precision']}, recall {held['recall']}, F1 {held['f1']}, "
                 f"accuracy {held['accuracy']}")
    return line

