import type { QueueCounts } from './api/opsCalls.ts';
import { FINANCE_QUEUES } from './finance/financeView.ts';

/** The queues the menu lists, in the order an operator works through them. */
export const QUEUES: ReadonlyArray<keyof QueueCounts> = [
  'kyc',
  'kyb',
  'payees',
  'va',
  'exchangeAccounts',
  'contractWorkers',
  'apiAccess',
  'manualPending',
  'offlineTopUps',
];

/** Each queue's own screen. */
export const QUEUE_PATHS: Partial<Record<keyof QueueCounts, string>> = {
  kyc: '/ops/kyc',
  kyb: '/ops/kyb',
  payees: '/ops/payees',
  va: '/ops/va',
  exchangeAccounts: '/ops/exchange-accounts',
  contractWorkers: '/ops/contract-workers',
  apiAccess: '/ops/api-access',
  manualPending: FINANCE_QUEUES.orders.path,
  offlineTopUps: FINANCE_QUEUES.topUps.path,
};

/** The compliance queues' names live under the `compliance` texts, the others under `menu`. */
const COMPLIANCE_NAMED = new Set<keyof QueueCounts>(['kyc', 'kyb', 'payees']);
export const queueLabelKey = (key: keyof QueueCounts) =>
  COMPLIANCE_NAMED.has(key) ? `compliance.menu.${key}` : `menu.${key}`;
