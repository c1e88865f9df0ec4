"""``hf://datasets/<org>/<name>[@<revision>]/<path or glob>``: files of a Hugging Face dataset
repository, read through ``huggingface_hub``'s fsspec filesystem (``HfFileSystem``).

The scheme is registered with Beam as a read-only filesystem, so every place that matches or opens
input files (:func:`~gristmill.transforms.read.files.match_inputs` when the graph is built, the
readers in the workers, ``gristmill inspect``) handles it like ``gs://``: globs are expanded with
their sizes before any work starts and files are opened where they are read. Any format the reader
knows may be read this way. Without a revision, the repository's default branch is read as it is
when the run starts; ``@<commit sha>`` pins the files, so the run can be repeated exactly.

fsspec resolves the ``hf`` protocol, so whatever implementation is registered for it is used
(``huggingface_hub`` registers ``HfFileSystem``; tests register a local stand-in of the same layout).
"""

from __future__ import annotations

import posixpath
from typing import BinaryIO

from apache_beam.io.filesystem import (BeamIOError, CompressedFile, CompressionTypes, FileMetadata,
                                       FileSystem, MatchResult)

SCHEME = "hf"
PREFIX = "hf://"
_REPO_KIND = "datasets/"
_GLOB_CHARS = "*?["


class HubPathError(ValueError):
    """An ``hf://`` path this reader does not read, or ``huggingface_hub`` is not installed."""


def hub_path(path: str) -> str:
    """``datasets/<org>/<name>[@rev]/...`` of an ``hf://`` path, or :class:`HubPathError`."""
    rest = path[len(PREFIX):] if path.startswith(PREFIX) else path
    parts = rest.split("/")
    if not rest.startswith(_REPO_KIND) or len(parts) < 3 or not parts[1] or not parts[2]:
        raise HubPathError(f"{path!r}: only dataset repositories are read, as "
                           f"hf://datasets/<org>/<name>[@<revision>]/<path or glob>")
    return rest


def _filesystem():
    try:
        import fsspec
    except ImportError:  # pragma: no cover - fsspec comes with apache-beam's dependencies
        raise HubPathError("reading hf:// paths needs fsspec and huggingface_hub "
                           "(pip install huggingface_hub)") from None
    try:
        return fsspec.filesystem(SCHEME)
    except ImportError as exc:
        raise HubPathError(f"reading hf:// paths needs huggingface_hub (pip install "
                           f"huggingface_hub): {exc}") from None


class HuggingFaceFileSystem(FileSystem):
    """Beam's view of ``hf://``: match (glob, directory, file, with sizes), open, exists, size.
    Read-only: every method that writes raises."""

    @classmethod
    def scheme(cls) -> str:
        return SCHEME

    def _fs(self):
        return _filesystem()

    # Matching

    def _files(self, pattern: str) -> list[FileMetadata]:
        path = hub_path(pattern)
        fs = self._fs()
        if any(c in path for c in _GLOB_CHARS):
            found = fs.glob(path, detail=True)
        else:
            # One request tells whether the path is there and what it is.
            try:
                info = fs.info(path)
            except FileNotFoundError:
                info = None
            if info is None:
                found = {}
            elif info.get("type") == "directory":
                found = fs.find(path, detail=True)
            else:
                found = {path: info}
        return [FileMetadata(PREFIX + name.lstrip("/"), int(info.get("size") or 0))
                for name, info in sorted(found.items()) if info.get("type") != "directory"]

    def match(self, patterns, limits=None):
        limits = limits or [None] * len(patterns)
        results, errors = [], {}
        for pattern, limit in zip(patterns, limits):
            try:
                files = self._files(pattern)
            except Exception as exc:  # noqa: BLE001 - Beam reports them per pattern
                errors[pattern] = exc
                continue
            results.append(MatchResult(pattern, files[:limit] if limit else files))
        if errors:
            raise BeamIOError("Match operation failed", errors)
        return results

    def _list(self, dir_or_prefix):
        return iter(self._files(dir_or_prefix))

    def exists(self, path: str) -> bool:
        return self._fs().exists(hub_path(path))

    def size(self, path: str) -> int:
        return int(self._fs().info(hub_path(path)).get("size") or 0)

    def metadata(self, path: str) -> FileMetadata:
        return FileMetadata(path, self.size(path))

    def last_updated(self, path: str) -> float:
        raise BeamIOError(f"hf:// does not report modification times ({path})")

    def checksum(self, path: str) -> str:
        info = self._fs().info(hub_path(path))
        return str(info.get("blob_id") or info.get("sha256") or info.get("size"))

    # Paths

    def has_dirs(self) -> bool:
        return True

    def join(self, basepath: str, *paths: str) -> str:
        return posixpath.join(basepath, *paths)

    def split(self, path: str) -> tuple[str, str]:
        head, tail = posixpath.split(path[len(PREFIX):] if path.startswith(PREFIX) else path)
        return PREFIX + head, tail

    # Reading

    def open(self, path: str, mime_type: str = "application/octet-stream",
             compression_type: str = CompressionTypes.AUTO) -> BinaryIO:
        stream = self._fs().open(hub_path(path), "rb")
        if compression_type == CompressionTypes.AUTO:
            compression_type = CompressionTypes.detect_compression_type(path)
        if compression_type == CompressionTypes.UNCOMPRESSED:
            return stream
        return CompressedFile(stream, compression_type=compression_type)

    # Writing: refused

    def _read_only(self, *args, **kwargs):
        raise BeamIOError("hf:// is read-only here")

    create = mkdirs = copy = rename = delete = _read_only
