import type { QueueCounts } from '../api/opsCalls.ts';
import type { FinanceQueue } from './financeCalls.ts';

/** Each finance queue: its path, its menu count and its texts' key. */
export const FINANCE_QUEUES: Record<
  FinanceQueue,
  { path: string; count: keyof QueueCounts; texts: string }
> = {
  orders: { path: '/ops/orders-review', count: 'manualPending', texts: 'finance.orders' },
  topUps: { path: '/ops/top-ups', count: 'offlineTopUps', texts: 'finance.topUps' },
};

/** Only these roles decide (the server enforces it; support reads the queues). */
export const FINANCE_DECIDERS = new Set(['finance', 'admin']);
