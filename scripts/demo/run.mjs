// The SDK demo: `pnpm demo` (after `turbo run build`) or `node scripts/demo/run.mjs [--live] [--seed n]`.
// Without --live it starts @pkg/mock-server on loopback (no network needed) and walks through every
// client package against it. With --live the same code talks to the public services:
//   DATA_API_KEY (optional), DATA_API_URL, METRICS_API_URL, NODE_URL override the defaults.
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
             METRICS_API_URL, NODE_URL override https://glacier-api.avax.network,
             https://metrics.avax.network and https://api.avax.network
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
    data: process.env.DATA_API_URL ?? 'https://glacier-api.avax.network',
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
  // Deployed nodes (and the mock, which answers as one) serve the X chain as avm.*, not the API document's xvm.*.
  const xchain = xchainPkg.createXChainClient({ url: urls.node, wireNames: 'deployed' });
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
