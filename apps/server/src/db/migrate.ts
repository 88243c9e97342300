import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import * as foundation from './migrations/2026-11-22T0440-foundation.ts';
import * as ledger from './migrations/2026-11-22T0520-ledger.ts';
import * as files from './migrations/2026-11-22T0530-files.ts';
import * as payees from './migrations/2026-11-22T0531-payees.ts';
import * as orders from './migrations/2026-11-22T0540-orders.ts';
import * as cobo from './migrations/2026-11-22T0600-cobo.ts';
import * as kyc from './migrations/2026-11-22T0610-kyc.ts';
import * as va from './migrations/2026-11-22T0611-va.ts';
import * as orgAccounts from './migrations/2026-11-22T0612-org-accounts.ts';
import * as darajaReversals from './migrations/2026-11-23T0700-daraja-reversals.ts';
import * as operatorLockout from './migrations/2026-11-24T1320-operator-lockout.ts';
import * as channelMinimums from './migrations/2026-11-24T1340-channel-minimums.ts';
import * as rateLimits from './migrations/2026-11-24T1350-rate-limits.ts';
import * as apiService from './migrations/2026-11-24T1500-api-service.ts';
import * as collectionPoints from './migrations/2026-11-24T2000-collection-points.ts';
import * as railNames from './migrations/2026-11-24T2030-rail-names.ts';
import * as operatorRolesTotp from './migrations/2026-11-24T2100-operator-roles-totp.ts';
import * as customerSuspension from './migrations/2026-11-25T0300-customer-suspension.ts';
import * as auditAppendOnly from './migrations/2026-11-25T0500-audit-append-only.ts';
import * as agentCashIn from './migrations/2026-11-25T0720-agent-cash-in.ts';
import * as duplicateSubmits from './migrations/2026-11-25T0730-duplicate-submits.ts';
import * as exchangePayeeChange from './migrations/2026-11-25T1010-exchange-payee-change.ts';
import * as jobHolder from './migrations/2026-11-25T1200-job-holder.ts';
import * as contractWorkerReview from './migrations/2026-11-25T1500-contract-worker-review.ts';
import * as fxSpreads from './migrations/2026-11-28T1800-fx-spreads.ts';
import * as walletSendCorrections from './migrations/2026-11-28T1810-wallet-send-corrections.ts';
import * as webhookResendLimits from './migrations/2026-11-28T1930-webhook-resend-limits.ts';
import * as nameCheck from './migrations/2026-11-28T1830-name-check.ts';
import * as approvals from './migrations/2026-11-28T1840-approvals.ts';
import * as batches from './migrations/2026-11-28T1850-batches.ts';
import * as crossBorderBatches from './migrations/2026-11-28T2120-cross-border-batches.ts';
import * as apiBatches from './migrations/2026-11-28T2100-api-batches.ts';
import * as notifications from './migrations/2026-11-28T2200-notifications.ts';
import * as liveEvents from './migrations/2026-11-28T2210-live-events.ts';
import * as documentCodes from './migrations/2026-11-28T2220-document-codes.ts';
import * as apiBatchNameCheck from './migrations/2026-11-28T2230-api-batch-name-check.ts';
import * as apiBatchApprovals from './migrations/2026-11-28T2240-api-batch-approvals.ts';
import * as receiptCodeUnique from './migrations/2026-11-28T2255-receipt-code-unique.ts';
import * as notificationDevices from './migrations/2026-11-28T2250-notification-devices.ts';
import * as metricsWebhookFailures from './migrations/2026-11-29T0140-metrics-webhook-failures.ts';
import * as ledgerRefusal from './migrations/2026-11-29T0520-ledger-refusal.ts';
import * as railMismatches from './migrations/2026-11-29T1A00-rail-mismatches.ts';
import * as cacheGenerations from './migrations/2026-11-29T2100-cache-generations.ts';
import * as partialOrderIndexes from './migrations/2026-11-30T0600-partial-order-indexes.ts';
import * as keptSignIn from './migrations/2026-11-30T1900-kept-sign-in.ts';

/** Listed explicitly (not read from disk) so the same code runs under tsx, vitest and bundles. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0440-foundation': foundation,
  '2026-11-22T0520-ledger': ledger,
  '2026-11-22T0530-files': files,
  '2026-11-22T0531-payees': payees,
  '2026-11-22T0540-orders': orders,
  '2026-11-22T0600-cobo': cobo,
  '2026-11-22T0610-kyc': kyc,
  '2026-11-22T0611-va': va,
  '2026-11-22T0612-org-accounts': orgAccounts,
  '2026-11-23T0700-daraja-reversals': darajaReversals,
  '2026-11-24T1320-operator-lockout': operatorLockout,
  '2026-11-24T1340-channel-minimums': channelMinimums,
  '2026-11-24T1350-rate-limits': rateLimits,
  '2026-11-24T1500-api-service': apiService,
  '2026-11-24T2000-collection-points': collectionPoints,
  '2026-11-24T2030-rail-names': railNames,
  '2026-11-24T2100-operator-roles-totp': operatorRolesTotp,
  '2026-11-25T0300-customer-suspension': customerSuspension,
  '2026-11-25T0500-audit-append-only': auditAppendOnly,
  '2026-11-25T0720-agent-cash-in': agentCashIn,
  '2026-11-25T0730-duplicate-submits': duplicateSubmits,
  '2026-11-25T1010-exchange-payee-change': exchangePayeeChange,
  '2026-11-25T1200-job-holder': jobHolder,
  '2026-11-25T1500-contract-worker-review': contractWorkerReview,
  '2026-11-28T1800-fx-spreads': fxSpreads,
  '2026-11-28T1810-wallet-send-corrections': walletSendCorrections,
  '2026-11-28T1930-webhook-resend-limits': webhookResendLimits,
  '2026-11-28T1830-name-check': nameCheck,
  '2026-11-28T1840-approvals': approvals,
  '2026-11-28T1850-batches': batches,
  '2026-11-28T2120-cross-border-batches': crossBorderBatches,
  '2026-11-28T2100-api-batches': apiBatches,
  '2026-11-28T2200-notifications': notifications,
  '2026-11-28T2210-live-events': liveEvents,
  '2026-11-28T2220-document-codes': documentCodes,
  '2026-11-28T2230-api-batch-name-check': apiBatchNameCheck,
  '2026-11-28T2240-api-batch-approvals': apiBatchApprovals,
  '2026-11-28T2255-receipt-code-unique': receiptCodeUnique,
  '2026-11-28T2250-notification-devices': notificationDevices,
  '2026-11-29T0140-metrics-webhook-failures': metricsWebhookFailures,
  '2026-11-29T0520-ledger-refusal': ledgerRefusal,
  '2026-11-29T1A00-rail-mismatches': railMismatches,
  '2026-11-29T2100-cache-generations': cacheGenerations,
  '2026-11-30T0600-partial-order-indexes': partialOrderIndexes,
  '2026-11-30T1900-kept-sign-in': keptSignIn,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  // Parallel work lands migrations out of timestamp order; each still runs exactly once.
  const migrator = new Migrator({ db: db.kysely, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
