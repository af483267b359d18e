#!/usr/bin/env bash
# Builds the Helicon node (AvalancheGo v1.15.x) and the Subnet-EVM plugin of the same tree from source
# snapshots, into the peers cache, keyed by version. v1.15 cannot be `go install`ed: its go.mod replaces
# graft/coreth, graft/evm and graft/subnet-evm with ./graft/* (left out of the module zip) and pins a
# libevm commit the Go module proxy does not serve. So it takes two source folders:
#   $1  a snapshot of ava-labs/avalanchego at tag v1.15.0-fuji or newer, with its graft/ folders
#   $2  a snapshot of ava-labs/libevm at the commit that tree's go.mod pins
# and builds in a copy of $1 (the sources are left untouched):
#   - libevm wired in with `go work edit -replace` (the tree's go.work already `use`s the graft folders);
#   - three large data files that snapshots may leave out are written as `{}` when absent (Mainnet-only
#     data, unused on a custom network: graft/coreth/.../mainnet_ext_data_hashes.json,
#     vms/saevm/cchain/extdata-mainnet.json, libevm's signer/fourbyte/4byte.json);
#   - `go build -o <cache>/avalanchego-<version>/main ./main`, then the tree's graft/subnet-evm plugin with
#     its open-file limit capped at the hard limit (the stock runner insists on 32768, above this machine's
#     20000; scripts/real-node/subnet-evm-plugin does the same for v0.8.0) into
#     <cache>/avalanchego-<version>/plugins/<Subnet-EVM VM id>.
# Prints the binary's path on stdout (progress goes to stderr). Measured here on 2 cores with a cold Go module
# and build cache, the machine shared with other builds (load 13 to 28): the node 641 s, the plugin 723 s.
#   AVALANCHE_PEERS_CACHE  cache root (default: ~/.cache/avalanche-sdk-peers)
# The Helicon suites find the result with scripts/real-node/find-helicon.sh.
set -euo pipefail

if [ $# -ne 2 ] || [ ! -d "$1/main" ] || [ ! -d "$1/graft/subnet-evm" ] || [ ! -f "$2/go.mod" ]; then
  echo "usage: build-helicon.sh <avalanchego source (tag v1.15.0-fuji or newer, with graft/)> <libevm source>" >&2
  exit 2
fi
src_node="$(cd "$1" && pwd)"
src_libevm="$(cd "$2" && pwd)"
if ! command -v go >/dev/null 2>&1; then
  echo "build-helicon: go is not on PATH; it is needed to build AvalancheGo v1.15" >&2
  exit 1
fi
version="$(sed -n 's/^[[:space:]]*Minor:[[:space:]]*\([0-9]*\).*/\1/p' "$src_node/version/constants.go" | head -n1)"
major="$(sed -n 's/^[[:space:]]*Major:[[:space:]]*\([0-9]*\).*/\1/p' "$src_node/version/constants.go" | head -n1)"
patch="$(sed -n 's/^[[:space:]]*Patch:[[:space:]]*\([0-9]*\).*/\1/p' "$src_node/version/constants.go" | head -n1)"
if [ -z "$major" ] || [ -z "$version" ] || [ -z "$patch" ]; then
  echo "build-helicon: cannot read the version from $src_node/version/constants.go" >&2
  exit 1
fi
version="v$major.$version.$patch"
case "$version" in
  v1.1[5-9].*|v1.[2-9][0-9].*) ;;
  *) echo "build-helicon: $src_node is AvalancheGo $version; Helicon needs v1.15.0 or newer" >&2; exit 1 ;;
esac
pinned="$(sed -n 's#^[[:space:]]*github.com/ava-labs/libevm v[^ ]*-\([0-9a-f]\{12\}\).*#\1#p' "$src_node/go.mod" | head -n1)"

cache="${AVALANCHE_PEERS_CACHE:-$HOME/.cache/avalanche-sdk-peers}"
dir="$cache/avalanchego-$version"
bin="$dir/main"
vm_id="srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy"
plugin="$dir/plugins/$vm_id"
if [ -x "$bin" ] && [ -x "$plugin" ]; then
  echo "build-helicon: $version already built in $dir" >&2
  echo "$bin"
  exit 0
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/helicon-build.XXXXXX")"
trap 'rm -rf "$work"' EXIT
echo "build-helicon: AvalancheGo $version from $src_node, libevm from $src_libevm (go.mod pins ${pinned:-?})" >&2
cp -a "$src_node" "$work/avalanchego"
cp -a "$src_libevm" "$work/libevm"
for f in graft/coreth/plugin/evm/atomic/vm/mainnet_ext_data_hashes.json vms/saevm/cchain/extdata-mainnet.json; do
  [ -f "$work/avalanchego/$f" ] || echo '{}' > "$work/avalanchego/$f"
done
[ -f "$work/libevm/signer/fourbyte/4byte.json" ] || echo '{}' > "$work/libevm/signer/fourbyte/4byte.json"

cd "$work/avalanchego"
go work edit -replace "github.com/ava-labs/libevm=$work/libevm"
mkdir -p "$dir/plugins"
start=$(date +%s)
echo "build-helicon: go build ./main (about 11 min on 2 cores the first time)" >&2
GOFLAGS=-buildvcs=false go build -o "$bin.tmp" ./main >&2
mv "$bin.tmp" "$bin"
echo "build-helicon: node built in $(($(date +%s) - start)) s: $("$bin" --version)" >&2

# The plugin: graft/subnet-evm's own plugin main; its runner asks for at most the hard open-file limit.
start=$(date +%s)
runner="graft/subnet-evm/plugin/runner/runner.go"
if grep -q 'ulimit.Set(ulimit.DefaultFDLimit' "$runner"; then
  sed -i 's/ulimit.Set(ulimit.DefaultFDLimit/ulimit.Set(fdLimit()/' "$runner"
  cat >> "$runner" <<'EOF'

// fdLimit caps AvalancheGo's default open-file limit at the process's hard limit (added by the SDK's
// build-helicon.sh: the stock runner exits where the hard limit is below 32768).
func fdLimit() uint64 {
	var l syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l); err == nil && l.Max < ulimit.DefaultFDLimit {
		return l.Max
	}
	return ulimit.DefaultFDLimit
}
EOF
  sed -i '0,/^import (/s//import (\n\t"syscall"/' "$runner"
fi
echo "build-helicon: go build ./graft/subnet-evm/plugin (up to 12 min the first time)" >&2
(cd graft/subnet-evm && GOFLAGS=-buildvcs=false go build -o "$plugin.tmp" ./plugin) >&2
mv "$plugin.tmp" "$plugin"
echo "build-helicon: Subnet-EVM plugin built in $(($(date +%s) - start)) s" >&2
echo "$bin"
