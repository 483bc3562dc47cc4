import { z } from 'zod';
import { resourceGroup } from '../api/resource-group';
import { settingCreateSchema, settingSchema, settingUpdateSchema } from './setting';

const api = resourceGroup(['settings']);

/**
 * The settings calls (docs/api.md): a signed-in user lists their own settings and the global ones, and
 * writes their own; global ones need settings:edit. POST saves a key: it updates the setting already held
 * under that key rather than adding a second one (so it answers 201 for both).
 */
export const settingsApi = {
  ...api.resource('/settings', {
    record: settingSchema,
    create: settingCreateSchema,
    update: settingUpdateSchema,
  }),
  effective: api.get('/settings/effective', {
    summary: 'The settings in force for the caller: their own, else the global one with that key',
    response: z.object({ data: z.array(settingSchema) }),
  }),
};
