"""``gristmill`` command line: ``run`` a pipeline, ``validate`` a config, ``train-tokenizer``,
``train-classifier``, ``verify`` an output, ``inspect`` an input.

    gristmill run -c CONFIG [section.key=value ...] [--beam_flag=value ...] [--detach] [--debug]
                  [--resume] [--spill] [--spill-dir DIR] [--progress auto|on|off] [--progress-interval SECONDS]
                  [--log-format text|json]
    gristmill validate -c CONFIG [section.key=value ...]
    gristmill train-tokenizer --output DIR [--vocab-size N ...] INPUT...
    gristmill train-classifier --positives INPUT... --negatives INPUT... --output DIR [--holdout F ...]
    gristmill verify OUTPUT
    gristmill inspect PATH... [-c CONFIG] [--out DIR] [--sample N] [--pii-sample N] [--seed N]

Exit codes: 0 the output is complete; 1 the run failed; 2 the config or the input is unusable.
``verify``: 0 the output passes every check; 1 it fails one; 2 the path is not an output at all.
Errors print one line; ``--debug`` adds the traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
import traceback
from typing import Sequence

from gristmill import version_line
from gristmill.logs import FORMATS, configure_logging
from gristmill.pipeline.config import ConfigError, dump_config, load_config
from gristmill.pipeline.options import split_args, with_default_runner
from gristmill.tools import train_classifier, train_tokenizer

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gristmill", description=__doc__.split("\n")[0],
                                     allow_abbrev=False)
    parser.add_argument("--version", action="version", version=version_line())
    sub = parser.add_subparsers(dest="command", required=True)
    commands = {name: sub.add_parser(name, help=text, allow_abbrev=False) for name, text in
                (("run", "run the pipeline"), ("validate", "print the resolved config"))}
    for cmd in commands.values():
        cmd.add_argument("-c", "--config", required=True,
                         help="YAML config: a path, a gs:// path or a bundled config's name")
        cmd.add_argument("--debug", action="store_true", help="show tracebacks and Beam's logs")
    commands["run"].add_argument("--detach", action="store_true",
                                 help="submit the job and exit without waiting for it")
    commands["run"].add_argument(
        "--resume", action="store_true",
        help="continue a killed run in the same output.path: input ranges it finished are not "
             "read again")
    commands["run"].add_argument(
        "--spill", action="store_true",
        help="local runs of big corpora: keep texts and token arrays on disk between stages, "
             "not in memory (see docs/deploy.md)")
    commands["run"].add_argument(
        "--spill-dir", default=None, metavar="DIR",
        help="where --spill writes (default: output.path/_incomplete/spill, or the system's "
             "temporary folder for a remote output); implies --spill")
    commands["run"].add_argument(
        "--progress", choices=("auto", "on", "off"), default="auto",
        help="progress line of a local run: auto shows it on a terminal only (default: auto)")
    commands["run"].add_argument(
        "--progress-interval", type=float, default=None, metavar="SECONDS",
        help="seconds between progress updates (default: 1 on a terminal, 30 otherwise)")
    for cmd in commands.values():
        cmd.add_argument("--log-format", choices=FORMATS, default="text",
                         help="text (default) or json: one JSON object per log record")
    cmd = sub.add_parser("train-tokenizer", help="train a byte-level BPE tokenizer on the data",
                         description=train_tokenizer.DESCRIPTION, allow_abbrev=False,
                         formatter_class=argparse.RawDescriptionHelpFormatter)
    train_tokenizer.add_arguments(cmd)
    cmd.add_argument("--debug", action="store_true", help="show tracebacks")
    cmd = sub.add_parser("train-classifier", help="train a fastText quality classifier",
                         description=train_classifier.DESCRIPTION, allow_abbrev=False,
                         formatter_class=argparse.RawDescriptionHelpFormatter)
    train_classifier.add_arguments(cmd)
    cmd.add_argument("--debug", action="store_true", help="show tracebacks")
    cmd = sub.add_parser("verify", help="check a finished output against its manifest",
                         allow_abbrev=False)
    cmd.add_argument("output", help="the run's output.path, local or remote (gs://...)")
    cmd.add_argument("--debug", action="store_true", help="show Beam's logs")
    cmd = sub.add_parser("inspect", help="profile an input locally before running on it",
                         allow_abbrev=False)
    cmd.add_argument("paths", nargs="+", metavar="PATH", help="input files, globs or directories")
    cmd.add_argument("-c", "--config", default=None,
                     help="config whose rules are measured (default: the bundled 'default')")
    cmd.add_argument("--out", default=None, help="directory for inspect.json and inspect.html")
    cmd.add_argument("--sample", type=int, default=10000, help="documents to profile (bottom-k)")
    cmd.add_argument("--pii-sample", type=int, default=500, help="sampled documents given to PII")
    cmd.add_argument("--seed", type=int, default=0, help="sampling seed")
    cmd.add_argument("--source", default=None,
                     help="with a config of several sources: the source whose rules are measured")
    cmd.add_argument("--debug", action="store_true", help="show tracebacks")
    return parser


def _fail(message: str, code: int, debug: bool) -> int:
    if debug:
        traceback.print_exc()
    print(f"gristmill: {message}", file=sys.stderr)
    return code


# Runners whose workers run inside this process, where the progress line can see them.
IN_PROCESS_RUNNERS = ("FnApiRunner", "DirectRunner", "SwitchingDirectRunner",
                      "BundleBasedDirectRunner")


# Above this much input, a local run without --spill is told about it.
SPILL_HINT_BYTES = 500_000_000


def runner_name(options) -> str:
    from apache_beam.options.pipeline_options import StandardOptions

    runner = options.view_as(StandardOptions).runner
    return runner if isinstance(runner, str) else type(runner).__name__


def runs_in_process(options) -> bool:
    from apache_beam.options.pipeline_options import DirectOptions

    return (runner_name(options) in IN_PROCESS_RUNNERS
            and options.view_as(DirectOptions).direct_running_mode != "multi_processing")


def progress_display(progress: str, interval: float | None, files, in_process: bool):
    """The progress line for this run, or None (``off``, not a local run, or ``auto`` without a
    terminal)."""
    from gristmill.pipeline.progress import ProgressDisplay

    tty = sys.stderr.isatty()
    if progress == "off" or not in_process or (progress == "auto" and not tty):
        return None
    # Read bytes are decompressed JSONL bytes or Arrow sizes; only plain JSONL compares with the
    # files' sizes.
    plain = all(f.format == "jsonl" and f.compression == "none" for f in files)
    total = sum(f.size for f in files) if plain else None
    return ProgressDisplay(sys.stderr, interval or (1.0 if tty else 30.0), total)


def run_command(config, beam_flags: list[str], debug: bool, detach: bool = False,
                default_runner: str | None = None, progress: str = "off",
                progress_interval: float | None = None, resume: bool = False,
                spill: bool = False, spill_dir: str | None = None) -> int:
    """Build and run the graph. With ``detach`` the job is submitted and not waited for (what a
    flex-template launcher must do); with Beam's ``--dry_run=True`` the graph is built and checked by
    the runner, nothing runs and the output directory is left alone. A local run shows
    ``progress`` (auto/on/off) and writes ``timings.json`` when it is done. ``spill`` (or a
    ``spill_dir``) keeps texts and token arrays on local disk between stages (gristmill/transforms/spill.py),
    for a local run whose input does not fit in memory ten times over."""
    import contextlib
    import time

    import apache_beam as beam
    from apache_beam.options.pipeline_options import PipelineOptions, TestOptions

    from gristmill.pipeline.graph import build_pipeline, source_inputs
    from gristmill.transforms.read import InputError
    from gristmill.transforms.tokenize import TokenizerError
    from gristmill.transforms.write import MANIFEST_FILE, STATS_FILE, join

    options = PipelineOptions(with_default_runner(beam_flags, default_runner))
    dry_run = bool(options.view_as(TestOptions).dry_run)
    from apache_beam.io.filesystems import FileSystems

    spilling = spill or spill_dir is not None
    if spilling and runner_name(options) not in IN_PROCESS_RUNNERS:
        return _fail(f"--spill is for local runs (the in-process runner), not "
                     f"{runner_name(options)}, whose workers do not share this machine's disk",
                     EXIT_USAGE, debug)
    pipeline = beam.Pipeline(options=options)
    lock = None
    try:
        inputs = source_inputs(config)
        if resume and not dry_run:
            finished = finished_output(config, inputs)
            if finished:
                print(f"gristmill: {finished}")
                return EXIT_OK
        lock = build_pipeline(pipeline, config, files=inputs, prepare_output=not dry_run,
                              resume=resume)
        files = [f for source in inputs for f in source.files]
    except (InputError, TokenizerError, FileExistsError, ConfigError, ValueError) as exc:
        return _fail(str(exc), EXIT_USAGE, debug)
    in_process = runs_in_process(options)
    input_bytes = sum(f.size for f in files)
    if (not spilling and not dry_run and runner_name(options) in IN_PROCESS_RUNNERS
            and input_bytes > SPILL_HINT_BYTES):
        print(f"gristmill: warning: {input_bytes / 1e6:.0f} MB of input on the in-process runner "
              f"needs about 10 MB of memory per MB; add --spill to keep texts and tokens on disk",
              file=sys.stderr)
    display = None if dry_run or detach else progress_display(progress, progress_interval, files,
                                                              in_process)
    started = time.monotonic()
    spill_root = None
    try:
        if spilling and not dry_run:
            spill_root = open_spill(config.output.path, spill_dir)
        with display or contextlib.nullcontext():
            result = pipeline.run()
            if dry_run or detach:
                print(f"gristmill: {submitted(result, dry_run, template_location(options))}")
                return EXIT_OK
            state = result.wait_until_finish()
    except Exception as exc:  # noqa: BLE001 - any failure of the job is reported the same way
        message = str(exc).strip().splitlines()[-1] if str(exc).strip() else type(exc).__name__
        return _fail(f"run failed: {message}", EXIT_FAILED, debug)
    finally:
        # The commit releases the lock; a run that failed before it must not leave the output
        # locked. A detached job's lock stays with the job.
        if lock is not None and not (detach or dry_run):
            lock.release()
        if spill_root is not None:
            close_spill(spill_root)
    wall_seconds = time.monotonic() - started
    if str(state) not in ("DONE", "PipelineState.DONE") or not FileSystems.exists(
            join(config.output.path, MANIFEST_FILE)):
        return _fail(f"run ended in state {state} without a complete output", EXIT_FAILED, debug)
    with FileSystems.open(join(config.output.path, STATS_FILE)) as f:
        stats = json.load(f)
    if in_process:
        record_timings(result, config.output.path, stats, wall_seconds, runner_name(options), debug)
    if resume:
        replayed, computed = resume_counts(result)
        if replayed is not None:
            print(f"gristmill: resumed: {replayed} of {replayed + computed} input ranges came from "
                  f"the killed run's checkpoints")
    docs, tokens = stats["documents"], stats["tokens"]
    print(f"gristmill: done: {config.output.path}: read {docs['read']} documents, kept "
          f"{docs['kept']}, dropped {docs['dropped_total']}, dead-lettered "
          f"{docs['dead_lettered']}; {tokens['total']} tokens in {stats['packing']['rows']} rows")
    for warning in run_warnings(stats, config.output.path):
        print(f"gristmill: warning: {warning}", file=sys.stderr)
    return EXIT_OK


def open_spill(output_path: str, spill_dir: str | None) -> str:
    """Make the run's spill folder and point ``GRISTMILL_SPILL_DIR`` at it: a new folder inside
    ``spill_dir``, else ``_incomplete/spill`` of a local output (the output's lock is held), else
    a new folder in the system's temporary folder."""
    import os
    import shutil
    import tempfile

    from gristmill.transforms import spill
    from gristmill.transforms.output_guard import is_remote
    from gristmill.transforms.write import TEMP_DIR

    if spill_dir is not None:
        os.makedirs(spill_dir, exist_ok=True)
        root = tempfile.mkdtemp(prefix="gristmill-spill-", dir=spill_dir)
    elif not is_remote(output_path):
        root = os.path.join(output_path, TEMP_DIR, "spill")
        # What a killed spilling run left: the folder is the output's own and the lock is ours.
        shutil.rmtree(root, ignore_errors=True)
        os.makedirs(root)
    else:
        root = tempfile.mkdtemp(prefix="gristmill-spill-")
    os.environ[spill.SPILL_ENV] = root
    return root


def close_spill(root: str) -> None:
    """Remove the folder :func:`open_spill` made, with every spill file in it."""
    import logging
    import os
    import shutil

    from gristmill.transforms import spill

    os.environ.pop(spill.SPILL_ENV, None)
    # What this process wrote (all of it with the in-process runner; worker processes count their
    # own). The commit may already have removed the folder with the rest of _incomplete/.
    store = spill.close(root)
    written = store.bytes_written if store is not None else 0
    logging.getLogger("gristmill").info("spilled %.1f MB to %s", written / 1e6, root)
    shutil.rmtree(root, ignore_errors=True)


def finished_output(config, inputs) -> str | None:
    """For ``--resume``: None when ``output.path`` holds no finished output (the run continues),
    the line to print when it holds this very run's output; :class:`OutputError` (exit 2) when the
    finished output was made from another config or other inputs, or its manifest is damaged."""
    from gristmill.pipeline.graph import package_versions
    from gristmill.transforms.output_guard import DamagedManifest, OutputError, read_manifest

    out = config.output.path
    try:
        manifest = read_manifest(out, check_files=True)
    except DamagedManifest as exc:
        raise OutputError(f"cannot resume: {exc}; check it with `gristmill verify {out}`") \
            from None
    if manifest is None:
        return None
    made_from = sorted((entry.get("path"), entry.get("bytes")) for entry in manifest["inputs"])
    now = sorted((f.path, f.size) for source in inputs for f in source.files)
    if made_from != now:
        raise OutputError(f"cannot resume: {out} is a finished output of other input files or "
                          f"sizes; run without --resume, with output.overwrite=true to replace "
                          f"it")
    if manifest.get("fingerprint") != config.fingerprint(package_versions()):
        raise OutputError(f"cannot resume: {out} is a finished output of another config or "
                          f"Gristmill version; run without --resume, with "
                          f"output.overwrite=true to replace it")
    return f"{out} is already complete; nothing to resume (same config and inputs)"


def resume_counts(result) -> tuple[int | None, int]:
    """(ranges replayed from checkpoints, ranges computed), from the run's Beam metrics; None when
    the runner reports no metrics."""
    from apache_beam.metrics.metric import MetricsFilter

    from gristmill.transforms.checkpoint import METRICS_NAMESPACE

    try:
        counters = result.metrics().query(MetricsFilter().with_namespace(METRICS_NAMESPACE))
    except Exception:  # noqa: BLE001 - a runner without metrics
        return None, 0
    totals = {c.key.metric.name: c.committed or 0 for c in counters["counters"]}
    return totals.get("ranges_replayed", 0), totals.get("ranges_computed", 0)


def record_timings(result, output_path: str, stats: dict, wall_seconds: float, runner: str,
                   debug: bool) -> None:
    """Write ``timings.json`` and redraw ``report.html`` with the Throughput section. Times are a
    bonus: a runner that measured none, or a failure here, costs a warning, not the run."""
    from apache_beam.io.filesystems import FileSystems

    from gristmill.pipeline.progress import (read_step_seconds, stage_timings, step_seconds,
                                        write_timings)
    from gristmill.report.html import write_report
    from gristmill.transforms.write import MANIFEST_FILE, join

    try:
        steps = step_seconds(result.monitoring_infos())
        with FileSystems.open(join(output_path, MANIFEST_FILE)) as f:
            manifest = json.load(f)
        timings = stage_timings(steps, stats, manifest.get("config"), wall_seconds, runner,
                                read_step_seconds(result))
        write_timings(output_path, timings)
        write_report(output_path, stats, manifest, timings)
    except Exception as exc:  # noqa: BLE001
        if debug:
            traceback.print_exc()
        print(f"gristmill: warning: could not record stage timings: {exc}", file=sys.stderr)


def submitted(result, dry_run: bool, template_location: str | None = None) -> str:
    """One line on a job that was submitted (or only built) and not waited for. Under a flex
    template, Dataflow's launcher passes ``--template_location``: Beam then writes the job there
    for the launcher to submit, and the result has no job (nor a job id) yet."""
    job = getattr(result, "job", None)
    proto = getattr(job, "proto_pipeline", None)
    if dry_run:
        size = f" of {len(proto.components.transforms)} transforms" if proto is not None else ""
        return f"dry run: the job graph{size} was built and checked; nothing ran"
    if not getattr(result, "has_job", True):
        where = f" to {template_location}" if template_location else ""
        return f"wrote the job{where}, for the template launcher to submit"
    job_id = result.job_id() if hasattr(result, "job_id") else None
    return f"submitted job {job_id}" if job_id else "submitted the job"


def template_location(options) -> str | None:
    from apache_beam.options.pipeline_options import GoogleCloudOptions

    return options.view_as(GoogleCloudOptions).template_location


def train_tokenizer_command(args: argparse.Namespace) -> int:
    from gristmill.transforms.read import InputError

    try:
        record = train_tokenizer.run_from_args(args)
    except (train_tokenizer.TrainingError, InputError) as exc:
        return _fail(str(exc), EXIT_USAGE, args.debug)
    print(f"gristmill: done: {args.output}: vocabulary {record['vocab_size']} from "
          f"{record['documents']} documents ({record['characters']} characters) in "
          f"{record['seconds']} s")
    skipped = record["skipped_records"]
    if skipped:
        kinds = ", ".join(f"{kind} {n}" for kind, n in skipped.items())
        print(f"gristmill: warning: skipped {sum(skipped.values())} records the pipeline would "
              f"dead-letter ({kinds})", file=sys.stderr)
    if record["vocab_size"] < record["parameters"]["vocab_size"]:
        print(f"gristmill: warning: the text has too few pairs occurring "
              f"{record['parameters']['min_frequency']}+ times for a vocabulary of "
              f"{record['parameters']['vocab_size']}; train on more text or lower --min-frequency",
              file=sys.stderr)
    return EXIT_OK


def train_classifier_command(args: argparse.Namespace) -> int:
    from gristmill.transforms.read import InputError

    try:
        record = train_classifier.run_from_args(args)
    except (train_classifier.TrainingError, InputError) as exc:
        return _fail(str(exc), EXIT_USAGE, args.debug)
    print(f"gristmill: done: {args.output}: {train_classifier.describe(record)}")
    skipped = {f"{name} {kind}": n for name, docs in record["documents"].items()
               for kind, n in docs["skipped"].items()}
    if skipped:
        kinds = ", ".join(f"{kind} {n}" for kind, n in skipped.items())
        print(f"gristmill: warning: skipped {sum(skipped.values())} records ({kinds})",
              file=sys.stderr)
    return EXIT_OK


def run_warnings(stats: dict, output_path: str) -> list[str]:
    """What a finished run's ``stats.json`` says the user should look at."""
    from gristmill.transforms.write import join

    docs = stats["documents"]
    warnings = []
    if docs["dead_lettered"]:
        kinds = ", ".join(f"{kind} {n}" for kind, n in stats["dead_lettered"].items())
        warnings.append(f"{docs['dead_lettered']} input records could not be processed ({kinds}); "
                        f"see {join(output_path, 'dead_letter')}")
    if docs["read"] and not docs["kept"]:
        warnings.append("no document was kept; see stats.json for the drop reasons")
    if stats.get("other", {}).get("dedup_near", {}).get("cc_unconverged"):
        warnings.append("near-duplicate clusters did not settle within dedup.near.max_rounds rounds, "
                        "and what was left exceeded dedup.near.finish_edges: some clusters may be "
                        "split and keep more than one document; raise dedup.near.max_rounds")
    return warnings


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args, rest = parser.parse_known_args(argv)
    configure_logging(args.debug, getattr(args, "log_format", "text"))
    if args.command == "train-tokenizer":
        if rest:
            parser.error(f"unrecognized arguments: {' '.join(rest)}")
        return train_tokenizer_command(args)
    if args.command == "train-classifier":
        if rest:
            parser.error(f"unrecognized arguments: {' '.join(rest)}")
        return train_classifier_command(args)
    if args.command == "verify":
        if rest:
            parser.error(f"unrecognized arguments: {' '.join(rest)}")
        from gristmill.tools.verify import main_verify

        return main_verify(args.output)
    if args.command == "inspect":
        if rest:
            parser.error(f"unrecognized arguments: {' '.join(rest)}")
        from gristmill.tools.inspect import main_inspect

        return main_inspect(args.paths, args.config, out=args.out, sample_size=args.sample,
                            pii_sample=args.pii_sample, seed=args.seed, source=args.source,
                            debug=args.debug)
    try:
        overrides, beam_flags = split_args(rest)
        config = load_config(args.config, overrides)
    except (ConfigError, ValueError) as exc:
        return _fail(f"config error: {exc}", EXIT_USAGE, args.debug)
    if args.command == "validate":
        sys.stdout.write(dump_config(config))
        return EXIT_OK
    return run_command(config, beam_flags, args.debug, detach=args.detach, progress=args.progress,
                       progress_interval=args.progress_interval, resume=args.resume,
                       spill=args.spill, spill_dir=args.spill_dir)


if __name__ == "__main__":
    sys.exit(main())
