export type { Answer, Send, SendInit } from '../transport/answer.js';
export { createUndiciFetch } from './createUndiciFetch.js';
export { createUndiciSend, type UndiciOptions } from './createUndiciSend.js';
