// How a shared or far-raised error reaches a JSON-RPC caller, pinned where mutation testing (issue 18) found no test.
import { describe, expect, it } from 'vitest';
import { HttpError } from './HttpError.js';
import { SdkError } from './SdkError.js';
import { withMessage } from './withMessage.js';

describe('withMessage', () => {
  it('copies the error with a new short message, its details after it, and every field and mark kept', () => {
    const original = new HttpError({
      status: 502,
      url: 'https://n.example/',
      method: 'POST',
      body: 'Bad Gateway',
    });
    const copy = withMessage(original, 'HTTP 502 (JSON-RPC a)') as HttpError;
    expect(copy).not.toBe(original);
    expect(HttpError.isInstance(copy)).toBe(true);
    expect(copy).toBeInstanceOf(HttpError);
    expect(copy.shortMessage).toBe('HTTP 502 (JSON-RPC a)');
    expect(copy.message).toBe('HTTP 502 (JSON-RPC a)\n\nDetails: Bad Gateway');
    expect(copy.status).toBe(502);
    expect(Object.keys(copy)).toContain('shortMessage');
    expect(original.shortMessage).toBe('HTTP 502 from POST https://n.example/');
  });

  it('a plain Error gets the message without details, and no shortMessage field', () => {
    const copy = withMessage(new TypeError('boom'), 'boom (JSON-RPC a)') as TypeError;
    expect(copy).toBeInstanceOf(TypeError);
    expect(copy.message).toBe('boom (JSON-RPC a)');
    expect('shortMessage' in copy).toBe(false);
  });

  it("puts the caller's frames before the error's own, after its name and message", () => {
    const error = new SdkError('inner', { details: 'd' });
    error.stack = 'SdkError: inner\n    at transport (core.js:1:1)';
    const copy = withMessage(error, 'outer', { stack: 'Error\n    at caller (app.js:9:9)' }) as Error;
    expect(copy.stack).toBe(
      'SdkError: outer\n\nDetails: d\n    at caller (app.js:9:9)\n    at transport (core.js:1:1)',
    );
    const noFrames = withMessage(Object.assign(new Error('x'), { stack: 'Error: x' }), 'y', {
      stack: 'none',
    });
    expect((noFrames as Error).stack).toBe('Error: y');
    const noStack = Object.assign(new Error('x'), { stack: undefined });
    expect((withMessage(noStack, 'y') as Error).stack).toBe('Error: y');
  });

  it('the copied message, short message and stack stay writable', () => {
    const copy = withMessage(new SdkError('a'), 'b') as SdkError & { shortMessage: string };
    copy.message = 'c';
    copy.shortMessage = 'c';
    copy.stack = 'c';
    expect([copy.message, copy.shortMessage, copy.stack]).toEqual(['c', 'c', 'c']);
  });

  it('a copy can be copied again (what a batch error, then the caller stack, then a hint do)', () => {
    const once = withMessage(new SdkError('a', { details: 'd' }), 'b', {
      stack: 'Error\n    at one (a.js:1:1)',
    });
    const twice = withMessage(once, 'c', { stack: 'Error\n    at two (b.js:2:2)' }) as SdkError;
    expect([twice.shortMessage, twice.message]).toEqual(['c', 'c\n\nDetails: d']);
    expect(twice.stack).toContain('at two (b.js:2:2)');
  });

  it('takes frames from a stack that starts with them', () => {
    const copy = withMessage(new Error('x'), 'y', { stack: '\n    at caller (a.js:1:1)' }) as Error;
    expect(copy.stack?.startsWith('Error: y\n    at caller (a.js:1:1)')).toBe(true);
  });

  it('gives back anything that is not an Error unchanged', () => {
    for (const value of ['reason', undefined, { message: 'x' }]) expect(withMessage(value, 'm')).toBe(value);
  });
});
