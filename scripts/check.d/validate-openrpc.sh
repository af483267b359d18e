#!/usr/bin/env bash
# OpenRPC specs: @open-rpc/meta-schema, $refs, and the conventions the generator reads.
set -euo pipefail
cd "$(dirname "$0")/../.."
pnpm exec tsx scripts/validate-openrpc.ts
