#!/usr/bin/env bash
# The fault soak, short version (2,000 calls): every client against @pkg/mock-server with faults on
# (429 + Retry-After, 5xx, cut connections, truncated and non-JSON bodies, answers past the timeout).
# Fails on a crash, an error outside the SDK's classes, a double submit, retries over their caps or
# before Retry-After, heap growth, or the API key in an error, the output or another origin's requests.
#
# Known failure allowed here (printed as KNOWN, never hidden) until its owner fixes it:
#   error-classes: a 200 answer with a non-JSON body reaches REST callers (@pkg/data, @pkg/metrics) as
#   openapi-fetch's raw SyntaxError instead of a ParseError.
set -euo pipefail
cd "$(dirname "$0")/../.."
pnpm exec turbo run build --filter=@pkg/bench... --output-logs=errors-only
SOAK_CALLS="${SOAK_CALLS:-2000}" SOAK_ALLOW="${SOAK_ALLOW-error-classes}" pnpm --filter @pkg/bench run soak
