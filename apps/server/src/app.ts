import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import type { TrustProxy } from './config';
import { liveReadRules } from './live-read-rules';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { aiRoutes } from './modules/ai/ai.routes';
import { AI_OFF, type AiConfig, aiClient } from './modules/ai/ai-client';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes';
import {
  authenticateBearer,
  DEFAULT_API_TOKEN_REQUESTS_PER_MINUTE,
} from './modules/api-tokens/api-tokens.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { auditRequestContext } from './modules/audit/audit-context';
import { authRoutes } from './modules/auth/auth.routes';
import { authenticate, SESSION_COOKIE } from './modules/auth/auth.service';
import { refuseUntilPasswordChanged } from './modules/auth/password-change-gate';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { liveSessions } from './modules/auth/session-alive';
import { AUTH_CHANGES_CHANNEL, SessionCache } from './modules/auth/session-cache';
import { cargoLinesRoutes } from './modules/cargo-lines/cargo-lines.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { costCategoriesRoutes } from './modules/cost-categories/cost-categories.routes';
import { costLineNotesRoutes } from './modules/cost-line-notes/cost-line-notes.routes';
import { costLinesRoutes } from './modules/cost-lines/cost-lines.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { DASHBOARD_CACHE_MS, type DashboardCache } from './modules/dashboard/dashboard.service';
import { diagnosticsRoutes } from './modules/diagnostics/diagnostics.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { FEED_OFF, type FeedConfig } from './modules/exchange-rates/exchange-rates.import';
import { exchangeRatesRoutes } from './modules/exchange-rates/exchange-rates.routes';
import { filesRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { identityProvidersRoutes } from './modules/identity-providers/identity-providers.routes';
import type { OidcSettings } from './modules/identity-providers/identity-providers.service';
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { jobProfitRoutes } from './modules/job-profit/job-profit.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { permissionsRoutes } from './modules/permissions/permissions.routes';
import { quotationPricingRoutes } from './modules/quotations/quotation-pricing.routes';
import { quotationRevisionsRoutes } from './modules/quotations/quotation-revisions.routes';
import { quotationsRoutes } from './modules/quotations/quotations.routes';
import { quoteSendRoutes } from './modules/quotations/quote-send.routes';
import { rateCardsRoutes } from './modules/rate-cards/rate-cards.routes';
import { searchRoutes } from './modules/search/search.routes';
import { companyProfileRoutes } from './modules/settings/company-profile.routes';
import { milestoneTemplatesRoutes } from './modules/settings/milestone-templates.routes';
import { pricingSettingsRoutes } from './modules/settings/pricing-settings.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { shipmentDocumentsRoutes } from './modules/shipments/shipment-documents.routes';
import { shipmentSubscriptionsRoutes } from './modules/shipments/shipment-subscriptions.routes';
import { shipmentsRoutes } from './modules/shipments/shipments.routes';
import { supplierBillsRoutes } from './modules/supplier-bills/supplier-bills.routes';
import { supportRoutes } from './modules/support/support.routes';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { teamsRoutes } from './modules/teams/teams.routes';
import { userProfilesRoutes } from './modules/user-profiles/user-profiles.routes';
import { usersRoutes } from './modules/users/users.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import type { WebhookSettings } from './modules/webhooks/webhooks.service';
import { answerSerializer } from './platform/answer-serializer';
import type { Db } from './platform/database/database';
import { registerErrorHandler } from './platform/error-handler';
import { AppError } from './platform/errors';
import { eventsPlugin } from './platform/events/events-plugin';
import { lazyRequestLogger } from './platform/lazy-request-logger';
import { DEFAULT_LOAD_SHEDDING, type LoadShedding, loadShedding } from './platform/load-shedding';
import { logDestination } from './platform/log-destination';
import { MAIL_OFF, type Mailer } from './platform/mail/mailer';
import { metricsPlugin } from './platform/metrics';
import { API_PREFIX, permissionGuard } from './platform/permission-guard';
import { requestGate } from './platform/request-gate';
import { genRequestId } from './platform/request-id';
import { recordAnswers } from './platform/request-logging';
import { checkRequestText } from './platform/request-text';
import {
  DEFAULT_SERVER_TIMEOUTS,
  fastifyTimeoutOptions,
  type ServerTimeouts,
} from './platform/server-timeouts';
import { API_DOCS_PREFIX } from './platform/session-plugin';
import type { Storage } from './platform/storage/storage';
import { registerWebApp } from './platform/web-app';
import { forgetOnWrites, WriteClearedCache } from './platform/write-cleared-cache';

const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  db: Db;
  /** Where uploaded files live (disk or S3). */
  storage: Storage;
  /** Where uploads wait while they are checked (default: the system's temp folder). */
  uploadTempDir?: string;
  webDistDir?: string;
  logLevel?: string;
  /** Proxies allowed to set the client's address and scheme (see config.ts); none by default. */
  trustProxy?: TrustProxy;
  /** The OpenAI-compatible service of the AI helper (config.ai); off when absent. */
  ai?: AiConfig;
  /** E-mail (password resets, notifications, quotes); off when absent. */
  mail?: Mailer;
  /** The origin that links in e-mails use (config.publicUrl). */
  publicUrl?: string;
  /** The secret tracking links' tokens are made with (config.trackingLinkSecret). */
  trackingLinkSecret?: string;
  /** Single sign-on's configured provider and SECRET_KEY (config.oidc); the origin defaults to publicUrl. */
  oidc?: Partial<OidcSettings>;
  /** Webhooks' SECRET_KEY and WEBHOOKS_ALLOW_PRIVATE (config.webhooks); the key defaults to oidc's. */
  webhooks?: Partial<WebhookSettings>;
  /** GET /metrics on this port for admins (default); false when METRICS_PORT serves them instead. */
  metricsToAdmins?: boolean;
  /** Where /metrics comes from (a cluster worker asks its primary for the sum over all workers). */
  metricsSource?: () => Promise<string>;
  /** How often live-update streams get a keep-alive line and their session is checked (ms; tests shorten it). */
  liveHeartbeatMs?: number;
  /** The exchange-rate feed (config.fxFeed); off when absent, so tests fetch only from their own stand-in. */
  fxFeed?: FeedConfig;
  /** Requests one API token may make per minute (tests lower it). */
  apiTokenRequestsPerMinute?: number;
  /** How long the HTTP server waits for clients (config.serverTimeouts). */
  serverTimeouts?: ServerTimeouts;
  /** When the server refuses requests for being overloaded (config.loadShedding). */
  loadShedding?: LoadShedding;
  /** Answers checked against their zod schema before they leave (default: in tests and development only). */
  checkAnswers?: boolean;
  /** How long the dashboard's company-wide sections are kept (default DASHBOARD_CACHE_MS; 0 reads each time). */
  dashboardCacheMs?: number;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const logs = deps.logLevel && deps.logLevel !== 'silent' ? logDestination() : undefined;
  const app = Fastify({
    logger: logs ? { level: deps.logLevel, stream: logs } : false,
    // Requests are logged by recordAnswers, one line each at a level that fits them.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: genRequestId,
    // pino's child logger of a request is made only when the request writes a line (most write none).
    childLoggerFactory: lazyRequestLogger,
    ...fastifyTimeoutOptions(deps.serverTimeouts ?? DEFAULT_SERVER_TIMEOUTS),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(deps.checkAnswers));
  registerErrorHandler(app);
  // Lines still waiting are written before the app reports itself closed (a stop, a test's end).
  if (logs)
    app.addHook('onClose', async () => {
      try {
        logs.flushSync();
      } catch {
        // A reader that still takes nothing (EAGAIN): pino writes what is left when the process exits.
      }
    });
  // First, so that an overloaded server spends nothing more on a request it refuses.
  await app.register(loadShedding, deps.loadShedding ?? DEFAULT_LOAD_SHEDDING);
  await app.register(recordAnswers);

  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'ShipDesk API', version: '1' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          // Personal API tokens (Profile → API tokens): `Authorization: Bearer sdk_…`.
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'sdk_ API token' },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  // Sessions checked lately, kept right by this process's writes and every process's NOTIFYs (see SessionCache).
  const sessionCache = new SessionCache();
  const authenticateSession = (token: string) => authenticate(deps.db, token, sessionCache);
  const requestsPerMinute = deps.apiTokenRequestsPerMinute ?? DEFAULT_API_TOKEN_REQUESTS_PER_MINUTE;
  // Routes declare their access as they register (the guard refuses a route without it).
  await app.register(permissionGuard);
  // The answer's headers, the caller, the route's access, the temporary-password gate and the cross-origin
  // refusal, in one hook (see requestGate).
  await app.register(requestGate, {
    session: {
      cookieName: SESSION_COOKIE,
      authenticate: authenticateSession,
      authenticateBearer: (token) => authenticateBearer(deps.db, token, { requestsPerMinute }),
    },
    checks: [refuseUntilPasswordChanged],
  });
  // The dashboard's company-wide sections, read lately (DASHBOARD_CACHE_MS).
  const dashboardCache: DashboardCache = new WriteClearedCache(deps.dashboardCacheMs ?? DASHBOARD_CACHE_MS);
  await app.register(forgetOnWrites, { caches: [sessionCache, dashboardCache] });
  await app.register(auditRequestContext);
  // The API description lists every route and field: for signed-in staff, like the API itself.
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: true,
    uiHooks: {
      onRequest: async (request) => {
        if (!request.auth) throw AppError.unauthenticated();
      },
    },
  });
  await app.register(checkRequestText);
  await app.register(metricsPlugin, {
    adminRoute: deps.metricsToAdmins ?? true,
    authenticate: authenticateSession,
    cookieName: SESSION_COOKIE,
    source: deps.metricsSource,
  });
  await app.register(eventsPlugin, {
    connection: (deps.db as Db & { $client: Pool }).$client.options,
    liveSessions: (sessionIds) => liveSessions(deps.db, sessionIds),
    readRules: liveReadRules(deps.db),
    heartbeatMs: deps.liveHeartbeatMs,
    log: (message) => app.log.warn(message),
    also: { [AUTH_CHANGES_CHANNEL]: () => sessionCache.clear() },
    onListeningChange: (listening) => sessionCache.setEnabled(listening),
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db: deps.db, storage: deps.storage });
      await api.register(authRoutes, { db: deps.db });
      await api.register(contactsRoutes, { db: deps.db });
      await api.register(quotationsRoutes, { db: deps.db });
      await api.register(usersRoutes, { db: deps.db });
      await api.register(addressesRoutes, { db: deps.db });
      await api.register(cargoLinesRoutes, { db: deps.db });
      await api.register(costCategoriesRoutes, { db: deps.db });
      await api.register(costLinesRoutes, { db: deps.db });
      await api.register(filesRoutes, {
        db: deps.db,
        storage: deps.storage,
        uploadTempDir: deps.uploadTempDir ?? path.join(os.tmpdir(), 'shipdesk-uploads'),
      });
      await api.register(supportRoutes, { db: deps.db, storage: deps.storage });
      await api.register(tasksRoutes, { db: deps.db });
      await api.register(teamsRoutes, { db: deps.db });
      const ai = aiClient(deps.ai ?? AI_OFF);
      const uploadDir = deps.uploadTempDir ?? path.join(os.tmpdir(), 'shipdesk-uploads');
      await api.register(aiRoutes, { db: deps.db, ai });
      await api.register(costLineNotesRoutes, { db: deps.db, storage: deps.storage, ai });
      await api.register(diagnosticsRoutes, {
        db: deps.db,
        storage: deps.storage,
        ai,
        localDir: uploadDir,
        fxFeed: deps.fxFeed ?? FEED_OFF,
      });
      await api.register(userProfilesRoutes, { db: deps.db, storage: deps.storage });
      await api.register(permissionsRoutes, { db: deps.db });
      await api.register(settingsRoutes, { db: deps.db });
      await api.register(documentsRoutes, { db: deps.db, storage: deps.storage });
      await api.register(passwordResetRoutes, {
        db: deps.db,
        mail: deps.mail ?? MAIL_OFF,
        publicUrl: deps.publicUrl,
      });
      await api.register(notificationsRoutes, { db: deps.db, mail: deps.mail ?? MAIL_OFF });
      await api.register(dashboardRoutes, { db: deps.db, cache: dashboardCache });
      await api.register(auditRoutes, { db: deps.db });
      await api.register(searchRoutes, { db: deps.db });
      await api.register(locationsRoutes, { db: deps.db });
      await api.register(companyProfileRoutes, { db: deps.db, storage: deps.storage });
      await api.register(quoteSendRoutes, {
        db: deps.db,
        storage: deps.storage,
        mail: deps.mail ?? MAIL_OFF,
        publicUrl: deps.publicUrl ?? '',
      });
      await api.register(quotationRevisionsRoutes, { db: deps.db });
      await api.register(invoicesRoutes, {
        db: deps.db,
        storage: deps.storage,
        mail: deps.mail ?? MAIL_OFF,
      });
      await api.register(supplierBillsRoutes, { db: deps.db });
      await api.register(jobProfitRoutes, { db: deps.db });
      await api.register(shipmentsRoutes, {
        db: deps.db,
        tracking: { publicUrl: deps.publicUrl ?? '', secret: deps.trackingLinkSecret },
      });
      await api.register(shipmentDocumentsRoutes, {
        db: deps.db,
        storage: deps.storage,
        mail: deps.mail ?? MAIL_OFF,
        tracking: { publicUrl: deps.publicUrl ?? '', secret: deps.trackingLinkSecret },
      });
      await api.register(shipmentSubscriptionsRoutes, {
        db: deps.db,
        mail: deps.mail ?? MAIL_OFF,
        tracking: { publicUrl: deps.publicUrl ?? '', secret: deps.trackingLinkSecret },
      });
      await api.register(pricingSettingsRoutes, { db: deps.db });
      await api.register(milestoneTemplatesRoutes, { db: deps.db });
      await api.register(rateCardsRoutes, { db: deps.db });
      await api.register(quotationPricingRoutes, { db: deps.db });
      await api.register(exchangeRatesRoutes, { db: deps.db, feed: deps.fxFeed ?? FEED_OFF });
      await api.register(apiTokensRoutes, { db: deps.db });
      await api.register(invitationsRoutes, {
        db: deps.db,
        mail: deps.mail ?? MAIL_OFF,
        publicUrl: deps.publicUrl,
      });
      await api.register(identityProvidersRoutes, {
        db: deps.db,
        settings: { ...deps.oidc, publicUrl: deps.oidc?.publicUrl ?? deps.publicUrl ?? '' },
      });
      await api.register(webhooksRoutes, {
        db: deps.db,
        settings: {
          secretKey: deps.webhooks?.secretKey ?? deps.oidc?.secretKey,
          allowPrivate: deps.webhooks?.allowPrivate ?? false,
        },
      });
    },
    { prefix: API_PREFIX },
  );

  await registerWebApp(app, deps.webDistDir ?? '');
  return app;
}
