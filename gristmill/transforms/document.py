"""The one record type that flows through every stage."""

from __future__ import annotations

import dataclasses
from typing import Any

from gristmill.transforms import spill


@dataclasses.dataclass
class Document:
    """A text document and everything known about it.

    ``id`` is unique per input record: taken from the configured id field, or derived from the source
    file and the record's position there. ``metadata`` holds every other input field plus the
    annotations stages add (scores, counts); it is written out as columns. ``source`` and ``position``
    say where the record came from, so that any later failure can point back at it. ``label`` is the
    name of the configured source the document was read from, in a run of several sources (empty
    otherwise): stages count each source's documents by it, and the mixture samples by it.
    """

    id: str
    text: str
    metadata: dict[str, Any] = dataclasses.field(default_factory=dict)
    source: str = ""
    position: int = -1
    label: str = ""

    def replace(self, **changes: Any) -> "Document":
        new = dataclasses.replace(self, **changes)
        spilled = self.__dict__.get("_spilled")
        if spilled is not None and "text" not in changes:
            new._spilled = spilled
        return new

    def __reduce_ex__(self, protocol):
        # With a spill directory (gristmill/transforms/spill.py), the text goes to disk and a handle into
        # the encoded element; the same text object keeps its handle, so it is written once.
        spilled = spill.put_text(self.text, self.__dict__.get("_spilled"))
        fields = (self.id, self.metadata, self.source, self.position, self.label)
        if spilled is None:
            return Document, (self.id, self.text) + fields[1:]
        self._spilled = spilled
        return _spilled_document, (spilled[0],) + fields


def _spilled_document(handle, id: str, metadata, source: str, position: int,
                      label: str) -> Document:
    doc = Document(id, spill.get_text(handle), metadata, source, position, label)
    doc._spilled = (handle, doc.text)
    return doc


class StowedDocument:
    """A :class:`Document` whose text waits in the spill (gristmill/transforms/spill.py): what a combine
    that compares documents by id, source and position holds instead of the document itself, so
    that its accumulators stay small. :func:`unstow` gives the document back."""

    __slots__ = ("id", "handle", "metadata", "source", "position", "label")

    def __init__(self, id: str, handle, metadata, source: str, position: int, label: str):
        self.id = id
        self.handle = handle
        self.metadata = metadata
        self.source = source
        self.position = position
        self.label = label

    def __reduce__(self):
        return StowedDocument, (self.id, self.handle, self.metadata, self.source, self.position,
                                self.label)


def stow(doc: Document) -> Document | StowedDocument:
    """``doc`` with its text in the spill when spilling is on and the text is long; else ``doc``."""
    spilled = spill.put_text(doc.text, doc.__dict__.get("_spilled"))
    if spilled is None:
        return doc
    doc._spilled = spilled  # the document, if encoded later, reuses this handle
    return StowedDocument(doc.id, spilled[0], doc.metadata, doc.source, doc.position, doc.label)


def unstow(doc: Document | StowedDocument) -> Document:
    if isinstance(doc, StowedDocument):
        return _spilled_document(doc.handle, doc.id, doc.metadata, doc.source, doc.position,
                                 doc.label)
    return doc


def derived_id(source: str, position: int) -> str:
    """Id for a record that has none: stable as long as the input path and the file are unchanged."""
    return f"{source}:{position}"
