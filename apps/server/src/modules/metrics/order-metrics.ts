import { ORDER_KIND, OrderStatus } from '@pesa/domain';
import { Counter, type Registry } from 'prom-client';

const kindNames: Record<number, string> = {
  [ORDER_KIND.PAYMENT]: 'send',
  [ORDER_KIND.RECHARGE]: 'top_up',
  [ORDER_KIND.WALLET_TRANSFER]: 'wallet_transfer',
  [ORDER_KIND.CASH_IN]: 'cash_in',
};

const statusNames: Record<number, string> = {
  [OrderStatus.PASS]: 'pass',
  [OrderStatus.REJECT]: 'reject',
  [OrderStatus.CANCEL]: 'cancel',
};

/** What an order that ended is counted by: its kind, its rail (pay type) and how it ended. */
export interface FinishedOrder {
  kind: number;
  pay_type: number;
}

/**
 * Sends (whose final status is their payout's result), top-ups and the other orders, by rail and
 * final status. Told by OrderTransitions' final-status listener, inside the transaction that ends
 * the order: a transaction that then rolls back has been counted once too often, which a rate
 * alert tolerates (the orders table stays the record).
 */
export function orderMetrics(registry: Registry) {
  const finished = new Counter({
    name: 'pesa_orders_finished_total',
    help: 'Orders that reached a final status, by kind (send, top_up, ...), rail (pay type) and status',
    labelNames: ['kind', 'rail', 'status'] as const,
    registers: [registry],
  });
  return {
    finished(order: FinishedOrder, to: number): void {
      finished.inc({
        kind: kindNames[order.kind] ?? String(order.kind),
        rail: String(order.pay_type),
        status: statusNames[to] ?? String(to),
      });
    },
  };
}
