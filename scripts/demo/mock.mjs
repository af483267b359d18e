// `pnpm mock [--port 9750] [--seed 1] ...`: builds @pkg/mock-server (a line per package), then runs its CLI
// in this same process: no child is left behind when this process is stopped or killed (the CLI also stops
// once the pnpm that started it is gone). Arguments go to the CLI (`pnpm mock --help`).
import { build } from './build.mjs';

const code = await build(['--filter=@pkg/mock-server']);
if (code !== 0) process.exit(code);
await import('../../packages/mock-server/bin/mock-server.mjs');
