import type { Harness } from './harness.ts';

/**
 * The app's metrics after a ledger check (which reads the orders-table gauges), with `value` to
 * read one series by its exact name and labels (NaN when absent).
 */
export async function readMetrics(h: Harness) {
  await h.app.metrics.ledgerCheck.run();
  const text = await h.app.metrics.registry.metrics();
  const value = (series: string) =>
    Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} (\\d+)`, 'm').exec(text)?.[1]);
  return { text, value };
}
