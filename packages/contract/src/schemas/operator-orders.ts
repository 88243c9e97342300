import { z } from 'zod';
import { idField, intField, pageFields } from './fields.ts';

/**
 * The console's order search across every customer (/ops/order/search). Every filter is
 * optional and they combine (AND). The phone is matched on its digits, so "+254 712 345 678",
 * "254712345678" and "0712345678" find the same customer; it needs at least six digits.
 */
export const operatorOrderSearchBody = z
  .object({
    ...pageFields,
    sn: z.string().trim().max(64).optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,24}$/, { message: 'phoneRule' })
      .optional(),
    status: intField.min(-2).max(3).optional(),
    /** The rail: an order's pay type (/ops/order/channels lists them). */
    payType: intField.optional(),
    /** -1 top-up, 0 send, 1 a move between the customer's wallets, 2 an agent's cash-in. */
    kind: intField.min(-1).max(2).optional(),
    beginTime: z.iso.datetime({ offset: true }).optional(),
    endTime: z.iso.datetime({ offset: true }).optional(),
    /** Merchant API sandbox orders (test money) are left out unless asked for. */
    includeSandbox: z.boolean().default(false),
  })
  .refine((b) => !b.beginTime || !b.endTime || Date.parse(b.beginTime) <= Date.parse(b.endTime), {
    message: 'invalid',
    path: ['endTime'],
  });

/** One order with its timeline, by its id (a search row names it). */
export const operatorOrderDetailBody = z.object({ orderId: idField });

/** The job queue's states as the console filters them; left out, every job not yet done. */
export const OPERATOR_JOB_STATES = ['waiting', 'retrying', 'running', 'failed', 'done'] as const;
export type OperatorJobState = (typeof OPERATOR_JOB_STATES)[number];
export const operatorJobListBody = z.object({
  ...pageFields,
  state: z.enum(OPERATOR_JOB_STATES).optional(),
});
