import { describe, expect, it } from 'vitest';
import { allPermissions, defaultUserGrants, grantsWithin } from './permissions';

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
