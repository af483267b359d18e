/** Iterates to the end; resolves with the error that ended it, if any (Prism's static answers repeat a cursor). */
export async function drain(items: AsyncIterable<unknown>): Promise<unknown> {
  try {
    for await (const _ of items);
  } catch (error) {
    return error;
  }
  return undefined;
}
