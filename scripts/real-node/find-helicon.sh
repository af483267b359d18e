#!/usr/bin/env bash
# Finds the Helicon node (AvalancheGo v1.15) built into the peers cache. It cannot be installed here: v1.15
# builds only from source snapshots, outside this repository (packages/node-tests/README.md says why).
# Prints the binary's path on stdout and exits 0 when the binary and its Subnet-EVM plugin are there;
# otherwise prints one line on stdout saying why and how to build it, and exits 1.
#   AVALANCHE_PEERS_CACHE       cache root (default: ~/.cache/avalanche-sdk-peers)
#   HELICON_AVALANCHEGO_VERSION the version to look for (default: v1.15.0)
set -euo pipefail

version="${HELICON_AVALANCHEGO_VERSION:-v1.15.0}"
cache="${AVALANCHE_PEERS_CACHE:-$HOME/.cache/avalanche-sdk-peers}"
dir="$cache/avalanchego-$version"
vm_id="srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy"
if [ -x "$dir/main" ] && [ -x "$dir/plugins/$vm_id" ]; then
  echo "$dir/main"
  exit 0
fi
echo "no Helicon node (AvalancheGo $version) in $dir: build it once from source snapshots of ava-labs/avalanchego (tag v1.15.0-fuji or newer) and ava-labs/libevm (the commit its go.mod pins), outside this repository, into $dir/main with the Subnet-EVM plugin in $dir/plugins/$vm_id (packages/node-tests/README.md, 'The Helicon node')"
exit 1
