#!/usr/bin/env bash
# Fetches the files the tests need from package registries, so that the tests themselves make no
# network calls. README's test command runs it before pytest.
#
# Now one file: the Flink Kubernetes Operator's API jar. It carries the FlinkDeployment CRD that
# tests/test_flink_template.py checks templates/flink/flink-deployment.yaml against. Files go to
# ${GRISTMILL_CACHE:-~/.cache/gristmill}, outside the repository. A file already there is kept,
# so later runs need no network.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=../templates/versions.env
source templates/versions.env

cache="${GRISTMILL_CACHE:-${XDG_CACHE_HOME:-${HOME}/.cache}/gristmill}"
jars="${cache}/jars"
artifact="org.apache.flink:flink-kubernetes-operator-api:${FLINK_OPERATOR_SCHEMA_VERSION}"
jar="${jars}/flink-kubernetes-operator-api-${FLINK_OPERATOR_SCHEMA_VERSION}.jar"

if [[ ! -s "$jar" ]]; then
  command -v mvn >/dev/null || (apt-get update -qq && apt-get install -y -qq maven)
  mkdir -p "$jars"
  # -C: a checksum mismatch fails the download instead of warning. Maven's log is shown only
  # when it fails.
  if ! log="$(mvn -B -q -C org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy \
      -Dartifact="$artifact" -DoutputDirectory="$jars" 2>&1)"; then
    printf '%s\n' "$log" >&2
    echo "fetch_test_assets: could not fetch ${artifact}" >&2
    exit 1
  fi
fi
if [[ ! -s "$jar" ]]; then
  echo "fetch_test_assets: ${artifact} was not fetched to ${jar}" >&2
  exit 1
fi
echo "fetch_test_assets: ${jar}"
