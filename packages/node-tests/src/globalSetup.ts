import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { coverageTable } from './coverage.js';
import { ERA } from './localNetwork.js';
import { startAvalancheNode } from './nodeFixture.js';
import { rawRpc } from './rawRpc.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real node's base URL, `http://127.0.0.1:<port>`. */
    nodeUrl: string;
    /** `ws://127.0.0.1:<port>`. */
    nodeWsUrl: string;
    /** The node's staking (peer-to-peer) port on 127.0.0.1: what another node bootstraps from. */
    nodeStakingPort: number;
    /** The node's temp folder (data dir, `node.log`). */
    nodeDir: string;
    /** The flags of the node's network (network id, genesis, upgrades): what a second node needs to join it. */
    nodeNetworkFlags: Record<string, string>;
    /** Where tests append their coverage rows (src/coverage.ts); printed as a table at teardown. */
    coverageFile: string;
  }
}

/** Where the coverage table is written, outside the repo. */
const tableFile = process.env.REAL_NODE_TABLE || path.join(tmpdir(), 'real-node-table.md');

/**
 * vitest globalSetup: one AvalancheGo single-node local network for the whole run, handed to tests
 * with `inject('nodeUrl')`; stopped by its PID in the teardown (and on process exit whatever happens).
 * The teardown also prints the method coverage table and writes it to $REAL_NODE_TABLE
 * (default /tmp/real-node-table.md).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const node = await startAvalancheNode({ helicon: ERA === 'helicon' });
  console.log(
    `[node-fixture] AvalancheGo pid ${node.pid} (${ERA}) ready at ${node.url} in ${Date.now() - started} ms (log: ${node.logFile})`,
  );
  const { version } = await rawRpc<{ version: string }>(
    `${node.url}/ext/info`,
    'info.getNodeVersion',
    {},
  ).catch(() => ({ version: 'version unknown' }));
  const coverageDir = mkdtempSync(path.join(tmpdir(), 'real-node-coverage-'));
  const coverageFile = path.join(coverageDir, 'rows.jsonl');
  project.provide('nodeUrl', node.url);
  project.provide('nodeWsUrl', node.wsUrl);
  project.provide('nodeStakingPort', node.stakingPort);
  project.provide('nodeDir', node.dir);
  project.provide('nodeNetworkFlags', node.networkFlags);
  project.provide('coverageFile', coverageFile);
  return async () => {
    try {
      const table = coverageTable(coverageFile);
      if (!table.startsWith('(no coverage')) {
        const title = `Real-node method table (${version}, ${ERA}, ${new Date().toISOString()})`;
        writeFileSync(tableFile, `# ${title}\n\n${table}\n`);
        console.log(`\n${title}\n\n${table}\n\n(written to ${tableFile})`);
      }
    } finally {
      rmSync(coverageDir, { recursive: true, force: true });
      await node.stop();
    }
  };
}
