"""Render a local HTML file in headless Chromium and collect what a reader would see go wrong.

Used by the report tests; importable, not a test module. Three independent signals:

* ``dom``: Chromium's serialised DOM after loading (``--dump-dom``): what was actually built, e.g.
  that every section and chart exists.
* ``console``: the page's console messages, which Chromium prints to stderr as ``...:CONSOLE...``
  lines with ``--enable-logging=stderr --v=0``. A report has no script, so any message is the
  browser complaining about the page: an uncaught error, a resource it refused under the page's
  Content-Security-Policy, a file that failed to load. Chromium's other log lines (``ERROR:`` lines
  about D-Bus, GPU and sandbox in a container) say nothing about the page and are ignored.
* an XML parse of the same file (``xml=True``): Chromium parses a ``.xhtml`` file with its strict
  XML parser and shows a ``<parsererror>`` block ("error on line N at column M") instead of the page
  when the markup is malformed, e.g. an SVG element left open, which the HTML parser silently
  repairs.

``render_errors`` turns a result into a list of problems; empty means the page rendered cleanly.
Chromium is the ``chromium`` binary of Debian's package; :func:`chromium_binary` is None without it.
"""

from __future__ import annotations

import dataclasses
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

CANDIDATES = ("chromium", "chromium-browser")
DEFAULT_TIMEOUT = 60.0
WINDOW_SIZE = "1280,2400"
# Console lines as Chromium logs them: [pid:tid:MMDD/HHMMSS.micro:INFO:CONSOLE:line] "message", ...
# (older versions: CONSOLE(line)).
_CONSOLE = re.compile(r":CONSOLE[:(]")
_PARSE_ERROR = re.compile(r"<parsererror|error on line \d+ at column \d+", re.IGNORECASE)
_PARSE_ERROR_BLOCK = re.compile(r"<parsererror\b.*?</parsererror>", re.IGNORECASE | re.DOTALL)
_TAG = re.compile(r"<[^>]*>")


@dataclasses.dataclass(frozen=True)
class RenderResult:
    dom: str
    console: str  # the page's console lines from Chromium's log, one per line ("" if none)
    exit_code: int
    screenshot_bytes: int = 0  # size of the PNG of the screenshot call; 0 if none was taken
    seconds: float = 0.0  # wall time of all Chromium calls
    stderr: str = ""


def chromium_binary() -> str | None:
    """Path of the Chromium executable, or None if it is not installed."""
    for name in CANDIDATES:
        path = shutil.which(name)
        if path:
            return path
    return None


def _run(args: list[str], timeout: float) -> subprocess.CompletedProcess:
    """Run Chromium in its own process group so that a timeout ends its helper processes too."""
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True, text=True, errors="replace")
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        raise
    return subprocess.CompletedProcess(args, proc.returncode, out, err)


def _base_args(binary: str, profile_dir: str) -> list[str]:
    return [binary, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars",
            f"--user-data-dir={profile_dir}", "--enable-logging=stderr", "--v=0",
            f"--window-size={WINDOW_SIZE}"]


def console_lines(stderr: str) -> list[str]:
    """The page's console messages among Chromium's log lines."""
    return [line for line in stderr.splitlines() if _CONSOLE.search(line)]


def render(path: str | os.PathLike, *, screenshot: bool = True, xml: bool = False,
           timeout: float = DEFAULT_TIMEOUT) -> RenderResult:
    """Load ``path`` in headless Chromium: dump its DOM, then (with ``screenshot``) take a PNG
    screenshot in a second call. ``xml`` loads a ``.xhtml`` copy instead, so that Chromium parses
    the file as XML. Raises ``FileNotFoundError`` without Chromium and
    ``subprocess.TimeoutExpired`` after ``timeout`` seconds per call."""
    binary = chromium_binary()
    if binary is None:
        raise FileNotFoundError("chromium is not installed (Debian: apt-get install chromium)")
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="render-") as tmp:
        target = Path(path).resolve()
        if xml:
            copy = Path(tmp) / (target.stem + ".xhtml")
            shutil.copyfile(target, copy)
            target = copy
        url = target.as_uri()
        profile = os.path.join(tmp, "profile")
        dump = _run(_base_args(binary, profile) + ["--dump-dom", url], timeout)
        stderr, size, code = dump.stderr, 0, dump.returncode
        if screenshot:
            png = os.path.join(tmp, "screenshot.png")
            shot = _run(_base_args(binary, profile) + [f"--screenshot={png}", url], timeout)
            stderr += shot.stderr
            code = code or shot.returncode
            size = os.path.getsize(png) if os.path.exists(png) else 0
    return RenderResult(dom=dump.stdout, console="\n".join(console_lines(stderr)), exit_code=code,
                        screenshot_bytes=size, seconds=time.perf_counter() - started,
                        stderr=stderr)


def render_errors(result: RenderResult) -> list[str]:
    """Everything that went wrong rendering: a failed exit, console messages, an XML parse error, an
    empty document. Empty when the page rendered cleanly."""
    errors = []
    if result.exit_code != 0:
        errors.append(f"chromium exited with {result.exit_code}")
    errors.extend(f"console: {line}" for line in result.console.splitlines() if line.strip())
    match = _PARSE_ERROR.search(result.dom)
    if match:
        block = _PARSE_ERROR_BLOCK.search(result.dom)  # Chromium's block, as text
        text = block.group(0) if block else match.group(0)
        errors.append("parse error: " + " ".join(_TAG.sub(" ", text).split()))
    if "<body" not in result.dom:
        errors.append("no document body in the DOM dump")
    return errors
