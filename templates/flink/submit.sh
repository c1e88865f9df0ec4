#!/usr/bin/env bash
# Submit a Gristmill run to the Flink session cluster of flink-deployment.yaml.
#
# Runs `gristmill run` on this machine: the graph is built here, then handed to Flink through the
# JobManager's REST API. Versions come from ../versions.env; everything else from the environment
# variables below. See --help.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=../versions.env
source "${here}/../versions.env"

job_server_jar_name="beam-runners-flink-${FLINK_VERSION}-job-server-${BEAM_VERSION}.jar"
maven_url="https://repo.maven.apache.org/maven2/org/apache/beam/beam-runners-flink-${FLINK_VERSION}-job-server/${BEAM_VERSION}/${job_server_jar_name}"

CONFIG="${CONFIG:-configs/default.yaml}"
FLINK_MASTER="${FLINK_MASTER:-gristmill-flink-rest:8081}"
PARALLELISM="${PARALLELISM:-8}"
# Python worker processes per TaskManager; keep equal to taskmanager.numberOfTaskSlots.
SDK_WORKERS_PER_TASKMANAGER="${SDK_WORKERS_PER_TASKMANAGER:-4}"
WORKER_POOL="${WORKER_POOL:-localhost:50000}"
# Beam looks in this cache itself before downloading, so pre-staging the jar here also serves runs
# that do not go through this script.
JOB_SERVER_JAR="${JOB_SERVER_JAR:-${HOME}/.apache_beam/cache/jars/${job_server_jar_name}}"
SUBMIT_MODE="${SUBMIT_MODE:-uber_jar}"
JAVA="${JAVA:-java}"
JOB_NAME="${JOB_NAME:-gristmill}"
GRISTMILL="${GRISTMILL:-gristmill}"

usage() {
  cat <<EOF
Usage: $(basename "$0") [--print-command] [section.key=value ...] [--beam_flag=value ...]

Runs 'gristmill run' against a Flink session cluster (Beam ${BEAM_VERSION}, Flink ${FLINK_VERSION}).
Config overrides and Beam flags are passed on after the script's own flags, so they win.
Input and output paths are config overrides ('input.paths=[...]' output.path=...). They must be
on storage that every TaskManager and this machine can read: gs://, or one shared volume mounted
at the same path everywhere. s3:// and hdfs:// need Beam's aws or hadoop extra in the image.

Environment (default):
  CONFIG                       Gristmill config file or bundled config name (${CONFIG})
  FLINK_MASTER                 JobManager REST endpoint, host:port (${FLINK_MASTER})
  PARALLELISM                  Flink parallelism = TaskManagers x slots (${PARALLELISM})
  SDK_WORKERS_PER_TASKMANAGER  Python workers per TaskManager, = its task slots (${SDK_WORKERS_PER_TASKMANAGER})
  WORKER_POOL                  worker-pool address as seen from a TaskManager (${WORKER_POOL})
  JOB_SERVER_JAR               Beam's Flink job-server jar (${JOB_SERVER_JAR})
  SUBMIT_MODE                  uber_jar: upload a self-contained jar over REST, no Java here;
                               job_server: start the job server locally with Java (${SUBMIT_MODE})
  JAVA                         Java 11+ launcher, job_server mode only (${JAVA})
  JOB_NAME                     Flink job name (${JOB_NAME})
  GRISTMILL                    Gristmill command (${GRISTMILL})

Nothing is downloaded: if JOB_SERVER_JAR is missing, fetch it first from
  ${maven_url}

Options:
  --print-command  print the command instead of running it
  -h, --help       show this text
EOF
}

print_only=false
passthrough=()
for arg in "$@"; do
  case "$arg" in
    -h|--help) usage; exit 0 ;;
    --print-command) print_only=true ;;
    *) passthrough+=("$arg") ;;
  esac
done

case "$SUBMIT_MODE" in
  uber_jar) mode_flags=(--flink_submit_uber_jar) ;;
  job_server) mode_flags=("--job_server_java_launcher=${JAVA}") ;;
  *) echo "submit.sh: SUBMIT_MODE must be uber_jar or job_server, not '${SUBMIT_MODE}'" >&2; exit 2 ;;
esac

command=(
  "$GRISTMILL" run -c "$CONFIG"
  --runner=FlinkRunner
  "--flink_master=${FLINK_MASTER}"
  "--flink_version=${FLINK_VERSION}"
  "--flink_job_server_jar=${JOB_SERVER_JAR}"
  "${mode_flags[@]}"
  --environment_type=EXTERNAL
  "--environment_config=${WORKER_POOL}"
  "--parallelism=${PARALLELISM}"
  "--sdk_worker_parallelism=${SDK_WORKERS_PER_TASKMANAGER}"
  "--job_name=${JOB_NAME}"
  # The image already holds every dependency, so the job stages no files at all; without this flag
  # Beam stages a pip-freeze listing, which in job_server mode lives in a local temp directory
  # that the TaskManagers cannot read (apache/beam#24367).
  --experiments=disable_logging_submission_environment
  ${passthrough[@]+"${passthrough[@]}"}
)

if "$print_only"; then
  printf '%q ' "${command[@]}"
  printf '\n'
  exit 0
fi

if [[ ! -f "$JOB_SERVER_JAR" ]]; then
  echo "submit.sh: job-server jar not found: ${JOB_SERVER_JAR}" >&2
  echo "submit.sh: fetch it from ${maven_url}" >&2
  echo "submit.sh: (or set JOB_SERVER_JAR to a local copy)" >&2
  exit 2
fi
if ! command -v "$GRISTMILL" >/dev/null; then
  echo "submit.sh: '${GRISTMILL}' not found; install Gristmill ${GRISTMILL_VERSION} here" >&2
  exit 2
fi
if [[ "$SUBMIT_MODE" == job_server ]] && ! command -v "$JAVA" >/dev/null; then
  echo "submit.sh: job_server mode needs Java ('${JAVA}' not found); or use SUBMIT_MODE=uber_jar" >&2
  exit 2
fi

# The graph is built here: tokenizers and models must load from local files, as on the workers.
export HF_HUB_OFFLINE="${HF_HUB_OFFLINE:-1}"
exec "${command[@]}"
