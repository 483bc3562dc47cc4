import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../index';
import { isLibraryMessage } from './issue-messages';

/**
 * Walks every input schema the domain exports (the create, update and request bodies that forms and the API
 * validate with), breaks each field's own limits, and fails when any resulting message is one of zod's
 * defaults ('Too big: expected string to have <=255 characters') instead of a sentence written for people.
 * The inputs come from each field's definition, so a field or limit added later is checked without editing
 * this file.
 */

// The one fixed message of every email field; several forms have more than one email field.
const SHARED_SPEC_MESSAGES = new Set(['Please enter a valid email address']);

type Schema = z.core.$ZodType;
interface Candidate {
  value: unknown;
  why: string;
  /** A violation of a limit read from the definition: the schema must refuse it. */
  mustFail: boolean;
  /** A value of another type than the schema's (rather than one beyond a limit). */
  wrongType?: boolean;
  /** Text over the maximum length: its message must not be the one for a missing value. */
  tooLong?: boolean;
}

function def(schema: Schema): z.core.$ZodTypeDef & Record<string, unknown> {
  return schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
}

function checksOf(schema: Schema): Record<string, unknown>[] {
  return ((def(schema).checks as z.core.$ZodCheck[] | undefined) ?? []).map(
    (check) => check._zod.def as unknown as Record<string, unknown>,
  );
}

/**
 * A field whose values are JSON objects by design (a note's metadata, a setting's JSON value): an object is
 * one of its answers, not a wrong type.
 */
function takesJsonObjects(schema: Schema): boolean {
  const d = def(schema);
  if (d.type === 'record') return true;
  if (d.type === 'union') return (d.options as Schema[]).some(takesJsonObjects);
  return 'innerType' in d && takesJsonObjects(d.innerType as Schema);
}

function accepts(schema: Schema, value: unknown): boolean {
  return z.safeParse(schema, value).success;
}

/** Inputs that break the limits written in `schema`'s definition (and a few probes where none can be read). */
function violations(schema: Schema): Candidate[] {
  const d = def(schema);
  const out: Candidate[] = [];
  const must = (value: unknown, why: string) => out.push({ value, why, mustFail: true });
  const probe = (value: unknown, why: string) => out.push({ value, why, mustFail: false });
  const wrongType = (value: unknown, why: string) =>
    out.push({ value, why, mustFail: true, wrongType: true });

  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return violations(d.innerType as Schema);
    case 'pipe':
      // A codec or pipe: what its input refuses, then what its output refuses after decoding. A value of
      // the wrong type for the output may be a right one for the input ('a, b' decodes to a list).
      return [
        ...violations(d.in as Schema),
        ...violations(d.out as Schema).map((c) => (c.wrongType ? { ...c, mustFail: false } : c)),
      ];
    case 'union':
      // A value one option refuses may be another option's valid input: keep only what the union refuses.
      return (d.options as Schema[])
        .flatMap((option) => violations(option))
        .filter((candidate) => !accepts(schema, candidate.value));
    case 'string': {
      wrongType(42, 'a number instead of text');
      if (d.format && d.format !== 'regex') {
        must('not valid', `not a valid ${String(d.format)}`);
        probe('2026-02-30', 'an impossible date');
      }
      const checks = checksOf(schema);
      // Blanks count as missing only where the schema trims them away.
      const trims = checks.some(
        (check) => check.check === 'overwrite' && (check.tx as (v: string) => string)(' ') === '',
      );
      for (const check of checks) {
        if (check.check === 'max_length') {
          const max = check.maximum as number;
          out.push({
            value: 'x'.repeat(max + 1),
            why: `${max + 1} characters (at most ${max})`,
            mustFail: true,
            tooLong: true,
          });
        }
        if (check.check === 'min_length') {
          const min = check.minimum as number;
          must('x'.repeat(min - 1), `${min - 1} characters (at least ${min})`);
          if (trims) must(' '.repeat(min + 1), `${min + 1} blanks (at least ${min} characters)`);
        }
        if (check.check === 'string_format') {
          const pattern = check.pattern as RegExp | undefined;
          const bad = ['not valid !', '@@', '-'].find((text) => !pattern?.test(text)) ?? 'not valid !';
          must(bad, `'${bad}' against ${check.format === 'regex' ? String(pattern) : String(check.format)}`);
        }
        if (check.check === 'custom') {
          for (const text of ['not valid !', '@', '12']) probe(text, `'${text}' against a refinement`);
        }
      }
      break;
    }
    case 'number': {
      wrongType('twelve', 'text that is not a number');
      must(Number.NaN, 'NaN');
      must(Number.POSITIVE_INFINITY, 'Infinity');
      must('1e999', 'a numeral too large to be a finite number');
      for (const check of checksOf(schema)) {
        if (check.check === 'number_format') {
          must(1.5, 'a fraction where a whole number is expected');
          must(2 ** 60, 'a whole number beyond the safe range');
        }
        if (check.check === 'greater_than') {
          const min = check.value as number;
          must(min - 1, `below ${min}`);
          if (!check.inclusive) must(min, `equal to the exclusive minimum ${min}`);
        }
        if (check.check === 'less_than') {
          const max = check.value as number;
          must(max + 1, `above ${max}`);
          if (!check.inclusive) must(max, `equal to the exclusive maximum ${max}`);
        }
        if (check.check === 'multiple_of') must((check.value as number) / 2, 'not a multiple');
      }
      break;
    }
    case 'enum':
      must('not-one-of-the-options', 'an unknown option');
      if (!Object.hasOwn(d.entries as object, '')) must('', 'a blank option');
      break;
    case 'literal':
      must('not-the-literal', 'another value');
      break;
    case 'boolean':
      wrongType('yes', 'text instead of true or false');
      break;
    case 'array': {
      wrongType('x', 'a single value instead of a list');
      for (const check of checksOf(schema)) {
        if (check.check === 'max_length') {
          const max = check.maximum as number;
          must(
            Array.from({ length: max + 1 }, (_, i) => `item ${i}`),
            `${max + 1} entries (at most ${max})`,
          );
        }
        if (check.check === 'min_length') must([], 'an empty list');
      }
      for (const candidate of violations(d.element as Schema)) {
        out.push({ ...candidate, value: [candidate.value], why: `an entry that is ${candidate.why}` });
      }
      break;
    }
    case 'object':
      for (const [key, field] of Object.entries((schema as z.ZodObject).shape)) {
        for (const candidate of violations(field)) {
          out.push({ ...candidate, value: { [key]: candidate.value }, why: `${key}: ${candidate.why}` });
        }
      }
      break;
    default:
      break;
  }
  return out;
}

/**
 * Every ZodObject the domain exports as a request, create or update body, then every params, query and body
 * schema the API contract declares (the cost category bodies, `{id}` params, the list query), once each.
 */
const exported: [string, z.ZodObject][] = Object.entries(domain).flatMap(([name, value]) =>
  value instanceof z.ZodObject && /(?:Create|Update|Request)(?:Body)?Schema$/.test(name)
    ? [[name, value] as [string, z.ZodObject]]
    : [],
);
const declared: [string, z.ZodObject][] = domain.allEndpoints().flatMap(
  (endpoint) =>
    (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = endpoint[part];
      return schema instanceof z.ZodObject ? [[`${endpoint.method} ${endpoint.path} ${part}`, schema]] : [];
    }) as [string, z.ZodObject][],
);
const inputSchemas = [...exported, ...declared].filter(
  ([, schema], index, all) => all.findIndex(([, other]) => other === schema) === index,
);

function describeIssue(issue: z.core.$ZodIssue): string {
  return `${issue.path.join('.') || '(root)'} [${issue.code}]: ${issue.message}`;
}

it('finds the input schemas of every module', () => {
  expect(inputSchemas.map(([name]) => name).sort()).toEqual(
    expect.arrayContaining([
      'addressCreateSchema',
      'addressUpdateSchema',
      'cargoLineCreateSchema',
      'cargoLineUpdateSchema',
      'contactCreateSchema',
      'contactUpdateSchema',
      'costCategoryCreateSchema',
      'costCategoryUpdateSchema',
      'costLineCreateSchema',
      'costLineUpdateSchema',
      'loginRequestSchema',
      'quotationCreateSchema',
      'quotationUpdateSchema',
      'userCreateSchema',
      'userUpdateSchema',
      'GET /contacts query',
      'GET /contacts/:id params',
      'POST /cost_categories body',
      'PUT /cost_categories/:id body',
    ]),
  );
});

describe.each(inputSchemas)('%s', (name, schema) => {
  const fields = Object.entries(schema.shape);

  it('answers a missing body, and missing required fields, in words', () => {
    // Fastify always hands path parameters and the query over as an object; only a body can be anything.
    const isBody = !/ (?:params|query)$/.test(name);
    const problems = [{}, ...(isBody ? [null, []] : [])]
      .map((input) => z.safeParse(schema, input))
      .flatMap((result) => result.error?.issues ?? [])
      .filter((issue) => isLibraryMessage(issue.message))
      .map(describeIssue);
    expect(problems).toEqual([]);
  });

  it.each(fields)('%s: every broken limit is refused with a message written for people', (key, field) => {
    const problems: string[] = [];
    const candidates: Candidate[] = [
      { value: { nested: true }, why: 'an object', mustFail: !takesJsonObjects(field) },
      ...violations(field),
      ...[null, [], true, 12, 'text', '', '   '].map((value) => ({
        value,
        why: `the probe ${JSON.stringify(value)}`,
        mustFail: false,
      })),
    ];
    // What the field answers when it is left out or blank: 'Description is required'.
    const missing = new Set(
      [{}, { [key]: '' }, { [key]: null }].flatMap(
        (input) =>
          z
            .safeParse(schema, input)
            .error?.issues.filter((issue) => issue.path[0] === key)
            .map((issue) => issue.message) ?? [],
      ),
    );
    for (const { value, why, mustFail, tooLong } of candidates) {
      const result = z.safeParse(schema, { [key]: value });
      const own = result.error?.issues.filter((issue) => issue.path[0] === key) ?? [];
      if (mustFail && own.length === 0) problems.push(`${why}: accepted`);
      for (const issue of tooLong ? own : []) {
        if (missing.has(issue.message)) problems.push(`${why}: answered as if missing: ${issue.message}`);
      }
      for (const issue of result.error?.issues ?? []) {
        if (isLibraryMessage(issue.message)) problems.push(`${why}: ${describeIssue(issue)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names each field in its own messages: no two fields share one', () => {
    const fieldsByMessage = new Map<string, Set<string>>();
    for (const [key, field] of fields) {
      for (const { value } of violations(field)) {
        for (const issue of z.safeParse(schema, { [key]: value }).error?.issues ?? []) {
          if (issue.path[0] !== key || SHARED_SPEC_MESSAGES.has(issue.message)) continue;
          const owners = fieldsByMessage.get(issue.message) ?? new Set<string>();
          owners.add(key);
          fieldsByMessage.set(issue.message, owners);
        }
      }
    }
    const shared = [...fieldsByMessage]
      .filter(([, owners]) => owners.size > 1)
      .map(([message, owners]) => `'${message}' for ${[...owners].join(', ')}`);
    expect(shared).toEqual([]);
  });
});
