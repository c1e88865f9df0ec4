"""Wires the stages into one Beam graph, from a validated :class:`Config`.

``build_pipeline`` is the single entry point used by the CLI, the tests, and the deployment
templates: it adds every stage to a given ``beam.Pipeline`` and returns nothing; running it is the
caller's business. Stage order follows the usual curation recipe: read → extract (HTML main text,
when enabled) → normalize → filter (with
language ID) → exact dedup → near dedup → paragraph/line dedup → PII redaction → tokenize → pack →
write, then one commit step that writes ``stats.json`` and ``manifest.json`` after everything else.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.metadata
import json
import platform
from typing import NamedTuple

import apache_beam as beam

from gristmill import __version__
from gristmill.pipeline.config import Config
from gristmill.report.stats import build_stats
from gristmill.report.html import write_report
from gristmill.transforms.dedup import ExactDedup, NearDedup
from gristmill.transforms.dedup.index import MANIFEST_KEY as INDEX_MANIFEST_KEY
from gristmill.transforms.dedup.index import (EXACT_KIND, NEAR_KIND, EarlierIndex, encode_exact_index,
                                    encode_near_index, exact_rows, index_record_id,
                                    index_record_size, index_sort_key, open_earlier_indexes,
                                    signing_params)
from gristmill.transforms.dedup.near import INDEX as NEAR_INDEX
from gristmill.transforms.dedup.segments import SegmentDedup
from gristmill.transforms.dedup.minhash import MinHasher, optimal_bands
from gristmill.transforms.filters import Filter, Rule
from gristmill.transforms.pack import PackSequences, writes_padding
from gristmill.transforms.profile import Profile, ProfileFn, VocabularyUse
from gristmill.transforms.megatron import WriteMegatron
from gristmill.transforms.mixture import Mixture, SourceSpec, expand_copies, planned_shares
from gristmill.transforms.checkpoint import CHECKPOINT_DIR, PrepareRangeFn, ReadPrepared
from gristmill.transforms.filters.registry import REGISTRY
from gristmill.transforms.extract import ExtractStep
from gristmill.transforms.normalize import NormalizeStep
from gristmill.transforms.output_guard import OutputLock, check_output_path, check_reachable
from gristmill.transforms.read import InputError, InputFile, PlanRangesFn, ReadRangeFn, UniqueIds, match_inputs
from gristmill.transforms.route import RouteTokenized, Routing
from gristmill.transforms.stage import (DEAD_LETTER, DOCS, KEPT, REJECTS, SIDE_OUTPUTS, STATS,
                                        CountElements)
from gristmill.transforms.tokenize import Tokenize, TokenizerSpec, load_encoder
from gristmill.transforms.write import (DATA, DEAD_LETTER_DIR, DOCUMENTS, MEGATRON_DIR, REJECTS_DIR,
                                        TEMP_DIR, Finalize, MetadataKindsFn, WritePackedFn,
                                        WriteRecordShards, dead_letter_shard_key,
                                        dead_letter_size, dead_letter_sort_key,
                                        document_shard_key, document_size, document_sort_key,
                                        encode_dead_letters, encode_documents,
                                        encode_documents_jsonl, encode_rejects, group_kind,
                                        in_rejects_sample, join, prepare_output_dir,
                                        reject_shard_key, reject_size, reject_sort_key)

VERSIONED_PACKAGES = ("apache-beam", "pyarrow", "tokenizers", "transformers", "tiktoken", "numpy")


def package_versions() -> dict[str, str]:
    versions = {"gristmill": __version__, "python": platform.python_version()}
    for name in VERSIONED_PACKAGES:
        try:
            versions[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            versions[name] = "not installed"
    return versions


def _make_rule(config: Config, name: str) -> Rule | None:
    """The rule ``name`` as its ``filters.<name>`` section configures it (see
    gristmill/transforms/filters/registry.py), or None when it is disabled."""
    section = getattr(config.filters, name)
    if not (config.filters.enabled and section.enabled):
        return None
    return REGISTRY[name].rule.from_config(section, section.mode or config.filters.mode)


# Weight of false candidates in the band choice when candidates are verified (misses weigh the rest).
RECALL_FP_WEIGHT = 0.1


def near_hasher(config: Config) -> tuple[MinHasher, int, int]:
    """The run's MinHash signer and its ``(bands, rows)``."""
    n = config.dedup.near
    hasher = MinHasher(num_perm=n.num_perm, seed=config.seed, n=n.ngram, kind=n.shingle)
    if n.bands:
        return hasher, n.bands, n.rows
    # Verification removes false candidates, so with it on only missed pairs cost accuracy.
    fp_weight = 0.5 if n.verify == "none" else RECALL_FP_WEIGHT
    return hasher, *optimal_bands(n.threshold, n.num_perm, fp_weight, 1.0 - fp_weight)


def near_dedup(config: Config, emit_rejects: bool, earlier=(), with_index: bool = False) -> NearDedup:
    n = config.dedup.near
    hasher, bands, rows = near_hasher(config)
    return NearDedup(hasher=hasher, bands=bands, rows=rows,
                     verify_threshold=None if n.verify == "none" else n.threshold,
                     verify_exact=n.verify == "exact", max_bucket=n.max_bucket,
                     max_rounds=n.max_rounds, finish_edges=n.finish_edges,
                     priority_field=n.priority_field,
                     cluster_columns=n.cluster_columns, emit_rejects=emit_rejects,
                     batch_size=n.batch_size, earlier=earlier, with_index=with_index)


def segment_dedup(config: Config, emit_rejects: bool) -> SegmentDedup:
    """Paragraph/line dedup; documents it shortens are held to the length rule's minimums."""
    seg, length, f = config.dedup.segments, config.filters.length, config.filters
    checks_length = f.enabled and length.enabled and (length.mode or f.mode) == "filter"
    bounds = {"min_chars": length.min_chars, "min_words": length.min_words} if checks_length else {}
    return SegmentDedup(unit=seg.unit, max_docs=seg.max_docs, min_segment_chars=seg.min_segment_chars,
                        max_bucket=seg.max_bucket, emit_rejects=emit_rejects, **bounds)


def index_params(config: Config) -> dict | None:
    """What ``manifest.json`` records about the run's dedup index (None: no index written)."""
    d = config.dedup
    if not (d.enabled and d.write_index):
        return None
    near = signing_params(*near_hasher(config)) if d.near.enabled else None
    return {"exact": {"hash": "blake2b-128 of the normalized text"}, "near": near}


def earlier_indexes(config: Config) -> list[EarlierIndex]:
    """Open (and check) the indexes named in ``dedup.against``, when the graph is built."""
    d = config.dedup
    if not d.against:
        return []
    near = signing_params(*near_hasher(config)) if d.near.enabled else None
    return open_earlier_indexes(list(d.against), near)


def pii_rule(config: Config) -> Rule:
    # Imported here: Presidio and spaCy take seconds to import, and only runs that redact need them.
    from gristmill.transforms.pii.redact import PiiRule

    p = config.pii
    return PiiRule(entities=tuple(p.entities), language=p.language, threshold=p.threshold,
                   thresholds=dict(p.thresholds), style=p.style, max_hits=p.max_hits,
                   ner_model=p.ner_model, mode=p.mode)


def normalize_step(config: Config) -> NormalizeStep | None:
    """The normalize step the config enables, or None."""
    n = config.normalize
    if not n.enabled:
        return None
    return NormalizeStep(unicode_form=n.unicode_form, control_chars=n.control_chars,
                         whitespace=n.whitespace)


def extract_step(config: Config) -> ExtractStep | None:
    """The HTML main-content extraction step the config enables, or None."""
    e = config.extract
    if not e.enabled:
        return None
    return ExtractStep(engine=e.engine, options=getattr(e, e.engine).model_dump(),
                       apply_to=e.apply_to, max_html_bytes=e.max_html_bytes,
                       min_chars=e.min_chars, page_metadata=e.page_metadata)


def build_rules(config: Config) -> list[Rule]:
    """The filter rules the config enables (language ID included), in ``filters.order``."""
    rules = [_make_rule(config, name) for name in config.filters.order]
    return [rule for rule in rules if rule is not None]


def tokenizer_spec(config: Config) -> TokenizerSpec:
    t = config.tokenizer
    return TokenizerSpec(name=t.name, kind=t.kind, add_bos=t.add_bos, add_eos=t.add_eos,
                         bos_token=t.bos_token, eos_token=t.eos_token, pad_token=t.pad_token)


def routing(config: Config) -> Routing:
    b = config.length_buckets
    return Routing(validation_fraction=config.output.validation_fraction,
                   bucket_names=tuple(b.names) if b.enabled else (),
                   bounds=tuple(b.bounds) if b.enabled else (), leak=b.leak, seed=config.seed)


def token_outputs(config: Config, encoder, group: str, tokenized, temp_dir: str,
                  side: dict) -> list:
    """Packed Parquet rows and/or Megatron files for one routed group of tokenized documents; the
    mixture's repeated copies are made here, after routing chose each document's group."""
    # Step labels keep their plain names when nothing is routed.
    suffix = "".join(part.title() for part in group.replace("_", "/").split("/"))
    pk, formats, written = config.packing, config.output.formats, []
    if config.mixes:
        tokenized = tokenized | f"Copies{suffix}" >> beam.FlatMap(expand_copies)
    if pk.enabled and "parquet" in formats:
        packed = tokenized | f"Pack{suffix}" >> PackSequences(
            seq_len=pk.seq_len, mode=pk.mode, final_row=pk.final_row,
            long_documents=pk.long_documents, pad_id=encoder.pad_id, seed=config.seed,
            tokens_per_shard=pk.tokens_per_shard, num_shards=pk.num_shards)
        side[STATS].append(packed[STATS])
        written.append(packed["shards"] | f"WritePacked{suffix}" >> beam.ParDo(
            WritePackedFn(temp_dir, with_mask=writes_padding(pk.mode, pk.final_row),
                          kind=group_kind(DATA, group))))
    if "megatron" in formats:
        written.append(tokenized | f"WriteMegatron{suffix}" >> WriteMegatron(
            temp_dir, vocab_size=encoder.vocab_size, seed=config.seed,
            tokens_per_shard=pk.tokens_per_shard, num_shards=pk.num_shards,
            kind=group_kind(MEGATRON_DIR, group)))
    return written


def checkpoint_salt(config: Config, label: str = "") -> str:
    """What decides a range's checkpoint content besides the range itself (gristmill/transforms/checkpoint.py):
    the sections of the stages before the first shuffle, the source's name, whether rejects are
    kept, the version."""
    content = config.content_dict()
    blob = json.dumps({"version": __version__, "rejects": config.output.rejects, "label": label,
                       **{name: content[name]
                          for name in ("input", "extract", "normalize", "filters")}},
                      sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()


def read_prepared(config: Config, files: list[InputFile], resume: bool,
                  label: str = "") -> ReadPrepared:
    """The read, normalize and filter stages as one per-range step (see gristmill/transforms/checkpoint.py).
    ``config`` is a one-source config (:meth:`Config.source_views`); ``label`` its source's name in
    a run of several."""
    inp, emit_rejects = config.input, config.output.rejects
    read_fn = ReadRangeFn(text_field=inp.text_field, id_field=inp.id_field,
                          max_record_bytes=inp.max_record_bytes, max_json_depth=inp.max_json_depth,
                          label=label, text_unit=inp.text_unit)
    checkpoints = (join(config.output.path, TEMP_DIR, CHECKPOINT_DIR)
                   if config.output.checkpoints else None)
    # Every count of the source's read step is the source's.
    prepare_fn = PrepareRangeFn(read_fn, ProfileFn("read"), normalize_step(config),
                                build_rules(config), emit_rejects=emit_rejects, label=label,
                                batch_size=config.filters.batch_size, checkpoint_dir=checkpoints,
                                resume=resume, salt=checkpoint_salt(config, label),
                                extract=extract_step(config))
    return ReadPrepared(files, PlanRangesFn(inp.split_bytes, inp.text_field, label=label),
                        prepare_fn)


class SourceInput(NamedTuple):
    """One source of a run: its name (empty for a run of one unnamed input), its one-source config
    and its input files."""

    name: str
    config: Config
    files: list[InputFile]


def source_inputs(config: Config) -> list[SourceInput]:
    """Every source with its files, matched now; :class:`InputError` for a source without files or
    a file two sources both match (its documents would be read twice)."""
    inputs, owner = [], {}
    for name, view in config.source_views():
        what = f"source {name!r}: " if name else ""
        try:
            files = match_inputs(view.input.paths, view.input.format)
        except InputError as exc:
            raise InputError(f"{what}{exc}") from None
        if not files:
            raise InputError(f"{what}no input files")
        for f in files:
            if f.path in owner:
                raise InputError(f"input {f.path} is matched by sources {owner[f.path]!r} and "
                                 f"{name!r}: a file belongs to one source")
            owner[f.path] = name
        inputs.append(SourceInput(name, view, files))
    return inputs


def mixture_specs(config: Config) -> list[SourceSpec]:
    return [SourceSpec(name=s.name, weight=s.weight, tokens=s.tokens,
                       max_epochs=s.max_epochs or config.mixture.max_epochs)
            for s in config.sources]


def _label_index(doc, n, index):
    return index[doc.label]


def per_source(docs, label: str, names: list[str], make, collect):
    """``make()``'s stage applied to each source's documents on their own (``dedup.scope: source``);
    returns the stage outputs of every source, as collected by ``collect``, flattened."""
    parts = docs | f"{label}BySource" >> beam.Partition(
        _label_index, len(names), index={name: i for i, name in enumerate(names)})
    outputs = [collect(part | f"{label}[{name}]" >> make()) for name, part in zip(names, parts)]
    return outputs | f"{label}Sources" >> beam.Flatten()


def check_output(config: Config, inputs: list[SourceInput]) -> None:
    """Refuse an ``output.path`` that holds, or lies inside, an input of any source or an output
    the run reads (``dedup.against``), or whose clearing would be a disaster
    (:func:`gristmill.transforms.output_guard.check_output_path`)."""
    check_output_path(config.output.path,
                      [path for source in inputs for path in source.config.input.paths],
                      [f.path for source in inputs for f in source.files],
                      reads=config.dedup.against)


def claim_output(config: Config, resume: bool) -> OutputLock:
    """Lock ``output.path`` for this run and make it ready (see :func:`prepare_output_dir`); the
    lock is released by the commit, or by the caller if the run fails."""
    out = config.output
    check_reachable(out.path)
    lock = OutputLock.acquire(out.path, take_stale=resume)
    try:
        prepare_output_dir(out.path, out.overwrite, resume=resume, render=write_report)
    except BaseException:
        lock.release()
        raise
    return lock


def build_pipeline(p: beam.Pipeline, config: Config, files: list[InputFile] | None = None,
                   prepare_output: bool = True, resume: bool = False) -> OutputLock | None:
    """Add the whole Gristmill graph for ``config`` to ``p``.

    Resolves the input files and the tokenizer now, so that a bad path or tokenizer fails before the
    job starts, and refuses an ``output.path`` an input could be lost to. Unless ``prepare_output``
    is off (a graph that is only checked), it then locks ``output.path`` and clears what an earlier
    unfinished run left there; the lock is returned, for the caller to release if the run fails
    (the commit releases it when the run succeeds). With ``resume``, the checkpoints of a run killed
    in the same ``output.path`` are kept and ranges they hold are not read again. ``files``: the
    input files of a one-input run, or :func:`source_inputs`' result; None matches them now.
    """
    if files is None:
        inputs = source_inputs(config)
    elif files and isinstance(files[0], SourceInput):
        inputs = list(files)
    elif config.sources:
        raise ValueError("a run of several sources takes its files from source_inputs()")
    else:
        inputs = [SourceInput("", config, list(files))]
    if not any(source.files for source in inputs):
        raise InputError("no input files")
    check_output(config, inputs)
    encoder = load_encoder(tokenizer_spec(config)) if config.tokenizer.enabled else None
    earlier = earlier_indexes(config)
    lock = claim_output(config, resume) if prepare_output else None
    try:
        _add_stages(p, config, inputs, encoder, earlier, resume, lock)
    except BaseException:
        if lock is not None:
            lock.release()
        raise
    return lock


def _add_stages(p: beam.Pipeline, config: Config, inputs: list[SourceInput], encoder,
                earlier: list[EarlierIndex], resume: bool, lock: OutputLock | None) -> None:
    out = config.output
    temp_dir = join(out.path, TEMP_DIR)
    emit_rejects = out.rejects

    side: dict[str, list] = {tag: [] for tag in SIDE_OUTPUTS}

    def collect(outputs):
        for tag in SIDE_OUTPUTS:
            if tag in outputs:
                side[tag].append(outputs[tag])
        return outputs[DOCS]

    def stage(pcoll, label, transform):
        return collect(pcoll | label >> transform)

    # Read, normalize and filter, one input range at a time, with a checkpoint per range; each
    # source with its own config.
    reads = [stage(p, f"Read[{source.name}]" if source.name else "Read",
                   read_prepared(source.config, source.files, resume, source.name))
             for source in inputs]
    docs = reads[0] if not config.sources else reads | "AllSources" >> beam.Flatten()
    if any(source.config.input.duplicate_ids == "rename" for source in inputs):
        docs = stage(docs, "UniqueIds", UniqueIds())
    written = []
    dedup = config.dedup
    write_index = dedup.enabled and dedup.write_index
    names = [source.name for source in inputs]
    near_index = []

    def collect_near(outputs):
        if write_index:
            near_index.append(outputs[NEAR_INDEX])
        return collect(outputs)

    def dedup_stage(pcoll, label, make, collect_outputs=collect):
        """A dedup stage over all documents, or over each source's alone (dedup.scope)."""
        if config.sources and dedup.scope == "source":
            return per_source(pcoll, label, names, make, collect_outputs)
        return collect_outputs(pcoll | label >> make())

    if dedup.enabled and dedup.exact.enabled:
        docs = dedup_stage(docs, "ExactDedup",
                           lambda: ExactDedup(emit_rejects=emit_rejects, earlier=earlier))
    if dedup.enabled and dedup.near.enabled:
        docs = dedup_stage(docs, "NearDedup",
                           lambda: near_dedup(config, emit_rejects, earlier, write_index),
                           collect_near)
        if write_index:
            _, bands, rows = near_hasher(config)
            index = near_index[0] if len(near_index) == 1 else \
                near_index | "NearIndexSources" >> beam.Flatten()
            written.append(index | "WriteNearIndex" >> WriteRecordShards(
                kind=NEAR_KIND, temp_dir=temp_dir,
                encode=functools.partial(encode_near_index, bands=bands, rows=rows),
                shard_key=index_record_id, sort_key=index_sort_key, size_of=index_record_size,
                shard_bytes=out.shard_bytes))
    if write_index:
        written.append(docs
                       | "ExactIndexRows" >> beam.Map(exact_rows)
                       | "WriteExactIndex" >> WriteRecordShards(
                           kind=EXACT_KIND, temp_dir=temp_dir, encode=encode_exact_index,
                           shard_key=index_record_id, sort_key=index_sort_key,
                           size_of=index_record_size, shard_bytes=out.shard_bytes))
    if dedup.enabled and dedup.segments.enabled:
        docs = dedup_stage(docs, "SegmentDedup", lambda: segment_dedup(config, emit_rejects))
    if config.pii.enabled:
        docs = stage(docs, "RedactPII", Filter([pii_rule(config)], emit_rejects=emit_rejects,
                                               batch_size=config.pii.batch_size, stage="pii",
                                               error_text=False))

    if encoder is not None:
        bounds = config.filters.token_length
        tokenized = stage(docs, "Tokenize", Tokenize(
            tokenizer_spec(config), batch_size=config.tokenizer.batch_size,
            token_bounds=((bounds.min_tokens, bounds.max_tokens)
                          if config.filters.enabled and bounds.enabled else None),
            emit_rejects=emit_rejects))
        if config.mixes:
            tokenized = stage(tokenized, "Mixture", Mixture(
                mixture_specs(config), seed=config.seed, total_tokens=config.mixture.total_tokens,
                emit_rejects=emit_rejects))
        tokenized = stage(tokenized, "CountKept", CountElements(KEPT, "documents"))
        side[STATS].append(tokenized | "ProfileKept" >> Profile("kept"))
        side[STATS].append(tokenized | "VocabularyUse" >> VocabularyUse(encoder.vocab_size))
        kept = tokenized | "KeptDocuments" >> beam.Map(lambda item: item[0])
        groups = tokenized | "Route" >> RouteTokenized(routing(config))
        for group, group_tokens in groups.items():
            written.extend(token_outputs(config, encoder, group, group_tokens, temp_dir, side))
    else:
        kept = stage(docs, "CountKept", CountElements(KEPT, "documents"))
        side[STATS].append(kept | "ProfileKept" >> Profile("kept"))

    if out.documents:
        columns = kept | "DocumentColumns" >> beam.CombineGlobally(MetadataKindsFn())
        encode = encode_documents if out.documents_format == "parquet" else encode_documents_jsonl
        written.append(kept | "WriteDocuments" >> WriteRecordShards(
            kind=DOCUMENTS, temp_dir=temp_dir, shard_key=document_shard_key, encode=encode,
            sort_key=document_sort_key, size_of=document_size, shard_bytes=out.shard_bytes,
            side_inputs=[columns]))
    if out.rejects:
        rejects = side[REJECTS] | "AllRejects" >> beam.Flatten(pipeline=p)
        if out.rejects_sample < 1:
            rejects = rejects | "SampleRejects" >> beam.Filter(
                in_rejects_sample, fraction=out.rejects_sample, seed=config.seed)
        written.append(rejects | "WriteRejects" >> WriteRecordShards(
            kind=REJECTS_DIR, temp_dir=temp_dir, encode=encode_rejects, shard_key=reject_shard_key,
            sort_key=reject_sort_key, size_of=reject_size, shard_bytes=out.shard_bytes))
    dead = side[DEAD_LETTER] | "AllDeadLetters" >> beam.Flatten(pipeline=p)
    written.append(dead | "WriteDeadLetters" >> WriteRecordShards(
        kind=DEAD_LETTER_DIR, temp_dir=temp_dir, encode=encode_dead_letters,
        shard_key=dead_letter_shard_key, sort_key=dead_letter_sort_key,
        size_of=dead_letter_size, shard_bytes=out.shard_bytes))

    counts = (side[STATS]
              | "AllStats" >> beam.Flatten(pipeline=p)
              | "SumCounts" >> beam.CombinePerKey(sum)
              | "CountsDict" >> beam.combiners.ToDict())
    versions = package_versions()
    manifest_extra = {
        "fingerprint": config.fingerprint(versions),
        "versions": versions,
        "inputs": [{"path": f.path, "bytes": f.size,
                    **({"source": source.name} if source.name else {})}
                   for source in inputs for f in source.files],
        "config": config.content_dict(),
    }
    if encoder is not None:
        # What a reader needs to check token ids without loading the tokenizer (gristmill verify).
        manifest_extra["tokenizer"] = {"vocab_size": encoder.vocab_size, "pad_id": encoder.pad_id}
    index = index_params(config)
    if index is not None:
        manifest_extra[INDEX_MANIFEST_KEY] = index
    report = functools.partial(build_stats,
                               seq_len=config.packing.seq_len if config.packing.enabled else None,
                               mode=config.packing.mode if config.packing.enabled else None,
                               sources=[name for name in names if name],
                               planned=planned_shares(mixture_specs(config)))
    _ = (written
         | "AllFiles" >> beam.Flatten(pipeline=p)
         | "Finalize" >> Finalize(out.path, counts, report, manifest_extra, render=write_report,
                                  lock=lock))
