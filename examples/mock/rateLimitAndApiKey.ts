// Handles a 429 (RateLimitError, with the wait the service asked for) and uses an API key, which raises the
// budget. Needs: the Data API (DATA_API_URL; the example runner starts the mock with a budget of 3 calls a
// minute without a key); no funds. The key travels only in its header, only to the Data API's origin.
import { createDataClient, RateLimitError } from '@pkg/data';
import { dataUrl } from '../env.js';

const baseUrl = dataUrl ? { baseUrl: dataUrl } : {};
// retries honour Retry-After up to the call's deadline; turned off here to show the error itself
const anonymous = createDataClient({ ...baseUrl, retry: false });
let limited: RateLimitError | undefined;
for (let i = 0; i < 10 && !limited; i++) {
  try {
    await anonymous.supportedChains({ network: 'mainnet' });
  } catch (e) {
    if (!RateLimitError.isInstance(e)) throw e;
    limited = e;
  }
}
if (!limited) throw new Error('expected a 429 from a service with a small budget');
console.log(`429 after a few calls: retry after ${limited.retryAfterMs} ms (${limited.message})`);

// with a key (from your account; the mock takes any), the same call goes through
const keyed = createDataClient({ ...baseUrl, apiKey: process.env.DATA_API_KEY ?? 'example-key' });
const { chains } = await keyed.supportedChains({ network: 'mainnet' });
console.log(`with an API key: ${chains.length} chains`);
