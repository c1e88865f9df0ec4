"""Gristmill: an Apache Beam pipeline from raw text corpora to packed, sharded, training-ready Parquet.

Also the file Beam's ``--setup_file`` uses to ship the code, the bundled tokenizer and the configs
to remote workers (Dataflow, Flink).
"""

from pathlib import Path

from setuptools import find_packages, setup

HERE = Path(__file__).parent


def requirements() -> list[str]:
    lines = (HERE / "requirements.txt").read_text().splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


setup(
    name="gristmill",
    version="0.1.0",
    description="Raw text corpora to training-ready data for LLM pretraining, on Apache Beam.",
    long_description=(HERE / "README.md").read_text(encoding="utf-8"),
    long_description_content_type="text/markdown",
    python_requires=">=3.10",
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
    install_requires=requirements(),
    extras_require={"test": [line for line in (HERE / "requirements-test.txt").read_text()
                             .splitlines() if line and not line.startswith("#")]},
    entry_points={"console_scripts": ["gristmill = gristmill.cli:main"]},
)
