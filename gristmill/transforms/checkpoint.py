"""Read, normalize and filter one input range at a time, with a checkpoint per finished range, so that
``gristmill run --resume`` does not redo input a killed run already got through.

Everything before the first shuffle works per document, so it can work per read range (a byte range
of an uncompressed JSONL file, a compressed file, a Parquet row group; see :mod:`gristmill.transforms.read`):
:class:`PrepareRangeFn` reads a range and passes each record through HTML main-content extraction
(when enabled), normalization, the quality filters (language ID included) and the read-side profile,
inside one DoFn call. When a range is done and a checkpoint directory is set, everything the range
produced (kept documents, rejects, dead letters, its counts) is in a checkpoint file, written to a
temporary name and renamed into place, so a checkpoint exists only whole. Memory stays bounded:
records stream through, and the checkpoint is written as they go.

On resume, a range whose checkpoint exists is replayed from it instead of being read again: same
documents, same rejects, same dead letters, same counts, so the run's output is byte-identical to an
uninterrupted run. A checkpoint's name is a hash of the range (path, size, byte or row-group bounds),
of the range's content as it is now (the file's modification time and a hash of the bytes the range
reads: :func:`range_content`) and of everything that decides its output (the input, extract, normalize,
filters and language ID config, whether rejects are kept, Gristmill's version): a checkpoint of
another config, or of a file edited since, even in place at the same size, is never used.

Stages after the first shuffle are not checkpointed and run again on resume. Exact and near dedup
decide with all documents at once (a document's fate depends on documents in any range); paragraph
dedup the same; PII redaction and tokenization work on dedup's survivors, which are only known once
dedup has finished, and caching their results per document would need a join by id, a shuffle of
the corpus costing about as much as it saves; packing and writing depend on every kept document.

Checkpoints hold Python pickles of documents, written by the run itself into its own
``_incomplete/checkpoints/`` directory and read only with ``--resume``: whoever can write there can
already change the output. They are deleted with ``_incomplete/`` when the run finishes.
"""

from __future__ import annotations

import collections
import hashlib
import json
import pickle
import time
import uuid
from typing import Any, Iterator, Sequence

import apache_beam as beam
from apache_beam.io.filesystem import CompressionTypes
from apache_beam.io.filesystems import FileSystems
from apache_beam.metrics import Metrics

from gristmill.transforms.read import ReadRange
from gristmill.transforms.stage import DEAD_LETTER, DOCS, REJECTS, STATS, CountingFn, step_outputs
from gristmill.transforms.steps import Step, Tally, run_steps

CHECKPOINT_DIR = "checkpoints"
SUFFIX = ".ckpt"
FORMAT = 3  # 2: documents carry their source label; 3: counts keyed by StatKey
# Beam metrics (not stats.json: they differ between a resumed and an uninterrupted run).
METRICS_NAMESPACE = "gristmill.resume"
TIME_NAMESPACE = "gristmill.time"
_END = "end"


class CheckpointError(RuntimeError):
    """A checkpoint that exists but cannot be read back whole."""


def checkpoint_key(rng: ReadRange, salt: str, content: str = "") -> str:
    """The file name (without suffix) of a range's checkpoint: a hash of the range, ``salt`` and
    the range's ``content`` identity (:func:`range_content`)."""
    f = rng.file
    blob = json.dumps([FORMAT, salt, f.path, f.size, f.format, f.compression, rng.start, rng.end,
                       rng.row_offset, content])
    return hashlib.sha256(blob.encode()).hexdigest()[:32]


_HASH_CHUNK = 1 << 20


def _hash_bytes(path: str, start: int, end: int | None, to_line_end: bool) -> str:
    """SHA-256 of ``path``'s raw bytes from ``start`` to ``end`` (None: the end of the file), and
    with ``to_line_end`` on through the next newline."""
    digest = hashlib.sha256()
    with FileSystems.open(path, compression_type=CompressionTypes.UNCOMPRESSED) as f:
        f.seek(start)
        left = None if end is None else end - start
        while left is None or left > 0:
            chunk = f.read(_HASH_CHUNK if left is None else min(_HASH_CHUNK, left))
            if not chunk:
                return digest.hexdigest()
            digest.update(chunk)
            if left is not None:
                left -= len(chunk)
        while to_line_end:
            chunk = f.readline(_HASH_CHUNK)
            digest.update(chunk)
            if not chunk or chunk.endswith(b"\n"):
                break
    return digest.hexdigest()


def range_content(rng: ReadRange, file_digests: dict | None = None) -> str:
    """The identity of what a range reads now: the file's size and modification time and a hash
    of the bytes the range consumes (a byte range of plain JSONL: from the byte before it through
    the end of its last line, which is what :class:`gristmill.transforms.read.JsonlLines` reads; a
    compressed file or a Parquet row group: the whole file). A file edited in place, even to the
    same size and with its old modification time put back, gives another identity, so its old
    checkpoints are never replayed. ``file_digests`` caches whole-file hashes by (path, size,
    modification time), for the row groups of one Parquet file."""
    f = rng.file
    fs = FileSystems.get_filesystem(f.path)  # not match(): a literal name may hold glob characters
    try:
        stamp = (f.path, fs.size(f.path), fs.last_updated(f.path))
    except Exception:  # noqa: BLE001 - gone: the reader reports it; nothing can match
        return "missing"
    if f.format == "jsonl" and f.compression == "none":
        digest = _hash_bytes(f.path, max(0, rng.start - 1), rng.end, rng.end is not None)
    elif file_digests is not None and stamp in file_digests:
        digest = file_digests[stamp]
    else:
        digest = _hash_bytes(f.path, 0, None, False)
        if file_digests is not None:
            file_digests.clear()  # one file at a time: ranges of a file come together
            file_digests[stamp] = digest
    return json.dumps([*stamp[1:], digest])


def write_checkpoint(path: str, records: Iterator[tuple[str, Any]]) -> Iterator[tuple[str, Any]]:
    """Pass ``records`` through while saving them to ``path``; the file appears under ``path`` only
    when ``records`` ends (an exception leaves at most a temporary file). The last record must be
    ``("end", counts)``."""
    temp = f"{path}.tmp-{uuid.uuid4().hex}"
    with FileSystems.create(temp, compression_type=CompressionTypes.ZSTD) as raw:
        for record in records:
            # One pickle per record: a shared pickler's memo would keep every document alive.
            pickle.dump(record, raw, protocol=pickle.HIGHEST_PROTOCOL)
            yield record
    if FileSystems.exists(path):  # a retried bundle got here first: same content
        FileSystems.delete([path])
    FileSystems.rename([temp], [path])


def read_checkpoint(path: str) -> Iterator[tuple[str, Any]]:
    """The records of a checkpoint, ``("end", counts)`` last; :class:`CheckpointError` if it breaks
    off before its end record."""
    try:
        with FileSystems.open(path, compression_type=CompressionTypes.ZSTD) as raw:
            while True:
                record = pickle.load(raw)
                yield record
                if record[0] == _END:
                    return
    except (EOFError, pickle.UnpicklingError, OSError, ValueError) as exc:
        raise CheckpointError(f"checkpoint {path} is unreadable ({type(exc).__name__}); delete it "
                              f"or run without --resume") from exc


class PrepareRangeFn(CountingFn):
    """ReadRange -> kept documents (main), ``rejects``, ``dead_letter`` and ``stats``: the range read
    by ``read_fn``, each record counted at the read point (``profile_fn``, optional), its HTML main
    text extracted (the ``extract`` step, optional), normalized (the ``normalize`` step, optional)
    and filtered by ``rules`` in batches of ``batch_size``, all through
    :func:`gristmill.transforms.steps.run_steps`. Outputs and counts are exactly those of the
    separate stages; rejects are emitted only with ``emit_rejects``; ``label`` names the
    source all counts belong to. With ``checkpoint_dir``, each finished range is saved there and,
    with ``resume``, a saved range is replayed instead of recomputed.

    Beam metrics (namespace ``gristmill.resume``): ``ranges_computed``, ``ranges_replayed``; and
    (``gristmill.time``) milliseconds spent per inner stage, for the run's timings.
    """

    def __init__(self, read_fn, profile_fn=None, normalize: Step | None = None,
                 rules: Sequence[Step] = (), *, emit_rejects: bool = False, label: str = "",
                 batch_size: int = 256, checkpoint_dir: str | None = None, resume: bool = False,
                 salt: str = "", extract: Step | None = None):
        super().__init__()
        self.extract = extract
        self.read_fn = read_fn
        self.profile_fn = profile_fn
        self.normalize = normalize
        self.rules = list(rules)
        self.emit_rejects = emit_rejects
        self.label = label
        self.batch_size = batch_size
        self.checkpoint_dir = checkpoint_dir
        self.resume = resume
        self.salt = salt
        self.computed = Metrics.counter(METRICS_NAMESPACE, "ranges_computed")
        self.replayed = Metrics.counter(METRICS_NAMESPACE, "ranges_replayed")
        self.msecs = {name: Metrics.counter(TIME_NAMESPACE, f"{name}_msecs")
                      for name in ("read", "extract", "normalize", "filter", "profile")}

    def _inner(self) -> list:
        return [fn for fn in (self.read_fn, self.profile_fn) if fn is not None]

    def _steps(self) -> list[Step]:
        return [step for step in (self.extract, self.normalize) if step is not None] + self.rules

    def setup(self):
        self._file_digests: dict = {}
        for fn in self._inner():
            fn.setup()
        for step in self._steps():
            step.setup()

    def teardown(self):
        for fn in self._inner():
            fn.teardown()

    def process(self, rng: ReadRange):
        path = None
        if self.checkpoint_dir is not None:
            content = range_content(rng, self._file_digests)
            path = FileSystems.join(self.checkpoint_dir,
                                    checkpoint_key(rng, self.salt, content) + SUFFIX)
        replay = path is not None and self.resume and FileSystems.exists(path)
        if replay:
            self.replayed.inc()
            records = read_checkpoint(path)
        else:
            self.computed.inc()
            records = self._compute(rng)
            if path is not None:
                records = write_checkpoint(path, records)
        for tag, value in records:
            if tag == _END:
                # A computed range's counts were shown live as they were made.
                self.tally.merge(value, live=replay)
            elif tag == DOCS:
                yield value
            else:
                yield beam.pvalue.TaggedOutput(tag, value)

    # -- the stages, in one call --------------------------------------------------------------

    def _compute(self, rng: ReadRange) -> Iterator[tuple[str, Any]]:
        # A retried range starts from zero: nothing a failed attempt counted may leak in.
        for fn in self._inner():
            fn.tally = fn.new_tally()
        self.steps_tally = Tally(self.label)
        for step in self._steps():
            step.counts.clear()
        clock = collections.Counter()
        batch: list = []
        for out in self._timed(self.read_fn.process(rng), clock, "read"):
            if isinstance(out, beam.pvalue.TaggedOutput):
                yield out.tag, out.value
                continue
            started = time.perf_counter()
            if self.profile_fn is not None:
                for _ in self.profile_fn.process(out):
                    pass  # the profile only counts
            now = time.perf_counter()
            clock["profile"] += now - started
            docs = [out]
            for step, stage in ((self.extract, "extract"), (self.normalize, "normalize")):
                if step is not None and docs:
                    docs = yield from self._step(step, docs, stage, clock)
            batch.extend(docs)
            if len(batch) >= self.batch_size:
                yield from self._filter(batch, clock)
                batch = []
        if batch:
            yield from self._filter(batch, clock)
        for name, seconds in clock.items():
            self.msecs[name].inc(int(seconds * 1000))
        yield _END, self._range_counts()

    def _step(self, step: Step, docs: list, stage: str, clock: collections.Counter):
        """Yields what ``step`` did not keep, as ``(tag, value)``; returns what it kept."""
        started = time.perf_counter()
        kept = []
        for tag, value in self._run([step], docs, stage):
            if tag == DOCS:
                kept.append(value)
            else:
                yield tag, value
        clock[stage] += time.perf_counter() - started
        return kept

    def _run(self, steps: list[Step], docs: list, stage: str) -> list[tuple[str, Any]]:
        result = run_steps(steps, docs, self.steps_tally, stage=stage)
        return [(out.tag, out.value) if isinstance(out, beam.pvalue.TaggedOutput) else (DOCS, out)
                for out in step_outputs(result, self.emit_rejects)]

    def _filter(self, batch: list, clock: collections.Counter) -> Iterator[tuple[str, Any]]:
        if not self.rules:
            for doc in batch:
                yield DOCS, doc
            return
        started = time.perf_counter()
        outputs = self._run(self.rules, batch, "filter")
        clock["filter"] += time.perf_counter() - started
        yield from outputs

    @staticmethod
    def _timed(items, clock: collections.Counter, name: str):
        iterator = iter(items)
        while True:
            started = time.perf_counter()
            try:
                item = next(iterator)
            except StopIteration:
                clock[name] += time.perf_counter() - started
                return
            clock[name] += time.perf_counter() - started
            yield item

    def _range_counts(self) -> collections.Counter:
        """This range's counts: the read step's, the profile's and the steps'."""
        counts: collections.Counter = collections.Counter()
        for fn in self._inner():
            counts.update(fn.tally.counts)
            fn.tally = fn.new_tally()
        counts.update(self.steps_tally.counts)
        self.steps_tally = Tally(self.label)
        return counts


class ReadPrepared(beam.PTransform):
    """PBegin -> ``{docs, rejects, dead_letter, stats}``: every input range read, normalized and
    filtered by :class:`PrepareRangeFn`; ``plan_fn`` cuts files into ranges
    (:class:`gristmill.transforms.read.PlanRangesFn`)."""

    def __init__(self, files: Sequence, plan_fn, prepare_fn: PrepareRangeFn):
        super().__init__()
        self.files = list(files)
        self.plan_fn = plan_fn
        self.prepare_fn = prepare_fn

    def expand(self, pbegin):
        planned = (pbegin
                   | "ListFiles" >> beam.Create(self.files)
                   | "PlanRanges" >> beam.ParDo(self.plan_fn).with_outputs(DEAD_LETTER, STATS,
                                                                           main="ranges"))
        prepared = (planned.ranges
                    | "SpreadRanges" >> beam.Reshuffle()
                    | "Prepare" >> beam.ParDo(self.prepare_fn).with_outputs(
                        REJECTS, DEAD_LETTER, STATS, main=DOCS))
        return {
            DOCS: prepared[DOCS],
            REJECTS: prepared[REJECTS],
            DEAD_LETTER: ((planned[DEAD_LETTER], prepared[DEAD_LETTER])
                          | "DeadLetters" >> beam.Flatten()),
            STATS: (planned[STATS], prepared[STATS]) | "Stats" >> beam.Flatten(),
        }
