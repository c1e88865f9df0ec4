"""Log output of the command line: quiet by default, one JSON object per line on request.

By default only warnings and errors are printed, and Beam's own chatter only from errors up;
``--debug`` shows everything at INFO. ``--log-format json`` prints each record as one JSON object
(``time``, ``level``, ``logger``, ``message``, and ``error`` with the exception's type and message),
which log collectors parse without patterns. Neither format ever adds document text: stages never
log it (dead-letter records hold it, in the output, not in logs).
"""

from __future__ import annotations

import datetime
import json
import logging

FORMATS = ("text", "json")
TEXT_FORMAT = "%(name)s: %(levelname)s: %(message)s"
HANDLER_NAME = "gristmill"


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "time": datetime.datetime.fromtimestamp(record.created, datetime.timezone.utc)
            .isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        if record.exc_info and record.exc_info[1] is not None:
            exc = record.exc_info[1]
            entry["error"] = f"{type(exc).__name__}: {exc}"
        return json.dumps(entry, ensure_ascii=False)


def configure_logging(debug: bool = False, fmt: str = "text") -> None:
    """Set up the root logger for one command: level, format, and Beam's own loggers."""
    if fmt not in FORMATS:
        raise ValueError(f"log format must be one of {', '.join(FORMATS)}, not {fmt!r}")
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter() if fmt == "json" else logging.Formatter(TEXT_FORMAT))
    handler.set_name(HANDLER_NAME)
    root = logging.getLogger()
    # Replace only the handler an earlier call installed: others (a test's capture) stay.
    for old in [h for h in root.handlers if h.get_name() == HANDLER_NAME]:
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(logging.INFO if debug else logging.WARNING)
    logging.getLogger("apache_beam").setLevel(logging.INFO if debug else logging.ERROR)
