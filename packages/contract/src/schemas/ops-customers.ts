import { z } from 'zod';
import { idField, pageFields } from './fields.ts';

/**
 * The console's Customers section (docs/operator-console.md, "Customers"). A search matches one
 * text against phone, email, account number and names; every list of a customer is paged.
 */
export const opsCustomerSearchBody = z.object({
  ...pageFields,
  keyword: z.string().trim().min(2, { message: 'tooShort' }).max(100, { message: 'tooLong' }),
});
export const opsCustomerDetailBody = z.object({ userId: idField });
export const opsCustomerPageBody = z.object({ ...pageFields, userId: idField });

/** Every action on a customer names its reason: it is kept in the operator audit. */
export const opsCustomerActionBody = z.object({
  userId: idField,
  reason: z.string().trim().min(2, { message: 'tooShort' }).max(500, { message: 'tooLong' }),
});
