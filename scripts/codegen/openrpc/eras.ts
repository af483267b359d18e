/**
 * Where a method is served and in which era a field is sent (AvalancheGo v1.15's Helicon upgrade): the spec
 * extensions `x-served-on` (on an EVM method: the chains that serve it), `x-served-note` (what else decides it),
 * and `x-since` / `x-until` (on a method or a schema: introduced / no longer sent by that upgrade). Each value
 * is checked here (an unknown one stops the generator) and turned into the sentence the JSDoc shows.
 */
import type { Json, RpcDocument, RpcMethod } from './spec.ts';

/** The chains an EVM method may be served on, in the order the docs name them. */
export const SERVED_ON = ['c-chain-pre-helicon', 'c-chain-helicon', 'subnet-evm'] as const;
export type ServedOn = (typeof SERVED_ON)[number];

/** The upgrades `x-since` / `x-until` may name, with how the docs write them. */
export const UPGRADES: Readonly<Record<string, string>> = { helicon: 'Helicon (AvalancheGo v1.15)' };

/**
 * The method's `x-served-on`, checked: a list of known values, each once; undefined when the method has none.
 * Throws naming the method and the value.
 */
export function servedOnOf(method: RpcMethod): ServedOn[] | undefined {
  const list = method['x-served-on'] as unknown;
  if (list === undefined) return undefined;
  if (!Array.isArray(list))
    throw new Error(`${method.name}: x-served-on must be a list of ${SERVED_ON.join(', ')}`);
  const seen = new Set<string>();
  for (const value of list) {
    if (!SERVED_ON.includes(value as ServedOn))
      throw new Error(
        `${method.name}: x-served-on value ${JSON.stringify(value)} is not one of ${SERVED_ON.join(', ')}`,
      );
    if (seen.has(value as string)) throw new Error(`${method.name}: x-served-on lists ${value} twice`);
    seen.add(value as string);
  }
  if (method['x-served-note'] !== undefined && typeof method['x-served-note'] !== 'string')
    throw new Error(`${method.name}: x-served-note must be a string`);
  return SERVED_ON.filter((value) => seen.has(value));
}

/** Checks every method's extensions: a document where one method says where it is served must say it on all. */
export function checkEras(doc: RpcDocument): void {
  const marked = doc.methods.filter((m) => m['x-served-on'] !== undefined);
  for (const method of doc.methods) {
    servedOnOf(method);
    if (marked.length > 0 && method['x-served-on'] === undefined)
      throw new Error(
        `${method.name}: x-served-on missing (every method of this spec says where it is served)`,
      );
    upgradeNote(method as unknown as Json, method.name);
  }
}

/** Removed from the C-Chain by Helicon: served before it, not under it. */
export function removedByHelicon(servedOn: readonly string[]): boolean {
  return servedOn.includes('c-chain-pre-helicon') && !servedOn.includes('c-chain-helicon');
}

/** The sentence the JSDoc shows for `x-served-on` (and `x-served-note`), undefined when the method has none. */
export function servedOnDoc(method: RpcMethod): string | undefined {
  const served = servedOnOf(method);
  if (!served) return undefined;
  const pre = served.includes('c-chain-pre-helicon');
  const helicon = served.includes('c-chain-helicon');
  const chains = [
    ...(pre && helicon ? ['the C-Chain (before and under Helicon)'] : []),
    ...(pre && !helicon ? ['the C-Chain before Helicon (AvalancheGo < v1.15)'] : []),
    ...(!pre && helicon ? ['the C-Chain under Helicon (AvalancheGo v1.15)'] : []),
    ...(served.includes('subnet-evm') ? ['Subnet-EVM chains'] : []),
  ];
  const where = chains.length > 0 ? chains.join(' and ') : 'no chain by default';
  const change = removedByHelicon(served)
    ? '; removed from the C-Chain by Helicon'
    : !pre && helicon
      ? '; new on the C-Chain with Helicon'
      : '';
  const note = method['x-served-note'];
  return `Served on: ${where}${change}.${note ? ` ${note}` : ''}`;
}

/**
 * The sentence of a method's or schema's `x-since` / `x-until` (`Since Helicon (AvalancheGo v1.15).`), checked;
 * undefined when it has neither. `where` names it in the error an unknown upgrade throws.
 */
export function upgradeNote(schema: Json, where: string): string | undefined {
  const parts: string[] = [];
  for (const [key, text] of [
    ['x-since', 'Since'],
    ['x-until', 'Not sent since'],
  ] as const) {
    const value = schema[key];
    if (value === undefined) continue;
    const upgrade = typeof value === 'string' ? UPGRADES[value] : undefined;
    if (!upgrade)
      throw new Error(
        `${where}: ${key} ${JSON.stringify(value)} is not one of ${Object.keys(UPGRADES).join(', ')}`,
      );
    parts.push(`${text} ${upgrade}.`);
  }
  return parts.length > 0 ? parts.join(' ') : undefined;
}
