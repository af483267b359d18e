// Subnet-EVM's VM plugin as github.com/ava-labs/subnet-evm/plugin/main.go builds it (v0.8.0), except
// that the open-file limit is capped at the process's hard limit instead of requiring 32768: the stock
// runner exits at once where the hard limit is lower (then AvalancheGo logs `handshake failed: vm
// process not found`). Test tooling for the real-node suite (scripts/real-node/install-subnet-evm.sh).
package main

import (
	"context"
	"fmt"
	"os"
	"syscall"

	"github.com/ava-labs/avalanchego/utils/logging"
	"github.com/ava-labs/avalanchego/utils/ulimit"
	"github.com/ava-labs/avalanchego/version"
	"github.com/ava-labs/avalanchego/vms/rpcchainvm"

	"github.com/ava-labs/subnet-evm/plugin/evm"
	"github.com/ava-labs/subnet-evm/plugin/runner"
)

func main() {
	evm.RegisterAllLibEVMExtras()

	versionString := fmt.Sprintf("Subnet-EVM/%s [AvalancheGo=%s, rpcchainvm=%d]", evm.Version, version.Current, version.RPCChainVMProtocol)
	printVersion, err := runner.PrintVersion()
	if err != nil {
		fmt.Printf("couldn't get config: %s", err)
		os.Exit(1)
	}
	if printVersion {
		fmt.Println(versionString)
		os.Exit(0)
	}

	// the one change: ask for at most the hard limit
	limit := uint64(ulimit.DefaultFDLimit)
	var rLimit syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &rLimit); err == nil && rLimit.Max < limit {
		limit = rLimit.Max
	}
	if err := ulimit.Set(limit, logging.NoLog{}); err != nil {
		fmt.Printf("failed to set fd limit correctly due to: %s", err)
		os.Exit(1)
	}
	rpcchainvm.Serve(context.Background(), &evm.VM{})
}
