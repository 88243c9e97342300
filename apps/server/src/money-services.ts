import type { OperatorAuditAction } from '@pesa/contract';
import type { FastifyInstance } from 'fastify';
import { registerChannelJobs } from './channels/channel-jobs.ts';
import { ChannelSimulator } from './channels/channel-simulator.ts';
import { TtlCache } from './cache/ttl-cache.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { JobWorker } from './jobs/worker.ts';
import { FundPasswordService } from './modules/fund-password/fund-password.service.ts';
import { LedgerService } from './modules/ledger/ledger.service.ts';
import { TransactionBatcher } from './db/transaction-batcher.ts';
import {
  ChannelResultsService,
  orderIdFromReference,
} from './modules/orders/channel-results.service.ts';
import { OrderPricing } from './modules/orders/order-pricing.ts';
import { OrderTransitions } from './modules/orders/order-transitions.ts';
import { LIVE_CHANNEL, LiveEventsService } from './modules/live-events/live-events.service.ts';
import { OrdersRepository } from './modules/orders/orders.repository.ts';
import { OrdersService, PAYOUT_JOB } from './modules/orders/orders.service.ts';
import { RiskSettings } from './modules/orders/risk-settings.ts';
import { OperatorsRepository } from './modules/operators/operators.repository.ts';
import { OperatorsService } from './modules/operators/operators.service.ts';
import { RateBookRepository } from './modules/fx/rate-book.repository.ts';
import { RateBookService } from './modules/fx/rate-book.service.ts';
import { FinanceReviewRepository } from './modules/operators/finance-review.repository.ts';
import { FinanceReviewService } from './modules/operators/finance-review.service.ts';
import { TransactionsService } from './modules/assets/transactions.service.ts';
import { FxService } from './modules/fx/fx.service.ts';
import { CrossBorderFundingService } from './modules/orders/cross-border-funding.service.ts';
import { CashInRepository } from './modules/orders/cash-in.repository.ts';
import { CashInService } from './modules/orders/cash-in.service.ts';
import { WalletSendParties } from './modules/orders/wallet-send.ts';
import { RechargeService } from './modules/orders/recharge.service.ts';
import { DARAJA_PAY_TYPES, darajaFromConfig } from './channels/daraja/daraja-channel.ts';
import { DarajaCallbacks } from './channels/daraja/daraja-callbacks.ts';
import { DarajaPayoutStatus } from './channels/daraja/daraja-payout-status.ts';
import { PayoutStatusQueries } from './channels/payout-status-queries.ts';
import { DarajaReversals } from './channels/daraja/daraja-reversals.ts';
import { DarajaReversalsRepository } from './channels/daraja/daraja-reversals.repository.ts';
import { createCoboService } from './modules/cobo/cobo-wiring.ts';
import { KycGate } from './modules/identity/kyc-gate.ts';
import { UnverifiedAllowance } from './modules/identity/unverified-allowance.ts';
import { UnverifiedAllowanceRepository } from './modules/identity/unverified-allowance.repository.ts';
import { OrgAccountsRepository } from './modules/org-accounts/org-accounts.repository.ts';
import type { Services } from './services.ts';
import { ApiKeysRepository } from './modules/api-service/access/api-keys.repository.ts';
import { SecretBox } from './security/secret-box.ts';
import { NonceStore } from './modules/api-service/open/nonce-store.ts';
import { ApiAccessRepository } from './modules/api-service/access/api-access.repository.ts';
import { ApiAccessService } from './modules/api-service/access/api-access.service.ts';
import { ApiAccessReview } from './modules/api-service/access/api-access-review.service.ts';
import { createApiScreens } from './modules/api-service/screens/api-screens-wiring.ts';
import { ExchangeAccountsService } from './modules/org-accounts/exchange-accounts.service.ts';
import { createWebhooks } from './modules/api-service/webhooks/webhooks-wiring.ts';
import { createApiBatches } from './modules/api-service/batches/api-batches-wiring.ts';
import { SandboxChannel } from './channels/sandbox-channel.ts';
import { OffRailChannel } from './channels/off-rail-channel.ts';
import {
  onTanzanianWallet,
  TanzanianWalletsChannel,
} from './channels/mobile-money/tanzanian-wallets-channel.ts';
import { COLLECTION_JOB } from './modules/orders/recharge.service.ts';
import { createAirtel } from './channels/airtel/airtel-wiring.ts';
import { RailMismatches } from './channels/rail-mismatches.ts';
import { RailCallRelay } from './channels/rail-metrics.ts';
import { createVodacomTz } from './channels/vodacom-tz/vodacom-tz-wiring.ts';
import { ApiOrdersRepository } from './modules/api-service/orders/api-orders.repository.ts';
import { ApiOrderPlacer } from './modules/api-service/orders/api-order-placer.ts';
import { ApiMerchants } from './modules/api-service/orders/api-merchants.ts';
import { ApiCollectService } from './modules/api-service/orders/collect.service.ts';
import { ApiPayoutService } from './modules/api-service/orders/payout.service.ts';
import { ApiTransferService } from './modules/api-service/orders/transfer.service.ts';
import { ApiOrderQueryService } from './modules/api-service/orders/order-query.service.ts';
import { ApiPaybillCredits } from './modules/api-service/orders/paybill-credit.service.ts';
import type { Transaction } from 'kysely';
import type { Database } from './db/schema.ts';
import { createApprovals } from './modules/approvals/approvals-wiring.ts';
import { ApprovedSends } from './modules/orders/send-approvals.service.ts';
import { PayeeHistoryRepository } from './modules/orders/payee-history.repository.ts';
import { BatchFinished } from './modules/batches/batch-finished.ts';
import { batchBasics, createBatches } from './modules/batches/batches-wiring.ts';
import { orderNotices } from './modules/notifications/order-notices.ts';
import {
  NOTIFY_MESSAGES_JOB,
  RECIPIENT_SMS_JOB,
} from './modules/notifications/notifications.service.ts';

/** Wires the money side: ledger, orders, top-ups, jobs and the payment rails. */
export function createMoneyServices(
  db: Db,
  config: Config,
  clock: Clock,
  base: Services,
  server: () => FastifyInstance,
) {
  const k = db.kysely;
  const jobs = new JobQueue(k, db.engine, clock, config.JOB_LEASE_MS);
  const worker = new JobWorker(jobs, {
    error: (obj: unknown, msg?: string) => server().log.error(obj, msg),
  });
  const enqueue = (type: string, payload: unknown, trx: unknown) =>
    jobs.enqueue(type, payload, { db: trx as Transaction<Database> });
  const batcher = new TransactionBatcher(k, db.engine);
  const ledger = new LedgerService(db.selfCommitting);
  const ordersRepo = new OrdersRepository(k);
  const transitions = new OrderTransitions(ordersRepo, ledger);
  const liveEvents = new LiveEventsService(
    k,
    clock,
    {
      // SQLite has no commit notice: its poll is what tells a change in one process.
      pollMs: config.LIVE_EVENTS_POLL_MS ?? (db.engine === 'sqlite' ? 100 : 2_000),
      gapWaitMs: 10_000,
    },
    (wake) => db.cacheNotices.onChannel(LIVE_CHANNEL, wake),
  );
  base.notifications.liveThrough(liveEvents);
  const balanceMoved = (trx: Transaction<Database>, mainUserId: number) =>
    liveEvents.publishToAccount(trx, { mainUserId, type: 'balance', data: {} });
  // Every status change tells the order's account (its balance moves with it); no amounts.
  transitions.onStatusChange((trx, order, to) =>
    liveEvents.publishToAccount(trx, {
      mainUserId: order.main_user_id,
      type: 'order',
      data: { sn: order.sn, kind: order.kind, status: to },
    }),
  );
  // Every order that ends tells its person, in the transaction that ends it (docs/notifications.md).
  transitions.onFinal(orderNotices(base.notifications));
  worker.on(NOTIFY_MESSAGES_JOB, (payload) =>
    base.notifications.deliver((payload as { notificationId: number }).notificationId),
  );
  worker.on(RECIPIENT_SMS_JOB, (payload) =>
    base.notifications.deliverRecipient(
      payload as Parameters<typeof base.notifications.deliverRecipient>[0],
    ),
  );
  const pricing = new OrderPricing(k, clock, TtlCache.shared(clock, db.cacheNotices, 'pricing'));
  const risk = new RiskSettings(k, TtlCache.shared(clock, db.cacheNotices, 'risk'));
  const fundPassword = new FundPasswordService(base.users, base.hasher, clock);
  const customers = new CashInRepository(k);
  const kycGate = new KycGate({
    users: base.users,
    pricing,
    enabled: config.KYC_REQUIRED,
    limitUsd: config.KYC_UNVERIFIED_LIMIT_USD,
  });
  const allowance = new UnverifiedAllowance({
    repo: new UnverifiedAllowanceRepository(db.engine),
    rate: (from, to, executor) => pricing.midRate(from, to, executor),
    clock,
    enabled: config.KYC_REQUIRED,
    dailyLimitUsd: config.KYC_UNVERIFIED_DAILY_LIMIT_USD,
    monthlyLimitUsd: config.KYC_UNVERIFIED_MONTHLY_LIMIT_USD,
  });
  const simulator = new ChannelSimulator(
    {
      delayMs: config.CHANNEL_SIMULATOR_DELAY_MS,
      failureRate: config.CHANNEL_SIMULATOR_FAILURE_RATE,
      duplicateRate: config.CHANNEL_SIMULATOR_DUPLICATE_RATE,
      secret: config.CHANNEL_CALLBACK_SECRET,
    },
    jobs,
    clock,
  );
  const batchParts = batchBasics({
    db: k,
    ledger,
    reference: base.reference,
    enqueue,
    onMoved: (trx, moved) =>
      liveEvents.publishToAccount(trx, {
        mainUserId: moved.mainUserId,
        type: 'batch',
        data: { batchId: moved.id, status: moved.status },
      }),
  });
  const batchFinished = new BatchFinished({
    repo: batchParts.repo,
    enqueue,
    notify: (event) => base.notifications.notify(k, event),
  });
  transitions.onFinal((trx, order) => batchFinished.orderEnded(trx, order));
  const approvals = createApprovals({
    db: k,
    jobs,
    worker,
    batcher,
    sends: new ApprovedSends({
      repo: ordersRepo,
      transitions,
      enqueuePayout: (trx, orderId) => enqueue(PAYOUT_JOB, { orderId }, trx),
      history: new PayeeHistoryRepository(k),
    }),
    batch: batchParts.subject,
    fundPassword,
    team: base.team,
    users: base.users,
    reference: base.reference,
    notify: (event) => base.notifications.notify(k, event),
    oplog: base.oplog,
    expiryDays: config.APPROVAL_EXPIRY_DAYS,
    clock,
    policyCache: TtlCache.shared(clock, db.cacheNotices, 'approvals'),
    log: { warn: (obj, msg) => server().log.warn(obj, msg) },
  });
  const orders = new OrdersService({
    repo: ordersRepo,
    transitions,
    pricing,
    payees: base.payees,
    workers: new OrgAccountsRepository(k),
    files: base.files,
    fundPassword,
    batcher,
    reference: base.reference,
    risk,
    walletSends: new WalletSendParties(customers),
    kycGate,
    allowance,
    enqueue,
    rails: base.rails,
    approvals: approvals.forSends,
    nameCheck: (query) => base.payeeCheck.grade(query),
    clock,
  });
  const batches = createBatches({
    basics: batchParts,
    nameCheck: (query) => base.payeeCheck.grade(query),
    approvals: {
      required: (mainUserId, currencyId, amount) =>
        approvals.policy.required(mainUserId, currencyId, amount),
      open: (trx, subject, required, now) =>
        approvals.service.open(trx, 'batch', subject, required, 0, now),
    },
    orders,
    payees: base.payees,
    reference: base.reference,
    users: base.users,
    fundPassword,
    batcher,
    enqueue,
    worker,
    finished: batchFinished,
    clock,
  });
  const recharge = new RechargeService({
    repo: ordersRepo,
    transitions,
    pricing,
    orders,
    batcher,
    files: base.files,
    kycGate,
    allowance,
    enqueue,
    rails: base.rails,
    channelOffered: async (countryId, payType, scope, currencyId) =>
      (await base.reference.channels({ countryId, scope }, 'en')).some(
        (c) => c.payType === payType && c.direction === 'collection' && c.currencyId === currencyId,
      ),
    countryOf: async (mainUserId) => (await base.users.findById(mainUserId))!.country_id,
    collectionPoints: (countryId, currencyId, lang) =>
      base.reference.collectionPoints(countryId, currencyId, lang),
    clock,
  });
  const fx = new FxService({
    db: k,
    ledger,
    batcher,
    orders,
    reference: base.reference,
    clock,
    lockSeconds: config.FX_QUOTE_SECONDS,
    balanceMoved,
    notify: (trx, event) => base.notifications.notify(trx, event),
    kycGate,
    allowance,
  });
  const crossBorderFunding = new CrossBorderFundingService({
    repo: ordersRepo,
    ledger,
    pricing,
    fx,
    fundPassword,
    batcher,
    clock,
  });
  const cashIn = new CashInService({
    cashIns: customers,
    repo: ordersRepo,
    ledger,
    pricing,
    fundPassword,
    batcher,
    clock,
    allowance,
    balanceMoved,
  });
  const rateBook = new RateBookService(new RateBookRepository(k, db.engine), {
    clock,
    changed: () => base.reference.changed(),
  });
  const operators = new OperatorsService(
    new OperatorsRepository(k, () => liveEvents.publishToOperators(k)),
    {
      hasher: base.operatorHasher,
      config,
      orders,
      payees: base.payees,
      reference: base.reference,
      rateBook,
      clock,
      totpBox: new SecretBox(config.API_SECRET_KEY, 'pesa-operator-totp'),
      finance: new FinanceReviewService(new FinanceReviewRepository(k), {
        view: (order) => orders.view(order),
        events: (orderId) => ordersRepo.events(orderId),
        fileUrl: (mainUserId, filePath) => base.files.tempUrlOf(mainUserId, filePath),
      }),
    },
  );
  const results = new ChannelResultsService(ordersRepo, transitions, batcher, clock);
  // M-Pesa Kenya goes to Daraja when MPESA_MODE=daraja; every other rail stays simulated.
  const daraja = darajaFromConfig(config, clock);
  const retry = {
    enqueue: (type: string, payload: unknown, options?: Parameters<JobQueue['enqueue']>[2]) =>
      jobs.enqueue(type, payload, options),
    on: (type: string, handler: (payload: unknown) => Promise<void>) => worker.on(type, handler),
  };
  // The merchant API's money (docs/api-service.md "Merchant API money").
  const apiOrders = new ApiOrdersRepository(k);
  const apiMerchants = new ApiMerchants(k);
  const apiMoney = {
    placer: new ApiOrderPlacer({ repo: apiOrders, batcher }),
    pricing,
    transitions,
    currencies: () => base.reference.currencyMap(),
    rails: base.rails,
    senderName: async (userId: number) => {
      const merchant = await base.users.findById(userId);
      return merchant?.nick_name || merchant?.user_name || merchant?.account_no || '';
    },
    clock,
  };
  const apiOrderServices = {
    collect: new ApiCollectService({
      ...apiMoney,
      startCollection: (trx, orderId) => enqueue(COLLECTION_JOB, { orderId }, trx),
    }),
    payout: new ApiPayoutService(apiMoney),
    transfer: new ApiTransferService({ ...apiMoney, merchants: apiMerchants, fundPassword }),
    query: new ApiOrderQueryService({ repo: apiOrders, currencies: apiMoney.currencies }),
  };
  const darajaCallbacks = new DarajaCallbacks({
    db: k,
    orders: ordersRepo,
    results,
    findAccount: (accountNo) => base.users.findByAccountNo(accountNo),
    clock,
    retry,
    merchantPaybill: new ApiPaybillCredits({
      merchants: apiMerchants,
      repo: apiOrders,
      transitions,
      batcher,
      clock,
    }),
  });
  const payoutQueries = new PayoutStatusQueries({
    db: k,
    jobs,
    clock,
    delayMs: config.CHANNEL_STATUS_QUERY_DELAY_MS,
  });
  const audit = (operatorId: number, action: OperatorAuditAction, target: string, detail: string) =>
    operators.repo.audit(operatorId, action, target, detail, clock.now().toISOString());
  const darajaPayoutStatus = new DarajaPayoutStatus({
    orders: ordersRepo,
    results,
    queries: payoutQueries,
    audit,
  });
  // Reversals of unmatched Paybill payments exist only where Daraja is the rail.
  const darajaReversals = daraja
    ? new DarajaReversals({
        repo: new DarajaReversalsRepository(k),
        batcher,
        channel: daraja,
        audit,
        clock,
        log: { warn: (obj, msg) => server().log.warn(obj, msg) },
        retry,
      })
    : null;
  const cobo = createCoboService({
    db: k,
    config,
    batcher,
    credit: (trx, deposit) => orders.creditDeposit(trx, deposit),
    clock,
    railOff: base.rails.mode('cobo') === 'off',
  });
  const sandbox = new SandboxChannel(simulator);
  const tanzanianWallets = new TanzanianWalletsChannel(simulator);
  const offRail = new OffRailChannel();
  // Calls to the rails' providers, counted once the metrics registry exists (app.ts).
  const railCalls = new RailCallRelay();
  // What the rails' daily reconciliations found for an operator (the console's rails screen).
  const railMismatches = new RailMismatches(k, clock);
  // Airtel Money of each AIRTEL_COUNTRIES country goes to its Open API when AIRTEL_MODE=openapi.
  const airtel = createAirtel({
    config,
    clock,
    mismatches: railMismatches,
    results,
    orders: ordersRepo,
    db: k,
    queue: jobs,
    jobs: retry,
    log: { warn: (obj, msg) => server().log.warn(obj, msg) },
    observer: railCalls,
  });
  // M-Pesa Tanzania (pay type 7, TZS) goes to the OpenAPI when VODACOM_TZ_MODE=openapi.
  const vodacomTz = createVodacomTz({
    config,
    clock,
    results,
    orders: ordersRepo,
    db: k,
    mismatches: railMismatches,
    jobs: retry,
    observer: railCalls,
    decimals: async (currencyId) => (await base.reference.currencyMap()).get(currencyId)!.decimals,
    log: {
      warn: (obj, msg) => server().log.warn(obj, msg),
      info: (obj, msg) => server().log.info(obj, msg),
    },
  });
  // Unless it serves live money (RAILS_SIMULATOR), the simulator's signed results apply to
  // sandbox orders only: a result for a live order is refused (docs/rails.md).
  const simulatorAccepts = async (reference: string) => {
    if (base.rails.simulatorServesLive) return true;
    const orderId = orderIdFromReference(reference);
    const order = orderId === null ? undefined : await ordersRepo.findById(orderId);
    return order?.api_mode === 'test';
  };
  registerChannelJobs({
    worker,
    server,
    // Test-mode API orders never reach a real rail (docs/api-service.md); a rail that is off
    // (channels/rails.ts) refuses what was queued before it went off.
    channelFor: (order) =>
      order.api_mode === 'test'
        ? sandbox
        : daraja && DARAJA_PAY_TYPES.has(order.pay_type)
          ? daraja
          : (vodacomTz?.channelFor(order) ??
            airtel?.channelFor(order) ??
            (base.rails.routeMode(order.pay_type, order.currency_id) === 'off'
              ? offRail
              : onTanzanianWallet(order)
                ? tanzanianWallets
                : simulator)),
    results,
    simulator,
    orders: ordersRepo,
    reference: base.reference,
    jobs,
    statusQueryDelayMs: config.CHANNEL_STATUS_QUERY_DELAY_MS,
    payoutQueries,
  });
  const transactions = new TransactionsService(k);
  const apiKeys = new ApiKeysRepository(
    k,
    new SecretBox(config.API_SECRET_KEY),
    db.cacheNotices.generationsRider,
  );
  const nonces = new NonceStore(k, batcher, clock);
  const apiAccessRepo = new ApiAccessRepository(k);
  const apiAccess = new ApiAccessService(apiAccessRepo, {
    keys: apiKeys,
    fundPassword,
    team: base.team,
    users: base.users,
    oplog: base.oplog,
    clock,
    production: config.isProduction,
  });
  const apiAccessReview = new ApiAccessReview(apiAccessRepo, {
    keys: apiKeys,
    users: base.users,
    oplog: base.oplog,
    audit,
    clock,
    kycRequired: config.KYC_REQUIRED,
    notify: (trx, event) => base.notifications.notify(trx, event),
  });
  const apiScreens = createApiScreens({
    db: k,
    batcher,
    transitions,
    orders,
    fundPassword,
    files: base.files,
    exchangeAccounts: new ExchangeAccountsService(new OrgAccountsRepository(k), {
      oplog: base.oplog,
      clock,
    }),
    reference: base.reference,
    users: base.users,
    team: base.team,
    oplog: base.oplog,
    rails: base.rails,
    clock,
  });
  const webhooks = createWebhooks({
    db: k,
    jobs,
    worker,
    batcher,
    transitions,
    apiKeys,
    team: base.team,
    oplog: base.oplog,
    clock,
    config,
  });
  // Merchant API batch payouts: each item through the single payout (docs/api-service.md).
  const apiBatches = createApiBatches({
    db: k,
    batcher,
    worker,
    transitions,
    payout: apiOrderServices.payout,
    orders: apiOrders,
    webhooks: webhooks.recorder,
    currencies: apiMoney.currencies,
    nameCheck: (query) => base.payeeCheck.grade(query),
    approvals: {
      requiredForApiBatch: (mainUserId, totals) =>
        approvals.policy.requiredForApiBatch(mainUserId, totals),
      open: (trx, subject, required, now) =>
        approvals.service.open(trx, 'apiBatch', subject, required, 0, now),
    },
    clock,
  });
  approvals.service.register('apiBatch', apiBatches.approvalSubject);
  return {
    liveEvents,
    approvals,
    batches,
    apiBatches,
    webhooks,
    apiKeys,
    apiAccess,
    apiAccessReview,
    nonces,
    apiScreens,
    apiOrderServices,
    transitions,
    transactions,
    operators,
    rateBook,
    fx,
    crossBorderFunding,
    cashIn,
    jobs,
    worker,
    batcher,
    daraja,
    darajaCallbacks,
    darajaPayoutStatus,
    darajaReversals,
    airtel,
    railMismatches,
    railCalls,
    vodacomTz,
    cobo,
    ledger,
    orders,
    recharge,
    results,
    simulator,
    simulatorAccepts,
    risk,
    pricing,
    fundPassword,
    ordersRepo,
  };
}

export type MoneyServices = ReturnType<typeof createMoneyServices>;
