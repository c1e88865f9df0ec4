"""Entry point of the Dataflow flex template: build the graph, submit the job, exit.

The flex-template launcher starts ``templates/dataflow/main.py`` with every template parameter and
Dataflow's own options as ``--name=value`` flags. The parameters Gristmill adds are
:class:`LauncherOptions`; ``templates/dataflow/metadata.json`` declares exactly these (a test keeps
them in step), everything else is passed to Beam unchanged. The launcher must not wait for the job:
Dataflow stops a launcher that outlives its submission, and the job writes ``stats.json`` and
``manifest.json`` itself when it finishes.
"""

from __future__ import annotations

import os
import shlex
import sys
from typing import Sequence

from apache_beam.options.pipeline_options import PipelineOptions

from gristmill.cli import EXIT_USAGE, _fail, run_command
from gristmill.pipeline.config import ConfigError, load_config

DEFAULT_RUNNER = "DataflowRunner"
# The image the template was built as (templates/dataflow/Dockerfile sets it from build.sh): the
# workers' image unless a launch names another, so that a launch from the console, the REST API or
# Airflow, which pass only the template's parameters, still runs Gristmill's image on the workers.
IMAGE_ENV = "GRISTMILL_SDK_IMAGE"


class LauncherOptions(PipelineOptions):
    """Gristmill's own template parameters."""

    @classmethod
    def _add_argparse_args(cls, parser):
        parser.add_argument("--config", default=None,
                            help="YAML config: a bundled config's name (such as raw_web), a path in "
                                 "the image, or a gs:// path")
        parser.add_argument("--input_paths", default=None,
                            help="comma-separated input files or globs; replaces input.paths")
        parser.add_argument("--output_path", default=None,
                            help="output directory; replaces output.path")
        parser.add_argument("--overrides", default=None,
                            help="space-separated section.key=value config overrides, applied "
                                 "after input_paths and output_path")


def launcher_option_names() -> list[str]:
    """The names of the options :class:`LauncherOptions` adds, in declaration order."""
    import argparse

    parser = argparse.ArgumentParser()
    LauncherOptions._add_argparse_args(parser)
    return [action.dest for action in parser._actions if action.dest != "help"]


def overrides_of(options: LauncherOptions) -> list[str]:
    """Config overrides from the template parameters."""
    overrides = []
    if options.input_paths:
        paths = [p.strip() for p in options.input_paths.split(",") if p.strip()]
        overrides.append(f"input.paths=[{','.join(paths)}]")
    if options.output_path:
        overrides.append(f"output.path={options.output_path}")
    overrides.extend(shlex.split(options.overrides or ""))
    return overrides


def beam_flags_of(argv: Sequence[str]) -> list[str]:
    """``argv`` without Gristmill's own options, for Beam."""
    ours = {f"--{name}" for name in launcher_option_names()}
    flags, skip = [], False
    for item in argv:
        if skip:
            skip = False
            continue
        name = item.split("=", 1)[0]
        if name in ours:
            skip = "=" not in item
            continue
        flags.append(item)
    return flags


def with_worker_image(beam_flags: list[str], image: str | None) -> list[str]:
    """``beam_flags`` with ``--sdk_container_image=image`` added when no flag names the workers'
    image already."""
    names = ("--sdk_container_image", "--worker_harness_container_image")
    if not image or any(flag.split("=", 1)[0] in names for flag in beam_flags):
        return beam_flags
    return [*beam_flags, f"--sdk_container_image={image}"]


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    options = PipelineOptions(argv).view_as(LauncherOptions)
    if not options.config:
        return _fail("the config parameter is required", EXIT_USAGE, debug=False)
    try:
        config = load_config(options.config, overrides_of(options))
    except (ConfigError, ValueError) as exc:
        return _fail(f"config error: {exc}", EXIT_USAGE, debug=False)
    flags = with_worker_image(beam_flags_of(argv), os.environ.get(IMAGE_ENV))
    return run_command(config, flags, debug=False, detach=True, default_runner=DEFAULT_RUNNER)
