#!/usr/bin/env bash
# Packages reach each other through their declared exports only (issue 36): no relative path into another
# package's folder, no `@pkg/<name>/<subpath>` that package does not export (`@pkg/x/src/...`), no `@pkg/<name>`
# the importing package does not declare; and in @pkg/txs the builders (x/, p/, c/ and what they stand on) never
# import src/client/, which sits on top. A path into another's src/ ties a package to files that are not its
# contract, is bundled twice, and hides a dependency from turbo's build order and from a lone install.
# Fails, listing each import (scripts/packageImports.ts).
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=lib/pnpm.sh
source scripts/check.d/lib/pnpm.sh
pnpm exec tsx scripts/packageImports.ts .
