import type { Transaction } from 'kysely';
import { ORDER_KIND, OrderStatus, type RecipientSmsRequest } from '@pesa/domain';
import type { Database } from '../../db/schema.ts';
import type { NotificationsService } from './notifications.service.ts';
import type { NotificationType } from './notification-texts.ts';

/** The order as it reaches a final status (structural: orders module's OrderRow fits). */
interface FinalOrder {
  id: number;
  sn: string;
  kind: number;
  user_id: number;
  currency_id: number;
  amount: string | number | bigint;
  api_mode?: string | null;
  details: string;
}

const SEND_TYPES: Partial<Record<number, NotificationType>> = {
  [OrderStatus.PASS]: 'send.paid',
  [OrderStatus.REJECT]: 'send.failed',
  [OrderStatus.CANCEL]: 'send.cancelled',
};

/**
 * Tells the person who made an order how it ended, in the transaction that ends it: a send paid,
 * failed or cancelled, a top-up (any rail, VA or COBO deposit) credited. Merchant API orders are
 * told by their webhooks instead; only their recipient's SMS, if asked for, goes out from here.
 */
export function orderNotices(notifications: NotificationsService) {
  return async (trx: Transaction<Database>, order: FinalOrder, to: number) => {
    const details = parseDetails(order.details);
    if (to === OrderStatus.PASS && order.kind === ORDER_KIND.PAYMENT && details.recipientSms)
      await notifications.tellRecipient(
        trx,
        {
          id: order.id,
          sn: order.sn,
          amount: String(order.amount),
          currency_id: order.currency_id,
        },
        details.recipientSms,
      );
    if (order.api_mode) return;
    const type =
      order.kind === ORDER_KIND.PAYMENT
        ? SEND_TYPES[to]
        : order.kind === ORDER_KIND.RECHARGE && to === OrderStatus.PASS
          ? 'topup.credited'
          : undefined;
    if (!type) return;
    await notifications.notify(trx, {
      key: `order:${order.id}:${to}`,
      userId: order.user_id,
      type,
      params: { sn: order.sn, amount: String(order.amount), currencyId: order.currency_id },
    });
  };
}

function parseDetails(details: string): { recipientSms?: RecipientSmsRequest } {
  try {
    return (JSON.parse(details) ?? {}) as { recipientSms?: RecipientSmsRequest };
  } catch {
    return {};
  }
}
