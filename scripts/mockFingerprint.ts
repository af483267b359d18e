/**
 * A fingerprint of the mock server's seeded data and answers, to prove that a refactor of the mock changed
 * nothing it serves: one line per item, `<sha256> <what>`, for
 * - the data set of a few seeds (every field, Maps and Sets in order, bigints marked) with each network's
 *   primary index and the per-wallet balances, ERC-1155 holdings and deployments;
 * - the answer (status, content type, body) of every GET path of the OpenAPI specs, path parameters filled
 *   from the data set, and of every JSON-RPC method of the OpenRPC specs, with empty params and with params
 *   filled by name.
 * Run it before and after, and diff: `tsx scripts/mockFingerprint.ts > before.txt`. Answers that hold the
 * time (health timestamps, page tokens with an expiry) differ between any two runs: run twice to see them.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { primaryIndexOf } from '../packages/mock-server/src/data/primaryNetwork.ts';
import { createDataSet, startMockServer } from '../packages/mock-server/src/index.ts';

const SEEDS = [1, 2, 20_240_601];
const SPECS = join(import.meta.dirname, '..', 'specs');

/** JSON of any value, in a stable form: Maps and Sets as tagged entry lists, bigints tagged, functions left out. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'bigint') return { $bigint: String(v) };
    if (v instanceof Map) return { $map: [...v.entries()] };
    if (v instanceof Set) return { $set: [...v.values()] };
    if (typeof v === 'function') return undefined;
    return v;
  });
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

function dataLines(): string[] {
  const lines: string[] = [];
  for (const seed of SEEDS) {
    const data = createDataSet(seed);
    lines.push(`${sha(canonical(data))} data set, seed ${seed}`);
    for (const net of Object.values(data.networks)) {
      lines.push(`${sha(canonical(primaryIndexOf(seed, net)))} primary index, seed ${seed}, ${net.network}`);
    }
    for (const chain of data.chainsById.values()) {
      const per = [...chain.wallets.slice(0, 3), '0x000000000000000000000000000000000000dead'].map((w) => ({
        balances: data.balancesOf(chain, w),
        erc1155: data.erc1155Of(chain, w),
        deployments: data.deploymentsOf(chain, w),
      }));
      lines.push(`${sha(canonical(per))} wallets, seed ${seed}, chain ${chain.chainId}`);
    }
  }
  return lines;
}

function yamlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? yamlFiles(join(folder, e.name))
      : e.name.endsWith('.yaml')
        ? [join(folder, e.name)]
        : [],
  );
}

/** Every GET path of the OpenAPI specs, with the prefix it is served under. */
function restPaths(): string[] {
  const paths: string[] = [];
  for (const file of yamlFiles(join(SPECS, 'openapi')).sort()) {
    const doc = parse(readFileSync(file, 'utf8')) as { paths?: Record<string, Record<string, unknown>> };
    const prefix = file.endsWith('metrics.yaml') ? '/metrics' : '';
    for (const [path, ops] of Object.entries(doc.paths ?? {})) if (ops.get) paths.push(prefix + path);
  }
  return paths;
}

interface RpcMethod {
  name: string;
  endpoint: string;
  byName: boolean;
  params: string[];
}

function rpcMethods(): RpcMethod[] {
  const methods: RpcMethod[] = [];
  for (const folder of readdirSync(join(SPECS, 'openrpc')).sort()) {
    const files = yamlFiles(join(SPECS, 'openrpc', folder)).sort();
    const base = parse(readFileSync(files.find((f) => f.endsWith('_base.yaml')) ?? '', 'utf8')) as {
      'x-default-endpoint'?: string;
    };
    for (const file of files) {
      const doc = parse(readFileSync(file, 'utf8')) as {
        methods?: {
          name: string;
          paramStructure?: string;
          servers?: { url: string }[];
          params?: { name: string }[];
        }[];
      };
      for (const m of doc.methods ?? []) {
        for (const server of m.servers ?? [{ url: base['x-default-endpoint'] ?? '/ext/bc/C/rpc' }]) {
          methods.push({
            name: m.name,
            endpoint: server.url.replace('{blockchainId}', 'C'),
            byName: m.paramStructure === 'by-name',
            params: (m.params ?? []).map((p) => p.name),
          });
        }
      }
    }
  }
  return methods;
}

async function answerLines(): Promise<string[]> {
  const server = await startMockServer({ seed: 1, now: () => 1_750_000_000_000 });
  const data = server.data;
  const net = data.networks.mainnet;
  const c = data.chainsById.get('43114');
  const sub = net.evmChains[1];
  const pTx = net.proposedBlocks.get(net.subnets[0]?.subnetId ?? '')?.find((b) => b.txCount > 0);
  const values: Record<string, string[]> = {
    address: [c?.wallets[0] ?? '', net.utxoAddresses[0] ?? ''],
    assetId: [net.avaxAssetId],
    blockId: [c?.blocks.at(-2)?.blockNumber ?? '', pTx?.blockHash ?? ''],
    blockchainId: ['p-chain', 'x-chain', 'c-chain'],
    chainId: ['43114', sub?.chainId ?? ''],
    id: ['nonesuch'],
    messageId: ['nonesuch'],
    metric: ['txCount', 'activeAddresses'],
    network: ['mainnet', 'fuji'],
    nodeId: [net.primaryValidators[0]?.nodeID ?? ''],
    operationId: ['nonesuch'],
    subnetId: [net.subnets[1]?.subnetId ?? ''],
    tokenId: ['1'],
    txHash: [c?.transactions[5]?.txHash ?? '', pTx?.transactions[0] ?? ''],
    vertexHash: ['nonesuch'],
    l1ValidationId: ['nonesuch'],
  };
  const expand = (path: string): string[] => {
    const m = /\{(\w+)\}/.exec(path);
    if (!m) return [path];
    return (values[m[1] as string] ?? ['x']).flatMap((v) =>
      expand(path.replace(m[0], encodeURIComponent(v))),
    );
  };
  const lines: string[] = [];
  const record = async (what: string, res: Response) => {
    const body = await res.text();
    lines.push(`${sha(`${res.status} ${res.headers.get('content-type')} ${body}`)} ${res.status} ${what}`);
  };
  for (const path of restPaths().flatMap(expand)) {
    await record(`GET ${path}`, await fetch(server.url + path));
  }
  const byName: Record<string, unknown> = {
    address: c?.wallets[0],
    addresses: [`X-${net.utxoAddresses[0]}`],
    block: 'latest',
    blockHash: c?.blocks.at(-2)?.blockHash,
    blockID: net.xBlocks.at(-1)?.id,
    height: String(net.xBlocks.at(-1)?.height),
    transactionHash: c?.transactions[5]?.txHash,
    txID: net.xBlocks.find((b) => b.txs.length > 0)?.txs[0],
    subnetID: net.subnets[1]?.subnetId,
    assetID: net.avaxAssetId,
    alias: 'X',
    chain: 'X',
  };
  let id = 0;
  for (const m of rpcMethods()) {
    const filled = m.params.filter((p) => p in byName);
    for (const params of [
      m.byName ? {} : [],
      m.byName
        ? Object.fromEntries(filled.map((p) => [p, byName[p]]))
        : m.params.slice(0, m.params.findIndex((p) => !(p in byName)) >>> 0).map((p) => byName[p]),
    ]) {
      const res = await fetch(server.url + m.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method: m.name, params }),
      });
      await record(`POST ${m.endpoint} ${m.name} ${JSON.stringify(params)}`, res);
    }
  }
  await server.close();
  return lines;
}

for (const line of [...dataLines(), ...(await answerLines())]) console.log(line);
