import { authApi, oidcSignInApi } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { signInEndpoints } from './signInEndpoints';

describe('signInEndpoints', () => {
  it.each(Object.entries(signInEndpoints))(
    '%s has the method and path the contract declares',
    (name, address) => {
      const contract = { ...authApi, ...oidcSignInApi };
      const declared = contract[name as keyof typeof contract];
      expect({ method: address.method, path: address.path }).toEqual({
        method: declared.method,
        path: declared.path,
      });
    },
  );
});
