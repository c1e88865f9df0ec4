"""Retrying what fails for reasons outside the data: opening remote files, loading models.

A worker that opens ``gs://…`` or loads a model from a network filesystem meets timeouts, throttling
and dropped connections that a second attempt a moment later does not. :func:`with_retries` calls a
function up to ``attempts`` times, waiting ``initial_delay`` seconds and then twice as long each time
(plus up to a quarter of random jitter, so workers that failed together do not retry together),
and retries only errors that can be transient (``OSError``, which covers ``ConnectionError`` and
``TimeoutError``). A missing file or a malformed model fails the same way every time, so
``FileNotFoundError`` and ``PermissionError`` are not retried: the error reaches the caller at once,
which records it (a dead letter for an input file, a clear failure for a model).
"""

from __future__ import annotations

import logging
import random
import time
from typing import Callable, TypeVar

T = TypeVar("T")
_LOGGER = logging.getLogger(__name__)

ATTEMPTS = 4
INITIAL_DELAY = 1.0
TRANSIENT = (OSError,)
PERMANENT = (FileNotFoundError, PermissionError, IsADirectoryError, NotADirectoryError)


def backoff_delays(attempts: int, initial_delay: float, jitter: Callable[[], float]) -> list[float]:
    """The waits between ``attempts`` tries: ``initial_delay`` doubling, each plus ``jitter()`` of
    itself (``jitter`` returns a fraction in [0, 0.25))."""
    return [initial_delay * 2 ** i * (1 + jitter()) for i in range(attempts - 1)]


def with_retries(fn: Callable[[], T], what: str, *, attempts: int = ATTEMPTS,
                 initial_delay: float = INITIAL_DELAY, sleep: Callable[[float], None] = time.sleep,
                 jitter: Callable[[], float] = lambda: random.uniform(0, 0.25)) -> T:
    """``fn()``, retried on transient errors; ``what`` names it in the log (never document text).
    The last error is raised as it was when every attempt failed."""
    delays = backoff_delays(attempts, initial_delay, jitter)
    for attempt in range(attempts):
        try:
            return fn()
        except PERMANENT:
            raise
        except TRANSIENT as exc:
            if attempt == attempts - 1:
                raise
            _LOGGER.warning("%s failed (%s: attempt %d of %d); retrying in %.1f s", what,
                            type(exc).__name__, attempt + 1, attempts, delays[attempt])
            sleep(delays[attempt])
    raise AssertionError("unreachable")  # pragma: no cover
