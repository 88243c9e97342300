import { z } from 'zod';
import { idField, intField, pageFields } from './fields.ts';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'tooLong' })
    .nullish()
    .transform((v) => (v ? v : undefined));
const id = idField;

/** Exchange (settlement) account (SPEC §3). Statuses are the operator's: 0 pending, 1 approved, 2 rejected. */
export const exchangeAccountBody = z.object({
  accountName: z.string().trim().min(1).max(100),
  /** Account holder type (SPEC §3): 1 company, 2 individual, 3 my own account. */
  type: intField.refine((v) => v === 1 || v === 2 || v === 3, { message: 'invalid' }),
  idNo: text(50),
  cardNo: text(50),
  accountNumber: z.string().trim().min(1).max(50),
  bankName: z.string().trim().min(1).max(100),
  branchName: text(100),
  province: text(100),
  city: text(100),
  lineNumber: text(30),
  applyReason: text(500),
});
export const exchangeAccountEditBody = exchangeAccountBody.extend({ id });
export const exchangeAccountListBody = z.object({ ...pageFields });
/** 0 pending, 1 approved, 2 rejected; '' or null mean "any" (never coerced to 0). */
const reviewStatusFilter = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  intField.min(0).max(2).optional(),
);
/** The operators' list of every account's exchange accounts, oldest first, filtered by status. */
export const operatorExchangeListBody = z.object({
  ...pageFields,
  exchangeStatus: reviewStatusFilter,
  paymentStatus: reviewStatusFilter,
});
export const operatorExchangeStatusBody = z.object({
  id,
  exchangeStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  paymentStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  /**
   * The statuses the operator decided from (the console sends what it showed): when the account
   * no longer has them, another operator decided first and nothing changes (-1019).
   */
  from: z
    .object({
      exchangeStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      paymentStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    })
    .optional(),
  /** Why, for the operator audit trail and the account's operation log. */
  reason: z.string().trim().max(500).optional(),
});

/**
 * An approved exchange account's payee update (the account views' `payeeChange`): the new
 * details; status 0 waiting for review, 1 approved (now in use), 2 rejected (with the reason).
 */
export interface ExchangePayeeChange {
  status: number;
  submitTime: string;
  decideTime: string | null;
  reason: string | null;
  accountName: string;
  type: number;
  idNo: string;
  cardNo: string;
  accountNumber: string;
  bankName: string;
  branchName: string;
  province: string;
  city: string;
  lineNumber: string;
  applyReason: string;
}

/**
 * An operator's decision on an approved account's payee change: `submitTime` is the change the
 * operator saw; a change decided or replaced since is refused (-1019).
 */
export const operatorExchangePayeeBody = z.object({
  id,
  approve: z.boolean(),
  submitTime: z.string().min(1).max(30),
  reason: z.string().trim().max(500).optional(),
});

/** Contract worker (SPEC §3); `id` present edits, absent adds. Relationship 0-5 (SPEC §3). */
export const contractWorkerBody = z.object({
  id: id.optional(),
  name: z.string().trim().min(1).max(100),
  idNo: text(50),
  payeeRelation: intField.min(0).max(5),
  payeeIdCardNo: text(50),
  workArea: text(100),
  workAddress: text(200),
  residence: text(200),
  contractFile: text(120),
  incomeProofFile: text(120),
  relationFile: text(120),
});
export const contractWorkerListBody = z.object({
  ...pageFields,
  name: text(100),
});

/**
 * The operators' queue of every account's contract workers, oldest first: by review status
 * (0 pending, 1 approved, 2 rejected; '' or null mean any).
 */
export const operatorWorkerListBody = z.object({
  ...pageFields,
  auditStatus: reviewStatusFilter,
});
/**
 * An operator's decision on a pending contract worker. `updateTime` is the worker's, as the
 * operator saw it: a worker decided since, or edited by its account since, is refused (-1019)
 * and nothing changes, so two operators deciding at once decide once and nobody approves
 * details they did not see.
 */
const workerDecision = { id, updateTime: z.string().min(1).max(30) };
export const operatorWorkerApproveBody = z.object({
  ...workerDecision,
  /** Kept in the operator audit trail only. */
  remark: z.string().trim().max(500).optional(),
});
export const operatorWorkerRejectBody = z.object({
  ...workerDecision,
  /** Required: the customer reads it on the worker, in the operator's words. */
  reason: z.string().trim().min(1).max(500),
});
