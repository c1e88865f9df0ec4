"""How full the packed rows are, and what packing costs, for each packing mode on a real corpus.

The documents are tokenized as the pipeline tokenizes them (the bundled ``sample-bpe-16k`` by default,
EOS appended), without the normalize/filter/dedup stages in front, then assigned to shards exactly as
``PackSequences`` assigns them: the shard count from the total size (``row_tokens``) and
``tokens_per_shard``, the shard a seeded stable hash of the id, the order inside a shard the
``order_key``. Each shard is packed with ``pack_shard``, the function the pipeline's combiner calls.

Reported per mode: rows, real tokens, padding, truncated or dropped tokens, efficiency (real tokens /
all tokens in rows) and the CPU seconds of packing alone (``time.process_time``; tokenizing is timed
once, separately). For ``bfd`` it also reports what the padding is made of: the lower bound on rows
(total tokens / seq_len, per shard), and how many rows are less than 99 % full.

    python benchmarks/packing_efficiency.py --input /tmp/gristmill-bench/bench.jsonl [--limit N]
        [--seq-len 2048] [--tokenizer sample-bpe-16k] [--tokens-per-shard 33554432] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gristmill.transforms.hashing import bucket  # noqa: E402
from gristmill.transforms.pack import MODES, order_key, pack_shard, row_tokens  # noqa: E402
from gristmill.transforms.read import record_to_document  # noqa: E402
from gristmill.transforms.sharding import shard_count  # noqa: E402
from gristmill.transforms.tokenize import TokenizerSpec, encode_documents, load_encoder  # noqa: E402

BATCH = 512


def read_documents(path: Path, limit: int | None):
    """The first ``limit`` records of a JSONL file as Documents (position: the line's byte offset)."""
    docs, offset = [], 0
    with path.open("rb") as f:
        for line in f:
            if limit is not None and len(docs) >= limit:
                break
            if line.strip():
                docs.append(record_to_document(json.loads(line), source=str(path), position=offset,
                                               text_field="text", id_field="id"))
            offset += len(line)
    return docs


def tokenize(docs, tokenizer: str) -> tuple[list[np.ndarray], int]:
    encoder = load_encoder(TokenizerSpec(name=tokenizer))
    tokens = []
    for start in range(0, len(docs), BATCH):
        tokens.extend(encode_documents(encoder, [d.text for d in docs[start:start + BATCH]]))
    return tokens, encoder.pad_id


def shards_of(docs, tokens, *, seq_len: int, mode: str, long_documents: str,
              tokens_per_shard: int, seed: int) -> list[list[np.ndarray]]:
    """Each shard's token arrays in shard order, as PackSequences would combine them."""
    size = sum(row_tokens(len(t), seq_len=seq_len, mode=mode, long_documents=long_documents)
               for t in tokens)
    n = shard_count(size, tokens_per_shard)
    keyed: list[list[tuple]] = [[] for _ in range(n)]
    for index, (doc, toks) in enumerate(zip(docs, tokens)):
        keyed[bucket(doc.id, n, seed)].append((order_key(doc, seed), index))
    return [[tokens[i] for _, i in sorted(shard)] for shard in keyed]


def measure(docs, tokens, pad_id: int, *, seq_len: int, mode: str, long_documents: str,
            tokens_per_shard: int, seed: int) -> dict:
    shards = shards_of(docs, tokens, seq_len=seq_len, mode=mode, long_documents=long_documents,
                       tokens_per_shard=tokens_per_shard, seed=seed)
    result = {"mode": mode, "shards": len(shards), "rows": 0, "real_tokens": 0, "padding": 0,
              "dropped": 0, "truncated": 0, "cpu_seconds": 0.0, "lower_bound_rows": 0,
              "rows_under_99pct": 0, "max_shard_rows": 0}
    for streams in shards:
        start = time.process_time()
        rows = pack_shard(streams, seq_len=seq_len, mode=mode, pad_id=pad_id,
                          long_documents=long_documents)
        result["cpu_seconds"] += time.process_time() - start
        real = int(rows.num_tokens.sum())
        result["rows"] += len(rows.num_tokens)
        result["max_shard_rows"] = max(result["max_shard_rows"], len(rows.num_tokens))
        result["real_tokens"] += real
        result["padding"] += rows.padding
        result["dropped"] += rows.tokens_dropped
        result["truncated"] += rows.tokens_truncated
        result["lower_bound_rows"] += -(-sum(len(s) for s in streams) // seq_len)
        result["rows_under_99pct"] += int((rows.num_tokens < 0.99 * seq_len).sum())
        del rows
    total = result["real_tokens"] + result["padding"]
    result["efficiency"] = result["real_tokens"] / total if total else None
    result["cpu_seconds"] = round(result["cpu_seconds"], 2)
    return result


def length_profile(tokens, seq_len: int) -> dict:
    lengths = np.fromiter((len(t) for t in tokens), dtype=np.int64, count=len(tokens))
    return {"documents": len(lengths), "tokens": int(lengths.sum()),
            "median_tokens": float(np.median(lengths)) if len(lengths) else 0.0,
            "p90_tokens": float(np.percentile(lengths, 90)) if len(lengths) else 0.0,
            "longer_than_seq_len": int((lengths > seq_len).sum()),
            "tokens_in_long_documents": int(lengths[lengths > seq_len].sum())}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--input", type=Path, default=Path("/tmp/gristmill-bench/bench.jsonl"))
    parser.add_argument("--limit", type=int, default=None, help="first N documents (default: all)")
    parser.add_argument("--tokenizer", default="sample-bpe-16k")
    parser.add_argument("--seq-len", type=int, default=2048)
    parser.add_argument("--tokens-per-shard", type=int, default=1 << 25)
    parser.add_argument("--long-documents", choices=("split", "truncate"), default="split")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--modes", nargs="+", choices=MODES, default=list(MODES))
    parser.add_argument("--json", type=Path, help="also write the results here")
    args = parser.parse_args(argv)

    docs = read_documents(args.input, args.limit)
    start = time.process_time()
    tokens, pad_id = tokenize(docs, args.tokenizer)
    tokenize_seconds = time.process_time() - start
    profile = length_profile(tokens, args.seq_len)
    print(f"{args.input}: {profile['documents']} documents, {profile['tokens']} tokens "
          f"({args.tokenizer}, tokenized in {tokenize_seconds:.1f} CPU s); median "
          f"{profile['median_tokens']:.0f}, p90 {profile['p90_tokens']:.0f} tokens; "
          f"{profile['longer_than_seq_len']} documents longer than {args.seq_len} hold "
          f"{profile['tokens_in_long_documents']} tokens")
    print(f"seq_len {args.seq_len}, tokens_per_shard {args.tokens_per_shard}, "
          f"long_documents {args.long_documents}, seed {args.seed}")
    print("| mode | shards | rows | real tokens | padding | dropped | truncated | efficiency "
          "| rows < 99 % full | lower bound rows | pack CPU s |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    results = []
    for mode in args.modes:
        r = measure(docs, tokens, pad_id, seq_len=args.seq_len, mode=mode,
                    long_documents=args.long_documents, tokens_per_shard=args.tokens_per_shard,
                    seed=args.seed)
        results.append(r)
        print(f"| {mode} | {r['shards']} | {r['rows']} | {r['real_tokens']} | {r['padding']} "
              f"| {r['dropped']} | {r['truncated']} | {100 * r['efficiency']:.3f} % "
              f"| {r['rows_under_99pct']} | {r['lower_bound_rows']} | {r['cpu_seconds']:.2f} |",
              flush=True)
    if args.json:
        args.json.write_text(json.dumps({"profile": profile, "args": {
            k: str(v) for k, v in vars(args).items()}, "results": results}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
