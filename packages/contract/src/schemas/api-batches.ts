import { z } from 'zod';
import { APPROVAL_STATUSES } from '@pesa/domain';
import { DB_INT_MAX, DB_INT_MIN, pageFields } from './fields.ts';
import { snField } from './money.ts';
import { merchantOrderNoField, openOrderViewSchema, openPayoutBody } from './api-service.ts';
import { payeeCheckReply } from './payee-check.ts';

/** A count, index or code in a reply, within an INTEGER column's range like every whole number. */
const wholeNumber = () => z.number().int().min(DB_INT_MIN).max(DB_INT_MAX);

/**
 * Merchant API batch payouts (docs/api-service.md, "Batch payouts"). The body is checked as a
 * whole here (the batch number, 1 to 1,000 items); each item is then checked on its own with
 * `openPayoutBody`, so one bad item is rejected by index instead of refusing the whole call.
 */
export const API_BATCH_MAX_ITEMS = 1000;

export const openBatchBody = z.object({
  merchantBatchNo: merchantOrderNoField,
  items: z
    .array(z.unknown())
    .min(1)
    .max(API_BATCH_MAX_ITEMS)
    .meta({ description: 'Up to 1,000 payouts, each exactly the body of `/b2c/payout`.' }),
});

/** What the OpenAPI document shows of the batch body: its items are payout bodies. */
export const openBatchBodyDocumented = openBatchBody.extend({
  items: z.array(openPayoutBody).min(1).max(API_BATCH_MAX_ITEMS).meta({
    description:
      'Up to 1,000 payouts, each exactly the body of `/b2c/payout`; a bad item is rejected by its index, the others go ahead.',
  }),
});

const rejection = z.object({
  index: wholeNumber().meta({ description: "The item's position in `items`, from 0." }),
  code: wholeNumber().meta({ description: 'The code `/b2c/payout` would answer.' }),
  msg: z.string().meta({ description: "Why, in the caller's language." }),
});

export const openBatchReplySchema = z.object({
  batchSn: z.string().meta({ description: 'Our batch number.' }),
  merchantBatchNo: z.string().meta({ description: 'Your batch number.' }),
  accepted: wholeNumber().meta({ description: 'How many items will be paid.' }),
  rejected: z.array(rejection),
});
export type OpenBatchReply = z.output<typeof openBatchReplySchema>;

export const openBatchQueryBody = z
  .object({
    merchantBatchNo: merchantOrderNoField.optional(),
    batchSn: snField.optional(),
    ...pageFields,
  })
  .refine((b) => b.merchantBatchNo !== undefined || b.batchSn !== undefined, {
    message: 'required',
    path: ['merchantBatchNo'],
  });

/**
 * Where an item stands; an item with an order also carries the order's view. `cancelled`: its
 * batch waited for approval and was rejected or expired.
 */
export const API_BATCH_ITEM_STATES = [
  'rejected',
  'queued',
  'placed',
  'failed',
  'cancelled',
] as const;

const batchCounts = z
  .object({
    rejected: wholeNumber(),
    queued: wholeNumber(),
    processing: wholeNumber(),
    succeeded: wholeNumber(),
    failed: wholeNumber(),
    cancelled: wholeNumber(),
  })
  .meta({
    description:
      'Items per outcome: rejected at the call; queued, not yet an order; processing, an order not final yet; succeeded, failed (the order failed, or the item could not become an order, e.g. -1014) and cancelled.',
  });
export type ApiBatchCounts = z.output<typeof batchCounts>;

export const openBatchItemSchema = openOrderViewSchema.partial().extend({
  index: wholeNumber(),
  merchantOrderNo: z.string().nullable(),
  state: z.enum(API_BATCH_ITEM_STATES),
  code: wholeNumber()
    .nullable()
    .meta({ description: 'A rejected or failed item without an order: the code.' }),
  msg: z.string().nullable().meta({ description: "Its reason, in the caller's language." }),
  nameCheck: payeeCheckReply.nullable().meta({
    description:
      "The payee's name checked against the rail's registered name when the batch was accepted (null for a rejected item). It never stops a payment: a NO_MATCH item is paid like any other, and shown here.",
  }),
});
export type OpenBatchItem = z.output<typeof openBatchItemSchema>;

export const openBatchSummarySchema = z.object({
  batchSn: z.string(),
  merchantBatchNo: z.string(),
  itemCount: wholeNumber(),
  accepted: wholeNumber(),
  createTime: z.string(),
  completedTime: z
    .string()
    .nullable()
    .meta({ description: 'When every accepted item reached a final state; null until then.' }),
  counts: batchCounts,
});
export type OpenBatchSummary = z.output<typeof openBatchSummarySchema>;

export const openBatchQueryReplySchema = openBatchSummarySchema.extend({
  approvalStatus: z.enum(APPROVAL_STATUSES).nullable().meta({
    description:
      'With the approval policy on for API batches, a batch above a threshold waits: AWAITING_APPROVAL (its items stay queued, its total held from B2C), then APPROVED, REJECTED or EXPIRED (its queued items cancelled). Null: the batch never waited.',
  }),
  total: wholeNumber().meta({ description: 'How many items the pages hold: all of them.' }),
  pageNum: wholeNumber(),
  pageSize: wholeNumber(),
  items: z.array(openBatchItemSchema),
});
export type OpenBatchQueryReply = z.output<typeof openBatchQueryReplySchema>;

/** The `batch.completed` webhook: once per batch, when every accepted item is final. */
export const batchCompletedEventSchema = z.object({
  eventId: z
    .string()
    .meta({ description: 'Unique per event: drop an event whose id you have seen.' }),
  eventType: z.literal('batch.completed'),
  createTime: z.string().meta({ description: 'ISO 8601 time, UTC.' }),
  livemode: z.boolean().meta({ description: 'False for events of the sandbox (test keys).' }),
  data: openBatchSummarySchema,
});
