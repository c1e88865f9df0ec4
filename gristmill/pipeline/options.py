"""Splitting the command line into Gristmill's own arguments, config overrides and Beam flags."""

from __future__ import annotations

from typing import Sequence

# Beam's default DirectRunner first tries to download the Prism runner binary; the in-process
# FnApiRunner needs nothing and honours --direct_num_workers / --direct_running_mode.
DEFAULT_RUNNER = "FnApiRunner"


def split_args(args: Sequence[str]) -> tuple[list[str], list[str]]:
    """(overrides, beam_flags). ``key=value`` items are overrides; ``--flag[=value]`` go to Beam.

    A Beam flag may also take its value as the next item (``--runner DataflowRunner``) when that
    item is neither a flag nor an override.
    """
    overrides: list[str] = []
    beam_flags: list[str] = []
    items = list(args)
    i = 0
    while i < len(items):
        item = items[i]
        if item.startswith("-"):
            beam_flags.append(item)
            nxt = items[i + 1] if i + 1 < len(items) else None
            if "=" not in item and nxt is not None and not nxt.startswith("-") and "=" not in nxt:
                beam_flags.append(nxt)
                i += 1
        elif "=" in item:
            overrides.append(item)
        else:
            raise ValueError(f"unexpected argument {item!r}: use section.key=value for config "
                             f"overrides and --flag=value for Beam options")
        i += 1
    return overrides, beam_flags


def with_default_runner(beam_flags: Sequence[str], runner: str | None = None) -> list[str]:
    """``beam_flags`` with ``--runner`` set to ``runner`` (default: the in-process runner) when they
    do not name one."""
    flags = list(beam_flags)
    if not any(f == "--runner" or f.startswith("--runner=") for f in flags):
        flags.append(f"--runner={runner or DEFAULT_RUNNER}")
    return flags
