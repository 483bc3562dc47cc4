import {
  bigint,
  boolean,
  char,
  customType,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { isoTimestamp } from '../database/columns';
import { defineListSpec, parseListQuery } from '../list-query';
import { expectBadRequest } from '../list-query/test-fixture';
import { tableListFields } from './table-list-fields';

const mood = pgEnum('mood', ['calm', 'busy']);

/** One column of every type the tables use, and a few more. */
const everyKind = pgTable('every_kind', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  small: smallint('small'),
  big: bigint('big', { mode: 'number' }),
  money: numeric('money', { precision: 16, scale: 2, mode: 'number' }),
  measure: numeric('measure'),
  ratio: real('ratio'),
  precise: doublePrecision('precise'),
  flag: boolean('flag').notNull().default(true),
  due: date('due', { mode: 'string' }),
  due_date: date('due_date', { mode: 'date' }),
  seen_at: timestamp('seen_at', { withTimezone: true }),
  local_at: timestamp('local_at'),
  created_at: isoTimestamp('created_at'),
  name: text('name').notNull(),
  status: text('status', { enum: ['Active', 'Inactive'] }),
  code: varchar('code', { length: 20 }),
  letter: char('letter', { length: 1 }),
  token: uuid('token'),
  mood: mood('mood'),
  tags: text('tags').array(),
  extra: jsonb('extra'),
  secret: text('secret'),
});

describe('tableListFields', () => {
  it('gives each column the list kind of its SQL type; lists and JSON are answered only (null)', () => {
    const fields = tableListFields(everyKind);
    const kinds = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.kind]));
    expect(kinds).toEqual({
      id: 'integer',
      small: 'integer',
      big: 'integer',
      money: 'number',
      measure: 'number',
      ratio: 'number',
      precise: 'number',
      flag: 'boolean',
      due: 'date',
      due_date: 'date',
      seen_at: 'timestamp',
      local_at: 'timestamp',
      created_at: 'timestamp',
      name: 'string',
      status: 'string',
      code: 'string',
      letter: 'string',
      token: 'string',
      mood: 'string',
      tags: null,
      extra: null,
      secret: 'string',
    });
    expect(fields.money!.expr).toBe(everyKind.money);
  });

  it('leaves out the omitted columns', () => {
    const fields = tableListFields(everyKind, { omit: ['secret', 'extra'] });
    expect(Object.keys(fields)).not.toContain('secret');
    expect(Object.keys(fields)).not.toContain('extra');
    expect(Object.keys(fields)).toContain('name');
  });

  it('refuses, at start-up, a column type no kind covers', () => {
    const interval = customType<{ data: string }>({ dataType: () => 'interval' });
    const odd = pgTable('odd', { id: integer('id'), wait: interval('wait') });
    expect(() => tableListFields(odd)).toThrow(/"wait" has type interval/);
  });

  it('an answered-only field cannot be made sortable or filterable', () => {
    const fields = tableListFields(everyKind);
    const spec = (filterable: string[]) =>
      defineListSpec({
        fields,
        sortable: ['id'],
        filterable,
        defaultOrder: [{ field: 'id', direction: 'asc' }],
      });
    expect(() => spec(['tags'])).toThrow(/"tags" is only answered/);
    expect(() => spec(['name', 'tags'])).toThrow(/"tags" is only answered/);
    expect(() => spec(['name'])).not.toThrow();
  });

  it('the kinds check filter values the way the column compares them', () => {
    const spec = defineListSpec({
      fields: tableListFields(everyKind, { omit: ['tags', 'extra'] }),
      sortable: ['id'],
      filterable: ['id', 'money', 'flag', 'due', 'created_at', 'name'],
      defaultOrder: [{ field: 'id', direction: 'asc' }],
    });
    expectBadRequest(() => parseListQuery({ id: '1.5' }, spec), 'expected an integer');
    expectBadRequest(() => parseListQuery({ money: 'ten' }, spec), 'expected a number');
    expectBadRequest(() => parseListQuery({ flag: 'yes' }, spec), 'expected true or false');
    expectBadRequest(() => parseListQuery({ due: '2026-02-30' }, spec), 'expected a date');
    expectBadRequest(() => parseListQuery({ where: "created_at > 'soon'" }, spec), 'expected an ISO 8601');
    expect(
      parseListQuery({ money: '10.5', flag: 'true', due: '2026-02-28', name: '7' }, spec).where,
    ).toBeDefined();
  });
});
