"""Path names that come from configs: plain-name checks and a join that cannot leave its root.

Every file a run writes is ``<output.path>/<kind>/<name>``, and some kinds are built from config values
(length-bucket names become ``data/<bucket>/<split>``). A value such as ``..``, ``a/b`` or ``/etc``
would move files out of the directory the user named, or over another run's output. Two guards:

* :func:`plain_name_problem` is what config validation uses: a component that is used as one
  directory or file name must be a plain name (no separator, no ``..``, no leading dot, no NUL,
  not empty, at most :data:`MAX_NAME_CHARS` characters). The length limit is the 255-byte name limit
  of common local filesystems (ext4, XFS, APFS) counted in characters; object stores allow longer
  names but nothing here needs them.
* :func:`safe_join` is the last line, for writers: it joins like Beam's ``FileSystems.join`` (local
  paths with ``os.path.join``; ``scheme://`` paths with ``/``) and raises ``ValueError`` when a part
  is absolute, holds a ``..`` or ``.`` component, an empty component, a backslash or a NUL, so the
  result is always ``root`` or below it. It is a pure string function: nothing is read or created.
"""

from __future__ import annotations

import os
import re

MAX_NAME_CHARS = 255

_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")


def plain_name_problem(name: object) -> str | None:
    """Why ``name`` cannot be used as one path component, or None if it can."""
    if not isinstance(name, str):
        return f"must be a string, got {type(name).__name__}"
    if not name:
        return "is empty"
    if "\x00" in name:
        return "contains a NUL character"
    if "/" in name or "\\" in name:
        return "contains a path separator ('/' or '\\')"
    if name.startswith("."):
        # Covers "." and ".." and hidden names, which listing tools skip.
        return "starts with '.'"
    if name != name.strip():
        return "has leading or trailing whitespace"
    if len(name) > MAX_NAME_CHARS:
        return f"is longer than {MAX_NAME_CHARS} characters"
    return None


def is_plain_name(name: object) -> bool:
    return plain_name_problem(name) is None


def _part_problem(part: str) -> str | None:
    if not isinstance(part, str):
        return f"must be a string, got {type(part).__name__}"
    if "\x00" in part:
        return "contains a NUL character"
    if "\\" in part:
        return "contains a backslash"
    if part.startswith("/") or _SCHEME.match(part) or os.path.isabs(part):
        return "is absolute"
    for component in part.split("/"):
        if component in ("", ".", ".."):
            return f"has a {component!r} component" if component else "has an empty component"
    return None


def safe_join(root: str, *parts: str) -> str:
    """``root`` joined with ``parts`` (each one or more ``/``-separated components), as Beam's
    ``FileSystems.join`` would join them; ``ValueError`` if a part could take the result outside
    ``root``. ``parts`` may be empty: then ``root`` itself."""
    if not isinstance(root, str) or not root or "\x00" in root:
        raise ValueError(f"output root must be a non-empty path without NUL, got {root!r}")
    for part in parts:
        problem = _part_problem(part)
        if problem is not None:
            raise ValueError(f"path part {part!r} under {root!r} {problem}: it could leave the "
                             f"output directory")
    if not parts:
        return root
    if _SCHEME.match(root):
        path = root
        for part in parts:
            path = path.rstrip("/") + "/" + part
        return path
    return os.path.join(root, *parts)
