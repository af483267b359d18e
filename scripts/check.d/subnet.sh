#!/usr/bin/env bash
# The subnet suite: installs AvalancheGo v1.14.0 (scripts/real-node/install-avalanchego.sh) and the
# Subnet-EVM v0.8.0 plugin (scripts/real-node/install-subnet-evm.sh: our plugin main built against
# subnet-evm from the Go module proxy; 4 to 9 min with a cold Go build cache, ~10 s warm), both cached
# outside the repo, then creates a subnet and a Subnet-EVM chain with real P-chain txs, converts it to an
# L1 validated by the node, and runs every subnet EVM method against it (pnpm test:subnet). Prints the
# method table and the time it adds to the check (about 50 s once both binaries are cached).
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=lib/pnpm.sh
source scripts/check.d/lib/pnpm.sh
# shellcheck source=lib/owned.sh
source scripts/check.d/lib/owned.sh

start=$(date +%s)
AVALANCHEGO_PATH="$(bash scripts/real-node/install-avalanchego.sh)"
export AVALANCHEGO_PATH
SUBNET_EVM_PLUGIN_DIR="$(bash scripts/real-node/install-subnet-evm.sh)"
export SUBNET_EVM_PLUGIN_DIR
installed=$(date +%s)
echo "subnet.sh: AvalancheGo at $AVALANCHEGO_PATH, Subnet-EVM plugin in $SUBNET_EVM_PLUGIN_DIR ($((installed - start)) s to install or find)"

# pnpm test:subnet's steps, with vitest's JSON result kept for check.sh's closing line and the method
# table written inside the repository (.tmp/ is git-ignored) instead of the system's temp folder
node scripts/demo/build.mjs --filter=@pkg/node-tests^...
mkdir -p .tmp
SUBNET_TABLE="$PWD/.tmp/subnet-evm-table.md" NO_COLOR=1 owned pnpm --filter @pkg/node-tests exec vitest run \
  -c vitest.subnet.config.ts --reporter=verbose --reporter=json --outputFile.json=.vitest/results-subnet.json
end=$(date +%s)

# The same suite on the Helicon node and the Subnet-EVM plugin of its tree (graft/subnet-evm: plugins must
# speak its rpcchainvm protocol 46), where they are built in the peers cache (scripts/real-node/find-helicon.sh); else one line.
if helicon="$(bash scripts/real-node/find-helicon.sh)"; then
  SUBNET_TABLE="$PWD/.tmp/subnet-evm-table-helicon.md" AVALANCHEGO_PATH="$helicon" \
    SUBNET_EVM_PLUGIN_DIR="$(dirname "$helicon")/plugins" AVALANCHE_ERA=helicon NO_COLOR=1 \
    owned pnpm --filter @pkg/node-tests exec vitest run -c vitest.subnet.config.ts \
    --reporter=verbose --reporter=json --outputFile.json=.vitest/results-subnet-helicon.json
  echo "subnet.sh: the Helicon subnet suite took $(($(date +%s) - end)) s ($helicon)"
else
  echo "subnet.sh: Helicon suite skipped: $helicon"
fi
echo "subnet.sh: the subnet suite took $((end - installed)) s (install $((installed - start)) s); it adds $((end - start)) s to the check"
