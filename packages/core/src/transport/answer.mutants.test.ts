// How answers are read (body size limit, decoding), pinned where mutation testing (issue 18) found no test noticing.
import { describe, expect, it, vi } from 'vitest';
import { declaredTooLarge, decodeChunks, fromResponse } from './answer.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const tooLarge = () => new Error('too large');

/** A response whose body streams the given chunks, recording whether it was cancelled. */
function streamed(chunks: Uint8Array[], headers: Record<string, string> = {}) {
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { response: new Response(body, { headers }), state };
}

describe('decodeChunks', () => {
  it('joins chunks split inside a character, and gives an empty text for none', () => {
    const all = bytes('héllo wörld');
    expect(decodeChunks([all.slice(0, 2), all.slice(2, 7), all.slice(7)], all.byteLength)).toBe(
      'héllo wörld',
    );
    expect(decodeChunks([all], all.byteLength)).toBe('héllo wörld');
    expect(decodeChunks([], 0)).toBe('');
  });

  it('drops a byte order mark, as Response.text() does', () => {
    expect(decodeChunks([new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d])], 5)).toBe('{}');
  });
});

describe('declaredTooLarge', () => {
  const answer = (headers: Record<string, string>) => ({ header: (name: string) => headers[name] ?? null });
  it('is true only for a Content-Length over the limit on an uncompressed body', () => {
    expect(declaredTooLarge(answer({ 'content-length': '11' }), 10)).toBe(true);
    expect(declaredTooLarge(answer({ 'content-length': '10' }), 10)).toBe(false);
    expect(declaredTooLarge(answer({ 'content-length': '11', 'content-encoding': 'gzip' }), 10)).toBe(false);
    expect(declaredTooLarge(answer({}), 10)).toBe(false);
  });
});

describe('fromResponse', () => {
  it('reads a body of exactly maxBytes, and stops (cancelling the download) one byte past it', async () => {
    const exact = streamed([bytes('12345'), bytes('67890')]);
    expect(await fromResponse(exact.response).read(10, tooLarge)).toBe('1234567890');
    const over = streamed([bytes('12345'), bytes('678901'), bytes('never read')]);
    await expect(fromResponse(over.response).read(10, tooLarge)).rejects.toThrow('too large');
    await Promise.resolve();
    expect(over.state.cancelled).toBe(true);
  });

  it('decodes one chunk, or many split inside a character, as Response.text() does (a BOM dropped)', async () => {
    const euro = bytes('\uFEFF{"a":"€"}');
    expect(await fromResponse(streamed([euro]).response).read(100, tooLarge)).toBe('{"a":"€"}');
    const split = [euro.slice(0, 9), euro.slice(9, 10), euro.slice(10)];
    expect(await fromResponse(streamed(split).response).read(100, tooLarge)).toBe('{"a":"€"}');
    const empty = streamed([new Uint8Array(0), bytes('x')]);
    expect(await fromResponse(empty.response).read(100, tooLarge)).toBe('x');
  });

  it('refuses a declared oversize body before reading it', async () => {
    const declared = streamed([bytes('{}')], { 'content-length': '2000' });
    await expect(fromResponse(declared.response).read(10, tooLarge)).rejects.toThrow('too large');
    expect(declared.state.cancelled).toBe(true);
  });

  it('reads a framed body declared within the cap in one arrayBuffer(), anything else through the counting stream reader', async () => {
    const readers = (response: Response) => vi.spyOn(response, 'arrayBuffer');
    const framed = streamed([bytes('\uFEFF{"a":1}')], { 'content-length': '10' });
    const framedReader = readers(framed.response);
    expect(await fromResponse(framed.response, true).read(10, tooLarge)).toBe('{"a":1}');
    expect(framedReader).toHaveBeenCalledTimes(1);
    // a fetch the user gave (its Content-Length may lie), a compressed body, none declared, an unreadable one
    const others = [
      fromResponse(
        streamed([bytes('{"a":1}'), bytes('more than declared')], { 'content-length': '7' }).response,
      ),
      fromResponse(
        streamed([bytes('{"a":1}')], { 'content-length': '7', 'content-encoding': 'gzip' }).response,
        true,
      ),
      fromResponse(streamed([bytes('{"a":1}')]).response, true),
      fromResponse(streamed([bytes('{"a":1}')], { 'content-length': 'seven' }).response, true),
    ];
    for (const answer of others) {
      const reader = readers(answer.response!);
      await answer.read(20, tooLarge).catch(() => {});
      expect(reader).not.toHaveBeenCalled();
    }
    // the lying length of a user's fetch is no way past the cap
    const lying = streamed([bytes('{"a":1}'), bytes('more than declared')], { 'content-length': '7' });
    await expect(fromResponse(lying.response).read(20, tooLarge)).rejects.toThrow('too large');
    // declared over the cap: refused before reading, framed or not
    const over = streamed([bytes('{}')], { 'content-length': '11' });
    await expect(fromResponse(over.response, true).read(10, tooLarge)).rejects.toThrow('too large');
    expect(over.state.cancelled).toBe(true);
  });

  it('reads no body as an empty text, and gives status, headers and the response itself', async () => {
    const response = new Response(null, { status: 204, statusText: 'No Content', headers: { 'x-a': '1' } });
    const answer = fromResponse(response);
    expect(await answer.read(10, tooLarge)).toBe('');
    expect([answer.status, answer.statusText, answer.header('x-a'), answer.headers().get('x-a')]).toEqual([
      204,
      'No Content',
      '1',
      '1',
    ]);
    expect(answer.response).toBe(response);
    expect(answer.opaque).toBe(false);
  });

  it('cancel drops the body unread', async () => {
    const { response, state } = streamed([bytes('a')]);
    fromResponse(response).cancel();
    await Promise.resolve();
    expect(state.cancelled).toBe(true);
    fromResponse(new Response(null)).cancel();
  });
});
