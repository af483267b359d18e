import { existsSync } from 'node:fs';
import { expect, inject, test } from 'vitest';
import { LOCAL_NETWORK_ID } from '../src/localNetwork.js';
import { startAvalancheNode } from '../src/nodeFixture.js';
import { rawRpc } from '../src/rawRpc.js';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('the fixture hands out a bootstrapped local-network node on loopback', async () => {
  const url = inject('nodeUrl');
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const { networkID } = await rawRpc<{ networkID: string }>(`${url}/ext/info`, 'info.getNetworkID', {});
  expect(Number(networkID)).toBe(LOCAL_NETWORK_ID);
  const config = await rawRpc<{ config: Record<string, unknown> }>(
    `${url}/ext/bc/C/admin`,
    'admin.getVMConfig',
    {},
  );
  expect(config.config['admin-api-enabled']).toBe(true);
});

test('a second node starts on its own ports and stop() ends its process and removes its temp folder', async () => {
  const node = await startAvalancheNode({ waitForHealth: false });
  try {
    expect(node.url).not.toBe(inject('nodeUrl'));
    expect(alive(node.pid)).toBe(true);
    expect(existsSync(node.dataDir)).toBe(true);
  } finally {
    await node.stop();
  }
  expect(alive(node.pid)).toBe(false);
  expect(existsSync(node.dir)).toBe(false);
  await node.stop(); // idempotent
}, 120_000);
