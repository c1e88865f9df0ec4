"""What Beam's --setup_file sends to remote workers must be enough to install and run Gristmill."""

import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow


def test_source_distribution_carries_configs_tokenizer_and_requirements(repo_root, tmp_path):
    subprocess.run([sys.executable, "setup.py", "-q", "sdist", "-d", str(tmp_path)],
                   cwd=repo_root, check=True, capture_output=True)
    subprocess.run(["rm", "-rf", "build", "gristmill.egg-info"], cwd=repo_root, check=False)
    (archive,) = tmp_path.glob("gristmill-*.tar.gz")
    with tarfile.open(archive) as tar:
        names = {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}
        requires = tar.extractfile(next(m for m in tar.getmembers()
                                        if m.name.endswith("egg-info/requires.txt"))).read()
        info = tar.extractfile(next(m for m in tar.getmembers()
                                    if m.name.count("/") == 1 and m.name.endswith("/PKG-INFO"))).read()
    # A plain install is the trainer's loader only; the pipeline is the "pipeline" extra, which
    # carries every pin of requirements.txt.
    sections, section = {}, ""
    for line in requires.decode().splitlines():
        if line.startswith("["):
            section = line.strip("[]")
        elif line:
            sections.setdefault(section, []).append(line)
    assert sorted(line.split("==")[0] for line in sections[""]) == ["numpy", "pyarrow"]
    pinned = [line for line in (repo_root / "requirements.txt").read_text().splitlines()
              if line and not line.startswith("#")]
    assert set(pinned) <= set(sections["pipeline"])
    # The Python range is the pins' own (numpy 2.4 needs 3.11; presidio stops before 3.15).
    assert "\nRequires-Python: >=3.11,<3.15\n" in info.decode()
    expected = {"setup.py", "README.md", "requirements.txt", "requirements-test.txt",
                "configs/default.yaml",
                "gristmill/transforms/assets/tokenizers/sample-bpe-16k/tokenizer.json",
                "gristmill/transforms/assets/tokenizers/sample-bpe-16k/tokenizer_config.json"}
    assert expected <= names


@pytest.mark.parametrize("command", [
    [sys.executable, "-m", "gristmill"],
    [str(Path(sys.executable).with_name("gristmill"))],
])
def test_entry_points_validate_a_config(repo_root, command):
    result = subprocess.run([*command, "validate", "-c", "configs/default.yaml",
                             "packing.seq_len=4096"], cwd=repo_root, capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert "seq_len: 4096" in result.stdout


def test_version_is_the_package_version(repo_root):
    from gristmill import __version__

    for command in ([sys.executable, "-m", "gristmill", "--version"],
                    [str(Path(sys.executable).with_name("gristmill")), "--version"]):
        result = subprocess.run(command, cwd=repo_root, capture_output=True, text=True, check=False)
        assert (result.returncode, result.stdout) == (0, f"gristmill {__version__}\n")


# Run in a child process where the pipeline's packages cannot be imported, as after a plain
# `pip install gristmill`.
WITHOUT_PIPELINE = """
import sys
BLOCKED = {"apache_beam", "pydantic", "yaml", "tokenizers", "transformers", "presidio_analyzer",
           "spacy", "fasttext", "datasketch", "tiktoken", "orjson", "zstandard"}
class Blocker:
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in BLOCKED:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
sys.meta_path.insert(0, Blocker())
"""


def test_a_loader_only_install_has_the_version_and_a_clear_message(repo_root):
    run = [sys.executable, "-c", WITHOUT_PIPELINE + "from gristmill.entry import main; "
                                                    "sys.exit(main(sys.argv[1:]))"]
    version = subprocess.run([*run, "--version"], cwd=repo_root, capture_output=True, text=True)
    assert version.returncode == 0 and version.stdout.startswith("gristmill ")
    command = subprocess.run([*run, "run", "-c", "default"], cwd=repo_root, capture_output=True,
                             text=True)
    assert command.returncode == 2
    assert command.stderr.count("\n") == 1
    assert "pip install 'gristmill[pipeline]'" in command.stderr
