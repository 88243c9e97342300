import type { QueueCounts } from './api/opsCalls.ts';

/** The queues the menu lists, in the order an operator works through them. */
export const QUEUES: ReadonlyArray<keyof QueueCounts> = [
  'kyc',
  'kyb',
  'payees',
  'va',
  'exchangeAccounts',
  'apiAccess',
  'manualPending',
  'offlineTopUps',
];

/** The queues that have their own screen so far. */
export const QUEUE_PATHS: Partial<Record<keyof QueueCounts, string>> = {
  kyc: '/ops/kyc',
  kyb: '/ops/kyb',
  payees: '/ops/payees',
  va: '/ops/va',
  exchangeAccounts: '/ops/exchange-accounts',
  apiAccess: '/ops/api-access',
};

/** The compliance queues' names live under the `compliance` texts, the others under `menu`. */
const COMPLIANCE_NAMED = new Set<keyof QueueCounts>(['kyc', 'kyb', 'payees']);
export const queueLabelKey = (key: keyof QueueCounts) =>
  COMPLIANCE_NAMED.has(key) ? `compliance.menu.${key}` : `menu.${key}`;
