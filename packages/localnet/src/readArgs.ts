import { parseArgs } from 'node:util';

/**
 * The `avalanche-localnet` command line read, or the usage error to print (exit code 2): an unknown option, or a
 * port that is not 1 to 65534 written in decimal digits.
 *
 * @example
 * readArgs(['--port', '9650']); // { port: 9650, helicon: false, keep: false, help: false }
 */
export function readArgs(
  args: string[],
): { port: number; helicon: boolean; keep: boolean; help: boolean } | { usage: string } {
  let values: { port: string; helicon: boolean; keep: boolean; help: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        port: { type: 'string', default: '9650' },
        helicon: { type: 'boolean', default: false },
        keep: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    return { usage: `${(error as Error).message} (see --help)` };
  }
  // decimal digits only: Number() would also take 0x7399, 1e4 and +29650
  const port = /^[0-9]{1,5}$/.test(values.port) ? Number(values.port) : Number.NaN;
  if (!(port >= 1 && port <= 65534)) {
    return { usage: `--port must be a whole number from 1 to 65534 in decimal digits, got ${values.port}` };
  }
  return { ...values, port };
}
