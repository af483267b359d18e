import { ValidationError } from '@pkg/core';

/**
 * The WebSocket endpoint of an EVM chain: `<url>/ext/bc/<blockchainId>/ws`, with `http(s)://` turned into
 * `ws(s)://`. A `ws://` or `wss://` base is kept as it is.
 *
 * @example
 * import { webSocketUrl } from '@pkg/evm/ws';
 * webSocketUrl('https://api.avax.network', 'C'); // 'wss://api.avax.network/ext/bc/C/ws'
 */
export function webSocketUrl(url: string, blockchainId: string): string {
  let base: URL;
  try {
    base = new URL(url);
  } catch {
    throw new ValidationError({ field: 'url', rule: 'an absolute http(s) or ws(s) URL' });
  }
  const protocol = { 'http:': 'ws:', 'https:': 'wss:', 'ws:': 'ws:', 'wss:': 'wss:' }[base.protocol];
  if (!protocol) throw new ValidationError({ field: 'url', rule: 'an absolute http(s) or ws(s) URL' });
  if (blockchainId === '' || /[/?#%\\]/.test(blockchainId) || blockchainId === '.' || blockchainId === '..') {
    throw new ValidationError({
      field: 'blockchainId',
      rule: 'a blockchain id or alias (no /, ?, #, % or \\)',
    });
  }
  base.protocol = protocol;
  const path = base.pathname.replace(/\/+$/, '');
  return `${base.origin}${path}/ext/bc/${encodeURIComponent(blockchainId)}/ws${base.search}`;
}
