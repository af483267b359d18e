#!/usr/bin/env bash
# The fault soak, short version (2,000 calls): every client against @pkg/mock-server with faults on
# (429 + Retry-After, 5xx, cut connections, truncated and non-JSON bodies, answers past the timeout).
# Fails on a crash, an error outside the SDK's classes, a double submit, retries over their caps or
# before Retry-After, heap growth, or the API key in an error, the output or another origin's requests.
# SOAK_ALLOW=<check ids> downgrades named checks to KNOWN (printed, never hidden); none are allowed here.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=lib/pnpm.sh
source scripts/check.d/lib/pnpm.sh
# shellcheck source=lib/owned.sh
source scripts/check.d/lib/owned.sh
pnpm exec turbo run build --filter=@pkg/bench... --output-logs=errors-only
SOAK_CALLS="${SOAK_CALLS:-2000}" owned pnpm --filter @pkg/bench run soak
