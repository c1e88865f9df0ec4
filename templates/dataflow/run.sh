#!/usr/bin/env bash
# Launch a Gristmill job from the flex template written by build.sh.
#
#   PROJECT=my-project REGION=europe-west4 BUCKET=my-bucket \
#   INPUT='gs://my-bucket/raw/*.jsonl.zst' OUTPUT=gs://my-bucket/out/run-1 \
#   templates/dataflow/run.sh [JOB_NAME]
#
# CONFIG (default raw_web) is a bundled config's name, a path in the image or a gs:// path;
# OVERRIDES is a space-separated list of section.key=value. The launcher submits the job and exits;
# follow it in the console or with `gcloud dataflow jobs show`. Set PRINT_ONLY=1 to print the command.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=../versions.env
source "$here/../versions.env"

: "${PROJECT:?set PROJECT}"
: "${REGION:?set REGION}"
: "${BUCKET:?set BUCKET (no gs:// prefix)}"
: "${INPUT:?set INPUT to comma-separated gs:// files or globs}"
: "${OUTPUT:?set OUTPUT to a gs:// directory}"
JOB_NAME="${1:-gristmill-$(date +%Y%m%d-%H%M%S)}"
CONFIG="${CONFIG:-raw_web}"
OVERRIDES="${OVERRIDES:-}"
IMAGE="${IMAGE:-$REGION-docker.pkg.dev/$PROJECT/gristmill/gristmill:$GRISTMILL_VERSION}"
TEMPLATE="${TEMPLATE:-gs://$BUCKET/templates/gristmill-$GRISTMILL_VERSION.json}"

# "^~^" makes "~" the separator between parameters, since values may contain commas.
params="^~^config=$CONFIG~input_paths=$INPUT~output_path=$OUTPUT~sdk_container_image=$IMAGE"
[[ -n "$OVERRIDES" ]] && params+="~overrides=$OVERRIDES"

cmd=(gcloud dataflow flex-template run "$JOB_NAME"
     --project="$PROJECT" --region="$REGION"
     --template-file-gcs-location="$TEMPLATE"
     --temp-location="gs://$BUCKET/tmp" --staging-location="gs://$BUCKET/staging"
     --parameters="$params")
echo "+ ${cmd[*]}"
[[ "${PRINT_ONLY:-0}" == 1 ]] || "${cmd[@]}"
