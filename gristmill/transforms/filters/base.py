"""The filter contract: a rule looks at one document and either keeps it or names why it goes.

A rule is a small object with a ``name`` and a pure ``check(doc) -> None | reason``. Reasons are
``<rule name>:<detail>`` (``length:min_words``) and become the ``dropped`` keys of ``stats.json``, the
Beam counter names and the ``drop_reason`` column of the rejects output. Rules never emit anything
themselves: a rule is a :class:`gristmill.transforms.steps.Step`, and
:func:`gristmill.transforms.steps.run_steps` counts and routes its results the same way for every
rule (:class:`FilterFn` and the per-range read step call it), so adding a rule never touches plumbing.

Beyond ``check``, a rule may:

* implement ``scores(doc) -> {name: number}``: the measurements it decides on. In ``annotate`` mode
  the rule drops nothing and writes them into the document's metadata as ``<rule>_<name>`` columns,
  with ``<rule>_reason`` holding the reason it *would* have dropped the document for (or null), so
  thresholds can be chosen from the distribution before anything is thrown away;
* override ``apply(doc) -> Document | Drop`` to modify documents (C4 removes lines). A document whose
  text changes is counted under ``modified/<rule>``;
* override ``apply_batch`` / ``annotate_batch`` to work on a batch at once (language ID);
* count events below the document level with ``self.count(name)`` (C4's removed lines); they are
  reported under ``rules/<rule>:<name>``;
* load models in ``setup()``, which runs once per DoFn instance on the worker.
"""

from __future__ import annotations

from typing import Any, Sequence

import apache_beam as beam

from gristmill.transforms.document import Document
from gristmill.transforms.stage import DOCS, SIDE_OUTPUTS, CountingFn, step_outputs
from gristmill.transforms.steps import RULE_EVENTS, Drop, Step, run_steps  # noqa: F401

FILTER = "filter"
ANNOTATE = "annotate"
MODES = (FILTER, ANNOTATE)


class Rule(Step):
    """Base class for filter rules. Subclasses set ``name`` and implement :meth:`check`."""

    name = "rule"

    def __init__(self, *, mode: str = FILTER, **settings: Any):
        """``settings`` are the keys of the rule's config section (``config_type``, set by
        :func:`~gristmill.transforms.filters.registry.register`): checked against the section's
        types and bounds, defaults filled in, and kept as ``self.settings``. A rule with a
        constructor of its own passes none and keeps what it needs itself."""
        if mode not in MODES:
            raise ValueError(f"{self.name}: mode must be one of {', '.join(MODES)}, got {mode!r}")
        super().__init__()
        self.mode = mode
        config_type = getattr(self, "config_type", None)
        if config_type is None or (not settings and type(self).__init__ is not Rule.__init__):
            if settings:
                raise TypeError(f"{self.name}: unexpected arguments {sorted(settings)}: the rule "
                                f"has no config section")
            return
        self.settings = config_type.check_arguments(self.name, **settings)

    # -- what a rule implements -------------------------------------------------------------------

    def check(self, doc: Document) -> str | None:  # pragma: no cover - abstract
        """The drop reason (``<name>:<detail>``) for ``doc``, or None to keep it."""
        raise NotImplementedError

    def scores(self, doc: Document) -> dict[str, Any]:
        """The measurements the rule decides on, unprefixed (``{"mean_word_length": 4.2}``)."""
        return {}

    def setup(self) -> None:
        """Load what the rule needs on the worker (models, word lists); runs once per DoFn instance."""

    @classmethod
    def from_config(cls, section: Any, mode: str) -> "Rule":
        """The rule as its config section (a :class:`~gristmill.transforms.filters.registry.RuleConfig`)
        describes it: the section's settings are the constructor's keyword arguments. A rule whose
        constructor takes something else overrides this."""
        return cls(mode=mode, **section.rule_arguments())

    # -- how the filter stage calls it ------------------------------------------------------------

    def reason(self, detail: str) -> str:
        return f"{self.name}:{detail}"

    def apply(self, doc: Document) -> Document | Drop:
        reason = self.check(doc)
        return doc if reason is None else Drop(reason)

    def annotate(self, doc: Document) -> Document:
        fields = {f"{self.name}_{key}": value for key, value in self.scores(doc).items()}
        fields[f"{self.name}_reason"] = self.check(doc)
        return doc.replace(metadata={**doc.metadata, **fields})

    def apply_batch(self, docs: Sequence[Document]) -> list[Document | Drop]:
        return [self.apply(doc) for doc in docs]

    def annotate_batch(self, docs: Sequence[Document]) -> list[Document]:
        return [self.annotate(doc) for doc in docs]

    def run_batch(self, docs: Sequence[Document]) -> list[Document | Drop]:
        """Filter or annotate ``docs`` according to the rule's mode; one result per document."""
        if self.mode == ANNOTATE:
            return list(self.annotate_batch(docs))
        return list(self.apply_batch(docs))


class FilterFn(CountingFn):
    """list[Document] -> kept documents. Applies rules in order; the first rule that objects names the
    drop reason and later rules never see the document.

    Outputs: main (``Document``), ``rejects`` (``(reason, Document)``, only if ``emit_rejects``),
    ``dead_letter`` (a rule raised on the document: ``<stage>:error``), ``stats``.
    """

    def __init__(self, rules: Sequence[Rule], emit_rejects: bool = False, stage: str = "filter",
                 error_text: bool = True):
        super().__init__()
        self.rules = list(rules)
        self.emit_rejects = emit_rejects
        self.stage = stage
        # False for rules whose exceptions may quote the document (PII): the dead letter then names
        # the exception type and where it was raised, not its message.
        self.error_text = error_text

    def setup(self):
        for rule in self.rules:
            rule.setup()

    def process(self, batch: list[Document]):
        result = run_steps(self.rules, batch, self.tally, stage=self.stage,
                           error_text=self.error_text)
        yield from step_outputs(result, self.emit_rejects)


class Filter(beam.PTransform):
    """PCollection[Document] -> ``{docs, rejects, dead_letter, stats}``.

    Keeps documents every rule accepts (or annotates them, for rules in ``annotate`` mode), in no
    particular order. Each drop is counted under ``dropped/<reason>``, each document whose text a rule
    changed under ``modified/<rule>``. A rule that raises on a document dead-letters that document
    (``filter:error``). Documents go through the rules in batches of ``batch_size`` so that rules
    backed by a model (language ID) predict a batch at a time; results do not depend on batching.
    """

    def __init__(self, rules: Sequence[Rule], emit_rejects: bool = False, batch_size: int = 256,
                 stage: str = "filter", error_text: bool = True):
        super().__init__()
        self.fn = FilterFn(rules, emit_rejects, stage, error_text)
        self.batch_size = batch_size

    def expand(self, docs):
        outputs = (docs
                   | "Batch" >> beam.BatchElements(min_batch_size=self.batch_size,
                                                   max_batch_size=self.batch_size)
                   | "ApplyRules" >> beam.ParDo(self.fn).with_outputs(*SIDE_OUTPUTS, main=DOCS))
        return {tag: outputs[tag] for tag in (DOCS, *SIDE_OUTPUTS)}
