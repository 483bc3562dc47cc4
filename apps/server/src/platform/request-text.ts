import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

export const NUL_MESSAGE = 'Text cannot contain the NUL character';
export const ILL_FORMED_MESSAGE =
  'Text must be well-formed Unicode: it holds a lone surrogate (half a character)';
/** Deeper than any body the API takes (a quotation with its lines is under ten levels). */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `The request body is nested deeper than ${MAX_JSON_DEPTH} levels`;

/** With the `u` flag a proper pair is one code point, so this matches only a surrogate standing alone. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** What is wrong with a request's text, and where: a dotted path ('' for the value itself). */
export type TextProblem = { kind: 'too_deep' } | { kind: 'nul' | 'ill_formed'; path: string };

function textProblem(text: string): 'nul' | 'ill_formed' | undefined {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'ill_formed' : undefined;
}

/**
 * The first problem in a parsed value: nesting past `MAX_JSON_DEPTH`, or a key or string that PostgreSQL cannot
 * store (U+0000, a lone UTF-16 surrogate). The walk keeps its own stack, so no depth of input can overflow the
 * call stack, and it stops at the limit, so it never visits more than the body's size allows.
 */
function findTextProblem(root: unknown): TextProblem | undefined {
  // Each entry names its parent and key instead of a built path: the dotted path is made only for a problem,
  // so a clean body (every request) allocates no path strings.
  type Entry = { value: unknown; key: string; parent: Entry | undefined; depth: number };
  const pathOf = (entry: Entry) => {
    const keys: string[] = [];
    for (let at: Entry | undefined = entry; at?.parent; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const stack: Entry[] = [{ value: root, key: '', parent: undefined, depth: 0 }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { value, depth } = entry;
    if (typeof value === 'string') {
      const kind = textProblem(value);
      if (kind) return { kind, path: pathOf(entry) };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return { kind: 'too_deep' };
    const isArray = Array.isArray(value);
    const keys = isArray ? value.map((_, i) => String(i)) : Object.keys(value);
    // Pushed in reverse so the first field is looked at first, and named first when several are wrong.
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const item = (value as Record<string, unknown>)[key];
      const keyKind = isArray ? undefined : textProblem(key);
      if (keyKind) stack.push({ value: key, key, parent: entry, depth });
      else stack.push({ value: item, key, parent: entry, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * The request edge, for every route (sign-in included), before any handler or schema walks the input: a body
 * nested past the limit is refused whole, and PostgreSQL text cannot hold U+0000 or a lone surrogate, so either
 * anywhere in a body, query or path would fail in the database as a server error; it is the field's mistake.
 * A refused depth is logged as a warning: it is a client's doing, worth seeing, never the server's failure.
 */
export const checkRequestText = fp(async (app: FastifyInstance) => {
  // A plain hook rather than an async one: a promise and a turn of the hook runner on every request, for a
  // check that never waits. A refusal is thrown, which Fastify's hook runner hands on as the hook's error.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = findTextProblem(part);
      if (!problem) continue;
      if (problem.kind === 'too_deep') {
        request.log.warn(`request refused: ${TOO_DEEP_MESSAGE}`);
        throw AppError.badRequest(TOO_DEEP_MESSAGE);
      }
      const message = problem.kind === 'nul' ? NUL_MESSAGE : ILL_FORMED_MESSAGE;
      throw AppError.badRequest(message, { [problem.path || 'body']: message });
    }
    done();
  });
});

const LONE_SURROGATES = /\p{Surrogate}/gu;

/** Text PostgreSQL can store: a NUL or a lone surrogate becomes U+FFFD, the replacement character. */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '\uFFFD').replace(LONE_SURROGATES, '\uFFFD');
}

/**
 * A JSON-like value with every key and string made storable (`storableText`), for a row that must be written
 * whatever text it carries (the audit trail). Nearly every value is clean already and is answered as it is;
 * only one holding such text (or nested past the request limit, which the check does not follow) is copied.
 */
export function storableJson<T>(root: T): T {
  return findTextProblem(root) === undefined ? root : storableCopy(root);
}

/** The copy `storableJson` makes, walked with its own stack so that no depth overflows. */
function storableCopy<T>(root: T): T {
  const holder: Record<string, unknown> = {};
  const stack: { value: unknown; into: Record<string, unknown> | unknown[]; key: string | number }[] = [
    { value: root, into: holder, key: 'root' },
  ];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { value, into, key } = entry;
    const put = (copy: unknown) => {
      (into as Record<string | number, unknown>)[key] = copy;
    };
    if (typeof value === 'string') put(storableText(value));
    else if (Array.isArray(value)) {
      const copy: unknown[] = [];
      put(copy);
      value.forEach((item, i) => {
        stack.push({ value: item, into: copy, key: i });
      });
    } else if (value && typeof value === 'object' && !(value instanceof Date)) {
      const copy: Record<string, unknown> = {};
      put(copy);
      for (const [name, item] of Object.entries(value))
        stack.push({ value: item, into: copy, key: storableText(name) });
    } else put(value);
  }
  return holder.root as T;
}
