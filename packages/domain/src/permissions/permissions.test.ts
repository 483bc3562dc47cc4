import { describe, expect, it } from 'vitest';
import { actionsOf, allPermissions, defaultUserGrants, grantsWithin, isGrantable } from './permissions';

describe('grantsWithin', () => {
  it('keeps only the actions the granter holds, module by module', () => {
    const held = { quotations: ['view', 'edit'], contacts: ['view'] } as const;
    expect(
      grantsWithin(defaultUserGrants(), { ...held, quotations: [...held.quotations], contacts: ['view'] }),
    ).toEqual({
      quotations: ['view', 'edit'],
      contacts: ['view'],
    });
  });

  it('gives nothing from nothing, and everything wanted to an admin', () => {
    expect(grantsWithin(defaultUserGrants(), {})).toEqual({});
    expect(grantsWithin(defaultUserGrants(), allPermissions())).toEqual(defaultUserGrants());
  });
});

describe('the actions of a module', () => {
  it('offers Approve on invoices only, after the four common actions', () => {
    expect(actionsOf('invoices')).toEqual(['view', 'create', 'edit', 'delete', 'approve']);
    expect(actionsOf('shipments')).toEqual(['view', 'create', 'edit', 'delete']);
    expect(isGrantable('invoices', 'approve')).toBe(true);
    expect(isGrantable('quotations', 'approve')).toBe(false);
    expect(isGrantable('invoices', 'publish')).toBe(false);
    expect(isGrantable('nothing', 'view')).toBe(false);
  });

  it('gives an admin Approve on invoices', () => {
    expect(allPermissions().invoices).toContain('approve');
    expect(allPermissions().quotations).not.toContain('approve');
  });
});
