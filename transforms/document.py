"""The one record type that flows through every stage."""

from __future__ import annotations

import dataclasses
from typing import Any

from transforms import spill


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
        # With a spill directory (transforms/spill.py), the text goes to disk and a handle into
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


def derived_id(source: str, position: int) -> str:
    """Id for a record that has none: stable as long as the input path and the file are unchanged."""
    return f"{source}:{position}"
