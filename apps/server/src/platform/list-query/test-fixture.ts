import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  numeric,
  PgDialect,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { AppError } from '../errors';
import { defineListSpec } from './list-spec';

/** A small table for the list-query tests; `password_hash` is deliberately not exposed by the list spec. */
export const t = pgTable('t', {
  id: integer('id').primaryKey(),
  status: text('status').notNull(),
  totalCost: numeric('total_cost'),
  name: text('name'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  isActive: boolean('is_active'),
  dueDate: date('due_date'),
  createdAt: timestamp('created_at', { withTimezone: true }),
  quotationId: integer('quotation_id'),
  notes: text('notes'),
  passwordHash: text('password_hash'),
  sequence: bigint('sequence', { mode: 'number' }),
});

const fullName = sql`${t.firstName} || ' ' || ${t.lastName}`;

export const spec = defineListSpec({
  fields: {
    id: { expr: t.id, kind: 'integer' },
    status: { expr: t.status, kind: 'string' },
    total_cost: { expr: t.totalCost, kind: 'number' },
    name: { expr: t.name, kind: 'string' },
    full_name: { expr: fullName, kind: 'string' },
    is_active: { expr: t.isActive, kind: 'boolean' },
    due_date: { expr: t.dueDate, kind: 'date' },
    created_at: { expr: t.createdAt, kind: 'timestamp' },
    quotation_id: { expr: t.quotationId, kind: 'integer' },
    notes: { expr: t.notes, kind: 'string' },
    sequence: { expr: t.sequence, kind: 'integer' },
  },
  sortable: ['id', 'status', 'total_cost', 'name', 'full_name', 'created_at'],
  filterable: [
    'id',
    'status',
    'total_cost',
    'name',
    'full_name',
    'is_active',
    'due_date',
    'created_at',
    'quotation_id',
    'sequence',
  ],
  selectable: ['id', 'status', 'total_cost', 'name', 'notes', 'created_at', 'quotation_id'],
  searchable: [t.name, fullName],
  defaultOrder: [{ field: 'created_at', direction: 'desc' }],
  reservedParams: ['include'],
});

const dialect = new PgDialect();

export function toQuery(fragment: SQL | undefined): { sql: string; params: unknown[] } {
  if (!fragment) throw new Error('expected an SQL fragment');
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  return { sql: text, params };
}

/** Runs `fn` and asserts it throws an AppError with status 400 whose message contains `message`. */
export function expectBadRequest(fn: () => unknown, message?: string | RegExp): AppError {
  let caught: unknown;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(AppError);
  const error = caught as AppError;
  expect(error.status).toBe(400);
  expect(error.code).toBe('BAD_REQUEST');
  if (typeof message === 'string') expect(error.message).toContain(message);
  else if (message) expect(error.message).toMatch(message);
  return error;
}
