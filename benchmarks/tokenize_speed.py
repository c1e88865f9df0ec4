"""Throughput of Gristmill's tokenize stage against the tokenizer library alone, on the same documents.

The product target is that the stage reaches at least 80 % of the library's own batch throughput per
core. The same in-memory documents are tokenized in batches of ``--batch-size`` in several ways
(``--paths`` picks them):

* ``library``: the tokenizer loaded the usual way and called on lists of strings, nothing else. A
  Hugging Face tokenizer is ``tokenizers.Tokenizer.from_file(tokenizer.json)`` with
  ``encode_batch_fast(texts, add_special_tokens=False)`` and ``.ids`` read from each encoding; a
  tiktoken encoding is ``encode_ordinary_batch(texts)`` with its default thread count. For a Hugging
  Face tokenizer a second row, ``library+specials-as-text``, also sets ``encode_special_tokens`` as
  the stage does, so that both produce the same ids.
* ``TokenizeFn``: the stage's DoFn driven directly (``setup`` once, then ``process`` per batch of
  ``Document``), so the stage's own cost is seen without a runner around it.
* ``beam``: the ``Tokenize`` transform in a pipeline on the in-process FnApiRunner (one worker,
  in-memory), fed by ``beam.Create`` of the documents. It is timed whole: graph construction (which
  encodes every element for ``Create``), the tokenizer's load inside the worker, ``Create``'s
  reshuffle and ``BatchElements``. A ``create-only`` row runs the same pipeline without ``Tokenize``
  (``Create`` and a counting ``Map``) to show how much of it is the feeding alone; nothing is
  subtracted from the ``beam`` row. ``beam Tokenize, indexed feed`` is the same pipeline fed with
  ``Create`` of indices (no reshuffle) and a lookup into the documents held by this process, so that
  what remains is the runner, ``BatchElements`` and the stage.

Every rate counts the same tokens, the document's own (BOS/EOS added by the stage are not counted),
so a ratio of rates is a ratio of times. CPU seconds are ``time.process_time()``, i.e. all threads of
this process: the Hugging Face backend encodes a batch on a rayon thread pool and tiktoken on
``num_threads`` threads, so ``cores`` (CPU s / wall s) says how many cores a row kept busy.
``other_load`` is the CPU that other processes used meanwhile (from ``/proc/stat``), in cores; on a
shared machine it inflates both wall and CPU time. ``--repeat K`` runs every path once per round,
K rounds, and keeps each path's median run; ``--rayon-threads N`` fixes the Hugging Face backend's
thread count for every path; ``--profile`` adds a cProfile of the ``TokenizeFn`` path.

    python benchmarks/tokenize_speed.py --input /tmp/gristmill-bench/bench.jsonl [--limit N]
        [--tokenizer sample-bpe-16k] [--batch-size 256] [--repeat K]
        [--rayon-threads N] [--paths library,specials,fn,create,beam,indexed] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import json
import os
import pstats
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.filter_parity import read_jsonl  # noqa: E402
from benchmarks.run_benchmark import cpu_busy_seconds  # noqa: E402
from gristmill.transforms.document import Document  # noqa: E402
from gristmill.transforms.stage import METRICS_NAMESPACE  # noqa: E402
from gristmill.transforms.tokenize import (TokenizeFn, Tokenize, TokenizerSpec, load_encoder,  # noqa: E402
                                 resolve_source)


PATHS = ("library", "specials", "fn", "create", "beam", "indexed")

# Documents for the ``indexed feed`` row, which feeds the pipeline indices into this list instead of
# the documents themselves. The runner works in this process, so the list is shared, not shipped.
FEED: list[Document] = []


def document_at(index: int) -> Document:
    return FEED[index]


def batches(items: list, size: int):
    for lo in range(0, len(items), size):
        yield items[lo:lo + size]


def timed(run) -> dict:
    """Runs ``run()`` (which returns the number of tokens) and measures it."""
    gc.collect()
    busy0, cpu0, wall0 = cpu_busy_seconds(), time.process_time(), time.perf_counter()
    tokens = run()
    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    busy1 = cpu_busy_seconds()
    other = None if busy0 is None or busy1 is None else max(0.0, busy1 - busy0 - cpu) / wall
    return {"tokens": tokens, "wall_s": wall, "cpu_s": cpu, "other_load": other}


# ----------------------------------------------------------------------------------------------
# The three ways of tokenizing


def library_runner(spec: TokenizerSpec, texts: list[str], batch_size: int,
                   specials_as_text: bool = False):
    kind, location = resolve_source(spec)
    if kind == "tiktoken":
        import tiktoken

        encoding = tiktoken.get_encoding(location)

        def run():
            return sum(len(ids) for batch in batches(texts, batch_size)
                       for ids in encoding.encode_ordinary_batch(batch))
        return run

    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(Path(location) / "tokenizer.json"))
    tokenizer.encode_special_tokens = specials_as_text

    def run():
        total = 0
        for batch in batches(texts, batch_size):
            total += sum(len(e.ids) for e in tokenizer.encode_batch_fast(
                batch, add_special_tokens=False))
        return total
    return run


def tokenize_fn_runner(spec: TokenizerSpec, docs: list[Document], batch_size: int):
    fn = TokenizeFn(spec)
    fn.setup()
    specials = fn.specials

    def run():
        total = 0
        fn.start_bundle()
        for batch in batches(docs, batch_size):
            for out in fn.process(batch):
                if isinstance(out, tuple):
                    total += len(out[1]) - specials
        list(fn.finish_bundle())
        return total
    return run


def beam_runner(spec: TokenizerSpec, docs: list[Document], batch_size: int, tokenize: bool,
                indexed: bool = False):
    import apache_beam as beam
    from apache_beam.metrics.metric import MetricsFilter
    from apache_beam.options.pipeline_options import PipelineOptions

    options = PipelineOptions(["--runner=FnApiRunner", "--direct_num_workers=1",
                               "--direct_running_mode=in_memory"])
    specials = int(spec.add_bos) + int(spec.add_eos)
    counter = "tokens/documents"

    def run():
        p = beam.Pipeline(options=options)
        if indexed:
            # Imported by name, so that the pickled function refers to the module, not __main__.
            from benchmarks import tokenize_speed
            tokenize_speed.FEED[:] = docs
            fed = (p | "Create" >> beam.Create(range(len(docs)), reshuffle=False)
                   | "Lookup" >> beam.Map(tokenize_speed.document_at))
        else:
            fed = p | "Create" >> beam.Create(docs)
        if tokenize:
            _ = fed | "Tokenize" >> Tokenize(spec, batch_size=batch_size)
        else:
            # Counts the characters so that the elements are really decoded and touched.
            _ = fed | "Count" >> beam.Map(lambda doc: beam.metrics.Metrics.counter(
                METRICS_NAMESPACE, counter).inc(len(doc.text)))
        result = p.run()
        result.wait_until_finish()
        found = result.metrics().query(MetricsFilter().with_name(counter))["counters"]
        total = sum(c.committed for c in found)
        return total - specials * len(docs) if tokenize else 0
    return run


# ----------------------------------------------------------------------------------------------
# Reporting


def summarize(rows: list[dict], tokenizer: str, n_docs: int, n_bytes: int) -> list[dict]:
    base = next(r for r in rows if r["path"] == "library")
    out = []
    for r in rows:
        rec = {"tokenizer": tokenizer, "path": r["path"], "documents": n_docs,
               "mb": round(n_bytes / 1e6, 1), "tokens": r["tokens"],
               "wall_s": round(r["wall_s"], 2), "cpu_s": round(r["cpu_s"], 2),
               "cores": round(r["cpu_s"] / r["wall_s"], 2),
               "tok_per_cpu_s": round(r["tokens"] / r["cpu_s"]),
               "tok_per_wall_s": round(r["tokens"] / r["wall_s"]),
               "other_load": None if r["other_load"] is None else round(r["other_load"], 2)}
        if r["tokens"]:
            rec["ratio_cpu"] = round(base["cpu_s"] / r["cpu_s"], 3)
            rec["ratio_wall"] = round(base["wall_s"] / r["wall_s"], 3)
        out.append(rec)
        print(json.dumps(rec), flush=True)
    return out


def print_table(records: list[dict], file=sys.stderr) -> None:
    print("| tokenizer | path | docs | tokens | wall s | CPU s | cores | tokens/CPU-s | tokens/wall-s "
          "| ÷ library (CPU) | ÷ library (wall) | other load |", file=file)
    print("|---|---|---|---|---|---|---|---|---|---|---|---|", file=file)
    for r in records:
        ratio_cpu = f"{r['ratio_cpu']:.1%}" if "ratio_cpu" in r else "–"
        ratio_wall = f"{r['ratio_wall']:.1%}" if "ratio_wall" in r else "–"
        print(f"| {r['tokenizer']} | {r['path']} | {r['documents']:,} | {r['tokens']:,} "
              f"| {r['wall_s']:.2f} | {r['cpu_s']:.2f} | {r['cores']:.2f} "
              f"| {r['tok_per_cpu_s']:,} | {r['tok_per_wall_s']:,} | {ratio_cpu} | {ratio_wall} "
              f"| {r['other_load']} |", file=file)


def run_rounds(paths: list, repeat: int) -> list[dict]:
    """Runs every path once per round, ``repeat`` rounds, so that a change in the machine's load
    hits all paths alike; keeps, per path, the run with the median CPU time (the lower of the two
    middle ones for an even count)."""
    results: dict[str, list[dict]] = {name: [] for name, _ in paths}
    for round_no in range(repeat):
        for name, run_path in paths:
            result = timed(run_path)
            results[name].append(result)
            print(f"# round {round_no + 1} {name}: {result['wall_s']:.2f} s wall, "
                  f"{result['cpu_s']:.2f} s CPU, other load {result['other_load']}",
                  file=sys.stderr, flush=True)
    rows = []
    for name, runs in results.items():
        for r in runs:
            r["other_load"] = None if r["other_load"] is None else round(r["other_load"], 2)
        runs.sort(key=lambda r: r["cpu_s"])
        rows.append({"path": name, **runs[(len(runs) - 1) // 2]})
    return rows


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--input", required=True, help="JSONL (.jsonl or .jsonl.zst) with id and text")
    parser.add_argument("--limit", type=int, default=None, help="first N documents only")
    parser.add_argument("--tokenizer", default="sample-bpe-16k")
    parser.add_argument("--batch-size", type=int, default=256)
    parser.add_argument("--repeat", type=int, default=1, help="runs per path; the median is kept")
    parser.add_argument("--rayon-threads", type=int, default=None,
                        help="size of the Hugging Face backend's thread pool (RAYON_NUM_THREADS) for "
                             "every path; default: the library's own, one per core")
    parser.add_argument("--paths", default=",".join(PATHS),
                        help="which rows to run: library (always), specials "
                             "(library+specials-as-text, Hugging Face only), fn (TokenizeFn), "
                             "create (beam create-only), beam (beam Tokenize), indexed (beam "
                             "Tokenize fed by indices into the documents held in memory)")
    parser.add_argument("--profile", action="store_true",
                        help="also profile the TokenizeFn path with cProfile (top 20 by own time)")
    args = parser.parse_args(argv)
    if args.rayon_threads:
        # Read by rayon when its pool starts, at the first batch encode, so setting it here is enough.
        os.environ["RAYON_NUM_THREADS"] = str(args.rayon_threads)

    records = read_jsonl(args.input, args.limit)
    texts = [r["text"] for r in records]
    docs = [Document(id=str(r["id"]), text=r["text"]) for r in records]
    del records
    n_bytes = sum(len(t.encode("utf-8")) for t in texts)
    spec = TokenizerSpec(name=args.tokenizer)
    kind, _ = resolve_source(spec)

    load0 = time.perf_counter()
    load_encoder(spec)
    print(f"# {args.tokenizer}: load_encoder {time.perf_counter() - load0:.2f} s (kind {kind}); "
          f"{len(texts):,} documents, {n_bytes / 1e6:.1f} MB", file=sys.stderr, flush=True)

    wanted = set(args.paths.split(","))
    unknown = wanted - set(PATHS)
    if unknown or "library" not in wanted:
        parser.error(f"--paths takes a comma-separated subset of {','.join(PATHS)} including library")
    paths = [("library", library_runner(spec, texts, args.batch_size))]
    if kind == "hf" and "specials" in wanted:
        paths.append(("library+specials-as-text",
                      library_runner(spec, texts, args.batch_size, specials_as_text=True)))
    if "fn" in wanted:
        paths.append(("TokenizeFn", tokenize_fn_runner(spec, docs, args.batch_size)))
    if "create" in wanted:
        paths.append(("beam create-only", beam_runner(spec, docs, args.batch_size, False)))
    if "beam" in wanted:
        paths.append(("beam Tokenize", beam_runner(spec, docs, args.batch_size, True)))
    if "indexed" in wanted:
        paths.append(("beam Tokenize, indexed feed",
                      beam_runner(spec, docs, args.batch_size, True, indexed=True)))

    # One batch through each tokenizer first, so that no path pays for lazy initialisation.
    warm = texts[:args.batch_size]
    library_runner(spec, warm, args.batch_size)()
    tokenize_fn_runner(spec, docs[:args.batch_size], args.batch_size)()

    rows = run_rounds(paths, args.repeat)
    counts = {r["path"]: r["tokens"] for r in rows if r["tokens"]}
    if len(set(counts.values())) > 1:
        print(f"# token counts differ between paths: {counts}", file=sys.stderr)
    print_table(summarize(rows, args.tokenizer, len(texts), n_bytes))

    if args.profile:
        run_fn = tokenize_fn_runner(spec, docs, args.batch_size)
        profiler = cProfile.Profile()
        profiler.runcall(run_fn)
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("tottime").print_stats(20)
    return 0


if __name__ == "__main__":
    sys.exit(main())
