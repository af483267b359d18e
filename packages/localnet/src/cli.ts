#!/usr/bin/env node
// `avalanche-localnet` (`pnpm localnet` in the SDK repository): a single-node Avalanche local network in
// one command. See README.md.
import { existsSync } from 'node:fs';
import { describeNetwork } from './describeNetwork.js';
import { GoMissingError, installAvalancheGo } from './installAvalancheGo.js';
import { heliconAvalancheGoPath } from './paths.js';
import { readArgs } from './readArgs.js';
import { PortInUseError, startAvalancheNode } from './startAvalancheNode.js';

const HELP = `avalanche-localnet: a single-node Avalanche local network, every C-chain API on, a funded key printed

Usage: avalanche-localnet [--port 9650] [--helicon] [--keep]

  --port N    the HTTP port (N+1 is the staking port); default 9650
  --helicon   run AvalancheGo v1.15 with Helicon active and the C chain under SAE (network 1337), as
              Mainnet and Fuji run today; needs the binary built from source snapshots
  --keep      keep the node's data folder when it stops (default: removed)
  --help      this text

The first run builds AvalancheGo v1.14.0 with Go (${'1.24.9'} or later), once: about 12 min on 2 cores.
Ctrl-C stops the node.`;

async function main(): Promise<number> {
  const read = readArgs(process.argv.slice(2));
  if ('usage' in read) {
    console.error(`avalanche-localnet: ${read.usage}`);
    return 2;
  }
  const { port, ...values } = read;
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const say = (line: string) => console.error(line);
  let binary: string;
  if (values.helicon) {
    binary = heliconAvalancheGoPath();
    if (!existsSync(binary)) {
      say(
        `avalanche-localnet: no Helicon node at ${binary}. AvalancheGo v1.15 cannot be installed with go install; build it once from source snapshots of ava-labs/avalanchego and ava-labs/libevm into that path (the SDK repository's packages/node-tests/README.md, "The Helicon node"), or run without --helicon.`,
      );
      return 1;
    }
  } else {
    binary = await installAvalancheGo({ onProgress: say });
  }
  const started = Date.now();
  say(
    `starting AvalancheGo (${values.helicon ? 'Helicon' : 'pre-Helicon'}) from ${binary} on 127.0.0.1:${port} ...`,
  );
  const node = await startAvalancheNode({
    binary,
    httpPort: port,
    helicon: values.helicon,
    keepDataDir: values.keep,
    readyTimeoutMs: 180_000,
  });
  console.log(await describeNetwork(node.url, { seconds: (Date.now() - started) / 1000 }));
  console.log(
    `\nData: ${node.dir} (${values.keep ? 'kept' : 'removed'} when the node stops). Log: ${node.logFile}\nCtrl-C to stop.`,
  );
  // wait for Ctrl-C (the node's own exit hook then stops it and removes its data), or for the node to die
  const died = await new Promise<boolean>((resolve) => {
    const watch = setInterval(() => {
      try {
        process.kill(node.pid, 0);
      } catch {
        clearInterval(watch);
        resolve(true);
      }
    }, 2_000);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      // said now: the node's exit hook (startAvalancheNode) runs right after and ends this process
      process.prependOnceListener(signal, () => {
        clearInterval(watch);
        say(
          `stopping the node${values.keep ? ` (its data stays in ${node.dir})` : ' and removing its data'} ...`,
        );
        resolve(false);
      });
    }
  });
  if (died) {
    say(`avalanche-localnet: the node stopped on its own. Last lines of its log:\n${node.logTail(30)}`);
    return 1;
  }
  await node.stop(); // SIGTERM and the node's own shutdown (its data kept with --keep), SIGKILL only after 15 s
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof GoMissingError || error instanceof PortInUseError) {
      console.error(`avalanche-localnet: ${error.message}`);
    } else {
      console.error(`avalanche-localnet: the node did not come up: ${(error as Error).message}`);
    }
    process.exit(1);
  },
);
