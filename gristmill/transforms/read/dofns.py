"""The read stage's DoFns: thin Beam wrappers around :mod:`gristmill.transforms.read.files` (planning)
and :func:`gristmill.transforms.read.records.read_range` (reading), which turn record errors into
dead letters and counts."""

from __future__ import annotations

import functools
import logging

from gristmill.transforms.read.files import JSONL, InputFile, ReadRange, plan_ranges, sniff_file
from gristmill.transforms.read.records import (DEFAULT_MAX_JSON_DEPTH, BadRecord, ReadSettings,
                                               labelled, parquet_text_column, read_range)
from gristmill.transforms.read.streams import open_input
from gristmill.transforms.stage import READ, CountingFn, exception_message


class _ReadFn(CountingFn):
    def dead_letter(self, error, message, source="", position=-1, doc_id=None, raw=None, label=""):
        # A malformed record is still a record read: read = kept + dropped + dead-lettered.
        self.tally.add(READ, "records")
        return super().dead_letter(error, message, source, position, doc_id, raw, label)


class PlanRangesFn(_ReadFn):
    """InputFile -> ReadRange: byte ranges for JSONL, one per row group for Parquet.

    Whole-file problems become one dead letter here and no ranges: ``read:wrong_encoding`` (JSONL
    that is UTF-16/32, Latin-1 or binary, see :func:`sniff_encoding`), ``read:missing_text`` (a
    Parquet schema without the text column), ``read:file_error`` (an unreadable Parquet footer or an
    unopenable file). A JSONL file whose magic number contradicts its name is read by its content,
    counted under ``read/compression_mismatch``.
    """

    def __init__(self, split_bytes: int, text_field: str = "text", label: str = ""):
        super().__init__()
        self.split_bytes = split_bytes
        self.text_field = text_field
        self.label = label

    def process(self, file: InputFile):
        if file.format == JSONL:
            try:
                actual, problem = sniff_file(file)
            except Exception as exc:  # noqa: BLE001 - an unopenable file is a file-level dead letter
                yield self.dead_letter("read:file_error", exception_message(exc), file.path, 0)
                return
            if actual.compression != file.compression:
                self.tally.add(READ, "compression_mismatch")
                logging.getLogger("gristmill").warning(
                    "%s: named as %s but its content is %s; reading it as %s", file.path,
                    file.compression, actual.compression, actual.compression)
            if problem:
                yield self.dead_letter("read:wrong_encoding", problem, file.path, 0)
                return
            yield from plan_ranges(actual, self.split_bytes)
            return
        import pyarrow.parquet as pq

        try:
            with open_input(file.path) as f:
                meta = pq.ParquetFile(f).metadata
        except Exception as exc:  # noqa: BLE001 - any unreadable file is a file-level dead letter
            yield self.dead_letter("read:file_error", f"cannot read Parquet footer: "
                                   f"{exception_message(exc)}", file.path, 0)
            return
        names = meta.schema.to_arrow_schema().names
        if meta.num_rows and parquet_text_column(names, self.text_field) is None:
            yield self.dead_letter(
                "read:missing_text", f"Parquet schema has no column {self.text_field!r} (columns: "
                f"{', '.join(names)[:500]}); none of its {meta.num_rows} rows was read",
                file.path, 0)
            return
        offset = 0
        for group in range(meta.num_row_groups):
            yield ReadRange(file, group, group + 1, row_offset=offset)
            offset += meta.row_group(group).num_rows


class ReadRangeFn(_ReadFn):
    """ReadRange -> Document, with ``dead_letter`` for every record that is not a valid document.

    Dead-letter kinds: ``read:invalid_utf8``, ``read:invalid_json``, ``read:lone_surrogate``,
    ``read:too_deep``, ``read:not_an_object``, ``read:missing_text``, ``read:text_not_string``,
    ``read:invalid_id``, ``read:record_too_large``, ``read:invalid_value`` (a Parquet cell Python
    cannot hold, such as a timestamp past year 9999: :func:`batch_records`), and
    ``read:file_error`` when a file breaks off
    midway (truncated or corrupt compression, I/O error): the records before the break are kept, and
    the break itself is one dead-letter entry. With ``label`` (a run of several sources), documents
    are marked as that source's (:func:`labelled`) and every count is the source's too.
    """

    def __init__(self, *, text_field: str, id_field: str, max_record_bytes: int,
                 parquet_batch_rows: int = 1024, max_json_depth: int = DEFAULT_MAX_JSON_DEPTH,
                 label: str = ""):
        super().__init__()
        self.text_field = text_field
        self.id_field = id_field
        self.max_record_bytes = max_record_bytes
        self.parquet_batch_rows = parquet_batch_rows
        self.max_json_depth = max_json_depth
        self.label = label

    def process(self, rng: ReadRange):
        settings = ReadSettings(text_field=self.text_field, id_field=self.id_field,
                                max_record_bytes=self.max_record_bytes,
                                max_json_depth=self.max_json_depth,
                                parquet_batch_rows=self.parquet_batch_rows)
        count = functools.partial(self.tally.add, READ)
        for item in read_range(rng, settings, count):
            if type(item) is BadRecord:
                yield self.dead_letter(item.kind, item.message, item.source, item.position,
                                       raw=item.raw)
                continue
            self.tally.add(READ, "records")
            yield labelled(item, self.label) if self.label else item
