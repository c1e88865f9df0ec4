"""How well and how fast each HTML main-content engine separates a page's main text from its
boilerplate, on documentation pages installed on this machine.

Gold labels come from each page generator's own DOM: the main region is the element the generator
puts the content in (mdBook's ``<main>``, rustdoc's ``#main-content``, Node's ``#apicontent``, …),
boilerplate is the visible text outside it (navigation, sidebars, headers, footers, help pop-ups).
Script and style text is counted apart. Per engine configuration and page family:

* ``main_kept``: share of the main region's words found in the output (word-multiset recall: a
  word counted n times in the main text is matched at most n times);
* ``boilerplate_removed``: share of the boilerplate's words not in the output, after the output's
  words have first been matched against the main text (a word in both counts as main);
* ``code_removed``: the same for script and style text;
* ``pages_per_s``: pages per second in this one process (one core), engine call only.

Families are split into development families (``mdbook``, ``rustdoc``, ``node``), on which the
stage's settings were chosen, and held-out families (``docbook``, ``gtkdoc``, ``latex2html``,
``npm``), looked at only for the report. Pages are sampled deterministically: sorted paths, a
seeded choice. Pages above ``--max-bytes`` (the stage's ``max_html_bytes`` default) are left out, as
the stage drops them.

    python benchmarks/extract_quality.py [--per-family N] [--seed S] [--json-out FILE]
"""

from __future__ import annotations

import argparse
import collections
import glob
import json
import os
import random
import re
import sys
import time
from pathlib import Path
from typing import Callable, NamedTuple

import lxml.html

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

RUST = "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html"
WORD = re.compile(r"\w+")
CODE_TAGS = ("script", "style", "noscript", "template")


class Family(NamedTuple):
    name: str
    held_out: bool
    paths: Callable[[], list[str]]
    main: str  # XPath of the main region(s)
    # XPath, inside the main region, of parts that are boilerplate all the same
    not_main: str = ""


def _glob(*patterns: str, exclude: str = "") -> Callable[[], list[str]]:
    def paths() -> list[str]:
        found = set()
        for pattern in patterns:
            found.update(glob.glob(pattern, recursive=True))
        return sorted(p for p in found if not (exclude and re.search(exclude, p)))
    return paths


MDBOOKS = ("book", "reference", "cargo", "nomicon", "rust-by-example", "edition-guide", "rustc",
           "rustdoc", "embedded-book", "clippy", "style-guide", "unstable-book")
FAMILIES = [
    Family("mdbook", False, _glob(*(f"{RUST}/{book}/**/*.html" for book in MDBOOKS),
                                  exclude=r"/print\.html$|/toc\.html$"), "//main"),
    Family("rustdoc", False, _glob(f"{RUST}/std/**/*.html", f"{RUST}/core/**/*.html",
                                   f"{RUST}/alloc/**/*.html"),
           "//section[@id='main-content']"),
    Family("node", False, _glob("/usr/share/doc/nodejs/api/*.html", exclude=r"/all\.html$"),
           "//div[@id='apicontent']"),
    Family("docbook", True, _glob("/usr/share/doc/valgrind/html/*.html"),
           "//body", "./div[table[contains(@class, 'nav')]]"),
    Family("gtkdoc", True, _glob("/usr/share/doc/libxslt1-dev/gtk-doc/html/*/*.html"),
           "//body", "./table[@class='navigation'] | ./div[@class='footer']"),
    Family("latex2html", True,
           _glob("/usr/lib/google-cloud-sdk/platform/gsutil/third_party/httplib2/ref/*.html"),
           "//body", "./div[@class='navigation']"),
    Family("npm", True, _glob("/usr/lib/node_modules/npm/docs/output/**/*.html"),
           "//section[@id='content']",
           "./section[@id='table_of_contents'] | ./footer"),
]


def _text(elements) -> str:
    return " ".join(t for e in elements for t in e.itertext())


def gold(html: bytes, family: Family) -> tuple[str, str, str] | None:
    """``(main, boilerplate, code)`` texts of a page, or None when the page has no main region."""
    root = lxml.html.document_fromstring(html)
    code = []
    for element in root.xpath("//" + " | //".join(CODE_TAGS)):
        code.append(_text([element]))
        element.drop_tree()
    for element in root.xpath("//comment()"):
        if element.getparent() is not None:  # not a comment before <html>
            element.drop_tree()
    regions = root.xpath(family.main)
    if not regions:
        return None
    main_parts, removed = [], []
    for region in regions:
        if family.not_main:
            for part in region.xpath(family.not_main):
                removed.append(_text([part]))
                part.drop_tree()
        main_parts.append(_text([region]))
    body = root.find("body")
    if body is None or any(region is body for region in regions):
        return " ".join(main_parts), " ".join(removed), " ".join(code)
    for region in regions:
        region.drop_tree()
    outside = _text([body])
    return " ".join(main_parts), " ".join(removed + [outside]), " ".join(code)


def words(text: str) -> collections.Counter:
    return collections.Counter(w.lower() for w in WORD.findall(text))


def score(output: str, main: collections.Counter, boilerplate: collections.Counter,
          code: collections.Counter) -> tuple[int, int, int]:
    """Words of the main text, of the boilerplate and of the code found in ``output``."""
    out = words(output)
    kept_main = sum(min(n, main[w]) for w, n in out.items())
    extra = out - main
    kept_boilerplate = sum(min(n, boilerplate[w]) for w, n in extra.items())
    extra -= boilerplate
    kept_code = sum(min(n, code[w]) for w, n in extra.items())
    return kept_main, kept_boilerplate, kept_code


def engines() -> dict[str, Callable[[str], str]]:
    import trafilatura
    from resiliparse.extract.html2text import extract_plain_text

    from gristmill.transforms.extract import ResiliparseEngine, TrafilaturaEngine

    stage = TrafilaturaEngine()
    stage_fast = TrafilaturaEngine(fast=True)
    stage_recall = TrafilaturaEngine(favor_precision=False, favor_recall=True)
    stage_resiliparse = ResiliparseEngine()
    return {
        "trafilatura defaults": lambda html: trafilatura.extract(html) or "",
        "stage trafilatura (precision)": lambda html: stage(html).text,
        "stage trafilatura fast": lambda html: stage_fast(html).text,
        "stage trafilatura recall": lambda html: stage_recall(html).text,
        "resiliparse main_content": lambda html: extract_plain_text(html, main_content=True),
        "stage resiliparse": lambda html: stage_resiliparse(html).text,
        "resiliparse all text": lambda html: extract_plain_text(html, main_content=False),
    }


def clear_caches() -> None:
    """Empty trafilatura's memoized helpers (string cleaning is cached per line)."""
    import functools

    for name, module in list(sys.modules.items()):
        if name.startswith(("trafilatura", "justext", "htmldate", "courlan")):
            for value in list(vars(module).values()):
                if isinstance(value, functools._lru_cache_wrapper):
                    value.cache_clear()


def sample(family: Family, per_family: int, seed: int, max_bytes: int) -> list[tuple[str, tuple]]:
    paths = [p for p in family.paths() if os.path.getsize(p) <= max_bytes]
    rng = random.Random(f"{seed}:{family.name}")
    rng.shuffle(paths)
    pages = []
    for path in paths:
        html = Path(path).read_text(encoding="utf-8", errors="replace")
        labels = gold(Path(path).read_bytes(), family)
        if labels is None or sum(words(labels[0]).values()) < 30:
            continue  # redirect stubs, pages without the generator's main region
        pages.append((path, html, tuple(words(t) for t in labels)))
        if len(pages) == per_family:
            break
    return pages


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-family", type=int, default=80)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-bytes", type=int, default=1 << 20)
    parser.add_argument("--json-out")
    args = parser.parse_args(argv)
    import logging
    logging.disable(logging.CRITICAL)  # trafilatura logs every page it finds nothing in

    runs = engines()
    rows = []
    for family in FAMILIES:
        pages = sample(family, args.per_family, args.seed, args.max_bytes)
        if not pages:
            print(f"{family.name}: no pages found, skipped", file=sys.stderr)
            continue
        totals = [sum(sum(c.values()) for c in (labels[i] for _, _, labels in pages))
                  for i in range(3)]
        for name, run in runs.items():
            clear_caches()  # no configuration finds the strings of the one before it cached
            kept = [0, 0, 0]
            seconds = 0.0
            empty = 0
            for _, html, (main_w, bp_w, code_w) in pages:
                started = time.perf_counter()
                output = run(html)
                seconds += time.perf_counter() - started
                empty += not output.strip()
                for i, n in enumerate(score(output, main_w, bp_w, code_w)):
                    kept[i] += n
            rows.append({
                "family": family.name, "held_out": family.held_out, "engine": name,
                "pages": len(pages), "main_words": totals[0], "boilerplate_words": totals[1],
                "main_kept": round(kept[0] / totals[0], 4),
                "boilerplate_removed": round(1 - kept[1] / totals[1], 4) if totals[1] else None,
                "code_removed": round(1 - kept[2] / totals[2], 4) if totals[2] else None,
                "empty_outputs": empty,
                "pages_per_s": round(len(pages) / seconds, 1),
                "mb_per_s": round(sum(len(h.encode()) for _, h, _ in pages) / seconds / 1e6, 2),
            })
            print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    print_table(rows)
    if args.json_out:
        with open(args.json_out, "a") as f:
            for row in rows:
                f.write(json.dumps(row) + "\n")
    return 0


def print_table(rows: list[dict]) -> None:
    header = "| family | pages | engine | main kept | boilerplate removed | code removed | " \
             "empty | pages/s | MB/s |"
    print(header)
    print("|" + " --- |" * 9)
    for r in rows:
        family = f"{r['family']}{' (held out)' if r['held_out'] else ''}"
        print(f"| {family} | {r['pages']} | {r['engine']} | {r['main_kept']:.3f} | "
              f"{r['boilerplate_removed'] if r['boilerplate_removed'] is not None else '-'} | "
              f"{r['code_removed'] if r['code_removed'] is not None else '-'} | "
              f"{r['empty_outputs']} | {r['pages_per_s']} | {r['mb_per_s']} |")
    # Pooled over families, development and held-out apart.
    for held_out in (False, True):
        print(f"\n{'held-out' if held_out else 'development'} families pooled (page-weighted "
              f"means of the family figures):")
        by_engine = collections.defaultdict(list)
        for r in rows:
            if r["held_out"] == held_out:
                by_engine[r["engine"]].append(r)
        for engine, rs in by_engine.items():
            pages = sum(r["pages"] for r in rs)
            mean = lambda key: sum(r[key] * r["pages"] for r in rs if r[key] is not None) / max(
                1, sum(r["pages"] for r in rs if r[key] is not None))
            print(f"  {engine}: {pages} pages, main kept {mean('main_kept'):.3f}, boilerplate "
                  f"removed {mean('boilerplate_removed'):.3f}, pages/s "
                  f"{pages / sum(r['pages'] / r['pages_per_s'] for r in rs):.1f}")


if __name__ == "__main__":
    sys.exit(main())
