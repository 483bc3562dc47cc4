import { describe, expect, it } from 'vitest';
import { expectBadRequest, spec, toQuery } from '../list-query/test-fixture';
import { preparedListQuery } from './prepared-list-query';

describe('preparedListQuery', () => {
  it('names one statement per shape of request, the values apart as placeholders', () => {
    const pending = preparedListQuery({ status: 'Pending', limit: '10', offset: '20' }, spec, 'probe_a');
    const sent = preparedListQuery({ status: 'Sent', limit: '25' }, spec, 'probe_a');
    expect(pending.statement.name).toBeDefined();
    expect(sent.statement.name).toBe(pending.statement.name);
    expect(toQuery(pending.where).sql).toBe(toQuery(sent.where).sql);
    expect(pending.statement.values).toEqual({ v0: 'Pending', limit: 10, offset: 20 });
    expect(sent.statement.values).toEqual({ v0: 'Sent', limit: 25, offset: 0 });
    expect([pending.limit, pending.offset]).toEqual([10, 20]);
  });

  it('names another statement when the sort, the filters present, their number of values or the caller kind differ', () => {
    const names = [
      preparedListQuery({ status: 'A' }, spec, 'probe_b').statement.name,
      preparedListQuery({ status: ['A', 'B'] }, spec, 'probe_b').statement.name,
      preparedListQuery({ status: 'A', order_by: 'name DESC' }, spec, 'probe_b').statement.name,
      preparedListQuery({ name: 'A' }, spec, 'probe_b').statement.name,
      preparedListQuery({ status: 'A', search: 'x' }, spec, 'probe_b').statement.name,
      preparedListQuery({ status: 'A' }, spec, 'probe_b', ['admin']).statement.name,
    ];
    expect(new Set(names).size).toBe(names.length);
    expect(preparedListQuery({ status: 'C', search: '' }, spec, 'probe_b').statement.name).toBe(names[0]);
  });

  it('builds a `where` request anew each time, its values inline', () => {
    const query = preparedListQuery({ where: "status = 'A'" }, spec, 'probe_c');
    expect(query.statement.name).toBeUndefined();
    expect(toQuery(query.where).params).toEqual(['A']);
  });

  it('keeps a bounded number of statements per list, building the rest each time', () => {
    const names = Array.from({ length: 100 }, (_, i) =>
      preparedListQuery({ id: Array.from({ length: i + 1 }, (_, n) => `${n}`) }, spec, 'probe_d'),
    ).map((query) => query.statement.name);
    expect(new Set(names.filter(Boolean)).size).toBe(64);
    expect(names.slice(64).every((name) => name === undefined)).toBe(true);
  });

  it('refuses what parseListQuery refuses, keeping no statement for it', () => {
    expectBadRequest(() => preparedListQuery({ colour: 'red' }, spec, 'probe_e'), 'Unknown query parameter');
    expect(preparedListQuery({ status: 'A' }, spec, 'probe_e').statement.name).toBe('probe_e_list_0');
  });
});

describe('preparedListQuery, a request read lately', () => {
  it('answers the same request as read the first time, and reads one that differs in any value', () => {
    const first = preparedListQuery({ status: 'Pending', limit: '10' }, spec, 'probe_f', ['admin'], {
      me: 7,
    });
    const again = preparedListQuery({ status: 'Pending', limit: '10' }, spec, 'probe_f', ['admin'], {
      me: 7,
    });
    expect(again).toEqual(first);
    const others = [
      preparedListQuery({ status: 'Sent', limit: '10' }, spec, 'probe_f', ['admin'], { me: 7 }),
      preparedListQuery({ status: 'Pending', limit: '11' }, spec, 'probe_f', ['admin'], { me: 7 }),
      preparedListQuery({ status: 'Pending', limit: '10' }, spec, 'probe_f', ['admin'], { me: 8 }),
      preparedListQuery({ status: 'Pending', limit: '10' }, spec, 'probe_f', ['staff'], { me: 7 }),
    ];
    expect(others.map((query) => query.statement.values)).toEqual([
      { me: 7, v0: 'Sent', limit: 10, offset: 0 },
      { me: 7, v0: 'Pending', limit: 11, offset: 0 },
      { me: 8, v0: 'Pending', limit: 10, offset: 0 },
      { me: 7, v0: 'Pending', limit: 10, offset: 0 },
    ]);
    expect(others[3]!.statement.name).not.toBe(first.statement.name);
  });

  it("binds the list's own values at every call (a new instant each run) though the request is read once", () => {
    const earlier = { now: '2026-11-28T10:00:00.000Z' };
    const later = { now: '2026-11-28T10:00:00.001Z' };
    const first = preparedListQuery({ status: 'Pending' }, spec, 'probe_h', [], earlier);
    const second = preparedListQuery({ status: 'Pending' }, spec, 'probe_h', [], later);
    expect(first.statement.values).toEqual({ ...earlier, v0: 'Pending', limit: 100, offset: 0 });
    expect(second.statement.values).toEqual({ ...later, v0: 'Pending', limit: 100, offset: 0 });
    expect(second.statement.name).toBe(first.statement.name);
    // The same parsed request, not parsed again: what the second call would have rebuilt is the first's.
    expect(second.where).toBe(first.where);
  });

  it('refuses a wrong request every time it comes', () => {
    for (let i = 0; i < 2; i++)
      expectBadRequest(
        () => preparedListQuery({ colour: 'red' }, spec, 'probe_g'),
        'Unknown query parameter',
      );
  });
});
