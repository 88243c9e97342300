import { PUSH_TOP_UP_PAY_TYPES } from '@pesa/contract';
import type { OrderRow } from './orders.repository.ts';

/** Our published ways to pay in, for the order's country and currency (reference data). */
export interface CollectionPoints {
  accounts: Array<{
    payType: number;
    institution: string;
    accountName: string;
    accountNumber: string;
    branch: string | null;
    swift: string | null;
  }>;
  shops: Array<{ name: string; address: string; hours: string }>;
}

const BANK_TOPUP = 503;
const PAYBILL = 505;
const CASH_PAY_TYPES = [504, 300];

/**
 * Whether the country publishes what this top-up route needs in this currency: a bank or Paybill
 * account, or cash shops. Without it the route cannot tell the customer where to pay.
 */
export function collectionPointMissing(payType: number, points: CollectionPoints): boolean {
  if (payType === BANK_TOPUP || payType === PAYBILL)
    return !points.accounts.some((a) => a.payType === payType);
  if (CASH_PAY_TYPES.includes(payType)) return points.shops.length === 0;
  return false;
}

/**
 * What the customer does next for each top-up route. The accounts and shops are those of the
 * customer's country in the order's currency (so a TZS bank top-up names our Tanzanian account);
 * the reference ties the deposit to this order.
 */
export function topUpInstructions(
  order: Pick<OrderRow, 'sn' | 'pay_type'>,
  accountNo: string,
  points: CollectionPoints,
) {
  const reference = order.sn;
  const account = points.accounts.find((a) => a.payType === order.pay_type);
  if (PUSH_TOP_UP_PAY_TYPES.includes(order.pay_type))
    return { kind: 'stkPush', reference, steps: ['stkPushPrompt', 'stkPushPin'] };
  if (order.pay_type === BANK_TOPUP && account)
    return {
      kind: 'bank',
      reference,
      bank: {
        bankName: account.institution,
        accountName: account.accountName,
        accountNumber: account.accountNumber,
        branch: account.branch ?? '',
        swift: account.swift ?? '',
      },
      steps: ['bankTransfer', 'bankReference'],
    };
  if (order.pay_type === PAYBILL && account)
    return {
      kind: 'paybill',
      reference,
      paybill: { businessNumber: account.accountNumber, accountNumber: accountNo },
      steps: ['paybillMenu', 'paybillAccount'],
    };
  if (CASH_PAY_TYPES.includes(order.pay_type))
    return { kind: 'cash', reference, shops: points.shops, steps: ['cashShop', 'cashReference'] };
  return { kind: 'offline', reference, steps: ['offlineReview'] };
}
