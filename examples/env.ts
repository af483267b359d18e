/**
 * Where the examples send their calls: `AVALANCHE_URL` (a node's base URL: `pnpm localnet` prints it, the
 * example runner sets the mock's) and `DATA_API_URL` (the Data API's base URL; the runner sets the mock's,
 * unset means the public service). The local network's funded test key (ewoq) is public: never use it on a
 * network with real money.
 */
export const nodeUrl = process.env.AVALANCHE_URL ?? 'http://127.0.0.1:9650';
export const dataUrl = process.env.DATA_API_URL;
/** The ewoq key the local network's genesis funds (`pnpm localnet` prints it); override with PRIVATE_KEY. */
export const privateKey =
  process.env.PRIVATE_KEY ?? '0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027';
