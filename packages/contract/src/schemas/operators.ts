import { z } from 'zod';
import { OPERATOR_ROLES } from '@pesa/domain';
import { OrderEventReason } from '../enums.ts';
import { amountField } from './money.ts';
import { codeField, idField, intField, pageFields } from './fields.ts';

export const operatorLoginBody = z.object({
  username: z.string().trim().min(3).max(40),
  password: z.string().min(1).max(128),
});
/**
 * An approval. The reason stays optional here (API integrations and scripts approve without one;
 * the event then says "reviewed"); the console always asks for one.
 */
export const operatorOrderDecisionBody = z.object({
  orderId: idField,
  reason: z.string().trim().min(1).max(200).default(OrderEventReason.REVIEWED),
});
/** A rejection always says why: the customer reads the reason on the order. */
export const operatorOrderRejectBody = z.object({
  orderId: idField,
  reason: z.string().trim().min(1).max(200),
});
/** One order of a finance queue, with its customer and their recent orders. */
export const operatorReviewDetailBody = z.object({ orderId: idField });
export const operatorPayeeDecisionBody = z.object({
  id: idField,
  remark: z.string().trim().max(200).optional(),
});
/**
 * The compliance queue of cross-border recipients: pending review (-1) by default, or one
 * decision's history (1 approved, 2 rejected); oldest first.
 */
export const operatorPayeeListBody = z.object({
  ...pageFields,
  auditStatus: z.union([z.literal(-1), z.literal(1), z.literal(2)]).default(-1),
});
/** Who a queue item belongs to: one customer account, for the console's identity card. */
export const operatorCustomerIdentityBody = z.object({ userId: idField });
/** The account numbers and names of a page's customers at once (a queue's or the audit's rows). */
export const operatorCustomerNamesBody = z.object({
  userIds: z.array(idField).min(1).max(100),
});
/** How the console names an account in a list: its number and the name it is known by. */
export interface OpsCustomerName {
  userId: number;
  /** The business a team member belongs to (the user itself for a main account). */
  mainUserId: number;
  accountNo: string;
  userType: number;
  /** The KYC/KYB name (the person's or the company's), else the account's own. */
  name: string;
}
export const operatorRateBody = z.object({
  pair: z.string().regex(/^[A-Z]{3}\/[A-Z]{3}$/, { message: 'invalid' }),
  rate: z.string().regex(/^\d{1,12}(\.\d{1,10})?$/, { message: 'invalid' }),
});
/** A pair's spread in basis points; the rate book refuses one out of its range (spreadRange). */
export const operatorSpreadBody = z.object({
  pair: operatorRateBody.shape.pair,
  spreadBps: z.number().int({ message: 'invalid' }).min(0, { message: 'invalid' }).max(10_000, {
    message: 'invalid',
  }),
});
export const operatorFeeBody = z.object({
  scope: z.union([z.literal(0), z.literal(1)]),
  payType: intField,
  currencyId: idField,
  fixedAmount: amountField,
  basisPoints: intField.min(0).max(10_000),
  /** Minimum and maximum fee; left out, there is none. */
  minAmount: amountField.optional(),
  maxAmount: amountField.optional(),
  /** The smallest amount the channel takes; left out, the current one stays ("0" removes it). */
  minOrderAmount: amountField.optional(),
});
export const operatorThresholdBody = z.object({
  currencyId: idField,
  amount: amountField,
});
/** The finance queues: sends held for review, and top-ups waiting for an operator's check. */
export const OPERATOR_REVIEW_QUEUES = ['orders', 'topUps'] as const;
/** Without `queue`, both queues in one list (the call's first form). */
export const operatorReviewListBody = z.object({
  ...pageFields,
  queue: z.enum(OPERATOR_REVIEW_QUEUES).optional(),
});
/** Paybill payments that matched no waiting top-up (MPESA_MODE=daraja). */
export const operatorDarajaUnmatchedBody = z.object({ ...pageFields });
/** Reverses one of them: the M-Pesa TransID, and a reason Daraja keeps as Remarks (2–100). */
export const operatorDarajaReverseBody = z.object({
  transId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,40}$/, { message: 'invalid' }),
  reason: z.string().trim().min(2).max(100),
});
/** M-Pesa payouts still pending after every Transaction Status query (MPESA_MODE=daraja). */
export const operatorDarajaStalledBody = z.object({ ...pageFields });
/** What the rails' daily reconciliations found for an operator (/ops/rails/mismatches), paged. */
export const operatorRailMismatchesBody = z.object({ ...pageFields });
/** One of those findings, as the console lists it. */
export const railMismatchRow = z.object({
  rail: z.string(),
  sn: z.string(),
  /** -1 top-up, 0 send (the order's kind). */
  kind: z.number(),
  /** Major units. */
  amount: z.string(),
  currencyCode: z.string(),
  thirdOrderNo: z.string().nullable(),
  /** differs: the rail's final answer is not ours; open: none after the order's window. */
  problem: z.enum(['differs', 'open']),
  ourStatus: z.number(),
  /** `<code> <English> / <Chinese>`; null while the rail has no final answer. */
  railAnswer: z.string().nullable(),
  foundTime: z.string(),
});
export type RailMismatchRow = z.infer<typeof railMismatchRow>;
/**
 * Settles or fails one of them once an operator has learnt from Safaricom how it ended: named by
 * its ConversationID; a completed payout needs M-Pesa's receipt, as in a B2C Result. The reason
 * stays in the audit trail (2–200).
 */
const stalledPayoutFields = {
  thirdOrderNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,80}$/, { message: 'invalid' }),
  reason: z.string().trim().min(2).max(200),
};
export const operatorDarajaResolvePayoutBody = z.discriminatedUnion('outcome', [
  z.object({
    ...stalledPayoutFields,
    outcome: z.literal('completed'),
    receipt: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{10}$/, { message: 'invalid' }),
  }),
  z.object({ ...stalledPayoutFields, outcome: z.literal('failed') }),
]);

/** An announcement (type 1) or press item (type 3), written in both languages by an operator. */
export const operatorNoticeFields = z.object({
  type: z.union([z.literal(1), z.literal(3)]),
  titleEn: z.string().trim().min(1).max(200),
  titleZh: z.string().trim().min(1).max(200),
  contentEn: z.string().trim().min(1).max(20_000),
  contentZh: z.string().trim().min(1).max(20_000),
  /** 0 published, 1 hidden. */
  status: z.union([z.literal(0), z.literal(1)]).default(0),
  /** ISO time; now when left out. */
  publishTime: z.iso.datetime({ offset: true }).optional(),
});
export const operatorNoticeAddBody = operatorNoticeFields;
export const operatorNoticeEditBody = operatorNoticeFields.extend({
  id: idField,
});
export const operatorNoticeListBody = z.object({
  ...pageFields,
  type: z.union([z.literal(1), z.literal(3)]).optional(),
});

/** The second step of sign-in, and the code that confirms an enrolment. */
export const operatorTotpBody = z.object({ code: codeField });
export const operatorRoleField = z.enum(OPERATOR_ROLES);
export const operatorAddBody = z.object({
  username: z
    .string()
    .trim()
    .min(3)
    .max(40)
    .regex(/^[A-Za-z0-9._-]+$/, { message: 'invalid' }),
  password: z.string().min(10).max(128),
  role: operatorRoleField,
});
export const operatorIdBody = z.object({ id: idField });
export const operatorRoleBody = z.object({ id: idField, role: operatorRoleField });

/** A signed URL for a document of the account under review. */
export const operatorFileUrlBody = z.object({
  userId: idField,
  filePath: z.string().trim().min(1).max(200),
});
