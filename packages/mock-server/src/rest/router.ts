import type { RestOperation } from '../tables.js';
import { restOperations } from './operations.js';

/** A REST operation found for a request, with its decoded path parameters. */
export interface RestMatch {
  op: RestOperation;
  pathParams: Record<string, string>;
}

interface Compiled {
  op: RestOperation;
  regex: RegExp;
  names: string[];
}

function compile(op: RestOperation): Compiled {
  const names: string[] = [];
  const source = op.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const m = /^\{([^}]+)\}$/.exec(part);
      if (m) {
        names.push(m[1] as string);
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { op, regex: new RegExp(`^${source}$`), names };
}

const compiled = restOperations.map(compile);

/**
 * Finds the operation of `service` for a method and a path (without the /metrics prefix).
 * Returns 'method-not-allowed' when the path exists with another method.
 */
export function matchRest(
  service: RestOperation['service'],
  method: string,
  path: string,
): RestMatch | 'method-not-allowed' | undefined {
  let pathOnly = false;
  for (const c of compiled) {
    if (c.op.service !== service) continue;
    const m = c.regex.exec(path);
    if (!m) continue;
    if (c.op.method !== method) {
      pathOnly = true;
      continue;
    }
    const pathParams: Record<string, string> = {};
    c.names.forEach((name, i) => {
      pathParams[name] = safeDecode(m[i + 1] as string);
    });
    return { op: c.op, pathParams };
  }
  return pathOnly ? 'method-not-allowed' : undefined;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
