#!/usr/bin/env bash
# Finds ava-labs' ValidatorManager, PoAManager and the genesis proxy pair compiled into the peers cache. They
# are compiled once per machine from a source snapshot of ava-labs/icm-services, outside this repository (which
# carries neither their code nor a recipe that builds it; packages/node-tests/README.md says what is expected).
# Prints the folder on stdout and exits 0 when it holds every artifact; otherwise prints one line on stdout
# saying how to build it, and exits 1.
#   AVALANCHE_PEERS_CACHE    cache root (default: ~/.cache/avalanche-sdk-peers)
#   VALIDATOR_MANAGER_REV    the icm-services revision to look for, 12 hex digits or more (default: 39eb811943f8,
#                            the snapshot the suites were written against)
set -euo pipefail

rev="${VALIDATOR_MANAGER_REV:-39eb811943f8}"
rev="${rev:0:12}"
cache="${AVALANCHE_PEERS_CACHE:-$HOME/.cache/avalanche-sdk-peers}"
dir="$cache/validator-manager-$rev"
for f in manifest.json ValidatorManager.json ValidatorMessages.json PoAManager.json TransparentUpgradeableProxy.json ProxyAdmin.json; do
  if [ ! -s "$dir/$f" ]; then
    echo "no validator manager (icm-services $rev) in $dir: compile it once, outside this repository, from a source snapshot of ava-labs/icm-services at $rev (icm-contracts/avalanche/validator-manager, solc at its pragma, OpenZeppelin 5.1.0, the OpenZeppelin 4.9.6 proxy pair) into that folder (packages/node-tests/README.md, 'The validator manager')"
    exit 1
  fi
done
echo "$dir"
