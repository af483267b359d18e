#!/usr/bin/env bash
# The runnable examples (examples/, a workspace package type-checked by the turbo typecheck step): the ones that
# need no funds run against @pkg/mock-server, which the runner starts and stops (examples/run.ts); the ones that
# send AVAX (examples/localnet/) run on a local network the runner starts (--localnet: @pkg/localnet, on the
# AvalancheGo v1.14.0 that scripts/real-node/install-avalanchego.sh installs, as node.sh does), with the funded
# ewoq key; LOCALNET_URL names another node instead.
# Fails when an example exits non-zero or overruns its time.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=lib/pnpm.sh
source scripts/check.d/lib/pnpm.sh
# shellcheck source=lib/owned.sh
source scripts/check.d/lib/owned.sh
# check.sh has built every package already (a turbo cache hit here); run alone, this builds what they import
pnpm exec turbo run build --filter=@pkg/examples^... --output-logs=errors-only
start=$(date +%s)
AVALANCHEGO_PATH="$(bash scripts/real-node/install-avalanchego.sh)"
export AVALANCHEGO_PATH
NO_COLOR=1 owned pnpm --filter @pkg/examples run examples --localnet
echo "examples.sh: took $(($(date +%s) - start)) s"
