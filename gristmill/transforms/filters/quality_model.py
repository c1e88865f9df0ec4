"""Model-based quality rule: score each document with a fastText quality classifier, keep the good ones.

The strongest open pretraining sets select documents by a classifier's score rather than by
heuristics alone: DCLM-Baseline (Li et al. 2024, "DataComp-LM") keeps the pages a fastText bigram
classifier trained on OpenHermes-2.5 and ELI5 answers (``__label__hq``) against RefinedWeb pages
(``__label__cc``) scores highest; FineWeb-Edu (Penedo et al. 2024) keeps pages whose educational score
on a 0-5 scale is at least 3. This rule runs such a classifier, given as a fastText supervised model
(``.bin`` or quantized ``.ftz``, local or on any Beam filesystem), and turns its output into one number:

* ``score: probability`` - the probability of the positive ``label`` (default ``__label__hq``, DCLM's).
  All labels are predicted (``k=-1``) and the positive one's probability is read, which for a binary
  softmax model is what DCLM's ``classify_fasttext_hq_prob`` computes as ``1 - p(cc)`` when ``cc`` wins
  (mlfoundations/dclm, ``baselines/mappers/enrichers/quality_prediction_enrichers_calc_fasttext.py``),
  and stays right for one-vs-all models, whose label probabilities do not sum to one.
* ``score: expected`` - for models whose labels are integer scores (``__label__0`` .. ``__label__5``, as
  the FineWeb-Edu annotation scale): the expected score ``sum(v * p(v)) / sum(p(v))`` over every label.
  Dividing by the total keeps the value on the label scale for one-vs-all models too; for softmax models
  the total is 1 up to float32 rounding.
* ``score: auto`` (default) - ``expected`` when every label of the model is an integer, else
  ``probability``.

The model's header (the ``args`` and the dictionary of a fastText binary, fastText's
``FastText::saveModel``) is read when the rule is built, without loading the matrices: a missing or
unreadable file, a file that is not a fastText model, an unsupervised model, a ``label`` the model does
not have or ``score: expected`` on non-integer labels stop the run before it starts, not on a worker.

Text given to the model: DCLM's preprocessing, ``" ".join(text.strip().splitlines())``: leading and
trailing whitespace removed, every line break (``str.splitlines``: ``\\n``, ``\\r\\n``, ``\\r``, ``\\v``,
``\\f``, ``\\x1c``-``\\x1e``, ``\\x85``, ``\\u2028``, ``\\u2029``) replaced by one space. fastText reads one
line per prediction, and the classifier was trained on text prepared this way. ``max_chars`` scores
only the first N characters of the stripped text (None: the whole text, as DCLM).

Decisions, in order:

1. ``quality_model:no_text`` - nothing but whitespace; there is nothing to score (fastText would still
   answer from the end-of-line token alone). In annotate mode the score is null.
2. ``quality_model:low_score`` - the score is below ``threshold`` (default 0.5 for a probability: the
   classifier's own decision for a binary model; 3 for an expected score, FineWeb-Edu's cut).

The score is written into the metadata as ``field`` (``quality_score``) of every document the rule keeps
(filter mode) or sees (annotate mode, which also writes ``quality_model_reason`` and drops nothing).

Determinism: fastText's prediction is a pure function of the model file and the text, and each
document is predicted on its own whatever the batch. The score is rounded to :data:`SCORE_DIGITS`
decimal places, and the rounded value is what the threshold is compared with, so that filtering an
annotated output on ``quality_score >= t`` gives exactly the decisions of filter mode, and so that the
stored number does not carry float32 noise (fastText computes in float32; its 7th significant digit is
not meaningful, and can differ between builds of the library that vectorize the sums differently).
Six decimals resolve a probability far more finely than any threshold is chosen.

Cost: one ``predict`` call per batch (``filters.batch_size`` documents); about as fast as language ID
for a model of the same size. The rule sits last in the default order, after every cheaper rule.
"""

from __future__ import annotations

import math
import os
import struct
from typing import Any, Literal, Optional, Sequence

from apache_beam.utils import shared
from pydantic import Field, field_validator

from gristmill.schema import MAX_PER_DOCUMENT, NonNegativeFloat, Size
from gristmill.transforms.document import Document
from gristmill.transforms.filters.base import Rule
from gristmill.transforms.filters.langid import LABEL_PREFIX, SharedModel, load_model
from gristmill.transforms.filters.registry import RuleConfig, register
from gristmill.transforms.read.records import DOCUMENT_FIELDS
from gristmill.transforms.retry import with_retries
from gristmill.transforms.stage import Drop

NAME = "quality_model"
PROBABILITY = "probability"
EXPECTED = "expected"
AUTO = "auto"
DEFAULT_LABEL = "__label__hq"  # DCLM's positive label
DEFAULT_FIELD = "quality_score"
# Thresholds when none is set: a binary classifier's own decision; FineWeb-Edu's int_score >= 3.
DEFAULT_PROBABILITY_THRESHOLD = 0.5
DEFAULT_EXPECTED_THRESHOLD = 3.0
SCORE_DIGITS = 6

# fastText binary format (src/fasttext.cc, args.cc, dictionary.cc): magic, version, the args (12
# int32 then a double), then the dictionary: size, nwords, nlabels (int32), ntokens,
# pruneidx_size (int64), then each entry as a NUL-terminated string, an int64 count and an int8 type.
FASTTEXT_MAGIC = 793712314
_HEADER = struct.Struct("<ii12id")
_DICTIONARY = struct.Struct("<iiiqq")
_SUPERVISED = 3
_ENTRY_TAIL = 9  # int64 count + int8 type
_LABEL_TYPE = 1


class ModelError(ValueError):
    """The configured model cannot be used; the message names the path and the problem."""


# --------------------------------------------------------------------------------------------------
# Pure functions


def prediction_text(text: str, max_chars: int | None = None) -> str | None:
    """The single line the classifier scores for ``text`` (DCLM's preprocessing, see the module
    docstring), at most ``max_chars`` characters of the stripped text. None if there is no text.

    fastText reads any token starting with ``__label__`` as a label, wherever it stands on a line:
    a document quoting one would train as that class too (or add a class to the model). Such
    tokens lose one underscore, in training and in scoring alike."""
    text = text.strip()
    if not text:
        return None
    if max_chars is not None:
        text = text[:max_chars]
    return " ".join(text.splitlines()).replace(LABEL_PREFIX, LABEL_PREFIX[1:])


def integer_label(label: str) -> int | None:
    """``__label__3`` -> 3; None for a label that is not an integer score."""
    value = label[len(LABEL_PREFIX):] if label.startswith(LABEL_PREFIX) else label
    try:
        return int(value)
    except ValueError:
        return None


def expected_score(probabilities: dict[str, float]) -> float:
    """``sum(v * p) / sum(p)`` over integer labels ``v``; labels in sorted order, so the float sum
    is the same whatever order fastText listed them in."""
    total = weighted = 0.0
    for label in sorted(probabilities):
        p = probabilities[label]
        total += p
        weighted += integer_label(label) * p
    return weighted / total if total > 0 else 0.0


def stored_score(value: float) -> float:
    """The number written and compared: rounded to :data:`SCORE_DIGITS` places."""
    return round(value, SCORE_DIGITS)


def score_from(probabilities: dict[str, float], score: str, label: str) -> float:
    """The document's score from ``{label: probability}`` of every label."""
    if score == EXPECTED:
        return stored_score(expected_score(probabilities))
    # float32 rounding can put a probability a hair above 1.
    return stored_score(min(probabilities.get(label, 0.0), 1.0))


def predict_probabilities(model, texts: list[str]) -> list[dict[str, float]]:
    """``{label: probability}`` of every label for each text, in one ``predict`` call."""
    if not texts:
        return []
    try:
        labels, probs = model.predict(texts, k=-1, threshold=0.0)
    except TypeError:
        # The binding refuses strings that are not valid UTF-8 (lone surrogates from JSON escapes);
        # score them with those code points replaced instead of failing.
        texts = [text.encode("utf-8", "replace").decode("utf-8") for text in texts]
        labels, probs = model.predict(texts, k=-1, threshold=0.0)
    return [{name: float(p) for name, p in zip(names, values)}
            for names, values in zip(labels, probs)]


# --------------------------------------------------------------------------------------------------
# The model file


def _open_model(path: str):
    if os.path.isfile(path) or "://" not in path:
        return open(path, "rb")
    from apache_beam.io.filesystem import CompressionTypes
    from apache_beam.io.filesystems import FileSystems

    return FileSystems.open(path, compression_type=CompressionTypes.UNCOMPRESSED)


def _read_exactly(stream, size: int, path: str) -> bytes:
    data = stream.read(size)
    if len(data) != size:
        raise ModelError(f"{NAME}: model {path!r} is truncated: not a complete fastText model")
    return data


def model_labels(path: str) -> list[str]:
    """The labels of the fastText supervised model at ``path``, read from its header without loading
    it. :class:`ModelError` naming the path if the file is missing, unreadable, not a fastText model
    or not a supervised one."""
    try:
        with _open_model(path) as stream:
            head = stream.read(_HEADER.size)
            if len(head) < 8 or struct.unpack_from("<i", head)[0] != FASTTEXT_MAGIC:
                raise ModelError(f"{NAME}: {path!r} is not a fastText model (its first bytes are "
                                 f"not fastText's file signature)")
            if len(head) < _HEADER.size:
                raise ModelError(f"{NAME}: model {path!r} is truncated: not a complete fastText "
                                 f"model")
            model_kind = _HEADER.unpack(head)[9]
            if model_kind != _SUPERVISED:
                raise ModelError(f"{NAME}: {path!r} is a fastText word-vector model, not a "
                                 f"supervised classifier (train one with fasttext supervised or "
                                 f"gristmill train-classifier)")
            _, nwords, nlabels, _, _ = _DICTIONARY.unpack(
                _read_exactly(stream, _DICTIONARY.size, path))
            return _dictionary_labels(stream, nwords, nlabels, path)
    except ModelError:
        raise
    except FileNotFoundError:
        raise ModelError(f"{NAME}: model file {path!r} does not exist") from None
    except IsADirectoryError:
        raise ModelError(f"{NAME}: model path {path!r} is a directory, not a model file") from None
    except Exception as exc:  # noqa: BLE001 - permissions, unknown scheme, missing filesystem extra
        raise ModelError(f"{NAME}: cannot read model {path!r}: {exc}") from None


def _dictionary_labels(stream, nwords: int, nlabels: int, path: str) -> list[str]:
    """Walk the dictionary entries (words first, then labels: fastText sorts them by type) and return
    the label strings."""
    labels: list[str] = []
    buffer, position = b"", 0
    for _ in range(nwords + nlabels):
        while True:
            end = buffer.find(b"\0", position)
            if end >= 0 and len(buffer) >= end + 1 + _ENTRY_TAIL:
                break
            more = stream.read(1 << 20)
            if not more:
                raise ModelError(f"{NAME}: model {path!r} is truncated: not a complete fastText "
                                 f"model")
            buffer, position = buffer[position:] + more, 0
        if buffer[end + _ENTRY_TAIL] == _LABEL_TYPE:
            labels.append(buffer[position:end].decode("utf-8", "replace"))
        position = end + 1 + _ENTRY_TAIL
    return labels


def resolve_score(score: str, label: str, labels: Sequence[str], path: str) -> str:
    """``probability`` or ``expected`` for a model with ``labels``; :class:`ModelError` when the
    configuration does not fit the model."""
    integers = bool(labels) and all(integer_label(name) is not None for name in labels)
    if score == AUTO:
        score = EXPECTED if integers else PROBABILITY
    if score == EXPECTED and not integers:
        raise ModelError(f"{NAME}: score=expected needs integer labels (__label__0 .. __label__5), "
                         f"but model {path!r} has {_shown(labels)}")
    if score == PROBABILITY and label not in labels:
        raise ModelError(f"{NAME}: label={label!r} is not a label of model {path!r}; its labels are "
                         f"{_shown(labels)}")
    return score


def _shown(labels: Sequence[str], limit: int = 10) -> str:
    listed = ", ".join(labels[:limit])
    return listed + (f" and {len(labels) - limit} more" if len(labels) > limit else "")


# --------------------------------------------------------------------------------------------------
# The rule


class QualityModelConfig(RuleConfig):
    """A fastText quality classifier (DCLM- or FineWeb-Edu-style) scores every document; documents
    below ``threshold`` are dropped (filter) or only scored (annotate)."""

    path: Optional[str] = Field(None, description="fastText supervised model (.bin or .ftz), local "
                                                  "or any Beam filesystem path")
    label: str = Field(DEFAULT_LABEL, description="the positive label whose probability is the "
                                                  "score (score=probability)")
    score: Literal["auto", "probability", "expected"] = Field(
        AUTO, description="probability of `label`; expected value over integer labels "
                          "(__label__0..__label__5); auto: expected if every label is an integer")
    threshold: Optional[NonNegativeFloat] = Field(
        None, description="documents scoring below are dropped; null: 0.5 for a probability, 3 for "
                          "an expected score (FineWeb-Edu)")
    field: str = Field(DEFAULT_FIELD, description="metadata column the score is written to")
    max_chars: Optional[Size(MAX_PER_DOCUMENT)] = Field(
        None, description="score only the first N characters (null: the whole text, as DCLM)")

    required = ("path", "a fastText quality classifier, e.g. one made by gristmill train-classifier")

    @field_validator("label")
    @classmethod
    def _label_has_the_prefix(cls, value: str) -> str:
        if not value.startswith(LABEL_PREFIX) or value == LABEL_PREFIX:
            raise ValueError(f"label {value!r} must be a fastText label, e.g. {DEFAULT_LABEL!r}")
        return value

    @field_validator("field")
    @classmethod
    def _field_is_a_column(cls, value: str) -> str:
        if not value.strip() or value in DOCUMENT_FIELDS:
            raise ValueError(f"field {value!r} must name a metadata column (not empty, not "
                             f"{' or '.join(DOCUMENT_FIELDS)})")
        return value


@register(NAME, QualityModelConfig, position=150)
class QualityModelRule(Rule):
    """Drop reasons: ``quality_model:no_text``, ``quality_model:low_score``.

    Writes the score into metadata ``field`` of every document it keeps (filter mode) or sees
    (annotate mode, with ``quality_model_reason``). ``scores(doc)`` is ``{"score": value}``.
    The model is read when the rule is built (labels, kind) and loaded once per worker process.
    """

    name = NAME

    def __init__(self, path: str, label: str = QualityModelConfig.default("label"),
                 score: str = QualityModelConfig.default("score"),
                 threshold: float | None = QualityModelConfig.default("threshold"),
                 field: str = QualityModelConfig.default("field"),
                 max_chars: int | None = QualityModelConfig.default("max_chars"), *,
                 mode: str = "filter"):
        super().__init__(mode=mode)
        if path is not None and not isinstance(path, str):
            path = os.fspath(path)
        if isinstance(threshold, int) and not isinstance(threshold, bool):
            threshold = float(threshold)
        QualityModelConfig.check_arguments(self.name, path=path, label=label, score=score,
                                           threshold=threshold, field=field, max_chars=max_chars)
        if not path:
            raise ValueError(f"{NAME}: path is required ({QualityModelConfig.required[1]})")
        labels = model_labels(path)
        self.score_kind = resolve_score(score, label, labels, path)
        if threshold is None:
            threshold = (DEFAULT_EXPECTED_THRESHOLD if self.score_kind == EXPECTED
                         else DEFAULT_PROBABILITY_THRESHOLD)
        if self.score_kind == PROBABILITY and threshold > 1:
            raise ValueError(f"{NAME}: threshold={threshold} is above 1, but the score is a "
                             f"probability")
        self.path = path
        self.label = label
        self.labels = tuple(labels)
        self.threshold = float(threshold)
        self.field = field
        self.max_chars = max_chars
        self._shared = shared.Shared()
        self._holder: SharedModel | None = None

    # -- model ----------------------------------------------------------------------------------

    def setup(self) -> None:
        if self._holder is None:
            path = self.path
            self._holder = self._shared.acquire(
                lambda: SharedModel(with_retries(lambda: load_model(path),
                                                  f"loading the quality model {path}")),
                tag=f"{NAME}:{path}")

    @property
    def model(self):
        if self._holder is None:
            self.setup()
        return self._holder.model

    def __getstate__(self) -> dict[str, Any]:
        # The loaded model stays behind; each worker loads its own in setup().
        state = self.__dict__.copy()
        state["_holder"] = None
        return state

    # -- decisions ------------------------------------------------------------------------------

    def predict(self, docs: Sequence[Document]) -> list[float | None]:
        """The score of each document (None: no text), in one model call."""
        texts = [prediction_text(doc.text, self.max_chars) for doc in docs]
        present = [text for text in texts if text is not None]
        scored = iter(score_from(probabilities, self.score_kind, self.label)
                      for probabilities in predict_probabilities(self.model, present))
        return [None if text is None else next(scored) for text in texts]

    def decide(self, score: float | None) -> str | None:
        """The drop reason for one score, or None to keep."""
        if score is None:
            return self.reason("no_text")
        if math.isnan(score) or score < self.threshold:
            return self.reason("low_score")
        return None

    def check(self, doc: Document) -> str | None:
        return self.decide(self.predict([doc])[0])

    def scores(self, doc: Document) -> dict[str, Any]:
        return {"score": self.predict([doc])[0]}

    # -- batch methods ----------------------------------------------------------------------------

    def apply(self, doc: Document) -> Document | Drop:
        return self.apply_batch([doc])[0]

    def annotate(self, doc: Document) -> Document:
        return self.annotate_batch([doc])[0]

    def apply_batch(self, docs: Sequence[Document]) -> list[Document | Drop]:
        results: list[Document | Drop] = []
        for doc, score in zip(docs, self.predict(docs)):
            reason = self.decide(score)
            results.append(self._scored(doc, score) if reason is None else Drop(reason))
        return results

    def annotate_batch(self, docs: Sequence[Document]) -> list[Document]:
        return [self._scored(doc, score, reason=self.decide(score))
                for doc, score in zip(docs, self.predict(docs))]

    def _scored(self, doc: Document, score: float | None, **extra: Any) -> Document:
        fields = {self.field: score}
        if "reason" in extra:
            fields[f"{self.name}_reason"] = extra["reason"]
        return doc.replace(metadata={**doc.metadata, **fields})
