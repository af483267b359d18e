#!/usr/bin/env bash
# The README's first command, minus the build check.sh already ran: the demo walks every client
# package against @pkg/mock-server on loopback and exits non-zero if any step fails.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=lib/owned.sh
source scripts/check.d/lib/owned.sh
NO_COLOR=1 owned node scripts/demo/run.mjs
