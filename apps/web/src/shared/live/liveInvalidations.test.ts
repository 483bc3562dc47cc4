import { describe, expect, it } from 'vitest';
import { liveInvalidations } from './liveInvalidations';
import { liveReconnectKeys } from './liveReconnectKeys';

describe('liveInvalidations', () => {
  it("refreshes a quotation's badges (when its status moved), lists, detail and lines, and the dashboard", () => {
    expect(liveInvalidations({ kind: 'quotation', action: 'status_changed', ids: [7] })).toEqual([
      ['quotations', 'counts'],
      ['quotations', 'list'],
      ['quotations', 'detail', 7],
      ['cargo-lines', 'list', 7],
      ['cost-lines', 'list', 7],
      ['dashboard'],
    ]);
  });

  it('leaves the status counts alone when a quotation changed without moving status', () => {
    const keys = liveInvalidations({ kind: 'quotation', action: 'updated', ids: [7] });
    expect(keys).not.toContainEqual(['quotations', 'counts']);
    expect(keys).toContainEqual(['quotations', 'detail', 7]);
    for (const action of ['created', 'deleted'] as const) {
      expect(liveInvalidations({ kind: 'quotation', action, ids: [7] })).toContainEqual([
        'quotations',
        'counts',
      ]);
    }
  });

  it("refreshes the shipments' tab counts, lists, the shipment's page and the dashboard's cards", () => {
    expect(liveInvalidations({ kind: 'shipment', action: 'updated', ids: [9] })).toEqual([
      ['shipments', 'counts'],
      ['shipments', 'list'],
      ['shipments', 'detail', 9],
      ['dashboard'],
    ]);
    // A new shipment: the quotation page's link to it too.
    expect(liveInvalidations({ kind: 'shipment', action: 'created', ids: [9] })).toContainEqual([
      'shipments',
      'of-quotation',
    ]);
  });

  it('refreshes every record of a kind when the event names none (very many changed)', () => {
    expect(liveInvalidations({ kind: 'contact', action: 'deleted', ids: [] })).toEqual([
      ['contacts', 'list'],
      ['contacts'],
      ['dashboard'],
    ]);
  });

  it('refreshes the task lists and that task’s comments and activity', () => {
    expect(liveInvalidations({ kind: 'task', action: 'updated', ids: [3] })).toEqual([
      ['tasks', 'list'],
      ['tasks', 'comments', 3],
      ['tasks', 'activity', 3],
      ['dashboard'],
    ]);
  });

  it('refreshes interactions, documents and notifications by their own keys', () => {
    expect(liveInvalidations({ kind: 'interaction', action: 'created', ids: [2] })).toEqual([
      ['client-interactions', 'list'],
      ['client-interactions', 'detail', 2],
      ['dashboard'],
    ]);
    expect(liveInvalidations({ kind: 'document', action: 'updated', ids: [] })).toEqual([['documents']]);
    expect(liveInvalidations({ kind: 'notification', action: 'created', ids: [9] })).toEqual([
      ['notifications'],
    ]);
  });

  it('after a reconnect, refreshes everything any event could have touched', () => {
    const keys = liveReconnectKeys().map((key) => JSON.stringify(key));
    for (const root of [
      'quotations',
      'contacts',
      'client-interactions',
      'tasks',
      'documents',
      'notifications',
    ]) {
      expect(keys.some((key) => key.startsWith(`["${root}"`))).toBe(true);
    }
  });
});
