import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { resourceEndpoints } from '../api/resource-endpoints';
import { settingCreateSchema, settingSchema, settingUpdateSchema } from './setting';

const tags = ['settings'];

/**
 * The settings calls (docs/api.md): a signed-in user lists their own settings and the global ones, and
 * writes their own; global ones need settings:edit. POST saves a key: it updates the setting already held
 * under that key rather than adding a second one (so it answers 201 for both).
 */
export const settingsApi = {
  ...resourceEndpoints('/settings', tags, {
    record: settingSchema,
    create: settingCreateSchema,
    update: settingUpdateSchema,
  }),
  effective: endpoint({
    method: 'GET',
    path: '/settings/effective',
    tags,
    summary: 'The settings in force for the caller: their own, else the global one with that key',
    status: 200,
    response: z.object({ data: z.array(settingSchema) }),
  }),
};
