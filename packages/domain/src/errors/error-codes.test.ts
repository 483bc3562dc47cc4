import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from './api-error';
import { readApiErrorBody } from './error-codes';

describe('readApiErrorBody', () => {
  const bodies: unknown[] = [
    { error: { code: 'NOT_FOUND', message: 'Quotation not found' } },
    { error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { email: 'Email is required' } } },
    { error: { code: 'X', message: 'Y', fields: { email: 3 } } },
    { error: { code: 1, message: 'Y' } },
    { error: 'boom' },
    null,
    '<html>',
    [],
  ];
  it.each(bodies)('accepts exactly what apiErrorBodySchema accepts: %j', (body) => {
    const parsed = apiErrorBodySchema.safeParse(body);
    expect(readApiErrorBody(body)).toEqual(parsed.success ? parsed.data.error : null);
  });
});
