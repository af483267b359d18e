#!/usr/bin/env bash
# OpenRPC specs: @open-rpc/meta-schema, $refs, and the conventions the generator reads.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=lib/pnpm.sh
source scripts/check.d/lib/pnpm.sh
pnpm exec tsx scripts/validateOpenrpc.ts
