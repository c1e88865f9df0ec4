"""Domain and URL lists of any size: read once, held compactly, shared by every rule instance.

Published blocklists are large (the UT1 list FineWeb uses holds millions of domains; Shallalist and
hosts files are of the same order), and a Python ``frozenset`` of strings costs about 100 bytes per
entry in every worker process. So a list is held one of two ways, decided by its size:

* up to :data:`SMALL_LIST` distinct entries, as a ``frozenset`` of the entries. It travels with the
  pickled rule: nothing is written anywhere and lookups are exact;
* above that, as an ordered hash table of 64-bit hashes of the entries (:class:`HashedKeys`: 12
  bytes per entry, about two reads per lookup). The table is written once per machine to an index
  file in the temp directory (:func:`cache_dir`), named after the hash of the list's content, and
  memory-mapped: every process on the machine reads the same pages of the page cache, and a process
  that finds the index already built starts in milliseconds instead of re-reading the list. Within
  a process, all rule instances share one mapping (``apache_beam.utils.shared.Shared``).

**Hash.** MurmurHash3 x64-128 (``mmh3``) with a fixed seed, first 64-bit half, of the entry's
UTF-8 bytes: the same entry has the same hash on every machine and in every run, so
decisions are deterministic. Two different strings share a hash with probability 2^-64, so a key that
is not listed is reported as listed with probability at most ``n / 2^64`` for a list of ``n`` entries
(about 1.6e-12 per lookup for 30 million entries; a host with 4 labels makes 4 lookups). The hash is
not cryptographic: someone who knows the seed could build a host name that collides with a listed
one. For a blocklist that only gets their own page dropped; for an allowlist it could let a page in,
which is why allowlists beyond :data:`SMALL_LIST` entries are the one place this bound matters.

**Index files.** ``<cache_dir>/<kind>-<sha256>.npy``, where the hash covers the format version, the
kind of list and the list's decompressed bytes. A file is written under a temporary name and renamed
into place (atomic on POSIX), under an exclusive ``flock`` so that processes starting together build
it once. Nothing is ever written outside :func:`cache_dir` and files there are never deleted: they are
what a later run reuses. Set ``GRISTMILL_LIST_CACHE`` to put them elsewhere.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from typing import Callable, Optional, Sequence

import mmh3
import numpy as np
from apache_beam.io.filesystem import BeamIOError
from apache_beam.io.filesystems import FileSystems
from apache_beam.utils import shared

from gristmill.transforms.filters.wordlist import read_list_file

# Lists with more distinct entries than this are hashed and memory-mapped (see the module docstring).
SMALL_LIST = 100_000
HASH_SEED = 0x6D696C6C
# Changes whenever the hash, the index layout or a list parser changes meaning: old index files are
# then simply not found.
INDEX_FORMAT = 1
_hash64 = mmh3.hash64
_BATCH = 1 << 20
_CHUNK_BYTES = 1 << 22


def cache_dir() -> str:
    """Where index files go: ``$GRISTMILL_LIST_CACHE``, else ``<temp dir>/gristmill-lists-<uid>``.

    The folder is the user's own: created private (0700), and refused if another user owns it or
    others may write to it, since an index planted there would decide what the rule drops."""
    folder = os.environ.get("GRISTMILL_LIST_CACHE") or os.path.join(
        tempfile.gettempdir(), f"gristmill-lists-{os.getuid() if hasattr(os, 'getuid') else 0}")
    if os.path.exists(folder):
        _check_private(folder)
    return folder


def _check_private(folder: str) -> None:
    """ValueError unless ``folder`` belongs to this user and no one else may write to it."""
    if not hasattr(os, "getuid"):  # pragma: no cover - not POSIX
        return
    info = os.stat(folder)
    if info.st_uid != os.getuid() or info.st_mode & 0o022:
        raise ValueError(f"url_blocklist: index folder {folder!r} is not private to this user "
                         f"(owner uid {info.st_uid}, mode {info.st_mode & 0o777:o}); set "
                         f"GRISTMILL_LIST_CACHE to a folder of your own")


def _load_index(index: str) -> "HashedKeys":
    """The index file at ``index``, memory-mapped: a plain array of numbers (``allow_pickle``
    off, so a file there can hold no objects), checked to be a flat ``uint64`` table."""
    table = np.load(index, mmap_mode="r", allow_pickle=False)
    if table.dtype != np.uint64 or table.ndim != 1:
        raise ValueError(f"url_blocklist: {index!r} is not a list index (remove it to rebuild)")
    return HashedKeys(table)


def key_hash(key: str) -> int:
    """The 64-bit hash of ``key`` as stored in an index: MurmurHash3 x64-128 of its UTF-8 bytes,
    first half, unsigned."""
    # Encoded here, not by mmh3: a lone surrogate (which metadata from JSON can carry) must hash,
    # and mmh3 5.3 crashes the interpreter on one.
    return _hash64(key.encode("utf-8", "surrogatepass"), HASH_SEED, signed=False)[0]


def key_hashes(keys: Sequence[str]) -> np.ndarray:
    """:func:`key_hash` of each key, as a ``uint64`` array."""
    return np.array([key_hash(key) for key in keys], dtype=np.uint64)


class HashedKeys:
    """Membership in an ordered hash table of 64-bit key hashes (in memory or memory-mapped).

    The table is a ``uint64`` array: the number of home slots (``1.5 n``, so 12 bytes per entry),
    then the slots (0 marks an empty one, so a hash of 0 is stored as 1). A hash's home slot is its
    value scaled to the number of home slots, and the hashes are placed in increasing order, each in
    the first free slot at or after its home: the filled slots read in order are sorted, and every
    slot between a hash's home and its place is filled. A lookup starts at the home slot and reads forward until it finds the hash, a
    larger one or an empty slot: about two reads, all in one or two cache lines, where a binary
    search over tens of millions of entries touches some 25 places of a large array. Lookups are plain
    Python reads of the buffer (no numpy call per key), which is what makes one lookup cheap.
    """

    def __init__(self, table: np.ndarray):
        self.table = table
        self.size: Optional[int] = None
        self._slots = memoryview(table).cast("B").cast("Q")
        self._home_slots = int(table[0])

    def __len__(self) -> int:
        if self.size is None:
            self.size = int(np.count_nonzero(self.table[1:]))
        return self.size

    def __contains__(self, key: str) -> bool:
        return self.first_member((key,)) == 0

    def first_member(self, keys: Sequence[str]) -> int:
        """The position in ``keys`` of the first listed key, or -1."""
        slots, home_slots = self._slots, self._home_slots
        for position, key in enumerate(keys):
            wanted = _hash64(key.encode("utf-8", "surrogatepass"), HASH_SEED, signed=False)[0] or 1
            slot = ((wanted >> 32) * home_slots >> 32) + 1
            found = slots[slot]
            while found < wanted and found:
                slot += 1
                found = slots[slot]
            if found == wanted:
                return position
        return -1


def hash_table(hashes: np.ndarray) -> np.ndarray:
    """The table :class:`HashedKeys` reads, from sorted distinct hashes (0 already replaced by 1)."""
    home_slots = max(1, (len(hashes) * 3 + 1) // 2)
    # The home slot of hash h is (h >> 32) * home_slots >> 32: never decreasing as h grows, and the
    # same in numpy (no overflow for up to 2^32 slots) and in Python.
    home = ((hashes >> np.uint64(32)) * np.uint64(home_slots) >> np.uint64(32)).astype(np.int64)
    # Each hash goes to its home slot or just after the previous hash, whichever is later.
    order = np.arange(len(hashes), dtype=np.int64)
    place = np.maximum.accumulate(home - order) + order if len(hashes) else order
    del home, order
    # One empty slot after the last hash, where every scan that runs past the end stops.
    table = np.zeros(max(home_slots, int(place[-1]) + 1 if len(place) else 0) + 2, dtype="<u8")
    table[0] = home_slots
    table[place + 1] = hashes
    return table


def first_member(members: frozenset[str] | set[str] | HashedKeys, keys: Sequence[str]) -> int:
    """The position in ``keys`` of the first key in ``members``, or -1."""
    if isinstance(members, HashedKeys):
        return members.first_member(keys)
    for position, key in enumerate(keys):
        if key in members:
            return position
    return -1


def _sorted_unique(chunks: list[np.ndarray]) -> np.ndarray:
    hashes = np.concatenate(chunks) if chunks else np.zeros(0, np.uint64)
    chunks.clear()
    hashes[hashes == 0] = 1  # 0 marks an empty slot of the table
    hashes.sort()
    if len(hashes) > 1:
        hashes = hashes[np.concatenate(([True], hashes[1:] != hashes[:-1]))]
    return hashes


class _Holder:
    """What :class:`Shared` keeps per process (it needs an object that takes a weak reference)."""

    def __init__(self, keys: HashedKeys):
        self.keys = keys


class KeyList:
    """One list file, parsed into keys by ``parse``: the list's entries as a set, or where to find
    its index. Built (and validated) by :meth:`load` when the pipeline graph is built; pickles small.

    ``members()`` is what rules look keys up in: a ``frozenset`` or a :class:`HashedKeys`.
    """

    def __init__(self, path: str, kind: str, rule: str, digest: str, size: int,
                 entries: Optional[frozenset[str]]):
        self.path = path
        self.kind = kind
        self.rule = rule
        self.digest = digest
        self.size = size
        self.entries = entries
        self._shared = shared.Shared()
        self._holder: Optional[_Holder] = None

    def __len__(self) -> int:
        return self.size

    def __getstate__(self) -> dict:
        state = self.__dict__.copy()
        state["_holder"] = None  # each process maps the index itself
        return state

    @property
    def index_path(self) -> str:
        return os.path.join(cache_dir(), f"{self.kind}-{self.digest}.npy")

    @classmethod
    def load(cls, path: str, kind: str, rule: str, small_list: Optional[int] = None) -> "KeyList":
        """Read the list of ``kind`` (see :func:`register_kind`) at ``path``: every line must give a
        key. ValueError naming the file and line for a bad line, an unreadable
        file or a list without entries. A list above ``small_list`` (default :data:`SMALL_LIST`)
        distinct entries is hashed into an index file, unless one for the same content exists."""
        small_list = SMALL_LIST if small_list is None else small_list
        digest = _content_digest(path, kind, rule)
        index = os.path.join(cache_dir(), f"{kind}-{digest}.npy")
        if os.path.exists(index):
            size = len(_load_index(index))
            return cls(path, kind, rule, digest, size, None)
        entries, hashes = _parse(path, kind, rule, small_list)
        if entries is not None:
            return cls(path, kind, rule, digest, len(entries), frozenset(entries))
        _write_index(index, hashes)
        return cls(path, kind, rule, digest, len(HashedKeys(hashes)), None)

    def members(self) -> frozenset[str] | HashedKeys:
        if self.entries is not None:
            return self.entries
        if self._holder is None:
            self._holder = self._shared.acquire(self._open, tag=self.index_path)
        return self._holder.keys

    def _open(self) -> _Holder:
        index = self.index_path
        if not os.path.exists(index):
            # Another machine than the one that built the graph: build the index here, from the same
            # content (a list changed since then would give other decisions, so it is refused).
            digest = _content_digest(self.path, self.kind, self.rule)
            if digest != self.digest:
                raise ValueError(f"{self.rule}: list file {self.path!r} changed since the pipeline "
                                 f"was built; run it again")
            _, hashes = _parse(self.path, self.kind, self.rule, 0)
            _write_index(index, hashes)
        return _Holder(_load_index(index))


def _content_digest(path: str, kind: str, rule: str) -> str:
    """The hash naming the index of the list at ``path``: of its decompressed bytes, the kind of
    list and the index format."""
    digest = hashlib.sha256(f"gristmill-list {INDEX_FORMAT} {kind} {HASH_SEED}\n".encode())
    try:
        with FileSystems.open(path) as stream:
            for chunk in iter(lambda: stream.read(_CHUNK_BYTES), b""):
                digest.update(chunk)
    except (OSError, BeamIOError) as exc:
        raise ValueError(f"{rule}: cannot read list file {path!r}: {exc}") from None
    return digest.hexdigest()


def _parse(path: str, kind: str, rule: str,
           small_list: int) -> tuple[Optional[set[str]], Optional[np.ndarray]]:
    """``(entries, None)`` for a list of at most ``small_list`` distinct entries, else
    ``(None, sorted unique hashes)``. Memory: the set while small, then 8 bytes per line read (twice
    that while sorting)."""
    parse, what, plural = _KINDS[kind]
    entries: Optional[set[str]] = set()
    pending: list[str] = []
    chunks: list[np.ndarray] = []
    for number, line in read_list_file(path, rule):
        key = parse(line)
        if key is None:
            raise ValueError(f"{rule}: {path}:{number}: {line!r} is not a {what}")
        if entries is not None:
            entries.add(key)
            if len(entries) > small_list:
                pending, entries = list(entries), None
            continue
        pending.append(key)
        if len(pending) >= _BATCH:
            chunks.append(key_hashes(pending))
            pending = []
    if entries is not None and not entries:
        raise ValueError(f"{rule}: {path} lists no {plural}")
    if entries is not None:
        return entries, None
    chunks.append(key_hashes(pending))
    return None, hash_table(_sorted_unique(chunks))


def _write_index(index: str, hashes: np.ndarray) -> None:
    """Write ``hashes`` to ``index`` atomically; with a lock, so one process per machine writes."""
    folder = os.path.dirname(index)
    os.makedirs(folder, mode=0o700, exist_ok=True)
    _check_private(folder)
    with open(index + ".lock", "a") as lock:
        _lock(lock)
        if os.path.exists(index):
            return
        fd, temporary = tempfile.mkstemp(dir=folder, prefix=".building-", suffix=".npy")
        try:
            with os.fdopen(fd, "wb") as out:
                np.save(out, hashes)
            os.replace(temporary, index)
        except BaseException:
            os.unlink(temporary)
            raise


def _lock(handle) -> None:
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not POSIX: concurrent builds only cost time
        return
    fcntl.flock(handle.fileno(), fcntl.LOCK_EX)


# Kind -> (parser, what one entry is called, and many), filled by the modules that define kinds.
_KINDS: dict[str, tuple[Callable[[str], Optional[str]], str, str]] = {}


def register_kind(kind: str, parse: Callable[[str], Optional[str]], what: str, plural: str) -> None:
    """Declare a kind of list: ``parse`` turns a line into its key (None: the line is not a
    ``what``; an empty list "lists no ``plural``")."""
    _KINDS[kind] = (parse, what, plural)
