#!/usr/bin/env bash
# Installs AvalancheGo (the real node the real-node suite runs against) as an ordinary Go module from
# the Go module proxy, into a cache folder outside the repo, keyed by version; reused when present.
# Prints the binary's path on stdout (progress goes to stderr).
#   AVALANCHE_PEERS_CACHE  cache root (default: ~/.cache/avalanche-sdk-peers)
#   AVALANCHEGO_VERSION    the version to install (default: v1.14.0; v1.14.1 and later have local
#                          `replace` lines in go.mod and cannot be `go install`ed)
set -euo pipefail

version="${AVALANCHEGO_VERSION:-v1.14.0}"
cache="${AVALANCHE_PEERS_CACHE:-$HOME/.cache/avalanche-sdk-peers}"
dir="$cache/avalanchego-$version"
bin="$dir/main"

if [ ! -x "$bin" ]; then
  if ! command -v go >/dev/null 2>&1; then
    echo "install-avalanchego: go is not on PATH; it is needed to build AvalancheGo $version" >&2
    exit 1
  fi
  mkdir -p "$dir"
  echo "install-avalanchego: go install github.com/ava-labs/avalanchego/main@$version into $dir" >&2
  echo "install-avalanchego: (about 12 min with a cold Go build cache, about 2 min warm)" >&2
  start=$(date +%s)
  GOBIN="$dir" go install "github.com/ava-labs/avalanchego/main@$version" >&2
  echo "install-avalanchego: built in $(($(date +%s) - start)) s" >&2
fi

echo "$bin"
