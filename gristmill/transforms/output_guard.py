"""What a run may do to its output folder, decided before the job touches it.

Gristmill deletes and replaces only what it wrote itself. The guards, in the order a run meets them:

* :func:`check_output_path` refuses an ``output.path`` that is, contains or lies inside an input
  (every source's files and folders, the ``dedup.against`` outputs), that is the filesystem root,
  the home folder, the working folder or an ancestor of one of them, or that cannot be reached.
* :class:`OutputLock` lets one run at a time work in an ``output.path``: a lock file with its
  holder's user, host, process and start time, created only if absent (``O_EXCL`` on local disks, a
  generation precondition on Cloud Storage). A second run is refused with the holder's name; a lock
  whose process is gone is reported as stale and left in place unless the user resumes that run.
* :func:`prepare_output` accepts a folder that is missing, empty, a finished output, or an
  unfinished run (it has ``_incomplete/``), and refuses anything else: a folder of other files is
  not Gristmill's to clear. It never deletes a finished output: a new run is built in
  ``_incomplete/`` and replaces the old one only at commit.
* The commit (:func:`finish_commit`, called by ``gristmill.transforms.write.FinalizeFn``) first writes a
  commit plan, then swaps: the old manifest goes first (the folder is no longer a finished output),
  then the old output files, then the new files move into place, and ``manifest.json`` comes last.
  A commit cut short is finished by the next run from its plan, so the folder is always either the
  old output, the new one, or a plan that completes the new one.

Every file that marks completion (``manifest.json``, ``stats.json``, ``report.html``, the plan) is
written under a temporary name and renamed, so it exists whole or not at all.
"""

from __future__ import annotations

import datetime
import getpass
import glob as globlib
import json
import logging
import os
import re
import socket
import sys
import threading
import uuid
from typing import Any, Callable, Iterable, Sequence

from apache_beam.io.filesystem import CompressionTypes
from apache_beam.io.filesystems import FileSystems

from gristmill.layout import (COMMIT_PLAN, LOCK_FILE, MANIFEST_FILE, REPORT_FILE,  # noqa: F401
                              STATS_FILE, TEMP_DIR, TIMINGS_FILE, TOP_LEVEL_FILES)
from gristmill.transforms.paths import safe_join

# A shard's final name: <kind>[/<group>...]/part-00000-of-00008.<ext> (gristmill.transforms.write.final_name).
_PART_NAME = re.compile(r"part-\d{5,}-of-\d{5,}\.[a-z]+")
# Seconds to wait for an object store to answer before calling the output unreachable. Cloud
# clients retry for minutes without credentials or a network; a user should hear of it at once.
REACH_TIMEOUT_SECONDS = 30.0

_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")
_log = logging.getLogger("gristmill")


class OutputError(ValueError):
    """``output.path`` cannot be used as asked; the message is one line naming the path."""


def is_remote(path: str) -> bool:
    return bool(_SCHEME.match(path))


def join(base: str, *parts: str) -> str:
    return safe_join(base, *parts)


# --------------------------------------------------------------------------------------------------
# Where the output may go


def _real(path: str) -> str:
    """A comparable spelling: symlinks and ``..`` resolved for local paths, trailing ``/`` removed
    for URLs."""
    if is_remote(path):
        scheme, rest = path.split("://", 1)
        parts = [p for p in rest.split("/") if p not in ("", ".")]
        return f"{scheme.lower()}://" + "/".join(parts)
    return os.path.realpath(os.path.expanduser(path))


def _within(inner: str, outer: str) -> bool:
    """Whether ``inner`` is ``outer`` or below it (both from :func:`_real`)."""
    if inner == outer:
        return True
    sep = "/" if is_remote(outer) else os.sep
    return inner.startswith(outer.rstrip(sep) + sep)


def _input_root(pattern: str) -> tuple[str, bool]:
    """``(root, is_folder)`` of one configured input: a file or folder as given, or for a glob the
    folder it is rooted in. A non-recursive glob's folder does not count as input (``data/*.jsonl``
    cannot read what is written to ``data/out/``); a recursive one's does."""
    literal = pattern if is_remote(pattern) else os.path.expanduser(pattern)
    magic = globlib.has_magic(literal) and not (not is_remote(literal)
                                                and os.path.exists(literal))
    if not magic:
        folder = literal.endswith("/") or (not is_remote(literal) and os.path.isdir(literal))
        return _real(literal), folder
    head = re.split(r"[*?\[]", literal, maxsplit=1)[0]
    folder = head.rsplit("/", 1)[0] if "/" in head else "."
    return _real(folder or "/"), "**" in literal


def refuse_unsafe_output(output: str) -> None:
    """:class:`OutputError` for outputs whose clearing would be a disaster whatever the inputs: the
    filesystem root, the home folder, the working folder and their ancestors, a bucket's root, an
    existing file."""
    if not output or not output.strip():
        raise OutputError("output.path is empty")
    real = _real(output)
    if is_remote(output):
        if "/" not in real.split("://", 1)[1]:
            raise OutputError(f"output.path {output} is the root of a bucket: name a folder in it")
        return
    guarded = {"the filesystem root": os.path.abspath(os.sep),
               "the home folder": _real("~"), "the working folder": _real(os.getcwd())}
    for what, path in guarded.items():
        if _within(path, real):
            relation = "is" if path == real else "contains"
            raise OutputError(f"output.path {output} {relation} {what} ({path}): name a folder "
                              f"of its own for the output")
    if os.path.exists(real) and not os.path.isdir(real):
        raise OutputError(f"output.path {output} is a file, not a folder")


def check_output_path(output: str, patterns: Iterable[str], files: Iterable[str] = (),
                      reads: Iterable[str] = ()) -> None:
    """Refuse, before anything is touched, an ``output.path`` that an input could be lost to.

    ``patterns``: every configured input path, glob or folder (all sources); ``files``: the files
    they matched; ``reads``: other outputs the run reads (``dedup.against``). The output may not
    contain any of them, nor lie inside an input folder, compared by real path (symlinks and ``..``
    resolved).
    """
    refuse_unsafe_output(output)
    out = _real(output)
    for pattern in [*patterns, *reads]:
        root, folder = _input_root(pattern)
        if _within(root, out):
            raise OutputError(f"output.path {output} contains the input {pattern} ({root}): the "
                              f"output folder must be outside every input")
        if folder and _within(out, root):
            raise OutputError(f"output.path {output} is inside the input folder {pattern} "
                              f"({root}): the output folder must be outside every input")
    for path in files:
        if _within(_real(path), out):
            raise OutputError(f"output.path {output} contains the input file {path}: the output "
                              f"folder must be outside every input")


def _with_deadline(what: str, call: Callable[[], Any], seconds: float) -> Any:
    """``call()``'s result, or :class:`OutputError` when it fails or takes longer than ``seconds``
    (the call goes on in a daemon thread: cloud clients cannot be interrupted)."""
    box: dict[str, Any] = {}

    def target():
        try:
            box["value"] = call()
        except BaseException as exc:  # noqa: BLE001 - reported below as one line
            box["error"] = exc

    thread = threading.Thread(target=target, daemon=True, name="gristmill-reach")
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        raise OutputError(f"cannot reach {what}: no answer within {seconds:g} s (check the "
                          f"network, the credentials and the bucket's name)")
    if "error" in box:
        exc = box["error"]
        line = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        raise OutputError(f"cannot reach {what}: {type(exc).__name__}: {line[:300]}")
    return box.get("value")


def check_reachable(output: str, seconds: float | None = None) -> None:
    """:class:`OutputError` unless ``output``'s filesystem answers (an object store within
    ``seconds``) and a local output's nearest existing folder is writable."""
    if is_remote(output):
        _with_deadline(f"output.path {output}",
                       lambda: FileSystems.match([join(output, "*")], limits=[1]),
                       REACH_TIMEOUT_SECONDS if seconds is None else seconds)
        return
    parent = os.path.abspath(os.path.expanduser(output))
    while not os.path.exists(parent):
        parent = os.path.dirname(parent)
    if not os.path.isdir(parent) or not os.access(parent, os.W_OK | os.X_OK):
        raise OutputError(f"output.path {output}: cannot create or write in {parent}")


# --------------------------------------------------------------------------------------------------
# One run per output folder


def _holder() -> dict:
    try:
        user = getpass.getuser()
    except Exception:  # noqa: BLE001 - no user name in some containers
        user = str(os.getuid()) if hasattr(os, "getuid") else "unknown"
    return {"user": user, "host": socket.gethostname(), "pid": os.getpid(),
            "started": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "command": " ".join(sys.argv)[:500], "token": uuid.uuid4().hex}


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True


def lock_is_stale(holder: dict) -> bool:
    """Whether the holder is a process of this host that no longer runs (other hosts: unknown, so
    never stale)."""
    return (holder.get("host") == socket.gethostname() and isinstance(holder.get("pid"), int)
            and not _pid_alive(holder["pid"]))


def describe_holder(holder: dict) -> str:
    return (f"process {holder.get('pid', '?')} of {holder.get('user', '?')}@"
            f"{holder.get('host', '?')} since {holder.get('started', '?')}")


def _read_json(path: str) -> Any:
    with FileSystems.open(path, compression_type=CompressionTypes.UNCOMPRESSED) as f:
        return json.loads(f.read().decode("utf-8"))


def _create_exclusive(path: str, data: bytes) -> bool:
    """Create ``path`` with ``data`` only if it does not exist; False if it does."""
    if not is_remote(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        try:
            fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
        except FileExistsError:
            return False
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        return True
    if path.startswith("gs://"):
        from google.api_core.exceptions import PreconditionFailed
        from google.cloud import storage

        bucket, name = path[len("gs://"):].split("/", 1)
        try:
            storage.Client().bucket(bucket).blob(name).upload_from_string(
                data, if_generation_match=0)
        except PreconditionFailed:
            return False
        return True
    # Other object stores through Beam: no create-if-absent, so check, write and read back; two
    # runs starting in the same second can still both pass (documented in docs/reliability.md).
    if FileSystems.exists(path):
        return False
    write_atomic(path, data)
    return _read_json(path).get("token") == json.loads(data)["token"]


class OutputLock:
    """The lock of one ``output.path``, held by this process from :meth:`acquire` to
    :meth:`release`. Picklable: the commit step releases it on a worker."""

    def __init__(self, path: str, holder: dict):
        self.path = path
        self.holder = holder

    @classmethod
    def acquire(cls, output: str, take_stale: bool = False) -> "OutputLock":
        """Lock ``output``, or :class:`OutputError` naming the run that holds it. With
        ``take_stale`` (``--resume``), a lock whose process is gone from this host is taken over
        and said so on standard error."""
        path = join(output, LOCK_FILE)
        holder = _holder()
        data = json.dumps(holder, indent=2).encode() + b"\n"
        if _create_exclusive(path, data):
            return cls(path, holder)
        try:
            other = _read_json(path)
        except (OSError, ValueError) as exc:
            raise OutputError(f"output.path {output} is locked by {path}, which is unreadable "
                              f"({type(exc).__name__}); remove it if no run is using this "
                              f"output") from None
        if lock_is_stale(other):
            if take_stale:
                print(f"gristmill: taking over the stale lock of {describe_holder(other)}, which "
                      f"no longer runs", file=sys.stderr)
                FileSystems.delete([path])
                if _create_exclusive(path, data):
                    return cls(path, holder)
                return cls.acquire(output)
            raise OutputError(f"output.path {output} is locked by {describe_holder(other)}, which "
                              f"no longer runs (stale lock {path}): continue that run with "
                              f"--resume, or remove the lock file if you are sure")
        raise OutputError(f"output.path {output} is in use by {describe_holder(other)} "
                          f"(lock {path}); wait for that run to end, or remove the lock if that "
                          f"run failed without releasing it (a detached job)")

    def release(self) -> None:
        """Remove the lock if it is still this run's; never another run's."""
        try:
            if _read_json(self.path).get("token") == self.holder["token"]:
                FileSystems.delete([self.path])
        except Exception:  # noqa: BLE001 - already gone, or unreachable: nothing more to do
            pass


# --------------------------------------------------------------------------------------------------
# Completion markers and the commit


def write_atomic(path: str, data: bytes) -> None:
    """Write ``data`` to ``path`` under a temporary name and rename it, so that ``path`` holds
    either its old content or all of ``data``, never a part."""
    temp = f"{path}.tmp-{uuid.uuid4().hex}"
    with FileSystems.create(temp, compression_type=CompressionTypes.UNCOMPRESSED) as f:
        f.write(data)
    if is_remote(path) and FileSystems.exists(path):
        FileSystems.delete([path])  # object stores' rename does not replace
    FileSystems.rename([temp], [path])


class DamagedManifest(Exception):
    """A ``manifest.json`` that exists but does not describe a complete output."""


def read_manifest(output: str, check_files: bool = False) -> dict | None:
    """The finished output's manifest, None when there is none, :class:`DamagedManifest` when it
    is unreadable, not marked complete, lists a path outside the output, or (``check_files``)
    lists a file that is missing or of another size."""
    path = join(output, MANIFEST_FILE)
    if not FileSystems.exists(path):
        return None
    try:
        manifest = _read_json(path)
    except (OSError, ValueError) as exc:
        raise DamagedManifest(f"{path} is unreadable ({type(exc).__name__}: {exc})") from None
    if not isinstance(manifest, dict) or manifest.get("complete") is not True:
        raise DamagedManifest(f"{path} does not mark a complete output")
    files = manifest.get("files")
    if not isinstance(files, list) or not all(isinstance(e, dict) for e in files):
        raise DamagedManifest(f"{path} has no file list")
    for entry in files:
        try:
            target = join(output, *str(entry.get("path", "")).split("/"))
        except ValueError:
            raise DamagedManifest(f"{path} lists {entry.get('path')!r}, outside the output") \
                from None
        if check_files:
            found = FileSystems.match([target])[0].metadata_list
            if not found or found[0].size_in_bytes != entry.get("bytes"):
                raise DamagedManifest(f"{path} lists {entry.get('path')}, which is missing or of "
                                      f"another size")
    return manifest


def _top_level_names(output: str) -> list[str]:
    """The names directly in ``output`` (a missing folder has none)."""
    if is_remote(output):
        found = FileSystems.match([join(output, "**")], limits=[1000])[0].metadata_list
        prefix = output.rstrip("/") + "/"
        return sorted({m.path[len(prefix):].split("/", 1)[0] for m in found
                       if m.path.startswith(prefix)})
    try:
        return sorted(os.listdir(output))
    except FileNotFoundError:
        return []


def _exists_dir(path: str) -> bool:
    if is_remote(path):
        return bool(FileSystems.match([join(path, "**")], limits=[1])[0].metadata_list)
    return os.path.isdir(path)


def _delete(paths: Sequence[str]) -> None:
    existing = [p for p in paths if FileSystems.exists(p)]
    if existing:
        FileSystems.delete(existing)


def previous_output_files(output: str, kinds: Sequence[str]) -> list[str]:
    """The files of an earlier output in ``output`` that a commit replaces: the top-level files a
    run writes and every shard named like Gristmill's under the kind folders; other files there
    are the user's and stay."""
    found = [join(output, name) for name in TOP_LEVEL_FILES]
    for kind in kinds:
        base = join(output, kind)
        if not _exists_dir(base):
            continue
        for match in FileSystems.match([join(base, "**")])[0].metadata_list:
            if _PART_NAME.fullmatch(match.path.rsplit("/", 1)[-1]):
                found.append(match.path)
    return found


def _remove_empty_dirs(output: str, kinds: Sequence[str]) -> None:
    if is_remote(output):
        return  # object stores have no folders
    for kind in kinds:
        for folder, _, _ in sorted(os.walk(join(output, kind)), key=lambda w: -len(w[0])):
            try:
                os.rmdir(folder)
            except OSError:
                pass  # not empty: holds the new output or the user's files


def finish_commit(output: str, plan: dict, kinds: Sequence[str],
                  render: Callable | None = None) -> dict:
    """Swap a finished run into ``output`` following its ``plan`` (``moves``: [temp path, final
    name]; ``stats``; ``manifest``); idempotent, so a commit cut short is finished by calling it
    again. Returns the manifest."""
    _delete([join(output, MANIFEST_FILE)])
    finals = {join(output, *name.split("/")) for _, name in plan["moves"]}
    _delete([p for p in previous_output_files(output, kinds) if p not in finals])
    for temp, name in plan["moves"]:
        destination = join(output, *name.split("/"))
        if FileSystems.exists(temp):  # absent when an earlier attempt moved it already
            _mkdirs(destination.rsplit("/", 1)[0] if is_remote(destination)
                    else os.path.dirname(destination))
            _delete([destination])
            FileSystems.rename([temp], [destination])
    _remove_empty_dirs(output, kinds)
    write_atomic(join(output, STATS_FILE), json_bytes(plan["stats"]))
    if render is not None:
        render(output, plan["stats"], plan["manifest"])
    write_atomic(join(output, MANIFEST_FILE), json_bytes(plan["manifest"]))
    _delete([join(output, TEMP_DIR)])
    return plan["manifest"]


def _mkdirs(path: str) -> None:
    try:
        FileSystems.mkdirs(path)
    except IOError:
        pass  # exists


def json_bytes(obj: Any) -> bytes:
    return (json.dumps(obj, indent=2, sort_keys=True, ensure_ascii=False) + "\n").encode()


def prepare_output(output: str, overwrite: bool, kinds: Sequence[str], resume: bool = False,
                   render: Callable | None = None) -> None:
    """Check what ``output`` holds and make it ready for a run (the run holds its lock).

    - A commit that an earlier run began and did not finish is finished first (its output was
      complete; only the swap was cut short).
    - A finished output is refused without ``overwrite``; with it, the output stays as it is until
      this run's commit replaces it.
    - An unfinished run's ``_incomplete/`` is cleared, or kept with ``resume`` (its checkpoints).
    - Anything else in the folder means it is not Gristmill's: refused, nothing deleted.
    """
    plan_path = join(output, TEMP_DIR, COMMIT_PLAN)
    if FileSystems.exists(plan_path):
        print(f"gristmill: finishing the commit of an earlier run that was cut short in {output}",
              file=sys.stderr)
        finish_commit(output, _read_json(plan_path), kinds, render)
    try:
        manifest = read_manifest(output)
    except DamagedManifest as exc:
        raise OutputError(f"{exc}: the folder is not a complete output; check it with "
                          f"`gristmill verify {output}` and remove it, or choose another "
                          f"output.path") from None
    names = [n for n in _top_level_names(output) if n != LOCK_FILE]
    if manifest is not None and not overwrite:
        raise FileExistsError(f"{output} already holds a finished output; set "
                              f"output.overwrite=true to replace it (it is replaced only when "
                              f"the new output is complete)")
    if manifest is None and names and TEMP_DIR not in names:
        shown = ", ".join(names[:3]) + (", …" if len(names) > 3 else "")
        raise OutputError(f"output.path {output} is not empty and holds no Gristmill output "
                          f"(it has {shown}): choose a new or empty folder")
    if not resume:
        _delete([join(output, TEMP_DIR)])
