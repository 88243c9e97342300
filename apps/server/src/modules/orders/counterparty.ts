import { ORDER_KIND } from '@pesa/domain';
import type { CashInDetails } from './cash-in.service.ts';
import type { OrderRow } from './orders.repository.ts';
import { isWalletSend, type WalletSendDetails } from './wallet-send.ts';

/** The other customer of an order, as the viewer sees it (the contract's `counterparty`). */
export interface Counterparty {
  role: 'agent' | 'customer' | 'sender' | 'recipient';
  name: string | null;
  accountNo: string;
}

/**
 * The other side of an order that moves money between two customers, as the viewer sees it:
 * an agent's cash deposit names the customer to the agent and the agent to the customer; a
 * wallet send names the recipient to the sender and the sender to the recipient. Null for every
 * other order, and for a wallet send kept from before its parties were recorded.
 */
export function orderCounterparty(
  order: Pick<
    OrderRow,
    'kind' | 'pay_type' | 'api_mode' | 'counter_account_key' | 'main_user_id' | 'details'
  >,
  viewerMainUserId: number,
): Counterparty | null {
  const own = Number(order.main_user_id) === viewerMainUserId;
  if (order.kind === ORDER_KIND.CASH_IN) {
    const d = JSON.parse(order.details) as CashInDetails;
    return own
      ? { role: 'customer', name: d.customerName, accountNo: d.customerAccountNo }
      : { role: 'agent', name: d.agentName, accountNo: d.agentAccountNo };
  }
  if (!isWalletSend(order)) return null;
  const d = JSON.parse(order.details) as Partial<WalletSendDetails>;
  if (!d.senderAccountNo || !d.recipientAccountNo) return null;
  return own
    ? { role: 'recipient', name: d.recipientName ?? null, accountNo: d.recipientAccountNo }
    : { role: 'sender', name: d.senderName ?? null, accountNo: d.senderAccountNo };
}
