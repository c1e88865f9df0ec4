#!/usr/bin/env bash
# Build and push the Gristmill image (launcher + worker), then write the flex-template spec to GCS.
#
#   PROJECT=my-project REGION=europe-west4 BUCKET=my-bucket templates/dataflow/build.sh
#
# Needs docker (logged in to the registry: gcloud auth configure-docker REGION-docker.pkg.dev) and
# gcloud. Versions come from templates/versions.env. Set PRINT_ONLY=1 to print the commands only.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
# shellcheck source=../versions.env
source "$here/../versions.env"

: "${PROJECT:?set PROJECT to the Google Cloud project}"
: "${REGION:?set REGION, e.g. europe-west4}"
: "${BUCKET:?set BUCKET to a GCS bucket (no gs:// prefix) for the template spec}"
IMAGE="${IMAGE:-$REGION-docker.pkg.dev/$PROJECT/gristmill/gristmill:$GRISTMILL_VERSION}"
TEMPLATE="${TEMPLATE:-gs://$BUCKET/templates/gristmill-$GRISTMILL_VERSION.json}"

run() { echo "+ $*"; [[ "${PRINT_ONLY:-0}" == 1 ]] || "$@"; }

# Dataflow workers are x86-64 machines, whatever machine builds the image.
run docker build --platform linux/amd64 -f "$here/Dockerfile" \
    --build-arg "PYTHON_VERSION=$PYTHON_VERSION" \
    --build-arg "GRISTMILL_SDK_IMAGE=$IMAGE" \
    --build-arg "BEAM_VERSION=$BEAM_VERSION" \
    --build-arg "LAUNCHER_BASE_IMAGE=$LAUNCHER_BASE_IMAGE" \
    -t "$IMAGE" "$repo"
run docker push "$IMAGE"
run gcloud dataflow flex-template build "$TEMPLATE" \
    --project="$PROJECT" \
    --image="$IMAGE" \
    --sdk-language=PYTHON \
    --metadata-file="$here/metadata.json"
echo "template: $TEMPLATE"
echo "image:    $IMAGE"
