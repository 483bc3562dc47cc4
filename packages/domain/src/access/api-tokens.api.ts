import { endpointGroup } from '../api/endpoint-group';
import {
  apiTokenCreatedSchema,
  apiTokenCreateSchema,
  apiTokenListQuerySchema,
  apiTokenListSchema,
} from './api-tokens';

const api = endpointGroup(['api tokens']);

/** Personal API tokens: `Authorization: Bearer sdk_…` acts as the owner within the token's scopes. */
export const apiTokensApi = {
  list: api.get('/api_tokens', {
    summary: "One's own API tokens (administrators: everyone's with all=1); never the token itself",
    query: apiTokenListQuerySchema,
    response: apiTokenListSchema,
  }),
  create: api.create('/api_tokens', {
    summary: 'Creates an API token; the answer carries the token this once (only its hash is stored)',
    body: apiTokenCreateSchema,
    response: apiTokenCreatedSchema,
  }),
  revoke: api.remove('/api_tokens/:id', {
    summary: 'Revokes an API token at once (administrators: any owner)',
  }),
};
