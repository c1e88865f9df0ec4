"""Memory and speed of the url_blocklist rule's lists at the size of real blocklists.

Writes a synthetic domain list (``--domains`` entries) and URL list (``--urls`` entries) into a temp
directory outside the repository, then measures, each in a fresh process so that memory figures are
not mixed up:

* ``build``: reading the list and writing its hash index (first run on a machine);
* ``open``: a process that finds the index already built (every other process and run);
* ``frozenset``: the same reading into a Python frozenset of strings, at ``--frozenset-domains``
  entries (a size that fits), extrapolated per entry;
* lookups per second of hosts with 3 to 5 labels (half under a listed domain), of whole URLs and of
  URL prefixes, and for a small list (held as a frozenset).

Memory is read from ``/proc/self/status``: ``RssAnon`` (private memory) and ``RssFile`` (pages of
mapped files, shared by every process that maps them), as the change from before the list was
loaded, and ``VmHWM`` (peak RSS). Run::

    python benchmarks/url_lists.py --domains 20000000 --urls 2000000
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TLDS = ("com", "net", "org", "de", "fr", "ru", "info", "co.uk", "com.br", "xyz")


def status() -> dict[str, int]:
    """Memory fields of /proc/self/status, in bytes."""
    fields = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "RssAnon", "RssFile", "VmHWM"):
            fields[key] = int(value.split()[0]) * 1024
    return fields


def domain(i: int) -> str:
    # Two to four labels, like the entries of UT1's lists (mostly registrable domains, some hosts).
    kind = i % 4
    base = f"site{i:x}.{TLDS[i % len(TLDS)]}"
    return base if kind < 2 else f"www.{base}" if kind == 2 else f"cdn{i % 7}.img.{base}"


def write_lists(folder: Path, domains: int, urls: int) -> None:
    with open(folder / "domains.txt", "w") as out:
        out.write("# synthetic blocklist\n")
        for i in range(domains):
            out.write(domain(i) + "\n")
    with open(folder / "urls.txt", "w") as out:
        for i in range(urls):
            out.write(f"{domain(i * 7)}/path/{i % 1000}/page{i}.html\n")


def probe_hosts(domains: int, n: int) -> list[str]:
    """``n`` hosts of 3 to 5 labels; even ones under a listed domain, odd ones not."""
    rng = random.Random(0)
    hosts = []
    for j in range(n):
        labels = rng.randint(3, 5)
        if j % 2 == 0:
            base = domain(rng.randrange(domains // 4) * 4)
        else:
            base = f"other{rng.randrange(10**9):x}.{TLDS[j % len(TLDS)]}"
        extra = labels - base.count(".") - 1
        hosts.append(".".join([f"a{k}" for k in range(max(extra, 0))] + [base]))
    return hosts


def lookup_rate(fn, items: list) -> tuple[float, int]:
    """Lookups per second over ``items`` and how many matched, after one pass that warms up the
    pages (a worker looks up millions of documents; the first touch of each page is paid once)."""
    for item in items:
        fn(item)
    start = time.perf_counter()
    hits = sum(fn(item) is not None for item in items)
    return len(items) / (time.perf_counter() - start), hits


def child(task: str, folder: Path, size: int, lookups: int) -> dict:
    from gristmill.transforms.filters import metadata
    from gristmill.transforms.filters.url_lists import KeyList, first_member

    before = status()
    start = time.perf_counter()
    if task in ("build", "open"):
        keys = KeyList.load(str(folder / "domains.txt"), "domains", "url_blocklist")
        members = keys.members()
        seconds = time.perf_counter() - start
        loaded = status()
        hosts = probe_hosts(size, lookups)
        rate, hits = lookup_rate(lambda h: metadata.blocked_domain(h, members), hosts)
        after = status()
        result = {"entries": len(keys), "seconds": seconds,
                  "anon_delta": loaded["RssAnon"] - before["RssAnon"],
                  "file_delta_after_lookups": after["RssFile"] - before["RssFile"],
                  "peak_delta": loaded["VmHWM"] - before["VmRSS"],
                  "host_lookups_per_s": rate, "hits": hits, "probes": len(hosts)}
        if task == "open":
            urls = KeyList.load(str(folder / "urls.txt"), "urls", "url_blocklist").members()
            prefixes = KeyList.load(str(folder / "urls.txt"), "prefixes", "url_blocklist").members()
            rng = random.Random(1)
            n_urls = sum(1 for _ in open(folder / "urls.txt"))
            probes = [f"https://{domain(i * 7)}/path/{i % 1000}/page{i}.html#top" if j % 2 == 0 else
                      f"https://{domain(i)}/path/{i % 1000}/other{i}.html?x=1"
                      for j, i in enumerate(rng.randrange(n_urls) for _ in range(lookups))]
            result["url_lookups_per_s"], result["url_hits"] = lookup_rate(
                lambda u: True if first_member(urls, [metadata.url_key(u)]) >= 0 else None, probes)
            result["prefix_lookups_per_s"], _ = lookup_rate(
                lambda u: True if first_member(prefixes, metadata.url_prefixes(metadata.url_key(u))) >= 0
                else None, probes)
        return result
    if task == "frozenset":
        path = folder / "frozenset.txt"
        with open(path, "w") as out:
            for i in range(size):
                out.write(domain(i) + "\n")
        domains = metadata.read_domain_list(str(path))
        seconds = time.perf_counter() - start
        loaded = status()
        hosts = probe_hosts(size, lookups)
        rate, hits = lookup_rate(lambda h: metadata.blocked_domain(h, domains), hosts)
        return {"entries": len(domains), "seconds": seconds,
                "anon_delta": loaded["RssAnon"] - before["RssAnon"],
                "peak_delta": loaded["VmHWM"] - before["VmRSS"],
                "host_lookups_per_s": rate, "hits": hits, "probes": len(hosts)}
    if task == "small":
        path = folder / "small.txt"
        with open(path, "w") as out:
            for i in range(size):
                out.write(domain(i) + "\n")
        members = KeyList.load(str(path), "domains", "url_blocklist").members()
        hosts = probe_hosts(size, lookups)
        rate, hits = lookup_rate(lambda h: metadata.blocked_domain(h, members), hosts)
        return {"entries": len(members), "kind": type(members).__name__,
                "host_lookups_per_s": rate, "hits": hits}
    raise ValueError(task)


def run_child(task: str, folder: Path, size: int, lookups: int) -> dict:
    env = {**os.environ, "GRISTMILL_LIST_CACHE": str(folder / "cache"), "HF_HUB_OFFLINE": "1"}
    out = subprocess.run([sys.executable, __file__, "--child", task, "--dir", str(folder),
                          "--size", str(size), "--lookups", str(lookups)],
                         check=True, capture_output=True, text=True, env=env, cwd=REPO)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--domains", type=int, default=20_000_000)
    parser.add_argument("--urls", type=int, default=2_000_000)
    parser.add_argument("--frozenset-domains", type=int, default=2_000_000)
    parser.add_argument("--lookups", type=int, default=300_000)
    parser.add_argument("--dir", help="work directory (default: a new temp dir, removed afterwards)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--size", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        sys.path.insert(0, str(REPO))
        print(json.dumps(child(args.child, Path(args.dir), args.size, args.lookups)))
        return
    folder = Path(args.dir) if args.dir else Path(tempfile.mkdtemp(prefix="gristmill-url-lists-"))
    if folder.resolve().is_relative_to(REPO):
        sys.exit("--dir must be outside the repository")
    folder.mkdir(parents=True, exist_ok=True)
    try:
        start = time.perf_counter()
        write_lists(folder, args.domains, args.urls)
        print(f"wrote {args.domains:,} domains and {args.urls:,} URLs in "
              f"{time.perf_counter() - start:.1f} s to {folder}", file=sys.stderr)
        results = {
            "build": run_child("build", folder, args.domains, args.lookups),
            "open": run_child("open", folder, args.domains, args.lookups),
            "frozenset": run_child("frozenset", folder, args.frozenset_domains, args.lookups),
            "small": run_child("small", folder, 10_000, args.lookups),
        }
        index_bytes = sum(p.stat().st_size for p in (folder / "cache").glob("*.npy"))
        results["index_files_bytes"] = index_bytes
        report(results)
        print(json.dumps(results))
    finally:
        if not args.dir:
            shutil.rmtree(folder, ignore_errors=True)


def report(r: dict) -> None:
    build, opened, fset = r["build"], r["open"], r["frozenset"]
    n = build["entries"]
    per_entry = fset["anon_delta"] / fset["entries"]
    lines = [
        f"domains: {n:,} distinct entries",
        f"build (read, hash, sort, write index): {build['seconds']:.1f} s; peak RSS +{build['peak_delta'] / 1e6:,.0f} MB",
        f"open existing index: {opened['seconds']:.2f} s; private memory +{opened['anon_delta'] / 1e6:,.1f} MB; "
        f"mapped pages after {opened['probes']:,} lookups +{opened['file_delta_after_lookups'] / 1e6:,.0f} MB "
        f"({opened['file_delta_after_lookups'] / n:.2f} B/entry, shared by all processes)",
        f"index: {r['index_files_bytes'] / n:.2f} bytes per entry on disk/page cache (domains + URL indexes: "
        f"{r['index_files_bytes'] / 1e6:,.0f} MB)",
        f"frozenset at {fset['entries']:,}: {fset['seconds']:.1f} s; +{fset['anon_delta'] / 1e6:,.0f} MB = {per_entry:.0f} B/entry "
        f"-> {per_entry * n / 1e9:.1f} GB per process at {n:,}",
        f"host lookups/s (3-5 labels): index {opened['host_lookups_per_s']:,.0f} ({opened['hits']:,} of "
        f"{opened['probes']:,} blocked); frozenset {fset['host_lookups_per_s']:,.0f}; "
        f"small list ({r['small']['kind']}) {r['small']['host_lookups_per_s']:,.0f}",
        f"URL lookups/s: exact {opened['url_lookups_per_s']:,.0f} ({opened['url_hits']:,} hits); "
        f"prefix {opened['prefix_lookups_per_s']:,.0f}",
    ]
    print("\n".join(lines), file=sys.stderr)


if __name__ == "__main__":
    main()
