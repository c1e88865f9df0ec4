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
    say where the record came from, so that any later failure can point back at it.
    """

    id: str
    text: str
    metadata: dict[str, Any] = dataclasses.field(default_factory=dict)
    source: str = ""
    position: int = -1

    def replace(self, **changes: Any) -> "Document":
        return dataclasses.replace(self, **changes)


def derived_id(source: str, position: int) -> str:
    """Id for a record that has none: stable as long as the input path and the file are unchanged."""
    return f"{source}:{position}"
