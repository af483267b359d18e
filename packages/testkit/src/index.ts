/** Test doubles shared by the packages' unit tests (private; consumed as source through `workspace:*`). */
export { type Answer, fakeNode, RpcFailure, type Sent } from './fakeNode.js';
export { json, type RecordedRequest, recordingFetch } from './recordingFetch.js';
