#!/usr/bin/env python
"""Whether this checkout writes the same bytes as an earlier revision, on the same input.

    python benchmarks/same_across_revisions.py --before REF --input PATH [--work DIR]
                                               [--scenario NAME ...]

For every scenario, runs the command line of revision REF (checked out with ``git worktree`` into
``DIR/rev-<sha>``) and of this checkout on PATH, and compares the outputs with
:func:`gristmill.tools.verify.comparable_digests` (every file but the timed ones). The outputs of
REF are kept under ``DIR`` and reused, so a second comparison against the same REF runs only this
checkout. Exit 0 when every scenario is the same, 1 when any differs.

One change of the config's shape is allowed for: ``langid`` became ``filters.langid``. An output of a
revision from before it records its config the old way in ``manifest.json`` (and the fingerprint of
that config there and in ``report.html``); the comparison moves the section to its new place,
recomputes the fingerprint from the moved config, writes ``manifest.json`` as the run does and
draws ``report.html`` again from it, and then wants the same bytes. Any other difference counts.

Scenarios cover every stage and every tool that reads records:

- ``default``: ``configs/default.yaml`` (normalize, length filter, exact dedup, tokenize, pack);
- ``web``: ``configs/raw_web.yaml`` (language ID, Gopher, C4, FineWeb) plus near dedup, paragraph
  dedup, rejects and Megatron output;
- ``pii``: ``configs/default.yaml`` with PII redaction (slow: use a smaller PATH);
- ``inspect``: ``gristmill inspect`` with ``configs/raw_web.yaml``;
- ``train-tokenizer``: a 2,048-token BPE trained on PATH.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gristmill.pipeline.config import fingerprint_of  # noqa: E402
from gristmill.report.html import render_report, without_timed_section  # noqa: E402
from gristmill.tools.verify import comparable_digests  # noqa: E402
from gristmill.transforms.output_guard import json_bytes  # noqa: E402

RUNNER = "--runner=DirectRunner"
SCENARIOS = {
    "default": lambda inp, out: [
        "run", "-c", "configs/default.yaml", f"input.paths=[{inp}]", f"output.path={out}",
        RUNNER],
    "web": lambda inp, out: [
        "run", "-c", "configs/raw_web.yaml", f"input.paths=[{inp}]", f"output.path={out}",
        "dedup.near.enabled=true", "dedup.segments.enabled=true", "output.rejects=true",
        "output.formats=[parquet,megatron]", RUNNER],
    "pii": lambda inp, out: [
        "run", "-c", "configs/default.yaml", f"input.paths=[{inp}]", f"output.path={out}",
        "pii.enabled=true", RUNNER],
    "inspect": lambda inp, out: [
        "inspect", inp, "-c", "configs/raw_web.yaml", "--out", out],
    "train-tokenizer": lambda inp, out: [
        "train-tokenizer", "--output", out, "--vocab-size", "2048", inp],
}


def moved_langid(config: dict) -> dict:
    """A dumped config (``Config.content_dict()``) with the old top-level ``langid`` section (and
    each source's) under ``filters``, where the config keeps it now."""
    config = json.loads(json.dumps(config))
    if "langid" in config:
        config["filters"]["langid"] = config.pop("langid")
    for source in config.get("sources", []):
        langid = source.pop("langid", {})
        if langid:
            source.setdefault("filters", {})["langid"] = langid
    for sections in config.get("source_sections", {}).values():
        if "langid" in sections:
            sections["filters"]["langid"] = sections.pop("langid")
    return config


def upgraded(before: Path) -> dict[str, bytes]:
    """The files of an earlier output whose bytes carry the config's shape, as the current shape
    makes them: {relative path: bytes}; empty when the output already has the current shape."""
    manifest_path = before / "manifest.json"
    if not manifest_path.exists():
        return {}
    manifest = json.loads(manifest_path.read_bytes())
    config = moved_langid(manifest["config"])
    if config == manifest["config"]:
        return {}
    new = fingerprint_of(config, manifest["versions"])
    # The run writes its manifest with json_bytes: the same call makes the same bytes.
    files = {"manifest.json": json_bytes({**manifest, "config": config, "fingerprint": new})}
    if (before / "report.html").exists():
        # The page is drawn from stats.json and the manifest alone (its timed section aside), and
        # stats.json is compared as it is: draw it again from the moved manifest.
        stats = json.loads((before / "stats.json").read_bytes())
        files["report.html"] = render_report(
            stats, {**manifest, "config": config, "fingerprint": new}).encode()
    return files


def digests(out: Path, replaced: dict[str, bytes]) -> dict[str, str]:
    found = comparable_digests(str(out))
    found.pop(".complete", None)
    for name, data in replaced.items():
        found[name] = hashlib.sha256(without_timed_section(data) if name == "report.html"
                                     else data).hexdigest()
    return found


def revision_checkout(ref: str, work: Path) -> Path:
    sha = subprocess.run(["git", "rev-parse", ref], cwd=ROOT, check=True, capture_output=True,
                         text=True).stdout.strip()
    path = work / f"rev-{sha[:12]}"
    if not path.exists():
        subprocess.run(["git", "worktree", "add", "--detach", str(path), sha], cwd=ROOT,
                       check=True, capture_output=True)
    return path


def run(code: Path, args: list[str], out: Path) -> float:
    """Runs the command line of the checkout at ``code`` (its own modules first on the path)."""
    env = dict(os.environ, HF_HUB_OFFLINE="1", TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS="",
               PYTHONPATH=str(code))
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "gristmill", *args], cwd=code, env=env,
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{code}: {' '.join(args)} exited {done.returncode}:\n{done.stderr[-3000:]}")
    (out / ".complete").touch() if out.is_dir() else None
    return time.monotonic() - started


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", required=True, help="git revision to compare against")
    parser.add_argument("--input", required=True, help="input path (file, glob or directory)")
    parser.add_argument("--work", default="/tmp/gristmill-revisions", help="scratch directory")
    parser.add_argument("--scenario", nargs="+", choices=sorted(SCENARIOS),
                        default=["default", "web", "inspect", "train-tokenizer"])
    parser.add_argument("--before-only", action="store_true",
                        help="only make (and keep) the outputs of --before")
    args = parser.parse_args(argv)
    work = Path(args.work).resolve()
    work.mkdir(parents=True, exist_ok=True)
    before = revision_checkout(args.before, work)
    tag = Path(args.input).name.replace("*", "_")
    failed = 0
    for name in args.scenario:
        outputs = {}
        sides = (("before", before),) if args.before_only else (("before", before), ("after", ROOT))
        for side, code in sides:
            out = work / f"{before.name}-{tag}-{name}" if side == "before" else \
                work / f"current-{tag}-{name}"
            if side == "before" and (out / ".complete").exists():
                outputs[side] = out
                continue
            shutil.rmtree(out, ignore_errors=True)
            seconds = run(code, SCENARIOS[name](str(Path(args.input).resolve()), str(out)), out)
            print(f"{name}: {side} ran in {seconds:.1f} s", flush=True)
            outputs[side] = out
        if args.before_only:
            continue
        a = digests(outputs["before"], upgraded(outputs["before"]))
        b = digests(outputs["after"], {})
        differ = sorted(n for n in a.keys() & b.keys() if a[n] != b[n]) + \
            sorted(a.keys() ^ b.keys())
        if differ:
            failed += 1
            print(f"{name}: DIFFERS in {len(differ)} file(s): {', '.join(differ[:10])}")
        else:
            print(f"{name}: same ({len(a)} files)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
