module github.com/avalanche-sdk/real-node/fee-oracle

go 1.24.9

require github.com/ava-labs/avalanchego v1.14.0

require (
	github.com/google/renameio/v2 v2.0.0 // indirect
	github.com/holiman/uint256 v1.2.4 // indirect
	github.com/mr-tron/base58 v1.2.0 // indirect
	golang.org/x/crypto v0.43.0 // indirect
	golang.org/x/exp v0.0.0-20241215155358-4a5509556b9e // indirect
)
