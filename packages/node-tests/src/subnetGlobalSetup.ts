import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { coverageTable } from './coverage.js';
import { rawRpc } from './rawRpc.js';
import { startSubnetEvmNetwork } from './subnetFixture.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Subnet-EVM chain's subnet id. */
    subnetId: string;
    /** The Subnet-EVM chain's blockchain id. */
    subnetBlockchainId: string;
    /** The Subnet-EVM chain's EVM chain id. */
    subnetEvmChainId: number;
    /** Whether the subnet is an L1 validated by the node (sybil protection on), else sybil protection is off. */
    subnetL1: boolean;
    /** The node's id: the L1's one validator when `subnetL1`. */
    subnetNodeId: string;
    /**
     * The validator manager's address the conversion named (`0x` hex): the proxy predeployed in the chain's genesis
     * when the validator manager artifacts were found, else 0xee..ee.
     */
    subnetManagerAddress: `0x${string}`;
    /** The node's validation id on the L1 (CB58), `''` when not `subnetL1`. */
    subnetValidationId: string;
    /** The validator manager artifacts' folder (scripts/real-node/find-validator-manager.sh), `''` when not found. */
    validatorManagerDir: string;
    /** Why there are no validator manager artifacts (the find script's one line), `''` when found. */
    validatorManagerMissing: string;
  }
}

/** Where the subnet method table is written, outside the repo. */
const tableFile = process.env.SUBNET_TABLE || path.join(tmpdir(), 'subnet-evm-table.md');

/**
 * vitest globalSetup of the subnet suite (`pnpm test:subnet`): one node with one Subnet-EVM chain for
 * the whole run (src/subnetFixture.ts), handed to tests with `inject('nodeUrl')`,
 * `inject('subnetBlockchainId')`...; stopped by its PID in the teardown (and on process exit whatever
 * happens). The teardown prints the method table and writes it to $SUBNET_TABLE
 * (default /tmp/subnet-evm-table.md).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  // SUBNET_L1=0: sybil protection off (no conversion; validators.getCurrentValidators then answers [])
  const l1 = process.env.SUBNET_L1 !== '0';
  const net = await startSubnetEvmNetwork({ l1, log: (line) => console.log(line) });
  console.log(
    `[subnet-fixture] AvalancheGo pid ${net.node.pid} at ${net.node.url}: Subnet-EVM chain ${net.blockchainId} ` +
      `(subnet ${net.subnetId}${net.l1 ? ', an L1 validated by this node' : ', sybil protection off'}) answering in ${Date.now() - started} ms (log: ${net.node.logFile})`,
  );
  const version = await rawRpc<string>(
    `${net.node.url}/ext/bc/${net.blockchainId}/rpc`,
    'web3_clientVersion',
    [],
  ).catch(() => 'version unknown');
  const coverageDir = mkdtempSync(path.join(tmpdir(), 'subnet-coverage-'));
  const coverageFile = path.join(coverageDir, 'rows.jsonl');
  project.provide('nodeUrl', net.node.url);
  project.provide('nodeWsUrl', net.node.wsUrl);
  project.provide('nodeStakingPort', net.node.stakingPort);
  project.provide('nodeDir', net.node.dir);
  project.provide('nodeNetworkFlags', net.node.networkFlags);
  project.provide('coverageFile', coverageFile);
  project.provide('subnetId', net.subnetId);
  project.provide('subnetBlockchainId', net.blockchainId);
  project.provide('subnetEvmChainId', net.evmChainId);
  project.provide('subnetL1', net.l1);
  project.provide('subnetNodeId', net.nodeId);
  project.provide('subnetManagerAddress', net.managerAddress);
  project.provide('subnetValidationId', net.validationId ?? '');
  project.provide('validatorManagerDir', net.validatorManager.dir);
  project.provide('validatorManagerMissing', net.validatorManager.missing);
  return async () => {
    try {
      const table = coverageTable(coverageFile);
      if (!table.startsWith('(no coverage')) {
        const title = `Subnet-EVM method table (${version}, ${new Date().toISOString()})`;
        writeFileSync(tableFile, `# ${title}\n\n${table}\n`);
        console.log(`\n${title}\n\n${table}\n\n(written to ${tableFile})`);
      }
    } finally {
      rmSync(coverageDir, { recursive: true, force: true });
      await net.stop();
    }
  };
}
