import { usersApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { resourceRoutes } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import * as service from './users.service';

export const usersRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  resourceRoutes(app, db, usersApi, 'users', service);
};
