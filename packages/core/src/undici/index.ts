export type { Answer, FetchWithSend, Send, SendInit } from '../transport/answer.js';
export { createUndiciFetch, type UndiciFetchOptions } from './createUndiciFetch.js';
