import { withMessage } from '../errors/withMessage.js';
import { mayRefuseName } from '../wire/refusals.js';
import type { Wire } from './createWireRouter.js';

/**
 * With `wireNames: 'seed'`, a refusal that may mean "no such name here" (`error`, to a call sent as `seed`)
 * names the fix: the deployed name and path (`deployed`), and `'auto'`. Any other error, or a method whose
 * deployed name and URL are the seed's, comes back unchanged.
 */
export function withWireNamesHint(error: unknown, seed: Wire, deployed: Wire, base: string): unknown {
  if (!mayRefuseName(error)) return error;
  if (deployed.name === seed.name && deployed.url === seed.url) return error;
  const fix =
    `wireNames: 'deployed' sends ${deployed.name} to ${deployed.url.slice(base.length) || deployed.url}; ` +
    `'auto', the default, falls back to it by itself`;
  return withMessage(
    error,
    `${(error as { shortMessage: string }).shortMessage} (${seed.name} is the API document's name; deployed nodes may not serve it: ${fix})`,
  );
}
