// Minimal config for the local EVM node used by test/hardhat.test.ts: no compiler, no network access.
module.exports = {
  networks: {
    hardhat: { chainId: 31337 },
  },
};
