/** Copies `source` into `target`, names in lower case (a later name wins over an earlier one of any case). */
export function mergeHeaders(
  target: Record<string, string>,
  source: Record<string, string> | undefined,
): void {
  if (source) for (const [name, value] of Object.entries(source)) target[name.toLowerCase()] = value;
}
