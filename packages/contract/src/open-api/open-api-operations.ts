import { ErrorCode, type ErrorCodeValue } from '../error-codes.ts';
import { BANK_PAY_TYPES } from '../schemas/api-service.ts';
import type { REQUEST_SCHEMAS } from './open-api-schemas.ts';

/** One /open/v1 call as the document describes it. */
export interface OperationSpec {
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  body: keyof typeof REQUEST_SCHEMAS;
  reply: 'BalanceReply' | 'OrderReply';
  /** The codes this call may answer with besides the signature ones. */
  codes: readonly ErrorCodeValue[];
  example: Record<string, unknown>;
}

export const TAGS = [
  { name: 'Balances', description: 'The balances of your API accounts.' },
  {
    name: 'Collections',
    description: "C2B: ask a customer's phone for a payment into your C2B account of that channel.",
  },
  { name: 'Payouts', description: 'B2C: pay from your B2C account to mobile money or a bank.' },
  {
    name: 'Transfers',
    description: 'Move money between your own API accounts, e.g. C2B to Suspense to B2C.',
  },
  { name: 'Orders', description: 'Read an order made by any of the calls above.' },
  { name: 'Webhooks', description: 'What we send to your notify URL.' },
] as const;

const ORDER_CODES = [ErrorCode.API_ORDER_NO_CONFLICT, ErrorCode.CURRENCY_NOT_FOUND] as const;

export const OPERATIONS: readonly OperationSpec[] = [
  {
    path: '/balance',
    operationId: 'getBalances',
    tag: 'Balances',
    summary: 'Balances of your API accounts',
    description:
      "The balance of each of your API accounts (Suspense, B2C and one C2B account per channel) in each currency, in the key's mode: live keys read live accounts, test keys the sandbox. Give `currencyId` to read one currency only.",
    body: 'OpenBalanceBody',
    reply: 'BalanceReply',
    codes: [],
    example: { currencyId: 404 },
  },
  {
    path: '/c2b/collect',
    operationId: 'collect',
    tag: 'Collections',
    summary: "Collect from a customer's phone (C2B)",
    description:
      "Sends a payment request (M-Pesa STK push or the channel's equivalent) to the customer's phone. The reply is the order awaiting its result (status 0); when the customer pays, the money lands in your C2B account of `payType` and the order turns to 1, or to 2 if the customer declines or does not answer. A webhook tells you the final state; `/order/query` reads it at any time.",
    body: 'OpenCollectBody',
    reply: 'OrderReply',
    codes: ORDER_CODES,
    example: {
      merchantOrderNo: 'INV-2026-0001',
      payType: 2,
      currencyId: 404,
      amount: '150.00',
      phone: '+254712345678',
      narrative: 'Invoice 2026-0001',
    },
  },
  {
    path: '/b2c/payout',
    operationId: 'payout',
    tag: 'Payouts',
    summary: 'Pay out to mobile money or a bank (B2C)',
    description: `Pays from your B2C account. The amount is held at once (refused with -1014 if the B2C balance is short) and sent through the channel of \`payType\`. Mobile-money pay types need \`phone\`; bank pay types (${BANK_PAY_TYPES.join(', ')}) need \`bankAccountNo\` and \`bankName\` instead (a missing one is refused with -1008 naming it). \`payoutStatus\` follows the payout: 0 pending, 1 processing, 2 success, 3 rejected; a rejected payout's funds are back in B2C.`,
    body: 'OpenPayoutBody',
    reply: 'OrderReply',
    codes: [...ORDER_CODES, ErrorCode.INSUFFICIENT_ASSET],
    example: {
      merchantOrderNo: 'PAY-2026-0001',
      payType: 2,
      currencyId: 404,
      amount: '500.00',
      phone: '+254712345678',
      name: 'Jane Wanjiku',
      narrative: 'Salary June',
    },
  },
  {
    path: '/transfer',
    operationId: 'transfer',
    tag: 'Transfers',
    summary: 'Move money between your API accounts',
    description:
      'Moves money from one of your API accounts to another in the same currency: into Suspense or B2C from any other account (C2B accounts fill only from collections). Refused with -1109 for any other pair and -1014 if the source is short.',
    body: 'OpenTransferBody',
    reply: 'OrderReply',
    codes: [...ORDER_CODES, ErrorCode.INSUFFICIENT_ASSET, ErrorCode.API_TRANSFER_NOT_ALLOWED],
    example: {
      merchantOrderNo: 'TRF-2026-0001',
      fromAccountType: 2,
      toAccountType: 0,
      currencyId: 404,
      amount: '1000.00',
      remark: 'Fund payouts',
    },
  },
  {
    path: '/order/query',
    operationId: 'queryOrder',
    tag: 'Orders',
    summary: 'Read an order',
    description:
      "An order made with this key mode, by your `merchantOrderNo` or our `sn` (one of them is required). Another merchant's orders, and orders of the other mode, are not found (-1007).",
    body: 'OpenOrderQueryBody',
    reply: 'OrderReply',
    codes: [ErrorCode.DATA_NOT_FOUND],
    example: { merchantOrderNo: 'PAY-2026-0001' },
  },
];
