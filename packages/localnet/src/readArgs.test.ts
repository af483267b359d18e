import { describe, expect, it } from 'vitest';
import { readArgs } from './readArgs.js';

describe('avalanche-localnet command line', () => {
  it('reads the port and flags', () => {
    expect(readArgs(['--port', '29650', '--helicon', '--keep'])).toEqual({
      port: 29650,
      helicon: true,
      keep: true,
      help: false,
    });
    expect(readArgs([])).toMatchObject({ port: 9650 });
  });

  it.each(['0x7399', '1e4', '+29650', '29650.0', '', '0', '65535', '123456'])(
    'refuses the port %j as a usage error (decimal digits, 1 to 65534)',
    (port) => {
      expect(readArgs(['--port', port])).toEqual({ usage: expect.stringContaining('--port must be') });
    },
  );

  it('an unknown option (a typo such as --prot) is a usage error naming it, not a node that did not come up', () => {
    const read = readArgs(['--prot', '1']);
    expect(read).toEqual({ usage: expect.stringContaining('--prot') });
  });
});
