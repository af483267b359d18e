import { existsSync } from 'node:fs';
import { expect, inject, test } from 'vitest';
import { ERA, NETWORK_ID } from '../src/localNetwork.js';
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

test('the fixture hands out a bootstrapped node on loopback (Helicon active and C under SAE in the Helicon era)', async () => {
  const url = inject('nodeUrl');
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const { networkID } = await rawRpc<{ networkID: string }>(`${url}/ext/info`, 'info.getNetworkID', {});
  expect(Number(networkID)).toBe(NETWORK_ID);
  if (ERA === 'helicon') {
    // Helicon active and the C chain under SAE: the C chain's admin API is gone (404), the C chain
    // answers as avalanchego (SAE), and heliconTime is past
    const admin = await fetch(`${url}/ext/bc/C/admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'admin.getVMConfig', params: {} }),
    });
    expect(admin.status).toBe(404);
    const version = await rawRpc<string>(`${url}/ext/bc/C/rpc`, 'web3_clientVersion', []);
    expect(version).toMatch(/^avalanchego\/1\.1[5-9]\./);
    const upgrades = await rawRpc<{ heliconTime: string }>(`${url}/ext/info`, 'info.upgrades', {});
    expect(Date.parse(upgrades.heliconTime)).toBeLessThan(Date.now());
    return;
  }
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
