import { milestoneTemplatesApi as api } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './milestone-templates.service';

/** Everyone signed in reads the milestone templates; settings:edit changes them. */
export const milestoneTemplatesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, api.get, 'session', () => service.getMilestoneTemplateSettings(db));
  contractRoute(app, api.update, can('settings', 'edit'), ({ body, ifMatch }) =>
    service.updateMilestoneTemplates(db, body, ifMatch),
  );
};
