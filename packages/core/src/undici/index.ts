export { createUndiciFetch, type UndiciFetchOptions } from './createUndiciFetch.js';
