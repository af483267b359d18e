// The dev-only oracle, @avalabs/avalanchejs 5.2.0, for byte-equality tests. Its published declarations re-export
// through extensionless directory imports that NodeNext cannot follow (most names, `Int`, `pvmSerial`, ..., resolve
// to nothing), so the tests reach it untyped, through this one file.
import * as avalanchejs from '@avalabs/avalanchejs';

/** The avalanchejs 5.2.0 module, untyped (see above). */
// biome-ignore lint/suspicious/noExplicitAny: its declarations do not resolve under NodeNext
export const ajs: any = avalanchejs;

/** The same chain context for both sides of an oracle test: local network, fixed chain and asset ids. */
export const ORACLE = {
  networkId: 12345,
  hrp: 'local',
  avaxAssetId: new Uint8Array(32).fill(0xaa),
  chainIds: {
    X: new Uint8Array(32).fill(0x58),
    P: new Uint8Array(32).fill(0),
    C: new Uint8Array(32).fill(0x43),
  },
  now: () => 1_800_000_000n,
  maxInputs: 256,
};

/** The ewoq key every local network funds, and another key. */
export const EWOQ_KEY = '0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027';
export const OTHER_KEY = `0x${'11'.repeat(32)}`;
