import type { QueueCounts } from './api/opsCalls.ts';
import { FINANCE_QUEUES } from './finance/financeView.ts';

/** The queues the menu lists, in the order an operator works through them. */
export const QUEUES: ReadonlyArray<keyof QueueCounts> = [
  'kyc',
  'manualPending',
  'offlineTopUps',
  'va',
  'exchangeAccounts',
  'apiAccess',
];

/** The queues that have their own screen so far. */
export const QUEUE_PATHS: Partial<Record<keyof QueueCounts, string>> = {
  kyc: '/ops/kyc',
  manualPending: FINANCE_QUEUES.orders.path,
  offlineTopUps: FINANCE_QUEUES.topUps.path,
};
