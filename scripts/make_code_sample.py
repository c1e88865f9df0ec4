#!/usr/bin/env python3
"""Build ``data/sample/code/``: a small Python source-code corpus made from Gristmill's own modules.

Why: multi-source runs mix web pages, prose and code by weight, and the rest of the bundled sample
(``data/sample/``) is prose and web-like pages only. Gristmill's own source is the one body of code
that is certainly licence-clean to ship with Gristmill, and it is small.

What: every ``transforms/**/*.py`` and ``beam_pipeline/**/*.py`` file *as of one git commit*
(``--commit``, default ``DEFAULT_COMMIT``), read with ``git ls-tree`` / ``git show`` so the result does
not depend on the working tree. ``__init__.py`` files under ``MIN_INIT_BYTES`` bytes are skipped. Each
module is cut at its top-level statements with :mod:`ast` (``lineno`` / ``end_lineno``, decorator
line numbers):

* ``header`` -- everything from line 1 to the last statement before the first top-level ``def`` /
  ``class`` (docstring, imports, constants);
* one document per top-level function or class: its decorators, the comment lines directly above it
  (no blank line in between), and the plain statements (mostly constants) that sit between it and the
  previous function or class, since those are usually defined for it. Statements after the last
  function or class (e.g. a ``__main__`` guard) join that last document. Comments separated from
  code by a blank line (section banners) are left out.

Every document is a contiguous slice of whole lines of the module, so it compiles on its own.
Documents shorter than ``MIN_CHARS`` characters are dropped.

Record fields: ``id`` (``code/<path>#<name>`` or ``code/<path>#header``), ``text``, ``path``,
``language`` (``"python"``), ``source`` (``gristmill-<first 7 hex digits of the commit>``) and
``lines`` (number of source lines, ``text.count("\\n")``).

Output: ``python.jsonl.gz`` (records sorted by id, ``json.dumps(..., ensure_ascii=False,
sort_keys=True)``, gzip level 9 with mtime 0 and no file name in the header, RFC 1952) and a
generated ``README.md`` with the counts. Same commit => byte-identical files.

Rebuild (from the repository root)::

    python scripts/make_code_sample.py                    # DEFAULT_COMMIT
    python scripts/make_code_sample.py --commit <hash>    # then update DEFAULT_COMMIT to match

The files sit in a subdirectory so that the sample globs of the bundled configs
(``data/sample/*.jsonl.gz`` ...) do not read them; point a source at ``data/sample/code/*.jsonl.gz``.
"""

from __future__ import annotations

import argparse
import ast
import gzip
import io
import json
import subprocess
import sys
import textwrap
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "data" / "sample" / "code"
# Pinned so that rebuilding gives the committed bytes whatever has changed since.
DEFAULT_COMMIT = "71615500ba29ce6e9ea48a9a12c1c88fd291fcda"
PACKAGES = ("transforms", "beam_pipeline")
OUTPUT_NAME = "python.jsonl.gz"
MIN_CHARS = 200
MIN_INIT_BYTES = 200
_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


# --------------------------------------------------------------------------
# Reading one commit


def git(repo: Path, *args: str) -> bytes:
    """Stdout of ``git -C repo <args>``; raises ``subprocess.CalledProcessError`` on failure."""
    return subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True).stdout


def resolve_commit(repo: Path, commit: str) -> str:
    """Full hash of ``commit`` (a hash, abbreviation or ref); fails if the repository lacks it."""
    return git(repo, "rev-parse", "--verify", f"{commit}^{{commit}}").decode().strip()


def list_modules(repo: Path, commit: str) -> list[str]:
    """Sorted paths of the ``.py`` files under ``PACKAGES`` at ``commit``."""
    names = git(repo, "ls-tree", "-r", "--name-only", commit, "--", *PACKAGES).decode().splitlines()
    return sorted(n for n in names if n.endswith(".py") and n.split("/", 1)[0] in PACKAGES)


def read_blob(repo: Path, commit: str, path: str) -> bytes:
    return git(repo, "show", f"{commit}:{path}")


def licence_files(repo: Path, commit: str) -> list[str]:
    """Top-level ``LICENSE*`` / ``LICENCE*`` / ``COPYING*`` files at ``commit``."""
    names = git(repo, "ls-tree", "--name-only", commit).decode().splitlines()
    return sorted(n for n in names if n.upper().startswith(("LICENSE", "LICENCE", "COPYING")))


def declared_licence(setup_source: str) -> str | None:
    """Licence named by a ``setup.py``: its ``license=`` / ``license_expression=`` argument or a
    ``License ::`` trove classifier; ``None`` when it names none."""
    for node in ast.walk(ast.parse(setup_source)):
        if not (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None))
                == "setup"):
            continue
        for kw in node.keywords:
            if kw.arg in ("license", "license_expression") and isinstance(kw.value, ast.Constant):
                return str(kw.value.value)
            if kw.arg == "classifiers" and isinstance(kw.value, (ast.List, ast.Tuple)):
                for item in kw.value.elts:
                    if isinstance(item, ast.Constant) and str(item.value).startswith("License ::"):
                        return str(item.value).split("::")[-1].strip()
    return None


# --------------------------------------------------------------------------
# Splitting a module


def _first_line(node: ast.stmt) -> int:
    """Line where a statement starts, counting its decorators (``@`` sits on the decorator's line)."""
    return min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])])


def split_module(source: str) -> list[tuple[str, int, int]]:
    """Cut a module into ``(name, first_line, last_line)`` pieces (1-based, inclusive).

    ``name`` is ``"header"`` for the statements before the first top-level ``def``/``class``, else
    the function or class name. The rules are those of the module docstring; pieces never overlap
    and come in source order. Raises ``SyntaxError`` for source that does not parse.
    """
    lines = source.split("\n")
    body = ast.parse(source).body
    def_at = [i for i, node in enumerate(body) if isinstance(node, _DEFS)]
    if not def_at:
        return [("header", 1, body[-1].end_lineno)] if body else []

    groups: list[tuple[str, list[ast.stmt]]] = []
    if def_at[0] > 0:
        groups.append(("header", body[:def_at[0]]))
    for k, i in enumerate(def_at):
        begin = def_at[k - 1] + 1 if k else i
        # Statements after a def up to the next def belong to the next one; after the last, to it.
        stmts = body[begin:i + 1] if k + 1 < len(def_at) else body[begin:]
        groups.append((body[i].name, stmts))

    pieces = []
    prev_last = 0
    for name, stmts in groups:
        # The header starts at line 1, shebang and leading comments included.
        first = 1 if def_at[0] > 0 and not pieces else _first_line(stmts[0])
        # Pull in the comment block that touches the code (no blank line in between).
        while first - 1 > prev_last and lines[first - 2].startswith("#"):
            first -= 1
        last = max(s.end_lineno for s in stmts)
        pieces.append((name, first, last))
        prev_last = last
    return pieces


def module_documents(path: str, source: str, source_tag: str,
                     min_chars: int = MIN_CHARS) -> tuple[list[dict], int]:
    """Records for one module and the number of pieces dropped for being under ``min_chars``."""
    source = source.replace("\r\n", "\n").replace("\r", "\n")  # ast counts all three as line ends
    lines = source.split("\n")
    records, short = [], 0
    seen: set[str] = set()
    for name, first, last in split_module(source):
        key = name if name not in seen else f"{name}@{first}"  # a redefined name keeps a unique id
        seen.add(name)
        text = "\n".join(lines[first - 1:last]) + "\n"
        if len(text) < min_chars:
            short += 1
            continue
        records.append({
            "id": f"code/{path}#{key}",
            "text": text,
            "path": path,
            "language": "python",
            "source": source_tag,
            "lines": last - first + 1,
        })
    return records, short


# --------------------------------------------------------------------------
# Writing


def jsonl_bytes(records: list[dict]) -> bytes:
    return "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in records).encode()


def gzip_bytes(data: bytes) -> bytes:
    """gzip level 9 with mtime 0 and an empty name field, so equal input gives equal bytes."""
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as f:
        f.write(data)
    return buf.getvalue()


def _human(n: int) -> str:
    return f"{n / 1e6:.2f} MB" if n >= 1e6 else f"{n / 1e3:.1f} kB"


def render_readme(s: dict) -> str:
    files = ", ".join(f"`{name}`" for name in s["licence_files"])
    if s["licence"]:
        licence = (f"{s['licence']}, the licence of Gristmill itself (this is Gristmill's own "
                   f"source), as named in `setup.py` at commit `{s['short']}`.")
    elif files:
        licence = (f"the same as Gristmill itself (this is Gristmill's own source): see {files} "
                   f"at commit `{s['short']}`; `setup.py` names no licence.")
    else:
        licence = (f"the same terms as Gristmill itself, since this is Gristmill's own source. "
                   f"At commit `{s['short']}` `setup.py` names no licence (no `license=` argument, "
                   f"no `License ::` classifier) and the repository has no licence file, so no "
                   f"licence name can be given here yet; once `setup.py` declares one, "
                   f"rebuilding from a commit that has it writes the name into this line.")
    licence = textwrap.fill(f"- **Licence:** {licence}", width=78, subsequent_indent="  ")
    skipped = ", ".join(f"`{p}`" for p in s["skipped_init"]) or "none"
    return f"""# Code sample corpus

Gristmill's own Python modules, one document per top-level function or class
plus one per module header, for examples and tests of multi-source runs
(web + prose + code). **Generated -- do not edit by hand.** Rebuild with

```
python scripts/make_code_sample.py --commit {s['commit']}
```

(the default `--commit` is the same; see the module docstring of
`scripts/make_code_sample.py` for the splitting rules). Files are read from
that commit with `git show`, not from the working tree, so the same commit
gives byte-identical files.

| file | format | documents | uncompressed text | uncompressed JSONL | on disk |
|---|---|---|---|---|---|
| `{OUTPUT_NAME}` | JSONL, gzip level 9 (mtime 0) | {s['documents']} | {_human(s['text_bytes'])} ({s['text_bytes']} bytes) | {_human(s['jsonl_bytes'])} | {_human(s['disk_bytes'])} ({s['disk_bytes']} bytes) |

- **Commit:** `{s['commit']}`.
- **Modules:** {s['modules']} files under `transforms/` and `beam_pipeline/`
  ({s['source_lines']} lines); `__init__.py` files under {MIN_INIT_BYTES} bytes
  skipped: {skipped}.
- **Documents:** {s['headers']} module headers, {s['functions']} functions,
  {s['classes']} classes; {s['dropped_short']} pieces under {MIN_CHARS} characters
  dropped. {s['code_lines']} source lines in all.
- **Fields:** `id` (`code/<path>#<name>`, or `code/<path>#header` for the
  docstring, imports and constants before the first `def`/`class`), `text`,
  `path`, `language` (`python`), `source` (`{s['source']}`), `lines` (int).
  Records are sorted by `id`.
- **Text:** whole source lines, verbatim. A function or class document holds
  its decorators, the comment lines directly above it, and the module-level
  statements (mostly constants) between it and the previous function or class;
  statements after the last one join it. Every document compiles as Python on
  its own.
{licence}
- **Why a subdirectory:** the bundled configs read `data/sample/*.jsonl`,
  `data/sample/*.jsonl.gz`, `data/sample/*.jsonl.zst` and
  `data/sample/*.parquet`; those globs do not descend into `code/`, so runs on
  the prose/web sample are unchanged. Add `data/sample/code/*.jsonl.gz` as a
  source to mix code in.
"""


def build(commit: str = DEFAULT_COMMIT, out_dir: Path = DEFAULT_OUT, repo: Path = REPO_ROOT) -> dict:
    """Write ``OUTPUT_NAME`` and ``README.md`` into ``out_dir`` from ``repo`` at ``commit``.

    Returns the counts written into the README. Raises ``subprocess.CalledProcessError`` when git
    is unusable or the commit is absent.
    """
    full = resolve_commit(repo, commit)
    short = full[:7]
    tag = f"gristmill-{short}"
    records: list[dict] = []
    skipped_init: list[str] = []
    modules = source_lines = dropped = 0
    for path in list_modules(repo, full):
        blob = read_blob(repo, full, path)
        if path.endswith("__init__.py") and len(blob) < MIN_INIT_BYTES:
            skipped_init.append(path)
            continue
        source = blob.decode("utf-8")
        modules += 1
        source_lines += source.count("\n")
        docs, short_count = module_documents(path, source, tag)
        records.extend(docs)
        dropped += short_count
    records.sort(key=lambda r: r["id"])
    ids = [r["id"] for r in records]
    if len(set(ids)) != len(ids):
        raise ValueError("duplicate document ids")

    raw = jsonl_bytes(records)
    packed = gzip_bytes(raw)
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / OUTPUT_NAME).write_bytes(packed)

    kinds = [r["id"].rsplit("#", 1)[1] for r in records]
    n_headers = kinds.count("header")
    n_classes = 0
    for r in records:
        if not r["id"].endswith("#header"):
            last_def = [n for n in ast.parse(r["text"]).body if isinstance(n, _DEFS)][-1]
            n_classes += isinstance(last_def, ast.ClassDef)
    stats = {
        "commit": full,
        "short": short,
        "source": tag,
        "modules": modules,
        "skipped_init": skipped_init,
        "source_lines": source_lines,
        "documents": len(records),
        "headers": n_headers,
        "classes": n_classes,
        "functions": len(records) - n_headers - n_classes,
        "dropped_short": dropped,
        "code_lines": sum(r["lines"] for r in records),
        "text_bytes": sum(len(r["text"].encode()) for r in records),
        "jsonl_bytes": len(raw),
        "disk_bytes": len(packed),
        "licence": declared_licence(read_blob(repo, full, "setup.py").decode("utf-8")),
        "licence_files": licence_files(repo, full),
    }
    (out_dir / "README.md").write_text(render_readme(stats), encoding="utf-8")
    return stats


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--commit", default=DEFAULT_COMMIT,
                   help=f"git commit to read the modules from (default: {DEFAULT_COMMIT})")
    p.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"output directory (default: {DEFAULT_OUT})")
    p.add_argument("--repo", type=Path, default=REPO_ROOT,
                   help=f"git repository holding the commit (default: {REPO_ROOT})")
    args = p.parse_args(argv)
    try:
        stats = build(args.commit, args.out, args.repo)
    except subprocess.CalledProcessError as err:
        sys.stderr.write(f"git failed ({' '.join(err.cmd)}): {err.stderr.decode(errors='replace').strip()}\n"
                         f"--commit must name a commit present in {args.repo}\n")
        return 2
    json.dump(stats, sys.stderr, indent=1, ensure_ascii=False)
    sys.stderr.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
