import { allEndpoints, numeric } from '@freight/domain';
import fastJsonStringify from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { answerJsonSchema, answerSerializer, answersAreChecked } from './answer-serializer';

const serializerOf = (checked: boolean, schema: ZodType) =>
  answerSerializer(checked)({ schema, method: 'GET', url: '/api/1/test', httpStatus: '200' });

const address = z.object({ line1: z.string(), city: z.string().nullable() });
const answerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  status: z.enum(['Pending', 'Won']).nullable(),
  amount: numeric(),
  optional: z.string().optional(),
  address: address.nullable(),
  lines: z.array(z.object({ quantity: z.number(), label: z.string() })),
  totals: z.record(z.string(), z.number()),
});

const answer = {
  id: 7,
  name: 'Compañía Árabe «مرحبا» "quoted"\n',
  note: null,
  status: 'Won',
  amount: 1234.5,
  address: { line1: 'Calle 1', city: null },
  lines: [{ quantity: 2, label: '¥ line' }],
  totals: { EUR: 10.5, KWD: 1.125 },
};

describe('answers written from the contract', () => {
  it('are checked in tests and development only', () => {
    expect(answersAreChecked('test')).toBe(true);
    expect(answersAreChecked('development')).toBe(true);
    expect(answersAreChecked('production')).toBe(false);
    expect(answersAreChecked(undefined)).toBe(false);
  });

  it('write the same JSON as the zod check, nulls, nested objects, records and non-ASCII text included', () => {
    const fast = serializerOf(false, answerSchema)(answer);
    const checked = serializerOf(true, answerSchema)(answer);
    expect(JSON.parse(fast)).toEqual(JSON.parse(checked));
    const withValues = { ...answer, note: 'n', status: null, optional: 'o', address: null };
    expect(JSON.parse(serializerOf(false, answerSchema)(withValues))).toEqual(
      JSON.parse(serializerOf(true, answerSchema)(withValues)),
    );
  });

  it('leave out fields the contract does not declare, as the zod check does', () => {
    const leaky = { ...answer, password_hash: 'secret', address: { ...answer.address, internal: 1 } };
    const body = JSON.parse(serializerOf(false, answerSchema)(leaky));
    expect(body).not.toHaveProperty('password_hash');
    expect(body.address).not.toHaveProperty('internal');
  });

  it('refuse an answer that drifts from its contract when checked', () => {
    const { name: _name, ...withoutName } = answer;
    expect(() => serializerOf(true, answerSchema)(withoutName)).toThrow();
    expect(() => serializerOf(false, answerSchema)(withoutName)).toThrow(/name/);
  });

  it('compile for every endpoint of the contract (none falls back to the zod serializer)', () => {
    const failures: string[] = [];
    for (const endpoint of allEndpoints()) {
      if (endpoint.produces) continue;
      const schemas = { [endpoint.status]: endpoint.response, ...endpoint.otherResponses };
      for (const [status, schema] of Object.entries(schemas)) {
        try {
          fastJsonStringify(
            answerJsonSchema(schema as ZodType) as Parameters<typeof fastJsonStringify>[0] & object,
          );
        } catch (error) {
          failures.push(`${endpoint.method} ${endpoint.path} ${status}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
