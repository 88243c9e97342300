import { z } from 'zod';
import { APPROVAL_KINDS, APPROVAL_STATUSES, NAME_CHECK_RESULTS } from '@pesa/domain';
import type { AppOperationEntry } from './app-api-types.ts';

const policyView = z.object({
  enabled: z.boolean(),
  approvalsRequired: z.union([z.literal(1), z.literal(2)]),
  thresholds: z.array(z.object({ currencyId: z.number(), amount: z.string() })),
  /** Merchant API batches above a threshold wait for approval too. */
  apiBatches: z.boolean(),
  updateTime: z.string().nullable(),
});

/** One payment in the approvals queue (docs/permissions.md, "Approvals"). */
const approvalRow = z.object({
  kind: z.enum(APPROVAL_KINDS),
  /** The order's sn, the bulk file's id, or the API batch's batchSn. */
  id: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  approvalsRequired: z.number(),
  approvals: z.array(z.object({ userName: z.string(), time: z.string() })),
  maker: z.string(),
  makerUserId: z.number(),
  currencyId: z.number(),
  currencyCode: z.string(),
  amount: z.string(),
  fee: z.string(),
  payeeName: z.string().nullable(),
  payeeAccount: z.string().nullable(),
  /** The first payment of this account to this payee (no earlier send reached it). */
  firstPayment: z.boolean(),
  /** When this account last paid this payee successfully; null if never. */
  lastPaidTime: z.string().nullable(),
  /** How many times this account has paid this payee successfully. */
  paidCount: z.number(),
  /** The payee's name check kept on the send when it was made (docs/name-check.md); null for a file. */
  nameCheck: z.enum(NAME_CHECK_RESULTS).nullable(),
  /** The name the rail holds, only with CLOSE_MATCH. */
  nameCheckName: z.string().nullable(),
  /**
   * A bulk file: its rows to pay, how many carry warnings (read them with /batch/rows/list),
   * totals. An API batch: its accepted items, those whose name check is NO_MATCH, totals.
   */
  file: z
    .object({
      rows: z.number(),
      warnedRows: z.number(),
      totals: z.array(
        z.object({
          currencyId: z.number(),
          currencyCode: z.string(),
          amount: z.string(),
          fee: z.string(),
        }),
      ),
    })
    .nullable(),
  reason: z.string().nullable(),
  createTime: z.string(),
  expireTime: z.string(),
  decideTime: z.string().nullable(),
  /** Whether the caller may approve or reject it now (permission, not their own, not yet by them). */
  canDecide: z.boolean(),
});

/** The account's approvals of payments before their money leaves. */
export const APPROVAL_OPERATIONS: Record<string, AppOperationEntry> = {
  'POST /approval/policy/get': {
    summary: 'The approval policy of the account',
    reply: { data: policyView },
  },
  'POST /approval/policy/save': {
    summary: 'Main account: set the approval policy',
    reply: { data: policyView },
  },
  'POST /approval/list': {
    summary: 'Payments waiting for the caller’s approval, or all of the account’s, paged',
    reply: { rows: approvalRow },
  },
  'POST /approval/approve': {
    summary: 'Approve a payment with the approver’s own transaction password',
    reply: { data: approvalRow },
  },
  'POST /approval/reject': {
    summary: 'Reject a payment with a reason; its hold is released',
    reply: { data: approvalRow },
  },
};
