import { z } from 'zod';
import { idField, intField, pageFields } from './fields.ts';

/** A major-unit decimal amount ("1500.00"); JSON numbers are read through their decimal text. */
export const amountField = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,15}(\.\d{1,8})?$/, { message: 'amountRule' }));

/** Client-chosen order number: the idempotency key of a money call (SPEC §7, -1059). */
export const snField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, { message: 'snRule' });

export const SOURCES_OF_FUNDS = [
  'businessReturns',
  'gift',
  'inheritance',
  'loans',
  'salary',
  'savings',
  'winnings',
] as const;
/** Purpose of trade codes of SPEC §3 ('2' is not used). */
export const PURPOSE_CODES = ['0', '1', '3', '4', '5', '6', '7'] as const;

const filePath = z.string().trim().min(1).max(300);
const scopeField = z.union([z.literal(0), z.literal(1)]);

/** The fields /order/quote and /order/create share (SPEC §3 Order). */
export const orderQuoteBody = z.object({
  scope: scopeField,
  payeeId: idField,
  payType: intField,
  currencyId: idField,
  amount: amountField,
  transactionReason: z.enum(SOURCES_OF_FUNDS).optional(),
  fundsPurpose: z.enum(PURPOSE_CODES).optional(),
  senderAddress: z.string().trim().min(1).max(200).optional(),
  exchangeFile: filePath.optional(),
  detailFile: filePath.optional(),
  contractFile: filePath.optional(),
  contractWorker: idField.optional(),
  remark: z.string().trim().max(200).optional(),
});

export const orderCreateBody = orderQuoteBody.extend({
  sn: snField,
  fundPassword: z.string().regex(/^\d{6}$/, { message: 'fundPasswordRule' }),
  /**
   * The sender saw that the payee's name does not match the one the rail holds and pays anyway;
   * required only when the name check grades NO_MATCH (docs/name-check.md).
   */
  nameCheckConfirmed: z.boolean().optional(),
  /** Tell the recipient of a mobile-money or bank payout by SMS once it is paid (docs/notifications.md). */
  notifyRecipient: z.boolean().optional(),
});

/** Transaction types of SPEC §2: receive (top-ups), send, cash, office (offline) payment. */
export const ORDER_LIST_TYPES = ['receive', 'send', 'cash', 'office'] as const;

export const orderListBody = z.object({
  ...pageFields,
  scope: scopeField.optional(),
  type: z.enum(ORDER_LIST_TYPES).optional(),
  status: intField.min(-2).max(3).optional(),
  sn: z.string().trim().max(64).optional(),
  beginTime: z.iso.datetime().optional(),
  endTime: z.iso.datetime().optional(),
});

/**
 * The export of the order list: the same filter without paging. Downloads post form-encoded
 * (SPEC §7), so every field arrives as text; the scope is read from "0"/"1" as well.
 */
export const orderExportBody = orderListBody.omit({ pageNum: true, pageSize: true }).extend({
  scope: z
    .union([scopeField, z.enum(['0', '1']).transform((v) => (v === '1' ? 1 : 0) as 0 | 1)])
    .optional(),
});

export const snParam = z.object({ sn: snField });

export const rechargeCreateBody = z.object({
  sn: snField,
  scope: scopeField,
  /** 502 M-Pesa Kenya STK push, 3/5/6/7 a Tanzanian wallet's push, 503 bank, 504/300 cash, 505 Paybill, 200 offline. */
  payType: z.union([
    z.literal(502),
    z.literal(503),
    z.literal(504),
    z.literal(505),
    z.literal(200),
    z.literal(300),
    z.literal(3),
    z.literal(5),
    z.literal(6),
    z.literal(7),
  ]),
  currencyId: idField,
  amount: amountField,
  /** The wallet number to push the payment prompt to (PUSH_TOP_UP_PAY_TYPES). */
  phone: z.string().trim().max(20).optional(),
  /** Proof of an offline payment (200). */
  proofFile: filePath.optional(),
  remark: z.string().trim().max(200).optional(),
});

export const fxQuoteBody = z.object({
  fromCurrencyId: idField,
  toCurrencyId: idField,
  amount: amountField,
  scope: scopeField.default(0),
});
export const fxConvertBody = z.object({ quoteId: z.string().trim().min(8).max(40) });
export const fxHistoryBody = z.object({ ...pageFields });

/**
 * Moving money from the domestic wallet to the cross-border wallet (issue 15, item 3). Across
 * currencies the quote locks the rate, as /fx/quote does; in one currency there is nothing to lock.
 */
export const fundCrossBorderQuoteBody = z.object({
  fromCurrencyId: idField,
  toCurrencyId: idField,
  amount: amountField,
});
export const fundCrossBorderCreateBody = fundCrossBorderQuoteBody.extend({
  sn: snField,
  /** The quote of /account/fundCrossBorder/quote; required when the currencies differ. */
  quoteId: z.string().trim().min(8).max(40).optional(),
  fundPassword: z.string().regex(/^\d{6}$/, { message: 'fundPasswordRule' }),
});
