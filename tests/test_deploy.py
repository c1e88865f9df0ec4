"""Distributed execution, as far as this machine can take it offline.

Flink runs Python through Beam's portable framework: a job service translates the graph and an
external worker pool (the sidecar on each TaskManager) runs the Python code. Here the job service is
embedded and the worker pool is a separate process on localhost, which is the same protocol. Dataflow
cannot be reached, but its runner builds and checks the whole job graph with ``--dry_run``. The
template files are checked against the code and the pinned versions they describe.
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import apache_beam as beam
import pytest
from apache_beam.options.pipeline_options import PipelineOptions, WorkerOptions

from gristmill import __version__
from gristmill.cli import main
from gristmill.pipeline.config import load_config
from gristmill.pipeline.launcher import (LauncherOptions, beam_flags_of, launcher_option_names,
                                    overrides_of)
from gristmill.pipeline.launcher import main as launch
from gristmill.pipeline.graph import build_pipeline
from tests.test_end_to_end import SHARDING, file_digests, run
from tests.test_flink_template import templates_versions

REPO = Path(__file__).resolve().parent.parent
TEMPLATES = REPO / "templates"
DATAFLOW = TEMPLATES / "dataflow"

DRY_RUN = ["--runner=DataflowRunner", "--dry_run=True", "--project=gristmill-test",
           "--region=europe-west4", "--temp_location=gs://gristmill-test/tmp"]
# raw_web with every optional stage and output switched on: the largest graph Gristmill builds.
FULL_GRAPH = ["dedup.near.enabled=true", "dedup.segments.enabled=true", "dedup.write_index=true",
              "pii.enabled=true",
              "output.formats=[parquet,megatron]", "output.validation_fraction=0.05"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("localhost", 0))
        return s.getsockname()[1]


@pytest.fixture
def worker_pool(tmp_path):
    """Beam's external worker pool in its own process, as the Flink sidecar runs it. Its log goes to
    a file: the workers it starts log a lot, and a full pipe would block them."""
    port = free_port()
    log_path = tmp_path / "worker_pool.log"
    # The pool starts each SDK worker as plain `python`, so this environment's must come first.
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    with open(log_path, "wb") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "apache_beam.runners.worker.worker_pool_main",
             f"--service_port={port}"], stdout=log, stderr=subprocess.STDOUT, env=env)
    deadline = time.monotonic() + 60
    while True:
        try:
            socket.create_connection(("localhost", port), timeout=1).close()
            break
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                pytest.fail(f"worker pool did not start: {log_path.read_text()[-2000:]}")
            time.sleep(0.2)
    yield f"localhost:{port}"
    process.terminate()
    process.wait(timeout=30)


def run_portable(options: list[str], out: Path, worker_pool: str) -> None:
    """``gristmill run`` on the PortableRunner (embedded job service, the external worker pool) in
    its own process, as a submitting client is, with a deadline: a stuck job fails the test."""
    command = [sys.executable, "-m", "gristmill", "run", *options, f"output.path={out}",
               "--runner=PortableRunner", "--job_endpoint=embed", "--environment_type=EXTERNAL",
               f"--environment_config={worker_pool}"]
    try:
        done = subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=600)
    except subprocess.TimeoutExpired as exc:
        pytest.fail(f"the portable run did not finish in {exc.timeout} s: {exc.stderr!s:.2000}")
    assert done.returncode == 0, done.stderr[-3000:]


@pytest.mark.slow
def test_portable_runner_with_external_worker_pool_gives_the_same_bytes(worker_pool, tmp_path):
    local, portable = tmp_path / "local", tmp_path / "portable"
    run(local)
    run_portable(["-c", "configs/default.yaml", *SHARDING], portable, worker_pool)
    reference = file_digests(local)
    assert any(name.startswith("data/") for name in reference)
    assert file_digests(portable) == reference


@pytest.mark.slow
def test_portable_runner_gives_the_same_mixture_bytes(worker_pool, tmp_path):
    """Several sources, the mixture's side input and its copies, on a portable runner."""
    from gristmill.cli import main

    local, portable = tmp_path / "local", tmp_path / "portable"
    options = ["-c", "configs/mixture_example.yaml", *SHARDING, "output.validation_fraction=0.1"]
    assert main(["run", *options, f"output.path={local}"]) == 0
    run_portable(options, portable, worker_pool)
    reference = file_digests(local)
    assert any(name.startswith("data/validation/") for name in reference)
    assert file_digests(portable) == reference


def dry_run_graph(config_name: str, overrides: list[str], tmp_path: Path) -> set[str]:
    """Names of every transform in the Dataflow job graph built for the config."""
    config = load_config(config_name, [f"output.path={tmp_path / 'out'}", *overrides])
    pipeline = beam.Pipeline(options=PipelineOptions(DRY_RUN))
    build_pipeline(pipeline, config, prepare_output=False)
    result = pipeline.run()
    return {t.unique_name for t in result.job.proto_pipeline.components.transforms.values()}


@pytest.mark.slow
def test_dataflow_dry_run_builds_the_full_raw_web_graph(tmp_path):
    names = dry_run_graph("configs/raw_web.yaml", FULL_GRAPH, tmp_path)
    stages = {name.split("/")[0] for name in names}
    expected = {"Read", "UniqueIds", "ExactDedup", "NearDedup", "SegmentDedup",
                "RedactPII", "Tokenize", "Route", "PackTrain", "PackValidation",
                "WritePackedTrain", "WriteMegatronValidation", "WriteDocuments", "WriteRejects",
                "WriteDeadLetters", "WriteExactIndex", "WriteNearIndex", "Finalize"}
    assert expected <= stages, sorted(expected - stages)
    # The steps inside the stages are there too, not just their outer names.
    assert any(name.startswith("NearDedup/") and "Components" in name for name in names)
    assert "Read/Prepare" in names  # read, normalize and filter, one range at a time
    assert len(names) > 300


@pytest.mark.slow
def test_dataflow_dry_run_builds_a_mixture_of_sources_deduplicated_each_on_its_own(tmp_path):
    names = dry_run_graph("configs/mixture_example.yaml",
                          ["dedup.scope=source", "dedup.near.enabled=true", "dedup.write_index=true",
                           "output.validation_fraction=0.05"], tmp_path)
    stages = {name.split("/")[0] for name in names}
    expected = {"Read[web]", "Read[code]", "Read[prose]", "AllSources", "ExactDedupBySource",
                "ExactDedup[web]", "ExactDedup[code]", "ExactDedup[prose]", "NearDedup[prose]",
                "NearIndexSources", "WriteNearIndex", "Tokenize", "Mixture", "CountKept",
                "CopiesTrain", "CopiesValidation", "PackTrain", "PackValidation", "Finalize"}
    assert expected <= stages, sorted(expected - stages)
    assert {"Mixture/SumPerBin", "Mixture/Plan", "Mixture/Select"} <= {
        "/".join(name.split("/")[:2]) for name in names}


@pytest.mark.slow
def test_dry_run_from_the_command_line_leaves_the_output_alone(tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    (out / "manifest.json").write_text("{}")
    code = main(["run", "-c", "configs/raw_web.yaml", f"output.path={out}", "output.overwrite=true",
                 *DRY_RUN])
    assert code == 0
    assert "dry run: the job graph of" in capsys.readouterr().out
    assert (out / "manifest.json").read_text() == "{}"


# --- the flex-template launcher and metadata.json ---------------------------------------------


def metadata() -> dict:
    return json.loads((DATAFLOW / "metadata.json").read_text())


def example_of(parameter: dict) -> str:
    return parameter["helpText"].rsplit("Example: ", 1)[1]


def test_metadata_declares_exactly_the_launcher_options():
    declared = [p["name"] for p in metadata()["parameters"]]
    assert sorted(declared) == sorted(launcher_option_names())
    assert len(declared) == len(set(declared))


@pytest.mark.parametrize("parameter", metadata()["parameters"], ids=lambda p: p["name"])
def test_each_parameter_is_described_and_its_example_is_accepted(parameter):
    assert parameter["label"] and parameter["helpText"]
    assert isinstance(parameter["isOptional"], bool)
    value = example_of(parameter)
    for regex in parameter["regexes"]:
        assert re.fullmatch(regex, value), (regex, value)
    options = PipelineOptions([f"--{parameter['name']}={value}"]).view_as(LauncherOptions)
    assert getattr(options, parameter["name"]) == value


def test_only_the_config_is_required_and_the_launcher_refuses_to_start_without_it(capsys):
    required = {p["name"] for p in metadata()["parameters"] if not p["isOptional"]}
    assert required == {"config"}
    assert launch(["--output_path=gs://bucket/out", *DRY_RUN]) == 2
    assert "config parameter is required" in capsys.readouterr().err


@pytest.mark.parametrize("name, value", [
    ("input_paths", "/data/*.jsonl"),              # a local path is not reachable by workers
    ("input_paths", "gs://b/a.jsonl,,gs://b/c"),    # empty item
    ("output_path", "out/run-1"),
    ("overrides", "not an override"),
    ("config", "two words"),
])
def test_parameter_regexes_reject_bad_values(name, value):
    (parameter,) = [p for p in metadata()["parameters"] if p["name"] == name]
    assert not any(re.fullmatch(regex, value) for regex in parameter["regexes"])


def test_launcher_turns_parameters_into_overrides_and_passes_the_rest_to_beam():
    argv = ["--config=raw_web", "--input_paths=gs://b/x/*.jsonl, gs://b/y/*.zst",
            "--output_path", "gs://b/out", "--overrides=packing.seq_len=4096 seed=7",
            "--project=p", "--region=r", "--sdk_container_image=img:1"]
    options = PipelineOptions(argv).view_as(LauncherOptions)
    assert overrides_of(options) == ["input.paths=[gs://b/x/*.jsonl,gs://b/y/*.zst]",
                                     "output.path=gs://b/out", "packing.seq_len=4096", "seed=7"]
    assert beam_flags_of(argv) == ["--project=p", "--region=r", "--sdk_container_image=img:1"]
    config = load_config("raw_web", overrides_of(options))
    assert config.input.paths == ["gs://b/x/*.jsonl", "gs://b/y/*.zst"]
    assert (config.output.path, config.packing.seq_len, config.seed) == ("gs://b/out", 4096, 7)


@pytest.mark.slow
def test_launcher_builds_the_dataflow_job_from_a_bundled_config_and_does_not_wait(tmp_path, capsys):
    code = launch(["--config=raw_web", f"--input_paths={REPO / 'data/sample/*.jsonl'}",
                   f"--output_path={tmp_path / 'out'}", "--overrides=packing.seq_len=512",
                   *DRY_RUN[1:]])  # the launcher defaults to DataflowRunner
    assert code == 0, capsys.readouterr().err
    assert "dry run" in capsys.readouterr().out


@pytest.mark.slow
def test_a_flex_template_launch_writes_the_job_and_exits_without_waiting(tmp_path, capsys,
                                                                         monkeypatch):
    """The launcher as Dataflow's flex-template launcher runs it: with --template_location, Beam's
    DataflowRunner writes the job there and submits nothing, so the result has no job and no id.
    Only what needs Google Cloud is replaced: staging writes here instead of to a bucket, and the
    bucket's soft-delete check is skipped; ``--no_auth`` spares the credentials lookup."""
    from apache_beam.options.pipeline_options import GoogleCloudOptions
    from apache_beam.runners.dataflow.internal import apiclient

    staged = {}

    def stage(self, folder, name, stream, *args, **kwargs):
        staged[f"{folder}/{name}"] = stream.read()

    monkeypatch.setattr(apiclient.DataflowApplicationClient, "stage_file_with_retry", stage)
    monkeypatch.setattr(apiclient.DataflowApplicationClient, "_stage_resources",
                        lambda self, pipeline, options: [])
    monkeypatch.setattr(GoogleCloudOptions, "_warn_if_soft_delete_policy_enabled",
                        lambda self, *args: None)
    image = "europe-west4-docker.pkg.dev/p/gristmill/gristmill:test"
    monkeypatch.setenv("GRISTMILL_SDK_IMAGE", image)  # as the image built by build.sh sets it
    out, job = tmp_path / "out", "gs://gristmill-test/templates/job.json"
    code = launch(["--config=default", f"--output_path={out}", "--overrides=packing.seq_len=512",
                   *[flag for flag in DRY_RUN if not flag.startswith("--dry_run")],
                   f"--template_location={job}", "--no_auth"])
    printed = capsys.readouterr()
    assert code == 0, printed.err
    assert f"gristmill: wrote the job to {job}, for the template launcher to submit" in printed.out
    description = json.loads(staged[job])
    assert description["type"] == "JOB_TYPE_BATCH" and description["name"].startswith("beamapp")
    # The workers run the image the launcher runs in, though the launch named no image.
    assert image in json.dumps(description["environment"])
    # The graph goes beside it as a Beam pipeline proto, with every Gristmill stage.
    [graph] = [data for name, data in staged.items() if name.endswith("/pipeline.pb")]
    assert b"Finalize" in graph and b"Tokenize" in graph
    # The job, once Dataflow runs it, holds the output's lock until its commit.
    assert json.loads((out / "gristmill.lock").read_text())["pid"] == os.getpid()


def test_run_script_passes_only_parameters_the_launcher_or_beam_accepts():
    env = {"PRINT_ONLY": "1", "PROJECT": "p", "REGION": "r", "BUCKET": "b",
           "INPUT": "gs://b/in/*.jsonl,gs://b/in2/*.jsonl", "OUTPUT": "gs://b/out",
           "OVERRIDES": "packing.seq_len=4096", "PATH": "/usr/bin:/bin"}
    printed = subprocess.run(["bash", str(DATAFLOW / "run.sh"), "job-1"], env=env, check=True,
                             capture_output=True, text=True).stdout
    params = re.search(r"--parameters=\^~\^(\S+)", printed).group(1)
    values = dict(item.split("=", 1) for item in params.split("~"))
    declared = {p["name"] for p in metadata()["parameters"]}
    assert set(values) - declared == {"sdk_container_image"}
    worker = PipelineOptions([f"--sdk_container_image={values['sdk_container_image']}"])
    assert worker.view_as(WorkerOptions).sdk_container_image.endswith(f"gristmill:{__version__}")
    assert values["input_paths"] == env["INPUT"] and values["overrides"] == env["OVERRIDES"]


# --- the image and the pinned versions ------------------------------------------------------------


def dockerfile_args() -> dict[str, str]:
    text = (DATAFLOW / "Dockerfile").read_text()
    return dict(re.findall(r"^ARG (\w+)=(\S+)$", text, flags=re.M))


def test_an_explicit_worker_image_wins_over_the_images_own_name():
    from gristmill.pipeline.launcher import with_worker_image

    assert with_worker_image(["--project=p"], "img:1") == ["--project=p",
                                                           "--sdk_container_image=img:1"]
    for flag in ("--sdk_container_image=other:2", "--worker_harness_container_image=other:2"):
        assert with_worker_image([flag], "img:1") == [flag]
    assert with_worker_image(["--project=p"], None) == ["--project=p"]


def test_the_build_context_keeps_out_what_the_image_does_not_copy():
    ignored = [line for line in (REPO / ".dockerignore").read_text().splitlines()
               if line and not line.startswith("#")]
    for heavy in (".git", ".venv", "data", "tests", "output"):
        assert heavy in ignored
    copied = re.findall(r"^COPY (?!--from)(.+) \S+$", (DATAFLOW / "Dockerfile").read_text(),
                        flags=re.M)
    for source in " ".join(copied).split():
        top = source.split("/")[0]
        assert top not in ignored and (REPO / source).exists(), source


def test_versions_have_one_source_of_truth():
    versions = templates_versions()
    args = dockerfile_args()
    for key in ("PYTHON_VERSION", "BEAM_VERSION", "LAUNCHER_BASE_IMAGE"):
        assert args[key] == versions[key], key
    assert f"python{versions['PYTHON_VERSION'].replace('.', '')}-" in versions["LAUNCHER_BASE_IMAGE"]
    pins = dict(line.split("==", 1) for line in (REPO / "requirements.txt").read_text().splitlines()
                if "==" in line and not line.startswith("#"))
    assert pins["apache-beam[gcp]"] == versions["BEAM_VERSION"] == beam.__version__
    assert versions["GRISTMILL_VERSION"] == __version__
    assert sys.version.startswith(versions["PYTHON_VERSION"] + ".")


def test_dockerfile_builds_from_the_pinned_sdk_image_and_runs_the_launcher_file():
    text = (DATAFLOW / "Dockerfile").read_text()
    froms = re.findall(r"^FROM (\S+)", text, flags=re.M)
    assert froms == ["${LAUNCHER_BASE_IMAGE}", "apache/beam_python${PYTHON_VERSION}_sdk:${BEAM_VERSION}"]
    workdir = re.search(r"^WORKDIR (\S+)", text, flags=re.M).group(1)
    copies = re.findall(r"^COPY (?!--from)(.+) (\S+)$", text, flags=re.M)
    for sources, _ in copies:
        for source in sources.split():
            assert (REPO / source).exists(), source
    py_file = re.search(r"FLEX_TEMPLATE_PYTHON_PY_FILE=(\S+)", text).group(1)
    assert ("templates/dataflow/main.py", "./main.py") in copies
    assert py_file == f"{workdir}/main.py"
    assert re.search(r'^ENTRYPOINT \["/opt/apache/beam/boot"\]$', text, flags=re.M)
    assert "RUN python -m gristmill.tools.assets" in text


def test_build_script_passes_the_pinned_versions():
    env = {"PRINT_ONLY": "1", "PROJECT": "p", "REGION": "r", "BUCKET": "b", "PATH": "/usr/bin:/bin"}
    printed = subprocess.run(["bash", str(DATAFLOW / "build.sh")], env=env, check=True,
                             capture_output=True, text=True).stdout
    assert "docker build --platform linux/amd64 " in printed
    image = re.search(r"^image: +(\S+)$", printed, flags=re.M).group(1)
    assert f"--build-arg GRISTMILL_SDK_IMAGE={image}" in printed
    for key in ("PYTHON_VERSION", "BEAM_VERSION", "LAUNCHER_BASE_IMAGE"):
        assert f"--build-arg {key}={templates_versions()[key]}" in printed
    assert f"--metadata-file={DATAFLOW / 'metadata.json'}" in printed


@pytest.mark.slow
def test_every_bundled_model_loads_without_a_download():
    # What the image build runs; the image must fail to build rather than fail on workers.
    result = subprocess.run([sys.executable, "-m", "gristmill.tools.assets"], cwd=REPO,
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "MISSING" not in result.stdout
    assert "lid.176.ftz (__label__en)" in result.stdout
    assert "sample-bpe-16k (vocabulary 16" in result.stdout
