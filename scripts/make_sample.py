#!/usr/bin/env python3
"""Build the small, licence-clean sample corpus shipped in ``data/sample/``.

Both sources are in the public domain:

* The Jargon File 4.4.7 (Debian package ``jargon-text``).  Debian images often
  exclude ``/usr/share/doc`` from installation, so extract the package by hand::

      apt-get download jargon-text
      dpkg-deb -x jargon-text_*.deb /tmp/jargon
      # text: /tmp/jargon/usr/share/doc/jargon-text/jargon.txt.gz

* The King James Bible (Debian packages ``bible-kjv`` + ``bible-kjv-text``)::

      apt-get install bible-kjv
      bible -f "gen1:1-rev22:21" | head -2     # Ge1:1 In the beginning ...

Regenerate (from the repository root)::

      python scripts/make_sample.py \\
          --jargon /tmp/jargon/usr/share/doc/jargon-text/jargon.txt.gz

Instead of running ``bible`` you may pass ``--kjv-text FILE`` with the saved
output of ``bible -f "gen1:1-rev22:21"``.

Outputs (all records are JSON objects / rows with ``id`` and ``text``):

* ``jargon.jsonl.zst`` -- one document per glossary entry (zstd level 19).
* ``kjv.jsonl.gz``     -- one document per KJV chapter (gzip level 9, mtime=0).
* ``web_like.parquet`` -- ~300 scraped-web-looking rows built from the texts
  above, with injected exact duplicates, near-duplicates, junk and null ids.
* ``malformed.jsonl``  -- mostly valid JSONL with one line of each malformed kind.
* ``README.md``        -- description, licences and computed counts.

The script is deterministic: same inputs => byte-identical outputs (seeded
RNG, sorted/ordered iteration, fixed compression levels, no timestamps).
"""

from __future__ import annotations

import argparse
import gzip
import io
import json
import random
import re
import subprocess
import sys
import textwrap
from collections import OrderedDict
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "data" / "sample"
DEFAULT_JARGON = "/usr/share/doc/jargon-text/jargon.txt.gz"
DEFAULT_BIBLE_CMD = "bible"
KJV_RANGE = "gen1:1-rev22:21"

JARGON_SOURCE = "jargon-file-4.4.7"
KJV_SOURCE = "kjv"

# --------------------------------------------------------------------------
# Jargon File
# --------------------------------------------------------------------------

# Width the plain-text rendering was wrapped at (characters, indent included).
_JARGON_WRAP = 76
_ENTRY_HEADER = re.compile(r"^   :(?P<head>[^:]+?):(?P<rest>.*)$")
_LETTER_MARKER = re.compile(r"^  [0A-Z]$")  # "  A" starts each letter section
_GLOSSARY_START = re.compile(r"^Glossary$")
_GLOSSARY_END = re.compile(r"^\s+Part\s+III\.\s+Appendices\s*$")  # \s matches the NBSPs
# Pointers to the Crunchly cartoons, which are images absent from the text.
_CARTOON_POINTER = re.compile(r"^\((The next|This is the last) cartoon in the Crunchly saga\b")
_XREF = re.compile(r"\{([^{}\s](?:[^{}]*[^{}\s])?)\}")


def _is_wrapped_prose(lines: list[str]) -> bool:
    """True if a block looks like one paragraph word-wrapped at 76 columns.

    Lines must be indented >= 3 columns; continuation lines share one indent
    (the first line may differ: hanging indents of numbered lists, quotes).
    """
    indents = [len(ln) - len(ln.lstrip(" ")) for ln in lines]
    if min(indents) < 3 or len(set(indents[1:])) > 1:
        return False
    for ln in lines:
        if re.search(r"\S {3,}\S", ln) or re.search(r"[\u2500-\u257f]", ln):
            return False  # tables / box drawing / ASCII art
    for cur, nxt in zip(lines, lines[1:]):
        first_word = nxt.split()[0]
        if len(cur) + 1 + len(first_word) <= _JARGON_WRAP:
            return False  # the next word would have fit: hard line breaks
    return True


def _render_jargon_body(body: list[str], stats: dict) -> list[str]:
    blocks: list[list[str]] = []
    cur: list[str] = []
    for ln in body:
        if ln.strip():
            cur.append(ln)
        elif cur:
            blocks.append(cur)
            cur = []
    if cur:
        blocks.append(cur)

    paragraphs = []
    for block in blocks:
        if _is_wrapped_prose(block):
            para = " ".join(ln.strip() for ln in block)
            if _CARTOON_POINTER.match(para):
                stats["cartoon_pointers_dropped"] += 1
                continue
            para = _XREF.sub(r"\1", para)  # {cross reference} -> cross reference
            paragraphs.append(para)
            stats["prose_paragraphs"] += 1
        else:
            # Code, tables, ASCII art, verse: keep line breaks, drop common indent.
            paragraphs.append(textwrap.dedent("\n".join(block)).strip("\n"))
            stats["preformatted_blocks"] += 1
    return paragraphs


def parse_jargon(path: Path) -> tuple[list[dict], dict]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        lines = [ln.rstrip() for ln in f.read().splitlines()]

    start = next(i for i, ln in enumerate(lines) if _GLOSSARY_START.match(ln))
    end = next(i for i, ln in enumerate(lines) if i > start and _GLOSSARY_END.match(ln))
    gloss = lines[start + 1 : end]

    stats = {
        "cartoon_pointers_dropped": 0,
        "prose_paragraphs": 0,
        "preformatted_blocks": 0,
        "empty_entries_skipped": [],
    }
    # The bare-headword lists (the glossary's table of contents and one per
    # letter section) are everything that is neither an entry header nor
    # inside an entry body.  Collect them only to cross-check the entries.
    listed: list[str] = []
    entries: list[tuple[str, str, list[str]]] = []
    current = None  # (head, rest, body_lines)
    for ln in gloss:
        m = _ENTRY_HEADER.match(ln)
        if m:
            if current:
                entries.append(current)
            current = (m.group("head"), m.group("rest").strip(), [])
        elif _LETTER_MARKER.match(ln):
            if current:
                entries.append(current)
            current = None
        elif current is not None:
            current[2].append(ln)
        elif ln.strip():
            listed.append(ln.strip().replace("\u00a0", " "))
    if current:
        entries.append(current)

    docs = []
    seen = set()
    for head, rest, body in entries:
        # Header remainder is "/pronunciation/, part-of-speech."; "//" means none.
        rest = re.sub(r"^//,?\s*", "", rest)
        paragraphs = _render_jargon_body(body, stats)
        if not paragraphs:
            stats["empty_entries_skipped"].append(head)
            continue
        doc_id = f"jargon/{head}"
        if doc_id in seen:
            raise SystemExit(f"duplicate Jargon headword: {head!r}")
        seen.add(doc_id)
        title = f"{head} {rest}".strip() if rest else head
        text = "\n\n".join([title] + paragraphs)
        docs.append({"id": doc_id, "text": text, "source": JARGON_SOURCE})

    heads = {e[0] for e in entries}
    # The glossary's own table of contents also lists the letter headings.
    listed_set = {h for h in listed if not re.fullmatch(r"[A-Z]", h)} | (set(listed) & heads)
    stats["entries"] = len(entries)
    stats["listed_not_found"] = sorted(listed_set - heads)
    stats["found_not_listed"] = sorted(heads - listed_set)
    return docs, stats


# --------------------------------------------------------------------------
# King James Bible
# --------------------------------------------------------------------------

# Book abbreviations printed by `bible -f`, in canonical order, mapped to OSIS ids.
KJV_BOOKS = OrderedDict(
    [
        ("Ge", "Gen"), ("Exo", "Exod"), ("Lev", "Lev"), ("Num", "Num"),
        ("Deu", "Deut"), ("Josh", "Josh"), ("Jdgs", "Judg"), ("Ruth", "Ruth"),
        ("1Sm", "1Sam"), ("2Sm", "2Sam"), ("1Ki", "1Kgs"), ("2Ki", "2Kgs"),
        ("1Chr", "1Chr"), ("2Chr", "2Chr"), ("Ezra", "Ezra"), ("Neh", "Neh"),
        ("Est", "Esth"), ("Job", "Job"), ("Psa", "Ps"), ("Prv", "Prov"),
        ("Eccl", "Eccl"), ("SSol", "Song"), ("Isa", "Isa"), ("Jer", "Jer"),
        ("Lam", "Lam"), ("Eze", "Ezek"), ("Dan", "Dan"), ("Hos", "Hos"),
        ("Joel", "Joel"), ("Amos", "Amos"), ("Obad", "Obad"), ("Jonah", "Jonah"),
        ("Mic", "Mic"), ("Nahum", "Nah"), ("Hab", "Hab"), ("Zep", "Zeph"),
        ("Hag", "Hag"), ("Zec", "Zech"), ("Mal", "Mal"), ("Mat", "Matt"),
        ("Mark", "Mark"), ("Luke", "Luke"), ("John", "John"), ("Acts", "Acts"),
        ("Rom", "Rom"), ("1Cor", "1Cor"), ("2Cor", "2Cor"), ("Gal", "Gal"),
        ("Eph", "Eph"), ("Phi", "Phil"), ("Col", "Col"), ("1Th", "1Thess"),
        ("2Th", "2Thess"), ("1Tim", "1Tim"), ("2Tim", "2Tim"), ("Titus", "Titus"),
        ("Phmn", "Phlm"), ("Heb", "Heb"), ("Jas", "Jas"), ("1Pet", "1Pet"),
        ("2Pet", "2Pet"), ("1Jn", "1John"), ("2Jn", "2John"), ("3Jn", "3John"),
        ("Jude", "Jude"), ("Rev", "Rev"),
    ]
)
_VERSE = re.compile(r"^(?P<book>\d?[A-Za-z]+)(?P<ch>\d+):(?P<v>\d+) (?P<text>.*)$")
VERSES_PER_PARAGRAPH = 5


def read_kjv_lines(kjv_text: Path | None, bible_cmd: str) -> list[str]:
    if kjv_text is not None:
        return kjv_text.read_text(encoding="utf-8").splitlines()
    # -f turns pretty-printing OFF: one "Ge1:1 text" line per verse, no wrapping.
    out = subprocess.run(
        [bible_cmd, "-f", KJV_RANGE], check=True, capture_output=True
    ).stdout
    return out.decode("utf-8").splitlines()


def parse_kjv(lines: list[str], max_chapters: int | None) -> tuple[list[dict], dict[str, list[str]]]:
    """Chapter documents, plus each chapter's verses keyed by document id."""
    chapters: OrderedDict[tuple[str, int], list[str]] = OrderedDict()
    for ln in lines:
        if not ln.strip():
            continue
        m = _VERSE.match(ln)
        if not m:
            raise SystemExit(f"unexpected line from bible: {ln!r}")
        book = m.group("book")
        if book not in KJV_BOOKS:
            raise SystemExit(f"unknown book abbreviation {book!r}")
        key = (book, int(m.group("ch")))
        verses = chapters.setdefault(key, [])
        if int(m.group("v")) != len(verses) + 1:
            raise SystemExit(f"verses out of order at {ln[:20]!r}")
        verses.append(m.group("text").strip())

    if max_chapters is not None:
        chapters = OrderedDict(list(chapters.items())[:max_chapters])
    docs = []
    for (book, ch), verses in chapters.items():
        paras = [
            " ".join(verses[i : i + VERSES_PER_PARAGRAPH])
            for i in range(0, len(verses), VERSES_PER_PARAGRAPH)
        ]
        docs.append(
            {"id": f"kjv/{KJV_BOOKS[book]}/{ch}", "text": "\n\n".join(paras), "source": KJV_SOURCE}
        )
    verses_by_id = {d["id"]: chapters[key] for d, key in zip(docs, chapters)}
    return docs, verses_by_id


# --------------------------------------------------------------------------
# Writers (deterministic)
# --------------------------------------------------------------------------


def jsonl_bytes(records: list[dict]) -> bytes:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode("utf-8")


def write_zst(path: Path, data: bytes, level: int = 19) -> None:
    import zstandard

    # Single-shot, single-threaded compression: deterministic and records the
    # content size in the frame header.
    path.write_bytes(zstandard.ZstdCompressor(level=level).compress(data))


def write_gzip(path: Path, data: bytes, level: int = 9) -> None:
    buf = io.BytesIO()
    # filename="" and mtime=0: no name or timestamp in the gzip header.
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, compresslevel=level, mtime=0) as gz:
        gz.write(data)
    path.write_bytes(buf.getvalue())


# --------------------------------------------------------------------------
# web_like.parquet
# --------------------------------------------------------------------------

N_WEB_BASE = 180
N_WEB_EXACT_DUP = 40
N_WEB_NEAR_DUP = 40
N_WEB_JUNK = 40
N_WEB_NULL_ID = 20
NEAR_DUP_MIN_JACCARD = 0.8

_SECTIONS = ["blog", "articles", "wiki", "forum/thread", "notes", "library", "archive"]
_MIRRORS = ["mirror", "cache", "amp", "print", "m"]
_HEADERS = [
    "Posted by admin in Uncategorized",
    "Reading time: 3 minutes",
    "From the archives",
    "Originally published on our old site",
    "Filed under: Culture",
]
_FOOTERS = [
    "Share this: Facebook | Twitter | Email",
    "Copyright example.org. All rights reserved.",
    "Comments are closed.",
    "Click here to subscribe to our newsletter.",
    "Tags: history, language, reading",
]
_NAV_JUNK = [
    "Home | About | Contact | Privacy policy",
    "Skip to main content",
    "Login | Register | Forgot password?",
    "Home > Archive > Page 2",
    "Previous | Next | Back to top",
    "Terms of use | Privacy policy | Cookie settings",
    "Menu\nHome\nBlog\nShop\nContact",
    "We use cookies to improve your experience. Accept | Decline",
    "Search this site",
    "Sign up for our newsletter",
    "Page 1 of 12 | Next >>",
    "Powered by WordPress",
    "Categories: Uncategorized",
]  # >= 13 entries: every navigation-junk row is distinct
_REPEAT_CHARS = ["=", "-", "*", "#", "~", "_", ".", "!"]
# Plain replacement words for near-duplicates (common, era-neutral words).
_SUBSTITUTES = [
    "very", "great", "small", "often", "really", "house", "people", "thing",
    "always", "little", "certain", "many", "good", "old", "new", "quite",
]


def _slug(text: str, n: int) -> str:
    words = re.findall(r"[a-z0-9]+", text.lower())[:6]
    return "-".join(words) or "page"


def _shingles(text: str, k: int = 5) -> set:
    w = text.split()
    return {tuple(w[i : i + k]) for i in range(max(1, len(w) - k + 1))}


def jaccard(a: str, b: str) -> float:
    sa, sb = _shingles(a), _shingles(b)
    return len(sa & sb) / len(sa | sb)


def _scraper_noise(text: str) -> str:
    """A zero-width space in front, Windows line endings, trailing spaces on every line."""
    return "\u200b" + text.replace("\n", "  \r\n") + "  "


def _paragraph_pool(docs: list[dict]) -> dict[str, list[str]]:
    """Source docs with >= 3 prose paragraphs -> their prose paragraphs.

    Using one paragraph from each of several *different* long documents keeps
    every web page far (in shingle terms) from any single jargon/kjv document,
    so the only duplicates in the sample are the ones injected on purpose.
    """
    pool = {}
    for d in docs:
        paras = d["text"].split("\n\n")
        if d["source"] == JARGON_SOURCE:
            paras = paras[1:]  # drop the headword line
        prose = [p for p in paras if "\n" not in p and 200 <= len(p) <= 1200]
        if len(paras) >= 3 and prose:
            pool[d["id"]] = prose
    return pool


def build_web_like(jargon: list[dict], kjv: list[dict], rng: random.Random):
    pool = _paragraph_pool(jargon + kjv)
    src_ids = sorted(pool)
    rng.shuffle(src_ids)
    it = iter(src_ids)

    rows = []  # dicts with id/text/url/score plus private "kind"
    for n in range(N_WEB_BASE):
        k = rng.randint(2, 4)
        parts = []
        for _ in range(k):
            sid = next(it)  # each source document is used at most once
            parts.append(rng.choice(pool[sid]))
        text = "\n\n".join(parts)
        url = f"https://example.org/{rng.choice(_SECTIONS)}/{_slug(text, n)}-{n:04d}"
        rows.append({"text": text, "url": url, "score": round(rng.uniform(2.0, 5.0), 3), "kind": "base"})

    base = list(range(N_WEB_BASE))
    # Exact duplicates: same text, new id and URL (mirrors, AMP pages, ...).
    exact_src = sorted(rng.sample(base, N_WEB_EXACT_DUP))
    for n, i in enumerate(exact_src):
        src = rows[i]
        path = src["url"].split("https://example.org/", 1)[1]
        rows.append(
            {
                # Every fourth copy carries scraper noise that normalization removes, so it is an
                # exact duplicate only of the normalized text.
                "text": _scraper_noise(src["text"]) if n % 4 == 0 else src["text"],
                "url": f"https://example.org/{rng.choice(_MIRRORS)}/{path}?ref=dup{n}",
                "score": round(rng.uniform(1.0, 5.0), 3),
                "kind": "exact_dup",
                "of": i,
            }
        )
    # Near duplicates: 1-3 words substituted plus a header and/or footer line.
    # Re-drawn until word 5-gram Jaccard to the source is >= NEAR_DUP_MIN_JACCARD,
    # so that a typical MinHash-LSH near-dup stage (threshold ~0.8) can find them.
    near_src = sorted(rng.sample(base, N_WEB_NEAR_DUP))
    for n, i in enumerate(near_src):
        src = rows[i]
        while True:
            words = src["text"].split(" ")
            for _ in range(rng.randint(1, 3)):
                j = rng.randrange(len(words))
                tail = re.sub(r"^[A-Za-z]+", "", words[j])  # keep punctuation / newlines
                words[j] = rng.choice(_SUBSTITUTES) + tail
            text = " ".join(words)
            mode = rng.choice(["header", "footer", "both"])
            if mode in ("header", "both"):
                text = rng.choice(_HEADERS) + "\n\n" + text
            if mode in ("footer", "both"):
                text = text + "\n\n" + rng.choice(_FOOTERS)
            if jaccard(text, src["text"]) >= NEAR_DUP_MIN_JACCARD:
                break
        rows.append(
            {
                "text": text,
                "url": f"https://example.org/{rng.choice(_SECTIONS)}/{_slug(text, n)}-v{n:02d}",
                "score": round(rng.uniform(1.0, 5.0), 3),
                "kind": "near_dup",
                "of": i,
            }
        )
    # Junk: very short texts, navigation boilerplate, lines of repeated chars.
    all_words = [w for r in rows[:N_WEB_BASE] for w in re.findall(r"[A-Za-z']+", r["text"])]
    seen_texts = {r["text"] for r in rows}
    for n in range(N_WEB_JUNK):
        kind = n % 3
        while True:  # re-draw until unique, so the only exact dups are the injected ones
            if kind == 0:
                k = rng.randint(1, 5)
                start = rng.randrange(len(all_words) - k)
                text = " ".join(all_words[start : start + k])
            elif kind == 1:
                text = _NAV_JUNK[(n // 3) % len(_NAV_JUNK)]
            else:
                ch = rng.choice(_REPEAT_CHARS)
                text = "\n".join(ch * rng.randint(10, 80) for _ in range(rng.randint(1, 4)))
            if text not in seen_texts:
                break
        seen_texts.add(text)
        rows.append(
            {
                "text": text,
                "url": f"https://example.org/page/{n:03d}",
                "score": round(rng.uniform(0.0, 1.0), 3),
                "kind": "junk",
            }
        )

    order = list(range(len(rows)))
    rng.shuffle(order)
    rows = [rows[i] for i in order]
    for new_idx, row in enumerate(rows):
        row["id"] = f"web/{new_idx:05d}"
    # Null ids on base rows that are not the source of an injected duplicate.
    used = set(exact_src) | set(near_src)
    orig_index = {old: new for new, old in enumerate(order)}
    candidates = sorted(orig_index[i] for i in base if i not in used)
    null_rows = sorted(rng.sample(candidates, N_WEB_NULL_ID))
    for i in null_rows:
        rows[i]["id"] = None

    near_sims = [
        jaccard(r["text"], rows[orig_index[r["of"]]]["text"]) for r in rows if r["kind"] == "near_dup"
    ]
    stats = {
        "rows": len(rows),
        "base": N_WEB_BASE,
        "exact_dup": sum(r["kind"] == "exact_dup" for r in rows),
        "near_dup": sum(r["kind"] == "near_dup" for r in rows),
        "junk": sum(r["kind"] == "junk" for r in rows),
        "null_id": sum(r["id"] is None for r in rows),
        "distinct_texts": len({r["text"] for r in rows}),
        "near_jaccard_min": min(near_sims),
        "near_jaccard_mean": sum(near_sims) / len(near_sims),
    }
    return rows, stats


def write_parquet(path: Path, rows: list[dict]) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    schema = pa.schema(
        [
            pa.field("id", pa.string(), nullable=True),
            pa.field("text", pa.string(), nullable=False),
            pa.field("url", pa.string(), nullable=False),
            pa.field("score", pa.float64(), nullable=False),
        ]
    )
    table = pa.Table.from_pylist(
        [{k: r[k] for k in ("id", "text", "url", "score")} for r in rows], schema=schema
    )
    pq.write_table(
        table,
        path,
        compression="zstd",
        compression_level=9,
        row_group_size=len(rows),
        write_statistics=True,
    )


# --------------------------------------------------------------------------
# malformed.jsonl
# --------------------------------------------------------------------------

N_MALFORMED_VALID = 23


def build_malformed(kjv_verses: dict[str, list[str]], rng: random.Random) -> tuple[bytes, dict]:
    valid = []
    for n, cid in enumerate(sorted(rng.sample(sorted(kjv_verses), N_MALFORMED_VALID))):
        verses = kjv_verses[cid]
        k = rng.randint(1, 3)
        start = rng.randrange(max(1, len(verses) - k + 1))
        rec = {"id": f"malformed/{n:02d}", "text": " ".join(verses[start : start + k]), "source": KJV_SOURCE}
        valid.append(json.dumps(rec, ensure_ascii=False).encode("utf-8"))

    bad = [
        # 1. invalid JSON: object truncated mid-string (no closing quote/brace).
        ("truncated_json", b'{"id": "malformed/truncated", "text": "And God said, Let there be'),
        # 2. valid JSON, but an array instead of an object.
        ("json_array", b'["malformed/array", "In the beginning God created the heaven and the earth."]'),
        # 3. object without a "text" field (has "body" instead).
        ("missing_text", b'{"id": "malformed/no-text", "body": "Jesus wept.", "source": "kjv"}'),
        # 4. "text" is a number.
        ("text_is_number", b'{"id": "malformed/text-number", "text": 42, "source": "kjv"}'),
        # 5. "text" is null.
        ("text_is_null", b'{"id": "malformed/text-null", "text": null, "source": "kjv"}'),
        # 6. invalid UTF-8: raw 0xFF 0xFE bytes inside the text string.
        ("invalid_utf8", b'{"id": "malformed/bad-utf8", "text": "caf\xff\xfe au lait", "source": "kjv"}'),
        # 7. blank line (empty, between two records).
        ("blank_line", b""),
    ]
    lines = list(valid)
    # Insert each malformed line at a seeded position (never first or last).
    for _, raw in bad:
        lines.insert(rng.randint(1, len(lines) - 1), raw)
    data = b"\n".join(lines) + b"\n"
    stats = {"lines": len(lines), "valid": len(valid), "malformed": len(bad), "kinds": [k for k, _ in bad]}
    return data, stats


# --------------------------------------------------------------------------
# README
# --------------------------------------------------------------------------


def _human(n: int) -> str:
    return f"{n / 1e6:.2f} MB" if n >= 1e6 else f"{n / 1e3:.1f} kB"


def build_readme(s: dict) -> str:
    j, k, w, m = s["jargon"], s["kjv"], s["web"], s["malformed"]
    skipped = ", ".join(f"`{h}`" for h in j["empty_entries_skipped"]) or "none"
    return f"""# Sample corpus

Small, licence-clean sample data for tests, examples and local runs of the
pipeline. **Generated -- do not edit by hand.** Rebuild with

```
python scripts/make_sample.py --jargon /path/to/jargon.txt.gz
```

(see the module docstring of `scripts/make_sample.py` for the `apt-get`
commands that fetch the sources). The script is deterministic: the same
inputs give byte-identical files.

Every record has `id` and `text`; JSONL records also carry `source`.

| file | format | documents | uncompressed text | on disk |
|---|---|---|---|---|
| `jargon.jsonl.zst` | JSONL, zstd level 19 | {j["docs"]} | {_human(j["raw_bytes"])} | {_human(j["disk"])} |
| `kjv.jsonl.gz` | JSONL, gzip level 9 (mtime 0) | {k["docs"]} | {_human(k["raw_bytes"])} | {_human(k["disk"])} |
| `web_like.parquet` | Parquet, zstd | {w["rows"]} rows | {_human(w["text_bytes"])} | {_human(w["disk"])} |
| `malformed.jsonl` | plain JSONL | {m["lines"]} lines ({m["valid"]} valid, {m["malformed"]} malformed) | {_human(m["disk"])} | {_human(m["disk"])} |

## `jargon.jsonl.zst`

- **What:** one document per glossary entry of *The Jargon File*, version
  4.4.7 ({j["docs"]} documents). `id` is `jargon/<headword>` (headwords
  are used verbatim, so some ids contain spaces or `/`, e.g.
  `jargon//dev/null`); `source` is `jargon-file-4.4.7`.
- **Text:** the headword line (headword, pronunciation, part of speech),
  then the entry body. Word-wrapped lines are joined into paragraphs,
  paragraphs are separated by blank lines; code, tables and ASCII art keep
  their line breaks. `{{cross reference}}` braces are removed. The glossary's
  lists of bare headwords (table of contents) and the front/back matter are
  not included; {j["cartoon_pointers_dropped"]} "(The next cartoon in the
  Crunchly saga is ...)" pointers to images that are not in the text were
  dropped. Entries skipped for an empty body: {skipped}.
- **Source:** Debian package `jargon-text` 4.4.7,
  `usr/share/doc/jargon-text/jargon.txt.gz`.
- **Licence:** public domain ("This document (the Jargon File) is in the
  public domain, to be freely used, shared, and modified."). The File asks
  for proper citation, e.g. "Jargon File 4.4.7" (or "The on-line hacker
  Jargon File, version 4.4.7, 29 Dec 2003").

## `kjv.jsonl.gz`

- **What:** the King James Bible, one document per chapter
  ({k["docs"]} chapters, {k["verses"]} verses). `id` is
  `kjv/<Book>/<chapter>` with OSIS book abbreviations (`kjv/Gen/1` ...
  `kjv/Rev/22`); `source` is `kjv`.
- **Text:** verse numbers removed, verses joined with spaces, a paragraph
  break (blank line) after every {VERSES_PER_PARAGRAPH} verses.
- **Source:** `bible -f "{KJV_RANGE}"` from the Debian packages `bible-kjv` /
  `bible-kjv-text` 4.38.
- **Licence:** public domain. Debian's copyright notice for `bible-kjv-text`
  (`/usr/share/doc/bible-kjv-text/copyright`): "The copyright for the King
  James Version text of the Bible is expired since the translation was done
  in 1611 under King James the first of Great Britain." (In the United
  Kingdom the KJV remains under Crown letters patent.) Only the verse text is
  used here, not the GPL-licensed `bible` program or its data format.

## `web_like.parquet`

- **What:** {w["rows"]} rows imitating scraped web pages, columns
  `id` (string, nullable), `text` (string), `url` (string, invented
  `https://example.org/...`), `score` (float64 in [0, 5]). Row order is
  shuffled; non-null ids are `web/NNNNN`.
- **Built from** the two texts above ({w["base"]} base pages, each made of
  2-4 prose paragraphs taken from *different* long Jargon entries / KJV
  chapters, so no page duplicates a jargon/kjv document), plus injected:
  - **{w["exact_dup"]} exact duplicates** of base pages (same text, new id
    and URL); every fourth one carries scraper noise (a leading zero-width
    space, CRLF line endings, trailing spaces) that normalization removes;
  - **{w["near_dup"]} near-duplicates** of base pages (1-3 words
    substituted, plus a header and/or footer line such as "Posted by admin
    in Uncategorized" / "Comments are closed."; Jaccard similarity of
    whitespace-word 5-gram sets to the original, required to be >=
    {NEAR_DUP_MIN_JACCARD}: min {w["near_jaccard_min"]:.3f}, mean
    {w["near_jaccard_mean"]:.3f});
  - **{w["junk"]} junk rows**: 1-5 word texts, navigation boilerplate
    ("Home | About | Contact | Privacy policy", ...) and lines of repeated
    characters;
  - **{w["null_id"]} rows with a null `id`** (base pages that are not the
    source of an injected duplicate) -- readers must derive an id.
- Distinct texts: {w["distinct_texts"]} of {w["rows"]}.
- **Licence:** public domain (derived from the two texts above).

## `malformed.jsonl`

- **What:** {m["lines"]} lines: {m["valid"]} valid records (`id`
  `malformed/NN`, 1-3 KJV verses each) and exactly one line of each
  malformed kind ({m["malformed"]} lines), at seeded positions:
  {", ".join(m["kinds"])}. The invalid-UTF-8 line contains the raw bytes
  `0xFF 0xFE`; the blank line is empty. Use it to test reader error handling.
- **Licence:** public domain (KJV text).
"""


# --------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--jargon", type=Path, default=Path(DEFAULT_JARGON),
                   help=f"path to jargon.txt.gz from the jargon-text package (default: {DEFAULT_JARGON})")
    p.add_argument("--bible-cmd", default=DEFAULT_BIBLE_CMD,
                   help="the `bible` executable from the bible-kjv package (default: bible)")
    p.add_argument("--kjv-text", type=Path, default=None,
                   help=f'saved output of `bible -f "{KJV_RANGE}"`; used instead of running --bible-cmd')
    p.add_argument("--kjv-max-chapters", type=int, default=None,
                   help="keep only the first N chapters (default: all 1189)")
    p.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"output directory (default: {DEFAULT_OUT})")
    p.add_argument("--seed", type=int, default=20240501, help="RNG seed (default: 20240501)")
    args = p.parse_args(argv)

    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)

    jargon, jstats = parse_jargon(args.jargon)
    kjv, kjv_verses = parse_kjv(read_kjv_lines(args.kjv_text, args.bible_cmd), args.kjv_max_chapters)

    jbytes = jsonl_bytes(jargon)
    kbytes = jsonl_bytes(kjv)
    write_zst(out / "jargon.jsonl.zst", jbytes, level=19)
    write_gzip(out / "kjv.jsonl.gz", kbytes, level=9)

    web_rows, wstats = build_web_like(jargon, kjv, random.Random(f"{args.seed}/web_like"))
    write_parquet(out / "web_like.parquet", web_rows)

    mdata, mstats = build_malformed(kjv_verses, random.Random(f"{args.seed}/malformed"))
    (out / "malformed.jsonl").write_bytes(mdata)

    jstats.update(docs=len(jargon), raw_bytes=len(jbytes), disk=(out / "jargon.jsonl.zst").stat().st_size)
    kstats = {
        "docs": len(kjv),
        "verses": sum(len(v) for v in kjv_verses.values()),
        "raw_bytes": len(kbytes),
        "disk": (out / "kjv.jsonl.gz").stat().st_size,
    }
    wstats.update(
        text_bytes=sum(len(r["text"].encode()) for r in web_rows),
        disk=(out / "web_like.parquet").stat().st_size,
    )
    mstats.update(disk=(out / "malformed.jsonl").stat().st_size)
    readme = build_readme({"jargon": jstats, "kjv": kstats, "web": wstats, "malformed": mstats})
    (out / "README.md").write_text(readme, encoding="utf-8")

    summary = {
        "jargon": {k: v for k, v in jstats.items() if k not in ("listed_not_found", "found_not_listed")},
        "jargon_list_mismatch": {
            "listed_not_found": jstats["listed_not_found"],
            "found_not_listed": jstats["found_not_listed"],
        },
        "kjv": kstats,
        "web_like": wstats,
        "malformed": mstats,
    }
    json.dump(summary, sys.stderr, indent=1, ensure_ascii=False)
    sys.stderr.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
