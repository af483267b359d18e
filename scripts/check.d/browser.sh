#!/usr/bin/env bash
# The clients in a real browser (packages/browser-tests): the README says they are written for browsers, and
# only this runs them in one. One esbuild bundle (platform browser, ESM, no Node polyfill) of a page using the
# per-method EVM client (eth_blockNumber + eth_chainId in one tick: one batched HTTP request), the P-chain
# and X-chain clients, a per-operation Data client, a newHeads WebSocket subscription and a call aborted in
# flight, run by headless Chromium from one loopback origin against @pkg/mock-server and a real AvalancheGo
# v1.14.0 node, each on another origin (their CORS answers are part of the test). Fails when a Node-only
# module (`node:fs`, `fs`) or global (`process`, `Buffer`, ...) reaches a client's browser path: esbuild cannot
# bundle the first for the browser, the bundle check refuses the second, and the page asserts no Node global
# exists. Chromium is Debian's package, installed with apt-get when `chromium` is not on PATH (CI is a fresh
# Debian machine, run as root); puppeteer-core downloads nothing. AvalancheGo is installed as node.sh does.
# Chromium, the servers and the node are stopped by their handles; owned.sh stops the group if this is killed.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=lib/pnpm.sh
source scripts/check.d/lib/pnpm.sh
# shellcheck source=lib/owned.sh
source scripts/check.d/lib/owned.sh
# shellcheck source=lib/chromium.sh
source scripts/check.d/lib/chromium.sh

CHROMIUM_PATH="$(ensure_chromium)"
export CHROMIUM_PATH
AVALANCHEGO_PATH="$(bash scripts/real-node/install-avalanchego.sh)"
export AVALANCHEGO_PATH
pnpm exec turbo run build --filter=@pkg/browser-tests^... --output-logs=errors-only

start=$(date +%s)
NO_COLOR=1 owned pnpm --filter @pkg/browser-tests run browser
echo "browser: passed in $(($(date +%s) - start)) s ($("$CHROMIUM_PATH" --version 2>/dev/null), AvalancheGo at $AVALANCHEGO_PATH)"
