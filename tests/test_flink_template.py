"""The Flink-on-Kubernetes template agrees with templates/versions.env and with Beam itself.

Neither Flink nor the job-server jar can run here, so these tests check what would break a real
submission: the manifest's images and Flink version, the sidecar's port against the script's
``--environment_config``, and that the flags ``submit.sh`` builds parse in Beam
(``PipelineOptions``) into the values meant and select the submission mode meant. The manifest is
also checked against the operator's own FlinkDeployment schema, which
``scripts/fetch_test_assets.sh`` fetches before the tests run, and the docs' submit examples
against ``submit.sh`` and the manifest.
"""

import functools
import os
import re
import shlex
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest
import yaml
from apache_beam.options.pipeline_options import (DebugOptions, FlinkRunnerOptions,
                                                  GoogleCloudOptions, JobServerOptions,
                                                  PipelineOptions, PortableOptions,
                                                  StandardOptions)

from gristmill.pipeline.options import split_args

REPO = Path(__file__).resolve().parent.parent
TEMPLATES = REPO / "templates"
FLINK = TEMPLATES / "flink"
SUBMIT = FLINK / "submit.sh"
# The documents whose shell examples submit to Flink.
FLINK_DOCS = (REPO / "docs" / "deploy.md", FLINK / "README.md")
# The URL scheme each of Beam's pip extras adds. The image installs requirements.txt, so only the
# schemes of the extras pinned there can be read by the workers.
BEAM_EXTRA_SCHEMES = {"gcp": "gs", "aws": "s3", "hadoop": "hdfs", "azure": "azfs"}
FLINK_JOB_SERVER_TARGET = ":runners:flink:%s:job-server:shadowJar"  # Beam's own jar lookup key
FETCH_ASSETS = "scripts/fetch_test_assets.sh"
# Where fabric8 writes the CRD into the operator's API jar (apiextensions.k8s.io/v1 form).
CRD_IN_JAR = "META-INF/fabric8/flinkdeployments.flink.apache.org-v1.yml"


def templates_versions() -> dict[str, str]:
    """KEY=VALUE lines of templates/versions.env (comments and blank lines skipped)."""
    versions = {}
    for line in (TEMPLATES / "versions.env").read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition("=")
        assert sep and re.fullmatch(r"[A-Z_][A-Z0-9_]*", key), f"bad line in versions.env: {line!r}"
        versions[key] = value.strip().strip('"')
    return versions


def manifests() -> list[dict]:
    docs = []
    for path in sorted(FLINK.rglob("*.y*ml")):
        docs.extend(doc for doc in yaml.safe_load_all(path.read_text()) if doc is not None)
    return docs


def flink_deployment() -> dict:
    found = [d for d in manifests() if d.get("kind") == "FlinkDeployment"]
    assert len(found) == 1
    return found[0]


def taskmanager_containers() -> dict[str, dict]:
    spec = flink_deployment()["spec"]["taskManager"]["podTemplate"]["spec"]
    return {c["name"]: c for c in spec["containers"]}


def role_pod_specs() -> dict[str, dict]:
    """The pod template spec of each Flink role, as the manifest writes it."""
    spec = flink_deployment()["spec"]
    return {role: spec[role].get("podTemplate", {}).get("spec", {})
            for role in ("jobManager", "taskManager")}


def worker_pool_sidecar() -> dict:
    sidecars = [c for name, c in taskmanager_containers().items()
                if name != "flink-main-container"]
    assert len(sidecars) == 1
    return sidecars[0]


def submit_variables() -> set[str]:
    """The environment variables submit.sh reads, as its ``${NAME:-default}`` expansions."""
    return set(re.findall(r"\$\{([A-Z_][A-Z0-9_]*):-", SUBMIT.read_text()))


def run_submit(*args: str, env: dict[str, str] | None = None, home: Path | None = None):
    full_env = {k: v for k, v in os.environ.items() if k not in submit_variables()}
    if home is not None:
        full_env["HOME"] = str(home)
    full_env.update(env or {})
    return subprocess.run(["bash", str(SUBMIT), *args], env=full_env, capture_output=True,
                          text=True, timeout=30)


def printed_command(env: dict[str, str] | None = None, extra: tuple[str, ...] = (),
                    home: Path | None = None) -> list[str]:
    result = run_submit("--print-command", *extra, env=env, home=home)
    assert result.returncode == 0, result.stderr
    return shlex.split(result.stdout)


def beam_options(command: list[str]) -> tuple[PipelineOptions, list[str]]:
    """The PipelineOptions `gristmill run` would build from ``command``, and its Beam flags."""
    assert command[1:3] == ["run", "-c"]
    overrides, beam_flags = split_args(command[4:])
    return PipelineOptions(beam_flags), beam_flags


def fetched_assets_dir() -> Path:
    """Where scripts/fetch_test_assets.sh puts what it fetches (the same expansion as there)."""
    cache = os.environ.get("GRISTMILL_CACHE") or str(
        Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "gristmill")
    return Path(cache)


@functools.cache
def flink_deployment_crd() -> dict:
    """The FlinkDeployment CRD from the operator's API jar, as fetched before the tests."""
    version = templates_versions()["FLINK_OPERATOR_SCHEMA_VERSION"]
    jar = fetched_assets_dir() / "jars" / f"flink-kubernetes-operator-api-{version}.jar"
    if not jar.is_file():
        pytest.fail(f"{jar} is missing: run {FETCH_ASSETS} first (README's test command does)",
                    pytrace=False)
    with zipfile.ZipFile(jar) as archive:
        return yaml.safe_load(archive.read(CRD_IN_JAR))


def strict_schema(schema):
    """A CRD's structural schema as JSON Schema that refuses fields the CRD does not declare.

    The API server drops unknown fields, or refuses them under kubectl's strict field validation,
    the default of ``kubectl apply``. JSON Schema allows them unless told otherwise, so every object
    that lists its properties gets ``additionalProperties: false``, except where the CRD asks to
    keep unknown fields. Objects with no properties (free-form maps) stay open. Int-or-string
    fields accept both.
    """
    if isinstance(schema, list):
        return [strict_schema(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {}
    for key, value in schema.items():
        if key.startswith("x-kubernetes-"):
            continue
        if key in ("properties", "patternProperties"):
            out[key] = {name: strict_schema(sub) for name, sub in value.items()}
        elif key in ("items", "additionalProperties", "not", "anyOf", "allOf", "oneOf"):
            out[key] = strict_schema(value)
        else:
            out[key] = value
    if schema.get("x-kubernetes-int-or-string"):
        out.pop("type", None)
        out.setdefault("anyOf", [{"type": "integer"}, {"type": "string"}])
    if ("properties" in schema and "additionalProperties" not in schema
            and not schema.get("x-kubernetes-preserve-unknown-fields")):
        out["additionalProperties"] = False
    return out


def schema_errors(instance, schema: dict) -> list[str]:
    import jsonschema

    strict = strict_schema(schema)
    jsonschema.Draft7Validator.check_schema(strict)
    errors = jsonschema.Draft7Validator(strict).iter_errors(instance)
    return sorted(f"{'.'.join(['spec', *map(str, e.absolute_path)])}: {e.message[:300]}"
                  for e in errors)


def beam_job_server_url(flink_version: str) -> str:
    from apache_beam.utils.subprocess_server import JavaJarServer

    return JavaJarServer.path_to_beam_jar(FLINK_JOB_SERVER_TARGET % flink_version)


# --------------------------------------------------------------------------------------------------
# versions.env against Beam and the manifest


def test_versions_env_matches_installed_beam_and_its_flink_versions():
    versions = templates_versions()
    import apache_beam

    # The submitting machine pickles the graph for the workers: same Beam on both sides.
    assert versions["BEAM_VERSION"] == apache_beam.__version__
    assert versions["FLINK_VERSION"] in FlinkRunnerOptions.PUBLISHED_FLINK_VERSIONS
    parsed = PipelineOptions([f"--flink_version={versions['FLINK_VERSION']}"])
    assert parsed.view_as(FlinkRunnerOptions).flink_version == versions["FLINK_VERSION"]
    # The Flink image's release is of that minor version (flink:1.20.2-... for 1.20).
    tag = versions["FLINK_IMAGE"].rsplit(":", 1)[1]
    assert tag.startswith(versions["FLINK_VERSION"] + ".")


def test_every_yaml_parses_and_the_deployment_uses_the_pinned_flink():
    versions = templates_versions()
    docs = manifests()
    assert docs and all(isinstance(d, dict) and "kind" in d for d in docs)
    deployment = flink_deployment()
    assert deployment["apiVersion"] == "flink.apache.org/v1beta1"
    assert deployment["spec"]["image"] == versions["FLINK_IMAGE"]
    assert deployment["spec"]["flinkVersion"] == "v" + versions["FLINK_VERSION"].replace(".", "_")


def test_sidecar_is_the_gristmill_worker_pool_with_offline_models():
    versions = templates_versions()
    sidecar = worker_pool_sidecar()
    repository, tag = sidecar["image"].rsplit(":", 1)
    assert repository.rsplit("/", 1)[-1] == "gristmill"
    assert tag == versions["GRISTMILL_VERSION"]
    assert "--worker_pool" in sidecar["args"]
    env = {e["name"]: e.get("value") for e in sidecar.get("env", [])}
    assert env.get("HF_HUB_OFFLINE") == "1"


def test_every_volume_is_mounted_and_every_mount_is_declared():
    # A shared spec.podTemplate would be merged into these by list position, not by name.
    assert "podTemplate" not in flink_deployment()["spec"]
    for role, pod in role_pod_specs().items():
        volumes = [v["name"] for v in pod.get("volumes", [])]
        assert len(volumes) == len(set(volumes)), f"{role}: a volume is declared twice"
        mounted = set()
        for container in pod.get("initContainers", []) + pod.get("containers", []):
            paths = [m["mountPath"] for m in container.get("volumeMounts", [])]
            assert len(paths) == len(set(paths)), f"{role}/{container['name']}: a path twice"
            for mount in container.get("volumeMounts", []):
                assert mount["name"] in volumes, (
                    f"{role}/{container['name']} mounts undeclared volume {mount['name']}")
                mounted.add(mount["name"])
        assert set(volumes) <= mounted, f"{role}: declared, never mounted: {set(volumes) - mounted}"


def test_flink_temp_directories_are_on_mounted_volumes():
    conf = flink_deployment()["spec"]["flinkConfiguration"]
    # Flink splits io.tmp.dirs on commas and on the path separator.
    tmp_dirs = [d for d in re.split(r"[,:]", conf.get("io.tmp.dirs", "")) if d]
    assert tmp_dirs, "io.tmp.dirs is unset: Flink would write into the container's /tmp"
    jobmanager_dirs = [conf[key] for key in ("web.tmpdir", "web.upload.dir") if key in conf]
    assert jobmanager_dirs, "web.tmpdir is unset: uploaded jars would go to the container's /tmp"
    wanted = {"taskManager": tmp_dirs, "jobManager": tmp_dirs + jobmanager_dirs}
    for role, pod in role_pod_specs().items():
        main = {c["name"]: c for c in pod.get("containers", [])}.get("flink-main-container")
        assert main, f"{role}: no flink-main-container in the pod template"
        mounts = [Path(m["mountPath"]) for m in main.get("volumeMounts", [])]
        for directory in wanted[role]:
            path = Path(directory)
            assert any(path == m or m in path.parents for m in mounts), (
                f"{role}: {directory} is on no volume mounted in flink-main-container")


def test_schema_release_is_not_newer_than_the_operator():
    versions = templates_versions()

    def release(name: str) -> tuple[int, ...]:
        return tuple(int(part) for part in versions[name].split("."))

    assert release("FLINK_OPERATOR_SCHEMA_VERSION") <= release("FLINK_OPERATOR_VERSION")


def test_deployment_is_a_kind_and_version_the_crd_serves():
    crd = flink_deployment_crd()
    deployment = flink_deployment()
    group, _, version = deployment["apiVersion"].partition("/")
    assert group == crd["spec"]["group"]
    assert deployment["kind"] == crd["spec"]["names"]["kind"]
    served = [v["name"] for v in crd["spec"]["versions"] if v.get("served")]
    assert version in served


def test_deployment_spec_matches_the_operators_crd_schema():
    crd = flink_deployment_crd()
    deployment = flink_deployment()
    version = deployment["apiVersion"].partition("/")[2]
    (schema,) = [v["schema"]["openAPIV3Schema"] for v in crd["spec"]["versions"]
                 if v["name"] == version]
    errors = schema_errors(deployment["spec"], schema["properties"]["spec"])
    assert not errors, "\n".join(errors)


def test_strict_schema_refuses_a_misspelt_field():
    # The check above is only worth something if it can fail.
    crd = flink_deployment_crd()
    schema = crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]
    spec = yaml.safe_load(yaml.safe_dump(flink_deployment()["spec"]))
    spec["taskManger"] = spec.pop("taskManager")
    spec["jobManager"]["podTemplate"]["spec"]["containers"][0]["volumeMount"] = []
    errors = schema_errors(spec, schema)
    assert any("'taskManger' was unexpected" in e for e in errors), errors
    assert any("'volumeMount' was unexpected" in e for e in errors), errors


# --------------------------------------------------------------------------------------------------
# submit.sh against the manifest and Beam


def test_submit_script_is_valid_bash_and_documents_its_variables():
    assert subprocess.run(["bash", "-n", str(SUBMIT)], capture_output=True).returncode == 0
    result = run_submit("--help")
    assert result.returncode == 0
    for name in ("FLINK_MASTER", "PARALLELISM", "JOB_SERVER_JAR", "SUBMIT_MODE", "WORKER_POOL"):
        assert name in result.stdout


def test_environment_config_port_is_the_sidecar_port():
    options, _ = beam_options(printed_command())
    portable = options.view_as(PortableOptions)
    assert portable.environment_type == "EXTERNAL"
    host, port = portable.environment_config.rsplit(":", 1)
    # The TaskManager dials the worker pool inside its own pod.
    assert host == "localhost"
    ports = [p["containerPort"] for p in worker_pool_sidecar()["ports"]]
    assert ports == [int(port)]


def test_default_flink_master_is_the_operators_rest_service():
    deployment = flink_deployment()
    options, _ = beam_options(printed_command())
    host, port = options.view_as(FlinkRunnerOptions).flink_master.rsplit(":", 1)
    assert host == deployment["metadata"]["name"] + "-rest"
    assert port == str(deployment["spec"]["flinkConfiguration"].get("rest.port", "8081"))


def test_one_python_worker_per_task_slot():
    conf = flink_deployment()["spec"]["flinkConfiguration"]
    slots = int(conf["taskmanager.numberOfTaskSlots"])
    options, _ = beam_options(printed_command())
    # Beam's Python parser keeps this flag a string; the Java runner reads it as an int.
    assert int(options.view_as(PortableOptions).sdk_worker_parallelism) == slots
    # Whole TaskManagers, and a CPU for each of the sidecar's worker processes.
    assert options.view_as(FlinkRunnerOptions).parallelism % slots == 0
    assert float(worker_pool_sidecar()["resources"]["requests"]["cpu"]) >= slots


def test_flags_parse_in_beam_into_the_values_set(tmp_path):
    versions = templates_versions()
    env = {"FLINK_MASTER": "flink.example.internal:18081", "PARALLELISM": "12",
           "SDK_WORKERS_PER_TASKMANAGER": "6", "JOB_NAME": "gristmill-nightly",
           "CONFIG": "configs/raw_web.yaml"}
    command = printed_command(env, extra=("output.path=gs://bucket/out", "--parallelism=24"),
                              home=tmp_path)
    assert command[:4] == ["gristmill", "run", "-c", "configs/raw_web.yaml"]
    options, beam_flags = beam_options(command)
    # No misspelt flag: Beam knows every one the script passes.
    known = set(options.get_all_options())
    for flag in beam_flags:
        if flag.startswith("--"):
            assert flag[2:].split("=", 1)[0] in known, flag
    flink = options.view_as(FlinkRunnerOptions)
    assert options.view_as(StandardOptions).runner == "FlinkRunner"
    assert flink.flink_master == "flink.example.internal:18081"
    assert flink.flink_version == versions["FLINK_VERSION"]
    assert flink.flink_submit_uber_jar is True
    assert flink.parallelism == 24  # a flag given to the script wins over its own
    assert int(options.view_as(PortableOptions).sdk_worker_parallelism) == 6
    assert options.view_as(GoogleCloudOptions).job_name == "gristmill-nightly"
    assert "disable_logging_submission_environment" in options.view_as(DebugOptions).experiments
    overrides, _ = split_args(command[4:])
    assert overrides == ["output.path=gs://bucket/out"]


def test_default_jar_is_where_beam_caches_the_jar_it_would_download(tmp_path):
    from apache_beam.utils.subprocess_server import JavaJarServer

    versions = templates_versions()
    options, _ = beam_options(printed_command(home=tmp_path))
    url = beam_job_server_url(versions["FLINK_VERSION"])
    cache = Path(JavaJarServer.JAR_CACHE).relative_to(Path.home())
    jar = Path(options.view_as(FlinkRunnerOptions).flink_job_server_jar)
    assert jar == tmp_path / cache / url.rsplit("/", 1)[1]


def test_missing_jar_names_beams_maven_url_and_downloads_nothing(tmp_path):
    versions = templates_versions()
    result = run_submit(env={"JOB_SERVER_JAR": str(tmp_path / "absent.jar")})
    assert result.returncode == 2
    assert beam_job_server_url(versions["FLINK_VERSION"]) in result.stderr
    assert not list(tmp_path.iterdir())


def test_readme_url_pattern_is_beams(tmp_path):
    versions = templates_versions()
    readme = (FLINK / "README.md").read_text()
    urls = re.findall(r"https://repo\.maven\.apache\.org/\S*job-server\S*\.jar", readme)
    assert urls
    for url in urls:
        rendered = url.replace("${FLINK_VERSION}", versions["FLINK_VERSION"]).replace(
            "${BEAM_VERSION}", versions["BEAM_VERSION"])
        assert rendered == beam_job_server_url(versions["FLINK_VERSION"])


@pytest.mark.parametrize("mode", ["uber_jar", "job_server"])
def test_submit_mode_selects_beams_job_server(mode, tmp_path):
    from apache_beam.runners.portability import flink_uber_jar_job_server, job_server
    from apache_beam.runners.portability.flink_runner import FlinkJarJobServer, FlinkRunner

    jar = tmp_path / "job-server.jar"
    jar.write_bytes(b"PK")
    env = {"SUBMIT_MODE": mode, "JOB_SERVER_JAR": str(jar), "JAVA": "/opt/java17/bin/java"}
    options, _ = beam_options(printed_command(env))
    server = FlinkRunner().default_job_server(options)
    if mode == "uber_jar":
        try:
            assert isinstance(server, flink_uber_jar_job_server.FlinkUberJarJobServer)
            # The given jar is used as is: no Maven look-up, no query of the cluster's version.
            assert server.executable_jar() == str(jar)
        finally:
            shutil.rmtree(server._temp_dir, ignore_errors=True)
    else:
        assert isinstance(server, job_server.StopOnExitJobServer)
        inner = FlinkJarJobServer(options)
        assert inner.path_to_jar() == str(jar)
        assert options.view_as(JobServerOptions).job_server_java_launcher == "/opt/java17/bin/java"


def test_unknown_submit_mode_is_refused():
    result = run_submit("--print-command", env={"SUBMIT_MODE": "docker"})
    assert result.returncode == 2
    assert "SUBMIT_MODE" in result.stderr


# --------------------------------------------------------------------------------------------------
# the docs' examples against submit.sh and the manifest


def shell_commands(doc: Path) -> list[str]:
    """The commands of ``doc``'s ```bash blocks, continuation lines joined, comments dropped."""
    commands = []
    for block in re.findall(r"^```bash\n(.*?)^```", doc.read_text(), flags=re.M | re.S):
        for line in block.replace("\\\n", " ").splitlines():
            line = line.strip()
            if line and not line.startswith("#"):
                commands.append(line)
    return commands


def submit_invocations(doc: Path) -> list[tuple[dict[str, str], list[str]]]:
    """Each ``NAME=value ... templates/flink/submit.sh ARGS`` in ``doc``: its variables and args."""
    invocations = []
    for command in shell_commands(doc):
        words = shlex.split(command)
        script = "templates/flink/submit.sh"
        if script not in words:
            continue
        at = words.index(script)
        assignments = [w.partition("=") for w in words[:at]]
        assert all(sep and re.fullmatch(r"[A-Z_][A-Z0-9_]*", name)
                   for name, sep, _ in assignments), f"{doc.name}: not only variables: {command}"
        invocations.append(({name: value for name, _, value in assignments}, words[at + 1:]))
    return invocations


def rest_port(deployment: dict) -> str:
    return str(deployment["spec"]["flinkConfiguration"].get("rest.port", "8081"))


def image_url_schemes() -> set[str]:
    """URL schemes the image's Beam can read: those of the extras requirements.txt installs."""
    requirements = (REPO / "requirements.txt").read_text()
    extras = re.search(r"^apache-beam\[([^\]]*)\]==", requirements, flags=re.M)
    names = {e.strip() for e in extras.group(1).split(",")} if extras else set()
    return {BEAM_EXTRA_SCHEMES[name] for name in names if name in BEAM_EXTRA_SCHEMES}


@pytest.mark.parametrize("doc", FLINK_DOCS, ids=lambda p: str(p.relative_to(REPO)))
def test_doc_examples_set_only_variables_submit_sh_reads(doc):
    invocations = submit_invocations(doc)
    assert invocations, f"{doc.name} has no submit.sh example"
    documented = run_submit("--help").stdout
    for env, _ in invocations:
        for name in env:
            assert name in submit_variables(), f"{doc.name}: submit.sh ignores {name}"
            assert re.search(rf"^  {name} ", documented, flags=re.M), f"--help omits {name}"


@pytest.mark.parametrize("doc", FLINK_DOCS, ids=lambda p: str(p.relative_to(REPO)))
def test_doc_examples_run_a_valid_config_on_storage_the_image_reads(doc, tmp_path):
    from gristmill.pipeline.config import load_config

    schemes = image_url_schemes()
    assert "gs" in schemes
    for env, args in submit_invocations(doc):
        command = printed_command(env, extra=tuple(args), home=tmp_path)
        overrides, _ = split_args(command[4:])
        config = load_config(command[3], overrides).to_dict()
        paths = list(config["input"]["paths"]) + [config["output"]["path"]]
        for path in paths:
            scheme, sep, _ = path.partition("://")
            if sep:
                assert scheme in schemes, f"{doc.name}: the image cannot read {path}"
            else:
                # A shared volume: the same absolute path in every pod and on this machine.
                assert path.startswith("/"), f"{doc.name}: {path} is local to one machine"


@pytest.mark.parametrize("doc", FLINK_DOCS, ids=lambda p: str(p.relative_to(REPO)))
def test_doc_examples_name_the_operators_services(doc):
    deployment = flink_deployment()
    name = deployment["metadata"]["name"]
    commands = shell_commands(doc)
    forwarded = {}
    for command in commands:
        for kind, target in re.findall(r"\b(svc|service|flinkdeployment)/([\w.-]+)", command):
            assert target == (name if kind == "flinkdeployment" else name + "-rest"), command
        found = re.search(r"kubectl port-forward .*\bsvc/\S+ (\d+)(?::(\d+))?", command)
        if found:
            local, remote = found.group(1), found.group(2) or found.group(1)
            assert remote == rest_port(deployment), command
            forwarded[local] = remote
    for env, _ in submit_invocations(doc):
        if "FLINK_MASTER" not in env:
            continue
        host, port = env["FLINK_MASTER"].rsplit(":", 1)
        if host in ("localhost", "127.0.0.1"):
            assert port in forwarded, f"{doc.name}: nothing forwards {env['FLINK_MASTER']}"
        else:
            assert (host, port) == (name + "-rest", rest_port(deployment)), env["FLINK_MASTER"]
