"""Reading JSONL (plain, .gz, .zst), Parquet, WARC (plain, .gz) and plain text (plain, .gz, .zst)
into Documents, with a dead letter for bad records.

Files are matched when the graph is built (so a pattern that matches nothing is a clear error before
any work starts) and cut into ranges when the pipeline runs: byte ranges of uncompressed JSONL files,
one range per compressed file (gzip and zstd streams cannot be entered in the middle), row groups of
Parquet files. Ranges are shuffled across workers, and each range is streamed record by record, so a
multi-GB file is never held in memory and is read by many workers at once when it is uncompressed.

Positions are byte offsets of the line's first byte in the decompressed stream (JSONL) or row numbers
within the file (Parquet). A record without an id gets ``<path>:<position>``.

Hostile input (see docs/hostile-input.md): before a JSONL file is cut into ranges its first bytes are
sniffed. The compression is taken from the magic number when the name lies (gzip: RFC 1952 section
2.3.1, ``1f 8b``; zstd: RFC 8878 section 3.1.1, ``28 b5 2f fd``), and a file that is UTF-16/UTF-32
(byte-order mark, or the NUL pattern of RFC 4627 section 3), Latin-1 or binary becomes one file-level
dead letter (``read:wrong_encoding``) instead of one entry per line. A file-level dead letter stands
for the file, or for its unread rest, and counts as one record. Every other problem is per record.
A compressed stream that breaks keeps every record decoded before the break; one whose checksum
fails has had its records sent on before that is known, and is flagged by a dead letter
(``read:checksum_failed``) that names the file and the span of records it covers.

Memory per worker is bounded whatever one record looks like: a line over ``max_record_bytes`` is
skipped in 1 MiB pieces, decompression returns at most what is asked for (a small zstd file may
inflate a thousandfold), JSON nesting over ``max_json_depth`` is refused without recursion, and a
Parquet cell over the limit is measured by Arrow and never copied into Python (Arrow itself still
decodes the row group's column chunk). Ids shared by several records can be made unique
(:class:`UniqueIds`), because later stages key documents by id.

A WARC file is one range, read record by record (:mod:`~gristmill.transforms.read.warc`): each HTML
response is a document, other records are counted by kind, a broken record is a dead letter at its
byte offset and reading goes on at the next record. A text file is one range, read as one document
or one per blank-line-separated block (:mod:`~gristmill.transforms.read.text`). ``hf://datasets/``
paths are read through ``huggingface_hub`` (:mod:`~gristmill.transforms.read.hub`).

The parts, one module each: :mod:`~gristmill.transforms.read.files` (which files, their format,
their ranges, sniffing their first bytes), :mod:`~gristmill.transforms.read.streams` (raw and
decompressed bytes, JSONL lines), :mod:`~gristmill.transforms.read.records` (JSON parsing and its
limits, record -> Document, and :func:`read_range`, the one reader of a range's records that the run,
``gristmill inspect`` and ``gristmill train-tokenizer`` share), :mod:`~gristmill.transforms.read.dofns`
(the Beam steps) and :mod:`~gristmill.transforms.read.unique_ids`.
"""

from gristmill.transforms.read.dofns import PlanRangesFn, ReadRangeFn
from gristmill.transforms.read.files import (FORMATS, JSONL, PARQUET, SNIFF_BYTES, TEXT, WARC,
                                             InputError, InputFile, ReadRange, detect_format,
                                             match_inputs, plan_ranges, sniff_encoding, sniff_file,
                                             sniff_warc)
from gristmill.transforms.read.records import (DEFAULT_MAX_JSON_DEPTH, DOCUMENT_FIELDS,
                                               INPUT_SOURCE_COLUMN, MAX_PARSE_EXPANSION,
                                               SOURCE_COLUMN, BadRecord, ReadSettings, RecordError,
                                               batch_records, check_parse_cost, json_depth_exceeds,
                                               labelled, lookup_field, parse_cost, parse_json_line,
                                               parquet_text_column, plan_file, read_file,
                                               read_range, record_to_document)
from gristmill.transforms.read.streams import (ChecksumError, GzipReader, JsonlLines, StreamError,
                                               ZstdFrameCheck, ZstdReader, iter_jsonl_lines,
                                               open_input, open_stream, sniff_compression,
                                               unit_starts)
from gristmill.transforms.read.hub import HubPathError, HuggingFaceFileSystem
from gristmill.transforms.read.text import TEXT_UNITS
from gristmill.transforms.read.unique_ids import (UNIQUE_IDS_MAX_BUCKET, UniqueIds,
                                                  disambiguated_id, settled_id)

__all__ = [
    "BadRecord", "ChecksumError", "DEFAULT_MAX_JSON_DEPTH", "DOCUMENT_FIELDS", "FORMATS",
    "GzipReader", "HubPathError", "HuggingFaceFileSystem", "INPUT_SOURCE_COLUMN", "InputError", "InputFile", "JSONL", "JsonlLines",
    "MAX_PARSE_EXPANSION", "PARQUET", "TEXT", "TEXT_UNITS", "WARC", "PlanRangesFn", "ReadRange", "ReadRangeFn", "ReadSettings",
    "RecordError", "SNIFF_BYTES", "SOURCE_COLUMN", "StreamError", "UNIQUE_IDS_MAX_BUCKET", "UniqueIds",
    "ZstdFrameCheck", "ZstdReader", "batch_records", "check_parse_cost", "detect_format",
    "disambiguated_id", "iter_jsonl_lines", "json_depth_exceeds", "labelled", "lookup_field",
    "match_inputs", "open_input", "open_stream", "parquet_text_column", "parse_cost",
    "parse_json_line", "plan_file", "plan_ranges", "read_file", "read_range", "record_to_document", "settled_id",
    "sniff_compression", "sniff_encoding", "sniff_file", "sniff_warc", "unit_starts",
]
