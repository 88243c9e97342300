import { z } from 'zod';
import { APPROVAL_KINDS } from '@pesa/domain';
import { idField, pageFields } from './fields.ts';
import { amountField } from './money.ts';

/** The account's approval policy (POST /approval/policy/save; docs/permissions.md "Approvals"). */
export const approvalPolicyBody = z.object({
  enabled: z.boolean(),
  approvalsRequired: z.union([z.literal(1), z.literal(2)]),
  thresholds: z
    .array(z.object({ currencyId: idField, amount: amountField }))
    .max(20, { message: 'tooLong' }),
  /** Merchant API batches above a threshold wait too; absent keeps what is saved off. */
  apiBatches: z.boolean().optional(),
});

/** `mine`: what waits for the caller's decision; `all`: every payment of the account, any state. */
export const APPROVAL_SCOPES = ['mine', 'all'] as const;
export const approvalListBody = z.object({
  ...pageFields,
  scope: z.enum(APPROVAL_SCOPES).default('mine'),
});

const approvalTarget = {
  kind: z.enum(APPROVAL_KINDS),
  /** The order's `sn`, the bulk file's id, or the API batch's `batchSn`. */
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'invalid' }),
};

export const approvalApproveBody = z.object({
  ...approvalTarget,
  fundPassword: z.string().regex(/^\d{6}$/, { message: 'fundPasswordRule' }),
});

export const approvalRejectBody = z.object({
  ...approvalTarget,
  reason: z.string().trim().min(1, { message: 'required' }).max(200, { message: 'tooLong' }),
});
