"""The read stage's DoFns: thin Beam wrappers around
:func:`gristmill.transforms.read.records.plan_file` (planning) and
:func:`gristmill.transforms.read.records.read_range` (reading), which turn record errors into dead
letters and counts."""

from __future__ import annotations

import functools

from gristmill.transforms.read.files import InputFile, ReadRange
from gristmill.transforms.read.text import FILE
from gristmill.transforms.read.records import (DEFAULT_MAX_JSON_DEPTH, BadRecord, ReadSettings,
                                               labelled, plan_file, read_range)
from gristmill.transforms.stage import READ, CountingFn


class _ReadFn(CountingFn):
    def dead_letter(self, error, message, source="", position=-1, doc_id=None, raw=None, label=""):
        # A malformed record is still a record read: read = kept + dropped + dead-lettered.
        self.tally.add(READ, "records")
        return super().dead_letter(error, message, source, position, doc_id, raw, label)


class PlanRangesFn(_ReadFn):
    """InputFile -> ReadRange: byte ranges for JSONL, one per row group for Parquet
    (:func:`plan_file`). A problem with the whole file is one dead letter and no ranges; a JSONL
    file whose magic number contradicts its name is counted under ``read/compression_mismatch``.
    """

    def __init__(self, split_bytes: int, text_field: str = "text", label: str = ""):
        super().__init__()
        self.split_bytes = split_bytes
        self.text_field = text_field
        self.label = label

    def process(self, file: InputFile):
        count = functools.partial(self.tally.add, READ)
        for item in plan_file(file, self.split_bytes, self.text_field, count):
            if type(item) is BadRecord:
                yield self.dead_letter(item.kind, item.message, item.source, item.position)
            else:
                yield item


class ReadRangeFn(_ReadFn):
    """ReadRange -> Document, with ``dead_letter`` for every record that is not a valid document.

    Dead-letter kinds: ``read:invalid_utf8``, ``read:invalid_json``, ``read:lone_surrogate``,
    ``read:too_deep``, ``read:not_an_object``, ``read:missing_text``, ``read:text_not_string``,
    ``read:invalid_id``, ``read:record_too_large``, ``read:invalid_value`` (a Parquet cell Python
    cannot hold, such as a timestamp past year 9999: :func:`batch_records`), and
    ``read:file_error`` when a file breaks off
    midway (truncated or corrupt compression, I/O error): the records before the break are kept, and
    the break itself is one dead-letter entry. WARC records add ``read:warc_bad_header``,
    ``read:warc_bad_length``, ``read:warc_truncated``, ``read:warc_corrupt_gzip`` and
    ``read:warc_bad_http``, each at the record's byte offset (reading goes on at the next record),
    and count the records that are not HTML responses under ``read/warc_skipped:<kind>``. With
    ``label`` (a run of several sources), documents
    are marked as that source's (:func:`labelled`) and every count is the source's too.
    """

    def __init__(self, *, text_field: str, id_field: str, max_record_bytes: int,
                 parquet_batch_rows: int = 1024, max_json_depth: int = DEFAULT_MAX_JSON_DEPTH,
                 label: str = "", text_unit: str = FILE):
        super().__init__()
        self.text_field = text_field
        self.id_field = id_field
        self.max_record_bytes = max_record_bytes
        self.parquet_batch_rows = parquet_batch_rows
        self.max_json_depth = max_json_depth
        self.label = label
        self.text_unit = text_unit

    def process(self, rng: ReadRange):
        settings = ReadSettings(text_field=self.text_field, id_field=self.id_field,
                                max_record_bytes=self.max_record_bytes,
                                max_json_depth=self.max_json_depth,
                                parquet_batch_rows=self.parquet_batch_rows,
                                text_unit=self.text_unit)
        count = functools.partial(self.tally.add, READ)
        for item in read_range(rng, settings, count):
            if type(item) is BadRecord:
                yield self.dead_letter(item.kind, item.message, item.source, item.position,
                                       raw=item.raw)
                continue
            self.tally.add(READ, "records")
            yield labelled(item, self.label) if self.label else item
