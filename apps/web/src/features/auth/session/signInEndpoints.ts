import type { authApi, EndpointDef, oidcSignInApi } from '@freight/domain';

/**
 * authApi's endpoints that the login page calls, by method and path alone. The declarations themselves carry
 * their zod schemas, and importing them would put the schema library on the login page, which must stay under
 * its budget (e2e/specs/bundle-budget.spec.ts). callApi reads only `method` and `path`; the types still come
 * from the contract, and signInEndpoints.test.ts checks each address against it.
 */
function addressOf<E extends EndpointDef>(method: E['method'], path: E['path']): E {
  return { method, path } as E;
}

export const signInEndpoints = {
  login: addressOf<typeof authApi.login>('POST', '/auth/login'),
  session: addressOf<typeof authApi.session>('GET', '/auth/session'),
  providers: addressOf<typeof oidcSignInApi.providers>('GET', '/auth/providers'),
};
