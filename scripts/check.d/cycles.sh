#!/usr/bin/env bash
# No import cycle anywhere in the repository (dpdm, type-only imports included): every package's src/ and
# test/, and scripts/. A cycle makes load order matter and usually means a module does two jobs; fails,
# listing each cycle, when a change adds one.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=lib/pnpm.sh
source scripts/check.d/lib/pnpm.sh
pnpm exec dpdm --no-tree --no-warning --no-progress --transform=false --exit-code circular:1 \
  'packages/*/src/**/*.ts' 'packages/*/test/**/*.ts' 'scripts/**/*.ts'
