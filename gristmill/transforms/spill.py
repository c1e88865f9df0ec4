"""Spill texts and token arrays to local disk while they wait between stages.

Beam's in-process runner keeps every collection that crosses a stage boundary (a shuffle, a side
input, a branch) in memory, as encoded bytes, until the next stage has read it: about 10 MB of
RAM per MB of input. With a spill directory set (``gristmill run --spill``), the large part of an
element, a document's text or a token array, is written to an append-only file in that directory
when the element is encoded, and only a handle of about 40 bytes goes into the runner's buffers.
Decoding reads the bytes back. The stages themselves see the same values as without spilling, so
the output is byte-identical.

A value that was read back from the spill and is encoded again unchanged keeps its handle, so a
text is written once however many stages it crosses. The files are append-only and are never
rewritten; the directory is removed when the run ends (by the command that created it).

Spilling is for runs whose workers share one machine's disk (the in-process runner, including its
``multi_processing`` mode): a handle names a file on that disk. The directory comes from the
``GRISTMILL_SPILL_DIR`` environment variable, which worker processes inherit.

Token arrays that go into a shard's packing (:func:`deferred`) are not even read back on decode:
they stay handles until the shard is built, so the partial combine before the shuffle, which holds
a whole bundle of them, holds handles only.
"""

from __future__ import annotations

import os
import threading
import uuid

import numpy as np

SPILL_ENV = "GRISTMILL_SPILL_DIR"
# Values smaller than this stay inline: a handle and a file read cost more than they save.
MIN_BYTES = 512
# A spill file is closed for writing at this size and the next one begun.
FILE_BYTES = 1 << 30


class SpillStore:
    """Append-only spill files of one process in ``root``; handles are ``(file name, offset, n)``."""

    def __init__(self, root: str):
        if not os.path.isdir(root):
            raise FileNotFoundError(f"spill directory {root} does not exist")
        self.root = root
        self.pid = os.getpid()
        self._prefix = f"{self.pid}-{uuid.uuid4().hex[:8]}"
        self._lock = threading.Lock()
        self._fd: int | None = None
        self._name = ""
        self._offset = 0
        self._files = 0
        self._readers: dict[str, int] = {}
        self.bytes_written = 0

    def _roll(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
        self._name = f"{self._prefix}-{self._files:05d}.spill"
        self._files += 1
        self._fd = os.open(os.path.join(self.root, self._name),
                           os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        self._offset = 0

    def put(self, data: bytes) -> tuple[str, int, int]:
        with self._lock:
            if self._fd is None or self._offset + len(data) > FILE_BYTES:
                self._roll()
            view, written = memoryview(data), 0
            while written < len(data):
                written += os.write(self._fd, view[written:])
            handle = (self._name, self._offset, len(data))
            self._offset += len(data)
            self.bytes_written += len(data)
            return handle

    def get(self, handle: tuple[str, int, int]) -> bytes:
        name, offset, size = handle
        with self._lock:
            fd = self._readers.get(name)
            if fd is None:
                fd = self._readers[name] = os.open(os.path.join(self.root, name), os.O_RDONLY)
        data = os.pread(fd, size, offset)
        if len(data) != size:
            raise OSError(f"spill file {name} is short: wanted {size} bytes at {offset}, "
                          f"got {len(data)}")
        return data

    def close(self) -> None:
        with self._lock:
            for fd in [self._fd, *self._readers.values()]:
                if fd is not None:
                    os.close(fd)
            self._fd, self._readers = None, {}


_STORE: SpillStore | None = None
_STORE_LOCK = threading.Lock()


def active() -> SpillStore | None:
    """This process's store when ``GRISTMILL_SPILL_DIR`` is set, else None. A forked worker gets
    a store (and files) of its own."""
    global _STORE
    root = os.environ.get(SPILL_ENV)
    if not root:
        return None
    store = _STORE
    if store is not None and store.pid == os.getpid() and store.root == root:
        return store
    with _STORE_LOCK:
        if _STORE is None or _STORE.pid != os.getpid() or _STORE.root != root:
            _STORE = SpillStore(root)
        return _STORE


def close(root: str) -> SpillStore | None:
    """Close and forget this process's store of ``root`` (None if it made none); its
    ``bytes_written`` tells how much it spilled."""
    global _STORE
    with _STORE_LOCK:
        store = _STORE
        if store is None or store.pid != os.getpid() or store.root != root:
            return None
        _STORE = None
    store.close()
    return store


def _reader() -> SpillStore:
    """The store that reads handles: this process's (a handle may name another process's file)."""
    store = active()
    if store is None:
        raise RuntimeError(f"a spilled value was read without {SPILL_ENV} set: the spill "
                           f"directory of the run that wrote it is needed to read it")
    return store


# -- texts ------------------------------------------------------------------------------------------

def put_text(text: str, previous=None):
    """A handle for ``text``: ``previous`` when it was made for this very string object, else a
    new one; None when spilling is off or the text is short."""
    store = active()
    if store is None or len(text) < MIN_BYTES:
        return None
    if previous is not None and previous[1] is text:
        return previous
    return store.put(text.encode("utf-8", "surrogatepass")), text


def get_text(handle) -> str:
    return _reader().get(handle).decode("utf-8", "surrogatepass")


# -- token arrays -----------------------------------------------------------------------------------

class SpillArray(np.ndarray):
    """A token array that spills itself when encoded and is read back whole when decoded. The
    handle stays with the array, so encoding it again writes nothing."""

    # Decoded as a Deferred handle (deferred()) rather than read back.
    _deferred = False

    def __reduce_ex__(self, protocol):
        store = active()
        if store is None or self.nbytes < MIN_BYTES or self.ndim != 1:
            return np.asarray(self).__reduce_ex__(protocol)
        handle = self.__dict__.get("_spill_handle")
        if handle is None:
            handle = self._spill_handle = store.put(np.ascontiguousarray(self).tobytes())
        if self._deferred:
            return Deferred, (handle, self.dtype.str, len(self))
        return _load_array, (handle, self.dtype.str)

    def __array_finalize__(self, obj):
        # A slice or a computed array is other data: it must not inherit its parent's handle.
        self.__dict__.pop("_spill_handle", None)


class _DeferredArray(SpillArray):
    _deferred = True


def _load_array(handle, dtype: str) -> SpillArray:
    array = np.frombuffer(_reader().get(handle), dtype=np.dtype(dtype)).view(SpillArray)
    array._spill_handle = handle
    return array


def _as(array, kind: type[SpillArray]):
    """``array`` viewed as ``kind`` (no copy), keeping a handle it already has; unchanged when
    spilling is off."""
    if active() is None or not isinstance(array, np.ndarray):
        return array
    handle = getattr(array, "__dict__", {}).get("_spill_handle")
    out = array.view(kind)
    if handle is not None:
        out._spill_handle = handle
    return out


def spillable(array: np.ndarray) -> np.ndarray:
    """``array``, to be spilled when encoded and read back whole when decoded."""
    return _as(array, SpillArray)


def deferred(array):
    """``array``, to be spilled when encoded and decoded as a :class:`Deferred` handle, which the
    receiver must :func:`materialize`."""
    return _as(array, _DeferredArray)


class Deferred:
    """A token array that stays on disk until :func:`materialize` is called: ``len()`` works
    without reading it."""

    __slots__ = ("handle", "dtype", "length")

    def __init__(self, handle, dtype: str, length: int):
        self.handle = handle
        self.dtype = dtype
        self.length = length

    def __len__(self) -> int:
        return self.length

    def __reduce__(self):
        return Deferred, (self.handle, self.dtype, self.length)

    def load(self) -> np.ndarray:
        return np.frombuffer(_reader().get(self.handle), dtype=np.dtype(self.dtype))


def materialize(value) -> np.ndarray:
    """The array behind a :class:`Deferred` handle, or ``value`` itself as a plain array."""
    if isinstance(value, Deferred):
        return value.load()
    return np.asarray(value)
