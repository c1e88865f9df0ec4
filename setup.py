"""Gristmill: an Apache Beam pipeline from raw text corpora to packed, sharded, training-ready Parquet.

    pip install gristmill             # the trainer's side only: gristmill.data (numpy, pyarrow)
    pip install 'gristmill[pipeline]' # the pipeline, its command line and tools

Also the file Beam's ``--setup_file`` uses to ship the code, the bundled tokenizer and the configs
to remote workers (Dataflow, Flink); they install the pipeline's dependencies from
``requirements.txt`` (``--requirements_file``) or find them in the worker image.
"""

import re
from pathlib import Path

from setuptools import find_packages, setup

HERE = Path(__file__).parent
# What gristmill.data imports: a training job streams packed rows with these alone.
LOADER_REQUIREMENTS = ("numpy", "pyarrow")


def requirements(name: str) -> list[str]:
    lines = (HERE / name).read_text().splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def version() -> str:
    text = (HERE / "gristmill" / "__init__.py").read_text()
    return re.search(r'^__version__ = "([^"]+)"', text, re.M).group(1)


pipeline = requirements("requirements.txt")
setup(
    name="gristmill",
    version=version(),
    description="Raw text corpora to training-ready data for LLM pretraining, on Apache Beam.",
    long_description=(HERE / "README.md").read_text(encoding="utf-8"),
    long_description_content_type="text/markdown",
    # The pins' own bounds: numpy 2.4 and presidio-analyzer 2.2 need 3.11 at least, presidio and
    # spaCy's preshed stop before 3.15.
    python_requires=">=3.11,<3.15",
    # gristmill is the package; beam_pipeline and transforms are its old import paths, kept as
    # aliases for one release (gristmill/_aliases.py).
    packages=find_packages(include=["gristmill", "gristmill.*", "beam_pipeline", "transforms"])
    + ["gristmill_configs"],
    # The configs live in the top-level configs/ folder and install as package data.
    package_dir={"gristmill_configs": "configs"},
    package_data={
        "gristmill.transforms": ["assets/tokenizers/*/*"],
        "gristmill_configs": ["*.yaml"],
    },
    include_package_data=False,
    install_requires=[line for line in pipeline
                      if re.split(r"[=<>!~\[; ]", line, maxsplit=1)[0] in LOADER_REQUIREMENTS],
    extras_require={"pipeline": pipeline, "test": requirements("requirements-test.txt")},
    entry_points={"console_scripts": ["gristmill = gristmill.entry:main"]},
)
