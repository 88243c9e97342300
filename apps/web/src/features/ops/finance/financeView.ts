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

/**
 * An amount (a decimal string the server formats from minor units, so no float rounding) with
 * the language's grouping and its currency code.
 */
export function formatMoney(value: string | null, code: string, language: string): string {
  if (value === null || !/^-?\d+(\.\d+)?$/.test(value)) return '—';
  const decimals = value.split('.')[1]?.length ?? 0;
  const formatted = new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value as `${number}`);
  return `${formatted} ${code}`;
}
