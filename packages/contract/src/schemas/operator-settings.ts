import { z } from 'zod';
import { RATE_PERIODS } from '../enums.ts';
import { idField, pageFields } from './fields.ts';

/** One pair's rate history for the console's chart: the same periods the customer's chart has. */
export const operatorRateHistoryBody = z.object({
  pair: z.string().regex(/^[A-Z]{3}\/[A-Z]{3}$/, { message: 'invalid' }),
  period: z.enum(RATE_PERIODS).default('lastMonth'),
});

/** The audit trail's filters: who, which action, and a time range (ISO, end exclusive). */
export const operatorAuditFilterFields = {
  operatorId: idField.optional(),
  action: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{1,40}$/, { message: 'invalid' })
    .optional(),
  beginTime: z.iso.datetime({ offset: true }).optional(),
  endTime: z.iso.datetime({ offset: true }).optional(),
};
export const operatorAuditListBody = z.object({ ...pageFields, ...operatorAuditFilterFields });
export const operatorAuditExportBody = z.object(operatorAuditFilterFields);
