import { HttpError } from '../errors/HttpError.js';
import { ValidationError } from '../errors/ValidationError.js';
import type { CallOptions } from '../transport/types.js';
import { provesRouteUnknown } from '../wire/refusals.js';

/**
 * Which route an operation with a deployed route (`OperationInfo.deployed`, the spec's `x-deployed-route-of`)
 * is sent to: the seed's, the deployed service's, or (`'auto'`) the seed's and, on its 404, the deployed
 * one, remembered for the life of the client.
 */
export type RouteChoice = 'auto' | 'seed' | 'deployed';

/** One send of an operation's params over one route. */
export type RouteSend<T> = (params: Record<string, unknown> | undefined, options?: CallOptions) => Promise<T>;

/** A send over the chosen route; `pinned` keeps an iteration on the route of its first page. */
export type ChosenSend<T> = (
  params: Record<string, unknown> | undefined,
  options: CallOptions | undefined,
  pinned?: 'seed' | 'deployed',
) => Promise<[T, 'seed' | 'deployed']>;

/**
 * The send of an operation under `choice`. `'auto'`: the seed route; on its 404 the deployed route, which
 * then serves every later call (unless it answers 404 too, or refuses the params). `'seed'`: a 404 gets a
 * message naming `wireNames: 'deployed'` as the likely fix (the deployed service has no seed route).
 */
export function chooseRoute<T>(
  choice: RouteChoice,
  seed: RouteSend<T>,
  deployed: RouteSend<T>,
  seedPath: string,
): ChosenSend<T> {
  let learned = choice === 'deployed';
  return async (params, options, pinned) => {
    if (pinned === 'deployed' || (pinned === undefined && learned))
      return [await deployed(params, options), 'deployed'];
    try {
      return [await seed(params, options), 'seed'];
    } catch (error) {
      if (choice === 'seed') throw withDeployedHint(error, seedPath);
      if (pinned === 'seed' || !provesRouteUnknown(error)) throw error;
    }
    try {
      const answer = await deployed(params, options);
      learned = true;
      return [answer, 'deployed'];
    } catch (error) {
      if (!provesRouteUnknown(error) && !ValidationError.isInstance(error)) learned = true;
      throw error;
    }
  };
}

/** A seed route's 404 with a message naming `wireNames: 'deployed'`; any other error as it is. */
function withDeployedHint(error: unknown, seedPath: string): unknown {
  if (!provesRouteUnknown(error)) return error;
  const http = error as HttpError;
  const route = seedPath.replace(/\/\{[^}]*\}$/, '');
  return new HttpError(
    { ...http, cause: http },
    `${http.shortMessage} (no ${route} on the deployed service: wireNames: 'deployed'; 'auto', the default, falls back to it by itself)`,
  );
}
