// The SDK demo: `pnpm demo` (after `turbo run build`) or `node scripts/demo/run.mjs [--live] [--seed n]`.
// Without --live it starts @pkg/mock-server on loopback (no network needed) and walks through every
// client package against it. With --live the same code talks to the public services:
//   DATA_API_KEY (optional), DATA_API_URL, METRICS_API_URL, NODE_URL override the defaults;
//   DEMO_PRIMARY_ADDRESS (an avax1... address) is the address followed across the P, X and C chains.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { bold, dim, green, gwei, line, red, section, short, table, units, when, yellow } from './format.mjs';

const { values: args } = parseArgs({
  options: {
    live: { type: 'boolean', default: false },
    seed: { type: 'string', default: '1' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log(`usage: node scripts/demo/run.mjs [--live] [--seed n]
  (default)  start @pkg/mock-server on 127.0.0.1 and run every client against it (no network)
  --live     use the public services instead; env: DATA_API_KEY (optional), DATA_API_URL,
             METRICS_API_URL, NODE_URL override https://data-api.avax.network,
             https://metrics.avax.network and https://api.avax.network; DEMO_PRIMARY_ADDRESS
             (an avax1... address) for the cross-chain step; webhooks are not touched
  --seed n   the mock server's data set (default 1)`);
  process.exit(0);
}

const PRIMARY_NETWORK = '11111111111111111111111111111111LpoYY';
// pnpm as the README's setup provides it (npx fetches the pinned version; no global pnpm needed)
const { packageManager } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const PNPM = `npx -y ${packageManager}`;
let failures = 0;

/** Runs one step of the walk-through; a failure prints a red line and fails the demo at the end. */
async function step(title, fn, { liveMayFail = false } = {}) {
  try {
    await fn();
  } catch (error) {
    const what = `${error?.name ?? 'Error'}: ${error?.shortMessage ?? error?.message ?? error}`;
    if (args.live && liveMayFail) {
      console.log(yellow(`  ${title}: not served by this public endpoint (${what})`));
      return;
    }
    failures++;
    console.log(red(`  ${title} failed: ${what}`));
  }
}

/** Imports a workspace package; says clearly when it is not built. */
async function load(name) {
  try {
    return await import(name);
  } catch (error) {
    failures++;
    console.log(red(`  ${name} is not available (${error.message}); run \`${PNPM} build\` first`));
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
let mock;
let urls;
if (args.live) {
  urls = {
    data: process.env.DATA_API_URL ?? 'https://data-api.avax.network',
    metrics: process.env.METRICS_API_URL ?? 'https://metrics.avax.network',
    node: process.env.NODE_URL ?? 'https://api.avax.network',
  };
  console.log(bold('Avalanche SDK demo — live services'));
  console.log(
    dim(
      `  Data API key: ${process.env.DATA_API_KEY ? 'set (from DATA_API_KEY)' : 'not set (lower rate limits)'}`,
    ),
  );
} else {
  const mockServer = await load('@pkg/mock-server');
  if (!mockServer) process.exit(1);
  mock = await mockServer.startMockServer({ seed: Number(args.seed) });
  urls = { data: mock.dataUrl, metrics: mock.metricsUrl, node: mock.nodeUrl };
  console.log(
    bold(
      'Avalanche SDK demo — against @pkg/mock-server (no network needed; add --live for the real services)',
    ),
  );
}
line('Data API', urls.data);
line('Metrics API', urls.metrics);
line('node', urls.node);

const [dataPkg, metricsPkg, nodeInfoPkg, xchainPkg, pchainPkg, evmPkg] = await Promise.all(
  ['@pkg/data', '@pkg/metrics', '@pkg/node-info', '@pkg/xchain', '@pkg/pchain', '@pkg/evm'].map(load),
);

// The address whose balances we show, and the subnet EVM chain we visit (found through the Data API).
let wallet = process.env.DEMO_ADDRESS ?? '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7';
if (mock) wallet = mock.data.chainsById.get('43114').wallets[0];
let subnetChain;
/** Chain names by blockchain id, from the chain list. */
const chainNames = new Map();

// ---------------------------------------------------------------------------------------------
if (dataPkg) {
  section('@pkg/data — the Data API');
  const data = dataPkg.createDataClient({ baseUrl: urls.data, apiKey: process.env.DATA_API_KEY });

  await step('list chains', async () => {
    const { chains } = await data.supportedChains({ network: 'mainnet' });
    console.log(`  data.supportedChains({ network: 'mainnet' }) -> ${chains.length} chains`);
    table(
      chains
        .slice(0, 8)
        .map((c) => ({ chainId: c.chainId, name: c.chainName, token: c.networkToken?.symbol, vm: c.vmName })),
      ['chainId', 'name', 'token', 'vm'],
    );
    subnetChain = chains.find((c) => c.subnetId !== PRIMARY_NETWORK && c.vmName === 'EVM');
    for (const c of chains) if (c.platformChainId) chainNames.set(c.platformChainId, c.chainName);
  });

  await step('page through blocks', async () => {
    const first = await data.getLatestBlocks({ chainId: '43114', pageSize: 3 });
    const second = await data.getLatestBlocks({
      chainId: '43114',
      pageSize: 3,
      pageToken: first.nextPageToken,
    });
    console.log(
      "  data.getLatestBlocks({ chainId: '43114', pageSize: 3 }), then the next page with its pageToken:",
    );
    const rows = [...first.blocks, ...second.blocks].map((b, i) => ({
      page: i < first.blocks.length ? 1 : 2,
      number: b.blockNumber,
      hash: short(b.blockHash),
      parent: short(b.parentHash),
      txs: b.txCount,
      time: when(b.blockTimestamp),
    }));
    table(rows, ['page', 'number', 'hash', 'parent', 'txs', 'time']);
    const joined = first.blocks.at(-1).parentHash === second.blocks[0].blockHash;
    line('pages join (parent of last = first of next)', joined ? green('yes') : red('no'));
    if (!joined) throw new Error('pages do not join');
    let count = 0;
    for await (const _block of data.iterate.getLatestBlocks(
      { chainId: '43114', pageSize: 100 },
      { maxItems: 250 },
    ))
      count++;
    line(
      'data.iterate.getLatestBlocks (maxItems 250)',
      `${count} blocks over ${Math.ceil(count / 100)} pages`,
    );
    const again = await data.getBlock({ chainId: '43114', blockId: first.blocks[0].blockHash });
    line(
      'data.getBlock by hash',
      `#${again.blockNumber}, ${again.txCount} txs, base fee ${units(again.baseFee, 9)} gwei`,
    );
  });

  await step('show a balance', async () => {
    const res = await data.listErc20Balances({ chainId: '43114', address: wallet, pageSize: 5 });
    const n = res.nativeTokenBalance;
    console.log(`  data.listErc20Balances({ chainId: '43114', address: '${short(wallet)}' })`);
    line(
      `native ${n.symbol}`,
      `${units(n.balance, n.decimals)} (${n.balanceValue?.value ?? '?'} ${n.balanceValue?.currencyCode ?? ''})`,
    );
    table(
      res.erc20TokenBalances.map((t) => ({
        token: t.symbol,
        balance: units(t.balance, t.decimals),
        value: `${t.balanceValue?.value ?? ''} ${t.balanceValue?.currencyCode ?? ''}`,
      })),
      ['token', 'balance', 'value'],
    );
  });

  await step('a subnet and its genesis data', async () => {
    if (!subnetChain) throw new Error('no subnet EVM chain in the chain list');
    const subnet = await data.getSubnetById({ network: 'mainnet', subnetId: subnetChain.subnetId });
    const chain = subnet.blockchains[0];
    line(
      `data.getSubnetById(${short(subnet.subnetId)})`,
      `${subnet.blockchains.length} blockchain(s), L1: ${subnet.isL1}`,
    );
    line(
      `  ${chain?.blockchainName}`,
      `EVM chain id ${chain?.evmChainId}, genesis gas limit ${chain?.genesisData?.config?.feeConfig?.gasLimit ?? '?'}`,
    );
  });
  // An address on the P, X and C chains (they share avax1... addresses), from the mock's data set or
  // DEMO_PRIMARY_ADDRESS with --live.
  const primaryAddress = mock
    ? mock.data.networks.mainnet.utxoAddresses[0]
    : process.env.DEMO_PRIMARY_ADDRESS;
  const chainName = (blockchainId) => chainNames.get(blockchainId) ?? short(blockchainId);

  await step(
    "an address's transactions across chains",
    async () => {
      if (!primaryAddress) throw new Error('set DEMO_PRIMARY_ADDRESS to an avax1... address');
      console.log(
        `  data.listLatestPrimaryNetworkTransactions({ network: 'mainnet', blockchainId, addresses: ['${short(primaryAddress)}'] })`,
      );
      const rows = [];
      for (const blockchainId of ['p-chain', 'x-chain', 'c-chain']) {
        const page = await data.listLatestPrimaryNetworkTransactions({
          network: 'mainnet',
          blockchainId,
          addresses: [primaryAddress],
          pageSize: 5,
        });
        const [latest] = page.transactions;
        rows.push({
          blockchainId,
          'first page': `${page.transactions.length}${page.nextPageToken ? ' (more)' : ''}`,
          latest: latest ? `${latest.txType} ${short(latest.txHash)}` : '-',
          time: latest ? when('blockTimestamp' in latest ? latest.blockTimestamp : latest.timestamp) : '',
        });
      }
      table(rows, ['blockchainId', 'first page', 'latest', 'time']);
      const { indexedChains = [] } = await data.listAddressChains({ address: wallet });
      line(
        `data.listAddressChains('${short(wallet)}')`,
        `active on ${indexedChains.map((c) => c.chainName).join(', ') || 'no indexed chain'}`,
      );
    },
    { liveMayFail: true },
  );

  await step('validators and delegators', async () => {
    const { validators } = await data.listValidators({
      network: 'mainnet',
      validationStatus: 'active',
      pageSize: 3,
    });
    console.log("  data.listValidators({ network: 'mainnet', validationStatus: 'active', pageSize: 3 })");
    table(
      validators.map((v) => ({
        nodeId: short(v.nodeId),
        staked: `${units(v.amountStaked, 9)} AVAX`,
        fee: `${Number(v.delegationFee)}%`,
        delegators: v.delegatorCount ?? '',
      })),
      ['nodeId', 'staked', 'fee', 'delegators'],
    );
    const [first] = validators;
    if (!first) return;
    const { delegators } = await data.listDelegators({
      network: 'mainnet',
      nodeIds: [first.nodeId],
      pageSize: 5,
    });
    line(
      `data.listDelegators({ nodeIds: ['${short(first.nodeId)}'] })`,
      `${delegators.length} on the first page${delegators[0] ? `, e.g. ${units(delegators[0].amountDelegated, 9)} AVAX` : ''}`,
    );
  });

  await step('ICM messages', async () => {
    const { messages } = await data.listIcmMessages({ network: 'mainnet', pageSize: 3 });
    console.log("  data.listIcmMessages({ network: 'mainnet', pageSize: 3 })");
    table(
      messages.map((m) => ({
        messageId: short(m.messageId),
        from: chainName(m.sourceBlockchainId),
        to: chainName(m.destinationBlockchainId),
        status: m.status,
      })),
      ['messageId', 'from', 'to', 'status'],
    );
  });

  await step("a webhook's lifecycle", async () => {
    if (args.live) {
      console.log(dim('  skipped with --live: it would create a webhook on your account'));
      return;
    }
    // webhooks belong to an API key; the mock keeps them per key
    const keyed = dataPkg.createDataClient({ baseUrl: urls.data, apiKey: 'demo-key' });
    const hook = await keyed.createWebhook({
      eventType: 'address_activity',
      url: 'https://example.com/hook',
      chainId: '43114',
      name: 'demo',
      metadata: { addresses: [wallet] },
    });
    line('createWebhook (address_activity)', `${short(hook.id)}, ${hook.status}, watching ${short(wallet)}`);
    const listed = await keyed.listWebhooks({ status: 'active' });
    line(
      "listWebhooks({ status: 'active' })",
      `${listed.webhooks.length}, ours among them: ${listed.webhooks.some((h) => h.id === hook.id) ? green('yes') : red('no')}`,
    );
    const renamed = await keyed.updateWebhook({
      id: hook.id,
      name: 'demo (renamed)',
      url: 'https://example.com/v2',
    });
    line('updateWebhook', `name '${renamed.name}', url ${renamed.url}`);
    const removed = await keyed.deactivateWebhook({ id: hook.id });
    const after = await keyed.listWebhooks({ status: 'active' });
    const gone = !after.webhooks.some((h) => h.id === hook.id);
    line(
      'deactivateWebhook (DELETE)',
      `${removed.status}; no longer active: ${gone ? green('yes') : red('no')}`,
    );
    if (!gone) throw new Error('the webhook is still listed as active');
  });
}

// Without the chain list (no @pkg/data), the subnet comes from the mock's data set or DEMO_SUBNET_BLOCKCHAIN_ID.
if (!subnetChain && mock) {
  const c = mock.data.networks.mainnet.evmChains.find((chain) => !chain.isCChain);
  subnetChain = { chainName: c.chainName, platformChainId: c.blockchainId, subnetId: c.subnetId };
} else if (!subnetChain && process.env.DEMO_SUBNET_BLOCKCHAIN_ID) {
  subnetChain = { chainName: 'subnet', platformChainId: process.env.DEMO_SUBNET_BLOCKCHAIN_ID };
}

// ---------------------------------------------------------------------------------------------
if (metricsPkg) {
  section('@pkg/metrics — the Metrics API');
  const metrics = metricsPkg.createMetricsClient({ baseUrl: urls.metrics });
  await step('read the TPS series', async () => {
    const page = await metrics.getAvgTps({ chainId: '43114' });
    console.log("  metrics.getAvgTps({ chainId: '43114' }) — the latest points:");
    table(
      page.results.slice(0, 5).map((p) => ({ time: when(p.timestamp), tps: p.value.toFixed(2) })),
      ['time', 'tps'],
    );
    let points = 0;
    let sum = 0;
    for await (const p of metrics.iterate.getAvgTps({ chainId: '43114' }, { maxItems: 1000 })) {
      points++;
      sum += p.value;
    }
    line('metrics.iterate.getAvgTps', `${points} points, average ${(sum / points).toFixed(2)} tx/s`);
  });
}

// ---------------------------------------------------------------------------------------------
if (nodeInfoPkg) {
  section('@pkg/node-info — info, admin and health');
  const node = nodeInfoPkg.createNodeInfoClient({ url: urls.node });
  await step('ask the node its version', async () => {
    const [version, network] = await Promise.all([node.info.getNodeVersion(), node.info.getNetworkName()]);
    line(
      'info.getNodeVersion',
      `${version.version} (database ${version.databaseVersion}, rpc ${version.rpcProtocolVersion})`,
    );
    line('info.getNetworkName', network.networkName);
  });
  await step(
    'ask the node its health',
    async () => {
      const health = await node.health.get();
      const checks = Object.entries(health.checks ?? {});
      const failing = checks.filter(([, c]) => c.error).map(([name]) => name);
      line(
        'health.get()',
        `${health.healthy ? green('healthy') : red('unhealthy')}, ${checks.length} checks${failing.length ? `, failing: ${failing.join(', ')}` : ''}`,
      );
    },
    { liveMayFail: true },
  );
}

// ---------------------------------------------------------------------------------------------
if (xchainPkg && pchainPkg) {
  section('@pkg/xchain and @pkg/pchain — X and P chains');
  // Deployed nodes (and the mock, which answers as one) serve the X chain as avm.*, not the API document's
  // xvm.*: the default wireNames ('auto') finds that on the first call.
  const xchain = xchainPkg.createXChainClient({ url: urls.node });
  const pchain = pchainPkg.createPChainClient({ url: urls.node });
  await step('read X and P chain heights', async () => {
    const [x, p] = await Promise.all([xchain.xvm.getHeight(), pchain.platform.getHeight()]);
    line('xvm.getHeight', x.height);
    line('platform.getHeight', p.height);
  });
  await step('validators', async () => {
    const { validators } = await pchain.platform.getCurrentValidators({});
    const top = [...validators].sort((a, b) => (BigInt(b.weight) > BigInt(a.weight) ? 1 : -1)).slice(0, 5);
    console.log(`  platform.getCurrentValidators() -> ${validators.length} validators; the five heaviest:`);
    table(
      top.map((v) => ({
        nodeID: short(v.nodeID),
        weight: `${units(v.weight, 9)} AVAX`,
        uptime: `${Number(v.uptime).toFixed(1)}%`,
        delegators: v.delegatorCount ?? '0',
      })),
      ['nodeID', 'weight', 'uptime', 'delegators'],
    );
  });
}

// ---------------------------------------------------------------------------------------------
if (evmPkg) {
  section('@pkg/evm — the C chain and a subnet EVM chain');
  let httpRequests = 0;
  const countingFetch = (input, init) => {
    httpRequests++;
    return fetch(input, init);
  };
  const cchain = evmPkg.createEvmClient({ url: urls.node, fetch: countingFetch });
  await step('the C-chain base fee', async () => {
    const [chainId, number, baseFee, tip] = await Promise.all([
      cchain.eth.chainId(),
      cchain.eth.blockNumber(),
      cchain.eth.baseFee(),
      cchain.eth.maxPriorityFeePerGas(),
    ]);
    line('eth_chainId', `${BigInt(chainId)}`);
    line('eth_blockNumber', `${BigInt(number)}`);
    line('eth_baseFee / eth_maxPriorityFeePerGas', `${gwei(baseFee)} / ${gwei(tip)}`);
  });

  await step(
    "a subnet's fee config",
    async () => {
      if (!subnetChain) throw new Error('no subnet EVM chain in the chain list');
      const subnet = evmPkg.createEvmClient({ url: urls.node, blockchainId: subnetChain.platformChainId });
      const { feeConfig, lastChangedAt } = await subnet.eth.feeConfig('latest');
      console.log(
        `  ${subnetChain.chainName}: eth_feeConfig('latest') (last changed at block ${lastChangedAt})`,
      );
      table(
        Object.entries(feeConfig).map(([name, value]) => ({ field: name, value })),
        ['field', 'value'],
      );
      const { validators } = await subnet.validators.getCurrentValidators({});
      line(
        'validators.getCurrentValidators',
        `${validators.length} validators, ${validators.filter((v) => v.isConnected).length} connected`,
      );
    },
    { liveMayFail: true },
  );

  // Only a node's EVM /rpc endpoints take a batch (info, X, P and the rest answer one with an error), so
  // the batch is shown on the C chain's /ext/bc/C/rpc.
  await step('a batch of 40 calls in one request', async () => {
    const latest = BigInt(await cchain.eth.blockNumber());
    const before = httpRequests;
    const logBefore = mock?.requests.length ?? 0;
    const blocks = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        cchain.eth.getBlockByNumber(`0x${(latest - BigInt(i)).toString(16)}`, false),
      ),
    );
    const sent = httpRequests - before;
    const txs = blocks.reduce((sum, b) => sum + (b?.transactions?.length ?? 0), 0);
    line('40 × eth_getBlockByNumber', `${blocks.length} blocks, ${txs} transactions`);
    line('HTTP requests sent', sent === 1 ? green('1') : red(String(sent)));
    if (mock) {
      const seen = mock.requests.slice(logBefore).filter((r) => r.path === '/ext/bc/C/rpc');
      line(
        'the mock server saw',
        `${seen.length} request(s) holding ${seen.map((r) => r.rpcMethods.length).join(', ')} calls`,
      );
    }
    if (sent !== 1) throw new Error(`expected one HTTP request, saw ${sent}`);
  });
}

// ---------------------------------------------------------------------------------------------
await mock?.close();
console.log();
if (failures > 0) {
  console.log(red(bold(`demo: ${failures} step(s) failed`)));
  process.exit(1);
}
console.log(green(bold('demo: every package ran')));
console.log(
  dim(
    args.live
      ? 'Next: each package has a README with its full API (packages/*/README.md).'
      : `Next: \`${PNPM} mock\` keeps a mock server running for your own code (http://127.0.0.1:9750); \`node scripts/demo/run.mjs --live\` (with DATA_API_KEY set) runs this against the public services.`,
  ),
);
