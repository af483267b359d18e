/**
 * One entry per JSON-RPC method of @pkg/node-info, exported under its wire name with `.` as `_` (`info.getNodeVersion` is
 * `info_getNodeVersion`), and `methods`, the table of them all (what the full client is built from): pass the ones a
 * program calls to `createNodeInfoClientFor` and its bundle keeps only those.
 * The Index API's entries (`index_*`) are those `createIndexClient` is built from; `createNodeInfoClientFor`
 * leaves them out, as the full client does.
 * `healthGets` is the table of the Health API's GET endpoints (`health.get`, `health.getReadiness`,
 * `health.getLiveness`): each one's path under `/ext/health` and whether it takes `tag` queries.
 *
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { info_getNodeVersion } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ info_getNodeVersion }, { url: 'http://127.0.0.1:9650' });
 * const result = await node.info.getNodeVersion();
 *
 * @module
 */

export { healthGets } from './generated/health.js';
export * from './generated/methods.js';
