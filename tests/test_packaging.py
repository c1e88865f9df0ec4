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
