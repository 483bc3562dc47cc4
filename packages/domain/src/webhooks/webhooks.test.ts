import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { WEBHOOK_EVENT_TABLE, WEBHOOK_EVENT_TYPES } from './webhook-events';
import { WEBHOOK_MESSAGES, webhookCreateSchema, webhookUpdateSchema, webhookUrlProblem } from './webhooks';

const fieldsOf = (input: unknown, schema: z.ZodType = webhookCreateSchema) => {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('webhook input', () => {
  it('takes https and http URLs only, without credentials', () => {
    expect(webhookUrlProblem('https://erp.example.com/hooks')).toBeNull();
    expect(webhookUrlProblem('http://erp.example.com/hooks')).toBeNull();
    expect(webhookUrlProblem('ftp://erp.example.com')).toBe(WEBHOOK_MESSAGES.urlScheme);
    expect(webhookUrlProblem('erp.example.com')).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(webhookUrlProblem('https://user:pw@erp.example.com')).toBe(WEBHOOK_MESSAGES.urlCredentials);
  });

  it('names each field of a bad body', () => {
    expect(fieldsOf({ events: ['invoice.paid'] })).toEqual({ url: 'URL is required' });
    expect(fieldsOf({ url: 'https://x.example', events: [] })).toEqual({
      events: WEBHOOK_MESSAGES.eventsRequired,
    });
    expect(fieldsOf({ url: 'https://x.example', events: ['order.shipped'] })).toEqual({
      'events.0': WEBHOOK_MESSAGES.eventsUnknown,
    });
    expect(
      fieldsOf({ url: 'https://x.example', events: ['invoice.paid'], description: 'x'.repeat(501) }),
    ).toEqual({
      description: 'Description can be at most 500 characters',
    });
    expect(fieldsOf({ description: 'Núñez' }, webhookUpdateSchema)).toEqual({});
  });

  it('keeps one of each event, and describes every event it offers', () => {
    const parsed = webhookCreateSchema.parse({
      url: 'https://x.example',
      events: ['invoice.paid', 'invoice.paid'],
    });
    expect(parsed).toEqual({ url: 'https://x.example', events: ['invoice.paid'], description: '' });
    for (const type of WEBHOOK_EVENT_TYPES) expect(WEBHOOK_EVENT_TABLE[type].description).not.toBe('');
  });
});
