import type { TFunction } from 'i18next';
import type { Order } from '../../lib/money/api.ts';

/**
 * The recipient column of an order: the cross-border balance for a move to it (kind 1), the
 * agent for a customer's copy of an agent's cash deposit (kind 2), else the recipient.
 */
export function payeeText(order: Order, t: TFunction): string {
  if (order.type === 1) return `${t('send:crossBorderWallet')} ${order.toCurrencyCode}`;
  const party = order.counterparty;
  if (party?.role === 'agent')
    return t('money:fromAgent', { name: party.name ?? '', accountNo: party.accountNo });
  return order.payeeName ?? '-';
}
