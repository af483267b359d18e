import type { TestProject } from 'vitest/node';
import { startAvalancheNode } from './nodeFixture.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real node's base URL, `http://127.0.0.1:<port>`. */
    nodeUrl: string;
    /** `ws://127.0.0.1:<port>`. */
    nodeWsUrl: string;
    /** The node's temp folder (data dir, `node.log`). */
    nodeDir: string;
  }
}

/**
 * vitest globalSetup: one AvalancheGo single-node local network for the whole run, handed to tests
 * with `inject('nodeUrl')`; stopped by its PID in the teardown (and on process exit whatever happens).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const node = await startAvalancheNode();
  console.log(
    `[node-fixture] AvalancheGo pid ${node.pid} ready at ${node.url} in ${Date.now() - started} ms (log: ${node.logFile})`,
  );
  project.provide('nodeUrl', node.url);
  project.provide('nodeWsUrl', node.wsUrl);
  project.provide('nodeDir', node.dir);
  return async () => {
    await node.stop();
  };
}
