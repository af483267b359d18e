#!/usr/bin/env bash
# Installs the Subnet-EVM VM plugin the subnet suite runs: builds our own tiny main module
# (scripts/real-node/subnet-evm-plugin: Subnet-EVM's plugin/main.go with the open-file limit capped at
# the hard limit; go.sum pins every module) against github.com/ava-labs/subnet-evm from the Go module
# proxy, into a cache folder outside the repo keyed by version (and by a hash of main.go/go.mod/go.sum,
# so an edit rebuilds); reused when present. The binary is named by the VM id inside a plugin dir, as
# AvalancheGo's --plugin-dir wants it. Prints the plugin dir on stdout (progress goes to stderr).
#   AVALANCHE_PEERS_CACHE  cache root (default: ~/.cache/avalanche-sdk-peers)
# Subnet-EVM v0.8.0 pairs with AvalancheGo v1.14.0 (both speak rpcchainvm protocol 44); the version is
# the one go.mod requires.
set -euo pipefail

src="$(cd "$(dirname "$0")/subnet-evm-plugin" && pwd)"
vm_id="srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy"
version="$(sed -n 's#^[[:space:]]*github.com/ava-labs/subnet-evm \(v[^ ]*\).*#\1#p' "$src/go.mod" | head -n1)"
if [ -z "$version" ]; then
  echo "install-subnet-evm: no github.com/ava-labs/subnet-evm version in $src/go.mod" >&2
  exit 1
fi
sources_hash="$(cat "$src/main.go" "$src/go.mod" "$src/go.sum" | sha256sum | cut -c1-12)"
cache="${AVALANCHE_PEERS_CACHE:-$HOME/.cache/avalanche-sdk-peers}"
plugin_dir="$cache/subnet-evm-$version-$sources_hash/plugins"
bin="$plugin_dir/$vm_id"

if [ ! -x "$bin" ]; then
  if ! command -v go >/dev/null 2>&1; then
    echo "install-subnet-evm: go is not on PATH; it is needed to build Subnet-EVM $version" >&2
    exit 1
  fi
  mkdir -p "$plugin_dir"
  echo "install-subnet-evm: building Subnet-EVM $version (our plugin main, $src) into $bin" >&2
  echo "install-subnet-evm: (4 to 9 min with a cold Go build cache, about 10 s warm)" >&2
  start=$(date +%s)
  # -mod=readonly: go.sum must already hold every module (a reproducible build, no silent updates)
  (cd "$src" && go build -mod=readonly -o "$bin.tmp" .) >&2
  mv "$bin.tmp" "$bin"
  echo "install-subnet-evm: built in $(($(date +%s) - start)) s" >&2
fi

echo "$plugin_dir"
