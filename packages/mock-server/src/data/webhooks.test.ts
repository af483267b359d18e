import { createWebhook } from '@pkg/data/operations';
import { describe, expect, test } from 'vitest';
import { subEventsOf } from './webhooks.js';

describe('webhook sub-events', () => {
  test("are the Data client's own createWebhook enums, not a copy", () => {
    const metadata = createWebhook.schema.metadata;
    const branches = metadata?.type === 'anyOf' ? metadata.anyOf : [];
    const enums = branches.map((b) => {
      const subEvents = b.type === 'object' ? b.properties?.subEvents : undefined;
      const lists = subEvents?.type === 'object' ? Object.values(subEvents.properties ?? {}) : [];
      return lists.map((l) => (l.type === 'array' && l.items?.type === 'string' ? l.items.enum : undefined));
    });
    expect(enums.flat()).toContain(subEventsOf('addressActivitySubEvents'));
    expect(enums.flat()).toContain(subEventsOf('validatorActivitySubEvents'));
    expect(subEventsOf('validatorActivitySubEvents')).toContain('l1_validator_balance_threshold');
    expect(() => subEventsOf('nope')).toThrow(/nope/);
  });
});
