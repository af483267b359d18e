#!/usr/bin/env bash
# No function over 80 lines in the hand-written source of @pkg/core, @pkg/evm, the mock server and @pkg/txs (tests and
# src/generated/ aside): a long function there does several jobs that want a part (a file) each (issues 26, 27). Fails,
# listing each one, when a change adds one.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=lib/pnpm.sh
source scripts/check.d/lib/pnpm.sh
pnpm exec tsx scripts/function-lengths.ts --over 80 packages/core/src packages/evm/src packages/mock-server/src packages/txs/src
