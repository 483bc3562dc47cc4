import { diagnosticsApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage/storage';
import type { AiClient } from '../ai/ai-client';
import type { FeedConfig } from '../exchange-rates/exchange-rates.import';
import { diagnose } from './diagnostics.service';

export interface DiagnosticsOptions {
  db: Db;
  storage: Storage;
  ai: AiClient;
  /** A folder on the disk whose free space is reported (the upload folder). */
  localDir: string;
  /** The exchange-rate feed whose last fetches are reported. */
  fxFeed: FeedConfig;
}

/** Administrators only: it names versions and sizes that nobody else needs to see. */
export const diagnosticsRoutes: FastifyPluginAsync<DiagnosticsOptions> = async (app, options) => {
  contractRoute(app, diagnosticsApi.check, 'session', ({ auth }) => {
    if (auth.user.role !== 'admin')
      throw AppError.forbidden('Diagnostics are available to administrators only.');
    return diagnose(options.db, options.storage, options.ai, options.localDir, options.fxFeed);
  });
};
