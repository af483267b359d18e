#!/usr/bin/env bash
# The real-node suite: installs AvalancheGo v1.14.0 with `go install` into a cache outside the repo
# (scripts/real-node/install-avalanchego.sh; about 12 min the first time on a cold Go build cache,
# reused after), then runs every node client method against a single-node local network on loopback
# (pnpm test:node) and prints the method table and how long the suite took; then the same suite on the
# Helicon node (AvalancheGo v1.15) where it is built in the peers cache (scripts/real-node/find-helicon.sh), else one line
# saying it was skipped and why.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=lib/pnpm.sh
source scripts/check.d/lib/pnpm.sh
# shellcheck source=lib/owned.sh
source scripts/check.d/lib/owned.sh

start=$(date +%s)
AVALANCHEGO_PATH="$(bash scripts/real-node/install-avalanchego.sh)"
export AVALANCHEGO_PATH
installed=$(date +%s)
echo "node.sh: AvalancheGo at $AVALANCHEGO_PATH ($((installed - start)) s to install or find)"

# pnpm test:node's steps, with vitest's JSON result kept for check.sh's closing line and the method table
# written inside the repository (.tmp/ is git-ignored) instead of the system's temp folder
node scripts/demo/build.mjs --filter=@pkg/node-tests^...
mkdir -p .tmp
REAL_NODE_TABLE="$PWD/.tmp/real-node-table.md" NO_COLOR=1 owned pnpm --filter @pkg/node-tests exec vitest run \
  --reporter=verbose --reporter=json --outputFile.json=.vitest/results-node.json
end=$(date +%s)
echo "node.sh: real-node suite took $((end - installed)) s (install $((installed - start)) s)"

# The same suite on the Helicon node (AvalancheGo v1.15, Helicon active, the C chain under SAE), when
# it is built in the peers cache (scripts/real-node/find-helicon.sh); else one line saying why not.
if helicon="$(bash scripts/real-node/find-helicon.sh)"; then
  REAL_NODE_TABLE="$PWD/.tmp/real-node-table-helicon.md" AVALANCHEGO_PATH="$helicon" AVALANCHE_ERA=helicon NO_COLOR=1 \
    owned pnpm --filter @pkg/node-tests exec vitest run \
    --reporter=verbose --reporter=json --outputFile.json=.vitest/results-node-helicon.json
  echo "node.sh: the Helicon real-node suite took $(($(date +%s) - end)) s ($helicon)"
else
  echo "node.sh: Helicon suite skipped: $helicon"
fi
