import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  ApiAuditStatus,
  APP_SECURITY_SCHEMES,
  emptyBody,
  PayeeAuditStatus,
  VaStatus,
} from '@pesa/contract';
import { systemClock, type Clock } from './clock.ts';
import type { LoadedConfig } from './config.ts';
import { openDatabase, type Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedReferenceData } from './db/seed/seed-reference-data.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { assetsRoutes } from './modules/assets/assets.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { devOutboxRoutes } from './modules/messaging/messaging.routes.ts';
import { contactRoutes } from './modules/support/contact.routes.ts';
import { ContactService } from './modules/support/contact.service.ts';
import { noticesRoutes } from './modules/notices/notices.routes.ts';
import { noticesOpsRoutes } from './modules/notices/notices-ops.routes.ts';
import { payeesRoutes } from './modules/payees/payees.routes.ts';
import { payeeCheckRoutes } from './modules/payees/payee-check.routes.ts';
import { openPayeeCheckRoutes } from './modules/api-service/open/open-payee-check.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { publicServiceRoutes } from './modules/reference/public-service.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { appApiTransform, appApiTransformObject } from './plugins/app-api-doc.ts';
import { authPlugin } from './plugins/auth.ts';
import { duplicateGuardPlugin } from './plugins/duplicate-guard.ts';
import { databaseDuplicateMemory } from './plugins/duplicate-memory.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { databaseRateLimitStore } from './security/database-rate-limit-store.ts';
import { envelopePlugin, frameworkErrorReply, success } from './plugins/envelope.ts';
import { textGuardPlugin } from './plugins/text-guard.ts';
import { staticSpaPlugin } from './plugins/static-spa.ts';
import { registerCompression } from './plugins/compression.ts';
import { capConnectionsPerAddress, slowClientOptions } from './plugins/slow-clients.ts';
import { createMoneyServices, type MoneyServices } from './money-services.ts';
import { channelCallbackRoutes } from './modules/orders/channel-callback.routes.ts';
import { railsOpsRoutes } from './channels/rails-ops.routes.ts';
import {
  darajaCallbackRoutes,
  requestLogSerializer,
} from './channels/daraja/daraja-callback.routes.ts';
import { darajaOpsRoutes } from './channels/daraja/daraja-ops.routes.ts';
import { airtelCallbackRoutes } from './channels/airtel/airtel-callback.routes.ts';
import { vodacomTzCallbackRoutes } from './channels/vodacom-tz/vodacom-tz-callback.routes.ts';
import { coboRoutes, coboWebhookRoutes } from './modules/cobo/cobo.routes.ts';
import { operatorsRoutes } from './modules/operators/operators.routes.ts';
import { opsSettingsRoutes } from './modules/ops-settings/ops-settings.routes.ts';
import { OpsSettingsService } from './modules/ops-settings/ops-settings.service.ts';
import { OpsSettingsRepository } from './modules/ops-settings/ops-settings.repository.ts';
import { operatorAuditRoutes } from './modules/operator-audit/operator-audit.routes.ts';
import { OperatorAuditService } from './modules/operator-audit/operator-audit.service.ts';
import { OperatorAuditRepository } from './modules/operator-audit/operator-audit.repository.ts';
import { operatorGuardPlugin } from './plugins/operator-guard.ts';
import { logContextMixin, logContextPlugin } from './plugins/log-context.ts';
import { countQueues, queueCountsRoutes } from './modules/operators/queue-counts.routes.ts';
import { OpsEventFeed } from './modules/operators/ops-event-feed.ts';
import { opsEventsRoutes } from './modules/operators/ops-events.routes.ts';
import { liveEventsRoutes } from './modules/live-events/live-events.routes.ts';
import { opsOrdersRoutes } from './modules/ops-orders/ops-orders.routes.ts';
import { OpsOrdersRepository } from './modules/ops-orders/ops-orders.repository.ts';
import { OpsOrdersService } from './modules/ops-orders/ops-orders.service.ts';
import { opsJobsRoutes } from './modules/ops-jobs/ops-jobs.routes.ts';
import { OpsJobsRepository } from './modules/ops-jobs/ops-jobs.repository.ts';
import { OpsJobsService } from './modules/ops-jobs/ops-jobs.service.ts';
import { createCustomersOps } from './modules/customers/customers-ops.wiring.ts';
import { customersOpsRoutes } from './modules/customers/customers-ops.routes.ts';
import { customerIdentityRoutes } from './modules/operators/customer-identity/customer-identity.routes.ts';
import { CustomerIdentityService } from './modules/operators/customer-identity/customer-identity.service.ts';
import { CustomerIdentityRepository } from './modules/operators/customer-identity/customer-identity.repository.ts';
import { fxRoutes } from './modules/fx/fx.routes.ts';
import { crossBorderFundingRoutes } from './modules/orders/cross-border-funding.routes.ts';
import { cashInRoutes } from './modules/orders/cash-in.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { DocumentsService } from './modules/documents/documents.service.ts';
import { batchesRoutes } from './modules/batches/batches.routes.ts';
import { approvalsRoutes } from './modules/approvals/approvals.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { kycRoutes } from './modules/identity/kyc.routes.ts';
import { createVa } from './modules/va/va-wiring.ts';
import { vaRoutes } from './modules/va/va.routes.ts';
import { createOrgAccounts } from './modules/org-accounts/org-accounts-wiring.ts';
import { orgAccountsRoutes } from './modules/org-accounts/org-accounts.routes.ts';
import { createServices, type Services } from './services.ts';
import { MetricsService } from './modules/metrics/metrics.service.ts';
import { withInstallationSecrets } from './security/installation-secrets.ts';
import { isLoopbackCaller } from './plugins/loopback-only.ts';
import { loopbackUrlOf, startWireSimulators } from './channels/wire-simulators.ts';
import { openAuthPlugin } from './modules/api-service/open/open-auth.plugin.ts';
import { openBalanceRoutes } from './modules/api-service/open/open-balance.routes.ts';
import { openApiDocRoutes } from './modules/api-service/open/open-api-doc.routes.ts';
import { apiAccessRoutes } from './modules/api-service/access/api-access.routes.ts';
import { apiScreensRoutes } from './modules/api-service/screens/api-screens.routes.ts';
import { apiSuspenseRoutes } from './modules/api-service/screens/api-suspense.routes.ts';
import { webhooksRoutes } from './modules/api-service/webhooks/webhooks.routes.ts';
import { openOrdersRoutes } from './modules/api-service/open/open-orders.routes.ts';
import { openBatchesRoutes } from './modules/api-service/batches/open-batches.routes.ts';
import { apiTransferRoutes } from './modules/api-service/orders/api-transfer.routes.ts';

export interface BuildOptions {
  config: LoadedConfig;
  clock?: Clock;
  /** An already-open database (tests); otherwise opened from the config. */
  db?: Db;
  logger?: boolean;
  /** Where log lines go instead of stdout (the log scrub test reads them). */
  logStream?: NodeJS.WritableStream;
}

export interface App {
  server: FastifyInstance;
  db: Db;
  services: Services;
  money: MoneyServices;
  /** Prometheus metrics; main.ts serves them on METRICS_PORT when it is set. */
  metrics: MetricsService;
}

const defaultDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole application on one Fastify instance: API under /api, the SPA everywhere else. */
export async function buildApp(options: BuildOptions): Promise<App> {
  const clock = options.clock ?? systemClock;
  // VODACOM_TZ_MODE / AIRTEL_MODE `wire` (development's default): the adapters talk over HTTP to
  // wire simulators in this process, whose results reach the app once it listens.
  const installed = withInstallationSecrets(options.config);
  const wire = await startWireSimulators(installed, clock);
  const config = wire?.config ?? installed;
  const db =
    options.db ??
    openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
    });
  await migrateToLatest(db);
  await seedReferenceData(db.kysely, clock);
  const services = createServices(db, config, clock);
  let serverRef: FastifyInstance | null = null;
  const money = createMoneyServices(db, config, clock, services, () => serverRef!);
  const documents = new DocumentsService({
    db: db.kysely,
    clock,
    orders: money.orders,
    reference: services.reference,
  });
  // Books written before cross mids were derived (or seeded by another instance) fall in line.
  await money.rateBook.align();
  if (config.OPERATOR_USERNAME && config.OPERATOR_PASSWORD) {
    await money.operators.create(config.OPERATOR_USERNAME, config.OPERATOR_PASSWORD, 'admin');
  }

  const server = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: { req: requestLogSerializer },
            mixin: logContextMixin,
            ...(options.logStream && { stream: options.logStream }),
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              '*.password',
              '*.code',
              '*.fundPassword',
              // API secrets (replies of /user/userApi/*), should a reply ever be logged.
              '*.accessSecret',
              '*.testAccessSecret',
              '*.secret',
            ],
          },
    // Only the listed proxies may name the client in X-Forwarded-For (config.ts refuses `true`).
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
    // A client that trickles its request is cut off (docs/security.md, "Slow clients").
    ...slowClientOptions(config),
    // Long enough that every over-long id or order number reaches its schema and gets a -1008
    // naming the field; anything longer is answered by frameworkErrorReply, still enveloped.
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors: frameworkErrorReply,
  }).withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  serverRef = server;
  capConnectionsPerAddress(server.server, config);
  const metrics = new MetricsService({
    db,
    clock,
    logError: (error, message) => server.log.error({ err: error }, message),
  });
  // Before any route is registered, so that every route's requests are timed.
  metrics.observe(server);
  money.transitions.onFinal(async (_trx, order, to) => metrics.orderFinished(order, to));
  money.railCalls.attach(metrics.railCalls);
  await money.airtel?.reconciliation.schedule();
  await money.vodacomTz?.reconciliation.schedule();
  if (wire) {
    server.addHook('onListen', async () => {
      const address = server.server.address();
      if (address && typeof address === 'object') wire.deliverTo(loopbackUrlOf(address));
    });
  }
  server.addHook('onClose', async () => {
    await wire?.stop();
    await metrics.close();
    await money.worker.stop();
    await db.close();
  });

  await server.register(logContextPlugin);
  await server.register(envelopePlugin);
  // File downloads post form-encoded (SPEC §7); fields arrive as strings and schemas coerce them.
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  await server.register(securityHeadersPlugin);
  await registerCompression(server);
  // Counters live in the database so that the per-address limits hold across app instances.
  await server.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db.kysely, clock),
  });
  await server.register(swagger, {
    openapi: {
      info: { title: 'PesaBridge app API', version: '1.0.0' },
      servers: [{ url: '/api', description: 'This PesaBridge installation' }],
      // Declared here too: the plugin reads the schemes a route names.
      components: { securitySchemes: APP_SECURITY_SCHEMES },
    },
    transform: appApiTransform,
    transformObject: appApiTransformObject,
  });

  await server.register(
    async (api) => {
      // In the database where several instances may share it (PostgreSQL); SQLite is served by
      // one process, whose memory is free where a write would cost an fsync (docs/operations.md).
      // Registered before the auth plugin: its record of a submission rides with the session's
      // read there.
      await api.register(duplicateGuardPlugin, {
        clock,
        memory: db.engine === 'postgres' ? databaseDuplicateMemory(db) : undefined,
      });
      await api.register(authPlugin, { sessions: services.sessions });
      await api.register(operatorGuardPlugin, { sessions: money.operators.sessions });
      await api.register(textGuardPlugin);
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
        server.swagger(),
      );
      await api.register(openApiDocRoutes);
      await api.register(healthRoutes, { db });
      // Live status of the signed-in user's orders, balances and files (docs/scaling.md).
      money.liveEvents.startPruning();
      await api.register(liveEventsRoutes, {
        live: money.liveEvents,
        sessionHolds: async (token) =>
          (await services.sessions.lookup(token, false))?.live === true,
        heartbeatMs: config.LIVE_EVENTS_HEARTBEAT_MS,
        maxStreamsPerUser: config.LIVE_EVENTS_MAX_STREAMS,
      });
      api.post(
        '/common/appConfig',
        // A read on every page: the duplicate guard never refuses it.
        { config: { public: true, duplicateGuard: false }, schema: { body: emptyBody } },
        async (request) =>
          success(request, {
            // Null hides the chat link: no number is built in (docs/customer-journeys.md).
            chatUrl: config.CHAT_URL ?? null,
            // True only where GET /api/dev/outbox would answer this caller.
            devOutbox: !config.isProduction && isLoopbackCaller(request),
          }),
      );
      await api.register(accountRoutes, { account: services.account, config });
      await api.register(contactRoutes, {
        contact: new ContactService(services.messaging, config.SUPPORT_EMAIL),
        maxPerHour: config.CONTACT_MAX_PER_HOUR,
      });
      await api.register(profileRoutes, services);
      await api.register(teamRoutes, services);
      await api.register(referenceRoutes, services);
      await api.register(publicServiceRoutes, services);
      await api.register(noticesRoutes, services);
      await api.register(assetsRoutes, {
        ...services,
        orders: money.orders,
        transactions: money.transactions,
      });
      await api.register(ordersRoutes, {
        orders: money.orders,
        recharge: money.recharge,
        team: services.team,
        documents,
        publicUrl: config.PUBLIC_URL,
      });
      await api.register(documentsRoutes, {
        documents,
        team: services.team,
        publicUrl: config.PUBLIC_URL,
      });
      await api.register(approvalsRoutes, { team: services.team, approvals: money.approvals });
      await api.register(notificationsRoutes, { notifications: services.notifications });
      await api.register(operatorsRoutes, { operators: money.operators, config });
      await api.register(noticesOpsRoutes, {
        notices: services.notices,
        operators: money.operators,
      });
      await api.register(opsSettingsRoutes, {
        settings: new OpsSettingsService(new OpsSettingsRepository(db.kysely), services.reference),
      });
      const customerIdentity = new CustomerIdentityService(
        new CustomerIdentityRepository(db.kysely),
      );
      const operatorAudit = new OperatorAuditService(new OperatorAuditRepository(db.kysely), {
        customerNames: (userIds) => customerIdentity.names(userIds),
      });
      await api.register(operatorAuditRoutes, { audit: operatorAudit });
      await api.register(fxRoutes, { fx: money.fx, team: services.team });
      await api.register(batchesRoutes, { batches: money.batches, team: services.team });
      await api.register(crossBorderFundingRoutes, {
        funding: money.crossBorderFunding,
        orders: money.orders,
        team: services.team,
      });
      await api.register(cashInRoutes, {
        cashIn: money.cashIn,
        orders: money.orders,
        team: services.team,
      });
      await api.register(channelCallbackRoutes, {
        simulator: money.simulator,
        results: money.results,
        accepts: money.simulatorAccepts,
      });
      if (money.daraja && money.darajaReversals)
        await api.register(darajaCallbackRoutes, {
          callbacks: money.darajaCallbacks,
          reversals: money.darajaReversals,
          payoutStatus: money.darajaPayoutStatus,
          secret: config.DARAJA_CALLBACK_SECRET!,
          allowedIps: config.DARAJA_ALLOWED_IPS.split(',')
            .map((ip) => ip.trim())
            .filter(Boolean),
        });
      if (money.airtel)
        await api.register(airtelCallbackRoutes, {
          callbacks: money.airtel.callbacks,
          callbackKey: money.airtel.callbackKey,
        });
      // Without VODACOM_TZ_CALLBACK_SECRET the platform's results are read by status queries.
      if (money.vodacomTz?.callbackSecret)
        await api.register(vodacomTzCallbackRoutes, {
          callbacks: money.vodacomTz.callbacks,
          secret: money.vodacomTz.callbackSecret,
        });
      await api.register(darajaOpsRoutes, {
        reversals: money.darajaReversals,
        payoutStatus: money.darajaPayoutStatus,
      });
      await api.register(opsOrdersRoutes, {
        orders: new OpsOrdersService(new OpsOrdersRepository(db.kysely)),
      });
      await api.register(railsOpsRoutes, {
        rails: services.rails,
        production: config.isProduction,
        mismatches: money.railMismatches,
      });
      await api.register(opsJobsRoutes, {
        jobs: new OpsJobsService(new OpsJobsRepository(db.kysely)),
      });
      await api.register(coboRoutes, { cobo: money.cobo, team: services.team });
      await api.register(coboWebhookRoutes, { cobo: money.cobo });
      await api.register(filesRoutes, services);
      await api.register(payeesRoutes, services);
      await api.register(payeeCheckRoutes, services);
      await api.register(kycRoutes, { ...services, operators: money.operators, clock });
      const vaServices = createVa(db, config, clock, services, money);
      await api.register(vaRoutes, {
        ...vaServices,
        team: services.team,
        operators: money.operators,
        clock,
      });
      const orgAccounts = createOrgAccounts(db, clock, services);
      await api.register(orgAccountsRoutes, {
        ...orgAccounts,
        team: services.team,
        operators: money.operators,
        clock,
      });
      await api.register(apiAccessRoutes, {
        access: money.apiAccess,
        review: money.apiAccessReview,
      });
      await api.register(
        customersOpsRoutes,
        createCustomersOps(db, config, clock, services, money, (userIds) =>
          customerIdentity.names(userIds),
        ),
      );
      await api.register(customerIdentityRoutes, { identity: customerIdentity });
      // The console's menu badges: each count from its queue's own list service.
      const totalOf = async (page: Promise<{ total: number | string }>) =>
        Number((await page).total);
      const review = () => money.operators.finance.counts();
      const counters = {
        kyc: () => totalOf(services.kyc.queue(1, 1, undefined, 2)),
        kyb: () => totalOf(services.kyc.queue(1, 1, undefined, 1)),
        payees: () => totalOf(money.operators.payeeQueue(1, 1, PayeeAuditStatus.PENDING)),
        manualPending: async () => (await review()).manualPending,
        offlineTopUps: async () => (await review()).offlineTopUps,
        va: () => totalOf(vaServices.va.operatorPage(1, 1, VaStatus.SUBMITTED)),
        exchangeAccounts: () =>
          totalOf(orgAccounts.exchangeAccounts.operatorPage(1, 1, { exchangeStatus: 0 })),
        contractWorkers: () => totalOf(orgAccounts.workerReview.operatorPage(1, 1, 0)),
        apiAccess: () => totalOf(money.apiAccessReview.list(1, 1, ApiAuditStatus.PENDING)),
      };
      await api.register(queueCountsRoutes, { counters });
      // Other operators' decisions, live (the counts after them come with each batch).
      await api.register(opsEventsRoutes, {
        // Woken by the same live-event table and LISTEN/NOTIFY as customers' streams.
        feed: new OpsEventFeed(
          db.kysely,
          () => countQueues(counters),
          money.liveEvents.feed,
          (rows) => operatorAudit.describe(rows),
        ),
        sessions: money.operators.sessions,
        intervalMs: config.OPS_EVENTS_INTERVAL_MS,
      });
      // The /homeApi screens (docs/api-service.md, Screens).
      await api.register(apiScreensRoutes, { screens: money.apiScreens });
      await api.register(apiSuspenseRoutes, { screens: money.apiScreens });
      await api.register(webhooksRoutes, { webhooks: money.webhooks.log });
      await api.register(apiTransferRoutes, {
        transfer: money.apiOrderServices.transfer,
        team: services.team,
      });
      if (!config.isProduction) await api.register(devOutboxRoutes, services);
    },
    { prefix: '/api' },
  );

  // The merchant API: signed with an access key and secret, never a session (docs/api-service.md).
  await server.register(
    async (open) => {
      await openAuthPlugin(open, { keys: money.apiKeys, nonces: money.nonces, clock });
      await open.register(textGuardPlugin);
      await open.register(openBalanceRoutes, { db: db.kysely });
      await open.register(openOrdersRoutes, money.apiOrderServices);
      await open.register(openPayeeCheckRoutes, services);
      await open.register(openBatchesRoutes, money.apiBatches);
    },
    { prefix: '/open/v1' },
  );

  await server.register(staticSpaPlugin, { distDir: config.WEB_DIST_DIR ?? defaultDist });
  await server.ready();
  return { server, db, services, money, metrics };
}
