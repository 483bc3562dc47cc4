import { z } from 'zod';
import { noContentSchema } from '../api/endpoint';
import { endpointGroup } from '../api/endpoint-group';
import {
  identityProviderCreateSchema,
  identityProviderListSchema,
  identityProviderSchema,
  identityProviderUpdateSchema,
  oidcCallbackQuerySchema,
  oidcProviderParamsSchema,
  oidcStartQuerySchema,
  signInMethodsSchema,
  signInProviderSchema,
} from './identity-providers';

const settings = endpointGroup(['identity providers']);
const signIn = endpointGroup(['auth']);

/** Single sign-on providers, set in Settings (docs/api.md, Single sign-on). */
export const identityProvidersApi = {
  list: settings.get('/identity_providers', { response: identityProviderListSchema }),
  get: settings.get('/identity_providers/:id', { response: identityProviderSchema }),
  create: settings.create('/identity_providers', {
    body: identityProviderCreateSchema,
    response: identityProviderSchema,
  }),
  update: settings.put('/identity_providers/:id', {
    body: identityProviderUpdateSchema,
    response: identityProviderSchema,
  }),
  remove: settings.remove('/identity_providers/:id'),
};

/** Signing in through a provider, and the identities a user has linked. */
export const oidcSignInApi = {
  /** Public: the login page's 'Continue with …' buttons. */
  providers: signIn.get('/auth/providers', { response: z.array(signInProviderSchema) }),
  /** Redirects (302) to the provider; `next` is a same-origin path to return to. */
  start: signIn.get('/auth/oidc/:provider/start', {
    params: oidcProviderParamsSchema,
    query: oidcStartQuerySchema,
    response: noContentSchema,
    produces: 'text/html',
  }),
  /** The provider sends the browser back here; redirects to `next`, or to `/login?sso_error=` when refused. */
  callback: signIn.get('/auth/oidc/:provider/callback', {
    params: oidcProviderParamsSchema,
    query: oidcCallbackQuerySchema,
    response: noContentSchema,
    produces: 'text/html',
  }),
  signInMethods: signIn.get('/auth/identities', { response: signInMethodsSchema }),
  unlink: signIn.remove('/auth/identities/:id'),
};
