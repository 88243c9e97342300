import { API_CHANNEL_CURRENCIES } from '@pesa/domain';
import { ErrorCode, type ErrorCodeValue } from '../error-codes.ts';
import { BANK_PAY_TYPES } from '../enums.ts';
import type { REQUEST_SCHEMAS } from './open-api-schemas.ts';
import { nameCheckTable } from './open-api-text.ts';

/** One /open/v1 call as the document describes it. */
export interface OperationSpec {
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  body: keyof typeof REQUEST_SCHEMAS;
  reply: 'BalanceReply' | 'OrderReply' | 'PayeeCheckReply' | 'BatchReply' | 'BatchQueryReply';
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
  {
    name: 'Batches',
    description: 'Up to 1,000 payouts in one call, paid in the background, and where they stand.',
  },
  { name: 'Orders', description: 'Read an order made by any of the calls above.' },
  { name: 'Webhooks', description: 'What we send to your notify URL.' },
] as const;

const ORDER_CODES = [
  ErrorCode.API_ORDER_NO_CONFLICT,
  ErrorCode.CURRENCY_NOT_FOUND,
  ErrorCode.REPEATED_REQUEST,
] as const;

const CURRENCY_CODES: Record<number, string> = { 404: 'KES', 834: 'TZS' };

/** Which currency each pay type moves, read from the rule the server checks. */
export function channelCurrencies(payTypes: readonly number[], or = ' or ', comma = ', '): string {
  return payTypes
    .map((payType) => {
      const codes = (API_CHANNEL_CURRENCIES[payType] ?? []).map((id) => CURRENCY_CODES[id] ?? id);
      return `${payType} ${codes.join(or)}`;
    })
    .join(comma);
}

/** What every call that makes an order says about its number and a rare clash of ours. */
const ORDER_NOTES =
  'Repeating the call with the same `merchantOrderNo` and body returns the same order and moves nothing; -1059 means our own order number clashed, so send the same call again.';

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
    description: [
      "Sends a payment request (M-Pesa STK push or the channel's equivalent) to the customer's phone. The reply is the order awaiting the customer (status -1); when the customer pays, the money lands in your C2B account of `payType` and the order turns to 1, or to 2 if the customer declines. A webhook tells you the final state; `/order/query` reads it at any time. Collections are free.",
      `Each channel moves its own currency (another one is -1008 on \`currencyId\`): ${channelCurrencies([2, 3, 5, 6, 7])}.`,
      ORDER_NOTES,
    ].join('\n\n'),
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
    description: [
      `Pays from your B2C account through the channel of \`payType\`. The amount plus our fee (\`feeAmount\` in the reply) is held at once, refused with -1014 if the B2C balance is short; an amount below the channel's minimum is -1008 on \`amount\`. Mobile-money pay types need \`phone\`; bank pay types (${BANK_PAY_TYPES.join(', ')}) need \`bankAccountNo\` and \`bankName\` instead (a missing one is -1008 naming it). \`payoutStatus\` follows the payout: 0 pending, 1 processing, 2 success, 3 rejected; a rejected payout's hold is back in B2C.`,
      `Each channel moves its own currency (another one is -1008 on \`currencyId\`): ${channelCurrencies([2, 3, 5, 6, 7, ...BANK_PAY_TYPES])}.`,
      ORDER_NOTES,
    ].join('\n\n'),
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
    path: '/payee/check',
    operationId: 'checkPayee',
    tag: 'Payouts',
    summary: "Check a payee's name before paying",
    description: [
      "Asks the rail of `payType` for the name registered to the phone or bank account and grades `name` against it, before you pay: `MATCH`; `CLOSE_MATCH`, the same person written another way (a missing middle name, another order, initials, case or accents, a small typo), with the rail's `registeredName`; `NO_MATCH`, another name, never shown; `UNAVAILABLE`, the rail cannot check (M-Pesa Kenya has no look-up before paying). The grade never blocks a payout: what to do with it is yours.",
      'Checks are counted per merchant and key mode in the hour (refused with 429 past the cap), so that they cannot be used to collect names. In the sandbox the number chooses the registered name:',
      nameCheckTable(),
    ].join('\n\n'),
    body: 'OpenPayeeCheckBody',
    reply: 'PayeeCheckReply',
    codes: [],
    example: { payType: 2, phone: '+254712349901', name: 'Wanjiku Kamau' },
  },
  {
    path: '/b2c/batch',
    operationId: 'payoutBatch',
    tag: 'Batches',
    summary: 'Pay up to 1,000 payouts in one call (B2C)',
    description: [
      'Each item is exactly the body of `/b2c/payout` and is checked as that call checks it before money: its fields, the channel and currency, a live rail, the amount and the minimum. A `merchantOrderNo` an earlier item of the batch uses, or one of an existing order made by a different request, is rejected (-1107). The reply comes at once: `accepted`, how many items will be paid, and `rejected`, each bad item with its `index` (from 0), the code `/b2c/payout` would answer and its message in your language. A body that is wrong as a whole (no `merchantBatchNo`, no items, more than 1,000) is -1008 and nothing is kept.',
      'The accepted items are paid in the background, each through the path of `/b2c/payout`: each becomes an order idempotent by its own `merchantOrderNo` (an item whose order you already made with the same body is not paid again; it shows that order). An item the B2C balance no longer covers when its turn comes fails with -1014 and moves no money; it shows as failed in `/batch/query`. Each order sends its own webhook; when every accepted item is final, one `batch.completed` webhook follows.',
      "Repeating the call with the same `merchantBatchNo` and body returns the original answer and pays nothing more; the same `merchantBatchNo` with another body is -1107. In the sandbox the payout numbers choose each item's outcome as for single payouts (see Sandbox).",
    ].join('\n\n'),
    body: 'OpenBatchBody',
    reply: 'BatchReply',
    codes: [ErrorCode.API_ORDER_NO_CONFLICT, ErrorCode.REPEATED_REQUEST],
    example: {
      merchantBatchNo: 'PAYROLL-2026-06',
      items: [
        {
          merchantOrderNo: 'PAYROLL-2026-06-0001',
          payType: 2,
          currencyId: 404,
          amount: '500.00',
          phone: '+254712345678',
          name: 'Jane Wanjiku',
          narrative: 'Salary June',
        },
        {
          merchantOrderNo: 'PAYROLL-2026-06-0002',
          payType: 101,
          currencyId: 404,
          amount: '750.00',
          bankName: 'Equity Bank',
          bankAccountNo: '0123456789',
          name: 'Peter Otieno',
          narrative: 'Salary June',
        },
      ],
    },
  },
  {
    path: '/batch/query',
    operationId: 'queryBatch',
    tag: 'Batches',
    summary: 'Read a batch and a page of its items',
    description:
      "A batch made with this key mode, by your `merchantBatchNo` or our `batchSn` (given both, both must name it): its counts per outcome, `completedTime` once every accepted item is final, and a page of its items in order (`pageNum` from 1, `pageSize` up to 100). An item with an order carries that order's fields as `/order/query` shows them (`sn`, `status`, `payoutStatus`, …); a rejected item, or one that failed before becoming an order, carries `code` and `msg` instead. Another merchant's batches, and those of the other mode, are not found (-1007).",
    body: 'OpenBatchQueryBody',
    reply: 'BatchQueryReply',
    codes: [ErrorCode.DATA_NOT_FOUND],
    example: { merchantBatchNo: 'PAYROLL-2026-06', pageNum: 1, pageSize: 50 },
  },
  {
    path: '/transfer',
    operationId: 'transfer',
    tag: 'Transfers',
    summary: 'Move money between your API accounts',
    description: [
      "Moves money at once from one of your API accounts to another in the same currency: into Suspense or B2C from any other account (C2B accounts fill only from collections). The reply is the order, already a success (status 1). Refused with -1109 for any other pair (or the same account twice) and -1014 if the source is short; a transfer from a C2B account must be in that channel's currency (-1008 on `currencyId`). Transfers are free.",
      ORDER_NOTES,
    ].join('\n\n'),
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
      "An order made with this key mode, by your `merchantOrderNo` or our `sn` (one of them is required; given both, both must name the same order). Another merchant's orders, and orders of the other mode, are not found (-1007).",
    body: 'OpenOrderQueryBody',
    reply: 'OrderReply',
    codes: [ErrorCode.DATA_NOT_FOUND],
    example: { merchantOrderNo: 'PAY-2026-0001' },
  },
];
