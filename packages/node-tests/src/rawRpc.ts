/**
 * One JSON-RPC call with plain fetch, for test inputs read from the node (block ids, tx ids): the
 * values a test passes come from the node, not from the SDK under test. With `exactIntegers`, integers of 16 digits
 * or more are quoted before JSON.parse, so they stay exact (a node's JSON txs carry uint64 amounts as numbers).
 */
export async function rawRpc<T = unknown>(
  url: string,
  method: string,
  params: unknown,
  options: { exactIntegers?: boolean } = {},
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(30_000),
  });
  const raw = await response.text();
  const text = options.exactIntegers ? raw.replace(/([:[,]\s*)(\d{16,})(?=\s*[,}\]])/g, '$1"$2"') : raw;
  let body: { result?: T; error?: { code: number; message: string } };
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${method} at ${url}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (body.error) throw new Error(`${method} at ${url}: ${body.error.code} ${body.error.message}`);
  return body.result as T;
}
