/**
 * One entry per JSON-RPC method of @pkg/node-info, exported under its wire name with `.` as `_` (`info.getNodeVersion` is
 * `info_getNodeVersion`), and `methods`, the table of them all (what the full client is built from): pass the ones a
 * program calls to `createNodeInfoClientFor` and its bundle keeps only those.
 * The Index API's entries (`index_*`) are those `createIndexClient` is built from; `createNodeInfoClientFor`
 * leaves them out, as the full client does.
 *
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { info_getNodeVersion } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ info_getNodeVersion }, { url: 'http://127.0.0.1:9650' });
 * const result = await node.info.getNodeVersion();
 *
 * @module
 */
export * from './generated/methods.js';
