import { z } from 'zod';
import { DB_INT_MAX, fundPasswordField, idField, intField, pageFields } from './fields.ts';
import { amountField, snField } from './money.ts';
import { BANK_PAY_TYPES, type ApiAuditStatusValue } from '../enums.ts';

/**
 * The developer API service: access applications and keys (`/user/userApi/*`, `/ops/userApi/*`),
 * the signed merchant API under `/open/v1`, its sandbox, and webhooks. docs/api-service.md
 * explains the decisions; the OpenAPI document of `/open/v1` is built from these schemas.
 */

/** Live keys move real money; test keys run the same code on the sandbox book and simulator. */
export const API_MODES = ['live', 'test'] as const;
export type ApiMode = (typeof API_MODES)[number];
export const apiModeField = z.enum(API_MODES);

/** What an API order is; its `kind` on the wire. */
export const API_ORDER_KINDS = ['collect', 'payout', 'transfer', 'recharge', 'cashOut'] as const;
export type ApiOrderKind = (typeof API_ORDER_KINDS)[number];

/** The account types of SPEC §3 (-1 Suspense, 0 B2C, C2B per channel). */
export const apiAccountTypeField = z.union([
  z.literal(-1),
  z.literal(0),
  z.literal(2),
  z.literal(3),
  z.literal(5),
  z.literal(6),
  z.literal(7),
]);
/** The C2B account types, which are also the pay types that collect into them. */
export const c2bPayTypeField = z.union([
  z.literal(2),
  z.literal(3),
  z.literal(5),
  z.literal(6),
  z.literal(7),
]);
/** Pay-out rails: mobile money (2, 3, 5, 6, 7) and banks (100 RTGS, 101 Pesalink, 102 TISS, 103 TIPS). */
export const payoutPayTypeField = z.union([
  c2bPayTypeField,
  z.literal(100),
  z.literal(101),
  z.literal(102),
  z.literal(103),
]);

/** The merchant's own order number: unique per merchant and mode, the idempotency key. */
export const merchantOrderNoField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/, { message: 'invalid' });
const text = (max: number) => z.string().trim().max(max);
/** A mobile number in international form, digits only after an optional "+". */
const msisdnField = z
  .string()
  .trim()
  .regex(/^\+?\d{9,15}$/, { message: 'phoneRule' });

// ---- Access (signed-in web calls) ----

export const userApiSaveBody = z.object({
  companyName: z.string().trim().min(1).max(100),
  description: text(500).default(''),
  /** Expected monthly volume in USD, as the applicant states it. */
  monthlyVolume: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{1,15}(\.\d{1,2})?$/, { message: 'invalid' })),
  /** https; http only on a loopback host outside production (checked by the server). */
  notifyUrl: z.string().trim().min(1).max(500).url({ message: 'invalid' }),
  /** Comma-separated addresses or CIDR ranges; empty allows any address. */
  ipWhitelist: text(1000).default(''),
});
export const userApiRefreshBody = z.object({ mode: apiModeField.default('live') });
/** Reading a secret takes the caller's own transaction password (docs/api-service.md). */
export const userApiSecretBody = z.object({
  mode: apiModeField.default('live'),
  fundPassword: fundPasswordField,
});

/**
 * The application and the access keys. The secrets are not in it: they come one at a time from
 * `/user/userApi/secret` with the caller's transaction password.
 */
export interface UserApiInfo {
  /** null before the first application. */
  auditStatus: ApiAuditStatusValue | null;
  /** Present only while approved; otherwise null. */
  accessKey: string | null;
  notifyUrl: string | null;
  ipWhitelist: string | null;
  rejectReason: string | null;
  companyName: string | null;
  description: string | null;
  monthlyVolume: string | null;
  /** The sandbox pair, present only while approved. */
  testAccessKey: string | null;
  createTime: string | null;
  auditTime: string | null;
}

/** One mode's active pair, secret included: the reply of `/user/userApi/secret`. */
export interface UserApiSecret {
  mode: ApiMode;
  accessKey: string;
  accessSecret: string;
}

// ---- Operators' review of applications ----

export const opsUserApiListBody = z.object({
  ...pageFields,
  auditStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
});
export const opsUserApiApproveBody = z.object({ userId: idField });
export const opsUserApiRejectBody = z.object({
  userId: idField,
  reason: z.string().trim().min(1).max(300),
});
export interface OpsUserApiRow {
  userId: number;
  accountNo: string;
  companyName: string;
  description: string;
  monthlyVolume: string;
  notifyUrl: string;
  ipWhitelist: string;
  auditStatus: ApiAuditStatusValue;
  rejectReason: string | null;
  /** The company's KYB audit status (SPEC §4), beside each application; "00" pending approval. */
  kybStatus: number | '00';
  createTime: string;
  updateTime: string;
  auditTime: string | null;
}

// ---- The merchant API, /open/v1 (signed with the access key) ----

export const openBalanceBody = z.object({ currencyId: idField.optional() });
/** One row of /open/v1/balance. A schema, not only a type: the OpenAPI document is built from it. */
export const openBalanceRowSchema = z.object({
  accountType: z.number().int().min(-1).max(7).meta({
    description:
      'Account type: -1 Suspense, 0 B2C, 2 M-Pesa (KES), 3 HaloPesa, 5 Airtel Money, 6 Tigo Pesa, 7 M-Pesa (TZS).',
  }),
  currencyId: z
    .number()
    .int()
    .min(1)
    .max(DB_INT_MAX)
    .meta({ description: 'Currency id (ISO 4217 number, e.g. 404 KES).' }),
  currencyCode: z.string().meta({ description: 'ISO 4217 code, e.g. KES.' }),
  balance: z.string().meta({ description: 'Major units as a decimal string, e.g. "1500.00".' }),
});
export type OpenBalanceRow = z.output<typeof openBalanceRowSchema>;

export const openCollectBody = z.object({
  merchantOrderNo: merchantOrderNoField,
  payType: c2bPayTypeField,
  currencyId: idField,
  amount: amountField,
  phone: msisdnField,
  narrative: text(100).default(''),
});

export const openPayoutBody = z
  .object({
    merchantOrderNo: merchantOrderNoField,
    payType: payoutPayTypeField,
    currencyId: idField,
    amount: amountField,
    /** Mobile-money pay types. */
    phone: msisdnField.optional(),
    /** Bank pay types. */
    bankName: text(100).optional(),
    bankCode: text(30).optional(),
    bankAccountNo: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{4,34}$/, { message: 'invalid' })
      .optional(),
    name: z.string().trim().min(1).max(100),
    narrative: text(100).default(''),
    notifyRecipient: z.boolean().optional().meta({
      description:
        'Texts the recipient (mobile-money payouts) once paid: your name, the amount and our reference, never a balance. Off unless true.',
    }),
  })
  .superRefine((body, ctx) => {
    if (BANK_PAY_TYPES.includes(body.payType)) {
      if (body.notifyRecipient)
        ctx.addIssue({ code: 'custom', path: ['notifyRecipient'], message: 'recipientNoPhone' });
      if (!body.bankAccountNo)
        ctx.addIssue({ code: 'custom', path: ['bankAccountNo'], message: 'required' });
      if (!body.bankName) ctx.addIssue({ code: 'custom', path: ['bankName'], message: 'required' });
    } else if (!body.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'required' });
    }
  });

export const openTransferBody = z.object({
  merchantOrderNo: merchantOrderNoField,
  fromAccountType: apiAccountTypeField,
  toAccountType: apiAccountTypeField,
  currencyId: idField,
  amount: amountField,
  remark: text(200).default(''),
});

export const openOrderQueryBody = z
  .object({ merchantOrderNo: merchantOrderNoField.optional(), sn: snField.optional() })
  .refine((b) => b.merchantOrderNo !== undefined || b.sn !== undefined, {
    message: 'required',
    path: ['merchantOrderNo'],
  });

/** The reply of collect, payout, transfer and order query, and the `data` of every webhook. */
export const openOrderViewSchema = z.object({
  sn: z.string().meta({ description: 'Our order number.' }),
  merchantOrderNo: z.string().nullable().meta({ description: 'Your order number.' }),
  kind: z.enum(API_ORDER_KINDS),
  status: z.number().int().min(-2).max(3).meta({
    description:
      'Order status: -2 awaiting manual review, -1 awaiting payment, 0 awaiting the result, 1 success, 2 failed, 3 cancelled. 1, 2 and 3 are final.',
  }),
  payoutStatus: z.number().int().min(0).max(3).nullable().meta({
    description:
      'Payouts and cash-outs only (null for the others): 0 pending, 1 processing, 2 success, 3 rejected (the funds are back in the account).',
  }),
  currencyId: z.number().int().min(1).max(DB_INT_MAX),
  amount: z.string().meta({ description: 'Major units as a decimal string.' }),
  feeAmount: z.string().meta({ description: 'Our fee in major units, decimal string.' }),
  createTime: z.string().meta({ description: 'ISO 8601 time, UTC.' }),
  updateTime: z.string().meta({ description: 'ISO 8601 time, UTC.' }),
});
export type OpenOrderView = z.output<typeof openOrderViewSchema>;

/** A webhook's body, signed in `X-Pesa-Signature: t=<unix s>,v1=<hex HMAC over "t.body">`. */
export const webhookEventPayloadSchema = z.object({
  eventId: z
    .string()
    .meta({ description: 'Unique per event: drop an event whose id you have seen.' }),
  eventType: z.string().meta({
    description:
      '`<kind>.succeeded`, `<kind>.failed` or `<kind>.cancelled`, e.g. `payout.succeeded`.',
  }),
  createTime: z.string().meta({ description: 'ISO 8601 time, UTC.' }),
  livemode: z.boolean().meta({ description: 'False for events of the sandbox (test keys).' }),
  data: openOrderViewSchema,
});
export type WebhookEventBody = z.output<typeof webhookEventPayloadSchema>;

// ---- The /homeApi screens (signed-in web calls) ----

export const apiModeBody = z.object({ mode: apiModeField.default('live') });

export interface ApiDashboard {
  balances: OpenBalanceRow[];
  recent: ApiOrderRow[];
  /** The last 30 days, oldest first, per currency: C2B and B2C volume (major units). */
  volume: { date: string; currencyId: number; c2b: string; b2c: string }[];
}

export const apiOrderListBody = z.object({
  ...pageFields,
  mode: apiModeField.default('live'),
  kind: z.enum(API_ORDER_KINDS).optional(),
  status: intField.optional(),
  payoutStatus: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).optional(),
  payType: intField.optional(),
  currencyId: idField.optional(),
  sn: z.string().trim().max(64).optional(),
  merchantOrderNo: z.string().trim().max(64).optional(),
  beginTime: z.string().trim().max(30).optional(),
  endTime: z.string().trim().max(30).optional(),
});

/**
 * The CSV export of the screens' order list: the same filter without paging. Downloads post
 * form-encoded (SPEC §7), so every number arrives as text and is coerced here.
 */
export const apiOrderExportBody = apiOrderListBody.omit({ pageNum: true, pageSize: true }).extend({
  payoutStatus: intField.min(0).max(3).optional(),
});

/** The payer of a collection (SPEC §3 "Payer details"). */
export interface PayerDetails {
  oppoAccountId: string | null;
  oppoAccountName: string | null;
  oppoBankName: string | null;
  paymentChannel: string | null;
  transactionNarrative: string | null;
  externalTxId: string | null;
}

/** An API order as the screens list it: the Open API view plus SPEC §3 Transfer and payer fields. */
export interface ApiOrderRow extends OpenOrderView, PayerDetails {
  id: number;
  mode: ApiMode;
  payType: number;
  currencyCode: string;
  taxFee: string;
  fromAccountType: number | null;
  toAccountType: number | null;
  /** The payout's recipient: phone or bank account, and name. */
  recipient: string | null;
  recipientName: string | null;
  remark: string;
  auditStatus: number | null;
  auditTime: string | null;
  companyInfo: string | null;
  failReason: string | null;
}

/** The web's transfer: between API accounts, or (toAccountType 1) from Suspense to the wallet. */
export const apiTransferBody = z.object({
  sn: snField,
  mode: apiModeField.default('live'),
  fromAccountType: apiAccountTypeField,
  toAccountType: z.union([apiAccountTypeField, z.literal(1)]),
  currencyId: idField,
  amount: amountField,
  remark: text(200).default(''),
  fundPassword: z.string().max(20).optional(),
});

/** A suspense top-up by bank transfer (503) or offline proof (200), reviewed by an operator. */
export const apiRechargeBody = z.object({
  sn: snField,
  payType: z.union([z.literal(503), z.literal(200)]),
  currencyId: idField,
  amount: amountField,
  /** The uploaded proof of payment (file path from /common/upload). */
  proofFile: z.string().trim().min(1).max(300),
  remark: text(200).default(''),
});

/** Where to pay for a suspense top-up, before the proof is uploaded. */
export const apiRechargeInstructionsBody = z.object({ currencyId: idField });

/** Play money into a sandbox account, at once. */
export const apiSandboxTopUpBody = z.object({
  accountType: apiAccountTypeField,
  currencyId: idField,
  amount: amountField,
});

export const apiCashOutQuoteBody = z.object({ currencyId: idField, amount: amountField });
export interface ApiCashOutQuote {
  amount: string;
  feeAmount: string;
  total: string;
}
/** A withdrawal from Suspense to an approved exchange (settlement) account, reviewed. */
export const apiCashOutBody = z.object({
  sn: snField,
  exchangeAccountId: idField,
  currencyId: idField,
  amount: amountField,
  remark: text(200).default(''),
  fundPassword: z.string().max(20).optional(),
});

export const apiOrderCancelBody = z.object({ sn: snField });

// ---- Webhook delivery log ----

export const webhookListBody = z.object({
  ...pageFields,
  mode: apiModeField.default('live'),
  sn: z.string().trim().max(64).optional(),
});
export interface WebhookEventRow {
  eventId: string;
  eventType: string;
  livemode: boolean;
  sn: string;
  merchantOrderNo: string | null;
  /** pending, delivered or failed (given up after the last try). */
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptTime: string | null;
  createTime: string;
  deliveredTime: string | null;
}
export const webhookEventBody = z.object({ eventId: z.string().trim().min(1).max(40) });
export interface WebhookAttemptRow {
  attempt: number;
  statusCode: number | null;
  error: string | null;
  createTime: string;
}
