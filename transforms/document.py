"""The one record type that flows through every stage."""

from __future__ import annotations

import dataclasses
from typing import Any


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
        return dataclasses.replace(self, **changes)


def derived_id(source: str, position: int) -> str:
    """Id for a record that has none: stable as long as the input path and the file are unchanged."""
    return f"{source}:{position}"
