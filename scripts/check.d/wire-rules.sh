#!/usr/bin/env bash
# What goes on the wire is declared in the specs (x-deployed-names, x-auto-names, specs/wire.yaml) and applied in
# one place, packages/core/src/wire/ (issue 36). Fails, listing each line, when the code of a package or of
# scripts/ writes a node's refusal of a name (`can't find service`, `ill-formed`, `does not exist/is not
# available`, `method not found`) or a namespace-map literal (`'avm.'`, `xvm: 'avm'`, `'avax.'`) by hand.
# Not looked at: specs/, core's src/wire/, generated files, comments and docs, tests and packages/node-tests
# (the real-node suites: their oracles read the node's texts on their own, so a wrong spec cannot pass them).
set -euo pipefail
cd "$(dirname "$0")/../.."
refusal="can't find (service|method)|ill-formed|method not found|"'does not exist\\?/is not available'
namespaces="['\"\`](avm|xvm|avax|atomic|admin)[._](['\"\`]|[$][{])|\b(xvm|atomic)['\"]?[[:space:]]*:[[:space:]]*['\"\`](avm|avax)['\"\`]"
found=$(grep -rnE --include='*.ts' --include='*.mts' --include='*.cts' --include='*.js' --include='*.mjs' \
  "$refusal|$namespaces" packages scripts |
  grep -vE '^[^:]+:[0-9]+:[[:space:]]*(\*|//|/\*)' |
  grep -vE '^(packages/core/src/wire/|packages/node-tests/|scripts/\.tmp/|scripts/check\.d/)' |
  grep -vE '/(node_modules|dist|generated|test)/|\.test(-d)?\.ts:' || true)
if [[ -n "$found" ]]; then
  echo "wire-rules: a wire-name rule written by hand (declare it in specs/ and apply it in packages/core/src/wire/):"
  echo "$found"
  exit 1
fi
echo "wire-rules: no hand-written wire-name rule outside specs/ and packages/core/src/wire/"
