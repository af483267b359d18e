import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { factsOnly, liveCopyDir, liveDocuments } from './update.ts';

const published = {
  openapi: '3.1.0',
  info: { title: 'Svc', version: '1', description: 'words', contact: { name: 'x' } },
  tags: [{ name: 'Blocks', description: 'words' }],
  'x-speakeasy-retries': { strategy: 'backoff' },
  servers: [{ url: 'https://svc.example', description: 'words' }],
  paths: {
    '/v1/blocks/{id}': {
      get: {
        operationId: 'getBlock',
        summary: 'Get a block',
        description: 'words',
        'x-codeSamples': [{ lang: 'ts', source: 'code' }],
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            schema: { type: 'string' },
            example: '1',
            description: 'w',
          },
        ],
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Block' }, examples: {} } },
          },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
    },
  },
  components: {
    responses: { NotFound: { description: 'Not found' } },
    schemas: {
      Block: {
        type: 'object',
        description: 'words',
        examples: [{ summary: 's' }],
        properties: {
          description: { type: 'string', description: 'the block text', example: 'x' },
          summary: { type: 'string', enum: ['a', 'b'] },
          size: { type: 'integer', minimum: 0, default: 1 },
        },
        required: ['description'],
      },
    },
  },
};

/** A key as a JSON pointer segment (`/` in a path name becomes `~1`). */
const segment = (key: string): string => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** Every key of every object in `node` (names and keywords alike), as a JSON pointer. */
function keys(node: unknown, at = '#'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => keys(item, `${at}/${i}`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => [`${at}/${segment(k)}`, ...keys(v, `${at}/${segment(k)}`)]);
}

/** The value at a JSON pointer from `keys`. */
function at(doc: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce(
      (node: unknown, part) =>
        (node as Record<string, unknown>)[part.replaceAll('~1', '/').replaceAll('~0', '~')],
      doc,
    );
}

describe('live-specs: the facts-only copy of a published document', () => {
  const copy = factsOnly(structuredClone(published)) as typeof published;

  it('strips descriptions, summaries, examples, x- extensions and the contact', () => {
    const stripped = keys(copy).filter((k) =>
      /\/(summary|example|examples|x-[^/]*|contact)$|\/description$/.test(k),
    );
    expect(stripped).toEqual([
      // a response keeps the empty description OpenAPI requires
      '#/paths/~1v1~1blocks~1{id}/get/responses/200/description',
      '#/components/responses/NotFound/description',
      // properties *named* description and summary are facts
      '#/components/schemas/Block/properties/description',
      '#/components/schemas/Block/properties/summary',
    ]);
    expect(copy.paths['/v1/blocks/{id}'].get.responses['200'].description).toBe('');
    expect(copy.components.responses.NotFound.description).toBe('');
  });

  it('keeps the facts: ids, parameters, schemas, enums, bounds, defaults, required, servers, refs', () => {
    expect(copy.info).toEqual({ title: 'Svc', version: '1' });
    expect(copy.tags).toEqual([{ name: 'Blocks' }]);
    expect(copy.servers).toEqual([{ url: 'https://svc.example' }]);
    const op = copy.paths['/v1/blocks/{id}'].get;
    expect(op.operationId).toBe('getBlock');
    expect(op.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(op.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(copy.components.schemas.Block).toEqual({
      type: 'object',
      properties: {
        description: { type: 'string' },
        summary: { type: 'string', enum: ['a', 'b'] },
        size: { type: 'integer', minimum: 0, default: 1 },
      },
      required: ['description'],
    });
  });

  it.each(liveDocuments)(
    'the committed specs/live/%s holds no description text, summary, example or x- key',
    (name) => {
      const doc = JSON.parse(readFileSync(path.join(liveCopyDir, name), 'utf8'));
      const text = keys(doc).filter(
        (k) =>
          /\/(summary|example|examples|x-[^/]*|externalDocs)$/.test(k) && !/\/properties\/[^/]+$/.test(k),
      );
      expect(text).toEqual([]);
      const descriptions = keys(doc)
        .filter((k) => k.endsWith('/description') && !/\/properties\/description$/.test(k))
        .map((k) => at(doc, k));
      expect(new Set(descriptions)).toEqual(new Set(['']));
    },
  );
});
