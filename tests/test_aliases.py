"""The old import paths (``transforms.*``, ``beam_pipeline.*``) kept for one release."""

import pickle
import subprocess
import sys

import pytest

import gristmill.transforms.document
from gristmill import _aliases


@pytest.mark.parametrize("old, new", sorted(_aliases.BEAM_PIPELINE.items()))
def test_every_old_beam_pipeline_module_is_its_new_module(old, new):
    __import__(old)
    __import__(new)
    assert sys.modules[old] is sys.modules[new]


def test_old_transforms_paths_are_the_same_modules_and_classes():
    import transforms
    import transforms.dedup.minhash
    from transforms.document import Document

    import gristmill.transforms.dedup.minhash

    assert transforms is gristmill.transforms
    assert transforms.dedup.minhash is gristmill.transforms.dedup.minhash
    assert Document is gristmill.transforms.document.Document
    # A pickle that names the old module loads as the new class.
    doc = Document(id="a", text="text", source="s", position=0)
    old = pickle.dumps(doc, protocol=0).replace(b"gristmill.transforms.document",
                                                b"transforms.document")
    assert b"gristmill" not in old
    assert pickle.loads(old) == doc


def test_names_that_were_never_modules_are_not_aliased():
    assert _aliases.new_name("beam_pipeline.nothing") is None
    assert _aliases.new_name("transformers") is None
    with pytest.raises(ModuleNotFoundError):
        __import__("beam_pipeline.nothing")


def test_python_m_beam_pipeline_still_runs_the_command_line(repo_root):
    from gristmill import __version__

    result = subprocess.run([sys.executable, "-m", "beam_pipeline", "--version"], cwd=repo_root,
                            capture_output=True, text=True)
    assert (result.returncode, result.stdout.strip()) == (0, f"gristmill {__version__}")
