"""Making ids unique: of the documents that share an id, all but the first read are renamed."""

from __future__ import annotations

from typing import Iterable

import apache_beam as beam

from gristmill.transforms.document import Document, derived_id
from gristmill.transforms.stage import DOCS, READ, STATS, CountingFn

UNIQUE_IDS_MAX_BUCKET = 1000
RENAMED = "renamed"


def _escaped_source(source: str) -> str:
    # A renamed id is read from the right: no "@" after the last one, so a source's own "@" (and the
    # "%" that escapes it) is percent-escaped. Plain paths are unchanged.
    return source.replace("%", "%25").replace("@", "%40")


def disambiguated_id(doc: Document) -> str:
    """The id a document gets when another document with a smaller ``(source, position)`` already
    holds its id: the original id, then ``@`` and where the record was read. ``@`` and ``%`` in the
    source are percent-escaped, so the text after the last ``@`` tells the source and position back:
    two documents never get the same disambiguated id."""
    return f"{doc.id}@{_escaped_source(doc.source)}:{doc.position}"


def settled_id(renamed_id: str, longest_input_id: int) -> str:
    """The id of a renamed document whose new id some input record already holds: padded with ``@``
    to one more character than the longest input id, so it is no input id. A disambiguated id ends
    with a digit, so the padding comes off unambiguously: two settled ids never collide either."""
    return renamed_id + "@" * max(1, longest_input_id + 1 - len(renamed_id))


def _longest(lengths: Iterable[int]) -> int:
    return max(lengths, default=0)


class _DuplicateIdsFn(CountingFn):
    """``(id, (count, first_ref))`` -> main ``(id, first_ref)`` for ids held by more than one
    document; ``hot`` ``(id, salts)`` for ids held by more than ``max_bucket``."""

    def __init__(self, max_bucket: int):
        super().__init__()
        self.max_bucket = max_bucket

    def process(self, element):
        from gristmill.transforms.dedup.minhash import hot_bucket_salts

        doc_id, (count, first_ref) = element
        if count > self.max_bucket:
            yield beam.pvalue.TaggedOutput("hot", (doc_id, hot_bucket_salts(count, self.max_bucket)))
        if count > 1:
            self.tally.add(READ, "duplicate_ids")
            self.tally.add(READ, "renamed_ids", count - 1)
            yield doc_id, first_ref


class _RenameFn(CountingFn):
    """``((id, salt), {"docs": [(ref, doc)], "first": [first_ref]})`` -> main: every document that
    keeps its id (the first holder, or the only one); ``renamed``: the others, with
    :func:`disambiguated_id`."""

    def process(self, element):
        _, grouped = element
        first = next(iter(grouped["first"]), None)
        for _, doc in grouped["docs"]:
            if first is None or (doc.source, doc.position) == first:
                yield doc
            else:
                yield beam.pvalue.TaggedOutput(RENAMED, doc.replace(id=disambiguated_id(doc)))


class _SettleFn(CountingFn):
    """``(new id, {"renamed": [doc], "taken": [True]})`` -> the renamed document, with
    :func:`settled_id` if an input record holds its new id (``taken``)."""

    def process(self, element, longest_input_id: int):
        _, grouped = element
        taken = bool(list(grouped["taken"]))
        for doc in grouped["renamed"]:
            if taken:
                self.tally.add(READ, "renamed_id_collisions")
                doc = doc.replace(id=settled_id(doc.id, longest_input_id))
            yield doc


def _doc_ref(doc: Document):
    return doc.id, (doc.source, doc.position)


def _keyed_by_id(doc: Document):
    # The salt of a hot id is picked by where the record was read, so copies spread over groups.
    return doc.id, (derived_id(doc.source, doc.position), doc)


class UniqueIds(beam.PTransform):
    """PCollection[Document] -> ``{docs, stats}``: the same documents, every one with its own id.

    Of the documents sharing an id, the one read first (smallest ``(source, position)``) keeps it and
    the others become ``<id>@<source>:<position>`` (:func:`disambiguated_id`), so that stages keyed
    by id (near dedup, the dedup index, shard assignment) see one document per key. Two renamed
    documents never get the same id; a renamed document whose new id an input record already holds
    (which hostile input can arrange) gets :func:`settled_id` instead, which no input id and no
    other renamed id can equal. So the output ids are unique, whatever the input. Deterministic:
    the decisions depend on ids and positions only. Bounded: ids are counted with a constant-size
    combiner, an id held by more than :data:`UNIQUE_IDS_MAX_BUCKET` documents is joined in salted
    groups of about that size, and a renamed id meets at most one input id. Cost: one shuffle of the
    documents, one of the distinct ids. Counters: ``read/duplicate_ids`` (ids held by 2+ documents),
    ``read/renamed_ids``, ``read/renamed_id_collisions`` (renamed ids an input record held).
    """

    def __init__(self, max_bucket: int = UNIQUE_IDS_MAX_BUCKET):
        super().__init__()
        self.max_bucket = max_bucket

    def expand(self, docs):
        from gristmill.transforms.dedup.minhash import replicate_to_salts, salt_by_id
        from gristmill.transforms.dedup.segments import FirstHolderFn

        counted = (docs
                   | "Refs" >> beam.Map(_doc_ref)
                   | "CountIds" >> beam.CombinePerKey(FirstHolderFn()))
        decided = counted | "Duplicates" >> beam.ParDo(
            _DuplicateIdsFn(self.max_bucket)).with_outputs("hot", STATS, main="first")
        hot = beam.pvalue.AsDict(decided.hot)
        renamed = ({"docs": docs | "KeyById" >> beam.Map(_keyed_by_id)
                    | "Salt" >> beam.Map(salt_by_id, hot),
                    "first": decided.first | "Replicate" >> beam.FlatMap(replicate_to_salts, hot)}
                   | "Join" >> beam.CoGroupByKey()
                   | "Rename" >> beam.ParDo(_RenameFn()).with_outputs(RENAMED, STATS, main=DOCS))
        longest = (counted
                   | "IdLengths" >> beam.Map(lambda held: len(held[0]))
                   | "LongestId" >> beam.CombineGlobally(_longest))
        settled = ({"renamed": renamed[RENAMED] | "KeyByNewId" >> beam.Map(lambda d: (d.id, d)),
                    "taken": counted | "TakenIds" >> beam.Map(lambda held: (held[0], True))}
                   | "JoinInputIds" >> beam.CoGroupByKey()
                   | "Settle" >> beam.ParDo(_SettleFn(), beam.pvalue.AsSingleton(longest))
                   .with_outputs(STATS, main=DOCS))
        return {DOCS: (renamed[DOCS], settled[DOCS]) | "AllDocs" >> beam.Flatten(),
                STATS: (decided[STATS], renamed[STATS], settled[STATS])
                | "UniqueIdStats" >> beam.Flatten()}
